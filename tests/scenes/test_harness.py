"""The measuring commands: the headless demo and the screenshots, on the toy table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.errors import SpecError
from game.core.seats import Seat
from scenes.harness import run_demo, take_screenshot

ROOT = Path(__file__).resolve().parents[2]


def test_the_demo_runs_the_real_loop_with_ai_everywhere_and_reports_figures(toy: None) -> None:
    result = run_demo("toy", [Seat("Ann"), Seat("Bot", "ai", "easy")], 4, {"tiles": "2"}, frames=240, size=(800, 600))
    assert set(result) == {"frames", "frame_ms", "actions", "peak_mb"}
    assert result["frames"] == 240
    assert set(result["frame_ms"]) == {"p50", "p95", "max"}
    assert 0 < result["frame_ms"]["p50"] <= result["frame_ms"]["p95"] <= result["frame_ms"]["max"]
    assert result["actions"] >= 8  # four tiles a game: at least two whole games (a new one starts at the end)
    assert result["peak_mb"] > 10


@pytest.mark.parametrize("target", ["menu", "setup", "settings", "toy"])
def test_screenshots_are_written_at_the_requested_size(toy: None, tmp_path: Path, target: str) -> None:
    out = tmp_path / "shots" / f"{target}.png"
    take_screenshot(target, [Seat("Ann"), Seat("Bot", "ai", "easy")], 9, {"tiles": "3"}, steps=3,
                    size=(960, 540), out=str(out))
    image = pygame.image.load(str(out))
    assert image.get_size() == (960, 540)
    colours = {image.get_at((x, y))[:3] for x in range(0, 960, 6) for y in range(0, 540, 6)}
    assert len(colours) > 5  # a drawn screen, not a blank one


def test_a_screenshot_is_taken_in_the_language_asked_for(tmp_path: Path) -> None:
    from scenes.kit.i18n import language

    shots = {}
    for lang in ("en", "fr"):
        out = tmp_path / f"menu_{lang}.png"
        take_screenshot("menu", [], 1, {}, size=(640, 360), out=str(out), language=lang)
        shots[lang] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert shots["en"] != shots["fr"]  # the menu's words differ
    assert language() == "en"  # and the process's language is left as it was


def test_a_table_screenshot_shows_the_position_after_k_ai_steps(toy: None, tmp_path: Path, monkeypatch: Any) -> None:
    seen: list[Any] = []
    from scenes import harness

    real = harness._play_ai_steps

    def spy(match: Any, steps: int) -> None:
        real(match, steps)
        seen.append(len(match.steps))

    monkeypatch.setattr(harness, "_play_ai_steps", spy)
    take_screenshot("toy", [Seat("Ann"), Seat("Bot", "ai", "easy")], 9, {"tiles": "3"}, steps=3,
                    size=(640, 360), out=str(tmp_path / "t.png"))
    assert seen == [3]


def test_a_game_without_a_table_is_a_clear_error(toy: None, monkeypatch: Any) -> None:
    import scenes.tables

    monkeypatch.delitem(scenes.tables._cache, "toy")
    with pytest.raises(SpecError, match="no table"):
        run_demo("toy", [Seat("A", "ai"), Seat("B", "ai")], 1, {}, frames=5)


def test_the_screenshot_command_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "menu.png"
    done = subprocess.run([sys.executable, "main.py", "screenshot", "menu", "--seed", "1", "--size", "640x360",
                           "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                               "SAMURAI_TABLE_HOME": str(tmp_path / "home")})
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(out)).get_size() == (640, 360)
