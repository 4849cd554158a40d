"""Tweening: values that move from A to B over time along an easing curve.

``tweens.to(card, "pos", (400, 300), 0.35, ease_out_cubic)`` moves ``card.pos`` there; numbers
and tuples of numbers both work. Durations are multiplied by the animation-speed setting
(``Tweens(pace=app.settings.pace)``): at "instant" every tween lands at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and comes back: a card snapping into place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear, "in_quad": ease_in_quad, "out_quad": ease_out_quad, "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic, "in_out_cubic": ease_in_out_cubic, "out_back": ease_out_back,
    "out_elastic": ease_out_elastic, "out_bounce": ease_out_bounce,
}


def lerp(a: Any, b: Any, t: float) -> Any:
    """Between numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple | list):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


@dataclass
class Tween:
    start: Any
    end: Any
    duration: float
    ease: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    target: Any = None  # with ``attr``: the object whose attribute this tween drives
    attr: str = ""

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Any:
        return lerp(self.start, self.end, self.ease(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.target is not None and self.attr:
            setattr(self.target, self.attr, self.value)


@dataclass
class Tweens:
    """A set of running tweens, advanced together once per update."""

    pace: float = 1.0
    running: list[Tween] = field(default_factory=list)

    def to(self, target: Any, attr: str, end: Any, duration: float, ease: Easing = ease_out_cubic,
           delay: float = 0.0, on_done: Callable[[], None] | None = None) -> Tween:
        """Move ``target.attr`` from its current value to ``end``; replaces a tween already
        driving the same attribute so a new move never fights an old one."""
        self.running = [t for t in self.running if not (t.target is target and t.attr == attr)]
        tween = Tween(getattr(target, attr), end, duration * self.pace, ease, delay * self.pace,
                      on_done=on_done, target=target, attr=attr)
        self.running.append(tween)
        if tween.duration <= 0 and tween.delay <= 0:
            tween.update(0.0)
        return tween

    def add(self, tween: Tween) -> Tween:
        """A free tween: read ``tween.value`` yourself."""
        tween.duration *= self.pace
        tween.delay *= self.pace
        self.running.append(tween)
        return tween

    def update(self, dt: float) -> None:
        finished: list[Tween] = []
        for tween in list(self.running):
            tween.update(dt)
            if tween.done:
                finished.append(tween)
        if finished:
            self.running = [t for t in self.running if t not in finished]
            for tween in finished:
                if tween.on_done is not None:
                    tween.on_done()

    def finish_all(self) -> None:
        """Jump every tween to its end (Space skips animations)."""
        for _ in range(100):  # bounded: an on_done that starts new tweens cannot loop forever
            if not self.running:
                return
            for tween in list(self.running):
                tween.elapsed = tween.delay + tween.duration
            self.update(0.0)

    @property
    def busy(self) -> bool:
        return bool(self.running)
