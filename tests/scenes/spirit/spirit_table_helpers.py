"""Driving the Samurai Spirit table with real pygame events, as a player's mouse would."""

from __future__ import annotations

import os
import time
from typing import Any

import pygame

from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.state import top_decision

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def ai_seats(count: int, level: str = "easy") -> list[Seat]:
    return [Seat(f"AI {i + 1}", "ai", level) for i in range(count)]


def open_table(app: Any, match: Match) -> Any:
    from scenes.spirit import TABLE

    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


def frames(app: Any, count: int = 1) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def run_until(app: Any, done: Any, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the table did not get there in time"
        frames(app)
        time.sleep(0.0005)


def post(kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def drag(app: Any, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app)


def click(app: Any, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)


def decision(match: Match) -> Any:
    return top_decision(match.state)


def start(seats: list[Seat], seed: int, mode: str = "normal", samurai: str = "") -> Match:
    return Match.start(GAME, seats, seed, {"mode": mode, "samurai": samurai})
