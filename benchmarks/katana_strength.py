"""Katana bot strength, belief accuracy and decision times.

    python benchmarks/katana_strength.py [--games 200] [--seed 1] [--players 5] [--jobs 2]
                                         [--hard-samples 64] [--hard-budget S]
                                         [--levels easy,normal,hard]

For each seed one team is in focus (Shogun's side, Ninjas, Ronin in turn by seed). Every
seat of that team plays at the level measured, every other seat plays easy; the same seeds
are played with the focus team on easy too, which gives the baseline. ``simulate`` cannot do
this because its seat levels are fixed by seat, while roles are dealt at random.

Belief accuracy: at the last decision before the end, each seat's top guess for every role
hidden from it, against the truth (the belief is the one normal and hard bots play with).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from functools import partial
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.autoplay import BotTable  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.seats import Seat  # noqa: E402
from game.katana import GAME  # noqa: E402
from game.katana.ai_hard import CANDIDATES, DEFAULT_BUDGET, DEFAULT_SAMPLES, HardBot  # noqa: E402
from game.katana.belief import top_guesses  # noqa: E402
from game.katana.state import team_of  # noqa: E402

FOCUS_TEAMS = ("shogun", "ninja", "ronin")


def percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {}
    ordered = sorted(samples)
    return {"p50": round(ordered[len(ordered) // 2], 2), "p95": round(ordered[int(len(ordered) * 0.95)], 2),
            "max": round(ordered[-1], 2), "decisions": len(ordered)}


def focus_team(seed: int) -> str:
    """The team in focus for ``seed``: the three sides in turn."""
    return FOCUS_TEAMS[seed % 3]


def focus_match(seed: int, players: int, level: str, hard_bot: Callable[[], HardBot]) -> tuple[Match, BotTable]:
    """A game whose focus team (by seed) plays at ``level`` and every other seat easy; hard
    seats get ``hard_bot()`` instead of the bot's defaults."""
    focus = focus_team(seed)
    roles = GAME.new(players, seed, {}).roles
    seats = [Seat(f"s{i}", "ai", level if team_of(role) == focus else "easy") for i, role in enumerate(roles)]
    match = Match.start(GAME, seats, seed, {})
    table = BotTable(match)
    for seat, spec in enumerate(seats):
        if spec.level == "hard":
            table.bots[seat] = hard_bot()
    return match, table


def focus_won(match: Match, table: BotTable, seed: int, times: dict[str, list[float]] | None = None) -> bool:
    """Plays ``match`` out with its bots: did the focus team of ``seed`` win? With ``times``,
    each decision's milliseconds are added under its seat's level."""
    while not match.finished:
        seat = match.to_act()[0]
        started = time.perf_counter()
        action = table.decide(seat)
        if times is not None:
            times[match.seats[seat].level].append((time.perf_counter() - started) * 1000)
        match.submit(seat, action)
    outcome = GAME.outcome(match.state)
    assert outcome is not None
    return focus_team(seed) in outcome.winning_teams


def play(seed: int, players: int, level: str,
         hard: dict[str, float]) -> tuple[bool, int, int, dict[str, list[float]]]:
    """One game: did the focus team win, the right and total top guesses, decision times."""
    times: dict[str, list[float]] = defaultdict(list)
    match, table = focus_match(seed, players, level, lambda: HardBot(
        budget=hard["budget"], samples=int(hard["samples"]), rounds=hard["rounds"], noise=hard["noise"],
        candidates=int(hard["candidates"])))
    roles = match.state.roles
    won = focus_won(match, table, seed, times)
    # belief accuracy from the last position before the end
    before = match.state_at(len(match.steps) - 1)
    right = total = 0
    for seat in range(players):
        view = GAME.view(before, seat)
        guesses = top_guesses(view)
        for other, role in enumerate(view.roles):
            if role is None:
                total += 1
                right += guesses[other] == roles[other]
    return won, right, total, dict(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--hard-samples", type=int, default=DEFAULT_SAMPLES,
                        help="sampled tables per hard decision (the app's count by default)")
    parser.add_argument("--hard-budget", type=float, default=math.inf,
                        help="seconds after which a hard decision stops sampling: none by default, so "
                             f"that the figures never depend on the load; the app caps at {DEFAULT_BUDGET}")
    parser.add_argument("--hard-rounds", type=float, default=1.0, help="rounds each sampled future is played")
    parser.add_argument("--hard-noise", type=float, default=0.25, help="looseness of the sampled futures' players")
    parser.add_argument("--hard-candidates", type=int, default=CANDIDATES, help="moves compared per decision")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (decision times then share the cores)")
    args = parser.parse_args()
    hard = {"samples": args.hard_samples, "budget": args.hard_budget, "rounds": args.hard_rounds,
            "noise": args.hard_noise, "candidates": args.hard_candidates}
    rates: dict[str, float] = {}
    for level in args.levels.split(","):
        times: dict[str, list[float]] = defaultdict(list)
        wins = right = total = 0
        by_team: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        started = time.perf_counter()
        seeds = range(args.seed, args.seed + args.games)
        game = partial(play, players=args.players, level=level, hard=hard)
        with Pool(args.jobs) as pool:
            for seed, (won, r, t, game_times) in zip(seeds, pool.imap(game, seeds), strict=True):
                wins += won
                right += r
                total += t
                tally = by_team[focus_team(seed)]
                tally[0] += won
                tally[1] += 1
                for lv, ms in game_times.items():
                    times[lv] += ms
        print(json.dumps({
            "level": level, "players": args.players, "games": args.games, "seed": args.seed,
            "hard": hard if level == "hard" else None,
            "focus_team_win_rate": round(wins / args.games, 3),
            "by_team": {team: f"{w}/{g}" for team, (w, g) in sorted(by_team.items())},
            "belief_top_guess_accuracy": round(right / total, 3) if total else None,
            "decision_ms": {lv: percentiles(samples) for lv, samples in sorted(times.items())},
            "seconds": round(time.perf_counter() - started, 1),
        }), flush=True)
        rates[level] = wins / args.games
    if "easy" in rates and len(rates) > 1:
        # the yardstick: how many points a level adds to its team over easy, same seeds
        print(json.dumps({"lift_over_easy_points": {level: round((rate - rates["easy"]) * 100, 1)
                                                    for level, rate in rates.items() if level != "easy"}}))


if __name__ == "__main__":
    main()
