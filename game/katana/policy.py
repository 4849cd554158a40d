"""The heuristics every Katana bot shares: how much a card is worth keeping, and how good
each legal action looks, given how likely each seat is a friend.

``friend[s]`` is the chance seat ``s`` plays on our side (1 for ourselves). The normal bot
derives it from its belief, the easy bot from what it can see at a glance, and the hard
bot's rollouts from the roles it sampled.

Every constant of those judgements lives in one ``Weights`` record, so that a self-play
search can try others (``benchmarks/katana_tune.py``). ``CARELESS`` (the easy bot, the hard
bot's candidates and the players of its sampled futures) is the hand-made set; ``CAREFUL``
(the normal bot) also focuses its blows on whoever is nearest to falling and spends a
Parry less readily on a light wound.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields

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
from game.katana.rules import bushido_exempt
from game.katana.state import Attack, GeishaChoice, Wave
from game.katana.view import KatanaView


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each consideration counts. Defaults: the hand-made, careless set."""

    kill_bonus: float = 2.5  # a defeat moves an honour point: worth more than the wound itself
    focus_fire: float = 0.0  # how much a blow's share of the target's remaining life counts
    friend_harm: float = 1.6  # reluctance to hurt a likely friend, per unit of friendship
    ninja_on_shogun: float = 0.4  # a ninja's extra appetite for the Shogun
    ronin_on_rich: float = 0.3  # the Ronin's appetite for players with 3 honour or more
    weapon_base: float = 0.6  # striking at all, rather than keeping the card
    weapon_keep: float = 0.15  # share of a weapon's keep value lost by using it
    permanent: float = 6.0  # laying one's own Focus, Armor or Quick Draw
    bushido: float = 3.0
    geisha_hand: float = 1.2  # a random card out of an enemy's hand
    geisha_cost: float = 0.5
    pick_armor: float = 3.0  # Geisha's pick among permanents in play
    pick_focus: float = 2.4
    pick_quick_draw: float = 2.6
    pick_bushido: float = 2.5
    diversion: float = 1.5
    diversion_worth: float = 1.0
    breathing: float = 1.5  # per missing life point
    tea: float = 3.0
    tea_tempo: float = 2.0  # Tea Ceremony when ahead in the honour race (hurries the deck)
    daimyo_play: float = 3.5
    wave_base: float = 0.6  # Battle Cry / Jujitsu, per enemy it reaches
    wave_last_life: float = 1.5  # extra per enemy it could defeat
    nobunaga: float = 1.2
    pain: float = 4.0  # a life point lost, when choosing between a Parry and the hit
    lethal_pain: float = 8.0
    parry_spare: float = 0.5  # share of a Parry's keep value spent when more are in hand
    parry_last: float = 0.9  # ... when it is the last one
    keep_parry: float = 6.0
    keep_daimyo: float = 5.5
    keep_weapon: float = 1.5
    ieyasu_discard: float = 3.8  # keep value a discard-pile card must beat for Ieyasu


CARELESS = Weights()
# What sending Bushido on to a ninja is worth to the 3-player Shogun, who may let it go for
# nothing: roughly the odds of a weapon flip times the ninja's honour or weapon it costs. Below
# every weapon's keep value, so the bots let it go unless a rule change makes weapons cheap.
BUSHIDO_PASS_WORTH = 1.0
CAREFUL = Weights(focus_fire=0.4, pain=2.5)
WEIGHT_NAMES = tuple(f.name for f in fields(Weights))

KEEP_VALUE = {
    "focus": 4.5, "armor": 4.5, "quick_draw": 4.0, "bushido": 3.0,
    "tea_ceremony": 4.0, "geisha": 3.0, "diversion": 3.0, "battle_cry": 3.0, "jujitsu": 3.0,
    "breathing": 3.0,
}


# a friend chance this high is a certainty the bot can see (the Shogun for his team, the other
# ninja at 3 players): no card of theirs is worth taking
KNOWN_FRIEND = 0.99


def keep_value(card: int, role: str | None, w: Weights = CARELESS) -> float:
    """How much a card is worth holding on to (for discards and Ieyasu's pick)."""
    if IS_WEAPON[card]:
        return w.keep_weapon + DAMAGE[card] + 0.4 * DIFFICULTY[card]
    key = KEY[card]
    if key == "parry":
        return w.keep_parry
    if key == "daimyo":
        return 3.0 if role == "ronin" else w.keep_daimyo
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
                 lead: float = 0.0, weights: Weights = CARELESS) -> None:
        self.v = view
        me = view.seat
        assert me is not None
        self.me = me
        self.role = view.roles[me]
        self.friend = friend
        self.aggression = aggression
        # ahead: hurry the deck along (every reshuffle drains honour); behind: take time
        self.tempo = max(-1.0, min(1.0, lead / 3.0))
        self.w = weights

    def enemy(self, seat: int) -> float:
        return 1.0 - self.friend[seat]

    def target_worth(self, seat: int) -> float:
        """How much we gain per life point taken from ``seat`` (negative for friends)."""
        v, w = self.v, self.w
        worth = self.enemy(seat) - w.friend_harm * self.friend[seat]
        if self.role == "ninja" and v.roles[seat] == "shogun":
            worth += w.ninja_on_shogun
        if self.role == "ronin":
            worth += w.ronin_on_rich * (v.honour[seat] >= 3)
        return worth

    def score(self, action: Action) -> float:
        v, w = self.v, self.w
        if isinstance(action, EndTurn):
            return 0.0
        if isinstance(action, PlayCard):
            return self.play_score(action.card, action.target)
        if isinstance(action, NobunagaDraw):
            return w.nobunaga + 0.8 * self.tempo if v.life[self.me] >= 4 else -1.0
        if isinstance(action, Defend | TakeHit):
            return self.defence_score(action)
        if isinstance(action, DiscardCard):
            return -keep_value(action.card, self.role, w)
        if isinstance(action, BushidoPay):
            if bushido_exempt(v.n, self.role):  # letting it go is free: pass it on only for a cheap weapon
                return BUSHIDO_PASS_WORTH - keep_value(action.card, self.role, w) if action.card >= 0 else 0.0
            return 10.0 - keep_value(action.card, self.role, w) if action.card >= 0 else 0.0
        if isinstance(action, IeyasuDraw):
            if action.from_discard and v.discard:
                return keep_value(v.discard[-1], self.role, w) - w.ieyasu_discard
            return 0.0
        if isinstance(action, GeishaPick):
            return self.geisha_pick_score(action.card)
        return 0.0

    def play_score(self, card: int, target: int) -> float:
        v, me, w = self.v, self.me, self.w
        key = KEY[card]
        if IS_WEAPON[card]:
            worth = self.target_worth(target)
            if worth <= 0:
                return -5.0 + worth
            damage = expected_damage(v, me, target, card)
            kill = damage >= v.life[target]
            value = worth * (damage + (w.kill_bonus if kill else 0.0)) * self.aggression
            if w.focus_fire:
                # wounds heal only at 0 life: the blow that brings a defeat nearer counts more
                value *= 1.0 - w.focus_fire + w.focus_fire * damage / max(1, v.life[target])
            # a weapon kept is a future threat; small weapons go first
            return value + w.weapon_base - w.weapon_keep * keep_value(card, self.role, w)
        if key in ("focus", "armor", "quick_draw"):
            return w.permanent
        if key == "bushido":
            return w.bushido * self.target_worth(target) * (1 + v.honour[target] / 5) - 0.5
        if key == "geisha":
            best = max((self.geisha_pick_score(c) for c in v.tables[target]), default=-9.0)
            if target != me and v.hand_sizes[target]:
                best = max(best, w.geisha_hand * self.target_worth(target))
            return best - w.geisha_cost
        if key == "diversion":
            if self.friend[target] >= KNOWN_FRIEND:  # a card taken from a sure friend only weakens the team
                return -2.0
            return w.diversion + w.diversion_worth * self.target_worth(target) + 0.1 * v.hand_sizes[target]
        if key == "breathing":
            missing = v.max_life[me] - v.life[me]
            return w.breathing * missing - 1.0 + 0.8 * (self.friend[target] - self.enemy(target))
        if key == "tea_ceremony":
            return w.tea + w.tea_tempo * self.tempo
        if key == "daimyo":
            return w.daimyo_play if self.role == "ronin" or v.hand_sizes[me] <= 2 else -2.0
        if key in ("battle_cry", "jujitsu"):
            total = 0.0
            for seat in range(v.n):
                if seat != me and not v.is_down(seat) and v.characters[seat] != "chiyome":
                    worth = self.target_worth(seat)
                    total += worth * (w.wave_base + (w.wave_last_life if v.life[seat] == 1 else 0.0))
            return total
        return -1.0

    def geisha_pick_score(self, card: int) -> float:
        v, w = self.v, self.w
        pending = v.pending
        target = pending.target if isinstance(pending, GeishaChoice) else self.owner_of(card)
        if card < 0:
            return w.geisha_hand * self.target_worth(target)
        key = KEY[card]
        if key == "bushido":
            return w.pick_bushido * (self.friend[target] - self.enemy(target))
        base = w.pick_armor if key == "armor" else w.pick_focus if key == "focus" else w.pick_quick_draw
        return base * self.target_worth(target)

    def owner_of(self, card: int) -> int:
        for seat, table in enumerate(self.v.tables):
            if card in table:
                return seat
        return self.me

    def defence_score(self, action: Defend | TakeHit) -> float:
        v, me, w = self.v, self.me, self.w
        pending = v.pending
        if isinstance(pending, Attack):
            loss = min(pending.damage, v.life[me])
        elif isinstance(pending, Wave):
            loss = 1
        else:
            loss = 0
        lethal = loss >= v.life[me]
        pain = loss * w.pain + (w.lethal_pain if lethal else 0.0)
        if v.characters[me] == "ushiwaka" and isinstance(pending, Attack):
            pain -= loss * 1.5  # every wound is a card
        if isinstance(action, TakeHit):
            return -pain
        card = action.card
        spare = sum(1 for c in v.hand if IS_PARRY[c]) - 1
        return -keep_value(card, self.role, w) * (w.parry_spare if spare > 0 else w.parry_last) + 1.0


def pick_best(scored: list[tuple[float, int, Action]]) -> Action:
    scored.sort(key=lambda item: (-item[0], item[1]))
    return scored[0][2]


def choose(view: KatanaView, legal: Sequence[Action], friend: Sequence[float], rng: random.Random,
           noise: float = 0.0, aggression: float = 1.0, lead: float = 0.0,
           weights: Weights = CARELESS) -> Action:
    scorer = Scorer(view, friend, aggression, lead, weights)
    scored = []
    for index, action in enumerate(legal):
        value = scorer.score(action)
        if noise:
            value += rng.uniform(-noise, noise)
        scored.append((value, index, action))
    return pick_best(scored)


def ranked(view: KatanaView, legal: Sequence[Action], friend: Sequence[float],
           lead: float = 0.0, weights: Weights = CARELESS) -> list[tuple[float, Action]]:
    """Every legal action with its heuristic score, best first."""
    scorer = Scorer(view, friend, lead=lead, weights=weights)
    scored = sorted(((scorer.score(a), i, a) for i, a in enumerate(legal)), key=lambda x: (-x[0], x[1]))
    return [(value, action) for value, _, action in scored]
