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


def run(flow: Flow) -> None:
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


def closing_table(state: State, task: Task, action: Action) -> State | None:
    """The table as it stands when ``action`` brings the round to its close: every end-of-round
    step done, the boards still laid out, just before ``round_close`` clears them for the next
    round. None when this step does not close a round there. The table shows it while it tells
    the end of the round; ``play`` stays the only way the game moves on."""
    flow = Flow(state)
    flow.tasks.pop()
    resolve(flow, task, action)
    tasks = flow.tasks
    for _ in range(MAX_AUTOMATIC_STEPS):  # ``run``'s loop, stopping at the close
        if flow.s.result or not tasks:
            return None
        top = tasks[-1]
        if top.kind == "round_close":
            return flow.state_with_tasks()
        if top.kind in DECISIONS:
            legal = decision_actions(flow.s, top)
            if len(legal) != 1:
                return None
            tasks.pop()
            resolve(flow, top, legal[0])
            continue
        tasks.pop()
        HANDLERS[top.kind](flow, top)
    raise RuntimeError("the rules did not settle")
