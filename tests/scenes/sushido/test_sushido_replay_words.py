"""A replay's watcher plays nothing and nobody is waited for: the arena's middle says whose move
the record holds next, never "Waiting for ...". Review of saving and replaying, defect 7."""

from __future__ import annotations

import os
import random
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from scenes.kit import i18n
from scenes.kit.widgets import draw_text
from tests.scenes.helpers import frames, key

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_replay_names_whose_move_comes_next_and_waits_for_nobody(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                   language: str) -> None:
    from scenes.sushido import TABLE

    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    record = Match.start(GAME, seats, 13, {"duel": "iaijutsu"})
    rng = random.Random(13)
    while len(record.steps) < 40 and not record.finished:
        seat = record.to_act()[0]
        record.submit(seat, rng.choice(record.legal(seat)))
    table = TABLE(app, Match.start(GAME, seats, 13, {"duel": "iaijutsu"}), list(record.steps))
    app.stack.push(table)
    frames(app, 2)
    shown: list[str] = []

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        shown.append(text)
        return draw_text(surface, text, *args, **kwargs)

    monkeypatch.setattr("scenes.sushido.painter.draw_text", spy)
    i18n.set_language(language)
    named = {0: 0, 1: 0}
    while len(table.match.steps) < len(record.steps):
        shown.clear()
        frames(app)
        waiting = {i18n.t("sushido.waiting", name=name) for name in table.names}
        assert not waiting & set(shown), shown
        upcoming = record.steps[len(table.match.steps)].seat
        if i18n.t("table.replay_next", name=table.names[upcoming]) in shown:
            named[upcoming] += 1
        key(app, pygame.K_RIGHT)
    assert named[0] and named[1]  # Ann's moves too, though hers is the hand on screen
