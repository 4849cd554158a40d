"""Rules the rulebook audit found held by no test of their own, the rulings it wrote down
where the rulebook is silent (one scenario each), and the one engine change it made: brigands
known among the infiltrators stay shown through the end of the round."""

from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.spirit import GAME
from game.spirit.actions import (
    ChooseHealed,
    ChooseWounded,
    Confront,
    Defend,
    DiscardCard,
    Fight,
    FightAgain,
    GiveCard,
    IgnorePenalty,
    KiaiDiscardLast,
    KiaiMoveCard,
    KiaiReorder,
    Pass,
    SkipKiai,
    Support,
    SwapCard,
)
from game.spirit.data import card, samurai_table
from game.spirit.state import HIDDEN, State, track
from game.spirit.views import determinize
from tests.spirit.helpers import act, cid, decision, first, guarded, kinds, table

FILLER = ["1/any", "1/any", "1/any", "1/any"]


def daisuke_at_kiai(others: list[str], boards: list[dict[str, object]]) -> State:
    """Daisuke (seat 0) fights a 1 onto his human Kiai value and must choose his Kiai."""
    kiai = samurai_table()["Daisuke"].kiai_human
    assert kiai == 8
    boards = [{"line": ["4/hat", "3/doll"]}] + boards  # 7, no penalty due
    state = table(["Daisuke"] + others, deck=["1/hat/flames"] + FILLER, boards=boards)
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    assert decision(state) == "kiai" and track(state.boards[0]) == kiai
    return state


# -- rules of the rulebook -------------------------------------------------------------------
def test_overwhelmed_with_no_barricade_left_burns_a_farm_and_its_back_in_hard_mode() -> None:
    """Case 3 of a fight takes a barricade; with none left a farm burns (the barricade
    penalty's fallback), and in Hard its back applies: C, a barricade, so another farm, whose
    back A sends a family away."""
    lines = [{"line": ["3/doll", "3/hat/flames"]}, {}]
    farms = ["B", "C", "D", "D", "A", "C"]
    state = table(["Kanbei", "Katsushiro"], mode="hard", deck=["4/hat"] + FILLER, barricades=0,
                  farms=farms, boards=lines)
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, Confront(), seat=0)
    assert "overwhelmed" in kinds(events) and track(state.boards[0]) == 10
    assert state.burnt == ("C", "A") and len(state.farms) == 4 and len(state.families) == 2
    state = table(["Kanbei", "Katsushiro"], mode="easy", deck=["4/hat"] + FILLER, barricades=0,
                  farms=farms, boards=lines)
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    assert state.burnt == ("C",) and len(state.farms) == 5  # Easy: backs never apply


def test_farm_backs_apply_in_heroic_mode_too() -> None:
    base = dict(deck=[], barricades=0, boards=[{"left": ["1/hat/infiltrate", "1/doll/infiltrate"]},
                                               guarded(1)])
    state = table(["Gorobei", "Kanbei"], mode="heroic", farms=["B", "C", "C", "D", "D", "A"], **base)
    assert state.burnt == ("A",) and len(state.families) == 2  # back A: a family flees


def test_chiefs_join_in_round_three_one_per_samurai_or_one_fewer_in_easy() -> None:
    for mode, chiefs in (("normal", 3), ("hard", 3), ("easy", 2)):
        state = table(["Gorobei", "Kanbei", "Kyuzo"], mode=mode, round=2, deck=[],
                      boards=[guarded(0), guarded(1), guarded(2)])
        assert state.round == 3
        assert sum(card(c).rank == "chief" for c in state.deck) == chiefs
        assert len(state.deck) == 9 + chiefs  # the cards in play, gathered, and the chiefs
        assert len(state.chiefs) == 7 - chiefs


def test_wound_markers_and_the_animal_side_outlast_the_round() -> None:
    state = table(["Gorobei", "Kanbei"], deck=[], families=["B", "C"],  # no family A to heal
                  boards=[guarded(0, animal=True, wound=True), guarded(1, wound=True)])
    assert state.round == 2
    assert state.boards[0].animal and state.boards[0].wound
    assert not state.boards[1].animal and state.boards[1].wound


def test_an_animal_samurai_without_a_marker_keeps_the_unhurt_point() -> None:
    state = table(["Gorobei", "Kanbei"], round=3, deck=[], families=["B"],
                  boards=[guarded(0, animal=True), guarded(1)])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.cooperative_win
    assert outcome.score == 6 + 1 + 1 and outcome.breakdown["label"] == "8+"


def test_kikuchiyos_kiai_lowering_a_line_exactly_onto_its_kiai_value_fires_it() -> None:
    """A track that comes down onto the Kiai value reaches it too (ruling: whatever moved it)."""
    assert samurai_table()["Kikuchiyo"].kiai_human == 10
    assert samurai_table()["Gorobei"].kiai_human == 9
    gorobei = ["4/hat/flames/barricade", "4/doll/flames/barricade", "1/farm/flames/barricade", "2/doll"]
    state = table(["Kikuchiyo", "Gorobei"], deck=["1/hat/flames"] + FILLER,
                  boards=[{"line": ["4/hat", "4/doll", "1/doll"]}, {"line": gorobei}])
    assert track(state.boards[0]) == 9 and track(state.boards[1]) == 11
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    state, events = act(state, KiaiDiscardLast(1), seat=0)
    reached = first(events, "kiai_reached")
    assert reached.get("seat") == 1 and reached.get("active") == 0
    assert decision(state) == "kiai" and GAME.to_act(state) == (1,)


# -- rulings where the rulebook is silent ----------------------------------------------------
def test_the_last_active_samurai_is_the_one_whose_turn_it_was_when_an_arrow_drew_the_last_card() -> None:
    """The right arrow makes seat 2 draw the deck's last brigand during seat 0's turn: the next
    round opens at seat 0's left (seat 1), not at the drawer's."""
    state = table(["Kyuzo", "Katsushiro", "Kikuchiyo"], deck=["1/hat/flames"],
                  boards=[guarded(0, line=["4/hat/flames/right"]), guarded(1), guarded(2)])
    assert state.round == 2
    assert state.active == 1 and decision(state) == "action"


def test_kikuchiyo_may_fight_again_beyond_his_kiai_value() -> None:
    """The forced pass is read only when the turn's action is chosen: the second fight stays on
    offer to an overwhelmed Kikuchiyo."""
    state = table(["Kikuchiyo", "Kyuzo"], deck=["4/hat", "2/hat/flames"] + FILLER, barricades=3,
                  boards=[{"line": ["4/doll", "4/hat/flames/barricade"]}, {}])
    assert state.barricades == 2  # his newest brigand's penalty
    state, _ = act(state, Fight(), seat=0)
    state, events = act(state, Confront(), seat=0)
    assert "overwhelmed" in kinds(events) and state.barricades == 1
    assert GAME.legal_actions(state, 0) == (FightAgain(True), FightAgain(False))
    state, events = act(state, FightAgain(True), seat=0)
    assert first(events, "card_drawn").get("card") == cid("2/hat/flames")


def test_katsushiros_second_card_is_kept_and_played_whatever_talents_he_holds() -> None:
    """« La seconde carte doit être obligatoirement conservée et jouée »: holding Kyuzo's and
    Heihachi's tokens, Katsushiro may neither discard the even 2 his line shows nor hand it on,
    nor swap it again; he defends or confronts it."""
    state = table(["Katsushiro", "Kyuzo", "Heihachi"], deck=["4/hat", "2/hat/flames"] + FILLER,
                  boards=[{"held": [1, 2], "line": ["2/doll"]}, {}, {}])
    state, _ = act(state, Fight(), seat=0)
    first_legal = GAME.legal_actions(state, 0)
    assert SwapCard() in first_legal and GiveCard(1) in first_legal  # the talents work on the first
    state, _ = act(state, SwapCard(), seat=0)
    assert GAME.legal_actions(state, 0) == (Defend(), Confront())
    for refused in (DiscardCard(), GiveCard(1), GiveCard(2)):
        with pytest.raises(IllegalAction, match="must be kept"):
            GAME.apply(state, 0, refused)
    state, _ = act(state, Confront(), seat=0)
    assert state.boards[0].line[-1] == cid("2/hat/flames") and state.deck[-1] == cid("4/hat")


def test_a_brigand_moved_by_daisukes_kiai_is_not_drawn_so_no_talent_touches_it() -> None:
    """The receiver only defends or confronts it: Heihachi cannot hand on an even one, Kyuzo
    cannot discard one whose value his line shows."""
    state = daisuke_at_kiai(["Heihachi", "Kyuzo"],
                            [{"line": ["4/doll"]}, {"line": ["4/any", "2/doll"]}])
    state, _ = act(state, KiaiMoveCard(2, 1), seat=0)  # Kyuzo's 2 to Heihachi
    assert decision(state) == "place" and GAME.legal_actions(state, 1) == (Defend(), Confront())
    state = daisuke_at_kiai(["Heihachi", "Kyuzo"],
                            [{"line": ["4/doll"]}, {"line": ["4/any", "2/doll"]}])
    state, _ = act(state, KiaiMoveCard(1, 2), seat=0)  # Heihachi's 4 to Kyuzo, who shows a 4
    assert GAME.legal_actions(state, 2) == (Defend(), Confront())
    assert not any(isinstance(a, (GiveCard, DiscardCard)) for a in GAME.legal_actions(state, 2))


def test_gorobei_may_ignore_a_penalty_that_could_only_be_a_wound() -> None:
    """An arrow toward a samurai who has passed would wound instead; ignoring it ignores that."""
    state = table(["Gorobei", "Kanbei", "Kyuzo"], deck=FILLER,
                  boards=[{"line": ["4/hat/flames/right"]}, {}, {"passed": True}])
    assert decision(state) == "ignore"
    state, _ = act(state, IgnorePenalty(True), seat=0)
    assert not state.boards[0].wound and decision(state) == "action"


def test_all_passing_deals_the_rest_of_the_deck_onto_the_infiltrators_top_card_first() -> None:
    """The deck's cards go onto the pile one by one from its top, so its bottom brigand ends
    on top: family C sends that one to the discard before the others are revealed."""
    deck = ["1/hat/no_defend", "3/hat/left", "2/doll/flames/wound"]
    state = table(["Gorobei", "Kanbei"], deck=deck, barricades=4, families=["C"],
                  boards=[guarded(0), guarded(1)])
    state, _ = act(state, Pass(), seat=0)
    state, events = act(state, Pass(), seat=1)
    assert first(events, "infiltrator_unmasked").get("card") == cid("2/doll/flames/wound")
    revealed = [e.get("card") for e in events if e.kind == "infiltrator_revealed"]
    assert revealed == [cid("3/hat/left"), cid("1/hat/no_defend")]
    assert state.barricades == 4  # the only flames went out unrevealed


def test_daisukes_kiai_at_the_round_end_can_lay_a_defence_for_the_checks_still_to_come() -> None:
    """The deck ran out, so nobody passed. Daisuke's missing hat turns him animal onto his Kiai
    value; he moves Kanbei's newest brigand, a farm, to Gorobei, who lays it on his left in time
    for the farm check."""
    animal = samurai_table()["Daisuke"].kiai_animal
    assert animal == 11
    state = table(["Daisuke", "Gorobei", "Kanbei"], deck=[],
                  boards=[{"wound": True, "left": ["1/farm/infiltrate", "1/doll/infiltrate"],
                           "line": ["4/hat", "4/doll", "2/hat/flames", "1/doll"]},
                          {"left": ["2/hat/infiltrate", "2/doll/infiltrate"]},
                          guarded(2, line=["1/farm/no_support"])])
    assert state.boards[0].animal and decision(state) == "kiai"
    state, _ = act(state, KiaiMoveCard(2, 1), seat=0)
    state, _ = act(state, Defend(), seat=1)
    state, events = act(state, SkipKiai(), seat=0)  # the animal side's second move, declined
    farm_checks = [e for e in events if e.kind == "defence_checked" and e.get("symbol") == "farm"]
    assert all(e.get("covered") for e in farm_checks) and len(farm_checks) == 3
    assert len(state.farms) == 6 and state.round == 2


def test_farm_back_d_may_wound_any_samurai_one_who_has_passed_included() -> None:
    state = table(["Gorobei", "Kanbei", "Kyuzo"], mode="hard", deck=FILLER, barricades=0,
                  farms=["A", "B", "C", "C", "D", "D"],
                  boards=[{"line": ["1/doll/flames/barricade"]}, {"passed": True}, {}])
    assert decision(state) == "wound_target" and GAME.to_act(state) == (0,)
    assert GAME.legal_actions(state, 0) == (ChooseWounded(0), ChooseWounded(1), ChooseWounded(2))
    state, _ = act(state, ChooseWounded(1), seat=0)
    assert state.boards[1].wound and state.boards[1].passed


# -- the engine change ---------------------------------------------------------------------------
def test_brigands_known_among_the_infiltrators_stay_shown_until_the_round_end_reveals_them() -> None:
    """Ruling (a face-up brigand sent to the infiltrators stays known), held through the end of
    the round: when everyone passes, the one Gorobei's Support sent there and the one still face
    up on the deck (both turned up by Katsushiro's Kiai) stay shown while the end-of-round
    decisions (here family A's heal) are made; the unseen rest of the deck stays hidden."""
    deck = ["1/doll/flames/barricade", "3/hat/flames", "2/hat/flames", "1/any", "1/any"]
    state = table(["Katsushiro", "Gorobei"], deck=deck, families=["A", "C"],
                  boards=[guarded(0, line=["4/hat", "4/doll", "1/doll"], wound=True), guarded(1, wound=True)])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)  # 10: his Kiai
    sent, kept = cid("3/hat/flames"), cid("2/hat/flames")
    state, _ = act(state, KiaiReorder((sent, kept)), seat=0)
    state, _ = act(state, Support(0), seat=1)
    state, _ = act(state, Pass(), seat=0)
    state, events = act(state, Pass(), seat=1)
    assert first(events, "round_ended").get("reason") == "all_passed"
    assert decision(state) == "heal_target" and state.infiltrators[:2] == (sent, kept)
    view = GAME.view(state, 0)
    assert view.infiltrators[:2] == (sent, kept) and set(view.infiltrators[2:]) == {HIDDEN}
    world = determinize(view, random.Random(3))
    assert world.infiltrators[:2] == (sent, kept)
    state, events = act(state, ChooseHealed(1), seat=1)  # the last active samurai chooses
    assert state.round == 2 and state.revealed == ()

