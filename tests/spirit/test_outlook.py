"""The fitted outlook the hard samurai's search reads its leaves with."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.spirit.outlook import WEIGHTS, features, position_value, win_chance
from tests.spirit.helpers import table

FILLER = ["1/any", "1/any", "1/any", "1/any"]


def test_every_round_has_one_weight_per_feature() -> None:
    state = table(["Gorobei", "Kanbei", "Kyuzo", "Heihachi"], deck=FILLER, round=2)
    assert {len(w) for w in WEIGHTS.values()} == {len(features(state))}


@pytest.mark.parametrize("round_number", [2, 3])
def test_the_chance_grows_with_the_village_and_shrinks_with_the_wounds(round_number: int) -> None:
    base = table(["Gorobei", "Kanbei", "Kyuzo", "Heihachi"], deck=FILLER, round=round_number, barricades=3)
    more_barricades = replace(base, barricades=5)
    fewer_farms = replace(base, farms=base.farms[:3])
    fewer_families = replace(base, families=base.families[:1])
    near_death = replace(base, boards=(replace(base.boards[0], animal=True, wound=True),) + base.boards[1:])
    chance = win_chance(base)
    assert 0.0 < chance < 1.0
    assert win_chance(more_barricades) > chance
    assert win_chance(fewer_farms) < chance
    assert win_chance(fewer_families) < chance
    assert win_chance(near_death) < chance


def test_a_finished_game_is_certain_and_a_win_counts_its_score() -> None:
    base = table(["Gorobei", "Kanbei"], deck=FILLER, round=3)
    lost = replace(base, result="death")
    won = replace(base, result="win")
    poorer_win = replace(won, farms=won.farms[:2])
    assert win_chance(lost) == 0.0 and position_value(lost) == 0.0
    assert win_chance(won) == 1.0
    assert position_value(won) > position_value(poorer_win) > position_value(base)
