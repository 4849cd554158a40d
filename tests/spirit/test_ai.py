"""The AI samurai: legal choices from the view alone, sensible habits, search that runs."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

import pytest

from game.core.actions import Action
from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME, ai, search
from game.spirit.actions import (
    ChooseWounded,
    Confront,
    Defend,
    DiscardCard,
    DiscardLeft,
    Fight,
    FightAgain,
    GiveCard,
    KiaiReorder,
    Pass,
    Support,
)
from game.spirit.ai import EasyBot, HardBot, NormalBot
from game.spirit.data import card
from game.spirit.heuristics import (
    HIT_SCALE,
    OVERFLOW_FLAMES,
    Prices,
    expected_payments,
    own_turns,
    turns_before,
)
from game.spirit.outlook import position_value
from game.spirit.search import clear_winner, contenders, rollout_choice
from game.spirit.state import State, next_to_play, top_decision
from tests.spirit.helpers import FULL_LEFTS, act, cid, guarded, table

FILLER = ["1/any", "1/any", "1/any", "1/any"]


def positions(count: int) -> list[tuple[State, int]]:
    """Decision points from a few seeded games played by random seats."""
    found = []
    for seed in range(count):
        match = Match.start(GAME, [Seat("A", "ai", "random")] * 4, seed, {"mode": "normal"})
        gen = random.Random(seed)
        while not match.finished:
            seat = match.to_act()[0]
            found.append((match.state, seat))
            legal = match.legal(seat)
            match.submit(seat, legal[gen.randrange(len(legal))])
    return found


def test_every_level_picks_a_legal_action_from_the_view() -> None:
    gen = random.Random(3)
    spots = positions(6)
    for bot in (EasyBot(), NormalBot()):
        for state, seat in spots:
            legal = GAME.legal_actions(state, seat)
            assert bot.choose(GAME.view(state, seat), legal, gen) in legal
    hard = HardBot(budget_ms=5, samples=2)
    for state, seat in spots[::9]:
        legal = GAME.legal_actions(state, seat)
        assert hard.choose(GAME.view(state, seat), legal, gen) in legal


def test_make_bot_levels() -> None:
    assert isinstance(GAME.make_bot("easy", 0), EasyBot)
    assert isinstance(GAME.make_bot("normal", 0), NormalBot)
    assert isinstance(GAME.make_bot("hard", 0), HardBot)


def test_hard_samurai_take_their_search_size_from_the_module_when_seated(monkeypatch: Any) -> None:
    """The strength benchmark sizes the search of the hard samurai that ``make_bot`` seats
    by setting the module's figures; given ones still win."""
    monkeypatch.setattr(ai, "SEARCH_SAMPLES", 7)
    monkeypatch.setattr(ai, "SEARCH_BUDGET_MS", 250.0)
    seated = GAME.make_bot("hard", 0)
    assert isinstance(seated, HardBot)
    assert (seated.samples, seated.budget) == (7, 0.25)
    assert (HardBot(budget_ms=5, samples=2).samples, HardBot(budget_ms=5).budget) == (2, 0.005)


def test_normal_defends_a_missing_symbol_rather_than_overflow() -> None:
    state = table(["Kyuzo", "Katsushiro"], deck=["2/doll"] + FILLER)
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == Defend()
    state = table(["Kanbei", "Katsushiro"], deck=["4/doll"] + FILLER,
                  boards=[{"line": ["4/any", "3/hat/flames"], "left": ["1/hat/flames"]}, {}])
    state, _ = act(state, Fight(), seat=0)
    assert Confront() in GAME.legal_actions(state, 0)
    assert NormalBot().choose(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1)) == Defend()


def test_normal_passes_when_the_next_card_likely_overwhelms_and_defences_are_full() -> None:
    state = table(["Gorobei", "Kanbei", "Kyuzo"], deck=["2/any"] * 6 + FILLER,
                  boards=[{"line": ["4/any", "4/doll"], "left": ["1/hat/flames", "1/farm/infiltrate", "1/doll"]},
                          {}, {}])
    legal = GAME.legal_actions(state, 0)
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == Pass()


def test_wounds_go_to_the_least_hurt_samurai() -> None:
    state = table(["Gorobei", "Kanbei"], mode="hard", deck=[], barricades=0,
                  farms=["A", "C", "C", "D", "D", "B"],
                  boards=[{"left": ["1/hat/infiltrate", "1/doll/infiltrate"], "animal": True},
                          {"left": ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"]}])
    legal = GAME.legal_actions(state, state.active)
    choice = NormalBot().choose(GAME.view(state, state.active), legal, random.Random(1))
    assert choice == ChooseWounded(1)


def test_prices_rise_as_the_village_weakens() -> None:
    strong = table(["Gorobei", "Kanbei"], deck=FILLER, barricades=4)
    weak = table(["Gorobei", "Kanbei"], deck=FILLER, barricades=0, farms=["A", "B"])
    assert Prices(weak).barricade > Prices(strong).barricade
    assert position_value(strong) > position_value(weak)


def test_arrow_penalties_are_priced_by_the_seat_of_the_board() -> None:
    """Prices find a board's seat by its samurai: an arrow toward a samurai who has passed
    turns into a wound, one toward a samurai still fighting hands them an unseen brigand to
    confront, which costs less when it covers a wounding brigand of theirs; a board the view
    does not hold has no known neighbours and is priced at the worst."""
    state = table(["Kyuzo", "Kanbei", "Gorobei"], deck=FILLER,
                  boards=[{"wound": True}, {"passed": True}, {}])
    prices = Prices(state)
    arrow = card(cid("3/hat/left"))
    assert prices.penalty(arrow, state.boards[0]) == prices.repeats(0) * prices.wound(state.boards[0])
    fighting = prices.forced_draw_cost(0)
    assert 0 < prices.penalty(arrow, state.boards[2]) == prices.repeats(2) * fighting
    assert fighting < prices.wound(state.boards[0])
    covering = table(["Kyuzo", "Kanbei", "Gorobei"], deck=FILLER,
                     boards=[{"wound": True, "line": ["2/wound/doll/flames"]}, {"passed": True}, {}])
    assert Prices(covering).forced_draw_cost(0) < fighting
    stranger = replace(state.boards[2], line=(cid("1/any"),))
    assert prices.penalty(arrow, stranger) == prices.repeats(-1) * prices.wound(stranger)


def test_a_penalty_with_nothing_to_act_on_is_priced_as_the_wound_it_becomes() -> None:
    """The chief's reshuffle with an empty discard cannot be carried out: the samurai takes a
    wound instead, and the prices say so. An infiltration or an arrow finds the deck empty
    only after an earlier penalty of the same turn took its last card (the round ends with the
    deck): with the deck already out they are not due at all."""
    chief = card(cid("6/flames/no_defend/reshuffle"))
    sender = card(cid("1/hat/infiltrate"))
    arrow = card(cid("3/hat/left"))
    hurt = {"wound": True, "animal": True}
    deck = ["1/any", "1/any", "1/any"]  # longer than the one turn Kanbei plays first
    empty = table(["Kyuzo", "Kanbei"], round=3, deck=deck, boards=[hurt, {}])
    stocked = table(["Kyuzo", "Kanbei"], round=3, deck=deck, discard=["1/any"], boards=[hurt, {}])
    no_deck = table(["Kyuzo", "Kanbei"], round=3, deck=[], boards=[hurt, {}])
    wound_due = Prices(empty).wound(empty.boards[0]) * Prices(empty).repeats(0)  # as often as it falls due
    assert Prices(empty).penalty(chief, empty.boards[0]) >= wound_due  # plus its no_defend
    assert Prices(stocked).penalty(chief, stocked.boards[0]) < 1.0
    assert 0 < Prices(stocked).penalty(sender, stocked.boards[0]) < wound_due
    assert 0 < Prices(stocked).penalty(arrow, stocked.boards[0]) < wound_due
    assert Prices(no_deck).penalty(sender, no_deck.boards[0]) == 0 == Prices(no_deck).penalty(arrow, no_deck.boards[0])


def test_a_penalty_the_round_ends_before_is_free() -> None:
    """The fight lines are cleared at the end of a round, so a brigand whose owner will not
    play again before the deck runs out costs nothing: with two cards left and two other
    samurai to play first, Gorobei's wounding brigand is free; with three, it is due. The easy
    samurai do not look that far."""
    wounding = card(cid("3/doll/flames/wound"))
    short = table(["Gorobei", "Kyuzo", "Kanbei"], deck=FILLER[:2])
    long = table(["Gorobei", "Kyuzo", "Kanbei"], deck=FILLER[:3])
    passed = table(["Gorobei", "Kyuzo", "Kanbei"], deck=FILLER[:2], boards=[{}, {"passed": True}, {}])
    assert Prices(short).penalty(wounding, short.boards[0]) == 0
    assert Prices(long).penalty(wounding, long.boards[0]) == expected_payments(1) * Prices(long).wound(long.boards[0])
    assert Prices(passed).penalty(wounding, passed.boards[0]) > 0  # one turn before his: Kanbei's
    assert turns_before(short, 0) == 2 and turns_before(short, 1) == 0 and turns_before(short, 2) == 1
    assert turns_before(passed, 0) == 1 and turns_before(passed, 2) == 0
    plain = Prices(short, careful=False)  # the easy samurai's: once, whenever it comes
    assert plain.penalty(wounding, short.boards[0]) == plain.wound(short.boards[0]) > 0
    assert EasyBot.careful is False and NormalBot.careful is True


def test_a_penalty_weighs_more_the_more_turns_its_owner_has_left() -> None:
    """A brigand left on top of the line is paid at each of its owner's turns until a newer
    one covers it, so the normal samurai price it by the turns the deck still feeds them:
    with three samurai in the round, four cards leave Gorobei (last to play) one turn, nine
    leave him three, and each turn counts for less than the one before."""
    wounding = card(cid("3/doll/flames/wound"))
    samurai = ["Kyuzo", "Kanbei", "Gorobei"]
    one = table(samurai, deck=["1/any"] * 4)
    three = table(samurai, deck=["1/any"] * 9)
    assert own_turns(one, 2) == 1 and own_turns(three, 2) == 3 and own_turns(three, 0) == 3
    assert own_turns(table(samurai, deck=["1/any"]), 2) == 0  # Kanbei takes the last card first
    wound = Prices(one).wound(one.boards[2])
    assert Prices(one).penalty(wounding, one.boards[2]) == expected_payments(1) * wound
    assert Prices(three).penalty(wounding, three.boards[2]) == expected_payments(3) * wound
    first, second, third = (expected_payments(n) - expected_payments(n - 1) for n in (1, 2, 3))
    assert first > second > third > 0
    assert expected_payments(1) < expected_payments(3) < Prices(three).repeats(-1)


class CountingNormal(NormalBot):
    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        self.calls += 1
        return super().choose(view, legal, rng)


def favourite_and_rival(view: State, legal: Sequence[Action]) -> list[Action]:
    """What the hard samurai hands its search: the normal samurai's favourite and its rival."""
    return [legal[i] for i in contenders(legal, NormalBot().scores(view, legal))]


def test_the_search_stops_at_its_budget_after_one_sample_and_keeps_the_favourite() -> None:
    """A sampled world that outlasts the time budget ends the search: no second world is
    played (the decision would run late), and one world is too few to overrule the
    heuristics' favourite."""
    state = table(["Kyuzo", "Katsushiro", "Gorobei", "Kanbei"], deck=["2/doll"] + FILLER + ["2/any"] * 4 + ["3/any"] * 4 + ["4/any"] * 4,
                  boards=[{"line": ["4/any", "2/any"]}, {}, {}, {}])
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    pair = favourite_and_rival(view, legal)
    ticks = iter(range(0, 1000))

    def slow_clock() -> float:
        return float(next(ticks))  # every reading is a second later

    def frozen_clock() -> float:
        return 0.0

    slow, single = CountingNormal(), CountingNormal()
    chosen = rollout_choice(view, pair, random.Random(5), slow, 0.045, 12, slow_clock)
    rollout_choice(view, pair, random.Random(5), single, 0.045, 1, frozen_clock)
    assert slow.calls == single.calls > 0
    assert chosen == NormalBot().choose(view, legal, random.Random(5))
    many = CountingNormal()
    rollout_choice(view, pair, random.Random(5), many, 0.045, 3, frozen_clock)
    assert many.calls > slow.calls


def test_the_search_deals_no_world_it_cannot_finish_within_its_budget(monkeypatch: Any) -> None:
    """Each sampled world takes 30 ms on a clock that moves only when a world is dealt: with
    a 100 ms budget the search plays three (ending at 90 ms) and not a fourth, which would end
    at 120 ms, late. The worlds it plays are the same as a search of three."""
    state = table(["Kyuzo", "Katsushiro", "Gorobei", "Kanbei"], deck=["2/doll"] + FILLER + ["2/any"] * 4 + ["3/any"] * 4 + ["4/any"] * 4,
                  boards=[{"line": ["4/any", "2/any"]}, {}, {}, {}])
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    pair = favourite_and_rival(view, legal)
    dealt = [0]
    real_determinize = search.determinize

    def timed_determinize(*args: Any) -> State:
        dealt[0] += 1
        return real_determinize(*args)

    monkeypatch.setattr(search, "determinize", timed_determinize)
    budgeted, three = CountingNormal(), CountingNormal()
    rollout_choice(view, pair, random.Random(5), budgeted, 0.1, 12, lambda: 0.03 * dealt[0])
    assert dealt[0] == 3
    rollout_choice(view, pair, random.Random(5), three, 1.0, 3, lambda: 0.0)
    assert budgeted.calls == three.calls > 0


def searchable_choices() -> Iterator[tuple[State, list[Action], float, bool]]:
    """The turn, card and second-fight choices of a few seeded games, each with the heuristics'
    gap between their favourite and its closest rival (infinite without a rival) and whether
    the village is at its edge (``ai.at_the_edge``)."""
    normal = NormalBot()
    for state, seat in positions(6):
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        task = top_decision(view)
        if task is None or len(legal) < 2 or task.kind not in HardBot.searched:
            continue
        prices = Prices(view)
        scores = normal.scores(view, legal, prices)
        pair = contenders(legal, scores)
        gap = scores[pair[0]] - scores[pair[1]] if len(pair) == 2 else math.inf
        yield view, legal, gap, ai.at_the_edge(prices)


def test_the_hard_samurai_searches_exactly_the_close_calls(monkeypatch: Any) -> None:
    """A turn, card or second-fight choice goes to the search when the heuristics' two best
    lie less than ``close_call`` apart, or when the village is at its edge and there is a
    rival at all; any other choice is the normal samurai's. Seeded games show both kinds,
    searched choices that are not mere ties, and wide gaps searched at the edge."""
    searched: list[State] = []

    def fake_search(view: State, *_: Any) -> None:
        searched.append(view)

    monkeypatch.setattr(search, "sample_gains", fake_search)
    hard = HardBot()
    seen: list[tuple[float, bool, bool]] = []
    for view, legal, gap, edge in searchable_choices():
        before = len(searched)
        hard.choose(view, legal, random.Random(0))
        seen.append((gap, edge, len(searched) > before))
    assert all(did == (gap < HardBot.close_call or (edge and gap < math.inf)) for gap, edge, did in seen)
    assert any(did and gap > 0 for gap, _, did in seen)  # a close call, not only a tie
    assert any(did and gap >= HardBot.close_call for gap, _, did in seen)  # searched at the edge
    assert any(not did for _, _, did in seen)


def test_the_edge_is_less_than_one_hit_to_spare() -> None:
    """The hard samurai searches every choice at the village's edge, where less than one hit is
    left to spare. The last farm, the last family or a samurai one wound from death, with hits
    still to spare, is not the edge: searching those at any gap lost in play."""
    names = ["Gorobei", "Kanbei", "Kyuzo", "Katsushiro"]
    assert not ai.at_the_edge(Prices(table(names, deck=FILLER)))
    assert ai.at_the_edge(Prices(table(names, deck=FILLER, barricades=0, farms=["A", "B"])))
    # in the last round, where no hits are kept back for rounds to come, so that each case has
    # hits clearly to spare (in round 1 the last farm alone leaves exactly one, the edge's border)
    for stake in ({"farms": ["A"]}, {"families": ["A"]},
                  {"boards": [{}, {"animal": True, "wound": True}, {}, {}]}):
        prices = Prices(table(names, deck=FILLER, round=3, **stake))
        assert prices.hit < HIT_SCALE / 2 and not ai.at_the_edge(prices), stake


def test_hard_samurai_seated_to_search_from_a_later_round_play_the_normal_choice_before_it(
        monkeypatch: Any) -> None:
    """``SEARCH_FROM_ROUND`` (a benchmark setting) leaves the rounds before it to the normal
    samurai's choice: a close call goes to the search only from that round on."""
    monkeypatch.setattr(ai, "SEARCH_FROM_ROUND", 3)
    hard = GAME.make_bot("hard", 0)
    assert isinstance(hard, HardBot)
    view, legal = a_close_call()
    for round_number, searched in ((1, False), (2, False), (3, True)):
        pair = hard.searched_pair(replace(view, round=round_number), legal)
        assert (len(pair) == 2) == searched, round_number


def a_close_call() -> tuple[State, list[Action]]:
    """A view and its legal actions where the hard samurai searches (``close_call``)."""
    for view, legal, gap, _ in searchable_choices():
        if gap < HardBot.close_call:
            return view, legal
    raise AssertionError("no close call in the seeded games")


def test_a_rival_ahead_but_not_clear_gets_a_long_look_within_the_share(monkeypatch: Any) -> None:
    """After the budget's twelve worlds the rival leads by 2.1 standard errors, short of the
    2.2 that twelve ask: not clear enough to be played, and past ``LONG_LOOK_LEAD``, so the hard
    samurai deals more worlds under its long budget, where the rival stands clear and is played.
    It looks long at most once in every ``1 / LONG_LOOK_SHARE`` decisions: below that the
    favourite stands, and no second search runs."""
    view, legal = a_close_call()
    favourite, rival = contenders(legal, NormalBot().scores(view, legal))
    budget_decks = [0.3, -0.1, 0.2, 0.0] * 3  # the rival's gains on the budget's twelve worlds
    budgets: list[float] = []

    def fake_search(view: State, candidates: Sequence[Action], gains: list[list[float]], gen: random.Random,
                    policy: Any, budget: float, samples: int, clock: Any) -> None:
        budgets.append(budget)
        rival_gains = budget_decks if len(budgets) == 1 else [0.3, 0.1, 0.2, 0.2] * 20
        gains[0].extend([0.0] * len(rival_gains))
        gains[1].extend(rival_gains)

    monkeypatch.setattr(search, "sample_gains", fake_search)
    assert search.rival_leads([[0.0] * 12, budget_decks], ai.LONG_LOOK_LEAD)
    assert clear_winner([[0.0] * 12, budget_decks]) == 0
    hard = HardBot()
    hard.decisions = 10  # too few: a share of 3% allows the first long look at the 34th decision
    assert hard.choose(view, legal, random.Random(0)) == legal[favourite]
    assert budgets == [hard.budget]
    budgets.clear()
    hard.decisions = math.ceil(1 / ai.LONG_LOOK_SHARE)
    assert hard.choose(view, legal, random.Random(0)) == legal[rival]
    assert budgets == [hard.budget, ai.LONG_LOOK_BUDGET_MS / 1000]
    budgets.clear()
    assert hard.choose(view, legal, random.Random(0)) == legal[favourite]  # the share is spent
    assert budgets == [hard.budget]


def test_no_long_look_is_spent_where_the_budget_already_dealt_its_decks(monkeypatch: Any) -> None:
    """Late in a round a playout is short, and the budget alone may deal as many decks as a
    long look would reach. Looking longer could add none there: the rival still leads without
    standing clear, the favourite is played, and the share of long looks is kept for later."""
    view, legal = a_close_call()
    favourite, _ = contenders(legal, NormalBot().scores(view, legal))
    budgets: list[float] = []
    rival_gains = [0.3, -0.2, 0.2, 0.0, -0.2, 0.25, 0.1, 0.05] * 3  # 1.7 standard errors ahead

    def fake_search(view: State, candidates: Sequence[Action], gains: list[list[float]], gen: random.Random,
                    policy: Any, budget: float, samples: int, clock: Any) -> None:
        budgets.append(budget)
        gains[0].extend([0.0] * len(rival_gains))
        gains[1].extend(rival_gains)

    monkeypatch.setattr(search, "sample_gains", fake_search)
    monkeypatch.setattr(ai, "LONG_LOOK_SAMPLES", len(rival_gains))
    assert search.rival_leads([[0.0] * len(rival_gains), rival_gains], ai.LONG_LOOK_LEAD)
    assert clear_winner([[0.0] * len(rival_gains), rival_gains]) == 0
    hard = HardBot()
    hard.decisions = math.ceil(1 / ai.LONG_LOOK_SHARE)
    assert hard.choose(view, legal, random.Random(0)) == legal[favourite]
    assert budgets == [hard.budget] and hard.long_looks == 0


def test_a_long_look_waits_for_a_rival_in_the_lead() -> None:
    """Only a rival ahead of the favourite by ``LONG_LOOK_LEAD`` standard errors earns more
    worlds: not one behind, level, or ahead on a single world."""
    lead = ai.LONG_LOOK_LEAD
    assert search.rival_leads([[0.0] * 4, [0.4, 0.2, 0.3, 0.1]], lead)
    assert not search.rival_leads([[0.0] * 4, [-0.4, -0.2, -0.3, -0.1]], lead)
    assert not search.rival_leads([[0.0] * 4, [0.4, -0.4, 0.3, -0.3]], lead)
    assert not search.rival_leads([[0.0], [0.5]], lead)


def test_the_search_weighs_the_fight_against_twin_supports() -> None:
    """Supports to targets the heuristics cannot tell apart are twins: the search tries the
    favourite against the best choice that is not its twin (here the fight), and with
    nothing but twins left it has no rival to try. Different actions at one score stay
    rivals."""
    legal: list[Action] = [Fight(), Support(0), Support(1), Support(2), Pass()]
    assert contenders(legal, [-0.6, -0.47, -1.33, -0.47, -7.5]) == [3, 0]
    assert contenders(legal, [-0.6, -0.47, -1.33, -0.52, -7.5]) == [1, 3]
    assert contenders([Support(0), Support(1)], [-1.0, -1.0]) == [1]
    assert contenders([Defend(), Confront()], [0.5, 0.5]) == [1, 0]


def test_a_rival_overrules_the_favourite_only_when_enough_worlds_agree() -> None:
    """Ahead on three sampled worlds by a margin two standard errors would accept, the rival
    still loses to the favourite: with so few worlds the spread is itself a guess. Ahead as
    clearly on twelve worlds, it is played; behind, it never is."""
    few = [0.3, 0.1, 0.2]
    assert clear_winner([[0.0] * 3, few]) == 0
    assert clear_winner([[0.0] * 12, few * 4]) == 1
    assert clear_winner([[0.0] * 12, [-g for g in few * 4]]) == 0
    assert clear_winner([[0.0], [5.0]]) == 0


def test_kyuzo_alone_under_a_reshuffling_chief_confronts_instead_of_discarding() -> None:
    """The chief's reshuffle brings a brigand back every turn: a Kyuzo alone in the round who
    kept discarding the matching draws would meet the same deck for ever, so he confronts."""
    state = table(["Kyuzo", "Kanbei"], round=3, deck=["1/farm/no_support"], discard=["1/farm/infiltrate"],
                  boards=[{"line": ["1/hat/infiltrate", "6/flames/no_defend/reshuffle"]}, {"passed": True}])
    for level in (NormalBot(), HardBot(), EasyBot()):
        current = state
        for _ in range(6):
            if GAME.outcome(current) is not None or current.round != 3:
                break
            seat = GAME.to_act(current)[0]
            legal = GAME.legal_actions(current, seat)
            choice = level.choose(GAME.view(current, seat), legal, random.Random(2))
            assert not isinstance(choice, DiscardCard)
            current, _ = GAME.apply(current, seat, choice)
        assert current.round != 3 or GAME.outcome(current) is not None, "the round must end"


def test_kyuzos_draw_under_a_reshuffling_chief_counts_no_discard() -> None:
    """The discard he would never take there (it brings the deck round again) is not in the
    price of his draw either: it is what placing the brigand is worth, under the turn's
    no_defend. Counting the discard, the 1s and 6s his line holds would be floored by a discard
    he never makes."""
    state = table(["Kyuzo", "Kanbei"], round=3, deck=["1/farm/no_support"], discard=["1/farm/infiltrate"],
                  boards=[{"line": ["1/hat/infiltrate", "6/flames/no_defend/reshuffle"]}, {"passed": True}])
    view = GAME.view(state, 0)
    assert view.turn.no_defend
    prices = Prices(view)
    placed = [prices.placement_value(0, brigand, may_defend=False) for brigand in prices.pool]
    assert prices.draw_value(0) == pytest.approx(sum(placed) / len(placed))
    assert {1, 6} <= {brigand.value for brigand in prices.pool}


def test_heihachi_hands_an_even_brigand_to_the_neighbour_it_saves_from_a_wound() -> None:
    """A confronted gift covers the newest brigand of whoever takes it: handed to the
    neighbour whose newest brigand wounds, it spares them that wound at their next turn."""
    full = ["1/hat/infiltrate", "1/farm/infiltrate", "1/doll/infiltrate"]
    state = table(["Heihachi", "Kyuzo", "Gorobei"], deck=["2/doll"] + FILLER,
                  boards=[{"left": full, "line": ["4/doll"]},
                          {"left": ["2/hat/infiltrate", "2/farm/infiltrate", "2/doll/infiltrate"], "line": ["3/wound"]},
                          {"left": ["3/hat/left", "3/farm/left", "3/doll/left"], "line": ["3/doll"]}])
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert GiveCard(1) in legal and GiveCard(2) in legal
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == GiveCard(1)


def test_an_even_wounding_brigand_goes_to_gorobei_who_shrugs_it_off() -> None:
    """Gorobei ignores even brigands' penalties at the start of his turn (Kanbei odd ones, and
    so does whoever holds their token): Heihachi, hurt, hands his wounding 2 to Gorobei rather
    than to the fresh Kyuzo, whom it would wound."""
    state = table(["Heihachi", "Gorobei", "Kyuzo"], deck=["2/doll/flames/wound"] + FILLER,
                  boards=[guarded(0, wound=True), guarded(1, wound=True), guarded(2)])
    prices = Prices(state)
    even, odd = card(cid("2/doll/flames/wound")), card(cid("3/doll/flames/wound"))
    _, gorobei, kyuzo = state.boards
    assert prices.penalty(even, gorobei) == 0 < prices.penalty(odd, gorobei) == prices.repeats(1) * prices.wound(gorobei)
    assert prices.penalty(even, kyuzo) == prices.repeats(2) * prices.wound(kyuzo) > 0
    assert prices.penalty(even, replace(kyuzo, held=(1,))) == 0
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert GiveCard(1) in legal and GiveCard(2) in legal
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == GiveCard(1)


def test_a_gift_is_priced_with_the_takers_own_talent() -> None:
    """A handed brigand is played as if drawn, so the taker's talent acts on it. Heihachi's 2
    would overwhelm him and Gorobei alike; Kyuzo, whose line already holds a 2, may discard
    it and leave his board as it was, so it goes to him."""
    state = table(["Heihachi", "Kyuzo", "Gorobei"], deck=["2/barricade"] + FILLER,
                  boards=[guarded(0, line=["4/hat", "3/doll"]), guarded(1, line=["2/doll", "4/doll", "2/hat/flames"]),
                          {"line": ["4/hat/flames/barricade", "4/doll/flames/barricade"]}])
    state, _ = act(state, Fight(), seat=0)
    legal = GAME.legal_actions(state, 0)
    assert {Confront(), GiveCard(1), GiveCard(2)} <= set(legal)
    prices = Prices(GAME.view(state, 0))
    brigand = card(cid("2/barricade"))
    assert prices.handover_value(1, brigand) < 0.0 == prices.gift_value(1, brigand)
    assert prices.gift_value(2, brigand) == prices.handover_value(2, brigand) < 0.0
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == GiveCard(1)
    state, _ = act(state, GiveCard(1), seat=0)
    assert DiscardCard() in GAME.legal_actions(state, 1)


def test_a_gift_to_katsushiro_is_worth_at_least_his_second_draw() -> None:
    """Katsushiro may put a handed brigand under the deck and play the next one: a gift
    that would overwhelm him is priced by that draw, not by the overflow."""
    state = table(["Heihachi", "Katsushiro", "Gorobei"], deck=["2/barricade"] + FILLER,
                  boards=[guarded(0), guarded(1, line=["4/doll", "4/hat", "1/doll"]), guarded(2)])
    prices = Prices(GAME.view(state, 0))
    brigand = card(cid("2/barricade"))
    assert prices.handover_value(1, brigand) < prices.gift_value(1, brigand)
    assert prices.gift_value(2, brigand) == prices.handover_value(2, brigand)


def test_kikuchiyo_fights_again_to_cover_a_brigand_that_would_wound_him() -> None:
    """Stopping after the first fight leaves its brigand on top, and its wound falls due at
    Kikuchiyo's next turn; a second fight most likely covers it with a milder one."""
    state = table(["Kikuchiyo", "Kanbei", "Gorobei"], deck=["2/doll/flames/wound"] + FILLER,
                  boards=[{"left": FULL_LEFTS[0], "line": ["1/any"], "animal": True}, {}, {}])
    state, _ = act(state, Fight(), seat=0)  # the doll is already defended: confronted at once
    legal = GAME.legal_actions(state, 0)
    assert legal == (FightAgain(True), FightAgain(False))
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == FightAgain(True)


def test_a_samurai_with_defences_laid_and_room_to_fight_stays_in_the_round() -> None:
    """Passing spares him every penalty to come, but gives up the Kiai hits and the turns
    still his: with his track nearly empty he fights on."""
    state = table(["Kanbei", "Gorobei", "Kyuzo"], deck=["1/any"] * 8,
                  boards=[{"left": FULL_LEFTS[0], "line": ["2/any"]}, {}, {}])
    legal = GAME.legal_actions(state, 0)
    assert Pass() in legal
    assert NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)) == Fight()


def test_a_kiai_is_priced_by_what_its_effect_would_do_now() -> None:
    """Landing exactly on the Kiai value is worth the room it frees plus the samurai's own
    effect: Heihachi's barricade only when one is missing, Kanbei's cleared infiltrators only
    when there are some, Gorobei's discarded deck cards only while the deck lasts, Kikuchiyo's
    cleared line only when some line has a brigand worth clearing (the next test)."""
    samurai = ["Heihachi", "Kanbei", "Gorobei", "Kyuzo"]
    quiet = Prices(table(samurai, deck=[]))
    # as the samurai see it: the infiltrators unseen
    busy_table = table(samurai, deck=FILLER, barricades=3, infiltrators=["1/any", "2/any", "3/any"])
    busy = Prices(GAME.view(busy_table, 0))
    room = [quiet.kiai_gain(board) for board in quiet.view.boards]
    assert room[0] < room[2] == room[1]  # a longer track frees more room; no effect has work
    assert busy.kiai_gain(busy.view.boards[0]) == room[0] + busy.barricade
    assert busy.kiai_gain(busy.view.boards[1]) == pytest.approx(room[1] + 2 * busy.infiltrator)
    assert busy.kiai_gain(busy.view.boards[2]) > room[2]
    kikuchiyo = table(["Kikuchiyo", "Kanbei"], deck=FILLER)
    hurt = Prices(replace(kikuchiyo, barricades=1))
    assert hurt.kiai_gain(kikuchiyo.boards[0]) == Prices(kikuchiyo).kiai_gain(kikuchiyo.boards[0])


def test_kanbeis_kiai_counts_the_flames_of_the_infiltrators_the_table_knows() -> None:
    """The two top infiltrators (the end of the pile), one with flames and one without: known,
    his Kiai saves one barricade; unseen, each counts at the flame odds."""
    state = table(["Kanbei", "Gorobei"], deck=FILLER, barricades=3,
                  infiltrators=["2/doll", "1/hat/flames", "3/doll"])
    kanbei = state.boards[0]
    assert Prices(state).kiai_effect(kanbei) == Prices(state).barricade
    unseen = Prices(GAME.view(state, 0))
    assert unseen.kiai_effect(kanbei) == pytest.approx(2 * unseen.infiltrator)
    assert unseen.hit > Prices(state).hit  # three unseen count for more flames than the one known


def test_kikuchiyos_kiai_is_priced_by_the_lines_it_would_clear() -> None:
    """His Kiai takes the newest brigand off a fight line of his choice, off two on the animal
    side: worth the best line relief among the samurai still in the round (the two best), on
    top of the room it frees."""
    samurai = ["Kikuchiyo", "Kanbei", "Gorobei"]
    for animal, lines_cleared in ((False, 1), (True, 2)):
        bare = Prices(table(samurai, deck=FILLER, boards=[{"animal": animal}, {}, {}]))
        wounding = table(samurai, deck=FILLER, boards=[{"animal": animal}, {"line": ["2/doll/flames/wound"]},
                                                       {"line": ["1/hat/flames/wound"]}])
        prices = Prices(wounding)
        reliefs = sorted((prices.line_relief(seat) for seat in (1, 2)), reverse=True)
        assert reliefs[-1] > 0
        assert prices.kiai_gain(wounding.boards[0]) == pytest.approx(
            bare.kiai_gain(bare.view.boards[0]) + sum(reliefs[:lines_cleared]))


def test_heihachi_confronts_to_land_on_his_kiai_when_the_village_lacks_a_barricade() -> None:
    """Two short of his Kiai value, Heihachi draws a 2 he could also defend: with every
    barricade standing he keeps the defence, with barricades down the Kiai brings one back."""
    boards = [{"line": ["4/any", "2/any"], "left": ["1/hat/infiltrate", "1/farm/infiltrate"]}, {}]
    choices = []
    for barricades in (4, 1):
        state = table(["Heihachi", "Kanbei"], deck=["2/doll"] + FILLER, boards=boards, barricades=barricades,
                      barricades_start=4)
        state, _ = act(state, Fight(), seat=0)
        legal = GAME.legal_actions(state, 0)
        choices.append(NormalBot().choose(GAME.view(state, 0), legal, random.Random(1)))
    assert choices == [Defend(), Confront()]


def test_a_fight_is_worth_more_to_the_samurai_whose_talent_shapes_the_draw() -> None:
    """Kyuzo may discard a value already in his line, Heihachi hand an even brigand and Daisuke
    an odd one to a neighbour, Katsushiro slide a brigand under the deck for the next: each
    prices the coming draw above what it is worth with the talent silenced. Kanbei's talent
    acts on penalties, not on draws."""
    for samurai, gains in (("Kyuzo", True), ("Heihachi", True), ("Daisuke", True),
                           ("Katsushiro", True), ("Kanbei", False)):
        state = table([samurai, "Gorobei", "Kikuchiyo"], deck=FILLER * 2,
                      boards=[{"line": ["2/doll", "3/doll"]}, {"line": ["1/any"]}, {}])
        view = GAME.view(state, 0)  # the next brigand unseen
        silenced = replace(view, turn=replace(view.turn, no_talent=True))
        with_talent, without = Prices(view).draw_value(0), Prices(silenced).draw_value(0)
        assert (with_talent > without) is gains, samurai
        assert with_talent >= without


def test_the_prices_read_over_the_whole_pool_match_one_brigand_at_a_time() -> None:
    """The draw and forced-draw prices run over the pool with each board read once and each
    group of like brigands priced once; every figure must be the one the per-brigand prices
    give, to the last bit, in every seat."""
    checked = 0
    for state, seat_to_act in positions(6):
        view = GAME.view(state, seat_to_act)
        prices = Prices(view)
        for seat, board in enumerate(view.boards):
            assert prices.pool_confront_values(board) == [prices.confront_value(board, b) for b in prices.pool]
            assert prices.pool_gift_values(seat) == [prices.gift_value(seat, b) for b in prices.pool]
            checked += len(prices.pool)
    assert checked > 1000


def test_a_support_is_worth_more_while_the_deck_outnumbers_what_the_team_can_take(monkeypatch: Any) -> None:
    """A Support sends the deck's top brigand away. With every defence laid and the tracks
    nearly full, ten brigands are more than the team can take, so one fewer spares a share of
    an overflow; with the tracks empty and two brigands left it spares nothing."""
    crowded = table(["Gorobei", "Kanbei", "Kyuzo"], deck=["2/any"] * 10,
                    boards=[guarded(0, line=["4/any", "4/any"]), guarded(1, line=["4/any", "4/any"]),
                            guarded(2, line=["4/any", "4/any"])])
    roomy = table(["Gorobei", "Kanbei", "Kyuzo"], deck=["2/any"] * 2,
                  boards=[guarded(0), guarded(1), guarded(2)])
    crowded_prices, roomy_prices = Prices(crowded), Prices(roomy)
    assert crowded_prices.overflow_relief() > 0.0
    assert roomy_prices.overflow_relief() == 0.0
    bot, share = NormalBot(), ai.SUPPORT_RELIEF
    with_relief = [bot.turn_score(prices, 0, Support(1)) for prices in (crowded_prices, roomy_prices)]
    monkeypatch.setattr(ai, "SUPPORT_RELIEF", 0.0)
    without = [bot.turn_score(prices, 0, Support(1)) for prices in (crowded_prices, roomy_prices)]
    assert with_relief[0] - without[0] == pytest.approx(share * crowded_prices.overflow_relief())
    assert with_relief[1] == without[1]
    assert crowded_prices.overflow_relief() == pytest.approx(OVERFLOW_FLAMES * crowded_prices.hit)


def test_a_lent_draw_talent_is_worth_a_share_of_what_it_adds_to_the_receivers_draw() -> None:
    """Kyuzo's token lets its holder discard a drawn value already in their line. Lent to
    Gorobei, whose line holds a 2 and a 3, it improves his next draw; lent to Kikuchiyo, whose
    line is empty, it can discard nothing and is worth nothing. The Support to Gorobei is
    therefore preferred, by the share of the gain the rule credits."""
    state = table(["Kyuzo", "Gorobei", "Kikuchiyo"], deck=["2/any", "3/any", "4/any", "1/any"] * 2,
                  boards=[{}, {"line": ["2/doll", "3/doll"]}, {}])
    view = GAME.view(state, 0)
    prices = Prices(view)
    gain = prices.draw_value(1, lent="Kyuzo") - prices.draw_value(1)
    assert gain > 0.0
    assert prices.draw_value(2, lent="Kyuzo") == prices.draw_value(2)
    assert ai.support_score(prices, 0, 1) == pytest.approx(ai.LENT_DRAW_SHARE * gain)
    assert ai.support_score(prices, 0, 2) == 0.0
    bot = NormalBot()
    assert bot.turn_score(prices, 0, Support(1)) > bot.turn_score(prices, 0, Support(2))


def test_a_support_to_a_samurai_past_their_kiai_is_worth_only_the_penalty_it_lets_them_shrug() -> None:
    """Gorobei's line (4 + 6 = 10) is past his Kiai of 9: his next turn is a forced pass, so
    Kyuzo's token, which shapes a draw, would lend him nothing, though his line holds the values
    it discards. Lent to Kikuchiyo, whose line holds a 2, it helps his next draw, so the Support
    goes there. (The normal samurai used to prefer the samurai who must pass: 20 of 336
    Supports in 30 all-normal games.)"""
    state = table(["Kyuzo", "Gorobei", "Kikuchiyo"], deck=["4/any", "6/any", "2/any", "1/any"] * 2,
                  boards=[{}, {"line": ["4/any", "6/any"]}, {"line": ["2/any"]}])
    view = GAME.view(state, 0)
    prices = Prices(view)
    assert prices.draw_value(1, lent="Kyuzo") > prices.draw_value(1)  # a draw he will not make
    assert ai.support_score(prices, 0, 1) == 0.0
    assert ai.support_score(prices, 0, 2) > 0.0
    bot = NormalBot()
    assert bot.turn_score(prices, 0, Support(2)) > bot.turn_score(prices, 0, Support(1))


def test_a_chiefs_discard_gives_up_the_defence_the_village_misses_least() -> None:
    """A fresh samurai gives up the hat (a first wound is cheap) and keeps the doll (a family);
    one wound from death, the hat is what keeps him alive, so the doll goes. The chief's penalty
    itself is priced by that cheapest defence, and costs more the dearer the defences left."""
    seats = ["Kyuzo", "Katsushiro", "Kikuchiyo"]
    line = ["6/flames/discard_left"]
    left = ["1/hat/flames", "1/doll"]
    filler = ["1/any", "2/any", "3/any", "4/any"] * 2
    bot = NormalBot()
    for near_death, kept in ((False, "1/doll"), (True, "1/hat/flames")):
        state = table(seats, round=3, deck=filler,
                      boards=[{"line": line, "left": left, "animal": near_death, "wound": near_death}, {}, {}])
        assert top_decision(state).kind == "discard_left"
        view = GAME.view(state, 0)
        chosen = bot.choose(view, GAME.legal_actions(state, 0), random.Random(1))
        assert chosen == DiscardLeft(cid(next(c for c in left if c != kept)))
    fresh, hurt = (Prices(GAME.view(table(seats, round=3, deck=filler,
                                          boards=[{"left": left, "animal": h, "wound": h}, {}, {}]), 0))
                   for h in (False, True))
    chief = card(cid(line[0]))
    assert fresh.penalty(chief, fresh.view.boards[0]) == pytest.approx(
        fresh.repeats(0) * fresh.cheapest_defence(fresh.view.boards[0]))
    assert hurt.penalty(chief, hurt.view.boards[0]) > fresh.penalty(chief, fresh.view.boards[0])


def test_katsushiros_reorder_is_weighed_for_the_next_samurai_still_in_the_round() -> None:
    """His left neighbour has passed, so the brigand put on top goes to the samurai after:
    Kanbei, two short of his Kiai, for whom the 2 is a Kiai hit and the 4 an overwhelm."""
    boards = [{"line": ["4/any", "4/any", "1/any"]}, {"passed": True}, {"line": ["4/any", "3/any"]}]
    deck = ["1/any", "4/any", "2/any"] + FILLER
    state = table(["Katsushiro", "Gorobei", "Kanbei"], deck=deck, boards=boards)
    state, _ = act(state, Fight(), seat=0)
    state, _ = act(state, Confront(), seat=0)
    view = GAME.view(state, 0)
    reorders = [a for a in GAME.legal_actions(state, 0) if isinstance(a, KiaiReorder)]
    prices = Prices(view)
    for action in reorders:
        on_top = card(action.order[0])
        assert ai.kiai_score(prices, 0, action) == 0.5 + 0.1 * prices.placement_value(2, on_top)
    best = max(reorders, key=lambda a: ai.kiai_score(prices, 0, a))
    assert card(best.order[0]).value == 2
    assert next_to_play(view, 0) == 2 and next_to_play(view, 2) == 0
