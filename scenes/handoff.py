"""Hot-seat hand-off: hides the table until the next person confirms they hold the mouse."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.kit import backdrop
from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.table import MenuButton, TableScene, corner_menu_rect
from scenes.kit.widgets import GOLD, INK_DIM, draw_divider, draw_text, ui_scale

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"handoff.pass": "Pass the mouse to {name}",
           "handoff.click": "{name}: click anywhere (or press Enter) when you are ready",
           "handoff.private": "The table stays hidden so nobody sees another player's cards."},
    "fr": {"handoff.pass": "Passez la souris à {name}",
           "handoff.click": "{name} : cliquez n'importe où (ou Entrée) quand vous êtes prêt",
           "handoff.private": "La table reste cachée pour que personne ne voie les cartes des autres."},
})


# A double-click or a key held down from the previous move must not open the next player's view
# while the previous player still sits at the screen: input counts only after this pause.
GRACE_SECONDS = 0.5


class HandoffScene(Scene):
    """Opaque from its first frame: nothing of the table, hands or roles shows through, not
    even in the fade other scenes come up with."""

    opaque = True
    blocks_input = True
    fades_in = False

    def __init__(self, app: App, seat_name: str, on_ready: Callable[[], None],
                 private: str = "handoff.private") -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        # the text key of what the table keeps from the others: each game names its own secret,
        # read at each frame so a language switched in the pause menu shows at once
        self.private = private
        self._armed = False  # only a press that starts after the grace lets the next player in
        self._clock = 0.0
        self.menu_button = MenuButton(app, self.open_pause_menu)

    def open_pause_menu(self) -> None:
        """The pause menu over the cover, as Esc opens it: the cover stays under it."""
        from scenes.pause import PauseScene

        table = self.app.stack.find(TableScene)
        if table is not None:
            self.app.stack.push(PauseScene(self.app, table))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False  # Esc stays the way to the pause menu
        self.menu_button.place(corner_menu_rect(self.app.screen.get_size()))
        if self.menu_button.handle_event(event):  # a press there neither arms nor lifts the cover
            return True
        if self._clock < GRACE_SECONDS:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                                  pygame.MOUSEMOTION)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._armed = True
            return True
        # Only a click on the cover or Enter, as its invitation says: Space is the tables' key to
        # hurry the bots along, and a tap too many must not open the next person's view.
        if (event.type == pygame.MOUSEBUTTONUP and self._armed) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.app.stack.pop(self)
            self.app.audio.play("turn")
            self.on_ready()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEMOTION)

    def update(self, dt: float) -> None:
        self._clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.paint(surface, self.app.assets)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        breathe = 1 + 0.03 * math.sin(self._clock * 2.2)
        emblem = self.app.assets.scaled("ui/emblem", (180 * breathe, 180 * breathe))
        surface.blit(emblem, emblem.get_rect(center=(w // 2, round(h / 2 - 130 * s))))
        draw_text(surface, t("handoff.pass", name=self.seat_name), (w / 2, h / 2 + 10 * s), round(64 * s), GOLD,
                  True, "center", serif=True, shadow=True)
        draw_divider(surface, (w / 2, h / 2 + 52 * s), 420 * s)
        if self._clock >= GRACE_SECONDS:  # the invitation shows when a click will be taken
            draw_text(surface, t("handoff.click", name=self.seat_name), (w / 2, h / 2 + 84 * s),
                      round(28 * s), INK_DIM, anchor="center")
        draw_text(surface, t(self.private), (w / 2, h - 40 * s), round(22 * s), INK_DIM, anchor="center")
        if self.app.stack.top is self:  # not under the pause menu it opened
            self.menu_button.place(corner_menu_rect((w, h)))
            self.menu_button.draw(surface)
