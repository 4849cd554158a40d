"""Where a card may be laid: the one rule, its reasons, and a fast list of every legal spot.

``placement_problem`` states the rule cell by cell and says what is wrong in a sentence.
``legal_spots`` finds the same spots at once with bit masks (one shift per card cell instead of
one test per anchor); the tests check that both always agree.
"""

from __future__ import annotations

from functools import cache, lru_cache

from game.ninja99.data import NINJA_CHARS, game_data
from game.ninja99.geometry import (
    ANCHOR_RANGE,
    ORIENTATIONS,
    cell_words,
    grid_masks,
    index,
    neighbour_mask,
    partly_on_boards,
    shape,
)
from game.ninja99.state import NinjaState

CONTENT_NAMES = {"B": "ninja", "R": "ninja", "W": "ninja", "b": "samurai", "r": "samurai", "w": "samurai"}


def daimyo_name(number: int, lang: str = "en") -> str:
    return game_data().daimyo_names[number][lang]


def attack_mask(state: NinjaState) -> int:
    """Cells next to a standing Daimyo: a laid card must put a ninja on one of them."""
    mask = 0
    for number in state.standing():
        mask |= neighbour_mask(daimyo_index(state, number))
    return mask


def daimyo_index(state: NinjaState, number: int) -> int:
    return _daimyo_index(state.base, number)


@lru_cache(maxsize=4096)
def _daimyo_index(base: str, number: int) -> int:
    return base.index(str(number))


def blanks_count_as_ninjas(state: NinjaState) -> bool:
    return state.turn.uses("intonjutsu")


def uncoverable_clan(state: NinjaState) -> str | None:
    """Under Hensojutsu, the one clan whose ninjas a card's ninja still may not cover: the laying
    side's current clan (the others' may be covered for the rest of the turn). None without it:
    then no ninja may lie on a ninja."""
    if not state.turn.uses("hensojutsu"):
        return None
    return state.clans[state.active]


def placement_problem(state: NinjaState, card: str, orientation: int, row: int, col: int) -> str | None:
    """Why the card cannot lie there (a sentence), or None when it can."""
    found = placement_fault(state, card, orientation, row, col)
    return found[0] if found is not None else None


def placement_fault(state: NinjaState, card: str, orientation: int, row: int,
                    col: int) -> tuple[str, tuple[int, int] | None] | None:
    """Why the card cannot lie there, with the grid cell (row, col) at fault when one cell is
    (a ninja or samurai that would cover what it may not), or None when it can lie there."""
    if card not in game_data().cards:
        return f"there is no card {card!r}", None
    if orientation not in ORIENTATIONS:
        return f"orientation must be 0 to 7, not {orientation}", None
    if not partly_on_boards(row, col):
        return "the card must lie at least partly on the Daimyo boards", None
    sh = shape(card, orientation)
    touches = False
    attack = attack_mask(state)
    kept = uncoverable_clan(state)
    for dr in range(3):
        for dc in range(3):
            ch = sh.pattern[dr][dc]
            idx = index(row + dr, col + dc)
            where = cell_words(row + dr, col + dc)
            if ch == ".":
                # Intonjutsu: a transparent cell counts only over an empty space; over a samurai,
                # a ninja or a Daimyo that content still shows through.
                if blanks_count_as_ninjas(state) and attack >> idx & 1 and state.grid[idx] == ".":
                    touches = True
                continue
            what = CONTENT_NAMES[ch]
            shown = state.grid[idx]
            if shown in "1234567":
                return f"the {what} {where} would cover the {daimyo_name(int(shown))}", (row + dr, col + dc)
            if ch in NINJA_CHARS and shown in NINJA_CHARS:
                if kept is None:
                    return f"the ninja {where} would cover a ninja", (row + dr, col + dc)
                if shown == kept:  # Hensojutsu: only the other clans' ninjas may be covered
                    return f"the ninja {where} would cover a ninja of your own clan", (row + dr, col + dc)
            if ch in NINJA_CHARS and attack >> idx & 1:
                touches = True
    if not touches:
        return "no ninja of the card would stand next to a Daimyo still standing", None
    return None


@cache
def _valid_anchors() -> int:
    mask = 0
    for row in ANCHOR_RANGE:
        for col in ANCHOR_RANGE:
            mask |= 1 << index(row, col)
    return mask


@cache
def _offsets(card: str, orientation: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Bit offsets from the anchor of the card's ninja, samurai and blank cells."""
    sh = shape(card, orientation)
    base = index(-4, -4)
    ninjas: list[int] = []
    samurai: list[int] = []
    blanks: list[int] = []
    for dr in range(3):
        for dc in range(3):
            offset = index(-4 + dr, -4 + dc) - base
            ch = sh.pattern[dr][dc]
            (blanks if ch == "." else ninjas if ch in NINJA_CHARS else samurai).append(offset)
    return tuple(ninjas), tuple(samurai), tuple(blanks)


@cache
def clan_mask(card: str, orientation: int, clan: str) -> int:
    """The card's ninjas of one clan, as a mask at anchor (-4, -4) (shift by the anchor index)."""
    sh = shape(card, orientation)
    mask = 0
    for dr, dc, ch in sh.cells:
        if ch == clan:
            mask |= 1 << index(-4 + dr, -4 + dc)
    return mask


def legal_spots(state: NinjaState, card: str) -> tuple[tuple[int, int, int], ...]:
    """Every (orientation, row, col) where ``card`` may be laid, in that order."""
    masks = grid_masks(state.grid)
    attack = attack_mask(state)
    kept = uncoverable_clan(state)
    ninja_blocked = (masks.ninja if kept is None else masks.ninjas_of(kept)) | masks.daimyo
    valid = _valid_anchors()
    blanks_help = blanks_count_as_ninjas(state)
    found: list[tuple[int, int, int]] = []
    for orientation in ORIENTATIONS:
        ninjas, samurai, blanks = _offsets(card, orientation)
        bad = 0
        near = 0
        for off in ninjas:
            bad |= ninja_blocked >> off
            near |= attack >> off
        for off in samurai:
            bad |= masks.daimyo >> off
        if blanks_help:
            empty_attack = attack & ~(masks.ninja | masks.samurai | masks.daimyo)
            for off in blanks:
                near |= empty_attack >> off
        spots = near & ~bad & valid
        while spots:
            low = spots & -spots
            idx = low.bit_length() - 1
            found.append((orientation, idx // 16 - 4, idx % 16 - 4))
            spots ^= low
    return tuple(found)


def can_place(state: NinjaState, card: str) -> bool:
    return bool(legal_spots(state, card))
