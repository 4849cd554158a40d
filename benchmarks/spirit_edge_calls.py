"""What searching the choices at the village's edge is worth, on sampled decks.

    python benchmarks/spirit_edge_calls.py --games 100 --seed 1 --decks 128 --rule-decks 32 \
        [--part hits|stake|all|rest]

The hard samurai searches a choice when the normal samurai's favourite and its rival lie
within ``HardBot.close_call``, and at the village's edge (``ai.at_the_edge``) whatever their
gap: where the village has less than one hit to spare. This measures those choices alone
(``--part hits``), or the ones a wider edge would add, where hits are still to spare but the
game is at stake otherwise (``--part stake``: the last farm or family standing, a samurai one
wound from death; ``game_at_stake``), or both (``--part all``), or every other choice the
close-call net leaves out (``--part rest``: what opening the net wholly would add). All-normal
teams play ``--games`` games; at every turn, card or second-fight choice of that part whose gap is
``close_call`` or more (with the deck's top card hidden), both choices are played on by normal
samurai on ``--decks`` sampled decks, as the search deals them (``search.sample_gains``). The
search's rule (``search.clear_winner``) decides on the first ``--rule-decks`` of them, and what
it gains is read on the others, so that its own luck does not flatter it.

Prints a JSON line per round and one for all: the choices found, how often the rule plays the
rival, what it gains in 100 games (in the search's units, the chance to win) with its standard
error, and the rival's mean gain over every choice found, where the favourite is the better
choice when negative. As with ``spirit_decision_rules.py``, each gain assumes normal samurai
play the rest of the game.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.actions import Action  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.ai import HardBot, NormalBot, at_the_edge  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.heuristics import Prices, wound_weight  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.search import clear_winner, contenders, sample_gains  # noqa: E402
from game.spirit.state import HIDDEN, State, top_decision  # noqa: E402
from game.spirit.views import masked  # noqa: E402

NORMAL = NormalBot()
EdgeCall = tuple[State, list[Action]]
PARTS = ("hits", "stake", "all", "rest")


def game_at_stake(view: State) -> bool:
    """The last farm or the last family standing, or a samurai one wound from death: the losses
    the heuristics price as the game itself. Searched at any gap, these choices gained on sampled
    decks but lost in play, so the hard samurai leaves them to the close-call net."""
    return (len(view.farms) <= 1 or len(view.families) <= 1
            or any(wound_weight(board) == 3 for board in view.boards))


def in_part(part: str, prices: Prices) -> bool:
    """Whether the position belongs to the edge's ``part`` (``PARTS``)."""
    hits = at_the_edge(prices)
    if part == "hits":
        return hits
    if part == "rest":
        return not hits
    stake = game_at_stake(prices.view)
    return stake and not hits if part == "stake" else hits or stake


def edge_calls(job: tuple[int, int, str, str]) -> list[EdgeCall]:
    """One all-normal game's choices that only the edge's ``part`` sends to the search."""
    seed, samurai, mode, part = job
    state = GAME.new(samurai, seed, {"mode": mode})
    found: list[EdgeCall] = []
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        choice = 0
        if len(legal) > 1:
            view = masked(state)
            prices = Prices(view)
            scores = NORMAL.scores(view, legal, prices)
            pair = contenders(legal, scores)
            choice = pair[0]
            if (len(pair) == 2 and task.kind in HardBot.searched and view.deck and view.deck[0] == HIDDEN
                    and scores[pair[0]] - scores[pair[1]] >= HardBot.close_call and in_part(part, prices)):
                found.append((view, [legal[i] for i in pair]))
        state, _ = play(state, task, legal[choice])
    return found


def judged(job: tuple[EdgeCall, int, int, int]) -> dict[str, float]:
    """The rule's choice on the first ``rule_decks`` decks and the rival's mean gain on the rest."""
    (view, candidates), decks, rule_decks, seed = job
    paired: list[list[float]] = [[], []]
    # the search's own sampling, with no clock: every deck is played
    sample_gains(view, candidates, paired, random.Random(seed), NORMAL, math.inf, decks, time.perf_counter)
    gains = paired[1]
    rival = clear_winner([[0.0] * rule_decks, gains[:rule_decks]]) == 1
    gain = statistics.fmean(gains[rule_decks:]) if rival else 0.0
    return {"round": view.round, "rival": rival, "gain": gain, "mean": statistics.fmean(gains)}


def summary(rows: Sequence[dict[str, float]], games: int) -> dict[str, object]:
    gains = [row["gain"] for row in rows]
    error = statistics.stdev(gains) * math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    return {"calls": len(rows), "rival_played": sum(1 for row in rows if row["rival"]),
            "gain_per_100_games": round(100 * sum(gains) / games, 2),
            "error": round(100 * error / games, 2),
            "rival_mean_gain": round(statistics.fmean(row["mean"] for row in rows), 4) if rows else 0.0}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--decks", type=int, default=128, help="sampled decks per choice")
    parser.add_argument("--rule-decks", type=int, default=32, help="decks the search's rule decides on")
    parser.add_argument("--part", choices=PARTS, default="hits", help="which choices to study")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if not 2 <= args.rule_decks < args.decks:
        parser.error("--rule-decks must be at least 2 and leave decks unseen out of --decks")
    with Pool(args.jobs) as pool:
        games = [(args.seed + i, args.samurai, args.mode, args.part) for i in range(args.games)]
        calls = [call for found in pool.map(edge_calls, games) for call in found]
        rows = pool.map(judged, [(call, args.decks, args.rule_decks, args.seed * 1000 + i)
                                 for i, call in enumerate(calls)])
    head = {"samurai": args.samurai, "mode": args.mode, "seeds": [args.seed, args.seed + args.games - 1],
            "part": args.part, "decks": args.decks, "rule_decks": args.rule_decks}
    for round_number in sorted({row["round"] for row in rows}):
        print(json.dumps(head | {"round": round_number}
                         | summary([row for row in rows if row["round"] == round_number], args.games)))
    print(json.dumps(head | {"round": "all"} | summary(rows, args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
