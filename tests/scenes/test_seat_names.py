"""Seats nobody named get the setup screen's names, in the player's language, however the table was
started: from the setup screen, `main.py play` or `main.py screenshot`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.core.seats import Seat, parse_seats
from scenes.app import PlayRequest
from scenes.kit import i18n
from scenes.seat_names import AI_NAMES, with_default_names


def test_the_command_line_leaves_unnamed_seats_for_the_app_to_name() -> None:
    assert [s.name for s in parse_seats("human,ai:hard,human:Ann,ai:easy:Kenji", named=False)] == [
        "", "", "Ann", "Kenji"]
    # simulate and its JSON keep naming seats by number and level
    assert [s.name for s in parse_seats("human,ai:hard")] == ["Player 1", "AI 2 (hard)"]


@pytest.mark.parametrize(("lang", "person"), [("en", "Player 1"), ("fr", "Joueur 1")])
def test_unnamed_seats_are_named_in_the_players_language(lang: str, person: str) -> None:
    i18n.set_language(lang)
    seats = with_default_names(parse_seats("human,ai:hard,human:Ann", named=False))
    assert [s.name for s in seats] == [person, AI_NAMES[1], "Ann"]
    assert [(s.kind, s.level) for s in seats[:2]] == [("human", "normal"), ("ai", "hard")]


def test_a_table_started_in_french_names_its_seats_in_french(app: Any) -> None:
    i18n.set_language("fr")
    app.start_match(PlayRequest("toy", parse_seats("human,ai:easy", named=False), 3, {"tiles": "3"}))
    app.stack.apply_pending()
    assert [s.name for s in app.stack.top.match.seats] == ["Joueur 1", AI_NAMES[1]]


def test_a_french_screenshot_names_its_seats_in_french(toy: None, tmp_path: Path, monkeypatch: Any) -> None:
    from scenes import harness

    names: list[list[str]] = []
    real = harness._play_ai_steps

    def spy(match: Any, steps: int) -> None:
        names.append([s.name for s in match.seats])
        real(match, steps)

    monkeypatch.setattr(harness, "_play_ai_steps", spy)
    harness.take_screenshot("toy", [Seat(""), Seat("", "ai", "easy")], 9, {"tiles": "3"}, size=(640, 360),
                            out=str(tmp_path / "t.png"), language="fr")
    assert names == [["Joueur 1", AI_NAMES[1]]]
