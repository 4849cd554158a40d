"""Turn plans for the normal and hard bots: a clan swap or not, then at most one technique, then
the card laid.

Every technique on offer is weighed. Those that only change how this turn scores or where a
card may lie (Kayakujutsu, Intonjutsu, Kenjutsu, Hensojutsu) are weighed by laying the card
after them. Shinobi-iri, which trades clans with the rival, is weighed the same way, and also
followed by each technique the new clan then offers. Those that pick cells (Kawarimi,
Kakuremino) try only the few picks a cheap look finds most promising. Those that draw a hidden
card (Tenmon, Boryaku) are weighed over a few imagined draws; their plan stops at the technique,
and the bot plans again once it sees the card.
Techniques cost their favour inside the position (see ``ai_eval``), so a plan's value already
pays for them.
"""

from __future__ import annotations

import random
from itertools import combinations

from game.core.actions import Action
from game.ninja99.actions import SwapClan, UseTechnique
from game.ninja99.ai_draws import boryaku_option, tenmon_option
from game.ninja99.ai_eval import evaluate, settle
from game.ninja99.ai_lays import Option, Plan, best_lay, lays, run
from game.ninja99.data import DRAWS_CARD, PICKS_CELLS, Technique
from game.ninja99.placement import daimyo_index
from game.ninja99.scoring import cells_around, daimyo_step, effective_ninja, guards
from game.ninja99.state import NinjaState
from game.ninja99.techniques import eligible_cells, offered, technique_problem

CELL_PICKS = 3  # picks of a converting technique weighed in full, out of all its legal picks
PAIR_CELLS = 6  # the best single cells that may pair up
TECH_LAYS = 30  # after a technique, spots weighed in full per card (the best by a quick look)
SECOND_CARD_PLANS = 4  # holding two cards: the best single lays are completed with the other card


def starts(state: NinjaState) -> list[tuple[Action, ...]]:
    return [(), (SwapClan(),)] if not state.turn.started else [()]


def prefixes(state: NinjaState, side: int, wide: bool) -> list[tuple[Action, ...]]:
    """Swap or not, then (``wide``) none or one technique that needs no hidden card: each one
    with no cells, and the most promising picks of each converting one."""
    found = starts(state)
    if not wide or state.turn.laid:
        return found
    more = []
    for start in found:
        after = run(state, side, start)
        if after is not None:
            more += technique_prefixes(after, side, start, follow=True)
    return found + more


def technique_prefixes(state: NinjaState, side: int, start: tuple[Action, ...],
                       follow: bool) -> list[tuple[Action, ...]]:
    """``start`` followed by each technique on offer that needs no hidden card (the most
    promising picks of a converting one). ``follow``: after Shinobi-iri, the side's new clan
    offers its own technique; each is tried after it too."""
    found: list[tuple[Action, ...]] = []
    for tech in offered(state, side):
        if tech.choice in DRAWS_CARD or technique_problem(state, side, tech.id) is not None:
            continue
        if tech.choice in PICKS_CELLS:
            found += [start + (UseTechnique(tech.id, cells),) for cells in best_picks(state, side, tech)]
            continue
        prefix = start + (UseTechnique(tech.id),)
        found.append(prefix)
        if follow and tech.choice == "swap_clans":
            after = run(state, side, (UseTechnique(tech.id),))
            if after is not None:
                found += technique_prefixes(after, side, prefix, follow=False)
    return found


def pressure(state: NinjaState, side: int) -> float:
    """Like ``ai_eval.threat`` but seen through this turn's conversions: what the side's
    ninjas (and the cells turned to its clan) stand to score around Daimyos short of guards."""
    mine, theirs = state.clans[side], state.clans[1 - side]
    value = 0.0
    for number in state.standing():
        left = own = rival = 0
        for idx in cells_around(daimyo_index(state, number)):
            if guards(state, idx):
                left += 1
            else:
                clan = effective_ninja(state, idx)
                own += clan == mine
                rival += clan == theirs
        value += (own - rival) / (1 + left)
    return value


def best_picks(state: NinjaState, side: int, tech: Technique) -> list[tuple[tuple[int, int], ...]]:
    """The ``CELL_PICKS`` picks of one or two cells that promise most before any card is laid:
    Daimyos they bring down at once, then ninjas of the side's clan around thinly guarded ones.
    Pairs are formed among the best ``PAIR_CELLS`` single cells."""
    singles: list[tuple[tuple[int, int], ...]] = [(c,) for c in eligible_cells(state, tech)]
    if len(singles) <= 1:
        return singles
    ranked = rank_picks(state, side, tech, singles)
    cells = sorted(pick[0] for pick in ranked[:PAIR_CELLS])
    pairs: list[tuple[tuple[int, int], ...]] = list(combinations(cells, 2))
    return rank_picks(state, side, tech, ranked[:CELL_PICKS] + pairs)[:CELL_PICKS]


def rank_picks(state: NinjaState, side: int, tech: Technique,
               picks: list[tuple[tuple[int, int], ...]]) -> list[tuple[tuple[int, int], ...]]:
    scored = []
    for order, cells in enumerate(picks):
        after = run(state, side, (UseTechnique(tech.id, cells),))
        if after is not None:
            stepped = settle(daimyo_step(after)[0], side)
            scored.append((-evaluate(stepped, side) - pressure(stepped, side), order, cells))
    scored.sort()
    return [cells for _, _, cells in scored]


def placements(state: NinjaState, side: int, prefix: tuple[Action, ...],
               keep: int | None = None) -> list[tuple[Plan, NinjaState]]:
    """Every card laying after ``prefix``, with the position it leaves (after a technique, or
    with ``keep``, only the spots a quick look finds best)."""
    start = run(state, side, prefix)
    if start is None:
        return []
    if any(isinstance(a, UseTechnique) for a in prefix):
        keep = TECH_LAYS if keep is None else min(keep, TECH_LAYS)
    return [(Plan(prefix + (place,), value), after)
            for card in sorted(set(start.hands[side]))
            for place, after, value in lays(start, side, card, keep)]


def turn_options(state: NinjaState, side: int, gen: random.Random, techniques: bool) -> list[Option]:
    """Every plan for the side's turn, best first (a little noise breaks ties)."""
    options = [Option(Plan(p.actions, p.value + gen.random() * 1e-3), (after,))
               for prefix in prefixes(state, side, wide=techniques)
               for p, after in placements(state, side, prefix)]
    options.sort(key=lambda o: -o.plan.value)
    return finished_options(state, side, options, gen, techniques)


def finished_options(state: NinjaState, side: int, options: list[Option], gen: random.Random,
                     techniques: bool) -> list[Option]:
    """The laying plans ``options`` (best first) completed: with the second card when the hand
    holds two, else with the drawing techniques (Tenmon, Boryaku), weighed after the clan choice
    of the best plan without a technique."""
    if len(state.hands[side]) > 1 and options:
        return complete(state, side, options)
    if techniques and options and not state.turn.laid:
        plain = next((o for o in options if not any(isinstance(a, UseTechnique) for a in o.plan.actions)),
                     options[0])
        best_start: tuple[Action, ...] = (SwapClan(),) if isinstance(plain.plan.actions[0], SwapClan) else ()
        for build in (tenmon_option, boryaku_option):
            option = build(state, side, best_start, gen)
            if option is not None:
                options.append(option)
        options.sort(key=lambda o: -o.plan.value)
    return options


def complete(state: NinjaState, side: int, options: list[Option]) -> list[Option]:
    """Holding two cards (Boryaku), the best single lays are followed by the other card's best."""
    done = []
    for option in options[:SECOND_CARD_PLANS]:
        after = option.outcomes[0]
        left = after.hands[side]
        if not left or after.phase != "turn":
            done.append(option)
            continue
        more, final, value = best_lay(after, side, left[0])
        done.append(Option(Plan(option.plan.actions + more, value), (final,)))
    done.sort(key=lambda o: -o.plan.value)
    return done
