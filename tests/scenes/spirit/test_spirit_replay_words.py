"""A replay's watcher decides nothing: the action bar names whose move the record holds next,
never "... is deciding", which would read as if the table waited for someone."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from scenes.kit import i18n
from tests.scenes.helpers import frames, key, record_drawn_text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_replay_names_whose_move_comes_next_and_waits_for_nobody(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                   language: str) -> None:
    from scenes.spirit import TABLE
    from scenes.spirit import table as spirit_table

    seats = [Seat("Ann"), Seat("Ben", "ai", "easy"), Seat("Cy", "ai", "easy")]
    record = Match.start(GAME, seats, 7, {})
    rng = random.Random(7)
    while len(record.steps) < 30 and not record.finished:
        seat = record.to_act()[0]
        record.submit(seat, rng.choice(record.legal(seat)))
    app.settings.animation_speed = "instant"
    table = TABLE(app, Match.start(GAME, seats, 7, {}), list(record.steps))
    app.stack.push(table)
    frames(app, 2)
    shown = record_drawn_text(spirit_table, monkeypatch)
    i18n.set_language(language)
    samurai = [board.samurai for board in record.state.boards]
    named = 0
    while len(table.match.steps) < len(record.steps):
        table.finish_animations()
        shown.clear()
        frames(app)
        assert not {i18n.t("spirit.waiting", name=name) for name in samurai} & set(shown), shown
        upcoming = record.steps[len(table.match.steps)].seat
        named += i18n.t("table.replay_next", name=samurai[upcoming]) in shown
        key(app, pygame.K_RIGHT)
    assert named  # the bar said whose move came next
