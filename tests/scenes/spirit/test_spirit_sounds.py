"""Samurai Spirit's sounds: at Instant speed a round's end never starts a pile of sounds in one
frame, and the game's end makes one ending sound, the table's own (review revQ, defects 1, 5)."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from scenes.kit.audio import MOST_STARTS_PER_BURST
from scenes.spirit.results import SpiritResults
from tests.scenes.spirit.spirit_table_helpers import ai_seats, frames, open_table, start


def test_an_instant_game_of_bots_starts_a_few_different_sounds_a_frame_and_one_ending(sized: Any) -> None:
    app = sized((1280, 720))
    clock = [0.0]
    app.audio.clock = lambda: clock[0]
    match = start(ai_seats(3), 1)
    open_table(app, match)
    per_frame: dict[int, list[str]] = {}
    deadline = time.monotonic() + 90
    frame = 0
    while not isinstance(app.stack.top, SpiritResults):
        assert time.monotonic() < deadline, "the game did not end in time"
        frame += 1
        clock[0] = frame / 60  # the player's clock: each start is stamped with its frame's time
        frames(app)
        per_frame[frame] = [name for at, name in app.audio.started if at == clock[0]]
        time.sleep(0.0005)
    frames(app, 3)
    biggest = max(per_frame.values(), key=len)
    assert len(biggest) <= MOST_STARTS_PER_BURST + 1, biggest  # + a small one a big moment cut off
    assert all(len(set(names)) == len(names) for names in per_frame.values())
    endings = Counter(n for n in app.audio.played
                      if n in ("win", "lose", "gong", "spirit/victory", "spirit/defeat"))
    ending = "spirit/victory" if match.state.result == "win" else "spirit/defeat"
    assert endings[ending] == 1 and not endings["win"] and not endings["lose"]
    assert app.audio.played[-1] == ending


def test_a_lost_game_ends_on_the_defeat_chord_alone(sized: Any) -> None:
    app = sized((1280, 720))
    match = start(ai_seats(2), 2)
    from scenes.harness import _play_ai_steps

    _play_ai_steps(match, 3000)
    assert match.finished
    app.audio.played.clear()
    results = SpiritResults(app, match)
    app.stack.push(results)
    frames(app, 3)
    expected = "spirit/victory" if match.state.result == "win" else "spirit/defeat"
    assert app.audio.played == [expected]
