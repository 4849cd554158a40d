"""Where the boards sit: clockwise round the table as play runs (each board's left neighbour is
the next board clockwise), neighbours named on each board, brigands that grow with the board."""

from __future__ import annotations

import math

import pytest

from game.spirit.state import left_of
from scenes.spirit.layout import CARD_RATIO, card_width, compute
from scenes.spirit.painter import neighbour_tags
from tests.spirit.helpers import table

NAMES = ["Gorobei", "Kanbei", "Kyuzo", "Heihachi", "Daisuke", "Kikuchiyo", "Katsushiro"]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(3, 8))
def test_boards_go_clockwise_round_the_table_in_the_order_of_play(size, seats) -> None:
    lay = compute(size, seats)
    state = table(NAMES[:seats])
    centres = [b.whole.center for b in lay.boards]
    mid_x = sum(x for x, _ in centres) / seats
    mid_y = sum(y for _, y in centres) / seats
    # on screen (y down) a growing angle turns clockwise
    angles = [math.atan2(y - mid_y, x - mid_x) for x, y in centres]
    turns = [(angles[left_of(state, s)] - angles[s]) % (2 * math.pi) for s in range(seats)]
    assert all(0 < turn < math.pi for turn in turns) and math.isclose(sum(turns), 2 * math.pi)
    bottom = max(b.whole.top for b in lay.boards)
    assert lay.boards[0].whole.top == bottom and lay.boards[0].whole.right == max(b.whole.right for b in lay.boards)
    for seat, rects in enumerate(lay.boards):  # the bottom row: the left neighbour on the left
        other = lay.boards[left_of(state, seat)].whole
        if rects.whole.top == bottom and other.top == bottom:
            assert other.right < rects.whole.left
    boxes = [b.whole for b in lay.boards]
    assert all(a.collidelist([b for b in boxes if b is not a]) == -1 for a in boxes)


def test_two_samurai_sit_side_by_side_seat_0_on_the_right() -> None:
    lay = compute((1280, 720), 2)
    assert lay.boards[1].whole.right < lay.boards[0].whole.left


def test_each_board_names_its_neighbours_with_an_arrow_toward_them() -> None:
    lay = compute((1280, 720), 4)  # bottom: seat 1, seat 0; top: seat 2, seat 3
    state = table(NAMES[:4])
    assert neighbour_tags(lay, state, 0) == [("← left: Kanbei", False), ("right: Heihachi ↑", True)]
    assert neighbour_tags(lay, state, 1) == [("↑ left: Kyuzo", False), ("right: Gorobei →", True)]
    # across the table, a player's left lies to the right on screen
    assert neighbour_tags(lay, state, 2) == [("left: Heihachi →", True), ("↓ right: Kanbei", False)]
    two = compute((1280, 720), 2)
    assert neighbour_tags(two, table(NAMES[:2]), 0) == [("← left and right: Kanbei", False)]


@pytest.mark.parametrize("size", SIZES)
def test_seven_boards_in_a_small_window_take_brigands_as_large_as_their_height_allows(size) -> None:
    lay = compute(size, 7)
    rects = lay.boards[0]
    cw = card_width(rects.defend, lay.s)
    # three side by side in half the board gave 33; the fight line keeps room for a brigand and
    # five value corners (test below), which leaves the defence about 42
    assert cw >= round(40 * lay.s)
    assert 3 * cw <= rects.defend.width and cw <= rects.confront.width
    assert round(cw / CARD_RATIO) <= rects.defend.height - round(22 * lay.s)
    assert rects.defend.bottom < rects.footer.top


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 4, 7])
def test_a_long_fight_line_keeps_every_brigands_value_in_sight(size, seats) -> None:
    """Six brigands fanned on the right: each shows at least the corner with its value (about a
    third of a card, never less than the value's digit), inside the board."""
    from scenes.spirit.painter import card_slots

    line = ["1/any", "1/any", "2/any", "1/any", "2/any", "1/any"]
    state = table(NAMES[:seats], boards=[{"line": line}] + [{} for _ in range(seats - 1)],
                  deck=["3/any", "4/any", "1/any"])
    lay = compute(size, seats)
    rects = lay.boards[0]
    _, fanned = card_slots(lay, rects, state.boards[0])
    assert len(fanned) == 6 and all(rects.confront.contains(r) for r in fanned)
    steps = [b.left - a.left for a, b in zip(fanned, fanned[1:], strict=False)]
    corner = max(lay.px(7), round(fanned[0].width * 0.3))
    assert min(steps) >= corner, (steps, fanned[0].width)
