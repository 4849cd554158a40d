"""The question the viewer must answer now, built only from the engine's legal actions:
announcements, the card to play and how, the Super Combo window, Ink jet's target.

A Play question lists each legal option of each pending card; the "Double" toggle switches
the list to the doubled options (1 Super each) when the engine offers any. The order in which
a player clicks their revealed cards is the order they resolve in. Every answer keeps its whole
label: buttons are sized to their words and turn into pages when the window is too small.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from game.sushido.actions import Announce, Parry, Place, Play, SuperCombo, Target
from game.sushido.combat import in_contact
from game.sushido.data import rules
from game.sushido.resolve import hit_amount, revealed_block
from game.sushido.state import SushidoState
from scenes.kit.i18n import of_name, t
from scenes.kit.widgets import (
    GOLD_BRIGHT,
    INK_DIM,
    KEY_NUMBER_PAD,
    Button,
    answer_keys_hint,
    draw_key_numbers,
    draw_panel,
    draw_text,
    fit_text,
    font,
    key_numbers_fit,
    press_numbered,
    press_primary,
    wrap,
)
from scenes.sushido.question_layout import lay_lines, paginate
from scenes.sushido.texts import card_name, lang, technique_name

BUTTON_MARGIN = 16  # what a kit Button keeps free around its label before cutting it


def _steps(units: str) -> str:
    return " + ".join(t(f"sushido.step.{u}") for u in units.split(","))


@dataclass(frozen=True)
class Stakes:
    """What the table shows that makes a legal play come to nothing, so that its answer warns:
    ``rival_guards``, the guard charges the rival keeps for this revealed card (a Hit meets the
    first and is cancelled); ``contact``, the fighters stand on neighbouring squares (else a Hit
    misses); ``mass_fighter``, the rival's fighter when its passive stops a lone undoubled
    Move's shove (Kujira's Mass), else ""."""
    rival_guards: int = 0
    contact: bool = True
    mass_fighter: str = ""


NO_STAKES = Stakes()


def play_stakes(state: SushidoState, viewer: int) -> Stakes:
    """The stakes of the viewer's plays now. Guard charges stop only the revealed cards' Hits,
    not a Kata's."""
    in_action = state.pending is not None and state.pending.context == "action"
    rival = rules().fighters[state.fighters[1 - viewer]]
    return Stakes(state.guards[1 - viewer] if in_action else 0, in_contact(state.pos),
                  rival.key if rival.passive == "mass" else "")


def _mass_words(fighter_key: str) -> dict[str, str]:
    fighter = rules().fighters[fighter_key]
    return {"passive": fighter.passive_name_fr if lang() == "fr" else fighter.passive_name_en,
            "fighter": fighter.name}


def option_label(action: Action, viewer: int, names: Sequence[str], stakes: Stakes = NO_STAKES) -> str:
    """A Play option in words: "Strike", "Move 2 forward", "Discard rival card 2"...

    ``stakes``: what makes the play do nothing (see ``Stakes``). The answer stays offered, as
    playing a card for nothing is legal, but its label says so: "Strike (the guard cancels
    it)"."""
    if isinstance(action, Announce):
        return t(f"sushido.call.{action.call}")
    if isinstance(action, SuperCombo):
        if action.until_rescue:
            return t("sushido.sc.wait")
        return t("sushido.sc.use" if action.use else "sushido.sc.keep")
    if isinstance(action, Parry):
        return t("sushido.parry.use" if action.use else "sushido.parry.take")
    if isinstance(action, Target):
        return t("sushido.target", index=action.index + 1)
    if isinstance(action, Place):
        return t("sushido.place_none") if action.card < 0 else f"{card_name(action.card)} → {action.square + 1}"
    if not isinstance(action, Play):
        return str(action)
    mode, _, arg = action.option.partition(":")
    if mode == "hit" and not stakes.contact:  # the engine checks reach before any guard
        return t("sushido.opt.hit_miss")
    if mode == "hit" and stakes.rival_guards > 0:
        return t("sushido.opt.hit_guarded")
    if mode in ("hit", "super", "guard", "none"):
        return t(f"sushido.opt.{mode}")
    if mode in ("move", "tenka"):
        if arg == "-":
            return t("sushido.opt.stay")
        # a lone undoubled Move forward at contact against Mass: the shove is resisted
        if stakes.contact and stakes.mass_fighter and not action.double and arg.startswith("f"):
            return t(f"sushido.opt.{mode}_mass", steps=_steps(arg), **_mass_words(stakes.mass_fighter))
        return t(f"sushido.opt.{mode}", steps=_steps(arg))
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
    page: int = 0
    pages: int = 1
    pager: list[Button] = field(default_factory=list)  # previous and next page, when paged
    page_label: tuple[str, tuple[int, int]] = ("", (0, 0))
    _turn_page: Callable[[int], None] | None = None
    numbered: bool = True  # each answer shows its key's number; else the footer tells the keys
    name_width: int = 0  # the room a card's name has beside its picture
    title_lines: list[str] = field(default_factory=list)  # the question, wrapped whole to the panel
    answers: list[Action] = field(default_factory=list)  # the action of each answer button, in order

    def place(self, area: pygame.Rect, anchor_bottom: int, scale: float, page: int,
              answer: Callable[[Action], None], toggle: Callable[[], None],
              turn_page: Callable[[int], None]) -> None:
        """Lay the panel out inside ``area``, its bottom on ``anchor_bottom`` when it fits above
        it (else it spreads down over the hand). Each button is as wide as its words; a card's
        options wrap onto more lines, and lines that still do not fit go onto pages."""
        def px(value: float) -> int:
            return round(value * scale)

        size, row_h, head, inner, gap, foot_pad = px(19), px(40), px(34), px(12), px(6), px(8)
        words = font(size)
        # Room for a card's picture (26 and a gap of 6) and name: the design's 150, more when a name
        # at a large text size would run under the buttons.
        names = [font(px(18)).size(card_name(card))[0] for card, _ in self.rows if card >= 0]
        lead = max(px(150), max(names) + px(40)) if names else 0
        self.name_width = lead - px(32)
        # room each side of the centred label for the number of the key that answers (1..n)
        number_room = 2 * (words.size("9")[0] + 2 * KEY_NUMBER_PAD)
        pad = BUTTON_MARGIN + px(14)
        widths = [[words.size(label)[0] + max(pad, number_room) for label, _ in options]
                  for _, options in self.rows]
        natural = max([lead + sum(w) + gap * (len(w) - 1) for w in widths]
                      + [font(px(21), True).size(self.title)[0] + px(20)])
        width = min(area.width, max(px(420), natural + 2 * inner))
        # A question is never cut (its end is often the question itself): it wraps, and the head grows.
        self.title_lines = wrap(self.title, px(21), width - px(20), True)
        head += (len(self.title_lines) - 1) * font(px(21), True).get_linesize()
        room = width - 2 * inner - lead
        self.numbered = all(w <= room for row in widths for w in row)
        widths = [[min(w, room) for w in row] for row in widths]
        lines = lay_lines(widths, room, gap)
        footer = row_h if self.can_double or not self.numbered else 0
        if head + row_h * len(lines) + footer + foot_pad > area.height:
            footer = row_h  # the page buttons need the footer line
        per_page = max(1, (area.height - head - footer - foot_pad) // row_h)
        pages = paginate(lines, per_page)
        self.pages = len(pages)
        self.page = min(max(0, page), self.pages - 1)
        height = head + row_h * min(per_page, len(lines)) + footer + foot_pad
        top = max(area.top, anchor_bottom - px(4) - height)
        self.rect = pygame.Rect(area.centerx - width // 2, min(top, area.bottom - height), width, height)
        self.buttons = []
        self.answers = []
        self.card_rects = []
        y = self.rect.top + head
        for line in pages[self.page]:
            card, options = self.rows[line.row]
            x = self.rect.left + inner
            if card >= 0 and line.opens:
                self.card_rects.append((card, pygame.Rect(x, y + px(3), px(26), px(34))))
            x += lead
            if not lead:  # a question without cards: its answers centred under the title
                used = sum(widths[line.row][i] for i in line.items) + gap * (len(line.items) - 1)
                x = self.rect.centerx - used // 2
            for index in line.items:
                label, action = options[index]
                rect = pygame.Rect(x, y + px(4), widths[line.row][index], row_h - px(8))
                self.buttons.append(Button(rect, label, _bind(answer, action), size=size, primary=False))
                self.answers.append(action)
                x += rect.width + gap
            y += row_h
        self.numbered = self.numbered and key_numbers_fit(self.buttons)
        self._place_footer(px, size, pad, toggle, turn_page)

    def _place_footer(self, px: Callable[[float], int], size: int, pad: int, toggle: Callable[[], None],
                      turn_page: Callable[[int], None]) -> None:
        """The Double toggle on the left, the page turner on the right."""
        row_h = px(40)
        y = self.rect.bottom - px(8) - row_h + px(4)
        self.toggle = None
        if self.can_double:
            label = t("sushido.doubled") if self.doubled else t("sushido.double")
            rect = pygame.Rect(self.rect.left + px(12), y, font(size).size(label)[0] + pad, row_h - px(8))
            self.toggle = Button(rect, label, toggle, size=size, primary=self.doubled)
        self.pager = []
        self._turn_page = turn_page
        if self.pages < 2:
            return
        arrow = px(44)
        after = pygame.Rect(self.rect.right - px(12) - arrow, y, arrow, row_h - px(8))
        label = t("sushido.page", page=self.page + 1, pages=self.pages)
        label_w = font(size).size(label)[0] + px(16)
        before = after.move(-arrow - label_w, 0)
        self.pager = [Button(before, "◀", _turn(turn_page, self.page - 1), enabled=self.page > 0, size=size),
                      Button(after, "▶", _turn(turn_page, self.page + 1), enabled=self.page < self.pages - 1,
                             size=size)]
        self.page_label = (label, (before.right + label_w // 2, before.centery))

    def answer_at(self, pos: tuple[int, int]) -> Action | None:
        """The action of the answer button under ``pos`` (None over no answer)."""
        for button, action in zip(self.buttons, self.answers, strict=True):
            if button.rect.collidepoint(pos):
                return action
        return None

    def wheel(self, turns: int) -> None:
        """A wheel turned over the panel: the next pages down, the previous ones up."""
        target = min(self.pages - 1, max(0, self.page - turns))
        if target != self.page and self._turn_page is not None:
            self._turn_page(target)

    def controls(self) -> list[Button]:
        """Every button the panel shows: answers, the Double toggle, the page turner."""
        return self.buttons + ([self.toggle] if self.toggle is not None else []) + self.pager

    def handle_event(self, event: pygame.event.Event) -> bool:
        if press_primary(event, self.buttons) or press_numbered(event, self.buttons):
            return True  # Enter: the primary answer, if any; 1..n: the n-th answer on this page
        for button in self.controls():
            if button.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, scale: float, draw_card: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        draw_panel(surface, self.rect, alpha=240)
        size = round(21 * scale)
        line_h = font(size, True).get_linesize()
        for index, line in enumerate(self.title_lines):
            draw_text(surface, line, (self.rect.centerx, self.rect.top + round(8 * scale) + index * line_h),
                      size, GOLD_BRIGHT, True, "midtop")
        for card, rect in self.card_rects:
            draw_card(surface, card, rect)
            draw_text(surface, fit_text(card_name(card), round(18 * scale), self.name_width),
                      (rect.right + round(6 * scale), rect.centery), round(18 * scale), anchor="midleft")
        for button in self.controls():
            button.draw(surface)
        if self.numbered:
            draw_key_numbers(surface, self.buttons)
        else:
            self._draw_keys_hint(surface, scale)
        if self.pager:
            label, centre = self.page_label
            draw_text(surface, label, centre, round(19 * scale), INK_DIM, anchor="center")


    def _draw_keys_hint(self, surface: pygame.Surface, scale: float) -> None:
        """The answers' keys in words, on the footer line between the Double toggle and the pager."""
        if not self.buttons:
            return
        left = self.toggle.rect.right if self.toggle is not None else self.rect.left
        right = self.pager[0].rect.left if self.pager else self.rect.right
        size = round(17 * scale)
        hint = fit_text(answer_keys_hint(self.buttons), size, right - left - round(16 * scale))
        centre = ((left + right) // 2, self.rect.bottom - round(28 * scale))  # the footer buttons' middle
        draw_text(surface, hint, centre, size, INK_DIM, anchor="center")


def _turn(turn_page: Callable[[int], None], page: int) -> Callable[[], None]:
    return lambda: turn_page(page)


def _bind(answer: Callable[[Action], None], action: Action) -> Callable[[], None]:
    return lambda: answer(action)


def target_label(state: SushidoState, viewer: int, action: Target) -> str:
    """A position in words: a rival chain card (Ink jet), a card of one's guard longer than the
    Kata, or a square whose laid Hit Defusing throws away."""
    assert state.pending is not None
    context = state.pending.context
    if context == "excess":
        # two cards of one name are told apart by their place in the laid-open guard
        card = card_name(state.kata[viewer][action.index])
        return t("sushido.target.excess", index=action.index + 1, card=card)
    if context == "defuse":
        if action.index < 0:
            return t("sushido.target.keep")
        laid = state.arena[action.index][-1]
        return t("sushido.target.square", card=card_name(laid), square=action.index + 1)
    return t("sushido.target", index=action.index + 1)


def target_prompt(state: SushidoState, legal: Sequence[Action], viewer: int, name: str) -> Prompt:
    context = state.pending.context if state.pending is not None else ""
    if context == "defuse":
        fighter = rules().fighters[state.fighters[viewer]]
        combo = technique_name(fighter.key, fighter.super_combo.key)
        question = t("sushido.ask.defuse", name=name, combo=combo)
    else:
        question = t("sushido.ask.excess" if context == "excess" else "sushido.ask.target", name=name)
    options = [(target_label(state, viewer, a), a) for a in legal if isinstance(a, Target)]
    return Prompt(question, [(-1, options)])


def parry_prompt(state: SushidoState, legal: Sequence[Action], viewer: int, names: Sequence[str]) -> Prompt:
    """The rival's Hit is about to land on the viewer, whose Block lies revealed: the Block shown
    beside the two answers, the life at stake in the question."""
    assert state.pending is not None
    striker = 1 - viewer
    amount = hit_amount(state.fighters, state.life, striker, state.pending.context == "doubled")
    block = revealed_block(state.revealed[viewer])
    answers = [(option_label(a, viewer, names), a) for a in legal if isinstance(a, Parry)]
    rival = names[striker]
    question = t("sushido.ask.parry", name=names[viewer], rival=rival, of_rival=of_name(rival), amount=amount)
    return Prompt(question, [(-1 if block is None else block, answers)])


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
        key = "sushido.ask.rescue" if pending.context == "rescue" else "sushido.ask.super_combo"
        return Prompt(t(key, name=name, combo=combo),
                      [(-1, [(option_label(a, viewer, names), a) for a in legal])])
    if pending.kind == "target":
        return target_prompt(state, legal, viewer, name)
    if pending.kind == "parry":
        return parry_prompt(state, legal, viewer, names)
    plays = [a for a in legal if isinstance(a, Play)]
    can_double = any(a.double for a in plays)
    stakes = play_stakes(state, viewer)
    waiting = stakes.rival_guards
    rows: list[tuple[int, list[tuple[str, Action]]]] = []
    for card in pending.cards:
        if only is not None and doubled and card != only:
            continue
        options: list[tuple[str, Action]] = [
            (option_label(a, viewer, names, stakes), a) for a in plays
            if a.card == card and a.double == (doubled and can_double)]
        if options:
            rows.append((card, options))
    if not rows:  # nothing undoubled for this card: show what there is
        rows = [(a.card, [(option_label(a, viewer, names, stakes), a)]) for a in plays]
    key = {"kata": "sushido.ask.kata", "pair": "sushido.ask.pair"}.get(pending.context, "sushido.ask.play")
    if waiting and any(a.option == "hit" for a in plays):  # the rival's guard waits for this Hit
        many = "_many" if waiting > 1 else ""
        rival = names[1 - viewer]
        title = t(f"sushido.ask.play_guarded{many}", name=name, rival=rival, of_rival=of_name(rival),
                  n=waiting)
        return Prompt(title, rows, can_double, doubled and can_double)
    return Prompt(t(key, name=name), rows, can_double, doubled and can_double)
