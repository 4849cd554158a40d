"""Paired screens of normal-samurai variants: every variant plays the same seeds, and each is
judged against the game's own samurai (the variant named "game") by the seeds only one side
won. Those seeds are what a change moves, so the sign test on them (``z``) tells a real shift
from the luck of the deal far sooner than two win counts do. Shared by the screens
``spirit_forced_defence.py`` and ``spirit_turn_plans.py``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from multiprocessing.pool import Pool

Job = tuple[str, int, int, str]  # variant, seed, samurai, mode
PlaySeed = Callable[[Job], tuple[int, bool]]  # a seed and whether the team won it


def screen_arguments(description: str | None, seed: int) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", action="append", default=[],
                        help="a variant to play beside the game's, by its name (repeatable; default: all)")
    return parser.parse_args()


def run_screen(variants: Iterable[str], play_seed: PlaySeed, args: argparse.Namespace, side: str) -> None:
    """Plays every variant on the seeds of ``args`` and prints its wins, then each variant's
    seeds won by it alone (``side`` names that side), by the game's samurai alone, and the z."""
    names = list(variants)
    if args.variant:
        chosen = set(args.variant)  # names hold commas ("last round, farms"): one per option
        unknown = chosen - set(names)
        if unknown:
            raise SystemExit(f"unknown variants: {'; '.join(sorted(unknown))} (known: {'; '.join(names)})")
        names = [name for name in names if name == "game" or name in chosen]
    seeds = range(args.seed, args.seed + args.games)
    won: dict[str, dict[int, bool]] = {}
    with Pool(args.jobs) as pool:
        for name in names:
            jobs = [(name, seed, args.samurai, args.mode) for seed in seeds]
            won[name] = dict(pool.map(play_seed, jobs, chunksize=50))
            print(f"{name}: {sum(won[name].values())} of {args.games}", flush=True)
    game = won["game"]
    for name in names:
        if name == "game":
            continue
        only_variant = sum(1 for seed in seeds if won[name][seed] and not game[seed])
        only_game = sum(1 for seed in seeds if game[seed] and not won[name][seed])
        z = (only_variant - only_game) / max(1, only_variant + only_game) ** 0.5
        print(f"{name}: seeds won only {side} {only_variant}, only by the game's samurai {only_game}, "
              f"z {z:+.2f}", flush=True)
