"""The chronicle panel down the right edge: the game's sentences wrapped to its width, the newest
at the bottom, and the mouse wheel to read back through the whole game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.kit.i18n import t
from scenes.kit.scrollback import COUNT_SIZE, ScrollBack
from scenes.kit.widgets import GOLD, GOLD_DIM, INK, INK_DIM, PANEL, draw_text, font, text_floor, wrapped
from scenes.spirit.log import GameLog
from scenes.spirit.painter import panel

KEPT_SENTENCES = 2000  # a whole game: seven samurai say some 850 sentences in three rounds


class Chronicle:
    def __init__(self) -> None:
        self.scrollback = ScrollBack()
        self._rows: tuple[Any, list[str]] = ((), [])
        self.newest_rows = 0  # how many of the last rows the newest sentence wrapped onto

    def rows(self, log: GameLog, names: Sequence[str], size: int, width: int) -> list[str]:
        """Every sentence wrapped to ``width``; rewrapped only when the log or the look changes
        (wrapping hundreds of lines every frame would cost the frame)."""
        key = (len(log.events), t("spirit.log"), size, width, text_floor())
        if self._rows[0] == key:
            return self._rows[1]
        rows: list[str] = []
        self.newest_rows = 0
        for line in log.lines(names, KEPT_SENTENCES):
            sentence = wrapped(line, size, width)
            rows.extend(sentence)
            self.newest_rows = len(sentence)
        self.scrollback.follow(len(rows))
        self._rows = (key, rows)
        return rows

    def draw(self, surface: pygame.Surface, box: pygame.Rect, px: Any, log: GameLog, names: Sequence[str],
             foot: int = 0) -> None:
        """``foot``: pixels kept free under the rows besides the count's (the table's menu button)."""
        panel(surface, box, PANEL, GOLD_DIM, 225)
        title = draw_text(surface, t("spirit.log"), (box.left + px(12), box.top + px(8)), px(20), GOLD, True,
                          serif=True)
        size = px(15)
        line_h = font(size).get_linesize()
        rows = self.rows(log, names, size, box.width - px(24))
        room = max(1, (box.height - px(58) - foot) // line_h)
        first, end = self.scrollback.window(len(rows), room)
        y = box.top + px(36)
        count_top = None
        if not self.scrollback.older_fits_beside(title, box, px, first):
            # the "▲ n older" count takes the first row's place under the title, a row less
            count_top = y - box.top
            first, end = self.scrollback.window(len(rows), max(1, room - 1))
            y += font(px(COUNT_SIZE)).get_linesize()
        newest_first = len(rows) - self.newest_rows  # the newest sentence is lit on every row it wraps onto
        for index in range(first, end):
            newest = self.scrollback.back == 0 and index >= newest_first
            draw_text(surface, rows[index], (box.left + px(12), y), size, INK if newest else INK_DIM)
            y += line_h
        self.scrollback.draw_counts(surface, box, px, first, count_top)
