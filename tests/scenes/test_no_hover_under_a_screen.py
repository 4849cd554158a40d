"""A screen over a table (the end screen, a list, the pause menu) takes the pointer: the table
under it shows no hover text left from where the pointer rested before (TableScene.covered)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.core.seats import Seat
from scenes.kit.dialogs import ChoiceScene
from tests.scenes.helpers import frames, make_app, record_drawn_text


def covered_by_a_list(app: Any) -> None:
    app.stack.push(ChoiceScene(app, "A list", [("One", 1)], lambda value: None))
    frames(app, 3)


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def test_katana_shows_no_card_text_under_a_screen(app) -> None:
    from scenes.katana import TABLE
    from tests.katana.helpers import scenario
    from tests.scenes.katana.katana_table_helpers import match_from

    state = scenario(characters=["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"],
                     roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=0,
                     hands=[["bokken", "focus"], ["bo"], ["bo"], ["bo"], ["bo"]])
    table = TABLE(app, match_from(state, [Seat("Ann")] + [Seat(f"AI {n}", "ai", "easy") for n in range(1, 5)]))
    app.stack.push(table)
    frames(app, 2)
    table.hover_card, table.hover_time = table.hand()[0], 5.0
    assert table.hover_text() is not None
    covered_by_a_list(app)
    table.hover_time = 5.0
    assert table.hover_text() is None


def test_sushido_shows_no_tooltip_under_a_screen(app, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core.match import Match
    from game.sushido import GAME
    from scenes.sushido import TABLE

    table = TABLE(app, Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {}))
    app.stack.push(table)
    frames(app, 2)
    shown: list[bool] = []
    monkeypatch.setattr(table.painter, "tooltip", lambda surface, view: shown.append(True))
    frames(app, 2)
    assert shown
    shown.clear()
    covered_by_a_list(app)
    assert not shown


def test_99_ninja_shows_no_technique_text_under_a_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.ninja99.panels as panels_module
    from tests.scenes.ninja99.ninja99_table_helpers import make_app as ninja_app
    from tests.scenes.ninja99.ninja99_table_helpers import match_from, open_table

    app = ninja_app(tmp_path, monkeypatch, (1024, 600))
    table = open_table(app, match_from(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1],
                                       tokens=["DDDDDDFF", "DDDDDDDD"]))
    other = next(key for key in table.panels.hits if key.startswith("clantech:"))
    table.hover = other
    drawn = record_drawn_text(panels_module, monkeypatch)
    frames(app, 2)
    assert any(line.startswith("Cost: ") for line in drawn)
    table.hover = None
    frames(app, 2)  # the panels drawn again without it
    covered_by_a_list(app)
    drawn.clear()
    table.hover = other  # where the pointer last rested on the table
    frames(app, 2)
    assert not any(line.startswith("Cost: ") for line in drawn)
