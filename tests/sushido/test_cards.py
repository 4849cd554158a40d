"""The four action cards in the action phase, at contact and at range; pushes and Ring Outs."""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.sushido import GAME
from game.sushido.actions import Announce, Parry, Play, SuperCombo
from game.sushido.resolve import strike
from game.sushido.state import Work

from .helpers import act, both_choose, card, decision, find, hide_all, kinds, play, reveal_all, scenario

FILLER = (card("super", "W", 0), card("super", "W", 1))
FILLER2 = (card("super", "F", 0), card("super", "F", 1))
HIT = card("hit", "W")
HIT2 = card("hit", "F")
MOVE = card("move", "W")
MOVE2 = card("move", "F")
BLOCK = card("block", "W")
SUPER = card("super", "S")


def duel(mine: tuple[int, ...], theirs: tuple[int, ...] = FILLER2, fighters=("tako", "biwa"), **fields):
    """Seat 0 (P1) reveals ``mine``, seat 1 reveals ``theirs``; returns the state after the reveal."""
    fields.setdefault("gauge", [0, 0])
    state = scenario(fighters, p1=0, hands=[list(mine), list(theirs)], **fields)
    state, _ = both_choose(state, reveal_all(mine), reveal_all(theirs))
    while state.pending is not None and state.pending.kind == "announce":
        state, _ = act(state, state.pending.seat, Announce("pass"))
    return state


def test_hit_at_contact_deals_one():
    state = duel((HIT, SUPER))
    state, events = play(state, 0, HIT, "hit")
    assert state.life[1] == 14
    assert find(events, "hit")[0].data["amount"] == 1


def test_hit_at_range_misses():
    state = duel((HIT, SUPER), pos=[2, 5])
    state, events = play(state, 0, HIT, "hit")
    assert state.life[1] == 15 and find(events, "miss")


def test_doubled_hit_deals_two_for_one_super():
    state = duel((HIT, SUPER), gauge=[1, 0])
    assert Play(HIT, True, "hit") in GAME.legal_actions(state, 0)
    state, _ = play(state, 0, HIT, "hit", double=True)
    assert state.life[1] == 13 and state.gauge[0] == 1  # 1 spent, then the Super card gives 1


def test_doubling_a_hit_is_not_offered_at_range():
    state = duel((HIT, SUPER), gauge=[1, 0], pos=[1, 5])
    assert Play(HIT, True, "hit") not in GAME.legal_actions(state, 0)


def test_move_at_range_steps_one_square():
    state = duel((MOVE, SUPER), pos=[1, 5])
    state, _ = play(state, 0, MOVE, "move:f")
    assert state.pos == (2, 5)
    state = duel((MOVE, SUPER), pos=[1, 5])
    state, _ = play(state, 0, MOVE, "move:b")
    assert state.pos == (0, 5)


def test_move_at_contact_pushes_and_keeps_contact():
    state = duel((MOVE, SUPER))
    state, events = play(state, 0, MOVE, "move:f")
    assert state.pos == (4, 5)
    assert find(events, "push")


def test_a_fighter_never_walks_out_on_purpose():
    state = duel((MOVE, SUPER), pos=[0, 1])
    options = [a.option for a in GAME.legal_actions(state, 0) if isinstance(a, Play) and a.card == MOVE]
    assert options == ["move:f"]


def test_push_past_the_end_is_a_ring_out_and_the_turn_still_finishes():
    state = duel((MOVE, SUPER), (HIT2, SUPER + 1), pos=[6, 7])
    state, events = play(state, 0, MOVE, "move:f")
    assert state.pos == (7, 8)
    assert find(events, "ring_out")[0].data["seat"] == 1
    # Seat 1 still plays its revealed cards; its Hit cannot reach from outside the arena.
    assert state.round == 1 and decision(state) == ("play", 1, "action")
    state, events = play(state, 1, HIT2, "hit")
    assert find(events, "miss")
    assert find(events, "round_won")[0].data["seat"] == 0


def test_ring_out_past_the_left_end():
    state = duel(FILLER, (MOVE2, SUPER + 1), pos=[0, 1])
    state, events = play(state, 1, MOVE2, "move:f")
    assert find(events, "ring_out")[0].data["seat"] == 0
    assert find(events, "round_won")[0].data["seat"] == 1


def test_double_move_pushes_then_steps_back():
    state = duel((MOVE, SUPER), gauge=[1, 0])
    state, _ = play(state, 0, MOVE, "move:f,b", double=True)
    assert state.pos == (3, 5)  # pushed Biwa to 5, followed to 4, stepped back to 3


def test_double_move_pushes_twice():
    state = duel((MOVE, SUPER), gauge=[1, 0])
    state, _ = play(state, 0, MOVE, "move:f,f", double=True)
    assert state.pos == (5, 6)


def test_kujira_mass_resists_a_lone_move_but_not_a_doubled_one():
    state = duel((MOVE, SUPER), fighters=("tako", "kujira"), gauge=[1, 0])
    state, events = play(state, 0, MOVE, "move:f")
    assert state.pos == (3, 4) and find(events, "push_resisted")
    state = duel((MOVE, SUPER), fighters=("tako", "kujira"), gauge=[1, 0])
    state, _ = play(state, 0, MOVE, "move:f,b", double=True)
    assert state.pos == (3, 5)


def test_manta_glides_two_squares_only_when_not_pushing():
    state = duel(FILLER, (MOVE2, SUPER), fighters=("tako", "manta"), pos=[1, 5])
    options = [a.option for a in GAME.legal_actions(state, 1) if isinstance(a, Play) and a.card == MOVE2]
    assert options == ["move:f", "move:b", "move:ff", "move:bb"]
    state, _ = play(state, 1, MOVE2, "move:ff")
    assert state.pos == (1, 3)
    state = duel(FILLER, (MOVE2, SUPER), fighters=("tako", "manta"))
    options = [a.option for a in GAME.legal_actions(state, 1) if isinstance(a, Play) and a.card == MOVE2]
    assert "move:ff" not in options and "move:bb" in options


def test_revealed_block_parries_the_rival_hit():
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1))
    state, events = play(state, 0, HIT, "hit")
    assert decision(state) == ("parry", 1, "") and not find(events, "block")
    state, events = act(state, 1, Parry(True))
    block = find(events, "block")[0]
    assert block.data["card"] == BLOCK + 1 and block.data["guard"] is False and state.life[1] == 15
    assert state.revealed[1] == ()  # the Block was spent; Super resolved on its own


def test_a_rival_hit_that_would_land_asks_the_block_owner_first():
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1))
    state, events = play(state, 0, HIT, "hit")
    assert kinds(events) == ["play"] and state.life[1] == 15  # nothing landed yet
    assert decision(state) == ("parry", 1, "") and state.pending.cards == (HIT,)
    assert GAME.to_act(state) == (1,) and GAME.legal_actions(state, 1) == (Parry(True), Parry(False))
    assert GAME.legal_actions(state, 0) == ()
    assert GAME.explain(state, 0, Play(SUPER, False, "super")) == "it is not your decision now"
    assert GAME.explain(state, 1, Play(SUPER + 1, False, "super")) == \
        "the duel waits for a Parry decision, not Play"
    assert GAME.explain(state, 1, SuperCombo(True)) == "the duel waits for a Parry decision, not SuperCombo"
    for viewer in (0, 1, None):  # the question is public: everyone sees the revealed Block
        view = GAME.view(state, viewer)
        assert view.pending == state.pending and BLOCK + 1 in view.revealed[1]
    for answer in (Parry(True), Parry(False)):  # saved and replayed like the other decisions
        assert GAME.action_from_dict(answer.to_dict()) == answer
    with pytest.raises(IllegalAction):
        GAME.apply(GAME.view(state, 1), 1, Parry(True))


def test_taking_the_hit_keeps_the_block_to_discard_a_chain_card_later():
    chain = (card("move", "P"), card("super", "P"))
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1), chains=[list(chain), []])
    state, _ = play(state, 0, HIT, "hit")
    state, events = act(state, 1, Parry(False))
    declined = find(events, "parry_declined")[0]
    assert declined.data == {"seat": 1, "card": BLOCK + 1, "against": HIT}
    assert find(events, "hit")[0].data["amount"] == 1 and state.life[1] == 14 and not find(events, "block")
    assert BLOCK + 1 in state.revealed[1]
    # Tako's Super followed by itself; Biwa's turn comes with the Block still in her hand.
    assert decision(state) == ("play", 1, "action") and state.gauge[0] == 1
    assert Play(BLOCK + 1, False, "discard:0.1") in GAME.legal_actions(state, 1)
    state, events = play(state, 1, BLOCK + 1, "discard:0.1")
    assert find(events, "chain_discard")[0].data["cards"] == (chain[1],) and state.chains[0] == (chain[0],)


def test_no_parry_question_without_a_revealed_block():
    hidden = (BLOCK + 1, card("block", "S"))  # Blocks hidden in the chain cannot parry
    state = scenario(("tako", "biwa"), p1=0, gauge=[0, 0], hands=[[HIT, SUPER], list(hidden)])
    state, _ = both_choose(state, reveal_all((HIT, SUPER)), hide_all(hidden))
    while decision(state)[0] == "announce":
        state, _ = act(state, state.pending.seat, Announce("pass"))
    state, events = play(state, 0, HIT, "hit")
    assert state.life[1] == 14 and find(events, "hit") and not find(events, "parry_declined")
    assert state.pending is not None and state.pending.kind == "choose"  # the turn went on to its end


def test_guard_charges_stop_a_hit_before_any_question():
    """A guard charge was set up on purpose: it is spent at once, even beside a revealed Block."""
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1))
    w = Work(state)
    w.guards[1] = 1
    w.pending = None
    strike(w, 0, HIT, False, True)
    assert w.pending is None and w.guards[1] == 0 and BLOCK + 1 in w.revealed[1]
    assert [e.data["guard"] for e in w.events if e.kind == "block"] == [True] and w.life[1] == 15


def test_block_played_as_guard_stops_a_later_hit():
    state = duel((BLOCK, SUPER), (HIT2, SUPER + 1))
    state, _ = play(state, 0, BLOCK, "guard")
    assert state.guards[0] == 1
    state, events = play(state, 1, HIT2, "hit")
    assert find(events, "block")[0].data["guard"] is True and state.life[0] == 15
    assert state.pending is not None and state.pending.kind == "choose"  # stopped with no question


def test_doubled_guard_stops_two_hits():
    hits = (HIT2, card("hit", "S"))
    state = duel((BLOCK, SUPER), hits, gauge=[1, 0])
    state, _ = play(state, 0, BLOCK, "guard", double=True)
    state, events = play(state, 1, hits[0], "hit")  # the second Hit, alone, resolves by itself
    assert len(find(events, "block")) == 2 and state.life[0] == 15


def _block_plays(state, seat: int) -> set[tuple[bool, str]]:
    return {(a.double, a.option) for a in GAME.legal_actions(state, seat) if isinstance(a, Play) and a.card in
            (BLOCK, card("block", "F"))}


def test_player_2_is_offered_no_guard_player_1_has_played_everything():
    """Player 1's revealed cards all resolve before Player 2's and guards end with the turn: a
    Player 2 guard could never meet a Hit, so her Block is kept back for no effect (no Super)."""
    block2 = card("block", "F")
    state = duel((HIT, SUPER), (block2, card("super", "P")), gauge=[0, 1])
    state, _ = play(state, 0, HIT, "hit")  # Player 2 takes it, keeping her Block
    state, _ = act(state, 1, Parry(False))
    assert decision(state)[:2] == ("play", 1) and not state.revealed[0]
    assert _block_plays(state, 1) == {(False, "none")}
    state, events = play(state, 1, block2, "none")
    assert state.guards == (0, 0) and not find(events, "super_spent") and find(events, "turn_end")


def test_player_1_is_offered_no_guard_when_the_rival_revealed_no_hit():
    chain = (card("hit", "P"),)
    state = duel((BLOCK, SUPER), (card("super", "F"), card("super", "P")), gauge=[1, 0], chains=[[], list(chain)])
    assert _block_plays(state, 0) == {(False, "none"), (False, "discard:1.0")}
    with pytest.raises(IllegalAction) as err:
        play(state, 0, BLOCK, "guard")
    assert "no rival Hit is left" in err.value.reason


def test_a_doubled_guard_only_where_two_rival_hits_can_still_come():
    one = duel((BLOCK, SUPER), (HIT2, card("super", "P")), gauge=[1, 0])
    assert _block_plays(one, 0) == {(False, "guard")}
    two = duel((BLOCK, SUPER), (HIT2, card("hit", "S")), gauge=[1, 0])
    assert _block_plays(two, 0) == {(False, "guard"), (True, "guard")}
    # a charge already standing meets one of the two: a second Block may guard once, not twice
    blocks = (BLOCK, card("block", "F"))
    both = duel(blocks, (HIT2, card("hit", "S")), gauge=[2, 0], chains=[[], [card("move", "P")]])
    both, _ = play(both, 0, BLOCK, "guard")
    assert both.guards == (1, 0) and _block_plays(both, 0) == {(False, "guard"), (False, "discard:1.0")}


def test_a_dogu_rivals_hit_may_still_come_so_the_guard_stays():
    """Tenka may turn Dogu's revealed Hit into a Move, but until he plays it, it may strike."""
    state = duel((BLOCK, SUPER), (HIT2, card("super", "P")), fighters=("tako", "dogu"), gauge=[0, 1])
    assert _block_plays(state, 0) == {(False, "guard")}


def test_no_doubled_hit_into_a_standing_guard_charge():
    """A guard charge cancels the whole Hit card, so doubling the Hit it meets is never offered;
    the next Hit, once the charge is spent, may be doubled again."""
    hits = (HIT2, card("hit", "S"))
    state = duel((BLOCK, SUPER), hits, gauge=[0, 2])
    state, _ = play(state, 0, BLOCK, "guard")
    assert not any(a.double for a in GAME.legal_actions(state, 1) if isinstance(a, Play))
    with pytest.raises(IllegalAction) as err:
        play(state, 1, hits[0], "hit", double=True)
    assert "guard charge" in err.value.reason
    state, _ = play(state, 1, hits[0], "hit")
    assert state.guards == (0, 0) and Play(hits[1], True, "hit") in GAME.legal_actions(state, 1)


def test_block_discards_a_chain_card_shown_face_up():
    chain = (card("hit", "P"), card("move", "P"))
    state = duel((BLOCK, SUPER), chains=[[], list(chain)])
    state, events = play(state, 0, BLOCK, "discard:1.1")
    shown = find(events, "chain_discard")[0]
    assert shown.data["cards"] == (chain[1],) and state.chains[1] == (chain[0],)


def test_doubled_block_discards_two_chain_cards():
    chain = (card("hit", "P"), card("move", "P"), card("block", "P"))
    state = duel((BLOCK, SUPER), chains=[[], list(chain)], gauge=[1, 0])
    state, _ = play(state, 0, BLOCK, "discard:1.0+1.2", double=True)
    assert state.chains[1] == (chain[1],)


def test_super_card_fills_the_gauge_up_to_five():
    state = duel((SUPER, SUPER + 1), gauge=[4, 0])
    assert state.gauge[0] == 5  # each Super had one option; the second one is capped


def test_revealed_cards_play_p1_first_in_the_order_each_player_picks():
    state = duel((HIT, MOVE), (HIT2, SUPER))
    assert decision(state) == ("play", 0, "action")
    state, events = play(state, 0, MOVE, "move:f")  # Tako picks the Move first: pushes Biwa to 5
    assert state.life[1] == 14 and state.pos == (4, 5)  # then her Hit, the only card left
    assert find(events, "push")[0].data["seat"] == 0 and find(events, "hit")[0].data["seat"] == 0
    assert decision(state) == ("play", 1, "action")


def test_same_blood_scent_doubles_hits_on_a_weak_rival():
    state = duel((HIT, SUPER), fighters=("same", "biwa"), life=[18, 6])
    state, _ = play(state, 0, HIT, "hit")
    assert state.life[1] == 4
    state = duel((HIT, SUPER), fighters=("same", "biwa"), life=[18, 7])
    state, _ = play(state, 0, HIT, "hit")
    assert state.life[1] == 6


def test_dogu_tenka_turns_any_card_into_a_move_for_one_super():
    state = duel((HIT, SUPER), fighters=("dogu", "biwa"), gauge=[1, 0], pos=[1, 5])
    state, events = play(state, 0, HIT, "tenka:f")
    assert state.pos == (2, 5) and state.gauge[0] == 1  # 1 paid, 1 back from the Super card
    assert find(events, "super_spent")[0].data["reason"] == "tenka"


def test_dogu_tenka_is_never_doubled_one_super_per_card():
    """Rulebook: one Super point per card. Tenka spends it, so the Move it makes stays single."""
    state = duel((HIT, SUPER), fighters=("dogu", "biwa"), gauge=[3, 0], pos=[1, 5])
    legal = GAME.legal_actions(state, 0)
    tenka = [a for a in legal if isinstance(a, Play) and a.option.startswith("tenka")]
    assert tenka and not [a for a in tenka if a.double]
    assert Play(HIT, True, "hit") not in legal  # out of reach: nothing doubled but the Super card
    refused = GAME.explain(state, 0, Play(HIT, True, "tenka:f,f"))
    assert "one Super per card" in refused


def test_life_diamonds_give_super_when_reached_or_passed():
    state = duel((HIT, SUPER), fighters=("same", "kujira"), gauge=[0, 0], life=[18, 16])
    state, events = play(state, 0, HIT, "hit")
    assert state.life[1] == 15
    assert find(events, "super_gained")[0].data == {"seat": 1, "amount": 1, "total": 1, "reason": "diamond"}


def test_a_big_loss_collects_every_diamond_on_the_way():
    from game.sushido.combat import damage
    from game.sushido.state import Work
    w = Work(scenario(("same", "kujira"), gauge=[0, 0], life=[18, 16]))
    damage(w, 1, 8, "test", 0)  # 16 -> 8 passes the diamonds 15, 12 and 9
    assert w.life[1] == 8 and w.gauge[1] == 3


def test_block_and_super_work_the_same_at_range():
    chain = (card("hit", "P"),)
    state = duel((BLOCK, SUPER), chains=[[], list(chain)], pos=[0, 7])
    state, _ = play(state, 0, BLOCK, "discard:1.0")
    assert state.chains[1] == () and state.gauge[0] == 1  # the Super card followed by itself


def test_a_revealed_block_is_not_spent_on_a_hit_that_cannot_reach():
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1), pos=[2, 5])
    state, events = play(state, 0, HIT, "hit")
    assert find(events, "miss") and not find(events, "block")
    assert decision(state) == ("play", 1, "action")
    assert BLOCK + 1 in state.revealed[1]


def test_one_block_cancels_a_whole_doubled_hit():
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1), gauge=[1, 0])
    state, events = play(state, 0, HIT, "hit", double=True)
    assert decision(state) == ("parry", 1, "doubled") and state.gauge[0] == 0  # the Super is paid
    state, events = act(state, 1, Parry(True))
    assert len(find(events, "block")) == 1 and state.life[1] == 15 and state.gauge[0] == 1
    assert state.revealed[1] == ()


def test_a_doubled_hit_taken_deals_its_two_and_blood_scent_counts_when_it_lands():
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1), gauge=[1, 0])
    state, _ = play(state, 0, HIT, "hit", double=True)
    state, events = act(state, 1, Parry(False))
    assert find(events, "hit")[0].data == {"seat": 0, "card": HIT, "amount": 2, "doubled": True}
    assert state.life[1] == 13 and BLOCK + 1 in state.revealed[1]
    state = duel((HIT, SUPER), (BLOCK + 1, SUPER + 1), fighters=("same", "biwa"), life=[18, 6])
    state, _ = play(state, 0, HIT, "hit")
    state, _ = act(state, 1, Parry(False))
    assert state.life[1] == 4


def test_laid_hits_are_not_parried_by_a_revealed_block():
    trap = card("hit", "P", 4)
    state = duel((MOVE, SUPER), (BLOCK + 1, SUPER + 1), pos=[3, 4], arena={"5": [trap]})
    state, events = play(state, 0, MOVE, "move:f")  # Tako shoves Biwa onto the laid Hit
    assert find(events, "arena_trap")[0].data["seat"] == 1 and not find(events, "block")
    assert state.life[1] == 13 and BLOCK + 1 in state.revealed[1]
