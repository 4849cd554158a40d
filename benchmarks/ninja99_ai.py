"""99 Ninja figures for the closing note: speed, decision times, bot strength, balance, and how
the bots use techniques (uses per game; normal with techniques against normal without).

Run: python benchmarks/ninja99_ai.py [--scale 1.0] [--only NAME ...]
Prints one JSON line per measurement. Every figure comes from seeded games (seeds given).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from collections import Counter  # noqa: E402

from game.core.bots import bot_rng  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.seats import parse_seats  # noqa: E402
from game.core.simulate import play_one, simulate  # noqa: E402
from game.ninja99 import GAME  # noqa: E402
from game.ninja99.actions import UseTechnique  # noqa: E402
from game.ninja99.ai import NinjaBot, make_bot  # noqa: E402

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


def play_bots(bots: tuple[NinjaBot, NinjaBot], seed: int, modules: str) -> tuple[int, ...]:
    """One game between two given bots; the winning seats."""
    match = Match.start(GAME, parse_seats("ai:normal,ai:normal"), seed, {"modules": modules, "level": "0"})
    rngs = [bot_rng(seed, 0), bot_rng(seed, 1)]
    while (outcome := GAME.outcome(match.state)) is None:
        seat = match.to_act()[0]
        legal = GAME.legal_actions(match.state, seat)
        match.submit(seat, bots[seat].choose(GAME.view(match.state, seat), legal, rngs[seat]))
    return outcome.winners


def with_techniques(scale: float) -> None:
    """Normal with techniques against the same bot never using one, seats swapped, same seeds
    (a tie counts half)."""
    for modules in ("", *TECHNIQUE_MODULES):
        half = max(10, int(100 * scale))
        points = 0.0
        for k in range(half):
            for seat in (0, 1):
                bots = (make_bot("normal", 0, seat == 0), make_bot("normal", 1, seat == 1))
                winners = play_bots(bots, 5000 + k, modules)
                points += 1.0 / len(winners) if seat in winners else 0.0
        report("with_vs_without_techniques", bots="normal", modules=modules or "none", games=2 * half,
               with_score_rate=round(points / (2 * half), 4), seeds=f"5000..{5000 + half - 1}, seats swapped")


MEASURES = {"speed": speed, "decisions": decisions, "hard_vs_easy": hard_vs_easy,
            "hard_vs_automaton": hard_vs_automaton, "balance": balance, "technique_use": technique_use,
            "with_techniques": with_techniques}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--only", nargs="*", choices=sorted(MEASURES), default=sorted(MEASURES))
    args = parser.parse_args()
    for name in args.only:
        MEASURES[name](args.scale)


if __name__ == "__main__":
    main()
