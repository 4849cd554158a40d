"""5,000+ seeded random duels over all 36 pairings and the three duel types, to the end, with
invariants after every action; the costly checks (every legal action applies, illegal ones are
refused, save -> load -> replay) run on a spread of games and steps."""

from __future__ import annotations

import random
from itertools import product

import pytest

from game.core import IllegalAction, Match, Seat
from game.sushido import GAME
from game.sushido.actions import Choose, Play, Target
from game.sushido.combat import in_arena
from game.sushido.data import FIGHTER_ORDER, rules

DUELS = ("iaijutsu", "training", "encounter")
CASES = [(a, b, d) for (a, b), d in product(product(FIGHTER_ORDER, repeat=2), DUELS)]
PER_CASE = 47  # 108 cases x 47 = 5,076 duels
SUPER_MAX = rules().super_max


def check_cheap(state) -> None:
    total = len(state.deck) + len(state.discard)
    for group in (*state.hands, *state.chains, *state.arena, *state.revealed, *state.kata):
        total += len(group)
    for pick in state.picks:
        if pick is not None:
            total += len(pick.cards)
    assert total == 60
    for seat in (0, 1):
        assert 0 <= state.life[seat] <= rules().fighters[state.fighters[seat]].life
        assert 0 <= state.gauge[seat] <= SUPER_MAX
        assert len(state.chains[seat]) <= 4
    if state.pending is not None and state.pending.kind == "choose":
        assert in_arena(state.pos[0]) and in_arena(state.pos[1]) and state.pos[0] < state.pos[1]


def check_cards_unique(state) -> None:
    found = list(state.deck) + list(state.discard)
    for group in (*state.hands, *state.chains, *state.arena, *state.revealed, *state.kata):
        found += group
    for pick in state.picks:
        if pick is not None:
            found += pick.cards
    assert sorted(found) == list(range(60))


def check_every_legal_applies_and_illegal_refused(state, seat) -> None:
    for action in GAME.legal_actions(state, seat):
        GAME.apply(state, seat, action)
    wrong = [Target(9), Play(-5, False, "hit"), Choose((99, 98), ())]
    for action in wrong:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, seat, action)
        assert err.value.reason
    other = 1 - seat
    if other not in GAME.to_act(state):
        with pytest.raises(IllegalAction):
            GAME.apply(state, other, GAME.legal_actions(state, seat)[0])


def play_duel(fighters, duel, seed, deep: bool) -> int:
    options = {"duel": duel, "fighters": ",".join(fighters)}
    if deep:
        match = Match.start(GAME, [Seat("A", "ai", "random"), Seat("B", "ai", "random")], seed, options)
    state = GAME.new(2, seed, options)
    rng = random.Random(seed)
    steps = 0
    while GAME.outcome(state) is None:
        acting = GAME.to_act(state)
        assert acting
        seat = acting[rng.randrange(len(acting))]
        legal = GAME.legal_actions(state, seat)
        assert legal
        if deep and steps % 23 == 0:
            check_every_legal_applies_and_illegal_refused(state, seat)
            check_cards_unique(state)
        action = legal[rng.randrange(len(legal))]
        state, _ = GAME.apply(state, seat, action)
        if deep:
            match.submit(seat, action)
        check_cheap(state)
        steps += 1
        assert steps < 20_000
    check_cards_unique(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners
    needed = rules().duels[duel].rounds_to_win
    assert all(state.wins[s] >= needed for s in outcome.winners)
    assert GAME.to_act(state) == ()
    if deep:
        assert match.state == state
        reloaded = Match.from_save(match.to_save(), {"sushido": GAME})
        assert reloaded.state == state
    return steps


@pytest.mark.parametrize(("first", "second", "duel"), CASES)
def test_random_duels_keep_every_invariant(first, second, duel):
    base = 10_000 + CASES.index((first, second, duel)) * PER_CASE
    for index in range(PER_CASE):
        play_duel((first, second), duel, base + index, deep=index == 0)
