"""What the table animates after an action: a card travelling to its spot and settling, points
floating up, a ring around a falling Daimyo. Each effect only draws; the table keeps the board
picture of the state before the action until the travelling card has landed."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from scenes.kit.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic
from scenes.kit.widgets import draw_text, text_surface
from scenes.ninja99.card_art import card_surface, posed, shadow_of

if TYPE_CHECKING:
    from scenes.kit.assets import Assets
    from scenes.ninja99.camera import Camera


@dataclass
class Travel:
    """A card going from ``start`` (screen centre, angle) to a grid spot, turning into its
    orientation on the way, then settling with a small overshoot."""

    pattern: tuple[str, ...]
    start: tuple[float, float]
    start_angle: float
    end_cell: tuple[int, int]  # top-left cell of the card
    duration: float
    settle: float = 0.18
    elapsed: float = 0.0
    ronin: bool = False
    unflipped: tuple[str, ...] | None = None  # a card laid flipped shows this face first

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration + self.settle

    @property
    def landed(self) -> bool:
        return self.elapsed >= self.duration


@dataclass
class Return:
    """A refused card gliding back from where it was let go to its place in the hand."""

    card: str
    pattern: tuple[str, ...]
    start: tuple[float, float]
    end: tuple[float, float]
    start_angle: float
    scale: float  # hand size / board size: the card shrinks back to its hand size
    duration: float = 0.28
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


@dataclass
class Floater:
    text: str
    pos: tuple[float, float]  # grid (row, col) when ``on_board``, else screen pixels
    colour: tuple[int, int, int]
    on_board: bool = True
    delay: float = 0.0
    elapsed: float = 0.0
    duration: float = 1.6
    size: int = 26

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class Ring:
    cell: tuple[int, int]
    colour: tuple[int, int, int]
    delay: float = 0.0
    elapsed: float = 0.0
    duration: float = 1.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class Effects:
    travels: list[Travel] = field(default_factory=list)
    floaters: list[Floater] = field(default_factory=list)
    rings: list[Ring] = field(default_factory=list)
    returns: list[Return] = field(default_factory=list)
    pace: float = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.travels or self.floaters or self.rings or self.returns)

    @property
    def card_in_flight(self) -> bool:
        return any(not t.landed for t in self.travels)

    def update(self, dt: float) -> list[str]:
        """Advance; returns the names of sounds to play now (a card landing)."""
        sounds: list[str] = []
        step = dt / self.pace if self.pace > 0 else 1e9
        for travel in self.travels:
            was = travel.landed
            travel.elapsed += step
            if travel.landed and not was:
                sounds.append("ninja99/settle")
        for floater in self.floaters:
            floater.elapsed += step
        for ring in self.rings:
            ring.elapsed += step
        for back in self.returns:
            back.elapsed += step
        self.returns = [r for r in self.returns if not r.done]
        self.travels = [t for t in self.travels if not t.done]
        self.floaters = [f for f in self.floaters if not f.done]
        self.rings = [r for r in self.rings if not r.done]
        return sounds

    def finish(self) -> None:
        self.travels.clear()
        self.floaters.clear()
        self.rings.clear()
        self.returns.clear()

    def returning(self, card: str) -> bool:
        return any(r.card == card for r in self.returns)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, assets: Assets, camera: Camera, travels: bool = False) -> None:
        """Rings and floaters (inside the board's clip), or with ``travels`` the cards in flight
        (drawn unclipped: they come from the side panels)."""
        if travels:
            self._draw_travels(surface, assets, camera)
            return
        cell = camera.cell
        for ring in self.rings:
            t = (ring.elapsed - ring.delay) / ring.duration
            if t < 0:
                continue
            x, y = camera.cell_to_screen(ring.cell[0] + 0.5, ring.cell[1] + 0.5)
            radius = cell * (0.6 + 1.4 * ease_out_cubic(t))
            alpha = int(255 * (1 - t))
            size = int(radius * 2 + 8)
            ring_surface = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(ring_surface, (*ring.colour, alpha), (size // 2, size // 2), int(radius),
                               max(2, cell // 10))
            surface.blit(ring_surface, (x - size / 2, y - size / 2))
        self._draw_floaters(surface, camera)

    def _draw_travels(self, surface: pygame.Surface, assets: Assets, camera: Camera) -> None:
        cell = camera.cell
        for back in self.returns:
            t = ease_out_cubic(min(1.0, back.elapsed / back.duration))
            x = back.start[0] + (back.end[0] - back.start[0]) * t
            y = back.start[1] + (back.end[1] - back.start[1]) * t
            picture = card_surface(assets, back.pattern, cell)
            image = posed(picture, back.start_angle * (1 - t), 1.0, 1.0 + (back.scale - 1.0) * t)
            surface.blit(image, image.get_rect(center=(x, y)))
        for travel in self.travels:
            end_x, end_y = camera.cell_to_screen(travel.end_cell[0] + 1.5, travel.end_cell[1] + 1.5)
            face, squash = travel.pattern, 1.0
            if travel.landed:
                t = (travel.elapsed - travel.duration) / travel.settle
                lift = 1.0 + 0.06 * (1 - ease_out_back(min(1.0, t)))
                x, y, angle = end_x, end_y, 0.0
            else:
                t = ease_in_out_cubic(travel.elapsed / travel.duration)
                x = travel.start[0] + (end_x - travel.start[0]) * t
                y = travel.start[1] + (end_y - travel.start[1]) * t
                angle = travel.start_angle * (1 - t)
                lift = 1.0 + 0.12 * math.sin(math.pi * t)
                if travel.unflipped is not None:  # turned over in mid-air: narrow, then the other face
                    squash = max(0.03, abs(1 - 2 * t))
                    if t < 0.5:
                        face = travel.unflipped
            image = posed(card_surface(assets, face, cell, travel.ronin), angle, squash, lift)
            shade = shadow_of(image, 110)
            off = cell * 0.12 * (lift - 1) * 8
            surface.blit(shade, shade.get_rect(center=(x + off, y + off)))
            surface.blit(image, image.get_rect(center=(x, y)))
    def _draw_floaters(self, surface: pygame.Surface, camera: Camera) -> None:
        cell = camera.cell
        for floater in self.floaters:
            t = (floater.elapsed - floater.delay) / floater.duration
            if t < 0:
                continue
            if floater.on_board:
                x, y = camera.cell_to_screen(floater.pos[0] + 0.5, floater.pos[1] + 0.5)
            else:
                x, y = floater.pos
            y -= cell * 1.2 * ease_out_cubic(t)
            alpha = int(255 * min(1.0, (1 - t) * 2.5))
            text = text_surface(floater.text, floater.size, floater.colour, True)
            back = pygame.Surface(text.get_rect().inflate(12, 6).size, pygame.SRCALPHA)
            back.fill((20, 16, 14, min(200, alpha)))
            back.set_alpha(alpha)
            text.set_alpha(alpha)
            rect = back.get_rect(center=(x, y))
            surface.blit(back, rect)
            surface.blit(text, text.get_rect(center=rect.center))
            text.set_alpha(255)


def draw_label(surface: pygame.Surface, text: str, pos: tuple[float, float], colour: tuple[int, int, int],
               size: int = 22, anchor: str = "midleft") -> pygame.Rect:
    """A line of text on a dark pill, readable over any board colour."""
    rendered = text_surface(text, size, colour, True)
    box = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))}).inflate(14, 8)
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (18, 14, 12, 215), back.get_rect(), border_radius=6)
    surface.blit(back, box)
    surface.blit(rendered, rendered.get_rect(center=box.center))
    return box


def draw_label_size(text: str, size: int = 22) -> tuple[int, int]:
    """The pill's size ``draw_label`` would draw."""
    w, h = text_surface(text, size, (255, 255, 255), True).get_size()
    return w + 14, h + 8


__all__ = ["Effects", "Floater", "Return", "Ring", "Travel", "draw_label", "draw_text"]
