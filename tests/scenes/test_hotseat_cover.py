"""The hot-seat cover and the mover's "pass the mouse?" question, walked with real events in
the real App on the toy game: Esc on the question, Space on the cover, the cover's first frame."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.kit.dialogs import DialogScene
from scenes.kit.scene import Scene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from tests.scenes.helpers import click_button, drag, frames, key, record_drawn_text, take_the_mouse


def open_two_people(app: Any) -> Any:
    """Ann and Ben at the toy table, Ann's move made: her "pass the mouse?" question is up."""
    from game.core.seats import Seat
    from scenes.app import PlayRequest

    app.stack.push(MenuScene(app))
    frames(app, 2)
    app.start_match(PlayRequest("toy", [Seat("Ann"), Seat("Ben")], 3, {"tiles": "2"}))
    frames(app, 2)
    take_the_mouse(app)
    table = app.stack.top
    tile = table.hand()[0]
    drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:0"].center)
    frames(app, 2)
    assert isinstance(app.stack.top, DialogScene) and app.stack.top.title == "Pass the turn?"
    return table


def test_esc_on_the_pass_question_opens_the_pause_menu_and_keeps_the_take_back(app: Any) -> None:
    table = open_two_people(app)
    question = app.stack.top
    key(app, pygame.K_ESCAPE)  # the key people press to stay, or to reach the pause menu
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene) and app.stack.scenes[-2] is question
    assert not app.stack.find(HandoffScene) and table.viewer == 0  # the turn has not passed
    key(app, pygame.K_ESCAPE)  # the menu closes: the question is there again, take-back and all
    frames(app, 2)
    assert app.stack.top is question
    assert [b.label for b in question.buttons] == ["Pass to Ben", "Take back my move"]
    click_button(app, question, "Take back my move")
    frames(app, 2)
    assert app.stack.top is table and table.match.steps == [] and table.viewer == 0


def test_the_pass_question_left_through_the_pause_menu_still_passes_the_turn(app: Any) -> None:
    table = open_two_people(app)
    key(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top, "Resume")
    frames(app, 2)
    click_button(app, app.stack.top, "Pass to Ben")  # the game is never stuck on it
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    take_the_mouse(app)
    frames(app, 2)
    assert app.stack.top is table and table.viewer == 1


def test_the_pass_question_speaks_the_language_chosen_in_the_pause_menu(app: Any) -> None:
    open_two_people(app)
    question = app.stack.top
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    app.settings.language = "fr"  # what the pause menu's Settings do
    app.apply_settings()
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is question and question.title == "Passer la main ?"
    assert [b.label for b in question.buttons] == ["Passer à Ben", "Reprendre mon coup"]


def test_space_does_not_lift_the_cover_but_enter_does(app: Any) -> None:
    """Space hurries the bots along on the tables: a tap too many must not open the next
    person's view. A click or Enter does, as the cover says."""
    ready: list[bool] = []
    app.stack.push(MenuScene(app))
    frames(app, 2)
    cover = HandoffScene(app, "Ben", lambda: ready.append(True))
    app.stack.push(cover)
    frames(app, round(GRACE_SECONDS * 60) + 5)
    key(app, pygame.K_SPACE)
    assert app.stack.top is cover and not ready
    key(app, pygame.K_KP_ENTER)
    assert app.stack.top is not cover and ready == [True]


class Secret(Scene):
    """A table's last frame: one bright colour all over, easy to find in the next frame."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((255, 0, 255))


def test_the_cover_hides_the_last_frame_from_its_first_frame(app: Any) -> None:
    app.stack.push(Secret(app))
    frames(app, 20)  # any fade of the secret's own arrival is over
    assert app.screen.get_at((5, 5))[:3] == (255, 0, 255)
    app.stack.push(HandoffScene(app, "Ben", lambda: None))
    frames(app)
    first = app.screen.copy()
    frames(app, 20)
    later = app.screen
    w, h = first.get_size()
    for spot in ((5, 5), (w // 2, h - 5), (w - 5, h // 3), (w // 4, h // 4)):
        assert first.get_at(spot) == later.get_at(spot), spot  # no trace of the colour underneath
        assert first.get_at(spot)[:3] != (255, 0, 255)


def test_the_cover_names_the_secret_the_table_gives_it(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.handoff as handoff
    from scenes.kit.i18n import t

    app.stack.push(MenuScene(app))
    frames(app, 2)
    assert t(HandoffScene(app, "Ben", lambda: None).private) == (
        "The table stays hidden so nobody sees another player's cards.")
    drawn = record_drawn_text(handoff, monkeypatch)
    app.stack.push(HandoffScene(app, "Ben", lambda: None, "n99.handoff_private"))
    frames(app, 2)
    assert any("tokens" in text for text in drawn) and not any("cards" in text for text in drawn)
