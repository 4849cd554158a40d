"""What a seat may see, and the states a bot may imagine from it.

Hands are open in 99 Ninja; what stays hidden is the order of the decks (the Ninja deck, and in
solo the Auto deck and all Score cards but the top one) and, until both are in, the rival's
secret token assignment.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.core.rng import Rng
from game.ninja99.state import NinjaState

HIDDEN_CHOICE = "*"  # a rival's assignment that is given but not yet revealed


@dataclass(frozen=True, slots=True)
class NinjaView:
    """``state`` is the real state with the hidden parts put in a fixed, meaningless order."""

    seat: int | None
    state: NinjaState

    @property
    def deck_count(self) -> int:
        return len(self.state.deck)


def mask(state: NinjaState, seat: int | None) -> NinjaState:
    reckoning = state.reckoning
    if state.phase == "reckon":
        reckoning = (
            _hide(reckoning[0], seat == 0),
            _hide(reckoning[1], seat == 1),
        )
    return replace(
        state,
        deck=tuple(sorted(state.deck)),
        auto_deck=tuple(sorted(state.auto_deck)),
        score_deck=state.score_deck[:1] + tuple(sorted(state.score_deck[1:])),
        reckoning=reckoning,
        rng=Rng(0),
    )


def _hide(assignment: str | None, own: bool) -> str | None:
    if assignment is None or own:
        return assignment
    return HIDDEN_CHOICE


def view(state: NinjaState, seat: int | None) -> NinjaView:
    return NinjaView(seat, mask(state, seat))


def determinize(seen: NinjaView, gen: random.Random) -> NinjaState:
    """A full state consistent with the view: hidden orders shuffled, a fresh seed."""
    state = seen.state
    deck = list(state.deck)
    gen.shuffle(deck)
    auto = list(state.auto_deck)
    gen.shuffle(auto)
    rest = list(state.score_deck[1:])
    gen.shuffle(rest)
    return replace(state, deck=tuple(deck), auto_deck=tuple(auto),
                   score_deck=state.score_deck[:1] + tuple(rest), rng=Rng(gen.getrandbits(63)))
