"""What opens over the table on request: a card's full text, a tooltip, the discard pile."""

from __future__ import annotations

import pygame

from game.katana.cards import CARD
from scenes.katana.cardfaces import CardArt
from scenes.katana.texts import lang
from scenes.kit.i18n import t
from scenes.kit.widgets import GOLD, INK, INK_DIM, dim, draw_panel, font, text_surface, wrap


def tooltip_box(window: tuple[int, int], anchor: tuple[int, int], title: str, body: str,
                scale: float) -> pygame.Rect:
    """Where ``draw_tooltip`` puts its panel: standing on ``anchor``, kept inside the window."""
    size = max(14, round(19 * scale))
    width = round(300 * scale)
    pad = round(10 * scale)
    title_height = text_surface(title, size + 2, GOLD, True).get_height()
    height = pad * 2 + title_height + font(size).get_linesize() * len(wrap(body, size, width))
    rect = pygame.Rect(0, 0, width + pad * 2, height)
    rect.midbottom = anchor
    rect.clamp_ip(pygame.Rect((0, 0), window))
    return rect


def draw_tooltip(surface: pygame.Surface, anchor: tuple[int, int], title: str, body: str, scale: float) -> None:
    """A small panel with a bold title and wrapped text, kept inside the window."""
    size = max(14, round(19 * scale))
    width = round(300 * scale)
    lines = wrap(body, size, width)
    line_h = font(size).get_linesize()
    pad = round(10 * scale)
    title_s = text_surface(title, size + 2, GOLD, True)
    rect = tooltip_box(surface.get_size(), anchor, title, body, scale)
    draw_panel(surface, rect, alpha=246)
    surface.blit(title_s, (rect.left + pad, rect.top + pad))
    y = rect.top + pad + title_s.get_height()
    for line in lines:
        surface.blit(text_surface(line, size, INK), (rect.left + pad, y))
        y += line_h


def card_detail_box(window: tuple[int, int], scale: float) -> pygame.Rect:
    """The panel of a card shown large: the card and its text beside it, in the window's middle."""
    card_w = round(230 * scale)
    pad = round(20 * scale)
    box = pygame.Rect(0, 0, card_w + round(330 * scale) + pad * 3, round(card_w * 1.4) + pad * 2)
    box.center = (window[0] // 2, window[1] // 2)
    return box


def draw_card_detail(surface: pygame.Surface, card: int, art: CardArt, scale: float) -> pygame.Rect:
    """The card large in the middle with its full text beside it; returns the covered rect."""
    dim(surface, 150)
    card_w = round(230 * scale)
    size = (card_w, round(card_w * 1.4))
    face = art.face(card, size, lang())
    text_w = round(330 * scale)
    pad = round(20 * scale)
    box = card_detail_box(surface.get_size(), scale)
    draw_panel(surface, box, alpha=250)
    surface.blit(face, (box.left + pad, box.top + pad))
    x = box.left + pad * 2 + size[0]
    y = box.top + pad
    kind = CARD[card]
    title = text_surface(kind.name(lang()), round(34 * scale), GOLD, True)
    surface.blit(title, (x, y))
    y += title.get_height() + round(8 * scale)
    body = round(22 * scale)
    lines = wrap(kind.text(lang()), body, text_w)
    if kind.kind == "weapon":
        stats = {"en": f"Difficulty {kind.difficulty}, damage {kind.damage}",
                 "fr": f"Précision {kind.difficulty}, dégâts {kind.damage}"}[lang()]
        lines = [stats, ""] + lines
    for line in lines:
        surface.blit(text_surface(line, body, INK), (x, y))
        y += font(body).get_linesize()
    hint = text_surface(t("katana.browse.close"), round(18 * scale), INK_DIM)
    surface.blit(hint, hint.get_rect(bottomright=(box.right - pad, box.bottom - pad // 2)))
    return box


class DiscardBrowser:
    """The discard pile spread out, newest first, scrolled with the wheel; a click closes it."""

    def __init__(self, cards: tuple[int, ...]) -> None:
        self.cards = tuple(reversed(cards))
        self.scroll = 0
        self.card_rects: list[tuple[int, pygame.Rect]] = []

    def handle_wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in self.card_rects:
            if rect.collidepoint(pos):
                return card
        return None

    def draw(self, surface: pygame.Surface, art: CardArt, scale: float) -> None:
        dim(surface, 170)
        w, h = surface.get_size()
        pad = round(24 * scale)
        heading = text_surface(browser_title(len(self.cards)), round(30 * scale), GOLD, True)
        surface.blit(heading, heading.get_rect(midtop=(w // 2, pad)))
        card_w = round(96 * scale)
        size = (card_w, round(card_w * 1.4))
        gap = round(10 * scale)
        per_row = max(1, (w - pad * 2 + gap) // (card_w + gap))
        rows_visible = max(1, (h - heading.get_height() - pad * 4) // (size[1] + gap))
        self.scroll = min(self.scroll, max(0, (len(self.cards) + per_row - 1) // per_row - rows_visible))
        left = (w - (per_row * (card_w + gap) - gap)) // 2
        top = pad * 2 + heading.get_height()
        self.card_rects = []
        first = self.scroll * per_row
        for index, card in enumerate(self.cards[first:first + per_row * rows_visible]):
            row, col = divmod(index, per_row)
            rect = pygame.Rect(left + col * (card_w + gap), top + row * (size[1] + gap), *size)
            surface.blit(art.face(card, size, lang()), rect)
            self.card_rects.append((card, rect))
        hint = text_surface(t("katana.browse.close"), round(20 * scale), INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - pad // 2)))


def browser_title(count: int) -> str:
    """The discard browser's heading, with the count in the right number."""
    if count == 0:
        return t("katana.browse.empty")
    return t("katana.browse.title_one") if count == 1 else t("katana.browse.title", count=count)
