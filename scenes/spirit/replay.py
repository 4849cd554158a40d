"""The table as it stood after each event of a step, so the end of a round can be told over the
boards, piles and village as they were at each banner rather than as the round left them. The
engine plays the step again and keeps those states (``driver.play_told``); this keeps the events
the viewer saw, and gives up when they are not the step's own."""

from __future__ import annotations

from game.core.actions import Action
from game.core.events import Event
from game.spirit.driver import play_told
from game.spirit.state import State, top_decision

# a step with one of these events tells the end of a round (or its second half, after a choice)
ROUND_END_EVENTS = frozenset({"round_ended", "round_step"})


def tells_round_end(events: tuple[Event, ...]) -> bool:
    return any(e.kind in ROUND_END_EVENTS for e in events)


def states_by_event(before: State, action: Action, events: tuple[Event, ...],
                    viewer: int | None) -> tuple[State, ...] | None:
    """One state per event of ``events`` (those ``viewer`` saw when ``action`` was played on
    ``before``): the table just after it. None when the replay does not match the step."""
    task = top_decision(before)
    if task is None:
        return None
    seen = [(e, state) for e, state in play_told(before, task, action) if e.visible_to(viewer)]
    if tuple(e for e, _ in seen) != events:
        return None
    return tuple(state for _, state in seen)
