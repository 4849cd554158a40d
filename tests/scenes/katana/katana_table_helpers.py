"""Driving the Katana table with real pygame events, as a player's mouse would."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from game.katana.cards import KEY
from game.katana.state import KatanaState

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def headless_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A headless app whose settings and saves live under ``tmp_path``; animations instant.
    Test modules wrap it in their own ``app`` fixture; the scenes are closed afterwards, so no
    bot thread outlives its test."""
    from tests.scenes.helpers import make_app

    yield from make_app(tmp_path, monkeypatch)


def match_from(state: KatanaState, seats: list[Seat]) -> Match:
    """A match that starts from a scenario position instead of a fresh deal."""
    return Match(GAME, seats, 1, {"characters": ""}, state, [], [state])


def open_table(app: Any, match: Match) -> Any:
    from scenes.katana import TABLE

    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


def frames(app: Any, count: int = 1) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def post(app: Any, kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def drag(app: Any, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at ``start``, move to ``end`` in a few motions, release: one frame per event."""
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(app, pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app)


def click(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app)


def hand_card_pos(table: Any, key: str) -> tuple[int, int]:
    for card, rect in table.hand_rects():
        if KEY[card] == key:
            return rect.center
    raise AssertionError(f"no {key} in the viewer's hand")


def seat_pos(table: Any, seat: int) -> tuple[int, int]:
    return table.layout().seats[seat].center
