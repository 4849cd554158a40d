"""What hidden cards cost a Samurai Spirit team: the same seeds played by samurai who see what
the table sees, by the same samurai allowed to peek at the deck's next brigand, and by a
clairvoyant player who sees the whole deck in order.

    python benchmarks/spirit_information.py --games 100 --seed 1 --samurai 4 --mode normal
    python benchmarks/spirit_information.py --levels normal,hard --games 50 --clairvoyant 30
    python benchmarks/spirit_information.py --games 1000 --seed 90001 --clairvoyant 0 --parts

The fair and peeking teams are the game's own bots (``make_bot``); the peek only turns the top
card face up in the view they are given, as Katsushiro's Kiai does. The clairvoyant tries every
legal choice on the true state, plays each on to the end of the round with normal samurai and
keeps the one whose end the outlook likes best (``game/spirit/outlook.py``): the hard samurai's
search with the sampling taken away. The gap between the rows is what the deck's secrecy is
worth, the part of a team's result that no fair player can reach. With ``--parts``, two more
rows peek for one kind of choice only, to show which choice the secrecy hurts; with
``--turn-shares 0.5,0.75``, rows peek at that share of the turn actions, as the hard search's
playouts may (``search.PLAYOUT_PEEK``). Prints one JSON line per row.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.actions import Action  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.actions import Fight, Support  # noqa: E402
from game.spirit.ai import NormalBot, make_bot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.search import rollout, sighted  # noqa: E402
from game.spirit.state import State, Task, top_decision  # noqa: E402
from game.spirit.views import masked  # noqa: E402

Choose = Callable[[State, Task, tuple[Action, ...], random.Random], Action]


def play_game(seed: int, samurai: int, mode: str, choose: Choose) -> bool:
    state = GAME.new(samurai, seed, {"mode": mode})
    gen = random.Random(seed)
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        action = legal[0] if len(legal) == 1 else choose(state, task, legal, gen)
        state, _ = play(state, task, action)
    return state.result == "win"


PEEK_PARTS = {
    "turn": "peeking only at the turn's action (fight, support or pass)",
    "dodge": "peeking only to choose between fighting and supporting",
}


def team_player(level: str, samurai: int, peek: bool, part: str = "", share: float = 1.0) -> Choose:
    """The game's ``level`` bots, fair or peeking at the next brigand. With a ``part``
    (``PEEK_PARTS``) the peek serves one kind of choice only, to show where it is worth most:
    "turn" the turn's action; "dodge" keeps the peeked action only when it and the fair one
    are both a fight or a Support (a Support sends the next brigand to the infiltrators
    unseen, so the peek tells which of the two to take). With "turn", ``share`` is the chance
    that a turn's action is peeked at: how the hard search's playouts see (``--turn-shares``,
    ``search.PLAYOUT_PEEK``)."""
    bots = [make_bot(level, seat) for seat in range(samurai)]

    def choose(state: State, task: Task, legal: tuple[Action, ...], gen: random.Random) -> Action:
        bot = bots[task.seat]
        if not peek or (part and task.kind != "action") or (share < 1.0 and gen.random() >= share):
            return bot.choose(masked(state), legal, gen)
        seen = bot.choose(masked(sighted(state)), legal, gen)
        if part != "dodge":
            return seen
        fair = bot.choose(masked(state), legal, gen)
        return seen if isinstance(fair, Fight | Support) and isinstance(seen, Fight | Support) else fair
    return choose


def clairvoyant_player() -> Choose:
    normal = NormalBot()

    def choose(state: State, task: Task, legal: tuple[Action, ...], gen: random.Random) -> Action:
        values = [rollout(play(state, task, action)[0], normal, gen) for action in legal]
        return legal[values.index(max(values))]
    return choose


def row(name: str, choose: Choose, args: argparse.Namespace, games: int) -> dict[str, object]:
    started = time.perf_counter()
    wins = sum(play_game(args.seed + i, args.samurai, args.mode, choose) for i in range(games))
    return {"player": name, "samurai": args.samurai, "mode": args.mode, "games": games,
            "seeds": [args.seed, args.seed + games - 1], "win_rate": round(wins / games, 4),
            "seconds": round(time.perf_counter() - started, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clairvoyant", type=int, default=30, help="games for the clairvoyant row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--levels", default="normal")
    parser.add_argument("--parts", action="store_true",
                        help="also the teams that peek for one kind of choice only")
    parser.add_argument("--turn-shares", default="",
                        help="also the teams that peek at this share of their turn actions (comma list)")
    args = parser.parse_args()
    for level in args.levels.split(","):
        for peek in (False, True):
            name = f"{level}{' peeking' if peek else ''}"
            print(json.dumps(row(name, team_player(level, args.samurai, peek), args, args.games)), flush=True)
        for share in (float(text) for text in args.turn_shares.split(",") if text):
            name = f"{level} peeking at {share:g} of the turn actions"
            player = team_player(level, args.samurai, True, "turn", share)
            print(json.dumps(row(name, player, args, args.games)), flush=True)
        if args.parts:
            for part, said in PEEK_PARTS.items():
                name = f"{level} {said}"
                player = team_player(level, args.samurai, True, part)
                print(json.dumps(row(name, player, args, args.games)), flush=True)
    if args.clairvoyant:
        print(json.dumps(row("clairvoyant", clairvoyant_player(), args, args.clairvoyant)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
