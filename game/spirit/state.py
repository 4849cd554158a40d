"""The immutable position of a Samurai Spirit game and the small questions asked about it.

Cards are ids into ``data.brigands()``. The deck's top is index 0; the infiltrators' top is the
last item. What remains to be done lives in ``tasks``, a stack (last item first): the driver in
``driver.py`` runs automatic tasks and stops at the first decision, whose seat is the one to act.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.core.rng import Rng
from game.spirit.data import SAMURAI_NAMES, Brigand, card, samurai_table

HIDDEN = -1  # a card id nobody may see (in views)


@dataclass(frozen=True, slots=True)
class Board:
    samurai: str
    animal: bool = False
    wound: bool = False  # the wound marker (at most one, ever)
    left: tuple[int, ...] = ()  # defended brigands
    line: tuple[int, ...] = ()  # the fight line, oldest first
    passed: bool = False
    held: tuple[int, ...] = ()  # seats whose support tokens lie in front of this samurai


@dataclass(frozen=True, slots=True)
class Turn:
    """What the current turn has switched on: supports, spare tokens, penalties' limits."""

    seat: int
    supports: tuple[int, ...] = ()  # supporters' seats whose talents help this turn
    spares: tuple[str, ...] = ()  # absent samurai whose spare tokens were spent this turn
    no_defend: bool = False
    no_support: bool = False
    no_talent: bool = False
    forced_pass: bool = False
    fights: int = 0


@dataclass(frozen=True, slots=True)
class Task:
    """One thing left to do. ``kind`` names it; decisions are the kinds in DECISIONS."""

    kind: str
    seat: int = -1
    card: int = HIDDEN
    info: tuple[int, ...] = ()  # kind-specific numbers (visited seats, uses left...)
    flag: bool = False
    # cards the table sees face up while this decision is open (Katsushiro's Kiai: the deck's
    # top ones he may reorder). Only views fill it in (``views.masked``): the state's deck
    # already holds them, and no bot reads it, so it changes no choice.
    shown: tuple[int, ...] = ()


DECISIONS = frozenset({
    "spare", "ignore", "discard_left", "action", "card", "again", "kiai", "place",
    "wound_target", "heal_target",
})


@dataclass(frozen=True, slots=True)
class State:
    mode: str
    spare_variant: bool
    boards: tuple[Board, ...]
    round: int
    turn: Turn
    deck: tuple[int, ...]
    # cards the table knows in the deck (Katsushiro's Kiai, or slid under by his talent), and
    # those it saw go from the deck's face-up top to the infiltrators
    revealed: tuple[int, ...]
    discard: tuple[int, ...]
    infiltrators: tuple[int, ...]
    box: tuple[int, ...]  # raiders left out of this game, unseen
    lieutenants: tuple[int, ...]  # lieutenants waiting in reserve
    chiefs: tuple[int, ...]  # chiefs waiting in reserve
    barricades: int
    barricades_start: int
    farms: tuple[str, ...]  # backs of the standing farms, hidden; the last one burns first
    burnt: tuple[str, ...]  # backs of the burnt farms, revealed
    families: tuple[str, ...]
    spare: tuple[str, ...]  # absent samurai whose spare token is still usable
    tasks: tuple[Task, ...]
    rng: Rng
    result: str = ""  # "" while playing, "win", or why the village fell
    # brigands a chief's reshuffle took from the face-up discard back into the deck: the table
    # saw which, so they are known to lie among the deck and the infiltrators until seen again
    returned: tuple[int, ...] = ()

    @property
    def active(self) -> int:
        return self.turn.seat

    @property
    def over(self) -> bool:
        return bool(self.result)


def absent_samurai(seated: Sequence[str]) -> tuple[str, ...]:
    """The samurai no seat plays, in the box's order: with the spare-token variant, their
    tokens lie by the village, usable (``State.spare``) or spent."""
    return tuple(name for name in SAMURAI_NAMES if name not in seated)


def track(board: Board) -> int:
    """Where the samurai pawn stands: always the sum of the fight line."""
    return sum(card(c).value for c in board.line)


def kiai_value(board: Board) -> int:
    info = samurai_table()[board.samurai]
    return info.kiai_animal if board.animal else info.kiai_human


def wound_outcome(board: Board) -> str:
    """What the next wound does to ``board`` on the ladder: "marker" (no marker yet, on either
    side), "animal" (a human side already marked turns animal and drops the marker) or "fatal"
    (an animal side already marked: the fourth wound, and the game is lost)."""
    if board.wound:
        return "fatal" if board.animal else "animal"
    return "marker"


def over_kiai(board: Board) -> bool:
    return track(board) > kiai_value(board)


def left_symbols(board: Board) -> frozenset[str]:
    """The defence symbols laid on this samurai's left."""
    return _symbols_of(board.left)


@lru_cache(maxsize=256)  # a board's defences: few sets, asked for at every rule and price
def _symbols_of(cards: tuple[int, ...]) -> frozenset[str]:
    """The symbols of these brigands (the laid defences of ``left_symbols``)."""
    return frozenset(card(c).symbol for c in cards)


def left_of(state: State, seat: int) -> int:
    """Play runs clockwise, toward the left: the left neighbour plays next."""
    return (seat + 1) % len(state.boards)


def right_of(state: State, seat: int) -> int:
    return (seat - 1) % len(state.boards)


def arrow_target(state: State, seat: int, side: str) -> int:
    """The neighbour an arrow penalty (``left`` or ``right``) makes draw a brigand."""
    return left_of(state, seat) if side == "left" else right_of(state, seat)


def penalty_possible(state: State, seat: int, board: Board, name: str) -> bool:
    """Whether penalty ``name`` can be carried out on ``board`` (at ``seat``) now: with nothing
    to act on (no deck to draw from, a neighbour who has passed, an empty discard, no defence
    laid) the samurai takes a wound instead. The engine and the AI's prices both ask here."""
    if name == "infiltrate":
        return bool(state.deck)
    if name in ("left", "right"):
        return bool(state.deck) and not state.boards[arrow_target(state, seat, name)].passed
    if name == "reshuffle":
        return bool(state.discard)
    if name == "discard_left":
        return bool(board.left)
    return True


def neighbours(state: State, seat: int) -> tuple[int, ...]:
    found = []
    for other in (left_of(state, seat), right_of(state, seat)):
        if other != seat and other not in found:
            found.append(other)
    return tuple(found)


def token_home(state: State, owner: int) -> bool:
    return not any(owner in b.held for b in state.boards)


def turn_talents(state: State) -> tuple[str, ...]:
    """Talents helping the active samurai this turn: their own, supporters', spare tokens."""
    turn = state.turn
    if turn.no_talent:
        return ()
    names = [state.boards[turn.seat].samurai]
    names += [state.boards[s].samurai for s in turn.supports]
    names += list(turn.spares)
    return tuple(dict.fromkeys(names))


def newest_brigand(board: Board) -> Brigand | None:
    """The last brigand confronted, whose penalty falls due at the samurai's next turn."""
    return card(board.line[-1]) if board.line else None


def shrugging_talent(value: int) -> str:
    """The talent that may ignore the penalty of a brigand of this value at the start of a
    turn: Gorobei's for even values, Kanbei's for odd ones."""
    return "Gorobei" if value % 2 == 0 else "Kanbei"


def talents_of(state: State, seat: int) -> tuple[str, ...]:
    """The active samurai has the turn's talents; anyone else only their own."""
    if seat == state.turn.seat:
        return turn_talents(state)
    return (state.boards[seat].samurai,)


def in_play(state: State) -> tuple[int, ...]:
    return tuple(i for i, b in enumerate(state.boards) if not b.passed)


def next_to_play(state: State, seat: int) -> int | None:
    """Whose turn follows ``seat``'s: the first samurai to its left who has not passed, ``seat``
    itself last; None once everyone has passed."""
    other = seat
    for _ in state.boards:
        other = left_of(state, other)
        if not state.boards[other].passed:
            return other
    return None


def fights_again(state: State) -> bool:
    """Whether the samurai whose turn it is may fight once more this turn: Kikuchiyo's talent
    (his own or lent) after the turn's first fight."""
    return state.turn.fights == 1 and "Kikuchiyo" in turn_talents(state)


def kiai_resolving(tasks: Sequence[Task], seat: int) -> bool:
    """Whether ``seat``'s Kiai is still resolving among ``tasks`` (its effect, or its oldest
    brigand still to leave): meanwhile that track landing on its Kiai value fires nothing new."""
    return any(t.seat == seat and t.kind in ("kiai", "remove_oldest") for t in tasks)


def top_decision(state: State) -> Task | None:
    if state.over or not state.tasks:
        return None
    top = state.tasks[-1]
    return top if top.kind in DECISIONS else None
