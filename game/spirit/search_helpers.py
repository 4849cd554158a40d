"""More sampled decks in the same time on a machine with more than one core: helper processes
that sample decks for the hard samurai while it samples its own.

The hard samurai sends each idle helper its search (the view, the favourite and its rival, a
seed of its own, the budget and a share of the decks), samples its own share meanwhile, and
adds the helpers' paired gains to its own. Every deck is an independent sample, so the gains
of all the processes pool into one paired test (``search.clear_winner``). A helper that has not
answered soon after the budget is not waited for: its late answer is dropped when it comes,
and the helper joins the next search once it is idle again.

Helpers are started with ``spawn`` (never a forked copy of a process that holds SDL), as
daemons that end with the process that started them, and only where a process may have
children (not inside a daemonic one, such as a benchmark's pool worker: there the samurai
searches alone). ``SAMURAI_TABLE_SEARCH_HELPERS`` sets how many (0 for none); by default one
fewer than the machine's cores, at most ``MAX_HELPERS``.
"""

from __future__ import annotations

import itertools
import logging
import math
import multiprocessing
import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.spirit.state import State

HELPERS_VARIABLE = "SAMURAI_TABLE_SEARCH_HELPERS"
MAX_HELPERS = 3
# how long past its budget a search waits for its helpers' decks: a helper starts a moment
# after the samurai (the search crosses a pipe) and stops at the same budget
GRACE_SECONDS = 0.03
READY = 0  # the job number of a helper's first message: started, engines imported

Gains = list[list[float]]


def helpers_wanted() -> int:
    """How many helpers to start: the variable's number, else one per spare core."""
    text = os.environ.get(HELPERS_VARIABLE)
    if text is None:
        return max(0, min(MAX_HELPERS, (os.cpu_count() or 1) - 1))
    try:
        return max(0, min(MAX_HELPERS, int(text)))
    except ValueError:
        logging.getLogger(__name__).warning("%s=%r is not a number: no search helpers", HELPERS_VARIABLE, text)
        return 0


def time_left(deadline: float, clock: Callable[[], float]) -> float | None:
    """How long to wait for a helper's answer: None (until it comes) for a search without a
    budget, whose deadline is infinite and which a pipe's wait cannot take as a number."""
    return None if math.isinf(deadline) else max(0.0, deadline - clock())


@dataclass
class Link:
    """One helper: the pipe to it, and the search it is working on (0 when idle)."""

    connection: Any
    process: Any = None
    ready: bool = False
    working_on: int = 0


class SearchHelpers:
    """The helpers of one process, shared by all its hard samurai (``shared``)."""

    def __init__(self, links: Sequence[Link] = ()) -> None:
        self.links = list(links)
        self._jobs = itertools.count(READY + 1)

    @classmethod
    def start(cls, count: int) -> SearchHelpers:
        if count <= 0 or multiprocessing.current_process().daemon:
            return cls()
        context = multiprocessing.get_context("spawn")
        links = []
        for index in range(count):
            try:
                mine, theirs = context.Pipe()
                process = context.Process(target=serve, args=(theirs,), name=f"search-helper-{index + 1}",
                                          daemon=True)
                process.start()
                theirs.close()
            except (OSError, ValueError) as exc:
                logging.getLogger(__name__).warning("a search helper could not start: %s", exc)
                break
            links.append(Link(mine, process))
        return cls(links)

    def idle(self) -> list[Link]:
        """The helpers free for a new search: started, and done with any earlier search (whose
        late answer is read and dropped here)."""
        free = []
        for link in list(self.links):
            try:
                while link.connection.poll():
                    number, _ = link.connection.recv()
                    if number == READY:
                        link.ready = True
                    elif number == link.working_on:
                        link.working_on = 0
            except (EOFError, OSError):
                self._lose(link)
                continue
            if link.ready and not link.working_on:
                free.append(link)
        return free

    def sample(self, view: State, candidates: Sequence[Action], gains: Gains, gen: random.Random,
               own_search: Callable[[int], None], budget: float, samples: int,
               clock: Callable[[], float]) -> None:
        """Brings ``gains`` toward ``samples`` decks within ``budget`` seconds: the idle helpers
        and ``own_search`` (called with the deck count this process should reach) share the
        decks still to sample."""
        free = self.idle()
        wanted = samples - len(gains[0])
        share = math.ceil(wanted / (len(free) + 1)) if wanted > 0 else 0
        started = clock()
        number, sent = self._send(free, (view, list(candidates), budget, share), gen) if share else (0, [])
        own_search(len(gains[0]) + (share if sent else wanted))  # all of it when no helper took a share
        self._collect(number, sent, gains, started + budget + GRACE_SECONDS, clock)

    def _send(self, links: Sequence[Link], search: tuple[Any, ...], gen: random.Random) -> tuple[int, list[Link]]:
        number = next(self._jobs)
        sent = []
        for link in links:
            try:
                link.connection.send((number, gen.getrandbits(64), *search))
            except (OSError, ValueError):
                self._lose(link)
                continue
            link.working_on = number
            sent.append(link)
        return number, sent

    def _collect(self, number: int, links: Sequence[Link], gains: Gains, deadline: float,
                 clock: Callable[[], float]) -> None:
        for link in links:
            try:
                while link.working_on == number and link.connection.poll(time_left(deadline, clock)):
                    answer, theirs = link.connection.recv()
                    if answer == number:
                        link.working_on = 0
                        for mine, more in zip(gains, theirs, strict=True):
                            mine.extend(more)
            except (EOFError, OSError):
                self._lose(link)

    def _lose(self, link: Link) -> None:
        logging.getLogger(__name__).warning("a search helper stopped answering; the search goes on without it")
        self.links.remove(link)
        link.connection.close()

    def close(self) -> None:
        for link in self.links:
            try:
                link.connection.send(None)
            except (OSError, ValueError):
                pass
            link.connection.close()
        self.links.clear()


_shared: tuple[int, SearchHelpers] | None = None  # the process that started them, and they


def shared() -> SearchHelpers:
    """This process's helpers, started on first use (``helpers_wanted`` of them). A process
    forked from one that had helpers (a benchmark's pool worker) starts its own rather than
    write into its parent's pipes."""
    global _shared
    if _shared is None or _shared[0] != os.getpid():
        _shared = (os.getpid(), SearchHelpers.start(helpers_wanted()))
    return _shared[1]


def serve(connection: Any) -> None:
    """A helper's loop: ``(job, seed, view, candidates, budget, decks)`` in, ``(job, gains)``
    out, until the samurai's process sends ``None`` or closes its end."""
    from game.spirit.ai import NormalBot
    from game.spirit.search import sample_gains

    policy = NormalBot()
    try:
        connection.send((READY, None))
        while (message := connection.recv()) is not None:
            number, seed, view, candidates, budget, decks = message
            gains: Gains = [[] for _ in candidates]
            sample_gains(view, candidates, gains, random.Random(seed), policy, budget, decks, time.perf_counter)
            connection.send((number, gains))
    except (EOFError, OSError, KeyboardInterrupt):
        return
