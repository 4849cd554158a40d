"""A transparent Ninja card drawn on its own: a pane of glass with its ninjas and samurai.

Used for the hand, the held card, the ghost and the cards travelling during AI turns. Pictures
are cached per (pattern, cell size, tint) because the same card is drawn every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.ninja99.look import draw_content

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

_cache: dict[tuple[tuple[str, ...], int, bool, tuple[int, ...] | None], pygame.Surface] = {}


def card_surface(assets: Assets, pattern: tuple[str, ...], cell: int, ronin: bool = False,
                 edge: tuple[int, ...] | None = None) -> pygame.Surface:
    """The card at ``cell`` pixels per cell, with an optional coloured edge (legal/illegal)."""
    key = (tuple(pattern), cell, ronin, tuple(edge) if edge else None)
    found = _cache.get(key)
    if found is not None:
        return found
    if len(_cache) > 300:
        _cache.clear()
    size = 3 * cell
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, cell // 6)
    pygame.draw.rect(surface, (225, 238, 250, 70), surface.get_rect(), border_radius=radius)
    for k in (1, 2):  # faint etched lines between the cells
        pygame.draw.line(surface, (255, 255, 255, 40), (k * cell, 4), (k * cell, size - 4))
        pygame.draw.line(surface, (255, 255, 255, 40), (4, k * cell), (size - 4, k * cell))
    inset = max(2, cell // 12)
    for r, row in enumerate(pattern):
        for c, ch in enumerate(row):
            if ch != ".":
                rect = pygame.Rect(c * cell, r * cell, cell, cell).inflate(-inset, -inset)
                draw_content(surface, assets, ch, rect, ronin)
    colour = edge if edge else (250, 250, 255, 190)
    pygame.draw.rect(surface, colour, surface.get_rect(), max(2, cell // 14) if edge else max(1, cell // 22),
                     border_radius=radius)
    _cache[key] = surface
    return surface


def posed(surface: pygame.Surface, angle: float, squash: float, lift: float = 1.0) -> pygame.Surface:
    """The card turned by ``angle`` degrees clockwise, narrowed by ``squash`` (a flip in
    progress) and grown by ``lift`` (picked up cards look closer)."""
    w, h = surface.get_size()
    if squash < 0.999 or abs(lift - 1.0) > 1e-3:
        surface = pygame.transform.smoothscale(surface, (max(1, round(w * squash * lift)), max(1, round(h * lift))))
    if abs(angle) > 0.2:
        surface = pygame.transform.rotate(surface, -angle)
    return surface


def shadow_of(image: pygame.Surface, alpha: int = 90) -> pygame.Surface:
    """The card's own outline in translucent black (turned cards cast turned shadows)."""
    shade = image.copy()
    shade.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return shade
