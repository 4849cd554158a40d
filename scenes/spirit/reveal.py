"""Katsushiro's Kiai on the table: the deck's top cards face up in a panel over the boards while
he chooses their order, with one button per order (the decider's) named by the cards.

The engine says which cards the table sees (the view's ``Task.shown``) and which orders are
legal; this module only lays them out and names them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.spirit.data import SAMURAI_NAMES, card
from scenes.kit.i18n import register, t
from scenes.kit.widgets import GOLD, GOLD_BRIGHT, GOLD_DIM, INK, INK_DIM, draw_text, fit_text, font
from scenes.spirit.layout import Layout
from scenes.spirit.painter import draw_card, panel
from scenes.spirit.texts import lang

register({
    "en": {
        "spirit.reveal.title": "{name}'s Kiai: the top of the deck, face up (1 is drawn first)",
        "spirit.reveal.choose": "Put them back in the order of your choice:",
        "spirit.reveal.waiting": "{name} chooses their order…",
    },
    "fr": {
        "spirit.reveal.title": "Kiai de {name} : le dessus de la pioche, face visible (1 sera pioché en premier)",
        "spirit.reveal.choose": "Replacez-les dans l'ordre de votre choix :",
        "spirit.reveal.waiting": "{name} choisit leur ordre…",
    },
})

SYMBOL_WORDS = {
    "hat": {"en": "hat", "fr": "chapeau"},
    "farm": {"en": "farm", "fr": "ferme"},
    "doll": {"en": "doll", "fr": "poupée"},
}
# a penalty in a word or two, to tell apart two cards of one value and symbol
PENALTY_WORDS = {
    "barricade": {"en": "barricade", "fr": "barricade"}, "wound": {"en": "wound", "fr": "blessure"},
    "infiltrate": {"en": "infiltrator", "fr": "infiltré"},
    "no_defend": {"en": "no defence", "fr": "sans défense"},
    "no_support": {"en": "no support", "fr": "sans soutien"}, "left": {"en": "← left", "fr": "← gauche"},
    "right": {"en": "→ right", "fr": "→ droite"}, "forced_pass": {"en": "pass", "fr": "passe"},
    "reshuffle": {"en": "reshuffle", "fr": "mélange"}, "no_talent": {"en": "no talent", "fr": "sans talent"},
    "discard_left": {"en": "lose a defence", "fr": "perd une défense"},
}


def short_names(cards: Sequence[int]) -> dict[int, str]:
    """A short name per card, "4 hat", with its flames and penalties added only where two of
    ``cards`` would otherwise read the same (no two brigands are alike in everything)."""
    code = lang()

    def base(card_id: int) -> str:
        brigand = card(card_id)
        symbol = SYMBOL_WORDS[brigand.symbol][code] if brigand.symbol else ""
        return f"{brigand.value} {symbol}".strip()

    twins = Counter(base(c) for c in cards)
    names = {}
    for card_id in cards:
        name = base(card_id)
        if twins[name] > 1:
            brigand = card(card_id)
            marks = (["flammes" if code == "fr" else "flames"] if brigand.flames else [])
            marks += [PENALTY_WORDS.get(p, {}).get(code, p) for p in brigand.penalties]
            name = f"{name} ({', '.join(marks)})" if marks else name
        names[card_id] = name
    return names


def order_text(order: Sequence[int]) -> str:
    """An order of the deck's top named by its cards, the first drawn first: "4 hat › 2 farm"."""
    names = short_names(order)
    return " › ".join(names[c] for c in order)


@dataclass
class RevealRects:
    box: pygame.Rect
    cards: list[pygame.Rect]
    orders: list[pygame.Rect]  # the decider's buttons, one per order (none for onlookers)


def reveal_rects(lay: Layout, cards: int, orders: int) -> RevealRects:
    """The panel centred over the boards: a heading, the cards in a row, then the order
    buttons two to a row (one row when there are only two)."""
    px = lay.px
    boards = pygame.Rect(lay.village.left, lay.village.bottom, lay.village.width, lay.bar.top - lay.village.bottom)
    # wide enough for its heading in full (large text, French), as the boards' width allows
    heading = max(font(px(18), True).size(t("spirit.reveal.title", name=name))[0] for name in SAMURAI_NAMES)
    width = min(boards.width - px(40), max(px(620), heading + px(24)))
    card_h = min(px(120), boards.height // 3)
    card_w = round(card_h * 0.7)
    columns = 2 if orders > 2 else max(1, orders)
    rows = -(-orders // columns) if orders else 0
    button_h, gap = px(36), px(8)
    height = px(40) + card_h + px(30) + (px(26) + rows * (button_h + gap) if orders else px(28)) + px(8)
    box = pygame.Rect(0, 0, width, min(height, boards.height - px(8)))
    box.center = boards.center
    row_w = cards * card_w + (cards - 1) * px(16)
    x = box.centerx - row_w // 2
    top = box.top + px(40)
    card_rects = [pygame.Rect(x + i * (card_w + px(16)), top, card_w, card_h) for i in range(cards)]
    button_w = (width - px(32) - (columns - 1) * gap) // columns
    first = top + card_h + px(30) + px(26)
    order_rects = [pygame.Rect(box.left + px(16) + (i % columns) * (button_w + gap), first + (i // columns) * (button_h + gap),
                               button_w, button_h) for i in range(orders)]
    return RevealRects(box, card_rects, order_rects)


def draw_reveal(surface: pygame.Surface, lay: Layout, rects: RevealRects, cards: Sequence[int], assets: Any,
                decider: str, deciding: bool) -> None:
    """The panel and its cards; the order buttons are the table's, drawn after this."""
    px = lay.px
    panel(surface, rects.box, (44, 34, 40), GOLD, 255)
    width = rects.box.width - px(24)
    draw_text(surface, fit_text(t("spirit.reveal.title", name=decider), px(18), width, True),
              (rects.box.centerx, rects.box.top + px(12)), px(18), GOLD_BRIGHT, True, "midtop")
    for position, (card_id, rect) in enumerate(zip(cards, rects.cards, strict=True), start=1):
        draw_card(surface, rect, card_id, assets, lifted=True)
        draw_text(surface, str(position), (rect.centerx, rect.bottom + px(4)), px(20), GOLD, True, "midtop")
    below = rects.cards[0].bottom + px(30) if rects.cards else rects.box.top + px(40)
    text = t("spirit.reveal.choose") if deciding else t("spirit.reveal.waiting", name=decider)
    draw_text(surface, fit_text(text, px(17), width), (rects.box.centerx, below), px(17),
              INK if deciding else INK_DIM, anchor="midtop")
    pygame.draw.rect(surface, GOLD_DIM, rects.box, 1, border_radius=10)
