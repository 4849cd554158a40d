"""What happens to the fighters: steps and pushes on the arena, damage, the Super gauge."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import event
from game.sushido.data import Fighter, rules
from game.sushido.state import Work

SQUARES = rules().squares


def fighter(w: Work, seat: int) -> Fighter:
    return rules().fighters[w.fighters[seat]]


def forward(seat: int) -> int:
    """The direction towards the rival: seat 0 starts on the left."""
    return 1 if seat == 0 else -1


def in_arena(square: int) -> bool:
    return 0 <= square < SQUARES


def in_contact(pos: Sequence[int]) -> bool:
    return in_arena(pos[0]) and in_arena(pos[1]) and abs(pos[0] - pos[1]) == 1


def gain_super(w: Work, seat: int, amount: int, reason: str) -> None:
    top = rules().super_max
    gained = min(amount, top - w.gauge[seat])
    if gained > 0:
        w.gauge[seat] += gained
        w.events.append(event("super_gained", seat=seat, amount=gained, total=w.gauge[seat], reason=reason))


def lose_super(w: Work, seat: int, amount: int, reason: str) -> None:
    lost = min(amount, w.gauge[seat])
    if lost > 0:
        w.gauge[seat] -= lost
        w.events.append(event("super_spent", seat=seat, amount=lost, total=w.gauge[seat], reason=reason))


def damage(w: Work, target: int, amount: int, source: str, by: int) -> None:
    """Life falls by ``amount``; every diamond the life marker reaches on the way gives 1 Super."""
    if amount <= 0 or w.life[target] <= 0:
        return
    before = w.life[target]
    after = max(0, before - amount)
    w.life[target] = after
    w.events.append(event("damage", seat=target, by=by, amount=before - after, life=after, source=source))
    for mark in range(before - 1, after - 1, -1):
        if mark in rules().diamonds:
            gain_super(w, target, 1, "diamond")
    if after == 0:
        w.events.append(event("ko", seat=target, by=by, fighter=w.fighters[target]))


def step(w: Work, seat: int, delta: int, cause: str) -> None:
    """Move a fighter one square; leaving the arena is a Ring Out, landing on laid Hits hurts."""
    start = w.pos[seat]
    if not in_arena(start):
        return
    w.pos[seat] = start + delta
    w.events.append(event("move", seat=seat, start=start, end=start + delta, cause=cause))
    if not in_arena(start + delta):
        w.events.append(event("ring_out", seat=seat, fighter=w.fighters[seat], square=start + delta))
        return
    land_on_arena_hits(w, seat)


def land_on_arena_hits(w: Work, seat: int) -> None:
    """A fighter who lands on a square where Dogu laid Hits takes 2 damage per card."""
    square = w.pos[seat]
    trap = w.arena[square] if in_arena(square) else []
    if trap:
        w.events.append(event("arena_trap", seat=seat, square=square, cards=tuple(trap)))
        damage(w, seat, 2 * len(trap), "arena", 1 - seat)


def push(w: Work, pusher: int, squares: int, follow: bool, cause: str) -> None:
    """The rival slides back ``squares`` times; with ``follow`` the pusher keeps contact."""
    rival = 1 - pusher
    for _ in range(squares):
        if not in_arena(w.pos[rival]):
            return
        w.events.append(event("push", seat=pusher, target=rival, cause=cause))
        step(w, rival, forward(pusher), cause)
        if follow:
            step(w, pusher, forward(pusher), cause)


def approach(w: Work, seat: int, cause: str) -> None:
    """Jump straight next to the rival, on one's own side (a combo's rush)."""
    rival = 1 - seat
    if not in_arena(w.pos[seat]) or not in_arena(w.pos[rival]) or in_contact(w.pos):
        return
    start = w.pos[seat]
    end = w.pos[rival] - forward(seat)
    w.pos[seat] = end
    w.events.append(event("move", seat=seat, start=start, end=end, cause=cause))
    land_on_arena_hits(w, seat)


def unit_is_valid(pos: tuple[int, int], seat: int, unit: str, glide_only: bool) -> tuple[int, int] | None:
    """Positions after one Move unit ("f", "b", "ff", "bb"), or None when the unit is not allowed.

    A fighter never walks out of the arena on purpose, a step forward into contact is a push,
    and the two-square glide must not push anyone.
    """
    me, other = pos[seat], pos[1 - seat]
    if not in_arena(me):
        return None
    ahead = forward(seat)
    for char in unit:
        contact = in_arena(other) and abs(me - other) == 1
        if char == "f":
            if contact:
                if glide_only:
                    return None
                other += ahead
                me += ahead
            else:
                if not in_arena(me + ahead):
                    return None
                me += ahead
        else:
            if not in_arena(me - ahead):
                return None
            me -= ahead
    result = [0, 0]
    result[seat], result[1 - seat] = me, other
    return (result[0], result[1])


def do_unit(w: Work, seat: int, unit: str, doubled: bool, cause: str) -> None:
    """Carry out one Move unit. Kujira's Mass: a lone undoubled Move cannot shove him."""
    rival = 1 - seat
    for char in unit:
        if char == "f":
            if in_contact(w.pos):
                if fighter(w, rival).passive == "mass" and not doubled:
                    w.events.append(event("push_resisted", seat=seat, target=rival, passive="mass"))
                    continue
                push(w, seat, 1, True, cause)
            else:
                step(w, seat, forward(seat), cause)
        else:
            step(w, seat, -forward(seat), cause)
