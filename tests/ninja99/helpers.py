"""A small board where every Daimyo has exactly one guard, and a scenario builder around it.

    row 0  w . . . . . b .      Daimyo 1 at (1,1) guarded by the White samurai at (0,0)
    row 1  . 1 . . . 2 . .      Daimyo 2 at (1,5) guarded by (0,6)
    row 2  . . . . . . . .      Daimyo 3 at (4,1) guarded by (3,0)
    row 3  r . . . . . . .      Daimyo 4 at (4,6) guarded by (4,7)
    row 4  . 3 . . . . 4 b      Daimyo 5 at (6,0) guarded by (6,1)
    row 5  . . . . . . . .      Daimyo 6 at (6,5) guarded by (7,5)
    row 6  5 b . . . 6 . .      Daimyo 7 at (7,3) guarded by (7,2)
    row 7  . . b 7 . r . .
"""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.ninja99 import GAME
from game.ninja99.actions import EndTurn
from game.ninja99.ai import NinjaBot
from game.ninja99.state import NinjaState

BOARD = [
    "w.....b.",
    ".1...2..",
    "........",
    "r.......",
    ".3....4b",
    "........",
    "5b...6..",
    "..b7.r..",
]


def scenario(**fields: Any) -> NinjaState:
    data: dict[str, Any] = {
        "game": "ninja99", "seats": 2, "board": BOARD, "clans": ["W", "B"],
        "hands": [["N01"], ["N02"]],
    }
    data.update(fields)
    return GAME.from_scenario(data)


def apply_all(state: NinjaState, *steps: tuple[int, Any]) -> tuple[NinjaState, list[Any]]:
    events: list[Any] = []
    for seat, action in steps:
        state, more = GAME.apply(state, seat, action)
        events += more
    return state, events


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def play_turn(state: NinjaState, bot: NinjaBot, seed: int = 2) -> tuple[list[Action], NinjaState, list[Event]]:
    """The bot's turn up to and including its last card laid (or the end of its plan)."""
    gen = random.Random(seed)
    actions: list[Action] = []
    events: list[Event] = []
    for _ in range(8):
        legal = GAME.legal_actions(state, 0)
        if not legal or EndTurn() in legal:
            break
        action = bot.choose(GAME.view(state, 0), legal, gen)
        assert action in legal
        state, more = GAME.apply(state, 0, action)
        actions.append(action)
        events += more
    return actions, state, events
