"""What one seat (or a spectator) may see of the table."""

from __future__ import annotations

from dataclasses import dataclass

from game.katana.rules import weapon_limit
from game.katana.state import OVER, Ending, KatanaState, Pending


@dataclass(frozen=True, slots=True)
class KatanaView:
    seat: int | None  # None: a spectator
    n: int
    characters: tuple[str, ...]
    roles: tuple[str | None, ...]  # own role, the Shogun's, and all of them once the game is over
    stars: tuple[int | None, ...]
    max_life: tuple[int, ...]
    life: tuple[int, ...]
    honour: tuple[int, ...]
    hand: tuple[int, ...]  # own hand (empty for a spectator)
    hand_sizes: tuple[int, ...]
    tables: tuple[tuple[int, ...], ...]
    deck_size: int
    discard: tuple[int, ...]  # top card last
    turn: int
    phase: str
    pending: Pending | None  # all public: the attack, wave, Geisha or Bushido being answered
    weapons_played: int
    weapon_limit: int  # for the player whose turn it is
    hostility: tuple[int, ...]  # flat n*n record of who aimed harm at whom
    turns: int
    ending: Ending | None
    hands: tuple[tuple[int, ...] | None, ...]  # every hand once the game is over, else own only
    unparried: tuple[int, ...]  # cards gained since a blow last found the seat without a Parry

    @property
    def shogun(self) -> int:
        return self.roles.index("shogun")

    def is_down(self, seat: int) -> bool:
        return self.life[seat] == 0 or self.hand_sizes[seat] == 0


def make_view(s: KatanaState, seat: int | None) -> KatanaView:
    n = s.n
    if s.phase == OVER:
        roles: tuple[str | None, ...] = s.roles
        stars: tuple[int | None, ...] = s.stars
        hands: tuple[tuple[int, ...] | None, ...] = s.hands
    else:
        hidden: list[str | None] = [None] * n
        hidden[s.roles.index("shogun")] = "shogun"
        hidden_stars: list[int | None] = [None] * n
        hidden_hands: list[tuple[int, ...] | None] = [None] * n
        if seat is not None:
            hidden[seat] = s.roles[seat]
            hidden_stars[seat] = s.stars[seat]
            hidden_hands[seat] = s.hands[seat]
        roles, stars, hands = tuple(hidden), tuple(hidden_stars), tuple(hidden_hands)
    return KatanaView(
        seat, n, s.characters, roles, stars, s.max_life, s.life, s.honour,
        s.hands[seat] if seat is not None else (), tuple(map(len, s.hands)), s.tables,
        len(s.deck), s.discard, s.turn, s.phase, s.pending, s.weapons_played,
        weapon_limit(s, s.turn), s.hostility, s.turns, s.ending, hands, s.unparried)
