"""The cell grid, the Daimyo tiles' layout and the eight orientations of a 3x3 card.

The table is an unbounded grid in principle; in practice a card must keep a cell on the boards,
so every card cell lies within rows and columns -2..9, well inside -4..11. The grid is therefore a
16x16 square stored as a 256-character string (one visible character per cell) and, for speed,
as bit masks: cell (row, col) is bit ``(row + 4) * 16 + (col + 4)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from game.ninja99.data import NINJA_CHARS, game_data

OFFSET = 4
WIDTH = 16
CELLS = WIDTH * WIDTH
MIN_POS = -OFFSET
MAX_POS = WIDTH - OFFSET - 1  # 11
BOARD_SIZE = 8
# Every anchor row or column (the card's top-left cell) that keeps at least one of its 3x3 cells
# on the boards: a card may overhang the edge, never lie wholly beside the boards (rulings.md).
ANCHOR_RANGE = range(-2, BOARD_SIZE)  # -2..7
ORIENTATIONS = tuple(range(8))


def index(row: int, col: int) -> int:
    return (row + OFFSET) * WIDTH + (col + OFFSET)


def position(idx: int) -> tuple[int, int]:
    return idx // WIDTH - OFFSET, idx % WIDTH - OFFSET


def on_board(row: int, col: int) -> bool:
    return 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE


def in_grid(row: int, col: int) -> bool:
    return MIN_POS <= row <= MAX_POS and MIN_POS <= col <= MAX_POS


def partly_on_boards(row: int, col: int) -> bool:
    """Whether a card anchored at (row, col) has at least one of its nine cells on the boards."""
    return row in ANCHOR_RANGE and col in ANCHOR_RANGE


def _cells(count: int) -> str:
    return f"{count} cell" if count == 1 else f"{count} cells"


def cell_words(row: int, col: int) -> str:
    """Where a cell is, as the reasons say it: "at row 3, column 5" on the boards (numbered from 1,
    as drawn along the square), and for a cell an overhanging card covers, how far off which
    edge: "off the board (1 cell above column 3)", "off the board (2 cells left of row 4)",
    "off the board (1 cell up and 2 left of its top-left corner)"."""
    up = -row if row < 0 else 0
    down = row - (BOARD_SIZE - 1) if row >= BOARD_SIZE else 0
    left = -col if col < 0 else 0
    right = col - (BOARD_SIZE - 1) if col >= BOARD_SIZE else 0
    if not (up or down or left or right):
        return f"at row {row + 1}, column {col + 1}"
    if not (left or right):
        return f"off the board ({_cells(up or down)} {'above' if up else 'below'} column {col + 1})"
    if not (up or down):
        return f"off the board ({_cells(left or right)} {'left' if left else 'right'} of row {row + 1})"
    corner = f"{'top' if up else 'bottom'}-{'left' if left else 'right'}"
    return (f"off the board ({_cells(up or down)} {'up' if up else 'down'} and {left or right} "
            f"{'left' if left else 'right'} of its {corner} corner)")


def rotate_cw(rows: tuple[str, ...]) -> tuple[str, ...]:
    """A square pattern turned a quarter turn clockwise."""
    size = len(rows)
    return tuple("".join(rows[size - 1 - c][r] for c in range(size)) for r in range(size))


def mirror(rows: tuple[str, ...]) -> tuple[str, ...]:
    """The pattern seen from the other side of the transparent card: left and right swap."""
    return tuple(r[::-1] for r in rows)


def orient(rows: tuple[str, ...], orientation: int) -> tuple[str, ...]:
    """Orientation 0-3: quarter turns clockwise; 4-7: the same turns of the flipped card."""
    if not 0 <= orientation < 8:
        raise ValueError(f"orientation must be 0-7, not {orientation}")
    pattern = mirror(rows) if orientation >= 4 else tuple(rows)
    for _ in range(orientation % 4):
        pattern = rotate_cw(pattern)
    return pattern


@dataclass(frozen=True, slots=True)
class Shape:
    """One card in one orientation, as cell lists and masks at anchor (-4, -4)."""

    card: str
    orientation: int
    pattern: tuple[str, ...]
    cells: tuple[tuple[int, int, str], ...]  # (row offset, col offset, content) of non-empty cells
    ninja_mask: int
    samurai_mask: int
    blank_mask: int  # transparent cells (they act as ninjas under Intonjutsu)


@cache
def shape(card: str, orientation: int) -> Shape:
    rows = orient(game_data().cards[card].rows, orientation)
    cells = []
    ninja = samurai = blank = 0
    for dr in range(3):
        for dc in range(3):
            ch = rows[dr][dc]
            bit = 1 << index(dr + MIN_POS, dc + MIN_POS)
            if ch == ".":
                blank |= bit
                continue
            cells.append((dr, dc, ch))
            if ch in NINJA_CHARS:
                ninja |= bit
            else:
                samurai |= bit
    return Shape(card, orientation, rows, tuple(cells), ninja, samurai, blank)


@cache
def neighbour_mask(idx: int) -> int:
    """The (up to) eight cells around a cell, as a mask."""
    row, col = position(idx)
    mask = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and in_grid(row + dr, col + dc):
                mask |= 1 << index(row + dr, col + dc)
    return mask


def neighbours(row: int, col: int) -> tuple[tuple[int, int], ...]:
    return tuple((row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)


def build_board(layout: tuple[tuple[str, int], ...]) -> str:
    """The base grid from four (tile id, quarter turns) in quadrant order TL, TR, BL, BR."""
    tiles = {t.id: t.rows for t in game_data().tiles}
    grid = ["."] * CELLS
    for quadrant, (tile_id, turns) in enumerate(layout):
        rows = tiles[tile_id]
        for _ in range(turns % 4):
            rows = rotate_cw(rows)
        top, left = (quadrant // 2) * 4, (quadrant % 2) * 4
        for r in range(4):
            for c in range(4):
                grid[index(top + r, left + c)] = rows[r][c]
    return "".join(grid)


@dataclass(frozen=True, slots=True)
class GridMasks:
    ninja: int
    samurai: int
    daimyo: int
    clans: tuple[int, int, int] = (0, 0, 0)  # the ninjas of each clan B, R, W (``ninja`` split up)

    def ninjas_of(self, clan: str) -> int:
        return self.clans["BRW".index(clan)]


def _bits_of(chars: str) -> dict[int, str]:
    """A translation table: every cell character to "1" when it is one of ``chars``, else "0"."""
    return str.maketrans({ch: "1" if ch in chars else "0" for ch in ".1234567BRWbrw"})


_NINJA_BITS, _SAMURAI_BITS, _DAIMYO_BITS = _bits_of("BRW"), _bits_of("brw"), _bits_of("1234567")
_CLAN_BITS = (_bits_of("B"), _bits_of("R"), _bits_of("W"))


def _mask(grid: str, table: dict[int, str]) -> int:
    return int(grid.translate(table)[::-1], 2)  # cell 0 is the lowest bit


@lru_cache(maxsize=4096)
def grid_masks(grid: str) -> GridMasks:
    """The grid as bit masks (one translation per mask: the bots ask this of many new grids)."""
    clans = (_mask(grid, _CLAN_BITS[0]), _mask(grid, _CLAN_BITS[1]), _mask(grid, _CLAN_BITS[2]))
    return GridMasks(_mask(grid, _NINJA_BITS), _mask(grid, _SAMURAI_BITS), _mask(grid, _DAIMYO_BITS), clans)


def daimyo_cells(grid: str) -> dict[int, int]:
    """Daimyo number -> grid index."""
    return {int(ch): idx for idx, ch in enumerate(grid) if ch in "1234567"}
