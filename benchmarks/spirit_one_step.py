"""How much one step of search could still add to the normal samurai's choices.

    python benchmarks/spirit_one_step.py --games 40 --seed 100 --worlds 48 [--samurai 4 --mode normal]

All-normal teams play ``--games`` games. At a share of their decisions with two or more
choices (turn actions, card placements, a second fight), every legal choice is tried on the
same ``--worlds`` sampled decks (the hidden cards dealt at random, consistent with the view),
each played on by normal samurai to the end of the round and scored by the hard samurai's
leaf (``game/spirit/outlook.py``). This is the hard samurai's search without its budget, its
close-call gate or its two-candidate limit: what it finds is about all that search can add on
top of the heuristics it samples with.

Prints one JSON line: the decisions examined, those where the best choice beat the normal
samurai's by more than two standard errors of the paired difference (with the most common
swaps), and Support against Fight with the supports averaged over their targets (the best of
several noisy supports is biased upwards, their mean is not).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.pool import Pool
from pathlib import Path
from statistics import fmean, stdev

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.actions import Action  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.search import rollout  # noqa: E402
from game.spirit.state import top_decision  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

SEARCHED = ("action", "card", "again")
NORMAL = NormalBot()


@dataclass(frozen=True)
class Examined:
    """One decision: its choices' names, the normal samurai's pick, each choice's leaf values
    on the shared worlds."""

    names: tuple[str, ...]
    chosen: int
    values: tuple[tuple[float, ...], ...]


def kind_of(action: Action) -> str:
    return type(action).__name__


def examine(job: tuple[int, int, str, int, float]) -> list[Examined]:
    """One all-normal game; every examined decision with its choices' leaf values."""
    seed, samurai, mode, worlds, share = job
    state = GAME.new(samurai, seed, {"mode": mode})
    play_gen, pick_gen = random.Random(seed), random.Random(seed * 7)
    found: list[Examined] = []
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        view = masked(state)
        chosen = NORMAL.choose(view, legal, play_gen)
        if len(legal) > 1 and task.kind in SEARCHED and pick_gen.random() < share:
            gen = random.Random(seed * 1000 + len(found))
            values: list[list[float]] = [[] for _ in legal]
            for _ in range(worlds):
                world = determinize(view, gen)
                rollout_seed = gen.getrandbits(32)
                for index, action in enumerate(legal):
                    after = play(world, task, action)[0]
                    values[index].append(rollout(after, NORMAL, random.Random(rollout_seed)))
            found.append(Examined(tuple(kind_of(a) for a in legal), legal.index(chosen),
                                  tuple(tuple(v) for v in values)))
        state, _ = play(state, task, chosen)
    return found


def mean_and_error(samples: Sequence[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two samples)."""
    mean = fmean(samples) if samples else 0.0
    return mean, stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else 0.0


def summary(decisions: list[Examined]) -> dict[str, object]:
    swaps: Counter[str] = Counter()
    support_gaps: list[float] = []
    for decision in decisions:
        names, values, chosen = decision.names, decision.values, decision.chosen
        means = [fmean(v) for v in values]
        best = max(range(len(means)), key=means.__getitem__)
        if best != chosen:
            gain, error = mean_and_error([b - c for b, c in zip(values[best], values[chosen], strict=True)])
            if gain > 2 * error and gain > 0.005:
                swaps[f"{names[chosen]} -> {names[best]}"] += 1
        supports = [m for name, m in zip(names, means, strict=True) if name == "Support"]
        if supports and "Fight" in names:
            support_gaps.append(fmean(supports) - means[names.index("Fight")])
    mean_gap, error = mean_and_error(support_gaps)
    return {"decisions": len(decisions), "beaten_by_two_errors": sum(swaps.values()),
            "swaps": dict(swaps.most_common(8)),
            "support_minus_fight": {"decisions": len(support_gaps), "mean": round(mean_gap, 4),
                                    "error": round(error, 4)}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--share", type=float, default=0.25, help="share of decisions examined")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.worlds < 2:
        parser.error("--worlds must be at least 2: a paired difference needs a spread")
    jobs = [(args.seed + i, args.samurai, args.mode, args.worlds, args.share) for i in range(args.games)]
    with Pool(args.jobs) as pool:
        decisions = [d for game in pool.map(examine, jobs, chunksize=1) for d in game]
    row = {"samurai": args.samurai, "mode": args.mode, "seeds": [args.seed, args.seed + args.games - 1],
           "worlds": args.worlds, **summary(decisions)}
    print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
