"""Form controls for the setup and settings screens: a value cycler, a text field, a slider
and an on/off switch. Each owns a rect, reacts to mouse and keyboard events and draws itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from scenes.kit.widgets import (
    ACCENT,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    INK_FAINT,
    LACQUER,
    PANEL,
    PANEL_HOVER,
    draw_text,
    fit_text,
    font,
)


@dataclass
class Cycler:
    """``< value >``: click the arrows (or the value, or use the wheel) to step through choices."""

    rect: pygame.Rect
    values: Sequence[str]
    index: int
    on_change: Callable[[str], None]
    label_of: Callable[[str], str] = str
    size: int = 26
    hovered: bool = False

    @property
    def value(self) -> str:
        return self.values[self.index]

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = self.rect.height
        return (pygame.Rect(self.rect.left, self.rect.top, w, self.rect.height),
                pygame.Rect(self.rect.right - w, self.rect.top, w, self.rect.height))

    def step(self, delta: int) -> None:
        if len(self.values) < 2:
            return
        self.index = (self.index + delta) % len(self.values)
        self.on_change(self.value)

    def nudge(self, delta: int) -> None:
        """A key's step: Left -1, Right +1, Enter and Space (0) the next value."""
        self.step(delta or 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                left, _ = self._arrow_rects()
                self.step(-1 if left.collidepoint(event.pos) else 1)
                return True
            if event.button == 3:
                self.step(-1)
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PANEL_HOVER if self.hovered else PANEL, self.rect, border_radius=6)
        pygame.draw.rect(surface, GOLD_DIM, self.rect, 1, border_radius=6)
        left, right = self._arrow_rects()
        active = len(self.values) > 1
        colour = GOLD if active else INK_FAINT
        for rect, sign in ((left, -1), (right, 1)):
            cx, cy, r = rect.centerx, rect.centery, rect.height * 0.18
            points = [(cx - sign * r, cy - r * 1.2), (cx + sign * r, cy), (cx - sign * r, cy + r * 1.2)]
            pygame.draw.polygon(surface, colour, points)
        text = fit_text(self.label_of(self.value), self.size, self.rect.width - 2 * left.width)
        draw_text(surface, text, self.rect.center, self.size, INK, anchor="center")


SELECTION = (60, 96, 150)  # behind selected text: the blue that editors use, INK reads on it


@dataclass
class TextField:
    """One line of editable text. Click to focus (the whole text selected, so typing replaces
    it); Enter or a click elsewhere ends editing, Esc ends it with the text from before."""

    rect: pygame.Rect
    text: str
    on_change: Callable[[str], None]
    max_length: int = 24
    allowed: Callable[[str], bool] = lambda ch: ch.isprintable()
    size: int = 26
    focused: bool = False
    placeholder: str = ""
    _blink: float = field(default=0.0, repr=False)
    selected_all: bool = False  # the first click selects the whole text: typing replaces it
    _text_before: str = field(default="", repr=False)  # what Esc puts back

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and not was:
                self._text_before = self.text
                self.selected_all = bool(self.text)
                pygame.key.start_text_input()
            else:
                self.selected_all = False  # a second click puts the caret (at the end) as editors do
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            if added and self.selected_all:
                self.text, self.selected_all = "", False
            if added and len(self.text) < self.max_length:
                self.text = (self.text + added)[: self.max_length]
                self.on_change(self.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if self.text:
                    self.text = "" if self.selected_all else self.text[:-1]
                    self.on_change(self.text)
            elif event.key == pygame.K_ESCAPE:
                self.focused = False
                if self.text != self._text_before:
                    self.text = self._text_before
                    self.on_change(self.text)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
            if event.key in (pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                             pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected_all = False  # a letter's own key-down comes before its text: kept
            return True
        return False

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, LACQUER, self.rect, border_radius=6)
        pygame.draw.rect(surface, GOLD if self.focused else GOLD_DIM, self.rect, 2 if self.focused else 1,
                         border_radius=6)
        pad = round(self.rect.height * 0.3)
        width = self.rect.width - 2 * pad
        shown = self.text or self.placeholder
        colour = INK if self.text else INK_FAINT
        while font(self.size).size(shown)[0] > width and len(shown) > 1:
            shown = shown[1:]  # keep the end of a long text in view while typing
        if self.focused and self.selected_all:  # the selection, as text editors show it
            box = pygame.Rect(0, 0, *font(self.size).size(shown))
            box.midleft = (self.rect.left + pad, self.rect.centery)
            pygame.draw.rect(surface, SELECTION, box.inflate(4, 2), border_radius=3)
        rect = draw_text(surface, shown, (self.rect.left + pad, self.rect.centery), self.size, colour,
                         anchor="midleft")
        if self.focused and self._blink < 0.55:
            x = rect.right + 2 if self.text else self.rect.left + pad
            h = self.rect.height * 0.28
            pygame.draw.line(surface, GOLD_BRIGHT, (x, self.rect.centery - h), (x, self.rect.centery + h), 2)


@dataclass
class Slider:
    """A value from 0 to 1: click or drag along the track; the wheel nudges it."""

    rect: pygame.Rect
    value: float
    on_change: Callable[[float], None]
    dragging: bool = False
    hovered: bool = False
    # Called once a change is over: the drag let go, or one notch of the wheel. ``on_change``
    # follows every 5 % step of a drag; what costs (a file written, a sound) waits for this.
    on_release: Callable[[float], None] | None = None
    _moved: bool = field(default=False, init=False, repr=False)  # changed since the button went down

    def _set_from(self, x: int) -> None:
        track = self.rect.inflate(-self.rect.height, 0)
        value = min(1.0, max(0.0, (x - track.left) / max(1, track.width)))
        value = round(value * 20) / 20  # steps of 5 %
        if value != self.value:
            self.value = value
            self._moved = True
            self.on_change(value)

    def _released(self) -> None:
        if self._moved and self.on_release is not None:
            self.on_release(self.value)
        self._moved = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._moved = False
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._set_from(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._released()
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.nudge(event.y)
            return True
        return False

    def nudge(self, delta: int) -> None:
        """``delta`` steps of 5 % (a notch of the wheel, an arrow key), each a finished change."""
        value = min(1.0, max(0.0, round((self.value + 0.05 * delta) * 20) / 20))
        if value != self.value:
            self.value = value
            self._moved = True
            self.on_change(value)
            self._released()

    def draw(self, surface: pygame.Surface) -> None:
        track = self.rect.inflate(-self.rect.height, 0)
        y = self.rect.centery
        thickness = max(4, self.rect.height // 6)
        bar = pygame.Rect(track.left, y - thickness // 2, track.width, thickness)
        pygame.draw.rect(surface, LACQUER, bar, border_radius=thickness)
        filled = bar.copy()
        filled.width = round(track.width * self.value)
        pygame.draw.rect(surface, ACCENT, filled, border_radius=thickness)
        pygame.draw.rect(surface, GOLD_DIM, bar, 1, border_radius=thickness)
        knob_x = track.left + round(track.width * self.value)
        radius = round(self.rect.height * 0.32)
        pygame.draw.circle(surface, GOLD_BRIGHT if self.hovered or self.dragging else GOLD, (knob_x, y), radius)
        pygame.draw.circle(surface, LACQUER, (knob_x, y), radius, 2)
        # the readout scales with the slider, as the labels beside it do with the window
        draw_text(surface, f"{round(self.value * 100)} %", (self.rect.right + self.rect.height // 3, y),
                  max(12, round(self.rect.height * 0.6)), INK_DIM, anchor="midleft")


@dataclass
class Toggle:
    """An on/off switch."""

    rect: pygame.Rect
    on: bool
    on_change: Callable[[bool], None]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.nudge(0)
            return True
        return False

    def nudge(self, delta: int) -> None:
        """A click, Enter or Space (0) flips the switch; Left turns it off, Right on."""
        if delta == 0 or (delta < 0) == self.on:
            self.on = not self.on
            self.on_change(self.on)

    def draw(self, surface: pygame.Surface) -> None:
        radius = self.rect.height // 2
        pygame.draw.rect(surface, JADE_ON if self.on else LACQUER, self.rect, border_radius=radius)
        pygame.draw.rect(surface, GOLD_DIM, self.rect, 1, border_radius=radius)
        x = self.rect.right - radius if self.on else self.rect.left + radius
        pygame.draw.circle(surface, GOLD if self.on else INK_DIM, (x, self.rect.centery), radius - 4)


JADE_ON = (60, 120, 96)
