"""The board as one picture per zoom level: four Daimyo tiles, the cards laid on them as
transparent overlays in the order they were laid, and the Daimyo tokens on fallen Daimyos.

Drawing ~60 cells and up to 29 cards every frame would cost several milliseconds, so the
picture is rendered once for a (cell size, board contents) pair and blitted afterwards.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ninja99.data import game_data
from game.ninja99.geometry import BOARD_SIZE, orient
from scenes.kit.widgets import text_floor
from scenes.ninja99.look import EMPTY_MARK, TILE_PAPER, draw_content, draw_token

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

MARGIN = 3  # cells drawn around the 8x8 square, where overhanging cards lie
KEEP_LEVELS = 4
SPAN = BOARD_SIZE + 2 * MARGIN


@dataclass(frozen=True)
class Layer:
    """One laid card: which, how it lies, its top-left cell."""

    card: str
    orientation: int
    row: int
    col: int


@dataclass(frozen=True)
class Token:
    """A Daimyo token lying on a fallen Daimyo."""

    daimyo: int
    seat: int  # 0 or 1; 2 for the automaton
    value: int


@dataclass(frozen=True)
class BoardLook:
    base: tuple[str, ...]  # the 8x8 Daimyo square, rows top to bottom
    layers: tuple[Layer, ...]
    tokens: tuple[Token, ...]
    ronin: bool = False


def layer_cells(layer: Layer) -> list[tuple[int, int, str]]:
    rows = orient(game_data().cards[layer.card].rows, layer.orientation)
    return [(layer.row + r, layer.col + c, ch) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."]


def daimyo_positions(base: tuple[str, ...]) -> dict[int, tuple[int, int]]:
    return {int(ch): (r, c) for r, row in enumerate(base) for c, ch in enumerate(row) if ch in "1234567"}


class BoardPicture:
    """Cached rendering; ``surface_for(look, cell)`` returns the picture whose top-left corner is
    cell (-MARGIN, -MARGIN)."""

    def __init__(self, assets: Assets, background: tuple[int, int, int] = (28, 24, 22)) -> None:
        self.assets = assets
        # The picture is opaque, on the table's own background colour: an opaque blit every
        # frame costs a fraction of a per-pixel-alpha one.
        self.background = background
        # One picture per zoom level (cell size), each with the board contents it shows, so
        # zooming back and forth redraws nothing; the oldest level is dropped past KEEP_LEVELS.
        self._levels: OrderedDict[int, tuple[BoardLook, pygame.Surface]] = OrderedDict()
        self.renders = 0  # counted by tests and the demo: one per change, not per frame
        self._floor = text_floor()

    def surface_for(self, look: BoardLook, cell: int) -> pygame.Surface:
        if self._floor != text_floor():  # the numbers on the pictures were drawn at the old text size
            self._levels.clear()
            self._base_key, self._floor = None, text_floor()
        kept = self._levels.get(cell)
        if kept is not None:
            self._levels.move_to_end(cell)
            old, surface = kept
            if old == look:
                return surface
            if self._grows(old, look):
                # More cards (and maybe tokens) on the same board: cards never lie on a
                # Daimyo, so nothing drawn before has to change; draw only what is new.
                self._add(surface, old, look, cell)
                self._levels[cell] = (look, surface)
                self.renders += 1
                return surface
        surface = self._render(look, cell)
        self._levels[cell] = (look, surface)
        while len(self._levels) > KEEP_LEVELS:
            self._levels.popitem(last=False)
        self.renders += 1
        return surface

    @staticmethod
    def _grows(old: BoardLook, new: BoardLook) -> bool:
        return (old.base == new.base and old.ronin == new.ronin and len(new.layers) >= len(old.layers)
                and new.layers[:len(old.layers)] == old.layers and new.tokens[:len(old.tokens)] == old.tokens)

    def _add(self, surface: pygame.Surface, old: BoardLook, new: BoardLook, cell: int) -> None:
        for index in range(len(old.layers), len(new.layers)):
            self._draw_layer(surface, new, new.layers[index], cell)
        added = BoardLook(new.base, new.layers, new.tokens[len(old.tokens):], new.ronin)
        self._draw_tokens(surface, added, cell)

    def _base(self, look: BoardLook, cell: int) -> pygame.Surface:
        """The four tiles alone, kept per cell size: they never change during a game."""
        key = (look.base, look.ronin, cell)
        if self._base_key != key or self._base_surface is None:
            surface = pygame.Surface((SPAN * cell, SPAN * cell))
            surface.fill(self.background)
            self._draw_tiles(surface, look, cell)
            self._base_surface, self._base_key = surface, key
        return self._base_surface

    _base_key: tuple[tuple[str, ...], bool, int] | None = None
    _base_surface: pygame.Surface | None = None

    def _rect(self, row: int, col: int, cell: int) -> pygame.Rect:
        return pygame.Rect((col + MARGIN) * cell, (row + MARGIN) * cell, cell, cell)

    def _render(self, look: BoardLook, cell: int) -> pygame.Surface:
        surface = self._base(look, cell).copy()
        for layer in look.layers:
            self._draw_layer(surface, look, layer, cell)
        self._draw_tokens(surface, look, cell)
        return surface

    def _draw_tiles(self, surface: pygame.Surface, look: BoardLook, cell: int) -> None:
        square = pygame.Rect(MARGIN * cell, MARGIN * cell, BOARD_SIZE * cell, BOARD_SIZE * cell)
        shadow = square.move(max(2, cell // 10), max(2, cell // 10))
        pygame.draw.rect(surface, (0, 0, 0, 110), shadow, border_radius=max(2, cell // 6))
        for quadrant in range(4):
            top, left = (quadrant // 2) * 4, (quadrant % 2) * 4
            tile = pygame.Rect((left + MARGIN) * cell, (top + MARGIN) * cell, 4 * cell, 4 * cell)
            pygame.draw.rect(surface, TILE_PAPER[quadrant], tile)
        gap = max(1, cell // 40)
        for r, row in enumerate(look.base):
            for c, ch in enumerate(row):
                rect = self._rect(r, c, cell)
                if ch == ".":
                    # an empty cell: a faint recessed square, so it never reads as a samurai
                    pygame.draw.rect(surface, EMPTY_MARK, rect.inflate(-cell // 5, -cell // 5), max(1, cell // 30),
                                     border_radius=max(1, cell // 10))
                else:
                    draw_content(surface, self.assets, ch, rect.inflate(-2 * gap, -2 * gap), look.ronin)
        for k in range(0, BOARD_SIZE + 1, 4):  # the tiles' seams
            x = (k + MARGIN) * cell
            pygame.draw.line(surface, (90, 70, 50), (x, square.top), (x, square.bottom), max(2, cell // 16))
            pygame.draw.line(surface, (90, 70, 50), (square.left, x), (square.right, x), max(2, cell // 16))
        pygame.draw.rect(surface, (70, 52, 38), square, max(2, cell // 12), border_radius=max(2, cell // 8))
        # No row or column numbers here: cards would be drawn over them (see ruler.py).

    def _draw_layer(self, surface: pygame.Surface, look: BoardLook, layer: Layer, cell: int) -> None:
        frame = pygame.Rect((layer.col + MARGIN) * cell, (layer.row + MARGIN) * cell, 3 * cell, 3 * cell)
        glass = pygame.Surface(frame.size, pygame.SRCALPHA)
        glass.fill((235, 245, 255, 34))
        pygame.draw.rect(glass, (250, 250, 255, 110), glass.get_rect(), max(1, cell // 22),
                         border_radius=max(2, cell // 8))
        surface.blit(glass, frame)
        inset = max(2, cell // 12)
        for row, col, ch in layer_cells(layer):
            draw_content(surface, self.assets, ch, self._rect(row, col, cell).inflate(-inset, -inset), look.ronin)

    def _draw_tokens(self, surface: pygame.Surface, look: BoardLook, cell: int) -> None:
        places = daimyo_positions(look.base)
        for token in look.tokens:
            spot = places.get(token.daimyo)
            if spot is None:
                continue
            # the token sits up and to the left, so the Daimyo's own number badge stays readable
            base = self._rect(spot[0], spot[1], cell)
            size = round(cell * 0.74)
            rect = pygame.Rect(base.x + cell // 16, base.y + cell // 16, size, size)
            pygame.draw.circle(surface, (0, 0, 0, 70), rect.move(max(1, cell // 30), max(1, cell // 30)).center,
                               rect.width // 2)
            draw_token(surface, self.assets, token.seat, token.value, False, rect)
