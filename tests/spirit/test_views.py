"""What the table may know: the view hides the piles' order, and the cards left out of the
game only until every brigand of a round has shown itself (the bots count cards)."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.data import DECK_SIZE, card
from game.spirit.heuristics import next_draw
from game.spirit.state import HIDDEN, State
from game.spirit.views import determinize


def shown_ids(value: object) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(shown_ids(v) for v in value)) if value else set()
    return set()


def round_starts(seed: int) -> tuple[list[State], list[set[int]]]:
    """The state at the first decision of each round of a normal team's game, and the card
    ids public events showed during each round."""
    match = Match.start(GAME, [Seat(f"S{i}", "ai", "normal") for i in range(4)], seed,
                        {"mode": "easy"})
    bots = [GAME.make_bot("normal", seat) for seat in range(4)]
    starts: list[State] = [match.state]
    shown: list[set[int]] = [set()]
    gen = random.Random(seed)
    while not match.finished:
        seat = match.to_act()[0]
        before = match.state.round
        choice = bots[seat].choose(GAME.view(match.state, seat), match.legal(seat), gen)
        for event in match.submit(seat, choice):
            if event.audience is None and event.kind != "round_started":
                for key in ("card", "cards", "drawn"):
                    shown[-1] |= shown_ids(event.get(key))
        if not match.finished and match.state.round != before:
            starts.append(match.state)
            shown.append(set())
    return starts, shown


def test_the_box_shows_from_round_two_and_the_lieutenants_left_out_in_round_three() -> None:
    for seed in range(1, 40):
        starts, shown = round_starts(seed)
        if len(starts) == 3:
            break
    else:
        raise AssertionError("no normal team reached round 3 on these seeds")
    first, second, third = (GAME.view(s, 0) for s in starts)
    assert set(first.box) == {HIDDEN} and set(first.lieutenants) == {HIDDEN}
    # round 1 showed every raider in play, so the box is what the table can work out
    in_play = {c for c in starts[1].deck if card(c).rank == "raider"}
    assert in_play <= shown[0]
    assert second.box == starts[1].box and set(second.lieutenants) == {HIDDEN}
    in_play_lieutenants = {c for c in starts[2].deck if card(c).rank == "lieutenant"}
    assert in_play_lieutenants <= shown[1]
    assert third.lieutenants == starts[2].lieutenants and set(third.chiefs) == {HIDDEN}
    # sampled decks and the draw odds hold only cards that can be in the deck
    world = determinize(second, random.Random(1))
    assert {c for c in world.deck + world.infiltrators if card(c).rank == "raider"} == in_play
    lieutenants = {c for c in range(DECK_SIZE) if card(c).rank == "lieutenant"}
    assert {b.id for b in next_draw(second)[0]} == in_play | lieutenants
