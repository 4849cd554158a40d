"""A window dragged through many sizes keeps the pictures of the size it has, not of every size
it went through: Katana's card art and Sushido's card faces are drawn again for the new size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import games
from game.core import Match, Seat
from tests.scenes.helpers import frames, make_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def pictures(table: Any) -> int:
    kept = table.art if hasattr(table, "art") else table.cards
    return len(kept._cache)


@pytest.mark.parametrize(("game_id", "seats"), [("katana", 5), ("sushido", 2)])
def test_a_window_dragged_wider_keeps_one_sizes_pictures(app: Any, game_id: str, seats: int) -> None:
    from scenes.tables import tables

    people = [Seat("Ann", "human")] + [Seat(f"AI {n}", "ai", "normal") for n in range(1, seats)]
    table = tables()[game_id](app, Match.start(games()[game_id], people, 21, {}))
    app.stack.push(table)
    frames(app, 3)
    one_size = pictures(table)
    for step in range(1, 13):
        app.screen = pygame.display.set_mode((1024 + 40 * step, 600 + 20 * step))
        frames(app, 2)
    assert pictures(table) <= one_size * 1.5 + 10  # not a set of pictures for each of 12 sizes
