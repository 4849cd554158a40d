"""Scenarios written as TOML files load through the kit's scenario loader."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import games
from game.core.errors import ScenarioError
from game.core.scenario import load_scenario
from game.spirit import GAME
from game.spirit.actions import Confront, Fight
from game.spirit.state import track
from tests.spirit.helpers import act, decision, table

HERE = Path(__file__).parent / "scenarios"


def test_kyuzo_example_from_a_toml_file() -> None:
    game, state = load_scenario(HERE / "kyuzo_kiai.toml", games())
    assert game is GAME and track(state.boards[0]) == 6 and state.boards[2].wound
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    assert decision(state) == "kiai"


def test_bad_scenarios_are_refused_clearly() -> None:
    with pytest.raises(ScenarioError, match="no unused brigand"):
        table(["Kyuzo", "Kanbei"], deck=["7/hat"])
    with pytest.raises(ScenarioError, match="2 to 7"):
        table(["Kyuzo"], deck=[])
    with pytest.raises(ScenarioError, match="used twice"):
        table(["Kyuzo", "Kanbei"], deck=[3, 3])
