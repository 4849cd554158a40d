"""Review 5 of 99 Ninja: a replay's final count shows the count the record holds, read-only and
below the replay bar (defect 1); the player's own band shows a long name whole, dropping
" (you)" for it, and pointing at the band names a name too long even alone (defect 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import PickClan, Reckon
from scenes.kit import i18n
from scenes.ninja99 import panels, table_view
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.texts import t
from tests.scenes.helpers import record_drawn_rects, record_drawn_text
from tests.scenes.ninja99.ninja99_table_helpers import (
    frames,
    make_app,
    move,
    open_table,
    play_bots_until,
    press,
    release,
    started_match,
)

SIZES = [((1024, 600), "large"), ((1280, 720), "standard")]


def played_to_the_end() -> Match:
    match = started_match(seed=5)
    play_bots_until(match, lambda m: m.finished, seed=3)
    return match


@pytest.mark.parametrize(("size", "text_size"), SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_replays_final_count_shows_the_recorded_count_read_only_below_the_bar(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str,
        language: str) -> None:
    record = played_to_the_end()
    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    fresh = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Bot", "ai", "easy")], 5, {})
    table = NinjaTable(app, fresh, list(record.steps))
    app.stack.push(table)
    app.stack.apply_pending()
    i18n.set_language(language)
    try:
        while fresh.state.phase != "reckon":
            assert table.step_replay()
        for _ in range(2):  # both sides' counts, one replay step each
            frames(app, 3)
            step = record.steps[len(fresh.steps)]
            assert isinstance(step.action, Reckon)
            draft = table.draft
            assert draft is not None and draft.read_only
            assert (draft.side, draft.assignment) == (step.seat, step.action.assignment)
            assert table.buttons == []  # no "All on…", no "Reveal" that plays nothing
            assert draft.box.top >= table.replay_bar_rect(size).bottom
            token = draft.token_rects[0]
            placed = list(draft.clans)
            press(app, token.center)
            move(app, draft.pool_rect.center, settle=2)
            release(app, draft.pool_rect.center)
            assert draft.clans == placed and draft.dragging is None
            assert table._status_line(fresh.state) == t("n99.reckoning_recorded")
            assert table.step_replay()
        assert fresh.finished
    finally:
        i18n.set_language("en")


def band_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, size: tuple[int, int],
               text_size: str) -> tuple[NinjaTable, list[str]]:
    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    match = Match.start(get_game("ninja99"), [Seat(name), Seat("Bot", "ai", "easy")], 5, {})
    match.submit(1, PickClan("B"))
    match.submit(0, PickClan("R"))
    drawn = record_drawn_text(panels, monkeypatch)
    table = open_table(app, match)
    frames(app, 2)
    return table, drawn


@pytest.mark.parametrize(("size", "text_size"), SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_own_band_shows_a_long_name_whole_rather_than_you(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str,
        language: str) -> None:
    i18n.set_language(language)
    try:
        _, drawn = band_words(tmp_path, monkeypatch, "Maximilien-Aurèle", size, text_size)
        you = f"({t('n99.you')})"
        # whole, with "(you)" where both fit, else alone: the band's colour marks it as one's own
        assert {"Maximilien-Aurèle", f"Maximilien-Aurèle {you}"} & set(drawn)
        assert not any(text.startswith("Maximilien") and "…" in text for text in drawn)  # never cut
        _, drawn = band_words(tmp_path, monkeypatch, "Ann", size, text_size)
        assert f"Ann ({t('n99.you')})" in drawn  # room enough: "(you)" stays
    finally:
        i18n.set_language("en")


def test_pointing_at_a_band_that_cuts_the_name_names_the_player_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = "Maximilien-Aurèle de la Tour-Montferrand"
    table, drawn = band_words(tmp_path, monkeypatch, name, (1024, 600), "large")
    assert name not in drawn  # too long even alone: the band cuts it
    band = table.panels.hits["name:0"]
    labels = record_drawn_rects(table_view, monkeypatch, name="draw_label")
    move(table.app, band.center, settle=2)
    screen = table.app.screen.get_rect()
    assert any(text == name and screen.contains(rect) for text, rect in labels)


def test_a_band_with_the_name_whole_needs_no_hover(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, _ = band_words(tmp_path, monkeypatch, "Ann", (1024, 600), "large")
    assert "name:0" not in table.panels.hits
