"""A piece in the player's hand, moved by the kit's ``TablePhysics``.

The piece is a body on a capped pivot joint at the point where it was picked up: it trails the
pointer a little, as a card in the hand does, and gripped off-centre it swings a few degrees with
the motion before the rotary spring sets it upright again. Its grip point is led toward the
pointer each step (``TablePhysics.grab(steady=True)``), so a quick flick never carries it past.
Only the picture follows the body: drops, lit targets and hit tests read the pointer, so a drop
lands where the pointer is.

``HeldPiece`` is one held piece (99 Ninja's turning, flipping card is built on it); ``Hand`` is
a table's physics world with at most one piece in it, stepped in the table's fixed update.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

from scenes.kit.physics import TablePhysics

# The held piece closes this share of its gap to the pointer every 1/60 s (a time constant near
# 10 ms): it trails a little, as a card in the hand does, but never far behind
CATCH_UP = 0.8
PULL = 400000  # px/s² at most the joint itself pulls with; the grip is led (physics `steady`)
TILT_LIMIT = 5.0  # degrees either way: a card's words still read at this slant
TILT_STEP = 0.5  # degrees between cached turned pictures: finer than the eye sees at this size
SHADOW_ALPHA = 90


@dataclass
class HeldPiece:
    physics: TablePhysics
    key: Hashable
    exact: bool = False  # the Instant animation speed: drawn at the pointer, upright, no lag
    pointer: tuple[float, float] = (0.0, 0.0)  # where the mouse is; the hand body is steered there
    grip: tuple[float, float] = (0.0, 0.0)  # the grip point from the piece's centre, upright

    def grab(self, pointer: tuple[float, float], size: tuple[float, float],
             centre: tuple[float, float] | None = None, tilt_limit: float | None = None) -> None:
        """Pick the piece (``size`` wide and high, centred on ``centre``, the pointer by default)
        up at ``pointer``: held where it was taken, it does not jump to centre on the pointer."""
        middle = pointer if centre is None else centre
        self.physics.add(self.key, middle, size)
        self.physics.grab(self.key, pointer, CATCH_UP, PULL, tilt_limit, steady=True)
        self.pointer = pointer
        self.grip = (pointer[0] - middle[0], pointer[1] - middle[1])

    def drop(self) -> None:
        if self.key in self.physics.pieces:
            if self.physics.held == self.key:
                self.physics.release(throw=False)  # remove() of a held piece trips over itself
            self.physics.remove(self.key)

    def follow(self, pointer: tuple[float, float]) -> None:
        self.pointer = pointer

    def steer(self, dt: float) -> None:
        """Once per fixed update before the physics steps: the kit's hand body moves with the
        speed it was given, so it is told where the pointer is every time (standing still too)."""
        self.physics.drag_to(self.pointer, dt)

    @property
    def position(self) -> tuple[float, float]:
        """The body's centre after the last physics step."""
        x, y, _ = self.physics.pose(self.key)
        return x, y

    @property
    def angle(self) -> float:
        """Degrees clockwise the piece is swung from upright (none at the Instant speed)."""
        return 0.0 if self.exact else self.physics.pose(self.key)[2]

    def drawn_position(self, ahead: float) -> tuple[float, float]:
        """Where to draw the piece's centre ``ahead`` seconds after the last physics step: the
        table steps at a fixed rate, so a drawn frame between two steps moves the grip point on
        by the share of its gap the joint would close meanwhile (it moves on every frame the
        pointer does), and the centre keeps its place from the grip. The share is below one and
        the led grip point closes exactly that share, so the picture never passes the pointer
        and the next step does not pull it back."""
        if self.exact:
            return self.pointer[0] - self.grip[0], self.pointer[1] - self.grip[1]
        x, y, angle = self.physics.pose(self.key)
        turn = math.radians(angle)
        grip_x = x + self.grip[0] * math.cos(turn) - self.grip[1] * math.sin(turn)
        grip_y = y + self.grip[0] * math.sin(turn) + self.grip[1] * math.cos(turn)
        left = (1 - CATCH_UP) ** (max(0.0, ahead) * 60)
        moved_x = (self.pointer[0] - grip_x) * (1 - left)
        moved_y = (self.pointer[1] - grip_y) * (1 - left)
        return x + moved_x, y + moved_y


@dataclass
class Hand:
    """A table's physics world and the piece held in it: grabbed, steered and stepped in the
    fixed update, drawn at its pose, and released on every drop and cancel (no body is left)."""

    physics: TablePhysics = field(default_factory=TablePhysics)
    piece: HeldPiece | None = None
    _picture: pygame.Surface | None = None  # the upright picture the turned ones were made from
    _turned: dict[int, tuple[pygame.Surface, pygame.Surface | None]] = field(default_factory=dict)

    def take(self, key: Hashable, pointer: tuple[int, int], rect: pygame.Rect, exact: bool,
             size: tuple[int, int] | None = None) -> None:
        """Pick up the piece drawn in ``rect`` at ``pointer``; ``exact`` at the Instant speed.
        Held at another ``size`` than it was drawn (a small picture in a question becomes a
        hand card), it is held by the same point of its face, scaled."""
        self.let_go()
        width, height = size if size is not None else rect.size
        scale_x, scale_y = width / max(1, rect.width), height / max(1, rect.height)
        centre = (pointer[0] - (pointer[0] - rect.centerx) * scale_x,
                  pointer[1] - (pointer[1] - rect.centery) * scale_y)
        self.piece = HeldPiece(self.physics, key, exact)
        self.piece.grab((float(pointer[0]), float(pointer[1])), (float(width), float(height)), centre,
                        TILT_LIMIT)

    def let_go(self) -> None:
        if self.piece is not None:
            self.piece.drop()
        self.piece = None
        self._picture, self._turned = None, {}

    def follow(self, pointer: tuple[int, int]) -> None:
        if self.piece is not None:
            self.piece.follow((float(pointer[0]), float(pointer[1])))

    def update(self, dt: float) -> None:
        if self.piece is not None:
            self.piece.steer(dt)
        self.physics.step(dt)

    def draw(self, surface: pygame.Surface, picture: pygame.Surface, ahead: float,
             shadow: tuple[int, int] | None = None) -> pygame.Rect | None:
        """The held piece's upright ``picture`` at its pose, ``ahead`` seconds past the last
        physics step, over its own shadow ``shadow`` pixels away when given. Turned pictures
        are cached per angle step: a smooth turn of a card face costs about a millisecond."""
        if self.piece is None:
            return None
        if picture is not self._picture:
            self._picture, self._turned = picture, {}
        step = round(self.piece.angle / TILT_STEP)
        turned = self._turned.get(step)
        if turned is None:
            image = pygame.transform.rotozoom(picture, -step * TILT_STEP, 1.0) if step else picture
            shade = image.copy() if shadow is not None else None
            if shade is not None:
                shade.fill((0, 0, 0, SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
            turned = self._turned[step] = (image, shade)
        image, shade = turned
        x, y = self.piece.drawn_position(ahead)
        rect = image.get_rect(center=(round(x), round(y)))
        if shade is not None and shadow is not None:
            surface.blit(shade, rect.move(shadow))
        surface.blit(image, rect)
        return rect
