"""What a seat may see, and the states a bot may imagine from it.

Hands are open in 99 Ninja; what stays hidden is the order of the decks (the Ninja deck, and in
solo the Auto and Score decks below their top cards) and, until both are in, the rival's secret
token assignment. Both solo decks lie Blacklist side up, and each Blacklist side names its card:
the top card of each is public, as on a real table (see docs/rulings.md, Solo).
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
        auto_deck=_top_shown(state.auto_deck),
        score_deck=_top_shown(state.score_deck),
        reckoning=reckoning,
        rng=Rng(0),
    )


def _top_shown(deck: tuple[str, ...]) -> tuple[str, ...]:
    """A solo deck as the player sees it: the top card's back, the rest in no order."""
    return deck[:1] + tuple(sorted(deck[1:]))


def _shuffled_below_top(deck: tuple[str, ...], gen: random.Random) -> tuple[str, ...]:
    rest = list(deck[1:])
    gen.shuffle(rest)
    return deck[:1] + tuple(rest)


def sides_see_alike(state: NinjaState) -> bool:
    """Hands are open: the two sides' views differ only by the secret assignments of the
    final reckoning."""
    return state.phase != "reckon"


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
    return replace(state, deck=tuple(deck), auto_deck=_shuffled_below_top(state.auto_deck, gen),
                   score_deck=_shuffled_below_top(state.score_deck, gen), rng=Rng(gen.getrandbits(63)))
