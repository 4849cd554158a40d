"""What every table scene shares: the match, bots on a worker thread at a readable pace,
hot-seat hand-offs, autosave after every action, replay stepping, the end of the game.

A game's table subclasses ``TableScene`` and draws ``self.match.game.view(state, self.viewer)``;
it turns input into actions only through ``self.submit`` (or a ``DragController`` built on
``self.legal_for_viewer``), and animates the events it receives in ``on_events``.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.match import Match, Step
from scenes.kit.scene import Scene
from scenes.kit.widgets import Toasts

if TYPE_CHECKING:
    from scenes.app import App

BOT_PAUSE_SECONDS = 0.7  # pause before each AI action at normal speed, so people can follow


class TableScene(Scene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.script = script  # replay: the saved steps, played one by one on request
        self.bots = BotTable(match) if script is None else BotTable(match, set())
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.humans = humans if script is None else []
        self.viewer: int | None = humans[0] if humans else None
        self.toasts = Toasts()
        self._executor: ThreadPoolExecutor | None = None
        self._thinking: tuple[int, Any, Future[Action]] | None = None
        self._bot_wait = BOT_PAUSE_SECONDS
        self._handoff_open = False
        self._game_over_shown = False
        self._save_lock = threading.Lock()
        self.skip_requested = False

    # -- for subclasses ------------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        """Animate and log what just happened (events the viewer may see)."""

    def animating(self) -> bool:
        """True while an animation should hold the next AI move back."""
        return False

    def on_viewer_changed(self) -> None:
        """The person looking at the screen changed (hot-seat): refresh private things."""

    def on_game_over(self) -> None:
        from scenes.game_over import GameOverScene

        self.app.stack.push(GameOverScene(self.app, self.match))

    # -- what the viewer may do --------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.match.game.view(self.match.state, self.viewer)

    def acting_human(self) -> int | None:
        """The human seat that must decide now, if any (the first one for simultaneous choices)."""
        for seat in self.match.to_act():
            if seat in self.humans:
                return seat
        return None

    def legal_for_viewer(self) -> tuple[Action, ...]:
        seat = self.acting_human()
        if seat is None or seat != self.viewer:
            return ()
        return self.match.legal(seat)

    def submit(self, action: Action, seat: int | None = None) -> bool:
        """Apply an action for ``seat`` (the viewer by default); a refusal becomes a toast."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            return False
        try:
            events = self.match.submit(seat, action)
        except IllegalAction as exc:
            self.toasts.show(exc.reason)
            return False
        self._after_step(seat, action, events)
        return True

    def explain(self, seat: int, action: Action) -> str:
        """The engine's reason why ``action`` is refused, asked without changing the match."""
        try:
            self.match.game.apply(self.match.state, seat, action)
        except IllegalAction as exc:
            return exc.reason
        return ""

    def _after_step(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self._bot_wait = BOT_PAUSE_SECONDS * self.app.settings.pace
        visible = tuple(e for e in events if e.visible_to(self.viewer))
        self.on_events(seat, action, visible)
        if self.script is None:
            self.autosave()

    def autosave(self) -> None:
        data = self.match.to_save()
        self.app.write_autosave(data)

    # -- the loop ------------------------------------------------------------------------
    def exit(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip_requested = True
            self._bot_wait = 0.0
            if self.script is not None:
                self.step_replay()
            return False  # the subclass may also use Space to finish its animations
        if self.script is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:
            self.step_replay()
            return True
        return False

    def step_replay(self) -> bool:
        if self.script is None or len(self.match.steps) >= len(self.script):
            return False
        step = self.script[len(self.match.steps)]
        events = self.match.submit(step.seat, step.action)
        self._after_step(step.seat, step.action, events)
        return True

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        if self.match.finished:
            if not self._game_over_shown and not self.animating():
                self._game_over_shown = True
                self.on_game_over()
            return
        if self.script is not None:
            return
        self._update_handoff()
        self._update_bots(dt)

    def _update_handoff(self) -> None:
        seat = self.acting_human()
        if seat is None or seat == self.viewer or self._handoff_open or self.animating():
            return
        if len(self.humans) <= 1:
            self.viewer = seat
            self.on_viewer_changed()
            return
        from scenes.handoff import HandoffScene

        self._handoff_open = True

        def ready() -> None:
            self._handoff_open = False
            self.viewer = seat
            self.on_viewer_changed()

        self.app.stack.push(HandoffScene(self.app, self.match.seats[seat].name, ready))

    def _update_bots(self, dt: float) -> None:
        if self._thinking is not None:
            seat, state, future = self._thinking
            if not future.done():
                return
            self._thinking = None
            if state is not self.match.state:  # the game moved on meanwhile: ask again
                return
            try:
                action = future.result()
            except Exception:  # noqa: BLE001 - a broken bot must not take the table down
                logging.getLogger(__name__).exception("bot of seat %s failed", seat)
                action = self.match.legal(seat)[0]
            self.submit(action, seat)
            return
        bot_seats = [s for s in self.match.to_act() if self.bots.is_bot(s)]
        if not bot_seats:
            return
        self._bot_wait -= dt
        if self._bot_wait > 0 and not self.skip_requested:
            return
        if self.animating() and not self.skip_requested:
            return
        self.skip_requested = False
        seat = bot_seats[0]
        state = self.match.state
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._thinking = (seat, state, self._executor.submit(self.bots.decide, seat, state))

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Toasts on top of the table; subclasses call this at the end of ``draw``."""
        self.toasts.draw(surface)
