"""2,000 seeded random games across 3-7 players, with invariants checked after every action.

Cheap invariants run at every step; the expensive ones (every legal action applied, illegal
ones refused, legal list against brute force, save -> load -> replay) on a spread of steps
and games, so the whole file stays within a few seconds of CPU per hundred games.
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
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
from game.katana.state import OVER, PHASES, KatanaState

GAMES = 2000
CHUNKS = 8
ALL_CARDS = list(range(90))


def check_cheap(s: KatanaState, honour_total: int, last_honour: int) -> int:
    cards = [c for h in s.hands for c in h] + [c for t in s.tables for c in t] + list(s.deck) + list(s.discard)
    assert sorted(cards) == ALL_CARDS
    in_play = sum(s.honour)
    assert in_play + s.boxed_honour == honour_total and in_play <= last_honour
    assert all(h >= 0 for h in s.honour)
    assert all(0 <= life <= top for life, top in zip(s.life, s.max_life, strict=True))
    bushidos = sum(1 for t in s.tables for c in t if c in (45, 46))
    assert bushidos <= 1
    return in_play


def universe(s: KatanaState, seat: int) -> list[Action]:
    """A broad set of candidate actions, legal or not, for the brute-force checks."""
    found: list[Action] = [EndTurn(), TakeHit(), NobunagaDraw(), IeyasuDraw(True), IeyasuDraw(False),
                           BushidoPay(-1), GeishaPick(-1), PlayCard(99, 0)]
    cards = set(s.hands[seat]) | {c for t in s.tables for c in t} | {0, 47, 60, 89}
    for c in sorted(cards):
        found += [Defend(c), DiscardCard(c), BushidoPay(c), GeishaPick(c)]
        found += [PlayCard(c, t) for t in range(-1, s.n)]
    return found


def check_expensive(s: KatanaState, seat: int) -> None:
    legal = set(GAME.legal_actions(s, seat))
    for action in universe(s, seat):
        if action in legal:
            after, _ = GAME.apply(s, seat, action)
            assert isinstance(after, KatanaState)
        else:
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(s, seat, action)
            assert refused.value.reason
    for other in range(s.n):
        if other not in GAME.to_act(s):
            assert GAME.legal_actions(s, other) == ()
            with pytest.raises(IllegalAction):
                GAME.apply(s, other, EndTurn())


def play_game(seed: int, expensive_every: int, phases: set[str] | None = None) -> tuple[KatanaState, int]:
    n = 3 + seed % 5
    s = GAME.new(n, seed, {"characters": ""})
    rng = random.Random(seed)
    honour_total = sum(s.honour)
    last = check_cheap(s, honour_total, honour_total)
    steps = 0
    while s.phase != OVER:
        to_act = GAME.to_act(s)
        assert len(to_act) == 1
        seat = to_act[0]
        legal = GAME.legal_actions(s, seat)
        assert legal, "the seat to act has no legal action"
        if expensive_every and steps % expensive_every == 0:
            check_expensive(s, seat)
        before = s
        s, _ = GAME.apply(s, seat, legal[rng.randrange(len(legal))])
        assert before is not s
        last = check_cheap(s, honour_total, last)
        if phases is not None:
            phases.add(s.phase)
        steps += 1
        assert steps < 5000
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners and len(outcome.scores) == n
    assert GAME.to_act(s) == ()
    return s, steps


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    per_chunk = GAMES // CHUNKS
    total_steps = 0
    phases: set[str] = set()
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        # the expensive checks on one game in 10, at one step in 3
        _, steps = play_game(seed, 3 if seed % 10 == 0 else 0, phases)
        total_steps += steps
    assert total_steps > per_chunk * 20
    assert phases == set(PHASES)  # every kind of decision was met


@pytest.mark.parametrize("seed", [3, 104, 205, 306, 407, 555, 1207, 1608, 1999])
def test_save_load_replay_gives_identical_states(seed: int) -> None:
    n = 3 + seed % 5
    seats = [Seat(f"AI {i}", "ai", "random") for i in range(n)]
    match = Match.start(GAME, seats, seed, {"characters": ""})
    rng = random.Random(seed)
    while not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[rng.randrange(len(legal))])
    again = Match.from_save(json.loads(match.to_json()), {"katana": GAME})
    assert again.state == match.state
    assert [s for _, s in again.replay()] == [s for _, s in match.replay()]
