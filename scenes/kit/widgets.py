"""Small drawing helpers and widgets shared by every scene: fonts, text, buttons, toasts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

INK = (238, 230, 214)
INK_DIM = (170, 160, 145)
PAPER = (28, 24, 22)
ACCENT = (196, 56, 46)
GOLD = (214, 170, 80)
PANEL = (44, 38, 34)
PANEL_EDGE = (98, 84, 70)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    if key not in _fonts:
        f = pygame.font.Font(None, size)
        f.set_bold(bold)
        _fonts[key] = f
    return _fonts[key]


_text_cache: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}


def text_surface(text: str, size: int, colour: tuple[int, ...] = INK, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: the same label is drawn every frame."""
    key = (text, size, bold, tuple(colour))
    surface = _text_cache.get(key)
    if surface is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        surface = font(size, bold).render(text, True, colour)
        _text_cache[key] = surface
    return surface


def draw_text(surface: pygame.Surface, text: str, pos: tuple[float, float], size: int = 24,
              colour: tuple[int, ...] = INK, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    rendered = text_surface(text, size, colour, bold)
    rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(rendered, rect)
    return rect


def wrap(text: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels at ``size``."""
    f = font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hovered: bool = False
    size: int = 28

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled:
            if self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        fill = PANEL_EDGE if self.hovered and self.enabled else PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if self.enabled else PANEL_EDGE, self.rect, 2, border_radius=8)
        colour = INK if self.enabled else INK_DIM
        draw_text(surface, self.label, self.rect.center, self.size, colour, anchor="center")


@dataclass
class Toasts:
    """Short messages that fade out: an illegal drop's reason, a warning, a saved game."""

    items: list[list[object]] = field(default_factory=list)  # [text, seconds left]
    duration: float = 3.5

    def show(self, text: str) -> None:
        self.items.append([text, self.duration])
        del self.items[:-4]

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] = float(item[1]) - dt  # type: ignore[arg-type]
        self.items = [i for i in self.items if float(i[1]) > 0]  # type: ignore[arg-type]

    @property
    def texts(self) -> list[str]:
        return [str(i[0]) for i in self.items]

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        y = height * 0.22
        for text, left in self.items:
            alpha = int(255 * min(1.0, float(left) / 0.5))  # type: ignore[arg-type]
            rendered = text_surface(str(text), 26, INK)
            box = rendered.get_rect(center=(width // 2, round(y))).inflate(28, 16)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            panel.fill((*PAPER, min(225, alpha)))
            pygame.draw.rect(panel, (*ACCENT, alpha), panel.get_rect(), 2, border_radius=8)
            rendered.set_alpha(alpha)
            panel.blit(rendered, rendered.get_rect(center=panel.get_rect().center))
            surface.blit(panel, box)
            y += box.height + 8
