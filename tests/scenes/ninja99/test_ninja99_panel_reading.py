"""What the right panel lets a player read: the other clans' techniques with their costs (review
revL, defect 2), and the whole game's log read back with the wheel (review revJ, defect 2)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import get_game
from game.ninja99.data import game_data
from scenes.kit import i18n
from scenes.kit import scrollback as scrollback_module
from scenes.ninja99 import panels as panels_module
from scenes.ninja99.log_lines import log_lines
from scenes.ninja99.look import CLAN_ART
from tests.scenes.helpers import record_drawn_text
from tests.scenes.ninja99.ninja99_table_helpers import (
    frames,
    make_app,
    match_from,
    move,
    open_table,
    play_bots_until,
    post,
    started_match,
)

GAME = get_game("ninja99")


class RecordedAssets:
    """The app's assets, noting the name of every image asked for, in order."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.asked: list[str] = []

    def image(self, name: str, *args: Any, **kwargs: Any) -> Any:
        self.asked.append(name)
        return self.real.image(name, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def test_the_other_clans_techniques_show_their_cost(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    table = open_table(app, match_from(clans=["R", "W"], modules=["clan"], clan_cards=[1, 2, 1],
                                       tokens=["DDDDDDFF", "DDDDDDDD"]))
    others = [key.partition(":")[2] for key in table.panels.hits if key.startswith("clantech:")]
    assert len(others) == 2
    recorded = RecordedAssets(table.panels.assets)
    monkeypatch.setattr(table.panels, "assets", recorded)
    table.panels._key = None  # draw the panels again, through the recording
    frames(app)
    for tech_id in others:
        cost = game_data().techniques[tech_id].cost
        assert cost > 0
        after = recorded.asked[recorded.asked.index(f"ninja99/tech_{tech_id}") + 1:]
        # the row's icon, then its cost as Favour faces, then its clan's emblem
        assert after[:cost] == ["ninja99/favour_blue"] * cost, after[:cost + 1]
        clan = game_data().techniques[tech_id].clan
        assert clan is not None and after[cost] == CLAN_ART[clan]
    drawn = record_drawn_text(panels_module, monkeypatch)
    cost = game_data().techniques[others[0]].cost
    move(app, table.panels.hits[f"clantech:{others[0]}"].center)
    assert f"Cost: {cost} Favour" in drawn
    i18n.set_language("fr")
    try:
        frames(app, 2)
    finally:
        i18n.set_language("en")
    assert (f"Coût : {cost} Faveurs" if cost > 1 else "Coût : 1 Faveur") in drawn  # the noun agrees


def wheel(app: Any, notches: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=float(notches))
    frames(app)


def test_the_log_keeps_the_whole_game_and_the_wheel_reads_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    match = started_match()
    first_line = log_lines(match.steps[0].events, ("Ann", "Bot"), "en")[0]
    play_bots_until(match, lambda m: len(m.steps) >= 24 and m.to_act() == (0,), seed=3)
    table = open_table(app, match)  # as a continued game: the log tells the steps played
    assert len(table.log) > 20 and table.log[0] == first_line  # nothing is dropped
    panels = table.panels
    first, end = panels.log_rows_shown
    assert end == len(panels.log_rows) and first > 0  # the newest rows, older ones wait above
    zoom = table.camera.zoom_index
    assert panels.log_box is not None
    drawn = record_drawn_text(panels_module, monkeypatch)
    counts = record_drawn_text(scrollback_module, monkeypatch)
    move(app, panels.log_box.center)
    for _ in range(200):
        wheel(app, 1)
    assert panels.log_rows_shown[0] == 0 and panels.log_rows[0] in drawn  # the game's first line
    assert any(text.startswith("▼") and "newer" in text for text in counts)
    assert table.camera.zoom_index == zoom  # the wheel over the log reads; it does not zoom the board
    wheel(app, -1)
    assert panels.log_rows_shown[0] > 0
    assert any(text.startswith("▲") and "older" in text for text in counts[-2:])


def test_rows_read_back_stay_in_place_while_the_rival_plays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    app.settings.animation_speed = "instant"
    match = started_match()
    play_bots_until(match, lambda m: len(m.steps) >= 24 and m.to_act() == (1,), seed=3)
    table = open_table(app, match)
    panels = table.panels
    assert panels.log_box is not None
    move(app, panels.log_box.center, settle=1)
    wheel(app, 2)
    read = panels.log_rows[slice(*panels.log_rows_shown)]
    rows_before = len(panels.log_rows)
    deadline = time.monotonic() + 30
    while match.to_act() != (0,) and time.monotonic() < deadline:  # the bot's turn, played by the table
        frames(app)
        time.sleep(0.001)
    frames(app, 3)
    assert match.to_act() == (0,) and len(panels.log_rows) > rows_before
    assert panels.log_rows[slice(*panels.log_rows_shown)] == read


def test_an_idle_frame_neither_tells_nor_wraps_the_log_again(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    match = started_match()
    play_bots_until(match, lambda m: len(m.steps) >= 24 and m.to_act() == (0,), seed=3)
    table = open_table(app, match)
    told = table.log
    renders = table.panels.renders
    frames(app, 10)
    assert table.log is told and table.panels.renders == renders


def test_a_techniques_cost_agrees_with_its_count_in_french() -> None:
    import scenes.ninja99.texts  # noqa: F401  (registers the table's words)

    i18n.set_language("fr")
    try:
        assert i18n.counted("n99.tech_cost", 2) == "Coût : 2 Faveurs"
        assert i18n.counted("n99.tech_cost", 1) == "Coût : 1 Faveur"
    finally:
        i18n.set_language("en")
