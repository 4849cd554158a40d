"""Rematch on a replay's end screen asks before it replaces the game in progress, as the setup
screen's Start does, and with the same question; after a live game, Rematch starts at once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.core.match import Match
from game.core.seats import Seat
from scenes.game_over import GameOverScene
from scenes.kit.dialogs import ConfirmScene
from scenes.kit.table import TableScene
from scenes.menu import MenuScene
from scenes.replay import open_replay
from tests.scenes.helpers import click_button, frames, key, run_until
from tests.toy_game import TOY


def toy_match(finished: bool, moves: int = 1) -> Match:
    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 7, {"tiles": "2"})
    while match.to_act() and (finished or len(match.steps) < moves):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    return match


def saved_actions(app: Any) -> int:
    app.flush_saves()
    return len(json.loads(app.storage.autosave_path.read_text(encoding="utf-8"))["actions"])


def watch_a_record_to_its_end(app: Any, tmp_path: Path) -> GameOverScene:
    """A game of three moves in progress, then a finished record replayed to its end screen."""
    app.write_autosave(toy_match(finished=False, moves=3).to_save())
    app.flush_saves()
    record = tmp_path / "record.json"
    record.write_text(toy_match(finished=True).to_json(), encoding="utf-8")
    app.stack.push(MenuScene(app))
    frames(app, 2)
    assert open_replay(app, record)
    frames(app, 2)
    while not isinstance(app.stack.top, GameOverScene):
        key(app, pygame.K_RIGHT)
        frames(app, 5)
    assert saved_actions(app) == 3  # watching a record leaves the game in progress alone
    return app.stack.top


def test_rematch_after_a_replay_asks_before_replacing_the_game_in_progress(app: Any, tmp_path: Path) -> None:
    over = watch_a_record_to_its_end(app, tmp_path)
    click_button(app, over, "Rematch")
    frames(app, 2)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    assert question.title == "Start a new game?"
    assert question.text == ("Your game of Toy in progress (moves played: 3) will be replaced: "
                             "only one game in progress is kept.")
    click_button(app, question, "Keep my game")
    frames(app, 2)
    assert app.stack.top is over and saved_actions(app) == 3
    click_button(app, over, "Rematch")
    frames(app, 2)
    click_button(app, app.stack.top, "Start the new game")
    frames(app, 3)
    table = app.stack.find(TableScene)
    assert table is not None and table.script is None  # a game to play, not the replay
    assert table.match.steps == [] and [seat.name for seat in table.match.seats] == ["Ann", "Bo"]
    assert not any(isinstance(scene, GameOverScene) for scene in app.stack.scenes)


def test_enter_on_a_replays_end_screen_asks_the_same_question(app: Any, tmp_path: Path) -> None:
    over = watch_a_record_to_its_end(app, tmp_path)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "moves played: 3" in question.text
    key(app, pygame.K_ESCAPE)  # Esc keeps the game, as "Keep my game" does
    frames(app, 2)
    assert app.stack.top is over and saved_actions(app) == 3


def test_rematch_after_a_live_game_starts_at_once(app: Any) -> None:
    bots = [Seat("Kenji", "ai", "easy"), Seat("Yumi", "ai", "easy")]
    app.stack.push(MenuScene(app))
    app.stack.push(app.table_for(Match.start(TOY, bots, 7, {"tiles": "2"})))
    frames(app, 2)
    table = app.stack.top
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))  # the game's end clears its autosave
    click_button(app, app.stack.top, "Rematch")
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not table
    assert app.stack.top.match.seats == bots
