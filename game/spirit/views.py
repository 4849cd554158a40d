"""What a seat may see (everything but the hidden piles' order and contents), and the
sampling that turns such a view back into a full state for the search bots."""

from __future__ import annotations

import random
from collections import Counter

from game.core.records import replace
from game.core.rng import Rng
from game.spirit.data import DECK_SIZE, card, village
from game.spirit.legal import reorderable
from game.spirit.state import HIDDEN, State, Task, top_decision

HIDDEN_FARM = "?"


def masked(state: State) -> State:
    """The public face of ``state``: the same for every samurai (nothing is private in hand),
    with the deck (except cards turned face up), the infiltrators (except those the table saw
    go there face up), the farm backs and the random seed hidden. Which brigands a reshuffle
    took back from the discard stays in the view (``State.returned``), not where they lie.

    The cards left out of the game are hidden only until the table could work them out. Every
    brigand of a round shows itself before the round is over (drawn, or revealed with the
    infiltrators), so from round 2 on the raiders in the box are the ones nobody met in round
    1, and in round 3 the lieutenants in reserve are the ones nobody met in round 2. A player
    who counts cards knows them; the view says so.

    While Katsushiro chooses how to reorder the deck's top (his Kiai), those cards are face up
    for the whole table: the view's top task lists them (``Task.shown``), and the deck keeps
    them hidden in place until an order is chosen (then ``revealed`` shows them there)."""

    def hide(cards: tuple[int, ...]) -> tuple[int, ...]:
        return (HIDDEN,) * len(cards)

    shown = set(state.revealed)
    return replace(
        state,
        deck=tuple(c if c in shown else HIDDEN for c in state.deck),
        infiltrators=tuple(c if c in shown else HIDDEN for c in state.infiltrators),
        box=state.box if state.round >= 2 else hide(state.box),
        lieutenants=state.lieutenants if state.round >= 3 else hide(state.lieutenants),
        chiefs=hide(state.chiefs),
        farms=(HIDDEN_FARM,) * len(state.farms), rng=Rng(0), tasks=_shown_tasks(state),
    )


def _shown_tasks(state: State) -> tuple[Task, ...]:
    """The task stack with the open decision's face-up cards (``Task.shown``) filled in."""
    top = top_decision(state)
    if top is None:
        return state.tasks
    shown = reorderable(state, top)
    if not shown or HIDDEN in shown:  # nothing to show, or a view masked already
        return state.tasks
    return state.tasks[:-1] + (replace(top, shown=shown),)


def visible_cards(state: State) -> set[int]:
    """Every card the view shows, wherever it lies: on the table, in the discard, known in the
    deck or among the infiltrators, or known to be out of this round's play (the box, the
    reserves)."""
    piles = state.deck + state.infiltrators + state.box + state.lieutenants + state.chiefs
    seen = set(state.discard) | {c for c in piles if c != HIDDEN}
    for board in state.boards:
        seen.update(board.left)
        seen.update(board.line)
    seen.update(t.card for t in state.tasks if t.card != HIDDEN)
    return seen


def unseen_by_rank(view: State) -> dict[str, int]:
    """How many brigands of each rank are in this round's play but not seen in ``view``: in
    the deck, or slipped unseen among the infiltrators. Counting cards, a player knows them
    (the reserves and the box are counted out by their size)."""
    table = visible_cards(replace(view, box=(), lieutenants=(), chiefs=()))
    out = {"raider": len(view.box), "lieutenant": len(view.lieutenants), "chief": len(view.chiefs)}
    counts = dict.fromkeys(out, 0)
    for card_id in range(DECK_SIZE):
        if card_id not in table:
            counts[card(card_id).rank] += 1
    return {rank: counts[rank] - out[rank] for rank in counts}


def returned_unseen(view: State, seen: set[int] | None = None) -> list[int]:
    """The brigands a chief's reshuffle took back from the discard (``State.returned``) that
    have not shown again since: somewhere in the deck, or among the infiltrators once the rest
    of the deck joined them. ``seen`` is ``visible_cards(view)``, for a caller that has it."""
    if not view.returned:
        return []
    seen = visible_cards(view) if seen is None else seen
    return [c for c in dict.fromkeys(view.returned) if c not in seen]


def hidden_farm_backs(burnt: tuple[str, ...]) -> Counter[str]:
    """The backs still face down under the standing farms, letter by letter: the village's
    backs less the burnt ones, which lie face up."""
    return Counter(village().farm_backs) - Counter(burnt)


def determinize(view: State, gen: random.Random) -> State:
    """A full state consistent with ``view``: hidden cards dealt at random by kind, and those
    a reshuffle sent back (``State.returned``) only into the deck or the infiltrators, and
    the cards the open decision shows (``Task.shown``, Katsushiro's Kiai) on top of the deck."""
    shown = view.tasks[-1].shown if view.tasks else ()
    seen = visible_cards(view) | set(shown) if shown else visible_cards(view)
    returned = returned_unseen(view, seen)
    unknown: dict[str, list[int]] = {"raider": [], "lieutenant": [], "chief": []}
    for card_id in range(DECK_SIZE):
        if card_id not in seen and card_id not in returned:
            unknown[card(card_id).rank].append(card_id)
    for pool in unknown.values():
        gen.shuffle(pool)

    def take(pool: list[int], count: int) -> tuple[int, ...]:
        dealt = tuple(pool[:count])
        del pool[:count]
        return dealt

    box = view.box if HIDDEN not in view.box else take(unknown["raider"], len(view.box))
    lieutenants = (view.lieutenants if HIDDEN not in view.lieutenants
                   else take(unknown["lieutenant"], len(view.lieutenants)))
    chiefs = take(unknown["chief"], len(view.chiefs))
    mixed = unknown["raider"] + unknown["lieutenant"] + unknown["chief"] + returned
    gen.shuffle(mixed)
    placed = sum(c == HIDDEN for c in view.deck[:len(shown)])
    if len(mixed) != sum(c == HIDDEN for c in view.deck + view.infiltrators) - placed:
        raise ValueError("the view's hidden piles do not match the unseen cards")
    filler = iter(mixed)
    deck = shown + tuple(next(filler) if c == HIDDEN else c for c in view.deck[len(shown):])
    infiltrators = tuple(next(filler) if c == HIDDEN else c for c in view.infiltrators)
    backs = list(hidden_farm_backs(view.burnt).elements())
    gen.shuffle(backs)
    return replace(view, deck=deck, infiltrators=infiltrators, box=box, lieutenants=lieutenants,
                   chiefs=chiefs, farms=tuple(backs[:len(view.farms)]),
                   rng=Rng(gen.getrandbits(63)))
