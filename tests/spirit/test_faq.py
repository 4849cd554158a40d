"""The rulebook's FAQ answers, one test each (the others live beside the rules they touch:
support alone in test_talents, the Heihachi-Daisuke chain in test_talents, turning animal
beyond the Kiai value in test_kiai)."""

from __future__ import annotations

from game.spirit import GAME
from game.spirit.actions import Confront, Fight, KiaiBarricade, SkipKiai, Support
from game.spirit.data import samurai_table
from game.spirit.state import HIDDEN
from tests.spirit.helpers import act, table

FILLER = ["1/any", "1/any", "1/any", "1/any", "1/any"]


def test_the_deck_can_be_counted_and_the_discard_browsed_at_any_time() -> None:
    state = table(["Gorobei", "Kanbei"], deck=FILLER, discard=["3/hat/left", "4/doll"])
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        assert len(view.deck) == 5 and all(c == HIDDEN for c in view.deck)
        assert view.discard == state.discard


def test_never_two_wound_markers_and_no_healing_back_to_human() -> None:
    assert samurai_table()["Heihachi"].kiai_animal == 11
    state = table(["Heihachi", "Gorobei", "Kanbei"], deck=["1/hat/flames"] + FILLER, barricades=3,
                  boards=[{"animal": True, "line": ["4/any", "4/any", "2/any"]},
                          {"animal": True}, {"animal": True, "wound": True}])
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)  # 10 + 1: the animal Kiai at 11
    legal = GAME.legal_actions(state, 0)
    assert KiaiBarricade(2) in legal and KiaiBarricade(1) not in legal  # no marker: nothing to heal
    assert SkipKiai() in legal
    state, _ = act(state, KiaiBarricade(2), seat=0)
    assert state.boards[2].animal and not state.boards[2].wound  # the board stays animal


def test_support_tokens_stack_and_all_help_on_the_next_turn() -> None:
    state = table(["Gorobei", "Heihachi", "Katsushiro"],
                  deck=["3/doll", "4/doll/right", "2/doll"] + FILLER, active=1)
    state, _ = act(state, Support(0), seat=1)
    state, _ = act(state, Support(0), seat=2)
    assert state.boards[0].held == (1, 2) and state.turn.supports == (1, 2)
    state, _ = act(state, Fight(), seat=0)
    names = {type(a).__name__ for a in GAME.legal_actions(state, 0)}
    assert {"GiveCard", "SwapCard"} <= names  # Heihachi's and Katsushiro's talents together
