"""The table's pacing: notable events become banners shown one after the other (the end of a
round step by step, each infiltrator turned over, Kiai, wounds, fallen barricades), each with
its sound. While banners remain the table holds the next AI move; Space clears them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.events import Event
from scenes.kit.i18n import t
from scenes.kit.widgets import GOLD_BRIGHT, GOLD_DIM, INK, draw_text, fit_text
from scenes.spirit.layout import Layout
from scenes.spirit.log import sentence
from scenes.spirit.painter import draw_card, panel

# event kind -> (seconds at normal pace, sound name under sounds/spirit/)
NOTABLE = {
    "round_started": (1.1, "gong"), "round_ended": (1.0, "gong"), "round_step": (0.9, "drum"),
    "infiltrator_revealed": (0.8, "reveal"), "kiai_reached": (0.8, "kiai"), "overwhelmed": (0.8, "crash"),
    "barricade_destroyed": (0.6, "crash"), "farm_burnt": (0.8, "fire"), "family_lost": (0.8, "drum"),
    "wound": (0.7, "wound"), "game_won": (1.0, "gong"), "game_lost": (1.0, "gong"),
    "card_drawn": (0.25, "draw"), "support_given": (0.3, "token"), "family_bonus": (0.6, "token"),
    "barricade_added": (0.5, "place"),
}
# event kind -> (village count, event field holding its new value)
VILLAGE_COUNTS = {
    "barricade_destroyed": (("barricades", "barricades"),), "barricade_added": (("barricades", "barricades"),),
    "farm_burnt": (("farms", "farms"),), "family_lost": (("families", "families"),),
    "infiltrated": (("infiltrators", "infiltrators"),),
    "round_ended": (("infiltrators", "infiltrators"), ("round", "round")), "round_started": (("round", "round"),),
    "round_step": (("infiltrators", "infiltrators"),), "infiltrator_revealed": (("infiltrators", "left"),),
}
QUIET = {"card_drawn", "support_given"}  # sounds only, no banner


@dataclass
class Beat:
    text: str
    seconds: float
    sound: str
    banner: bool
    big: bool = False
    card: int | None = None  # a brigand shown face up in the banner (an infiltrator turned over)
    village: tuple[tuple[str, int], ...] = ()  # the village's counts as they stood at this beat
    kind: str = ""  # the event it tells


class Beats:
    def __init__(self) -> None:
        self.queue: list[Beat] = []
        self.elapsed = 0.0
        self._fresh: list[str] = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def clear(self) -> None:
        self.queue.clear()
        self.elapsed = 0.0

    def add_events(self, events: Sequence[Event], names: Sequence[str], pace: float,
                   before: dict[str, int] | None = None) -> None:
        """Queue the notable ``events``; ``before`` holds the village's counts before them, so
        each beat can show the village as it stood at that moment."""
        was_idle = not self.queue
        counts = dict(self.queue[-1].village) if self.queue and self.queue[-1].village else dict(before or {})
        for e in events:
            for field_name, key in VILLAGE_COUNTS.get(e.kind, ()):
                if isinstance(e.get(key), int):
                    counts[field_name] = e.get(key)
            found = NOTABLE.get(e.kind)
            if found is None:
                continue
            seconds, sound = found
            if e.kind == "round_step":
                text = t(f"spirit.step.{e.data.get('step', '')}")
            else:
                text = sentence(e, names) or ""
            big = e.kind in ("round_started", "round_ended", "round_step", "game_won", "game_lost")
            shown = e.get("card") if e.kind == "infiltrator_revealed" else None
            self.queue.append(Beat(text, seconds * pace, f"spirit/{sound}", e.kind not in QUIET, big, shown,
                                   tuple(sorted(counts.items())), e.kind))
        if was_idle and self.queue:
            self.elapsed = 0.0
            self._fresh.append(self.queue[0].sound)

    def telling_round_end(self) -> bool:
        """Whether the beats still tell the end of a round whose next round has begun (its
        "round started" beat waits in the queue)."""
        kinds = [beat.kind for beat in self.queue]
        return "round_started" in kinds[1:] and kinds[0] != "round_started"

    def shown_counts(self) -> dict[str, int]:
        """The village's counts the current beat shows (empty when idle)."""
        return dict(self.queue[0].village) if self.queue else {}

    def sounds_now(self) -> list[str]:
        fresh, self._fresh = self._fresh, []
        return fresh

    def update(self, dt: float) -> list[str]:
        """Advance; returns the sounds of beats that start now."""
        if not self.queue:
            return []
        self.elapsed += dt
        started: list[str] = []
        while self.queue and self.elapsed >= self.queue[0].seconds:
            self.elapsed -= self.queue[0].seconds
            self.queue.pop(0)
            if self.queue:
                started.append(self.queue[0].sound)
        return started

    def draw(self, surface: pygame.Surface, lay: Layout, assets: Any) -> None:
        if not self.queue or not self.queue[0].banner:
            return
        beat = self.queue[0]
        size = lay.px(30 if beat.big else 24)
        width = lay.village.width * 2 // 3
        height = lay.px(150 if beat.card is not None else (64 if beat.big else 50))
        box = pygame.Rect(0, 0, width, height)
        area = pygame.Rect(lay.village.left, lay.village.bottom, lay.village.width, lay.bar.top - lay.village.bottom)
        box.center = area.center
        panel(surface, box, (60, 30, 24), GOLD_DIM, 235)
        text_box = box
        if beat.card is not None:
            face = pygame.Rect(0, 0, round((height - lay.px(20)) * 0.7), height - lay.px(20))
            face.midleft = (box.left + lay.px(16), box.centery)
            draw_card(surface, face, beat.card, assets, lifted=True)
            text_box = pygame.Rect(face.right, box.top, box.right - face.right, box.height)
        draw_text(surface, fit_text(beat.text, size, text_box.width - lay.px(24)), text_box.center, size,
                  GOLD_BRIGHT if beat.big else INK, beat.big, "center", serif=beat.big, shadow=True)
