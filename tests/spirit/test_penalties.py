"""Every brigand penalty, and the wound taken when a penalty cannot be applied."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.spirit import GAME
from game.spirit.actions import Defend, DiscardLeft, Fight, FightAgain, Support
from tests.spirit.helpers import act, cid, decision, guarded, kinds, table

FILLER = ["1/any", "1/any", "1/any", "1/any"]
# Kyuzo and Katsushiro cannot ignore penalties, so penalties apply at once at turn start.
SEATS = ["Kyuzo", "Katsushiro", "Kikuchiyo"]


def start_with(line: list[str], **fields: object):  # type: ignore[no-untyped-def]
    boards = fields.pop("boards", [{"line": line}, {}, {}])
    return table(SEATS, boards=boards, deck=fields.pop("deck", FILLER), **fields)


def test_barricade_then_farm() -> None:
    state = start_with(["1/doll/flames/barricade"], barricades=2)
    assert state.barricades == 1
    state = start_with(["1/doll/flames/barricade"], barricades=0)
    assert state.barricades == 0 and len(state.farms) == 5


def test_wound() -> None:
    state = start_with(["1/doll/flames/wound"])
    assert state.boards[0].wound


def test_infiltrate_and_its_empty_deck_fallback() -> None:
    state = start_with(["1/doll/infiltrate"])
    assert len(state.infiltrators) == 1 and len(state.deck) == len(FILLER) - 1
    # the last card infiltrated: the deck is out, the round ends at once
    state = start_with([], deck=["1/any"],
                       boards=[guarded(0, line=["2/doll/infiltrate"]), guarded(2, passed=True),
                               guarded(3, passed=True)])
    assert state.round == 2 and not state.result


def test_no_defend_blocks_the_left_this_turn_only() -> None:
    state = start_with(["1/hat/no_defend"], deck=["2/doll"] + FILLER)
    assert state.turn.no_defend
    state, events = act(state, Fight(), seat=0)
    assert "card_confronted" in kinds(events)  # the doll could not be defended
    with pytest.raises(IllegalAction):
        GAME.apply(state, state.active, DiscardLeft(0))


def test_no_defend_does_not_bind_a_neighbour_receiving_a_card() -> None:
    state = table(["Heihachi", "Kyuzo", "Kanbei"], deck=["2/doll"] + FILLER,
                  boards=[{"line": ["4/doll/no_defend"]}, {}, {}])
    assert state.turn.no_defend
    state, _ = act(state, Fight(), seat=0)
    from game.spirit.actions import GiveCard

    state, _ = act(state, GiveCard(1), seat=0)
    assert Defend() in GAME.legal_actions(state, 1)


def test_no_support() -> None:
    state = start_with(["1/farm/no_support"])
    assert state.turn.no_support
    assert not any(isinstance(a, Support) for a in GAME.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="forbids Support"):
        GAME.apply(state, 0, Support(1))


def test_arrows_feed_the_neighbour_without_talents() -> None:
    state = start_with(["3/hat/left"], deck=["2/doll"] + FILLER)
    assert state.boards[1].line == (cid("2/doll"),)  # drawn straight onto the fight line
    state = start_with(["4/hat/flames/right"], deck=["2/doll"] + FILLER)
    assert state.boards[2].line == (cid("2/doll"),)  # seat 2 is seat 0's right neighbour


def test_arrow_toward_a_passed_neighbour_wounds_instead() -> None:
    state = start_with(["3/hat/left"], boards=[{"line": ["3/hat/left"]}, {"passed": True}, {}])
    assert state.boards[0].wound and state.boards[1].line == ()


def test_forced_pass() -> None:
    state = table(SEATS, round=3, deck=FILLER, boards=[{"line": ["6/doll/flames/forced_pass"]}, {}, {}])
    assert state.boards[0].passed and state.active == 1


def test_reshuffle_takes_a_discard_card_back_or_wounds() -> None:
    line = ["6/flames/no_defend/reshuffle"]
    state = table(SEATS, round=3, deck=FILLER, discard=["2/hat/infiltrate"], boards=[{"line": line}, {}, {}])
    assert state.discard == () and cid("2/hat/infiltrate") in state.deck
    assert len(state.deck) == len(FILLER) + 1 and state.turn.no_defend
    state = table(SEATS, round=3, deck=FILLER, boards=[{"line": line}, {}, {}])
    assert state.boards[0].wound


def test_no_talent_silences_own_and_lent_talents() -> None:
    state = table(["Katsushiro", "Kyuzo", "Heihachi"], round=3, deck=["2/doll"] + FILLER,
                  boards=[{"line": ["6/flames/wound/no_talent"], "held": [2]}, {}, {}])
    assert state.turn.no_talent and state.boards[0].wound
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert not any(type(a).__name__ in ("SwapCard", "GiveCard") for a in legal)


def test_discard_left_is_a_choice_or_a_wound() -> None:
    line = ["6/flames/discard_left"]
    state = table(SEATS, round=3, deck=FILLER,
                  boards=[{"line": line, "left": ["1/hat/flames", "1/doll"]}, {}, {}])
    assert decision(state) == "discard_left"
    assert GAME.legal_actions(state, 0) == (DiscardLeft(cid("1/hat/flames")), DiscardLeft(cid("1/doll")))
    state, events = act(state, DiscardLeft(cid("1/doll")), seat=0)
    assert state.boards[0].left == (cid("1/hat/flames"),) and cid("1/doll") in state.discard
    state = table(SEATS, round=3, deck=FILLER, boards=[{"line": line}, {}, {}])
    assert state.boards[0].wound


def test_chief_with_two_penalties_applies_both() -> None:
    state = table(SEATS, round=3, deck=FILLER, boards=[{"line": ["6/flames/no_support/wound"]}, {}, {}])
    assert state.boards[0].wound and state.turn.no_support


def test_passed_samurai_take_no_penalty() -> None:
    state = table(SEATS, deck=["3/hat/flames", "3/farm/left"] + FILLER, active=1,
                  boards=[{"line": ["1/doll/flames/wound"], "passed": True}, {}, {}])
    state, _ = act(state, Fight(), seat=1)
    state, _ = act(state, Defend(), seat=1)
    state, _ = act(state, Fight(), seat=2)
    state, _ = act(state, Defend(), seat=2)
    if decision(state) == "again":
        state, _ = act(state, FightAgain(False), seat=2)
    assert state.active == 1 and not state.boards[0].wound
