"""Determinized rollouts for the hard samurai: sample the hidden cards, try each candidate
action, let normal samurai play every seat to the end of the round, score the position."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from game.core.actions import Action
from game.spirit.flow import play
from game.spirit.heuristics import position_value
from game.spirit.legal import decision_actions
from game.spirit.state import State, top_decision
from game.spirit.views import determinize, masked

MAX_CANDIDATES = 4
ROLLOUT_STEPS = 400


class Chooser(Protocol):
    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action: ...
    def score(self, view: State, kind: str, seat: int, action: Action, card_id: int) -> float: ...


def rollout(state: State, policy: Chooser, gen: random.Random) -> float:
    """Plays ``state`` on with ``policy`` everywhere until the round (or the game) ends."""
    start_round = state.round
    for _ in range(ROLLOUT_STEPS):
        top = top_decision(state)
        if top is None or state.round != start_round:
            break
        legal = decision_actions(state, top)
        action = policy.choose(masked(state), legal, gen)
        state, _ = play(state, top, action)
    return position_value(state)


def rollout_choice(view: State, legal: Sequence[Action], gen: random.Random, policy: Chooser,
                   budget: float, samples: int, clock: Callable[[], float]) -> Action:
    task = top_decision(view)
    assert task is not None
    ranked = sorted(range(len(legal)),
                    key=lambda i: -policy.score(view, task.kind, task.seat, legal[i], task.card))
    candidates = [legal[i] for i in ranked[:MAX_CANDIDATES]]
    totals = [0.0] * len(candidates)
    started = clock()
    done = 0
    while done < samples and (done < 2 or clock() - started < budget):
        world = determinize(view, gen)
        seed = gen.getrandbits(32)
        for index, action in enumerate(candidates):
            after, _ = play(world, task, action)
            totals[index] += rollout(after, policy, random.Random(seed))
        done += 1
    best = max(range(len(candidates)), key=lambda i: totals[i])
    return candidates[best]
