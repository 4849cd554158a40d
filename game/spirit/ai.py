"""The AI samurai. Easy plays loosely by simple habits; normal weighs every choice with the
rules of thumb in ``heuristics.py``; hard tries its main choices on sampled decks (the hidden
cards dealt at random, consistent with what the table shows) and plays each sample on with
the normal samurai, to the end of the round or to a mid-round estimate of it."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot
from game.spirit import search_helpers
from game.spirit.actions import (
    ChooseHealed,
    ChooseWounded,
    Confront,
    Defend,
    DiscardCard,
    DiscardLeft,
    Fight,
    FightAgain,
    GiveCard,
    IgnorePenalty,
    KiaiBarricade,
    KiaiClearDeck,
    KiaiClearInfiltrators,
    KiaiDiscardLast,
    KiaiLendSupport,
    KiaiMoveCard,
    KiaiReorder,
    Pass,
    SkipKiai,
    StartTurn,
    Support,
    SwapCard,
    UseSpareToken,
)
from game.spirit.data import card
from game.spirit.heuristics import HIT_SCALE, Prices, discard_loops, wound_weight
from game.spirit.state import (
    Board,
    State,
    fights_again,
    kiai_resolving,
    kiai_value,
    newest_brigand,
    next_to_play,
    over_kiai,
    shrugging_talent,
    top_decision,
    track,
)

SUPPORT_COST = 2.0  # infiltrators' worth a Support must beat (the card it sends, the turn)
# What staying in the round is worth beyond the next draw, which the one-draw prices miss:
# later Kiai hits and defences, and the pass kept for a worse moment. It shrinks with the room
# left to use (Prices.capacity). Set by self-play, all-normal teams on Normal, 3,000 shared
# seeds each: 0 / 2 / 3 / 4 won 260 / 330 / 349 / 345 at 4 samurai (seeds 80001-83000).
STAY_VALUE = 3.0
# A Support sends the deck's top brigand away: while the deck outnumbers what the samurai still
# in the round can take, a share of the overflow it spares (Prices.overflow_relief). Only a
# share, as every samurai weighs the same deck: at full weight the whole team supported at once
# (21 wins of 3,000, all-normal teams of 4 on Normal, against 598). Set by self-play, all-normal
# teams of 4 on Normal, seeds 110001-113000: 0.1 / 0.15 / 0.25 / 0.4 won 614 / 631 / 648 / 584;
# the other tables measured are in docs/rulings.md (Samurai Spirit, AI notes)
SUPPORT_RELIEF = 0.2
# The talents that change how a drawn brigand can be played, and the share of their worth to the
# receiver's next draw (``Prices.draw_value`` with the token, less without) that a Support lending
# one is credited with: the receiver may not fight on that turn, and the table moves before it.
# All-normal teams of 4 on Normal, 3,000 seeds each, against 651 wins of seeds 800001-803000 and
# 652 of 810001-813000 for a flat 0.3 when the receiver's track was 4 or less from its Kiai: shares
# 0.15 / 0.3 / 0.4 / 0.5 / 0.7 / 1.0 won 708 / 739 / 717 / 722 / 730 / 689 of the first seeds, and
# 0.3 / 0.4 / 0.5 / 1.0 won 688 / 722 / 706 / 651 of the second (docs/rulings.md, AI notes)
DRAW_TALENTS = frozenset({"Kyuzo", "Katsushiro", "Heihachi", "Daisuke"})
LENT_DRAW_SHARE = 0.4
LOOP_GUARD = 1000.0  # below any real choice
# The hard samurai's search size. More sampled decks win more: all-hard teams of 4 on Normal,
# seeds 1-200, won 33 games with 12 decks, 45 with 20 (under a 100 ms budget), 55 with 32 (under
# 150 ms) and 56 with 48 (unbounded). The budget keeps a decision under the 200 ms the hard
# samurai are allowed, with room for a helper's late answer (search_helpers.GRACE_SECONDS): the
# search deals no world that the mean world so far says would end past it, so the 95th percentile
# of the decision times sits at the budget (176 ms at 2, 4 and 7 samurai on Normal). The cap is
# for all the processes of a search and binds only where playouts are short or cores many. The
# runs behind both figures are in docs/rulings.md (Samurai Spirit, "More decks pay")
SEARCH_BUDGET_MS = 175.0
SEARCH_SAMPLES = 128
# A longer look for the rare close call the search leaves open with the rival ahead: more
# decks win more (with no clock, all-hard teams of 4 on Normal won 27 of seeds 1-75 with 32
# decks and 35 with 128, where the game's 150 ms search won 20), but not every decision can
# take a second. A hard samurai takes at most LONG_LOOK_SHARE of its decisions past the
# budget, so the 95th percentile of its decision times stays the budget's. All-hard teams of 4
# on Normal, seeds 1-300: 100 wins (p95 150 ms, p99 154 ms), where two runs without long looks
# won 82 and 80; looking more often and longer (a lead of 0.75 standard errors, 4% of the
# decisions, 1.5 s and 128 decks) won 94, with a p99 of 1.26 s. Counted per samurai, the looks
# fall mostly in round 3; counted over the process, in every round or in round 3 only, they won
# no more (docs/rulings.md, Samurai Spirit, "More decks pay")
LONG_LOOK_SHARE = 0.03
LONG_LOOK_BUDGET_MS = 1000.0
LONG_LOOK_SAMPLES = 96
LONG_LOOK_LEAD = 1.5  # standard errors the rival must lead by after the budget's worlds
# The first round in which the hard samurai search; before it they play the normal samurai's
# choice. No run found a gain in searching later: all-hard teams of 4 on Normal won 135 of
# seeds 950001-950300 searching every round, 118 and 124 in two runs searching from round 2,
# inside the noise of the time-budgeted search (docs/rulings.md, Samurai Spirit, AI notes).
# A benchmark setting (spirit_strength.py --hard-from-round)
SEARCH_FROM_ROUND = 1


class NormalBot:
    """Scores each legal action with the heuristics and plays the best."""

    fight_margin = 0.0  # easy plays with a looser margin and some noise
    careful = True  # penalties priced by how often they fall due (easy: once, whenever)

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return legal[best_index(self.scores(view, legal))]

    # -- scoring --------------------------------------------------------------------------
    def scores(self, view: State, legal: Sequence[Action], prices: Prices | None = None) -> list[float]:
        """Each legal action's score for the decision on top of ``view``."""
        task = top_decision(view)
        assert task is not None
        prices = prices or Prices(view, self.careful)
        return [self.score(view, task.kind, task.seat, a, task.card, prices) for a in legal]

    def score(self, view: State, kind: str, seat: int, action: Action, card_id: int,
              prices: Prices | None = None) -> float:
        prices = prices or Prices(view, self.careful)
        if kind == "action":
            return self.turn_score(prices, seat, action)
        if kind in ("card", "place"):
            # a brigand Daisuke's Kiai hands to himself lands on his value with no new Kiai
            held = kind == "place" and kiai_resolving(view.tasks, seat)
            return card_score(prices, seat, action, card_id, kiai_fires=not held)
        if kind == "kiai":
            return kiai_score(prices, seat, action)
        if kind == "again":
            # stopping is not free: the newest brigand's penalty falls due next turn, unless a
            # second fight covers it (a defended draw leaves it on top, as draw_value counts)
            assert isinstance(action, FightAgain)
            if not action.again:
                return 0.0
            return prices.draw_value(seat) + prices.top_penalty(view.boards[seat]) - self.fight_margin
        if kind == "spare":
            return spare_score(prices, seat, action)
        if kind == "ignore":
            assert isinstance(action, IgnorePenalty)
            return 1.0 if action.ignore else 0.0
        if kind == "wound_target":
            assert isinstance(action, ChooseWounded)
            return -prices.wound(view.boards[action.seat])
        if kind == "heal_target":
            assert isinstance(action, ChooseHealed)
            return wound_weight(view.boards[action.seat])
        assert isinstance(action, DiscardLeft)  # a chief's penalty: the defence missed least
        return -prices.defence_at_stake(view.boards[seat], card(action.card).symbol)

    def turn_score(self, prices: Prices, seat: int, action: Action) -> float:
        view = prices.view
        board = view.boards[seat]
        if isinstance(action, Pass):
            # the deck left to the others, some of it bound for the infiltrators
            stay = STAY_VALUE * min(1.0, prices.capacity(seat))
            return -prices.missing_cost(board) - prices.pass_cost(seat) - stay
        if isinstance(action, Fight):
            return prices.draw_value(seat) - self.fight_margin
        assert isinstance(action, Support)
        # the supporter stays in the round, so their newest brigand's penalty comes round again
        return (support_score(prices, seat, action.target) - SUPPORT_COST * prices.infiltrator
                - prices.top_penalty(board) + SUPPORT_RELIEF * prices.overflow_relief())


def best_index(scores: Sequence[float]) -> int:
    """The best score's index; among equal scores, the last."""
    return max(range(len(scores)), key=lambda i: (scores[i], i))


def card_score(prices: Prices, seat: int, action: Action, card_id: int, kiai_fires: bool = True) -> float:
    brigand = card(card_id)
    board = prices.view.boards[seat]
    if isinstance(action, Defend):
        return prices.defend_value(board, brigand.symbol)
    if isinstance(action, Confront):
        return prices.confront_value(board, brigand, kiai_fires)
    if isinstance(action, DiscardCard):
        return discard_score(prices, board)
    if isinstance(action, GiveCard):
        # the giver's own newest brigand stays on top, its penalty due again next turn
        return prices.gift_value(action.target, brigand) - prices.top_penalty(board) - 0.1
    assert isinstance(action, SwapCard)
    # the draw after a swap must be played, but pricing it with a swap still to come (a
    # bolder Katsushiro) won more: all-normal teams of 4 on Normal, 3,000 seeds each, 513
    # against 493 wins (seeds 80001-83000) and 534 against 507 (seeds 90001-93000)
    return prices.draw_value(seat) - 0.1


def discard_score(prices: Prices, board: Board) -> float:
    """Kyuzo's discard leaves the fight line as it was, so its newest brigand's penalty comes
    round again. When that penalty shuffles a brigand back into the deck (``discard_loops``),
    the brigand must be confronted or defended instead."""
    if discard_loops(board):
        return -LOOP_GUARD
    return -prices.top_penalty(board)


def spare_score(prices: Prices, seat: int, action: Action) -> float:
    if isinstance(action, StartTurn):
        return 0.0
    assert isinstance(action, UseSpareToken)
    board = prices.view.boards[seat]
    last = newest_brigand(board)
    if last is None or action.samurai != shrugging_talent(last.value):
        return -1.0  # a token whose talent does nothing for this turn's penalty
    return prices.penalty(last, board) - 0.8


def support_score(prices: Prices, seat: int, target: int) -> float:
    """What lending this samurai's talent to ``target`` for their next turn is worth. A talent
    that shapes a draw is worth a share of what it adds to the target's next draw as the table
    stands (``LENT_DRAW_SHARE``): Kyuzo's token to a samurai whose line holds common values,
    not to one with an empty line."""
    view = prices.view
    talent = view.boards[seat].samurai
    board = view.boards[target]
    last = newest_brigand(board)
    if last is not None and talent == shrugging_talent(last.value):
        return prices.penalty(last, board)
    if over_kiai(board):
        # past the Kiai, the receiver's next turn is a forced pass: no draw for a lent talent to
        # shape, and the brigand the Support sends to the infiltrators bought nothing
        return 0.0
    if talent in DRAW_TALENTS:
        return LENT_DRAW_SHARE * prices.lent_gain(target, talent)
    if talent == "Kikuchiyo":
        return -0.5
    gap = kiai_value(board) - track(board)
    return 0.3 if gap <= 4 else 0.0


def kiai_score(prices: Prices, seat: int, action: Action) -> float:
    view = prices.view
    room = view.barricades < view.barricades_start
    if isinstance(action, SkipKiai):
        return 0.0
    if isinstance(action, KiaiBarricade):
        gain = prices.barricade if room else 0.0
        if action.heal >= 0:
            gain += 0.5 + wound_weight(view.boards[action.heal])
        return gain
    if isinstance(action, KiaiClearDeck):
        return 0.5
    if isinstance(action, KiaiClearInfiltrators):
        return prices.kiai_effect(view.boards[seat])
    if isinstance(action, KiaiDiscardLast):
        return prices.line_relief(action.target)
    if isinstance(action, KiaiMoveCard):
        newest = view.boards[action.source].line[-1]
        if action.target == action.source:  # Daisuke taking his own newest back to lay it again
            return prices.taken_back_value(action.source, newest) - 0.2
        return prices.line_relief(action.source) + prices.handover_value(action.target, card(newest)) - 0.2
    if isinstance(action, KiaiLendSupport):
        extra = prices.barricade if view.boards[seat].animal and room else 0.0
        if action.giver < 0:
            return extra
        worth = support_score(prices, action.giver, action.receiver)
        if action.receiver == view.turn.seat:
            worth = -0.5  # lent to the player whose turn is running: it comes straight back
        return worth + extra
    assert isinstance(action, KiaiReorder)
    # the samurai whose turn it is draws again only with Kikuchiyo's second fight
    following = next_to_play(view, view.turn.seat)
    drawer = view.turn.seat if fights_again(view) or following is None else following
    return 0.5 + prices.placement_value(drawer, card(action.order[0])) * 0.1


class EasyBot(NormalBot):
    """Loose habits: fights a little too boldly and picks among near-equal choices at random."""

    fight_margin = -0.8
    # the careful penalty prices made easy teams nearly as strong as normal ones (4 samurai
    # on Normal, seeds 1-300: 15.3% against 19.0%, where the prices without them give 9.0%)
    careful = False

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        scored = [score + rng.uniform(0, 1.5) for score in self.scores(view, legal)]
        return legal[scored.index(max(scored))]


class HardBot:
    """Plays like the normal samurai when its heuristics see a clear best choice; when the
    favourite turn, card or second-fight choice and its closest rival (never a twin of it:
    ``search.contenders``) lie close, or the village is at its edge (``at_the_edge``), it
    tries both on sampled hidden decks, plays the samples on with normal samurai
    (``search.rollout``) and keeps the rival only on a clear advantage (``search.py``). When
    the budget's decks leave the rival ahead but not clearly, it may look longer
    (``LONG_LOOK_*``), in a small share of its decisions. Helper processes on the machine's
    spare cores sample decks beside its own (``search_helpers.py``)."""

    # the Kiai choices are left to the heuristics: searching them too never won more (83 of
    # seeds 1-300 against 84 and 68; 85 of seeds 953001-953200 against 100, all-hard teams of 4
    # on Normal; docs/rulings.md, Samurai Spirit, "Searching the Kiai choices too")
    searched = frozenset({"action", "card", "again"})
    # heuristic points between the two best choices that justify a search. All-hard teams of 4
    # on Normal won most at 2: on seeds 953001-953200, 100 games where 1 won 72 and 3 won 91;
    # 4 and every choice (inf) won fewer in earlier runs, though sampled decks credited the
    # choices they add with gains. The runs are in docs/rulings.md (Samurai Spirit, "Nor is
    # searching more choices" and "The close-call net of 2 points")
    close_call = 2.0

    def __init__(self, budget_ms: float | None = None, samples: int | None = None,
                 helpers: search_helpers.SearchHelpers | None = None) -> None:
        # the module's settings are read here, not bound as defaults, so that a benchmark can
        # seat hard samurai with another search size (benchmarks/spirit_strength.py)
        self.budget = (SEARCH_BUDGET_MS if budget_ms is None else budget_ms) / 1000
        self.samples = SEARCH_SAMPLES if samples is None else samples
        self.long_look_share = LONG_LOOK_SHARE
        self.long_budget = LONG_LOOK_BUDGET_MS / 1000
        self.long_samples = LONG_LOOK_SAMPLES
        self.long_lead = LONG_LOOK_LEAD
        self.search_from_round = SEARCH_FROM_ROUND
        self.normal = NormalBot()
        self.decisions = 0
        self.long_looks = 0
        # the process's shared helpers are started at the first search, not here: the app
        # seats bots in its own process too (a fallback it rarely uses), and those never search
        self._helpers = helpers

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        from game.spirit import search  # here: search imports this module

        self.decisions += 1
        pair = self.searched_pair(view, legal)
        if len(pair) == 1:
            return legal[pair[0]]
        candidates = [legal[i] for i in pair]
        gains: list[list[float]] = [[] for _ in candidates]
        self.sample(view, candidates, gains, rng, self.budget, self.samples)
        if (search.clear_winner(gains) == 0 and len(gains[0]) < self.long_samples and self.may_look_longer()
                and search.rival_leads(gains, self.long_lead)):
            self.long_looks += 1
            self.sample(view, candidates, gains, rng, self.long_budget, self.long_samples)
        return candidates[search.clear_winner(gains)]

    def searched_pair(self, view: State, legal: Sequence[Action]) -> list[int]:
        """The indices of the choices this samurai tries on sampled decks: the normal samurai's
        favourite and its closest rival on a kind of decision it searches, from round
        ``search_from_round`` on, when they lie within ``close_call`` or the village is at its
        edge (``at_the_edge``), else the favourite alone (the normal samurai's choice)."""
        from game.spirit import search

        if len(legal) == 1:
            return [0]
        task = top_decision(view)
        prices = Prices(view, self.normal.careful)
        scores = self.normal.scores(view, legal, prices)
        pair = search.contenders(legal, scores)
        if task is None or task.kind not in self.searched or len(pair) == 1:
            return pair[:1]
        if view.round < self.search_from_round:
            return pair[:1]
        if scores[pair[0]] - scores[pair[1]] >= self.close_call and not at_the_edge(prices):
            return pair[:1]
        return pair

    def sample(self, view: State, candidates: Sequence[Action], gains: list[list[float]], rng: random.Random,
               budget: float, samples: int) -> None:
        """Sampled decks up to ``samples`` in all, shared with the idle search helpers."""
        from game.spirit import search

        def own_search(decks: int) -> None:
            search.sample_gains(view, candidates, gains, rng, self.normal, budget, decks, time.perf_counter)

        helpers = self._helpers if self._helpers is not None else search_helpers.shared()
        helpers.sample(view, candidates, gains, rng, own_search, budget, samples, time.perf_counter)

    def may_look_longer(self) -> bool:
        """Whether one more long look keeps them within ``long_look_share`` of the decisions
        taken so far (this one included)."""
        return self.long_looks + 1 <= self.long_look_share * self.decisions


def at_the_edge(prices: Prices) -> bool:
    """Whether the village has less than one hit to spare (``Prices.hit`` above ``HIT_SCALE``).
    There every price grows with the hit, and a gap of many heuristic points may hide the choice
    that decides the game, so the hard samurai searches such choices whatever their gap. On the
    choices of all-normal games of 4 on Normal (seeds 1-100) that the close-call net missed
    there, 887 in all, the search's rule (32 decks, judged on 96 others) played the rival 42
    times and gained 5.9 ± 1.6 wins in 100 games in the search's units, mostly in the last round
    (benchmarks/spirit_edge_calls.py). In play, all-hard teams of 4 on Normal won 129 of seeds
    1-200 and 261-360 with it (43.0%), where they had won 118 without: a lean of one standard
    error. Opening the net also where the game is at stake with hits to spare (the last farm or
    family, a samurai one wound from death) gained on sampled decks but lost in play
    (docs/rulings.md, Samurai Spirit, "The edge of the village")."""
    return prices.hit > HIT_SCALE


def make_bot(level: str, seat: int) -> Bot:
    if level == "easy":
        return EasyBot()
    if level == "hard":
        return HardBot()
    return NormalBot()


__all__ = ["EasyBot", "HardBot", "NormalBot", "make_bot"]
