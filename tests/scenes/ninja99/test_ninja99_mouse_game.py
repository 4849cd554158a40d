"""A whole game played by the human seat with the mouse alone (clicks, drags, keys R and F),
against an easy bot and against the automaton: the path a newcomer takes, end to end."""

from __future__ import annotations

import time

import pygame
import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Discard, EndTurn, PickClan, Place, Reckon, RoninChoice
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.table_base import daimyo_name
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    click,
    frames,
    key,
    make_app,
    move,
    open_table,
    press,
    release,
)


def _lay_with_the_mouse(app, table: NinjaTable, action: Place) -> None:
    hand = table._state.hands[0]
    press(app, table.hand_rects[hand.index(action.card)].center)
    if action.orientation >= 4:
        key(app, pygame.K_f)
    for _ in range(action.orientation % 4):
        key(app, pygame.K_r)
    spot = anchor_centre(table, action.row, action.col)
    move(app, spot, settle=3)
    release(app, spot)


def _human_move(app, table: NinjaTable) -> None:
    """One decision of seat 0, made only through the screen."""
    legal = table.match.legal(0)
    if any(isinstance(a, PickClan) for a in legal):
        rects = table._clan_choice_rects()
        click(app, rects[sorted(rects)[0]].center)
    elif any(isinstance(a, Reckon) for a in legal):
        click(app, button_labelled(table, "All on Red").rect.center)
        click(app, button_labelled(table, "Reveal").rect.center)
    elif any(isinstance(a, RoninChoice) for a in legal):  # Ronin: down and standing in turn
        number = legal[0].daimyo
        down = sum(isinstance(s.action, RoninChoice) for s in table.match.steps) % 2 == 0
        label = f"Bring the {daimyo_name(number, 'en')} down" if down else "Leave it standing"
        click(app, button_labelled(table, label).rect.center)
    elif EndTurn() in legal:
        click(app, button_labelled(table, "Draw: end turn").rect.center)
    elif any(isinstance(a, Discard) for a in legal) and not table._state.turn.must_discard:
        click(app, button_labelled(table, "Discard and draw").rect.center)
    else:
        places = [a for a in legal if isinstance(a, Place)]
        _lay_with_the_mouse(app, table, places[len(places) // 2])


@pytest.mark.parametrize(("seats", "options", "seed"), [
    # seed 24: Ann is asked the Ronin question (since cards must keep a cell on the boards)
    ([Seat("Ann"), Seat("Bot", "ai", "easy")], {"modules": "ronin"}, 24),
    ([Seat("Ann")], {"level": "3"}, 23),
])
def test_a_human_finishes_a_game_with_the_mouse_alone(tmp_path, monkeypatch, seats, options, seed):
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = "instant"
    match = Match.start(get_game("ninja99"), seats, seed, options)
    table = open_table(app, match)
    deadline = time.monotonic() + 120
    decisions = 0
    while not match.finished and time.monotonic() < deadline:
        if table.acting_human() == 0 and table.viewer == 0 and not table.animating():
            before = len(match.steps)
            _human_move(app, table)
            frames(app)
            assert len(match.steps) > before, f"the screen gesture did nothing: {table.toasts.texts}"
            decisions += 1
        else:
            frames(app)
            if table.waiting_for_bot:
                time.sleep(0.001)
    assert match.finished, "the game did not end in time"
    assert decisions > 10
    human = [s for s in match.steps if s.seat == 0]
    assert any(isinstance(s.action, Place) for s in human) and any(isinstance(s.action, Reckon) for s in human)
    if options.get("modules") == "ronin":  # the seed asks both players: the buttons answered Ann's
        assert any(isinstance(s.action, RoninChoice) for s in human)
