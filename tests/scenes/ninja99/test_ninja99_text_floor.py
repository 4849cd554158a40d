"""With the text floor (Standard 9 px, Large 11 px) the 99 Ninja table's small texts grow past the
boxes laid out for them at 1024x600: every one of them still reads whole, inside its panel, and
clear of its neighbours."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99 import GAME
from game.ninja99.actions import PickClan
from game.ninja99.data import game_data
from game.ninja99.techniques import status
from scenes.kit import i18n, widgets
from scenes.kit.widgets import TEXT_FLOORS
from scenes.ninja99 import automaton_panel, panels, table_view, tray
from scenes.ninja99.reasons import retell
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.texts import side_name
from tests.ninja99.helpers import BOARD
from tests.scenes.helpers import record_drawn_rects
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    frames,
    make_app,
    move,
    open_table,
    play_bots_until,
    post,
    press,
    solo_match,
    started_match,
)


def table_at(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str,
             lang: str, match: Match) -> tuple[Any, NinjaTable]:
    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size, app.settings.language = text_size, lang
    app.apply_settings()
    return app, open_table(app, match)


SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text_size", ["standard", "large"])
def test_the_automatons_deck_lines_wrap_inside_the_left_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               text_size: str, lang: str) -> None:
    # at 1024x600 Large, "Paquet Auto : 7, ensuite 3A (Rester)" ran past the panel's edge, cut
    drawn = record_drawn_rects(automaton_panel, monkeypatch)
    _, table = table_at(tmp_path, monkeypatch, (1024, 600), text_size, lang, solo_match(strike_due=True))
    words = " ".join(text for text, _ in drawn)
    assert {"3A", "7."} <= set(words.split())  # the next card and the Score deck's count
    for text, rect in drawn:
        assert table.lay.left.contains(rect), (text, rect, table.lay.left)
    lines = [rect for _, rect in drawn if rect.x == drawn[-1][1].x]
    for upper, lower in zip(lines, lines[1:], strict=False):
        assert not upper.colliderect(lower)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_buttons_label_is_never_cut(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
                                      text_size: str, lang: str) -> None:
    # at 1024x600 Large in French the swap button read "Échanger avec le Neu…"
    _, table = table_at(tmp_path, monkeypatch, size, text_size, lang, started_match())
    label = "Échanger avec le Neutre" if lang == "fr" else "Swap with Neutral"
    button = button_labelled(table, label)
    assert widgets.font(button.size).size(label)[0] <= button.rect.width - 16  # as the kit fits it
    assert button.rect.left > table.hand_rects[0].right and table.lay.tray.contains(button.rect)
    ordered = sorted(table.buttons, key=lambda b: b.rect.x)
    for left, right in zip(ordered, ordered[1:], strict=False):
        assert left.rect.right <= right.rect.left


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_held_cards_keys_stay_in_the_tray(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               size: tuple[int, int], text_size: str, lang: str) -> None:
    # at 1024x600 Large in French the keys line ran on under the right panel ("· É")
    drawn = record_drawn_rects(tray, monkeypatch)
    app, table = table_at(tmp_path, monkeypatch, size, text_size, lang, started_match())
    press(app, table.hand_rects[0].center)
    move(app, anchor_centre(table, 2, 2), settle=5)
    assert table.held is not None
    drawn.clear()
    frames(app)
    keys = [(text, rect) for text, rect in drawn if rect.bottom > table.lay.tray.bottom - table.lay.px(40)]
    def words(text: str) -> list[str]:  # a line break takes the place of a "·" between two keys
        return [word for word in text.split() if word != "·"]

    assert words(" ".join(text for text, _ in keys)) == words(i18n.t("n99.help_keys"))
    for text, rect in keys:
        assert table.lay.tray.contains(rect), (text, rect, table.lay.tray)
    for (_, upper), (_, lower) in zip(keys, keys[1:], strict=False):
        assert not upper.colliderect(lower)


@pytest.mark.parametrize("text_size", ["standard", "large"])
def test_a_refusal_beside_a_card_held_above_the_board_stays_on_the_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text_size: str) -> None:
    # its first pill was centred on the board's top edge: its top half was off the window
    drawn = record_drawn_rects(table_view, monkeypatch, "draw_label")
    app, table = table_at(tmp_path, monkeypatch, (1024, 600), text_size, "en", started_match())
    press(app, table.hand_rects[0].center)
    move(app, anchor_centre(table, -3, -3), settle=5)
    assert table.ghost is not None and not table.ghost.legal
    drawn.clear()
    frames(app)
    assert drawn
    for text, rect in drawn:
        assert table.lay.board.contains(rect), (text, rect, table.lay.board)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_technique_hovers_and_their_refusal_are_drawn_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            size: tuple[int, int], text_size: str,
                                                            lang: str) -> None:
    # with the floor the hovers wrap into more lines than the six once drawn: the last were lost
    drawn = record_drawn_rects(panels, monkeypatch)
    match = started_match(options={"modules": "clan"})
    app, table = table_at(tmp_path, monkeypatch, size, text_size, lang, match)
    techs = game_data().techniques
    right = table.lay.right
    rows = {key: rect for key, rect in table.panels.hits.items() if key.startswith(("tech:", "clantech:"))}
    assert len(rows) == 6
    for key, row in rows.items():
        post(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))
        drawn.clear()
        frames(app)
        below = [(text, rect) for text, rect in drawn if row.bottom < rect.top and rect.x == row.x]
        said = " ".join(text for text, _ in below)
        tech = techs[key.partition(":")[2]]
        assert tech.texts[lang] in said, (key, said)
        reason = next((s.reason for s in status(table.match.state, 0) if s.id == tech.id), "")
        if key.startswith("tech:") and reason:  # Ann has no Favour yet: each of her own is refused
            assert retell(reason, lang) in said, (key, said)
        for text, rect in below:
            assert right.contains(rect), (text, rect)


def test_the_panels_are_drawn_again_when_the_text_size_changes(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # the panels' picture was kept while nothing in the game changed: back from the Settings
    # screen, its texts stayed at the old size beside a tray drawn at the new one
    app, _ = table_at(tmp_path, monkeypatch, (1024, 600), "standard", "en", started_match())
    drawn = record_drawn_rects(panels, monkeypatch)
    app.settings.text_size = "large"
    app.apply_settings()
    frames(app)
    small = [rect for text, rect in drawn if text.startswith("Blue ")]  # a track's lead, 14 design px
    assert small and all(rect.height >= TEXT_FLOORS["large"] for rect in small)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_name_never_runs_over_its_colour(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                size: tuple[int, int], text_size: str, lang: str) -> None:
    # "Bénédicte-Anne Zoé (vous)" ran over "Bleu" at 1024x600 (Large, and French at Standard)
    name = "Bénédicte-Anne Zoé"  # the setup's longest: 18 letters
    match = Match.start(GAME, [Seat(name), Seat("Bot", "ai", "easy")], 5, {})
    match.submit(1, PickClan("B"))
    match.submit(0, PickClan("R"))  # the log now tells it: "Bénédicte-Anne Zoé takes the Red clan"
    drawn = record_drawn_rects(panels, monkeypatch)
    _, table = table_at(tmp_path, monkeypatch, size, text_size, lang, match)
    you = f" ({i18n.t('n99.you')})"
    left = table.lay.left
    shown = next((text, rect) for text, rect in drawn if text.startswith(name[:9]) and rect.x < left.right)
    colour = next(rect for text, rect in drawn if text == side_name(0, lang) and rect.x < left.right)
    assert not shown[1].colliderect(colour), (shown, colour)
    # whole, with " (you)" where both fit: "(you)" gives way first (review 5, defect 3)
    assert shown[0] in (name, f"{name}{you}"), shown
    assert any(name in line for line in table.log)  # the log names the player whole


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_ronin_question_is_read_whole_above_its_buttons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            size: tuple[int, int], text_size: str,
                                                            lang: str) -> None:
    # at 1024x600 in French the rival's question ran on under the right panel: "...du clan Bl"
    from tests.scenes.ninja99.test_ninja99_ronin import FAR

    state = GAME.from_scenario({"game": "ninja99", "seats": 2, "board": BOARD, "hands": [["N02"], ["N01"]],
                                "clans": ["B", "W"], "modules": ["ronin"], "active": 1})
    state, _ = GAME.apply(state, 1, FAR)  # the rival laid far off: it is asked about the Gold Daimyo
    match = Match(GAME, [Seat("Ann"), Seat("Bénédicte-Anne Zoé", "ai", "easy")], 1,
                  {"modules": "ronin", "level": "0"}, state, [], [state])
    drawn = record_drawn_rects(tray, monkeypatch)
    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size, app.settings.language = text_size, lang
    app.apply_settings()
    table = NinjaTable(app, match)
    table.bots = BotTable(match, set())  # the question stays asked while it is read
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 3)
    status = table._status_line(table._state)
    assert "Bénédicte-Anne Zoé" in status
    drawn.clear()
    frames(app)
    lines = [(text, rect) for text, rect in drawn if rect.top < table.lay.tray.y + table.lay.px(60)]
    assert " ".join(text for text, _ in lines) == status
    for text, rect in lines:
        assert table.lay.tray.contains(rect), (text, rect, table.lay.tray)
        for button in table.buttons:
            assert not rect.colliderect(button.rect), (text, button.label)


def test_the_log_and_the_board_are_drawn_again_at_a_new_text_size(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # switched to Large mid-game, the log kept its rows wrapped for 9 px and ran past the window
    # ("...rows 4 to 6, column"), and the board kept its numbers at the old size
    match = started_match()
    play_bots_until(match, lambda m: len(m.steps) > 16 and m.to_act() == (0,))
    app, table = table_at(tmp_path, monkeypatch, (1024, 600), "standard", "en", match)
    board_renders = table.picture.renders
    drawn = record_drawn_rects(panels, monkeypatch)
    app.settings.text_size = "large"
    app.apply_settings()
    frames(app)
    first, end = table.panels.log_rows_shown
    rows = table.panels.log_rows[first:end]
    log = [(text, rect) for text, rect in drawn if text in rows and rect.y > table.panels.log_box.y]
    assert len(log) == len(rows) > 3
    for text, rect in log:
        assert table.lay.right.contains(rect), (text, rect, table.lay.right)
    assert table.picture.renders > board_renders


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_six_score_cards_on_a_track_each_show_their_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          text_size: str, lang: str) -> None:
    """Solo at the smallest window: six of the automaton's Score cards on the Black track lie side
    by side, none over another's name, between the track's two numbers (large text leaves the
    sides their numbers alone to make the room)."""
    from dataclasses import replace

    match = solo_match()
    lying = (("4B", "B", True), ("3A", "B", False), ("7B", "B", False), ("2A", "B", False), ("1A", "B", False),
             ("6B", "B", False))
    state = replace(match.state, score_cards=lying)
    match = Match(match.game, match.seats, match.seed, match.options, state, [], [state])
    drawn = record_drawn_rects(panels, monkeypatch)
    _, table = table_at(tmp_path, monkeypatch, (1024, 600), text_size, lang, match)
    frames(table.app, 3)
    chips = sorted((rect for key, rect in table.panels.hits.items() if key.startswith("score:")),
                   key=lambda rect: rect.left)
    assert len(chips) == 6
    for left, right in zip(chips, chips[1:], strict=False):
        assert left.right <= right.left, (left, right)
    row = pygame.Rect(0, chips[0].top, table.app.screen.get_width(), chips[0].height)
    labels = [(text, rect) for text, rect in drawn if rect.colliderect(row)]
    on_chips = [rect for _, rect in labels if any(chip.collidepoint(rect.center) for chip in chips)]
    assert len(on_chips) >= 6
    for text, rect in labels:
        if rect not in on_chips:  # the track's numbers either side keep clear of the chips
            assert rect.collidelist(chips) < 0, text
