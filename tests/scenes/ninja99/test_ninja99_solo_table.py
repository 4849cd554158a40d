"""The solo table: the reckoning's outlook counts the automaton's Score cards, the automaton's
panel shows whom it strikes next, and the log tells each automaton action in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import get_game
from game.ninja99.actions import EndTurn, Place
from game.ninja99.automaton import strike_target
from scenes.kit import i18n
from scenes.kit.widgets import GOLD, INK_DIM
from scenes.ninja99 import panels as panels_module
from scenes.ninja99 import table_view as table_view_module
from scenes.ninja99.log_lines import log_lines
from tests.scenes.helpers import record_drawn_text
from tests.scenes.ninja99.ninja99_table_helpers import (
    button_labelled,
    click,
    frames,
    make_app,
    move,
    open_table,
    solo_match,
)

GAME = get_game("ninja99")
QUIET = Place("N01", 0, -2, 3)  # touches Daimyo 2, covers nothing


def test_the_solo_reckoning_shows_the_tracks_after_the_automatons_score_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    # Red -8 now; the player's tokens are worth 12; 5A lies face up on Red (5), 3A face down (4),
    # 1A face down on Black (3): the backs name the face-down cards, so their values count exactly.
    match = solo_match(hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[0, -8, 2],
                       fallen=[[1, 0, 1], [2, 0, 2], [3, 0, 3], [4, 0, 4]], tokens=["PPPPDDFF", "DDDDDDDD"],
                       score_cards=[["5A", "R", True], ["3A", "R", False], ["1A", "B", False]], score_deck=[])
    table = open_table(app, match)
    assert table.draft is not None
    click(app, button_labelled(table, "All on Red").rect.center)
    frames(app)
    shown = table.draft.outlook_shown
    assert shown["R"] == ("-8  →  -5", INK_DIM)  # -8 + 12 - 5 - 4
    assert shown["B"] == ("+0  →  -3", INK_DIM)
    assert shown["W"] == ("+2  →  +2", GOLD)
    click(app, button_labelled(table, "All on White").rect.center)
    frames(app)
    assert table.draft.outlook_shown["W"] == ("+2  →  +14", GOLD)
    assert table.draft.outlook_shown["R"] == ("-8  →  -17", INK_DIM)


def test_a_face_down_score_card_is_counted_at_its_value(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    # Face down: 3A (4) on Red, 1A (3) on Black. Red +5 ends +1: positive; Black +4 ends +1 too,
    # and Black +3 with 3A there instead would not: the outlook counts the card that lies there.
    match = solo_match(hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[4, 5, 0],
                       fallen=[[1, 0, 1]], tokens=["PDDDDDDD", "DDDDDDDD"],
                       score_cards=[["3A", "R", False], ["1A", "B", False]], score_deck=[])
    table = open_table(app, match)
    assert table.draft is not None
    click(app, button_labelled(table, "All on White").rect.center)
    frames(app)
    assert table.draft.outlook_shown["R"] == ("+5  →  +1", GOLD)
    assert table.draft.outlook_shown["B"] == ("+4  →  +1", GOLD)


def test_a_face_down_score_card_shows_its_name_and_its_value_on_hover(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = solo_match(score_cards=[["5A", "R", True], ["3A", "R", False]], score_deck=["1A"])
    drawn = record_drawn_text(panels_module, monkeypatch)
    table = open_table(app, match)
    assert "3A" in drawn and "5" in drawn and "?" not in drawn  # the back names the face-down card
    labels: list[str] = []
    real_label = table_view_module.draw_label
    monkeypatch.setattr(table_view_module, "draw_label",
                        lambda surface, text, *a, **k: labels.append(text) or real_label(surface, text, *a, **k))
    move(app, table.panels.hits["score:1"].center)
    assert table.hover == "score:1"
    frames(app, 2)
    assert ("Score card 3A, face down (its back names it): it will count 4 for the automaton on the Red track"
            in labels)
    i18n.set_language("fr")
    try:
        frames(app, 2)
    finally:
        i18n.set_language("en")
    assert ("Carte Score 3A, face cachée (son dos la nomme) : elle comptera 4 pour l'automate sur la piste "
            "Rouge" in labels)


def test_the_automaton_panel_shows_the_daimyo_its_next_strike_takes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = solo_match(fallen=[[4, 0, 1], [3, 0, 2]], tokens=["PPDDDDDD", "DDDDDDFF"])
    table = open_table(app, match)
    panel = table.panels.automaton_shown
    assert panel is not None
    assert panel.top_order == (4, 3, 2, 1, 7, 6, 5) and panel.next_strike == strike_target(match.state) == 2
    assert panel.auto_deck_top == "3A"  # the Auto deck's top card, known by its Blacklist back


@pytest.mark.parametrize(("card", "english", "french"), [
    ("3A", "Automaton stays Black", "L'automate reste Noir"),
    ("2A", "Automaton swaps Black for the Neutral Red", "L'automate échange le Noir contre le Rouge Neutre"),
    ("6A", "Automaton steals your White clan: you take Black",
     "L'automate vous vole le clan Blanc : vous prenez le Noir"),
])
def test_the_log_words_each_automaton_action(card: str, english: str, french: str) -> None:
    state = solo_match(auto_deck=[card, "1A"]).state
    state, _ = GAME.apply(state, 0, QUIET)
    _, events = GAME.apply(state, 0, EndTurn())
    names = ("Ann", "Automaton")
    assert english in log_lines(events, names, "en")
    i18n.set_language("fr")
    try:
        assert french in log_lines(events, names, "fr")
    finally:
        i18n.set_language("en")
    assert not any("swaps clans" in line for line in log_lines(events, names, "en"))


def test_the_log_tells_a_strike_in_one_line() -> None:
    # Black at 5 for the automaton: its row of 3A (1 + 1) takes it to 7, it strikes Daimyo 4
    # (4B lists 4 first), comes back to 6 and turns the player's token 8.
    layer = {"card": "N11", "orientation": 0, "row": 3, "col": 3, "side": 0}
    state = solo_match(tracks=[-5, 0, 0], layers=[layer]).state
    state, _ = GAME.apply(state, 0, QUIET)
    _, events = GAME.apply(state, 0, EndTurn())
    lines = log_lines(events, ("Ann", "Automaton"), "en")
    assert ("Automaton strikes: Violet Daimyo falls, its Black cube goes back to 6, your token 8 turns to Favour"
            in lines)
    assert "Score card 4B goes face down on the Black track (its back names it)" in lines
    assert "Automaton swaps Black for the Neutral Red" in lines
    assert "Violet Daimyo falls" not in lines  # the strike line says it


def test_the_automaton_panel_says_when_a_strike_is_owed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.ninja99.automaton_panel as automaton_panel

    written = record_drawn_text(automaton_panel, monkeypatch)
    app = make_app(tmp_path, monkeypatch)
    open_table(app, solo_match(tracks=[0, -6, 0], strike_due=True))
    frames(app)
    assert "Score deck: 7. It strikes as its turn opens:" in written
    written.clear()
    open_table(app, solo_match())
    frames(app)
    assert "Score deck: 7. At 6 it strikes:" in written
    assert not any("turn opens" in line for line in written)


def test_at_the_final_count_a_score_cards_words_show_over_the_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = solo_match(hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[0, -8, 2],
                       fallen=[[1, 0, 1], [2, 0, 2], [3, 0, 3], [4, 0, 4]], tokens=["PPPPDDFF", "DDDDDDDD"],
                       score_cards=[["5A", "R", True], ["3A", "R", False]], score_deck=[])
    table = open_table(app, match)
    assert table.draft is not None
    order: list[str] = []
    real_draft_draw, real_words = table.draft.draw, table._draw_score_card_words
    monkeypatch.setattr(table.draft, "draw", lambda *a, **k: order.append("count") or real_draft_draw(*a, **k))
    monkeypatch.setattr(table, "_draw_score_card_words", lambda *a, **k: order.append("words") or real_words(*a, **k))
    move(app, table.panels.hits["score:1"].center)
    frames(app, 2)
    assert order[-2:] == ["count", "words"]  # the words are drawn over the count, not under it
