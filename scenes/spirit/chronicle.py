"""The chronicle panel down the right edge: the game's sentences wrapped to its width, the newest
at the bottom, and the mouse wheel to read back through the whole game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.kit.i18n import register, t
from scenes.kit.widgets import GOLD, GOLD_DIM, INK, INK_DIM, PANEL, draw_text, font, wrapped
from scenes.spirit.log import GameLog
from scenes.spirit.painter import panel

register({
    "en": {"spirit.log_older": "▲ {n} older", "spirit.log_newer": "▼ {n} newer"},
    "fr": {"spirit.log_older": "▲ {n} plus anciennes", "spirit.log_newer": "▼ {n} plus récentes"},
})

KEPT_SENTENCES = 2000  # a whole game: seven samurai say some 850 sentences in three rounds
WHEEL_ROWS = 3


class Chronicle:
    def __init__(self) -> None:
        self.back = 0  # rows scrolled back from the newest (0: the newest row at the bottom)
        self._rows: tuple[Any, list[str]] = ((), [])

    def rows(self, log: GameLog, names: Sequence[str], size: int, width: int) -> list[str]:
        """Every sentence wrapped to ``width``; rewrapped only when the log or the look changes
        (wrapping hundreds of lines every frame would cost the frame)."""
        key = (len(log.events), t("spirit.log"), size, width)
        if self._rows[0] == key:
            return self._rows[1]
        rows: list[str] = []
        for line in log.lines(names, KEPT_SENTENCES):
            rows.extend(wrapped(line, size, width))
        if self.back and self._rows[1]:  # scrolled back: the rows read stay in place
            self.back += max(0, len(rows) - len(self._rows[1]))
        self._rows = (key, rows)
        return rows

    def scroll(self, rows: int) -> None:
        """Back (positive) or forward; the drawing keeps it within the rows there are."""
        self.back = max(0, self.back + rows)

    def draw(self, surface: pygame.Surface, box: pygame.Rect, px: Any, log: GameLog, names: Sequence[str]) -> None:
        panel(surface, box, PANEL, GOLD_DIM, 225)
        draw_text(surface, t("spirit.log"), (box.left + px(12), box.top + px(8)), px(20), GOLD, True, serif=True)
        size = px(15)
        line_h = font(size).get_linesize()
        rows = self.rows(log, names, size, box.width - px(24))
        room = max(1, (box.height - px(58)) // line_h)
        self.back = min(self.back, max(0, len(rows) - room))
        end = len(rows) - self.back
        shown = rows[max(0, end - room):end]
        y = box.top + px(36)
        for index, line in enumerate(shown):
            newest = self.back == 0 and index == len(shown) - 1
            draw_text(surface, line, (box.left + px(12), y), size, INK if newest else INK_DIM)
            y += line_h
        small = px(13)
        if end - len(shown) > 0:
            draw_text(surface, t("spirit.log_older", n=end - len(shown)), (box.right - px(12), box.top + px(12)),
                      small, GOLD_DIM, anchor="topright")
        if self.back:
            draw_text(surface, t("spirit.log_newer", n=self.back), (box.centerx, box.bottom - px(6)), small, GOLD,
                      anchor="midbottom")
