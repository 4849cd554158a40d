"""The AI fighters: legal choices only, no peeking at hidden cards, worlds consistent with the view."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from game.sushido import GAME, ai
from game.sushido.actions import Announce, Parry, Place, Play
from game.sushido.ai import EasyBot, SearchBot, evaluate, make_bot, sample_world

from .helpers import act, all_cards, announce, both_choose, card, reveal_all, scenario


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


def test_normal_and_hard_choose_legal_actions_within_their_cap():
    state = GAME.new(2, 11, {"duel": "iaijutsu"})
    bots = {0: make_bot("normal", 0), 1: make_bot("hard", 1, cap_ms=30)}
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
BOTS = {"easy": EasyBot(), "normal": SearchBot(2, 128, 8, 60_000), "hard": SearchBot(4, 96, 24, 60_000)}


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


class FakeClock:
    """A clock that reads ``step`` seconds later at each reading, whatever the real time: a
    still one (0) or a machine so busy each reading finds 10 ms gone. Real time stays out, so
    the test holds on a loaded machine too."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def _duel_moves(monkeypatch, clock: FakeClock, decisions: int) -> tuple[list[object], int]:
    """The first ``decisions`` moves of a seeded hard-against-normal duel, and the playouts run."""
    monkeypatch.setattr(ai, "time", clock)
    playouts = 0
    real_try = ai._try

    def counted_try(*args):
        nonlocal playouts
        playouts += 1
        return real_try(*args)

    monkeypatch.setattr(ai, "_try", counted_try)
    state = GAME.new(2, 21, {"duel": "encounter"})
    bots = {0: make_bot("hard", 0), 1: make_bot("normal", 1)}
    rngs = {0: random.Random(1), 1: random.Random(2)}
    moves: list[object] = []
    while GAME.outcome(state) is None and len(moves) < decisions:
        seat = GAME.to_act(state)[0]
        action = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rngs[seat])
        moves.append(action)
        state, _ = GAME.apply(state, seat, action)
    monkeypatch.undo()
    return moves, playouts


def test_a_seeded_duel_plays_the_same_moves_on_a_busy_machine(monkeypatch):
    # The searches count playouts, not milliseconds, so the machine's load changes no move.
    calm = _duel_moves(monkeypatch, FakeClock(0.0), 12)
    busy = _duel_moves(monkeypatch, FakeClock(0.010), 12)
    assert busy == calm
    assert calm[1] > 12 * 16  # the searches did run (hard plays hundreds of playouts a decision)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0)
    assert isinstance(GAME.make_bot("hard", 1), SearchBot)


def _dogu_laying_a_hit():
    """Dogu (seat 0) has landed Arena preparation at contact: Biwa slid back to square 5 and Dogu
    must now lay his Hit."""
    chain = [card("block", "S"), card("block", "W")]
    supers, rival_supers = (card("super", "W", 0), card("super", "W", 1)), (card("super", "F", 0),)
    hit = card("hit", "P")
    state = scenario(("dogu", "biwa"), p1=0, pos=[3, 4], gauge=[1, 1],
                     hands=[[*supers, hit], [*rival_supers, card("super", "F", 1)]], chains=[chain, []])
    state, _ = both_choose(state, reveal_all(supers), reveal_all((rival_supers[0], card("super", "F", 1))))
    state, _ = announce(state, 0, "combo")  # Biwa has no chain: her pass is forced
    assert state.pending.kind == "place" and state.pos == (3, 5)
    return state, hit


def test_laid_hits_count_in_the_evaluation_behind_whoever_they_threaten():
    state, hit = _dogu_laying_a_hit()
    bare = evaluate(state, 0)
    arena = [()] * len(state.arena)
    behind_rival, behind_dogu, aside = list(arena), list(arena), list(arena)
    behind_rival[6], behind_dogu[2], aside[0] = (hit,), (hit,), (hit,)
    value = {name: evaluate(replace(state, arena=tuple(squares)), 0)
             for name, squares in (("rival", behind_rival), ("dogu", behind_dogu), ("aside", aside))}
    assert value["rival"] > value["aside"] > bare > value["dogu"]
    assert evaluate(replace(state, arena=tuple(behind_rival)), 1) < evaluate(state, 1)


def test_the_normal_bot_lays_dogus_hit_behind_the_rival():
    state, hit = _dogu_laying_a_hit()
    legal = GAME.legal_actions(state, 0)
    assert Place(-1, -1) in legal
    assert BOTS["normal"].choose(GAME.view(state, 0), legal, random.Random(3)) == Place(hit, 6)


def _parry_question(fighters=("tako", "biwa"), **fields):
    """Seat 0 (P1) has struck at contact with a Hit; seat 1, its Block revealed, must answer."""
    hit, block = card("hit", "W"), card("block", "F")
    mine, theirs = (hit, card("super", "S")), (block, card("super", "P"))
    fields.setdefault("gauge", [0, 0])
    state = scenario(fighters, p1=0, hands=[list(mine), list(theirs)], **fields)
    state, _ = both_choose(state, reveal_all(mine), reveal_all(theirs))
    while state.pending.kind == "announce":
        state, _ = act(state, state.pending.seat, Announce("pass"))
    state, _ = act(state, 0, Play(hit, False, "hit"))
    assert state.pending.kind == "parry" and state.pending.seat == 1
    return state


def _answers(level, state, seeds=range(4)):
    legal = GAME.legal_actions(state, 1)
    return {BOTS[level].choose(GAME.view(state, 1), legal, random.Random(seed)) for seed in seeds}


@pytest.mark.parametrize("level", list(BOTS))
def test_every_level_parries_a_hit_that_would_only_cost_life(level):
    assert _answers(level, _parry_question()) == {Parry(True)}


@pytest.mark.parametrize("level", list(BOTS))
def test_parrying_near_a_ko_is_judged_at_the_end_of_the_same_turn(level):
    """Parrying lets the turn end at once (the Super card follows by itself) while taking the Hit
    leaves the Block to play: a search that judged the first a turn later than the second liked
    the Hit it could not see the cost of."""
    assert _answers(level, _parry_question(life=[15, 2])) == {Parry(True)}


def test_the_easy_bot_always_parries_and_the_hard_bot_keeps_a_block_worth_more():
    """Kujira at 16 life: the Hit's point reaches the diamond on 15 (1 Super) and the Block kept
    throws away a card of the rival's chain; the hard search takes the Hit, easy still parries."""
    state = _parry_question(("tako", "kujira"), life=[15, 16],
                            chains=[[card("move", "P"), card("super", "W")], []])
    assert _answers("easy", state) == {Parry(True)}
    assert _answers("hard", state) == {Parry(False)}


@pytest.mark.parametrize("level", list(BOTS))
def test_bots_answer_the_parry_from_their_view_alone(level):
    state = _parry_question(chains=[[card("move", "P"), card("super", "W")], []])
    other = swapped_rival_cards(state, 1)
    chains = (tuple(other.deck[:2]), state.chains[1])
    other = replace(other, chains=chains, deck=other.deck[2:] + state.chains[0])
    assert other.chains[0] != state.chains[0] and GAME.view(state, 1) == GAME.view(other, 1)
    legal = GAME.legal_actions(state, 1)
    first = BOTS[level].choose(GAME.view(state, 1), legal, random.Random(7))
    assert first == BOTS[level].choose(GAME.view(other, 1), legal, random.Random(7))


def test_no_bot_spends_super_to_double_a_hit_into_a_guard():
    """A guard charge stops the whole Hit, doubled or not: the easy bot had paid 1 Super for a
    doubled Hit the rival's guard stopped anyway, 78 times in 60 duels."""
    from game.sushido.ai import _play_value

    hit, block = card("hit", "W"), card("super", "S")
    state = scenario(("tako", "biwa"), p1=0, gauge=[2, 0], hands=[[hit, card("super", "P")], [block]])
    guarded = replace(state, guards=(0, 1))
    single, double = Play(hit, False, "hit"), Play(hit, True, "hit")
    assert _play_value(guarded, 0, single) > _play_value(guarded, 0, double)
    assert _play_value(state, 0, double) > _play_value(state, 0, single)  # unguarded, doubling pays


def test_a_search_bot_calls_kata_not_combo_when_its_chain_makes_no_combo():
    # A chain that makes no combo plays as a Kata whichever is called, so the two calls tie in
    # the search; a bluffed "Combo!" that the search did not weigh must not win the tie.
    from game.core.seats import parse_seats
    from game.core.simulate import play_one

    match = play_one(GAME, parse_seats("ai:easy,ai:normal"), 100, {})
    calls = 0
    for index, step in enumerate(match.steps):
        if not isinstance(step.action, Announce) or step.action.call not in ("combo", "kata"):
            continue
        state = match.state_at(index)
        if ai._combo_ready(state, step.seat, state.chains[step.seat]):
            continue  # a real combo: calling it is no bluff
        legal = GAME.legal_actions(state, step.seat)
        view = GAME.view(state, step.seat)
        totals = {}
        for action in (Announce("combo"), Announce("kata")):
            rng = random.Random(1)
            world = sample_world(view, step.seat, rng)
            totals[action.call] = ai._try(world, step.seat, action, random.Random(rng.getrandbits(32)))
        if totals["combo"] == totals["kata"] and Announce("kata") in legal:
            calls += 1
            chosen = make_bot("normal", step.seat).choose(view, legal, random.Random(2))
            assert chosen != Announce("combo"), (index, chosen)
    assert calls  # the duel met such a chain
