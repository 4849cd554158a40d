"""The worked examples of the rulebook, each as a scenario."""

from __future__ import annotations

from game.spirit import GAME
from game.spirit.actions import (
    Confront,
    Defend,
    DiscardCard,
    Fight,
    FightAgain,
    GiveCard,
    SkipKiai,
)
from game.spirit.state import track
from tests.spirit.helpers import act, cid, decision, first, kinds, table


def test_kyuzo_kiai_at_nine_with_four_two_three() -> None:
    state = table(["Kyuzo", "Heihachi"], deck=["3/hat/left", "1/any", "1/any"],
                  boards=[{"line": ["4/hat", "2/doll"]}])
    assert track(state.boards[0]) == 6
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, Confront(), seat=0)
    reached = first(events, "kiai_reached")
    assert reached.get("track") == 9 and reached.get("seat") == 0
    assert decision(state) == "kiai" and GAME.to_act(state) == (0,)
    state, events = act(state, SkipKiai(), seat=0)
    removed = first(events, "oldest_removed")
    assert removed.get("card") == cid("4/hat")
    assert track(state.boards[0]) == 5  # 2 + 3
    assert [c for c in state.boards[0].line] == [cid("2/doll"), cid("3/hat/left")]
    assert cid("4/hat") in state.discard


def test_forced_pass_after_the_barricade_penalty() -> None:
    state = table(["Heihachi", "Gorobei"], deck=["1/any", "1/any"], barricades=4,
                  boards=[{"line": ["4/any", "2/any", "3/hat/flames/barricade"]}])
    # the scenario starts Heihachi's turn: the penalty fires, then the pass is forced
    assert state.barricades == 3
    assert state.boards[0].passed
    assert GAME.to_act(state) == (1,)


def test_forced_pass_events_in_order() -> None:
    state = table(["Gorobei", "Heihachi"], deck=["1/any", "1/any", "1/any"], barricades=4,
                  boards=[{}, {"line": ["4/any", "2/any", "3/hat/flames/barricade"]}])
    state, events = act(state, Fight(), seat=0)
    if decision(state) == "card":
        state, more = act(state, Confront(), seat=0)
        events += more
    names = kinds(events)
    assert names.index("barricade_destroyed") < names.index("passed")
    assert first(events, "passed").get("forced") is True


def test_second_wound_turns_the_board_and_the_pawn_goes_back_to_six() -> None:
    state = table(["Kanbei", "Gorobei"], deck=["1/any", "1/any"],
                  boards=[{"wound": True, "left": ["3/farm/left"],
                           "line": ["4/any", "2/farm/flames/wound"]}])
    board = state.boards[0]
    assert board.animal and not board.wound
    assert track(board) == 6 and len(board.line) == 2 and len(board.left) == 1
    assert decision(state) == "action"


def test_kikuchiyo_fights_twice() -> None:
    state = table(["Kikuchiyo", "Kyuzo"], deck=["3/farm/left", "2/hat/flames", "1/any"])
    state, events = act(state, Fight(), seat=0)
    assert first(events, "card_drawn").get("card") == cid("3/farm/left")
    state, _ = act(state, Defend(), seat=0)
    assert decision(state) == "again"
    state, events = act(state, FightAgain(True), seat=0)
    assert first(events, "card_drawn").get("value") == 2
    state, _ = act(state, Confront(), seat=0)
    assert track(state.boards[0]) == 2 and len(state.boards[0].left) == 1
    assert GAME.to_act(state) == (1,)


def test_supported_by_heihachi_an_odd_card_cannot_be_given_and_the_token_goes_home() -> None:
    state = table(["Gorobei", "Heihachi", "Kanbei"], deck=["3/hat/flames/barricade", "1/any", "1/any"],
                  boards=[{"held": [1]}])
    assert state.turn.supports == (1,)
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, GiveCard) for a in legal)
    state, events = act(state, Confront(), seat=0)
    returned = first(events, "support_returned")
    assert returned.get("seat") == 1 and returned.get("holder") == 0
    assert state.boards[0].held == ()


def test_supported_samurai_may_give_an_even_card() -> None:
    state = table(["Gorobei", "Heihachi", "Kanbei"], deck=["4/hat/flames/barricade", "1/any", "1/any"],
                  boards=[{"held": [1]}])
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert GiveCard(1) in legal and GiveCard(2) in legal


def test_kyuzo_may_discard_a_card_handed_to_him_with_a_value_in_his_line() -> None:
    state = table(["Heihachi", "Kyuzo", "Kanbei"], deck=["2/doll", "1/any", "1/any"],
                  boards=[{}, {"line": ["2/hat/flames", "4/hat/flames/barricade", "2/doll/flames/wound"]}])
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, GiveCard(1), seat=0)
    assert first(events, "card_given").get("to") == 1
    assert state.active == 0 and GAME.to_act(state) == (1,)  # Kyuzo decides on Heihachi's turn
    legal = GAME.legal_actions(state, 1)
    assert DiscardCard() in legal and Confront() in legal
    state, events = act(state, DiscardCard(), seat=1)
    assert cid("2/doll") in state.discard
    assert first(events, "turn_started").get("seat") == 1


def test_infiltrators_with_one_barricade_left() -> None:
    full = {"left": ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"]}
    full2 = {"left": ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"]}
    state = table(["Gorobei", "Kanbei"], deck=[], barricades=1, families=["A"],
                  infiltrators=["3/doll/flames/barricade", "4/farm/flames/barricade", "3/hat/left"],
                  boards=[full, full2])
    # the deck is out: the round ends at once and the infiltrators are revealed top first
    assert state.round == 2
    assert state.barricades == 0
    assert len(state.farms) == 5


def test_defence_needs_a_new_symbol() -> None:
    state = table(["Gorobei", "Kanbei"],
                  deck=["1/hat/flames", "1/any", "1/farm/flames/barricade", "1/any"],
                  boards=[{"left": ["3/farm/left"]}, {}])
    state, _ = act(state, Fight(), seat=0)
    assert Defend() in GAME.legal_actions(state, 0)
    state, _ = act(state, Defend(), seat=0)
    state, _ = act(state, Fight(), seat=1)
    state, _ = act(state, Confront(), seat=1)
    # Gorobei draws a farm he already defends: confronting is the only way, so it happens alone
    state, events = act(state, Fight(), seat=0)
    assert "card_confronted" in kinds(events)
