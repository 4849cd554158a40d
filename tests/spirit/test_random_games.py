"""Seeded games played to the end across 2-7 samurai and the four modes, with invariants
checked after every action; the costly checks run on a spread of games and steps."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.actions import (
    ChooseHealed,
    ChooseWounded,
    Confront,
    Defend,
    DiscardCard,
    DiscardLeft,
    Fight,
    FightAgain,
    GiveCard,
    IgnorePenalty,
    KiaiBarricade,
    KiaiClearDeck,
    KiaiDiscardLast,
    KiaiLendSupport,
    KiaiMoveCard,
    Pass,
    SkipKiai,
    StartTurn,
    Support,
    SwapCard,
    UseSpareToken,
)
from game.spirit.ai import EasyBot, NormalBot
from game.spirit.data import DECK_SIZE, SYMBOLS, card
from game.spirit.state import State
from game.spirit.views import determinize, masked, returned_unseen

MODES = ("easy", "normal", "hard", "heroic")
GAMES = 2000
BATCHES = 8
PROBES = (
    Fight(), Pass(), Support(0), Support(1), Defend(), Confront(), GiveCard(1), SwapCard(),
    DiscardCard(), FightAgain(True), IgnorePenalty(True), StartTurn(), UseSpareToken("Kyuzo"),
    SkipKiai(), KiaiBarricade(-1), KiaiClearDeck(), KiaiDiscardLast(0), KiaiMoveCard(0, 1),
    KiaiLendSupport(0, 1), DiscardLeft(0), ChooseWounded(0), ChooseHealed(0),
)


def where_cards_are(state: State) -> list[int]:
    cards = list(state.deck + state.discard + state.infiltrators + state.box
                 + state.lieutenants + state.chiefs)
    for board in state.boards:
        cards += board.left + board.line
    cards += [t.card for t in state.tasks if t.kind in ("card", "place")]
    return cards


def check_invariants(state: State) -> None:
    assert sorted(where_cards_are(state)) == list(range(DECK_SIZE)), "a brigand went missing"
    assert 0 <= state.barricades <= state.barricades_start
    assert set(state.revealed) <= set(state.deck) | set(state.infiltrators), "a known card is elsewhere"
    if state.returned:
        hidden_piles = set(state.deck) | set(state.infiltrators)
        assert set(returned_unseen(masked(state))) <= hidden_piles, "a card known shuffled back is elsewhere"
    assert 0 <= len(state.farms) <= 6 and len(state.families) <= 3
    assert len(state.farms) + len(state.burnt) == 6
    lent = Counter(owner for b in state.boards for owner in b.held)
    assert all(n == 1 for n in lent.values()), "a support token lies in two places"
    for board in state.boards:
        symbols = [card(c).symbol for c in board.left]
        assert len(symbols) == len(set(symbols)) <= 3 and set(symbols) <= set(SYMBOLS)
    if state.result:
        assert GAME.to_act(state) == () and GAME.outcome(state) is not None
    else:
        assert len(GAME.to_act(state)) == 1 and GAME.outcome(state) is None
        assert len(GAME.legal_actions(state, GAME.to_act(state)[0])) >= 2


def check_every_action(state: State, seat: int) -> None:
    legal = GAME.legal_actions(state, seat)
    for action in legal:
        after, events = GAME.apply(state, seat, action)
        check_invariants(after)
        assert GAME.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
    for probe in PROBES:
        if probe not in legal:
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(state, seat, probe)
            assert refused.value.reason
    others = [s for s in range(len(state.boards)) if s != seat]
    if others:
        assert GAME.legal_actions(state, others[0]) == ()
        with pytest.raises(IllegalAction, match="decision"):
            GAME.apply(state, others[0], legal[0])


def check_view(state: State, gen: random.Random) -> None:
    view = GAME.view(state, 0)
    assert view == masked(state) and len(view.deck) == len(state.deck)
    assert view.discard == state.discard and view.boards == state.boards
    world = determinize(view, gen)
    check_invariants(world)
    assert masked(world) == view


def play_game(seed: int, deep: bool) -> Match:
    seats_count = 2 + seed % 6
    mode = MODES[(seed // 6) % 4]
    kind = seed % 3  # random, easy and normal samurai, so games reach later rounds too
    policy = (None, EasyBot(), NormalBot())[kind]
    seats = [Seat(f"S{i}", "ai", "random") for i in range(seats_count)]
    match = Match.start(GAME, seats, seed, {"mode": mode})
    gen = random.Random(seed)
    check_invariants(match.state)
    step = 0
    while not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if deep and step % 7 == 0:
            check_every_action(match.state, seat)
            check_view(match.state, gen)
        if policy is None:
            action = legal[gen.randrange(len(legal))]
        else:
            action = policy.choose(GAME.view(match.state, seat), legal, gen)
        match.submit(seat, action)
        check_invariants(match.state)
        step += 1
        assert step < 5000
    return match


@pytest.mark.parametrize("batch", range(BATCHES))
def test_seeded_games_keep_the_invariants(batch: int) -> None:
    results: Counter[str] = Counter()
    for seed in range(batch, GAMES, BATCHES):
        deep = seed % 40 == 0
        match = play_game(seed, deep)
        outcome = GAME.outcome(match.state)
        assert outcome is not None
        results[match.state.result] += 1
        if deep:
            again = Match.from_save(json.loads(match.to_json()), {"spirit": GAME})
            assert again.state == match.state
            assert [s for _, s in again.replay()] == [s for _, s in match.replay()]
    assert sum(results.values()) == GAMES // BATCHES


def test_random_games_reach_every_ending() -> None:
    endings = Counter(play_game(seed, False).state.result for seed in range(2, 600, 3))
    assert {"win", "farms", "death"} <= set(endings)
