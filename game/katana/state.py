"""The immutable Katana position: every fact of the table, in tuples indexed by seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.core.rng import Rng

# What the game waits for (the ``phase`` field):
BUSHIDO = "bushido"  # the player to act chooses how to pay for a Bushido weapon flip
DRAW_CHOICE = "draw_choice"  # Ieyasu chooses where his first card comes from
PLAY = "play"  # the player to act plays cards, uses abilities or ends the turn
ATTACK = "attack"  # the target of a weapon parries or takes the hit
WAVE = "wave"  # one player answers a Battle Cry or Jujitsu
GEISHA = "geisha"  # the Geisha's player picks a permanent or a random hand card
DISCARD = "discard"  # the player to act discards down to 7 cards
OVER = "over"
PHASES = (BUSHIDO, DRAW_CHOICE, PLAY, ATTACK, WAVE, GEISHA, DISCARD, OVER)


@dataclass(frozen=True, slots=True)
class Attack:
    """A weapon in the air, waiting for its target's answer."""

    attacker: int
    target: int
    card: int
    difficulty: int
    damage: int  # after Quick Draw, Musashi and Ginchiyo, before the cap at remaining life


@dataclass(frozen=True, slots=True)
class Wave:
    """A Battle Cry or Jujitsu going round the table; ``queue[0]`` answers now."""

    source: int
    card: int
    key: str  # "battle_cry" or "jujitsu"
    queue: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GeishaChoice:
    """A Geisha played on ``target`` whose player must pick what goes."""

    target: int
    card: int


@dataclass(frozen=True, slots=True)
class BushidoFlip:
    """A weapon came up under Bushido: its holder must pay a weapon or an honour."""

    holder: int
    bushido: int  # the Bushido card's id
    flipped: int


Pending = Attack | Wave | GeishaChoice | BushidoFlip


@dataclass(frozen=True, slots=True)
class Ending:
    """Why and how the game stopped."""

    reason: str  # "honour" (someone at 0 honour) or "sword" (one player left standing)
    sword_seat: int  # the lone survivor for a victory by the sword, else -1
    sword_valid: bool  # False when the survivor's last blow felled a teammate
    lost_blade: int  # the seat defeated by a teammate when that ended the game, else -1
    # An honour ending: the seats left at 0 honour, and what took the last point ("bushido",
    # "deck_out" or "defeat"), so the end screen and the log can say who and how.
    out_of_honour: tuple[int, ...] = ()
    honour_cause: str = ""
    honour_by: int = -1  # after a "defeat", the seat that dealt it (who dealt it decides a lost blade)


@dataclass(frozen=True, slots=True)
class KatanaState:
    n: int
    characters: tuple[str, ...]
    roles: tuple[str, ...]  # shogun, samurai, ninja, ronin
    stars: tuple[int, ...]  # ninja stars (1-3), 0 for other roles
    max_life: tuple[int, ...]
    life: tuple[int, ...]
    honour: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    tables: tuple[tuple[int, ...], ...]  # permanent cards in front of each seat
    deck: tuple[int, ...]  # the top card is the LAST one
    discard: tuple[int, ...]  # the top card is the LAST one
    turn: int  # whose turn it is
    phase: str
    pending: Pending | None
    weapons_played: int
    rng: Rng
    boxed_honour: int  # honour sent back to the box (deck-outs, Bushido)
    hostility: tuple[int, ...]  # flat n*n: hostility[a*n+b] = harm a aimed at b (public)
    turns: int  # turns begun since the start
    ending: Ending | None
    # Per seat: cards gained since a blow or Battle Cry last landed at once because the seat had
    # nothing to answer it with (-1: never). Public, since the game asks only a player who can
    # parry: whoever watches knows the cards held then were no Parry.
    unparried: tuple[int, ...]

    def is_down(self, seat: int) -> bool:
        """Down: no life left or no card in hand."""
        return self.life[seat] == 0 or not self.hands[seat]

    @property
    def shogun(self) -> int:
        return self.roles.index("shogun")


def team_of(role: str) -> str:
    """Team names used everywhere: the Shogun's side, the Ninjas, the lone Ronin."""
    return "ninja" if role == "ninja" else "ronin" if role == "ronin" else "shogun"


class Board(Protocol):
    """The facts both a frozen state and ``apply``'s working table offer, so that one rule
    function serves legality checks and effects alike."""

    @property
    def n(self) -> int: ...
    @property
    def characters(self) -> tuple[str, ...]: ...
    @property
    def roles(self) -> tuple[str, ...]: ...
    @property
    def life(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[tuple[int, ...]]: ...
    @property
    def tables(self) -> Sequence[tuple[int, ...]]: ...
    @property
    def discard(self) -> Sequence[int]: ...
