"""Whole games through the Katana table, its log in both languages, its end screen, its save."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from scenes.katana.log import _SENTENCES, GameLog, sentence
from scenes.kit import i18n
from tests.scenes.helpers import frames, make_app, run_until
from tests.scenes.katana.katana_table_helpers import open_table


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def ai_seats(count: int, level: str = "easy") -> list[Seat]:
    return [Seat(f"AI {i + 1}", "ai", level) for i in range(count)]


@pytest.mark.parametrize("seats, seed", [(4, 11), (7, 12)])
def test_an_all_ai_game_is_driven_through_the_scene_to_the_end(app, seats, seed) -> None:
    from scenes.katana.results import KatanaResults

    match = Match.start(GAME, ai_seats(seats), seed, {})
    table = open_table(app, match)
    run_until(app, lambda: isinstance(app.stack.top, KatanaResults))
    outcome = GAME.outcome(match.state)
    assert outcome is not None and match.finished
    results = app.stack.top
    assert results.headline().startswith("Victory for") and results.breakdown["seats"]
    assert not table.hidden_roles  # every role has been turned face up
    assert not table.timeline.busy
    lines = table.log.lines(table.names, None, "en", 400)
    assert any(line.startswith("Game over") for line in lines)
    assert sum(1 for line in lines if " was the " in line) == seats
    frames(app, 3)  # the end screen draws


def test_the_game_is_autosaved_after_every_action_and_continues_exactly_there(app) -> None:
    from scenes.katana import TABLE

    match = Match.start(GAME, [Seat("Ann")] + ai_seats(4), 5, {})
    table = open_table(app, match)
    run_until(app, lambda: len(match.steps) >= 12 and table.acting_human() == 0 and not table.animating())
    app.flush_saves()
    again = app.load_autosave()
    assert again is not None and again.state == match.state and len(again.steps) == len(match.steps)
    resumed = TABLE(app, again)
    assert resumed.log.lines(resumed.names, 0, "en", 50) == table.log.lines(table.names, 0, "en", 50)


def test_space_skips_the_animations_of_the_ai(app) -> None:
    import pygame

    app.settings.animation_speed = "slow"
    match = Match.start(GAME, ai_seats(5), 3, {})
    table = open_table(app, match)
    run_until(app, lambda: table.timeline.busy)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
    frames(app)
    assert not table.timeline.flights


def test_every_event_of_seeded_games_reads_as_a_sentence_in_both_languages() -> None:
    rng = random.Random(4)
    seen: set[str] = set()
    for seed in range(6):
        n = 3 + seed % 5
        match = Match.start(GAME, ai_seats(n), seed, {})
        names = [c.capitalize() for c in match.state.characters]
        while not match.finished:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            for event in match.submit(seat, legal[rng.randrange(len(legal))]):
                if event.kind not in _SENTENCES:
                    continue
                for lang in ("en", "fr"):
                    text = sentence(event, names, lang)
                    if text is None:
                        continue
                    seen.add(event.kind)
                    assert "None" not in text and "?" not in text.replace(" ?", ""), (event, text)
    assert {"attack", "damage", "cards_drawn", "turn_started", "game_over", "role_revealed", "honour"} <= seen


def test_private_lines_show_only_to_their_audience() -> None:
    from game.core.events import event

    log = GameLog()
    log.add((event("cards_seen", (1,), seat=1, cards=(0,), keys=("bokken",)),
             event("cards_drawn", seat=1, count=1, reason="draw_phase")))
    names = ["Goemon", "Tomoe", "Benkei"]
    assert log.lines(names, 1, "en", 10) == ["Tomoe gets: Bokken.", "Tomoe draws 1 card."]
    assert log.lines(names, 0, "en", 10) == ["Tomoe draws 1 card."]
    assert log.lines(names, 0, "fr", 10) == ["Tomoe pioche 1 carte."]


def test_every_katana_string_has_its_french() -> None:
    import scenes.katana.texts  # noqa: F401 - registers the strings

    assert [key for key in i18n.missing_in("fr") if key.startswith("katana.")] == []


def test_a_replay_steps_through_a_saved_game_with_the_right_arrow(app) -> None:
    import pygame

    from scenes.katana import TABLE

    full = Match.start(GAME, ai_seats(5), 21, {})
    bots = {seat: GAME.make_bot("easy", seat) for seat in range(5)}
    rng = random.Random(1)
    while not full.finished:
        seat = full.to_act()[0]
        full.submit(seat, bots[seat].choose(GAME.view(full.state, seat), full.legal(seat), rng))
    fresh = Match.start(GAME, full.seats, full.seed, full.options)
    table = TABLE(app, fresh, list(full.steps))
    app.stack.push(table)
    frames(app, 2)
    for _ in range(6):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=79))
        frames(app)
    assert len(fresh.steps) == 6 and fresh.state == full.state_at(6)
    assert table.viewer is None and table.hand() == ()  # a replay shows no private hand
    assert len(table.log.lines(table.names, None, "en", 100)) >= 6
