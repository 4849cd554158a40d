"""Driving the real App headless with real pygame events, and the toy game's table registered."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import game
import scenes.tables
from tests.scenes import toy_table
from tests.toy_game import TOY


def register_toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the toy game a registered game with a table, for this test only."""
    game.games()
    scenes.tables.tables()
    monkeypatch.setitem(game._cache, "toy", TOY)
    monkeypatch.setitem(scenes.tables._cache, "toy", toy_table.TABLE)
    monkeypatch.setitem(scenes.tables._rules, "toy", toy_table.rules_text)


def make_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, instant: bool = True) -> Iterator[Any]:
    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path))
    from scenes.app import App

    app = App(size=(1280, 720), headless=True)
    if instant:
        app.settings.animation_speed = "instant"
    yield app
    for scene in list(app.stack.scenes):
        scene.exit()
    app.flush_saves()


def frames(app: Any, count: int = 1) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def run_until(app: Any, done: Any, seconds: float = 60.0) -> None:
    """Run frames until ``done()`` holds, within ``seconds`` of wall time (bots think meanwhile)."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the table did not get there in time"
        frames(app)
        time.sleep(0.0005)


def post(kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def click(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    """Move to ``pos``, press and release ``button`` there (1 left, 3 right), a frame each."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    frames(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app)


def key(app: Any, code: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    frames(app)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    frames(app)


def drag(app: Any, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Press at ``start``, move to ``end`` in a few motions (a frame each), release there."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app)


def button_named(scene: Any, label: str) -> Any:
    for control in getattr(scene, "controls", []) + getattr(scene, "buttons", []):
        if getattr(control, "label", None) == label:
            return control
    names = [getattr(c, "label", type(c).__name__) for c in getattr(scene, "controls", []) + getattr(scene, "buttons", [])]
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}: {names}")


def take_the_mouse(app: Any) -> None:
    """Wait out the hand-off screen's grace, then click it away as the next player would."""
    from scenes.handoff import GRACE_SECONDS

    frames(app, round(GRACE_SECONDS * 60) + 2)
    click(app, (640, 360))


def click_button(app: Any, scene: Any, label: str) -> None:
    click(app, button_named(scene, label).rect.center)


def record_rendered_text(module: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text ``module`` renders from now on (through its ``text_surface``), in order."""
    rendered: list[str] = []
    real = module.text_surface

    def recording(text: str, *args: Any, **kwargs: Any) -> Any:
        rendered.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(module, "text_surface", recording)
    return rendered


def record_drawn_text(module: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text ``module`` draws from now on (through its ``draw_text``), in order: what the
    screen says, without reading pixels."""
    drawn: list[str] = []
    real = module.draw_text

    def recording(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", recording)
    return drawn


def record_drawn_rects(module: Any, monkeypatch: pytest.MonkeyPatch,
                       name: str = "draw_text") -> list[tuple[str, pygame.Rect]]:
    """Every text ``module`` draws from now on (through its ``name``: ``draw_text``, or a table's
    own label painter), with the rect it took on screen: what overlaps or runs out of its panel,
    without reading pixels."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = getattr(module, name)

    def recording(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(module, name, recording)
    return drawn
