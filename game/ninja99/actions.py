"""The actions of 99 Ninja. Cells and anchors are (row, column) on the grid, 0-7 on the boards."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class PickClan(Action):
    clan: str  # B, R or W


@dataclass(frozen=True, slots=True)
class SwapClan(Action):
    """Trade your clan card for the Neutral one (first thing in a turn, at most once)."""


@dataclass(frozen=True, slots=True)
class UseTechnique(Action):
    technique: str
    cells: tuple[tuple[int, int], ...] = ()  # the ninjas or samurai a clan technique picks


@dataclass(frozen=True, slots=True)
class Place(Action):
    card: str
    orientation: int  # 0-3 quarter turns clockwise, 4-7 the same of the flipped card
    row: int  # the card's top-left cell
    col: int


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Throw away a card: one that fits nowhere, or the card Tenmon makes you give up."""

    card: str


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Draw from the bottom of the deck; the turn is over (this reveals a card: no undo)."""


@dataclass(frozen=True, slots=True)
class RoninChoice(Action):
    """Ronin: the answer to the question the Daimyo step asks about ``daimyo``, which falls only
    if you ignore the samurai of your current clan. ``bring_down``: it falls (you place your
    token and score no Daimyo points for it); otherwise it stays standing."""

    daimyo: int
    bring_down: bool


@dataclass(frozen=True, slots=True)
class Reckon(Action):
    """The secret final assignment: one clan letter per gathered token, lowest number first."""

    assignment: str


ACTION_CLASSES = (PickClan, SwapClan, UseTechnique, Place, RoninChoice, Discard, EndTurn, Reckon)
CODEC = ActionCodec(ACTION_CLASSES)
