"""The table's motion: cards flying between seats, hit shakes, defeats tipping a character over,
and the roles turning face up one by one at the end.

Animations queue one after another on a single timeline, so a bot's move is seen in the order
it happened; ``finish`` jumps to the end of everything (Space). Durations are multiplied by the
animation-speed setting, and at "instant" nothing waits at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.kit.tween import ease_in_out_cubic, ease_out_cubic

FLIGHT_SECONDS = 0.5
SHAKE_SECONDS = 0.4
TIP_SECONDS = 0.6
FLIP_SECONDS = 0.5
DRAW_STAGGER = 0.09


@dataclass
class Flight:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    begin: float  # timeline seconds
    duration: float
    start_scale: float = 1.0  # the image's size at the start, as a share of its own (a hand card)

    def position(self, now: float) -> tuple[float, float, float] | None:
        """Centre and lift (0..1) at ``now``, or None when not in the air."""
        if now < self.begin or now >= self.begin + self.duration or self.duration <= 0:
            return None
        p = ease_in_out_cubic((now - self.begin) / self.duration)
        x = self.start[0] + (self.end[0] - self.start[0]) * p
        y = self.start[1] + (self.end[1] - self.start[1]) * p
        return x, y, math.sin(p * math.pi)

    def scale(self, now: float) -> float:
        """The image's size at ``now`` as a share of its own: from ``start_scale`` to 1, raised
        a quarter mid-air as the card is lifted."""
        where = self.position(now)
        if where is None:
            return 1.0
        p = ease_in_out_cubic((now - self.begin) / self.duration)
        return (self.start_scale + (1 - self.start_scale) * p) * (1 + 0.25 * where[2])


@dataclass
class Cue:
    """Something to do once the timeline reaches ``at`` (a sound, a fact made visible)."""

    at: float
    run: Callable[[], None]


@dataclass
class Timeline:
    pace: float = 1.0
    now: float = 0.0
    cursor: float = 0.0  # when the last queued animation ends
    last_begin: float = 0.0  # when the last series of flights took off
    flights: list[Flight] = field(default_factory=list)
    shakes: dict[int, tuple[float, float]] = field(default_factory=dict)  # seat -> (begin, end)
    tips: dict[int, tuple[float, float]] = field(default_factory=dict)  # seat -> (begin, end)
    flips: dict[int, tuple[float, float]] = field(default_factory=dict)  # seat -> (begin, end)
    cues: list[Cue] = field(default_factory=list)

    # -- queueing ------------------------------------------------------------------------
    def _slot(self, seconds: float, after: bool = True) -> tuple[float, float]:
        begin = max(self.now, self.cursor) if after else self.now
        end = begin + seconds * self.pace
        if after:
            self.cursor = max(self.cursor, end)
        return begin, end

    def fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
            stagger: float = 0.0, seconds: float = FLIGHT_SECONDS, with_last: bool = False,
            start_scale: float = 1.0) -> float:
        """Queue a card's flight; returns when it lands. ``stagger`` overlaps a series of cards;
        ``with_last`` starts it together with the previous flight (everyone drawing at once);
        ``start_scale`` is its size at the start, as a share of the image's."""
        origin = self.last_begin if with_last else max(self.now, self.cursor)
        begin = max(self.now, origin) + stagger * self.pace
        if not with_last:
            self.last_begin = begin
        duration = seconds * self.pace
        if duration > 0:  # at "instant" pace nothing flies at all
            self.flights.append(Flight(image, start, end, begin, duration, start_scale))
        self.cursor = max(self.cursor, begin + duration)
        return begin + duration

    def shake(self, seat: int) -> None:
        self.shakes[seat] = self._slot(SHAKE_SECONDS)

    def tip(self, seat: int) -> None:
        self.tips[seat] = self._slot(TIP_SECONDS)

    def untip(self, seat: int) -> None:
        self.tips.pop(seat, None)

    def lay_down(self, down: set[int]) -> None:
        """The ``down`` seats' portraits lying, the others upright, at once: after a take-back
        or a replay's step back, which play no tipping but may cross one."""
        self.tips = {seat: self.tips.get(seat, (self.now, self.now)) for seat in down}

    def flip(self, seat: int) -> None:
        self.flips[seat] = self._slot(FLIP_SECONDS)

    def cue(self, run: Callable[[], None], at: float | None = None) -> None:
        """Run ``run`` when the animations queued so far are over (or at ``at``)."""
        when = max(self.now, self.cursor) if at is None else at
        if when <= self.now:
            run()
        else:
            self.cues.append(Cue(when, run))

    # -- running -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.now += dt
        self._expire()

    def _expire(self) -> None:
        now = self.now
        if self.cues:
            due = [c for c in self.cues if c.at <= now]
            if due:
                self.cues = [c for c in self.cues if c.at > now]
                for cue in due:
                    cue.run()
        self.flights = [f for f in self.flights if f.begin + f.duration > now]
        self.shakes = {s: span for s, span in self.shakes.items() if span[1] > now}

    def finish(self) -> None:
        """Everything lands at once (Space)."""
        self.now = max(self.now, self.cursor)
        for _ in range(10):  # cues may queue more; bounded so a loop can never hang the table
            self._expire()
            if not self.cues:
                break
            self.now = max(self.now, max(c.at for c in self.cues), self.cursor)
        self.cursor = self.now

    @property
    def busy(self) -> bool:
        return self.now < self.cursor or bool(self.cues) or any(f.begin + f.duration > self.now for f in self.flights)

    # -- reading -------------------------------------------------------------------------
    def shake_offset(self, seat: int, unit: float) -> tuple[int, int]:
        span = self.shakes.get(seat)
        if span is None or self.now < span[0]:
            return 0, 0
        left = (span[1] - self.now) / max(1e-6, span[1] - span[0])
        return round(math.sin(self.now * 70) * 7 * unit * left), round(math.cos(self.now * 53) * 2 * unit * left)

    def tip_angle(self, seat: int) -> float:
        """Degrees the portrait has tipped over (0 upright, 90 lying)."""
        span = self.tips.get(seat)
        if span is None or self.now < span[0]:
            return 0.0
        if span[1] <= span[0]:
            return 90.0
        return 90.0 * ease_out_cubic(min(1.0, (self.now - span[0]) / (span[1] - span[0])))

    def flip_progress(self, seat: int) -> float | None:
        """0..1 while a role card turns over, 1 after; None if it never started."""
        span = self.flips.get(seat)
        if span is None:
            return None
        if self.now < span[0]:
            return 0.0
        if span[1] <= span[0]:
            return 1.0
        return min(1.0, (self.now - span[0]) / (span[1] - span[0]))

    def in_air(self) -> list[tuple[pygame.Surface, float, float, float]]:
        """Each card in the air: image, centre and the size to draw it at (a share of the image's)."""
        found = []
        for flight in self.flights:
            where = flight.position(self.now)
            if where is not None:
                found.append((flight.image, where[0], where[1], flight.scale(self.now)))
        return found

