"""The easy bot's turn: one of the plans the normal bot would weigh, drawn at random, the
better ones more often.

Its plans are normal's (``ai_plans.turn_options``: clan swap, techniques, the card laid), so it
plays the whole game, with a shorter look: it weighs in full only the spots a quick look finds
promising (``ai_lays.quick_scores``), as a player does not try every spot of every turn of the
card. It then takes one of its best few plans, each with weight ``exp((value - best) /
temperature)``: a plan half a point worse than the best is often taken, one three points worse
seldom (a twentieth of the best's weight). The temperature is in the evaluation's own units
(about a point on the clan race), not a share of the plans' spread, so the bot sees a Daimyo that
falls or a technique that pays three points and misjudges the small differences.

A plan with a technique is a candidate only if it clearly beats the best plan without one: the
easy bot spends a Favour token for a gain it sees, never on a lay that needs none.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ninja99.actions import UseTechnique
from game.ninja99.ai_lays import Option, Plan
from game.ninja99.ai_plans import finished_options, placements, prefixes
from game.ninja99.state import NinjaState

# Tuned against the normal bot (seeds 200-299, both seat orders: 200 games per figure, no module
# / Clan Techniques), the easy bot's share of the games. Looking at every spot: 8 candidates at
# temperature 1.0, 32% / 43%; 12 at 1.0, 28% / 31%; 16 at 1.0, 17% / 26%; 16 at 0.75, 26% / 26%.
# With the shorter look (30 spots): 12 at 0.75, 36% / 30%; 16 at 0.75, 31% / 35%; 16 at 1.0,
# 26% / 29% (35% with all three modules); 20 at 1.0, 24% (33%); 24 at 1.0, 18% / 27%; 16 at
# 1.25, 21% / 30% (31%), with more plans two or three points below the best.
EASY_TEMPERATURE = 1.0
# The plans a player weighs: the draw runs over the best few only, so hundreds of mediocre lays
# cannot outweigh the good ones by their number alone.
EASY_CANDIDATES = 16
# Spots per card weighed in full after each clan choice (``ai_plans`` weighs as many after a
# technique). The 95th percentile of its decisions in games of easy against easy from seed 500:
# 35 ms looking at every spot (62-68 ms with all three modules), 13 ms with this look (30 ms).
EASY_SPOTS = 30
# A plan with a technique must beat the best plan without one by this much: a player spends a
# Favour token for a gain they can see (on the last turn a token spent for nothing costs nothing
# in the evaluation, and plans differ by the 0.001 of noise that breaks ties).
EASY_TECHNIQUE_GAIN = 0.1


def easy_options(state: NinjaState, side: int, gen: random.Random, techniques: bool) -> list[Option]:
    """``ai_plans.turn_options`` with a shorter look: after each prefix only the ``EASY_SPOTS``
    spots per card that ``ai_lays.quick_scores`` finds best are weighed in full."""
    options = [Option(Plan(p.actions, p.value + gen.random() * 1e-3), (after,))
               for prefix in prefixes(state, side, wide=techniques)
               for p, after in placements(state, side, prefix, EASY_SPOTS)]
    options.sort(key=lambda o: -o.plan.value)
    return finished_options(state, side, options, gen, techniques)


def uses_technique(plan: Plan) -> bool:
    return any(isinstance(a, UseTechnique) for a in plan.actions)


def easy_candidates(options: Sequence[Option], candidates: int = EASY_CANDIDATES) -> list[Option]:
    """The best ``candidates`` options (``options`` come best first), leaving out each plan with
    a technique that does not beat the best plan without one by ``EASY_TECHNIQUE_GAIN``."""
    plain_best = next((o.plan.value for o in options if not uses_technique(o.plan)), None)
    kept = [o for o in options if plain_best is None or not uses_technique(o.plan)
            or o.plan.value > plain_best + EASY_TECHNIQUE_GAIN]
    return kept[:candidates]


def plan_weights(pool: Sequence[Option], temperature: float = EASY_TEMPERATURE) -> list[float]:
    best = max(o.plan.value for o in pool)
    return [math.exp((o.plan.value - best) / temperature) for o in pool]


def pick_easy_plan(options: Sequence[Option], gen: random.Random) -> Plan | None:
    """The easy bot's plan for its turn, or None when there is none (no card fits)."""
    pool = easy_candidates(options)
    if not pool:
        return None
    return gen.choices(pool, plan_weights(pool))[0].plan
