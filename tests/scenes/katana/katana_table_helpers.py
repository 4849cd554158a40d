"""Opening the Katana table on a position and finding its cards and seats on screen (the
mouse and frame helpers are the shared ones in ``tests/scenes/helpers.py``)."""

from __future__ import annotations

import os
from typing import Any

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from game.katana.cards import KEY
from game.katana.state import KatanaState
from scenes.katana.log import GameLog
from tests.scenes.helpers import frames

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def match_from(state: KatanaState, seats: list[Seat]) -> Match:
    """A match that starts from a scenario position instead of a fresh deal."""
    return Match(GAME, seats, 1, {"characters": ""}, state, [], [state])


def open_table(app: Any, match: Match) -> Any:
    from scenes.katana import TABLE

    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


def hand_card_pos(table: Any, key: str) -> tuple[int, int]:
    for card, rect in table.hand_rects():
        if KEY[card] == key:
            return rect.center
    raise AssertionError(f"no {key} in the viewer's hand")


def seat_pos(table: Any, seat: int) -> tuple[int, int]:
    return table.layout().seats[seat].center


def told(events: Any, names: list[str], lang: str) -> list[str]:
    """The log's lines for ``events`` in ``lang``, as the table would show them."""
    log = GameLog()
    log.add(events)
    return log.lines(names, None, lang, 100)
