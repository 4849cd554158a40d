"""Where everything sits on the Samurai Spirit table, for any window size and 2 to 7 samurai.

The village runs along the top, the chronicle down the right edge, the action bar along the
bottom, and the samurai boards fill the middle in one or two rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit.widgets import ui_scale


@dataclass
class BoardRects:
    whole: pygame.Rect
    portrait: pygame.Rect
    track: pygame.Rect
    defend: pygame.Rect  # the left line: defended brigands
    confront: pygame.Rect  # the right line: the fight line
    token: pygame.Rect  # where the samurai's own support token rests at home


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    village: pygame.Rect
    log: pygame.Rect
    bar: pygame.Rect
    boards: list[BoardRects]
    deck: pygame.Rect
    drawn: pygame.Rect  # the brigand being placed
    infiltrators: pygame.Rect
    discard: pygame.Rect
    fight_button: pygame.Rect
    support_button: pygame.Rect
    pass_button: pygame.Rect
    prompt: pygame.Rect

    def px(self, value: float) -> int:
        return max(1, round(value * self.s))


def compute(size: tuple[int, int], seats: int) -> Layout:
    w, h = size
    s = ui_scale(size)

    def px(v: float) -> int:
        return max(1, round(v * s))

    log = pygame.Rect(w - px(250), px(8), px(242), h - px(16))
    village = pygame.Rect(px(8), px(8), log.left - px(16), px(168))
    bar = pygame.Rect(px(8), h - px(64), log.left - px(16), px(56))
    # two rows from three samurai up: wide boards read better than tall ones
    cols = seats if seats <= 2 else (seats + 1) // 2
    rows = 1 if seats <= 2 else 2
    area = pygame.Rect(village.left, village.bottom + px(8), village.width, bar.top - village.bottom - px(16))
    gap = px(8)
    bw = (area.width - gap * (cols - 1)) // cols
    bh = (area.height - gap * (rows - 1)) // rows
    boards = []
    for seat in range(seats):
        row, col = divmod(seat, cols)
        count = cols if row < rows - 1 else seats - cols * (rows - 1)
        offset = (cols - count) * (bw + gap) // 2
        whole = pygame.Rect(area.left + offset + col * (bw + gap), area.top + row * (bh + gap), bw, bh)
        head = px(46)
        portrait = pygame.Rect(whole.left + px(6), whole.top + px(6), head - px(6), head - px(6))
        token = pygame.Rect(0, 0, px(30), px(30))
        token.topright = (whole.right - px(6), whole.top + px(6))
        track = pygame.Rect(whole.left + px(8), whole.top + head + px(4), whole.width - px(16), px(16))
        lines_top = track.bottom + px(6)
        half = (whole.width - px(20)) // 2
        defend = pygame.Rect(whole.left + px(6), lines_top, half, whole.bottom - lines_top - px(6))
        confront = pygame.Rect(defend.right + px(8), lines_top, whole.right - defend.right - px(14), defend.height)
        boards.append(BoardRects(whole, portrait, track, defend, confront, token))
    card_h = village.height - px(40)
    card_w = round(card_h * 0.7)
    deck = pygame.Rect(0, 0, card_w, card_h)
    deck.topright = (village.right - px(12), village.top + px(28))
    drawn = deck.copy()
    drawn.right = deck.left - px(16)
    infiltrators = deck.copy()
    infiltrators.right = drawn.left - px(24)
    discard = deck.copy()
    discard.width = round(card_w * 0.8)
    discard.right = infiltrators.left - px(12)
    fight = pygame.Rect(0, 0, px(124), px(40))
    fight.midleft = (bar.left + px(10), bar.centery)
    support = fight.copy()
    support.left = fight.right + px(8)
    pass_ = fight.copy()
    pass_.left = support.right + px(8)
    prompt = pygame.Rect(pass_.right + px(16), bar.top + px(4), bar.right - pass_.right - px(24), bar.height - px(8))
    return Layout(size, s, village, log, bar, boards, deck, drawn, infiltrators, discard, fight, support, pass_,
                  prompt)
