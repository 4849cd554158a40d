"""A refused card's flight back into the hand follows the animation speed setting: none at all
when animations are instant, longer when slow."""

from __future__ import annotations

from typing import Any

from tests.scenes.helpers import frames
from tests.scenes.test_held_pieces_let_go import katana_pick_up, move, release, start


def flight_back_frames(app: Any, speed: str) -> int:
    app.settings.animation_speed = speed
    table = start(app, "katana")
    katana_pick_up(app, table)
    own = table.layout().seats[0].center
    move(app, own)
    release(app, own)  # a weapon on one's own seat is refused
    count = 0
    while table.springs and count < 200:
        frames(app)
        count += 1
    return count


def test_instant_animations_send_a_refused_card_back_at_once(app: Any) -> None:
    assert flight_back_frames(app, "instant") == 0


def test_slow_animations_fly_a_refused_card_back_slower(app: Any) -> None:
    assert flight_back_frames(app, "slow") > 20  # 0.3 s at normal speed is 18 frames
