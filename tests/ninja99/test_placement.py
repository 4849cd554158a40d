"""Every placement rule, on the helper board (see helpers.py for its map)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.ninja99 import GAME
from game.ninja99.actions import Discard, EndTurn, Place, SwapClan, UseTechnique
from game.ninja99.geometry import cell_words, on_board, orient
from game.ninja99.placement import legal_spots, placement_problem
from game.ninja99.preview import card_orientations, flipped, rotated
from game.ninja99.state import NinjaState
from tests.ninja99.helpers import scenario

# N01 = B.B / ... / R.W (orientation 0)


def test_ninja_on_samurai_is_allowed_and_touches_the_daimyo() -> None:
    state = scenario()
    # W of N01 lands on the White samurai (0,0), next to Daimyo 1.
    assert placement_problem(state, "N01", 0, -2, -2) is None


def test_overhang_beyond_the_board_is_allowed() -> None:
    state = scenario()
    # Three of the card's four ninjas lie off the board, rows/cols -2 and -1.
    assert placement_problem(state, "N01", 0, -2, -2) is None
    assert (0, -2, -2) in legal_spots(state, "N01")


def test_a_card_wholly_beside_the_boards_is_refused_and_never_listed() -> None:
    state = scenario()
    # N01 = B.B / ... / R.W anchored (5,-3) lies in columns -3..-1, none of them on the boards,
    # though its B at (5,-1) is diagonal to Daimyo 5 at (6,0): overhanging is not lying beside.
    assert placement_problem(state, "N01", 0, 5, -3) == "the card must lie at least partly on the Daimyo boards"
    assert (0, 5, -3) not in legal_spots(state, "N01")
    # One column in, its right-hand cells lie on column 0: a legal overhang.
    assert placement_problem(state, "N01", 0, 5, -2) is None
    # The fast list and the rule agree everywhere, and every listed spot keeps a cell on the boards.
    listed = set(legal_spots(state, "N01"))
    for orientation in range(8):
        for row in range(-4, 10):
            for col in range(-4, 10):
                legal = placement_problem(state, "N01", orientation, row, col) is None
                assert legal == ((orientation, row, col) in listed), (orientation, row, col)
    assert listed and all(any(on_board(row + dr, col + dc) for dr in range(3) for dc in range(3))
                          for _, row, col in listed)


def test_a_ninja_may_not_cover_a_daimyo() -> None:
    state = scenario()
    # Bottom-right W of N01 at (1,1) = Daimyo 1.
    assert placement_problem(state, "N01", 0, -1, -1) == "the ninja at row 2, column 2 would cover the Gold Daimyo"


def test_a_samurai_may_not_cover_a_daimyo() -> None:
    # N04 = B.B / ..b / R.W: its samurai at (1,2) of the card.
    state = scenario(hands=[["N04"], ["N02"]])
    assert placement_problem(state, "N04", 0, 0, -1) == "the samurai at row 2, column 2 would cover the Gold Daimyo"


def test_a_ninja_may_not_cover_a_ninja() -> None:
    layers = [{"card": "N01", "orientation": 0, "row": -2, "col": -2}]
    state = scenario(layers=layers, hands=[["N26"], ["N02"]])
    # N26 = W.. / ... / W.B ; anchored (-2,-2) its W at (-2,-2) lies on N01's B.
    # Off the boards, the cell is named by its distance from the edge, never as "row -1".
    assert placement_problem(state, "N26", 0, -2, -2) == (
        "the ninja off the board (2 cells up and 2 left of its top-left corner) would cover a ninja")


def test_a_samurai_may_cover_a_ninja_and_a_samurai() -> None:
    # N29 = W.W / .b. / .R. ; its samurai (middle) on N01's W at (0,0) which covers a samurai.
    layers = [{"card": "N01", "orientation": 0, "row": -2, "col": -2}]
    state = scenario(layers=layers, hands=[["N29"], ["N02"]])
    assert state.grid[GAME_INDEX(0, 0)] == "W"
    # N29 anchored at (-1,-1): W(-1,-1), W(-1,1), b(0,0) on a ninja, R(1,0) next to Daimyo 1.
    assert placement_problem(state, "N29", 0, -1, -1) is None
    # and a samurai over the plain samurai of Daimyo 2's guard at (0,6): anchor (-1,5).
    plain = scenario(hands=[["N29"], ["N02"]])
    assert placement_problem(plain, "N29", 0, -1, 5) is None


def GAME_INDEX(row: int, col: int) -> int:  # noqa: N802 - reads like the grid's own index
    from game.ninja99.geometry import index

    return index(row, col)


def test_adjacency_via_a_diagonal_counts() -> None:
    state = scenario(hands=[["N24"], ["N02"]])
    # N24 = B.. / .B. / ..R ; anchored (-3,-3): R at (-1,-1), diagonal to Daimyo 1 at... no:
    # Daimyo 1 is at (1,1); R at (0,0)? use anchor (-2,-2): R lands on (0,0), diagonal to (1,1).
    assert placement_problem(state, "N24", 0, -2, -2) is None
    # One step further out, the R at (-1,-1) touches nothing, and no cell is left on the boards.
    assert placement_problem(state, "N24", 0, -3, -3) == "the card must lie at least partly on the Daimyo boards"


def test_only_a_ninja_gives_adjacency_not_a_samurai() -> None:
    # N29 flipped upside down: .R. / .b. / W.W (orientation 2). Anchored so only its samurai
    # touches Daimyo 2 at (1,5): samurai at (2,5)? place pattern rows 1..3 -> anchor (1,4):
    # R(1,5) would cover Daimyo 2. Use orientation 0 at anchor (2,4): W(2,4) touches Daimyo 2.
    state = scenario(hands=[["N29"], ["N02"]])
    assert placement_problem(state, "N29", 0, 2, 4) is None
    # Anchor (-3,4): W(-3,4), W(-3,6), samurai (-2,5), R(-1,5): nothing within reach of row 1.
    assert placement_problem(state, "N29", 0, -3, 4) is not None
    # Anchor (-2,4): samurai (-1,5) is not adjacent either; R at (0,5) is next to Daimyo 2.
    assert placement_problem(state, "N29", 0, -2, 4) is None


def test_a_fallen_daimyo_gives_no_adjacency() -> None:
    state = scenario(fallen=[[1, 1, 1]], tokens=["DDDDDDDF", "PDDDDDDD"])
    assert placement_problem(state, "N01", 0, -2, -2) == (
        "no ninja of the card would stand next to a Daimyo still standing")


def test_rotated_and_mirrored_patterns() -> None:
    rows = ("B..", "B.R", "..W")  # N07
    assert orient(rows, 0) == rows
    assert orient(rows, 1) == (".BB", "...", "WR.")
    assert orient(rows, 2) == ("W..", "R.B", "..B")
    assert orient(rows, 4) == ("..B", "R.B", "W..")
    assert orient(rows, 5) == ("WR.", "...", ".BB")
    patterns = card_orientations("N07")
    assert len(set(patterns)) == 8
    assert rotated(3) == 0 and rotated(7) == 4 and flipped(1) == 5


def test_rotated_card_placement_uses_the_rotated_pattern() -> None:
    state = scenario(hands=[["N07"], ["N02"]])
    # Orientation 1 (.BB / ... / WR.) anchored (-1,-2): W(1,-2)? the W at (1,-2) is two columns
    # from Daimyo 1 (1,1): R at (1,-1) is still two away. Anchor (-1,-1): W(1,-1), R(1,0).
    assert placement_problem(state, "N07", 1, -1, -1) is None
    # The same anchor in orientation 0 puts its W on Daimyo 1 at (1,1).
    assert placement_problem(state, "N07", 0, -1, -1) == "the ninja at row 2, column 2 would cover the Gold Daimyo"
    # Orientation 4 (..B / R.B / W..) anchored (-1,-1): B(0,1)... B(-1,1)? cells (-1,1)B,
    # (0,-1)R, (0,1)B, (1,-1)W: B(0,1) touches Daimyo 1 and covers nothing.
    assert placement_problem(state, "N07", 4, -1, -1) is None
    # Orientation 6 (W.. / B.R / B..) anchored (0,0): W(0,0) on a samurai, but R(1,2) ... fine;
    # orientation 2 (W.. / R.B / ..B) at (0,0): B at (1,2) touches, B(2,2) too: legal.
    assert placement_problem(state, "N07", 2, 0, 0) is None
    # Orientation 0 at (0,0): B(0,0) ok, B(1,0) ok, R(1,2) ok, W(2,2): legal; at (1,1): B on Daimyo 1.
    assert placement_problem(state, "N07", 0, 1, 1) == "the ninja at row 2, column 2 would cover the Gold Daimyo"


def test_intonjutsu_lets_a_blank_space_touch_the_daimyo() -> None:
    # N13 = B.R / ... / .W. ; anchored (-3,0): ninjas at rows -3 and -1: W(-1,1) touches 1.
    # Anchored (-4,0): nothing touches, but its blank middle row (-3..) does not either; use
    # N25 = .R. / .R. / .W. anchored (-1,-3): ninjas at column -2, blanks at column -1 and -3.
    state = scenario(clans=["B", "W"], modules=["clan"], clan_cards=[1, 1, 1], hands=[["N25"], ["N02"]],
                     tokens=["DDDDDDFF", "DDDDDDDD"])
    assert placement_problem(state, "N25", 0, -1, -2) == (
        "no ninja of the card would stand next to a Daimyo still standing")
    state, _ = GAME.apply(state, 0, UseTechnique("intonjutsu"))
    assert placement_problem(state, "N25", 0, -1, -2) is None
    assert (0, -1, -2) in legal_spots(state, "N25")


def test_illegal_place_names_the_reason_and_keeps_the_state() -> None:
    state = scenario()
    with pytest.raises(IllegalAction, match="would cover the Gold Daimyo"):
        GAME.apply(state, 0, Place("N01", 0, -1, -1))
    with pytest.raises(IllegalAction, match="do not hold"):
        GAME.apply(state, 0, Place("N05", 0, -2, -2))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 1, Place("N02", 0, -2, -2))


def surrounded_state() -> NinjaState:
    """Only Daimyo 1 stands, and ninjas already fill its eight neighbours."""
    fallen = [[d, 0, i] for i, d in enumerate(range(2, 8), start=1)]
    return scenario(fallen=fallen, tokens=["PPPPPPDD", "DDFFFFFF"], layers=[
        {"card": "N01", "orientation": 0, "row": 0, "col": 0, "side": 1},
        {"card": "N02", "orientation": 0, "row": 0, "col": 0, "side": 1},
    ], hands=[["N24"], ["N03"]])


def test_unplaceable_card_is_thrown_away_and_replaced_unplayed() -> None:
    state = surrounded_state()
    assert legal_spots(state, "N24") == ()
    assert GAME.legal_actions(state, 0) == (SwapClan(), Discard("N24"))
    with pytest.raises(IllegalAction, match="row 1, column 1 would cover a ninja"):
        GAME.apply(state, 0, Place("N24", 0, -2, -2))
    with pytest.raises(IllegalAction, match="no ninja of the card"):
        GAME.apply(state, 0, Place("N24", 0, 4, 4))
    bottom = state.deck[0]
    state, events = GAME.apply(state, 0, Discard("N24"))
    assert state.discard == ("N24",) and state.hands[0] == ()
    # The replacement is drawn by ending the turn; it is not laid this turn.
    assert GAME.legal_actions(state, 0) == (EndTurn(),)
    state, events = GAME.apply(state, 0, EndTurn())
    assert state.hands[0] == (bottom,) and state.active == 1
    assert events[0].kind == "card_drawn" and events[0].get("card") == bottom


def test_a_placeable_card_cannot_be_thrown_away() -> None:
    with pytest.raises(IllegalAction, match="can still be laid"):
        GAME.apply(scenario(), 0, Discard("N01"))


@pytest.mark.parametrize(("cell", "words"), [
    ((2, 4), "at row 3, column 5"),
    ((-1, 2), "off the board (1 cell above column 3)"),
    ((9, 0), "off the board (2 cells below column 1)"),
    ((3, -1), "off the board (1 cell left of row 4)"),
    ((3, 8), "off the board (1 cell right of row 4)"),
    ((-1, 8), "off the board (1 cell up and 1 right of its top-right corner)"),
])
def test_cells_are_named_on_the_boards_by_row_and_column_and_off_them_by_their_edge(
        cell: tuple[int, int], words: str) -> None:
    assert cell_words(*cell) == words


def test_a_technique_refusing_an_off_board_cell_names_it_in_words() -> None:
    state = scenario(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2], tokens=["DDDDDDFF", "DDDDDDDD"])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, UseTechnique("kakuremino", ((-1, 3),)))
    assert refused.value.reason == (
        "the cell off the board (1 cell above column 4) is not a samurai next to a standing Daimyo")


def test_intonjutsu_needs_an_empty_space_under_the_blank_cell() -> None:
    """Intonjutsu makes empty spaces Black ninjas. N24 turned once (..B / .B. / R..) at (-2,-2)
    reaches Daimyo 1 only by its transparent corner, which lies on the White samurai at (0,0):
    that space is not empty (the samurai shows through, and scores as nobody), so the card
    still has nothing next to a standing Daimyo."""
    state = scenario(clans=["B", "W"], modules=["clan"], clan_cards=[1, 1, 1], hands=[["N24"], ["N02"]],
                     tokens=["DDDDDDFF", "DDDDDDDD"])
    state, _ = GAME.apply(state, 0, UseTechnique("intonjutsu"))
    assert placement_problem(state, "N24", 1, -2, -2) == (
        "no ninja of the card would stand next to a Daimyo still standing")
    assert (1, -2, -2) not in legal_spots(state, "N24")
    # One column further right, its transparent corner lies on the empty space (0,1): legal.
    assert placement_problem(state, "N24", 1, -2, -1) is None
    assert (1, -2, -1) in legal_spots(state, "N24")
