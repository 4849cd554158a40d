"""The immutable game state of 99 Ninja and the small values it is made of.

Two sides always exist: side 0 (Blue) and side 1 (Green), or in solo the automaton. Tracks are
kept from side 0's point of view: +3 on the Red track means 3 Red points for side 0, and -3 would
mean 3 for side 1. Daimyo tokens are 8 characters per side, token number = position + 1:
``D`` unplaced with its Daimyo face up, ``F`` turned to Favour, ``X`` Favour spent on a
technique (still counted at the end), ``P`` placed on a fallen Daimyo.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng

MODULES = ("blacklist", "ronin", "clan")
CLAN_INDEX = {"B": 0, "R": 1, "W": 2}


@dataclass(frozen=True, slots=True)
class Placement:
    """A card as laid on the table, in laying order (later ones lie on top)."""

    card: str
    orientation: int
    row: int
    col: int
    side: int


@dataclass(frozen=True, slots=True)
class Conversion:
    """A cell a clan technique turned into a ninja of ``clan`` for this turn's Daimyo steps.

    It holds only while the cell still shows ``shown`` (a card laid on it later ends it)."""

    cell: int
    clan: str
    shown: str


@dataclass(frozen=True, slots=True)
class Turn:
    """What the active side has done so far this turn."""

    swapped: bool = False
    started: bool = False  # a technique was used or a card laid: the clan swap is over
    laid: int = 0  # cards laid or thrown away: techniques are over
    techniques: tuple[str, ...] = ()
    conversions: tuple[Conversion, ...] = ()
    must_discard: bool = False  # Tenmon drew a card: one card must go
    # Ronin: a Daimyo step paused on a question. The Daimyos of that step not yet dealt with, in
    # falling order; the first falls only if the active side ignores its own clan's samurai, and
    # the side says whether it does (see scoring.continue_step).
    asked: tuple[int, ...] = ()

    def uses(self, technique: str) -> bool:
        return technique in self.techniques


@dataclass(frozen=True, slots=True)
class NinjaState:
    solo: bool
    level: int
    modules: tuple[str, ...]
    layout: tuple[tuple[str, int], ...]  # (tile id, quarter turns) for quadrants TL, TR, BL, BR
    base: str  # the Daimyo boards alone (see geometry)
    grid: str  # what each cell shows now
    layers: tuple[Placement, ...]
    deck: tuple[str, ...]  # deck[0] is the bottom card, the next one drawn
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    discard: tuple[str, ...]
    clans: tuple[str | None, str | None]
    neutral: str | None
    clan_cards: tuple[int, int, int]  # which technique card (1 or 2) each clan B, R, W shows
    tracks: tuple[int, int, int]
    tokens: tuple[str, str]
    fallen: tuple[tuple[int, int, int], ...]  # (Daimyo, side, token number) in falling order
    blacklists: tuple[str | None, str | None]
    phase: str  # pick, turn, reckon, over
    active: int
    turn: Turn
    turn_number: int
    end_reason: str  # "" while playing, then "daimyos" or "deck"
    auto_deck: tuple[str, ...]  # solo: top card first
    auto_row: tuple[str, ...]  # solo: cards laid since the last reshuffle, oldest first
    score_deck: tuple[str, ...]  # solo: top card first
    score_cards: tuple[tuple[str, str, bool], ...]  # solo: (card, clan, face up) on the tracks
    reckoning: tuple[str | None, str | None]  # each side's secret token assignment, once given
    rng: Rng
    # solo: the automaton's step d points in the player's turn brought its cube to the trigger;
    # it strikes at the start of its next turn, whatever clan its card then gives it
    strike_due: bool = False

    def other(self, side: int) -> int:
        return 1 - side

    def favour(self, side: int) -> int:
        return self.tokens[side].count("F")

    def standing(self) -> tuple[int, ...]:
        gone = {d for d, _, _ in self.fallen}
        return tuple(d for d in range(1, 8) if d not in gone)

    def score(self, side: int, clan: str) -> int:
        value = self.tracks[CLAN_INDEX[clan]]
        return value if side == 0 else -value

    def uses(self, module: str) -> bool:
        return module in self.modules
