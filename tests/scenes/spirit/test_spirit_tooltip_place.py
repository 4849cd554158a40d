"""A tooltip near the window's foot opens above the pointer, clear of the bottom bar's buttons."""

from __future__ import annotations

import pygame
import pytest

from scenes.spirit import details


def test_a_tooltip_at_the_foot_of_the_window_opens_above_the_pointer(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(details, "draw_panel", lambda surface, box, **kwargs: drawn.append(box.copy()))
    monkeypatch.setattr(details, "draw_text", lambda *args, **kwargs: None)
    surface = pygame.Surface((1280, 720))
    pointer = (500, 690)  # over a button of the bottom bar
    details.draw_tooltip(surface, ["A Support needs another samurai still in the round."] * 2, pointer, lambda v: round(v))
    assert drawn and drawn[0].bottom <= pointer[1]  # nothing of it under the pointer's row of buttons
    drawn.clear()
    details.draw_tooltip(surface, ["Mid-window."], (500, 300), lambda v: round(v))
    assert drawn[0].top > 300  # elsewhere it still opens below and right


def test_no_table_tooltip_under_a_screen_over_the_table(app, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core.seats import Seat
    from scenes.kit.dialogs import ChoiceScene
    from tests.scenes.spirit.spirit_table_helpers import ai_seats, frames, open_table, start

    table = open_table(app, start([Seat("Ann")] + ai_seats(2), 5))
    table.detail, table.detail_pos = ["A card's text"], (600, 300)
    drawn: list[list[str]] = []
    monkeypatch.setattr("scenes.spirit.table.draw_tooltip", lambda surface, lines, *a: drawn.append(list(lines)))
    frames(app, 2)
    assert drawn  # on top, the table shows its tooltip
    drawn.clear()
    app.stack.push(ChoiceScene(app, "A list", [("One", 1)], lambda value: None))
    frames(app, 3)
    assert not drawn  # under another screen it does not
