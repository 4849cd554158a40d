"""Fits the hard samurai's mid-round estimate (``game/spirit/midround.py``) and writes its weights.

    python benchmarks/spirit_midround_fit.py --games 400 --seed 60000 --jobs 2

All-normal teams of 2 to 7 samurai play ``--games`` games in each mode (seeds seed..). One
position in ``--every`` is kept with the value the search's leaf (``outlook.position_value``)
reads where its round ends, and a least-squares fit per table and round turns the positions'
figures (``midround.FEATURES``) into that value. Each table's games are split in two for the
report: the share of the leaf's spread the fit explains on the half it was not fitted on. The
weights written to ``game/spirit/midround.toml`` are fitted on all the games, for the rounds whose
share reaches ``MIN_EXPLAINED``. With ``--dry-run`` nothing is written. With ``--peek 0.6`` the normal
samurai see the next brigand at that share of their turn actions, as the search's playouts do when
``search.PLAYOUT_PEEK`` is set. No third-party package is needed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_value_fit import solve  # noqa: E402

from game.spirit import GAME, search  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.midround import FEATURES, WEIGHTS_FILE, features, table_key  # noqa: E402
from game.spirit.outlook import position_value  # noqa: E402
from game.spirit.state import top_decision  # noqa: E402
from game.spirit.views import masked  # noqa: E402

MODES = ("easy", "normal", "hard", "heroic")
RIDGE = 0.001
# a table's round whose fit explains less of the leaf than this, out of sample, gets no weights:
# there the search plays to the round's end (rare wins, as in Heroic's last round, leave too few
# to fit on)
MIN_EXPLAINED = 0.1
Row = tuple[int, int, list[float], float]  # seed, round, figures, the leaf where the round ended


def game_rows(seed: int, samurai: int, mode: str, every: int) -> list[Row]:
    """One all-normal game's kept positions, each with the leaf its round ended at."""
    state = GAME.new(samurai, seed, {"mode": mode})
    normal, gen = NormalBot(), random.Random(seed)
    rows: list[Row] = []
    waiting: list[list[float]] = []
    round_number, step = state.round, 0
    while (task := top_decision(state)) is not None:
        if state.round != round_number:
            rows.extend((seed, round_number, figures, position_value(state)) for figures in waiting)
            waiting, round_number = [], state.round
        if step % every == 0:
            waiting.append(features(state))
        step += 1
        view = masked(search.sighted(state) if search.sees_next(task, gen) else state)
        state, _ = play(state, task, normal.choose(view, decision_actions(state, task), gen))
    rows.extend((seed, round_number, figures, position_value(state)) for figures in waiting)
    return rows


def table_rows(task: tuple[int, str, int, int, int]) -> list[Row]:
    samurai, mode, first_seed, games, every = task
    seeds = range(first_seed, first_seed + games)
    return [row for seed in seeds for row in game_rows(seed, samurai, mode, every)]


def least_squares(xs: list[list[float]], ys: list[float]) -> list[float]:
    width = len(FEATURES)
    normal_matrix = [[RIDGE * (i == j) for j in range(width)] for i in range(width)]
    moments = [0.0] * width
    for x, y in zip(xs, ys, strict=True):
        for i, xi in enumerate(x):
            if xi:
                moments[i] += xi * y
                row = normal_matrix[i]
                for j, xj in enumerate(x):
                    row[j] += xi * xj
    return solve(normal_matrix, moments)


def explained(beta: list[float], xs: list[list[float]], ys: list[float]) -> float:
    """R squared of ``beta`` on these positions."""
    mean = sum(ys) / len(ys)
    spread = sum((y - mean) ** 2 for y in ys)
    misses = sum((y - sum(b * v for b, v in zip(beta, x, strict=True))) ** 2
                 for x, y in zip(xs, ys, strict=True))
    return 1.0 - misses / spread if spread else 0.0


def fit_table(rows: list[Row]) -> tuple[dict[int, list[float]], dict[int, float]]:
    """Each round's weights (all the games) and out-of-sample R squared (odd seeds fitted, even judged)."""
    weights, scores = {}, {}
    for round_number in sorted({row[1] for row in rows}):
        kept = [row for row in rows if row[1] == round_number]
        xs, ys = [row[2] for row in kept], [row[3] for row in kept]
        train = [row for row in kept if row[0] % 2]
        test = [row for row in kept if not row[0] % 2]
        if train and test:
            beta = least_squares([row[2] for row in train], [row[3] for row in train])
            scores[round_number] = explained(beta, [row[2] for row in test], [row[3] for row in test])
        weights[round_number] = least_squares(xs, ys)
    return weights, scores


def toml_text(tables: dict[str, dict[int, list[float]]], command: str) -> str:
    lines = [f"# The mid-round estimate's weights, written by: {command}",
             "# Figures in the order of `features`; one list per round, fitted on all-normal games.",
             "features = [" + ", ".join(f'"{name}"' for name in FEATURES) + "]", ""]
    for table, rounds in tables.items():
        lines.append(f'[weights."{table}"]')
        lines.extend(f'"round {r}" = [' + ", ".join(f"{w:.5f}" for w in beta) + "]"
                     for r, beta in rounds.items())
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--every", type=int, default=3, help="keep one position in this many")
    parser.add_argument("--sizes", default="2,3,4,5,6,7")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--dry-run", action="store_true", help="report the fit, write nothing")
    parser.add_argument("--peek", type=float, default=0.0,
                        help="share of the turn actions at which the normal samurai see the next brigand, "
                             "as the search's playouts do (search.PLAYOUT_PEEK)")
    args = parser.parse_args()
    if not 0 <= args.peek <= 1:
        parser.error("--peek must be between 0 and 1")
    search.PLAYOUT_PEEK = args.peek  # the pool's workers are forked from here
    started = time.perf_counter()
    tasks = [(int(size), mode, args.seed, args.games, args.every)
             for size in args.sizes.split(",") for mode in MODES]
    tables: dict[str, dict[int, list[float]]] = {}
    with Pool(args.jobs) as pool:
        for (samurai, mode, *_), rows in zip(tasks, pool.imap(table_rows, tasks), strict=True):
            weights, scores = fit_table(rows)
            tables[table_key(samurai, mode)] = {r: w for r, w in weights.items()
                                                if scores.get(r, 0.0) >= MIN_EXPLAINED}
            print(f"{samurai} samurai, {mode}: {len(rows)} positions, R2 out of sample "
                  + ", ".join(f"round {r} {s:.3f}" for r, s in scores.items()), flush=True)
    print(f"played and fitted in {time.perf_counter() - started:.0f} s")
    if not args.dry_run:
        command = (f"python benchmarks/spirit_midround_fit.py --games {args.games} --seed {args.seed} "
                   f"--every {args.every}" + (f" --peek {args.peek:g}" if args.peek else ""))
        WEIGHTS_FILE.write_text(toml_text(tables, command) + "\n", encoding="utf-8")
        print(f"written to {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
