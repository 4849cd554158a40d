"""One person against bots may take back their own move while it showed nothing new (a
permanent laid), with the button over End turn or Ctrl+Z, as the engine allows; never a move that
showed something (an attack) and never someone else's."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import click, drag, frames, key, make_app
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def table_with_focus_and_bokken(app):
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, 5)]
    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"],
                     roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=0,
                     hands=[["bokken", "focus"], ["bo"], ["bo"], ["bo"], ["bo"]])
    match = match_from(state, seats)
    return match, open_table(app, match)


def test_a_permanent_laid_is_taken_back_with_the_button(app) -> None:
    match, table = table_with_focus_and_bokken(app)
    assert not table.may_take_back()
    focus = card(match.state, 0, "focus")
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 0))
    assert focus in match.state.tables[0] and table.may_take_back()
    frames(app, 2)
    click(app, table.take_back_button.rect.center)
    assert not match.steps and focus in match.state.hands[0] and not match.state.tables[0]


def test_ctrl_z_takes_back_the_same_move(app) -> None:
    match, table = table_with_focus_and_bokken(app)
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 0))
    assert match.steps
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not match.steps


def test_an_attack_cannot_be_taken_back(app) -> None:
    match, table = table_with_focus_and_bokken(app)
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    assert match.steps and not match.can_undo()
    assert not table.may_take_back()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.steps
