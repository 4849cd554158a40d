"""Where everything sits on the Katana table, for any window size and 3 to 7 seats.

Pure geometry: no pygame drawing, no rules. The seats sit on an oval, the viewing seat at the
bottom and the others following it clockwise (the order of play), the deck and discard pile in
the middle, the viewer's hand fanned along the bottom edge and the log in a column on the right.
Everything is scaled from a 1280x720 design so that 1920x1080 looks the same, only sharper.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

DESIGN = (1280, 720)
CARD_RATIO = 7 / 5  # height / width, the frame art's proportions


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    scale: float
    table_area: pygame.Rect  # everything left of the log column
    oval: pygame.Rect
    seats: tuple[pygame.Rect, ...]  # by seat index
    seat_angles: tuple[float, ...]  # radians around the oval (pi/2 = bottom)
    deck: pygame.Rect
    discard: pygame.Rect
    centre: pygame.Rect  # where Battle Cry, Tea Ceremony... are dropped
    banner: pygame.Rect
    log: pygame.Rect
    end_turn: pygame.Rect
    take_back: pygame.Rect  # over End turn, in the hand's row: the viewer's last move taken back
    hand_area: pygame.Rect
    hand_card: tuple[int, int]  # the size of one card in the hand
    table_card: tuple[int, int]  # deck, discard and flying cards

    def px(self, value: float) -> int:
        """A design-pixel length at the current scale."""
        return max(1, round(value * self.scale))

    def seat_centre(self, seat: int) -> tuple[int, int]:
        return self.seats[seat].center


def seat_order(n: int, viewer: int) -> list[int]:
    """Seats from the bottom of the table going clockwise: the viewer first, then play order."""
    return [(viewer + k) % n for k in range(n)]


def compute(size: tuple[int, int], n: int, viewer: int) -> Layout:
    w, h = size
    s = min(w / DESIGN[0], h / DESIGN[1])

    def px(v: float) -> int:
        return max(1, round(v * s))

    log_w = px(292)
    table_area = pygame.Rect(0, 0, w - log_w, h)
    log = pygame.Rect(w - log_w, 0, log_w, h)

    hand_card = (px(98), round(px(98) * CARD_RATIO))
    # The hand runs from the left edge to the End turn button.
    hand_area = pygame.Rect(px(14), h - hand_card[1] - px(10), table_area.width - px(14) - px(178), hand_card[1] + px(10))

    seat_w, seat_h = px(232), px(118)
    cx = table_area.centerx
    top_margin = px(8)
    # The oval runs from just under the top seats to just above the viewer's seat, which sits
    # right over the hand so the player's own things stay together.
    bottom_seat_y = hand_area.top - px(4) - seat_h // 2
    top_seat_y = top_margin + seat_h // 2
    cy = (bottom_seat_y + top_seat_y) / 2
    ry = (bottom_seat_y - top_seat_y) / 2
    rx = table_area.width / 2 - seat_w / 2 - px(12)

    angles: list[float] = [0.0] * n
    seats: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * n
    for k, seat in enumerate(seat_order(n, viewer)):
        angle = math.pi / 2 + 2 * math.pi * k / n
        angles[seat] = angle
        x = cx + rx * math.cos(angle)
        y = cy + ry * math.sin(angle)
        rect = pygame.Rect(0, 0, seat_w, seat_h)
        rect.center = (round(x), round(y))
        rect.clamp_ip(table_area)
        seats[seat] = rect

    oval = pygame.Rect(0, 0, round(rx * 2 - px(40)), round(ry * 2 - px(10)))
    oval.center = (cx, round(cy))

    table_card = (px(74), round(px(74) * CARD_RATIO))
    deck = pygame.Rect(0, 0, *table_card)
    deck.center = (cx - px(52), round(cy) + px(8))
    discard = pygame.Rect(0, 0, *table_card)
    discard.center = (cx + px(52), round(cy) + px(8))
    # Wide enough to hold the piles' counts, written beside them.
    centre = deck.union(discard).inflate(px(240), px(40))
    banner = pygame.Rect(0, 0, px(420), px(54))
    banner.midbottom = (cx, centre.top - px(4))

    end_turn = pygame.Rect(0, 0, px(150), px(46))
    end_turn.bottomright = (table_area.right - px(10), h - px(12))
    take_back = pygame.Rect(0, 0, end_turn.width, px(36))
    take_back.bottomright = (end_turn.right, end_turn.top - px(8))
    return Layout(size, s, table_area, oval, tuple(seats), tuple(angles), deck, discard, centre, banner,
                  log, end_turn, take_back, hand_area, hand_card, table_card)


# A hand card shows at least this share of its width in a single row, enough for its centred name
# and its damage drop (the next card's glow covers a little more); a tighter hand wraps into two
# rows of short cards.
ONE_ROW_SHOWN = 0.9


def hand_rows(layout: Layout, count: int) -> int:
    """1 while every card of a ``count``-card hand shows its name and corners in one row, else 2."""
    cw = layout.hand_card[0]
    if count < 2:
        return 1
    step = min(cw + layout.px(6), (layout.hand_area.width - cw) // (count - 1))
    return 1 if step >= cw * ONE_ROW_SHOWN else 2


def fan_positions(layout: Layout, count: int, raised: int | None = None) -> list[pygame.Rect]:
    """Rects of ``count`` hand cards spread along the bottom; they overlap when space runs short.
    A big hand wraps into two rows of short cards (the first half on top), each row overlapping
    only a little, so every card's name and numbers stay in sight (cardfaces draws short cards)."""
    if count == 0:
        return []
    cw, ch = layout.hand_card
    area = layout.hand_area
    gap = layout.px(6)
    if hand_rows(layout, count) == 1:
        rows = [(count, area.bottom - ch, ch)]
        lift = layout.px(26)
    else:
        short = (area.height - layout.px(6)) // 2
        top_count = (count + 1) // 2
        rows = [(top_count, area.bottom - 2 * short - layout.px(4), short),
                (count - top_count, area.bottom - short, short)]
        lift = layout.px(12)  # a short card rises less: the gesture hint sits just above the hand
    rects = []
    for in_row, top, height in rows:
        step = min(cw + gap, (area.width - cw) // (in_row - 1)) if in_row > 1 else 0
        total = cw + step * (in_row - 1)
        left = area.left + (area.width - total) // 2
        for i in range(in_row):
            rect = pygame.Rect(left + step * i, top, cw, height)
            if len(rects) == raised:
                rect.y -= lift
            rects.append(rect)
    return rects
