"""Where the answers of a question go: each button as wide as its words, flowed into lines
beside its card, and the lines cut into pages when they do not all fit the room the table
gives. Pure arithmetic on widths, so it can be tested without a window."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Line:
    """One line of buttons: ``row`` indexes the question's rows (one per card), ``items`` the
    row's options; ``opens`` says the card's picture and name are drawn at its start."""

    row: int
    opens: bool
    items: tuple[int, ...]


def flow(widths: Sequence[int], room: int, gap: int) -> list[tuple[int, ...]]:
    """The indexes of ``widths`` grouped, in order, into lines no wider than ``room``."""
    lines: list[list[int]] = []
    used = 0
    for index, width in enumerate(widths):
        if lines and used + gap + width <= room:
            lines[-1].append(index)
            used += gap + width
        else:
            lines.append([index])
            used = width
    return [tuple(line) for line in lines]


def lay_lines(widths: Sequence[Sequence[int]], room: int, gap: int) -> list[Line]:
    """Every row's options flowed into lines; the first line of each row opens it."""
    found: list[Line] = []
    for row, row_widths in enumerate(widths):
        for k, items in enumerate(flow(row_widths, room, gap)):
            found.append(Line(row, k == 0, items))
    return found


def paginate(lines: Sequence[Line], per_page: int) -> list[list[Line]]:
    """``lines`` cut into pages of at most ``per_page``; a row cut in two opens again on the
    next page, so every page tells which card its buttons belong to."""
    per_page = max(1, per_page)
    pages: list[list[Line]] = []
    for start in range(0, len(lines), per_page):
        chunk = list(lines[start:start + per_page])
        if not chunk[0].opens:
            chunk[0] = replace(chunk[0], opens=True)
        pages.append(chunk)
    return pages or [[]]
