"""Small tools for Samurai Spirit tests: tables laid out by hand, cards found by description."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.spirit import GAME
from game.spirit.data import brigands
from game.spirit.scenario import CardPicker
from game.spirit.state import State, top_decision


def table(samurai: list[str], **fields: Any) -> State:
    """A scenario state: ``boards`` is a list of per-seat dicts, other fields as in TOML."""
    data: dict[str, Any] = {"game": "spirit", "samurai": samurai}
    boards = fields.pop("boards", None)
    if boards is not None:
        data["board"] = boards
    data.update(fields)
    return GAME.from_scenario(data)


def reshuffled_chief() -> tuple[State, int]:
    """A round-3 table of three where Kyuzo's newest brigand, a chief with ``reshuffle``, has
    just taken the one chief of the discard back into the deck: the state and that chief."""
    state = table(["Kyuzo", "Katsushiro", "Kikuchiyo"], round=3, deck=["1/any"] * 4,
                  discard=["6/doll/flames/forced_pass"],
                  boards=[{"line": ["6/flames/no_defend/reshuffle"]}, {}, {}])
    return state, cid("6/doll/flames/forced_pass")


def cid(spec: str) -> int:
    """The lowest card id matching a written spec such as ``"3/doll/left"``."""
    return CardPicker().pick(spec)


def value(card_id: int) -> int:
    return brigands()[card_id].value


def act(state: State, action: Action, seat: int | None = None) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for the seat asked (or ``seat``, checked to be the one asked)."""
    asked = GAME.to_act(state)
    assert asked, "the game is over"
    if seat is not None:
        assert asked == (seat,), f"seat {asked} must act, not {seat}"
    return GAME.apply(state, asked[0], action)


def kinds(events: tuple[Event, ...]) -> list[str]:
    return [e.kind for e in events]


def first(events: tuple[Event, ...], kind: str) -> Event:
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[0]


def decision(state: State) -> str:
    top = top_decision(state)
    return "" if top is None else top.kind


FULL_LEFTS = (
    ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"],
    ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"],
    ["3/hat/flames", "3/farm/left", "3/doll"],
    ["4/hat", "4/farm/right", "4/doll"],
)


def guarded(seat: int, **board: Any) -> dict[str, Any]:
    """A board whose left already shows a hat, a farm and a doll (seats 0-3)."""
    return {"left": FULL_LEFTS[seat]} | board
