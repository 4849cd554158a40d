"""The solo automaton's half of the left panel: its clan and tokens, the row of cards it laid
(whose middle numbers it scores), what the last one did, its Auto deck with the top card's
Blacklist back (public, as on a real table), and the Score deck's top card: the list of Daimyos
it will strike, the first still standing framed. Everything is read from the engine's
``automaton_panel``; the Score cards lying on the tracks are drawn at the tracks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ninja99.data import game_data
from game.ninja99.preview import AutomatonPanel
from scenes.kit.i18n import language
from scenes.kit.widgets import GOLD, INK, INK_DIM, draw_text, font, wrap
from scenes.ninja99.look import draw_daimyo_list, seat_rgb
from scenes.ninja99.texts import t

if TYPE_CHECKING:
    from scenes.kit.assets import Assets
    from scenes.ninja99.layout import Layout

DIM = (95, 88, 80)
CARD_INK = (40, 30, 30)
PLATE = (82, 74, 88)  # the card art's top box colour, under the card's id


def action_words(action: str) -> str:
    texts = game_data().auto_action_text[action]
    return texts.get(language(), texts["en"])


def draw_row(surface: pygame.Surface, assets: Assets, lay: Layout, panel: AutomatonPanel, x: int, y: int,
             width: int) -> int:
    """The automaton's laid cards, each covering the right half of the one before, as on the
    table. Returns the bottom edge."""
    card_w, card_h = lay.px(44), lay.px(60)
    shown = panel.row[-7:]
    step = min(round(card_w * 0.55), (width - card_w) // max(1, len(shown) - 1)) if len(shown) > 1 else 0
    cards = game_data().auto_cards
    for k, (card_id, left, right) in enumerate(shown):
        rect = pygame.Rect(x + k * step, y, card_w, card_h)
        surface.blit(assets.image("ninja99/automaton_card", rect.size), rect)
        # the id on a plate hiding the art's zigzag, in the part the next card leaves uncovered
        plate = pygame.Rect(rect.x + round(card_w * 0.12), rect.y + round(card_h * 0.09), round(card_w * 0.76),
                            round(card_h * 0.21))
        pygame.draw.rect(surface, PLATE, plate, border_radius=max(2, lay.px(3)))
        draw_text(surface, card_id, (plate.x + lay.px(2), plate.centery), lay.text(13), GOLD, True, "midleft")
        draw_text(surface, str(left), (rect.x + card_w * 0.29, rect.y + card_h * 0.51), lay.text(19), CARD_INK, True,
                  "center")
        if right is not None:  # only the last card's right number is not covered
            draw_text(surface, str(right), (rect.x + card_w * 0.71, rect.y + card_h * 0.51), lay.text(19), CARD_INK,
                      True, "center")
            draw_text(surface, str(cards[card_id].bottom), (rect.centerx, rect.y + card_h * 0.82), lay.text(15),
                      GOLD, True, "center")
    return y + card_h if shown else y


def draw_automaton(surface: pygame.Surface, assets: Assets, lay: Layout, panel: AutomatonPanel,
                   level: int, tokens: str, box: pygame.Rect) -> pygame.Rect:
    """Everything but the clan card, which the panels draw like every clan card: returns the
    rect the clan card goes in."""
    pad = lay.px(10)
    x, y = box.x + pad, box.y + pad
    width = box.width - 2 * pad
    band = pygame.Rect(x, y, width, lay.px(30))
    pygame.draw.rect(surface, seat_rgb(2), band, border_radius=lay.px(6))
    draw_text(surface, t("n99.automaton", level=level), (band.x + pad, band.centery), lay.text(20), INK, True,
              "midleft")
    clan_rect = pygame.Rect(x, band.bottom + pad, width, lay.px(40))
    y = clan_rect.bottom + lay.px(6)
    size = min(lay.px(24), (width - 7 * 3) // 8)
    for number, mark in enumerate(tokens, start=1):
        rect = pygame.Rect(x + (number - 1) * (size + 3), y, size, size)
        if mark == "P":
            pygame.draw.circle(surface, DIM, rect.center, size // 2, 1)
        else:
            pygame.draw.circle(surface, seat_rgb(2), rect.center, size // 2)
            draw_text(surface, str(number), rect.center, lay.text(14), INK, True, "center")
    y += size + lay.px(6)
    draw_text(surface, t("n99.auto_row", total=panel.row_total), (x, y), lay.text(15), INK_DIM)
    y += lay.px(18)
    bottom = draw_row(surface, assets, lay, panel, x, y, width)
    if panel.row:
        y = bottom + lay.px(3)
        last = game_data().auto_cards[panel.row[-1][0]]
        for line in wrap(action_words(last.action), lay.text(15), width)[:2]:
            draw_text(surface, line, (x, y), lay.text(15), INK_DIM)
            y += lay.px(17)
    y += lay.px(6)
    if panel.auto_deck_top is not None:
        upcoming = game_data().auto_cards[panel.auto_deck_top]
        deck_line = t("n99.auto_deck_next", count=panel.auto_deck_count, card=panel.auto_deck_top,
                      action=t(f"n99.action.{upcoming.action}"))
    else:
        deck_line = t("n99.auto_deck", count=panel.auto_deck_count)
    y = _draw_wrapped(surface, lay, deck_line, x, y, width, INK_DIM)
    if panel.score_deck_top is None:
        draw_text(surface, t("n99.auto_score_deck", count=0), (x, y), lay.text(15), INK_DIM)
        return clan_rect
    # a strike owed from the player's own Daimyo step opens the automaton's turn, whatever its card
    strikes = "n99.auto_strike_due" if panel.strike_due else "n99.auto_strikes"
    y = _draw_wrapped(surface, lay, t(strikes, count=panel.score_deck_count), x, y, width,
                      GOLD if panel.strike_due else INK_DIM, panel.strike_due)
    icon = min(lay.px(26), (width - 6 * 4) // 7)
    draw_daimyo_list(surface, assets, panel.top_order, set(panel.standing), panel.next_strike, x + 2, y + 2, icon)
    return clan_rect


def _draw_wrapped(surface: pygame.Surface, lay: Layout, text: str, x: int, y: int, width: int,
                  colour: tuple[int, int, int], bold: bool = False) -> int:
    """A line of the panel, wrapped when the text floor makes it wider than the panel (the
    deck lines in French at 1024x600); returns the top of the next line."""
    size = lay.text(15)
    lines = wrap(text, size, width, bold)
    step = max(lay.px(18), font(size, bold).get_linesize())
    for line in lines:
        draw_text(surface, line, (x, y), size, colour, bold)
        y += step
    return y
