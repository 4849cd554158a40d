"""The shared background of the menu screens: dark lacquer with a faint gold wave pattern and
a vignette, rendered once per window size."""

from __future__ import annotations

from typing import Any

import pygame

_cache: dict[tuple[int, int, tuple[int, int, int]], pygame.Surface] = {}


def _gradient(size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]) -> pygame.Surface:
    column = pygame.Surface((1, 256))
    for y in range(256):
        f = y / 255
        column.set_at((0, y), tuple(round(a + (b - a) * f) for a, b in zip(top, bottom, strict=True)))
    return pygame.transform.smoothscale(column, size)


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """Darker corners: drawn small and scaled up, which blurs it for free."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (0, 0, 0, round(200 * d ** 2.2)))
    return pygame.transform.smoothscale(small, size)


def backdrop(size: tuple[int, int], assets: Any, tint: tuple[int, int, int] = (214, 170, 80)) -> pygame.Surface:
    key = (size[0], size[1], tint)
    found = _cache.get(key)
    if found is not None:
        return found
    if len(_cache) > 6:
        _cache.clear()
    surface = _gradient(size, (40, 30, 27), (14, 11, 10))
    scale = max(0.5, min(size[0] / 1280, size[1] / 720))
    tile = assets.image("ui/seigaiha", (round(160 * scale), round(80 * scale))).copy()
    faint = tuple(round(c * 0.075) for c in tint)  # white lines become faint gold on black
    tile.fill((*faint, 255), special_flags=pygame.BLEND_RGB_MULT)
    for y in range(0, size[1], tile.get_height()):
        for x in range(0, size[0], tile.get_width()):
            surface.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(_vignette(size), (0, 0))
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    _cache[key] = surface
    return surface


def paint(surface: pygame.Surface, assets: Any) -> None:
    surface.blit(backdrop(surface.get_size(), assets), (0, 0))
