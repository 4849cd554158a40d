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
    INK_DIM,
    Button,
    button_width_for,
    dim,
    draw_divider,
    draw_panel,
    draw_text,
    font,
    layout_key,
    ui_scale,
    wrap,
)

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"dialog.ok": "OK", "dialog.cancel": "Cancel", "dialog.choose": "Which one?",
           "dialog.more_above": "▲ {count} more (wheel or arrow keys)",
           "dialog.more_below": "▼ {count} more (wheel or arrow keys)",
           "dialog.list_keys": "↑ ↓: move to a choice · Enter: choose it · Esc: cancel"},
    "fr": {"dialog.ok": "OK", "dialog.cancel": "Annuler", "dialog.choose": "Lequel ?",
           "dialog.more_above": "▲ encore {count} (molette ou flèches)",
           "dialog.more_below": "▼ encore {count} (molette ou flèches)",
           "dialog.list_keys": "↑ ↓ : aller à un choix · Entrée : le choisir · Échap : annuler"},
})


class DialogScene(Scene):
    """A centred panel with a title, some text and a row (or column) of buttons."""

    opaque = False
    blocks_input = True
    vertical_buttons = False

    def __init__(self, app: App, title: str, text: str = "",
                 choices: Sequence[tuple[str, Callable[[], None]]] = (),
                 on_cancel: Callable[[], None] | None = None, default: int = 0) -> None:
        super().__init__(app)
        self.title = title
        # the choice Enter takes, drawn as the primary button; a vertical list has none until the
        # player moves to a row (Up/Down), so Enter never takes a row nobody pointed at
        self.default = default
        self.selected: int | None = None
        self.text = text
        self.choices = list(choices)
        self.on_cancel = on_cancel
        self.buttons: list[Button] = []  # the buttons on screen (a window of a long list)
        self._laid_for: tuple[tuple[int, int], str, int] | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.first_shown = 0  # a list too long for the window scrolls: the first choice shown
        self.rows_shown = len(self.choices)

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

    @property
    def _size(self) -> tuple[int, int] | None:
        """The window size the layout was made for (None before the first)."""
        return self._laid_for[0] if self._laid_for is not None else None

    def layout(self, size: tuple[int, int]) -> None:
        self._laid_for = layout_key(size)
        s = ui_scale(size)
        width = round(min(size[0] * 0.9, 620 * s))
        text_size = round(26 * s)
        # a long title (a table's question with a samurai's name) wraps inside the panel as
        # the text does; the panel grows by its extra lines
        self._title_lines = wrap(self.title, round(40 * s), width - round(60 * s), bold=True, serif=True)
        self._title_extra = (len(self._title_lines) - 1) * font(round(40 * s), True, True).get_linesize()
        self._lines = wrap(self.text, text_size, width - round(60 * s)) if self.text else []
        line_h = font(text_size).get_linesize()
        button_h = round(46 * s)
        gap = round(12 * s)
        frame_h = round(100 * s) + self._title_extra + len(self._lines) * line_h + round(20 * s)
        if self.vertical_buttons:
            frame_h += round(26 * s)  # the line that tells the keys, under the list
            room = round(size[1] * 0.92) - frame_h
            self.rows_shown = max(1, min(len(self.choices), room // (button_h + gap)))
            if self.rows_shown < len(self.choices):  # room under the list for how many lie below
                self.rows_shown = max(1, (room - round(26 * s)) // (button_h + gap))
                frame_h += round(26 * s)
            self.first_shown = max(0, min(self.first_shown, len(self.choices) - self.rows_shown))
            buttons_h = self.rows_shown * (button_h + gap)
        else:
            buttons_h = button_h + gap
        height = min(frame_h + buttons_h, round(size[1] * 0.92))
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.buttons = []
        sound = self.app.audio.play
        if self.vertical_buttons:
            y = (self.panel.bottom - buttons_h - round(36 * s)
                 - (round(26 * s) if self.scrolls() else 0))
            shown = self.choices[self.first_shown:self.first_shown + self.rows_shown]
            for index, (label, action) in enumerate(shown, self.first_shown):
                rect = pygame.Rect(0, 0, width - round(80 * s), button_h)
                rect.midtop = (self.panel.centerx, y)
                self.buttons.append(Button(rect, label, self._choose(action), size=round(26 * s),
                                           primary=index == self.selected, on_sound=sound))
                y += button_h + gap
        else:
            count = max(1, len(self.choices))
            # the design's 220, or a label's whole width ("Pass to Maximilien-Aurèle"), within
            # each button's share of the panel
            widest = max((button_width_for(label, round(26 * s)) for label, _ in self.choices), default=0)
            share = (width - round(40 * s) - gap * (count - 1)) // count
            bw = min(max(round(220 * s), widest + round(12 * s)), share)
            total = count * bw + (count - 1) * gap
            x = self.panel.centerx - total // 2
            y = self.panel.bottom - button_h - round(22 * s)
            for index, (label, action) in enumerate(self.choices):
                rect = pygame.Rect(x + index * (bw + gap), y, bw, button_h)
                self.buttons.append(Button(rect, label, self._choose(action), size=round(26 * s),
                                           primary=index == self.default, on_sound=sound))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            chosen = self.selected if self.vertical_buttons else self.default
            if self.vertical_buttons and chosen is not None and not self.shown(chosen):
                chosen = None  # (a resize may have shrunk the window of rows past it)
            if chosen is not None and 0 <= chosen < len(self.choices):
                self._choose(self.choices[chosen][1])()
            return True
        if self.vertical_buttons and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.select(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN):
            page = self.rows_shown if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) else 1
            self.scroll(page if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -page)
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return True  # a modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        if layout_key(surface.get_size()) != self._laid_for:  # a new size, language or text floor
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=245)
        title_size = round(40 * s)
        y = self.panel.top + round(24 * s)
        for line in self._title_lines:
            draw_text(surface, line, (self.panel.centerx, y), title_size, GOLD, True, "midtop", serif=True)
            y += font(title_size, True, True).get_linesize()
        below_title = self.panel.top + self._title_extra
        draw_divider(surface, (self.panel.centerx, below_title + round(66 * s)), self.panel.width * 0.6)
        text_size = round(26 * s)
        line_h = font(text_size).get_linesize()
        y = below_title + round(82 * s)
        for line in self._lines:
            draw_text(surface, line, (self.panel.centerx, y), text_size, INK, anchor="midtop")
            y += line_h
        for button in self.buttons:
            button.draw(surface)
        if self.scrolls():
            self._draw_scroll_marks(surface, s)
        if self.vertical_buttons:
            draw_text(surface, t("dialog.list_keys"), (self.panel.centerx, self.panel.bottom - round(10 * s)),
                      round(20 * s), INK_DIM, anchor="midbottom")

    # -- a list longer than the window ------------------------------------------------------
    def scrolls(self) -> bool:
        return self.vertical_buttons and self.rows_shown < len(self.choices)

    def shown(self, index: int) -> bool:
        """Whether the list's row ``index`` is on screen (a long list shows a window of rows)."""
        return self.first_shown <= index < self.first_shown + self.rows_shown

    def scroll(self, rows: int) -> None:
        if not self.scrolls() or self._size is None:
            return
        self.first_shown = max(0, min(self.first_shown + rows, len(self.choices) - self.rows_shown))
        if self.selected is not None and not self.shown(self.selected):
            self.selected = None  # Enter takes only a row the player can see
        self.layout(self._size)
        pos = pygame.mouse.get_pos()
        for button in self.buttons:  # the row now under the pointer lights up without a move
            button.hovered = button.rect.collidepoint(pos)

    def select(self, step: int) -> None:
        """Move the selected row of a list by ``step``, the first move landing on the first row
        shown (Down) or the last (Up); the list scrolls to keep the selected row in view."""
        if not self.choices or self._size is None:
            return
        if self.selected is None:
            self.selected = self.first_shown if step > 0 else self.first_shown + self.rows_shown - 1
        else:
            self.selected = max(0, min(self.selected + step, len(self.choices) - 1))
        if self.selected < self.first_shown:
            self.first_shown = self.selected
        elif self.selected >= self.first_shown + self.rows_shown:
            self.first_shown = self.selected - self.rows_shown + 1
        self.layout(self._size)

    def _draw_scroll_marks(self, surface: pygame.Surface, s: float) -> None:
        """A bar beside the list, and how many choices lie above and below it."""
        top, bottom = self.buttons[0].rect.top, self.buttons[-1].rect.bottom
        track = pygame.Rect(self.buttons[0].rect.right + round(14 * s), top, round(6 * s), bottom - top)
        pygame.draw.rect(surface, (70, 60, 52), track, border_radius=track.width // 2)
        total = len(self.choices)
        thumb = track.copy()
        thumb.height = max(track.width * 2, round(track.height * self.rows_shown / total))
        thumb.y = track.y + round((track.height - thumb.height) * self.first_shown / (total - self.rows_shown))
        pygame.draw.rect(surface, GOLD, thumb, border_radius=track.width // 2)
        above, below = self.first_shown, total - self.first_shown - self.rows_shown
        size = round(20 * s)
        if above:
            draw_text(surface, t("dialog.more_above", count=above), (self.panel.centerx, top - round(2 * s)), size,
                      GOLD, anchor="midbottom")
        if below:
            draw_text(surface, t("dialog.more_below", count=below), (self.panel.centerx, bottom + round(2 * s)),
                      size, GOLD, anchor="midtop")


class MessageScene(DialogScene):
    """Tell the player something (a save that cannot be opened); OK closes it."""

    def __init__(self, app: App, title: str, text: str, on_close: Callable[[], None] | None = None) -> None:
        close = on_close or (lambda: None)
        super().__init__(app, title, text, [(t("dialog.ok"), close)], on_cancel=close)


class ConfirmScene(DialogScene):
    """A yes/no question. Enter takes the default answer, drawn as the primary button: "yes"
    unless the question destroys something (``default_yes=False``), where Enter keeps it safe."""

    def __init__(self, app: App, title: str, text: str, yes: tuple[str, Callable[[], None]],
                 no: tuple[str, Callable[[], None]], default_yes: bool = True) -> None:
        super().__init__(app, title, text, [yes, no], on_cancel=no[1], default=0 if default_yes else 1)


class ChoiceScene(DialogScene):
    """Pick one of several things (the actions that fit one drop); Esc picks none."""

    vertical_buttons = True

    def __init__(self, app: App, title: str, options: Sequence[tuple[str, Any]],
                 on_pick: Callable[[Any], None], on_cancel: Callable[[], None] | None = None) -> None:
        choices = [(label, (lambda v=value: on_pick(v))) for label, value in options]
        super().__init__(app, title or t("dialog.choose"), "", choices, on_cancel)
