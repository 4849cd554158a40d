"""The AI fighters: legal choices only, no peeking at hidden cards, worlds consistent with the view."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from game.sushido import GAME
from game.sushido.ai import EasyBot, SearchBot, make_bot, sample_world

from .helpers import all_cards


def test_easy_bots_finish_duels_with_legal_choices():
    for seed in range(6):
        state = GAME.new(2, seed, {"duel": "training"})
        bots = [EasyBot(), EasyBot()]
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = bots[seat].choose(GAME.view(state, seat), legal, rng)
            assert action in legal
            state, _ = GAME.apply(state, seat, action)


def test_normal_and_hard_choose_legal_actions_within_budget():
    state = GAME.new(2, 11, {"duel": "iaijutsu"})
    bots = {0: make_bot("normal", 0), 1: make_bot("hard", 1, budget_ms=30)}
    rng = random.Random(2)
    for _ in range(40):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        started = time.perf_counter()
        action = bots[seat].choose(GAME.view(state, seat), legal, rng)
        assert time.perf_counter() - started < 2.0
        assert action in legal
        state, _ = GAME.apply(state, seat, action)


def swapped_rival_cards(state, seat):
    """The same position except that the rival holds other unseen cards (hand and deck swapped)."""
    rival = 1 - seat
    hand = state.hands[rival]
    deck = state.deck
    new_hand = deck[:len(hand)]
    new_deck = hand + deck[len(hand):]
    hands = list(state.hands)
    hands[rival] = new_hand
    return replace(state, hands=(hands[0], hands[1]), deck=new_deck)


# The search bots with a fixed number of worlds and no time pressure, so that runs are repeatable.
BOTS = {"easy": EasyBot(), "normal": SearchBot(2, 60_000, 8), "hard": SearchBot(4, 60_000, 24)}


@pytest.mark.parametrize("level", list(BOTS))
def test_bots_never_peek_at_hidden_cards(level):
    state = GAME.new(2, 5, {"duel": "encounter", "fighters": "tako,same"})
    other = swapped_rival_cards(state, 0)
    assert other.hands[1] != state.hands[1]
    assert GAME.view(state, 0) == GAME.view(other, 0)
    bot = BOTS[level]
    legal = GAME.legal_actions(state, 0)
    first = bot.choose(GAME.view(state, 0), legal, random.Random(7))
    second = bot.choose(GAME.view(other, 0), legal, random.Random(7))
    assert first == second


def test_sampled_worlds_agree_with_the_view():
    state = GAME.new(2, 9, {"duel": "encounter"})
    seat = 0
    for _ in range(30):  # walk into the duel a little with easy bots
        acting = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, acting, EasyBot().choose(GAME.view(state, acting),
                                                              GAME.legal_actions(state, acting), random.Random(1)))
    view = GAME.view(state, seat)
    world = sample_world(view, seat, random.Random(3))
    assert sorted(all_cards(world)) == list(range(60))
    assert world.hands[seat] == state.hands[seat] and world.chains[seat] == state.chains[seat]
    assert len(world.chains[1]) == len(state.chains[1])
    assert world.discard == state.discard and world.arena == state.arena and world.life == state.life
    assert world.masked_for is None


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0)
    assert isinstance(GAME.make_bot("hard", 1), SearchBot)
