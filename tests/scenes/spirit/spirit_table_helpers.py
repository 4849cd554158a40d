"""Driving the Samurai Spirit table with real pygame events, as a player's mouse would."""

from __future__ import annotations

import os
from typing import Any

from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.state import top_decision
from tests.scenes.helpers import click, drag, frames, post, run_until  # noqa: F401 (the spirit tests import them from here)

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


def decision(match: Match) -> Any:
    return top_decision(match.state)


def start(seats: list[Seat], seed: int, mode: str = "normal", samurai: str = "") -> Match:
    return Match.start(GAME, seats, seed, {"mode": mode, "samurai": samurai})


def scenario_match(data: dict[str, Any], seats: list[Seat]) -> Match:
    """A match from a scenario table (see ``game/spirit/scenario.py``), its history empty."""
    state = GAME.from_scenario(data)
    options = {"mode": data.get("mode", "normal"), "samurai": "", "spare_tokens": "auto"}
    return Match(GAME, seats, 1, options, state, [], [state])
