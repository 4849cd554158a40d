"""The bots: easy, normal (one-ply turn plans: clan swap, any technique, the card laid; see
``ai_plans``), hard (normal's best candidates checked against the rival's best reply, or in solo
against sampled automaton turns, within a time budget).

Easy (``ai_easy``) weighs normal's kinds of plans with a shorter look (only the spots a quick
look finds promising) and draws one of its best few at random, each weighted by how close its
value comes to the best: it swaps clans, uses a technique when it clearly beats any plain lay,
answers Ronin as normal does with noise, and reckons against a rival it assumes adds nothing.
It misjudges small differences and seldom misses a big gain.

A bot sees only its view and the legal actions; it weighs moves with the engine's own functions
on the view's state (hands are open, so laying cards needs no hidden information; only the
order of the decks is imagined: the Ninja deck's for Tenmon and Boryaku, the automaton's).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.core.actions import Action
from game.ninja99.actions import Discard, EndTurn, Reckon, RoninChoice, SwapClan, UseTechnique
from game.ninja99.ai_easy import easy_options, pick_easy_plan
from game.ninja99.ai_eval import evaluate, hand_over, ronin_outcomes, settle
from game.ninja99.ai_lays import Option, Plan
from game.ninja99.ai_plans import placements, prefixes, turn_options
from game.ninja99.automaton import automaton_turn
from game.ninja99.data import CLANS
from game.ninja99.placement import legal_spots
from game.ninja99.reckoning import assignment_totals, automaton_bank, distinct_assignments, result
from game.ninja99.scoring import add_points, lay_card
from game.ninja99.state import NinjaState
from game.ninja99.views import NinjaView, determinize

# Wall seconds from the start of a decision; the reply search stops there. It was 0.35 before
# the bots weighed every technique: planning them takes about 0.1 s of it.
HARD_BUDGET = 0.45
HARD_CANDIDATES = 8
SOLO_SAMPLES = 3
# The hard bot weighs a Ronin answer after the rival's best reply among this many of its spots
# per card (all of them took up to a second on an open board; this keeps it near 0.1 s).
RONIN_REPLY_LAYS = 24
EASY_RONIN_NOISE = 1.0  # the easy bot's Ronin answers weigh both sides with this much noise


def best_reply_value(state: NinjaState, side: int, rival: int, keep: int | None = None) -> float:
    """The side's value after the rival's best laying (by the rival's own weighing); ``keep``:
    only that many of the rival's spots per card, the best by a quick look."""
    if state.phase != "turn":
        return evaluate(state, side)
    start = hand_over(state, rival)
    best_for_rival = None
    best_value = evaluate(state, side)
    for prefix in prefixes(start, rival, wide=False):
        for _plan, after in placements(start, rival, prefix, keep):
            theirs = evaluate(after, rival)
            if best_for_rival is None or theirs > best_for_rival:
                best_for_rival, best_value = theirs, evaluate(after, side)
    return best_value


def automaton_value(state: NinjaState, gen: random.Random) -> float:
    if state.phase != "turn":
        return evaluate(state, 0)
    total = 0.0
    for _ in range(SOLO_SAMPLES):
        auto = list(state.auto_deck[1:])  # the top card's back is public: it stays on top
        gen.shuffle(auto)
        after, _ = automaton_turn(replace(state, auto_deck=state.auto_deck[:1] + tuple(auto)))
        total += evaluate(after, 0)
    return total / SOLO_SAMPLES


def final_position(state: NinjaState, moves: Sequence[tuple[int, int, int]]) -> NinjaState:
    """The tracks once each side's clan totals (and in solo the automaton's bank) are added."""
    tracks = state.tracks
    for side, totals in enumerate(moves):
        for clan, amount in zip(CLANS, totals, strict=True):
            tracks = add_points(tracks, side, clan, amount)
    if state.solo:
        for clan, amount in zip(CLANS, automaton_bank(state), strict=True):
            tracks = add_points(tracks, 1, clan, amount)
    return replace(state, tracks=tracks, phase="over")


def choose_reckoning(state: NinjaState, side: int, options: Sequence[Action], gen: random.Random,
                     careful: bool) -> Action:
    """The assignment that wins against the most rival assignments (solo: the known bank);
    the easy bot weighs every one of its options, without noise, against a rival who adds
    nothing (a beginner's view of the secret assignment; the old easy bot weighed 16 at random
    with noise, and lost there games its play had won)."""
    mine = [a for a in options if isinstance(a, Reckon)]
    rival_totals = [(0, 0, 0)]
    if careful and not state.solo:
        others = list(distinct_assignments(state, 1 - side))
        picked = others if len(others) <= 40 else gen.sample(others, 40)
        rival_totals = [assignment_totals(state, 1 - side, a) for a in picked]
    best, best_value = mine[0], -1e9
    for option in mine:
        totals = assignment_totals(state, side, option.assignment)
        value = 0.0
        for theirs in rival_totals:
            pair = (totals, theirs) if side == 0 else (theirs, totals)
            final = final_position(state, pair)
            res = result(final)
            value += 1.0 if res.winners == (side,) else 0.5 if len(res.winners) == 2 else 0.0
            value += 0.001 * evaluate(final, side)
        if value > best_value:
            best, best_value = option, value
    return best


@dataclass
class NinjaBot:
    level: str
    seat: int
    techniques: bool = True  # normal and hard weigh techniques in their plans
    plan: list[Action] = field(default_factory=list)
    plan_turn: int = -1  # the turn the plan was made for: a plan never outlives its turn
    started: float = 0.0  # when the current decision began

    def choose(self, seen: NinjaView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.started = time.perf_counter()
        state = seen.state
        if len(legal) == 1:
            return legal[0]
        if state.phase == "pick":
            return legal[rng.randrange(len(legal))]
        if state.phase == "reckon":
            return choose_reckoning(state, self.seat, legal, rng, careful=self.level != "easy")
        if state.turn.asked:
            return self._ronin(state, legal, rng)
        if self.plan and self.plan_turn == state.turn_number and self.plan[0] in legal:
            return self.plan.pop(0)
        self.plan = []
        if state.turn.must_discard:
            return self._tenmon_discard(state, legal)
        stuck = all(isinstance(a, Discard | SwapClan | UseTechnique) for a in legal)
        plans = self._plans(seen, state, legal, rng)
        if not plans and self.techniques and not state.turn.laid and stuck:
            # No card fits, even after a technique that opens spots (Hensojutsu, Intonjutsu):
            # a new card is the hope.
            tenmon = UseTechnique("tenmon")
            if tenmon in legal:
                return tenmon
        if not plans:
            discards = [a for a in legal if isinstance(a, Discard)]
            return discards[0] if discards else next(a for a in legal if isinstance(a, EndTurn))
        chosen = list(plans[0].actions)
        first = chosen.pop(0)
        self.plan = chosen
        self.plan_turn = state.turn_number
        return first

    def _ronin(self, state: NinjaState, legal: Sequence[Action], rng: random.Random) -> Action:
        """Ronin: bring the asked Daimyo down, or leave it standing? Normal weighs both positions
        as its plans did (``ai_eval.settle``); hard weighs them after the rival's best reply; easy
        as normal, with noise. The plan of the turn (a second card under Boryaku) goes on."""
        down, standing = ronin_outcomes(state)
        side = self.seat
        if self.level == "hard":
            values = [best_reply_value(settle(after, side), side, 1 - side, RONIN_REPLY_LAYS)
                      for after in (down, standing)]
        else:
            values = [evaluate(after, side) for after in (down, standing)]
            if self.level == "easy":
                values = [v + rng.random() * EASY_RONIN_NOISE for v in values]
        wanted = values[0] >= values[1]
        return next(a for a in legal if isinstance(a, RoninChoice) and a.bring_down == wanted)

    def _tenmon_discard(self, state: NinjaState, legal: Sequence[Action]) -> Action:
        def worth(card: str) -> float:
            spots = legal_spots(state, card)
            if not spots:
                return -1e9
            return max(evaluate(settle(lay_card(state, self.seat, card, o, r, c)[0], self.seat), self.seat)
                       for o, r, c in spots)

        discards = [a for a in legal if isinstance(a, Discard)]
        return min(discards, key=lambda a: worth(a.card))

    def _plans(self, seen: NinjaView, state: NinjaState, legal: Sequence[Action],
               rng: random.Random) -> list[Plan]:
        if self.level == "easy":
            picked = pick_easy_plan(easy_options(state, self.seat, rng, self.techniques), rng)
            return [picked] if picked is not None else []
        options = turn_options(state, self.seat, rng, self.techniques)
        if self.level == "normal" or not options:
            return [o.plan for o in options[:1]]
        return [self._search(seen, options, rng)]

    def _search(self, seen: NinjaView, options: list[Option], rng: random.Random) -> Plan:
        """The candidates' values once the rival answers (solo: the automaton plays), averaged
        over a plan's imagined draws; the budget may cut the list short, never the first."""
        side = self.seat
        best: Plan | None = None
        seen_results: set[str] = set()
        for option in options:
            if len(seen_results) >= HARD_CANDIDATES or time.perf_counter() - self.started > HARD_BUDGET:
                break
            key = "|".join(after.grid + str(after.tracks) + after.tokens[side] for after in option.outcomes)
            if key in seen_results:
                continue
            seen_results.add(key)
            total = 0.0
            for after in option.outcomes:
                if after.solo:
                    gen = random.Random(rng.getrandbits(32))
                    total += automaton_value(determinize(replace(seen, state=after), gen), gen)
                else:
                    total += best_reply_value(after, side, 1 - side)
            value = total / len(option.outcomes)
            if best is None or value > best.value:
                best = Plan(option.plan.actions, value)
        return best if best is not None else options[0].plan


def make_bot(level: str, seat: int, techniques: bool = True) -> NinjaBot:
    """``techniques=False`` is the same bot never paying for a technique (for comparisons)."""
    return NinjaBot(level, seat, techniques=techniques)
