"""What the table may know: the view hides the piles' order, and the cards left out of the
game only until every brigand of a round has shown itself (the bots count cards); a brigand seen
face up on the deck stays known when it goes to the infiltrators."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.records import replace
from game.core.seats import Seat
from game.spirit import GAME
from game.spirit.actions import Confront, Fight, KiaiReorder, Support
from game.spirit.data import DECK_SIZE, card, samurai_table
from game.spirit.heuristics import next_draw
from game.spirit.state import HIDDEN, State
from game.spirit.views import determinize, visible_cards
from tests.spirit.helpers import act, reshuffled_chief, table


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


def katsushiro_shows_then_gorobei_supports(kanbei_line: list[str]) -> tuple[State, int, int]:
    """Katsushiro's Kiai turns the deck's two top brigands face up; Gorobei then Supports him,
    which sends the first of them to the infiltrators. Returns the state at Kanbei's turn, the card
    sent and the one still face up on the deck."""
    assert samurai_table()["Katsushiro"].kiai_human == 10
    deck = ["1/hat/flames", "4/farm/right", "3/doll", "2/any", "2/any", "2/any", "2/any"]
    state = table(["Katsushiro", "Gorobei", "Kanbei"], deck=deck,
                  boards=[{"line": ["4/any", "4/any", "1/any"]}, {}, {"line": kanbei_line}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    sent, kept = state.deck[:2]
    state, _ = act(state, KiaiReorder((sent, kept)), seat=0)
    state, _ = act(state, Support(0), seat=1)
    return state, sent, kept


def test_a_face_up_brigand_sent_to_the_infiltrators_stays_known() -> None:
    state, sent, kept = katsushiro_shows_then_gorobei_supports([])
    assert state.infiltrators == (sent,)
    view = GAME.view(state, 2)
    assert view.infiltrators == (sent,) and view.deck[0] == kept
    assert sent in visible_cards(view) and sent not in {b.id for b in next_draw(view)[0]}
    for seed in range(20):
        world = determinize(view, random.Random(seed))
        assert world.infiltrators == (sent,) and sent not in world.deck and world.deck[0] == kept
        assert len(world.deck) == len(state.deck)
    # the one still face up follows it, known too; an unseen one after them stays hidden
    state, _ = act(state, Support(1), seat=2)
    state, _ = act(state, Support(2), seat=0)
    assert state.infiltrators[:2] == (sent, kept)
    assert GAME.view(state, 1).infiltrators == (sent, kept, HIDDEN)


def test_a_reshuffle_loses_the_deck_face_up_cards_but_not_the_infiltrators() -> None:
    state, sent, kept = katsushiro_shows_then_gorobei_supports(["6/flames/no_defend/reshuffle"])
    assert state.turn.seat == 2 and kept in state.deck  # Kanbei's penalty shuffled the deck
    view = GAME.view(state, 2)
    assert view.infiltrators == (sent,) and set(view.deck) == {HIDDEN}


def test_a_brigand_a_reshuffle_takes_back_is_known_to_be_in_the_deck() -> None:
    """The table saw which chief went back from the discard: sampled decks always hold it, and
    never deal it into the chiefs' hidden reserve in its place."""
    state, chief = reshuffled_chief()
    assert state.discard == () and chief in state.deck and state.returned == (chief,)
    view = GAME.view(state, 1)
    assert view.returned == (chief,) and set(view.deck) == {HIDDEN} and set(view.chiefs) == {HIDDEN}
    for seed in range(30):
        world = determinize(view, random.Random(seed))
        assert chief in world.deck and chief not in world.chiefs
        assert sorted(world.deck + world.chiefs) == sorted(state.deck + state.chiefs)
    # once drawn and discarded it is seen like any other brigand, and binds the deck no more
    seen = replace(view, deck=view.deck[1:], discard=(chief,))
    world = determinize(seen, random.Random(1))
    assert chief not in world.deck + world.chiefs and len(world.chiefs) == len(view.chiefs)


def test_the_unseen_brigands_by_rank_are_the_hidden_cards_of_the_deck_and_infiltrators() -> None:
    """``views.unseen_by_rank``, the deck's label on the table: counting cards, the table knows
    how many lieutenants and chiefs it has still to meet in this round."""
    from game.core.autoplay import BotTable
    from game.spirit.views import unseen_by_rank

    match = Match.start(GAME, [Seat(f"S{i}", "ai", "normal") for i in range(3)], 11, {"mode": "easy"})
    bots = BotTable(match)
    rounds_seen = set()
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, bots.decide(seat))
        view = GAME.view(match.state, 0)
        unseen = unseen_by_rank(view)
        assert min(unseen.values()) >= 0
        assert sum(unseen.values()) == sum(c == HIDDEN for c in view.deck + view.infiltrators)
        if view.round == 1:
            assert unseen["lieutenant"] == unseen["chief"] == 0
        rounds_seen.add(view.round)
    assert rounds_seen >= {1, 2}
