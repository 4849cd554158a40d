"""Hidden information: a player never sees the rival's hand, secret pick or chain until revealed."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Rng
from game.sushido import GAME
from game.sushido.actions import Announce, Choose

from .helpers import act, announce, both_choose, card, find, scenario

SUPERS = (card("super", "W", 0), card("super", "W", 1))
CHAIN = [card("block", "P", 0), card("block", "P", 1)]


def test_view_hides_rival_hand_chain_deck_and_rng():
    state = scenario(("biwa", "tako"), p1=0, hands=[list(SUPERS) + [1], [2, 3, 4]], chains=[[], CHAIN])
    view = GAME.view(state, 0)
    assert view.hands[0] == state.hands[0] and view.hands[1] == (-1, -1, -1)
    assert view.chains[1] == (-1, -1) and set(view.deck) == {-1} and len(view.deck) == len(state.deck)
    assert view.rng == Rng(0) and view.masked_for == 0
    spectator = GAME.view(state, None)
    assert set(spectator.hands[0]) == {-1} and set(spectator.chains[1]) == {-1}
    with pytest.raises(IllegalAction):
        GAME.apply(view, 0, GAME.legal_actions(view, 0)[0])


def test_secret_pick_stays_secret_until_both_are_ready():
    state = scenario(("biwa", "tako"), p1=0, hands=[list(SUPERS), [2, 3]])
    state, events = act(state, 0, Choose(SUPERS, (SUPERS[0],)))
    assert GAME.to_act(state) == (1,)
    rival_view = GAME.view(state, 1)
    assert rival_view.picks[0].cards == (-1, -1) and rival_view.picks[0].reveal == ()
    public = [e for e in events if e.visible_to(1)]
    assert all(SUPERS[0] not in tuple(e.data.get("cards", ())) for e in public)
    assert GAME.can_undo(None, 0, Choose(SUPERS, (SUPERS[0],)), state)
    state, events = act(state, 1, Choose((2, 3), (2, 3)))
    reveal = [e.data for e in find(events, "reveal")]
    assert reveal[0] == {"seat": 0, "cards": (SUPERS[0],), "hidden": 1}
    # The hidden card went to the chain: its owner sees it, the rival only its place.
    assert GAME.view(state, 1).chains[0] == (-1,)
    assert GAME.view(state, 0).chains[0] == (SUPERS[1],)
    chained = find(events, "chained")[0]
    assert chained.audience == (0,) and not chained.visible_to(1)


def test_draws_are_shown_to_the_drawer_only():
    state = GAME.new(2, 3, {"duel": "iaijutsu"})
    for seat in (0, 1):
        legal = GAME.legal_actions(state, seat)
        state, events = GAME.apply(state, seat, legal[0])
    drew = [e for e in events if e.kind == "drew"]
    for e in drew:
        assert e.audience == (e.data["seat"],)
    for e in events:
        if e.audience is None:
            assert "cards" not in e.data or e.kind in ("reveal", "chain_discard", "chain_revealed", "combo",
                                                        "kata", "kata_opposed", "wasted", "tamaya",
                                                        "defusing", "combo_failed")


def test_the_rival_chain_is_shown_only_when_announced():
    state = scenario(("biwa", "tako"), p1=0, hands=[list(SUPERS), [2, 3]], chains=[[], CHAIN])
    state, _ = both_choose(state, Choose(SUPERS, SUPERS), Choose((2, 3), (2, 3)))
    assert GAME.view(state, 0).chains[1] == (-1, -1)
    state, events = act(state, 1, Announce("kata"))
    shown = find(events, "chain_revealed")[0]
    assert shown.audience is None and shown.data["cards"] == tuple(CHAIN)


def test_wrong_seat_and_wrong_kind_are_refused_with_a_reason():
    state = scenario(("biwa", "tako"), p1=0, hands=[list(SUPERS), [2, 3]], chains=[CHAIN, []])
    before = state
    with pytest.raises(IllegalAction) as err:
        act(state, 0, Announce("kata"))
    assert "Choose" in err.value.reason
    with pytest.raises(IllegalAction) as err:
        act(state, 0, Choose((2, 3), ()))
    assert "own hand" in err.value.reason
    state, _ = both_choose(state, Choose(SUPERS, SUPERS), Choose((2, 3), (2, 3)))
    with pytest.raises(IllegalAction) as err:
        announce(state, 0, "guard")
    assert "guard" in err.value.reason
    with pytest.raises(IllegalAction) as err:
        act(state, 1, Announce("pass"))
    assert "not your decision" in err.value.reason
    assert before.hands[0] == tuple(SUPERS)


def test_every_arrangement_of_the_hajime_cards_has_one_canonical_listed_choice():
    """Reveal 2, 1 (either card) or none, cards in any order: the canonical form is listed; only
    the order of hidden cards (their chain order) makes two choices differ."""
    from game.sushido.options import canonical_choose, choose_options

    hand = (7, 3, 41, 12, 55)
    listed = set(choose_options(hand))
    a, b = hand[3], hand[1]
    assert canonical_choose(hand, (a, b), (a, b)) == canonical_choose(hand, (b, a), (a, b)) == Choose((b, a), (b, a))
    assert canonical_choose(hand, (a, b), (b,)) == canonical_choose(hand, (b, a), (b,)) == Choose((b, a), (b,))
    assert canonical_choose(hand, (a, b), ()) != canonical_choose(hand, (b, a), ())
    for first in hand:
        for second in hand:
            if first != second:
                for reveal in ((first, second), (first,), (second,), ()):
                    assert canonical_choose(hand, (first, second), reveal) in listed
    assert len(listed) == len(set(choose_options(hand))) == 10 + 20 + 20
