"""Samurai Spirit: how often all-normal teams of each make-up win Normal, written for the
``pick`` entry of the ``samurai`` option (``game/spirit/teams.py``) to ``teams.toml``.

    python benchmarks/spirit_teams.py --games 1000 --seed 700001 --sizes 2,3,4,5,6 --jobs 2

Every team of each size plays the same seeds (seed, seed+1, ...), its samurai seated in the game's
order of them, so two teams differ only by their boards. Prints each size's best and worst teams,
and the share of games won by the best team and by boards dealt at random (the mean of all teams).
A team of 7 has every board: nothing to pick, nothing measured.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.seats import Seat  # noqa: E402
from game.core.simulate import play_one  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.data import SAMURAI_NAMES  # noqa: E402
from game.spirit.teams import RATES_FILE  # noqa: E402


def one_game(job: tuple[tuple[str, ...], int]) -> tuple[tuple[str, ...], bool]:
    team, seed = job
    seats = [Seat(f"normal {i + 1}", "ai", "normal") for i in range(len(team))]
    match = play_one(GAME, seats, seed, {"mode": "normal", "samurai": ",".join(team)})
    outcome = GAME.outcome(match.state)
    assert outcome is not None
    return team, bool(outcome.cooperative_win)


def team_wins(pool: Pool, size: int, games: int, seed: int) -> dict[tuple[str, ...], int]:
    teams = list(itertools.combinations(SAMURAI_NAMES, size))
    wins = dict.fromkeys(teams, 0)
    jobs = [(team, s) for team in teams for s in range(seed, seed + games)]
    for team, won in pool.imap_unordered(one_game, jobs, chunksize=20):
        wins[team] += won
    return wins


def toml_text(by_size: dict[int, dict[tuple[str, ...], int]], games: int, command: str) -> str:
    lines = [f"# Games won by all-normal teams on Normal, each team on the same seeds, written by: {command}",
             "# Read by game/spirit/teams.py for the samurai option's `pick`.",
             f"games = {games}", ""]
    for size, wins in by_size.items():
        lines.append(f"[teams.{size}]")
        lines.extend(f'"{",".join(team)}" = {won}' for team, won in wins.items())
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="seeds each team plays")
    parser.add_argument("--seed", type=int, default=700001)
    parser.add_argument("--sizes", default="2,3,4,5,6")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = parser.parse_args()
    by_size: dict[int, dict[tuple[str, ...], int]] = {}
    with Pool(args.jobs) as pool:
        for size in (int(s) for s in args.sizes.split(",")):
            started = time.perf_counter()
            wins = team_wins(pool, size, args.games, args.seed)
            by_size[size] = wins
            ranked = sorted(wins, key=lambda team: -wins[team])
            mean = sum(wins.values()) / len(wins) / args.games
            print(f"{size} samurai, {len(wins)} teams, {time.perf_counter() - started:.0f} s: best "
                  f"{', '.join(ranked[0])} {wins[ranked[0]] / args.games:.1%}, worst {', '.join(ranked[-1])} "
                  f"{wins[ranked[-1]] / args.games:.1%}, boards at random {mean:.1%}", flush=True)
    if not args.dry_run:
        command = (f"python benchmarks/spirit_teams.py --games {args.games} --seed {args.seed} "
                   f"--sizes {args.sizes}")
        RATES_FILE.write_text(toml_text(by_size, args.games, command) + "\n", encoding="utf-8")
        print(f"written to {RATES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
