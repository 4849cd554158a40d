"""The Samurai Spirit table at the text sizes' floors: the texts that grew to the floor keep to
their places, whole, in the smallest window and in French."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from game.core.seats import Seat
from game.spirit.state import kiai_value
from scenes.kit import widgets
from scenes.kit.i18n import t
from scenes.spirit import chronicle as chronicle_module
from scenes.spirit import painter as painter_module
from scenes.spirit import reveal as reveal_module
from scenes.spirit.painter import neighbour_tags, spare_spots
from tests.scenes.helpers import record_drawn_rects
from tests.scenes.spirit.spirit_table_helpers import ai_seats, frames, open_table, start
from tests.scenes.spirit.test_spirit_table_kiai import at_the_kiai

SMALLEST = (1024, 600)


@pytest.fixture(autouse=True)
def standard_text_afterwards() -> Iterator[None]:
    """A test that lifts the text floor must not leave the next one with large text."""
    yield
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])


def sized_app(sized: Any, size: tuple[int, int], text_size: str, language: str) -> Any:
    app = sized(size)
    app.settings.text_size = text_size
    app.settings.language = language
    app.apply_settings()
    return app


def repaint(app: Any, table: Any) -> None:
    table._backdrop = None  # the village, boards and chronicle are painted once, then blitted
    frames(app)


@pytest.mark.parametrize(("size", "text_size"), [(SMALLEST, "large"), ((1280, 720), "standard")])
def test_seven_boards_name_both_neighbours_whole(sized: Any, monkeypatch: pytest.MonkeyPatch,
                                                 size: tuple[int, int], text_size: str) -> None:
    app = sized_app(sized, size, text_size, "fr")
    match = start([Seat("Ann")] + ai_seats(6), 3)
    table = open_table(app, match)
    drawn = record_drawn_rects(painter_module, monkeypatch)
    repaint(app, table)
    lay = table.layout()
    for seat, rects in enumerate(lay.boards):
        tags = [text for text, _ in neighbour_tags(lay, match.state, seat)]
        shown = [(text, rect) for text, rect in drawn if text in tags]
        assert len(shown) == 2, (seat, tags, [text for text, _ in drawn if "droite" in text])
        (_, first), (_, second) = shown
        assert not first.colliderect(second)
        assert all(rects.whole.contains(rect) for _, rect in shown)
        lines = (rects.defend, rects.confront)
        assert not any(rect.colliderect(line) for _, rect in shown for line in lines)


def test_the_older_count_clears_the_chronicle_title(sized: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app = sized_app(sized, SMALLEST, "large", "fr")
    match = start([Seat("Ann")] + ai_seats(3), 3)
    table = open_table(app, match)
    for _ in range(40):  # enough sentences that the chronicle scrolls
        seat = match.to_act()[0]
        table.submit(match.legal(seat)[0], seat)
    frames(app, 3)
    drawn = record_drawn_rects(chronicle_module, monkeypatch)
    from scenes.kit import scrollback

    counts = record_drawn_rects(scrollback, monkeypatch)
    repaint(app, table)
    title = next(rect for text, rect in drawn if text == t("spirit.log"))
    older = [rect for text, rect in counts if text.startswith("▲")]
    assert older, "the chronicle should hold more than it shows"
    rows = [rect for text, rect in drawn if text != t("spirit.log")]
    assert not older[0].colliderect(title)
    assert all(not older[0].colliderect(row) for row in rows)
    assert table.layout().log.contains(older[0])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_undo_button_reads_whole(sized: Any, language: str) -> None:
    app = sized_app(sized, SMALLEST, "large", language)
    table = open_table(app, start([Seat("Ann")] + ai_seats(1), 3))
    button = table.undo_button
    lay = table.layout()
    assert widgets.fit_text(t("spirit.undo"), button.size, lay.undo_button.width - 16) == t("spirit.undo")
    assert lay.bar.contains(lay.undo_button)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_absent_samurai_tokens_stay_clear_of_the_discard(sized: Any, monkeypatch: pytest.MonkeyPatch,
                                                         language: str) -> None:
    app = sized_app(sized, SMALLEST, "large", language)
    match = start([Seat("Ann")] + ai_seats(1), 1)
    table = open_table(app, match)
    drawn = record_drawn_rects(painter_module, monkeypatch)
    repaint(app, table)
    lay = table.layout()
    spots = spare_spots(lay, match.state)
    assert len(spots) == 5
    names = [rect for text, rect in drawn if text in {name for name, _ in spots}]
    label = [rect for text, rect in drawn if text == t("spirit.spares")]
    for rect in [spot for _, spot in spots] + names:
        assert rect.right < lay.discard.left and lay.village.contains(rect)
    assert all(not rect.colliderect(spot) for rect in label for _, spot in spots)


def test_katsushiros_reveal_heading_reads_whole(sized: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app = sized_app(sized, SMALLEST, "large", "fr")
    drawn = record_drawn_rects(reveal_module, monkeypatch)
    at_the_kiai(app, [Seat("Ann")] + ai_seats(2))
    heading = t("spirit.reveal.title", name="Katsushiro")
    assert heading in [text for text, _ in drawn]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_discard_and_infiltrators_counts_stand_apart(sized: Any, monkeypatch: pytest.MonkeyPatch,
                                                        language: str) -> None:
    app = sized_app(sized, SMALLEST, "large", language)
    match = start([Seat("Ann")] + ai_seats(3), 3)
    cards = match.state.deck[:24]  # two-figure counts: the widest labels a game shows
    match.state = replace(match.state, deck=match.state.deck[24:], discard=cards[:12],
                          infiltrators=cards[12:])
    table = open_table(app, match)
    drawn = record_drawn_rects(painter_module, monkeypatch)
    repaint(app, table)
    discard = next(rect for text, rect in drawn if text == t("spirit.discard", n=12))
    infiltrators = next(rect for text, rect in drawn if text == t("spirit.infiltrators", n=12))
    assert discard.right + table.layout().px(8) <= infiltrators.left
    assert table.layout().village.contains(discard)


def test_a_cut_status_line_reads_whole_in_the_boards_hover(sized: Any,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app = sized_app(sized, SMALLEST, "large", "fr")
    match = start([Seat("Ann")] + ai_seats(6), 3)
    boards = list(match.state.boards)
    boards[1] = replace(boards[1], animal=True, passed=True)
    match.state = replace(match.state, boards=tuple(boards))
    table = open_table(app, match)
    drawn = record_drawn_rects(painter_module, monkeypatch)
    repaint(app, table)
    status = " · ".join([t("spirit.kiai", n=kiai_value(boards[1])), t("spirit.animal"), t("spirit.passed"),
                         match.seats[1].name])
    rects = table.layout().boards[1]
    shown = [text for text, rect in drawn if text.startswith("Kiai") and rects.whole.contains(rect)]
    assert len(shown) == 1
    if shown[0] != status:  # cut on the narrow board: the hover gives it whole
        assert table.details_at(rects.track.center)[:2] == [boards[1].samurai, status]
