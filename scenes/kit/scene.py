"""Scenes and the stack that runs them.

Changes to the stack (push, pop, replace) are queued and applied between frames, so a scene
never disappears in the middle of its own event handler. Opaque scenes hide what lies below;
overlays (``opaque = False``) draw over it. A scene that ``blocks_input`` keeps events from the
scenes below it; only the top scene and the scenes under non-blocking overlays are updated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from scenes.app import App

TRANSITION_SECONDS = 0.18


class Scene:
    opaque = True
    blocks_input = True
    # An opaque scene coming up fades in over the last frame, unless it must hide that frame
    # from its very first one (a hot-seat cover: the last frame holds the previous person's hand).
    fades_in = True

    def __init__(self, app: App) -> None:
        self.app = app

    # lifecycle: called by the stack between frames
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped: this one is the top again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; never changes the model."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        self.lifecycle_log: list[tuple[str, str]] = []  # (event, scene class), read by tests

    # -- queued changes ------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Pop the top scene, or ``scene`` and everything above it."""
        self._pending.append(lambda: self._pop(scene))

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        self._pending.append(lambda: self._replace(scene))

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene`` (back to the menu)."""
        self._pending.append(lambda: self._clear_to(scene))

    def apply_pending(self, last_frame: pygame.Surface | None = None) -> None:
        if not self._pending:
            return
        before = self.top
        while self._pending:  # a scene that enters may queue another (a table's first hand-off)
            pending, self._pending = self._pending, []
            for change in pending:
                change()
        after = self.top
        if after is not before and after is not None and after.opaque:
            if not after.fades_in:  # nothing of the last frame may show, not even a fade in progress
                self._fade_from, self._fade_left = None, 0.0
            elif last_frame is not None:
                self._fade_from = last_frame.copy()
                self._fade_left = TRANSITION_SECONDS

    def _note(self, what: str, scene: Scene) -> None:
        self.lifecycle_log.append((what, type(scene).__name__))

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
            self._note("pause", self.scenes[-1])
        self.scenes.append(scene)
        scene.enter()
        self._note("enter", scene)

    def _pop(self, scene: Scene | None) -> None:
        if scene is not None and scene not in self.scenes:
            return
        while self.scenes:
            top = self.scenes.pop()
            top.exit()
            self._note("exit", top)
            if scene is None or top is scene:
                break
        if self.scenes:
            self.scenes[-1].resume()
            self._note("resume", self.scenes[-1])

    def _replace(self, scene: Scene) -> None:
        if self.scenes:
            top = self.scenes.pop()
            top.exit()
            self._note("exit", top)
        self.scenes.append(scene)
        scene.enter()
        self._note("enter", scene)

    def _clear_to(self, scene: Scene) -> None:
        while self.scenes:
            top = self.scenes.pop()
            top.exit()
            self._note("exit", top)
        self._push(scene)

    # -- running -------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def find(self, kind: type[Any]) -> Any:
        """The topmost scene of a class, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.blocks_input:
                return False
        return False

    def update(self, dt: float) -> None:
        if self._fade_left > 0:
            self._fade_left = max(0.0, self._fade_left - dt)
        for scene in reversed(self.scenes):
            scene.update(dt)
            if scene.blocks_input:
                break

    def draw(self, surface: pygame.Surface) -> None:
        first = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                first = index
                break
        for scene in self.scenes[first:]:
            scene.draw(surface)
        if self._fade_from is not None and self._fade_left > 0:
            if self._fade_from.get_size() == surface.get_size():
                self._fade_from.set_alpha(int(255 * self._fade_left / TRANSITION_SECONDS))
                surface.blit(self._fade_from, (0, 0))
        elif self._fade_from is not None:
            self._fade_from = None
