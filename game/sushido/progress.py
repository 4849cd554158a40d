"""Where the turn stands, read from a state (a view will do) for those who show it: which Kata
is laid open and how far it has resolved."""

from __future__ import annotations

from game.sushido.state import SushidoState

KATA_STEPS = ("pair", "kcard")


def kata_attacker(state: SushidoState) -> int | None:
    """The seat whose Kata is laid open now (the guard's seat reads "guarded"), or None."""
    for seat in (state.p1, state.p2):
        if state.kata[seat] and state.announced[seat] != "guarded":
            return seat
    return None


def kata_position(state: SushidoState) -> int:
    """How many of the open Kata's positions are over: the attacker's card at this position, and
    the guard's card facing it, resolve now; the cards before it are spent."""
    attacker = kata_attacker(state)
    if attacker is None:
        return 0
    pending = state.pending
    if pending is not None and pending.kind == "play" and pending.context in ("kata", "pair"):
        for seat in (0, 1):
            if pending.cards and pending.cards[0] in state.kata[seat]:
                return state.kata[seat].index(pending.cards[0])
    for kind, _seat, arg in state.queue:
        if kind in KATA_STEPS:
            return arg
        if kind == "kata_end":
            break
    return len(state.kata[attacker])
