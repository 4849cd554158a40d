"""The measuring commands behind ``main.py demo`` and ``main.py screenshot``: the real App and
its real scenes, run headless (SDL's dummy video and audio drivers) in a throwaway home folder
so that the player's settings and saves are never touched."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game import get_game
from game.core.autoplay import BotTable
from game.core.errors import SpecError
from game.core.match import Match
from game.core.seats import Seat

SETTLE_FRAMES = 90  # frames drawn before a screenshot, so openings and fades have finished


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _make_app(size: tuple[int, int], home: Path, fastest: bool) -> Any:
    _headless()
    from scenes.app import App
    from scenes.kit.storage import Storage

    storage = Storage(home / "config", home / "data", home / "log")
    app = App(size=size, storage=storage, headless=True)
    if fastest:
        app.settings.animation_speed = "instant"
    return app


def _peak_mb() -> float:
    try:
        import resource
    except ImportError:  # Windows: the Python heap's peak is the best figure at hand
        return round(tracemalloc.get_traced_memory()[1] / 2**20, 1)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (2**20 if sys.platform == "darwin" else 2**10), 1)


def _all_ai(seats: Sequence[Seat]) -> list[Seat]:
    return [s if not s.is_human else Seat(s.name, "ai", "normal") for s in seats]


def _percentiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    if not ordered:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"p50": round(statistics.median(ordered), 3), "p95": round(p95, 3), "max": round(ordered[-1], 3)}


def run_demo(game_id: str, seats: Sequence[Seat], seed: int, options: Mapping[str, str], frames: int = 2000,
             size: tuple[int, int] = (1280, 720)) -> dict[str, Any]:
    """Run the real frame loop with AI in every seat at the fastest pace, starting a new game
    (next seed) whenever one ends; report frame times, actions played and peak memory."""
    import pygame

    from scenes.app import PlayRequest
    from scenes.game_over import GameOverScene
    from scenes.kit.table import TableScene
    from scenes.menu import MenuScene
    from scenes.tables import has_table

    game = get_game(game_id)
    if not has_table(game.id):
        raise SpecError(f"{game.title} has no table yet")
    if sys.platform == "win32":
        tracemalloc.start()
    ai_seats = _all_ai(seats)
    with tempfile.TemporaryDirectory(prefix="samurai-demo-") as home:
        app = _make_app(size, Path(home), fastest=True)
        app.bot_runner.start()
        app.stack.push(MenuScene(app))
        app.start_match(PlayRequest(game.id, ai_seats, seed, dict(options)))
        app.stack.apply_pending()
        times: list[float] = []
        actions = 0
        games_started = 1
        try:
            for _ in range(frames):
                if not app.running:  # SDL turns Ctrl-C and SIGTERM into a quit event
                    break
                start = time.perf_counter()
                app.frame(1 / 60)
                pygame.display.flip()
                times.append((time.perf_counter() - start) * 1000)
                table = app.stack.find(TableScene)
                if table is not None and table.waiting_for_bot:
                    # The real loop sleeps between frames; give the bot's thread that time here
                    # too (outside the measured frame) or it would rarely get the interpreter.
                    time.sleep(0.002)
                if isinstance(app.stack.top, GameOverScene):
                    actions += len(app.stack.top.match.steps)
                    app.stack.clear_to(MenuScene(app))
                    app.start_match(PlayRequest(game.id, ai_seats, seed + games_started, dict(options)))
                    games_started += 1
            table = app.stack.find(TableScene)
            if table is not None:
                actions += len(table.match.steps)
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            app.flush_saves()
            app.bot_runner.shutdown()
    return {"frames": len(times), "frame_ms": _percentiles(times), "actions": actions, "peak_mb": _peak_mb()}


def _play_ai_steps(match: Match, steps: int) -> None:
    """``steps`` actions chosen by bots (people's seats played by a normal bot)."""
    shadow = Match.start(match.game, _all_ai(match.seats), match.seed, match.options)
    bots = BotTable(shadow)
    for _ in range(steps):
        to_act = match.to_act()
        if not to_act:
            return
        seat = to_act[0]
        match.submit(seat, bots.decide(seat, match.state))


def take_screenshot(target: str, seats: Sequence[Seat], seed: int, options: Mapping[str, str], steps: int = 0,
                    size: tuple[int, int] = (1280, 720), out: str = "screenshot.png",
                    language: str = "en", text_size: str = "standard") -> Path:
    """Write a PNG of the menu, setup or settings screen, or of a game's table after ``steps``
    AI actions seen by the first seat, in ``language`` and ``text_size`` (the throwaway home has
    no settings of its own to read them from)."""
    import pygame

    from scenes.kit import i18n
    from scenes.kit.widgets import set_text_floor, text_floor
    from scenes.menu import MenuScene, playable_games
    from scenes.seat_names import with_default_names
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.tables import has_table

    before, floor_before = i18n.language(), text_floor()
    with tempfile.TemporaryDirectory(prefix="samurai-shot-") as home:
        app = _make_app(size, Path(home), fastest=False)
        app.settings.language = language
        app.settings.text_size = text_size
        app.apply_settings()
        try:
            app.stack.push(MenuScene(app))
            if target == "setup":
                playable = playable_games()
                if not playable:
                    raise SpecError("no game has a table yet, so there is no setup screen to show")
                setup = SetupScene(app, playable[0])
                setup.seed_text = str(seed)
                app.stack.push(setup)
            elif target == "settings":
                app.stack.push(SettingsScene(app))
            elif target != "menu":
                game = get_game(target)
                if not has_table(game.id):
                    raise SpecError(f"{game.title} has no table yet")
                match = Match.start(game, with_default_names(seats), seed, dict(options))
                _play_ai_steps(match, steps)
                table = app.table_for(match)
                table.bots = BotTable(match, set())  # hold the game still while it is drawn
                table.viewer = 0
                table.humans = [0] if match.seats[0].is_human else []
                app.stack.push(table)
            app.stack.apply_pending()
            for _ in range(SETTLE_FRAMES):
                app.frame(1 / 60)
            path = Path(out)
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(path))
        finally:
            for scene in list(app.stack.scenes):
                scene.exit()
            i18n.set_language(before)  # the process's other scenes keep their language and text
            set_text_floor(floor_before)
    return path
