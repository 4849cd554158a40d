"""The seven talents, on one's own turn, lent by a support token and off turn."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.spirit import GAME
from game.spirit.actions import (
    Confront,
    Defend,
    DiscardCard,
    Fight,
    FightAgain,
    GiveCard,
    IgnorePenalty,
    Pass,
    SwapCard,
)
from game.spirit.state import HIDDEN, track
from tests.spirit.helpers import act, cid, decision, first, kinds, table

FILLER = ["1/any", "1/any", "1/any", "1/any"]


@pytest.mark.parametrize("name, value, giveable", [
    ("Heihachi", "2/doll", True), ("Heihachi", "3/doll", False),
    ("Daisuke", "3/doll", True), ("Daisuke", "2/doll", False),
])
def test_givers_hand_on_cards_of_their_parity(name: str, value: str, giveable: bool) -> None:
    state = table([name, "Gorobei", "Kanbei"], deck=[value] + FILLER)
    state, _ = act(state, Fight(), seat=0)
    gives = [a for a in GAME.legal_actions(state, 0) if isinstance(a, GiveCard)]
    assert bool(gives) == giveable
    if giveable:
        assert sorted(a.target for a in gives) == [1, 2]  # left and right neighbours


def test_a_handed_card_is_played_by_the_receiver_as_if_drawn() -> None:
    state = table(["Heihachi", "Gorobei", "Kanbei"], deck=["2/doll"] + FILLER)
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, GiveCard(1), seat=0)
    assert GAME.to_act(state) == (1,) and state.active == 0
    state, _ = act(state, Defend(), seat=1)
    assert state.boards[1].left == (cid("2/doll"),)
    assert state.turn.seat == 1  # Heihachi's turn is over, Gorobei's begins


def test_givers_cannot_reach_a_neighbour_who_passed() -> None:
    state = table(["Heihachi", "Gorobei", "Kanbei"], deck=["2/doll"] + FILLER,
                  boards=[{}, {"passed": True}, {}])
    state, _ = act(state, Fight(), seat=0)
    gives = [a for a in GAME.legal_actions(state, 0) if isinstance(a, GiveCard)]
    assert gives == [GiveCard(2)]
    with pytest.raises(IllegalAction, match="neighbour"):
        GAME.apply(state, 0, GiveCard(1))


def test_faq_heihachi_support_then_daisuke_passes_it_on() -> None:
    """Supported by Heihachi, a samurai gives an even card to Daisuke, who may hand it on;
    the card never goes back to someone who already held it."""
    state = table(["Gorobei", "Daisuke", "Kanbei", "Heihachi"], deck=["4/doll"] + FILLER,
                  boards=[{"held": [3]}, {}, {}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, GiveCard(1), seat=0)
    # 4 is even: Daisuke's own talent (odd) does not apply, so he plays it
    assert not any(isinstance(a, GiveCard) for a in GAME.legal_actions(state, 1))
    state = table(["Gorobei", "Heihachi", "Kanbei", "Daisuke"], deck=["3/doll"] + FILLER,
                  boards=[{"held": [3]}, {}, {}, {}])
    # Daisuke's token lets Gorobei hand on an odd card to Heihachi... who cannot pass odd ones
    state, _ = act(state, Fight(), seat=0)
    assert GiveCard(1) in GAME.legal_actions(state, 0)
    state = table(["Daisuke", "Kanbei", "Kikuchiyo"], deck=["3/doll"] + FILLER,
                  boards=[{}, {"held": [0]}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, GiveCard(1), seat=0)
    # Kanbei holds Daisuke's token but it is not his turn: only his own talent helps off turn
    assert GiveCard(2) not in GAME.legal_actions(state, 1)


def test_a_handed_card_never_goes_back_to_a_previous_holder() -> None:
    state = table(["Gorobei", "Heihachi", "Kanbei"], deck=["2/doll"] + FILLER,
                  boards=[{"held": [1]}, {}, {}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, GiveCard(1), seat=0)
    gives = [a for a in GAME.legal_actions(state, 1) if isinstance(a, GiveCard)]
    assert gives == [GiveCard(2)]  # Heihachi's own talent, but not back to Gorobei
    state, _ = act(state, GiveCard(2), seat=1)
    assert not any(isinstance(a, GiveCard) for a in GAME.legal_actions(state, 2))


@pytest.mark.parametrize("name, card_spec, may_ignore", [
    ("Gorobei", "2/doll/flames/barricade", True), ("Gorobei", "1/doll/flames/barricade", False),
    ("Kanbei", "1/doll/flames/barricade", True), ("Kanbei", "2/doll/flames/barricade", False),
])
def test_ignoring_penalties_by_parity(name: str, card_spec: str, may_ignore: bool) -> None:
    state = table([name, "Heihachi"], deck=FILLER, barricades=3, boards=[{"line": [card_spec]}])
    if may_ignore:
        assert decision(state) == "ignore" and state.barricades == 3
        kept, events = act(state, IgnorePenalty(True), seat=0)
        assert kept.barricades == 3 and "penalty_ignored" in kinds(events)
        paid, _ = act(state, IgnorePenalty(False), seat=0)
        assert paid.barricades == 2
    else:
        assert decision(state) == "action" and state.barricades == 2


def test_gorobei_ignores_both_penalties_of_a_chief() -> None:
    state = table(["Gorobei", "Heihachi"], deck=FILLER, round=3,
                  boards=[{"line": ["6/flames/no_support/wound"]}])
    state, events = act(state, IgnorePenalty(True), seat=0)
    assert not state.boards[0].wound and not state.turn.no_support


def test_kikuchiyo_may_stop_after_one_fight() -> None:
    state = table(["Kikuchiyo", "Kyuzo"], deck=["3/farm/left"] + FILLER)
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    state, events = act(state, FightAgain(False), seat=0)
    assert "turn_started" in kinds(events) and state.active == 1


def test_kikuchiyo_last_card_of_the_deck_ends_the_round_without_second_fight() -> None:
    full = {"left": ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"]}
    state = table(["Kikuchiyo", "Kyuzo"], deck=["3/hat/left"], boards=[full, full | {
        "left": ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"]}])
    state, events = act(state, Fight(), seat=0)
    assert "round_ended" in kinds(events) and state.round == 2


def test_kyuzo_discard_needs_a_matching_value() -> None:
    state = table(["Kyuzo", "Heihachi"], deck=["3/hat/left", "2/doll"] + FILLER,
                  boards=[{"line": ["3/doll"]}])
    state, _ = act(state, Fight(), seat=0)
    assert DiscardCard() in GAME.legal_actions(state, 0)
    state, _ = act(state, DiscardCard(), seat=0)
    assert cid("3/hat/left") in state.discard and track(state.boards[0]) == 3
    state, _ = act(state, Fight(), seat=1)  # Heihachi
    state, _ = act(state, Confront(), seat=1)
    state, _ = act(state, Fight(), seat=0)
    with pytest.raises(IllegalAction, match="Kyuzo|value"):
        GAME.apply(state, 0, DiscardCard())


def test_katsushiro_swaps_once_and_keeps_the_second() -> None:
    state = table(["Katsushiro", "Kyuzo"], deck=["4/doll/right", "2/doll", "1/any"])
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, SwapCard(), seat=0)
    swapped = first(events, "card_swapped")
    assert swapped.get("card") == cid("4/doll/right") and swapped.get("drawn") == cid("2/doll")
    assert state.deck[-1] == cid("4/doll/right")
    # everyone saw the card go under the deck: the view keeps it there, the rest stays hidden
    seen = GAME.view(state, 1).deck
    assert seen[-1] == cid("4/doll/right") and set(seen[:-1]) == {HIDDEN}
    assert SwapCard() not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="second"):
        GAME.apply(state, 0, SwapCard())


def test_katsushiro_cannot_swap_the_last_card() -> None:
    state = table(["Katsushiro", "Kyuzo"], deck=["4/doll/right"])
    state, _ = act(state, Fight(), seat=0)
    assert SwapCard() not in GAME.legal_actions(state, 0)


def test_support_token_lends_a_talent_for_the_next_turn_only() -> None:
    state = table(["Katsushiro", "Kyuzo", "Gorobei"], deck=["3/doll"] + FILLER)
    state, events = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    from game.spirit.actions import Support

    state, events = act(state, Support(2), seat=1)  # Kyuzo lends his token to Gorobei
    assert "support_given" in kinds(events) and "infiltrated" in kinds(events)
    assert len(state.infiltrators) == 1 and state.boards[2].held == (1,)
    assert state.turn.supports == (1,)
    state, _ = act(state, Fight(), seat=2)
    # Gorobei now has Kyuzo's talent: the 1 he draws matches nothing yet, so no discard
    state, events = act(state, Confront(), seat=2)
    assert state.boards[2].held == () and "support_returned" in kinds(events)


def test_no_support_token_twice_while_lent_and_no_support_alone() -> None:
    from game.spirit.actions import Support

    state = table(["Gorobei", "Kanbei", "Kyuzo"], deck=FILLER, boards=[{}, {"held": [0]}, {}])
    assert not any(isinstance(a, Support) for a in GAME.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="token"):
        GAME.apply(state, 0, Support(2))
    state = table(["Gorobei", "Kanbei", "Kyuzo"], deck=FILLER,
                  boards=[{}, {"passed": True}, {"passed": True}])
    assert GAME.legal_actions(state, 0) == (Fight(), Pass())
