"""The duel's immutable state, and the mutable working copy the rules edit during one action.

Seat 0 always fights from the left of the arena, seat 1 from the right; ``p1`` says which seat
holds the Player 1 token this round. A position outside ``0..squares-1`` means a Ring Out.
Card ids index ``data.rules().cards``; -1 stands for a card hidden from the viewer of a view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Event, Rng

Step = tuple[str, int, int]  # (kind, seat, argument): one pending piece of the turn's script


@dataclass(frozen=True, slots=True)
class Pick:
    """A secret choice of the Hajime step: the cards set down, and which of them are revealed.

    Unrevealed cards join the end of the chain in the order they appear in ``cards``.
    """

    cards: tuple[int, ...]
    reveal: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the duel waits for.

    kind: choose (both seats, secret), announce, play, super_combo, parry, place, target.
    ``cards`` are the cards the decision may play (for a "defuse" target: the laid Hits already
    thrown away; for a parry: the rival's Hit card about to land); ``context`` is "action",
    "kata" or "pair" for play, "first", "second" or "react" for announce, "" (Ink jet), "excess"
    (a guard's extra cards) or "defuse" for target, "doubled" or "" for parry (the Hit's Super).
    """

    kind: str
    seat: int
    cards: tuple[int, ...] = ()
    context: str = ""


@dataclass(frozen=True, slots=True)
class SushidoState:
    duel: str
    fighters: tuple[str, str]
    p1: int
    round: int
    turn: int
    wins: tuple[int, int]
    life: tuple[int, int]
    gauge: tuple[int, int]
    pos: tuple[int, int]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    chains: tuple[tuple[int, ...], tuple[int, ...]]
    arena: tuple[tuple[int, ...], ...]  # per square, the Hit cards Dogu laid there
    picks: tuple[Pick | None, Pick | None]
    revealed: tuple[tuple[int, ...], tuple[int, ...]]  # revealed cards not played yet
    kata: tuple[tuple[int, ...], tuple[int, ...]]  # chains laid open for the Kata resolving now
    guards: tuple[int, int]  # Blocks played as guards, each stops one rival Hit this turn
    announced: tuple[str, str]  # "", pass, combo, kata, guard, guarded
    queue: tuple[Step, ...]
    pending: Pending | None
    used: tuple[str, ...]  # once-per-turn markers ("resonance0", "ink1", "waits0")
    declined: tuple[int, ...]  # seats that let the current Super Combo window pass
    round_winners: tuple[int, ...]  # winners of the last round finished
    over: bool
    masked_for: int | None  # None for the true state; the viewer's seat (or -1) for a view
    rng: Rng

    @property
    def p2(self) -> int:
        return 1 - self.p1


class Work:
    """A mutable copy of the state used while one action resolves, frozen again at the end."""

    __slots__ = (
        "duel", "fighters", "p1", "round", "turn", "wins", "life", "gauge", "pos", "deck", "discard",
        "hands", "chains", "arena", "picks", "revealed", "kata", "guards", "announced", "queue",
        "pending", "used", "declined", "round_winners", "over", "rng", "events",
    )

    def __init__(self, s: SushidoState) -> None:
        self.duel = s.duel
        self.fighters = s.fighters
        self.p1 = s.p1
        self.round = s.round
        self.turn = s.turn
        self.wins = list(s.wins)
        self.life = list(s.life)
        self.gauge = list(s.gauge)
        self.pos = list(s.pos)
        self.deck = list(s.deck)
        self.discard = list(s.discard)
        self.hands = [list(h) for h in s.hands]
        self.chains = [list(c) for c in s.chains]
        self.arena = [list(a) for a in s.arena]
        self.picks: list[Pick | None] = list(s.picks)
        self.revealed = [list(r) for r in s.revealed]
        self.kata = [list(k) for k in s.kata]
        self.guards = list(s.guards)
        self.announced = list(s.announced)
        self.queue: list[Step] = list(s.queue)
        self.pending = s.pending
        self.used = set(s.used)
        self.declined = set(s.declined)
        self.round_winners = s.round_winners
        self.over = s.over
        self.rng = s.rng
        self.events: list[Event] = []

    def freeze(self) -> SushidoState:
        return SushidoState(
            duel=self.duel, fighters=self.fighters, p1=self.p1, round=self.round, turn=self.turn,
            wins=_pair(self.wins), life=_pair(self.life), gauge=_pair(self.gauge), pos=_pair(self.pos),
            deck=tuple(self.deck), discard=tuple(self.discard),
            hands=(tuple(self.hands[0]), tuple(self.hands[1])),
            chains=(tuple(self.chains[0]), tuple(self.chains[1])),
            arena=tuple(tuple(a) for a in self.arena),
            picks=(self.picks[0], self.picks[1]),
            revealed=(tuple(self.revealed[0]), tuple(self.revealed[1])),
            kata=(tuple(self.kata[0]), tuple(self.kata[1])),
            guards=_pair(self.guards), announced=(self.announced[0], self.announced[1]),
            queue=tuple(self.queue), pending=self.pending, used=tuple(sorted(self.used)),
            declined=tuple(sorted(self.declined)), round_winners=self.round_winners, over=self.over,
            masked_for=None, rng=self.rng,
        )


def _pair(values: list[Any]) -> tuple[Any, Any]:
    return (values[0], values[1])
