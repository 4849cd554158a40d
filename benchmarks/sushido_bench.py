"""Sushido figures for the closing note; each part prints one JSON line.

    python benchmarks/sushido_bench.py speed    [--games 1000]          easy-bot Iaijutsu duels per second
    python benchmarks/sushido_bench.py latency  [--games 6]             decision p50/p95/max per level
    python benchmarks/sushido_bench.py hard     [--games 200 --worlds 3]  hard vs easy, Encounter, seats swapped
    python benchmarks/sushido_bench.py matrix   [--games 100 --duel encounter]  normal vs normal, 6x6 fighters
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import bot_rng  # noqa: E402
from game.sushido import GAME  # noqa: E402
from game.sushido.ai import HARD_PLAYOUTS, make_bot  # noqa: E402
from game.sushido.data import FIGHTER_ORDER  # noqa: E402


def duel(levels, seed, options, caps=(None, None), timings=None, worlds=(None, None)):
    """One duel between bots of ``levels`` (seat order); returns the finished state."""
    bots = [make_bot(levels[s], s, caps[s], worlds[s]) for s in (0, 1)]
    rngs = [bot_rng(seed, s) for s in (0, 1)]
    state = GAME.new(2, seed, options)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        started = time.perf_counter()
        action = bots[seat].choose(GAME.view(state, seat), legal, rngs[seat])
        if timings is not None and len(legal) > 1:
            timings.setdefault(levels[seat], []).append((time.perf_counter() - started) * 1000)
        state, _ = GAME.apply(state, seat, action)
    return state


def pct(samples):
    ordered = sorted(samples)
    return {q: round(ordered[min(len(ordered) - 1, int(f * len(ordered)))], 2)
            for q, f in (("p50", 0.5), ("p95", 0.95), ("max", 1.0))}


def speed(args):
    """Wall-clock and CPU figures: on a shared machine the CPU one says what one core achieves."""
    started, cpu = time.perf_counter(), time.process_time()
    for index in range(args.games):
        duel(("easy", "easy"), args.seed + index, {"duel": "iaijutsu"})
    seconds, cpu_seconds = time.perf_counter() - started, time.process_time() - cpu
    return {"part": "speed", "duels": args.games, "seconds": round(seconds, 2),
            "duels_per_second": round(args.games / seconds, 1), "cpu_seconds": round(cpu_seconds, 2),
            "duels_per_cpu_second": round(args.games / cpu_seconds, 1)}


def latency(args):
    timings: dict[str, list[float]] = {}
    for index in range(args.games):
        seed = args.seed + index
        duel(("easy", "normal"), seed, {"duel": "iaijutsu"}, timings=timings)
        duel(("hard", "normal"), seed, {"duel": "iaijutsu"}, timings=timings)
    return {"part": "latency", "duels": 2 * args.games, "hard_playouts": HARD_PLAYOUTS,
            "decision_ms": {level: pct(v) for level, v in sorted(timings.items())}}


def hard_vs_easy(args):
    wins = draws = 0
    timings: dict[str, list[float]] = {}
    started = time.perf_counter()
    for index in range(args.games):
        hard_seat = index % 2
        levels = ("hard", "easy") if hard_seat == 0 else ("easy", "hard")
        # A fixed number of guessed worlds and no clock cap, so that the figure does not depend
        # on how busy the machine is.
        caps = (1e9, None) if hard_seat == 0 else (None, 1e9)
        worlds = (args.worlds, None) if hard_seat == 0 else (None, args.worlds)
        state = duel(levels, args.seed + index // 2, {"duel": "encounter"}, caps, timings, worlds)
        winners = GAME.outcome(state).winners
        if winners == (hard_seat,):
            wins += 1
        elif len(winners) == 2:
            draws += 1
    return {"part": "hard_vs_easy", "duels": args.games, "hard_worlds_per_decision": args.worlds,
            "hard_wins": wins, "double_wins": draws, "hard_win_rate": round(wins / args.games, 3),
            "seconds": round(time.perf_counter() - started, 1),
            "decision_ms": {level: pct(v) for level, v in sorted(timings.items())}}


def matrix(args):
    """Row fighter's win rate against the column fighter; seats alternate, double wins count half."""
    table: dict[str, dict[str, float]] = {a: {} for a in FIGHTER_ORDER}
    started = time.perf_counter()
    pairs = [(a, b) for i, a in enumerate(FIGHTER_ORDER) for b in FIGHTER_ORDER[i + 1:]
             if not args.fighter or args.fighter in (a, b)]
    for number, (first, second) in enumerate(pairs):
        if number % args.shards == args.shard:
            score = 0.0
            for index in range(args.games):
                pair = (first, second) if index % 2 == 0 else (second, first)
                seed = args.seed + index // 2
                state = duel(("normal", "normal"), seed, {"duel": args.duel, "fighters": ",".join(pair)})
                winners = GAME.outcome(state).winners
                first_seat = pair.index(first)
                score += 1.0 / len(winners) if first_seat in winners else 0.0
            table[first][second] = round(score / args.games, 3)
            table[second][first] = round(1 - score / args.games, 3)
            print(json.dumps({"pair": [first, second], "first_win_rate": table[first][second]}), flush=True)
    for fighter in FIGHTER_ORDER:
        table[fighter][fighter] = 0.5
    if args.shards > 1:  # a part of the pairings only: the pair lines above are the result
        return {"part": "matrix", "shard": args.shard, "shards": args.shards}
    overall = {f: round(sum(v for k, v in table[f].items() if k != f) / 5, 3) for f in FIGHTER_ORDER}
    return {"part": "matrix", "duel": args.duel, "duels_per_pairing": args.games, "matrix": table,
            "overall": overall, "seconds": round(time.perf_counter() - started, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("part", choices=("speed", "latency", "hard", "matrix"))
    parser.add_argument("--games", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=3)
    parser.add_argument("--duel", default="encounter")
    parser.add_argument("--shard", type=int, default=0, help="with --shards: run every n-th pairing")
    parser.add_argument("--shards", type=int, default=1)
    parser.add_argument("--fighter", default="", help="matrix: only the pairings of this fighter")
    args = parser.parse_args()
    defaults = {"speed": 1000, "latency": 6, "hard": 200, "matrix": 100}
    args.games = args.games or defaults[args.part]
    run = {"speed": speed, "latency": latency, "hard": hard_vs_easy, "matrix": matrix}[args.part]
    print(json.dumps(run(args)), flush=True)


if __name__ == "__main__":
    main()
