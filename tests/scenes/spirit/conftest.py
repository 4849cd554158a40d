"""Fixtures of the Samurai Spirit table tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture
def sized(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """``sized(size)``: a headless App of that window size in a throwaway home."""
    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path))
    from scenes.app import App

    apps: list[App] = []

    def make(size: tuple[int, int]) -> App:
        app = App(size=size, headless=True)
        app.settings.animation_speed = "instant"
        apps.append(app)
        return app

    yield make
    for app in apps:
        for scene in list(app.stack.scenes):
            scene.exit()
        app.flush_saves()
