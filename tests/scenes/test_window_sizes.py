"""What the window-size review found drawn out of place: pieces that must stay inside their frame
whatever the window's shape."""

from __future__ import annotations

import pygame
import pytest

from game.sushido.data import rules
from scenes.sushido import layout as sushido_layout
from scenes.sushido.painter import call_bubble_rect, p1_token_centre


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)])
def test_the_p1_token_stays_inside_the_arena_even_when_the_fighter_fills_its_height(size) -> None:
    lay = sushido_layout.compute(size, rules().squares)
    fighter = pygame.Rect(0, 0, lay.px(120), lay.arena.height)  # as tall as the arena: wide windows
    fighter.midbottom = (lay.arena.centerx, lay.arena.bottom)
    token = pygame.Rect(0, 0, 2 * lay.px(13), 2 * lay.px(13))
    token.center = p1_token_centre(lay, fighter)
    assert lay.arena.contains(token)
    assert not call_bubble_rect(lay, fighter, 0, True).colliderect(token)
