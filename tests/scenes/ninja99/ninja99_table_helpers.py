"""Shared set-up for the 99 Ninja table tests: a headless app, a started match, real events."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import PickClan
from game.ninja99.ai import make_bot
from scenes.app import App
from scenes.ninja99.table import NinjaTable
from tests.ninja99.helpers import BOARD

OPEN_APPS: list[App] = []  # closed after each test by the package's conftest


def make_app(tmp_path: Any, monkeypatch: Any, size: tuple[int, int] = (1280, 720)) -> App:
    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path))
    app = App(size=size, headless=True)
    OPEN_APPS.append(app)
    return app


def close_apps() -> None:
    """Stop the tables' bot threads and finish pending autosaves."""
    while OPEN_APPS:
        app = OPEN_APPS.pop()
        for scene in list(app.stack.scenes):
            scene.exit()
        app.flush_saves()


def match_from(**fields: Any) -> Match:
    """A two-player match opened on a scenario laid on the engine tests' board (Ann against an
    easy bot), with ``fields`` over the scenario's defaults."""
    data: dict[str, Any] = {"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N01"], ["N02"]]}
    data.update(fields)
    game = get_game("ninja99")
    state = game.from_scenario(data)
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    return Match(game, seats, 1, {"modules": ",".join(data.get("modules", [])), "level": "0"}, state, [],
                 [state])


def solo_match(**fields: Any) -> Match:
    """A solo match against the automaton opened on a scenario laid on the engine tests' board,
    with ``fields`` over the scenario's defaults."""
    data: dict[str, Any] = {"game": "ninja99", "seats": 1, "board": BOARD, "clans": ["W", "B"],
                            "hands": [["N01"], []], "auto_deck": ["3A", "1A", "2A", "4A", "5A", "6A", "7A"],
                            "score_deck": ["4B", "1B", "2B", "3B", "5B", "6B", "7B"]}
    data.update(fields)
    game = get_game("ninja99")
    state = game.from_scenario(data)
    return Match(game, [Seat("Ann")], 1, {"level": "0"}, state, [], [state])


def started_match(seed: int = 5, options: dict[str, str] | None = None) -> Match:
    """Ann (human, Blue) against an easy bot, clans picked: it is Ann's first turn."""
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Bot", "ai", "easy")], seed, options or {})
    match.submit(1, PickClan("B"))
    match.submit(0, PickClan("R"))
    assert match.to_act() == (0,)
    return match


def play_bots_until(match: Match, done: Any, seed: int = 1, limit: int = 400) -> None:
    """Both sides played by easy bots straight on the match until ``done(match)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(match):
            return
        seat = match.to_act()[0]
        bot = make_bot("easy", seat)
        match.submit(seat, bot.choose(match.game.view(match.state, seat), match.legal(seat), rng))
    raise AssertionError("the condition never came")


def open_table(app: App, match: Match) -> NinjaTable:
    table = NinjaTable(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 2)
    return table


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def post(kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **data))


def key(app: App, code: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    frames(app)


def press(app: App, pos: tuple[float, float], button: int = 1) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=button)
    frames(app)


def release(app: App, pos: tuple[float, float], button: int = 1) -> None:
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=button)
    frames(app)


def move(app: App, pos: tuple[float, float], settle: int = 20) -> None:
    post(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(1, 0, 0))
    frames(app, settle)


def click(app: App, pos: tuple[float, float]) -> None:
    press(app, pos)
    release(app, pos)


def anchor_centre(table: NinjaTable, row: int, col: int) -> tuple[float, float]:
    """The screen point that puts a held card's top-left cell on (row, col)."""
    return table.camera.cell_to_screen(row + 1.5, col + 1.5)


def button_labelled(table: NinjaTable, text: str) -> Any:
    for button in table.buttons:
        if button.label == text:
            return button
    raise AssertionError(f"no button {text!r} among {[b.label for b in table.buttons]}")
