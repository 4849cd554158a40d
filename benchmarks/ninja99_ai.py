"""99 Ninja figures for the closing note: speed, decision times, bot strength, balance, how
the bots use techniques (uses per game; normal with techniques against normal without), and the
easy bot as a rung of the ladder (against normal, against weaker bots, in solo).

Run: python benchmarks/ninja99_ai.py [--scale 1.0] [--only NAME ...]
Prints one JSON line per measurement. Every figure comes from seeded games (seeds given).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from collections import Counter, defaultdict  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.core.bots import Bot, RandomBot, bot_rng  # noqa: E402
from game.core.game import Outcome  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.seats import parse_seats  # noqa: E402
from game.core.simulate import play_one, simulate  # noqa: E402
from game.ninja99 import GAME  # noqa: E402
from game.ninja99.actions import Place, Reckon, SwapClan, UseTechnique  # noqa: E402
from game.ninja99.ai import NinjaBot, final_position, make_bot  # noqa: E402
from game.ninja99.ai_eval import evaluate  # noqa: E402
from game.ninja99.ai_lays import Plan  # noqa: E402
from game.ninja99.geometry import grid_masks, index  # noqa: E402
from game.ninja99.placement import attack_mask, clan_mask  # noqa: E402
from game.ninja99.reckoning import assignment_totals, result  # noqa: E402
from game.ninja99.state import NinjaState  # noqa: E402
from game.ninja99.views import NinjaView  # noqa: E402

TECHNIQUE_MODULES = ("clan", "blacklist,ronin,clan")


def run(seats: str, games: int, seed: int, **options: str) -> dict[str, object]:
    opts = {"modules": options.get("modules", ""), "level": options.get("level", "0")}
    return simulate(GAME, games, seed, parse_seats(seats), opts)


def report(name: str, **figures: object) -> None:
    print(json.dumps({"measure": name, **figures}), flush=True)


def speed(scale: float) -> None:
    """Wall-clock games per second, and per CPU second (the machine is shared: the second
    figure is what one free core gives)."""
    cpu = time.process_time()
    res = run("ai:easy,ai:easy", max(20, int(300 * scale)), 1)
    cpu = time.process_time() - cpu
    report("easy_speed", games=res["games"], games_per_second=res["games_per_second"],
           games_per_cpu_second=round(res["finished"] / cpu, 1), decision_ms=res["decision_ms"], seed=1)


def decisions(scale: float) -> None:
    for level in ("easy", "normal", "hard"):
        res = run(f"ai:{level},ai:{level}", max(4, int(20 * scale)), 500)
        report("decision_ms", level=level, **res["decision_ms"][level], games=res["games"], seed=500)


def hard_vs_easy(scale: float) -> None:
    half = max(10, int(150 * scale))
    first = run("ai:hard,ai:easy", half, 1000)
    second = run("ai:easy,ai:hard", half, 1000)
    wins = first["wins"]["seats"][0] + second["wins"]["seats"][1]  # type: ignore[index]
    report("hard_vs_easy", games=2 * half, hard_wins=wins, hard_win_rate=round(wins / (2 * half), 4),
           seeds=f"1000..{1000 + half - 1}, seats swapped", errors=first["errors"] + second["errors"])  # type: ignore[operator]


def hard_vs_automaton(scale: float) -> None:
    for level in ("0", "3", "7"):
        res = run("ai:hard", max(10, int(100 * scale)), 2000, level=level)
        report("hard_vs_automaton", level=int(level), games=res["games"], win_rate=res["win_rate"], seed=2000)


def balance(scale: float) -> None:
    """First-player win rate and deck-out rate between equal bots, in one pass of games."""
    for level in ("easy", "normal"):
        for modules in ("", "blacklist,ronin,clan"):
            games = max(20, int((600 if level == "easy" else 300) * scale))
            started = time.perf_counter()
            wins = [0, 0]
            deck_outs = 0
            for k in range(games):
                match = play_one(GAME, parse_seats(f"ai:{level},ai:{level}"), 3000 + k,
                                 {"modules": modules, "level": "0"})
                outcome = GAME.outcome(match.state)
                assert outcome is not None
                for seat in outcome.winners:
                    wins[seat] += 1
                deck_outs += match.state.end_reason == "deck"
            report("balance", bots=level, modules=modules or "none", games=games,
                   first_player_win_rate=round(wins[0] / games, 4), wins=wins,
                   deck_out_rate=round(deck_outs / games, 4), seconds=round(time.perf_counter() - started, 1),
                   seeds=f"3000..{3000 + games - 1}")


def technique_use(scale: float) -> None:
    """How often each technique is used per bot and per game, between two equal bots."""
    for modules in TECHNIQUE_MODULES:
        for level, count in (("normal", 40), ("hard", 16)):
            games = max(4, int(count * scale))
            uses: Counter[str] = Counter()
            for k in range(games):
                match = play_one(GAME, parse_seats(f"ai:{level},ai:{level}"), 4000 + k,
                                 {"modules": modules, "level": "0"})
                uses.update(s.action.technique for s in match.steps if isinstance(s.action, UseTechnique))
            report("technique_use", bots=level, modules=modules, games=games, seeds=f"4000..{4000 + games - 1}",
                   per_bot_per_game={t: round(n / (2 * games), 3) for t, n in sorted(uses.items())},
                   total_per_bot_per_game=round(sum(uses.values()) / (2 * games), 3))


def play_bots(bots: Sequence[Bot], seed: int, modules: str, level: str = "0") -> Outcome:
    """One game between two given bots (one bot: solo against the automaton at ``level``)."""
    seats = parse_seats(",".join("ai:normal" for _ in bots))
    match = Match.start(GAME, seats, seed, {"modules": modules, "level": level})
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while (outcome := GAME.outcome(match.state)) is None:
        seat = match.to_act()[0]
        legal = GAME.legal_actions(match.state, seat)
        match.submit(seat, bots[seat].choose(GAME.view(match.state, seat), legal, rngs[seat]))
    return outcome


def with_techniques(scale: float) -> None:
    """Normal with techniques against the same bot never using one, seats swapped, same seeds
    (a tie counts half)."""
    for modules in ("", *TECHNIQUE_MODULES):
        half = max(10, int(100 * scale))
        points = 0.0
        for k in range(half):
            for seat in (0, 1):
                bots = (make_bot("normal", 0, seat == 0), make_bot("normal", 1, seat == 1))
                winners = play_bots(bots, 5000 + k, modules).winners
                points += 1.0 / len(winners) if seat in winners else 0.0
        report("with_vs_without_techniques", bots="normal", modules=modules or "none", games=2 * half,
               with_score_rate=round(points / (2 * half), 4), seeds=f"5000..{5000 + half - 1}, seats swapped")


GLANCE_SPOTS = 16


class GlanceBot(NinjaBot):
    """The easy bot before it played normal's plans, kept as a baseline: the best of a handful of
    random legal spots by a glance (its clan's ninjas on samurai and next to Daimyos), no clan
    swap, no technique, and a reckoning of 16 random assignments with noise."""

    def __init__(self, seat: int) -> None:
        super().__init__("easy", seat, techniques=False)

    def choose(self, seen: NinjaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if seen.state.phase == "reckon" and len(legal) > 1:
            return careless_reckoning(seen.state, self.seat, legal, rng)
        return super().choose(seen, legal, rng)

    def _plans(self, seen: NinjaView, state: NinjaState, legal: Sequence[Action],
               rng: random.Random) -> list[Plan]:
        clan = state.clans[self.seat]
        spots = [a for a in legal if isinstance(a, Place)]
        if not spots or clan is None:
            return []
        masks = grid_masks(state.grid)
        attack = attack_mask(state)
        best: Plan | None = None
        for spot in rng.sample(spots, min(GLANCE_SPOTS, len(spots))):
            ninjas = clan_mask(spot.card, spot.orientation, clan) << index(spot.row, spot.col)
            value = 2 * (ninjas & masks.samurai).bit_count() + 0.5 * (ninjas & attack).bit_count()
            value += rng.random()
            if best is None or value > best.value:
                best = Plan((spot,), value)
        return [best] if best is not None else []


def careless_reckoning(state: NinjaState, side: int, legal: Sequence[Action], gen: random.Random) -> Action:
    """The old easy reckoning: 16 of its assignments at random, against a rival who adds
    nothing, with half a win of noise."""
    mine = [a for a in legal if isinstance(a, Reckon)]
    if len(mine) > GLANCE_SPOTS:
        mine = gen.sample(mine, GLANCE_SPOTS)
    best, best_value = mine[0], -1e9
    for option in mine:
        totals = assignment_totals(state, side, option.assignment)
        final = final_position(state, (totals, (0, 0, 0)) if side == 0 else ((0, 0, 0), totals))
        res = result(final)
        value = 1.0 if res.winners == (side,) else 0.5 if len(res.winners) == 2 else 0.0
        value += 0.001 * evaluate(final, side) + gen.random() * 0.5
        if value > best_value:
            best, best_value = option, value
    return best


def easy_ladder(scale: float) -> None:
    """The easy bot against normal (seat orders both ways: the same seeds as ``main.py simulate
    ninja99 --seats ai:easy,ai:normal --seed 100`` and ``ai:normal,ai:easy``), how often it swaps
    clans and uses techniques there, its decision times; then against the old easy bot and
    random legal play (a tie counts half)."""
    games = max(10, int(60 * scale))
    for modules in ("", "clan"):
        options = {"modules": modules, "level": "0"}
        points = 0.0
        swaps = techniques = games_with_swap = games_with_technique = 0
        uses: Counter[str] = Counter()
        timings: dict[str, list[float]] = defaultdict(list)
        for easy_seat in (0, 1):
            seats = "ai:easy,ai:normal" if easy_seat == 0 else "ai:normal,ai:easy"
            for k in range(games):
                match = play_one(GAME, parse_seats(seats), 100 + k, options, timings)
                outcome = GAME.outcome(match.state)
                assert outcome is not None
                points += 1.0 / len(outcome.winners) if easy_seat in outcome.winners else 0.0
                mine = [s.action for s in match.steps if s.seat == easy_seat]
                swapped = sum(isinstance(a, SwapClan) for a in mine)
                used = [a.technique for a in mine if isinstance(a, UseTechnique)]
                swaps += swapped
                techniques += len(used)
                uses.update(used)
                games_with_swap += swapped > 0
                games_with_technique += bool(used)
        easy_ms = sorted(timings["easy"])
        report("easy_ladder", rival="normal", modules=modules or "none", games=2 * games,
               easy_score_rate=round(points / (2 * games), 4), seeds=f"100..{100 + games - 1}, seats swapped",
               swaps_per_game=round(swaps / (2 * games), 2),
               techniques_per_game=round(techniques / (2 * games), 2),
               share_of_games_with_swap=round(games_with_swap / (2 * games), 3),
               share_of_games_with_technique=round(games_with_technique / (2 * games), 3),
               technique_uses={t: n for t, n in sorted(uses.items())},
               easy_decision_ms_p95=round(easy_ms[int(0.95 * len(easy_ms))], 1))
    for rival in ("old_easy", "random"):
        half = max(10, int((40 if rival == "old_easy" else 20) * scale))
        points = 0.0
        for k in range(half):
            for easy_seat in (0, 1):
                weak: Bot = GlanceBot(1 - easy_seat) if rival == "old_easy" else RandomBot()
                easy = make_bot("easy", easy_seat)
                bots = (easy, weak) if easy_seat == 0 else (weak, easy)
                winners = play_bots(bots, 7000 + k, "").winners
                points += 1.0 / len(winners) if easy_seat in winners else 0.0
        report("easy_ladder", rival=rival, modules="none", games=2 * half,
               easy_score_rate=round(points / (2 * half), 4), seeds=f"7000..{7000 + half - 1}, seats swapped")


def easy_solo(scale: float) -> None:
    """Solo against the automaton (levels 0 and 4), the old easy bot, easy and normal on the same
    seeds: mean total of the positive clans, mean of that total minus the automaton's, wins."""
    games = max(10, int(60 * scale))
    for automaton_level in ("0", "4"):
        for level in ("old_easy", "easy", "normal"):
            totals = margins = 0.0
            wins = 0
            for k in range(games):
                bot = GlanceBot(0) if level == "old_easy" else make_bot(level, 0)
                outcome = play_bots([bot], 8000 + k, "", automaton_level)
                assert outcome.score is not None
                totals += outcome.scores[0]
                margins += outcome.score
                wins += outcome.winners == (0,)
            report("easy_solo", level=level, automaton_level=int(automaton_level), games=games,
                   mean_total=round(totals / games, 2), mean_total_minus_automatons=round(margins / games, 2),
                   win_rate=round(wins / games, 4), seeds=f"8000..{8000 + games - 1}")


MEASURES = {"speed": speed, "decisions": decisions, "hard_vs_easy": hard_vs_easy,
            "hard_vs_automaton": hard_vs_automaton, "balance": balance, "technique_use": technique_use,
            "with_techniques": with_techniques, "easy_ladder": easy_ladder, "easy_solo": easy_solo}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--only", nargs="*", choices=sorted(MEASURES), default=sorted(MEASURES))
    args = parser.parse_args()
    for name in args.only:
        MEASURES[name](args.scale)


if __name__ == "__main__":
    main()
