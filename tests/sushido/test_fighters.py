"""Every fighter's combos (success, extra or missing symbol, reach), passives and Super Combo."""

from __future__ import annotations

from collections import Counter

import pytest

from game.sushido import GAME
from game.sushido.actions import Parry, Place, SuperCombo, Target
from game.sushido.data import FIGHTER_ORDER, rules

from .helpers import act, announce, both_choose, card, decision, find, reveal_all, scenario

SUPERS = (card("super", "W", 0), card("super", "W", 1))
SUPERS2 = (card("super", "F", 0), card("super", "F", 1))
ALL_COMBOS = [(f, c.key) for f in FIGHTER_ORDER for c in rules().fighters[f].combos]


def chain_for(letters) -> list[int]:
    used: Counter[str] = Counter()
    cards = []
    for letter in letters:
        cards.append(card("block", letter, used[letter]))
        used[letter] += 1
    return cards


def combo_turn(fighter: str, chain: list[int], pos=(3, 4), gauge=(1, 1), rival="biwa", rival_chain=(),
               hand_extra=(), arena=None):
    fields = {"arena": arena} if arena else {}
    state = scenario((fighter, rival), p1=0, pos=list(pos), gauge=list(gauge),
                     hands=[list(SUPERS) + list(hand_extra), list(SUPERS2)], chains=[chain, list(rival_chain)],
                     **fields)
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    return announce(state, 0, "combo")


def after_passes(state, events):
    """Finish the turn quietly: pass announcements, play Super cards as Supers."""
    start = (state.round, state.turn)
    while state.pending is not None and state.pending.kind != "choose" and (state.round, state.turn) == start:
        seat = state.pending.seat
        legal = GAME.legal_actions(state, seat)
        quiet = [a for a in legal if getattr(a, "call", "") == "pass" or getattr(a, "option", "") == "super"]
        state, more = act(state, seat, (quiet or list(legal))[0])
        events = events + more
    return state, events


def after_passes_until_decision(state, events):
    """The rival passes its announcement; the combo then resolves up to its own decision."""
    if state.pending is not None and state.pending.kind == "announce":
        state, more = announce(state, state.pending.seat, "pass")
        events = events + more
    return state, events


@pytest.mark.parametrize(("fighter", "key"), ALL_COMBOS)
def test_each_combo_lands_unblockably_with_its_effects(fighter, key):
    combo = next(c for c in rules().fighters[fighter].combos if c.key == key)
    start_pos = (1, 5) if combo.approach else (3, 4)
    hit = card("hit", "P", 4)
    arena = {"6": [card("hit", "P", 3)]} if combo.special == "tamaya" else None
    rival_chain = (card("move", "P", 2),) if combo.discard_rival_chain else ()
    state, events = combo_turn(fighter, chain_for(combo.symbols), pos=start_pos, hand_extra=(hit,),
                               rival_chain=rival_chain, arena=arena)
    state, events = after_passes_until_decision(state, events)
    assert find(events, "combo")[0].data["combo"] == key
    if combo.special == "arena_prep":
        assert decision(state) == ("place", 0, "")
        state, more = act(state, 0, Place(hit, 6))
        events += more
        assert state.arena[6] == (hit,)
    state, events = after_passes(state, events)
    expected_damage = combo.damage + (2 if combo.special == "tamaya" else 0)
    assert state.life[1] == 15 - expected_damage
    assert state.gauge[0] == min(5, 1 + combo.gain_super + 2)
    assert state.gauge[1] == min(5, 1 - combo.drain_super + 2 + (1 if expected_damage >= 3 else 0))
    if combo.approach:
        assert state.pos[0] == 4 and state.pos[1] == 5 + combo.push
    else:
        assert state.pos == (3, 4 + combo.push)
    if combo.discard_rival_chain:
        assert state.chains[1] == () and rival_chain[0] in state.discard
    if combo.special == "tamaya":
        assert all(not sq for sq in state.arena)


@pytest.mark.parametrize("fighter", FIGHTER_ORDER)
def test_an_extra_symbol_turns_the_combo_into_a_kata(fighter):
    combos = rules().fighters[fighter].combos
    two = next(c for c in combos if len(c.symbols) == 2)
    extra = next(x for x in "WFSP" if rules().fighters[fighter].combo_for(two.symbols + (x,)) is None)
    state, events = combo_turn(fighter, chain_for(two.symbols + (extra,)))
    failed = find(events, "combo_failed")[0]
    assert failed.data["reason"] == "symbols"
    assert find(events, "kata")  # played as a Kata: three Blocks with nothing to discard
    assert state.life[1] == 15


@pytest.mark.parametrize("fighter", FIGHTER_ORDER)
def test_a_missing_symbol_turns_the_combo_into_a_kata(fighter):
    four = next(c for c in rules().fighters[fighter].combos if len(c.symbols) == 4)
    short = four.symbols[:-1]
    assert rules().fighters[fighter].combo_for(short) is None or short != four.symbols
    if rules().fighters[fighter].combo_for(short) is not None:
        short = four.symbols[1:]
    assert rules().fighters[fighter].combo_for(short) is None
    state, events = combo_turn(fighter, chain_for(short))
    assert find(events, "combo_failed")[0].data["reason"] == "symbols"
    assert find(events, "kata")


@pytest.mark.parametrize(("fighter", "key"), [fk for fk in ALL_COMBOS if not next(
    c for c in rules().fighters[fk[0]].combos if c.key == fk[1]).ranged])
def test_contact_combos_fail_at_range(fighter, key):
    combo = next(c for c in rules().fighters[fighter].combos if c.key == key)
    state, events = combo_turn(fighter, chain_for(combo.symbols), pos=(2, 5))
    assert find(events, "combo_failed")[0].data["reason"] == "reach"
    state, events = after_passes(state, events)
    assert state.life[1] == 15


def test_arena_hits_hurt_whoever_steps_there_dogu_included():
    trap = card("hit", "S", 4)
    move = card("move", "W")
    state = scenario(("dogu", "biwa"), p1=0, pos=[1, 5], gauge=[0, 0], arena={"2": [trap]},
                     hands=[[move, SUPERS[0]], list(SUPERS2)])
    state, _ = both_choose(state, reveal_all((move, SUPERS[0])), reveal_all(SUPERS2))
    state, events = act(state, 0, next(a for a in GAME.legal_actions(state, 0)
                                       if getattr(a, "option", "") == "move:f"))
    assert find(events, "arena_trap")[0].data["seat"] == 0
    assert state.life[0] == 13
    assert state.arena[2] == (trap,)  # the laid Hit stays after going off


def test_ink_gives_tako_one_super_when_revealing_nothing():
    state = scenario(("tako", "biwa"), p1=0, gauge=[0, 0], hands=[list(SUPERS), list(SUPERS2)])
    state, events = both_choose(state, GAME.legal_actions(state, 0)[-1], reveal_all(SUPERS2))
    assert find(events, "super_gained")[0].data == {"seat": 0, "amount": 1, "total": 1, "reason": "ink"}


def test_resonance_only_once_per_turn():
    hits = (card("hit", "F"), card("hit", "S"))
    blocks = (card("block", "W"), card("block", "P"))
    state = scenario(("same", "biwa"), p1=0, gauge=[0, 0], hands=[list(hits), list(blocks)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(blocks))
    state, events = act(state, 0, next(a for a in GAME.legal_actions(state, 0) if a.card == hits[0]))
    state, more = act(state, 1, Parry(True))  # Same's second Hit follows by itself: asked again
    events += more
    assert decision(state) == ("parry", 1, "")
    state, more = act(state, 1, Parry(True))
    events += more
    assert len(find(events, "block")) == 2
    assert [e.data["reason"] for e in find(events, "super_gained")] == ["resonance"]
    assert state.gauge[1] == 1


SUPER_COMBOS = {
    "dogu": dict(pos=(1, 2), after_pos=(3, 4)),
    "biwa": dict(pos=(1, 5), after_pos=(1, 5)),
    "manta": dict(pos=(1, 4), after_pos=(1, 6)),
    "kujira": dict(pos=(3, 4), after_pos=(3, 4)),
    "same": dict(pos=(1, 5), after_pos=(1, 5)),
    "tako": dict(pos=(1, 5), after_pos=(1, 6)),
}


@pytest.mark.parametrize("fighter", FIGHTER_ORDER)
def test_each_super_combo_empties_the_gauge_and_strikes(fighter):
    expect = SUPER_COMBOS[fighter]
    laid = card("hit", "S", 4)
    rival_chain = (card("move", "P", 2), card("hit", "P", 1))
    hits = (card("hit", "W"), card("hit", "F"))
    state = scenario((fighter, "biwa"), p1=0, pos=list(expect["pos"]), gauge=[5, 0], arena={"7": [laid]},
                     hands=[list(hits), list(SUPERS2)], chains=[[], list(rival_chain)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(SUPERS2))
    state, _ = announce(state, 1, "pass")
    assert decision(state) == ("super_combo", 0, "")
    state, events = act(state, 0, SuperCombo(True))
    if fighter == "dogu":  # Defusing: he picks the laid Hits to throw away
        assert decision(state) == ("target", 0, "defuse")
        state, more = act(state, 0, Target(7))
        events += more
    assert find(events, "super_combo")[0].data["combo"] == rules().fighters[fighter].super_combo.key
    assert state.gauge[0] == 0
    assert state.life[1] == 15 - rules().fighters[fighter].super_combo.damage
    assert state.pos == expect["after_pos"]
    if fighter == "dogu":
        assert state.arena[7] == () and laid in state.discard
    if fighter == "same":
        assert state.chains[1] == ()


def test_song_of_the_deep_needs_contact():
    hits = (card("hit", "W"), card("hit", "F"))
    state = scenario(("kujira", "biwa"), p1=0, pos=[1, 5], gauge=[5, 0], hands=[list(hits), list(SUPERS2)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(SUPERS2))
    assert decision(state)[0] != "super_combo"


def test_super_combo_rescue_window_at_the_end_of_the_turn():
    """Dogu is pushed out, then uses Defusing in the last window: both back on the VS squares."""
    move = card("move", "F")
    state = scenario(("dogu", "same"), p1=1, pos=[0, 1], gauge=[4, 0],
                     hands=[[SUPERS[0], SUPERS[1]], [move, SUPERS2[0]]])
    state, _ = both_choose(state, Choose2(SUPERS), reveal_all((move, SUPERS2[0])))
    # Dogu revealed one Super (gauge 5 at his turn) after Same's shove.
    while decision(state)[0] != "super_combo":
        seat = decision(state)[1]
        state, _ = act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.pos[0] == -1  # Dogu is out of the arena
    state, events = act(state, 0, SuperCombo(True))
    assert state.pos == (3, 4) and state.round == 1 and not find(events, "round_won")


def Choose2(cards):  # noqa: N802 - reads like the action it builds
    from game.sushido.actions import Choose
    return Choose(cards, (cards[0],))


def test_a_seat_may_let_every_super_combo_window_pass_until_the_rescue():
    """Up to eight windows a turn: "until the rescue" silences a seat's windows until the last
    one, before the turn ends; the next turn asks again."""
    hits = (card("hit", "W"), card("hit", "F"))
    state = scenario(("biwa", "tako"), p1=1, pos=[1, 5], gauge=[5, 5], hands=[list(hits), list(SUPERS2)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(SUPERS2))
    assert decision(state) == ("super_combo", 1, "")
    assert SuperCombo(False, until_rescue=True) in GAME.legal_actions(state, 1)
    state, events = act(state, 1, SuperCombo(False, until_rescue=True))
    waits = find(events, "super_combo_waits")[0]
    assert waits.data["seat"] == 1 and waits.visible_to(1) and not waits.visible_to(0)  # the rival is not told
    assert "waits1" in GAME.view(state, 1).used and "waits1" not in GAME.view(state, 0).used
    assert decision(state) == ("super_combo", 0, "")
    state, _ = act(state, 0, SuperCombo(False))
    asked = []
    while decision(state) != ("super_combo", 1, "rescue"):
        kind, seat, _ = decision(state)
        asked.append((kind, seat))
        answer = SuperCombo(False) if kind == "super_combo" else GAME.legal_actions(state, seat)[0]
        state, _ = act(state, seat, answer)
    assert ("super_combo", 0) in asked and ("super_combo", 1) not in asked
    assert state.queue[0][0] == "end_turn"
    assert SuperCombo(False, until_rescue=True) not in GAME.legal_actions(state, 1)
    assert "no later one" in GAME.explain(state, 1, SuperCombo(False, until_rescue=True))
    state, _ = act(state, 1, SuperCombo(False))
    state, _ = act(state, 0, SuperCombo(False))
    assert decision(state)[0] == "choose" and state.turn == 2
    state, _ = both_choose(state, reveal_all(state.hands[0][:2]), reveal_all(state.hands[1][:2]))
    assert decision(state) == ("super_combo", 1, "")  # a new turn: asked again


def test_ink_jet_lets_tako_pick_the_rival_chain_card():
    chain = chain_for(("P", "S"))
    rival_chain = (card("move", "P", 2), card("hit", "P", 1))
    state, events = combo_turn("tako", chain, pos=(1, 5), rival_chain=rival_chain)
    state, events = announce(state, 1, "pass")
    assert decision(state) == ("target", 0, "")
    state, events = act(state, 0, Target(1))
    assert state.chains[1] == (rival_chain[0],) or state.chains[1] == ()
    assert rival_chain[1] in state.discard


def test_super_combo_window_asks_player_1_first_then_player_2():
    hits = (card("hit", "W"), card("hit", "F"))
    state = scenario(("biwa", "tako"), p1=1, pos=[1, 5], gauge=[5, 5], hands=[list(hits), list(SUPERS2)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(SUPERS2))
    assert decision(state) == ("super_combo", 1, "")  # seat 1 holds the Player 1 token
    state, _ = act(state, 1, SuperCombo(False))
    assert decision(state) == ("super_combo", 0, "")
    state, events = act(state, 0, SuperCombo(False))
    # Tako's first Super resolved; a new window opens before her next card, P1 first again.
    assert [e.data["card"] for e in find(events, "play")] == [SUPERS2[0]]
    assert decision(state) == ("super_combo", 1, "")


def test_defusing_lets_dogu_keep_laid_hits_and_they_go_off_under_the_returning_fighters():
    """Dogu may throw away the laid Hits he picks, one at a time, and keep the rest; a fighter set
    back on a VS square where Hits still lie takes 2 damage per card."""
    near, far = card("hit", "S", 4), card("hit", "S", 3)
    hits = (card("hit", "W"), card("hit", "F"))
    state = scenario(("dogu", "biwa"), p1=0, pos=[1, 2], gauge=[5, 0], arena={"4": [near], "6": [far]},
                     hands=[list(hits), list(SUPERS2)])
    state, _ = both_choose(state, reveal_all(hits), reveal_all(SUPERS2))
    assert decision(state) == ("super_combo", 0, "")
    state, events = act(state, 0, SuperCombo(True))
    assert decision(state) == ("target", 0, "defuse") and state.pos == (1, 2)
    assert GAME.legal_actions(state, 0) == (Target(4), Target(6), Target(-1))
    state, more = act(state, 0, Target(6))
    events += more
    assert far in state.discard and state.arena[6] == ()
    assert GAME.legal_actions(state, 0) == (Target(4), Target(-1))
    state, more = act(state, 0, Target(-1))
    events += more
    assert find(events, "defusing")[0].data["cards"] == (far,)
    assert state.pos == (3, 4) and state.arena[4] == (near,)
    assert find(events, "arena_trap")[0].data["seat"] == 1 and state.life[1] == 15 - 2


def test_a_fighter_rung_out_this_turn_still_takes_a_super_combo_from_afar():
    """Biwa's Kata shoves Tako out of the arena; her Requiem, a moment later, still reaches him."""
    from game.sushido.actions import Play

    move = card("move", "W")
    state = scenario(("biwa", "tako"), p1=0, pos=[6, 7], gauge=[5, 0], hands=[list(SUPERS), list(SUPERS2)],
                     chains=[[move], []])
    state, _ = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    state, _ = announce(state, 0, "kata")
    while decision(state)[0] == "super_combo":  # before the Kata, then before its card
        state, _ = act(state, 0, SuperCombo(False))
    state, _ = act(state, 0, Play(move, False, "move:f"))
    assert state.pos == (7, 8)
    assert decision(state) == ("super_combo", 0, "")  # before her first revealed card
    state, events = act(state, 0, SuperCombo(True))
    assert find(events, "super_combo")[0].data["combo"] == "requiem" and state.life[1] == 15 - 4
