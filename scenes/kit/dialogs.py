"""Overlays that ask or tell something over the current scene: a message with OK, a yes/no
question, and a pick-one list (which card did you mean?). Esc cancels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.widgets import (
    GOLD,
    INK,
    Button,
    dim,
    draw_divider,
    draw_panel,
    draw_text,
    font,
    ui_scale,
    wrap,
)

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"dialog.ok": "OK", "dialog.cancel": "Cancel", "dialog.choose": "Which one?"},
    "fr": {"dialog.ok": "OK", "dialog.cancel": "Annuler", "dialog.choose": "Lequel ?"},
})


class DialogScene(Scene):
    """A centred panel with a title, some text and a row (or column) of buttons."""

    opaque = False
    blocks_input = True
    vertical_buttons = False

    def __init__(self, app: App, title: str, text: str = "",
                 choices: Sequence[tuple[str, Callable[[], None]]] = (),
                 on_cancel: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.choices = list(choices)
        self.on_cancel = on_cancel
        self.buttons: list[Button] = []
        self._size: tuple[int, int] | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.layout(self.app.screen.get_size())

    def _choose(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.stack.pop(self)
            action()
        return run

    def cancel(self) -> None:
        self.app.stack.pop(self)
        if self.on_cancel is not None:
            self.on_cancel()

    def layout(self, size: tuple[int, int]) -> None:
        self._size = size
        s = ui_scale(size)
        width = round(min(size[0] * 0.9, 620 * s))
        text_size = round(26 * s)
        self._lines = wrap(self.text, text_size, width - round(60 * s)) if self.text else []
        line_h = font(text_size).get_linesize()
        button_h = round(46 * s)
        gap = round(12 * s)
        if self.vertical_buttons:
            buttons_h = len(self.choices) * (button_h + gap)
        else:
            buttons_h = button_h + gap
        height = round(100 * s) + len(self._lines) * line_h + buttons_h + round(20 * s)
        height = min(height, round(size[1] * 0.92))
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.buttons = []
        sound = self.app.audio.play
        if self.vertical_buttons:
            y = self.panel.bottom - buttons_h - round(10 * s)
            for label, action in self.choices:
                rect = pygame.Rect(0, 0, width - round(80 * s), button_h)
                rect.midtop = (self.panel.centerx, y)
                self.buttons.append(Button(rect, label, self._choose(action), size=round(26 * s), on_sound=sound))
                y += button_h + gap
        else:
            count = max(1, len(self.choices))
            bw = min(round(220 * s), (width - round(40 * s) - gap * (count - 1)) // count)
            total = count * bw + (count - 1) * gap
            x = self.panel.centerx - total // 2
            y = self.panel.bottom - button_h - round(22 * s)
            for index, (label, action) in enumerate(self.choices):
                rect = pygame.Rect(x + index * (bw + gap), y, bw, button_h)
                self.buttons.append(Button(rect, label, self._choose(action), size=round(26 * s),
                                           primary=index == 0, on_sound=sound))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons:
            self.buttons[0].on_click()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return True  # a modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=245)
        draw_text(surface, self.title, (self.panel.centerx, self.panel.top + round(24 * s)), round(40 * s), GOLD,
                  True, "midtop", serif=True)
        draw_divider(surface, (self.panel.centerx, self.panel.top + round(66 * s)), self.panel.width * 0.6)
        text_size = round(26 * s)
        line_h = font(text_size).get_linesize()
        y = self.panel.top + round(82 * s)
        for line in self._lines:
            draw_text(surface, line, (self.panel.centerx, y), text_size, INK, anchor="midtop")
            y += line_h
        for button in self.buttons:
            button.draw(surface)


class MessageScene(DialogScene):
    """Tell the player something (a save that cannot be opened); OK closes it."""

    def __init__(self, app: App, title: str, text: str, on_close: Callable[[], None] | None = None) -> None:
        close = on_close or (lambda: None)
        super().__init__(app, title, text, [(t("dialog.ok"), close)], on_cancel=close)


class ConfirmScene(DialogScene):
    """A yes/no question; the first choice is the default (Enter)."""

    def __init__(self, app: App, title: str, text: str, yes: tuple[str, Callable[[], None]],
                 no: tuple[str, Callable[[], None]]) -> None:
        super().__init__(app, title, text, [yes, no], on_cancel=no[1])


class ChoiceScene(DialogScene):
    """Pick one of several things (the actions that fit one drop); Esc picks none."""

    vertical_buttons = True

    def __init__(self, app: App, title: str, options: Sequence[tuple[str, Any]],
                 on_pick: Callable[[Any], None], on_cancel: Callable[[], None] | None = None) -> None:
        choices = [(label, (lambda v=value: on_pick(v))) for label, value in options]
        super().__init__(app, title or t("dialog.choose"), "", choices, on_cancel)
