"""Review 6: the discard looked through in a replay too, with only the browser's tooltip over it,
and a two-samurai board's talent and Kiai wrapped onto the lines above its cards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.data import samurai_table
from scenes.kit import widgets
from scenes.kit.i18n import after_colon, labelled
from scenes.kit.table import TableScene
from scenes.spirit import painter as painter_module
from scenes.spirit import table as spirit_table
from scenes.spirit.discard import DiscardBrowser
from scenes.spirit.texts import SPIRIT_TERMS
from tests.scenes.helpers import key, record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    frames,
    open_table,
    post,
    scenario_match,
    start,
)
from tests.scenes.spirit.test_spirit_table_reading import DISCARD

SEED = 5  # a game whose discard fills early


@pytest.fixture(autouse=True)
def standard_text_afterwards() -> Iterator[None]:
    """A test that lifts the text floor must not leave the next one with large text."""
    yield
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])


def test_a_click_on_the_discard_opens_the_browser_in_a_replay_too(app: Any,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.spirit import TABLE

    seats = [Seat("Ann"), Seat("Ben", "ai", "easy"), Seat("Cy", "ai", "easy")]
    record = Match.start(GAME, seats, SEED, {})
    bots = BotTable(Match.start(GAME, ai_seats(3), SEED, record.options))
    while record.to_act():  # a whole game, as a record holds it
        seat = record.to_act()[0]
        record.submit(seat, bots.decide(seat, record.state))
    app.settings.animation_speed = "instant"
    table = TABLE(app, Match.start(GAME, seats, SEED, {}), list(record.steps))
    app.stack.push(table)
    frames(app, 2)
    while not table.shown_view().discard:
        assert len(table.match.steps) < len(record.steps), "the record never discards"
        key(app, pygame.K_RIGHT)
        table.finish_animations()
        frames(app)
    at = len(table.match.steps)
    pile = table.layout().discard.center
    assert table.details_at(pile)[-1] == "Click the pile to look through the whole discard."
    click(app, pile)
    assert table.browser is not None  # what the hover offers, the click does
    painted: list[str] = []
    for cls, name in ((DiscardBrowser, "draw"), (TableScene, "_draw_replay_bar")):
        real = getattr(cls, name)
        def painting(*args: Any, real: Any = real, name: str = name) -> Any:
            painted.append(name)
            return real(*args)

        monkeypatch.setattr(cls, name, painting)
    frames(app)
    assert painted == ["_draw_replay_bar", "draw"]  # the browser's close hint over the bar, never under it
    assert [card_id for card_id, _ in table.browser.card_rects] == list(reversed(table.shown_view().discard))
    click(app, pile)
    assert table.browser is None and len(table.match.steps) == at  # looking played nothing


def test_only_the_browsers_tooltip_shows_over_the_opened_discard(app: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(app, scenario_match(DISCARD, [Seat("Ann")] + ai_seats(2)))
    tooltips: list[list[str]] = []
    real = spirit_table.draw_tooltip

    def recording(surface: Any, lines: list[str], *args: Any, **kwargs: Any) -> Any:
        tooltips.append(list(lines))
        return real(surface, lines, *args, **kwargs)

    monkeypatch.setattr(spirit_table, "draw_tooltip", recording)
    pile = table.layout().discard.center
    post(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 90)  # past the hover's delay
    assert tooltips and tooltips[-1][-1] == "Click the pile to look through the whole discard."
    click(app, pile)
    assert table.browser is not None
    tooltips.clear()
    frames(app, 90)
    assert not tooltips  # the table's tooltip left with the table under the browser


def talent_and_kiai(samurai: str, language: str) -> tuple[str, str]:
    info = samurai_table()[samurai]
    return info.talent[language], labelled("Kiai", after_colon(info.kiai_text_human[language], SPIRIT_TERMS))


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_samurai_boards_wrap_their_talent_and_kiai_whole(sized: Any, monkeypatch: pytest.MonkeyPatch,
                                                             size: tuple[int, int], text_size: str,
                                                             language: str) -> None:
    app = sized(size)
    app.settings.text_size = text_size
    app.settings.language = language
    app.apply_settings()
    match = start([Seat("Ann"), Seat("Ben", "ai", "easy")], 11, "hard")
    shown = record_drawn_text(painter_module, monkeypatch)  # before the table paints its backdrop
    table = open_table(app, match)
    for board in match.state.boards:
        for text in talent_and_kiai(board.samurai, language):
            words = text.split()
            start_at = next(i for i, line in enumerate(shown) if line.split() == words[:len(line.split())])
            lines: list[str] = []
            while len(" ".join(lines).split()) < len(words):
                lines.append(shown[start_at + len(lines)])
            assert " ".join(lines).split() == words, (board.samurai, lines)  # whole, never cut with "…"
    assert table.browser is None


def test_a_band_too_short_cuts_only_its_last_line() -> None:
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])
    talent, kiai = talent_and_kiai("Daisuke", "en")
    size, width = 14, 300
    talent_lines = widgets.wrap(talent, size, width)
    most = len(talent_lines) + 1  # one line left for a Kiai that needs more
    lines = painter_module.talent_and_kiai_lines(talent, kiai, size, width, most)
    assert len(lines) == most and lines[:-1] == talent_lines
    assert lines[-1].endswith("…") and lines[-1].startswith("Kiai")
    assert painter_module.talent_and_kiai_lines(talent, kiai, size, width, 1)[0].endswith("…")
