"""The heuristics every Katana bot shares: how much a card is worth keeping, and how good
each legal action looks, given how likely each seat is a friend.

``friend[s]`` is the chance seat ``s`` plays on our side (1 for ourselves). The normal bot
derives it from its belief, the easy bot from what it can see at a glance, and the hard
bot's rollouts from the roles it sampled.

``careful`` players (normal, hard and the players of hard's sampled futures) also focus their
blows on whoever is nearest to falling, and spend a Parry less readily on a light wound; the
easy bot stays careless on both counts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import Action
from game.katana.actions import (
    BushidoPay,
    Defend,
    DiscardCard,
    EndTurn,
    GeishaPick,
    IeyasuDraw,
    NobunagaDraw,
    PlayCard,
    TakeHit,
)
from game.katana.cards import DAMAGE, DIFFICULTY, IS_PARRY, IS_WEAPON, KEY
from game.katana.state import Attack, GeishaChoice, Wave
from game.katana.view import KatanaView

KILL_BONUS = 2.5  # a defeat moves an honour point: worth more than the wound itself
# Careful play, tuned on the strength benchmark (a blow's share of the target's remaining
# life, and how much a life point hurts when choosing between a Parry and the hit).
FOCUS_FIRE = 0.4
CAREFUL_PAIN = 2.5
CARELESS_PAIN = 4.0
KEEP_VALUE = {
    "parry": 6.0, "daimyo": 5.5, "focus": 4.5, "armor": 4.5, "quick_draw": 4.0, "bushido": 3.0,
    "tea_ceremony": 4.0, "geisha": 3.0, "diversion": 3.0, "battle_cry": 3.0, "jujitsu": 3.0,
    "breathing": 3.0,
}


def keep_value(card: int, role: str | None) -> float:
    """How much a card is worth holding on to (for discards and Ieyasu's pick)."""
    if IS_WEAPON[card]:
        return 1.5 + DAMAGE[card] + 0.4 * DIFFICULTY[card]
    key = KEY[card]
    if key == "daimyo" and role == "ronin":
        return 3.0
    return KEEP_VALUE[key]


def _count(view: KatanaView, seat: int, key: str) -> int:
    return sum(1 for c in view.tables[seat] if KEY[c] == key)


def expected_damage(view: KatanaView, attacker: int, target: int, card: int) -> int:
    damage = DAMAGE[card] + _count(view, attacker, "quick_draw") + (view.characters[attacker] == "musashi")
    if view.characters[target] == "ginchiyo":
        damage = max(1, damage - 1)
    return min(damage, view.life[target])


class Scorer:
    """Scores the legal actions of one decision; the best one is played."""

    def __init__(self, view: KatanaView, friend: Sequence[float], aggression: float = 1.0,
                 lead: float = 0.0, careful: bool = False) -> None:
        self.v = view
        me = view.seat
        assert me is not None
        self.me = me
        self.role = view.roles[me]
        self.friend = friend
        self.aggression = aggression
        # ahead: hurry the deck along (every reshuffle drains honour); behind: take time
        self.tempo = max(-1.0, min(1.0, lead / 3.0))
        self.careful = careful

    def enemy(self, seat: int) -> float:
        return 1.0 - self.friend[seat]

    def target_worth(self, seat: int) -> float:
        """How much we gain per life point taken from ``seat`` (negative for friends)."""
        v = self.v
        worth = self.enemy(seat) - 1.6 * self.friend[seat]
        if self.role == "ninja" and v.roles[seat] == "shogun":
            worth += 0.4
        if self.role == "ronin":
            worth += 0.3 * (v.honour[seat] >= 3)
        return worth

    def score(self, action: Action) -> float:
        v = self.v
        if isinstance(action, EndTurn):
            return 0.0
        if isinstance(action, PlayCard):
            return self.play_score(action.card, action.target)
        if isinstance(action, NobunagaDraw):
            return 1.2 + 0.8 * self.tempo if v.life[self.me] >= 4 else -1.0
        if isinstance(action, Defend | TakeHit):
            return self.defence_score(action)
        if isinstance(action, DiscardCard):
            return -keep_value(action.card, self.role)
        if isinstance(action, BushidoPay):
            return 10.0 - keep_value(action.card, self.role) if action.card >= 0 else 0.0
        if isinstance(action, IeyasuDraw):
            if action.from_discard and v.discard:
                return keep_value(v.discard[-1], self.role) - 3.8
            return 0.0
        if isinstance(action, GeishaPick):
            return self.geisha_pick_score(action.card)
        return 0.0

    def play_score(self, card: int, target: int) -> float:
        v, me = self.v, self.me
        key = KEY[card]
        if IS_WEAPON[card]:
            worth = self.target_worth(target)
            if worth <= 0:
                return -5.0 + worth
            damage = expected_damage(v, me, target, card)
            kill = damage >= v.life[target]
            value = worth * (damage + (KILL_BONUS if kill else 0.0)) * self.aggression
            if self.careful:
                # wounds heal only at 0 life: the blow that brings a defeat nearer counts more
                value *= 1.0 - FOCUS_FIRE + FOCUS_FIRE * damage / max(1, v.life[target])
            # a weapon kept is a future threat; small weapons go first
            return value + 0.6 - 0.15 * keep_value(card, self.role)
        if key in ("focus", "armor", "quick_draw"):
            return 6.0
        if key == "bushido":
            return 3.0 * self.target_worth(target) * (1 + v.honour[target] / 5) - 0.5
        if key == "geisha":
            best = max((self.geisha_pick_score(c) for c in v.tables[target]), default=-9.0)
            if target != me and v.hand_sizes[target]:
                best = max(best, 1.2 * self.target_worth(target))
            return best - 0.5
        if key == "diversion":
            return 1.5 + 1.0 * self.target_worth(target) + 0.1 * v.hand_sizes[target]
        if key == "breathing":
            missing = v.max_life[me] - v.life[me]
            return 1.5 * missing - 1.0 + 0.8 * (self.friend[target] - self.enemy(target))
        if key == "tea_ceremony":
            return 3.0 + 2.0 * self.tempo
        if key == "daimyo":
            return 3.5 if self.role == "ronin" or v.hand_sizes[me] <= 2 else -2.0
        if key in ("battle_cry", "jujitsu"):
            total = 0.0
            for seat in range(v.n):
                if seat != me and not v.is_down(seat) and v.characters[seat] != "chiyome":
                    worth = self.target_worth(seat)
                    total += worth * (0.6 + (1.5 if v.life[seat] == 1 else 0.0))
            return total
        return -1.0

    def geisha_pick_score(self, card: int) -> float:
        v = self.v
        pending = v.pending
        target = pending.target if isinstance(pending, GeishaChoice) else self.owner_of(card)
        if card < 0:
            return 1.2 * self.target_worth(target)
        key = KEY[card]
        if key == "bushido":
            return 2.5 * (self.friend[target] - self.enemy(target))
        base = {"armor": 3.0, "focus": 2.4, "quick_draw": 2.6}[key]
        return base * self.target_worth(target)

    def owner_of(self, card: int) -> int:
        for seat, table in enumerate(self.v.tables):
            if card in table:
                return seat
        return self.me

    def defence_score(self, action: Defend | TakeHit) -> float:
        v, me = self.v, self.me
        pending = v.pending
        if isinstance(pending, Attack):
            loss = min(pending.damage, v.life[me])
        elif isinstance(pending, Wave):
            loss = 1
        else:
            loss = 0
        lethal = loss >= v.life[me]
        pain = loss * (CAREFUL_PAIN if self.careful else CARELESS_PAIN) + (8.0 if lethal else 0.0)
        if v.characters[me] == "ushiwaka" and isinstance(pending, Attack):
            pain -= loss * 1.5  # every wound is a card
        if isinstance(action, TakeHit):
            return -pain
        card = action.card
        spare = sum(1 for c in v.hand if IS_PARRY[c]) - 1
        return -keep_value(card, self.role) * (0.5 if spare > 0 else 0.9) + 1.0


def pick_best(scored: list[tuple[float, int, Action]]) -> Action:
    scored.sort(key=lambda item: (-item[0], item[1]))
    return scored[0][2]


def choose(view: KatanaView, legal: Sequence[Action], friend: Sequence[float], rng: random.Random,
           noise: float = 0.0, aggression: float = 1.0, lead: float = 0.0, careful: bool = False) -> Action:
    scorer = Scorer(view, friend, aggression, lead, careful)
    scored = []
    for index, action in enumerate(legal):
        value = scorer.score(action)
        if noise:
            value += rng.uniform(-noise, noise)
        scored.append((value, index, action))
    return pick_best(scored)


def ranked(view: KatanaView, legal: Sequence[Action], friend: Sequence[float],
           lead: float = 0.0, careful: bool = False) -> list[tuple[float, Action]]:
    """Every legal action with its heuristic score, best first."""
    scorer = Scorer(view, friend, lead=lead, careful=careful)
    scored = sorted(((scorer.score(a), i, a) for i, a in enumerate(legal)), key=lambda x: (-x[0], x[1]))
    return [(value, action) for value, _, action in scored]
