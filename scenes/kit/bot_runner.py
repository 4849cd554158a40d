"""Where bots think: in a worker process by default, so that a bot searching for a second
never holds the interpreter while a frame is drawn (threads share one interpreter lock).

The app talks to the worker over one pipe from the frame loop itself: a request is pickled
and sent when a bot must move, and ``poll`` picks answers up without waiting. No helper thread
competes with the frame for the interpreter. A thread is the fallback when a process cannot
be started, and the quicker choice for tests (``SAMURAI_TABLE_BOTS=thread``).
"""

from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import os
import uuid
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.worker import serve


def processes_wanted() -> bool:
    return os.environ.get("SAMURAI_TABLE_BOTS", "process") != "thread"


class BotRunner:
    def __init__(self, use_processes: bool | None = None) -> None:
        self.use_processes = processes_wanted() if use_processes is None else use_processes
        self._process: Any = None
        self._pipe: Any = None
        self._waiting: dict[int, Future[Action]] = {}
        self._numbers = itertools.count(1)
        self._thread_pool: ThreadPoolExecutor | None = None

    @staticmethod
    def new_key() -> str:
        return uuid.uuid4().hex

    def start(self) -> None:
        """Start the worker early (the app calls it at launch) so the first move is quick."""
        if not self.use_processes or self._process is not None:
            return
        try:
            context = multiprocessing.get_context("spawn")  # never fork a process holding SDL
            self._pipe, child_end = context.Pipe()
            # not a daemon: a daemonic process may not start the hard samurai's search helpers
            # (game/spirit/search_helpers.py). The exit hook closes the pipe before the
            # interpreter waits for its non-daemonic children, so the worker always ends.
            self._process = context.Process(target=serve, args=(child_end,), name="bots", daemon=False)
            self._process.start()
            child_end.close()
            atexit.register(self.shutdown)
        except (OSError, ValueError) as exc:
            self._fall_back(f"the bot worker could not start: {exc}")

    def _fall_back(self, why: str) -> None:
        logging.getLogger(__name__).warning("%s; bots think on a thread", why)
        self.use_processes = False
        for future in self._waiting.values():
            if not future.done():  # a table that closed has cancelled its own
                future.set_exception(RuntimeError(why))
        self._waiting.clear()

    def submit(self, key: str, match: Match, bots: BotTable, seat: int, state: Any) -> Future[Action]:
        if self.use_processes:
            self.start()
        if self.use_processes and self._pipe is not None:
            number = next(self._numbers)
            future: Future[Action] = Future()
            arguments = (key, match.game.id, [s.to_dict() for s in match.seats], match.seed,
                         dict(match.options), seat, state)
            try:
                self._pipe.send((number, arguments))
            except (OSError, ValueError) as exc:
                self._fall_back(f"the bot worker is gone: {exc}")
            else:
                self._waiting[number] = future
                return future
        if self._thread_pool is None:
            self._thread_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._thread_pool.submit(bots.decide, seat, state)

    def poll(self) -> None:
        """Collect the worker's answers that have arrived; never waits."""
        if self._pipe is None or not self._waiting:
            return
        try:
            while self._pipe.poll():
                number, action, error = self._pipe.recv()
                future = self._waiting.pop(number, None)
                if future is None or future.done():  # cancelled: its table has closed meanwhile
                    continue
                if error is None:
                    future.set_result(action)
                else:
                    future.set_exception(RuntimeError(error))
        except (EOFError, OSError) as exc:
            self._fall_back(f"the bot worker stopped: {exc}")

    def shutdown(self) -> None:
        atexit.unregister(self.shutdown)
        if self._pipe is not None:
            try:
                self._pipe.send(None)
            except (OSError, ValueError):
                pass
            self._pipe.close()
        if self._process is not None:
            self._process.join(timeout=2)
            if self._process.is_alive():
                self._process.terminate()
        self._process = None
        self._pipe = None
        self._waiting.clear()
        if self._thread_pool is not None:
            self._thread_pool.shutdown(wait=False, cancel_futures=True)
            self._thread_pool = None
