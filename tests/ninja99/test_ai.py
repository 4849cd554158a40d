"""The bots play legal moves only, take an obvious gain, and reckon to win when they can."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.core.simulate import play_one
from game.ninja99 import GAME
from game.ninja99.actions import EndTurn, Place, Reckon
from game.ninja99.ai import make_bot
from game.ninja99.views import determinize
from tests.ninja99.helpers import scenario


@pytest.mark.parametrize(("seats", "level"), [(2, "easy"), (2, "normal"), (1, "easy"), (1, "normal")])
def test_bots_finish_games(seats: int, level: str) -> None:
    spec = [Seat(f"AI {i}", "ai", level) for i in range(seats)]
    match = play_one(GAME, spec, 5, {"modules": "blacklist,ronin,clan" if seats == 2 else "", "level": "4"})
    assert GAME.outcome(match.state) is not None


def test_hard_bot_plays_some_legal_turns() -> None:
    match = Match.start(GAME, [Seat("H", "ai", "hard"), Seat("E", "ai", "easy")], 3)
    bots = {0: make_bot("hard", 0), 1: make_bot("easy", 1)}
    gen = random.Random(1)
    for _ in range(16):
        seat = GAME.to_act(match.state)[0]
        legal = GAME.legal_actions(match.state, seat)
        action = bots[seat].choose(GAME.view(match.state, seat), legal, gen)
        assert action in legal
        match.submit(seat, action)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bot_takes_the_daimyo_that_scores(level: str) -> None:
    # Only N01 at (-2,-2) brings Daimyo 1 down with White points; anything else scores nothing.
    # The bot may prepare the lay (a clan swap first, when its search finds time for it), so
    # its whole turn is played up to the first card laid.
    state = scenario()
    bot = make_bot(level, 0)
    gen = random.Random(2)
    for _ in range(4):
        legal = GAME.legal_actions(state, 0)
        action = bot.choose(GAME.view(state, 0), legal, gen)
        assert not isinstance(action, EndTurn), "the bot ended its turn without laying a card"
        state, events = GAME.apply(state, 0, action)
        if isinstance(action, Place):
            break
    assert isinstance(action, Place)
    assert any(e.kind == "daimyo_fell" for e in events)


def test_solo_bot_reckons_to_win() -> None:
    state = scenario(seats=1, hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[4, 0, 3],
                     fallen=[[1, 0, 1], [2, 1, 1]], tokens=["PDDDDDDF", "PDDDDDDF"],
                     score_cards=[["3A", "B", False], ["5A", "R", True]], score_deck=[])
    legal = GAME.legal_actions(state, 0)
    action = make_bot("normal", 0).choose(GAME.view(state, 0), legal, random.Random(1))
    assert isinstance(action, Reckon)
    after, _ = GAME.apply(state, 0, action)
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == (0,)


def test_determinize_keeps_what_the_view_shows() -> None:
    state = GAME.new(1, 8, {"level": "3"})
    seen = GAME.view(state, 0)
    guess = determinize(seen, random.Random(4))
    assert sorted(guess.deck) == sorted(state.deck) and guess.hands == state.hands
    assert guess.score_deck[0] == state.score_deck[0]
    assert sorted(guess.auto_deck) == sorted(state.auto_deck)
