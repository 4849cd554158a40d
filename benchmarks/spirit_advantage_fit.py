"""Whether the hard samurai's search could be learned: a model of when the normal samurai's
closest rival choice beats its favourite, fitted on rollouts and judged out of sample.

    python benchmarks/spirit_advantage_fit.py --games 600 --seed 500001 [--samurai 4 --mode normal]

All-normal teams play ``--games`` games. At a share of the decisions the hard samurai searches
(turn actions, card placements, a second fight) where the normal samurai's favourite has a rival
(``search.contenders``), both are tried on ``--worlds`` sampled decks, played on by normal
samurai to the end of the round and scored by the search's leaf (``game/spirit/outlook.py``):
the rival's mean gain over the favourite. Each position is described by a few figures (the
heuristic gap, the deck left per samurai, the track room, the missing defences, the village,
the wounds, the due penalty, the next draw's odds of overwhelming or hitting the Kiai), and for
each pair of action kinds ("Fight over Support": the favourite fights, the rival supports) a
ridge regression on those figures and their pairwise products predicts the gain.

The test is out of sample (five folds): playing the rival wherever the prediction is positive
gains, per decision, the mean of the true gains there. A gain clear of its standard error would
be a rule the heuristics miss, cheap to play at every decision; none means the search's
improvements are particular to each position, found only by sampling it. Prints a JSON line per
pair kind with at least ``--min-rows`` decisions, then one for the whole set. No third-party
package is needed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import defaultdict
from multiprocessing.pool import Pool
from pathlib import Path
from statistics import fmean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_one_step import mean_and_error  # noqa: E402
from spirit_value_fit import solve  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.actions import FightAgain  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.data import card  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.heuristics import Prices, missing, wound_weight  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.search import contenders, rollout  # noqa: E402
from game.spirit.state import State, Task, in_play, kiai_value, top_decision, track  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

SEARCHED = ("action", "card", "again")
NORMAL = NormalBot()
FIGURES = ("gap", "deck per samurai", "room", "missing", "round 2", "round 3", "barricades",
           "farms", "infiltrators", "in play", "wounds", "due penalty", "hit price",
           "worst wounds", "odds over", "odds exact", "card value", "mean draw")
# the figures multiplied in pairs: the heuristics' own terms, where a missed interaction would
# most likely hide
CROSSED = ("gap", "deck per samurai", "room", "missing", "due penalty", "hit price", "odds over")
LAMBDAS = (1.0, 10.0, 100.0, 1000.0)
FOLDS = 5

Row = tuple[str, list[float], float]  # pair kind, figures, the rival's mean gain


def kind_of(action: Action) -> str:
    if isinstance(action, FightAgain):
        return "Fight again" if action.again else "Stop"
    return type(action).__name__


def figures(view: State, task: Task, gap: float, prices: Prices) -> list[float]:
    """The position as the fit reads it, in the order of ``FIGURES``."""
    board = view.boards[task.seat]
    playing = max(1, len(in_play(view)))
    room = kiai_value(board) - track(board)
    pool = prices.pool
    size = max(1, len(pool))
    drawn = card(task.card).value if task.card >= 0 else 0
    return [gap, len(view.deck) / playing, float(room), float(len(missing(board))),
            float(view.round == 2), float(view.round == 3), float(view.barricades),
            float(len(view.farms)), float(len(view.infiltrators)), float(playing),
            float(wound_weight(board)), prices.top_penalty(board), prices.hit,
            float(max(wound_weight(b) for b in view.boards)),
            sum(b.value > room for b in pool) / size, sum(b.value == room for b in pool) / size,
            float(drawn), prices.mean_value]


def examine(job: tuple[int, int, str, int, float]) -> list[Row]:
    """One all-normal game; the rival's gain and the position's figures at examined decisions."""
    seed, samurai, mode, worlds, share = job
    state = GAME.new(samurai, seed, {"mode": mode})
    gen = random.Random(seed * 7 + 1)
    found: list[Row] = []
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        if len(legal) == 1:
            state, _ = play(state, task, legal[0])
            continue
        view = masked(state)
        prices = Prices(view, NORMAL.careful)
        scores = [NORMAL.score(view, task.kind, task.seat, a, task.card, prices) for a in legal]
        pair = contenders(legal, scores)
        if len(pair) == 2 and task.kind in SEARCHED and gen.random() < share:
            gains = []
            for _ in range(worlds):
                world = determinize(view, gen)
                rollout_seed = gen.getrandbits(32)
                values = [rollout(play(world, task, legal[i])[0], NORMAL, random.Random(rollout_seed)) for i in pair]
                gains.append(values[1] - values[0])
            kind = f"{kind_of(legal[pair[0]])} over {kind_of(legal[pair[1]])}"
            found.append((kind, figures(view, task, scores[pair[0]] - scores[pair[1]], prices), fmean(gains)))
        state, _ = play(state, task, legal[pair[0]])
    return found


def design(rows: list[list[float]]) -> list[list[float]]:
    """The figures standardized, their crossed products, and a constant first."""
    crossed = [FIGURES.index(name) for name in CROSSED]
    wide = [row + [row[i] * row[j] for n, i in enumerate(crossed) for j in crossed[n:]] for row in rows]
    columns = list(zip(*wide, strict=True))
    means = [fmean(c) for c in columns]
    spreads = [math.sqrt(fmean([(x - m) ** 2 for x in c])) or 1.0 for c, m in zip(columns, means, strict=True)]
    return [[1.0] + [(x - m) / s for x, m, s in zip(row, means, spreads, strict=True)] for row in wide]


def gram(xs: list[list[float]], ys: list[float], size: int) -> tuple[list[list[float]], list[float]]:
    """X'X and X'y of one fold (a fold may be empty when a pair kind has few decisions)."""
    matrix = [[0.0] * size for _ in range(size)]
    rhs = [0.0] * size
    for x, y in zip(xs, ys, strict=True):
        for i in range(size):
            xi = x[i]
            rhs[i] += xi * y
            row = matrix[i]
            for j in range(i, size):
                row[j] += xi * x[j]
    for i in range(size):
        for j in range(i):
            matrix[i][j] = matrix[j][i]
    return matrix, rhs


def cross_validated_gain(xs: list[list[float]], ys: list[float], gen: random.Random) -> dict[str, float]:
    """The out-of-fold gain of playing the rival where the ridge fit predicts a gain, at the
    ridge weight that does best, with its standard error and the share of decisions changed."""
    folds = [gen.randrange(FOLDS) for _ in ys]
    size = len(xs[0])
    parts = [gram([x for x, f in zip(xs, folds, strict=True) if f == k],
                  [y for y, f in zip(ys, folds, strict=True) if f == k], size) for k in range(FOLDS)]
    # each fold's training sums are the same for every ridge weight: add them up once
    trained = [([[sum(parts[p][0][i][j] for p in range(FOLDS) if p != k) for j in range(size)] for i in range(size)],
                [sum(parts[p][1][i] for p in range(FOLDS) if p != k) for i in range(size)]) for k in range(FOLDS)]
    best: dict[str, float] = {}
    for lam in LAMBDAS:
        gains = [0.0] * len(ys)
        played = 0
        for k, (matrix, rhs) in enumerate(trained):
            ridged = [[v + (lam if i == j and i else 0.0) for j, v in enumerate(row)] for i, row in enumerate(matrix)]
            weights = solve(ridged, rhs)
            for index, (x, y) in enumerate(zip(xs, ys, strict=True)):
                if folds[index] == k and sum(w * v for w, v in zip(weights, x, strict=True)) > 0:
                    gains[index] = y
                    played += 1
        mean, error = mean_and_error(gains)
        if not best or mean > best["gain"]:
            best = {"gain": mean, "error": error, "changed": played / len(ys), "ridge": lam}
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=500001)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--worlds", type=int, default=4, help="sampled decks per examined decision")
    parser.add_argument("--share", type=float, default=0.5, help="share of decisions examined")
    parser.add_argument("--min-rows", type=int, default=300, help="fewest decisions a pair kind is fitted on")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.seed + i, args.samurai, args.mode, args.worlds, args.share) for i in range(args.games)]
    with Pool(args.jobs) as pool:
        rows = [row for game in pool.map(examine, jobs, chunksize=2) for row in game]
    by_kind: dict[str, list[Row]] = defaultdict(list)
    for row in rows:
        by_kind[row[0]].append(row)
    gen = random.Random(args.seed)
    total = 0.0
    for kind, found in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        if len(found) < args.min_rows:
            continue
        ys = [gain for _, _, gain in found]
        mean, error = mean_and_error(ys)
        line: dict[str, object] = {"pair": kind, "decisions": len(found), "mean_gain": round(mean, 5),
                                   "mean_error": round(error, 5)}
        fit = cross_validated_gain(design([f for _, f, _ in found]), ys, gen)
        total += fit["gain"] * len(found)
        line.update({key: round(value, 5) for key, value in fit.items()})
        print(json.dumps(line), flush=True)
    print(json.dumps({"samurai": args.samurai, "mode": args.mode, "seeds": [args.seed, args.seed + args.games - 1],
                      "worlds": args.worlds, "decisions": len(rows),
                      "gain_per_decision": round(total / max(1, len(rows)), 6)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
