"""A Kata laid open over the middle of the table: the attacker's cards along the top, the
guard's under them, card facing card from the left. Spent cards are dimmed, cards a Block
cancelled are crossed out, and a gold frame shows the pair, or the lone card, resolving now
(none while a guard longer than the Kata is being cut down to it). How far the Kata went is the engine's to say."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.events import Event
from game.sushido.actions import Target
from game.sushido.progress import kata_attacker, kata_position
from game.sushido.state import SushidoState
from scenes.kit.widgets import GOLD_BRIGHT, INK_DIM, draw_text

if TYPE_CHECKING:
    from scenes.sushido.table import SushidoTable

CROSS = (200, 60, 50)


def rows(view: SushidoState) -> list[tuple[int, tuple[int, ...]]]:
    """(seat, cards) for the attacker, then the guard when there is one."""
    attacker = kata_attacker(view)
    if attacker is None:
        return []
    found = [(attacker, view.kata[attacker])]
    if view.kata[1 - attacker]:
        found.append((1 - attacker, view.kata[1 - attacker]))
    return found


def cancelled_cards(events: Sequence[Event]) -> set[int]:
    """The cards a Block cancelled in the Kata laid open last (read back to its start)."""
    found: set[int] = set()
    for event in reversed(events):
        if event.kind in ("kata", "kata_opposed"):
            break
        if event.kind == "cancelled":
            found.add(int(event.get("card")))
    return found


def trimming(view: SushidoState) -> bool:
    """The guard is longer than the Kata and its owner is picking the cards to throw away:
    nothing resolves yet, and every guard card is still a candidate."""
    pending = view.pending
    return pending is not None and pending.kind == "target" and pending.context == "excess"


def marks(view: SushidoState, events: Sequence[Event]) -> dict[int, str]:
    """What each card of the open Kata shows: "now" (resolving), "live" (still to come), "spent"
    (resolved), or "crossed" (it never acted: cancelled by a Block)."""
    shown = rows(view)
    if not shown:
        return {}
    if trimming(view):
        return {card: "live" for _seat, cards in shown for card in cards}
    length = len(shown[0][1])
    now = kata_position(view)
    cancelled = cancelled_cards(events)
    found: dict[int, str] = {}
    for _seat, cards in shown:
        for k, card in enumerate(cards):
            if k >= length or card in cancelled:
                found[card] = "crossed"
            elif k < now:
                found[card] = "spent"
            else:
                found[card] = "now" if k == now else "live"
    return found


class ClashRow:
    """Draws the open Kata and tells how much room it takes."""

    def __init__(self, table: SushidoTable) -> None:
        self.table = table

    def card_size(self) -> tuple[int, int]:
        lay = self.table.layout()
        return lay.px(46), lay.px(64)

    def bottom(self, view: SushidoState) -> int:
        """The lowest pixel the open Kata uses (the middle's top when none is open)."""
        lay = self.table.layout()
        shown = rows(view)
        if not shown:
            return lay.middle.top
        ch = self.card_size()[1]
        return lay.middle.top + lay.px(4) + len(shown) * ch + (len(shown) - 1) * lay.px(6) + lay.px(6)

    def draw(self, surface: pygame.Surface, view: SushidoState) -> list[tuple[int, pygame.Rect]]:
        """Draw the open Kata; returns each card's rect (for hovering and grabbing)."""
        shown = rows(view)
        if not shown:
            return []
        table = self.table
        lay = table.layout()
        cw, ch = self.card_size()
        gap = lay.px(8)
        left = lay.middle.centerx - (4 * cw + 3 * gap) // 2
        top = lay.middle.top + lay.px(4)
        length = len(shown[0][1])
        now = kata_position(view)
        mark = marks(view, table.log.events)
        placed: list[tuple[int, pygame.Rect]] = []
        for row, (seat, cards) in enumerate(shown):
            y = top + row * (ch + lay.px(6))
            draw_text(surface, table.names[seat], (left - gap, y + ch // 2), lay.px(16), INK_DIM, anchor="midright")
            for k, card in enumerate(cards):
                rect = pygame.Rect(left + k * (cw + gap), y, cw, ch)
                table.cards.draw(surface, card, rect)
                placed.append((card, rect))
                if mark[card] in ("spent", "crossed"):
                    self._dim(surface, rect)
                if mark[card] == "crossed":
                    self._cross(surface, rect)
        frame = None
        if now < length and not trimming(view):
            frame = pygame.Rect(left + now * (cw + gap), top, cw, len(shown) * ch + (len(shown) - 1) * lay.px(6))
        elif trimming(view) and len(shown) > 1:
            frame = self._pointed_guard_card(left, top + ch + lay.px(6), len(shown[1][1]))
        if frame is not None:
            pygame.draw.rect(surface, GOLD_BRIGHT, frame.inflate(lay.px(8), lay.px(8)), max(2, lay.px(3)),
                             border_radius=lay.px(6))
        return placed

    def _pointed_guard_card(self, left: int, top: int, count: int) -> pygame.Rect | None:
        """While a guard longer than the Kata is cut down, the guard card named by the answer
        under the pointer ("Throw away card 3: ..."): two cards of one name are told apart."""
        table = self.table
        prompt = table.prompt()
        pointed = prompt.answer_at(table.mouse) if prompt is not None else None
        if not isinstance(pointed, Target) or not 0 <= pointed.index < count:
            return None
        cw, ch = self.card_size()
        return pygame.Rect(left + pointed.index * (cw + self.table.layout().px(8)), top, cw, ch)

    @staticmethod
    def _dim(surface: pygame.Surface, rect: pygame.Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((8, 10, 18, 165))
        surface.blit(shade, rect)

    def _cross(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        width = max(2, self.table.layout().px(4))
        inner = rect.inflate(-rect.width // 4, -rect.height // 4)
        pygame.draw.line(surface, CROSS, inner.topleft, inner.bottomright, width)
        pygame.draw.line(surface, CROSS, inner.topright, inner.bottomleft, width)
