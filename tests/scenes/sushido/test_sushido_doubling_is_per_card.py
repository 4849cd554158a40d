"""Doubling is switched on for one card: once that card is played, whether dropped straight in or
picked from a "Which do you mean?" list, the next card's question starts undoubled."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Play
from scenes.kit.dialogs import ChoiceScene
from tests.scenes.helpers import click, frames, make_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def doubled_move_then_another_card() -> Match:
    """Seed 2, played at random by a seeded hand: Ann holds a doubled two-step Move and another
    card that could be doubled, with Supers for both."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2,
                        {"duel": "encounter", "fighters": "kujira,biwa"})
    rng = random.Random(2)
    for _ in range(300):
        pending = match.state.pending
        if pending and pending.kind == "play" and pending.seat == 0 and len(pending.cards) >= 2 \
                and match.state.gauge[0] >= 2 and any(
                    isinstance(a, Play) and a.double and a.option.startswith("move") and "," in a.option
                    for a in match.legal(0)):
            return match
        seat = match.to_act()[0]
        match.submit(seat, rng.choice(match.legal(seat)))
    raise AssertionError("the position was not reached")


def test_a_doubled_play_picked_from_the_list_leaves_the_next_card_undoubled(app) -> None:
    from scenes.sushido import TABLE

    match = doubled_move_then_another_card()
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 5)
    click(app, table.prompt().toggle.rect.center)  # Double on
    assert table.doubled
    moves = [a for a in match.legal(0) if isinstance(a, Play) and a.double and a.option.startswith("move")]
    table.ask_which(moves)
    frames(app, 2)
    assert isinstance(app.stack.top, ChoiceScene)
    click(app, app.stack.top.buttons[0].rect.center)
    frames(app, 3)
    assert any(step.action in moves for step in match.steps)
    assert not table.doubled  # the next card is asked about undoubled
