"""Samurai Spirit playout speed: what one of the hard samurai's playouts costs.

    python benchmarks/spirit_playout_speed.py [--worlds 20] [--seed 1] [--to-round-end]

The hard samurai's search plays sampled decks on with normal samurai in every seat, for
``search.ROLLOUT_HORIZON`` decisions (to the end of the round where the mid-round estimate has
no weights), so the decks it can try in its time budget follow from this figure. For 2, 4 and 7
samurai it samples hidden decks from the opening view of seeded games in the four modes and
plays each from the first turn. With ``--to-round-end`` every playout goes on to the end of the
round, the longest a playout can be: the way to time the engine and the heuristics. It prints
milliseconds per playout (per CPU second, as the machine is shared) and a digest of the
playouts' values: a change meant to make playouts faster must leave the digest as it was.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.spirit import GAME, search  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

MODES = ("easy", "normal", "hard", "heroic")


def measure(samurai: int, worlds_per_mode: int, seed: int) -> dict[str, object]:
    policy = NormalBot()
    sampler = random.Random(seed)
    worlds = [determinize(masked(GAME.new(samurai, seed + index, {"mode": mode})), sampler)
              for index in range(worlds_per_mode) for mode in MODES]
    cpu_started = time.process_time()
    values = [search.rollout(world, policy, random.Random(seed)) for world in worlds]
    cpu = time.process_time() - cpu_started
    return {"samurai": samurai, "playouts": len(worlds), "cpu_seconds": round(cpu, 3),
            "ms_per_playout": round(1000 * cpu / len(worlds), 2),
            "digest": hashlib.sha256(repr(values).encode()).hexdigest()[:12]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--worlds", type=int, default=20, help="sampled decks per mode and size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--to-round-end", action="store_true",
                        help="play every playout to the end of the round")
    args = parser.parse_args()
    if args.to_round_end:
        search.ROLLOUT_HORIZON = search.ROLLOUT_STEPS
    for samurai in (2, 4, 7):
        print(json.dumps(measure(samurai, args.worlds, args.seed)), flush=True)


if __name__ == "__main__":
    main()
