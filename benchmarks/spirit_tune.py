"""Self-play search over the Samurai Spirit rules of thumb (the constants of
``game/spirit/heuristics.py`` and ``game/spirit/ai.py``).

    python benchmarks/spirit_tune.py [--configs 2:normal,4:normal] [--seeds 2000] [--seed 10001]
                                     [--sweeps 1] [--confirm 3000] [--confirm-seed 50001]
                                     [--only NAMES] [--round N]

A candidate is scored by the games an all-normal team wins on the same seeds (so every
candidate meets the same decks). Coordinate search: each constant is scaled by the factors
below in turn (or shifted by factor - 1, for those at zero) and a change is kept when it wins more
than ``--margin`` games more than the best so far. The result is then confirmed against the
starting constants on fresh seeds. Prints one JSON line per kept change and a last line with
the winning constants, to be copied into the modules by hand; every trial goes to standard
error, to see how flat the search is around each constant. Two processes share the seeds.

With ``--round N`` the trial values hold in round N only, and the other rounds keep the
starting constants: whether a constant would rather take its own value in each round.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_information import play_game, team_player  # noqa: E402

from game.spirit import ai, heuristics  # noqa: E402
from game.spirit.state import State  # noqa: E402

# (module, constant, index into a tuple or dict key, or None)
TUNED: dict[str, tuple[object, str, int | None]] = {
    "KIAI_GAIN": (heuristics, "KIAI_GAIN", None),
    "WOUND_COST[0]": (heuristics, "WOUND_COST", 0),
    "WOUND_COST[1]": (heuristics, "WOUND_COST", 1),
    "WOUND_COST[2]": (heuristics, "WOUND_COST", 2),
    "HIT_SCALE": (heuristics, "HIT_SCALE", None),
    "ROUND_RESERVE": (heuristics, "ROUND_RESERVE", None),
    "DEFEND_SLOTS": (heuristics, "DEFEND_SLOTS", None),
    "OVERFLOW_FLAMES": (heuristics, "OVERFLOW_FLAMES", None),
    "VALUE_WEIGHT": (heuristics, "VALUE_WEIGHT", None),
    "FAMILY_COST[3]": (heuristics, "FAMILY_COST", 3),
    "FAMILY_COST[2]": (heuristics, "FAMILY_COST", 2),
    "FARM_BACK": (heuristics, "FARM_BACK", None),
    "PENALTY_REPEAT": (heuristics, "PENALTY_REPEAT", None),
    "PENALTY_SCALE": (heuristics, "PENALTY_SCALE", None),
    "SUPPORT_COST": (ai, "SUPPORT_COST", None),
    "STAY_VALUE": (ai, "STAY_VALUE", None),
    "URGENCY_FLOOR": (heuristics, "URGENCY_FLOOR", None),
    "CARD_BURDEN": (heuristics, "CARD_BURDEN", None),
    "fight_margin": (ai.NormalBot, "fight_margin", None),
}
FACTORS = (0.5, 0.75, 1.33, 2.0)


def read(name: str) -> float:
    owner, attr, key = TUNED[name]
    value = getattr(owner, attr)
    return float(value if key is None else value[key])


def write(name: str, number: float) -> None:
    owner, attr, key = TUNED[name]
    if key is None:
        setattr(owner, attr, number)
        return
    value = getattr(owner, attr)
    if isinstance(value, dict):
        setattr(owner, attr, {**value, key: number})
    else:
        items = list(value)
        items[key] = number
        setattr(owner, attr, tuple(items))


# the modules' own values, read before any trial writes over them
STARTING = {name: read(name) for name in TUNED}


@dataclass
class RoundTrial:
    """While --round is in use: the round whose values are tried, those values, and the round
    whose values the modules hold now (rewritten when the round changes, not at every decision)."""

    round_number: int = 0
    values: dict[str, float] = field(default_factory=dict)
    holding: int | None = None


ROUND_TRIAL = RoundTrial()
plain_prices_init = heuristics.Prices.__init__


def prices_init_by_round(prices: heuristics.Prices, view: State, careful: bool = True) -> None:
    """Every decision of the normal samurai builds its Prices before it reads any constant,
    so that is where the round's values are set."""
    if ROUND_TRIAL.holding != view.round:
        values = ROUND_TRIAL.values if view.round == ROUND_TRIAL.round_number else STARTING
        for name, number in values.items():
            write(name, number)
        ROUND_TRIAL.holding = view.round
    plain_prices_init(prices, view, careful)


def wins_on(job: tuple[dict[str, float], list[tuple[int, int, str]], int]) -> int:
    constants, games, round_number = job
    if round_number:
        ROUND_TRIAL.round_number, ROUND_TRIAL.values, ROUND_TRIAL.holding = round_number, constants, None
        heuristics.Prices.__init__ = prices_init_by_round  # type: ignore[method-assign, assignment]
    else:
        for name, number in constants.items():
            write(name, number)
    return sum(play_game(seed, samurai, mode, team_player("normal", samurai, peek=False))
               for seed, samurai, mode in games)


def score(pool: Pool, constants: dict[str, float], games: list[tuple[int, int, str]], round_number: int) -> int:
    halves = [games[0::2], games[1::2]]
    return sum(pool.map(wins_on, [(constants, half, round_number) for half in halves]))


def game_list(configs: str, seeds: int, first: int) -> list[tuple[int, int, str]]:
    games = []
    for config in configs.split(","):
        samurai, mode = config.split(":")
        games += [(first + i, int(samurai), mode) for i in range(seeds)]
    return games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--configs", default="2:normal,4:normal", help="samurai:mode, comma separated")
    parser.add_argument("--seeds", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=10001)
    parser.add_argument("--sweeps", type=int, default=1)
    parser.add_argument("--margin", type=int, default=30, help="games a change must win by")
    parser.add_argument("--confirm", type=int, default=3000)
    parser.add_argument("--confirm-seed", type=int, default=50001)
    parser.add_argument("--factors", default=",".join(map(str, FACTORS)),
                        help="the scales tried on each constant (the shifts scale with them)")
    parser.add_argument("--only", default="", help="comma list of constants to tune (default all)")
    parser.add_argument("--round", type=int, default=0, choices=(0, 1, 2, 3),
                        help="try the values in this round only (default 0: in every round)")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else list(TUNED)
    factors = [float(f) for f in args.factors.split(",")]
    start = dict(STARTING)
    best = dict(start)
    games = game_list(args.configs, args.seeds, args.seed)
    with Pool(2) as pool:
        started = time.perf_counter()
        best_wins = score(pool, best, games, args.round)
        print(json.dumps({"start": best, "wins": best_wins, "games": len(games),
                          "seconds": round(time.perf_counter() - started, 1)}), flush=True)
        for sweep in range(args.sweeps):
            for name in names:
                base = best[name]
                # a constant at zero cannot be scaled: it is shifted by (factor - 1) instead
                steps = [base + f - 1 if base == 0 else base * f for f in factors]
                for number in steps:
                    trial = {**best, name: round(number, 4)}
                    wins = score(pool, trial, games, args.round)
                    print(json.dumps({"sweep": sweep, "tried": name, "value": trial[name], "wins": wins}),
                          file=sys.stderr, flush=True)
                    if wins > best_wins + args.margin:
                        best, best_wins = trial, wins
                        print(json.dumps({"sweep": sweep, "kept": name, "value": trial[name],
                                          "wins": wins}), flush=True)
        fresh = game_list(args.configs, args.confirm, args.confirm_seed)
        confirmed = {"before": score(pool, start, fresh, args.round),
                     "after": score(pool, best, fresh, args.round)}
    print(json.dumps({"best": best, "wins": best_wins, "confirm_games": len(fresh), **confirmed}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
