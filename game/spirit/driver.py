"""The driver: runs automatic tasks until a decision is due, and plays a chosen action.

A decision with a single legal action (a forced pass, a brigand that can only be confronted,
a Kiai with nothing to do) resolves by itself, so every action a seat is asked for is a real
choice; the events still tell the whole story.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.events import Event
from game.spirit.decisions import resolve
from game.spirit.effects import Flow
from game.spirit.flow import HANDLERS
from game.spirit.legal import decision_actions
from game.spirit.state import DECISIONS, State, Task

MAX_AUTOMATIC_STEPS = 10_000  # a loop longer than this is a bug in the rules


def run(flow: Flow, stop_before: str = "") -> bool:
    """Carries out every step that needs nobody, up to the next real decision or the end; with
    ``stop_before``, stops ahead of that kind of step instead and says so (True)."""
    tasks = flow.tasks
    for _ in range(MAX_AUTOMATIC_STEPS):
        if flow.s.result or not tasks:
            return False
        top = tasks[-1]
        if top.kind == stop_before:
            return True
        if top.kind in DECISIONS:
            legal = decision_actions(flow.s, top)
            if len(legal) != 1:
                return False
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


def closing_table(state: State, task: Task, action: Action) -> State | None:
    """The table as it stands when ``action`` brings the round to its close: every end-of-round
    step done, the boards still laid out, just before ``round_close`` clears them for the next
    round. None when this step does not close a round there. The table shows it while it tells
    the end of the round; ``play`` stays the only way the game moves on."""
    flow = Flow(state)
    flow.tasks.pop()
    resolve(flow, task, action)
    return flow.state_with_tasks() if run(flow, stop_before="round_close") else None
