"""Katana's hand card, Sushido's cards and Super token, Samurai Spirit's brigand and tokens are
held through the kit's physics, as 99 Ninja's card is: drawn a little behind the pointer, held
where they were taken, swung a few degrees when gripped off-centre and set upright again. Drops
still read the pointer, and no physics body outlives the drag. At the Instant speed the piece
is drawn exactly at the pointer, upright."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame
import pytest

from scenes.katana.gestures import controller_target
from scenes.kit.held import TILT_LIMIT
from tests.scenes.helpers import frames, post, run_until
from tests.scenes.sushido.test_sushido_review_fixes import _both_reveal
from tests.scenes.sushido.test_sushido_table import open_table
from tests.scenes.test_held_pieces_let_go import move, press, release, start
from tests.sushido.helpers import card

TABLES = ["katana", "sushido", "spirit"]


def ready_piece(app: Any, table: Any, game_id: str) -> pygame.Rect:
    """Wait until the viewer may pick a piece up; where it is drawn."""
    if game_id == "katana":
        run_until(app, lambda: bool(table.drag.draggable()) and not table.animating())
        card = next(iter(table.drag.draggable()))
        return next(rect for held, rect in table.hand_rects() if held == card)
    if game_id == "spirit":
        run_until(app, lambda: "token" in table.drag.draggable() and not table.animating())
        return table.piece_rect("token")
    run_until(app, lambda: table.choosing() and not table.animating(), 20)
    return table.hand_rects()[0][1]


def holding(app: Any, game_id: str, grip: tuple[float, float],
            pace: str = "normal") -> tuple[Any, pygame.Rect]:
    """A piece picked up at ``grip`` (a share of its width and height from its top left)."""
    table = start(app, game_id)
    rect = ready_piece(app, table, game_id)
    app.settings.animation_speed = pace
    press(app, (rect.left + round(rect.width * grip[0]), rect.top + round(rect.height * grip[1])))
    assert table.holding() and table.physical_hand.piece is not None
    return table, rect


def drawn(app: Any, table: Any) -> tuple[float, float]:
    return table.physical_hand.piece.drawn_position(app.since_update)


def motion(pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


@pytest.mark.parametrize("game_id", TABLES)
def test_the_held_piece_trails_the_pointer_then_reaches_it(app: Any, game_id: str) -> None:
    table, rect = holding(app, game_id, (0.5, 0.5))
    x, y = rect.center
    target = (x + 120, y - 80)
    grip = table.physical_hand.piece.grip  # a hovered hand card is raised: held a little low
    exact = (target[0] - grip[0], target[1] - grip[1])
    motion(target)
    frames(app)
    assert math.dist(drawn(app, table), exact) > 5  # a physical lag, not drawn at the pointer
    frames(app, 4)
    assert math.dist(drawn(app, table), exact) < 2.5


@pytest.mark.parametrize("game_id", TABLES)
def test_gripped_off_centre_it_is_held_where_taken_swings_and_settles_upright(app: Any, game_id: str) -> None:
    table, rect = holding(app, game_id, (0.2, 0.15))
    x, y = table.physical_hand.piece.pointer
    grip = table.physical_hand.piece.grip
    assert math.hypot(*grip) > 8  # held off-centre, where it was taken...
    assert math.dist(drawn(app, table), (x - grip[0], y - grip[1])) < 1.5  # ...with no jump to centre
    swings = []
    for step in range(1, 9):
        motion((round(x) + 30 * step, round(y)))
        frames(app)
        swings.append(table.physical_hand.piece.angle)
    assert max(abs(angle) for angle in swings) > 1.0
    assert max(abs(angle) for angle in swings) <= TILT_LIMIT + 0.5  # the words stay readable
    frames(app, 90)
    assert abs(table.physical_hand.piece.angle) < 0.5


def drop_target_of(table: Any, game_id: str) -> Callable[[tuple[int, int]], Hashable | None]:
    """How the table reads the target of a drop at a point (as its release does)."""
    if game_id == "katana":
        return lambda pos: controller_target(table.drag, table.viewer, table.target_at(pos))
    return table.drop_target  # type: ignore[no-any-return]


def lit_point(table: Any, target_of: Callable[[tuple[int, int]], Hashable | None]) -> tuple[int, int]:
    """A point on the screen over one of the held piece's lit targets."""
    width, height = table.app.screen.get_size()
    lit = table.drag.lit
    for y in range(8, height, 12):
        for x in range(8, width, 12):
            if target_of((x, y)) in lit:
                return x, y
    raise AssertionError("no lit target on screen")


@pytest.mark.parametrize("game_id", TABLES)
def test_the_drop_goes_to_the_target_under_the_pointer_while_the_body_lags(app: Any, game_id: str) -> None:
    table, _ = holding(app, game_id, (0.3, 0.3))
    card = table.held
    if game_id == "sushido":  # choosing the Hajime cards: a slot is the target
        spot = table.layout().slots[1].center
    else:
        spot = lit_point(table, drop_target_of(table, game_id))
        wanted = drop_target_of(table, game_id)(spot)
    dropped: list[Hashable | None] = []
    kit_release = table.release_drag
    table.release_drag = lambda target: dropped.append(target) or kit_release(target)
    motion(spot)
    frames(app)
    assert math.dist(drawn(app, table), spot) > 20  # the picture is still on its way
    release(app, spot)
    if game_id == "sushido":
        assert table.slots[1] == card
    else:
        assert dropped == [wanted]
    assert not table.physical_hand.physics.pieces
    assert table.physical_hand.piece is None


@pytest.mark.parametrize("game_id", TABLES)
def test_cancel_drag_leaves_no_physics_body(app: Any, game_id: str) -> None:
    table, rect = holding(app, game_id, (0.3, 0.6))
    move(app, (rect.centerx + 60, rect.centery - 90))
    assert table.physical_hand.physics.pieces
    assert table.cancel_drag()
    assert not table.physical_hand.physics.pieces and table.physical_hand.piece is None
    frames(app, 3)
    assert not table.physical_hand.physics.pieces


@pytest.mark.parametrize("game_id", TABLES)
def test_at_the_instant_speed_the_piece_is_drawn_exactly_at_the_pointer_upright(app: Any,
                                                                                game_id: str) -> None:
    table, rect = holding(app, game_id, (0.2, 0.15), pace="instant")
    grip = table.physical_hand.piece.grip
    for step in range(1, 5):
        spot = (rect.centerx + 40 * step, rect.centery - 25 * step)
        motion(spot)
        frames(app)
        pointer = table.physical_hand.piece.pointer
        assert drawn(app, table) == (pointer[0] - grip[0], pointer[1] - grip[1])
        assert table.physical_hand.piece.angle == 0.0


def test_sushido_super_token_is_carried_by_the_hand_and_dropped_under_the_pointer(app: Any) -> None:
    hit, spare = card("hit", "W"), card("super", "P")
    hands = [[hit, spare], [card("super", "F"), card("super", "S")]]
    match = _both_reveal(("tako", "biwa"), hands, gauge=[2, 0])
    table = open_table(app, match)
    assert table.can_spend_super()
    app.settings.animation_speed = "normal"
    token = next(rect for rect in table.painter.gauge_rects[0] if rect.width > 0)
    grab = (token.right - 3, token.bottom - 3)
    press(app, grab)
    assert table.super_held and table.physical_hand.piece is not None
    grip = table.physical_hand.piece.grip
    assert math.hypot(*grip) > 8  # held by its corner, not centred on the pointer
    spot = dict(table.prompt().card_rects)[hit].center
    motion(spot)
    frames(app)
    assert math.dist(drawn(app, table), (spot[0] - grip[0], spot[1] - grip[1])) > 5  # still on its way
    release(app, spot)
    assert table.doubled and table.double_card == hit
    assert not table.physical_hand.physics.pieces and table.physical_hand.piece is None


def flick_progress(app: Any, table: Any, start: tuple[float, float], end: tuple[int, int],
                   motion_frames: int, drawn_frames: int = 30) -> list[float]:
    """Flick the pointer from ``start`` to ``end`` over ``motion_frames`` frames; the drawn grip
    point's progress along the move on every frame, in pixels (the move's length: on the pointer)."""
    length = math.dist(start, end)
    along = ((end[0] - start[0]) / length, (end[1] - start[1]) / length)
    grip = table.physical_hand.piece.grip
    progress = []
    for index in range(drawn_frames):
        if index < motion_frames:
            share = (index + 1) / motion_frames
            motion((round(start[0] + (end[0] - start[0]) * share),
                    round(start[1] + (end[1] - start[1]) * share)))
        frames(app)
        x, y = drawn(app, table)
        progress.append((x + grip[0] - start[0]) * along[0] + (y + grip[1] - start[1]) * along[1])
    return progress


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("motion_frames", [2, 3])
def test_a_quick_flick_never_carries_the_held_piece_past_the_pointer(app: Any, game_id: str,
                                                                     motion_frames: int) -> None:
    table, _ = holding(app, game_id, (0.5, 0.5))
    start = table.physical_hand.piece.pointer
    width, height = app.screen.get_size()
    # 460 px in two or three frames at 60 fps, toward the middle of the screen
    end = (round(start[0] + (276 if start[0] < width / 2 else -276)),
           round(start[1] + (368 if start[1] < height / 2 else -368)))
    assert 0 <= end[0] < width and 0 <= end[1] < height
    progress = flick_progress(app, table, start, end, motion_frames)
    length = math.dist(start, end)
    assert max(progress) - length < 3  # a body with momentum went 30-45 px past, then swung back
    assert abs(progress[-1] - length) < 1  # and it comes to rest on the pointer
