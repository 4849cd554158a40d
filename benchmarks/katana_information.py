"""What hidden information costs the hard Katana bot: the strength benchmark's games, with the
hard seats' search shown more and more of the truth in the tables it samples.

    python benchmarks/katana_information.py --games 300 --seed 1001
    python benchmarks/katana_information.py --rows fair,table --games 100

Rows (each one JSON line; every other seat plays easy, as in ``katana_strength.py``):
- ``easy``: the focus team on easy, the baseline every lift is measured from;
- ``fair``: the hard bot as it plays, sampling roles from its belief and unseen cards at random;
- ``roles``: its samples carry the true roles (hands and deck still sampled);
- ``parries``: the true roles, and every hand holds as many Parries as it truly does;
- ``table``: the true table, hands and deck order included.
Only the samples change: the candidates the search compares still come from the bot's own
belief, so each row prices one piece of knowledge the search could use. The gap between ``fair``
and ``table`` is the part of the target no fair player can reach by searching harder.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from katana_strength import focus_match, focus_team, focus_won  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.katana.ai_hard import HardBot, determinize  # noqa: E402
from game.katana.cards import IS_PARRY  # noqa: E402
from game.katana.state import KatanaState  # noqa: E402
from game.katana.view import KatanaView  # noqa: E402

ROWS = ("easy", "fair", "roles", "parries", "table")


def with_true_roles(guess: KatanaState, truth: KatanaState) -> KatanaState:
    return replace(guess, roles=truth.roles, stars=truth.stars)


def with_true_parries(guess: KatanaState, truth: KatanaState, me: int, rng: random.Random) -> KatanaState:
    """``guess`` re-dealt so that every other hand holds its true number of Parries."""
    pool = list(guess.deck) + [card for seat in range(guess.n) if seat != me for card in guess.hands[seat]]
    parries = [card for card in pool if IS_PARRY[card]]
    others = [card for card in pool if not IS_PARRY[card]]
    rng.shuffle(others)
    hands = []
    for seat in range(guess.n):
        if seat == me:
            hands.append(guess.hands[seat])
            continue
        wanted = sum(1 for card in truth.hands[seat] if IS_PARRY[card])
        size = len(truth.hands[seat])
        hands.append(tuple(parries[:wanted] + others[:size - wanted]))
        del parries[:wanted]
        del others[:size - wanted]
    deck = parries + others
    rng.shuffle(deck)
    return replace(guess, hands=tuple(hands), deck=tuple(deck))


class InformedBot(HardBot):
    """The hard bot whose sampled tables let ``row``'s part of the truth through."""

    def __init__(self, row: str, truth: Callable[[], KatanaState], samples: int) -> None:
        super().__init__(budget=math.inf, samples=samples)
        self.row = row
        self.truth = truth

    def sample_table(self, view: KatanaView, rng: random.Random) -> KatanaState:
        truth = self.truth()
        if self.row == "table":
            return replace(truth, rng=Rng(rng.getrandbits(63)))
        guess = determinize(view, rng)
        if self.row == "fair":
            return guess
        guess = with_true_roles(guess, truth)
        if self.row == "parries":
            assert view.seat is not None
            guess = with_true_parries(guess, truth, view.seat, rng)
        return guess


def play(seed: int, players: int, row: str, samples: int) -> bool:
    holder: list[Match] = []
    level = "easy" if row == "easy" else "hard"
    match, table = focus_match(seed, players, level, lambda: InformedBot(row, lambda: holder[0].state, samples))
    holder.append(match)
    return focus_won(match, table, seed)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1001)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--samples", type=int, default=8, help="sampled tables per hard decision")
    parser.add_argument("--rows", default=",".join(ROWS))
    args = parser.parse_args()
    baseline = None
    for row in args.rows.split(","):
        if row not in ROWS:
            parser.error(f"rows are {', '.join(ROWS)}, not {row!r}")
        started = time.perf_counter()
        wins = 0
        by_team: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for index in range(args.games):
            seed = args.seed + index
            won = play(seed, args.players, row, args.samples)
            wins += won
            by_team[focus_team(seed)][0] += won
            by_team[focus_team(seed)][1] += 1
        rate = wins / args.games
        if row == "easy":
            baseline = rate
        print(json.dumps({
            "row": row, "players": args.players, "games": args.games, "seed": args.seed,
            "samples": None if row == "easy" else args.samples,
            "focus_team_win_rate": round(rate, 3),
            "lift_over_easy": None if baseline is None else round(100 * (rate - baseline), 1),
            "by_team": {team: f"{w}/{g}" for team, (w, g) in sorted(by_team.items())},
            "seconds": round(time.perf_counter() - started, 1),
        }), flush=True)


if __name__ == "__main__":
    main()
