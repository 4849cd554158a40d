"""What the hard samurai's rule for overruling the heuristics is worth, measured on sampled decks
instead of whole games.

    python benchmarks/spirit_decision_rules.py --games 20 --seed 5001 --every 10 --decks 200

The hard samurai plays the rival of the normal samurai's favourite only when its mean gain on
the sampled decks clears a margin (``game/spirit/search.py``). Whole games measure a margin
slowly: 300 of them leave about three points of noise. Here all-normal teams play ``--games``
games; at one close call in ``--every`` (the decisions the hard samurai would search), both
choices are played out on ``--decks`` sampled decks by normal samurai, on past the round the
search stops at to the end of the game. Each deck gives two paired gains: in the search's own
units (the chance to win read at the end of the round, ``outlook.py``) and in games won.

Prints JSON lines:
- ``calibration``: the slope of the game's gain on the round's gain, deck by deck and close
  call by close call. Near 1, the round's value tells what the game will bring, with normal
  samurai playing on.
- one line per rule and deck count: a rule sees ``decks`` of a close call's decks and decides;
  what it gains is read on the decks it did not see (so its own luck does not flatter it),
  summed per 100 close calls, in both units, with the share of close calls where it plays the
  rival, and the standard error of each gain over the close calls. Each close call is dealt out
  ``--draws`` times. A game's result is one or nothing, so its gains are far noisier than the
  round's: a few hundred close calls cannot tell the rules apart in games won.

What these gains leave out is that in a real game every samurai of the team searches: each
gain assumes the rest of the game is played by normal samurai.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_gain_spread import NORMAL, CloseCall, add_close_call_arguments, study_close_calls  # noqa: E402

from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.outlook import position_value  # noqa: E402
from game.spirit.search import margin_factor, mean_and_error  # noqa: E402
from game.spirit.state import State, top_decision  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

GAME_STEPS = 3000  # far more decisions than a game of seven samurai takes
MARGINS: tuple[float | str, ...] = ("t-test", 0.0, 0.5, 1.0, 2.0)  # "t-test": the game's rule


def played_out(state: State, gen: random.Random) -> tuple[float, float]:
    """The round's value where the search would stop (``position_value``), and 1 or 0 for the
    game, with normal samurai in every seat to the end."""
    start_round = state.round
    round_value: float | None = None
    for _ in range(GAME_STEPS):
        if round_value is None and state.round != start_round:
            round_value = position_value(state)
        task = top_decision(state)
        if task is None:
            break
        state, _ = play(state, task, NORMAL.choose(masked(state), decision_actions(state, task), gen))
    if round_value is None:
        round_value = position_value(state)
    return round_value, 1.0 if state.result == "win" else 0.0


def paired_gains(job: tuple[CloseCall, int, int]) -> dict[str, list[float]]:
    """The rival's gains over the favourite, deck by deck, in round value and in games won."""
    (view, candidates), decks, seed = job
    gen = random.Random(seed)
    task = top_decision(view)
    assert task is not None
    gains: dict[str, list[float]] = {"round": [], "game": []}
    for _ in range(decks):
        world = determinize(view, gen)
        rollout_seed = gen.getrandbits(32)
        favourite, rival = (played_out(play(world, task, a)[0], random.Random(rollout_seed)) for a in candidates)
        gains["round"].append(rival[0] - favourite[0])
        gains["game"].append(rival[1] - favourite[1])
    return gains


def slope(xs: Sequence[float], ys: Sequence[float]) -> float:
    """The least-squares slope of ``ys`` on ``xs``."""
    return statistics.linear_regression(xs, ys).slope if len(set(xs)) > 1 else 0.0


def plays_rival(seen: Sequence[float], margin: float | str) -> bool:
    """Whether a rule with this margin (standard errors, or the game's t-test) plays the rival."""
    mean, error = mean_and_error(seen)
    factor = margin_factor(len(seen)) if margin == "t-test" else float(margin)
    return mean - factor * error > 0.0


def rule_gains(rows: Sequence[dict[str, list[float]]], decks: int, margin: float | str, draws: int,
               gen: random.Random) -> dict[str, object]:
    rival_played = 0
    per_call: dict[str, list[float]] = {"round": [], "game": []}  # each close call's mean gain over its draws
    for row in rows:
        order = list(range(len(row["round"])))
        gained = {"round": 0.0, "game": 0.0}
        for _ in range(draws):
            gen.shuffle(order)
            seen, unseen = order[:decks], order[decks:]
            if plays_rival([row["round"][i] for i in seen], margin):
                rival_played += 1
                for unit in gained:
                    gained[unit] += statistics.fmean(row[unit][i] for i in unseen)
        for unit in gained:
            per_call[unit].append(gained[unit] / draws)
    figures: dict[str, object] = {"rule": margin, "decks": decks,
                                  "rival_share": round(rival_played / (draws * len(rows)), 3)}
    for unit, gains in per_call.items():
        # per 100 close calls, with its standard error over the close calls studied
        figures[f"{unit}_gain_per_100"] = round(100 * statistics.fmean(gains), 3)
        figures[f"{unit}_error"] = round(100 * statistics.stdev(gains) / math.sqrt(len(gains)), 3) if len(gains) > 1 else 0.0
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_close_call_arguments(parser, games=20, seed=5001, every=10)
    parser.add_argument("--decks", type=int, default=200, help="sampled decks per close call")
    parser.add_argument("--rule-decks", default="16,40,100", help="deck counts the rules decide on")
    parser.add_argument("--draws", type=int, default=40, help="times each close call is dealt out to a rule")
    args = parser.parse_args()
    rule_decks = [int(d) for d in args.rule_decks.split(",")]
    if max(rule_decks) >= args.decks:
        parser.error("every --rule-decks count must leave decks unseen out of --decks")
    rows = study_close_calls(args, paired_gains)
    if not rows:
        print(json.dumps({"close_calls": 0}))
        return 1
    by_deck = [(r, g) for row in rows for r, g in zip(row["round"], row["game"], strict=True)]
    print(json.dumps({
        "calibration": {"samurai": args.samurai, "mode": args.mode, "seeds": [args.seed, args.seed + args.games - 1],
                        "close_calls": len(rows), "decks": args.decks},
        "slope_by_deck": round(slope([r for r, _ in by_deck], [g for _, g in by_deck]), 3),
        "slope_by_close_call": round(slope([statistics.mean(row["round"]) for row in rows],
                                           [statistics.mean(row["game"]) for row in rows]), 3),
    }))
    gen = random.Random(args.seed)
    for decks in rule_decks:
        for margin in MARGINS:
            print(json.dumps(rule_gains(rows, decks, margin, args.draws, gen)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
