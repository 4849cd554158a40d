"""Every choice a samurai can make, on their turn or off it, as a small action value."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec


# -- start of turn (the two-samurai variant's spare tokens) and penalties -----------------------
@dataclass(frozen=True, slots=True)
class UseSpareToken(Action):
    samurai: str  # the absent samurai whose talent joins this turn


@dataclass(frozen=True, slots=True)
class StartTurn(Action):
    """Done with spare tokens: go on to the penalty."""


@dataclass(frozen=True, slots=True)
class IgnorePenalty(Action):
    ignore: bool  # Gorobei's or Kanbei's talent: skip the last card's penalty, or apply it


@dataclass(frozen=True, slots=True)
class DiscardLeft(Action):
    card: int  # the defended brigand given up to a chief's penalty


# -- the turn's one action -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Fight(Action):
    pass


@dataclass(frozen=True, slots=True)
class Support(Action):
    target: int  # the seat receiving this samurai's support token


@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


@dataclass(frozen=True, slots=True)
class FightAgain(Action):
    again: bool  # Kikuchiyo's talent: a second fight this turn, or stop


# -- a drawn (or handed) brigand -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Lay the brigand on the left: its symbol must be new there."""


@dataclass(frozen=True, slots=True)
class Confront(Action):
    """Add the brigand to the fight line."""


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    target: int  # Heihachi (even) or Daisuke (odd): a neighbour who has not passed


@dataclass(frozen=True, slots=True)
class SwapCard(Action):
    """Katsushiro: slide the brigand under the deck and draw the next one."""


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """Kyuzo: discard a brigand whose value is already in the fight line."""


# -- Kiai ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SkipKiai(Action):
    """Let the Kiai go by without its effect (the oldest brigand still leaves)."""


@dataclass(frozen=True, slots=True)
class KiaiBarricade(Action):
    heal: int = -1  # Heihachi: animal side also lifts this seat's wound marker (-1: nobody)


@dataclass(frozen=True, slots=True)
class KiaiMoveCard(Action):
    source: int  # Daisuke: whose newest fight-line brigand moves
    target: int  # ... and who receives it


@dataclass(frozen=True, slots=True)
class KiaiClearDeck(Action):
    """Gorobei: the top brigands of the deck go to the discard."""


@dataclass(frozen=True, slots=True)
class KiaiClearInfiltrators(Action):
    """Kanbei: the top infiltrators go to the discard."""


@dataclass(frozen=True, slots=True)
class KiaiDiscardLast(Action):
    target: int  # Kikuchiyo: whose newest fight-line brigand is discarded


@dataclass(frozen=True, slots=True)
class KiaiLendSupport(Action):
    giver: int  # Kyuzo: whose support token (at hand) is lent
    receiver: int


@dataclass(frozen=True, slots=True)
class KiaiReorder(Action):
    order: tuple[int, ...]  # Katsushiro: the top cards, face up, new top first


# -- choices made for the table by the active player ------------------------------------------
@dataclass(frozen=True, slots=True)
class ChooseWounded(Action):
    seat: int  # a burnt farm's back D: who takes the wound


@dataclass(frozen=True, slots=True)
class ChooseHealed(Action):
    seat: int  # family bonus A: whose wound marker is lifted


ACTION_TYPES: tuple[type[Action], ...] = (
    UseSpareToken, StartTurn, IgnorePenalty, DiscardLeft, Fight, Support, Pass, FightAgain,
    Defend, Confront, GiveCard, SwapCard, DiscardCard, SkipKiai, KiaiBarricade, KiaiMoveCard,
    KiaiClearDeck, KiaiClearInfiltrators, KiaiDiscardLast, KiaiLendSupport, KiaiReorder,
    ChooseWounded, ChooseHealed,
)
CODEC = ActionCodec(ACTION_TYPES)
