"""Katana bots: easy (a glance at the table), normal (a belief over every hidden role) and
hard (search over sampled hidden roles and hands, in ``ai_hard``). Each sees only its view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import Action
from game.core.bots import Bot, RandomBot
from game.core.errors import SpecError
from game.katana.belief import friend_chances, hidden_role_pool, role_beliefs, team_lead
from game.katana.policy import CAREFUL, Weights, choose
from game.katana.state import team_of
from game.katana.view import KatanaView


def glance_friends(view: KatanaView) -> list[float]:
    """What an inattentive player believes: the Shogun's side is known (and every side at 3
    players, where both hidden roles are ninjas), and whoever struck the Shogun looks like a
    ninja; everyone else is a coin toss."""
    me = view.seat
    assert me is not None
    my_role = view.roles[me]
    assert my_role is not None
    shogun = view.shogun
    n = view.n
    # when every hidden role is of one team (at 3 players, two ninjas), every side is known
    hidden_teams = {team_of(role) for role in hidden_role_pool(n)}
    found = []
    for seat in range(n):
        if seat == me:
            found.append(1.0)
        elif my_role == "ronin":
            found.append(0.0)
        elif seat == shogun:
            found.append(1.0 if team_of(my_role) == "shogun" else 0.0)
        elif len(hidden_teams) == 1:
            found.append(1.0 if team_of(my_role) in hidden_teams else 0.0)
        else:
            struck_shogun = view.hostility[seat * n + shogun] > 0
            if team_of(my_role) == "shogun":
                found.append(0.15 if struck_shogun else 0.45)
            else:
                found.append(0.6 if struck_shogun else 0.35)
    return found


class EasyBot:
    """Plays sensible cards with a loose idea of who is who, and some carelessness."""

    def choose(self, view: KatanaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return choose(view, legal, glance_friends(view), rng, noise=1.5)


class NormalBot:
    """Weighs every hidden role by who attacked and helped whom, then plays the best-looking
    action for its side. ``weights``: the policy's constants (the tuning script tries others)."""

    def __init__(self, weights: Weights = CAREFUL) -> None:
        self.weights = weights

    def choose(self, view: KatanaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        beliefs = role_beliefs(view)
        friend = friend_chances(view, beliefs)
        return choose(view, legal, friend, rng, noise=0.2, lead=team_lead(view, beliefs), weights=self.weights)


def make_bot(level: str, seat: int) -> Bot:
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        from game.katana.ai_hard import HardBot

        return HardBot()
    if level == "random":
        return RandomBot()
    raise SpecError(f"Katana bots are easy, normal or hard, not {level!r}")
