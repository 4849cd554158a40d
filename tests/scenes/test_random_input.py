"""A storm of random mouse and key input on every table, as a restless player gives it: clicks,
drags, wheel turns and keys anywhere, into whatever screen is on top (the table, its prompts,
the pause menu, the menu it may quit to, the settings). Nothing may crash, and the match the
table holds must stay one its engine can go on with."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.app import PlayRequest
from scenes.kit.table import TableScene
from tests.scenes.helpers import frames, post

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_z, pygame.K_r,
        pygame.K_1, pygame.K_2)
SEATS = {
    "katana": [Seat("Ann")] + [Seat(f"AI {n}", "ai", "easy") for n in range(2, 6)],
    "ninja99": [Seat("Ann"), Seat("Ben")],  # hot-seat: the hand-off screen joins the storm
    "spirit": [Seat("Ann"), Seat("Ann"), Seat("AI 3", "ai", "easy"), Seat("AI 4", "ai", "easy")],
    "sushido": [Seat("Ann"), Seat("AI 2", "ai", "easy")],
}


def random_point(rng: random.Random, size: tuple[int, int]) -> tuple[int, int]:
    return rng.randrange(size[0]), rng.randrange(size[1])


def gust(app: Any, rng: random.Random) -> None:
    """One burst of input: a move, a click, a drag, a wheel turn or a key, then a frame or two."""
    size = app.screen.get_size()
    kind = rng.random()
    if kind < 0.25:
        post(pygame.MOUSEMOTION, pos=random_point(rng, size), rel=(0, 0), buttons=(0, 0, 0))
    elif kind < 0.55:
        pos = random_point(rng, size)
        button = 1 if rng.random() < 0.85 else 3
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    elif kind < 0.8:
        start, end = random_point(rng, size), random_point(rng, size)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        frames(app)
        for step in range(1, 5):
            x = start[0] + (end[0] - start[0]) * step // 4
            y = start[1] + (end[1] - start[1]) * step // 4
            post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
            frames(app)
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    elif kind < 0.88:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    else:
        post(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)
    frames(app, rng.randint(1, 3))


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_storm_of_random_input_crashes_nothing(app: Any, game_id: str) -> None:
    rng = random.Random(f"storm {game_id}")
    app.start_match(PlayRequest(game_id, SEATS[game_id], seed=4))
    frames(app, 3)
    table = app.stack.find(TableScene)
    assert table is not None
    for _ in range(500):
        gust(app, rng)
    assert app.stack.scenes, "the storm left no screen at all"
    match = table.match
    replayed = Match.start(match.game, match.seats, match.seed, match.options)
    for step in match.steps:  # every change went through the engine
        replayed.submit(step.seat, step.action)
    assert replayed.state == match.state
    if match.game.outcome(match.state) is None:
        for seat in match.to_act():
            assert match.legal(seat)
