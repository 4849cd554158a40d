"""The window, the frame loop and the services every scene reaches through ``app``:
the scene stack, settings, storage (settings, saves, log), assets and sound, toasts."""

from __future__ import annotations

import logging
import os
import threading
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import games
from game.core.errors import SpecError
from game.core.match import SAVE_FORMAT, Match, is_other_save_format
from game.core.seats import Seat
from scenes.kit import i18n
from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene, SceneStack
from scenes.kit.settings import Settings
from scenes.kit.storage import Storage
from scenes.kit.widgets import TEXT_FLOORS, Toasts, set_text_floor
from scenes.seat_names import with_default_names

DEFAULT_SIZE = (1280, 720)
# The smallest window the scenes are laid out and tested for: smaller, panels would get negative
# sizes. The window manager is asked to hold it, and a resize below it is snapped back.
MIN_SIZE = (1024, 600)
FIXED_DT = 1 / 60
MAX_STEPS_PER_FRAME = 5

register({
    "en": {"app.settings_not_saved": "Your settings could not be saved: they hold until the app closes."},
    "fr": {"app.settings_not_saved": "Vos réglages n'ont pas pu être enregistrés : ils valent jusqu'à la "
                                     "fermeture de l'application."},
})


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])


@dataclass
class PlayRequest:
    game_id: str
    seats: list[Seat]
    seed: int
    options: dict[str, str] = field(default_factory=dict)


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, storage: Storage | None = None,
                 headless: bool = False) -> None:
        self.storage = storage or Storage.default()
        self.storage.setup_logging()
        self.settings = Settings.load(self.storage)
        i18n.set_language(self.settings.language)
        set_text_floor(TEXT_FLOORS[self.settings.text_size])
        self.headless = headless
        from scenes.kit.audio import MIXER_BUFFER, SOUND_RATE

        # pygame.init() opens the mixer at its own default rate (44.1 kHz): asked for beforehand,
        # it runs at the rate the sound files are written at, so none is resampled.
        pygame.mixer.pre_init(SOUND_RATE, -16, 2, MIXER_BUFFER)
        pygame.init()
        self.size = size
        self.screen = self._open_window(size, self.settings.window_mode == "fullscreen" and not headless)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.toasts = Toasts()  # app-wide messages, drawn above every scene
        self.running = True
        self.frames = 0
        self._accumulator = 0.0
        self._save_thread: threading.Thread | None = None
        self._save_lock = threading.Condition()
        self._writing = False
        self._pending_save: dict[str, Any] | Callable[[], dict[str, Any]] | None = None
        from scenes.kit.assets import Assets
        from scenes.kit.audio import Audio
        from scenes.kit.bot_runner import BotRunner

        self.assets = Assets(self)
        self.audio = Audio(self.settings)
        self.bot_runner = BotRunner()

    # -- window --------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption("Samurai Table")
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        # headless runs (tests, screenshots, the demo) draw at whatever size they are asked for
        screen = pygame.display.set_mode(size if self.headless else at_least_minimum(size), pygame.RESIZABLE)
        if self.headless:
            return screen
        try:
            with warnings.catch_warnings():  # the display module's window: its one way to set a minimum
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):  # an SDL without window hints: resizes snap back
            pass
        return screen

    def toggle_fullscreen(self) -> None:
        self.set_window_mode("windowed" if self.settings.window_mode == "fullscreen" else "fullscreen")

    def set_window_mode(self, mode: str) -> None:
        self.settings.window_mode = mode
        self.save_settings()
        if not self.headless:
            self.screen = self._open_window(self.size, mode == "fullscreen")

    def apply_settings(self) -> None:
        """After the settings screen changed something: language, volume, text size."""
        i18n.set_language(self.settings.language)
        set_text_floor(TEXT_FLOORS[self.settings.text_size])
        self.audio.apply(self.settings)
        self.save_settings()

    def save_settings(self) -> None:
        try:
            self.settings.save(self.storage)
        except OSError:
            # the system's reason is English and technical: the log keeps it, the toast speaks plainly
            path = self.storage.settings_path
            logging.getLogger(__name__).exception("settings could not be saved to %s", path)
            self.toast(t("app.settings_not_saved"))

    # -- matches and saves -------------------------------------------------------------------
    def table_for(self, match: Match, script: list[Any] | None = None) -> Scene:
        from scenes.tables import tables

        factory = tables().get(match.game.id)
        if factory is None:
            raise SpecError(f"{match.game.title} has no table yet")
        return factory(self, match, script) if script is not None else factory(self, match)

    def start_match(self, request: PlayRequest, leaving: Scene | None = None) -> None:
        """A new match on its table, in place of ``leaving`` (and what is above it) when given.
        A bad request raises SpecError before any scene moves, so the screen that made it stays."""
        game = games().get(request.game_id)
        if game is None:
            raise SpecError(f"unknown game {request.game_id!r}")
        match = Match.start(game, with_default_names(request.seats), request.seed, request.options)
        if leaving is not None:
            self.stack.pop(leaving)
        self.stack.push(self.table_for(match))
        self.audio.play("shuffle")

    def write_autosave(self, data: dict[str, Any] | Callable[[], dict[str, Any]]) -> None:
        """Saved on a background thread so a long game never stalls a frame; ``data`` may be a
        function building the save, so that even that work leaves the frame loop. One writer
        thread lives as long as the app: starting a thread per move would cost the frame."""
        with self._save_lock:
            self._pending_save = data
            if self._save_thread is None or not self._save_thread.is_alive():
                self._save_thread = threading.Thread(target=self._drain_saves, name="autosave", daemon=True)
                self._save_thread.start()
            self._save_lock.notify_all()

    def _drain_saves(self) -> None:
        while True:
            with self._save_lock:
                while self._pending_save is None:
                    self._save_lock.wait()
                data, self._pending_save = self._pending_save, None
                self._writing = True
            try:
                if callable(data):
                    data = data()
                self.storage.write_json(self.storage.autosave_path, data)
            except OSError:
                logging.getLogger(__name__).exception("autosave failed")
            finally:
                with self._save_lock:
                    self._writing = False
                    self._save_lock.notify_all()

    def clear_autosave(self) -> None:
        """The game ended: nothing is left to continue."""
        with self._save_lock:
            self._pending_save = None
        self.flush_saves()
        try:
            self.storage.autosave_path.unlink(missing_ok=True)
        except OSError:
            logging.getLogger(__name__).exception("could not remove the autosave")

    def has_autosave(self) -> bool:
        """A save on disk, waiting to be written, or being written now (the writer thread has
        taken it from the queue and the file is not there yet)."""
        with self._save_lock:
            if self._pending_save is not None or self._writing:
                return True
        return self.storage.autosave_path.exists()

    def flush_saves(self) -> None:
        """Wait (a few seconds at most) until every save asked for is on disk."""
        with self._save_lock:
            if self._save_thread is None or not self._save_thread.is_alive():
                return
            self._save_lock.wait_for(lambda: self._pending_save is None and not self._writing, timeout=5)

    def autosave_summary(self) -> tuple[str, int] | None:
        """(game title, moves played) of the game in progress, or None. A save that is not one,
        or one from another version, is set aside with a warning here, so Continue never offers
        what it cannot open."""
        if not self.has_autosave():
            return None
        self.flush_saves()
        path = self.storage.autosave_path
        data = self.storage.read_json(path, "saved game")  # a broken file is set aside there
        if data is None or self._set_aside_if_foreign(data):
            return None
        game = games().get(str(data.get("game"))) if isinstance(data, dict) else None
        actions = data.get("actions") if isinstance(data, dict) else None
        if game is None or not isinstance(actions, list):
            self.storage.set_aside(path, "saved game", "no game of this app")
            return None
        return game.title, len(actions)

    def load_autosave(self) -> Match | None:
        """The autosaved match, or None; a damaged save is set aside with a warning."""
        self.flush_saves()
        path = self.storage.autosave_path
        data = self.storage.read_json(path, "saved game")
        if data is None or self._set_aside_if_foreign(data):
            return None
        try:
            return Match.from_save(data, games())
        except ValueError as exc:
            self.storage.set_aside(path, "saved game", str(exc))
            return None

    def _set_aside_if_foreign(self, data: Any) -> bool:
        """Set the autosave aside when it names a save format other than this version's: the
        player is told it comes from another version, not that it is damaged."""
        found = data.get("format") if isinstance(data, dict) else None
        if not is_other_save_format(found):
            return False
        reason = f"save format {found!r}; this version reads format {SAVE_FORMAT}"
        self.storage.set_aside(self.storage.autosave_path, "saved game", reason, cause="other_version")
        return True

    def toast(self, text: str, seconds: float | None = None) -> None:
        """A short message above every scene."""
        logging.getLogger(__name__).info("toast: %s", text)
        self.toasts.show(text, seconds)

    # -- loop ------------------------------------------------------------------------------
    def frame(self, dt: float) -> None:
        """One frame: events, fixed-step updates, drawing, then queued stack changes."""
        if self.storage.warnings:  # a settings or save file was set aside: say so once
            for warning in self.storage.warnings:
                self.toast(warning, 9.0)
            self.storage.warnings.clear()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE and not self.headless:
                self.size = at_least_minimum((event.w, event.h))
                if self.size != (event.w, event.h):  # the window manager ignored the minimum
                    self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif not self.stack.handle_event(event):
                self._unhandled(event)
        self._accumulator = min(self._accumulator + dt, FIXED_DT * MAX_STEPS_PER_FRAME)
        while self._accumulator >= FIXED_DT:
            self.stack.update(FIXED_DT)
            self.toasts.update(FIXED_DT)
            self._accumulator -= FIXED_DT
        self.screen = pygame.display.get_surface() or self.screen
        # Changes take effect before the frame is drawn, so a scene that covers another (a
        # hot-seat hand-off) is up from its first frame; the screen still holds the last one.
        self.stack.apply_pending(self.screen)
        self.stack.draw(self.screen)
        width = getattr(self.stack.top, "toast_width", None)  # a scene may give its messages a narrower room
        self.toasts.wrap_width = width(self.screen.get_size()) if width is not None else None
        place = getattr(self.stack.top, "toast_place", None)  # a scene may keep its headline clear
        self.toasts.draw(self.screen, place(self.screen.get_size()) if place is not None else None)
        self.frames += 1

    @property
    def since_update(self) -> float:
        """Seconds of play this frame has not yet run through a fixed update: how far a drawing
        may look ahead (a held card between two physics steps)."""
        return self._accumulator

    def _unhandled(self, event: pygame.event.Event) -> None:
        """Esc on a table that did not use it (to drop a held piece, say) opens the pause menu;
        so does Esc on the hand-off screen, whose opaque cover stays under the menu."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.handoff import HandoffScene
            from scenes.kit.table import TableScene
            from scenes.pause import PauseScene

            top = self.stack.top
            table = self.stack.find(TableScene)
            if table is not None and (top is table or isinstance(top, HandoffScene)):
                self.stack.push(PauseScene(self, table))

    def dispatch(self, event: pygame.event.Event) -> None:
        """Feed one event as if it came from the window (tests and the demo use it)."""
        pygame.event.post(event)

    def run(self) -> int:
        self.bot_runner.start()
        self.stack.apply_pending()
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(60) / 1000
            self.frame(dt)
            pygame.display.flip()
        self.flush_saves()
        self.bot_runner.shutdown()
        pygame.quit()
        return 0


def run_app(play: PlayRequest | None = None, replay_path: str | None = None,
            storage: Storage | None = None) -> int:
    """The app with its menu, optionally straight onto a table or into a replay. ``storage``:
    one the command line already opened, with any warnings it gathered for the player."""
    from scenes.tables import has_table

    if play is not None and not has_table(play.game_id):
        raise SpecError(f"{games()[play.game_id].title} has no table yet; try another game")
    app = App(storage=storage)
    from scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    if play is not None:
        app.start_match(play)
    elif replay_path is not None:
        from scenes.replay import open_replay

        open_replay(app, replay_path)
    return app.run()


if os.environ.get("SDL_VIDEODRIVER") == "dummy":
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
