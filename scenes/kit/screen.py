"""The base of the full-screen menus (main menu, setup, settings, rules): the backdrop, a
title with a Back button, and controls laid out again whenever the window changes size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit import backdrop
from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.widgets import GOLD, Button, draw_divider, draw_text, layout_key, ui_scale

if TYPE_CHECKING:
    from scenes.app import App

register({"en": {"screen.back": "Back"}, "fr": {"screen.back": "Retour"}})


class ScreenScene(Scene):
    """Subclasses fill ``self.controls`` in ``build(size, scale)`` and draw extra things in
    ``draw_content``; ``title`` is drawn at the top, and Esc or Back pops the screen."""

    title_key = ""
    has_back = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.controls: list[Any] = []
        self._built_for: tuple[tuple[int, int], str, int] | None = None
        self.scale = 1.0

    # -- layout --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()  # the language or the saves may have changed meanwhile

    def rebuild(self, size: tuple[int, int] | None = None) -> None:
        size = size or self.app.screen.get_size()
        self.scale = ui_scale(size)
        self.controls = []
        if self.has_back:
            s = self.scale
            rect = pygame.Rect(round(28 * s), round(24 * s), round(150 * s), round(46 * s))
            self.controls.append(Button(rect, t("screen.back"), self.back, size=round(26 * s),
                                        icon=self.icon("ui/icon_back", 26), on_sound=self.app.audio.play))
        self.build(size, self.scale)
        self._built_for = layout_key(size)

    def build(self, size: tuple[int, int], s: float) -> None:
        """Create the screen's controls for a window of ``size`` (``s``: the ui scale)."""

    def icon(self, name: str, design_px: float, tint: tuple[int, ...] = GOLD) -> pygame.Surface:
        return self.app.assets.image(name, (round(design_px * self.scale), round(design_px * self.scale)), tint)

    def back(self) -> None:
        self.app.stack.pop(self)

    # -- events and drawing -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        for control in self.controls:
            if control.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.has_back:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        for control in self.controls:
            tick = getattr(control, "update", None)
            if tick is not None:
                tick(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self._built_for != layout_key(surface.get_size()):
            self.rebuild(surface.get_size())
        backdrop.paint(surface, self.app.assets)
        s = self.scale
        w = surface.get_width()
        if self.title_key:
            draw_text(surface, t(self.title_key), (w / 2, 30 * s), round(60 * s), GOLD, True, "midtop",
                      serif=True, shadow=True)
            draw_divider(surface, (w / 2, 92 * s), 360 * s)
        self.draw_content(surface, s)
        for control in self.controls:
            control.draw(surface)

    def draw_content(self, surface: pygame.Surface, s: float) -> None:
        """Labels and panels behind the controls."""
