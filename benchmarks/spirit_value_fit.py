"""Fits the Samurai Spirit outlook: the team's chance to win from the start of round 2 or 3.

    python benchmarks/spirit_value_fit.py --games 1500 --seed 40000 --jobs 2

All-normal teams of 2 to 7 samurai play ``--games`` games in each mode (seeds seed..), over
``--jobs`` processes (the fit is the same for any number). At the start of rounds 2 and 3 the
village and the wounds are recorded with the game's result, and a logistic regression per
round (Newton's method, a light ridge) turns them into the weights of ``game/spirit/outlook.py``.
It prints each round's data size, win share, log loss and weights, then the Python table to
paste. No third-party package is needed.

    python benchmarks/spirit_value_fit.py --tables 4-normal --games 6000 --seed 40000 --jobs 2

With ``--tables``, each named table (samurai-mode) is fitted apart instead, on its village and
wounds alone (the first ``TABLE_FEATURES`` figures; the others are constant within a table): the
odd seeds fitted, the even ones judged, with the pooled weights' log loss on the same positions
beside it. It shows what the pooled fit, one worth for a barricade, a farm or a family at every
table, misses at one table; nothing in the game reads these weights. With ``--peek 0.6`` the
normal samurai see the next brigand at that share of their turn actions, as the search's
playouts do when ``search.PLAYOUT_PEEK`` is set.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.spirit import GAME, search  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.outlook import FEATURES, WEIGHTS, features  # noqa: E402
from game.spirit.state import State, top_decision  # noqa: E402
from game.spirit.views import masked  # noqa: E402

MODES = ("easy", "normal", "hard", "heroic")
RIDGE = 0.01
# the figures before the seat count (constant, village, wounds): the rest are fixed by the table
TABLE_FEATURES = FEATURES.index("samurai")


def round_starts(size: int, mode: str, seed: int) -> tuple[list[State], bool]:
    """The positions at the start of rounds 2 and 3 of one all-normal game, and its result. With
    ``--peek`` the normal samurai see the next brigand at that share of their turn actions, as
    the hard search's playouts do (``search.PLAYOUT_PEEK``); without it no random number is
    drawn and the game is the one ``python main.py simulate spirit`` plays from the seed."""
    state, normal, gen = GAME.new(size, seed, {"mode": mode}), NormalBot(), random.Random(seed)
    starts = []
    while (task := top_decision(state)) is not None:
        view = masked(search.sighted(state) if search.sees_next(task, gen) else state)
        before = state.round
        state, _ = play(state, task, normal.choose(view, decision_actions(state, task), gen))
        if state.round != before:
            starts.append(state)
    return starts, state.result == "win"


def seeded_rows(task: tuple[str, int, int, int]) -> list[tuple[int, int, list[float], float]]:
    """Each round start of ``games`` all-normal games of one table (seed, round, features, won)."""
    mode, size, first_seed, games = task
    rows: list[tuple[int, int, list[float], float]] = []
    for seed in range(first_seed, first_seed + games):
        starts, won = round_starts(size, mode, seed)
        rows.extend((seed, state.round, features(state), 1.0 if won else 0.0) for state in starts)
    return rows


def table_rows(task: tuple[str, int, int, int]) -> list[tuple[int, list[float], float]]:
    """``seeded_rows`` without the seeds: the pooled fit uses every game alike."""
    return [(round_number, figures, won) for _, round_number, figures, won in seeded_rows(task)]


def fit_tables(tables: list[str], games: int, first_seed: int, jobs: int) -> None:
    """Fits each table of ``tables`` apart (``--tables``) and prints its weights and how well
    they and the pooled ones read the table's games."""
    step = math.ceil(games / jobs)
    with Pool(jobs) as pool:
        for index, table in enumerate(tables):
            size, mode = table.split("-")
            start = first_seed + games * index
            # the table's games dealt over the processes in slices of seeds
            slices = [(mode, int(size), start + offset, min(step, games - offset))
                      for offset in range(0, games, step)]
            rows = [row for part in pool.map(seeded_rows, slices) for row in part]
            for round_number in (2, 3):
                print_table_fit(table, round_number, [row for row in rows if row[1] == round_number])


def print_table_fit(table: str, round_number: int, kept: list[tuple[int, int, list[float], float]]) -> None:
    """One table's fit for one round, from its (seed, round, figures, won) rows: fitted on the odd
    seeds, judged on the even ones."""
    train = [(x[:TABLE_FEATURES], y) for seed, _, x, y in kept if seed % 2]
    test = [(x, y) for seed, _, x, y in kept if not seed % 2]
    beta = logistic_fit([x for x, _ in train], [y for _, y in train])
    ys = [y for _, y in test]
    own = log_loss(beta, [x[:TABLE_FEATURES] for x, _ in test], ys)
    pooled = log_loss(list(WEIGHTS[round_number]), [x for x, _ in test], ys)
    won = sum(y for *_, y in kept) / len(kept)
    print(f"{table}, round {round_number}: {len(kept)} positions, won {won:.3f}, "
          f"log loss on the even seeds {own:.4f} (pooled weights {pooled:.4f})")
    print("   " + ", ".join(f"{name} {b:+.3f}" for name, b in zip(FEATURES, beta, strict=False)))


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Gauss-Jordan with partial pivoting; a singular column gets a zero step."""
    size = len(rhs)
    rows = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if abs(rows[col][col]) < 1e-12:
            continue
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                for k in range(col, size + 1):
                    rows[r][k] -= factor * rows[col][k]
    return [rows[i][size] / rows[i][i] if abs(rows[i][i]) > 1e-12 else 0.0 for i in range(size)]


def logistic_fit(xs: list[list[float]], ys: list[float]) -> list[float]:
    width = len(xs[0])
    beta = [0.0] * width
    for _ in range(30):
        hessian = [[RIDGE * (i == j) for j in range(width)] for i in range(width)]
        gradient = [-RIDGE * b for b in beta]
        for x, y in zip(xs, ys, strict=True):
            z = sum(b * v for b, v in zip(beta, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            weight = p * (1.0 - p)
            for i in range(width):
                gradient[i] += (y - p) * x[i]
                if x[i]:
                    scaled = x[i] * weight
                    for j in range(width):
                        hessian[i][j] += scaled * x[j]
        step = solve(hessian, gradient)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return beta


def log_loss(beta: list[float], xs: list[list[float]], ys: list[float]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = 1.0 / (1.0 + math.exp(-sum(b * v for b, v in zip(beta, x, strict=True))))
        total -= math.log(max(1e-9, p if y else 1.0 - p))
    return total / len(xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--sizes", default="2,3,4,5,6,7")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--tables", default="", help="fit these tables apart (comma list of samurai-mode)")
    parser.add_argument("--peek", type=float, default=0.0,
                        help="share of the turn actions at which the normal samurai see the next brigand")
    args = parser.parse_args()
    if not 0 <= args.peek <= 1:
        parser.error("--peek must be between 0 and 1")
    search.PLAYOUT_PEEK = args.peek  # the pool's workers are forked from here
    if args.tables:
        fit_tables(args.tables.split(","), args.games, args.seed, args.jobs)
        return 0
    data: dict[int, tuple[list[list[float]], list[float]]] = {2: ([], []), 3: ([], [])}
    started = time.perf_counter()
    tasks = [(mode, int(size), args.seed, args.games) for mode in MODES for size in args.sizes.split(",")]
    with Pool(args.jobs) as pool:
        # results come back in the tasks' order, so the data and the fit do not depend on --jobs
        for rows in pool.imap(table_rows, tasks):
            for round_number, position, won in rows:
                data[round_number][0].append(position)
                data[round_number][1].append(won)
    print(f"played in {time.perf_counter() - started:.0f} s")
    table = {}
    for round_number, (xs, ys) in data.items():
        beta = logistic_fit(xs, ys)
        table[round_number] = tuple(round(b, 3) for b in beta)
        print(f"round {round_number}: {len(xs)} positions, won {sum(ys) / len(ys):.3f}, "
              f"log loss {log_loss(beta, xs, ys):.4f}")
        print("   " + ", ".join(f"{name} {b:+.3f}" for name, b in zip(FEATURES, beta, strict=True)))
    print("WEIGHTS = {")
    for round_number, weights in table.items():
        print(f"    {round_number}: {weights},")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
