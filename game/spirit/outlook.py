"""The team's chance to win from the start of a round, as the hard samurai's search reads it.

A logistic model per round over what the village and the samurai carry into it. Its weights
were fitted on 36,000 games of all-normal teams, 2 to 7 samurai in every mode
(``python benchmarks/spirit_value_fit.py --games 1500 --seed 40000 --jobs 2``, which prints
them). What they say is worth knowing: at the start of the last round a barricade weighs about
as much as a farm and a family a little more, and a samurai one wound from death costs the team
about two barricades (three and a half at the start of round 2).

The fit must follow the normal samurai, whose games the search plays out: twice a stronger
normal team made no stronger search until the leaf was refitted on its games. Fitted on the
samurai before the turns were counted and the Support relief, the weights read those games
badly (log loss 0.359 against 0.309 at the start of round 2) and won 95 of seeds 1-300 where
the refit won 114 (all-hard teams of 4 on Normal). Refitted again once the normal samurai priced
lent talents (log loss 0.315 and 0.366 at the start of rounds 2 and 3), the hard team won 82 of
seeds 1-200 where the fit before had won 68. Refitted once more on the normal samurai who price
Kikuchiyo's Kiai by the lines it clears (these weights, none moved by more than 0.08: log loss
0.318 and 0.369). Refit after any change to the normal samurai, then refit the mid-round
estimate on it (``midround.py``). The figures of each fit are in docs/rulings.md (Samurai
Spirit, AI notes).
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
    2: (-3.347, 0.366, 0.314, 0.817, -0.164, -0.465, -1.369, -0.747, 0.981, -1.056, -1.497),
    3: (-2.591, 0.451, 0.427, 0.564, -0.037, -0.26, -0.926, -0.532, 0.79, -1.095, -0.713),
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
