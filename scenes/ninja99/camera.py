"""The board's camera: which screen pixel shows which grid cell, with zoom and pan.

World units are grid cells (row, column), the same numbers the engine uses for anchors, so a
mouse position turns into a cell with one division. The camera fits the 8x8 Daimyo square into
the board area at any window size; zoom steps are discrete so that the board picture can be
cached per zoom level.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

ZOOM_STEPS = (0.6, 0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.4)
FIT_INDEX = ZOOM_STEPS.index(1.0)
MARGIN_CELLS = 0.3  # a little breathing room around the framed extent


@dataclass
class Camera:
    area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 800, 600))
    rows: tuple[int, int] = (0, 8)  # first row, one past the last, of the Daimyo square
    cols: tuple[int, int] = (0, 8)
    zoom_index: int = FIT_INDEX
    pan: tuple[float, float] = (0.0, 0.0)  # in pixels, added to the fitted position

    # -- fitting ---------------------------------------------------------------------------
    @property
    def fit_cell(self) -> float:
        """The cell size that shows the whole square and its margin inside the area."""
        span_r = self.rows[1] - self.rows[0] + 2 * MARGIN_CELLS
        span_c = self.cols[1] - self.cols[0] + 2 * MARGIN_CELLS
        return max(8.0, min(self.area.width / span_c, self.area.height / span_r))

    @property
    def cell(self) -> int:
        """Whole pixels per cell, so cached pictures line up with the grid exactly."""
        return max(6, int(self.fit_cell * ZOOM_STEPS[self.zoom_index]))

    @property
    def origin(self) -> tuple[float, float]:
        """The screen position of the top-left corner of cell (rows[0], cols[0])."""
        size = self.cell
        width = (self.cols[1] - self.cols[0]) * size
        height = (self.rows[1] - self.rows[0]) * size
        return (round(self.area.centerx - width / 2 + self.pan[0]),
                round(self.area.centery - height / 2 + self.pan[1]))

    # -- conversions -----------------------------------------------------------------------
    def cell_to_screen(self, row: float, col: float) -> tuple[float, float]:
        ox, oy = self.origin
        return ox + (col - self.cols[0]) * self.cell, oy + (row - self.rows[0]) * self.cell

    def screen_to_cell(self, x: float, y: float) -> tuple[float, float]:
        """Fractional (row, col) under a screen point."""
        ox, oy = self.origin
        return self.rows[0] + (y - oy) / self.cell, self.cols[0] + (x - ox) / self.cell

    def cell_at(self, x: float, y: float) -> tuple[int, int]:
        row, col = self.screen_to_cell(x, y)
        return math.floor(row), math.floor(col)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        x, y = self.cell_to_screen(row, col)
        return pygame.Rect(round(x), round(y), self.cell, self.cell)

    # -- moving ----------------------------------------------------------------------------
    def zoom_at(self, steps: int, pivot: tuple[float, float]) -> bool:
        """Zoom by ``steps`` notches keeping the cell under ``pivot`` where it is."""
        index = max(0, min(len(ZOOM_STEPS) - 1, self.zoom_index + steps))
        if index == self.zoom_index:
            return False
        row, col = self.screen_to_cell(*pivot)
        self.zoom_index = index
        x, y = self.cell_to_screen(row, col)
        self.pan_by(pivot[0] - x, pivot[1] - y)
        return True

    def pan_by(self, dx: float, dy: float) -> None:
        # Keep at least a quarter of the square on screen: the board can never be lost.
        size = self.cell
        half_w = (self.cols[1] - self.cols[0]) * size / 2 + self.area.width / 4
        half_h = (self.rows[1] - self.rows[0]) * size / 2 + self.area.height / 4
        x = max(-half_w, min(half_w, self.pan[0] + dx))
        y = max(-half_h, min(half_h, self.pan[1] + dy))
        self.pan = (x, y)

    def frame(self, rows: tuple[int, int], cols: tuple[int, int]) -> None:
        """Fit this extent of the grid (the square plus every overhanging card); the cell
        under the middle of the board area keeps its place as it changes."""
        if (rows, cols) == (self.rows, self.cols):
            return
        centre = self.screen_to_cell(*self.area.center)
        self.rows, self.cols = rows, cols
        if self.pan != (0.0, 0.0):
            x, y = self.cell_to_screen(*centre)
            self.pan_by(self.area.centerx - x, self.area.centery - y)

    def reset(self) -> None:
        self.zoom_index = FIT_INDEX
        self.pan = (0.0, 0.0)
