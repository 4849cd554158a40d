"""A 99 Ninja game picked up again: Continue keeps the log of what was played before it was
left (and a replay stepped back, of the moves left); a replay's watcher is never offered a
move, nor told that the arrows move the board (they step the game there). Review of saving
and replaying, defects 2, 6 and 7."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Discard, UseTechnique
from game.ninja99.ai import make_bot
from scenes.app import App
from scenes.kit import i18n
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.texts import t
from tests.scenes.helpers import record_drawn_text
from tests.scenes.ninja99.ninja99_table_helpers import (
    click,
    frames,
    key,
    make_app,
    match_from,
    open_table,
    play_bots_until,
    started_match,
)


def test_after_continue_the_log_tells_what_was_played_before(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Bot", "ai", "easy")], 5, {})
    table = open_table(app, match)
    rng = random.Random(2)
    while len(match.steps) < 16:  # both sides' moves go through the table, which logs them as they come
        seat = match.to_act()[0]
        view = match.game.view(match.state, seat)
        assert table.submit(make_bot("easy", seat).choose(view, match.legal(seat), rng), seat)
    told = list(table.log)
    assert len(told) >= 10
    app.flush_saves()
    continued = app.load_autosave()  # what the menu's Continue opens
    assert continued is not None and len(continued.steps) == 16
    again = app.table_for(continued)
    assert isinstance(again, NinjaTable)
    assert list(again.log) == told


def replay_of(app: App, match: Match, fresh: Match) -> NinjaTable:
    """``fresh`` (the same start as ``match``) watched as a replay of ``match``'s steps."""
    table = NinjaTable(app, fresh, list(match.steps))
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 2)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_in_a_replay_the_keys_line_does_not_promise_that_the_arrows_move_the_board(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    match = match_from(clans=["W", "B"])
    match.submit(0, match.legal(0)[0])
    table = replay_of(app, match, match_from(clans=["W", "B"]))
    i18n.set_language(language)
    try:
        frames(app)
        hint = table._keys_hint()
        arrows = {"en": "arrow", "fr": "flèche"}[language]
        assert arrows not in hint.lower() and arrows in t("n99.pan_keys").lower()
        assert hint == t("n99.pan_keys_replay")
    finally:
        i18n.set_language("en")
    centre = table.camera.cell_to_screen(4, 4)
    key(app, pygame.K_RIGHT)  # steps the game, and the board stays where it was
    assert len(table.match.steps) == 1 and table.camera.cell_to_screen(4, 4) == centre


def test_a_replay_offers_no_throw_away_at_a_tenmon_discard(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    scenario = {"clans": ["W", "B"], "tokens": ["DDDDDDFF", "DDDDDDDD"]}  # Ann has the Favour Tenmon costs
    match = match_from(**scenario)
    match.submit(0, UseTechnique("tenmon"))
    match.submit(0, Discard(match.state.hands[0][-1]))  # the record throws the drawn card away
    table = replay_of(app, match, match_from(**scenario))
    key(app, pygame.K_RIGHT)
    frames(app, 2)
    state = table.match.state
    assert state.turn.must_discard and state.active == 0 and table.viewer == 0  # Ann's hand on screen
    assert table.buttons == []  # no "Throw away" under her cards: the watcher plays nothing
    first_card = table.hand_rects[0]
    click(app, (first_card.centerx, first_card.bottom + 12))  # where the button stands in play
    assert not table.submit(Discard(state.hands[0][0]), 0)
    assert len(table.match.steps) == 1
    key(app, pygame.K_RIGHT)  # the record's own discard still follows
    assert [s.action for s in table.match.steps] == [s.action for s in match.steps]


def test_a_replay_stepped_back_logs_the_moves_left_and_no_take_back(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    if not hasattr(NinjaTable, "step_replay_back"):
        pytest.skip("the kit steps a replay forward only")
    app = make_app(tmp_path, monkeypatch)
    record = started_match(seed=4)
    play_bots_until(record, lambda m: len(m.steps) >= 12, seed=4)
    table = replay_of(app, record, Match.start(record.game, record.seats, record.seed, record.options))
    for _ in range(8):
        key(app, pygame.K_RIGHT)
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert len(table.match.steps) == 5
    five = Match.start(record.game, record.seats, record.seed, record.options)
    for step in record.steps[:5]:
        five.submit(step.seat, step.action)
    assert table.log == NinjaTable(app, five).log  # as a game continued after those five moves
    assert not [line for line in table.log if line in {t("n99.took_back", name=s.name) for s in record.seats}]


def test_a_replays_watcher_is_nobody_at_the_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.ninja99 import panels

    app = make_app(tmp_path, monkeypatch, (1280, 720))
    match = match_from(clans=["W", "B"])
    match.submit(0, match.legal(0)[0])
    shown = record_drawn_text(panels, monkeypatch)
    table = replay_of(app, match, match_from(clans=["W", "B"]))
    frames(app, 2)
    assert table.viewer == 0 and shown  # the first seat's side is on show...
    assert not any(f"({t('n99.you')})" in text for text in shown)  # ...but it is not "you"
