"""How a finished game reads: the village saved or lost, and its score out of 10."""

from __future__ import annotations

from game.core.game import Outcome
from game.spirit.setup import mode_of
from game.spirit.state import State

LOSS_REASONS = {
    "farms": "the last farm burnt",
    "families": "the last family left the village",
    "death": "a samurai fell",
}


def score_of(state: State) -> int:
    """1 per farm, 1 per family, 1 when no samurai carries a wound marker."""
    unhurt = not any(b.wound for b in state.boards)
    return len(state.farms) + len(state.families) + (1 if unhurt else 0)


def outcome_of(state: State) -> Outcome | None:
    if not state.result:
        return None
    seats = len(state.boards)
    won = state.result == "win"
    mark = mode_of(state.mode).mark
    score = score_of(state) if won else 0
    breakdown = {
        "mode": state.mode,
        "mark": mark,
        "label": f"{score}{mark}" if won else "lost",
        "farms": len(state.farms),
        "families": len(state.families),
        "no_wound_marker": int(not any(b.wound for b in state.boards)),
        "barricades": state.barricades,
        "barricades_start": state.barricades_start,
        "wounds": {b.samurai: {"animal": b.animal, "marker": b.wound} for b in state.boards},
        "rounds": state.round,
        "result": state.result,
    }
    reason = f"the village holds: {score}{mark}" if won else LOSS_REASONS[state.result]
    return Outcome(
        winners=tuple(range(seats)) if won else (),
        teams=("village",) * seats,
        winning_teams=("village",) if won else (),
        scores=(float(score),) * seats,
        cooperative_win=won,
        score=float(score),
        reason=reason,
        breakdown=breakdown,
    )
