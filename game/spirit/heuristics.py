"""Rules of thumb the AI samurai share: what a penalty costs in the present position, how
risky the next draw is, how good it is to lay a brigand here or there, and what a whole
position is worth. ``Prices`` reads the village once per decision: a barricade is cheap while
many stand, dear when the infiltrators already threaten the last ones."""

from __future__ import annotations

from functools import cache

from game.spirit.data import DECK_SIZE, SYMBOLS, Brigand, card
from game.spirit.state import (
    HIDDEN,
    Board,
    State,
    kiai_value,
    left_of,
    left_symbols,
    right_of,
    track,
)
from game.spirit.views import visible_cards

MISSING_LOSS = {"hat": "wound", "farm": "farm", "doll": "family"}
KIAI_GAIN = 1.5
FLAME_ODDS = 35 / 66
RANKS_BY_ROUND = {1: ("raider",), 2: ("raider", "lieutenant"), 3: ("raider", "lieutenant", "chief")}
WOUND_COST = (0.7, 0.7, 1.6, 40.0)  # by the samurai's place on the wound ladder


def missing(board: Board) -> set[str]:
    return set(SYMBOLS) - left_symbols(board)


def wound_weight(board: Board) -> int:
    """How far a samurai is along the wound ladder (0 fresh, 3 one wound from death)."""
    return (2 if board.animal else 0) + (1 if board.wound else 0)


class Prices:
    """What each loss costs the team right now."""

    def __init__(self, view: State) -> None:
        self.view = view
        self._penalties: dict[tuple[tuple[str, ...], int], float] = {}
        farms = len(view.farms)
        self.farm = 3.0 if farms > 3 else (5.0 if farms > 1 else 40.0)
        self.family = 4.0 if len(view.families) > 1 else 40.0
        spare = view.barricades - FLAME_ODDS * len(view.infiltrators)
        self.barricade = 1.0 if spare >= 2 else (1.8 if spare >= 1 else self.farm * 0.8)
        self.infiltrator = FLAME_ODDS * self.barricade

    def wound(self, board: Board) -> float:
        return WOUND_COST[wound_weight(board)]

    def missing_cost(self, board: Board) -> float:
        return sum(self.loss_worth(board, symbol) for symbol in missing(board))

    def penalty(self, brigand: Brigand, board: Board) -> float:
        seat = self.view.boards.index(board) if board in self.view.boards else -1
        key = (brigand.penalties, seat)
        known = self._penalties.get(key)
        if known is None:
            known = self._penalties[key] = self._price(brigand.penalties, board, seat)
        return known

    def _price(self, penalties: tuple[str, ...], board: Board, seat: int) -> float:
        total = 0.0
        for name in penalties:
            if name == "barricade":
                total += self.barricade
            elif name == "wound":
                total += self.wound(board)
            elif name == "infiltrate":
                total += self.infiltrator
            elif name in ("left", "right"):
                target = left_of(self.view, seat) if name == "left" else right_of(self.view, seat)
                blocked = seat < 0 or self.view.boards[target].passed or target == seat
                total += self.wound(board) if blocked else 0.6
            elif name == "forced_pass":
                total += 0.4 + 0.6 * len(missing(board))
            elif name == "discard_left":
                total += 1.5 if board.left else self.wound(board)
            elif name == "no_defend":
                total += 0.2 * len(missing(board))
            else:
                total += 0.1
        return total

    def top_penalty(self, board: Board) -> float:
        """Paid at this samurai's next turn unless a newer brigand covers it."""
        return self.penalty(card(board.line[-1]), board) if board.line else 0.0

    def defend_value(self, board: Board, brigand: Brigand) -> float:
        return self.loss_worth(board, brigand.symbol) - self.top_penalty(board)

    def confront_value(self, board: Board, brigand: Brigand) -> float:
        """Confronting pays the brigand's penalty next turn; past the Kiai value it also costs
        a barricade and the defences still missing (the samurai must pass)."""
        after = track(board) + brigand.value
        kiai = kiai_value(board)
        if after > kiai:
            return -self.barricade - self.penalty(brigand, board) - self.missing_cost(board) - 0.5
        value = -self.penalty(brigand, board) - 0.1 * brigand.value
        if after == kiai:
            value += KIAI_GAIN
        return value

    def placement_value(self, seat: int, brigand: Brigand, may_defend: bool = True) -> float:
        board = self.view.boards[seat]
        best = self.confront_value(board, brigand)
        if may_defend and brigand.symbol in missing(board):
            best = max(best, self.defend_value(board, brigand))
        return best

    def draw_value(self, seat: int) -> float:
        """The mean worth of drawing the next brigand and playing it as well as possible
        (the same sums as ``placement_value``, with the board's figures read once)."""
        pool = next_card_pool(self.view)
        if not pool:
            return 0.0
        board = self.view.boards[seat]
        no_defend = self.view.turn.seat == seat and self.view.turn.no_defend
        needs = set() if no_defend else missing(board)
        room = kiai_value(board) - track(board)
        overwhelm = self.barricade + self.missing_cost(board) + 0.5
        keep_top = self.top_penalty(board)
        total = 0.0
        for brigand in pool:
            pay = self.penalty(brigand, board)
            if brigand.value > room:
                value = -overwhelm - pay
            else:
                value = -pay - 0.1 * brigand.value + (KIAI_GAIN if brigand.value == room else 0.0)
            if brigand.symbol in needs:
                value = max(value, self.loss_worth(board, brigand.symbol) - keep_top)
            total += value
        return total / len(pool)

    def loss_worth(self, board: Board, symbol: str) -> float:
        loss = MISSING_LOSS[symbol]
        return self.wound(board) if loss == "wound" else (self.farm if loss == "farm" else self.family)


@cache
def _pool_for(seen: frozenset[int], round_number: int) -> tuple[Brigand, ...]:
    ranks = RANKS_BY_ROUND[round_number]
    return tuple(card(c) for c in range(DECK_SIZE) if c not in seen and card(c).rank in ranks)


def next_card_pool(view: State) -> tuple[Brigand, ...]:
    """The brigands the next draw may be: the face-up top if Katsushiro showed it, else the
    unseen cards of the ranks in play this round (a fair guess at the deck's contents)."""
    if view.deck and view.deck[0] != HIDDEN:
        return (card(view.deck[0]),)
    return _pool_for(frozenset(visible_cards(view)), view.round)


def position_value(state: State) -> float:
    """A full state's worth for the team, for search leaves."""
    if state.result == "win":
        return 100.0 + len(state.farms) + len(state.families)
    if state.result:
        return -100.0 + 10 * state.round
    value = 6.0 * len(state.farms) + 8.0 * len(state.families) + 1.5 * state.barricades
    value += 20.0 * state.round - 2.0 * FLAME_ODDS * len(state.infiltrators)
    value -= sum((0.0, 1.5, 2.0, 9.0)[wound_weight(b)] for b in state.boards)
    return value
