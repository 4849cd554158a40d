"""A replay's watcher plays nothing: the Katana table never tells them "Your turn, play cards",
even on the turns of the seat whose hand it shows; the headline says whose turn the record is
in. Review of saving and replaying, defect 7."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from game.katana.state import PLAY
from scenes.katana.texts import of_name
from scenes.kit import i18n
from tests.scenes.helpers import frames, key, make_app, record_rendered_text


@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    yield from make_app(tmp_path, monkeypatch)


def recorded_game(steps: int) -> Match:
    """Ann and two bots; every seat played by an easy bot, for ``steps`` moves."""
    seats = [Seat("Ann"), Seat("AI 2", "ai", "easy"), Seat("AI 3", "ai", "easy")]
    match = Match.start(GAME, seats, 21, {})
    bots = {seat: GAME.make_bot("easy", seat) for seat in range(len(seats))}
    rng = random.Random(1)
    while len(match.steps) < steps and not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, bots[seat].choose(GAME.view(match.state, seat), match.legal(seat), rng))
    return match


def open_replay_of(app: Any, record: Match) -> Any:
    from scenes.katana import TABLE

    fresh = Match.start(GAME, record.seats, record.seed, record.options)
    table = TABLE(app, fresh, list(record.steps))
    app.stack.push(table)
    frames(app, 2)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_on_the_shown_seats_turns_a_replay_says_whose_turn_it_is(app: Any, language: str) -> None:
    record = recorded_game(60)
    table = open_replay_of(app, record)
    assert table.viewer == 0  # Ann's hand is the one shown
    i18n.set_language(language)
    anns_turns = 0
    while len(table.match.steps) < len(record.steps):
        view = table.kview
        if view.turn == 0 and view.phase == PLAY:
            anns_turns += 1
            name = table.names[0]
            lines = table.banner_lines()
            assert lines[0] == i18n.t("katana.turn_of", name=name, of_name=of_name(name))
            assert i18n.t("katana.your_turn", name=name) not in lines
            assert i18n.t("katana.phase.play") not in lines
            assert not table.usable_cards()  # no hand card lit as playable
        key(app, pygame.K_RIGHT)
    assert anns_turns >= 2


def test_a_replay_does_not_offer_space_to_skip_the_animations(tmp_path: Any,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Space steps a replay to its next move (the replay bar says so): the live table's "Space:
    skip the animations" would tell only half of it."""
    from scenes.katana import painter

    shown = record_rendered_text(painter, monkeypatch)
    for app in make_app(tmp_path, monkeypatch, instant=False):
        table = open_replay_of(app, recorded_game(12))
        busy = 0
        for _ in range(12):
            key(app, pygame.K_RIGHT)
            busy += table.timeline.busy
        assert busy  # the moves animate, when a live table would offer the skip
        assert i18n.t("katana.skip_hint") not in shown


def test_a_replays_watcher_holds_no_seat_and_no_card(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.katana import painter

    record = recorded_game(12)
    table = open_replay_of(app, record)
    shown = record_rendered_text(painter, monkeypatch)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
    frames(app, 3)
    tag = table.role_tag()
    assert tag is not None and tag[0] == i18n.t(f"katana.role.{table.kview.roles[0]}")  # not "Your role"
    assert i18n.t("katana.end_turn") not in shown  # a replay ends no turn
    card_rect = table.hand_rects()[0][1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=card_rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=card_rect.center))
    frames(app, 2)
    assert table.held is None and not table.toasts.texts  # nothing picked up, nothing said


def test_a_step_back_lays_the_portraits_as_the_state_says(app: Any) -> None:
    # Going forward a defeat tips its portrait over and a recovery stands it up; a step back
    # plays neither, so the table lays each portrait as the state after it says.
    record = recorded_game(4)
    table = open_replay_of(app, record)
    table.timeline.tip(2)  # shown as if seat 2 had fallen; the state says nobody is down
    table.timeline.finish()
    assert table.timeline.tip_angle(2) == 90.0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert all(life > 0 for life in table.match.state.life)
    assert table.timeline.tip_angle(2) == 0.0
    table.timeline.lay_down({1})
    assert table.timeline.tip_angle(1) == 90.0 and table.timeline.tip_angle(2) == 0.0
