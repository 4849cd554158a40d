"""Reading a log panel back with the mouse wheel: which rows the panel shows, counted back from
the newest; the same rows kept in place while new ones arrive below; and the two small counts
that say how many rows wait above and below."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.kit.i18n import counted, register
from scenes.kit.widgets import GOLD, draw_text, font

register({
    "en": {"log.older": "▲ {n} older", "log.newer": "▼ {n} newer",
           "log.older_one": "▲ 1 older", "log.newer_one": "▼ 1 newer"},
    "fr": {"log.older": "▲ {n} plus anciennes", "log.newer": "▼ {n} plus récentes",
           "log.older_one": "▲ 1 plus ancienne", "log.newer_one": "▼ 1 plus récente"},
})
COUNT_SIZE = 15  # design pixels: the counts read as the log's own lines do

WHEEL_ROWS = 3  # rows a notch of the wheel moves


class ScrollBack:
    def __init__(self) -> None:
        self.back = 0  # rows scrolled back from the newest (0: the newest row at the bottom)
        self._total = 0

    def follow(self, total: int) -> None:
        """The log now has ``total`` rows: a reader scrolled back keeps reading the same rows while
        new ones arrive below, or while the newest go away (a move taken back, a replay stepped
        back); one at the newest keeps following the newest."""
        if self.back:
            self.back = max(0, self.back + total - self._total)
        self._total = total

    def wheel(self, notches: int) -> None:
        """The wheel: up (positive) reads back, down comes forward; ``window`` keeps it in range."""
        self.back = max(0, self.back + notches * WHEEL_ROWS)

    def to_newest(self) -> None:
        self.back = 0

    def window(self, total: int, room: int, starts: Sequence[int] = ()) -> tuple[int, int]:
        """The rows ``[first, end)`` a panel of ``room`` rows shows. With ``starts`` (the rows where
        each sentence begins) the top row is never the tail of a sentence cut by the edge, unless
        one sentence alone is longer than the panel."""
        self.back = min(self.back, max(0, total - room))
        end = total - self.back
        first = max(0, end - room)
        if first and starts:
            whole = [start for start in starts if first <= start < end]
            if whole:
                first = whole[0]
        return first, end

    @staticmethod
    def older_fits_beside(title: pygame.Rect, box: pygame.Rect, px: Callable[[float], int], first: int) -> bool:
        """Whether "▲ n older" fits on the panel title's line, right of it. At a large text size
        or in French it may not: the panel then gives it a row of its own under the title."""
        if not first:
            return True
        width = font(px(COUNT_SIZE)).size(counted("log.older", first))[0]
        return title.right + px(8) <= box.right - px(12) - width

    def draw_counts(self, surface: pygame.Surface, box: pygame.Rect, px: Callable[[float], int],
                    first: int, top: int | None = None) -> None:
        """"▲ n older" in the box's top right corner while rows wait above (``top``: its height, for a
        panel whose title sits higher or lower), "▼ n newer" at its foot while rows wait below."""
        size = px(COUNT_SIZE)
        if first:
            draw_text(surface, counted("log.older", first), (box.right - px(12), box.top + (px(12) if top is None else top)),
                      size, GOLD, anchor="topright")
        if self.back:
            draw_text(surface, counted("log.newer", self.back), (box.centerx, box.bottom - px(6)), size, GOLD,
                      anchor="midbottom")

