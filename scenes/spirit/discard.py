"""The discard pile spread out over the table (the rulebook's FAQ lets players look through it
at any time): every brigand face up, the newest first, the wheel to scroll, the pointer on a
card for its full text; a click or Esc closes it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.kit.i18n import counted, register, t
from scenes.kit.widgets import GOLD, INK_DIM, dim, draw_text, font
from scenes.spirit.details import draw_tooltip
from scenes.spirit.painter import draw_card
from scenes.spirit.texts import card_detail

register({
    "en": {"spirit.browse.title": "The discard: {n} brigands, the newest first",
           "spirit.browse.title_one": "The discard: 1 brigand",
           "spirit.browse.close": "Wheel: scroll · click or Esc: close",
           "spirit.browse.hint": "Click the pile to look through the whole discard."},
    "fr": {"spirit.browse.title": "La défausse : {n} brigands, du plus récent au plus ancien",
           "spirit.browse.title_one": "La défausse : 1 brigand",
           "spirit.browse.close": "Molette : défiler · clic ou Échap : fermer",
           "spirit.browse.hint": "Cliquez sur la pile pour parcourir toute la défausse."},
})


class DiscardBrowser:
    def __init__(self) -> None:
        self.row = 0  # the first row of cards shown
        self.card_rects: list[tuple[int, pygame.Rect]] = []

    def scroll(self, rows: int) -> None:
        self.row = max(0, self.row + rows)  # the drawing keeps it within the rows there are

    def card_at(self, pos: tuple[int, int]) -> int | None:
        return next((card_id for card_id, rect in self.card_rects if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, discard: Sequence[int], assets: Any, s: float,
             mouse: tuple[int, int], floor: int | None = None) -> None:
        """``floor``: the y the browser keeps above (the table's bottom bar: the replay bar's and
        the prompt's words stay written there under the dimming, so the hint must not cross them)."""
        def px(v: float) -> int:
            return max(1, round(v * s))

        cards = tuple(reversed(discard))
        dim(surface, 210)
        w, h = surface.get_size()
        pad = px(24)
        draw_text(surface, counted("spirit.browse.title", len(cards)), (w // 2, pad), px(28), GOLD, True,
                  "midtop", serif=True)
        card_w = px(90)
        card_h = round(card_w / 0.7)
        gap = px(12)
        per_row = max(1, (w - 2 * pad + gap) // (card_w + gap))
        top = pad + px(50)
        hint_size = px(18)
        bottom = (h if floor is None else floor) - px(6) - font(hint_size).get_linesize() - px(6)
        rows_shown = max(1, (bottom - top + gap) // (card_h + gap))
        rows = -(-len(cards) // per_row)
        self.row = min(self.row, max(0, rows - rows_shown))
        left = (w - (min(per_row, len(cards)) * (card_w + gap) - gap)) // 2
        self.card_rects = []
        first = self.row * per_row
        for index, card_id in enumerate(cards[first:first + per_row * rows_shown]):
            row, col = divmod(index, per_row)
            rect = pygame.Rect(left + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
            draw_card(surface, rect, card_id, assets, lifted=True)
            self.card_rects.append((card_id, rect))
        hint = t("spirit.browse.close")
        if rows > rows_shown:
            hint = f"{self.row + 1}–{min(rows, self.row + rows_shown)} / {rows} · {hint}"
        # just under the last row of cards, so it never reaches the bar's words below
        rows_drawn = -(-len(self.card_rects) // per_row)
        hint_top = top + rows_drawn * (card_h + gap) - gap + px(6)
        draw_text(surface, hint, (w // 2, hint_top), hint_size, INK_DIM, anchor="midtop")
        pointed = self.card_at(mouse)
        if pointed is not None:
            draw_tooltip(surface, [card_detail(pointed)], mouse, px)
