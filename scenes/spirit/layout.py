"""Where everything sits on the Samurai Spirit table, for any window size and 2 to 7 samurai.

The village runs along the top, the chronicle down the right edge, the action bar along the
bottom, and the samurai boards fill the middle in one or two rows, seated clockwise round the
table as play runs: seat 0 at the bottom right, the bottom row leftwards, then the top row
rightwards. So a board's left neighbour (the next to play) lies on its left in the bottom row,
as it does for players on the far side of a real table in the top row; each board names its
neighbours in its footer (``painter.draw_neighbours``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.spirit.data import SAMURAI_NAMES
from scenes.kit.i18n import t
from scenes.kit.widgets import button_width_for, font, ui_scale

CARD_RATIO = 0.68  # a brigand's width to its height on the boards
MAX_CARD_W = 104
NEIGHBOUR_SIZE = 13  # design pixels: the footer's "left: ..." and "right: ..."
UNDO_SIZE = 18  # design pixels: the Undo button's label


@dataclass
class BoardRects:
    whole: pygame.Rect
    portrait: pygame.Rect
    track: pygame.Rect
    defend: pygame.Rect  # the left line: defended brigands
    confront: pygame.Rect  # the right line: the fight line
    token: pygame.Rect  # where the samurai's own support token rests at home
    footer: pygame.Rect  # the neighbours' names along the bottom edge


def card_width(line: pygame.Rect, s: float) -> int:
    """The width of a brigand in a line of this size: three side by side in the defence line,
    and no taller than the line leaves under its label."""
    def px(v: float) -> int:
        return max(1, round(v * s))

    cw = min(round(line.height * 0.62), (line.width - px(12)) // 3, px(MAX_CARD_W))
    if round(cw / CARD_RATIO) > line.height - px(22):
        cw = round((line.height - px(22)) * CARD_RATIO)
    return cw


def seat_slots(seats: int) -> list[tuple[int, int]]:
    """(row, column) of each seat, clockwise from the bottom right: the bottom row (the last)
    right to left, then the top row left to right."""
    if seats <= 2:
        return [(0, seats - 1 - seat) for seat in range(seats)]
    bottom = (seats + 1) // 2
    slots = [(1, bottom - 1 - seat) for seat in range(bottom)]
    return slots + [(0, col) for col in range(seats - bottom)]


def split_lines(inner: pygame.Rect, s: float) -> tuple[pygame.Rect, pygame.Rect]:
    """The defence line (left) and the fight line (right) across ``inner``: halves when the
    brigands fit three abreast at the height the board allows; on a narrow board (seven samurai
    in a small window) the defence line takes just its three brigands and the fight line, which
    fans its cards, the rest, so the brigands grow with the board's height."""
    def px(v: float) -> int:
        return max(1, round(v * s))

    gap = px(8)
    half = (inner.width - gap) // 2
    tall = pygame.Rect(0, 0, inner.width, inner.height)  # the width no constraint
    wanted = card_width(tall, s)
    if card_width(pygame.Rect(0, 0, half, inner.height), s) < wanted:
        # three brigands on the left; on the right a fan with room for a brigand and five more
        # corners (each about a third of a card), so a long fight line keeps its values in sight
        fits = round((inner.width - gap - px(24)) / 5.0)
        cw = max(card_width(pygame.Rect(0, 0, half, inner.height), s), min(wanted, fits))
        half = min(inner.width - gap - px(40), 3 * cw + px(16))
    defend = pygame.Rect(inner.left, inner.top, half, inner.height)
    confront = pygame.Rect(defend.right + gap, inner.top, inner.right - defend.right - gap, inner.height)
    return defend, confront


def neighbours_side_by_side(width: int, s: float) -> bool:
    """Whether a footer of ``width`` holds "left: ..." and "right: ..." side by side, in full for
    any two samurai. Large text, French or seven narrow boards do not: then each takes a row."""
    size = font(max(1, round(NEIGHBOUR_SIZE * s)))
    widest = max(size.size(f"{t(key, name=name)} →")[0] for name in SAMURAI_NAMES
                 for key in ("spirit.left_neighbour", "spirit.right_neighbour"))
    return 2 * widest + round(8 * s) <= width


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
    undo_button: pygame.Rect

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
    slots = seat_slots(seats)
    for row, col in slots:
        count = sum(1 for r, _ in slots if r == row)
        offset = (cols - count) * (bw + gap) // 2
        whole = pygame.Rect(area.left + offset + col * (bw + gap), area.top + row * (bh + gap), bw, bh)
        head = px(46)
        portrait = pygame.Rect(whole.left + px(6), whole.top + px(6), head - px(6), head - px(6))
        token = pygame.Rect(0, 0, px(30), px(30))
        token.topright = (whole.right - px(6), whole.top + px(6))
        track = pygame.Rect(whole.left + px(8), whole.top + head + px(4), whole.width - px(16), px(16))
        lines_top = track.bottom + px(6)
        footer_h = px(16)
        if seats > 2 and not neighbours_side_by_side(whole.width - px(16), s):
            footer_h = max(footer_h, 2 * font(px(NEIGHBOUR_SIZE)).get_linesize())
        footer_top = whole.bottom - px(19) - (footer_h - px(16))
        footer = pygame.Rect(whole.left + px(8), footer_top, whole.width - px(16), footer_h)
        inner = pygame.Rect(whole.left + px(6), lines_top, whole.width - px(12), footer.top - lines_top - px(2))
        defend, confront = split_lines(inner, s)
        boards.append(BoardRects(whole, portrait, track, defend, confront, token, footer))
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
    # as wide as its label needs: "Annuler (Ctrl+Z)" in large text
    undo = pygame.Rect(0, 0, max(px(122), button_width_for(t("spirit.undo"), px(UNDO_SIZE)) + px(8)), px(40))
    undo.midright = (bar.right - px(10), bar.centery)
    prompt = pygame.Rect(pass_.right + px(16), bar.top + px(4), bar.right - pass_.right - px(24), bar.height - px(8))
    return Layout(size, s, village, log, bar, boards, deck, drawn, infiltrators, discard, fight, support, pass_,
                  prompt, undo)
