"""A save that is valid JSON but damaged in any field is refused with a ValueError, for every
game: the app then sets it aside with a message instead of closing."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from game import games
from game.core.match import Match
from game.core.seats import Seat


def saved(game_id: str) -> dict[str, Any]:
    game = games()[game_id]
    seats = [Seat(f"P{i}", "ai", "random") for i in range(game.default_seats)]
    match = Match.start(game, seats, 3)
    for _ in range(3):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    return match.to_save()


DAMAGES: dict[str, Callable[[dict[str, Any]], None]] = {
    "seats as plain strings": lambda d: d.__setitem__("seats", ["a", "b", "c"]),
    "an action as a string": lambda d: d["actions"][0].__setitem__("action", "fight"),
    "an action without its fields": lambda d: d["actions"][0].__setitem__("action", {}),
    "an action of another kind": lambda d: d["actions"][0]["action"].__setitem__("type", "Nonsense"),
    "a seat number out of range": lambda d: d["actions"][0].__setitem__("seat", 99),
    "the actions as a number": lambda d: d.__setitem__("actions", 7),
    "options as a list": lambda d: d.__setitem__("options", [1, 2]),
    "an endless seed": lambda d: d.__setitem__("seed", float("inf")),
    "an endless seat number": lambda d: d["actions"][0].__setitem__("seat", float("inf")),
    "a seat named by a number": lambda d: d["seats"][0].__setitem__("name", 5),
    "a seat named null": lambda d: d["seats"][0].__setitem__("name", None),
}


@pytest.mark.parametrize("game_id", ["katana", "ninja99", "spirit", "sushido"])
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_save_is_refused_with_a_reason(game_id: str, damage: str) -> None:
    data = copy.deepcopy(saved(game_id))
    DAMAGES[damage](data)
    with pytest.raises(ValueError):
        Match.from_save(data, games())
