"""The hand tray under the board: the viewer's cards (a soft pulse on those that may be laid),
under each card its id, or "Fits nowhere" when the engine offers to throw it away, or the
"Throw away" button after Tenmon; then the status line and the keys. What sits under a card
never covers the card: the cards shrink a little to make room for it."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ninja99.actions import Discard
from game.ninja99.data import game_data
from scenes.kit.widgets import GOLD, INK, INK_DIM, Button, draw_text, font, wrap, wrapped
from scenes.ninja99.card_art import card_surface
from scenes.ninja99.fx import draw_label
from scenes.ninja99.look import ILLEGAL
from scenes.ninja99.table_base import NinjaTableBase
from scenes.ninja99.texts import t

ID_ROOM = 18  # design pixels under a card for its id
BUTTON_ROOM = 30  # for a label or a button under it
BUTTON_HEIGHT = 26


class TrayView(NinjaTableBase):
    def tray_cell(self, room: int) -> int:
        """Pixels per card cell in the tray, leaving ``room`` design pixels under the cards."""
        lay = self.lay
        return min(lay.px(38), (lay.tray.height - 2 * lay.px(10) - lay.px(room)) // 3)

    def _draw_tray(self, surface: pygame.Surface, state: Any, status: str, detail: str = "") -> None:
        lay, tray = self.lay, self.lay.tray
        pygame.draw.rect(surface, (36, 31, 28), tray)
        pygame.draw.line(surface, (98, 84, 70), tray.topleft, tray.topright, 2)
        pad = lay.px(10)
        self.hand_rects = {}
        seat = self.viewer
        x = tray.x + pad
        # Tenmon's discard, offered to the person who must make it (never to a replay's watcher)
        must_discard = state.turn.must_discard and bool(self._legal_of(Discard))
        unplaceable = self.unplaceable()
        hand = state.hands[seat] if seat is not None else ()
        cell = self.tray_cell(BUTTON_ROOM if must_discard or unplaceable & set(hand) else ID_ROOM)
        # no pulse while a technique picks its cells: the cards wait for the pick to end
        free = self.held is None and self.picking is None
        draggable = self.draggable() if free and self._legal() else set()
        for slot, card in enumerate(hand):
            rect = pygame.Rect(x, tray.y + pad, 3 * cell, 3 * cell)
            self.hand_rects[slot] = rect
            in_hand = not (self.held is not None and self.held.card_id == card and slot == hand.index(card))
            if in_hand and not self.effects.returning(card):
                picture = card_surface(self.app.assets, game_data().cards[card].rows, cell, state.uses("ronin"))
                surface.blit(picture, rect)
                if self.held is None and ("card", card) in draggable:  # it is yours to lay: a soft pulse
                    glow = 0.5 + 0.5 * math.sin(self.clock * 4)
                    colour = tuple(round(a + (b - a) * glow) for a, b in zip((140, 110, 58), GOLD, strict=True))
                    pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=8)
            below = (rect.centerx, rect.bottom + lay.px(4))
            if must_discard:
                self._discard_button(rect, card)
            elif card in unplaceable:
                draw_label(surface, t("n99.fits_nowhere"), below, ILLEGAL, lay.text(15), "midtop")
            elif in_hand:
                draw_text(surface, card, (rect.centerx, rect.bottom + 2), lay.text(14), INK_DIM, anchor="midtop")
            x = rect.right + pad * 2
        status_x = x + pad
        status_size = lay.text(19)
        status_lines = wrap(status, status_size, tray.right - pad - status_x, bold=True)
        status_step = font(status_size, True).get_linesize()
        for k, line in enumerate(status_lines):
            draw_text(surface, line, (status_x, tray.y + pad + k * status_step), status_size, GOLD, True)
        # a status the text floor wraps (the Ronin question in French at 1024x600) pushes the row of
        # buttons down under it; the Discard buttons under the cards stay where they are
        below_status = tray.y + pad + len(status_lines) * status_step + lay.px(4)
        for button in self.buttons:
            if button.rect.right > status_x and button.rect.top < below_status:
                button.rect.top = below_status
        if detail:  # a second line under the buttons (the Ronin question's consequences)
            width = tray.right - pad - status_x
            for k, line in enumerate(wrapped(detail, lay.text(15), width)[:2]):
                y = tray.y + lay.px(84) + k * lay.text(18)
                draw_text(surface, line, (status_x, y), lay.text(15), INK)
        # the keys line, wrapped upward from the tray's foot where the text floor makes it wider
        # than the tray (the held card's keys in French at 1024x600): it never runs under the panel
        hint_size = lay.text(14)
        hint_lines = keys_lines(self._keys_hint(), hint_size, tray.right - pad - status_x)
        line_h = font(hint_size).get_linesize()
        for k, line in enumerate(hint_lines):
            bottom = tray.bottom - pad - (len(hint_lines) - 1 - k) * line_h
            draw_text(surface, line, (status_x, bottom), hint_size, INK_DIM, anchor="bottomleft")

    def _keys_hint(self) -> str:
        """The keys line under the status. In a replay the arrows do not move the board: the
        right arrow steps the game (the replay bar says so)."""
        if self.held is not None:
            return t("n99.help_keys")
        return t("n99.pan_keys") if self.script is None else t("n99.pan_keys_replay")

    def _discard_button(self, card_rect: pygame.Rect, card: str) -> None:
        """Under the card, never over it: the card stays readable while choosing."""
        lay = self.lay
        rect = pygame.Rect(card_rect.x, card_rect.bottom + lay.px(4), card_rect.width, lay.px(BUTTON_HEIGHT))

        def throw() -> None:
            self.submit(Discard(card))

        self.buttons.append(Button(rect, t("n99.discard"), throw, size=lay.text(15)))


KEYS_SEPARATOR = "  ·  "


def keys_lines(hint: str, size: int, width: int) -> list[str]:
    """A keys line in as few lines of ``width`` as it takes, broken between its "  ·  " parts
    (each key stays with its words) and only within a part too wide on its own."""
    measure = font(size)
    lines: list[str] = []
    for part in hint.split(KEYS_SEPARATOR):
        joined = f"{lines[-1]}{KEYS_SEPARATOR}{part}" if lines else part
        if lines and measure.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.extend(wrapped(part, size, width))
    return lines
