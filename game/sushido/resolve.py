"""What cards, combos and Super Combos do once they resolve: hits and parries, moves, guards,
chain discards, Super, and the data-driven techniques of the fighters."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import event
from game.sushido.actions import Parry, Place, Play, SuperCombo, Target
from game.sushido.combat import (
    approach,
    damage,
    do_unit,
    fighter,
    gain_super,
    in_contact,
    land_on_arena_hits,
    lose_super,
    push,
)
from game.sushido.data import Technique, rules
from game.sushido.state import Pending, Work

CARDS = rules().cards


def resonance(w: Work, seat: int) -> None:
    if fighter(w, seat).passive == "resonance" and f"resonance{seat}" not in w.used:
        w.used.add(f"resonance{seat}")
        gain_super(w, seat, 1, "resonance")


def technique(w: Work, seat: int, tech: Technique) -> None:
    """A combo or Super Combo that landed: unblockable, resolved from its data."""
    rival = 1 - seat
    if tech.special == "tamaya":
        laid = [c for square in w.arena for c in square]
        w.events.append(event("tamaya", seat=seat, cards=tuple(laid)))
        w.arena = [[] for _ in w.arena]
        w.discard += laid
        damage(w, rival, 2 * len(laid), tech.key, seat)
    elif tech.special == "defusing":
        if any(w.arena):  # Dogu may throw away the laid Hits he picks, then both fighters go back
            w.pending = Pending("target", seat, (), "defuse")
        else:
            finish_defusing(w, seat, ())
    if tech.approach:
        approach(w, seat, tech.key)
    damage(w, rival, tech.damage, tech.key, seat)
    if tech.push:
        push(w, seat, tech.push, False, tech.key)
    if tech.gain_super:
        gain_super(w, seat, tech.gain_super, tech.key)
    if tech.drain_super:
        lose_super(w, rival, tech.drain_super, tech.key)
    if tech.discard_rival_chain == "all" and w.chains[rival]:
        w.events.append(event("chain_discard", seat=seat, owner=rival, cards=tuple(w.chains[rival])))
        w.discard += w.chains[rival]
        w.chains[rival] = []
    elif tech.discard_rival_chain == "choose" and w.chains[rival]:
        if len(w.chains[rival]) == 1:
            discard_chain_cards(w, seat, [(rival, 0)])
        else:
            w.pending = Pending("target", seat)
    if tech.special == "arena_prep":
        hits = [c for c in w.hands[seat] if CARDS[c].kind == "hit"]
        if hits:
            w.pending = Pending("place", seat)
        else:
            w.events.append(event("arena_prep_empty", seat=seat))


def discard_chain_cards(w: Work, seat: int, targets: list[tuple[int, int]]) -> None:
    """Throw away chain cards picked by (owner, position), shown face up on the way."""
    for owner, index in sorted(targets, reverse=True):
        card = w.chains[owner].pop(index)
        w.discard.append(card)
        w.events.append(event("chain_discard", seat=seat, owner=owner, cards=(card,), index=index))


def hit_amount(fighters: Sequence[str], life: Sequence[int], seat: int, doubled: bool) -> int:
    """The damage ``seat``'s Hit card deals if it lands now: Blood scent reads the rival's life."""
    scent = rules().fighters[fighters[seat]].passive == "blood_scent" and life[1 - seat] <= 6
    return (2 if scent else 1) * (2 if doubled else 1)


def revealed_block(revealed: Sequence[int]) -> int | None:
    """The first revealed, not yet played Block among ``revealed`` (the one a parry spends)."""
    for card in revealed:
        if CARDS[card].kind == "block":
            return card
    return None


def strike(w: Work, seat: int, card: int, doubled: bool, parryable: bool) -> None:
    """A Hit card played: out of contact it misses; a guard charge of the rival stops it at once;
    a revealed Block of the rival lets its owner choose to parry (the duel asks, "parry")."""
    rival = 1 - seat
    if not in_contact(w.pos):
        w.events.append(event("miss", seat=seat, card=card))
        return
    if parryable:
        if w.guards[rival] > 0:
            w.guards[rival] -= 1
            w.events.append(event("block", seat=rival, card=-1, against=card, guard=True))
            resonance(w, rival)
            return
        if revealed_block(w.revealed[rival]) is not None:
            w.pending = Pending("parry", rival, (card,), "doubled" if doubled else "")
            return
    land_hit(w, seat, card, doubled)


def land_hit(w: Work, seat: int, card: int, doubled: bool) -> None:
    amount = hit_amount(w.fighters, w.life, seat, doubled)
    w.events.append(event("hit", seat=seat, card=card, amount=amount, doubled=doubled))
    damage(w, 1 - seat, amount, "hit", seat)


def apply_parry(w: Work, seat: int, action: Parry) -> None:
    """The Block's owner answered: one Block cancels the whole Hit card, doubled or not; taking
    the Hit keeps the Block revealed for its owner to play later."""
    assert w.pending is not None
    hit, doubled = w.pending.cards[0], w.pending.context == "doubled"
    block = revealed_block(w.revealed[seat])
    assert block is not None
    if action.use:
        w.revealed[seat].remove(block)
        w.discard.append(block)
        w.events.append(event("block", seat=seat, card=block, against=hit, guard=False))
        resonance(w, seat)
        return
    w.events.append(event("parry_declined", seat=seat, card=block, against=hit))
    land_hit(w, 1 - seat, hit, doubled)


def apply_play(w: Work, seat: int, action: Play) -> None:
    assert w.pending is not None
    context = w.pending.context
    kind = CARDS[action.card].kind
    if context == "action":
        w.revealed[seat].remove(action.card)
        w.discard.append(action.card)
    mode, _, detail = action.option.partition(":")
    w.events.append(event("play", seat=seat, card=action.card, card_type=kind, double=action.double,
                          option=action.option, context=context))
    if mode == "tenka":
        lose_super(w, seat, 1, "tenka")
    if action.double:
        lose_super(w, seat, 1, "double")
    if mode == "hit":
        strike(w, seat, action.card, action.double, context == "action")
    elif mode in ("move", "tenka"):
        if detail != "-":
            for unit in detail.split(","):
                do_unit(w, seat, unit, action.double, "move")
    elif mode == "guard":
        w.guards[seat] += 2 if action.double else 1
        w.events.append(event("guard", seat=seat, card=action.card, charges=w.guards[seat]))
    elif mode == "discard":
        targets = []
        for part in detail.split("+"):
            owner, _, index = part.partition(".")
            targets.append((int(owner), int(index)))
        discard_chain_cards(w, seat, targets)
    elif mode == "super":
        gain_super(w, seat, 2 if action.double else 1, "card")
    if context == "action":
        w.queue.insert(0, ("action", seat, 0))


def waits_for_rescue(seat: int) -> str:
    """The once-per-turn marker of a seat that lets every window pass until the turn's end."""
    return f"waits{seat}"


def super_combo_ready(w: Work, seat: int) -> bool:
    combo = fighter(w, seat).super_combo
    return w.gauge[seat] >= rules().super_max and (combo.ranged or in_contact(w.pos))


def apply_super_combo(w: Work, seat: int, action: SuperCombo) -> None:
    if not action.use:
        w.declined.add(seat)
        if action.until_rescue:
            w.used.add(waits_for_rescue(seat))
            # an intention, not a move: only its owner's log tells it
            w.events.append(event("super_combo_waits", audience=(seat,), seat=seat))
        return
    combo = fighter(w, seat).super_combo
    lose_super(w, seat, w.gauge[seat], "super_combo")
    w.events.append(event("super_combo", seat=seat, combo=combo.key, name_en=combo.name_en,
                          name_fr=combo.name_fr))
    technique(w, seat, combo)


def apply_place(w: Work, seat: int, action: Place) -> None:
    if action.card < 0:
        w.events.append(event("arena_prep_skipped", seat=seat))
        return
    w.hands[seat].remove(action.card)
    w.arena[action.square].append(action.card)
    w.events.append(event("arena_hit_laid", seat=seat, card=action.card, square=action.square,
                          count=len(w.arena[action.square])))


def finish_defusing(w: Work, seat: int, discarded: tuple[int, ...]) -> None:
    """Defusing's end: both fighters back on the VS squares, where any Hits kept lying go off."""
    start = tuple(w.pos)
    w.pos = list(rules().vs_squares)
    w.events.append(event("defusing", seat=seat, cards=discarded, start=start, end=tuple(w.pos)))
    for who in (w.p1, 1 - w.p1):
        land_on_arena_hits(w, who)


def apply_target(w: Work, seat: int, action: Target) -> None:
    """A position picked: a rival chain card (Ink jet), an extra card of one's own guard, or the
    arena square to clear one laid Hit from (Defusing; -1 keeps the rest)."""
    assert w.pending is not None
    context = w.pending.context
    if context == "excess":
        card = w.kata[seat].pop(action.index)
        w.discard.append(card)
        w.events.append(event("wasted", seat=seat, cards=(card,)))
    elif context == "defuse":
        discarded = w.pending.cards
        if action.index >= 0:
            card = w.arena[action.index].pop()
            w.discard.append(card)
            discarded += (card,)
        if action.index >= 0 and any(w.arena):
            w.pending = Pending("target", seat, discarded, "defuse")
        else:
            finish_defusing(w, seat, discarded)
    else:
        discard_chain_cards(w, seat, [(1 - seat, action.index)])
