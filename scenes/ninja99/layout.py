"""Where everything sits for a window size: left panel (the two sides), right panel (tracks,
clans, deck, techniques, automaton, buttons), the board in the middle and the hand tray under
it. Sizes are design pixels for 1280x720 multiplied by the kit's ``ui_scale``."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit.widgets import ui_scale


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    scale: float
    left: pygame.Rect
    right: pygame.Rect
    board: pygame.Rect
    tray: pygame.Rect

    def px(self, design: float) -> int:
        return max(1, round(design * self.scale))

    def text(self, design: float) -> int:
        return max(12, round(design * self.scale))


def layout_for(size: tuple[int, int]) -> Layout:
    w, h = size
    s = ui_scale(size)
    left_w = min(round(250 * s), w // 4)
    right_w = min(round(290 * s), w // 4)
    tray_h = round(150 * s)
    left = pygame.Rect(0, 0, left_w, h)
    right = pygame.Rect(w - right_w, 0, right_w, h)
    board = pygame.Rect(left.right, 0, right.left - left.right, h - tray_h)
    tray = pygame.Rect(left.right, h - tray_h, board.width, tray_h)
    return Layout(size, s, left, right, board, tray)
