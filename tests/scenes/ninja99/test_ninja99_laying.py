"""Laying a card with real mouse and keyboard events: pick up, turn, flip, drop, undo."""

from __future__ import annotations

import json

import pygame

from game.ninja99.actions import EndTurn, Place, SwapClan
from game.ninja99.data import game_data
from game.ninja99.geometry import orient
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    click,
    frames,
    key,
    make_app,
    move,
    open_table,
    post,
    press,
    release,
    started_match,
)


def _target(match, orientation_wanted):
    """A legal placement of Ann's card in the wanted orientation whose pattern differs from
    every other orientation's, so only the right gestures can produce it."""
    for action in match.legal(0):
        if isinstance(action, Place) and action.orientation == orientation_wanted:
            rows = game_data().cards[action.card].rows
            patterns = [orient(rows, o) for o in range(8)]
            if patterns.count(patterns[action.orientation]) == 1:
                return action
    return None


def test_pick_up_rotate_flip_and_drop_lays_exactly_that_placement(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=5)
    wanted = None
    for orientation in (6, 5, 7, 4):
        wanted = _target(match, orientation)
        if wanted is not None:
            break
    assert wanted is not None, "the seed must offer a flipped, turned placement"
    table = open_table(app, match)
    press(app, table.hand_rects[0].center)
    assert table.held is not None and table.held.card_id == wanted.card
    key(app, pygame.K_f)  # F flips
    for _ in range(wanted.orientation % 4):
        key(app, pygame.K_r)  # R turns a quarter
    assert table.held.orientation == wanted.orientation
    spot = anchor_centre(table, wanted.row, wanted.col)
    move(app, spot)
    assert table.ghost is not None and table.ghost.legal, table.ghost
    assert table.ghost_anchor == (wanted.row, wanted.col)
    before = len(match.steps)
    release(app, spot)
    assert len(match.steps) == before + 1
    step = match.steps[-1]
    assert step.seat == 0 and step.action == wanted
    assert table.held is None
    frames(app, 40)  # the settle animation runs and ends
    assert not table.effects.card_in_flight
    assert "ninja99/settle" in app.audio.played
    app.flush_saves()  # autosaved after the action, on the background thread
    saved = json.loads(app.storage.autosave_path.read_text())
    assert saved["actions"][-1]["action"] == wanted.to_dict()


def test_wheel_turns_and_right_click_flips_the_held_card(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    zoom = table.camera.zoom_index
    move(app, table.lay.board.center, settle=1)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    frames(app)
    assert table.camera.zoom_index == zoom + 1  # no card held: the wheel zooms
    press(app, table.hand_rects[0].center)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    frames(app)
    assert table.held.orientation == 1
    press(app, table.held.position, button=3)
    assert table.held.orientation == 7  # turned over as shown: the quarter turn changes sign
    assert table.camera.zoom_index == zoom + 1  # turning the card did not zoom
    assert {"ninja99/rotate", "ninja99/flip", "ninja99/pick_up"} <= set(app.audio.played)
    key(app, pygame.K_ESCAPE)
    assert table.held is None and len(table.match.steps) == 2


def test_flip_mirrors_what_is_shown_left_to_right_after_any_turns(tmp_path, monkeypatch):
    # The flip's animation narrows the card sideways, like a card turned over about its upright
    # axis: the result must be the left-right mirror of the pattern shown, however it was turned.
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    press(app, table.hand_rects[0].center)
    held = table.held
    for _ in range(8):
        shown = held.pattern
        key(app, pygame.K_f)
        assert held.pattern == tuple(row[::-1] for row in shown), held.orientation
        first_half, _, squash = held.drawn_state()
        assert first_half == shown and squash < 1  # the old face narrows first
        frames(app, 30)
        key(app, pygame.K_r)
    key(app, pygame.K_ESCAPE)


def test_the_held_card_trails_the_mouse(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    start = table.hand_rects[0].center
    press(app, start)
    far = (table.lay.board.centerx, table.lay.board.centery)
    move(app, far, settle=1)
    x, y = table.held.position
    assert abs(x - far[0]) + abs(y - far[1]) > 5  # one frame later it has not caught up
    frames(app, 60)
    x, y = table.held.position
    assert abs(x - far[0]) + abs(y - far[1]) < 3  # and then it has


def test_drop_on_an_illegal_spot_returns_the_card_with_the_engines_reason(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=5)
    card = match.state.hands[0][0]
    legal = {(a.orientation, a.row, a.col) for a in match.legal(0) if isinstance(a, Place)}
    row, col = next((r, c) for r in range(0, 6) for c in range(0, 6) if (0, r, c) not in legal)
    table = open_table(app, match)
    reason = table.explain(0, Place(card, 0, row, col))
    assert reason
    press(app, table.hand_rects[0].center)
    spot = anchor_centre(table, row, col)
    move(app, spot)
    assert table.ghost is not None and not table.ghost.legal
    assert table.ghost.reason == reason
    release(app, spot)
    assert len(match.steps) == 2  # nothing was laid
    assert table.held is None
    assert match.state.hands[0] == (card,)
    assert reason[0].upper() + reason[1:] in table.toasts.texts
    assert table.last_refusal == reason
    assert [r.card for r in table.effects.returns] == [card]  # it glides back into the hand
    frames(app, 30)
    assert not table.effects.returns


def test_undo_takes_the_card_back_until_the_draw(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=5)
    action = next(a for a in match.legal(0) if isinstance(a, Place))
    table = open_table(app, match)
    press(app, table.hand_rects[0].center)
    for _ in range(action.orientation % 4):
        key(app, pygame.K_r)
    if action.orientation >= 4:
        key(app, pygame.K_f)
    spot = anchor_centre(table, action.row, action.col)
    move(app, spot)
    release(app, spot)
    assert len(match.steps) == 3
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.steps) == 2
    assert match.state.hands[0] == (action.card,)
    assert not match.state.layers
    table.submit(match.legal(0)[[isinstance(a, Place) for a in match.legal(0)].index(True)])
    frames(app, 30)
    undo = button_labelled(table, "Undo (Ctrl+Z)")
    assert undo.enabled
    click(app, button_labelled(table, "Draw: end turn").rect.center)
    assert isinstance(match.steps[-1].action, EndTurn)
    frames(app)
    assert not table.undo()  # the draw showed a card: no going back
    assert isinstance(match.steps[-1].action, EndTurn)


def test_dragging_the_clan_card_onto_neutral_swaps(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=7)
    table = open_table(app, match)
    neutral = match.state.neutral
    press(app, table.panels.hits["clan"].center)
    move(app, table.panels.hits["neutral"].center, settle=2)
    release(app, table.panels.hits["neutral"].center)
    assert match.steps[-1].action == SwapClan()
    assert match.state.clans[0] == neutral


def test_camera_zooms_pans_and_fits_any_window(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1920, 1080))
    table = open_table(app, started_match(seed=7))
    cell = table.camera.cell
    origin = table.camera.origin
    key(app, pygame.K_LEFT)
    assert table.camera.origin[0] > origin[0]
    post(pygame.MOUSEBUTTONDOWN, pos=(900, 400), button=2)
    post(pygame.MOUSEMOTION, pos=(950, 430), rel=(50, 30), buttons=(0, 1, 0))
    post(pygame.MOUSEBUTTONUP, pos=(950, 430), button=2)
    frames(app)
    assert table.camera.pan[1] > 0
    key(app, pygame.K_HOME)
    assert table.camera.origin == origin and table.camera.cell == cell
    # the whole 8x8 square is inside the board area at the fitted zoom
    top_left = table.camera.cell_to_screen(0, 0)
    bottom_right = table.camera.cell_to_screen(8, 8)
    assert table.lay.board.collidepoint(top_left) and table.lay.board.collidepoint(bottom_right)


def test_green_spots_follow_the_way_the_card_is_turned(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=5)
    table = open_table(app, match)
    card = match.state.hands[0][0]
    press(app, table.hand_rects[0].center)
    for turns in range(8):
        if turns == 4:
            key(app, pygame.K_f)
        orientation = table.held.orientation
        pattern = orient(game_data().cards[card].rows, orientation)
        expected = sorted({(a.row, a.col) for a in match.legal(0) if isinstance(a, Place)
                           and orient(game_data().cards[card].rows, a.orientation) == pattern})
        assert table.spots_for_held() == expected
        key(app, pygame.K_r)


def test_hovering_the_rivals_open_card_shows_it_large(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    spot = table.panels.hits["open:1:0"]
    move(app, spot.center, settle=2)
    assert table.hover == "open:1:0"
    before = app.screen.get_at((table.lay.left.right + 40, spot.centery))
    move(app, (table.lay.board.centerx, table.lay.board.bottom - 5), settle=2)
    after = app.screen.get_at((table.lay.left.right + 40, spot.centery))
    assert before != after  # the large card was drawn there, and is gone once the pointer leaves


def test_the_board_picture_is_kept_per_zoom_level(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    renders = table.picture.renders
    frames(app, 10)
    assert table.picture.renders == renders  # still frames redraw nothing
    move(app, table.lay.board.center, settle=1)
    for notch in (1, 1, -1, -1, 1, -1):
        post(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False, precise_x=0.0, precise_y=float(notch))
        frames(app)
    assert table.picture.renders == renders + 2  # two new zoom levels drawn once each, then reused


def test_the_table_shortens_the_thread_switch_interval_while_shown(tmp_path, monkeypatch):
    import sys

    before = sys.getswitchinterval()
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match(seed=6))
    assert sys.getswitchinterval() <= 0.0005 + 1e-9
    app.stack.pop(table)
    app.stack.apply_pending()
    assert sys.getswitchinterval() == before
