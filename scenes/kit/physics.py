"""The feel of the table: a pymunk world seen from above, stepped at a fixed dt.

A held piece follows the mouse through a pivot joint whose force is capped, so it trails the
pointer a little and swings around the point where it was picked up; a rotary spring keeps
it from spinning away. Released with speed, it slides and slows down on the felt until it
settles. ``send`` pulls a piece to a spot through a damped spring (a springy return to the
hand, a card gliding to its slot). Fighters can be pushed with ``impulse``.

This module only moves pictures: it knows keys and pixels, never a rule. Scenes decide what
a drop means (through the drag-and-drop controller) and then tell the physics where pieces go.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

import pymunk

STEP = 1 / 120  # the fixed physics step; frames of any length are cut into these
MAX_STEPS = 24  # after a long stall, drop time rather than freeze catching up
# A held piece swinging back toward upright closes at most this share of its tilt per second: a
# critically damped glide. Stopped at once by a led grip, its centre's momentum would otherwise
# whip it past upright to the other side.
SETTLE_RATE = 10.0


@dataclass
class _Piece:
    body: pymunk.Body
    shape: pymunk.Shape
    size: tuple[float, float]
    upright: float  # the angle (radians) the piece rests at
    home: pymunk.Constraint | None = None
    home_spin: pymunk.Constraint | None = None
    target: tuple[float, float] | None = None


class TablePhysics:
    def __init__(self, slide_keep: float = 0.03, spin_keep: float = 0.01) -> None:
        """``slide_keep``: the share of its speed a sliding piece keeps after one second
        (felt friction); ``spin_keep`` the same for turning."""
        self.space = pymunk.Space()
        self.space.gravity = (0, 0)
        self.slide_keep = slide_keep
        self.spin_keep = spin_keep
        self.pieces: dict[Hashable, _Piece] = {}
        self.order: list[Hashable] = []  # drawing order: last is on top
        self.held: Hashable | None = None
        self._mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self._grip: list[pymunk.Constraint] = []
        self._tilt_limit: float | None = None  # radians either side of upright the held piece may swing
        self._steady = False  # the held piece's grip point is led toward the pointer (see grab)
        self.hand_velocity = (0.0, 0.0)
        self._accumulator = 0.0
        self._walls: list[pymunk.Shape] = []

    # -- pieces ------------------------------------------------------------------------------
    def add(self, key: Hashable, pos: tuple[float, float], size: tuple[float, float], angle: float = 0.0,
            mass: float = 1.0, solid: bool = False) -> None:
        """A rectangular piece centred on ``pos``; ``angle`` in degrees. Solid pieces bump
        into each other and the walls; others (cards) slide over one another."""
        if key in self.pieces:
            self.remove(key)
        w, h = size
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, h)))
        body.position = pos
        body.angle = math.radians(angle)
        body.velocity_func = self._friction
        shape = pymunk.Poly.create_box(body, (w, h), radius=1)
        shape.friction = 0.6
        shape.elasticity = 0.4
        shape.sensor = not solid
        self.space.add(body, shape)
        self.pieces[key] = _Piece(body, shape, (w, h), math.radians(angle))
        self.order.append(key)

    def remove(self, key: Hashable) -> None:
        piece = self.pieces.pop(key, None)
        if piece is None:
            return
        if self.held == key:
            self.release(throw=False)
        self._unhome(piece)
        self.space.remove(piece.body, piece.shape)
        self.order.remove(key)

    def place(self, key: Hashable, pos: tuple[float, float], angle: float | None = None) -> None:
        """Put a piece exactly there, at rest (a new deal, a window resize)."""
        piece = self.pieces[key]
        self._unhome(piece)
        piece.body.position = pos
        piece.body.velocity = (0, 0)
        piece.body.angular_velocity = 0
        if angle is not None:
            piece.upright = math.radians(angle)
            piece.body.angle = piece.upright
        self.space.reindex_shapes_for_body(piece.body)

    def raise_to_top(self, key: Hashable) -> None:
        self.order.remove(key)
        self.order.append(key)

    # -- the hand ----------------------------------------------------------------------------
    def grab(self, key: Hashable, point: tuple[float, float], catch_up: float = 0.35,
             pull: float = 60000, tilt_limit: float | None = None, steady: bool = False) -> None:
        """Pick a piece up at ``point`` (in pixels): from now on it follows ``drag_to``, closing
        ``catch_up`` of the gap every 1/60 s, with at most ``pull`` px/s² of acceleration.
        ``tilt_limit`` (degrees either side of upright) stops the swing where text still reads.
        ``steady``: before every step the grip point is given the speed that closes its share of
        the gap, so it never carries momentum past the pointer (see ``_lead_grip``)."""
        if self.held is not None:
            self.release(throw=False)
        piece = self.pieces[key]
        self._unhome(piece)
        self.held = key
        self.raise_to_top(key)
        self._mouse.position = point
        self._mouse.velocity = (0, 0)
        anchor = piece.body.world_to_local(point)
        pivot = pymunk.PivotJoint(self._mouse, piece.body, (0, 0), anchor)
        pivot.max_force = pull * piece.body.mass  # capped: the piece lags behind a fast hand
        pivot.error_bias = (1 - catch_up) ** 60
        spin = pymunk.DampedRotarySpring(self.space.static_body, piece.body, piece.upright,
                                         *self._spring(piece.body.moment, 3.0, 0.5))
        self._grip = [pivot, spin]
        self._tilt_limit = math.radians(tilt_limit) if tilt_limit is not None else None
        self._steady = steady
        self.space.add(*self._grip)

    def drag_to(self, point: tuple[float, float], dt: float = 1 / 60) -> None:
        """The mouse moved (``dt`` seconds after its last move). The hand's body jumps there
        and stays still: a kinematic body with a speed would keep drifting between mouse
        events. The piece, pulled by the joint, carries the speed a release turns into a
        throw; ``hand_velocity`` keeps the pointer's own speed for scenes that want it."""
        old = self._mouse.position
        step = max(dt, 1e-3)
        self.hand_velocity = ((point[0] - old.x) / step, (point[1] - old.y) / step)
        self._mouse.position = point
        self._mouse.velocity = (0, 0)

    def release(self, throw: bool = True) -> Hashable | None:
        """Let go; with ``throw`` the piece keeps its speed and slides on, else it stops dead."""
        key = self.held
        if self._grip:
            self.space.remove(*self._grip)
            self._grip = []
        self.held = None
        if key is not None and not throw:
            body = self.pieces[key].body
            body.velocity = (0, 0)
            body.angular_velocity = 0
        return key

    def send(self, key: Hashable, pos: tuple[float, float], angle: float | None = None,
             frequency: float = 3.0, damping_ratio: float = 0.55) -> None:
        """Pull a piece to ``pos`` (and ``angle`` degrees) on a damped spring: a low ratio
        overshoots and wobbles back, 1.0 glides in without overshoot."""
        piece = self.pieces[key]
        if self.held == key:
            self.release(throw=True)
        self._unhome(piece)
        if angle is not None:
            piece.upright = math.radians(angle)
        body = piece.body
        spring = pymunk.DampedSpring(self.space.static_body, body, pos, (0, 0), 0,
                                     *self._spring(body.mass, frequency, damping_ratio))
        spin = pymunk.DampedRotarySpring(self.space.static_body, body, piece.upright,
                                         *self._spring(body.moment, frequency, max(0.7, damping_ratio)))
        piece.home, piece.home_spin, piece.target = spring, spin, (pos[0], pos[1])
        self.space.add(spring, spin)

    def impulse(self, key: Hashable, impulse: tuple[float, float], spin: float = 0.0) -> None:
        """A push in pixels/second per unit of mass (a hit, a recoil)."""
        body = self.pieces[key].body
        body.apply_impulse_at_world_point(impulse, body.position)
        body.angular_velocity += spin

    def set_bounds(self, left: float, top: float, right: float, bottom: float) -> None:
        """Walls that solid pieces bounce off (the arena's ropes, the table's edge)."""
        if self._walls:
            self.space.remove(*self._walls)
        corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
        self._walls = [pymunk.Segment(self.space.static_body, corners[i], corners[(i + 1) % 4], 2)
                       for i in range(4)]
        for wall in self._walls:
            wall.elasticity = 0.6
            wall.friction = 0.5
        self.space.add(*self._walls)

    # -- time ---------------------------------------------------------------------------------
    def step(self, dt: float) -> int:
        """Advance by ``dt`` seconds in fixed steps; returns how many steps ran."""
        self._accumulator += dt
        steps = 0
        while self._accumulator >= STEP and steps < MAX_STEPS:
            self._lead_grip(STEP)
            self.space.step(STEP)
            self._stop_tilt()
            self._accumulator -= STEP
            steps += 1
        if steps == MAX_STEPS:
            self._accumulator = 0.0
        self._snap_arrived()
        return steps

    def _stop_tilt(self) -> None:
        """The held piece's swing ends at its tilt limit, as against a stop: a rotary limit joint
        gives way to the stiff, capped pull of the hand's pivot, so the bound is kept here."""
        if self.held is None or self._tilt_limit is None:
            return
        piece = self.pieces[self.held]
        body = piece.body
        tilt = body.angle - piece.upright
        if abs(tilt) > self._tilt_limit:
            body.angle = piece.upright + math.copysign(self._tilt_limit, tilt)
            if body.angular_velocity * tilt > 0:
                body.angular_velocity = 0

    def _lead_grip(self, dt: float) -> None:
        """A steady held piece: push its grip point, with an impulse there, to the speed that
        closes the joint's share of the gap in this step. pymunk moves bodies before it solves
        joints, so the joint's own speed lands a step late and, capped, builds momentum that
        carries the piece past a flicked pointer; led, the grip point slows as the gap closes.
        Pushed at the grip, an off-centre piece still swings as the hand drags it."""
        if not self._steady or self.held is None or not self._grip:
            return
        pivot = self._grip[0]
        assert isinstance(pivot, pymunk.PivotJoint)
        body = self.pieces[self.held].body
        grip = body.local_to_world(pivot.anchor_b)
        share = 1 - pivot.error_bias ** dt
        wanted = (self._mouse.position - grip) * (share / dt)
        change = wanted - body.velocity_at_world_point(grip)
        # the impulse at the grip that makes that change: the inverse of the body's 2x2 response there
        arm = grip - body.position
        inverse_mass, inverse_moment = 1 / body.mass, 1 / body.moment
        xx = inverse_mass + arm.y * arm.y * inverse_moment
        xy = -arm.x * arm.y * inverse_moment
        yy = inverse_mass + arm.x * arm.x * inverse_moment
        determinant = xx * yy - xy * xy
        impulse = ((yy * change.x - xy * change.y) / determinant,
                   (xx * change.y - xy * change.x) / determinant)
        body.apply_impulse_at_world_point(impulse, grip)
        self._settle_swing(body, self.pieces[self.held].upright, arm, wanted)

    @staticmethod
    def _settle_swing(body: pymunk.Body, upright: float, arm: pymunk.Vec2d,
                      grip_velocity: pymunk.Vec2d) -> None:
        """A swing back toward upright slows as it nears it, so it never carries past; the
        centre's speed is set again so the grip point keeps the speed it was led to."""
        tilt = body.angle - upright
        if body.angular_velocity * tilt >= 0:
            return  # swinging away: the hand's drag tilts the piece, up to its tilt limit
        most = SETTLE_RATE * abs(tilt)
        if abs(body.angular_velocity) <= most:
            return
        body.angular_velocity = math.copysign(most, body.angular_velocity)
        spin = body.angular_velocity
        body.velocity = grip_velocity - pymunk.Vec2d(-spin * arm.y, spin * arm.x)

    def _snap_arrived(self) -> None:
        """A piece that has reached its spot stops there exactly, and lets go of its spring."""
        for piece in self.pieces.values():
            if piece.target is None:
                continue
            body = piece.body
            off = (body.position - piece.target).length
            if off < 0.6 and body.velocity.length < 4 and abs(body.angular_velocity) < 0.05:
                body.position = piece.target
                body.angle = piece.upright
                body.velocity = (0, 0)
                body.angular_velocity = 0
                self._unhome(piece)

    # -- reading back ----------------------------------------------------------------------
    def pose(self, key: Hashable) -> tuple[float, float, float]:
        """(x, y, angle in degrees) of a piece, for drawing."""
        body = self.pieces[key].body
        return body.position.x, body.position.y, math.degrees(body.angle)

    def speed(self, key: Hashable) -> float:
        return float(self.pieces[key].body.velocity.length)

    def settled(self, key: Hashable) -> bool:
        """At rest: not held, not sliding, not on its way somewhere."""
        piece = self.pieces[key]
        return (self.held != key and piece.target is None and piece.body.velocity.length < 3
                and abs(piece.body.angular_velocity) < 0.05)

    def all_settled(self) -> bool:
        return all(self.settled(key) for key in self.pieces)

    def piece_at(self, point: tuple[float, float]) -> Hashable | None:
        """The topmost piece under ``point``."""
        for key in reversed(self.order):
            if self.pieces[key].shape.point_query(point).distance <= 0:
                return key
        return None

    # -- internals --------------------------------------------------------------------------
    def _friction(self, body: pymunk.Body, gravity: tuple[float, float], damping: float, dt: float) -> None:
        pymunk.Body.update_velocity(body, gravity, 1.0, dt)
        if self.held is not None and body is self.pieces[self.held].body:
            return  # the hand carries it; felt friction would only fight the joint
        body.velocity = body.velocity * (self.slide_keep ** dt)
        body.angular_velocity = body.angular_velocity * (self.spin_keep ** dt)

    def _unhome(self, piece: _Piece) -> None:
        for constraint in (piece.home, piece.home_spin):
            if constraint is not None:
                self.space.remove(constraint)
        piece.home = piece.home_spin = None
        piece.target = None

    @staticmethod
    def _spring(inertia: float, frequency: float, ratio: float) -> tuple[float, float]:
        """Stiffness and damping for a spring of ``frequency`` Hz on ``inertia``."""
        omega = 2 * math.pi * frequency
        stiffness = inertia * omega * omega
        return stiffness, 2 * ratio * math.sqrt(stiffness * inertia)
