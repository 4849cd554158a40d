"""A fighter out of the ring stays drawn in the arena: one standing off the row after a Ring Out
lies at the arena's edge, not over its player's panel nor standing on the end square, and one
thrown out ends its flight in the arena, not in the window's corner. Its hover rect goes with it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.data import rules
from scenes.kit import widgets
from tests.scenes.sushido.test_sushido_text_size import _open


@pytest.fixture(autouse=True)
def standard_text_afterwards() -> Iterator[None]:
    yield
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])


def _out_of_ring(pos: tuple[int, int]) -> Match:
    """A duel where a fighter stands on ``pos`` (-1 and the squares' count are off the row)."""
    state = GAME.from_scenario({"game": "sushido", "fighters": ["biwa", "manta"], "p1": 0, "pos": list(pos)})
    return Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {}, state, [], [state])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size,text_size", [((1024, 600), "large"), ((1280, 720), "standard")])
@pytest.mark.parametrize("fly", [0.0, 0.5, 1.0])
def test_a_fighter_out_of_the_ring_is_drawn_inside_the_arena(
        app: Any, size: tuple[int, int], text_size: str, lang: str, fly: float) -> None:
    squares = rules().squares
    for out_seat, pos in ((0, (-1, 4)), (1, (3, squares))):
        table = _open(app, size, text_size, lang, _out_of_ring(pos))
        table.motion.bodies[out_seat].fly = fly  # thrown out: the flight is left where it ended
        table.update(0.0)
        table.draw(app.screen)
        lay = table.layout()
        for seat in (0, 1):
            fighter = table.painter.fighter_rects[seat]
            assert fighter.width > 0 and lay.arena.contains(fighter), (seat, pos, fighter, lay.arena)
            assert not any(panel.colliderect(fighter) for panel in lay.panels), (seat, pos, fighter)
        out = table.painter.fighter_rects[out_seat]
        assert out.width > out.height, (pos, out)  # lying at the edge, not standing on the end square
        app.stack.pop()
