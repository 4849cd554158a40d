"""The solo automaton: its decks per level, its middle row, its actions and its strike at 6."""

from __future__ import annotations

from typing import Any

import pytest

from game.ninja99 import GAME
from game.ninja99.actions import EndTurn, PickClan, Place, Reckon
from game.ninja99.automaton import level_decks, row_total, strike_target
from game.ninja99.preview import automaton_panel
from game.ninja99.state import NinjaState
from tests.ninja99.helpers import apply_all, scenario

QUIET = Place("N01", 0, -2, 3)  # touches Daimyo 2, covers nothing
FELL_ONE = Place("N01", 0, -2, -2)


def solo(**fields: Any) -> NinjaState:
    base: dict[str, Any] = dict(seats=1, hands=[["N01"], []], clans=["W", "B"],
                                auto_deck=["3A", "1A", "2A", "4A", "5A", "6A", "7A"],
                                score_deck=["4B", "1B", "2B", "3B", "5B", "6B", "7B"])
    base.update(fields)
    return scenario(**base)


def test_level_decks_follow_the_rule_sheet() -> None:
    assert level_decks(0) == (tuple(f"{n}A" for n in range(1, 8)), tuple(f"{n}B" for n in range(1, 8)))
    assert level_decks(1)[0] == ("1B", "2A", "3A", "4A", "5A", "6A", "7A")
    assert level_decks(5)[0] == ("1B", "2B", "3B", "4B", "5B", "6A", "7A")
    assert level_decks(5)[1] == ("1A", "2A", "3A", "4A", "5A", "6B", "7B")
    state = GAME.new(1, 3, {"level": "5"})
    assert sorted(state.auto_deck) == sorted(level_decks(5)[0])
    assert sorted(state.score_deck) == sorted(level_decks(5)[1])


def test_solo_setup_only_the_player_draws_and_picks_after_the_automaton() -> None:
    state = GAME.new(1, 11, {})
    assert state.hands[1] == () and len(state.hands[0]) == 1 and len(state.deck) == 28
    assert state.clans[1] in ("B", "R", "W") and GAME.to_act(state) == (0,)
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == 2 and PickClan(state.clans[1]) not in legal


def test_middle_row_shows_every_left_number_and_the_last_right_one() -> None:
    assert row_total(()) == 0
    assert row_total(("1A",)) == 2
    assert row_total(("1A", "2A")) == 1 + 0 + 2
    assert row_total(("1A", "2A", "4A")) == 1 + 0 + 1 + 0


@pytest.mark.parametrize(("card", "clans_after", "neutral", "scoring_clan"), [
    ("3A", ("W", "B"), "R", "B"),  # stay
    ("2A", ("W", "R"), "B", "R"),  # swap with the Neutral clan
    ("6A", ("B", "W"), "R", "W"),  # steal the player's clan
])
def test_automaton_turn_actions(card: str, clans_after: tuple[str, str], neutral: str, scoring_clan: str) -> None:
    state = solo(auto_deck=[card, "1A"])
    state, events = apply_all(state, (0, QUIET), (0, EndTurn()))
    assert state.auto_row == (card,) and state.auto_deck == ("1A",)
    assert state.clans == clans_after and state.neutral == neutral
    expected = row_total((card,))
    assert state.score(1, scoring_clan) == expected
    kinds = [e.kind for e in events]
    kinds = kinds[kinds.index("card_drawn"):]
    assert kinds[:4] == ["card_drawn", "automaton_card", "automaton_clan", "scored"]
    assert state.active == 0 and state.turn_number == 2


def test_automaton_reshuffles_an_empty_auto_deck() -> None:
    row = ["1A", "2A", "3A", "4A", "5A", "6A", "7A"]
    state = solo(auto_deck=[], auto_row=row)
    state, events = apply_all(state, (0, QUIET), (0, EndTurn()))
    assert "automaton_reshuffled" in [e.kind for e in events]
    assert len(state.auto_row) == 1 and len(state.auto_deck) == 6


def test_automaton_strikes_at_six() -> None:
    # N11 = RR. / ... / W.B at (3,3): R(3,3) R(3,4) W(5,3) B(5,5); only B(5,5) is by Daimyo 4.
    layer = {"card": "N11", "orientation": 0, "row": 3, "col": 3, "side": 0}
    state = solo(tracks=[-5, 0, 0], layers=[layer])
    state, events = apply_all(state, (0, QUIET), (0, EndTurn()))
    kinds = [e.kind for e in events]
    assert "daimyo_fell" in kinds
    fell = next(e for e in events if e.kind == "daimyo_fell")
    # 4B lists 4, 3, 2, 1, 7, 6, 5: Daimyo 4 stands, so it is taken.
    assert fell.get("daimyo") == 4 and fell.get("by_automaton") and fell.get("token") == 1
    assert state.fallen == ((4, 1, 1),)
    assert state.score_cards == (("4B", "B", False),) and state.score_deck[0] == "1B"
    assert state.tokens == ("DDDDDDDF", "PDDDDDDD")
    # Black is brought back to 6 on the automaton's side; the player (White) has no White ninja
    # by Daimyo 4, so scores nothing.
    assert state.score(1, "B") == 6
    assert state.auto_row == () and len(state.auto_deck) == 7  # reshuffled
    assert state.clans == ("W", "R") and state.neutral == "B"  # then it swaps with Neutral


def test_automaton_strike_scores_the_players_ninjas() -> None:
    # N26 = W.. / ... / W.B at (3,5): W(3,5) and W(5,5) next to Daimyo 4, B(5,7) too.
    layer = {"card": "N26", "orientation": 0, "row": 3, "col": 5, "side": 0}
    state = solo(tracks=[-5, 0, 0], layers=[layer])
    state, events = apply_all(state, (0, QUIET), (0, EndTurn()))
    flips = [e for e in events if e.kind == "token_flipped"]
    assert flips[0].get("token") == 8
    assert state.score(0, "W") == 2


def test_player_elimination_in_solo_lays_a_face_up_score_card() -> None:
    layer = {"card": "N24", "orientation": 0, "row": 1, "col": -1, "side": 0}  # B(2,0) by Daimyo 1
    state = solo(layers=[layer])
    state, events = GAME.apply(state, 0, FELL_ONE)
    assert state.score_cards == (("4B", "B", True),)
    kinds = [e.kind for e in events]
    assert kinds == ["card_laid", "scored", "daimyo_fell", "scored", "score_card", "scored"]
    assert state.score(1, "B") == 1  # the automaton's Black ninja by Daimyo 1
    assert state.tokens == ("PDDDDDDD", "DDDDDDDF")


def test_the_view_shows_both_decks_top_cards_by_their_blacklist_backs() -> None:
    state = solo(auto_deck=["5B", "1A", "2A"], score_deck=["4A", "7B", "1B"])
    seen = GAME.view(state, 0).state
    assert seen.auto_deck[0] == "5B" and seen.score_deck[0] == "4A"
    assert seen.auto_deck[1:] == ("1A", "2A") and seen.score_deck[1:] == ("1B", "7B")  # no order below
    panel = automaton_panel(seen)
    assert panel is not None and panel.auto_deck_top == "5B" and panel.auto_top_order == (5, 4, 3, 2, 1, 7, 6)


def test_the_panel_names_the_daimyo_the_next_strike_takes() -> None:
    # 4B lists 4, 3, 2, 1, 7, 6, 5: with 4 and 3 fallen the automaton would strike Daimyo 2.
    state = solo(fallen=[[4, 0, 1], [3, 0, 2]], tokens=["PPDDDDDD", "DDDDDDFF"])
    panel = automaton_panel(GAME.view(state, 0).state)
    assert panel is not None and panel.top_order == (4, 3, 2, 1, 7, 6, 5)
    assert panel.next_strike == strike_target(state) == 2
    layer = {"card": "N11", "orientation": 0, "row": 3, "col": 3, "side": 0}
    struck, events = apply_all(solo(tracks=[-5, 0, 0], layers=[layer]), (0, QUIET), (0, EndTurn()))
    assert [e.get("daimyo") for e in events if e.kind == "daimyo_fell"] == [4]  # 4B's first standing
    assert strike_target(struck) == 1  # 1B, the next top, lists 1 first


def test_a_strike_owed_from_step_d_opens_the_next_turn() -> None:
    """The automaton stands at 5 in Black; the player fells Daimyo 1 with a Black ninja next to
    it, so step d takes the automaton to 6. Its next card (2A) would swap it to Red: the strike
    still comes, at the start of that turn, on the Black track (docs/rulings.md, Solo)."""
    layer = {"card": "N24", "orientation": 0, "row": 1, "col": -1, "side": 0}  # B(2,0) by Daimyo 1
    state = solo(layers=[layer], tracks=[-5, 0, 0], auto_deck=["2A", "1A"])
    state, _ = GAME.apply(state, 0, FELL_ONE)
    assert state.score(1, "B") == 6 and state.strike_due
    assert automaton_panel(GAME.view(state, 0).state).strike_due  # type: ignore[union-attr]
    state, events = GAME.apply(state, 0, EndTurn())
    kinds = [e.kind for e in events]
    assert kinds.index("daimyo_fell") < kinds.index("automaton_card")
    # 4B went face up with the player's Daimyo; 1B (1, 7, 6, ...) is on top: Daimyo 7 is taken.
    assert state.fallen == ((1, 0, 1), (7, 1, 1))
    assert state.score_cards == (("4B", "B", True), ("1B", "B", False))
    assert state.score(1, "B") == 6 and not state.strike_due
    assert state.tokens[0] == "PDDDDDDF"
    assert state.clans[1] != "B"  # the strike swapped it to the Neutral clan, then its card played


def test_a_solo_deck_out_ends_the_game_before_the_automaton_plays() -> None:
    """The solo side of the sheet names only the seventh Daimyo, but the base rule's empty deck
    ends a solo game too: the automaton plays no more, the player's unplaced tokens count as
    Favour, and the Score cards left in the deck count for nobody."""
    state = solo(deck=[], tokens=["DDDDDDDF", "DDDDDDDD"])
    state, events = apply_all(state, (0, QUIET), (0, EndTurn()))
    assert state.phase == "reckon" and state.end_reason == "deck"
    assert "automaton_card" not in [e.kind for e in events] and state.auto_row == ()
    assert Reckon("B" * 8) in GAME.legal_actions(state, 0)  # eight tokens, each worth 1
    state, _ = GAME.apply(state, 0, Reckon("B" * 8))
    assert state.score(0, "B") == 8 and len(state.score_deck) == 7
