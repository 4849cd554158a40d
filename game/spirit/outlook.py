"""The team's chance to win from the start of a round, as the hard samurai's search reads it.

A logistic model per round over what the village and the samurai carry into it. Its weights
were fitted on 7,200 games of all-normal teams, 2 to 7 samurai in every mode
(``python benchmarks/spirit_value_fit.py --games 300 --seed 20000``, which prints them). What
they say is worth knowing: at the start of the last round a barricade weighs about as much as a
farm and half a family, and a samurai one wound from death costs the team about five barricades.

A fit on five times the games (``--games 1500 --seed 40000``) moves the round-2 weights (a farm
then weighs about a barricade there, where this fit gives it nothing) and predicts those games
better (log loss 0.29 against 0.32 at the start of round 2, 0.36 against 0.38 of round 3; fitted
on four fifths of them, 0.30 and 0.36 on the fifth left out), yet the search plays no better
with it: all-hard teams of 4 on Normal won 74 of seeds 1-300 with it, and 84 and 68 in two
runs with these weights (the budget reads the clock, so runs differ). A sharper guess at the
chance to win is not what the search lacks.
"""

from __future__ import annotations

import math

from game.spirit.heuristics import wound_weight
from game.spirit.score import score_of
from game.spirit.setup import mode_of
from game.spirit.state import State

FEATURES = ("constant", "barricades", "farms", "families", "one wound", "animal",
            "animal and wounded", "samurai", "easy mode", "farm backs", "no family bonus")

WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (-0.849, 0.34, -0.066, 0.757, -0.466, -0.889, -4.606, -0.95, 1.013, -1.117, -2.015),
    3: (-2.919, 0.394, 0.43, 0.712, -0.077, -0.564, -1.881, -0.607, 0.91, -1.077, -1.043),
}


def features(state: State) -> list[float]:
    weights = [wound_weight(b) for b in state.boards]
    mode = mode_of(state.mode)
    return [1.0, float(state.barricades), float(len(state.farms)), float(len(state.families)),
            float(weights.count(1)), float(weights.count(2)), float(weights.count(3)),
            float(len(state.boards)), float(state.mode == "easy"),
            float(mode.farm_penalties), float(not mode.family_bonuses)]


def win_chance(state: State) -> float:
    """Between 0 and 1; a finished game is 1 or 0. Read between rounds (mid-round, the
    village has not yet paid for the round in course)."""
    if state.result:
        return 1.0 if state.result == "win" else 0.0
    weights = WEIGHTS[min(3, max(2, state.round))]
    z = sum(w * x for w, x in zip(weights, features(state), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def position_value(state: State) -> float:
    """A search leaf's worth: the chance to win, a won game's score breaking the ties."""
    if state.result == "win":
        return 1.0 + 0.01 * score_of(state)
    return win_chance(state)
