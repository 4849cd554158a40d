"""While the bots play after a person's move, the bar's right end shows the Undo (Ctrl+Z) button:
the dim "Space: skip the animations" line moves left of it, so neither is written over the other."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.seats import parse_seats
from scenes.app import PlayRequest
from scenes.kit import i18n
from scenes.kit.table import TableScene
from scenes.kit.widgets import font, ui_scale
from tests.scenes.helpers import click, frames, post, run_until


def defend_then_watch_the_bots(app: Any) -> Any:
    """A person's brigand laid on their own Defend side: the bots play, and it may be taken back."""
    app.settings.animation_speed = "normal"
    app.start_match(PlayRequest("spirit", parse_seats("human,ai:easy,ai:easy", False), 4, {}))
    frames(app, 2)
    table = app.stack.find(TableScene)
    run_until(app, lambda: table.fight_button.enabled and not table.animating(), 30)
    click(app, table.fight_button.rect.center)
    run_until(app, lambda: "brigand" in table.drag.draggable() and not table.animating(), 30)
    brigand = table.piece_rect("brigand").center
    post(pygame.MOUSEMOTION, pos=brigand, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=brigand, button=1)
    frames(app)
    width, height = app.screen.get_size()  # the lit spots show once the brigand is held
    spot = next((x, y) for y in range(8, height, 10) for x in range(8, width, 10)
                if isinstance(table.drop_target((x, y)), tuple) and table.drop_target((x, y))[0] == "left"
                and table.drop_target((x, y)) in table.drag.lit)
    post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 3)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    frames(app)
    run_until(app, lambda: table.animating() and table.acting_human() is None and table.undo_button.enabled,
              10)
    frames(app)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_skip_hint_stays_clear_of_the_undo_button(sized: Any, size: tuple[int, int],
                                                     language: str) -> None:
    i18n.set_language(language)
    app = sized(size)
    table = defend_then_watch_the_bots(app)
    point, anchor = table.skip_hint_place(size)
    assert anchor == "midright"
    text = font(round(17 * ui_scale(size))).size(i18n.t("table.skip_hint"))
    hint = pygame.Rect(0, 0, *text)
    hint.midright = point
    assert table.layout().bar.contains(hint)
    assert not hint.colliderect(table.undo_button.rect)
