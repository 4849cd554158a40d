"""A small question panel in the middle of the table: a sentence and one button per answer.

Used for reactions (Parry or take it, Battle Cry, Jujitsu, Bushido), the Geisha chooser and a
drop that matches several actions. Each answer is an engine action; nothing is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from scenes.kit.widgets import GOLD, INK, Button, draw_panel, text_surface, wrap


@dataclass
class Answer:
    label: str
    action: Action | None  # None: close the panel without doing anything (Cancel)
    primary: bool = False


@dataclass
class Prompt:
    title: str
    answers: list[Answer]
    on_choose: Callable[[Action | None], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    buttons: list[Button] = field(default_factory=list)
    _title_lines: list[pygame.Surface] = field(default_factory=list)
    _placed_for: tuple[object, ...] = ()
    _title_top: int = 0

    def place(self, centre: tuple[int, int], scale: float, max_width: int) -> None:
        """Lay the panel out around ``centre``; only redone when the window changes."""
        key = (centre, scale, max_width)
        if key == self._placed_for:
            return
        self._placed_for = key

        def px(v: float) -> int:
            return max(1, round(v * scale))

        width = min(max_width, px(500))
        size = px(24)
        self._title_lines = [text_surface(line, size, INK, True) for line in wrap(self.title, size, width - px(32), True)]
        button_h = px(40)
        per_row = 1 if len(self.answers) > 4 else 2 if len(self.answers) > 1 else 1
        if len(self.answers) > 8:
            per_row = 2
        gap = px(8)
        button_w = (width - px(32) - gap * (per_row - 1)) // per_row
        rows = (len(self.answers) + per_row - 1) // per_row
        title_h = sum(s.get_height() for s in self._title_lines)
        height = px(18) + title_h + px(12) + rows * (button_h + gap) + px(8)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = centre
        self._title_top = self.rect.top + px(18)
        self.buttons = []
        top = self.rect.top + px(18) + title_h + px(12)
        for index, answer in enumerate(self.answers):
            row, col = divmod(index, per_row)
            rect = pygame.Rect(self.rect.left + px(16) + col * (button_w + gap), top + row * (button_h + gap),
                               button_w, button_h)
            self.buttons.append(Button(rect, answer.label, self._chooser(answer.action), size=px(22),
                                       primary=answer.primary))

    def _chooser(self, action: Action | None) -> Callable[[], None]:
        return lambda: self.on_choose(action)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
        # The panel swallows clicks on itself so they never reach the table below.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, edge=GOLD, alpha=244)
        y = self._title_top
        for line in self._title_lines:
            surface.blit(line, line.get_rect(midtop=(self.rect.centerx, y)))
            y += line.get_height()
        for button in self.buttons:
            button.draw(surface)

    def button_for(self, label: str) -> Button | None:
        for button in self.buttons:
            if button.label == label:
                return button
        return None


def dedupe(answers: Sequence[Answer]) -> list[Answer]:
    """One button per label: three Parry cards in hand are one "Parry" answer."""
    seen: set[str] = set()
    found = []
    for answer in answers:
        if answer.label not in seen:
            seen.add(answer.label)
            found.append(answer)
    return found
