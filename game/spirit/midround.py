"""What a round in course is likely to end at, read from the table without playing it out.

The hard samurai's search plays each sampled deck on for a while and then stops (``search.py``):
a playout to the round's end spends most of its time on brigands far from the choice being
weighed, and their luck swamps what the choice changed. Where it stops, this estimate of the
search's own leaf (``outlook.position_value`` at the round's end) stands in for the rest of the
round: a linear fit per table (samurai and mode) and round over the figures below, on positions
of all-normal games, made and written to ``midround.toml`` by ``python
benchmarks/spirit_midround_fit.py``, which prints how much of the leaf it explains. Where it
explains too little (the last round of the hardest tables, with too few wins to fit on), the
table has no weights for that round and the search plays the round out.

The search reads it on its own sampled states, so the figures may count what a view hides there
(the flames among the infiltrators and in the deck): they are that sample's, not a peek at the
real game's.
"""

from __future__ import annotations

import tomllib
from functools import cache

from game.spirit.data import DATA_DIR, SYMBOLS, card
from game.spirit.heuristics import wound_weight
from game.spirit.state import State, kiai_value, left_symbols, track

FEATURES = (
    "constant", "barricades", "farms", "families", "one wound", "animal", "animal and wounded",
    "infiltrator flames", "deck", "deck flames", "samurai in the round", "room to the Kiai",
    "missing hats", "missing farms", "missing dolls", "passed missing hats", "passed missing farms",
    "passed missing dolls", "wounds due", "barricades due", "other penalties due", "overwhelmed",
    "deck times samurai in the round",
)
WEIGHTS_FILE = DATA_DIR / "midround.toml"


def features(state: State) -> list[float]:
    """The figures the estimate weighs, in the order of ``FEATURES``."""
    ladder = [wound_weight(board) for board in state.boards]
    missing = [0, 0, 0]
    passed_missing = [0, 0, 0]
    due = [0, 0, 0]  # newest brigands' penalties still to come: wounds, barricades, the rest
    playing = room = overwhelmed = 0
    for board in state.boards:
        laid = left_symbols(board)
        for index, symbol in enumerate(SYMBOLS):
            if symbol not in laid:
                missing[index] += 1
                passed_missing[index] += board.passed
        if board.passed:
            continue
        playing += 1
        gap = kiai_value(board) - track(board)
        room += max(0, gap)
        overwhelmed += gap < 0
        if board.line:
            penalties = card(board.line[-1]).penalties
            wounds, barricades = "wound" in penalties, "barricade" in penalties
            due[0] += wounds
            due[1] += barricades
            due[2] += len(penalties) - wounds - barricades
    return [1.0, float(state.barricades), float(len(state.farms)), float(len(state.families)),
            float(ladder.count(1)), float(ladder.count(2)), float(ladder.count(3)),
            float(sum(card(c).flames for c in state.infiltrators)), float(len(state.deck)),
            float(sum(card(c).flames for c in state.deck)), float(playing), float(room),
            *map(float, missing), *map(float, passed_missing), *map(float, due), float(overwhelmed),
            float(len(state.deck) * playing)]


def table_key(samurai: int, mode: str) -> str:
    return f"{samurai}-{mode}"


@cache
def weights() -> dict[str, dict[int, tuple[float, ...]]]:
    """The fitted weights by table (``table_key``) and round."""
    with WEIGHTS_FILE.open("rb") as handle:
        data = tomllib.load(handle)
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{WEIGHTS_FILE.name} was fitted on other figures: "
                         "run benchmarks/spirit_midround_fit.py")
    return {table: {int(name.removeprefix("round ")): tuple(values) for name, values in rounds.items()}
            for table, rounds in data["weights"].items()}


def round_weights(state: State) -> tuple[float, ...] | None:
    """The weights of the table and round in course; None where the fit was too weak to keep."""
    return weights().get(table_key(len(state.boards), state.mode), {}).get(state.round)


def round_end_value(state: State) -> float | None:
    """The search leaf the round in course is likely to end at, kept within the leaf's range
    (0 for a lost game, a little over 1 for a won one); None where the round has no weights
    (``round_weights``) and must be played out."""
    fitted = round_weights(state)
    if fitted is None:
        return None
    estimate = sum(w * x for w, x in zip(fitted, features(state), strict=True))
    return max(0.0, min(1.1, estimate))
