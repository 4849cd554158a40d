"""Which actions each pending decision offers, in a fixed order (the engine's legality)."""

from __future__ import annotations

from itertools import permutations

from game.core.actions import Action
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
from game.spirit.state import (
    Board,
    State,
    Task,
    in_play,
    left_symbols,
    neighbours,
    over_kiai,
    talents_of,
    token_home,
)


def kiai_reach(board: Board) -> int:
    """How many cards the deck and infiltrator Kiai touch: 2 on the human side, 3 on the animal."""
    return 3 if board.animal else 2


def reorderable(state: State, task: Task) -> tuple[int, ...]:
    """The deck's top cards a Katsushiro Kiai (``task``) may put back in another order: the
    rulebook has them revealed first, so every view shows them while he chooses."""
    board = state.boards[task.seat]
    if task.kind != "kiai" or board.samurai != "Katsushiro":
        return ()
    return state.deck[:kiai_reach(board)]


def handed_parities(talents: tuple[str, ...]) -> set[int]:
    """The parities (value % 2) of drawn brigands these talents may hand to a neighbour:
    Heihachi's even ones, Daisuke's odd ones."""
    return {parity for parity, giver in ((0, "Heihachi"), (1, "Daisuke")) if giver in talents}


def discardable_values(talents: tuple[str, ...], board: Board) -> set[int]:
    """The drawn values Kyuzo's talent may discard: those already in the fight line."""
    return {card(c).value for c in board.line} if "Kyuzo" in talents else set()


def can_defend(state: State, seat: int, card_id: int) -> bool:
    symbol = card(card_id).symbol
    if not symbol or symbol in left_symbols(state.boards[seat]):
        return False
    return not (seat == state.turn.seat and state.turn.no_defend)


def can_support(state: State, seat: int) -> bool:
    return not state.turn.no_support and token_home(state, seat) and bool(state.deck)


def action_choices(state: State, seat: int) -> tuple[Action, ...]:
    board = state.boards[seat]
    if state.turn.forced_pass or over_kiai(board):
        return (Pass(),)
    found: list[Action] = [Fight()]
    if can_support(state, seat):
        found += [Support(t) for t in in_play(state) if t != seat]
    found.append(Pass())
    return tuple(found)


def card_choices(state: State, task: Task) -> tuple[Action, ...]:
    seat, card_id = task.seat, task.card
    value = card(card_id).value
    talents = talents_of(state, seat)
    found: list[Action] = []
    if can_defend(state, seat, card_id):
        found.append(Defend())
    found.append(Confront())
    if task.flag:
        # the brigand drawn after Katsushiro's swap "must be kept and played" (rulebook): no
        # talent sends it anywhere else, neither a hand-on nor Kyuzo's discard
        return tuple(found)
    if value % 2 in handed_parities(talents):
        found += [GiveCard(t) for t in neighbours(state, seat)
                  if not state.boards[t].passed and t not in task.info]
    if "Katsushiro" in talents and state.deck:
        found.append(SwapCard())
    if value in discardable_values(talents, state.boards[seat]):
        found.append(DiscardCard())
    return tuple(found)


def kiai_choices(state: State, task: Task) -> tuple[Action, ...]:
    seat = task.seat
    board = state.boards[seat]
    name = board.samurai
    found: list[Action] = [SkipKiai()]
    room = state.barricades < state.barricades_start
    playing = in_play(state)
    if name == "Heihachi":
        if board.animal:
            found += [KiaiBarricade(s) for s, b in enumerate(state.boards) if b.wound]
        if room:
            found.append(KiaiBarricade(-1))
    elif name == "Daisuke":
        # to another samurai, or back to Daisuke himself from his own line (« éventuellement
        # lui-même »), who lays it again, on his left if he lacks its symbol
        found += [KiaiMoveCard(src, dst) for src in playing if state.boards[src].line
                  for dst in playing if dst != src or src == seat]
    elif name == "Gorobei":
        if state.deck:
            found.append(KiaiClearDeck())
    elif name == "Kanbei":
        if state.infiltrators:
            found.append(KiaiClearInfiltrators())
    elif name == "Kikuchiyo":
        found += [KiaiDiscardLast(t) for t in playing if state.boards[t].line]
    elif name == "Kyuzo":
        found += [KiaiLendSupport(g, r) for g in range(len(state.boards)) if token_home(state, g)
                  for r in playing if r != g]
        if board.animal and room:
            found.append(KiaiLendSupport(-1, -1))
    elif name == "Katsushiro":
        top = reorderable(state, task)
        if top:
            found += [KiaiReorder(order) for order in permutations(top)]
    return tuple(found)


def decision_actions(state: State, task: Task) -> tuple[Action, ...]:
    kind = task.kind
    if kind == "spare":
        return tuple(UseSpareToken(n) for n in state.spare) + (StartTurn(),)
    if kind == "ignore":
        return (IgnorePenalty(True), IgnorePenalty(False))
    if kind == "discard_left":
        return tuple(DiscardLeft(c) for c in state.boards[task.seat].left)
    if kind == "action":
        return action_choices(state, task.seat)
    if kind in ("card", "place"):
        if kind == "place":
            return ((Defend(),) if can_defend(state, task.seat, task.card) else ()) + (Confront(),)
        return card_choices(state, task)
    if kind == "again":
        return (FightAgain(True), FightAgain(False))
    if kind == "kiai":
        return kiai_choices(state, task)
    if kind == "wound_target":
        return tuple(ChooseWounded(s) for s in range(len(state.boards)))
    if kind == "heal_target":
        return tuple(ChooseHealed(s) for s, b in enumerate(state.boards) if b.wound)
    raise ValueError(f"{kind} is not a decision")
