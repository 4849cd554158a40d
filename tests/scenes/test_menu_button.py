"""The pause menu (rules, settings, the way out) has a mouse way on every table and on the
hot-seat cover: the menu button, placed where each table leaves a corner free."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.handoff import HandoffScene
from scenes.kit.dialogs import ChoiceScene
from scenes.kit.table import TableScene, corner_menu_rect
from scenes.kit.widgets import Button
from scenes.pause import PauseScene
from tests.scenes.helpers import click, click_button, frames, register_toy
from tests.scenes.test_hotseat_cover import open_two_people

# each table with one person against bots (a table needs at least that many seats)
SEATS = {"katana": 4, "ninja99": 2, "spirit": 2, "sushido": 2}


def window(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> Iterator[Any]:
    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path))
    from scenes.app import App

    app = App(size=size, headless=True)
    app.settings.animation_speed = "instant"
    yield app
    for scene in list(app.stack.scenes):
        scene.exit()
    app.flush_saves()


@pytest.fixture
def small(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    yield from window(tmp_path, monkeypatch, (1024, 600))


def open_game(app: Any, game_id: str) -> TableScene:
    import game
    import scenes.tables

    seats = [Seat("Ann")] + [Seat(f"AI {n}", "ai", "easy") for n in range(1, SEATS[game_id])]
    table: TableScene = scenes.tables.tables()[game_id](app, Match.start(game.games()[game_id], seats, 3, {}))
    app.stack.push(table)
    frames(app, 3)
    assert app.stack.top is table
    return table


def laid_out_rects(value: Any) -> list[pygame.Rect]:
    """Every box a table's layout holds (alone or in a tuple)."""
    if isinstance(value, pygame.Rect):
        return [value]
    if isinstance(value, tuple):
        return [rect for item in value for rect in laid_out_rects(item)]
    return []


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_click_on_the_menu_button_opens_the_pause_menu(small: Any, game_id: str) -> None:
    table = open_game(small, game_id)
    click(small, table.menu_button_rect((1024, 600)).center)
    frames(small, 2)
    assert isinstance(small.stack.top, PauseScene) and small.stack.top.table is table


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_menu_button_does_not_open_under_a_dialog(small: Any, game_id: str) -> None:
    table = open_game(small, game_id)
    dialog = ChoiceScene(small, "A list", [("One", 1)], lambda value: None)
    small.stack.push(dialog)
    frames(small, 3)
    assert not table.menu_button_shown()
    click(small, table.menu_button_rect((1024, 600)).center)
    frames(small, 2)
    assert small.stack.top is dialog


def test_the_menu_button_does_not_open_under_the_end_screen(small: Any) -> None:
    from scenes.game_over import GameOverScene

    table = open_game(small, "sushido")
    table.on_game_over()
    frames(small, 3)
    over = small.stack.top
    assert isinstance(over, GameOverScene) and not table.menu_button_shown()
    click(small, table.menu_button_rect((1024, 600)).center)
    frames(small, 2)
    assert small.stack.top is over


# the layout's box that holds the button (the header it sits in), left out of the comparison
HOLDER = {"katana": ("log", "table_area"), "ninja99": ("right",), "spirit": ("log",), "sushido": ("top_bar",)}


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_menu_button_covers_none_of_the_tables_buttons_at_1024x600(small: Any, game_id: str) -> None:
    table = open_game(small, game_id)
    frames(small, 2)
    button = table.menu_button_rect((1024, 600))
    assert small.screen.get_rect().contains(button)
    lay = table.layout() if hasattr(table, "layout") else table.lay  # type: ignore[attr-defined]
    boxes = [rect for name, value in vars(lay).items() if name not in HOLDER[game_id]
             for rect in laid_out_rects(value)]
    buttons = [value for value in vars(table).values() if isinstance(value, Button)]
    buttons += [value for value in table.abilities()] if hasattr(table, "abilities") else []
    boxes += [b.rect for b in buttons]
    boxes += list(getattr(getattr(table, "panels", None), "hits", {}).values())  # 99 Ninja's panels
    assert len(boxes) > 5
    assert not [box for box in boxes if box.colliderect(button)]


@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    register_toy(monkeypatch)
    yield from window(tmp_path, monkeypatch, (1280, 720))


def test_the_cover_opens_the_pause_menu_with_a_click(app: Any) -> None:
    table = open_two_people(app)
    click_button(app, app.stack.top, "Pass to Ben")
    frames(app, 2)
    cover = app.stack.top
    assert isinstance(cover, HandoffScene)
    frames(app, 40)  # past the grace, when a click elsewhere would lift the cover
    click(app, corner_menu_rect((1280, 720)).center)
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene) and app.stack.scenes[-2] is cover
    assert table.viewer != 1  # Ben's view is still behind the cover
