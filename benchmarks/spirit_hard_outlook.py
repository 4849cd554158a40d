"""How the hard samurai's own play values the village at the start of a round, against the
outlook fitted on normal samurai (``game/spirit/outlook.py``), which the search's leaf reads.

    python benchmarks/spirit_hard_outlook.py --games 1000 --seed 950001 --jobs 2 --out rows.jsonl

All-normal teams of ``--samurai`` on ``--mode`` play each seed to the start of round
``--round`` (3 by default; the cheap part); from there the game is played on twice, once by
all-hard samurai (the game's search, alone in its process) and once by all-normal ones. Each
position's outlook figures and both results go to ``--out`` as a JSON line. Then a logistic
fit of the table's village and wounds is printed for each team's results, with the log loss of
the game's outlook on the same positions, as is and recalibrated: if the hard team values
barricades, farms, families and wounds in other ratios than the outlook does, its own fit reads
its games better than the recalibrated outlook, and the leaf its search reads is off by that
much. ``--fit-only`` refits from earlier ``--out`` files.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import sys
import time
from collections.abc import Sequence
from multiprocessing.pool import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_value_fit import TABLE_FEATURES, log_loss, logistic_fit  # noqa: E402

from game.spirit import GAME  # noqa: E402
from game.spirit.ai import HardBot, NormalBot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.outlook import FEATURES, WEIGHTS, features  # noqa: E402
from game.spirit.search import Chooser  # noqa: E402
from game.spirit.state import State, top_decision  # noqa: E402
from game.spirit.views import masked  # noqa: E402


def play_on(state: State, bots: Sequence[Chooser], gen: random.Random, until_round: int | None = None) -> State:
    """Plays ``state`` with one bot per seat until the game ends or ``until_round`` starts."""
    while (task := top_decision(state)) is not None:
        if until_round is not None and state.round >= until_round:
            break
        action = bots[task.seat].choose(masked(state), decision_actions(state, task), gen)
        state, _ = play(state, task, action)
    return state


def round_start(size: int, mode: str, seed: int, round_number: int) -> State | None:
    """The start of round ``round_number`` of one all-normal game, or None if it ended before."""
    state = GAME.new(size, seed, {"mode": mode})
    start = play_on(state, [NormalBot() for _ in range(size)], random.Random(seed), until_round=round_number)
    return None if start.result or start.round != round_number else start


def one_position(job: tuple[int, str, int, int]) -> dict[str, Any] | None:
    """The start of round ``round_number`` of one all-normal game, and each team's result from
    there."""
    size, mode, seed, round_number = job
    start = round_start(size, mode, seed, round_number)
    if start is None:
        return None
    started = time.perf_counter()
    hard_end = play_on(start, [HardBot() for _ in range(size)], random.Random(seed + 1))
    seconds = time.perf_counter() - started
    normal_end = play_on(start, [NormalBot() for _ in range(size)], random.Random(seed + 1))
    return {"seed": seed, "round": round_number, "features": features(start),
            "hard": hard_end.result == "win", "normal": normal_end.result == "win", "seconds": round(seconds, 2)}


def report(rows: list[dict[str, Any]], round_number: int) -> None:
    """Each team's fit on the table's village and wounds (odd seeds fitted, even ones judged),
    beside the game's outlook on the same positions, as is and recalibrated (a logistic fit of the
    results on its log-odds): what the hard team's own games from there would change in the leaf."""
    xs_full = [[float(v) for v in row["features"]] for row in rows]
    xs = [x[:TABLE_FEATURES] for x in xs_full]
    odd = [i for i, row in enumerate(rows) if row["seed"] % 2]
    even = [i for i, row in enumerate(rows) if not row["seed"] % 2]
    game_odds = [[1.0, sum(w * v for w, v in zip(WEIGHTS[round_number], x, strict=True))] for x in xs_full]
    print(f"{len(rows)} starts of round {round_number}")
    if not odd or not even:
        print("too few to fit: the fit needs positions of odd seeds and of even ones")
        return
    for team in ("hard", "normal"):
        ys = [1.0 if row[team] else 0.0 for row in rows]
        beta = logistic_fit(xs, ys)
        half = logistic_fit([xs[i] for i in odd], [ys[i] for i in odd])
        own = log_loss(half, [xs[i] for i in even], [ys[i] for i in even])
        game = log_loss([0.0, 1.0], [game_odds[i] for i in even], [ys[i] for i in even])
        shift = logistic_fit([game_odds[i] for i in odd], [ys[i] for i in odd])
        shifted = log_loss(shift, [game_odds[i] for i in even], [ys[i] for i in even])
        print(f"{team}: won {sum(ys) / len(ys):.3f}; log loss on the even seeds {own:.4f} fitted on the odd ones, "
              f"{game:.4f} with the game's outlook, {shifted:.4f} with it recalibrated "
              f"(log-odds {shift[0]:+.3f} + {shift[1]:.3f} x the outlook's)")
        print("   " + ", ".join(f"{name} {b:+.3f}" for name, b in zip(FEATURES, beta, strict=False)))
        barricade = beta[FEATURES.index("barricades")]
        if barricade > 0:
            print("   in barricades: " + ", ".join(f"{name} {b / barricade:+.2f}"
                                                   for name, b in zip(FEATURES[2:TABLE_FEATURES], beta[2:],
                                                                      strict=False)))
    both = [(bool(row["hard"]), bool(row["normal"])) for row in rows]
    print(f"won by hard only {sum(h and not n for h, n in both)}, by normal only {sum(n and not h for h, n in both)}")
    seconds = [float(row["seconds"]) for row in rows]
    print(f"hard samurai from there: {sum(seconds) / len(seconds):.1f} s a game on average")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=950001)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--round", type=int, default=3, choices=(2, 3),
                        help="the round whose starts are played on")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, help="JSON lines: each position's figures and both results")
    parser.add_argument("--fit-only", type=Path, nargs="*", help="refit from earlier --out files")
    args = parser.parse_args()
    if args.fit_only:
        rows = [json.loads(line) for path in args.fit_only for line in path.read_text().splitlines() if line]
        # a row without its round is a round-3 start, the default
        report([row for row in rows if row.get("round", 3) == args.round], args.round)
        return 0
    jobs = [(args.samurai, args.mode, args.seed + index, args.round) for index in range(args.games)]
    rows = []
    started = time.perf_counter()
    with Pool(args.jobs) as pool, (args.out.open("a") if args.out else contextlib.nullcontext()) as out:
        for row in pool.imap(one_position, jobs, chunksize=1):
            if row is not None:
                rows.append(row)
                if out is not None:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
    print(f"played in {time.perf_counter() - started:.0f} s")
    report(rows, args.round)
    return 0


if __name__ == "__main__":
    sys.exit(main())
