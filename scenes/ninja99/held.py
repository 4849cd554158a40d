"""The card in the player's hand while it is held.

Its position comes from the kit's ``TablePhysics`` (a capped pivot joint: the card trails the
pointer with a little physical lag); this module adds what is particular to a transparent card:
the quarter turn (R or the wheel) and the flip (F or a right click), each animated, and the
orientation number the engine uses for what the card shows now.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ninja99.geometry import orient
from scenes.kit.physics import TablePhysics

TURN_SECONDS = 0.16
FLIP_SECONDS = 0.22
HELD_KEY = "held-card"
# The held card closes this share of its gap to the pointer every 1/60 s (a time constant near
# 10 ms): it trails a little, as a card in the hand does, but never a cell behind
CATCH_UP = 0.8
PULL = 400000  # px/s² at most: enough to keep up with a quick flick, still a physical lag


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
    pointer: tuple[float, float] = (0.0, 0.0)  # where the mouse is; the hand body is steered there

    def grab(self, pos: tuple[float, float]) -> None:
        # Picked up by its centre, so the card never swings round the grip point: the
        # quarter turns are the only rotation a player should see.
        self.physics.add(HELD_KEY, pos, (self.size, self.size))
        self.physics.grab(HELD_KEY, pos, CATCH_UP, PULL)
        self.pointer = pos

    def drop(self) -> None:
        if HELD_KEY in self.physics.pieces:
            if self.physics.held == HELD_KEY:
                self.physics.release(throw=False)  # remove() of a held piece trips over itself
            self.physics.remove(HELD_KEY)

    @property
    def orientation(self) -> int:
        """The engine's number: 0-3 quarter turns clockwise, 4-7 the same of the flipped card."""
        return self.quarter_turns + (4 if self.flipped else 0)

    @property
    def pattern(self) -> tuple[str, ...]:
        return orient(self.rows, self.orientation)

    @property
    def position(self) -> tuple[float, float]:
        x, y, _ = self.physics.pose(HELD_KEY)
        return x, y

    def drawn_position(self, ahead: float) -> tuple[float, float]:
        """Where to draw the card ``ahead`` seconds after the last physics step: the table steps
        at a fixed rate, so a drawn frame between two steps moves the card on by the share of
        its gap the joint would close meanwhile (it moves on every frame the pointer does)."""
        x, y = self.position
        left = (1 - CATCH_UP) ** (max(0.0, ahead) * 60)
        return self.pointer[0] - (self.pointer[0] - x) * left, self.pointer[1] - (self.pointer[1] - y) * left

    def follow(self, pos: tuple[float, float]) -> None:
        self.pointer = pos

    def steer(self, dt: float) -> None:
        """Once per frame before the physics steps: the kit's hand body moves with the speed it
        was given, so it is told where the pointer is every frame (standing still included)."""
        self.physics.drag_to(self.pointer, dt)

    def rotate(self, steps: int = 1) -> None:
        self.quarter_turns = (self.quarter_turns + steps) % 4
        self.turn_lag -= 90 * steps

    def flip(self) -> None:
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
        _, _, swing = self.physics.pose(HELD_KEY)
        angle = swing + self.turn_lag
        if self.flip_left > 0:
            progress = 1 - self.flip_left / FLIP_SECONDS
            squash = max(0.02, abs(1 - 2 * progress))
            if progress < 0.5:
                old = self.quarter_turns + (0 if self.flipped else 4)
                return orient(self.rows, old), angle, squash
            return self.pattern, angle, squash
        return self.pattern, angle, 1.0
