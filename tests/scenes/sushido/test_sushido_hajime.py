"""The Hajime slots accept every arrangement the rulebook allows (reveal 2, 1 or none) whichever
slot each card was dropped in; a greyed Confirm still tells why it waits."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Choose
from tests.scenes.helpers import click, drag
from tests.scenes.sushido.test_sushido_table import hand_pos, open_table

# (slot 0, slot 1) as hand positions; which slots stay revealed; the choice the engine receives
ARRANGEMENTS = {
    "both, in hand order": ((0, 3), (True, True), ((0, 3), (0, 3))),
    "both, the other way round": ((3, 0), (True, True), ((0, 3), (0, 3))),
    "only the left card": ((0, 3), (True, False), ((0, 3), (0,))),
    "only the right card": ((0, 3), (False, True), ((3, 0), (3,))),
    "only the right card, the other way round": ((3, 0), (False, True), ((0, 3), (0,))),
    "neither, chained left then right": ((3, 0), (False, False), ((3, 0), ())),
}


@pytest.mark.parametrize("case", ARRANGEMENTS)
def test_every_reveal_pattern_is_confirmed_whatever_slot_each_card_went_to(app, case) -> None:
    slots, shown, (cards, reveal) = ARRANGEMENTS[case]
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {"duel": "iaijutsu"})
    table = open_table(app, match)
    hand = table.hand()
    lay = table.layout()
    for slot, position in enumerate(slots):
        drag(app, hand_pos(table, hand[position]), lay.slots[slot].center)
    for slot, revealed in enumerate(shown):
        if not revealed:
            click(app, lay.slots[slot].center)  # a click on a set-down card hides it
    assert table.confirm.enabled
    click(app, lay.confirm.center)
    step = next(s for s in match.steps if s.seat == 0)
    assert step.action == Choose(tuple(hand[k] for k in cards), tuple(hand[k] for k in reveal))
    assert table.slots == [None, None]


def test_a_click_on_the_greyed_confirm_tells_why_it_waits(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 4, {"duel": "iaijutsu"})
    table = open_table(app, match)
    lay = table.layout()
    drag(app, hand_pos(table, table.hand()[0]), lay.slots[1].center)
    click(app, lay.confirm.center)
    assert not table.confirm.enabled
    assert all(step.seat != 0 for step in match.steps)
    assert table.toasts.texts and "reveal both, either one, or neither" in table.toasts.texts[-1]
