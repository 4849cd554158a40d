"""Laying cards in a bot's head: plans, the positions they lead to, and a cheap look that keeps
only the most promising spots when a card is weighed many times over (after a technique, or as
an imagined draw)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.ninja99.actions import Place
from game.ninja99.ai_eval import evaluate, settle
from game.ninja99.geometry import grid_masks, index, neighbour_mask, shape
from game.ninja99.placement import attack_mask, clan_mask, daimyo_index, legal_spots, uncoverable_clan
from game.ninja99.scoring import guards, lay_card
from game.ninja99.state import NinjaState
from game.ninja99.turn import apply_action


@dataclass(frozen=True, slots=True)
class Plan:
    actions: tuple[Action, ...]
    value: float


@dataclass(frozen=True, slots=True)
class Option:
    """A plan and where it leads: one position, or one per imagined draw (``value`` is their
    mean value, each draw answered by the best lay)."""

    plan: Plan
    outcomes: tuple[NinjaState, ...]


def run(state: NinjaState, side: int, actions: Sequence[Action]) -> NinjaState | None:
    try:
        for action in actions:
            state, _ = apply_action(state, side, action)
    except IllegalAction:
        return None
    return state


def quick_scores(state: NinjaState, side: int, card: str,
                 spots: Sequence[tuple[int, int, int]]) -> list[float]:
    """A glance at each spot with bit masks: Daimyos left with no guard, samurai covered by the
    side's clan, its ninjas put next to Daimyos, and under Hensojutsu the rival's ninjas by a
    Daimyo it covers (guards seen through this turn's effects)."""
    clan, rival = state.clans[side], state.clans[1 - side]
    attack = attack_mask(state)
    masks = grid_masks(state.grid)
    samurai = masks.samurai
    # Hensojutsu: rival ninjas by a standing Daimyo that a card's ninja may put out of the fight
    knock = masks.ninjas_of(rival) & attack if uncoverable_clan(state) is not None and rival else 0
    guard = 0
    rest = attack & samurai
    while rest:
        low = rest & -rest
        if guards(state, low.bit_length() - 1):
            guard |= low
        rest ^= low
    around = [neighbour_mask(daimyo_index(state, n)) for n in state.standing()]
    scores = []
    for orientation, row, col in spots:
        sh = shape(card, orientation)
        shift = index(row, col)
        laid_samurai = (sh.samurai_mask << shift) & attack
        left = (guard & ~((sh.ninja_mask | sh.samurai_mask) << shift)) | laid_samurai
        mine = clan_mask(card, orientation, clan) << shift if clan is not None else 0
        falls = sum(1 for mask in around if not mask & left)
        knocked = ((sh.ninja_mask << shift) & knock).bit_count() if knock else 0
        scores.append(3.0 * falls + 2.0 * (mine & samurai).bit_count() + 0.5 * (mine & attack).bit_count()
                      + 1.0 * knocked)
    return scores


def lays(state: NinjaState, side: int, card: str, keep: int | None = None) -> list[tuple[Place, NinjaState, float]]:
    """Every lay of ``card`` with its position and value (any Ronin question it raises answered
    as the bot will answer it); ``keep``: only that many spots, the best by ``quick_scores``."""
    spots = legal_spots(state, card)
    if keep is not None and len(spots) > keep:
        scores = quick_scores(state, side, card, spots)
        ranked = sorted(range(len(spots)), key=lambda k: -scores[k])[:keep]
        spots = tuple(spots[k] for k in sorted(ranked))
    found = []
    for orientation, row, col in spots:
        after = settle(lay_card(state, side, card, orientation, row, col)[0], side)
        found.append((Place(card, orientation, row, col), after, evaluate(after, side)))
    return found


def best_lay(state: NinjaState, side: int, card: str,
             keep: int | None = None) -> tuple[tuple[Action, ...], NinjaState, float]:
    """The best lay of one card held; a card that fits nowhere is thrown away (and none is laid
    once the game has ended)."""
    options = lays(state, side, card, keep) if state.phase == "turn" else []
    if not options:
        return (), state, evaluate(state, side)
    place, after, value = max(options, key=lambda item: item[2])
    return (place,), after, value
