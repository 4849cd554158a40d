"""Small helpers for Katana tests: scenarios from keyword arguments, cards found by key."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.katana import GAME
from game.katana.cards import KEY
from game.katana.state import KatanaState


def scenario(**data: Any) -> KatanaState:
    return GAME.from_scenario(data)


def card(state: KatanaState, seat: int, key: str, where: str = "hand") -> int:
    """The first card with ``key`` in ``seat``'s hand (or table)."""
    cards = state.hands[seat] if where == "hand" else state.tables[seat]
    for c in cards:
        if KEY[c] == key:
            return c
    raise AssertionError(f"seat {seat} has no {key} in {where}")


def act(state: KatanaState, seat: int, action: Action) -> tuple[KatanaState, tuple[Event, ...]]:
    return GAME.apply(state, seat, action)


def kinds(events: tuple[Event, ...]) -> list[str]:
    return [e.kind for e in events]


def keys(state: KatanaState, seat: int) -> list[str]:
    return [KEY[c] for c in state.hands[seat]]


FIVE = ["goemon", "tomoe", "benkei", "kojiro", "musashi"]
FIVE_ROLES = ["shogun", "samurai", "ninja", "ninja", "ronin"]
