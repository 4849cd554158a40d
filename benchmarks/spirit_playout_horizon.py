"""Where the hard samurai's playouts should stop: full rounds against the mid-round estimate.

    python benchmarks/spirit_playout_horizon.py --games 40 --seed 8101 --every 6 --decks 120 \
        [--by-round --margins 1,0.5 --horizons 4,8,12,16]

All-normal teams play ``--games`` games; at one close call in ``--every`` (the decisions the
hard samurai would search), both choices are played on by normal samurai on ``--decks``
sampled decks, to the end of the round. Each deck gives the rival's paired gain read where the
round ends (the search's leaf) and, for each horizon (``--horizons``, decisions), read by
``midround.round_end_value`` after that many decisions. Prints a JSON line per horizon:
- how closely its gains follow the full playouts' (mean correlation per close call) and the
  ratio of their variances;
- what the search's rule (``search.clear_winner``) gains per 100 close calls when it decides on
  half of the decks and is judged on the full playouts of the other half, for the same time
  as ``--full-decks`` full playouts (a stopped playout costs its decisions), drawn
  ``--draws`` times.

``--by-round`` prints the same lines for the close calls of each round apart, and ``--margins``
the rule's gains with its margin scaled (1: the search's t-test, 0.5: half its standard errors).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_gain_spread import (  # noqa: E402
    NORMAL,
    CloseCall,
    add_close_call_arguments,
    correlation,
    study_close_calls,
)

from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.midround import round_end_value, round_weights  # noqa: E402
from game.spirit.outlook import position_value  # noqa: E402
from game.spirit.search import ROLLOUT_STEPS, clear_edge  # noqa: E402
from game.spirit.state import State, top_decision  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

HORIZONS = (12, 16, 20, 24)


def played_on(state: State, gen: random.Random,
              horizons: Sequence[int]) -> tuple[dict[int, float], float, int]:
    """The estimate at each horizon, the leaf where the round ends, and the decisions made."""
    start_round = state.round
    estimates: dict[int, float] = {}
    for step in range(ROLLOUT_STEPS):
        task = top_decision(state)
        if task is None or state.round != start_round:
            leaf = position_value(state)
            return {h: estimates.get(h, leaf) for h in horizons}, leaf, step
        if step in horizons and (estimate := round_end_value(state)) is not None:
            estimates[step] = estimate  # without weights the search plays on: the leaf stands
        state, _ = play(state, task, NORMAL.choose(masked(state), decision_actions(state, task), gen))
    raise RuntimeError("a playout ran past ROLLOUT_STEPS")


def paired(job: tuple[CloseCall, int, int], horizons: Sequence[int] = HORIZONS) -> dict[str, object]:
    (view, candidates), decks, seed = job
    gen = random.Random(seed)
    task = top_decision(view)
    assert task is not None
    full: list[float] = []
    stopped: dict[int, list[float]] = {h: [] for h in horizons}
    lengths: list[tuple[int, int]] = []
    for _ in range(decks):
        world = determinize(view, gen)
        seed_of_deck = gen.getrandbits(32)
        (fav_at, fav, fav_steps), (riv_at, riv, riv_steps) = (
            played_on(play(world, task, action)[0], random.Random(seed_of_deck), horizons)
            for action in candidates)
        full.append(riv - fav)
        for h in horizons:
            stopped[h].append(riv_at[h] - fav_at[h])
        lengths.append((fav_steps, riv_steps))
    # a round without weights is played out by the search whatever the horizon
    estimated = round_weights(view) is not None
    return {"full": full, "stopped": stopped, "lengths": lengths, "estimated": estimated, "round": view.round}


def cost(lengths: Sequence[tuple[int, int]], horizon: int | None) -> int:
    """Decisions the playouts of these decks make, stopped at ``horizon`` (None: to the end)."""
    cap = horizon if horizon is not None else ROLLOUT_STEPS
    return sum(min(a, cap) + min(b, cap) for a, b in lengths)


def rule_gain(rows: Sequence[dict], horizon: int | None, full_decks: int, draws: int,
              gen: random.Random, scale: float = 1.0) -> tuple[float, float, float]:
    """Gain per 100 close calls judged on unseen full playouts, rival share, mean decks used,
    for the search's rule (``search.clear_edge`` above zero) with its margin times ``scale``."""
    gained = rivals = used = 0.0
    for row in rows:
        full: list[float] = row["full"]
        half = len(full) // 2
        decks = full_decks
        # a choice that ends the round at once costs no decisions either way: the same decks
        stopped_cost = cost(row["lengths"], horizon) if horizon is not None and row["estimated"] else 0
        if stopped_cost:
            decks = int(full_decks * cost(row["lengths"], None) / stopped_cost)
        decks = min(half, decks)
        source = full if horizon is None else row["stopped"][horizon]
        used += decks
        order = list(range(len(full)))
        for _ in range(draws):
            gen.shuffle(order)
            seen = [source[i] for i in order[:decks]]
            if clear_edge(seen, scale) > 0:
                gained += statistics.mean(full[i] for i in order[half:])
                rivals += 1
    return 100 * gained / draws / len(rows), rivals / draws / len(rows), used / len(rows)


def report(rows: Sequence[dict], args: argparse.Namespace, gen: random.Random, **label: object) -> None:
    """A JSON line per horizon and margin for these close calls."""
    for horizon in (None, *args.horizons):
        for scale in args.margins:
            gain, rival_share, decks = rule_gain(rows, horizon, args.full_decks, args.draws, gen, scale)
            line: dict[str, object] = {**label, "horizon": horizon or "round's end", "decks": round(decks, 1),
                                       "gain_per_100": round(gain, 3), "rival_share": round(rival_share, 3)}
            if len(args.margins) > 1:
                line["margin"] = scale
            if horizon is not None:
                line["correlation"] = round(statistics.mean(correlation(r["full"], r["stopped"][horizon])
                                                            for r in rows), 3)
                line["variance_ratio"] = round(
                    statistics.mean(statistics.pvariance(r["stopped"][horizon]) for r in rows)
                    / statistics.mean(statistics.pvariance(r["full"]) for r in rows), 3)
            print(json.dumps(line), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_close_call_arguments(parser, games=40, seed=8101, every=6)
    parser.add_argument("--decks", type=int, default=120, help="decks per close call, half to decide on")
    parser.add_argument("--full-decks", type=int, default=32, help="the time allowed, in full playouts")
    parser.add_argument("--draws", type=int, default=40)
    parser.add_argument("--by-round", action="store_true", help="also report each round's close calls apart")
    parser.add_argument("--margins", type=lambda text: [float(x) for x in text.split(",")], default=[1.0],
                        help="the t-test's margin scaled by each of these (comma list)")
    parser.add_argument("--horizons", type=lambda text: [int(x) for x in text.split(",")],
                        default=list(HORIZONS),
                        help="decisions after which a playout is read by the estimate (comma list)")
    args = parser.parse_args()
    rows = study_close_calls(args, partial(paired, horizons=args.horizons))
    print(json.dumps({"close_calls": len(rows), "decks": args.decks,
                      "mean_full_playout_decisions": round(statistics.mean(
                          cost(r["lengths"], None) / 2 / len(r["lengths"]) for r in rows), 1)}))
    gen = random.Random(args.seed)
    report(rows, args, gen)
    if args.by_round:
        for round_number in sorted({r["round"] for r in rows}):
            apart = [r for r in rows if r["round"] == round_number]
            report(apart, args, gen, round=round_number, close_calls=len(apart))
    return 0


if __name__ == "__main__":
    sys.exit(main())
