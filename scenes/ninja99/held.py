"""The card in the player's hand while it is held.

Its position comes from the kit's ``HeldPiece`` (a capped pivot joint: the card trails the
pointer with a little physical lag); this module adds what is particular to a transparent card:
the quarter turn (R or the wheel) and the flip (F or a right click), each animated, and the
orientation number the engine uses for what the card shows now.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ninja99.geometry import orient
from scenes.kit.held import HeldPiece
from scenes.kit.physics import TablePhysics

TURN_SECONDS = 0.16
FLIP_SECONDS = 0.22
HELD_KEY = "held-card"


@dataclass
class HeldCard:
    card_id: str
    rows: tuple[str, ...]
    physics: TablePhysics
    size: float  # the card's side in pixels while held
    quarter_turns: int = 0
    flipped: bool = False
    turn_lag: float = 0.0  # degrees the picture still trails the new orientation (eases to 0)
    flip_left: float = 0.0  # seconds of flip animation left
    piece: HeldPiece = field(init=False)  # the kit's body in the hand: grab, follow, drawn pose

    def __post_init__(self) -> None:
        self.piece = HeldPiece(self.physics, HELD_KEY)

    def grab(self, pos: tuple[float, float]) -> None:
        # Picked up by its centre, so the card never swings round the grip point: the
        # quarter turns are the only rotation a player should see.
        self.piece.grab(pos, (self.size, self.size))

    def drop(self) -> None:
        self.piece.drop()

    @property
    def orientation(self) -> int:
        """The engine's number: 0-3 quarter turns clockwise, 4-7 the same of the flipped card."""
        return self.quarter_turns + (4 if self.flipped else 0)

    @property
    def pattern(self) -> tuple[str, ...]:
        return orient(self.rows, self.orientation)

    @property
    def position(self) -> tuple[float, float]:
        return self.piece.position

    def drawn_position(self, ahead: float) -> tuple[float, float]:
        return self.piece.drawn_position(ahead)

    def follow(self, pos: tuple[float, float]) -> None:
        self.piece.follow(pos)

    def steer(self, dt: float) -> None:
        self.piece.steer(dt)

    def rotate(self, steps: int = 1) -> None:
        self.quarter_turns = (self.quarter_turns + steps) % 4
        self.turn_lag -= 90 * steps

    def flip(self) -> None:
        # The animation turns the card over about its upright axis, so the result must be the
        # left-right mirror of what is shown. The orientation mirrors first, then turns:
        # mirror(turn_q(x)) == turn_-q(mirror(x)), so the quarter turns change sign too.
        self.quarter_turns = (-self.quarter_turns) % 4
        self.flipped = not self.flipped
        self.flip_left = FLIP_SECONDS

    def update(self, dt: float) -> None:
        # the physics is stepped by the table; here only the card's own animations
        if abs(self.turn_lag) < 0.5:
            self.turn_lag = 0.0
        else:
            self.turn_lag *= max(0.0, 1 - dt / TURN_SECONDS * 3.0)
        self.flip_left = max(0.0, self.flip_left - dt)

    @property
    def settled(self) -> bool:
        return self.flip_left == 0.0 and self.turn_lag == 0.0

    def drawn_state(self) -> tuple[tuple[str, ...], float, float]:
        """(pattern to draw, extra angle in degrees clockwise, horizontal squash 0..1).

        The pattern is already the new one; the angle is how far the picture still trails it.
        During a flip the card narrows to nothing and widens again, showing the old face first.
        """
        angle = self.piece.angle + self.turn_lag
        if self.flip_left > 0:
            progress = 1 - self.flip_left / FLIP_SECONDS
            squash = max(0.02, abs(1 - 2 * progress))
            if progress < 0.5:  # the face before the flip (see ``flip``)
                old = (-self.quarter_turns) % 4 + (0 if self.flipped else 4)
                return orient(self.rows, old), angle, squash
            return self.pattern, angle, squash
        return self.pattern, angle, 1.0
