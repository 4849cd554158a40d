"""Does the hard samurai's search gain from looking further ahead? The same seeds played by two
all-hard teams that differ only in how a sampled world is played on after the choice tried:

- ``plain``: normal samurai play every later decision to the end of the round, as the game's
  hard samurai do (``game/spirit/search.py``);
- ``look``: each of the two candidates grows a small tree over the later close calls of the
  round (the public position is the node: every sampled world that reaches it shares it). At a
  node, the normal samurai's favourite and its rival are tried by UCB once the node has been
  visited ``--warm`` times; before that, and below the tree's newest node, normal samurai play.

    python benchmarks/spirit_lookahead.py --games 50 --seed 1 --worlds 128 --players look,plain
    python benchmarks/spirit_lookahead.py --games 50 --players plain --worlds 32

Both search the same decisions as the game's hard samurai (the favourite and its closest rival,
when they lie within ``HardBot.close_call``) with ``--worlds`` sampled decks and no clock, and
choose with the same paired test (``search.clear_winner``). No time budget: with 128 decks a
look-ahead decision takes over a second where the hard samurai's budget is 150 ms, so it is
measured here, not played. The plain team alone, with more ``--worlds`` than the game's 32,
shows what more decks would give the game's search. Prints one JSON line per player.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.actions import Action  # noqa: E402
from game.spirit import GAME  # noqa: E402
from game.spirit.ai import HardBot, NormalBot  # noqa: E402
from game.spirit.driver import play  # noqa: E402
from game.spirit.legal import decision_actions  # noqa: E402
from game.spirit.outlook import position_value  # noqa: E402
from game.spirit.score import score_of  # noqa: E402
from game.spirit.search import ROLLOUT_STEPS, clear_winner, rollout_choice  # noqa: E402
from game.spirit.state import State, top_decision  # noqa: E402
from game.spirit.views import determinize, masked  # noqa: E402

NORMAL = NormalBot()
HARD = HardBot()  # asked only which choices it would search
UNUSED = random.Random(0)  # the normal samurai choose without chance


class Node:
    """A public position inside a look-ahead tree: the choices tried there (one when the
    heuristics see no close call) and what each has been worth so far."""

    __slots__ = ("choices", "visits", "total")

    def __init__(self, choices: list[Action]) -> None:
        self.choices = choices
        self.visits = [0] * len(choices)
        self.total = [0.0] * len(choices)

    def pick(self, exploration: float, warm: int) -> int:
        seen = sum(self.visits)
        if len(self.choices) == 1 or seen < warm:
            return 0  # the favourite, as a normal samurai would play it, until the node is known
        if 0 in self.visits:
            return self.visits.index(0)
        spread = math.log(seen)
        return max(range(len(self.choices)),
                   key=lambda i: self.total[i] / self.visits[i] + exploration * math.sqrt(spread / self.visits[i]))


def searched_choices(view: State, legal: tuple[Action, ...]) -> list[Action]:
    """The choices the hard samurai would search here: favourite and rival, or the favourite."""
    return [legal[i] for i in HARD.searched_pair(view, legal)]


def look_on(state: State, tree: dict[State, Node], exploration: float, warm: int) -> float:
    """Plays ``state`` to the end of its round down ``tree``, growing it by one close call,
    and scores the end as the hard samurai's search does."""
    path: list[tuple[Node, int]] = []
    start_round, grown = state.round, False
    for _ in range(ROLLOUT_STEPS):
        task = top_decision(state)
        if task is None or state.round != start_round:
            break
        legal = decision_actions(state, task)
        view = masked(state)
        if grown:
            action = NORMAL.choose(view, legal, UNUSED)
        else:
            node = tree.get(view)
            if node is None:
                node = tree[view] = Node(searched_choices(view, legal))
                grown = len(node.choices) > 1
            index = node.pick(exploration, warm)
            if len(node.choices) > 1:
                path.append((node, index))
            action = node.choices[index]
        state, _ = play(state, task, action)
    value = position_value(state)
    for node, index in path:
        node.visits[index] += 1
        node.total[index] += value
    return value


def search(view: State, choices: list[Action], gen: random.Random, args: argparse.Namespace,
           player: str) -> Action:
    if player == "plain":  # the game's own search, every deck played out
        return rollout_choice(view, choices, gen, NORMAL, math.inf, args.worlds, time.perf_counter)
    task = top_decision(view)
    assert task is not None
    trees: list[dict[State, Node]] = [{} for _ in choices]
    gains: list[list[float]] = [[] for _ in choices]
    for _ in range(args.worlds):
        world = determinize(view, gen)
        values = [look_on(play(world, task, action)[0], trees[i], args.exploration, args.warm)
                  for i, action in enumerate(choices)]
        for index, value in enumerate(values):
            gains[index].append(value - values[0])
    return choices[clear_winner(gains)]


def one_game(job: tuple[int, str, argparse.Namespace]) -> tuple[bool, int]:
    seed, player, args = job
    state = GAME.new(args.samurai, seed, {"mode": args.mode})
    gen = random.Random(seed)
    while (task := top_decision(state)) is not None:
        legal = decision_actions(state, task)
        view = masked(state)
        choices = searched_choices(view, legal)
        action = choices[0] if len(choices) == 1 else search(view, choices, gen, args, player)
        state, _ = play(state, task, action)
    won = state.result == "win"
    return won, score_of(state) if won else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samurai", type=int, default=4)
    parser.add_argument("--mode", default="normal")
    parser.add_argument("--players", default="look,plain", help="comma list of look and plain")
    parser.add_argument("--worlds", type=int, default=128, help="sampled decks per searched decision")
    parser.add_argument("--exploration", type=float, default=0.15, help="UCB constant inside the trees")
    parser.add_argument("--warm", type=int, default=8, help="visits before a node tries its rival")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    for player in args.players.split(","):
        started = time.perf_counter()
        jobs = [(args.seed + i, player, args) for i in range(args.games)]
        with Pool(args.jobs) as pool:
            results = pool.map(one_game, jobs, chunksize=1)
        wins = sum(won for won, _ in results)
        row = {"player": player, "samurai": args.samurai, "mode": args.mode, "worlds": args.worlds,
               "games": args.games, "seeds": [args.seed, args.seed + args.games - 1],
               "wins": wins, "mean_score": round(sum(s for _, s in results) / args.games, 2),
               "seconds": round(time.perf_counter() - started, 1)}
        if player == "look":  # the tree's settings mean nothing to the plain team
            row.update(exploration=args.exploration, warm=args.warm)
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
