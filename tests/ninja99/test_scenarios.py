"""The rule sheet's worked examples, as TOML scenarios."""

from __future__ import annotations

import tomllib
from pathlib import Path

from game import games
from game.core.scenario import load_scenario
from game.ninja99 import GAME
from game.ninja99.actions import EndTurn, Place

HERE = Path(__file__).parent / "scenarios"


def test_ronin_example() -> None:
    game, state = load_scenario(HERE / "ronin_example.toml", games())
    assert game is GAME
    expectations = tomllib.loads((HERE / "ronin_example.toml").read_text())["expect"]
    for case in expectations:
        row, col = case["anchor"]
        _, events = GAME.apply(state, 0, Place("N01", 0, row, col))
        covered = events[0].get("covered")
        assert [(c["samurai_clan"], c["points"]) for c in covered] == [(case["samurai"], case["points"])]


def test_automaton_middle_row_example() -> None:
    _, state = load_scenario(HERE / "automaton_row_example.toml", games())
    state, _ = GAME.apply(state, 0, Place("N01", 0, -2, 3))
    state, events = GAME.apply(state, 0, EndTurn())
    row_points = [e for e in events if e.kind == "scored" and e.get("why") == "automaton_row"]
    # 7B steals the player's White clan, then scores 7 there: enough to strike at once.
    assert row_points[0].get("points") == 7 and row_points[0].get("clan") == "W"
    drawn = next(e for e in events if e.kind == "automaton_card")
    assert drawn.get("row") == ["1B", "3B", "7B"]
    assert any(e.kind == "daimyo_fell" and e.get("by_automaton") for e in events)
