"""Techniques that draw a hidden card (Tenmon, Boryaku), weighed over a few imagined draws.

The bot sees the deck's contents but not its order, so it imagines a few different cards being
drawn, answers each with its best lay, and takes the mean. The plan stops at the technique: once
the real card is in hand, the bot plans again.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.actions import Action
from game.ninja99.actions import Discard, UseTechnique
from game.ninja99.ai_eval import evaluate
from game.ninja99.ai_lays import Option, Plan, best_lay, lays, run
from game.ninja99.state import NinjaState
from game.ninja99.techniques import technique_problem

TENMON_SAMPLES = 3
BORYAKU_SAMPLES = 2  # two-card turns cost more to weigh
DRAW_LAYS = 12  # spots weighed in full for an imagined card (the best by a quick look)
HELD_LAYS = 30  # and for the card already held, weighed once
FIRST_LAYS = 2  # two cards to lay: the best first lays of each card are tried before the second


def with_drawn(state: NinjaState, card: str) -> NinjaState:
    """The position with ``card`` at the bottom of the deck, drawn next."""
    deck = list(state.deck)
    deck.remove(card)
    return replace(state, deck=(card, *deck))


def imagined_draws(state: NinjaState, count: int, gen: random.Random) -> list[str]:
    distinct = sorted(set(state.deck))
    return gen.sample(distinct, min(count, len(distinct)))


def ready(state: NinjaState, side: int, start: tuple[Action, ...], tech: str) -> NinjaState | None:
    """The position after ``start`` if ``tech`` may follow it with a single card held."""
    before = run(state, side, start)
    if before is None or technique_problem(before, side, tech) is not None or len(before.hands[side]) != 1:
        return None
    return before


def tenmon_option(state: NinjaState, side: int, start: tuple[Action, ...], gen: random.Random) -> Option | None:
    """Draw, keep the better of the two cards, lay it."""
    before = ready(state, side, start, "tenmon")
    if before is None:
        return None
    held = before.hands[side][0]
    outcomes, total = [], 0.0
    keep_value: tuple[float, NinjaState] | None = None
    for card in imagined_draws(before, TENMON_SAMPLES, gen):
        drawn = run(with_drawn(before, card), side, (UseTechnique("tenmon"),))
        kept = None if drawn is None else run(drawn, side, (Discard(card),))
        other = None if drawn is None else run(drawn, side, (Discard(held),))
        if kept is None or other is None:
            return None
        if keep_value is None:  # keeping the held card leads to the same lays whatever is drawn
            _, after, value = best_lay(kept, side, held, HELD_LAYS)
            keep_value = (value, after)
        _, after, value = best_lay(other, side, card, DRAW_LAYS)
        best = max(keep_value, (value, after), key=lambda item: item[0])
        total += best[0]
        outcomes.append(best[1])
    if not outcomes:
        return None
    return Option(Plan(start + (UseTechnique("tenmon"),), total / len(outcomes)), tuple(outcomes))


def two_card_turn(state: NinjaState, side: int, keep: int | None = None) -> tuple[tuple[Action, ...], NinjaState, float]:
    """Both held cards laid, each order tried with the best few first lays of its first card."""
    hand = state.hands[side]
    best: tuple[tuple[Action, ...], NinjaState, float] | None = None
    for first in dict.fromkeys(hand):
        rest = list(hand)
        rest.remove(first)
        firsts = sorted(lays(state, side, first, keep), key=lambda item: -item[2])[:FIRST_LAYS]
        for place, after, _ in firsts:
            more, final, value = best_lay(after, side, rest[0], keep)
            if best is None or value > best[2]:
                best = ((place, *more), final, value)
    if best is None:
        return (), state, evaluate(state, side)
    return best


def boryaku_option(state: NinjaState, side: int, start: tuple[Action, ...], gen: random.Random) -> Option | None:
    """Draw and lay both cards this turn."""
    before = ready(state, side, start, "boryaku")
    if before is None:
        return None
    outcomes, total = [], 0.0
    for card in imagined_draws(before, BORYAKU_SAMPLES, gen):
        drawn = run(with_drawn(before, card), side, (UseTechnique("boryaku"),))
        if drawn is None:
            return None
        _, after, value = two_card_turn(drawn, side, DRAW_LAYS)
        total += value
        outcomes.append(after)
    if not outcomes:
        return None
    return Option(Plan(start + (UseTechnique("boryaku"),), total / len(outcomes)), tuple(outcomes))
