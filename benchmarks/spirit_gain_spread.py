"""Where the spread of the hard samurai's paired gains comes from, and whether cleverer decks
would narrow it.

    python benchmarks/spirit_gain_spread.py --games 3 --seed 1 --decks 200 [--samurai 4 --mode normal]

The hard samurai tries the normal samurai's favourite and its rival on the same sampled decks
and plays the rival only when its mean gain stands clear of the spread (``game/spirit/search.py``).
Fewer decks would do if the spread could be narrowed by how the decks are dealt. All-normal
teams play ``--games`` games; at one close call in ``--every`` with the deck's top card hidden,
both choices are played out on ``--decks`` sampled decks, and on two partners of each deck:

- its mirror: every hidden card swapped for the one at the other end of its rank's order by
  value (the low cards early where the deck had high ones), and
- its reverse: the hidden cards in the opposite order.

Prints one JSON line: the share of the gains' variance that the deck's top card explains (what
dealing every possible top card in turn would remove: a one-way analysis of variance by top
card, pooled over the close calls), and the correlation of a deck's gain with its mirror's and
its reverse's (antithetic partners help only when it is clearly negative), each pooled over the
close calls weighted by their variance.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from multiprocessing.pool import Pool
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.actions import Action  # noqa: E402
from game.core.records import replace  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.ai import HardBot, NormalBot  # noqa: E402
from game.spirit.data import card  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.search import rollout  # noqa: E402
from game.spirit.state import HIDDEN, State, top_decision  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

NORMAL = NormalBot()
HARD = HardBot()  # asked only which choices it would search
CloseCall = tuple[State, list[Action]]
T = TypeVar("T")


def close_calls(job: tuple[int, int, str, int]) -> list[CloseCall]:
    """One all-normal game; every ``every``-th decision the hard samurai would search, with
    the deck's top card hidden."""
    seed, samurai, mode, every = job
    state = GAME.new(samurai, seed, {"mode": mode})
    found: list[CloseCall] = []
    met = 0
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        view = masked(state)
        pair = HARD.searched_pair(view, legal)
        if len(pair) == 2 and view.deck and view.deck[0] == HIDDEN:
            met += 1
            if met % every == 0:
                found.append((view, [legal[i] for i in pair]))
        state, _ = play(state, task, legal[pair[0]])
    return found


def add_close_call_arguments(parser: argparse.ArgumentParser, games: int, seed: int, every: int) -> None:
    """The options that say which games' close calls a study reads (``study_close_calls``)."""
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--every", type=int, default=every, help="study one close call in this many")
    parser.add_argument("--jobs", type=int, default=2)


def study_close_calls(args: argparse.Namespace, study: Callable[[tuple[CloseCall, int, int]], T]) -> list[T]:
    """``study`` of each close call the options name (``add_close_call_arguments``), each given
    ``args.decks`` decks and its own seed."""
    with Pool(args.jobs) as pool:
        games = [(args.seed + i, args.samurai, args.mode, args.every) for i in range(args.games)]
        calls = [call for found in pool.map(close_calls, games) for call in found]
        return pool.map(study, [(call, args.decks, args.seed * 1000 + i) for i, call in enumerate(calls)])


def redeal(view: State, world: State, order: Sequence[int]) -> State:
    """``world`` with its hidden deck and infiltrators (the view's unknown places) dealt
    ``order``."""
    places = [i for i, c in enumerate(view.deck) if c == HIDDEN]
    deck = list(world.deck)
    for place, dealt in zip(places, order, strict=False):
        deck[place] = dealt
    return replace(world, deck=tuple(deck), infiltrators=tuple(order[len(places):]))


def hidden_order(view: State, world: State) -> list[int]:
    return [world.deck[i] for i, c in enumerate(view.deck) if c == HIDDEN] + list(world.infiltrators)


def mirrored(view: State, world: State) -> State:
    order = hidden_order(view, world)
    by_rank: dict[str, list[int]] = defaultdict(list)
    for dealt in sorted(order, key=lambda c: (card(c).value, c)):
        by_rank[card(dealt).rank].append(dealt)
    partner = {c: ranked[-1 - i] for ranked in by_rank.values() for i, c in enumerate(ranked)}
    return redeal(view, world, [partner[c] for c in order])


def reversed_deal(view: State, world: State) -> State:
    return redeal(view, world, hidden_order(view, world)[::-1])


def correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson's correlation, 0 where either side never varies (a choice that changes nothing)."""
    return statistics.correlation(xs, ys) if len(set(xs)) > 1 and len(set(ys)) > 1 else 0.0


def variance_by_top_card(gains: Sequence[float], tops: Sequence[int]) -> tuple[float, float]:
    """The gains' variance between top cards and within them (a one-way analysis of variance
    with unequal groups: the between part is what the group means spread beyond their noise)."""
    groups: dict[int, list[float]] = defaultdict(list)
    for gain, top in zip(gains, tops, strict=True):
        groups[top].append(gain)
    n, k = len(gains), len(groups)
    mean = sum(gains) / n
    total = sum((g - mean) ** 2 for g in gains)
    within = sum(sum((g - sum(v) / len(v)) ** 2 for g in v) for v in groups.values())
    mean_within = within / max(1, n - k)
    mean_between = (total - within) / max(1, k - 1)
    per_group = (n - sum(len(v) ** 2 for v in groups.values()) / n) / max(1, k - 1)
    return max(0.0, (mean_between - mean_within) / per_group), mean_within


def spread(job: tuple[CloseCall, int, int]) -> dict[str, float]:
    (view, candidates), decks, seed = job
    gen = random.Random(seed)
    task = top_decision(view)
    assert task is not None
    gains: dict[str, list[float]] = {"deck": [], "mirror": [], "reverse": []}
    tops = []
    for _ in range(decks):
        world = determinize(view, gen)
        rollout_seed = gen.getrandbits(32)
        tops.append(world.deck[0])
        for name, dealt in (("deck", world), ("mirror", mirrored(view, world)), ("reverse", reversed_deal(view, world))):
            values = [rollout(play(dealt, task, a)[0], NORMAL, random.Random(rollout_seed)) for a in candidates]
            gains[name].append(values[1] - values[0])
    between, within = variance_by_top_card(gains["deck"], tops)
    return {"between": between, "within": within, "variance": statistics.variance(gains["deck"]),
            "mirror": correlation(gains["deck"], gains["mirror"]),
            "reverse": correlation(gains["deck"], gains["reverse"])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_close_call_arguments(parser, games=3, seed=1, every=6)
    parser.add_argument("--decks", type=int, default=200,
                        help="sampled decks per close call: several for each top card the deck may have")
    args = parser.parse_args()
    rows = study_close_calls(args, spread)
    if not rows:
        print(json.dumps({"close_calls": 0}))
        return 1
    weight = sum(r["variance"] for r in rows) or 1.0
    between, within = sum(r["between"] for r in rows), sum(r["within"] for r in rows)
    print(json.dumps({
        "samurai": args.samurai, "mode": args.mode, "seeds": [args.seed, args.seed + args.games - 1],
        "close_calls": len(rows), "decks": args.decks,
        "top_card_share": round(between / (between + within), 3) if between + within else 0.0,
        "mirror_correlation": round(sum(r["mirror"] * r["variance"] for r in rows) / weight, 3),
        "reverse_correlation": round(sum(r["reverse"] * r["variance"] for r in rows) / weight, 3),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
