"""The wheel's reading back through a log panel (scenes/kit/scrollback.py)."""

from __future__ import annotations

import pytest

from scenes.kit.i18n import counted
from scenes.kit.scrollback import WHEEL_ROWS, ScrollBack


def test_the_newest_rows_show_until_the_wheel_reads_back() -> None:
    reading = ScrollBack()
    assert reading.window(50, 10) == (40, 50)
    reading.wheel(2)
    assert reading.window(50, 10) == (40 - 2 * WHEEL_ROWS, 50 - 2 * WHEEL_ROWS)
    reading.wheel(-5)
    assert reading.window(50, 10) == (40, 50)


def test_reading_back_stops_at_the_first_row_and_a_short_log_shows_whole() -> None:
    reading = ScrollBack()
    reading.wheel(100)
    assert reading.window(50, 10) == (0, 10)
    assert reading.back == 40
    assert reading.window(4, 10) == (0, 4)


def test_rows_read_back_stay_in_place_while_new_rows_arrive() -> None:
    reading = ScrollBack()
    reading.follow(50)
    reading.wheel(1)
    before = reading.window(50, 10)
    reading.follow(57)  # seven rows told meanwhile
    assert reading.window(57, 10) == before
    reading.to_newest()
    reading.follow(60)
    assert reading.window(60, 10) == (50, 60)  # at the newest, the panel follows the newest


def test_the_top_row_is_a_sentences_start_when_sentences_are_given() -> None:
    reading = ScrollBack()
    starts = [0, 3, 6, 9, 12]  # five sentences of three rows
    assert reading.window(15, 8, starts) == (9, 15)  # rows 7 and 8 are a cut sentence's tail
    assert reading.window(15, 8, [0, 14]) == (14, 15)  # the last sentence alone, not a tail above it
    assert reading.window(15, 8, [0]) == (7, 15)  # no start inside: its tail, rather than nothing


def test_rows_read_back_stay_in_place_when_the_newest_go_away() -> None:
    reading = ScrollBack()
    reading.follow(60)
    reading.wheel(3)
    first, end = reading.window(60, 10)
    reading.follow(55)  # a move taken back: its five rows leave the bottom of the log
    assert reading.window(55, 10) == (first, end)
    reading.follow(40)  # stepped back past what was read: the newest rows there are
    assert reading.back == 0


@pytest.mark.parametrize(("language", "one", "many"), [("en", "▲ 1 older", "▲ 2 older"),
                                                       ("fr", "▲ 1 plus ancienne", "▲ 2 plus anciennes")])
def test_the_counts_speak_of_one_row_in_the_singular(language: str, one: str, many: str) -> None:
    from scenes.kit import i18n

    i18n.set_language(language)
    assert counted("log.older", 1) == one and counted("log.older", 2) == many
