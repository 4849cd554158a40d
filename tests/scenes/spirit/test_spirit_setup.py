"""The new-game screen of Samurai Spirit: the boards chosen on each seat's row, as a player does."""

from __future__ import annotations

from typing import Any

import pygame

from game import games
from game.spirit.teams import best_completion
from scenes.kit.controls import Cycler
from scenes.kit.table import TableScene
from scenes.setup import SetupScene
from tests.scenes.helpers import click, click_button, frames, post


def board_lists(setup: SetupScene) -> list[Cycler]:
    """The board list of each seat's row, in seat order."""
    boards = setup.seat_options[0].per_seat
    return [c for c in setup.controls if isinstance(c, Cycler) and tuple(c.values) == boards]


def choose_board(app: Any, setup: SetupScene, seat: int, entry: str) -> None:
    """Clicks the seat's list on (its right arrow) until it shows ``entry``."""
    for _ in range(len(setup.seat_options[0].per_seat)):
        cycler = board_lists(setup)[seat]
        if cycler.value == entry:
            return
        click(app, (cycler.rect.right - 5, cycler.rect.centery))
    raise AssertionError(f"seat {seat} never showed {entry}")


def test_each_seat_chooses_its_board_and_a_board_twice_is_refused_at_once(app: Any) -> None:
    setup = SetupScene(app, games()["spirit"])
    app.stack.push(setup)
    frames(app, 2)
    assert [c.value for c in board_lists(setup)] == ["random"] * 4
    for seat in range(1, 4):  # people in every seat: no bot thinks while the test looks
        setup.set_kind(seat, "human")
    choose_board(app, setup, 0, "Kanbei")
    assert setup.description().startswith("Kanbei, Kiai 9. Talent:")  # the board just chosen
    post(pygame.MOUSEMOTION, pos=board_lists(setup)[3].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert setup.description() == ""  # the pointer on a seat left to chance
    choose_board(app, setup, 1, "Kanbei")
    choose_board(app, setup, 2, "pick")
    choose_board(app, setup, 3, "pick")
    assert setup.options["samurai"] == "Kanbei,Kanbei,pick,pick"
    assert setup.problem is not None and "only once" in setup.problem  # shown before Start is tried
    click_button(app, setup, "Start")
    frames(app, 5)
    assert app.stack.top is setup
    choose_board(app, setup, 1, "random")
    assert setup.problem is None
    click_button(app, setup, "Start")
    frames(app, 5)
    table = app.stack.find(TableScene)  # under the hand-off screen of the first person's turn
    assert table is not None and setup not in app.stack.scenes
    seated = [board.samurai for board in table.match.state.boards]
    assert seated[0] == "Kanbei" and "Kanbei" not in seated[1:]
    assert tuple(seated[2:]) == best_completion(tuple(seated[:2]), 2, 4)


def test_seats_added_and_removed_keep_the_boards_of_the_others(app: Any) -> None:
    setup = SetupScene(app, games()["spirit"])
    app.stack.push(setup)
    frames(app, 2)
    choose_board(app, setup, 1, "Gorobei")
    setup.set_count(5)
    assert [c.value for c in board_lists(setup)] == ["random", "Gorobei", "random", "random", "random"]
    choose_board(app, setup, 4, "Kyuzo")
    setup.set_count(2)
    assert setup.options["samurai"] == "random,Gorobei"
    setup.set_count(3)
    assert [c.value for c in board_lists(setup)] == ["random", "Gorobei", "random"]
    choose_board(app, setup, 1, "random")
    assert setup.options["samurai"] == ""  # every seat at random: the option's default
