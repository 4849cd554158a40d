"""A technique that picks cells (Kawarimi, Kakuremino) is finished or cancelled before anything
else is done; a cell it cannot take is refused with the engine's reason; its prompt names the
cells wanted; its log line names the cells taken. And after Boryaku the status line says both
cards are laid this turn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.events import event
from game.ninja99.actions import Place, UseTechnique
from scenes.app import App
from scenes.kit import i18n
from scenes.ninja99 import panels
from scenes.ninja99.log_lines import log_lines
from scenes.ninja99.reasons import retell
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.table_view import pick_prompt
from tests.scenes.ninja99.ninja99_table_helpers import (
    button_labelled,
    click,
    frames,
    key,
    make_app,
    match_from,
    move,
    open_table,
    press,
    release,
)

# N26 = W.. / ... / W.B laid by the rival at (2,0): a Black ninja at (4,2) for Kawarimi to take.
WITH_A_BLACK_NINJA = [{"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}]
KAWARIMI = {"clans": ["W", "B"], "modules": ["clan"], "clan_cards": [1, 1, 1], "layers": WITH_A_BLACK_NINJA,
            "tokens": ["DDDDDDFF", "DDDDDDDD"]}
KAKUREMINO = {**KAWARIMI, "clan_cards": [1, 1, 2]}


@pytest.fixture
def english_after() -> Iterator[None]:
    """The language a test sets (after the app, which reads it from the settings) goes back."""
    yield None
    i18n.set_language("en")


def open_pick(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, technique: str,
              size: tuple[int, int] = (1280, 720), language: str = "en") -> tuple[App, NinjaTable]:
    app = make_app(tmp_path, monkeypatch, size)
    i18n.set_language(language)
    table = open_table(app, match_from(**(KAWARIMI if technique == "kawarimi" else KAKUREMINO)))
    click(app, table.panels.hits[f"tech:{technique}"].center)
    assert table.picking == technique
    return app, table


def click_cell(app: App, table: NinjaTable, cell: tuple[int, int]) -> None:
    click(app, table.camera.cell_to_screen(cell[0] + 0.5, cell[1] + 0.5))


def status(table: NinjaTable) -> str:
    return table._status_line(table._state)


def labels(table: NinjaTable) -> list[str]:
    return [button.label for button in table.buttons]


# -- 1. nothing else is done while the cells are being picked ---------------------------------------

def test_the_card_stays_in_the_tray_until_the_pick_is_confirmed_or_cancelled(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kawarimi")
    match = table.match
    cell = sorted(table._pick_cells())[0]
    click_cell(app, table, cell)
    assert table.picked == [cell]
    table.toasts.clear()
    spot = table.hand_rects[0].center
    press(app, spot)
    assert table.held is None  # the card is not lifted: it could be laid with the pick never sent
    assert table.toasts.texts == ["Finish Kawarimi first: Confirm or Cancel"]
    release(app, spot)
    # the clan card and another technique wait too: the pick stays as it was
    for hit in ("clan", "tech:kayakujutsu"):
        table.toasts.clear()
        click(app, table.panels.hits[hit].center)
        assert table.toasts.texts == ["Finish Kawarimi first: Confirm or Cancel"], hit
    assert table.picking == "kawarimi" and table.picked == [cell] and not match.steps
    assert labels(table) == ["Cancel", "Confirm"]
    click(app, button_labelled(table, "Cancel").rect.center)
    assert table.picking is None and match.state.favour(0) == 2
    assert status(table) == "Your turn: drag your card onto the board"
    press(app, spot)
    assert table.held is not None  # once the pick is over the card is the player's again
    key(app, pygame.K_ESCAPE)


def test_the_refusal_is_told_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       english_after: None) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kakuremino", (1024, 600), "fr")
    table.toasts.clear()
    press(app, table.hand_rects[0].center)
    assert table.held is None
    assert table.toasts.texts == ["Terminez d'abord Kakuremino : Valider ou Renoncer"]


def test_a_move_made_during_a_pick_ends_it_and_the_buttons_follow(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """However a move comes (a shortcut, a take-back, another seat), the pick's prompt, marks and
    buttons never outlive the state that offered it."""
    app, table = open_pick(tmp_path, monkeypatch, "kawarimi")
    click_cell(app, table, sorted(table._pick_cells())[0])
    lay = next(a for a in table.match.legal(0) if isinstance(a, Place))
    assert table.submit(lay)
    frames(app, 2)
    assert table.picking is None and table.picked == []
    assert not table.match.state.turn.techniques  # the pick was never sent
    assert "Draw: end turn" in labels(table) and "Confirm" not in labels(table)
    assert status(table) == "Card laid: draw to end your turn, or undo"


# -- 2. a cell the technique cannot take, one cell too many, the prompt -----------------------------

def test_a_cell_kawarimi_cannot_take_is_refused_with_the_engines_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kawarimi")
    wrong = (0, 3)  # an empty cell
    assert wrong not in table._pick_cells()
    table.toasts.clear()
    click_cell(app, table, wrong)
    assert table.picked == []
    reason = table.explain(0, UseTechnique("kawarimi", (wrong,)))
    assert reason == "the cell at row 1, column 4 is not a ninja of another clan next to a standing Daimyo"
    assert table.toasts.texts == [retell(reason, "en")]


def test_a_third_cell_is_refused_and_a_picked_one_let_go(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kakuremino")
    first, second, third = sorted(table._pick_cells())[:3]
    click_cell(app, table, first)
    click_cell(app, table, second)
    table.toasts.clear()
    click_cell(app, table, third)
    assert table.picked == [first, second]
    assert table.toasts.texts == [
        "Kakuremino picks one or two cells: click a picked cell again to free it, then Confirm"]
    click_cell(app, table, first)  # let go: the third now fits
    click_cell(app, table, third)
    assert table.picked == [second, third]


@pytest.mark.parametrize("technique, prompt", [
    ("kawarimi", "Kawarimi: click 1 or 2 Black or Red ninjas framed in gold, then Confirm"),
    ("kakuremino", "Kakuremino: click 1 or 2 samurai framed in gold, then Confirm"),
])
def test_the_prompt_names_the_cells_wanted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, technique: str,
                                           prompt: str) -> None:
    _, table = open_pick(tmp_path, monkeypatch, technique)
    assert status(table) == prompt


def test_the_pick_is_told_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    english_after: None) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kawarimi", (1024, 600), "fr")
    table.toasts.clear()
    click_cell(app, table, (0, 3))
    assert table.toasts.texts == [
        "En ligne 1, colonne 4, il n'y a pas de ninja d'un autre clan à côté d'un Daimyo debout"]
    assert status(table) == "Kawarimi : cliquez 1 ou 2 ninjas Noirs ou Rouges encadrés d'or, puis Valider"
    samurai = "Kakuremino : cliquez 1 ou 2 samouraïs encadrés d'or, puis Valider"
    assert pick_prompt("kakuremino", "fr") == samurai


# -- 3. Boryaku: both cards are laid ----------------------------------------------------------------

@pytest.mark.parametrize("language, both, second", [
    ("en", "Boryaku: drag both your cards onto the board, one after the other",
     "Boryaku: now drag your second card onto the board"),
    ("fr", "Boryaku : glissez vos deux cartes sur le plateau, l'une après l'autre",
     "Boryaku : glissez maintenant votre seconde carte sur le plateau"),
])
def test_after_boryaku_the_status_line_asks_for_both_cards(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, both: str, second: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language(language)
    try:
        table = open_table(app, match_from(tokens=["DDDDDDFF", "DDDDDDDD"], deck=["N03", "N04"]))
        click(app, table.panels.hits["tech:boryaku"].center)
        match = table.match
        assert match.state.turn.uses("boryaku") and len(match.state.hands[0]) == 2
        assert status(table) == both
        assert table.submit(next(a for a in match.legal(0) if isinstance(a, Place)))
        frames(app, 2)
        assert len(match.state.hands[0]) == 1
        assert status(table) == second
    finally:
        i18n.set_language("en")


def test_hensojutsus_rule_stays_in_sight_under_boryakus_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.ninja99 import tray as tray_module
    from tests.scenes.helpers import record_drawn_text

    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, match_from(clans=["B", "W"], modules=["clan"], clan_cards=[2, 1, 1],
                                       tokens=["DDDDFFFF", "DDDDDDDD"], deck=["N03", "N04"]))
    click(app, table.panels.hits["tech:hensojutsu"].center)
    click(app, table.panels.hits["tech:boryaku"].center)
    assert table.match.state.turn.uses("boryaku") and table.match.state.turn.uses("hensojutsu")
    drawn = record_drawn_text(tray_module, monkeypatch)
    frames(app, 2)
    assert status(table) == "Boryaku: drag both your cards onto the board, one after the other"
    assert any(line.startswith("With Hensojutsu, your ninjas may lie on") for line in drawn), drawn


# -- 4. the log names the cells -----------------------------------------------------------------------

def test_the_log_names_the_cells_a_technique_took(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = open_pick(tmp_path, monkeypatch, "kakuremino")
    first, second = sorted(table._pick_cells())[:2]
    click_cell(app, table, first)
    click_cell(app, table, second)
    click(app, button_labelled(table, "Confirm").rect.center)
    where = (f"on row {first[0] + 1}, column {first[1] + 1} and on row {second[0] + 1}, "
             f"column {second[1] + 1}")
    assert table.log[-1] == f"Ann uses Kakuremino {where}"


def test_the_technique_log_line_in_both_languages() -> None:
    names = ("Ann", "Ben")
    one = (event("technique_used", side=0, technique="kawarimi", cells=[[4, 2]]),)  # as a save reads back
    two = (event("technique_used", side=1, technique="kakuremino", cells=[(0, 0), (7, 5)]),)
    none = (event("technique_used", side=0, technique="tenmon", cells=[]),)
    assert log_lines(one, names, "en") == ["Ann uses Kawarimi on row 5, column 3"]
    assert log_lines(two, names, "en") == ["Ben uses Kakuremino on row 1, column 1 and on row 8, column 6"]
    assert log_lines(none, names, "en") == ["Ann uses Tenmon"]
    i18n.set_language("fr")
    try:
        assert log_lines(one, names, "fr") == ["Ann utilise Kawarimi en ligne 5, colonne 3"]
        assert log_lines(two, names, "fr") == ["Ben utilise Kakuremino en ligne 1, colonne 1 et en ligne 8, "
                                               "colonne 6"]
    finally:
        i18n.set_language("en")


def test_a_second_refusal_replaces_the_first_over_the_tray(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Refusals show in the gap over the tray, room for one: two stacked there covered the pick's
    instruction for seconds."""
    app, table = open_pick(tmp_path, monkeypatch, "kawarimi")
    table.toasts.show("first refusal")
    table.toasts.show("second refusal")
    assert table.toasts.texts == ["second refusal"]


# -- 3. a technique that cannot start says why --------------------------------------------------------

@pytest.mark.parametrize(("language", "told"), [
    ("en", "Kawarimi has no cell to pick: no ninja of another clan stands next to a standing Daimyo"),
    ("fr", "Kawarimi n'a aucune case à désigner : aucun ninja d'un autre clan ne se tient à côté d'un "
           "Daimyo debout"),
])
def test_kawarimi_with_nothing_to_take_says_why_on_hover_and_click(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None, language: str, told: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language(language)
    # no ninja on the board: nothing for Kawarimi to take, though Ann has the Favour for it
    table = open_table(app, match_from(**{**KAWARIMI, "layers": []}))
    drawn: list[str] = []
    real_draw = panels.draw_text
    monkeypatch.setattr(panels, "draw_text", lambda surface, text, *more, **named: (
        drawn.append(text), real_draw(surface, text, *more, **named))[1])
    rect = table.panels.hits["tech:kawarimi"]
    move(app, rect.center, settle=5)
    assert told.split(":")[0] in " ".join(drawn)  # the hover gives the reason under the text
    app.audio.played.clear()
    click(app, rect.center)
    assert table.picking is None
    assert table.toasts.texts == [told]
    assert "invalid" in app.audio.played


# -- 4. another clan's technique, listed to be read ----------------------------------------------------

@pytest.mark.parametrize(("fields", "technique", "language", "told"), [
    (KAWARIMI, "kenjutsu", "en",
     "Kenjutsu belongs to the Red clan, Neutral now: swap your clan for it at the start of a turn to use it"),
    (KAWARIMI, "intonjutsu", "en",
     "Intonjutsu belongs to the Black clan, your rival's: it can only come to you once they swap it for Neutral"),
    ({**KAWARIMI, "clans": ["R", "B"], "clan_cards": [1, 2, 1]}, "intonjutsu", "en",
     "Intonjutsu belongs to the Black clan, your rival's: Shinobi-iri would trade your clan for it"),
    (KAWARIMI, "kenjutsu", "fr",
     "Kenjutsu appartient au clan Rouge, Neutre pour l'instant : échangez votre clan contre lui en début de "
     "tour pour l'employer"),
])
def test_a_click_on_another_clans_technique_says_whose_it_is_and_how_to_have_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english_after: None, fields: dict[str, Any],
        technique: str, language: str, told: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language(language)
    table = open_table(app, match_from(**fields))
    before = len(table.match.steps)
    app.audio.played.clear()
    click(app, table.panels.hits[f"clantech:{technique}"].center)
    assert table.toasts.texts == [told]
    assert "invalid" in app.audio.played
    assert len(table.match.steps) == before and table.picking is None
