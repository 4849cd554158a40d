"""A whole game in which the person at the screen uses nothing but the mouse."""

from __future__ import annotations

import random
import time

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import PlayCard
from game.katana.state import DISCARD, PLAY
from tests.scenes.helpers import click, drag, frames, make_app
from tests.scenes.katana.katana_table_helpers import open_table


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def drop_point(table, target) -> tuple[int, int]:
    lay = table.layout()
    if target == "centre":
        return lay.centre.midtop[0], lay.centre.top + 6
    if target == "discard":
        return lay.discard.center
    return lay.seats[target[1]].center


@pytest.mark.parametrize("seed", [2, 31])
def test_a_newcomer_finishes_a_game_with_the_mouse_alone(app, seed) -> None:
    from scenes.katana.results import KatanaResults

    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, 5)]
    match = Match.start(GAME, seats, seed, {})
    table = open_table(app, match)
    rng = random.Random(seed)
    gestures = 0
    deadline = time.monotonic() + 90
    while not isinstance(app.stack.top, KatanaResults):
        assert time.monotonic() < deadline, f"stuck after {len(match.steps)} actions"
        frames(app)
        if table.acting_human() != 0 or table.animating() or app.stack.top is not table:
            time.sleep(0.0005)
            continue
        before = len(match.steps)
        prompt = table.prompt()
        buttons = table.abilities()
        if prompt is not None:
            click(app, rng.choice(prompt.buttons).rect.center)
        elif buttons and rng.random() < 0.5:
            click(app, rng.choice(buttons).rect.center)
        elif match.state.phase == DISCARD:
            card, rect = rng.choice(table.hand_rects())
            click(app, rect.center)
        elif match.state.phase == PLAY:
            plays = [a for a in table.legal_for_viewer() if isinstance(a, PlayCard)]
            if plays and rng.random() < 0.75:
                action = rng.choice(plays)
                piece, target = table.gesture_of(action)
                home = dict(table.hand_rects())[piece].center
                drag(app, home, drop_point(table, target))
            else:
                click(app, table.end_turn_button.rect.center)
        elif buttons:
            click(app, buttons[0].rect.center)
        frames(app)
        assert len(match.steps) > before, "a gesture of the newcomer did nothing"
        gestures += 1
    assert match.finished and gestures > 10
