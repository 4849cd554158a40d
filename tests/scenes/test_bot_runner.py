"""Bots in a worker process decide exactly as they would in the app's own process."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from game import get_game
from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.bot_runner import BotRunner


def worker_decision(runner: BotRunner, key: str, match: Match, seat: int) -> Action:
    """``seat``'s move asked of the worker process, polled for as the frame loop does."""
    future = runner.submit(key, match, BotTable(match, set()), seat, match.state)
    deadline = time.monotonic() + 60
    while not future.done() and time.monotonic() < deadline:
        runner.poll()
        time.sleep(0.001)
    return future.result(timeout=0)


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
            theirs = worker_decision(runner, key, remote, seat)
            assert runner.use_processes, "the worker process did not start"
            assert theirs == mine
            local.submit(seat, mine)
            remote.submit(seat, theirs)
    finally:
        runner.shutdown()
    assert local.state == remote.state and len(local.steps) >= 20


def test_an_answer_to_a_cancelled_request_is_dropped_and_the_next_request_still_served() -> None:
    """A table closed while its bot thought cancels the request; the worker's late answer must
    neither raise in ``poll`` nor reach the next table."""
    game = get_game("katana")
    match = Match.start(game, [Seat(f"AI {i}", "ai", "easy") for i in range(4)], seed=5)
    runner = BotRunner(use_processes=True)
    try:
        seat = match.to_act()[0]
        abandoned = runner.submit(runner.new_key(), match, BotTable(match, set()), seat, match.state)
        assert abandoned.cancel()  # what TableScene.exit does
        expected = BotTable(Match.start(game, match.seats, seed=5)).decide(seat)
        assert worker_decision(runner, runner.new_key(), match, seat) == expected
        assert abandoned.cancelled()
    finally:
        runner.shutdown()


def child_pids(pid: int) -> set[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children")
    return {int(p) for p in children.read_text().split()} if children.exists() else set()


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from /proc")
def test_the_worker_may_start_search_helpers_and_takes_them_along_when_it_ends(monkeypatch: Any) -> None:
    """A hard samurai seated in the worker starts its search helpers there (a daemonic worker
    could not), and they end with the worker."""
    monkeypatch.setenv("SAMURAI_TABLE_SEARCH_HELPERS", "1")
    game = get_game("spirit")
    match = Match.start(game, [Seat(f"AI {i}", "ai", "hard") for i in range(2)], seed=4)
    runner = BotRunner(use_processes=True)
    key = runner.new_key()
    helpers: set[int] = set()
    try:
        # the helpers start at the first close call the samurai search, a few turns in
        for _ in range(40):
            seat = match.to_act()[0]
            action = worker_decision(runner, key, match, seat)
            assert action in match.legal(seat)
            match.submit(seat, action)
            worker = runner._process
            helpers = child_pids(worker.pid)
            if helpers:
                break
        assert len(helpers) == 1
    finally:
        runner.shutdown()
    assert worker.exitcode == 0
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(Path(f"/proc/{pid}").exists() for pid in helpers)
