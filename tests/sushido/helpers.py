"""Small tools for Sushido tests: card ids by type and symbol, scenarios, driving decisions."""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.core.events import Event
from game.sushido import GAME
from game.sushido.actions import Announce, Choose, Play, SuperCombo
from game.sushido.data import rules
from game.sushido.state import SushidoState

LETTERS = {"W": 0, "F": 1, "S": 2, "P": 3}
OFFSETS = {"hit": (0, 5), "block": (5, 5), "move": (10, 3), "super": (13, 2)}


def card(kind: str, letter: str, n: int = 0) -> int:
    """Id of the n-th card of that type and symbol (cards.toml lists them in this layout)."""
    start, count = OFFSETS[kind]
    assert n < count
    cid = 15 * LETTERS[letter] + start + n
    assert rules().cards[cid].kind == kind and rules().cards[cid].letter == letter
    return cid


def scenario(fighters: tuple[str, str], **fields: Any) -> SushidoState:
    data: dict[str, Any] = {"game": "sushido", "fighters": list(fighters)}
    data.update(fields)
    return GAME.from_scenario(data)


def act(state: SushidoState, seat: int, action: Action) -> tuple[SushidoState, list[Event]]:
    new, events = GAME.apply(state, seat, action)
    return new, list(events)


def both_choose(state: SushidoState, first: Choose, second: Choose) -> tuple[SushidoState, list[Event]]:
    state, ev1 = act(state, 0, first)
    state, ev2 = act(state, 1, second)
    return state, ev1 + ev2


def reveal_all(cards: tuple[int, ...]) -> Choose:
    return Choose(cards, cards)


def hide_all(cards: tuple[int, ...]) -> Choose:
    return Choose(cards, ())


def decision(state: SushidoState) -> tuple[str, int, str]:
    assert state.pending is not None
    return state.pending.kind, state.pending.seat, state.pending.context


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def find(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def announce(state: SushidoState, seat: int, call: str) -> tuple[SushidoState, list[Event]]:
    assert decision(state)[:2] == ("announce", seat), decision(state)
    return act(state, seat, Announce(call))


def play(state: SushidoState, seat: int, cid: int, option: str, double: bool = False
         ) -> tuple[SushidoState, list[Event]]:
    return act(state, seat, Play(cid, double, option))


def decline(state: SushidoState, seat: int) -> tuple[SushidoState, list[Event]]:
    return act(state, seat, SuperCombo(False))


def all_cards(state: SushidoState) -> list[int]:
    """Every card wherever it lies, for the 60-card bookkeeping invariant."""
    found = list(state.deck) + list(state.discard)
    for group in (*state.hands, *state.chains, *state.arena, *state.revealed, *state.kata):
        found += group
    for pick in state.picks:
        if pick is not None:
            found += pick.cards
    return found
