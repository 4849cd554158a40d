"""The driver: runs automatic tasks until a decision is due, and plays a chosen action.

A decision with a single legal action (a forced pass, a brigand that can only be confronted,
a Kiai with nothing to do) resolves by itself, so every action a seat is asked for is a real
choice; the events still tell the whole story.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.spirit.decisions import resolve
from game.spirit.effects import Flow
from game.spirit.flow import HANDLERS
from game.spirit.legal import decision_actions
from game.spirit.state import DECISIONS, State, Task

MAX_AUTOMATIC_STEPS = 10_000  # a loop longer than this is a bug in the rules


def run(flow: Flow) -> None:
    """Carries out every step that needs nobody, up to the next real decision or the end."""
    tasks = flow.tasks
    for _ in range(MAX_AUTOMATIC_STEPS):
        if flow.s.result or not tasks:
            return
        top = tasks[-1]
        if top.kind in DECISIONS:
            legal = decision_actions(flow.s, top)
            if len(legal) != 1:
                return
            tasks.pop()
            resolve(flow, top, legal[0])
            continue
        tasks.pop()
        HANDLERS[top.kind](flow, top)
    raise RuntimeError("the rules did not settle")


def settle(state: State) -> tuple[State, tuple[Event, ...]]:
    """Runs a fresh state (or scenario) up to its first decision."""
    flow = Flow(state)
    run(flow)
    return flow.state_with_tasks(), tuple(flow.events)


def play(state: State, task: Task, action: Action) -> tuple[State, tuple[Event, ...]]:
    """``action`` (already checked legal) for the decision ``task`` on top of ``state``."""
    flow = Flow(state)
    flow.tasks.pop()
    resolve(flow, task, action)
    run(flow)
    return flow.state_with_tasks(), tuple(flow.events)


class _Recording(Flow):
    """A working copy that keeps the table as it stands just after each event it says."""

    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.after: list[State] = []

    def emit(self, kind: str, **data: Any) -> None:
        super().emit(kind, **data)
        self.after.append(self.state_with_tasks())


def play_told(state: State, task: Task, action: Action) -> tuple[tuple[Event, State], ...]:
    """``play``, with the table as it stood just after each of the step's events: the table
    tells a round's end banner by banner over the boards, piles and village as they were
    then, not as the round left them. ``play`` stays the only way the game moves on."""
    flow = _Recording(state)
    flow.tasks.pop()
    resolve(flow, task, action)
    run(flow)
    return tuple(zip(flow.events, flow.after, strict=True))
