"""Katas: the rulebook's worked example, opposition rules, unopposed katas, the P1 reaction."""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.sushido import GAME
from game.sushido.actions import Announce, Target
from game.sushido.data import rules

from .helpers import act, announce, both_choose, card, decision, find, play, reveal_all, scenario

SUPERS = (card("super", "W", 0), card("super", "W", 1))
SUPERS2 = (card("super", "F", 0), card("super", "F", 1))


def rulebook_example():
    """P1 Biwa attacks with Move, Hit, Hit; P2 Manta guards with Block, Block, Move and a 4th card."""
    attack = (card("move", "W"), card("hit", "F"), card("hit", "S"))
    defence = (card("block", "W"), card("block", "F"), card("move", "F"), card("hit", "P"))
    state = scenario(("biwa", "manta"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(attack), list(defence)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    return state, attack, defence


def guard_dropping_d(state):
    """Manta guards; her guard is a card longer than the Kata, and she throws away D (the 4th)."""
    state, events = announce(state, 1, "guard")
    assert decision(state) == ("target", 1, "excess")
    state, more = act(state, 1, Target(3))
    return state, events + more


def test_rulebook_kata_example_card_against_card():
    state, attack, defence = rulebook_example()
    state, _ = announce(state, 0, "kata")
    state, events = guard_dropping_d(state)
    opposed = find(events, "kata_opposed")[0]
    assert opposed.data["pairs"] == tuple(zip(attack, defence[:3], strict=True))
    # The defender's fourth card opposes nothing: it is wasted.
    assert find(events, "wasted")[0].data["cards"] == (defence[3],)
    cancelled = find(events, "cancelled")
    # Action 1: Biwa's Move is blocked and thrown away; nobody moved.
    assert cancelled[0].data == {"seat": 0, "card": attack[0], "by": defence[0]}
    # Action 2: the first Hit is blocked.
    assert cancelled[1].data == {"seat": 0, "card": attack[1], "by": defence[1]}
    # Action 3: Biwa's Hit lands first (initiative), then Manta answers with her Move.
    assert find(events, "hit")[0].data["card"] == attack[2]
    assert state.life[1] == 12 - 1
    assert state.pos == (3, 4)
    assert decision(state) == ("play", 1, "pair")
    assert state.pending is not None and state.pending.cards == (defence[2],)
    state, events = play(state, 1, defence[2], "move:b")
    assert state.pos == (3, 5)
    assert not state.kata[0] and not state.kata[1] and not state.chains[0] and not state.chains[1]
    for cid in attack + defence:
        assert cid in state.discard


def test_rulebook_example_the_move_may_push_instead():
    state, _, defence = rulebook_example()
    state, _ = announce(state, 0, "kata")
    state, _ = guard_dropping_d(state)
    state, _ = play(state, 1, defence[2], "move:f")
    assert state.pos == (2, 3)  # Manta shoves Biwa back and follows her


def test_unopposed_kata_resolves_every_card_in_order():
    attack = (card("move", "W"), card("hit", "F"), card("hit", "S"))
    state = scenario(("same", "tako"), p1=0, gauge=[0, 0], pos=[2, 4], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(attack), []])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    assert decision(state) == ("play", 0, "kata")
    state, events = play(state, 0, attack[0], "move:f")  # steps into contact
    assert state.pos == (3, 4)
    # Both Hits have one option each and land by themselves.
    assert state.life[1] == 15 - 2
    assert len(find(events, "hit")) == 2


def test_kata_hits_cannot_be_parried_by_revealed_blocks():
    attack = (card("hit", "F"), card("hit", "S"))
    blocks = (card("block", "W"), card("block", "P"))
    state = scenario(("same", "tako"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(blocks)],
                     chains=[list(attack), []])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(blocks))
    state, _ = announce(state, 0, "kata")
    assert state.life[1] == 13
    assert len(state.revealed[1]) == 2  # the revealed Blocks are still there for the action phase


def test_attackers_block_cancels_the_opposed_card():
    attack = (card("block", "W"),)
    defence = (card("hit", "F"),)
    state = scenario(("biwa", "same"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(attack), list(defence)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    state, events = announce(state, 1, "guard")
    assert find(events, "cancelled")[0].data == {"seat": 1, "card": defence[0], "by": attack[0]}
    assert state.life == (15, 18)
    # Biwa's Resonance: her Block stopped a Hit, +1 Super (the two Supers then add 2 more).
    assert find(events, "super_gained")[0].data["reason"] == "resonance"


def test_p1_who_passed_may_only_guard_against_p2():
    attack = (card("hit", "F"),)
    defence = (card("block", "S"),)
    state = scenario(("dogu", "same"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(defence), list(attack)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "pass")
    state, _ = announce(state, 1, "kata")
    assert decision(state) == ("announce", 0, "react")
    assert GAME.legal_actions(state, 0) == (Announce("pass"), Announce("guard"))
    with pytest.raises(IllegalAction) as err:
        act(state, 0, Announce("combo"))
    assert "guard" in err.value.reason
    state, events = announce(state, 0, "guard")
    assert find(events, "cancelled")[0].data["card"] == attack[0]
    assert state.life == (15, 18)


def test_guard_against_a_successful_combo_keeps_the_chain_hidden():
    combo = (card("hit", "P"), card("block", "P"))  # Biwa's Pluck P+P
    guard = (card("block", "S"), card("move", "S"))
    state = scenario(("biwa", "same"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(combo), list(guard)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "combo")
    state, events = announce(state, 1, "guard")
    assert find(events, "combo")[0].data["combo"] == "pluck"
    assert find(events, "guard_withdrawn")
    assert state.chains[1] == guard
    assert state.life[1] == 18 - rules().fighters["biwa"].combos[0].damage


def test_the_kata_laid_open_tells_how_far_it_has_resolved():
    """For the table: the rulebook example stops at its third pair, the guard's fourth card is
    beyond the attack; an unopposed Kata stops at each of its cards in turn."""
    from game.sushido.progress import kata_attacker, kata_position

    state, attack, defence = rulebook_example()
    assert kata_attacker(state) is None
    state, _ = announce(state, 0, "kata")
    state, _ = announce(state, 1, "guard")
    assert kata_attacker(state) == 0 and kata_position(state) == 0  # the guard is cut down first
    assert len(state.kata[1]) == 4 > len(state.kata[0])
    state, _ = act(state, 1, Target(3))
    assert kata_attacker(state) == 0 and kata_position(state) == 2  # pairs 1 and 2 were cancelled
    assert len(state.kata[1]) == 3 == len(state.kata[0])
    state, _ = play(state, 1, defence[2], "move:b")
    assert kata_attacker(state) is None and kata_position(state) == 0

    moves = (card("move", "W"), card("move", "F"), card("move", "S"))  # each offers a choice
    state = scenario(("tako", "biwa"), p1=0, gauge=[0, 0], pos=[1, 6], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(moves), []])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    seen = []
    for move in moves:
        assert decision(state) == ("play", 0, "kata")
        seen.append(kata_position(state))
        state, _ = play(state, 0, move, "move:f")
    assert seen == [0, 1, 2] and kata_attacker(state) is None


def test_a_longer_guard_chooses_which_extra_cards_to_throw_away():
    """The guard's extra cards are thrown away at its owner's choice; the kept ones then face the
    attack from the left, in their order. Manta drops her Move and her Hit so that both of her
    Blocks face Biwa's two Hits."""
    attack = (card("hit", "F"), card("hit", "S"))
    defence = (card("move", "W"), card("block", "W"), card("hit", "P"), card("block", "F"))
    state = scenario(("biwa", "manta"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(attack), list(defence)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    state, _ = announce(state, 1, "guard")
    assert decision(state) == ("target", 1, "excess")
    assert GAME.legal_actions(state, 1) == tuple(Target(i) for i in range(4))
    state, events = act(state, 1, Target(0))
    assert find(events, "wasted")[0].data["cards"] == (defence[0],) and defence[0] in state.discard
    assert decision(state) == ("target", 1, "excess") and state.kata[1] == defence[1:]
    state, more = act(state, 1, Target(1))
    events += more
    assert [e.data["cards"] for e in find(events, "wasted")] == [(defence[0],), (defence[2],)]
    opposed = find(events, "kata_opposed")[0]
    assert opposed.data["pairs"] == ((attack[0], defence[1]), (attack[1], defence[3]))
    assert [e.data["by"] for e in find(events, "cancelled")] == [defence[1], defence[3]]
    assert state.life == (15, 12)


def test_a_guard_whose_kata_comes_to_nothing_stays_hidden_and_whole():
    """Same guards, then unleashes Jaws before Biwa's Kata resolves: the Kata's chain is gone, so
    the guard is never laid open."""
    from game.sushido.actions import SuperCombo

    attack = (card("hit", "F"), card("hit", "S"))
    guard = (card("block", "W"), card("block", "P"), card("move", "P"))
    state = scenario(("biwa", "same"), p1=0, gauge=[0, 5], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[list(attack), list(guard)])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    state, _ = announce(state, 1, "guard")
    assert decision(state) == ("super_combo", 1, "")
    state, events = act(state, 1, SuperCombo(True))
    assert find(events, "attack_fizzled") and not find(events, "kata_opposed")
    assert state.chains == ((), guard) and state.kata == ((), ())
