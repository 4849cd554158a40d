"""The question the viewer must answer now, built only from the engine's legal actions:
announcements, the card to play and how, the Super Combo window, Ink jet's target.

A Play question lists each legal option of each pending card; the "Double" toggle switches
the list to the doubled options (1 Super each) when the engine offers any. The order in which
a player clicks their revealed cards is the order they resolve in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from game.sushido.actions import Announce, Place, Play, SuperCombo, Target
from game.sushido.data import rules
from game.sushido.state import SushidoState
from scenes.kit.i18n import t
from scenes.kit.widgets import GOLD_BRIGHT, Button, draw_panel, draw_text, fit_text
from scenes.sushido.texts import card_name, technique_name


def _steps(units: str) -> str:
    return " + ".join(t(f"sushido.step.{u}") for u in units.split(","))


def option_label(action: Action, viewer: int, names: Sequence[str]) -> str:
    """A Play option in words: "Strike", "Move 2 forward", "Discard rival card 2"..."""
    if isinstance(action, Announce):
        return t(f"sushido.call.{action.call}")
    if isinstance(action, SuperCombo):
        return t("sushido.sc.use" if action.use else "sushido.sc.keep")
    if isinstance(action, Target):
        return t("sushido.target", index=action.index + 1)
    if isinstance(action, Place):
        return t("sushido.place_none") if action.card < 0 else f"{card_name(action.card)} → {action.square + 1}"
    if not isinstance(action, Play):
        return str(action)
    mode, _, arg = action.option.partition(":")
    if mode in ("hit", "super", "guard", "none"):
        return t(f"sushido.opt.{mode}")
    if mode in ("move", "tenka"):
        return t("sushido.opt.stay") if arg == "-" else t(f"sushido.opt.{mode}", steps=_steps(arg))
    if mode == "discard":
        parts = []
        for target in arg.split("+"):
            owner, _, index = target.partition(".")
            key = "sushido.opt.own_card" if int(owner) == viewer else "sushido.opt.rival_card"
            parts.append(t(key, index=int(index) + 1))
        return t("sushido.opt.discard", cards=", ".join(parts))
    return action.option


@dataclass
class Prompt:
    title: str
    rows: list[tuple[int, list[tuple[str, Action]]]]  # (card or -1, options)
    can_double: bool = False
    doubled: bool = False
    buttons: list[Button] = field(default_factory=list)
    toggle: Button | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    card_rects: list[tuple[int, pygame.Rect]] = field(default_factory=list)

    def place(self, area: pygame.Rect, scale: float, answer: Callable[[Action], None],
              toggle: Callable[[], None]) -> None:
        """Lay the buttons out inside ``area``: one row per card, wrapping when a card has many
        options (a Block may throw away any of eight chain cards)."""
        def px(value: float) -> int:
            return round(value * scale)

        row_h = px(40)
        head = px(34)
        width = min(area.width, px(660))
        lead = px(150)  # the card's picture and name before its options
        button_w = px(148)
        inner_left = px(12)
        per_line = max(1, (width - inner_left - lead - px(8)) // (button_w + px(6)))
        lines = [max(1, -(-len(options) // per_line)) for _, options in self.rows]
        height = head + row_h * sum(lines) + px(12) + (row_h if self.can_double else 0)
        self.rect = pygame.Rect(0, 0, width, min(area.height, height))
        self.rect.midbottom = (area.centerx, area.bottom - px(4))  # under a Kata laid open
        self.buttons = []
        self.card_rects = []
        y = self.rect.top + head
        for card, options in self.rows:
            x0 = self.rect.left + inner_left
            if card >= 0:
                self.card_rects.append((card, pygame.Rect(x0, y + px(2), px(26), px(34))))
                x0 += lead
            x = x0
            for k, (label, action) in enumerate(options):
                if k and k % per_line == 0:
                    x = x0
                    y += row_h
                rect = pygame.Rect(x, y + px(3), button_w, row_h - px(8))
                self.buttons.append(Button(rect, label, _bind(answer, action), size=px(19), primary=False))
                x += button_w + px(6)
            y += row_h
        self.toggle = None
        if self.can_double:
            rect = pygame.Rect(self.rect.left + inner_left, y + px(3), px(200), row_h - px(8))
            label = t("sushido.doubled") if self.doubled else t("sushido.double")
            self.toggle = Button(rect, label, toggle, size=px(19), primary=self.doubled)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if self.toggle is not None and self.toggle.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, scale: float, draw_card: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        draw_panel(surface, self.rect, alpha=240)
        size = round(21 * scale)
        draw_text(surface, fit_text(self.title, size, self.rect.width - 20, True),
                  (self.rect.centerx, self.rect.top + round(8 * scale)), size, GOLD_BRIGHT, True, "midtop")
        for card, rect in self.card_rects:
            draw_card(surface, card, rect)
            draw_text(surface, fit_text(card_name(card), round(18 * scale), round(124 * scale)),
                      (rect.right + round(6 * scale), rect.centery), round(18 * scale), anchor="midleft")
        for button in self.buttons:
            button.draw(surface)
        if self.toggle is not None:
            self.toggle.draw(surface)


def _bind(answer: Callable[[Action], None], action: Action) -> Callable[[], None]:
    return lambda: answer(action)


def build_prompt(state: SushidoState, legal: Sequence[Action], viewer: int, names: Sequence[str],
                 doubled: bool, only: int | None = None) -> Prompt | None:
    """``only``: the card a Super token was dropped on (its doubled options alone are shown)."""
    pending = state.pending
    if pending is None or not legal or pending.kind in ("choose", "place"):
        return None
    name = names[viewer]
    if pending.kind == "announce":
        key = "sushido.ask.react" if pending.context == "react" else "sushido.ask.announce"
        return Prompt(t(key, name=name), [(-1, [(option_label(a, viewer, names), a) for a in legal])])
    if pending.kind == "super_combo":
        fighter = rules().fighters[state.fighters[viewer]]
        combo = technique_name(fighter.key, fighter.super_combo.key)
        return Prompt(t("sushido.ask.super_combo", name=name, combo=combo),
                      [(-1, [(option_label(a, viewer, names), a) for a in legal])])
    if pending.kind == "target":
        return Prompt(t("sushido.ask.target", name=name), [(-1, [(option_label(a, viewer, names), a) for a in legal])])
    plays = [a for a in legal if isinstance(a, Play)]
    can_double = any(a.double for a in plays)
    rows: list[tuple[int, list[tuple[str, Action]]]] = []
    for card in pending.cards:
        if only is not None and doubled and card != only:
            continue
        options: list[tuple[str, Action]] = [
            (option_label(a, viewer, names), a) for a in plays
            if a.card == card and a.double == (doubled and can_double)]
        if options:
            rows.append((card, options))
    if not rows:  # nothing undoubled for this card: show what there is
        rows = [(a.card, [(option_label(a, viewer, names), a)]) for a in plays]
    key = {"kata": "sushido.ask.kata", "pair": "sushido.ask.pair"}.get(pending.context, "sushido.ask.play")
    return Prompt(t(key, name=name), rows, can_double, doubled and can_double)
