"""A held piece let go leaves from where it was drawn the frame before, not from the pointer:
Katana's card flies to a player or springs back to the hand from there, at its held size, and
Samurai Spirit's brigand flies to its board from there. Held off-centre and dragged sideways,
the piece settles upright when the pointer stops, without whipping over to the other side."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from game.katana.actions import PlayCard
from scenes.katana.gestures import controller_target
from scenes.kit.held import TILT_LIMIT
from tests.scenes.helpers import frames, key, post, run_until
from tests.scenes.test_held_pieces_follow_the_physics import holding, motion
from tests.scenes.test_held_pieces_let_go import move, press, release, start


def katana_grip_a_corner(app: Any) -> tuple[Any, tuple[int, int]]:
    """Katana at the normal speed, a playable hand card picked up near its top left corner."""
    table = start(app, "katana")
    app.settings.animation_speed = "normal"

    def playable() -> set[int]:
        return {action.card for action in table.legal_for_viewer() if isinstance(action, PlayCard)}

    run_until(app, lambda: bool(playable()) and not table.animating())
    rect = next(r for c, r in table.hand_rects() if c in playable())
    grip = (rect.left + 12, rect.top + 12)
    move(app, grip, buttons=(0, 0, 0))
    press(app, grip)
    assert table.held is not None
    return table, grip


def drawn(app: Any, table: Any) -> tuple[float, float]:
    return table.physical_hand.piece.drawn_position(app.since_update)


def test_katana_a_card_dropped_on_a_player_flies_from_where_it_was_drawn_at_its_held_size(app: Any) -> None:
    table, _ = katana_grip_a_corner(app)
    held_size = table.hand_slots()[table.held].size
    width, height = app.screen.get_size()
    spots = [(x, y) for y in range(8, height, 10) for x in range(8, width, 10)
             if controller_target(table.drag, table.viewer, table.target_at((x, y))) in table.drag.lit]
    spot = spots[len(spots) // 2]
    move(app, spot)
    frames(app, 30)  # held still over the player: the picture has caught up, off the pointer by the grip
    before = drawn(app, table)
    assert math.dist(before, spot) > 20
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    frames(app)
    flight = table.timeline.flights[0]
    assert math.dist(flight.start, before) < 1.5
    flying_width = table.layout().table_card[0]
    assert flight.start_scale * flying_width == pytest.approx(held_size[0], abs=1)


@pytest.mark.parametrize("let_go", ["nothing", "esc"])
def test_katana_a_card_let_go_springs_back_from_where_it_was_drawn(app: Any, let_go: str) -> None:
    table, grip = katana_grip_a_corner(app)
    spot = (grip[0] + 260, grip[1] - 200)
    move(app, spot)  # a quick throw: the picture still trails the pointer
    before = drawn(app, table)
    if let_go == "esc":
        key(app, pygame.K_ESCAPE)
    else:
        release(app, spot)
    assert table.held is None and table.springs
    assert math.dist(table.springs[0][1], before) < 1.5


def test_spirit_a_dropped_brigand_flies_from_where_it_was_drawn(app: Any) -> None:
    table = start(app, "spirit")
    app.settings.animation_speed = "normal"
    run_until(app, lambda: table.fight_button.enabled and not table.animating(), 30)
    press(app, table.fight_button.rect.center)
    release(app, table.fight_button.rect.center)
    run_until(app, lambda: "brigand" in table.drag.draggable() and not table.animating(), 30)
    rect = table.piece_rect("brigand")
    grip = (rect.left + 12, rect.top + 12)
    move(app, grip, buttons=(0, 0, 0))
    press(app, grip)
    assert table.held == "brigand"
    width, height = app.screen.get_size()
    targets = {(x, y): table.drop_target((x, y)) for y in range(8, height, 10) for x in range(8, width, 10)}
    sides = [point for point, target in targets.items()
             if isinstance(target, tuple) and target[0] in ("left", "right")]
    spot = next(point for point in sides if table.drop_target(point) in table.drag.lit)
    move(app, spot)
    frames(app, 20)
    before = drawn(app, table)
    assert math.dist(before, spot) > 20
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    frames(app)
    assert table.flights, "the brigand flies to its board"
    assert math.dist(table.flights[0].start.center, before) < 1.5


@pytest.mark.parametrize("game_id", ["katana", "sushido", "spirit"])
def test_the_held_piece_settles_upright_without_whipping_over_when_the_pointer_stops(app: Any,
                                                                                      game_id: str) -> None:
    table, _ = holding(app, game_id, (0.15, 0.1))
    piece = table.physical_hand.piece
    x, y = (round(v) for v in piece.pointer)
    motion((x, y - 150))
    frames(app, 60)
    for step in range(1, 17):  # an ordinary sideways drag, 12 px a frame
        motion((x + 12 * step, y - 150))
        frames(app)
    leaning = piece.angle
    assert 1.0 < abs(leaning) <= TILT_LIMIT + 0.5  # it tilts with the motion
    after = []
    for _ in range(60):  # the pointer stops
        frames(app)
        after.append(piece.angle)
    assert max(-math.copysign(1, leaning) * angle for angle in after) < 1.0  # no whip to the other side
    assert all(abs(angle) < 0.5 for angle in after[30:])  # upright within half a second
