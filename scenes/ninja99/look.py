"""Colours, art names and the drawing of one grid cell, shared by the board, the ghost, the
hand and the side panels, so a clan or a Daimyo looks the same everywhere."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.kit.widgets import draw_text

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

CLAN_ART = {"B": "ninja99/ninja_black", "R": "ninja99/ninja_red", "W": "ninja99/ninja_white"}
CLAN_RGB = {"B": (35, 35, 43), "R": (184, 50, 44), "W": (239, 233, 220)}
CLAN_INK = {"B": (217, 212, 199), "R": (251, 233, 210), "W": (42, 42, 48)}
SEAT_RGB = ((47, 98, 181), (47, 138, 78))  # Blue, Green
SEAT_LIGHT = ((150, 185, 240), (140, 215, 165))
SEAT_TOKEN = ("ninja99/token_blue", "ninja99/token_green")
SEAT_FAVOUR = ("ninja99/favour_blue", "ninja99/favour_green")
AUTOMATON_RGB = (150, 120, 170)
AUTOMATON_LIGHT = (215, 190, 235)  # the automaton's purple for words on the dark panels
DAIMYO_RGB = {1: (215, 169, 40), 2: (58, 154, 106), 3: (59, 127, 196), 4: (123, 82, 176),
              5: (224, 122, 38), 6: (217, 102, 154), 7: (122, 85, 53)}
TILE_PAPER = ((214, 196, 160), (205, 188, 152), (208, 191, 156), (218, 201, 166))
EMPTY_MARK = (190, 172, 136)
LEGAL = (90, 200, 120)
ILLEGAL = (225, 70, 60)
SAMURAI_ART = "ninja99/samurai"


def seat_rgb(seat: int) -> tuple[int, int, int]:
    return SEAT_RGB[seat] if 0 <= seat < 2 else AUTOMATON_RGB


def draw_content(surface: pygame.Surface, assets: Assets, ch: str, rect: pygame.Rect,
                 ronin: bool = False) -> None:
    """One cell's content: a ninja of a clan, a samurai (with its Ronin clan when that module is
    on), or a Daimyo emblem with its number; ``.`` draws nothing."""
    size = rect.width
    if ch in CLAN_ART:
        surface.blit(assets.image(CLAN_ART[ch], (size, size)), rect)
    elif ch in "brw":
        surface.blit(assets.image(SAMURAI_ART, (size, size)), rect)
        if ronin:
            mark = max(6, size * 2 // 5)
            spot = pygame.Rect(rect.right - mark - 1, rect.bottom - mark - 1, mark, mark)
            surface.blit(assets.image(CLAN_ART[ch.upper()], (mark, mark)), spot)
    elif ch in "1234567":
        inner = rect.inflate(-max(2, size // 14), -max(2, size // 14))
        surface.blit(assets.image(f"ninja99/daimyo_{ch}", inner.size), inner)
        # the number on a dark badge in the corner, readable on every Daimyo colour
        badge = max(8, size * 2 // 5)
        draw_number_badge(surface, ch, (inner.right - badge // 2 + 1, inner.bottom - badge // 2 + 1), badge,
                          max(1, size // 40))


def draw_number_badge(surface: pygame.Surface, text: str, centre: tuple[int, int], diameter: int,
                      ring: int = 1, dim: bool = False) -> None:
    """A number on a dark disc with a light ring: readable over any art or colour (greyed when
    ``dim``, for what is out of play)."""
    pygame.draw.circle(surface, (30, 24, 20), centre, diameter // 2 + 1)
    pygame.draw.circle(surface, (120, 110, 100) if dim else (255, 246, 222), centre, diameter // 2 + 1, ring)
    draw_text(surface, text, centre, max(11, round(diameter * 0.8)), (140, 130, 118) if dim else (255, 250, 235),
              True, "center")


def draw_daimyo_list(surface: pygame.Surface, assets: Assets, order: tuple[int, ...], standing: set[int],
                     marked: int | None, x: int, y: int, size: int) -> int:
    """A Blacklist side: the seven Daimyos in its order, each numbered on a dark badge, the
    fallen crossed out and ``marked`` (the first still standing) framed in gold. Returns the
    bottom edge."""
    gap = max(3, size // 7)
    for k, number in enumerate(order):
        rect = pygame.Rect(x + k * (size + gap), y, size, size)
        surface.blit(assets.image(f"ninja99/daimyo_{number}", rect.size), rect)
        if number not in standing:  # fallen: darkened and struck through, under its number
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.circle(shade, (20, 16, 14, 150), (size // 2, size // 2), size // 2)
            surface.blit(shade, rect)
            pygame.draw.line(surface, (30, 20, 20), rect.topleft, rect.bottomright, 3)
        draw_number_badge(surface, str(number), rect.center, max(14, size * 7 // 10), dim=number not in standing)
        if number == marked:
            pygame.draw.rect(surface, (214, 170, 80), rect.inflate(4, 4), 2, border_radius=4)
    return y + size


def draw_token(surface: pygame.Surface, assets: Assets, seat: int, value: int, favour: bool,
               rect: pygame.Rect) -> None:
    """A player's token: the number side, or the Favour side (worth 1)."""
    if seat not in (0, 1):  # the solo automaton's tokens: plain discs in its own colour
        pygame.draw.circle(surface, AUTOMATON_RGB, rect.center, rect.width // 2)
        pygame.draw.circle(surface, (235, 225, 245), rect.center, rect.width // 2, max(1, rect.width // 12))
    else:
        art = SEAT_FAVOUR[seat] if favour else SEAT_TOKEN[seat]
        surface.blit(assets.image(art, rect.size), rect)
    if not favour:
        draw_text(surface, str(value), rect.center, max(12, round(rect.height * 0.62)), (255, 250, 235),
                  True, "center")
