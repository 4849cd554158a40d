"""While the support token is held, only the legal boards look lit: their frames take a colour
the active board's frame does not have, so the player's own board never looks like a target."""

from __future__ import annotations

from typing import Any

from tests.scenes.helpers import run_until
from tests.scenes.test_held_pieces_let_go import move, press, start


def jade_frame(app: Any, rect: Any) -> bool:
    """Whether the frame along the board's top edge is green (jade, blended at its edge), where
    the active board's gold (240, 204, 120) is red over green."""
    colours = [app.screen.get_at((rect.centerx, rect.top + depth)) for depth in range(4)]
    return any(colour.g > colour.r + 30 and colour.g > colour.b for colour in colours)


def test_only_the_legal_boards_take_the_lit_colour(app: Any) -> None:
    table = start(app, "spirit")
    run_until(app, lambda: "token" in table.drag.draggable() and not table.animating())
    token = table.piece_rect("token")
    press(app, token.center)
    move(app, (token.centerx - 200, token.centery - 120))
    lit = {target[1] for target in table.drag.lit if target[0] == "seat"}
    assert lit and table.viewer not in lit
    boards = table.layout().boards
    for seat in lit:
        assert jade_frame(app, boards[seat].whole)
    assert not jade_frame(app, boards[table.viewer].whole)
