"""The hard samurai's search helpers: processes that sample decks alongside its own search."""

from __future__ import annotations

import logging
import multiprocessing
import random
import threading
import time
from types import SimpleNamespace
from typing import Any

from game.spirit import GAME, search_helpers
from game.spirit.ai import HardBot
from game.spirit.driver import settle
from game.spirit.legal import decision_actions
from game.spirit.search_helpers import READY, Link, SearchHelpers, helpers_wanted, serve
from game.spirit.state import State, top_decision
from game.spirit.views import masked


def opening_search() -> tuple[State, list[Any]]:
    """The first samurai's turn of a seeded game, and two of its actions to compare."""
    view = masked(settle(GAME.new(4, 5, {"mode": "normal"}))[0])
    task = top_decision(view)
    assert task is not None and task.kind == "action"
    return view, list(decision_actions(view, task))[:2]


def piped_helper() -> tuple[SearchHelpers, Any]:
    """Helpers with one link whose far end the test plays, already started."""
    mine, theirs = multiprocessing.Pipe()
    return SearchHelpers([Link(mine, ready=True)]), theirs


def test_the_number_of_helpers_comes_from_the_variable_or_the_spare_cores(monkeypatch: Any, caplog: Any) -> None:
    monkeypatch.setattr(search_helpers.os, "cpu_count", lambda: 8)
    monkeypatch.delenv(search_helpers.HELPERS_VARIABLE, raising=False)
    assert helpers_wanted() == search_helpers.MAX_HELPERS == 3
    monkeypatch.setattr(search_helpers.os, "cpu_count", lambda: 2)
    assert helpers_wanted() == 1
    monkeypatch.setenv(search_helpers.HELPERS_VARIABLE, "0")
    assert helpers_wanted() == 0
    monkeypatch.setenv(search_helpers.HELPERS_VARIABLE, "two")
    with caplog.at_level(logging.WARNING):
        assert helpers_wanted() == 0
    assert "is not a number" in caplog.text


def test_no_helper_is_started_from_a_daemonic_process(monkeypatch: Any) -> None:
    started: list[Any] = []
    monkeypatch.setattr(search_helpers.multiprocessing, "current_process", lambda: SimpleNamespace(daemon=True))
    monkeypatch.setattr(search_helpers.multiprocessing, "get_context", lambda method: started.append(method))
    assert SearchHelpers.start(1).links == [] and started == []
    assert SearchHelpers.start(0).links == []


def test_the_helpers_loop_answers_each_search_with_its_decks() -> None:
    view, candidates = opening_search()
    mine, theirs = multiprocessing.Pipe()
    loop = threading.Thread(target=serve, args=(theirs,))
    loop.start()
    assert mine.recv() == (READY, None)
    mine.send((7, 1234, view, candidates, float("inf"), 3))
    number, gains = mine.recv()
    assert number == 7 and [len(g) for g in gains] == [3, 3]
    assert gains[0] == [0.0, 0.0, 0.0]  # the favourite's gain over itself
    mine.send(None)
    loop.join(timeout=5)
    assert not loop.is_alive()


def test_a_search_shares_its_decks_with_an_idle_helper_and_pools_the_gains() -> None:
    view, candidates = opening_search()
    helpers, far_end = piped_helper()
    asked: list[int] = []

    def own_search(decks: int) -> None:
        asked.append(decks)
        gains[0].append(0.0)
        gains[1].append(-0.25)

    def helper() -> None:
        number, seed, seen_view, seen_candidates, budget, decks = far_end.recv()
        assert (seen_view, seen_candidates, budget, decks) == (view, candidates, 0.15, 4)
        far_end.send((number, [[0.0] * decks, [0.5] * decks]))

    answering = threading.Thread(target=helper)
    answering.start()
    gains: list[list[float]] = [[0.0], [0.1]]  # one deck already sampled: seven more to share
    helpers.sample(view, candidates, gains, random.Random(1), own_search, 0.15, 8, time.perf_counter)
    answering.join(timeout=5)
    assert asked == [1 + 4]  # this process samples up to its share, the helper the rest
    assert gains == [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.1, -0.25, 0.5, 0.5, 0.5, 0.5]]
    assert helpers.idle() == helpers.links


def test_a_search_without_a_budget_waits_for_its_helpers_answer() -> None:
    view, candidates = opening_search()
    helpers, far_end = piped_helper()

    def helper() -> None:
        number, *_ = far_end.recv()
        time.sleep(0.05)  # past any grace: only an unbounded wait sees this answer
        far_end.send((number, [[0.0] * 4, [1.0] * 4]))

    answering = threading.Thread(target=helper)
    answering.start()
    gains: list[list[float]] = [[], []]
    helpers.sample(view, candidates, gains, random.Random(1), lambda decks: None, float("inf"), 8,
                   time.perf_counter)
    answering.join(timeout=5)
    assert gains == [[0.0] * 4, [1.0] * 4]


def test_a_late_helper_is_not_waited_for_and_its_answer_is_dropped() -> None:
    view, candidates = opening_search()
    helpers, far_end = piped_helper()
    gains: list[list[float]] = [[], []]
    started = time.perf_counter()
    helpers.sample(view, candidates, gains, random.Random(1), lambda decks: None, 0.01, 8, time.perf_counter)
    assert time.perf_counter() - started < 0.01 + search_helpers.GRACE_SECONDS + 0.5
    assert gains == [[], []]
    number = far_end.recv()[0]
    assert helpers.idle() == []  # still busy with the search it was sent
    far_end.send((number, [[0.0] * 4, [1.0] * 4]))
    assert helpers.idle() == helpers.links and gains == [[], []]


def test_a_helper_that_stops_is_dropped_and_the_search_goes_on(caplog: Any) -> None:
    view, candidates = opening_search()
    helpers, far_end = piped_helper()
    far_end.close()
    asked: list[int] = []
    with caplog.at_level(logging.WARNING):
        helpers.sample(view, candidates, [[], []], random.Random(1), asked.append, 0.01, 8, time.perf_counter)
    assert helpers.links == [] and asked == [8]
    assert "stopped answering" in caplog.text


class UnwritablePipe:
    """A helper's pipe that looks idle but breaks when a search is sent down it."""

    def poll(self, timeout: float = 0.0) -> bool:
        return False

    def send(self, message: Any) -> None:
        raise OSError("broken pipe")

    def close(self) -> None:
        pass


def test_a_search_no_helper_could_take_is_all_sampled_here(caplog: Any) -> None:
    view, candidates = opening_search()
    helpers = SearchHelpers([Link(UnwritablePipe(), ready=True)])
    asked: list[int] = []
    with caplog.at_level(logging.WARNING):
        helpers.sample(view, candidates, [[0.0], [0.0]], random.Random(1), asked.append, 0.01, 8, time.perf_counter)
    assert asked == [8] and helpers.links == []
    assert "stopped answering" in caplog.text


def test_a_hard_samurai_starts_the_shared_helpers_at_its_first_search_not_when_seated(monkeypatch: Any) -> None:
    view, candidates = opening_search()
    started: list[SearchHelpers] = []

    def start_shared() -> SearchHelpers:
        started.append(SearchHelpers())
        return started[-1]

    monkeypatch.setattr(search_helpers, "shared", start_shared)
    hard = HardBot(budget_ms=60_000, samples=2)
    assert started == []
    hard.sample(view, candidates, [[], []], random.Random(2), 60.0, 2)
    assert len(started) == 1


def test_a_spawned_helper_samples_real_decks_for_the_hard_samurai() -> None:
    view, candidates = opening_search()
    helpers = SearchHelpers.start(1)
    try:
        deadline = time.monotonic() + 60
        while not helpers.idle():
            assert time.monotonic() < deadline, "the helper never said it was ready"
            time.sleep(0.05)
        hard = HardBot(budget_ms=60_000, samples=6, helpers=helpers)
        gains: list[list[float]] = [[], []]
        hard.sample(view, candidates, gains, random.Random(3), 60.0, 6)
        assert [len(g) for g in gains] == [6, 6]
        assert gains[0] == [0.0] * 6 and all(-1.0 <= g <= 1.0 for g in gains[1])
    finally:
        process = helpers.links[0].process
        helpers.close()
        process.join(timeout=10)
    assert process.exitcode == 0
