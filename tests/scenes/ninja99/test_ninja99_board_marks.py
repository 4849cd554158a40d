"""What the table marks and labels: cells a clan technique converted (following the engine's
state until the turn ends), the ninjas a card would cover under Hensojutsu, the clans Shinobi-iri
trades, the tray's buttons and labels under the cards rather than over them, and French
punctuation in lines built from names."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Discard, EndTurn, Place
from game.ninja99.geometry import index
from game.ninja99.preview import Converted, converted_cells
from game.ninja99.techniques import clan_technique
from scenes.kit import i18n
from scenes.ninja99.fx import draw_label_size
from scenes.ninja99.texts import t
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    click,
    frames,
    key,
    make_app,
    match_from,
    move,
    open_table,
    play_bots_until,
    press,
    release,
    started_match,
)

GAME = get_game("ninja99")


def test_converted_cells_are_marked_until_the_turn_ends(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = match_from(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2], tokens=["DDDDDDFF", "DDDDDDDD"])
    table = open_table(app, match)
    assert table.marked_cells == ()
    click(app, table.panels.hits["tech:kakuremino"].center)
    for row, col in ((0, 0), (0, 6)):
        click(app, table.camera.cell_to_screen(row + 0.5, col + 0.5))
    click(app, button_labelled(table, "Confirm").rect.center)
    frames(app)
    assert table.marked_cells == converted_cells(match.state) == (
        Converted(0, 0, "W", False), Converted(0, 6, "W", False))
    table.submit(Place("N01", 0, -2, -2))  # its White ninja now lies on (0, 0)
    frames(app)
    assert table.marked_cells == converted_cells(match.state) == (Converted(0, 6, "W", False),)
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
    match = started_match(seed=14)  # as in test_ninja99_game: Ann's card fits nowhere after 31 moves
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


# N26 = W.. / ... / W.B laid by the White rival at (2,0): White ninjas at (2,0) and (4,0).
WHITE_NINJAS = {"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hensojutsu_says_which_ninjas_may_be_covered_and_the_ghost_crosses_them_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language(lang)
    try:
        match = match_from(clans=["B", "W"], modules=["clan"], clan_cards=[2, 1, 1], layers=[WHITE_NINJAS],
                           tokens=["DDDDDDDF", "DDDDDDDD"])
        table = open_table(app, match)
        click(app, table.panels.hits["tech:hensojutsu"].center)
        assert match.state.turn.uses("hensojutsu") and table.picking is None  # no cell to pick
        frames(app)
        assert table._status_line(table._state) == {
            "en": "Your turn: with Hensojutsu, your ninjas may lie on Red and White ninjas",
            "fr": "À vous : avec Hensojutsu, vos ninjas peuvent recouvrir les ninjas Rouges et Blancs",
        }[lang]
        assert table.marked_cells == ()  # nothing converted: no cell counts for another clan
        press(app, table.hand_rects[0].center)
        key(app, pygame.K_r)  # N01 turned once: R.B / ... / W.B
        spot = anchor_centre(table, 0, -2)
        move(app, spot)
        assert table.ghost is not None and table.ghost.legal
        assert table.ghost.ninjas_covered == ((2, 0, "W"),)
        frames(app)  # the cross over the White ninja is drawn
        release(app, spot)
        assert match.state.grid[index(2, 0)] == "B"  # the White ninja is gone under the card's Black one
    finally:
        i18n.set_language("en")


def test_shinobi_iri_is_one_click_and_the_clan_cards_and_log_follow(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = match_from(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    table = open_table(app, match)
    frames(app)
    click(app, table.panels.hits["tech:shinobi_iri"].center)
    assert match.state.clans == ("W", "R") and match.state.neutral == "B"
    frames(app)
    assert table.log[-1] == "Ann trades clans with Bot: Ann now White, Bot Red"
    assert "tech:kawarimi" in table.panels.hits  # the new clan's technique (White card 1) is offered
    assert "tech:shinobi_iri" not in table.panels.hits
    # the card given away is still there to read, beside the Neutral's, by its clan's emblem
    assert {"clantech:shinobi_iri", "clantech:intonjutsu"} <= set(table.panels.hits)


def test_the_other_clans_techniques_can_be_read_before_and_after_the_pick(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {"modules": "clan"})
    play_bots_until(match, lambda m: m.state.phase == "pick" and 0 in m.to_act(), seed=1)
    table = open_table(app, match)
    frames(app)
    offered = {key for key in table.panels.hits if key.startswith("clantech:")}
    assert len(offered) == 3 and not any(key.startswith("tech:") for key in table.panels.hits)
    move(app, table.panels.hits[sorted(offered)[0]].center)
    frames(app)
    assert table.hover == sorted(offered)[0]  # its text is shown under the list
    click(app, table._clan_choice_rects()[next(iter(table._clan_choice_rects()))].center)
    frames(app)
    assert match.state.phase == "turn" and match.state.clans[0] is not None
    own = {key.partition(":")[2] for key in table.panels.hits if key.startswith("tech:")}
    others = {key.partition(":")[2] for key in table.panels.hits if key.startswith("clantech:")}
    mine = clan_technique(match.state, match.state.clans[0])
    assert mine is not None and mine.id in own and mine.id not in others and len(others) == 2
