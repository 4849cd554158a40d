"""The new-game screen of Samurai Spirit: the samurai option typed seat by seat, as a player does."""

from __future__ import annotations

from typing import Any

import pygame

from game import games
from game.spirit.teams import best_completion
from scenes.kit.table import TableScene
from scenes.setup import SetupScene
from tests.scenes.helpers import click, click_button, frames, post


def type_samurai(app: Any, setup: SetupScene, text: str) -> None:
    field = [c for c in setup.controls if type(c).__name__ == "TextField"][len(setup.kinds)]
    click(app, field.rect.center)
    for _ in range(60):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text=text)
    frames(app)


def test_a_mistyped_board_keeps_the_screen_and_a_picked_team_sits_down(app: Any) -> None:
    setup = SetupScene(app, games()["spirit"])
    app.stack.push(setup)
    frames(app, 2)
    for seat in range(1, 4):  # people in every seat: no bot thinks while the test looks
        setup.set_kind(seat, "human")
    type_samurai(app, setup, "Kanbei,Musashi,pick,pick")
    click_button(app, setup, "Start")
    frames(app, 5)
    assert app.stack.top is setup
    assert any("unknown samurai Musashi" in text for text in app.toasts.texts)
    type_samurai(app, setup, "Kanbei,random,pick,pick")
    click_button(app, setup, "Start")
    frames(app, 5)
    table = app.stack.find(TableScene)  # under the hand-off screen of the first person's turn
    assert table is not None and setup not in app.stack.scenes
    seated = [board.samurai for board in table.match.state.boards]
    assert seated[0] == "Kanbei" and "Kanbei" not in seated[1:]
    assert tuple(seated[2:]) == best_completion(tuple(seated[:2]), 2, 4)
