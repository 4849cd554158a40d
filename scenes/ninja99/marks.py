"""Marks over the board for what a technique changed this turn: each cell that counts for
another clan in the Daimyo steps (Kawarimi or Kakuremino picked it, or Intonjutsu's blank
cells) gets a frame in that clan's colour and the clan's emblem in its corner, until the turn
ends or a card covers it. The cells come from the engine's ``converted_cells``; nothing here
decides which. (Hensojutsu and Shinobi-iri change no cell: the ghost crosses out the ninjas a
card would cover, and the clan cards and the status line show the rest.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ninja99.preview import Converted
from scenes.ninja99.look import CLAN_ART, CLAN_RGB

if TYPE_CHECKING:
    from scenes.kit.assets import Assets
    from scenes.ninja99.camera import Camera

EDGE = (24, 20, 18)  # a dark rim, so a White frame reads on the pale tiles and a Black one on cards


def draw_conversions(surface: pygame.Surface, assets: Assets, camera: Camera,
                     cells: tuple[Converted, ...]) -> None:
    cell = camera.cell
    width = max(2, cell // 12)
    for mark in cells:
        rect = camera.cell_rect(mark.row, mark.col).inflate(-2, -2)
        if mark.blank:  # Intonjutsu's many blank cells: a faint emblem where the ninja would be
            spot = rect.inflate(-rect.width // 2, -rect.height // 2)
            emblem = assets.image(CLAN_ART[mark.clan], spot.size).copy()
            emblem.set_alpha(150)
            surface.blit(emblem, spot)
            continue
        colour = CLAN_RGB[mark.clan]
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint.fill((*colour, 70))
        surface.blit(tint, rect)
        pygame.draw.rect(surface, EDGE, rect.inflate(2, 2), width + 2, border_radius=max(3, cell // 8))
        pygame.draw.rect(surface, colour, rect, width, border_radius=max(3, cell // 8))
        badge = max(10, cell * 2 // 5)
        spot = pygame.Rect(rect.x - badge // 5, rect.y - badge // 5, badge, badge)
        pygame.draw.circle(surface, EDGE, spot.center, badge // 2 + 1)
        surface.blit(assets.image(CLAN_ART[mark.clan], spot.size), spot)
