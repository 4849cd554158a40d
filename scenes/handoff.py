"""Hot-seat hand-off: hides the table until the next person confirms they hold the mouse."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.widgets import GOLD, INK_DIM, PAPER, draw_text

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"handoff.pass": "Pass the mouse to {name}", "handoff.click": "{name}: click anywhere when you are ready"},
    "fr": {"handoff.pass": "Passez la souris à {name}", "handoff.click": "{name} : cliquez quand vous êtes prêt"},
})


class HandoffScene(Scene):
    """Opaque: nothing of the table, hands or roles shows through."""

    opaque = True
    blocks_input = True

    def __init__(self, app: App, seat_name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        self._armed = False  # ignore the click that ended the previous player's move

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._armed = True
            return True
        if (event.type == pygame.MOUSEBUTTONUP and self._armed) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.app.stack.pop(self)
            self.on_ready()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(PAPER)
        w, h = surface.get_size()
        draw_text(surface, t("handoff.pass", name=self.seat_name), (w / 2, h / 2 - 30), 56, GOLD, True, "center")
        draw_text(surface, t("handoff.click", name=self.seat_name), (w / 2, h / 2 + 30), 28, INK_DIM, anchor="center")
