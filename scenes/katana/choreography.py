"""What each event looks and sounds like: the card that flies, the portrait that shakes, the
character that tips over, and the sound that goes with it.

The table says where things are (``Places``); the timeline plays the moves in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.core.events import Event
from scenes.katana.anim import DRAW_STAGGER, Timeline
from scenes.katana.cardfaces import CardArt
from scenes.katana.texts import lang

Point = tuple[float, float]


class Places(Protocol):
    def seat_point(self, seat: int) -> Point: ...

    def place_point(self, where: str, seat_hint: int) -> Point:
        """``deck``, ``discard``, ``hand:N`` or ``table:N``."""
        ...

    def start_point(self, src: str, seat: int) -> Point:
        """Where a card leaving ``src`` starts (the viewer's own card: where it was dropped)."""
        ...

    def start_scale(self, src: str, seat: int) -> float:
        """The size a card leaving ``src`` starts at, as a share of a flying card's (1 but for
        the viewer's own card, let go at its hand size)."""
        ...


class Choreography:
    def __init__(self, timeline: Timeline, art: CardArt, sound: Callable[[str], None]) -> None:
        self.timeline = timeline
        self.art = art
        self.sound = sound

    def play(self, events: Sequence[Event], places: Places, card_size: tuple[int, int]) -> None:
        previous = ""
        for event in events:
            self._one(event, previous, places, card_size)
            if event.kind != "cards_seen":
                previous = event.kind

    def _one(self, e: Event, previous: str, at: Places, size: tuple[int, int]) -> None:
        timeline, kind = self.timeline, e.kind
        if kind == "attack":
            face = self.art.face(e.get("card"), size, lang())
            target = at.seat_point(e.get("target"))
            src, seat = e.get("src", ""), e.get("seat", 0)
            timeline.fly(face, at.start_point(src, seat), target, start_scale=at.start_scale(src, seat))
            timeline.cue(lambda: self.sound("play"))
            timeline.fly(face, target, at.place_point("discard", 0), seconds=0.3)
        elif kind == "card_moved":
            face = self.art.face(e.get("card"), size, lang())
            src, dst, seat = e.get("src", ""), e.get("dst", ""), e.get("seat", 0)
            start = at.start_point(src, seat)
            aimed = e.get("reason") == "played" and e.get("target", -1) >= 0
            if src.startswith("hand:") and dst == "discard" and aimed:  # Geisha, Diversion, Breathing
                target = at.seat_point(e.get("target"))
                timeline.fly(face, start, target, start_scale=at.start_scale(src, seat))
                timeline.fly(face, target, at.place_point("discard", 0), seconds=0.3)
            else:
                timeline.fly(face, start, at.place_point(dst, seat), start_scale=at.start_scale(src, seat))
            if e.get("reason") in ("played", "permanent"):
                timeline.cue(lambda: self.sound("play"))
        elif kind == "cards_drawn":
            back = self.art.back(size)
            end = at.place_point(e.get("dst", ""), e.get("seat", 0))
            together = previous == "cards_drawn"  # a Tea Ceremony: everyone draws at once
            for i in range(min(3, e.get("count", 1))):
                timeline.fly(back, at.place_point("deck", 0), end, stagger=DRAW_STAGGER * i, seconds=0.4,
                             with_last=together or i > 0)
            timeline.cue(lambda: self.sound("draw"), at=timeline.last_begin)
        elif kind == "card_taken":
            timeline.fly(self.art.back(size), at.seat_point(e.get("target")), at.seat_point(e.get("seat")))
        elif kind == "damage":
            timeline.cue(lambda: self.sound("hit"))
            timeline.shake(e.get("seat"))
        elif kind == "parried":
            timeline.cue(lambda: self.sound("parry"))
        elif kind == "defeated":
            timeline.cue(lambda: self.sound("defeat"))
            timeline.tip(e.get("seat"))
        elif kind == "recovered":
            timeline.untip(e.get("seat"))
        elif kind == "reshuffle":  # the discard pile gathered back into the deck
            timeline.cue(lambda: self.sound("reshuffle"))
            back = self.art.back(size)
            for i in range(4):
                timeline.fly(back, at.place_point("discard", 0), at.place_point("deck", 0), stagger=DRAW_STAGGER * i,
                             seconds=0.35, with_last=i > 0)
