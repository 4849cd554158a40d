"""Whether choosing the normal samurai's turn weights afresh at a round's start, on sampled
decks, would win more than the game's fixed weights.

    python benchmarks/spirit_round_weights.py --games 400 --seed 62001 --round 3 --worlds 60 --jobs 2

All-normal teams of 4 on Normal play each seed to the start of ``--round``. From there, on
``2 * --worlds`` decks sampled from what the table shows, each set of weights in ``VARIANTS``
plays the round out with the whole team (the same deck and the same random stream for every
set). The first half of the decks picks the set with the best mean leaf (``position_value``
where the round ends); the second half judges it against the game's set, so the pick's luck on
its own decks does not count. Prints the mean gain of that pick per position, how often each
set was picked, and each fixed set's gain on the judging decks. A gain in the search's units: a
won game counts a little over 1, a lost one 0.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_hard_outlook import play_on, round_start  # noqa: E402

from game.spirit import ai  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.outlook import position_value  # noqa: E402
from game.spirit.search import mean_and_error  # noqa: E402
from game.spirit.state import State  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

SAMURAI, MODE = 4, "normal"
# the turn weights of ai.py a set changes; the first set is the game's
GAME_WEIGHTS = {name: getattr(ai, name) for name in ("STAY_VALUE", "SUPPORT_RELIEF", "SUPPORT_COST")}
VARIANTS = (GAME_WEIGHTS, {"STAY_VALUE": 2.0}, {"STAY_VALUE": 4.0}, {"SUPPORT_RELIEF": 0.4},
            {"SUPPORT_RELIEF": 0.1}, {"SUPPORT_COST": 1.5}, {"SUPPORT_COST": 2.5})


def play_round(state: State, weights: dict[str, float], gen: random.Random) -> float:
    """The leaf where the round in course ends, all seats normal samurai with these weights."""
    for name, value in {**GAME_WEIGHTS, **weights}.items():
        setattr(ai, name, value)
    try:
        end = play_on(state, [NormalBot() for _ in state.boards], gen, until_round=state.round + 1)
    finally:
        for name, value in GAME_WEIGHTS.items():
            setattr(ai, name, value)
    return position_value(end)


def one_position(job: tuple[int, int, int]) -> list[list[float]] | None:
    """Each sampled deck's leaf for every set of weights, from one seed's round start."""
    seed, round_number, worlds = job
    start = round_start(SAMURAI, MODE, seed, round_number)
    if start is None:
        return None
    gen = random.Random(seed * 7 + 1)
    view = masked(start)
    values = []
    for _ in range(2 * worlds):
        world = determinize(view, gen)
        stream = gen.getrandbits(32)
        values.append([play_round(world, weights, random.Random(stream)) for weights in VARIANTS])
    return values


def gain_text(gains: list[float]) -> str:
    mean, error = mean_and_error(gains)
    return f"{mean:+.4f} ± {error:.4f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=62001)
    parser.add_argument("--round", type=int, default=3, choices=(1, 2, 3))
    parser.add_argument("--worlds", type=int, default=60, help="decks to pick on, and as many to judge on")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(seed, args.round, args.worlds) for seed in range(args.seed, args.seed + args.games)]
    with Pool(args.jobs) as pool:
        positions = [values for values in pool.imap(one_position, jobs) if values is not None]
    if len(positions) < 2:
        print("fewer than two games reached that round")
        return 1
    picked_gain: list[float] = []
    fixed_gain: list[list[float]] = [[] for _ in VARIANTS]
    picks = [0] * len(VARIANTS)
    for values in positions:
        picking, judging = values[:args.worlds], values[args.worlds:]
        pick_means = [statistics.mean(deck[i] for deck in picking) for i in range(len(VARIANTS))]
        judge_means = [statistics.mean(deck[i] for deck in judging) for i in range(len(VARIANTS))]
        best = max(range(len(VARIANTS)), key=pick_means.__getitem__)
        picks[best] += 1
        picked_gain.append(judge_means[best] - judge_means[0])
        for index, gains in enumerate(fixed_gain):
            gains.append(judge_means[index] - judge_means[0])
    game_leaf = statistics.mean(statistics.mean(deck[0] for deck in decks) for decks in positions)
    print(f"{len(positions)} round {args.round} starts in {time.perf_counter() - started:.0f} s; "
          f"the game's weights: mean leaf {game_leaf:.4f}")
    print(f"weights picked afresh at each start: gain {gain_text(picked_gain)}")
    for index, weights in enumerate(VARIANTS):
        label = "the game's weights" if index == 0 else ", ".join(f"{k} {v:g}" for k, v in weights.items())
        gain = "" if index == 0 else f", gain when always played {gain_text(fixed_gain[index])}"
        print(f"  {label}: picked {picks[index]} times{gain}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
