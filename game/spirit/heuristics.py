"""Rules of thumb the AI samurai share: what a penalty costs in the present position, how
risky the next draw is, how good it is to lay a brigand here or there, and what a whole
position is worth.

``Prices`` reads the village once per decision. Barricades and farms are one pool of "hits"
the village can take (a barricade lost now is a farm lost later), so a hit is cheap while the
pool is deep and dear when the infiltrators already threaten the last of it, with a reserve
kept for the rounds still to come. A defence is worth what its end-of-round loss costs times
the chance that no other brigand with that symbol reaches this samurai in time, and passing
costs the brigands the rest of the team cannot absorb (they end with the infiltrators or
overwhelm somebody)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import cache, lru_cache
from typing import NamedTuple

from game.spirit.data import ROUNDS, SYMBOLS, Brigand, brigands, card
from game.spirit.legal import can_defend, discardable_values, handed_parities, kiai_reach
from game.spirit.setup import mode_of
from game.spirit.state import (
    HIDDEN,
    Board,
    State,
    arrow_target,
    in_play,
    kiai_value,
    left_symbols,
    neighbours,
    newest_brigand,
    penalty_possible,
    shrugging_talent,
    talents_of,
    track,
)
from game.spirit.views import visible_cards

MISSING_LOSS = {"hat": "wound", "farm": "farm", "doll": "family"}
KIAI_GAIN = 1.2  # hitting the Kiai value exactly, besides the room and the samurai's own effect
# the whole deck's share of flames, not the unseen pool's: counting the flames still to come,
# so that a card sent to the infiltrators (by a Support, a penalty, a Kiai) is priced by the
# pool, lost. All-normal teams of 4 on Normal, seeds 90001-93000: 492 wins (the pool's share),
# 511 (this share times the pool's against its round's ranks), 515 (half that swing, a face-up
# top card left out), against 534 with this fixed share
FLAME_ODDS = 35 / 66
RANKS_BY_ROUND = {1: ("raider",), 2: ("raider", "lieutenant"), 3: ("raider", "lieutenant", "chief")}
# The first wound's cost and the hit scale come from benchmarks/spirit_tune.py (4 samurai,
# Normal): a first wound heals with the family bonus or turns the board animal, so it is cheap.
WOUND_COST = (0.5, 1.4, 2.4, 40.0)  # by the samurai's place on the wound ladder
HIT_SCALE = 8.0  # a hit costs HIT_SCALE / (hits to spare)
ROUND_RESERVE = 2.5  # hits each round still to come is expected to take
DEFEND_SLOTS = 0.7  # brigands a missing defence is expected to absorb
OVERFLOW_FLAMES = 1.5  # a brigand nobody can take: infiltrator flames or an overwhelmed samurai
VALUE_WEIGHT = 0.12  # track room a confronted brigand uses up, per point
CARD_BURDEN = 0.5  # a deck card the team need not meet, in infiltrator prices
URGENCY_FLOOR = 0.0  # a defence laid now is worth at least this share of its loss
FAMILY_COST = {3: 3.0, 2: 6.0}  # losing a family, by the families left (the last one: the game)
FARM_BACK = 0.5  # a farm's hidden back, where its penalty applies (Hard, Heroic)
# A brigand's penalty weighs more than the one loss it deals: it stays due at every turn its
# card is the newest of the line. So it is priced by how often it is likely to be paid: at each
# of its owner's turns left in the round (``own_turns``), while no newer brigand covers it, which
# a turn fails to do with the chance PENALTY_REPEAT (a defence, a Support, a gift), the whole
# scaled by PENALTY_SCALE. A flat 1.3 times the loss, whatever the turns left, had won 534 -> 594
# of seeds 90001-93000 (all-normal teams of 4 on Normal). Counting the turns won 625 -> 686 of
# seeds 150001-153000 and 657 -> 718 of seeds 130001-133000 at these values; neighbours of
# them (0.25 / 0.95, 0.35 / 0.85, 0.3 / 0.8) won 680 to 691 of seeds 150001-153000
PENALTY_REPEAT = 0.3
PENALTY_SCALE = 0.9


ALL_SYMBOLS = frozenset(SYMBOLS)


def missing(board: Board) -> frozenset[str]:
    """The defence symbols this samurai has not laid yet."""
    return ALL_SYMBOLS - left_symbols(board)


def expected_flames(infiltrators: tuple[int, ...]) -> float:
    """The flames these infiltrators are expected to bring: those the table saw go there face
    up (``views.masked``) are known, the others count at ``FLAME_ODDS``. Priced so, all-normal
    teams of 4 on Normal won 1,455 of seeds 990001-996000 where they had won 1,447 counting
    every infiltrator at the odds: the knowledge is rare (a Katsushiro's Kiai, then a Support)."""
    return sum(FLAME_ODDS if c == HIDDEN else float(card(c).flames) for c in infiltrators)


def wound_weight(board: Board) -> int:
    """How far a samurai is along the wound ladder (0 fresh, 3 one wound from death)."""
    return (2 if board.animal else 0) + (1 if board.wound else 0)


class Prices:
    """What each loss costs the team right now."""

    def __init__(self, view: State, careful: bool = True) -> None:
        """``careful`` prices each penalty by how often it will fall due (``repeats``); the
        easy samurai price it once, whenever it comes."""
        self.view = view
        self._penalties: dict[tuple[tuple[str, ...], int, bool], float] = {}
        self._seats = {b.samurai: i for i, b in enumerate(view.boards)}
        self._pricing_arrow = False
        self._capacities: dict[int, float] = {}  # capacity by seat: every pass and Support sums them
        self._draws: dict[tuple[int, str], float] = {}  # draw_value by seat and lent talent
        self._placed: dict[int, tuple[list[float], float]] = {}  # _placements by seat
        self._handed: dict[int, list[float]] = {}  # pool_gift_values by seat
        self._forced: dict[int, float] = {}  # forced_draw_cost by seat: every arrow penalty asks
        self._confronts: dict[tuple[int, bool], list[float]] = {}  # pool_confront_values by seat, arrow
        self._overflow: float | None = None  # overflow: every Support asks
        farms = len(view.farms)
        threatened = expected_flames(view.infiltrators)
        spare = view.barricades + farms - 1 - threatened - ROUND_RESERVE * (ROUNDS - view.round)
        self.hit = min(40.0, HIT_SCALE / max(0.15, spare))
        farm_back = FARM_BACK if mode_of(view.mode).farm_penalties else 0.0
        self.farm = 40.0 if farms <= 1 else self.hit * (1.0 + farm_back)
        self.family = FAMILY_COST.get(len(view.families), 40.0)
        self.barricade = self.hit * (1.0 + farm_back) if view.barricades == 0 else self.hit
        self.infiltrator = FLAME_ODDS * self.barricade
        draw = self.draw = next_draw(view)
        self.pool, self.mean_value, self.symbol_odds = draw.pool, draw.mean_value, draw.symbol_odds
        # read at every penalty priced: once per seat here, not per penalty (7.0 against 7.5 ms a
        # playout at 4 samurai, benchmarks/spirit_playout_speed.py)
        playing = in_play(view)
        self._repeats = tuple(expected_payments(own_turns(view, seat, playing)) if careful else 1.0
                              for seat in range(len(view.boards)))
        # a board the view does not hold has its turns uncounted: as many as a round may bring
        self._stranger_repeats = expected_payments(ROUND_TURNS) if careful else 1.0

    def wound(self, board: Board) -> float:
        return WOUND_COST[wound_weight(board)]

    # -- defences ----------------------------------------------------------------------------
    def future_draws(self, seat: int) -> float:
        """Roughly how many more brigands this samurai will meet this round after this one."""
        view = self.view
        board = view.boards[seat]
        playing = max(1, len(in_play(view)))
        share = len(view.deck) / playing
        room = max(0, kiai_value(board) - track(board)) / self.mean_value
        return max(0.0, min(share, room + len(missing(board))) - 1.0)

    def urgency(self, seat: int, symbol: str) -> float:
        """The chance that no later brigand brings this symbol to this samurai."""
        return max(URGENCY_FLOOR, float((1.0 - self.symbol_odds[symbol]) ** self.future_draws(seat)))

    def missing_cost(self, board: Board) -> float:
        return sum(self.loss_worth(board, symbol) for symbol in missing(board))

    def loss_worth(self, board: Board, symbol: str) -> float:
        loss = MISSING_LOSS[symbol]
        return self.wound(board) if loss == "wound" else (self.farm if loss == "farm" else self.family)

    # -- penalties ---------------------------------------------------------------------------
    def penalty(self, brigand: Brigand, board: Board) -> float:
        """What this brigand's penalty costs when it falls due on ``board``: nothing when the
        samurai will shrug it off at the start of their turn, or will have no next turn."""
        if self.shrugs_off(board, brigand.value):
            return 0.0
        return self._priced(brigand.penalties, board, self._seat_of(board))

    def _group_pays(self, board: Board) -> list[float]:
        """``penalty`` for each of the pool's groups of like brigands (``NextDraw.groups``),
        with the board read once: the draw and the forced-draw prices run over the whole pool
        at every decision. Kept by ``pool_confront_values``, its one caller."""
        seat = self._seat_of(board)
        shrugged = (self.shrugs_off(board, 0), self.shrugs_off(board, 1))
        return [0.0 if shrugged[value % 2] else self._priced(penalties, board, seat)
                for value, penalties in self.draw.groups]

    def _priced(self, penalties: tuple[str, ...], board: Board, seat: int) -> float:
        key = (penalties, seat, self._pricing_arrow)
        known = self._penalties.get(key)
        if known is None:
            # a penalty the round ends before is never paid (falls_due)
            known = self._penalties[key] = self._price(penalties, board, seat) if self.falls_due(seat) else 0.0
        return known

    def falls_due(self, seat: int) -> bool:
        """Whether ``seat`` has a next turn this round, where its newest brigand's penalty falls
        due. Every turn takes a card from the deck (a pass excepted), so a deck no longer than
        the turns the others play first ends the round before it: the fight lines are cleared
        and nothing is paid. A board the view does not hold is assumed to pay. Pricing those
        late penalties at nothing won 594 -> 635 of seeds 90001-93000 and 562 -> 608 of seeds
        100001-103000 (all-normal teams of 4 on Normal); at 0.3 of their price, 621."""
        return self.repeats(seat) > 0

    def repeats(self, seat: int) -> float:
        """How many times a penalty on top of ``seat``'s fight line is expected to be paid, as
        a multiple of its loss (``expected_payments``); once for the easy samurai."""
        return self._repeats[seat] if seat >= 0 else self._stranger_repeats

    def shrugs_off(self, board: Board, value: int) -> bool:
        """Gorobei ignores even brigands' penalties and Kanbei odd ones, at the start of their
        own turn, as does whoever holds their support token then. A token is read as shrugging
        every payment of its holder, through the holder's own turn too, though it shrugs one and
        goes back at that turn's end: read as the rules return it, the samurai won no more
        (docs/rulings.md, Samurai Spirit, AI notes), so the price stays the simpler one."""
        talent = shrugging_talent(value)
        return board.samurai == talent or any(self.view.boards[s].samurai == talent for s in board.held)

    def _seat_of(self, board: Board) -> int:
        """The seat of one of the view's boards (-1 for a board the view does not hold)."""
        seat = self._seats.get(board.samurai, -1)
        if seat >= 0 and self.view.boards[seat] is not board and self.view.boards[seat] != board:
            return -1
        return seat

    def _price(self, penalties: tuple[str, ...], board: Board, seat: int) -> float:
        total = 0.0
        for name in penalties:
            arrow = name in ("left", "right")
            if (arrow and seat < 0) or not penalty_possible(self.view, seat, board, name):
                total += self.wound(board)  # nothing to act on (or no known neighbour): a wound
            elif name == "barricade":
                total += self.barricade
            elif name == "wound":
                total += self.wound(board)
            elif name == "infiltrate":
                total += self.infiltrator
            elif arrow:
                if self._pricing_arrow:  # an arrow within an arrow: a flat guess, no recursion
                    total += 0.3 + 0.4 * self.hit
                else:
                    total += self.forced_draw_cost(arrow_target(self.view, seat, name))
            elif name == "forced_pass":
                total += 0.5 + 0.5 * len(missing(board))
            elif name == "discard_left":
                total += self.cheapest_defence(board)
            elif name == "reshuffle":
                total += 0.1  # a discard card back into the deck: one more brigand to meet
            elif name == "no_defend":
                total += 0.2 * len(missing(board))
            else:
                total += 0.1
        return self.repeats(seat) * total

    def forced_draw_cost(self, seat: int) -> float:
        """An arrow makes this samurai confront an unseen brigand (no defending, no talent):
        its penalty and its track room on average, less the penalty it spares them by
        covering their newest brigand."""
        known = self._forced.get(seat)
        if known is not None:
            return known
        board = self.view.boards[seat]
        if not self.pool:
            return 0.0
        self._pricing_arrow = True
        try:
            mean = sum(self.pool_confront_values(board)) / len(self.pool)
            known = self._forced[seat] = max(0.0, -mean - self.top_penalty(board))
        finally:
            self._pricing_arrow = False
        return known

    def top_penalty(self, board: Board) -> float:
        """Paid at this samurai's next turn unless a newer brigand covers it."""
        last = newest_brigand(board)
        return self.penalty(last, board) if last is not None else 0.0

    # -- laying a brigand --------------------------------------------------------------------
    def defend_value(self, board: Board, symbol: str) -> float:
        return 0.3 + self.defence_at_stake(board, symbol) - self.top_penalty(board)

    def defence_at_stake(self, board: Board, symbol: str) -> float:
        """What this samurai's defence of ``symbol`` spares the village: its end-of-round loss,
        times the chance that no later brigand with that symbol would reach them in time."""
        seat = self._seat_of(board)
        odds = self.urgency(seat, symbol) if seat >= 0 else 1.0
        return self.loss_worth(board, symbol) * odds

    def cheapest_defence(self, board: Board) -> float:
        """The defence a samurai would give up first (a chief's ``discard_left``), priced by
        ``defence_at_stake``."""
        return min(self.defence_at_stake(board, symbol) for symbol in left_symbols(board))

    def confront_value(self, board: Board, brigand: Brigand, kiai_fires: bool = True) -> float:
        """Confronting pays the brigand's penalty next turn; past the Kiai value it also costs
        a barricade and the defences still missing (the samurai must pass). ``kiai_fires``:
        False while this samurai's Kiai is resolving, when landing on its value fires nothing."""
        kiai_gain = self.kiai_gain(board) if kiai_fires else 0.0
        return self._confronted(brigand.value, self.penalty(brigand, board), kiai_value(board) - track(board),
                                self.missing_cost(board), kiai_gain)

    def _confronted(self, value: int, pay: float, room: int, missing_cost: float, kiai_gain: float) -> float:
        """``confront_value`` from figures the pool's loops read once per board."""
        if value > room:
            return -self.barricade - pay - missing_cost - 0.5
        worth = -pay - VALUE_WEIGHT * value
        return worth + kiai_gain if value == room else worth

    def pool_confront_values(self, board: Board) -> list[float]:
        """``confront_value`` for each brigand of the pool in turn, with the board read once.
        A seat's placements and its handovers both ask for it, so a view's board keeps it."""
        seat = self._seat_of(board)
        key = (seat, self._pricing_arrow)
        known = self._confronts.get(key) if seat >= 0 else None
        if known is None:
            room = kiai_value(board) - track(board)
            missing_cost = self.missing_cost(board)
            kiai_gain = self.kiai_gain(board)
            worth = [self._confronted(value, pay, room, missing_cost, kiai_gain)
                     for (value, _), pay in zip(self.draw.groups, self._group_pays(board), strict=True)]
            known = [worth[group] for group in self.draw.group_of]
            if seat >= 0:
                self._confronts[key] = known
        return known

    def pool_gift_values(self, seat: int) -> list[float]:
        """``gift_value`` to ``seat`` for each brigand of the pool in turn."""
        board = self.view.boards[seat]
        defences = {symbol: self.defend_value(board, symbol) for symbol in missing(board)}
        top = self.top_penalty(board)
        confronts = self.pool_confront_values(board)
        values = [(confront if (defence := defences.get(symbol)) is None else max(confront, defence)) + top
                  for symbol, confront in zip(self.draw.symbols, confronts, strict=True)]
        discardable, swap_floor = self._receiver_talents(seat)
        if not discardable and swap_floor is None:
            return values
        return [taken_worth(value, drawn, discardable, swap_floor)
                for drawn, value in zip(self.draw.values, values, strict=True)]

    def placement_value(self, seat: int, brigand: Brigand, may_defend: bool = True) -> float:
        board = self.view.boards[seat]
        best = self.confront_value(board, brigand)
        if may_defend and brigand.symbol in missing(board):
            best = max(best, self.defend_value(board, brigand.symbol))
        return best

    def handover_value(self, seat: int, brigand: Brigand) -> float:
        """What laying ``brigand`` on another samurai's board is worth to the team, next to
        leaving their board alone: confronted, it covers their newest brigand, whose penalty
        no longer falls due at their next turn; defended, their due penalty stays as it was."""
        board = self.view.boards[seat]
        return self.placement_value(seat, brigand) + self.top_penalty(board)

    def taken_back_value(self, seat: int, card_id: int) -> float:
        """What Daisuke's Kiai taking his own newest brigand (``card_id``) back to lay it again
        is worth, next to leaving his line alone. The brigand is off his line when he lays it:
        confronted, it lands back where it was (the Kiai still resolving fires nothing), which
        changes nothing; defended, his line loses it (``line_relief``) and a missing defence is
        laid, worth what ``handover_value`` gives a defence."""
        if not can_defend(self.view, seat, card_id):
            return 0.0
        board = self.view.boards[seat]
        symbol = card(card_id).symbol
        laid = self.defend_value(board, symbol) + self.top_penalty(board)
        return max(0.0, self.line_relief(seat) + laid)

    def gift_value(self, seat: int, brigand: Brigand) -> float:
        """``handover_value`` for a brigand handed over by Heihachi's or Daisuke's talent: the
        taker plays it as if drawn, so their own talent acts on it too. Kyuzo may discard it
        when its value is in his line, which leaves his board alone (worth nothing, next to
        a placement that may cost); Katsushiro may put it under the deck and play the next
        brigand instead. Gifts priced as a plain placement won 1,929 of seeds 910001-918000
        where this wins 1,998 (all-normal teams of 4 on Normal, spirit_gift_prices.py;
        docs/rulings.md, Samurai Spirit, "A gift is played with the taker's talent")."""
        return taken_worth(self.handover_value(seat, brigand), brigand.value, *self._receiver_talents(seat))

    def _receiver_talents(self, seat: int) -> tuple[set[int], float | None]:
        """What the taker of a gift can do with it beyond placing it: the values Kyuzo's
        discard takes (``taken_discards``) and the worth of Katsushiro's second draw, as a
        gift's worth (``handover_value``)."""
        view = self.view
        board = view.boards[seat]
        talents = talents_of(view, seat)
        discardable = taken_discards(talents, board)
        swap_floor = None
        if "Katsushiro" in talents and len(view.deck) > 1:
            placed, top = self._placements(seat)
            swap_floor = sum(placed) / len(placed) + top - 0.1
        return discardable, swap_floor

    def draw_value(self, seat: int, lent: str = "") -> float:
        """The mean worth of drawing the next brigand and playing it as well as possible
        (``placement_value`` over the pool, confronting by ``pool_confront_values``), the turn's
        talents included: Kyuzo's discard, Heihachi's and Daisuke's gifts, Katsushiro's
        second draw. ``lent`` adds the talent of a support token this samurai would hold.
        Asked again for the same seat within one decision (a turn's fight and its Supports),
        so it is kept."""
        key = (seat, lent)
        known = self._draws.get(key)
        if known is None:
            known = self._draws[key] = self._draw_value(seat, lent)
        return known

    def _draw_value(self, seat: int, lent: str) -> float:
        if not self.pool:
            return 0.0
        view = self.view
        board = view.boards[seat]
        talents = talents_of(view, seat) + (lent,) if lent else talents_of(view, seat)
        discardable = taken_discards(talents, board)
        gift_parities = handed_parities(talents)
        takers = [n for n in neighbours(view, seat) if not view.boards[n].passed] if gift_parities else []
        katsushiro = "Katsushiro" in talents and len(view.deck) > 1
        placed, keep_top = self._placements(seat)
        if not (discardable or takers or katsushiro):
            return sum(placed) / len(placed)
        values = placed
        if discardable:
            floor = -keep_top
            values = [max(value, floor) if drawn in discardable else value
                      for drawn, value in zip(self.draw.values, values, strict=True)]
        if takers:
            # the best taker of each brigand, one pass over the pool (the same max, in the same
            # order, as one taker after another)
            best = [max(column) for column in zip(*(self._gifts(n) for n in takers), strict=True)]
            values = [max(value, gift - keep_top - 0.1) if drawn % 2 in gift_parities else value
                      for drawn, value, gift in zip(self.draw.values, values, best, strict=True)]
        mean = sum(values) / len(values)
        if katsushiro:
            # a brigand he would rather not play goes under the deck for the next one (there
            # must be one: card_choices offers no swap on the deck's last card)
            return sum(max(v, mean - 0.1) for v in values) / len(values)
        return mean

    def _placements(self, seat: int) -> tuple[list[float], float]:
        """Each pool brigand's worth to ``seat`` confronted or defended, whichever is better,
        and the newest brigand's penalty: what every talent's draw starts from."""
        known = self._placed.get(seat)
        if known is None:
            view = self.view
            board = view.boards[seat]
            no_defend = view.turn.seat == seat and view.turn.no_defend
            needs = set() if no_defend else missing(board)
            defend = {symbol: self.defend_value(board, symbol) for symbol in needs}
            placed = [max(value, defend[symbol]) if symbol in defend else value
                      for symbol, value in zip(self.draw.symbols, self.pool_confront_values(board), strict=True)]
            known = self._placed[seat] = (placed, self.top_penalty(board))
        return known

    def _gifts(self, seat: int) -> list[float]:
        """``pool_gift_values`` to ``seat``, read once a decision: every gift talent priced
        for a neighbour of ``seat`` asks for it."""
        known = self._handed.get(seat)
        if known is None:
            known = self._handed[seat] = self.pool_gift_values(seat)
        return known

    def lent_gain(self, seat: int, talent: str) -> float:
        """What holding ``talent``'s support token adds to ``seat``'s next draw: nothing where
        it cannot act (Kyuzo's discard on an empty line, a gift with no neighbour in the round,
        Katsushiro's second draw on the deck's last card, a talent the samurai has already).
        ``draw_value`` would find those zeros too, but only after pricing the seat's placements
        twice; checked here first, they keep playouts some 7% faster (same digests)."""
        view = self.view
        board = view.boards[seat]
        if talent in talents_of(view, seat):
            return 0.0
        if talent == "Kyuzo" and not board.line:
            return 0.0
        if talent in ("Heihachi", "Daisuke") and all(view.boards[n].passed for n in neighbours(view, seat)):
            return 0.0
        if talent == "Katsushiro" and len(view.deck) <= 1:
            return 0.0
        return self.draw_value(seat, lent=talent) - self.draw_value(seat)

    def kiai_gain(self, board: Board) -> float:
        """Hitting this samurai's Kiai value exactly: the oldest brigand leaves (room on the
        track) and the samurai's own Kiai effect fires, priced by what it does now."""
        return KIAI_GAIN + VALUE_WEIGHT * kiai_value(board) * 0.5 + self.kiai_effect(board)

    def kiai_effect(self, board: Board) -> float:
        """The samurai's own Kiai effect in village prices: a barricade back where one is
        missing, deck cards the team no longer meets, infiltrators whose flames will not burn."""
        view = self.view
        reach = kiai_reach(board)
        name = board.samurai
        rebuild = self.barricade if view.barricades < view.barricades_start else 0.0
        if name == "Heihachi":
            healable = any(b.wound for b in view.boards)
            return rebuild + (1.0 if board.animal and healable else 0.0)
        if name == "Gorobei":
            return min(reach, len(view.deck)) * CARD_BURDEN * self.infiltrator
        if name == "Kanbei":
            return expected_flames(view.infiltrators[-reach:]) * self.barricade  # the pile's top
        if name == "Kyuzo":
            return 0.5 + (rebuild if board.animal else 0.0)
        if name == "Kikuchiyo":
            # the newest brigand off the line where that helps most (twice on the animal side:
            # the two best lines, near enough). Priced at nothing, as Daisuke's effect still is,
            # all-normal teams of 4 on Normal won 2,850 of 12,000 seeds where this won 2,949
            # (seeds 850001-854000, 860001-864000, 870001-874000; 560 seeds won only with it,
            # 461 only without, z 3.1; benchmarks/spirit_kiai_prices.py)
            reliefs = sorted((max(0.0, self.line_relief(seat)) for seat in in_play(view)), reverse=True)
            best = reliefs[0] if reliefs else 0.0
            return best + (reliefs[1] if board.animal and len(reliefs) > 1 else 0.0)
        return 0.0  # the others' effects pay off too rarely to price beyond the room regained

    def line_relief(self, seat: int) -> float:
        """What taking the newest brigand off ``seat``'s fight line is worth (Kikuchiyo's Kiai,
        the card Daisuke's Kiai moves away)."""
        board = self.view.boards[seat]
        last = newest_brigand(board)
        if last is None:
            return -1.0
        after = track(board) - last.value
        value = self.penalty(last, board)
        if len(board.line) > 1:
            value -= self.penalty(card(board.line[-2]), board)
        if track(board) > kiai_value(board) >= after:
            value += self.barricade + self.missing_cost(board)
        if after == kiai_value(board):
            value += 1.0
        return value + 0.1 * last.value

    # -- passing -----------------------------------------------------------------------------
    def capacity(self, seat: int) -> float:
        """How many more brigands this samurai can take before the Kiai value."""
        known = self._capacities.get(seat)
        if known is None:
            board = self.view.boards[seat]
            room = max(0, kiai_value(board) - track(board))
            known = self._capacities[seat] = room / self.mean_value + DEFEND_SLOTS * len(missing(board))
        return known

    def overflow(self) -> float:
        """How many brigands the deck holds beyond what the samurai still in the round can take
        (``capacity``); zero or below while they can take it all."""
        if self._overflow is None:
            self._overflow = len(self.view.deck) - sum(self.capacity(seat) for seat in in_play(self.view))
        return self._overflow

    def overflow_relief(self) -> float:
        """What one brigand fewer in the deck spares the team: while the deck holds more brigands
        than the samurai still in the round can take (``overflow``), one that none of them can
        absorb (it ends with the infiltrators or overwhelms somebody); else nothing."""
        return OVERFLOW_FLAMES * self.hit if self.overflow() > 0 else 0.0

    def pass_cost(self, seat: int) -> float:
        """The brigands the rest of the team could not absorb once this samurai leaves."""
        view = self.view
        others = sum(self.capacity(s) for s in in_play(view) if s != seat)
        mine = self.capacity(seat)
        deck = len(view.deck)
        extra = max(0.0, deck - others) - max(0.0, deck - others - mine)
        return extra * OVERFLOW_FLAMES * self.hit


ROUND_TURNS = 20  # more turns than a samurai plays in a round: for a board whose turns are unknown


def taken_worth(value: float, drawn: int, discardable: set[int], swap_floor: float | None) -> float:
    """A gift's worth ``value`` (as ``handover_value`` prices it) once its taker's talents are
    counted (``Prices._receiver_talents``): at least nothing where Kyuzo may discard a brigand
    of value ``drawn``, at least ``swap_floor`` where Katsushiro may draw again."""
    if drawn in discardable:
        value = max(value, 0.0)
    return value if swap_floor is None else max(value, swap_floor)


def taken_discards(talents: tuple[str, ...], board: Board) -> set[int]:
    """The drawn values Kyuzo's discard (his own or lent) would take on ``board``: none where it
    would only bring the deck round again (``discard_loops``), as ``ai.discard_score`` never
    takes it there. Every price of a draw or a gift counts its discards from here."""
    return set() if discard_loops(board) else discardable_values(talents, board)


def discard_loops(board: Board) -> bool:
    """Whether Kyuzo's discard would only bring the same deck round again: his newest brigand's
    penalty shuffles a brigand back into the deck at his every turn, so a samurai alone in the
    round who kept discarding would never end it."""
    last = newest_brigand(board)
    return last is not None and "reshuffle" in last.penalties


def expected_payments(turns: int) -> float:
    """A penalty's expected payments over ``turns`` turns of its owner: one at the first, then
    one at each next while every turn before it left the brigand on top (PENALTY_REPEAT)."""
    return PENALTY_SCALE * (1.0 - PENALTY_REPEAT ** turns) / (1.0 - PENALTY_REPEAT)


def own_turns(view: State, seat: int, playing: tuple[int, ...] | None = None) -> int:
    """How many more turns ``seat`` plays this round: none when the deck runs out before its
    next one (every turn takes a card, a pass excepted), else one and one per round of the
    table the deck left after it still feeds. ``playing`` is ``in_play(view)``, for a caller
    that has it already."""
    playing = in_play(view) if playing is None else playing
    before = turns_before(view, seat, playing)
    deck = len(view.deck)
    if deck <= before:
        return 0
    return 1 + (deck - before - 1) // max(1, len(playing))


def turns_before(view: State, seat: int, playing: tuple[int, ...] | None = None) -> int:
    """How many turns the other samurai still in the round play before ``seat``'s next one
    (``playing`` as in ``own_turns``)."""
    playing = in_play(view) if playing is None else playing
    active = view.turn.seat
    if seat == active:
        return len(playing) - (1 if active in playing else 0)
    count = len(view.boards)
    return sum(1 for other in playing if 0 < (other - active) % count < (seat - active) % count)


class NextDraw(NamedTuple):
    """The brigands the next draw may be, their mean value and the odds of each symbol, and the
    pool in groups of brigands alike in value and penalties (the pool's loops price each group
    once, not each brigand: a round's pool holds about two brigands a group)."""

    pool: tuple[Brigand, ...]
    mean_value: float
    symbol_odds: Mapping[str, float]
    groups: tuple[tuple[int, tuple[str, ...]], ...]  # value and penalties, each pair once
    group_of: tuple[int, ...]  # each brigand's index into groups
    values: tuple[int, ...]  # each brigand's value
    symbols: tuple[str, ...]  # each brigand's defence symbol ("" for none)


def _next_draw_of(pool: tuple[Brigand, ...]) -> NextDraw:
    mean_value = (sum(b.value for b in pool) / len(pool)) if pool else 2.5
    symbols = Counter(b.symbol for b in pool)
    symbol_odds = {s: (symbols[s] / len(pool) if pool else 0.3) for s in SYMBOLS}
    groups = tuple(dict.fromkeys((b.value, b.penalties) for b in pool))
    index = {group: i for i, group in enumerate(groups)}
    return NextDraw(pool, mean_value, symbol_odds, groups, tuple(index[b.value, b.penalties] for b in pool),
                    tuple(b.value for b in pool), tuple(b.symbol for b in pool))


@cache  # three rounds
def _round_brigands(round_number: int) -> tuple[Brigand, ...]:
    """The brigands of the ranks in play in this round, in card order."""
    ranks = RANKS_BY_ROUND[round_number]
    return tuple(b for b in brigands() if b.rank in ranks)


@lru_cache(maxsize=4096)  # bounded: a long session meets countless seen-card sets
def _unseen_draw(seen: frozenset[int], round_number: int) -> NextDraw:
    return _next_draw_of(tuple(b for b in _round_brigands(round_number) if b.id not in seen))


def next_draw(view: State) -> NextDraw:
    """The brigands the next draw may be, with their mean value and the odds of each symbol:
    the face-up top if Katsushiro showed it, else the unseen cards of the ranks in play this
    round that the view does not show left out (from round 2 on, the deck's exact raiders).
    Asked at every decision of every playout, so the unseen case is cached by the set of seen
    cards."""
    if view.deck and view.deck[0] != HIDDEN:
        return _next_draw_of((card(view.deck[0]),))
    return _unseen_draw(frozenset(visible_cards(view)), view.round)
