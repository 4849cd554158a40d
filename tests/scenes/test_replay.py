"""``main.py replay``: a saved game opens at its first action and steps through; a broken
file gives a clear message and the app keeps running."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.dialogs import MessageScene
from scenes.menu import MenuScene
from scenes.replay import open_replay
from tests.scenes.helpers import click, click_button, frames, key
from tests.scenes.toy_table import ToyTable
from tests.toy_game import TOY


def saved_toy_game(path: Path, moves: int = 4) -> Match:
    match = Match.start(TOY, [Seat("Ann"), Seat("Bot", "ai", "easy")], 11, {"tiles": "3"})
    for _ in range(moves):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[len(legal) // 2])
    path.write_text(match.to_json(), encoding="utf-8")
    return match


def test_a_replay_starts_at_the_first_action_and_steps_with_right_and_space(app: Any, tmp_path: Path) -> None:
    original = saved_toy_game(tmp_path / "game.json")
    app.stack.push(MenuScene(app))
    assert open_replay(app, tmp_path / "game.json")
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, ToyTable) and table.script is not None
    assert table.match.steps == [] and table.match.state == original.state_at(0)
    frames(app, 120)  # nothing moves by itself: the bot seat does not play in a replay
    assert table.match.steps == []
    key(app, pygame.K_RIGHT)
    assert len(table.match.steps) == 1 and table.match.state == original.state_at(1)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert table.match.state == original.state_at(4)
    key(app, pygame.K_RIGHT)  # past the end: stays on the last state
    assert len(table.match.steps) == 4
    assert not app.storage.autosave_path.exists()  # a replay never overwrites the autosave


def test_a_replay_steps_both_ways_with_the_mouse_and_back_with_the_left_arrow(app: Any, tmp_path: Path) -> None:
    original = saved_toy_game(tmp_path / "game.json")
    app.stack.push(MenuScene(app))
    assert open_replay(app, tmp_path / "game.json")
    frames(app, 2)
    table = app.stack.top
    back, forward = table._replay_buttons
    assert not back.enabled and forward.enabled  # nothing before the first move
    click(app, back.rect.center)
    assert table.match.steps == []
    for done in (1, 2, 3):
        click(app, forward.rect.center)
        frames(app, 1)
        assert table.match.state == original.state_at(done)
    click(app, back.rect.center)
    frames(app, 1)
    assert len(table.match.steps) == 2 and table.match.state == original.state_at(2)
    key(app, pygame.K_LEFT)
    assert table.match.state == original.state_at(1)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    frames(app, 1)
    assert table.match.state == original.state_at(4) and not forward.enabled and back.enabled
    bar = table.replay_bar_rect(app.screen.get_size())
    assert bar.contains(back.rect) and bar.contains(forward.rect)



def replay_of_a_finished_game(app: Any, tmp_path: Path) -> tuple[Match, Any]:
    """A toy game played to its end, saved, and opened as a replay at its first move."""
    match = Match.start(TOY, [Seat("Ann"), Seat("Bot", "ai", "easy")], 11, {"tiles": "3"})
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    (tmp_path / "game.json").write_text(match.to_json(), encoding="utf-8")
    app.stack.push(MenuScene(app))
    assert open_replay(app, tmp_path / "game.json")
    frames(app, 2)
    return match, app.stack.top

def test_a_replay_steps_back_from_its_end_screen(app: Any, tmp_path: Path) -> None:
    from scenes.game_over import GameOverScene

    match, table = replay_of_a_finished_game(app, tmp_path)
    total = len(match.steps)
    for _ in range(total):
        key(app, pygame.K_RIGHT)
    frames(app, 5)
    assert isinstance(app.stack.top, GameOverScene)
    key(app, pygame.K_LEFT)  # from the results: the move before last
    frames(app, 2)
    assert app.stack.top is table and len(table.match.steps) == total - 1
    key(app, pygame.K_RIGHT)  # the last move again, and its results again
    frames(app, 5)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    over.look_at_the_table()  # the table shows under the results: its ◀ steps back too
    frames(app, 2)
    click(app, table.replay_back_button().rect.center)
    frames(app, 2)
    assert app.stack.top is table and len(table.match.steps) == total - 1


def test_a_broken_save_shows_a_message_and_the_app_keeps_running(app: Any, tmp_path: Path) -> None:
    cases = {"garbage.json": "{{{", "wrong.json": json.dumps({"format": 1, "game": "chess"})}
    original = saved_toy_game(tmp_path / "bad-move.json")
    data = original.to_save()
    data["actions"][0]["seat"] = 1
    cases["bad-move.json"] = json.dumps(data)
    app.stack.push(MenuScene(app))
    frames(app, 2)
    for name, text in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert not open_replay(app, tmp_path / name)
        frames(app, 2)
        message = app.stack.top
        assert isinstance(message, MessageScene) and name in message.text
        click(app, message.buttons[0].rect.center)
        assert isinstance(app.stack.top, MenuScene) and app.running
    assert not open_replay(app, tmp_path / "missing.json")
    frames(app, 2)
    assert "missing.json" in app.stack.top.text



def test_at_a_replays_end_the_table_looked_at_has_its_menu(app: Any, tmp_path: Path) -> None:
    """By its menu button and by Esc, as the replay bar's end says."""
    from scenes.game_over import GameOverScene
    from scenes.pause import PauseScene

    match, table = replay_of_a_finished_game(app, tmp_path)
    for _ in range(len(match.steps)):
        key(app, pygame.K_RIGHT)
    frames(app, 5)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and not table.menu_button_shown()  # under the results
    key(app, pygame.K_ESCAPE)  # a look at the table
    assert over.peeking and table.menu_button_shown()
    click(app, table.menu_button_rect(app.screen.get_size()).center)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.table is table
    key(app, pygame.K_ESCAPE)  # Resume: the table is looked at again
    assert app.stack.top is over and over.peeking
    key(app, pygame.K_ESCAPE)  # "Esc: menu", as the replay bar's end says
    assert isinstance(app.stack.top, PauseScene)
    click_button(app, app.stack.top, "Leave the replay")
    assert isinstance(app.stack.top, MenuScene)
