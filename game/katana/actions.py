"""Katana actions: one gesture at the table is one action.

``target`` is a seat, or -1 for "the table" (actions that aim at nobody and your own
permanents). A ``card`` of -1 in a Geisha pick means "a random card from the hand".
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play ``card`` from your hand onto seat ``target`` (or -1: to the table)."""

    card: int
    target: int = -1


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Finish your play phase (you then discard down to 7 if needed)."""


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """End of turn: discard ``card`` because you hold more than 7."""

    card: int


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Answer an attack or a Battle Cry / Jujitsu with ``card`` (Parry, weapon...)."""

    card: int


@dataclass(frozen=True, slots=True)
class TakeHit(Action):
    """Answer an attack or a Battle Cry / Jujitsu by losing the life."""


@dataclass(frozen=True, slots=True)
class GeishaPick(Action):
    """Which card your Geisha sends away: a permanent's id, or -1 for a random hand card."""

    card: int


@dataclass(frozen=True, slots=True)
class BushidoPay(Action):
    """Bushido turned up a weapon: discard weapon ``card`` and pass Bushido on, or -1 to lose
    1 honour and discard Bushido."""

    card: int


@dataclass(frozen=True, slots=True)
class IeyasuDraw(Action):
    """Ieyasu's first draw: from the discard pile (True) or the deck (False)."""

    from_discard: bool


@dataclass(frozen=True, slots=True)
class NobunagaDraw(Action):
    """Nobunaga loses 1 life (never the last) to draw 1 card."""


ACTION_CLASSES: tuple[type[Action], ...] = (
    PlayCard, EndTurn, DiscardCard, Defend, TakeHit, GeishaPick, BushidoPay, IeyasuDraw, NobunagaDraw)
CODEC = ActionCodec(ACTION_CLASSES)

# Every action the engine can list, built once: creating frozen dataclasses is slow, and
# legal_actions runs at every step of every search.
MAX_SEATS = 7
_CARDS = range(90)
PLAY_ACTIONS: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(card, target) for target in range(-1, MAX_SEATS)) for card in _CARDS)
DEFEND_ACTIONS: tuple[Defend, ...] = tuple(Defend(card) for card in _CARDS)
DISCARD_ACTIONS: tuple[DiscardCard, ...] = tuple(DiscardCard(card) for card in _CARDS)
BUSHIDO_ACTIONS: tuple[BushidoPay, ...] = tuple(BushidoPay(card) for card in range(-1, 90))  # index card + 1
GEISHA_ACTIONS: tuple[GeishaPick, ...] = tuple(GeishaPick(card) for card in range(-1, 90))  # index card + 1
END_TURN = EndTurn()
TAKE_HIT = TakeHit()
NOBUNAGA_DRAW = NobunagaDraw()
IEYASU_CHOICES = (IeyasuDraw(True), IeyasuDraw(False))
