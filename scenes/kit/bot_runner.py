"""Where bots think: in a worker process by default, so that a bot searching for a second
never holds the interpreter while a frame is drawn (threads share one interpreter lock).
A thread is the fallback when a process cannot be started, and the quicker choice for tests
(``SAMURAI_TABLE_BOTS=thread``)."""

from __future__ import annotations

import logging
import multiprocessing
import os
import uuid
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.worker import decide_remote, warm_up


def processes_wanted() -> bool:
    return os.environ.get("SAMURAI_TABLE_BOTS", "process") != "thread"


class BotRunner:
    def __init__(self, use_processes: bool | None = None) -> None:
        self.use_processes = processes_wanted() if use_processes is None else use_processes
        self._process_pool: ProcessPoolExecutor | None = None
        self._thread_pool: ThreadPoolExecutor | None = None

    @staticmethod
    def new_key() -> str:
        return uuid.uuid4().hex

    def start(self) -> None:
        """Start the worker early (the app calls it at launch) so the first move is quick."""
        if self.use_processes and self._process_pool is None:
            try:
                context = multiprocessing.get_context("spawn")  # never fork a process holding SDL
                self._process_pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
                self._process_pool.submit(warm_up)
            except (OSError, ValueError) as exc:
                logging.getLogger(__name__).warning("bots fall back to a thread: %s", exc)
                self.use_processes = False

    def submit(self, key: str, match: Match, bots: BotTable, seat: int, state: Any) -> Future[Action]:
        if self.use_processes:
            self.start()
        if self.use_processes and self._process_pool is not None:
            try:
                return self._process_pool.submit(
                    decide_remote, key, match.game.id, [s.to_dict() for s in match.seats], match.seed,
                    dict(match.options), seat, state)
            except (BrokenProcessPool, RuntimeError) as exc:
                logging.getLogger(__name__).warning("bot worker lost, using a thread: %s", exc)
                self.use_processes = False
        if self._thread_pool is None:
            self._thread_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._thread_pool.submit(bots.decide, seat, state)

    def shutdown(self) -> None:
        for pool in (self._process_pool, self._thread_pool):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._process_pool = None
        self._thread_pool = None
