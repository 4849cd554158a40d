"""Pictures from ``art/``: SVG rendered at the exact pixel size asked for, cached, re-rendered
after the window changes size (never a blurry upscale), and a loud fallback for missing files.

``app.assets.image("ui/emblem", (200, 200))`` fits the drawing inside 200x200 keeping its
proportions; ``app.assets.scaled("ui/emblem", (200, 200))`` does the same for a size given at
the 1280x720 design resolution, so it grows with the window.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from scenes.kit.widgets import ui_scale

if TYPE_CHECKING:
    from scenes.app import App

ART_DIR = Path(__file__).resolve().parents[2] / "art"
CACHE_LIMIT = 400  # rendered surfaces kept; the least recently used go first


def _render_svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    loader = getattr(pygame.image, "load_sized_svg", None)
    if loader is not None:
        image = loader(str(path), size)
        w, h = image.get_size()
        if w > size[0] or h > size[1]:  # the renderer can round up by a pixel: keep inside the box
            factor = min(size[0] / w, size[1] / h)
            image = pygame.transform.smoothscale(image, (max(1, round(w * factor)), max(1, round(h * factor))))
        return image
    # Older pygame: render at the file's own size and scale, keeping proportions.
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    factor = min(size[0] / max(1, w), size[1] / max(1, h))
    return pygame.transform.smoothscale(image, (max(1, round(w * factor)), max(1, round(h * factor))))


def fallback_surface(size: tuple[int, int]) -> pygame.Surface:
    """Magenta and black checks with a cross: impossible to mistake for real art."""
    w, h = max(1, size[0]), max(1, size[1])
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    cell = max(4, min(w, h) // 6)
    for y in range(0, h, cell):
        for x in range(0, w, cell):
            colour = (220, 0, 200, 255) if (x // cell + y // cell) % 2 == 0 else (20, 0, 20, 255)
            surface.fill(colour, pygame.Rect(x, y, cell, cell))
    pygame.draw.line(surface, (255, 255, 255), (0, 0), (w - 1, h - 1), 2)
    pygame.draw.line(surface, (255, 255, 255), (w - 1, 0), (0, h - 1), 2)
    return surface


class Assets:
    def __init__(self, app: App | None = None, root: Path = ART_DIR) -> None:
        self.app = app
        self.root = root
        self._cache: OrderedDict[tuple[str, tuple[int, int], tuple[int, ...] | None], pygame.Surface] = OrderedDict()
        self._missing: set[str] = set()
        self._window_size: tuple[int, int] | None = None

    # -- lookups -----------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        path = self.root / name
        if path.suffix == "":
            for suffix in (".svg", ".png"):
                if path.with_suffix(suffix).exists():
                    return path.with_suffix(suffix)
            return path.with_suffix(".svg")
        return path

    def exists(self, name: str) -> bool:
        return self.path(name).exists()

    @property
    def scale(self) -> float:
        """The window's size relative to the 1280x720 design."""
        if self.app is None:
            return 1.0
        return ui_scale(self.app.screen.get_size())

    def image(self, name: str, size: tuple[int, int], tint: tuple[int, ...] | None = None) -> pygame.Surface:
        """``art/<name>`` fitted inside ``size`` pixels; ``tint`` multiplies its colours
        (draw icons white and tint them gold, red...)."""
        self._check_window()
        size = (max(1, round(size[0])), max(1, round(size[1])))
        key = (name, size, tuple(tint) if tint is not None else None)
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        surface = self._load(name, size)
        if tint is not None:
            surface = surface.copy()
            colour = (*tint[:3], tint[3] if len(tint) > 3 else 255)
            surface.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)
        self._cache[key] = surface
        if len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return surface

    def scaled(self, name: str, design_size: tuple[float, float],
               tint: tuple[int, ...] | None = None) -> pygame.Surface:
        """Like ``image`` with a size given for a 1280x720 window."""
        s = self.scale
        return self.image(name, (round(design_size[0] * s), round(design_size[1] * s)), tint)

    # -- internals ---------------------------------------------------------------------------
    def _check_window(self) -> None:
        """A new window size drops every rendering, so art is redrawn crisp at the new scale."""
        if self.app is None:
            return
        size = self.app.screen.get_size()
        if size != self._window_size:
            self._window_size = size
            self._cache.clear()

    def _load(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        path = self.path(name)
        try:
            if path.suffix == ".svg":
                surface = _render_svg(path, size)
            else:
                image = pygame.image.load(str(path))
                surface = pygame.transform.smoothscale(image, size)
        except (pygame.error, FileNotFoundError, OSError) as exc:
            if name not in self._missing:
                self._missing.add(name)
                logging.getLogger(__name__).warning("art %s could not be loaded: %s", path, exc)
            return fallback_surface(size)
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        return surface

    @property
    def missing(self) -> set[str]:
        """Names asked for that had no usable file (shown by tests and the log)."""
        return set(self._missing)
