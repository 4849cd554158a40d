"""Card and token sprites, and the glow that lights drop targets.

A card is described by a ``CardFace`` (title, type colour, text lines, corner value, optional
art from ``art/``); ``CardSprite`` renders its face and back once per pixel size and draws
them at any position, angle and scale, lifted when hovered and ringed in gold when
highlighted. ``TokenSprite`` does the same for round tokens (honour points, damage, chips).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    LACQUER,
    LACQUER_RED,
    PAPER_LIGHT,
    draw_text,
    font,
    forget_on_text_change,
    text_surface,
    wrap,
)

CARD_RATIO = 1.4  # height / width of a poker-size card
_ROTATED_LIMIT = 300
CARD_INK = (40, 30, 26)


@dataclass(frozen=True)
class CardFace:
    title: str
    colour: tuple[int, int, int]  # the card type's colour: border, title band, corner
    lines: tuple[str, ...] = ()  # body text, wrapped to the card's width
    corner: str = ""  # a value or cost in the top-left corner
    kind: str = ""  # the type's name, under the title
    art: str | None = None  # a drawing under art/ shown in the picture box
    footer: str = ""


def _shade(colour: Sequence[int], factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(c * factor))) for c in colour[:3])  # type: ignore[return-value]


@dataclass
class _Cache:
    base: OrderedDict[Any, pygame.Surface] = field(default_factory=OrderedDict)

    def get(self, key: Any) -> pygame.Surface | None:
        found = self.base.get(key)
        if found is not None:
            self.base.move_to_end(key)
        return found

    def put(self, key: Any, surface: pygame.Surface) -> pygame.Surface:
        self.base[key] = surface
        if len(self.base) > _ROTATED_LIMIT:
            self.base.popitem(last=False)
        return surface


_cache = _Cache()
forget_on_text_change(_cache.base.clear)  # card faces hold text: drawn again at a new floor


def card_size(width: float) -> tuple[int, int]:
    return round(width), round(width * CARD_RATIO)


def render_face(face: CardFace, size: tuple[int, int], assets: Any = None) -> pygame.Surface:
    """The face of a card at exactly ``size`` pixels."""
    key = ("face", face, size)
    found = _cache.get(key)
    if found is not None:
        return found
    w, h = size
    radius = max(4, w // 14)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, PAPER_LIGHT, surface.get_rect(), border_radius=radius)
    border = max(2, w // 28)
    pygame.draw.rect(surface, face.colour, surface.get_rect(), border, border_radius=radius)
    pad = border + max(3, w // 22)
    # Title band.
    title_size = max(12, round(w * 0.17))
    band = pygame.Rect(pad, pad, w - 2 * pad, round(title_size * 0.95))
    pygame.draw.rect(surface, face.colour, band, border_radius=max(2, radius // 2))
    title = face.title
    while title and font(title_size, True).size(title)[0] > band.width - (band.height if face.corner else 0) - 6:
        title = title[:-1]
    if title != face.title:
        title = title[:-1] + "…"
    text_x = band.centerx + (band.height // 2 if face.corner else 0)
    draw_text(surface, title, (text_x, band.centery), title_size, INK, True, "center")
    if face.corner:
        centre = (band.left + band.height // 2, band.centery)
        pygame.draw.circle(surface, LACQUER, centre, band.height // 2 + 2)
        pygame.draw.circle(surface, GOLD, centre, band.height // 2 + 2, 2)
        draw_text(surface, face.corner, centre, title_size, GOLD_BRIGHT, True, "center")
    y = band.bottom + 3
    if face.kind:
        kind_size = max(10, round(w * 0.12))
        draw_text(surface, face.kind, (w / 2, y), kind_size, _shade(face.colour, 0.7), anchor="midtop")
        y += font(kind_size).get_linesize()
    # Picture box.
    picture = pygame.Rect(pad, y + 2, w - 2 * pad, round(h * 0.36))
    pygame.draw.rect(surface, _shade(face.colour, 0.35), picture, border_radius=max(2, radius // 2))
    if face.art and assets is not None:
        art = assets.image(face.art, picture.inflate(-6, -6).size)
        surface.blit(art, art.get_rect(center=picture.center))
    else:
        _draw_mon(surface, picture.center, min(picture.width, picture.height) * 0.36, _shade(face.colour, 0.8))
    pygame.draw.rect(surface, _shade(face.colour, 0.8), picture, 1, border_radius=max(2, radius // 2))
    # Body text: shrink until it fits the space left.
    body = pygame.Rect(pad + 2, picture.bottom + 4, w - 2 * pad - 4, h - picture.bottom - pad - 6)
    footer_h = 0
    if face.footer:
        footer_h = font(max(9, round(w * 0.1))).get_linesize()
        body.height -= footer_h
    text_size = max(9, round(w * 0.13))
    while text_size > 9:
        lines = [line for text in face.lines for line in wrap(text, text_size, body.width)]
        if len(lines) * font(text_size).get_linesize() <= body.height:
            break
        text_size -= 1
    lines = [line for text in face.lines for line in wrap(text, text_size, body.width)]
    line_h = font(text_size).get_linesize()
    for index, line in enumerate(lines):
        if (index + 1) * line_h > body.height + 2:
            break
        draw_text(surface, line, (body.centerx, body.top + index * line_h), text_size, CARD_INK,
                  anchor="midtop")
    if face.footer:
        draw_text(surface, face.footer, (w / 2, h - pad), max(9, round(w * 0.1)), _shade(face.colour, 0.6),
                  anchor="midbottom")
    return _cache.put(key, surface)


def render_back(size: tuple[int, int], colour: tuple[int, int, int] = LACQUER_RED,
                assets: Any = None, art: str = "ui/card_back") -> pygame.Surface:
    """The shared back: lacquer with a gold frame and the emblem."""
    key = ("back", size, colour, art)
    found = _cache.get(key)
    if found is not None:
        return found
    w, h = size
    radius = max(4, w // 14)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if assets is not None and assets.exists(art):
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
        picture = assets.image(art, size)
        surface.blit(picture, picture.get_rect(center=(w // 2, h // 2)))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
        _draw_mon(surface, (w / 2, h / 2), w * 0.28, GOLD_DIM)
    pygame.draw.rect(surface, GOLD, surface.get_rect(), max(2, w // 30), border_radius=radius)
    inner = surface.get_rect().inflate(-w // 7, -w // 7)
    pygame.draw.rect(surface, GOLD_DIM, inner, 1, border_radius=max(2, radius // 2))
    return _cache.put(key, surface)


def _draw_mon(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              colour: tuple[int, int, int]) -> None:
    """A family crest of five petals: the placeholder-free picture for cards without art."""
    cx, cy = centre
    r = max(2.0, radius)
    pygame.draw.circle(surface, colour, (cx, cy), r, max(1, round(r / 10)))
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        px, py = cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45
        pygame.draw.circle(surface, colour, (px, py), r * 0.3)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.16)


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, lift: float, radius: int) -> None:
    offset = round(3 + lift * 10)
    shadow = pygame.Surface(rect.inflate(offset * 2, offset * 2).size, pygame.SRCALPHA)
    for step in range(4):
        alpha = 40 - step * 8
        inner = shadow.get_rect().inflate(-step * offset // 2, -step * offset // 2)
        pygame.draw.rect(shadow, (0, 0, 0, alpha), inner, border_radius=radius + offset - step)
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx + offset // 2, rect.centery + offset)))


def glow(size: tuple[int, int], colour: tuple[int, ...] = GOLD_BRIGHT, radius: int = 10,
         spread: int = 10) -> pygame.Surface:
    """A soft ring to put behind a highlighted piece or a lit target."""
    key = ("glow", size, tuple(colour), radius, spread)
    found = _cache.get(key)
    if found is not None:
        return found
    w, h = size[0] + spread * 2, size[1] + spread * 2
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    for step in range(spread, 0, -2):
        alpha = round(150 * (1 - step / spread) ** 1.5) + 12
        rect = pygame.Rect(spread - step, spread - step, size[0] + 2 * step, size[1] + 2 * step)
        pygame.draw.rect(surface, (*colour[:3], alpha), rect, 3, border_radius=radius + step)
    return _cache.put(key, surface)


def draw_target(surface: pygame.Surface, rect: pygame.Rect, lit: bool, hovered: bool = False,
                clock: float = 0.0, radius: int = 10) -> None:
    """A drop target: a faint outline, gold and pulsing while lit, bright under the piece."""
    if not lit:
        pygame.draw.rect(surface, (*GOLD_DIM, 255), rect, 1, border_radius=radius)
        return
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    spread = max(6, rect.width // 12)
    ring = glow(rect.size, GOLD_BRIGHT if hovered else GOLD, radius, spread)
    ring = ring.copy()
    ring.set_alpha(round(150 + 105 * (1 if hovered else pulse)))
    surface.blit(ring, ring.get_rect(center=rect.center))
    fill = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(fill, (*GOLD, 70 if hovered else 30), fill.get_rect(), border_radius=radius)
    surface.blit(fill, rect)
    pygame.draw.rect(surface, GOLD_BRIGHT if hovered else GOLD, rect, 3 if hovered else 2, border_radius=radius)


def _blit_transformed(surface: pygame.Surface, image: pygame.Surface, key: Any, pos: tuple[float, float],
                      angle: float, scale: float) -> pygame.Rect:
    quantised = round(angle) % 360
    if quantised != 0 or abs(scale - 1) > 1e-3:
        cache_key = ("rot", key, quantised, round(scale, 3))
        turned = _cache.get(cache_key)
        if turned is None:
            turned = _cache.put(cache_key, pygame.transform.rotozoom(image, -quantised, scale))
        image = turned
    rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
    surface.blit(image, rect)
    return rect


@dataclass
class CardSprite:
    """A card that can be drawn face up or down anywhere on the table."""

    face: CardFace | None  # None: a hidden card, only its back can be drawn
    back_colour: tuple[int, int, int] = LACQUER_RED
    back_art: str = "ui/card_back"

    def draw(self, surface: pygame.Surface, pos: tuple[float, float], width: float, angle: float = 0.0,
             scale: float = 1.0, face_up: bool = True, hover: bool = False, highlight: bool = False,
             assets: Any = None, dimmed: bool = False) -> pygame.Rect:
        """Draw centred on ``pos``, ``width`` pixels wide before ``scale``; ``angle`` in degrees
        clockwise (as pymunk reports it). Returns the screen rect it covers."""
        size = card_size(width)
        up = face_up and self.face is not None
        if up:
            assert self.face is not None
            image = render_face(self.face, size, assets)
            key: Any = ("face", self.face, size)
        else:
            image = render_back(size, self.back_colour, assets, self.back_art)
            key = ("back", size, self.back_colour, self.back_art)
        if hover:
            scale *= 1.06
        if dimmed:
            image = image.copy()
            image.fill((130, 130, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
            key = ("dim", key)
        box = pygame.Rect(0, 0, round(size[0] * scale), round(size[1] * scale))
        box.center = (round(pos[0]), round(pos[1] - (6 if hover else 0)))
        radius = max(4, size[0] // 14)
        if highlight:
            ring = glow(box.size, GOLD_BRIGHT, radius, max(6, box.width // 10))
            if abs(angle) >= 0.5:
                ring = pygame.transform.rotate(ring, -angle)
            surface.blit(ring, ring.get_rect(center=box.center))
        draw_shadow(surface, box, 1.0 if hover else 0.2, radius)
        return _blit_transformed(surface, image, key, box.center, angle, scale)


@dataclass
class TokenSprite:
    """A round token: a coloured disc with a gold rim and a label or a small drawing."""

    colour: tuple[int, int, int]
    label: str = ""
    art: str | None = None

    def render(self, radius: int, assets: Any = None) -> pygame.Surface:
        key = ("token", self.colour, self.label, self.art, radius)
        found = _cache.get(key)
        if found is not None:
            return found
        size = radius * 2 + 2
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        pygame.draw.circle(surface, _shade(self.colour, 0.55), centre, radius)
        pygame.draw.circle(surface, self.colour, centre, round(radius * 0.86))
        pygame.draw.circle(surface, _shade(self.colour, 1.25), (centre[0] - radius * 0.2, centre[1] - radius * 0.25),
                           round(radius * 0.45))
        pygame.draw.circle(surface, self.colour, centre, round(radius * 0.7))
        pygame.draw.circle(surface, GOLD, centre, radius, max(1, radius // 9))
        if self.art and assets is not None:
            art = assets.image(self.art, (round(radius * 1.2), round(radius * 1.2)))
            surface.blit(art, art.get_rect(center=centre))
        elif self.label:
            text = text_surface(self.label, max(10, round(radius * 1.1)), INK, True)
            surface.blit(text, text.get_rect(center=centre))
        return _cache.put(key, surface)

    def draw(self, surface: pygame.Surface, pos: tuple[float, float], radius: float, hover: bool = False,
             highlight: bool = False, assets: Any = None, angle: float = 0.0) -> pygame.Rect:
        r = round(radius * (1.08 if hover else 1.0))
        image = self.render(r, assets)
        if highlight:
            ring = glow((r * 2, r * 2), GOLD_BRIGHT, r, max(5, r // 2))
            surface.blit(ring, ring.get_rect(center=(round(pos[0]), round(pos[1]))))
        shadow = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(shadow, (0, 0, 0, 70), (r + 4, r + 4), r + 2)
        surface.blit(shadow, shadow.get_rect(center=(round(pos[0]) + 2, round(pos[1]) + 4)))
        key = ("token", self.colour, self.label, self.art, r)
        return _blit_transformed(surface, image, key, pos, angle, 1.0)
