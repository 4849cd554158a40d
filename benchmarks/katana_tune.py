"""Self-play search over the Katana policy's constants (``game.katana.policy.Weights``).

    python benchmarks/katana_tune.py [--seeds 1000] [--seed 10001] [--sweeps 2]
                                     [--confirm 2000] [--confirm-seed 50001]

Each candidate set of weights is scored as the strength benchmark scores a level: on every
seed one team is in focus (Shogun's side, Ninjas, Ronin in turn), its seats play the normal
bot with those weights, every other seat plays the easy bot; the score is the focus team's
win rate over the seeds (the same seeds for every candidate, so they are compared on the
same deals). Coordinate search: each constant is scaled by the factors below in turn and a
change is kept when it wins by more than ``--margin``; the result is then confirmed against
the starting weights on fresh seeds. It prints one JSON line per kept change and a last line
with the winning weights, to be copied into ``CAREFUL`` by hand.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from katana_strength import focus_team  # noqa: E402

from game.core.bots import Bot  # noqa: E402
from game.katana.ai import EasyBot, NormalBot  # noqa: E402
from game.katana.flow import apply  # noqa: E402
from game.katana.policy import CAREFUL, WEIGHT_NAMES, Weights  # noqa: E402
from game.katana.rules import legal_actions, to_act  # noqa: E402
from game.katana.scoring import outcome  # noqa: E402
from game.katana.setup import new_game  # noqa: E402
from game.katana.state import OVER, team_of  # noqa: E402
from game.katana.view import make_view  # noqa: E402

FACTORS = (0.5, 0.75, 1.33, 2.0)
MAX_STEPS = 3000


def play(seed: int, players: int, focus_bot: Bot) -> bool:
    """One game, the focus team (by seed) on ``focus_bot``, the rest easy: did it win?"""
    s = new_game(players, seed, {})
    focus = focus_team(seed)
    easy = EasyBot()
    bots = [focus_bot if team_of(role) == focus else easy for role in s.roles]
    rngs = [random.Random(seed * 16 + seat) for seat in range(players)]
    steps = 0
    while s.phase != OVER and steps < MAX_STEPS:
        seat = to_act(s)[0]
        legal = legal_actions(s, seat)
        action = legal[0] if len(legal) == 1 else bots[seat].choose(make_view(s, seat), legal, rngs[seat])
        s, _ = apply(s, seat, action, log=False)
        steps += 1
    result = outcome(s)
    return result is not None and focus in result.winning_teams


def win_rate(weights: Weights, seeds: range, players: int) -> float:
    bot = NormalBot(weights)
    return sum(play(seed, players, bot) for seed in seeds) / len(seeds)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=1000, help="training seeds per candidate")
    parser.add_argument("--seed", type=int, default=10001, help="first training seed")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--sweeps", type=int, default=2)
    parser.add_argument("--margin", type=float, default=0.01, help="win-rate gain a change must show")
    parser.add_argument("--confirm", type=int, default=2000, help="fresh seeds for the final comparison")
    parser.add_argument("--confirm-seed", type=int, default=50001)
    parser.add_argument("--verbose", action="store_true", help="print every candidate's score")
    parser.add_argument("--only", default="", help="comma list of constants to search (default: all)")
    args = parser.parse_args()
    names = [n for n in args.only.split(",") if n] or list(WEIGHT_NAMES)
    train = range(args.seed, args.seed + args.seeds)
    started = time.perf_counter()
    start = CAREFUL
    best, best_rate = start, win_rate(start, train, args.players)
    print(json.dumps({"start": round(best_rate, 4)}), flush=True)
    for sweep in range(args.sweeps):
        changed = False
        for name in names:
            base = getattr(best, name)
            for factor in FACTORS:
                value = round(base * factor, 3) if base else round(factor - 0.5, 3)
                candidate = replace(best, **{name: value})
                rate = win_rate(candidate, train, args.players)
                if args.verbose:
                    print(json.dumps({"try": name, "value": value, "rate": round(rate, 4)}), flush=True)
                if rate > best_rate + args.margin:
                    best, best_rate, changed = candidate, rate, True
                    print(json.dumps({"sweep": sweep, "weight": name, "value": value, "rate": round(rate, 4),
                                      "seconds": round(time.perf_counter() - started)}), flush=True)
                    break
        if not changed:
            break
    confirm = range(args.confirm_seed, args.confirm_seed + args.confirm)
    print(json.dumps({
        "train": round(best_rate, 4),
        "confirm_start": round(win_rate(start, confirm, args.players), 4),
        "confirm_tuned": round(win_rate(best, confirm, args.players), 4),
        "changed": {k: v for k, v in asdict(best).items() if v != getattr(start, k)},
        "seconds": round(time.perf_counter() - started),
    }), flush=True)


if __name__ == "__main__":
    main()
