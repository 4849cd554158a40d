"""A small question panel in the middle of the table: a sentence and one button per answer.

Used for reactions (Parry or take it, Battle Cry, Jujitsu, Bushido), the Geisha chooser and a
drop that matches several actions. Each answer is an engine action; nothing is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from scenes.kit.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    answer_keys_hint,
    draw_key_numbers,
    draw_panel,
    font,
    key_numbers_fit,
    press_numbered,
    press_primary,
    text_surface,
    wrap,
)

BUTTON_TEXT_MARGIN = 16  # pixels a Button leaves around its label (see Button.draw)


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
    _keys_hint: pygame.Surface | None = None  # the keys told in a line when the numbers do not fit

    def place(self, centre: tuple[int, int], scale: float, max_width: int, compact: bool = False) -> None:
        """Lay the panel out around ``centre``; only redone when the window changes. Short answers
        pair up two to a row; an answer too long for half a row gets a whole one, and the panel
        widens (up to ``max_width``) until every answer reads whole. ``compact`` answers have
        lower buttons, for a narrow panel whose rows would reach far down the table."""
        key = (centre, scale, max_width, compact)
        if key == self._placed_for:
            return
        self._placed_for = key

        def px(v: float) -> int:
            return max(1, round(v * scale))

        margin, gap, button_h = px(16), px(8), px(34 if compact else 40)
        label_size = px(22)
        widest = max((label_room(a.label, label_size) for a in self.answers), default=0)
        width = min(max_width, max(px(500), widest + 2 * margin))
        inner = width - 2 * margin
        while label_size > px(16) and widest > inner:  # a narrow window: smaller type, never "…"
            label_size -= 1
            widest = max(label_room(a.label, label_size) for a in self.answers)
        size = px(24)
        self._title_lines = [text_surface(line, size, INK, True) for line in wrap(self.title, size, width - px(32), True)]
        rows = answer_rows(self.answers, (inner - gap) // 2, label_size)
        title_h = sum(s.get_height() for s in self._title_lines)
        height = px(18) + title_h + px(12) + len(rows) * (button_h + gap) + px(8)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = centre
        self._title_top = self.rect.top + px(18)
        self.buttons = []
        top = self.rect.top + px(18) + title_h + px(12)
        for row_index, row in enumerate(rows):
            button_w = (inner - gap * (len(row) - 1)) // len(row)
            for col, answer in enumerate(row):
                rect = pygame.Rect(self.rect.left + margin + col * (button_w + gap),
                                   top + row_index * (button_h + gap), button_w, button_h)
                self.buttons.append(Button(rect, answer.label, self._chooser(answer.action), size=label_size,
                                           primary=answer.primary))
        self._keys_hint = None
        if not key_numbers_fit(self.buttons):  # a line under the answers tells the keys instead
            # wrapped inside the panel's frame: a long French line ran onto it at 1024x600
            lines = [text_surface(line, px(17), INK_DIM)
                     for line in wrap(answer_keys_hint(self.buttons), px(17), width - 2 * px(12))]
            self._keys_hint = pygame.Surface((max(line.get_width() for line in lines),
                                              sum(line.get_height() for line in lines)), pygame.SRCALPHA)
            y = 0
            for line in lines:
                self._keys_hint.blit(line, line.get_rect(midtop=(self._keys_hint.get_width() // 2, y)))
                y += line.get_height()
            self.rect.height += self._keys_hint.get_height() + px(4)

    def _chooser(self, action: Action | None) -> Callable[[], None]:
        return lambda: self.on_choose(action)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if press_primary(event, self.buttons) or press_numbered(event, self.buttons):
            return True  # Enter: the primary answer; 1..n: the n-th answer
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
        if self._keys_hint is None:
            draw_key_numbers(surface, self.buttons)
        else:
            surface.blit(self._keys_hint, self._keys_hint.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 6)))

    def button_for(self, label: str) -> Button | None:
        for button in self.buttons:
            if button.label == label:
                return button
        return None


def label_room(label: str, size: int) -> int:
    """The width a button needs to show ``label`` whole (a Button keeps 8 pixels each side)."""
    return font(size).size(label)[0] + BUTTON_TEXT_MARGIN


def answer_rows(answers: Sequence[Answer], half_width: int, size: int) -> list[list[Answer]]:
    """Answers in reading order, two to a row when both fit half a row whole. Five to eight
    answers get a row each (a list reads better than a grid); more than eight pair up again so
    the panel stays on screen."""
    pairs_allowed = 2 <= len(answers) <= 4 or len(answers) > 8
    rows: list[list[Answer]] = []
    index = 0
    while index < len(answers):
        pair = answers[index:index + 2]
        if pairs_allowed and len(pair) == 2 and all(label_room(a.label, size) <= half_width for a in pair):
            rows.append(list(pair))
            index += 2
        else:
            rows.append([answers[index]])
            index += 1
    return rows


def dedupe(answers: Sequence[Answer]) -> list[Answer]:
    """One button per label: three Parry cards in hand are one "Parry" answer."""
    seen: set[str] = set()
    found = []
    for answer in answers:
        if answer.label not in seen:
            seen.add(answer.label)
            found.append(answer)
    return found
