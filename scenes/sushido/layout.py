"""Where everything sits on the Sushido table, for any window size (design: 1280x720).

Seat 0 always fights from the left, seat 1 from the right, whoever watches: the arena is a
shared picture. Side panels hold each fighter's gauges, tokens and chain; the middle holds the
arena, the Hajime slots and the questions; the viewer's hand runs along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit.widgets import ui_scale

CARD_RATIO = 1.4
# A side panel's height down to the end of its fighter board, in design pixels, as Painter.panel
# and Painter.board lay it out: margin 10, name and wins 70, life 66, Super 38, chain 102,
# revealed cards 72, board 140 (title, passive, three combos, Super Combo), margin 8, and 4 to
# spare for rounding at small scales.
PANEL_HEIGHT = 510


@dataclass
class Layout:
    size: tuple[int, int]
    scale: float
    top_bar: pygame.Rect
    panels: tuple[pygame.Rect, pygame.Rect]
    arena: pygame.Rect
    squares: tuple[pygame.Rect, ...]
    middle: pygame.Rect
    slots: tuple[pygame.Rect, pygame.Rect]
    confirm: pygame.Rect
    hand_area: pygame.Rect
    hand_card: tuple[int, int]
    log: pygame.Rect

    def px(self, value: float) -> int:
        return round(value * self.scale)


def compute(size: tuple[int, int], squares: int) -> Layout:
    w, h = size
    s = ui_scale(size)

    def px(value: float) -> int:
        return round(value * s)

    side = px(250)
    top_bar = pygame.Rect(0, 0, w, px(34))
    left = pygame.Rect(px(6), top_bar.bottom + px(4), side, h - top_bar.bottom - px(10))
    # The right panel holds what the left one does, board included; the log takes what is left.
    right = pygame.Rect(w - side - px(6), left.top, side, px(PANEL_HEIGHT))
    log = pygame.Rect(right.left, right.bottom + px(6), side, h - right.bottom - px(12))
    centre_left, centre_right = left.right + px(10), right.left - px(10)
    arena = pygame.Rect(centre_left, top_bar.bottom + px(6), centre_right - centre_left, px(250))
    sq_w = (arena.width - px(20)) // squares
    sq_h = px(46)
    x0 = arena.centerx - sq_w * squares // 2
    cells = tuple(pygame.Rect(x0 + i * sq_w + px(2), arena.bottom - sq_h - px(8), sq_w - px(4), sq_h)
                  for i in range(squares))
    hand_card = (px(92), round(px(92) * CARD_RATIO))
    hand_area = pygame.Rect(centre_left, h - hand_card[1] - px(14), centre_right - centre_left, hand_card[1] + px(8))
    middle = pygame.Rect(centre_left, arena.bottom + px(6), arena.width, hand_area.top - arena.bottom - px(12))
    slot = (px(84), round(px(84) * CARD_RATIO))
    slots = (pygame.Rect(0, 0, *slot), pygame.Rect(0, 0, *slot))
    slots[0].midright = (middle.centerx - px(8), middle.centery - px(8))
    slots[1].midleft = (middle.centerx + px(8), middle.centery - px(8))
    confirm = pygame.Rect(0, 0, px(150), px(40))
    confirm.midleft = (slots[1].right + px(24), slots[1].centery)
    return Layout(size, s, top_bar, (left, right), arena, cells, middle, slots, confirm, hand_area, hand_card, log)
