"""The Sushido log read back with the wheel keeps the reader's place while the duel goes on (a
replay stepping forward or back, a bot playing); it comes back to the newest rows only when the
person at the screen acts, or when the words or the one looking change."""

from __future__ import annotations

import os
import random
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from scenes.kit import i18n
from tests.scenes.helpers import frames, key, post
from tests.scenes.sushido.test_sushido_table import open_table

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SEATS = [Seat("Ann"), Seat("Bot", "ai", "easy")]


def _played(steps: int, seed: int = 5) -> Match:
    """An Encounter duel played at random for ``steps`` moves."""
    match = Match.start(GAME, SEATS, seed, {"duel": "encounter", "fighters": "tako,same"})
    gen = random.Random(seed)
    while len(match.steps) < steps and not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[gen.randrange(len(legal))])
    return match


def _wheel(app: Any, table: Any, notches: int) -> None:
    post(pygame.MOUSEMOTION, pos=table.layout().log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=notches)
    frames(app)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_replay_stepping_on_and_back_keeps_the_rows_read_in_place(app: Any, size: tuple[int, int],
                                                                    lang: str) -> None:
    from scenes.sushido import TABLE

    record = _played(70)
    pygame.display.set_mode(size)
    i18n.set_language(lang)
    table = TABLE(app, Match.start(GAME, SEATS, 5, {"duel": "encounter", "fighters": "tako,same"}),
                  list(record.steps))
    app.stack.push(table)
    frames(app, 2)
    for _ in range(40):
        table.step_replay()
    frames(app, 2)
    painter = table.painter
    _wheel(app, table, 2)
    read = list(painter.log_shown)
    back = painter.log_scroll.back
    assert back > 0 and read
    for _ in range(12):  # the record plays on: new rows arrive under the ones being read
        key(app, pygame.K_RIGHT)
        assert painter.log_shown == read
    assert painter.log_scroll.back > back  # rows did arrive meanwhile
    for _ in range(12):  # and stepped back, they go away again
        key(app, pygame.K_LEFT)
        assert painter.log_shown == read
    assert painter.log_scroll.back == back


def test_the_person_acting_brings_the_log_back_to_the_newest_rows(app: Any) -> None:
    i18n.set_language("en")
    match = _played(40)
    while match.to_act() != (0,):  # on to a moment where Ann (at the screen) acts
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    table = open_table(app, match)
    painter = table.painter
    _wheel(app, table, 3)
    assert painter.log_scroll.back > 0
    assert table.submit(match.legal(0)[0])
    frames(app)
    assert painter.log_scroll.back == 0 and painter.log_shown[-1] == painter.log_rows[-1]


def test_other_words_bring_the_log_back_to_the_newest_rows(app: Any) -> None:
    i18n.set_language("en")
    table = open_table(app, _played(40))
    painter = table.painter
    _wheel(app, table, 3)
    assert painter.log_scroll.back > 0
    i18n.set_language("fr")
    frames(app)
    assert painter.log_scroll.back == 0 and painter.log_shown[-1] == painter.log_rows[-1]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_counts_of_rows_above_and_below_stay_clear_of_the_rows(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                  size: tuple[int, int]) -> None:
    import scenes.kit.scrollback as scrollback_module
    import scenes.sushido.painter as painter_module

    pygame.display.set_mode(size)
    i18n.set_language("fr")
    table = open_table(app, _played(60))
    _wheel(app, table, 2)
    boxes: dict[str, list[pygame.Rect]] = {"rows": [], "counts": []}
    for module, kind in ((painter_module, "rows"), (scrollback_module, "counts")):
        plain = module.draw_text

        def spy(*args: Any, _plain: Any = plain, _kind: str = kind, **kwargs: Any) -> pygame.Rect:
            drawn: pygame.Rect = _plain(*args, **kwargs)
            boxes[_kind].append(drawn)
            return drawn

        monkeypatch.setattr(module, "draw_text", spy)
    frames(app)
    log = table.layout().log
    rows = [box for box in boxes["rows"] if log.contains(box)]
    counts = boxes["counts"]
    assert len(counts) == 2 and all(log.contains(count) for count in counts)  # older and newer both
    for count in counts:
        assert count.collidelist(rows) == -1


def test_a_bot_playing_keeps_the_rows_read_in_place(app: Any) -> None:
    from tests.scenes.helpers import run_until

    i18n.set_language("en")
    match = _played(40)
    while match.to_act() != (1,):  # on to a moment where the bot alone decides
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    app.settings.animation_speed = "normal"  # the bot waits a readable moment before it plays
    table = open_table(app, match)
    painter = table.painter
    steps = len(match.steps)
    _wheel(app, table, 2)
    assert len(match.steps) == steps  # read before the bot's move
    read, back = list(painter.log_shown), painter.log_scroll.back
    assert back > 0 and read
    run_until(app, lambda: len(match.steps) > steps)
    frames(app)
    assert painter.log_scroll.back > back and painter.log_shown == read
