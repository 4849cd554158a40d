"""Bots in a worker process decide exactly as they would in the app's own process."""

from __future__ import annotations

import time

from game import get_game
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.bot_runner import BotRunner


def test_worker_process_gives_the_same_decisions_as_a_thread() -> None:
    game = get_game("katana")
    seats = [Seat(f"AI {i}", "ai", "easy") for i in range(4)]
    local = Match.start(game, seats, seed=21)
    remote = Match.start(game, seats, seed=21)
    local_bots = BotTable(local)
    runner = BotRunner(use_processes=True)
    key = runner.new_key()
    try:
        for _ in range(40):
            if local.finished:
                break
            seat = local.to_act()[0]
            mine = local_bots.decide(seat)
            future = runner.submit(key, remote, BotTable(remote, set()), seat, remote.state)
            deadline = time.monotonic() + 60
            while not future.done() and time.monotonic() < deadline:
                runner.poll()
                time.sleep(0.001)
            theirs = future.result(timeout=0)
            assert runner.use_processes, "the worker process did not start"
            assert theirs == mine
            local.submit(seat, mine)
            remote.submit(seat, theirs)
    finally:
        runner.shutdown()
    assert local.state == remote.state and len(local.steps) >= 20
