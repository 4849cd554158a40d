"""Ronin at the table: the Daimyo step asks the active person whether to bring down a Daimyo
that falls only by ignoring their own clan's samurai. Two buttons answer, the Daimyo is ringed
on the board while asked, the log tells the answer, in English and in French; a bot's question
is shown while it thinks, and its answer logged."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import EndTurn, Place, RoninChoice
from scenes.kit import i18n
from scenes.ninja99.log_lines import log_lines
from tests.ninja99.helpers import BOARD
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    click,
    frames,
    make_app,
    move,
    open_table,
    press,
)

GAME = get_game("ninja99")
# Daimyo 1 at (1,1) is guarded by the White samurai at (0,0) alone (see tests/ninja99/helpers).
FAR = Place("N01", 0, -2, 3)  # touches Daimyo 2 only, covers nothing


def asked_match(**fields: Any) -> Match:
    """Ann (White) against an easy bot (Black) with Ronin, before Ann's first card."""
    data: dict[str, Any] = {"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N01"], ["N02"]],
                            "clans": ["W", "B"], "modules": ["ronin"], "deck": ["N05", "N06", "N07"]}
    data.update(fields)
    state = GAME.from_scenario(data)
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    return Match(GAME, seats, 1, {"modules": "ronin", "level": "0"}, state, [], [state])


def test_the_question_has_two_buttons_a_mark_on_the_board_and_a_log_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = asked_match()
    table = open_table(app, match)
    assert table.submit(FAR)
    frames(app, 3)
    assert match.state.turn.asked == (1,)
    assert table._status_line(table._state) == (
        "Ronin: the Gold Daimyo falls only if you ignore your White samurai")
    assert table.asked_marks == ((0, 0),)  # the samurai it would ignore, framed; the Daimyo ringed
    down = button_labelled(table, "Bring the Gold Daimyo down")
    button_labelled(table, "Leave it standing")
    # Nothing else until the answer: the card is laid, no draw is offered yet.
    assert all(b.label != "Draw: end turn" for b in table.buttons)
    click(app, down.rect.center)
    frames(app)
    assert match.steps[-1].action == RoninChoice(1, True) and match.state.fallen == ((1, 0, 1),)
    assert ("Ann ignores their White samurai to bring the Gold Daimyo down, "
            "for no points from their ninjas around it") in table.log
    assert table.asked_marks == ()
    # Taken back, the question is there again; left standing this time.
    assert table.undo() and match.state.turn.asked == (1,)
    frames(app, 2)
    click(app, button_labelled(table, "Leave it standing").rect.center)
    frames(app)
    assert match.steps[-1].action == RoninChoice(1, False) and 1 in match.state.standing()
    assert table.log[-1] == "Ann leaves the Gold Daimyo standing rather than ignore their White samurai"
    button_labelled(table, "Draw: end turn")


def test_the_question_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language("fr")
    match = asked_match()
    table = open_table(app, match)
    table.submit(FAR)
    frames(app, 3)
    assert table._status_line(table._state) == (
        "Ronin : le Daimyo d'or ne tombe que si vous ignorez vos samouraïs du clan Blanc")
    button_labelled(table, "Abattre le Daimyo d'or")
    click(app, button_labelled(table, "Le laisser debout").rect.center)
    frames(app)
    assert table.log[-1] == (
        "Ann laisse le Daimyo d'or debout plutôt que d'ignorer ses samouraïs du clan Blanc")
    # A card dropped while the question waits is refused in French (the engine's reason retold).
    table.undo()
    frames(app)
    assert not table.submit(EndTurn())
    assert table.toasts.texts[-1].startswith("Répondez d'abord à la question Ronin : abattre le Daimyo d'or")


def test_the_ghost_says_a_lay_would_ask(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = asked_match()
    table = open_table(app, match)
    press(app, table.hand_rects[0].center)
    move(app, anchor_centre(table, FAR.row, FAR.col))
    assert table.ghost is not None and table.ghost.legal
    assert table.ghost.asks == (1,) and table.ghost.falls == ()
    frames(app)  # the ghost's label "Gold Daimyo: falls only if you choose (Ronin)" is drawn


def test_a_bots_question_is_shown_while_it_thinks_and_its_answer_logged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    # The bot (seat 1) is White this time, and has just laid its card far off: it is asked.
    state = GAME.from_scenario({"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N02"], ["N01"]],
                                "clans": ["B", "W"], "modules": ["ronin"], "active": 1})
    state, _ = GAME.apply(state, 1, FAR)
    assert state.turn.asked == (1,)
    match = Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {"modules": "ronin", "level": "0"},
                  state, [], [state])
    table = open_table(app, match)
    assert table._status_line(table._state) == (
        "Bot decides: bring the Gold Daimyo down by ignoring their White samurai?")
    assert table.asked_marks == ((0, 0),)
    deadline = time.monotonic() + 20
    while match.state.turn.asked and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.001)
    assert isinstance(match.steps[0].action, RoninChoice)
    assert any("the Gold Daimyo" in line for line in table.log)


@pytest.mark.parametrize(("lang", "down", "standing"), [
    ("en", "Bob ignores their Red samurai to bring the Azure Daimyo down, for no points from their ninjas around it",
     "Bob leaves the Azure Daimyo standing rather than ignore their Red samurai"),
    ("fr", "Bob ignore ses samouraïs du clan Rouge pour abattre le Daimyo azur, sans points pour ses ninjas autour",
     "Bob laisse le Daimyo azur debout plutôt que d'ignorer ses samouraïs du clan Rouge"),
])
def test_log_lines_for_each_answer(lang: str, down: str, standing: str) -> None:
    i18n.set_language(lang)
    state = GAME.from_scenario({"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N02"], ["N01"]],
                                "clans": ["B", "R"], "modules": ["ronin"], "active": 1})
    state, _ = GAME.apply(state, 1, FAR)
    assert state.turn.asked == (3, 6)
    _, events = GAME.apply(state, 1, RoninChoice(3, True))
    assert log_lines(events, ("Ann", "Bob"), lang)[0] == down
    _, events = GAME.apply(state, 1, RoninChoice(3, False))
    assert log_lines(events, ("Ann", "Bob"), lang) == [standing]


def test_screenshots_of_the_question(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """NINJA99_SHOTS=DIR keeps the pictures (English and French, 1280x720)."""
    for lang in ("en", "fr"):
        app = make_app(tmp_path / lang, monkeypatch)
        i18n.set_language(lang)
        match = asked_match()
        table = open_table(app, match)
        table.submit(FAR)
        frames(app, 40)
        shots = os.environ.get("NINJA99_SHOTS")
        path = os.path.join(shots, f"ronin_{lang}.png") if shots else str(tmp_path / f"ronin_{lang}.png")
        pygame.image.save(app.screen, path)
        assert os.path.getsize(path) > 10_000
