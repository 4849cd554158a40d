"""The engine contract: protocol, registry, action round trips, spectator view."""

from __future__ import annotations

import json

from game import get_game
from game.core.game import Game
from game.ninja99 import GAME
from game.ninja99.actions import (
    Discard,
    EndTurn,
    PickClan,
    Place,
    Reckon,
    RoninChoice,
    SwapClan,
    UseTechnique,
)
from game.ninja99.views import HIDDEN_CHOICE
from tests.ninja99.helpers import scenario


def test_registered_and_follows_the_protocol() -> None:
    assert isinstance(GAME, Game) and get_game("ninja99") is GAME
    assert (GAME.min_seats, GAME.max_seats) == (1, 2)
    assert {o.name: o.default for o in GAME.options} == {"modules": "", "level": "0"}


def test_actions_survive_json() -> None:
    actions = [PickClan("B"), SwapClan(), UseTechnique("kawarimi", ((2, 0), (3, 1))), Place("N01", 5, -2, 7),
               Discard("N03"), EndTurn(), Reckon("BRWB"), RoninChoice(3, True), RoninChoice(6, False)]
    for action in actions:
        assert GAME.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
    assert RoninChoice(3, True).to_dict() == {"type": "RoninChoice", "daimyo": 3, "bring_down": True}


def test_spectator_sees_no_assignment_until_both_are_in() -> None:
    state = scenario(phase="reckon", fallen=[[1, 0, 1]], tokens=["PDDDDDDD", "DDDDDDDF"])
    state, _ = GAME.apply(state, 0, Reckon("R"))
    assert GAME.view(state, None).state.reckoning == (HIDDEN_CHOICE, None)
