"""5,008 seeded random games (two players with every module set, solo at every level), with
invariants after every action; the costly checks run on a spread of games and turns."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99 import GAME
from game.ninja99.actions import Place
from game.ninja99.data import game_data
from game.ninja99.geometry import ANCHOR_RANGE, index, shape
from game.ninja99.placement import legal_spots, placement_problem
from game.ninja99.state import MODULES, NinjaState
from game.ninja99.views import mask, sides_see_alike

GAMES_PER_CONFIG = 313
MODULE_SETS = [",".join(c) for n in range(4) for c in combinations(MODULES, n)]
CONFIGS = [(2, mods, 0) for mods in MODULE_SETS] + [(1, "", level) for level in range(8)]
ALL_CARDS = sorted(game_data().card_ids)


def check_invariants(state: NinjaState) -> None:
    cards = list(state.deck) + list(state.hands[0]) + list(state.hands[1]) + list(state.discard)
    cards += [p.card for p in state.layers]
    assert len(cards) == 29 and sorted(cards) == ALL_CARDS, "29 cards accounted for"
    for side in (0, 1):
        tokens = state.tokens[side]
        assert len(tokens) == 8 and set(tokens) <= set("DFXP"), "8 tokens per player"
        assert tokens.count("P") == sum(1 for _, s, _ in state.fallen if s == side)
        assert tokens.count("F") + tokens.count("X") == sum(1 for _, s, _ in state.fallen if s != side)
    for number in range(1, 8):
        assert state.grid[state.base.index(str(number))] == str(number), "a Daimyo is never covered"
    assert len({d for d, _, _ in state.fallen}) == len(state.fallen) <= 7
    if state.solo:
        assert len(state.score_cards) == len(state.fallen) and len(state.score_deck) == 7 - len(state.fallen)
        assert len(state.auto_deck) + len(state.auto_row) == 7


def brute_force_spots(state: NinjaState, card: str) -> tuple[tuple[int, int, int], ...]:
    found = []
    for o in range(8):
        for row in range(-6, 12):
            for col in range(-6, 12):
                if placement_problem(state, card, o, row, col) is None:
                    found.append((o, row, col))
    return tuple(found)


def check_grid(state: NinjaState) -> None:
    grid = list(state.base)
    for laid in state.layers:
        for dr, dc, ch in shape(laid.card, laid.orientation).cells:
            grid[index(laid.row + dr, laid.col + dc)] = ch
    assert "".join(grid) == state.grid


def check_expensive(state: NinjaState, seat: int, legal: tuple, gen: random.Random) -> None:
    if state.phase == "turn" and not state.turn.must_discard:
        for card in set(state.hands[seat]):
            assert legal_spots(state, card) == brute_force_spots(state, card), "legal list == brute force"
    for action in gen.sample(list(legal), min(25, len(legal))):
        GAME.apply(state, seat, action)  # every listed action is accepted


def play(seats: int, modules: str, level: int, seed: int, expensive: bool) -> Match:
    gen = random.Random(seed)
    match = Match.start(GAME, [Seat(f"S{i}", "ai", "random") for i in range(seats)], seed,
                        {"modules": modules, "level": str(level)})
    bot = RandomBot()
    spot_step = gen.randrange(5, 40)
    steps = 0
    while GAME.outcome(match.state) is None:
        to_act = GAME.to_act(match.state)
        assert to_act, "somebody acts until the game is over"
        seat = to_act[gen.randrange(len(to_act))]
        legal = GAME.legal_actions(match.state, seat)
        assert legal
        if expensive and (steps == spot_step or (steps > spot_step and isinstance(legal[-1], Place)
                                                 and steps % 17 == 0)):
            check_expensive(match.state, seat, legal, gen)
        match.submit(seat, bot.choose(GAME.view(match.state, seat), legal, gen))
        check_invariants(match.state)
        if expensive and seats == 2 and sides_see_alike(match.state):  # no hand-off cover needed
            assert mask(match.state, 0) == mask(match.state, 1), "open hands: both sides see one table"
        steps += 1
        assert steps < 500
    assert GAME.to_act(match.state) == ()
    check_grid(match.state)
    return match


@pytest.mark.parametrize(("seats", "modules", "level"), CONFIGS)
def test_random_games_keep_every_invariant(seats: int, modules: str, level: int) -> None:
    ends = {"daimyos": 0, "deck": 0}
    for k in range(GAMES_PER_CONFIG):
        seed = 10_000 * seats + 1_000 * level + 7 * k + len(modules)
        match = play(seats, modules, level, seed, expensive=k % 8 == 0)
        ends[match.state.end_reason] += 1
        if k % 60 == 0:
            again = Match.from_save(json.loads(match.to_json()), {"ninja99": GAME})
            assert again.state == match.state, "save, load and replay give the same game"
    assert ends["daimyos"], "games end with the seventh Daimyo"
    if seats == 2:
        assert ends["deck"], "two-player games also end by deck-out"


def test_anchor_range_keeps_a_card_cell_on_the_boards() -> None:
    # A card keeps at least one of its cells on the boards (rows/cols 0-7): anchors -2..7.
    assert (min(ANCHOR_RANGE), max(ANCHOR_RANGE)) == (-2, 7)
