"""The turn's order, the draw from the bottom, the techniques that draw, the ends, undo, options."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, SpecError
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99 import GAME
from game.ninja99.actions import (
    Discard,
    EndTurn,
    PickClan,
    Place,
    Reckon,
    RoninChoice,
    SwapClan,
    UseTechnique,
)
from game.ninja99.views import HIDDEN_CHOICE
from tests.ninja99.helpers import apply_all, scenario

FELL_ONE = Place("N01", 0, -2, -2)


def test_setup_second_player_picks_first_and_the_last_clan_is_neutral() -> None:
    state = GAME.new(2, 7, {})
    assert state.phase == "pick" and GAME.to_act(state) == (1,)
    assert len(state.deck) == 27 and all(len(h) == 1 for h in state.hands)
    assert GAME.legal_actions(state, 1) == (PickClan("B"), PickClan("R"), PickClan("W"))
    state, _ = GAME.apply(state, 1, PickClan("R"))
    assert GAME.to_act(state) == (0,) and GAME.legal_actions(state, 0) == (PickClan("B"), PickClan("W"))
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(state, 0, PickClan("R"))
    state, events = GAME.apply(state, 0, PickClan("W"))
    assert state.clans == ("W", "R") and state.neutral == "B"
    assert state.phase == "turn" and GAME.to_act(state) == (0,)
    assert events[-1].kind == "clans_set"


def test_board_is_four_tiles_in_random_quadrants_and_turns() -> None:
    layouts = {GAME.new(2, seed, {}).layout for seed in range(30)}
    assert len(layouts) > 20
    for layout in layouts:
        assert sorted(t for t, _ in layout) == ["A", "B", "C", "D"]
    state = GAME.new(2, 3, {})
    assert sum(ch in "brw" for ch in state.base) == 25
    assert sorted(ch for ch in state.base if ch in "1234567") == list("1234567")


def test_clan_swap_comes_first_and_only_once() -> None:
    state = scenario(tokens=["DDDDDDDF", "DDDDDDDD"])
    swapped, events = GAME.apply(state, 0, SwapClan())
    assert swapped.clans == ("R", "B") and swapped.neutral == "W"
    assert events[0].get("before") == "W" and events[0].get("after") == "R"
    with pytest.raises(IllegalAction, match="comes first"):
        GAME.apply(swapped, 0, SwapClan())
    used, _ = GAME.apply(state, 0, UseTechnique("kayakujutsu"))
    with pytest.raises(IllegalAction, match="comes first"):
        GAME.apply(used, 0, SwapClan())


def test_place_then_draw_from_the_bottom_ends_the_turn() -> None:
    state = scenario(deck=["N05", "N06", "N07"])
    state, _ = GAME.apply(state, 0, FELL_ONE)
    assert GAME.legal_actions(state, 0) == (EndTurn(),)
    state, events = GAME.apply(state, 0, EndTurn())
    assert state.hands[0] == ("N05",) and state.deck == ("N06", "N07")
    assert state.active == 1 and state.turn_number == 2
    assert [e.kind for e in events] == ["card_drawn", "turn_started"]


def test_techniques_come_before_the_card() -> None:
    state = scenario(tokens=["DDDDDDDF", "DDDDDDDD"])
    state, _ = GAME.apply(state, 0, FELL_ONE)
    with pytest.raises(IllegalAction, match="before you lay"):
        GAME.apply(state, 0, UseTechnique("kayakujutsu"))


def test_a_technique_once_per_turn() -> None:
    state = scenario(tokens=["DDDDDDFF", "DDDDDDDD"])
    state, _ = GAME.apply(state, 0, UseTechnique("kayakujutsu"))
    with pytest.raises(IllegalAction, match="already used"):
        GAME.apply(state, 0, UseTechnique("kayakujutsu"))


def test_tenmon_draws_then_one_card_goes() -> None:
    state = scenario(tokens=["DDDDDDDF", "DDDDDDDD"], deck=["N05", "N06"])
    state, events = GAME.apply(state, 0, UseTechnique("tenmon"))
    assert state.hands[0] == ("N01", "N05") and events[-1].get("card") == "N05"
    assert GAME.legal_actions(state, 0) == (Discard("N01"), Discard("N05"))
    with pytest.raises(IllegalAction, match="throw away a card for Tenmon"):
        GAME.apply(state, 0, FELL_ONE)
    state, _ = GAME.apply(state, 0, Discard("N01"))
    assert state.hands[0] == ("N05",) and state.discard[-1] == "N01"
    assert all(isinstance(a, Place | Discard) for a in GAME.legal_actions(state, 0))


def test_boryaku_lays_both_cards_then_one_draw() -> None:
    state = scenario(tokens=["DDDDDDFF", "DDDDDDDD"], deck=["N26", "N06", "N07"])
    state, _ = GAME.apply(state, 0, UseTechnique("boryaku"))
    assert state.hands[0] == ("N01", "N26")
    state, _ = GAME.apply(state, 0, FELL_ONE)
    with pytest.raises(IllegalAction, match="lay your card first"):
        GAME.apply(state, 0, EndTurn())
    second = next(a for a in GAME.legal_actions(state, 0) if isinstance(a, Place))
    state, _ = GAME.apply(state, 0, second)
    state, _ = GAME.apply(state, 0, EndTurn())
    assert state.hands[0] == ("N06",) and len(state.layers) == 2


def test_drawing_techniques_need_a_card_in_the_deck() -> None:
    state = scenario(tokens=["DDDDDDFF", "DDDDDDDD"], deck=[])
    with pytest.raises(IllegalAction, match="deck is empty"):
        GAME.apply(state, 0, UseTechnique("tenmon"))


def test_deck_out_ends_the_game_after_the_turn() -> None:
    state = scenario(deck=[])
    state, _ = GAME.apply(state, 0, FELL_ONE)
    assert state.phase == "turn"  # the turn, with its scoring, is played out
    state, events = GAME.apply(state, 0, EndTurn())
    assert state.phase == "reckon" and state.end_reason == "deck"
    assert [e.kind for e in events] == ["deck_out", "game_ending"]


def test_can_undo_until_the_draw() -> None:
    match = Match.start(GAME, [Seat("A"), Seat("B")], seed=4)
    match.submit(1, PickClan("B"))
    match.submit(0, PickClan("R"))
    assert match.can_undo()
    place = next(a for a in match.legal(0) if isinstance(a, Place))
    before = match.state
    match.submit(0, place)
    assert match.can_undo()
    match.undo()
    assert match.state == before
    match.submit(0, place)
    match.submit(0, EndTurn())
    assert not match.can_undo()
    state = scenario(tokens=["DDDDDDFF", "DDDDDDDD"])
    after, _ = GAME.apply(state, 0, UseTechnique("tenmon"))
    assert not GAME.can_undo(state, 0, UseTechnique("tenmon"), after)
    after, _ = GAME.apply(state, 0, UseTechnique("kayakujutsu"))
    assert GAME.can_undo(state, 0, UseTechnique("kayakujutsu"), after)


def test_a_ronin_answer_is_taken_back_like_the_card_whose_step_asked_it() -> None:
    # Daimyo 1 is guarded by a White samurai only: the White player laying far off is asked.
    state = scenario(clans=["W", "B"], modules=["ronin"])
    match = Match(GAME, [Seat("A"), Seat("B")], 1, {"modules": "ronin", "level": "0"}, state, [], [state])
    match.submit(0, Place("N01", 0, -2, 3))
    asked = match.state
    assert asked.turn.asked == (1,) and match.to_act() == (0,)
    match.submit(0, RoninChoice(1, True))
    assert match.state.fallen and match.can_undo()
    match.undo()
    assert match.state == asked
    match.submit(0, RoninChoice(1, False))
    assert match.can_undo()
    match.submit(0, EndTurn())
    assert not match.can_undo()


def test_the_ronin_question_is_public_and_only_the_active_side_answers() -> None:
    state, _ = GAME.apply(scenario(clans=["W", "B"], modules=["ronin"]), 0, Place("N01", 0, -2, 3))
    for seat in (0, 1, None):
        assert GAME.view(state, seat).state.turn.asked == (1,)
    assert GAME.to_act(state) == (0,) and GAME.legal_actions(state, 1) == ()
    with pytest.raises(IllegalAction, match="not B's decision"):
        Match(GAME, [Seat("A"), Seat("B")], 1, {}, state, [], [state]).submit(1, RoninChoice(1, True))


def test_options_are_checked_with_clear_messages() -> None:
    with pytest.raises(SpecError, match="unknown 99 Ninja module 'ninja'"):
        GAME.new(2, 1, {"modules": "ronin,ninja"})
    with pytest.raises(SpecError, match="not used in a solo game"):
        GAME.new(1, 1, {"modules": "ronin"})
    with pytest.raises(SpecError, match="0 to 7"):
        GAME.new(1, 1, {"level": "9"})
    state = GAME.new(2, 1, {"modules": " Clan, ronin ,blacklist"})
    assert state.modules == ("blacklist", "ronin", "clan")
    assert state.blacklists[0] is not None and state.blacklists[0] != state.blacklists[1]


def test_reckoning_is_secret_until_both_are_in() -> None:
    state = scenario(phase="reckon", end_reason="daimyos", fallen=[[1, 0, 1]], tokens=["PDDDDDDD", "DDDDDDDF"])
    assert GAME.to_act(state) == (0, 1)
    assert GAME.legal_actions(state, 0) == (Reckon("W"), Reckon("R"), Reckon("B"))
    state, events = GAME.apply(state, 0, Reckon("R"))
    assert GAME.to_act(state) == (1,)
    assert GAME.view(state, 1).state.reckoning == (HIDDEN_CHOICE, None)
    assert GAME.view(state, 0).state.reckoning == ("R", None)
    private = [e for e in events if e.kind == "reckoning_choice"][0]
    assert not private.visible_to(1) and private.visible_to(0)
    with pytest.raises(IllegalAction, match="once per player"):
        GAME.apply(state, 0, Reckon("B"))
    with pytest.raises(IllegalAction, match="give a clan to each of your 1 tokens"):
        GAME.apply(state, 1, Reckon("BB"))
    state, events = GAME.apply(state, 1, Reckon("W"))
    assert state.phase == "over" and GAME.to_act(state) == ()
    assert state.tracks == (0, 1, -1)
    assert GAME.view(state, 1).state.reckoning == ("R", "W")


def test_view_hides_deck_order_but_not_hands() -> None:
    state = GAME.new(2, 9, {})
    seen = GAME.view(state, 0).state
    assert seen.hands == state.hands and sorted(seen.deck) == sorted(state.deck)
    assert seen.deck == tuple(sorted(state.deck)) and seen.rng != state.rng


def test_events_of_a_turn_carry_the_facts() -> None:
    state = scenario()
    state, events = apply_all(state, (0, FELL_ONE))
    laid = events[0]
    assert laid.get("card") == "N01" and laid.get("orientation") == 0
    assert (laid.get("row"), laid.get("col")) == (-2, -2)
    assert (0, 0, "W") in laid.get("cells")
