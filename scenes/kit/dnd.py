"""Drag and drop that always becomes a rules-engine action.

The table describes each legal action as a gesture: which piece is picked up and which target
it is dropped on (``gesture_of``). While a piece is held, exactly the targets of its legal
actions light up. On release over a target the controller submits the one matching action,
asks the player to pick when several match (Geisha: which card?), or springs the piece back
with the engine's own reason when none does (``explain`` asks the engine by applying the
candidate action to get its IllegalAction sentence). No rule is written here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from game.core.actions import Action

Piece = Hashable
Target = Hashable
CLICK_SLOP = 6  # pixels a press may move and still count as a click


def is_click(press: tuple[int, int], release: tuple[int, int]) -> bool:
    """A press released where it began (within the slop): a click on the piece, not a drag."""
    return abs(release[0] - press[0]) <= CLICK_SLOP and abs(release[1] - press[1]) <= CLICK_SLOP


@dataclass
class DropResult:
    kind: str  # "submitted", "asked", "sprang_back", "cancelled"
    actions: tuple[Action, ...] = ()
    reason: str = ""


@dataclass
class DragController:
    legal: Callable[[], Sequence[Action]]
    gesture_of: Callable[[Action], tuple[Piece, Target] | None]
    submit: Callable[[Action], None]
    ask: Callable[[Sequence[Action]], None]
    explain: Callable[[Piece, Target], str]
    held: Piece | None = None
    hover: Target | None = None
    _targets: dict[Target, list[Action]] = field(default_factory=dict)

    def draggable(self) -> set[Piece]:
        """Pieces that have at least one legal drop now."""
        pieces: set[Piece] = set()
        for action in self.legal():
            gesture = self.gesture_of(action)
            if gesture is not None:
                pieces.add(gesture[0])
        return pieces

    def grab(self, piece: Piece) -> set[Target]:
        """Pick ``piece`` up; returns the targets to light."""
        self.held = piece
        self._targets = {}
        for action in self.legal():
            gesture = self.gesture_of(action)
            if gesture is not None and gesture[0] == piece:
                self._targets.setdefault(gesture[1], []).append(action)
        return set(self._targets)

    @property
    def lit(self) -> set[Target]:
        return set(self._targets) if self.held is not None else set()

    def actions_for(self, target: Target) -> tuple[Action, ...]:
        return tuple(self._targets.get(target, ()))

    def release(self, target: Target | None) -> DropResult:
        piece = self.held
        self.held = None
        self.hover = None
        targets, self._targets = self._targets, {}
        if piece is None:
            return DropResult("cancelled")
        if target is None:
            return DropResult("cancelled")
        matching = targets.get(target, [])
        if len(matching) == 1:
            self.submit(matching[0])
            return DropResult("submitted", (matching[0],))
        if len(matching) > 1:
            self.ask(matching)
            return DropResult("asked", tuple(matching))
        return DropResult("sprang_back", reason=self.explain(piece, target))

    def cancel(self) -> None:
        self.held = None
        self.hover = None
        self._targets = {}
