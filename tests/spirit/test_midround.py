"""The mid-round estimate that ends the hard samurai's playouts early."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from game.core.actions import Action
from game.spirit import GAME, midround, search
from game.spirit.ai import NormalBot
from game.spirit.data import MODES
from game.spirit.driver import play
from game.spirit.legal import decision_actions
from game.spirit.midround import FEATURES, features, round_end_value, table_key, weights
from game.spirit.outlook import position_value
from game.spirit.state import State, top_decision
from game.spirit.views import masked
from tests.spirit.helpers import table

FOUR = ["Gorobei", "Kanbei", "Kyuzo", "Heihachi"]
FILLER = ["1/any"] * 8
LONG_DECK = ["1/any", "2/any", "3/any", "4/any"] * 6  # most of a round still to come


class CountingPolicy:
    """The normal samurai, counting the decisions a playout asks of them."""

    def __init__(self) -> None:
        self.normal = NormalBot()
        self.asked = 0

    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        self.asked += 1
        return self.normal.choose(view, legal, rng)


def figures(state: State) -> dict[str, float]:
    return dict(zip(FEATURES, features(state), strict=True))


def test_the_figures_count_what_the_round_still_owes() -> None:
    deck = ["2/hat/flames/wound", "1/doll/infiltrate", "3/doll/left"]
    state = table(FOUR, deck=deck, barricades=4, boards=[
        {"left": ["1/hat/flames", "1/farm/infiltrate", "1/doll"], "line": ["4/any", "2/wound/doll/flames"]},
        {"passed": True, "left": ["1/hat/infiltrate"]},
        {"animal": True, "wound": True, "line": ["3/hat/flames/barricade"]},
        {},
    ])
    seen = figures(state)
    assert (seen["barricades"], seen["deck"], seen["deck flames"]) == (4, 3, 1)
    assert (seen["one wound"], seen["animal and wounded"]) == (0, 1)
    assert seen["samurai in the round"] == 3
    assert (seen["missing hats"], seen["missing farms"], seen["missing dolls"]) == (2, 3, 3)
    passed = (seen["passed missing hats"], seen["passed missing farms"], seen["passed missing dolls"])
    assert passed == (0, 1, 1)
    assert (seen["wounds due"], seen["barricades due"]) == (1, 1)
    assert seen["deck times samurai in the round"] == 9


def test_the_weights_fit_the_figures_for_every_table_fitted() -> None:
    fitted = weights()
    assert set(fitted) == {table_key(size, mode) for size in range(2, 8) for mode in MODES}
    assert {len(w) for rounds in fitted.values() for w in rounds.values()} == {len(FEATURES)}
    assert set(fitted[table_key(4, "normal")]) == {1, 2, 3}


@pytest.mark.parametrize("round_number", [1, 2, 3])
def test_the_estimate_grows_with_the_village_and_stays_in_the_leaf_range(round_number: int) -> None:
    base = table(FOUR, deck=LONG_DECK, round=round_number, barricades=2)
    more_barricades = replace(base, barricades=4)
    near_death = replace(base, boards=(replace(base.boards[0], animal=True, wound=True),) + base.boards[1:])
    value = round_end_value(base)
    assert value is not None and 0.0 <= value <= 1.1
    assert round_end_value(more_barricades) > value  # type: ignore[operator]
    assert round_end_value(near_death) < value  # type: ignore[operator]


def test_a_round_without_weights_has_no_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    state = table(FOUR, deck=FILLER, round=2)
    assert round_end_value(state) is not None
    monkeypatch.setattr(midround, "weights", lambda: {table_key(4, "normal"): {1: (0.0,) * len(FEATURES)}})
    assert round_end_value(state) is None


def test_a_playout_stops_at_the_horizon_where_the_estimate_has_weights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    start = GAME.new(4, 11, {"mode": "normal"})
    policy = CountingPolicy()
    value = search.rollout(start, policy, random.Random(1))
    assert policy.asked == search.ROLLOUT_HORIZON
    assert 0.0 <= value <= 1.1

    monkeypatch.setattr(search, "round_end_value", lambda state: None)
    played_out = CountingPolicy()
    value = search.rollout(start, played_out, random.Random(1))
    assert played_out.asked > search.ROLLOUT_HORIZON
    assert value == pytest.approx(position_value_after_round(start, played_out.asked))


def position_value_after_round(start: State, decisions: int) -> float:
    """The leaf a playout of ``decisions`` normal choices from ``start`` ends at, replayed."""
    normal, gen, state = NormalBot(), random.Random(1), start
    for _ in range(decisions):
        task = top_decision(state)
        assert task is not None
        state, _ = play(state, task, normal.choose(masked(state), decision_actions(state, task), gen))
    assert state.round != start.round or state.result
    return position_value(state)
