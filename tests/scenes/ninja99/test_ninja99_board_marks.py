"""What the table marks and labels: cells a clan technique converted (following the engine's
state until the turn ends), the tray's buttons and labels under the cards rather than over
them, and French punctuation in lines built from names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Discard, EndTurn, Place
from game.ninja99.preview import Converted, converted_cells
from scenes.kit import i18n
from scenes.ninja99.fx import draw_label_size
from scenes.ninja99.texts import t
from tests.scenes.ninja99.ninja99_table_helpers import (
    button_labelled,
    click,
    frames,
    make_app,
    open_table,
    play_bots_until,
    started_match,
)

GAME = get_game("ninja99")
BOARD = ["w.....b.", ".1...2..", "........", "r.......", ".3....4b", "........", "5b...6..", "..b7.r.."]


def match_from(**fields: Any) -> Match:
    data: dict[str, Any] = {"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N01"], ["N02"]]}
    data.update(fields)
    state = GAME.from_scenario(data)
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    return Match(GAME, seats, 1, {"modules": ",".join(data.get("modules", [])), "level": "0"}, state, [],
                 [state])


def test_converted_cells_are_marked_until_the_turn_ends(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = match_from(clans=["R", "B"], modules=["clan"], clan_cards=[1, 2, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    table = open_table(app, match)
    assert table.marked_cells == ()
    click(app, table.panels.hits["tech:shinobi_iri"].center)
    for row, col in ((0, 0), (0, 6)):
        click(app, table.camera.cell_to_screen(row + 0.5, col + 0.5))
    click(app, button_labelled(table, "Confirm").rect.center)
    frames(app)
    assert table.marked_cells == converted_cells(match.state) == (
        Converted(0, 0, "R", False), Converted(0, 6, "R", False))
    table.submit(Place("N01", 0, -2, -2))  # its White ninja now lies on (0, 0)
    frames(app)
    assert table.marked_cells == converted_cells(match.state) == (Converted(0, 6, "R", False),)
    table.submit(EndTurn())
    frames(app)
    assert table.marked_cells == () and match.state.turn.conversions == ()


def test_tenmons_throw_away_buttons_sit_under_the_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for size in ((1280, 720), (1920, 1080)):
        app = make_app(tmp_path, monkeypatch, size)
        match = match_from(clans=["W", "B"], tokens=["DDDDDDDF", "DDDDDDDD"])
        table = open_table(app, match)
        click(app, table.panels.hits["tech:tenmon"].center)
        frames(app)
        throw = [b for b in table.buttons if b.label == "Throw away"]
        assert len(throw) == 2
        for button, card in zip(throw, table.hand_rects.values(), strict=True):
            assert button.rect.top >= card.bottom and not button.rect.colliderect(card)
            assert table.lay.tray.contains(button.rect)
        click(app, throw[1].rect.center)
        assert isinstance(match.steps[-1].action, Discard) and not match.state.turn.must_discard


def test_fits_nowhere_is_written_under_the_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=1)  # as in test_ninja99_game: Ann's card fits nowhere after 32 moves
    play_bots_until(match, lambda m: m.to_act() == (0,) and any(isinstance(a, Discard) for a in m.legal(0))
                    and not m.state.turn.must_discard, seed=1)
    table = open_table(app, match)
    card = table.hand_rects[0]
    _width, height = draw_label_size(t("n99.fits_nowhere"), table.lay.text(15))
    assert card.bottom + table.lay.px(4) + height <= table.lay.tray.bottom


def test_french_lines_built_from_names_put_a_space_before_the_colon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language("fr")  # after the app, which sets the language of its settings
    try:
        assert t("n99.token_counts", favour=2, placed=1) == "Faveur : 2   ·   Daimyo : 1"
        match = started_match(seed=9)
        play_bots_until(match, lambda m: m.state.phase == "reckon" and 0 in m.to_act(), seed=3)
        table = open_table(app, match)
        table.submit(match.legal(0)[0])
        play_bots_until(match, lambda m: m.finished, seed=3)
        table._start_reveal({})
        assert any(line.startswith("Ann : Noir") for line, _ in table.reveal_lines)
    finally:
        i18n.set_language("en")
