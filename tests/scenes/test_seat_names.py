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


@pytest.mark.parametrize(("lang", "person"), [("en", "Player A"), ("fr", "Joueur A")])
def test_unnamed_seats_are_named_in_the_players_language(lang: str, person: str) -> None:
    i18n.set_language(lang)
    seats = with_default_names(parse_seats("human,ai:hard,human:Ann", named=False))
    assert [s.name for s in seats] == [person, AI_NAMES[1], "Ann"]
    assert [(s.kind, s.level) for s in seats[:2]] == [("human", "normal"), ("ai", "hard")]


def test_a_table_started_in_french_names_its_seats_in_french(app: Any) -> None:
    i18n.set_language("fr")
    app.start_match(PlayRequest("toy", parse_seats("human,ai:easy", named=False), 3, {"tiles": "3"}))
    app.stack.apply_pending()
    assert [s.name for s in app.stack.top.match.seats] == ["Joueur A", AI_NAMES[1]]


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
    assert names == [["Joueur A", AI_NAMES[1]]]


def test_a_person_is_never_named_like_sushidos_player_1_role() -> None:
    """Sushido's rules call the fighter who plays first "Player 1" (the P1 token, which may sit
    with the other seat): no default person name may read as that role (review D, defect 1)."""
    from scenes.seat_names import default_seat_name

    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            names = [default_seat_name(index, True) for index in range(7)]  # Katana seats seven
        finally:
            i18n.set_language("en")
        assert len(set(names)) == 7
        assert not any(char.isdigit() for name in names for char in name), names


def test_person_names_of_earlier_versions_kept_in_setups_json_are_still_defaults(app: Any) -> None:
    """A setups.json written when persons were "Player 1" / "Joueur 3" shows today's names, and a
    seat turned AI takes the AI's name, as for any name the app gave."""
    import json

    from scenes.seat_names import is_default_seat_name
    from scenes.setup import SetupScene
    from tests.toy_game import TOY

    assert is_default_seat_name(0, "Player 1") and is_default_seat_name(2, "Joueur 3")
    assert not is_default_seat_name(1, "Player 1") and not is_default_seat_name(0, "Ann")
    path = app.storage.setups_path
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"kinds": ["human", "ai:easy", "human"], "names": ["Player 1", "Ren", "Joueur 3"], "options": {}}
    path.write_text(json.dumps({"toy": entry}), encoding="utf-8")
    setup = SetupScene(app, TOY)
    assert setup.names == ["Player A", "Ren", "Player C"]
    setup.names[2] = "Joueur 3"  # as kept, had the screen not renamed it
    setup.set_kind(2, "ai:easy")
    assert setup.names[2] == AI_NAMES[2]
