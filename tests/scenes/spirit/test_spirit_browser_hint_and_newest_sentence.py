"""Review 8: the discard browser's close hint stands clear of the bottom bar's words (the replay
bar's keys, the prompt's buttons), and the chronicle lights every row of its newest sentence."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.events import event
from game.core.seats import Seat
from scenes.kit import widgets
from scenes.kit.i18n import t
from scenes.kit.widgets import INK, font, wrapped
from scenes.spirit import chronicle as chronicle_module
from scenes.spirit import discard as discard_module
from scenes.spirit.chronicle import Chronicle
from scenes.spirit.log import GameLog, sentence
from tests.scenes.helpers import record_drawn_rects
from tests.scenes.spirit.spirit_table_helpers import ai_seats, click, frames, open_table, scenario_match
from tests.scenes.spirit.test_spirit_table_reading import DISCARD

# every brigand of the game: the rows fill the browser down to the bottom bar
FULL_DISCARD = {**DISCARD, "discard": ["1/any"] * 12 + ["2/any"] * 12 + ["3/any"] * 12 + ["4/any"] * 12}


@pytest.fixture(autouse=True)
def standard_text_afterwards() -> Iterator[None]:
    """A test that lifts the text floor must not leave the next one with large text."""
    yield
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
@pytest.mark.parametrize("scenario", [DISCARD, FULL_DISCARD], ids=["few", "full"])
def test_the_browsers_close_hint_sits_under_the_cards_above_the_bottom_bar(
        sized: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, language: str,
        scenario: dict[str, Any]) -> None:
    app = sized(size)
    app.settings.text_size = text_size
    app.settings.language = language
    app.apply_settings()
    table = open_table(app, scenario_match(scenario, [Seat("Ann")] + ai_seats(2)))
    lay = table.layout()
    click(app, lay.discard.center)
    assert table.browser is not None
    drawn = record_drawn_rects(discard_module, monkeypatch)
    frames(app)
    hint = next(rect for text, rect in drawn if text.endswith(t("spirit.browse.close")))
    # the bar holds the prompt's buttons in a game and the replay bar's keys in a replay
    assert hint.bottom <= lay.bar.top, (hint, lay.bar)
    cards = [rect for _, rect in table.browser.card_rects]
    assert hint.top >= max(rect.bottom for rect in cards)  # under the cards, never over one
    assert hint.top - max(rect.bottom for rect in cards) <= font(round(18 * lay.s)).get_linesize()


def test_every_row_of_the_newest_sentence_is_lit(monkeypatch: pytest.MonkeyPatch) -> None:
    names = ["Kyuzo", "Kanbei"]
    log = GameLog()
    log.add([event("penalty_applied", seat=1, card=0, penalty="wound", applied=True),
             event("penalty_applied", seat=0, card=0, penalty="reshuffle", applied=True)])
    surface = pygame.Surface((400, 600))
    box = pygame.Rect(0, 0, 220, 600)  # narrow: the newest sentence wraps onto several rows
    colours: list[tuple[str, tuple[int, ...]]] = []
    real = chronicle_module.draw_text

    def recording(target: Any, text: str, pos: Any, size: int = 24, colour: Any = INK, *args: Any,
                  **kwargs: Any) -> Any:
        colours.append((text, tuple(colour)))
        return real(target, text, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(chronicle_module, "draw_text", recording)
    Chronicle().draw(surface, box, lambda v: max(1, round(v)), log, names)
    newest = list(wrapped(sentence(log.events[-1], names), 15, box.width - 24))
    assert len(newest) > 1
    rows = [(text, colour) for text, colour in colours if text != t("spirit.log")]
    assert [text for text, colour in rows if colour == tuple(INK)] == newest  # all of it, and only it
