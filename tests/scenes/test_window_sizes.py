"""What the window-size review found drawn out of place: pieces that must stay inside their frame
whatever the window's shape."""

from __future__ import annotations

from dataclasses import replace

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


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_samurai_holding_six_support_tokens_keeps_its_name_whole(size) -> None:
    """Seven samurai, six tokens lent to one: the tokens close up (down to half over each other)
    rather than cut the samurai's name beside them."""
    from scenes.kit.widgets import font
    from scenes.spirit import layout as spirit_layout
    from scenes.spirit.painter import token_step
    from tests.spirit.helpers import table

    pygame.font.init()
    names = ["Heihachi", "Kikuchiyo", "Kyuzo", "Katsushiro", "Kanbei", "Gorobei", "Daisuke"]
    state = table(names)
    holding = replace(state.boards[0], held=(1, 2, 3, 4, 5, 6))  # lent by all six teammates
    state = replace(state, boards=(holding, *state.boards[1:]))
    lay = spirit_layout.compute(size, len(names))
    rects = lay.boards[0]
    step = token_step(lay, rects, state, 0)
    assert rects.token.width // 2 <= step < rects.token.width + lay.px(4)  # closed up, still apart
    name_right = rects.portrait.right + lay.px(6) + font(lay.px(20), True, True).size("Heihachi")[0]
    assert name_right <= rects.token.left - 6 * step - lay.px(4)


def test_a_held_support_token_is_marked_with_the_fewest_letters_that_tell_its_owner() -> None:
    from scenes.spirit.painter import shortest_prefix

    table = ["Kanbei", "Kikuchiyo", "Gorobei", "Katsushiro"]
    assert shortest_prefix("Gorobei", table[:2]) == "G"
    assert shortest_prefix("Kanbei", ["Kikuchiyo", "Gorobei"]) == "Ka"
    assert shortest_prefix("Kanbei", ["Katsushiro"]) == "Kan"
