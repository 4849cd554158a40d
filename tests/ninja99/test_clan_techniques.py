"""The two clan techniques taken from the rule sheet's technique column: Hensojutsu (Black card 2:
this turn your cards' ninjas may cover the other clans' ninjas) and Shinobi-iri (Red card 2:
your clan card and your rival's change hands). See docs/rulings.md, Techniques."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.ninja99 import GAME
from game.ninja99.actions import EndTurn, Place, SwapClan, UseTechnique
from game.ninja99.geometry import index
from game.ninja99.placement import legal_spots, placement_fault
from game.ninja99.preview import preview_placement
from game.ninja99.techniques import offered, status, technique_problem
from tests.ninja99.helpers import BOARD, apply_all, scenario

# N26 = W.. / ... / W.B laid by the White rival at (2,0): W(2,0) by Daimyo 1, W(4,0) and B(4,2)
# by Daimyo 3.
WHITE_NINJAS = {"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}
# N01 turned once (R.B / ... / W.B) at (0,-2): its B(0,0) covers Daimyo 1's only guard, the
# samurai at (0,0), and its B(2,0) lies on the White ninja at (2,0).
COVER_WHITE = Place("N01", 1, 0, -2)
# N01 as printed (B.B / ... / R.W) at (2,0): B(2,0) and R(4,0) lie on White ninjas, W(4,2) on
# the Black ninja at (4,2).
COVER_BLACK = Place("N01", 0, 2, 0)
# N01 as printed at (-2,-2): W(0,0) covers Daimyo 1's guard, and covers no ninja.
FELL_ONE = Place("N01", 0, -2, -2)


def black_with_hensojutsu(**more: object) -> dict[str, object]:
    fields: dict[str, object] = dict(clans=["B", "W"], modules=["clan"], clan_cards=[2, 1, 1],
                                     layers=[WHITE_NINJAS], tokens=["DDDDDDFF", "DDDDDDDD"])
    fields.update(more)
    return fields


def daimyo_points(events: list) -> list[tuple[int, str, int]]:
    return [(e.get("side"), e.get("clan"), e.get("points")) for e in events
            if e.kind == "scored" and e.get("why") == "daimyo"]


def test_without_hensojutsu_a_ninja_never_covers_a_ninja() -> None:
    state = scenario(**black_with_hensojutsu())
    with pytest.raises(IllegalAction, match=r"^the ninja at row 3, column 1 would cover a ninja$"):
        GAME.apply(state, 0, COVER_WHITE)
    assert (1, 0, -2) not in legal_spots(state, "N01")


def test_hensojutsu_lets_a_card_cover_an_enemy_ninja_which_then_scores_for_nobody() -> None:
    state, events = apply_all(scenario(**black_with_hensojutsu()), (0, UseTechnique("hensojutsu")))
    assert state.tokens[0] == "DDDDDDFX" and state.turn.conversions == ()
    assert (1, 0, -2) in legal_spots(state, "N01")
    state, events = GAME.apply(state, 0, COVER_WHITE)
    laid = events[0]
    assert laid.get("ninjas_covered") == [{"cell": (2, 0), "ninja": "W", "by": "B"}]
    assert state.grid[index(2, 0)] == "B"  # the cell shows the new ninja: the White one is gone
    # Daimyo 1 falls: both Black ninjas around it score for Black, White has none left there.
    assert daimyo_points(events) == [(0, "B", 2), (1, "W", 0)]
    # The same Daimyo felled without covering the White ninja: it scores for White.
    _, plain = GAME.apply(scenario(**black_with_hensojutsu()), 0, FELL_ONE)
    assert daimyo_points(plain) == [(0, "B", 0), (1, "W", 2)]


def test_hensojutsu_never_lets_a_card_cover_a_ninja_of_your_own_clan() -> None:
    state, _ = GAME.apply(scenario(**black_with_hensojutsu()), 0, UseTechnique("hensojutsu"))
    fault = placement_fault(state, "N01", 0, 2, 0)
    assert fault == ("the ninja at row 5, column 3 would cover a ninja of your own clan", (4, 2))
    with pytest.raises(IllegalAction, match="would cover a ninja of your own clan"):
        GAME.apply(state, 0, COVER_BLACK)
    assert (0, 2, 0) not in legal_spots(state, "N01")
    ghost = preview_placement(state, 0, "N01", 0, 2, 0)
    assert not ghost.legal and ghost.culprit == (4, 2)
    # Daimyos stay out of reach too: N01's ninja on Daimyo 1 is still refused.
    with pytest.raises(IllegalAction, match="would cover the"):
        GAME.apply(state, 0, Place("N01", 0, -1, -1))


def test_hensojutsu_holds_for_every_card_laid_that_turn_and_ends_with_it() -> None:
    # Hensojutsu (1) and Boryaku (2): N24 drawn; N24 = B.. / .B. / ..R at (3,-1): its B(4,0) lies
    # on the White ninja at (4,0) by Daimyo 3, after N01 has covered the one at (2,0).
    fields = black_with_hensojutsu(tokens=["DDDDDFFF", "DDDDDDDD"], deck=["N24", "N03"],
                                   hands=[["N01"], ["N12"]])
    state, _ = apply_all(scenario(**fields), (0, UseTechnique("hensojutsu")), (0, UseTechnique("boryaku")),
                         (0, COVER_WHITE))
    assert state.hands[0] == ("N24",)
    state, events = GAME.apply(state, 0, Place("N24", 0, 3, -1))
    assert events[0].get("ninjas_covered") == [{"cell": (4, 0), "ninja": "W", "by": "B"}]
    # The turn is over, and Hensojutsu with it: on the rival's turn no ninja covers a ninja.
    state, _ = GAME.apply(state, 0, EndTurn())
    assert state.active == 1 and not state.turn.uses("hensojutsu")
    # N12 = W.. / ..W / B.R at (0,-2): its B(2,-2) and R(2,0) would lie on the first card's ninjas.
    with pytest.raises(IllegalAction, match=r"would cover a ninja$"):
        GAME.apply(state, 1, Place("N12", 0, 0, -2))


def test_shinobi_iri_swaps_both_players_current_clans_and_leaves_the_neutral() -> None:
    state = scenario(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    assert state.neutral == "B"
    state, events = GAME.apply(state, 0, UseTechnique("shinobi_iri"))
    assert [e.kind for e in events] == ["technique_used", "clans_exchanged"]
    assert events[1].get("before") == "R" and events[1].get("after") == "W"
    assert state.clans == ("W", "R") and state.neutral == "B"
    assert state.tokens[0] == "DDDDDDXX"
    # The Neutral swap comes before any technique: not after Shinobi-iri.
    with pytest.raises(IllegalAction, match="clan swap comes first"):
        GAME.apply(state, 0, SwapClan())
    # The swap lasts: after the turn each keeps the clan received.
    state, _ = apply_all(state, (0, FELL_ONE), (0, EndTurn()))
    assert state.clans == ("W", "R") and state.active == 1
    # Now Red, the rival may use Shinobi-iri on their own turn (with favour to pay).
    assert [t.id for t in offered(state, 1)][-1] == "shinobi_iri"


def test_after_shinobi_iri_the_techniques_on_offer_are_the_new_clans() -> None:
    # Red (card 2) against Black (card 2): after the swap the player is Black and may use
    # Hensojutsu; Shinobi-iri, now the rival's clan's, is no longer on offer.
    state = scenario(clans=["R", "B"], modules=["clan"], clan_cards=[2, 2, 1], layers=[WHITE_NINJAS],
                     tokens=["DDDDDFFF", "DDDDDDDD"])
    assert [t.id for t in offered(state, 0)][-1] == "shinobi_iri"
    state, _ = GAME.apply(state, 0, UseTechnique("shinobi_iri"))
    assert [t.id for t in offered(state, 0)][-1] == "hensojutsu"
    assert "another clan card" in (technique_problem(state, 0, "shinobi_iri") or "")
    state, _ = GAME.apply(state, 0, UseTechnique("hensojutsu"))
    # Black now: the White ninjas may be covered, the Black one at (4,2) may not.
    assert (1, 0, -2) in legal_spots(state, "N01") and (0, 2, 0) not in legal_spots(state, "N01")


def test_points_after_shinobi_iri_go_to_the_clans_received() -> None:
    # N13 = B.R / ... / .W. by the rival at (2,-2): a Red ninja at (2,0) by Daimyo 1.
    red_near_one = {"card": "N13", "orientation": 0, "row": 2, "col": -2, "side": 1}
    fields = dict(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1], layers=[red_near_one],
                  tokens=["DDDDDDFF", "DDDDDDDD"])
    # Without the swap: Red gets its ninja at (2,0), White the card's W on the guard.
    _, plain = GAME.apply(scenario(**fields), 0, FELL_ONE)
    assert daimyo_points(plain) == [(0, "R", 1), (1, "W", 1)]
    # After it the player is White: the samurai under the W scores for White, and so do the
    # Daimyo points; the rival, now Red, scores the Red ninja.
    state, events = apply_all(scenario(**fields), (0, UseTechnique("shinobi_iri")), (0, FELL_ONE))
    samurai = [(e.get("side"), e.get("clan"), e.get("points")) for e in events
               if e.kind == "scored" and e.get("why") == "samurai"]
    assert samurai == [(0, "W", 1)]
    assert daimyo_points(events) == [(0, "W", 1), (1, "R", 1)]
    assert (state.score(0, "W"), state.score(1, "R")) == (2, 1)


def test_shinobi_iri_can_be_taken_back_like_any_technique_that_draws_nothing() -> None:
    before = scenario(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    action = UseTechnique("shinobi_iri")
    after, _ = GAME.apply(before, 0, action)
    assert GAME.can_undo(before, 0, action, after)
    assert GAME.can_undo(before, 0, UseTechnique("hensojutsu"), after)


def test_a_converting_technique_with_no_cell_to_pick_is_refused_with_why() -> None:
    # No ninja at all on the helpers' board: Kawarimi (White card 1) has nothing to take, and the
    # panel's status says so before any click, as the legal actions already leave it out.
    state = scenario(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"])
    why = "Kawarimi has no cell to pick: no ninja of another clan stands next to a standing Daimyo"
    assert technique_problem(state, 0, "kawarimi") == why
    assert [(s.usable, s.reason) for s in status(state, 0) if s.id == "kawarimi"] == [(False, why)]
    assert not any(isinstance(a, UseTechnique) and a.technique == "kawarimi" for a in GAME.legal_actions(state, 0))
    # Kakuremino (White card 2) on a board stripped of its samurai.
    bare = [row.replace("w", ".").replace("r", ".").replace("b", ".") for row in BOARD]
    state = scenario(board=bare, clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2],
                     tokens=["DDDDDDFF", "DDDDDDDD"])
    assert technique_problem(state, 0, "kakuremino") == (
        "Kakuremino has no cell to pick: no samurai stands next to a standing Daimyo")
    # With a Black ninja at (4,2), next to Daimyo 3, Kawarimi is on offer again.
    state = scenario(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 1], tokens=["DDDDDDFF", "DDDDDDDD"],
                     layers=[{"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}])
    assert technique_problem(state, 0, "kawarimi") is None
