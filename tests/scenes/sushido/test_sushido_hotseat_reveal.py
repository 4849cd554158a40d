"""Two people at one Sushido table, driven with real events: once both secret choices are in,
the reveal plays in the spectator's view (no hand face up) for both to watch, and the next
person's decision comes behind the cover."""

from __future__ import annotations

import os
from typing import Any

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from scenes.handoff import HandoffScene
from scenes.kit.table import PUBLIC_MOMENT_SECONDS
from tests.scenes.helpers import click, frames, take_the_mouse

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def open_duel(app: Any) -> tuple[Any, Match]:
    from scenes.sushido import TABLE

    app.settings.confirm_pass_turn = False
    match = Match.start(GAME, [Seat("Ann"), Seat("Ben")], 5, {"duel": "iaijutsu"})
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table, match


def pick_two_and_confirm(app: Any, table: Any) -> None:
    """The person at the screen sets down their first two cards, revealed, and clicks Confirm."""
    hand = table.hand()
    table.slots = [hand[0], hand[1]]
    table.reveal = [True, True]
    frames(app)
    click(app, table.confirm.rect.center)


def both_choose(app: Any, table: Any, match: Match) -> list[int | None]:
    """Ann then Ben choose; returns whose view each table frame was drawn for once both choices
    were in."""
    take_the_mouse(app)
    assert table.viewer == 0
    pick_two_and_confirm(app, table)
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 1
    drawn: list[int | None] = []
    original = table.draw

    def draw(surface: Any) -> None:
        if len(match.steps) == 2:
            drawn.append(table.viewer)
        original(surface)

    table.draw = draw
    pick_two_and_confirm(app, table)
    assert match.state.pending is not None and match.state.pending.kind != "choose"  # revealed
    return drawn


def test_the_reveal_is_watched_in_the_spectators_view_then_the_next_person_is_covered(app: Any) -> None:
    app.settings.animation_speed = "normal"
    table, match = open_duel(app)
    drawn = both_choose(app, table, match)
    frames(app, 30)
    assert app.stack.top is table and table.viewer is None  # both watch the reveal together
    assert table.hand() == () and all(c == -1 for hand in table.sview.hands for c in hand)
    assert table.sview.revealed[0] and table.sview.revealed[1]  # both revealed choices on show
    frames(app, round(PUBLIC_MOMENT_SECONDS * 60))
    cover = app.stack.top
    due = table.acting_human()
    assert isinstance(cover, HandoffScene) and cover.seat_name == match.seats[due].name
    assert drawn and set(drawn) == {None}  # Ben's hand never showed over the reveal
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == due and table.prompt() is not None


def test_a_click_on_the_reveal_brings_the_cover_at_once(app: Any) -> None:
    app.settings.animation_speed = "normal"
    table, match = open_duel(app)
    both_choose(app, table, match)
    frames(app, 10)
    assert app.stack.top is table and table.viewer is None
    click(app, (640, 360))  # all have seen it
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene)
