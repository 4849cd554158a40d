"""The drag-and-drop controller on a real table, driven by real pygame mouse events: the
engine decides which drops are legal; the kit lights them, submits, asks, or springs back."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.dialogs import ChoiceScene
from tests.scenes.helpers import click, drag, frames, post
from tests.scenes.toy_table import ToyTable, tile_key
from tests.toy_game import TOY, Lay

TILE_5 = (140, 620)
PILE_0 = (195, 320)
PILE_1 = (405, 320)
CENTRE = (1075, 320)


def open_toy_table(app: Any, seats: list[Seat] | None = None) -> ToyTable:
    """Seat 0 holds 5 and 6; seat 1's pile already shows a 1, so it refuses both."""
    state = TOY.from_scenario({"hands": [[5, 6], [1, 2]]})
    state = replace(state, piles=((), (1,)))
    seats = seats or [Seat("Ann"), Seat("Bot", "ai", "easy")]
    match = Match(TOY, seats, 1, {"tiles": "2"}, state, [], [state])
    table = ToyTable(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


def test_grabbing_a_tile_lights_exactly_the_engine_legal_targets(app: Any) -> None:
    table = open_toy_table(app)
    post(pygame.MOUSEBUTTONDOWN, pos=TILE_5, button=1)
    frames(app)
    assert table.drag is not None and table.drag.held == tile_key(5)
    legal_targets = {a.pile for a in TOY.legal_actions(table.match.state, 0) if isinstance(a, Lay) and a.tile == 5}
    assert table.drag.lit == legal_targets == {"pile:0", "centre"}
    post(pygame.MOUSEBUTTONUP, pos=TILE_5, button=1)
    frames(app)


def test_dropping_on_a_lit_target_submits_exactly_that_action(app: Any) -> None:
    table = open_toy_table(app)
    drag(app, TILE_5, PILE_0)
    assert table.last_drop.kind == "submitted"
    assert [(s.seat, s.action) for s in table.match.steps] == [(0, Lay(5, "pile:0"))]
    assert table.match.state.piles[0] == (5,)
    assert "card_place" in app.audio.played


def test_a_held_tile_trails_the_mouse_through_the_physics_joint(app: Any) -> None:
    table = open_toy_table(app)
    post(pygame.MOUSEMOTION, pos=TILE_5, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=TILE_5, button=1)
    frames(app)
    post(pygame.MOUSEMOTION, pos=(640, 300), rel=(0, 0), buttons=(1, 0, 0))
    frames(app)
    x, y, _ = table.physics.pose(tile_key(5))
    assert TILE_5[0] < x < 640 and 300 < y < TILE_5[1]  # on its way, not teleported
    frames(app, 60)
    x, y, _ = table.physics.pose(tile_key(5))
    assert abs(x - 640) < 40 and abs(y - 300) < 40  # caught up with the hand
    post(pygame.MOUSEBUTTONUP, pos=(640, 300), button=1)
    frames(app)


def test_an_unreachable_target_springs_back_with_the_engine_reason(app: Any) -> None:
    table = open_toy_table(app)
    drag(app, TILE_5, PILE_1)
    assert table.last_drop.kind == "sprang_back"
    assert table.match.steps == []
    reason = table.explain(0, Lay(5, "pile:1"))
    assert reason == "that pile only takes a tile lower than its top"
    assert table.toasts.texts == [reason]
    assert "invalid" in app.audio.played
    frames(app, 150)
    x, y, _ = table.physics.pose(tile_key(5))
    assert abs(x - TILE_5[0]) < 1 and abs(y - TILE_5[1]) < 1
    assert table.physics.settled(tile_key(5))


def test_several_matching_actions_ask_which_one(app: Any) -> None:
    table = open_toy_table(app)
    drag(app, TILE_5, CENTRE)
    assert table.last_drop.kind == "asked"
    assert table.match.steps == []
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceScene)
    labels = [b.label for b in dialog.buttons]
    assert labels == [str(Lay(5, "centre", True)), str(Lay(5, "centre", False))]
    click(app, dialog.buttons[1].rect.center)
    assert [s.action for s in table.match.steps] == [Lay(5, "centre", False)]


def test_escape_in_the_choice_submits_nothing(app: Any) -> None:
    table = open_toy_table(app)
    drag(app, TILE_5, CENTRE)
    frames(app)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert app.stack.top is table and table.match.steps == []


def test_dropping_on_nothing_cancels_quietly(app: Any) -> None:
    table = open_toy_table(app)
    drag(app, TILE_5, (640, 520))
    assert table.last_drop.kind == "cancelled"
    assert table.match.steps == [] and table.toasts.texts == []


def test_a_refusal_outlives_a_bots_move_and_is_spent_by_the_players_own(app: Any) -> None:
    table = open_toy_table(app)
    table.toasts.show("refused a moment ago")
    assert table.submit(Lay(5, "pile:0"))  # the player's move spends the refusal
    assert table.toasts.texts == []
    table.toasts.show("refused a moment ago")
    bot_move = TOY.legal_actions(table.match.state, 1)[0]
    assert table.submit(bot_move, seat=1)
    assert table.toasts.texts == ["refused a moment ago"]


def test_nothing_can_be_picked_up_when_it_is_not_the_viewers_turn(app: Any) -> None:
    table = open_toy_table(app, [Seat("Bot", "ai", "easy"), Seat("Ann")])
    table.viewer = 0  # looking at seat 0's tiles while seat 0 is a bot: nothing is theirs to move
    post(pygame.MOUSEBUTTONDOWN, pos=TILE_5, button=1)
    assert table.drag is not None and table.drag.draggable() == set()
    frames(app)
    assert table.drag.held is None


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_dialog_title_wider_than_its_panel_wraps_inside_it_and_the_panel_grows(
        app: Any, size: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.kit import dialogs

    drawn: list[tuple[str, pygame.Rect]] = []
    real = dialogs.draw_text

    def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((text, real(surface, text, *args, **kwargs)))
        return drawn[-1][1]

    monkeypatch.setattr(dialogs, "draw_text", recording)
    title = "Kanbei : Le dos d'une ferme blesse un samurai : lequel ?"  # the French farm back D question
    short = ChoiceScene(app, "Which one?", [("A", 1), ("B", 2)], lambda _: None)
    long = ChoiceScene(app, title, [("A", 1), ("B", 2)], lambda _: None)
    surface = pygame.Surface(size)
    for dialog in (short, long):
        dialog.layout(size)
        dialog.draw(surface)
    assert long.panel.height > short.panel.height  # grown by the title's second line
    rows = [rect for text, rect in drawn[1:] if text in title]
    assert len(rows) >= 2 and " ".join(text for text, _ in drawn[1:] if text in title) == title
    assert all(long.panel.contains(rect) for rect in rows)
    assert long.buttons[0].rect.top > rows[-1].bottom and long.panel.contains(long.buttons[-1].rect)


def test_a_choice_longer_than_the_window_scrolls_and_every_option_can_be_picked(app: Any) -> None:
    picked: list[int] = []
    options = [(f"Option {i}", i) for i in range(43)]  # Kyuzo's Kiai at 7 samurai offers as many
    dialog = ChoiceScene(app, "Which one?", options, picked.append)
    app.stack.push(dialog)
    frames(app, 2)
    window = pygame.Rect((0, 0), app.screen.get_size())
    assert 1 < len(dialog.buttons) < len(options) and dialog.scrolls()
    assert all(window.contains(b.rect) for b in dialog.buttons)
    for _ in range(60):  # the wheel stops at the end of the list
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    frames(app)
    assert [b.label for b in dialog.buttons][-1] == "Option 42"
    assert all(window.contains(b.rect) for b in dialog.buttons)
    for _ in range(2):  # Up lands on the last row shown, then moves up a row; Enter picks it
        post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    frames(app)
    assert [b.label for b in dialog.buttons if b.primary] == ["Option 41"]
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    frames(app)
    assert picked == [41] and app.stack.top is not dialog
