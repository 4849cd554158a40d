"""The decisions a fighter makes, as small frozen actions."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Hajime: set down ``cards`` face down (in chain order) and reveal those in ``reveal``."""

    cards: tuple[int, ...]
    reveal: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """At the reveal: "combo", "kata", "guard" (oppose the rival's Kata with one's chain) or "pass"."""

    call: str


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Resolve one card. ``option``: hit, super, guard, none, move:UNITS, tenka:UNITS,
    discard:SEAT.INDEX[+SEAT.INDEX]. ``double`` spends 1 Super to double the effect."""

    card: int
    double: bool
    option: str


@dataclass(frozen=True, slots=True)
class SuperCombo(Action):
    """Answer a Super Combo window: unleash it (gauge full) or let the moment pass. With
    ``until_rescue`` the seat lets every window pass until the rescue window at the turn's end."""

    use: bool
    until_rescue: bool = False


@dataclass(frozen=True, slots=True)
class Parry(Action):
    """Answer a rival Hit about to land while one's own Block lies revealed and unplayed: spend
    that Block to cancel the whole Hit card (``use``), or take the Hit and keep the Block."""

    use: bool


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Arena preparation: lay the Hit ``card`` from hand on ``square`` (card -1: lay nothing)."""

    card: int
    square: int


@dataclass(frozen=True, slots=True)
class Target(Action):
    """Pick a position: a card of the rival's chain (Ink jet), an extra card of one's own guard
    to throw away (context "excess"), or the arena square to clear one laid Hit from (Defusing,
    context "defuse"; -1 keeps the Hits still lying there)."""

    index: int


CODEC = ActionCodec([Choose, Announce, Play, SuperCombo, Parry, Place, Target])
