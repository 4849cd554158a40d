"""Katana speed with random-legal bots: games, player turns and actions per CPU second.

    python benchmarks/katana_speed.py [--games 500] [--seed 1]

Runs the same loop as ``main.py simulate`` (the kit's ``play_one``) for 5 and 7 players and
adds the player-turn count, which the simulate line does not report.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.seats import Seat  # noqa: E402
from game.core.simulate import play_one  # noqa: E402
from game.katana import GAME  # noqa: E402


def measure(players: int, games: int, seed: int) -> dict[str, float]:
    seats = [Seat(f"AI {i + 1}", "ai", "random") for i in range(players)]
    turns = actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    for index in range(games):
        match = play_one(GAME, seats, seed + index, {"characters": ""})
        turns += match.state.turns
        actions += len(match.steps)
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    # Rates per CPU second: on a shared machine the wall clock also counts other programs.
    return {"players": players, "games": games, "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3),
            "games_per_second": round(games / cpu, 1), "turns_per_second": round(turns / cpu),
            "actions_per_second": round(actions / cpu), "wall_games_per_second": round(games / seconds, 1),
            "mean_turns": round(turns / games, 1), "mean_actions": round(actions / games, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in (5, 7):
        print(json.dumps(measure(players, args.games, args.seed)))


if __name__ == "__main__":
    main()
