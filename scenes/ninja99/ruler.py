"""The row and column numbers along the 8x8 square. The engine's reasons name cells by them
("the ninja at row 3, column 5 ..."), so they must stay readable whatever the cards do.

They are drawn on the screen over the board picture, never under the cards: each strip of
numbers goes on a side of the square no laid card hangs over (columns above, else below; rows
on the left, else on the right). When cards hang over both sides, the numbers move out past
the outermost of those cards, like a ruler, and if the board area has no room left there they
sit on a dark plate over the cards, still in line with their row or column.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ninja99.geometry import BOARD_SIZE
from scenes.kit.widgets import text_surface

if TYPE_CHECKING:
    from scenes.ninja99.board_picture import Layer
    from scenes.ninja99.camera import Camera

LABEL = (150, 136, 116)
PLATE = (28, 24, 22, 215)  # the board's own background: unseen off the cards, a dark plate on them
CARD = 3  # a card's side in cells


@dataclass(frozen=True)
class Strip:
    """Where one line of numbers lies: ``edge`` is the grid line (a row for the column numbers,
    a column for the row numbers) the numbers stand against, ``outward`` is -1 when they stand
    before it (above, on the left) and +1 after it (below, on the right)."""

    edge: int
    outward: int


def _spans(layers: Iterable[Layer], columns: bool) -> list[tuple[int, int]]:
    """Each card as (first cell along the numbers, first cell across them)."""
    return [(layer.col, layer.row) if columns else (layer.row, layer.col) for layer in layers]


def _hangs_over(spans: list[tuple[int, int]], across: int) -> bool:
    """Whether a card covers some of the 8 cells at ``across`` just outside the square."""
    return any(along < BOARD_SIZE and along + CARD > 0 and first <= across < first + CARD
               for along, first in spans)


def strip_for(layers: Iterable[Layer], columns: bool) -> Strip:
    """The side the column (or row) numbers go on for these laid cards."""
    spans = _spans(layers, columns)
    if not _hangs_over(spans, -1):
        return Strip(0, -1)
    if not _hangs_over(spans, BOARD_SIZE):
        return Strip(BOARD_SIZE, 1)
    outermost = min(first for along, first in spans if along < BOARD_SIZE and along + CARD > 0)
    return Strip(outermost, -1)


@lru_cache(maxsize=32)
def _plate(size: tuple[int, int]) -> pygame.Surface:
    """The translucent plate under a number: drawn each frame, built once per size."""
    back = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(back, PLATE, back.get_rect(), border_radius=3)
    return back


def draw_ruler(surface: pygame.Surface, camera: Camera, area: pygame.Rect,
               layers: tuple[Layer, ...]) -> dict[tuple[str, int], pygame.Rect]:
    """Draw the numbers; returns where each went, keyed ("row" or "column", number from 1)."""
    cell = camera.cell
    size = max(11, cell // 3)
    gap = max(2, cell // 12)
    placed: dict[tuple[str, int], pygame.Rect] = {}
    for columns in (True, False):
        strip = strip_for(layers, columns)
        for k in range(BOARD_SIZE):
            text = text_surface(str(k + 1), size, LABEL)
            row, col = (strip.edge, k + 0.5) if columns else (k + 0.5, strip.edge)
            middle = camera.cell_to_screen(row, col)
            rect = text.get_rect()
            if columns:
                rect.centerx = round(middle[0])
                if strip.outward < 0:
                    rect.bottom = max(round(middle[1]) - gap, area.top + rect.height)
                else:
                    rect.top = min(round(middle[1]) + gap, area.bottom - rect.height)
            else:
                rect.centery = round(middle[1])
                if strip.outward < 0:
                    rect.right = max(round(middle[0]) - gap, area.left + rect.width + gap)
                else:
                    rect.left = min(round(middle[0]) + gap, area.right - rect.width - gap)
            plate = rect.inflate(6, 2)
            surface.blit(_plate(plate.size), plate)
            surface.blit(text, rect)
            placed[("column" if columns else "row", k + 1)] = rect
    return placed
