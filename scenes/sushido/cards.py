"""Sushido cards drawn from the art: a type colour, the type's picture, the symbol in the
corner and the name along the bottom; the back is a lacquered wave pattern."""

from __future__ import annotations

from typing import Any

import pygame

from game.sushido.data import rules
from scenes.kit.widgets import GOLD, GOLD_BRIGHT, draw_text, font
from scenes.sushido.texts import lang

CARDS = rules().cards
KIND_COLOURS = {
    "hit": (178, 58, 48),
    "block": (56, 96, 156),
    "move": (58, 134, 104),
    "super": (196, 150, 52),
}
SYMBOL_COLOURS = {"wave": (90, 170, 220), "fin": (120, 200, 170), "shell": (236, 170, 150), "pearl": (236, 232, 244)}


SMALLEST_BAND_TITLE = 8  # px: below it a card's name in its band would not be read, only guessed


def band_title_size(title: str, size: int, width: int) -> int:
    """The largest text size, from ``size`` down to the smallest readable one, at which the
    whole card name fits ``width``; 0 when none does (a cut "M…" says nothing)."""
    for smaller in range(size, SMALLEST_BAND_TITLE - 1, -1):
        if font(smaller, True).size(title)[0] <= width:
            return smaller
    return 0


def face_frame(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """A face's coloured inner field and its type picture's place: the same for every kind."""
    w, h = size
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 14), -max(4, w // 14))
    picture = pygame.Rect(0, 0, round(w * 0.62), round(w * 0.62))
    picture.center = (w // 2, round(h * 0.45))
    return inner, picture


def band_title(title: str, size: tuple[int, int]) -> tuple[int, pygame.Rect]:
    """The text size of ``title`` in the band along a face's foot, and the band; size 0 when the
    whole name cannot be read there."""
    w, h = size
    inner, picture = face_frame(size)
    # a pixel of the band at each end is margin enough: at the floor "Super" needs every other one
    size_title = band_title_size(title, max(10, round(w * 0.2)), inner.width - 2)
    # The band holds its name's whole height: at the text floor a small card's name stands taller
    # than the design's fifth of the card, and would run over the card's edge.
    band_height = max(round(h * 0.2), font(size_title, True).get_height() if size_title else 0)
    band = pygame.Rect(inner.left, inner.bottom - band_height, inner.width, band_height)
    if band.top < picture.bottom:
        size_title = 0  # a band that tall would cover the picture: the picture says the card alone
    return size_title, band


def every_kind_named(size: tuple[int, int]) -> bool:
    """Whether every kind's name reads whole on a face of ``size``. Faces of one size show their
    names all or none: a row of small cards named, unnamed, named would look broken."""
    return all(band_title(rules().names[lang()][kind], size)[0] for kind in KIND_COLOURS)


class CardPainter:
    """Renders faces and backs once per size and keeps them."""

    def __init__(self, assets: Any) -> None:
        self.assets = assets
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("face", card, size, lang())
        found = self._cache.get(key)
        if found is not None:
            return found
        c = CARDS[card]
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        colour = KIND_COLOURS[c.kind]
        radius = max(3, w // 12)
        pygame.draw.rect(surface, (238, 228, 206), surface.get_rect(), border_radius=radius)
        inner, picture_rect = face_frame(size)
        pygame.draw.rect(surface, colour, inner, border_radius=radius)
        picture = self.assets.image(f"sushido/kind_{c.kind}", picture_rect.size)
        surface.blit(picture, picture.get_rect(center=picture_rect.center))
        badge = round(w * 0.3)
        pygame.draw.circle(surface, (24, 30, 44), (inner.left + badge // 2 + 2, inner.top + badge // 2 + 2), badge // 2 + 1)
        symbol = self.assets.image(f"sushido/sym_{c.symbol}", (badge - 4, badge - 4))
        surface.blit(symbol, symbol.get_rect(center=(inner.left + badge // 2 + 2, inner.top + badge // 2 + 2)))
        title = rules().names[lang()][c.kind]
        size_title, band = band_title(title, size)
        if size_title and every_kind_named(size):  # else the picture, and the name beside it, say it
            pygame.draw.rect(surface, (20, 16, 14), band, border_bottom_left_radius=radius,
                             border_bottom_right_radius=radius)
            draw_text(surface, title, band.center, size_title, (246, 238, 222), True, "center")
        pygame.draw.rect(surface, GOLD, surface.get_rect(), 1, border_radius=radius)
        self._cache[key] = surface
        return surface

    def back(self, size: tuple[int, int], mine: bool = False) -> pygame.Surface:
        key = ("back", size, mine)
        found = self._cache.get(key)
        if found is not None:
            return found
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, size[0] // 12)
        pygame.draw.rect(surface, (30, 34, 52), surface.get_rect(), border_radius=radius)
        art = self.assets.image("sushido/card_back", (size[0] - 6, size[1] - 6))
        surface.blit(art, art.get_rect(center=(size[0] // 2, size[1] // 2)))
        pygame.draw.rect(surface, GOLD_BRIGHT if mine else GOLD, surface.get_rect(), 2 if mine else 1,
                         border_radius=radius)
        self._cache[key] = surface
        return surface

    def draw(self, surface: pygame.Surface, card: int, rect: pygame.Rect, face_up: bool = True,
             mine: bool = False) -> None:
        picture = self.face(card, rect.size) if face_up and card >= 0 else self.back(rect.size, mine)
        surface.blit(picture, rect)
