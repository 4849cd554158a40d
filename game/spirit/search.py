"""Determinized rollouts for the hard samurai.

Sample the hidden cards consistently with the view, try the normal samurai's favourite and its
closest rival (``contenders``) on the same sampled worlds (common random numbers), let normal
samurai play every seat on, and score where the round ends by the fitted chance to win
(``outlook.py``). A playout stops short of the round's end after ``ROLLOUT_HORIZON`` decisions,
where the mid-round estimate of that score (``midround.py``) stands in for the rest. The rival
replaces the favourite only when its paired advantage stands clear of the noise (a one-sided
t-test at 97.5%, about two standard errors once a dozen worlds are in), so the search refines
the heuristics instead of second-guessing them on a handful of lucky samples.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from game.core.actions import Action
from game.spirit.ai import best_index
from game.spirit.driver import play
from game.spirit.legal import decision_actions
from game.spirit.midround import round_end_value
from game.spirit.outlook import position_value
from game.spirit.state import State, Task, top_decision
from game.spirit.views import determinize, masked

ROLLOUT_STEPS = 400
# Decisions a playout makes before the mid-round estimate takes over. Far from the choice being
# weighed, the brigands' luck drowns what it changed, and the time goes to more decks. On 583
# close calls of all-normal games of 4 samurai on Normal (seeds 8101-8140, 120 decks each), a
# search stopping at 16 decisions tried 52 decks in the time 32 full playouts take and gained
# 0.137 of a win per 100 close calls on decks it had not seen, against 0.109 for the full
# playouts (12 decisions: 0.145, 20: 0.137, 24: 0.120; benchmarks/spirit_playout_horizon.py).
# All-hard teams of 4 on Normal won 118 of seeds 1-300 with it, where full playouts had won 101
# and 114 (docs/rulings.md, Samurai Spirit, "A playout need not reach the round's end")
ROLLOUT_HORIZON = 16
# The share of the turn actions (fight, support or pass) at which a playout's samurai see the
# sampled deck's next brigand. The playouts stand for the rest of the team, hard samurai who
# search that very choice, and blind normal samurai play it far worse: all-normal teams of 4 on
# Normal won 23.6% of seeds 700001-702000 blind, 42.8%, 45.0% and 51.5% seeing it at 0.5, 0.6
# and 0.75 of their turn actions (spirit_information.py --turn-shares), where the hard team wins
# about 45%. The root choice stays fair: the deck seen is a sample. Matched to the hard team at
# 0.6, all-hard teams of 4 on Normal won 131 of seeds 950001-950300 with the leaf fitted on blind
# play, and 85 of seeds 950001-950200 with it refitted on such teams, where blind playouts won
# 135 and 93: none, the game's value (docs/rulings.md, Samurai Spirit, AI notes). A benchmark
# setting (spirit_strength.py --playout-peek)
PLAYOUT_PEEK = 0.0
# Whether the searching samurai's own later turns in a playout stay blind while the others see
# at PLAYOUT_PEEK: the teammates the playouts stand for search their choices, but the searcher's
# own later choices are the ones the search judges. At 0.6, all-hard teams of 4 on Normal won
# 135 of seeds 950001-950300, as many as the blind playouts (59 seeds won only by each side):
# off in the game. A benchmark setting (spirit_strength.py --playout-peek-others)
PLAYOUT_PEEK_OTHERS_ONLY = False
MIN_SAMPLES = 2  # the paired test needs two: with fewer, the favourite stands
# Student's t at 97.5% by degrees of freedom (samples - 1): with a handful of worlds the spread
# itself is a guess, so a budget cut short asks for a wider margin before it overrules the
# heuristics; from 30 worlds on, 2 standard errors. Half the margin in the last round alone,
# where the search finds most of its gains, won 24 of seeds 1-60 (all-hard teams of 4 on
# Normal) where two runs of the full margin won 30 and 26 (docs/rulings.md, Samurai Spirit)
T_97_5 = (12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16, 2.14,
          2.13, 2.12, 2.11, 2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05)


def margin_factor(samples: int) -> float:
    """Standard errors a rival's mean gain must clear after ``samples`` paired worlds."""
    return T_97_5[samples - 2] if samples - 2 < len(T_97_5) else 2.0


class Chooser(Protocol):
    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action: ...


def rollout(state: State, policy: Chooser, gen: random.Random, searcher: int = -1) -> float:
    """Plays ``state`` on with ``policy`` everywhere until the round (or the game) ends, or
    until ``ROLLOUT_HORIZON`` decisions are made where the mid-round estimate has weights.
    ``searcher`` is the seat whose choice is being weighed (``PLAYOUT_PEEK_OTHERS_ONLY``)."""
    start_round = state.round
    for step in range(ROLLOUT_STEPS):
        top = top_decision(state)
        if top is None or state.round != start_round:
            break
        if step == ROLLOUT_HORIZON:
            estimate = round_end_value(state)
            if estimate is not None:
                return estimate
        legal = decision_actions(state, top)
        action = policy.choose(masked(sighted(state) if sees_next(top, gen, searcher) else state), legal, gen)
        state, _ = play(state, top, action)
    return position_value(state)


def sees_next(task: Task, gen: random.Random, searcher: int = -1) -> bool:
    """Whether a playout's samurai sees the next brigand at this decision (``PLAYOUT_PEEK``),
    never at the ``searcher``'s own turns with ``PLAYOUT_PEEK_OTHERS_ONLY``. The chance is drawn
    for every turn action all the same, so that the random stream does not depend on who sees."""
    if PLAYOUT_PEEK <= 0.0 or task.kind != "action" or gen.random() >= PLAYOUT_PEEK:
        return False
    return not (PLAYOUT_PEEK_OTHERS_ONLY and task.seat == searcher)


def sighted(state: State) -> State:
    """A sampled ``state`` with its deck's top brigand face up, as Katsushiro's Kiai shows one."""
    if not state.deck or state.deck[0] in state.revealed:
        return state
    return replace(state, revealed=(*state.revealed, state.deck[0]))


def rollout_choice(view: State, candidates: Sequence[Action], gen: random.Random, policy: Chooser,
                   budget: float, samples: int, clock: Callable[[], float]) -> Action:
    """One of ``candidates`` (the favourite first, then its rival: ``contenders``), tried on
    sampled worlds within ``budget`` seconds."""
    gains: list[list[float]] = [[] for _ in candidates]
    sample_gains(view, candidates, gains, gen, policy, budget, samples, clock)
    return candidates[clear_winner(gains)]


def sample_gains(view: State, candidates: Sequence[Action], gains: list[list[float]], gen: random.Random,
                 policy: Chooser, budget: float, samples: int, clock: Callable[[], float]) -> None:
    """Adds to ``gains`` (one list per candidate: its value less the favourite's, world by
    world) sampled worlds until ``samples`` are in or ``budget`` seconds would be passed."""
    task = top_decision(view)
    assert task is not None
    started = clock()
    done = 0
    # the budget rules from the first sample on: a world is dealt only when one more of the
    # mean length so far still ends within it, so a long round (seven samurai, a loaded
    # machine) ends the search early rather than the decision running late
    while len(gains[0]) < samples:
        elapsed = clock() - started
        if done and elapsed + elapsed / done > budget:
            break
        world = determinize(view, gen)
        seed = gen.getrandbits(32)
        values = [rollout(play(world, task, action)[0], policy, random.Random(seed), task.seat)
                  for action in candidates]
        for index, value in enumerate(values):
            gains[index].append(value - values[0])
        done += 1


def contenders(legal: Sequence[Action], scores: Sequence[float]) -> list[int]:
    """The favourite's index (the normal samurai's choice: the best score, the last among
    equals) and its closest rival's, two rollouts per sampled world. A twin of the favourite,
    the same kind of action at the same score (a Support to another target whose talent the
    heuristics see doing nothing more), is no rival: searched, it only tells the twins apart
    by noise while the real alternative, often the fight, goes untried. That was 4.6% of the
    close turn actions in games of all-normal teams of 4 on Normal (seeds 1-100). Played by
    all-hard teams of 4 on Normal with 12 decks and no budget, seeds 1-300: 82 wins, against
    86 with the twins searched, no change the 300 games can tell."""
    favourite = best_index(scores)
    kind, score = type(legal[favourite]), scores[favourite]
    rivals = [i for i in range(len(legal))
              if i != favourite and not (type(legal[i]) is kind and scores[i] == score)]
    if not rivals:
        return [favourite]
    return [favourite, max(rivals, key=lambda i: (scores[i], i))]


def clear_winner(gains: Sequence[Sequence[float]]) -> int:
    """The candidate to play, given each one's gains over the favourite (index 0) on the same
    worlds: the rival whose mean gain stands clearest of the noise, or the favourite."""
    best, best_edge = 0, 0.0
    if len(gains[0]) < MIN_SAMPLES:
        return best
    for index in range(1, len(gains)):
        edge = clear_edge(gains[index])
        if edge > best_edge:
            best, best_edge = index, edge
    return best


def clear_edge(gains: Sequence[float], scale: float = 1.0) -> float:
    """How far a rival's mean gain over two or more paired worlds stands above the noise: the
    mean less ``scale`` times the t-test's margin (``margin_factor`` standard errors). Above
    zero, the rival stands clear; a benchmark scales the margin to weigh looser rules."""
    mean, error = mean_and_error(gains)
    return mean - scale * margin_factor(len(gains)) * error


def rival_leads(gains: Sequence[Sequence[float]], standard_errors: float) -> bool:
    """Whether some rival's mean gain is ahead of the favourite by ``standard_errors`` or more:
    not enough to be played, enough to be worth more worlds."""
    if len(gains[0]) < MIN_SAMPLES:
        return False
    for rival in gains[1:]:
        mean, error = mean_and_error(rival)
        if mean > 0 and mean >= standard_errors * error:
            return True
    return False


def mean_and_error(gains: Sequence[float]) -> tuple[float, float]:
    """The mean of two or more paired gains and its standard error."""
    done = len(gains)
    mean = sum(gains) / done
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (done - 1))
    return mean, spread / math.sqrt(done)
