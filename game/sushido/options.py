"""Every decision open to a seat, in a fixed order (the legal actions)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Protocol

from game.core import Action
from game.sushido.actions import Announce, Choose, Parry, Place, Play, SuperCombo, Target
from game.sushido.combat import in_arena, in_contact, unit_is_valid
from game.sushido.data import rules
from game.sushido.state import Pending, Pick

CARDS = rules().cards


class Board(Protocol):
    """What the options need to read; both the frozen state and the working copy offer it."""

    @property
    def fighters(self) -> tuple[str, str]: ...
    @property
    def p1(self) -> int: ...
    @property
    def gauge(self) -> Sequence[int]: ...
    @property
    def pos(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...
    @property
    def chains(self) -> Sequence[Sequence[int]]: ...
    @property
    def kata(self) -> Sequence[Sequence[int]]: ...
    @property
    def arena(self) -> Sequence[Sequence[int]]: ...
    @property
    def revealed(self) -> Sequence[Sequence[int]]: ...
    @property
    def guards(self) -> Sequence[int]: ...
    @property
    def announced(self) -> Sequence[str]: ...
    @property
    def picks(self) -> Sequence[Pick | None]: ...
    @property
    def pending(self) -> Pending | None: ...
    @property
    def over(self) -> bool: ...


def seats_to_act(b: Board) -> tuple[int, ...]:
    pending = b.pending
    if b.over or pending is None:
        return ()
    if pending.kind == "choose":
        return tuple(s for s in (0, 1) if b.picks[s] is None)
    return (pending.seat,)


def choose_options(hand: Sequence[int]) -> list[Action]:
    """Every Hajime choice, each once, in its canonical form (see ``canonical_choose``)."""
    found: list[Action] = []
    if len(hand) >= 2:
        for a, b in combinations(hand, 2):
            found.append(Choose((a, b), (a, b)))
        for a in hand:
            for b in hand:
                if a != b:
                    found.append(Choose((a, b), (a,)))
        for a in hand:
            for b in hand:
                if a != b:
                    found.append(Choose((a, b), ()))
    elif hand:
        found = [Choose((hand[0],), (hand[0],)), Choose((hand[0],), ())]
    else:
        found = [Choose((), ())]
    return found


def canonical_choose(hand: Sequence[int], cards: Sequence[int], reveal: Sequence[int]) -> Choose:
    """The listed form of a Hajime choice however its cards were laid down.

    Only the hidden cards' order counts (they join the chain in that order); revealed cards are
    played later in an order their owner picks then. So two revealed cards follow the hand's
    order, and a lone revealed card comes before the hidden one.
    """
    shown = [c for c in cards if c in reveal]
    hidden = tuple(c for c in cards if c not in reveal)
    if not hidden:
        shown.sort(key=lambda c: hand.index(c) if c in hand else len(hand))
    return Choose(tuple(shown) + hidden, tuple(shown))


def announce_options(b: Board, seat: int, stage: str) -> list[Action]:
    calls = ["pass"]
    has_chain = bool(b.chains[seat])
    rival_attacks = b.announced[1 - seat] in ("combo", "kata")
    if stage in ("first", "second") and has_chain:
        calls += ["combo", "kata"]
    if stage in ("second", "react") and has_chain and rival_attacks:
        calls.append("guard")
    return [Announce(c) for c in calls]


def move_units(b: Board, seat: int) -> list[str]:
    glide = rules().fighters[b.fighters[seat]].passive == "glide"
    units = ("f", "b", "ff", "bb") if glide else ("f", "b")
    pos = (b.pos[0], b.pos[1])
    return [u for u in units if unit_is_valid(pos, seat, u, len(u) == 2) is not None]


def double_units(b: Board, seat: int) -> list[str]:
    glide = rules().fighters[b.fighters[seat]].passive == "glide"
    units = ("f", "b", "ff", "bb") if glide else ("f", "b")
    pos = (b.pos[0], b.pos[1])
    found: list[str] = []
    for first in units:
        mid = unit_is_valid(pos, seat, first, len(first) == 2)
        if mid is None:
            continue
        for second in units:
            if unit_is_valid(mid, seat, second, len(second) == 2) is not None:
                found.append(f"{first},{second}")
    return found


def guard_room(b: Board, seat: int) -> int:
    """How many more guard charges of ``seat`` a rival Hit can still meet this turn.

    A charge stops only a Hit card played from the revealed cards (a Kata's Hits and laid Hits
    ignore it) and ends with the turn, so only the rival's revealed Hits not yet played count,
    less the charges already standing. Player 1 plays all its revealed cards before Player 2,
    so Player 2 never has any. A Dogu rival may still turn a Hit into a Move with Tenka, but
    until it is played it may come as a Hit; Tenka never turns another card into a Hit.
    """
    hits = sum(1 for c in b.revealed[1 - seat] if c >= 0 and CARDS[c].kind == "hit")
    return max(0, hits - b.guards[seat])


def play_options(b: Board, seat: int, card: int, context: str) -> list[Action]:
    kind = CARDS[card].kind
    gauge = b.gauge[seat]
    found: list[Action] = []
    if kind == "hit":
        found.append(Play(card, False, "hit"))
        # A rival guard charge cancels the next Hit card whole, so doubling that one is wasted.
        guarded = context == "action" and b.guards[1 - seat] > 0
        if gauge >= 1 and in_contact(b.pos) and not guarded:
            found.append(Play(card, True, "hit"))
    elif kind == "move":
        units = move_units(b, seat)
        found += [Play(card, False, "move:" + u) for u in units] or [Play(card, False, "move:-")]
        if gauge >= 1:
            found += [Play(card, True, "move:" + u) for u in double_units(b, seat)]
    elif kind == "block":
        rival = 1 - seat
        owners = (seat, rival) if context == "action" else (rival,)
        targets = [f"{s}.{i}" for s in owners for i in range(len(b.chains[s]))]
        # A guard only where a rival Hit can still meet it, doubled only where two can;
        # otherwise a Block kept back is the plain "no effect" play.
        room = guard_room(b, seat) if context == "action" else 0
        if room >= 1:
            found.append(Play(card, False, "guard"))
        elif context == "action" or not targets:
            found.append(Play(card, False, "none"))
        found += [Play(card, False, "discard:" + t) for t in targets]
        if gauge >= 1:
            if room >= 2:
                found.append(Play(card, True, "guard"))
            found += [Play(card, True, f"discard:{x}+{y}") for x, y in combinations(targets, 2)]
    else:
        found.append(Play(card, False, "super"))
    fighter = rules().fighters[b.fighters[seat]]
    if fighter.passive == "tenka" and kind != "move" and gauge >= 1 and in_arena(b.pos[seat]):
        # One Super per card (rulebook): the Tenka's point is that card's, so it is never doubled.
        found += [Play(card, False, "tenka:" + u) for u in move_units(b, seat)]
    return found


def place_options(b: Board, seat: int) -> list[Action]:
    hits = [c for c in b.hands[seat] if CARDS[c].kind == "hit"]
    squares = [sq for sq in range(rules().squares) if sq not in (b.pos[0], b.pos[1])]
    found: list[Action] = [Place(-1, -1)]
    return found + [Place(c, sq) for c in hits for sq in squares]


def target_options(b: Board, seat: int, context: str) -> list[Target]:
    """Ink jet: a rival chain position. "excess": a card of one's own guard to throw away.
    "defuse": an arena square to clear one laid Hit from, or -1 to keep the rest."""
    if context == "excess":
        return [Target(i) for i in range(len(b.kata[seat]))]
    if context == "defuse":
        return [Target(sq) for sq in range(len(b.arena)) if b.arena[sq]] + [Target(-1)]
    return [Target(i) for i in range(len(b.chains[1 - seat]))]


def legal_for(b: Board, seat: int) -> tuple[Action, ...]:
    pending = b.pending
    if pending is None or seat not in seats_to_act(b):
        return ()
    kind = pending.kind
    if kind == "choose":
        return tuple(choose_options(b.hands[seat]))
    if kind == "announce":
        return tuple(announce_options(b, seat, pending.context))
    if kind == "play":
        found: list[Action] = []
        for card in pending.cards:
            found += play_options(b, seat, card, pending.context)
        return tuple(found)
    if kind == "super_combo":
        if pending.context == "rescue":  # the turn's last window: nothing later to wait for
            return (SuperCombo(True), SuperCombo(False))
        return (SuperCombo(True), SuperCombo(False), SuperCombo(False, until_rescue=True))
    if kind == "parry":  # a rival Hit about to land and a revealed Block: spend it, or take the Hit
        return (Parry(True), Parry(False))
    if kind == "place":
        return tuple(place_options(b, seat))
    if kind == "target":
        return tuple(target_options(b, seat, pending.context))
    raise ValueError(f"unknown decision {kind!r}")
