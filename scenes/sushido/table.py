"""The Sushido arena: two fighters on a row of squares, their gauges, tokens and chains, the
viewer's hand, the two Hajime slots, the questions of the reveal, and the log.

Every input becomes an engine action: the Hajime slots compose a ``Choose`` that the Confirm
button submits only when the engine lists it; Arena preparation is a drag of a Hit onto a
square through the kit's drag controller; the other questions are buttons built from the
legal actions. Refusals are the engine's own sentences, retold in the player's language.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match, Step
from game.sushido.actions import Choose, Parry, Place, Play
from game.sushido.data import rules
from game.sushido.flow import CHAIN_MAX
from game.sushido.options import canonical_choose
from game.sushido.state import SushidoState
from scenes.kit.dnd import DragController, is_click
from scenes.kit.i18n import labelled, t
from scenes.kit.table import TableScene
from scenes.kit.widgets import Button, layout_key, ui_scale
from scenes.sushido import layout as geometry
from scenes.sushido.cards import CardPainter
from scenes.sushido.log import GameLog
from scenes.sushido.motion import Choreography
from scenes.sushido.painter import Painter
from scenes.sushido.prompt import Prompt, build_prompt, option_label, play_stakes
from scenes.sushido.reasons import retell
from scenes.sushido.texts import banner_words, lang, symbol_names

if TYPE_CHECKING:
    from scenes.app import App

SUPER_TOKEN = "super-token"  # the hand's key for a Super token carried from the gauge
SOUND_ORDER = ("ko", "ring_out", "combo", "hurt", "hit", "block", "step", "card")
SOUNDS = {"step": "sushido/step", "hit": "sushido/hit", "hurt": "sushido/hurt", "block": "sushido/block",
          "ring_out": "sushido/ring_out", "ko": "sushido/ko", "combo": "sushido/combo", "card": "card_place"}


class SushidoTable(TableScene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        state: SushidoState = match.state
        self.cards = CardPainter(app.assets)
        self.motion = Choreography(self.tweens, state.pos)
        self.log = GameLog()
        for told in match.told():  # the first round's start, and what a continued game played
            self.log.add(told)
        self.names = [seat.name for seat in match.seats]
        self.painter = Painter(self)
        self.drag: DragController = self.make_drag(self.gesture_of, self.candidate)
        self.mouse = (0, 0)
        self.press_pos: tuple[int, int] | None = None
        self.held: int | None = None
        self.slots: list[int | None] = [None, None]  # the Hajime cards being composed
        self.reveal: list[bool] = [True, True]
        self.doubled = False
        self.double_card: int | None = None  # the card a Super token was dropped on
        self.super_held = False  # a Super token is being carried from the gauge
        self._layout: geometry.Layout | None = None
        self._layout_key = layout_key(app.screen.get_size())  # the prompt's measured words and the faces' text
        self._view: tuple[object, int | None, Any] | None = None
        self._legal: tuple[object, int | None, tuple[Action, ...]] | None = None
        self._prompt: tuple[object, int | None, str, tuple[bool, int | None, int], Prompt | None] | None = None
        self.prompt_page = 0  # the page of a question too long for the window
        self._press_slot: int | None = None  # the Hajime slot a held card was taken from
        self.confirm = Button(pygame.Rect(0, 0, 1, 1), t("sushido.confirm"), self.confirm_pick, primary=True)
        self.skip_place = Button(pygame.Rect(0, 0, 1, 1), t("sushido.place_none"), self._skip_place)

    # -- what the viewer sees ----------------------------------------------------------------
    @property
    def sview(self) -> SushidoState:
        state = self.match.state
        cached = self._view
        if cached is None or cached[0] is not state or cached[1] != self.viewer:
            cached = (state, self.viewer, self.match.game.view(state, self.viewer))
            self._view = cached
        view: SushidoState = cached[2]
        return view

    def layout(self) -> geometry.Layout:
        size = self.app.screen.get_size()
        if self._layout is None or self._layout_key != layout_key(size):
            if self._layout is not None:
                self.cards.clear()  # drawn for the old window or text size (dragged wider, it would keep every width)
            self._layout = geometry.compute(size, rules().squares)
            self._layout_key = layout_key(size)
            self._prompt = None
            lay = self._layout
            self.confirm.rect = lay.confirm
            self.confirm.size = lay.px(24)
            self.skip_place.rect = lay.confirm.copy()
            self.skip_place.size = lay.px(20)
        return self._layout

    def skip_hint_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], str]:
        """Inside the arena's top left corner: the top bar's left end holds the duel's name."""
        lay = self.layout()
        return (lay.arena.left + lay.px(10), lay.arena.top + lay.px(6)), "topleft"

    def peek_hint_place(self, size: tuple[int, int], tag: tuple[int, int]) -> tuple[int, int]:
        """At the foot of the middle, in the band between the arena and the hand (above the replay
        bar when one shows there): the bottom edge runs through the hand cards' names. Its bottom
        keeps clear of a hand card lifted under the mouse."""
        lay = self.layout()
        bottom = lay.hand_area.top - lay.px(20)
        if self.script is not None:
            bottom = min(bottom, self.replay_bar_rect(size).top - lay.px(10))
        return lay.middle.centerx, bottom

    def menu_button_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """At the top bar's right end, with "Deck N" drawn left of it."""
        s = ui_scale(size)
        rect = pygame.Rect(0, 0, round(28 * s), round(28 * s))
        rect.topright = (size[0] - round(8 * s), round(3 * s))  # inside the bar's 34 design pixels
        return rect

    def replay_bar_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """In a replay, the bar sits at the foot of the open middle, over the hand: the top edge
        holds the round and the turn, and under the arena the chains are laid open."""
        bar = super().replay_bar_rect(size)
        lay = self.layout()
        bar.midbottom = (lay.middle.centerx, lay.middle.bottom - lay.px(4))
        return bar

    def legal_for_viewer(self) -> tuple[Action, ...]:
        state = self.match.state
        if self._legal is None or self._legal[0] is not state or self._legal[1] != self.viewer:
            self._legal = (state, self.viewer, super().legal_for_viewer())
        return self._legal[2]

    def hand(self) -> tuple[int, ...]:
        if self.viewer is None:
            return ()
        return self.sview.hands[self.viewer]

    def hand_rects(self) -> list[tuple[int, pygame.Rect]]:
        lay = self.layout()
        cards = [c for c in self.hand() if c != self.held and c not in self.slots]
        if not cards:
            return []
        prompt = self.prompt() if self.held is None else None
        if prompt is not None and prompt.rect.colliderect(lay.hand_area):
            return []  # a long question spreads over the hand: its cards are put away meanwhile
        cw, ch = lay.hand_card
        gap = lay.px(10)
        total = len(cards) * cw + (len(cards) - 1) * gap
        x = lay.hand_area.centerx - total // 2
        found = []
        for card in cards:
            rect = pygame.Rect(x, lay.hand_area.top + lay.px(4), cw, ch)
            if rect.collidepoint(self.mouse) and self.held is None:
                rect = rect.move(0, -lay.px(12))
            found.append((card, rect))
            x += cw + gap
        return found

    def choosing(self) -> bool:
        return any(isinstance(a, Choose) for a in self.legal_for_viewer())

    def placing(self) -> bool:
        return any(isinstance(a, Place) for a in self.legal_for_viewer())

    # -- the Hajime choice ----------------------------------------------------------------------
    def composed(self) -> Choose | None:
        """The Choose the slots describe now, in the engine's canonical form: whichever slot a
        card went to, revealing both, either one or neither is the same choice to the engine."""
        cards = tuple(c for c in self.slots if c is not None)
        if not cards:
            return None
        reveal = tuple(c for i, c in enumerate(self.slots) if c is not None and self.reveal[i])
        return canonical_choose(self.hand(), cards, reveal)

    def lost_slots(self) -> set[int]:
        """The Hajime slots whose hidden card will not fit the viewer's chain: hidden cards join
        it in slot order, and those past its last free place are thrown away (the engine's
        ``CHAIN_MAX``), so the slot must say so before the choice is sealed."""
        if self.viewer is None:
            return set()
        room = CHAIN_MAX - len(self.sview.chains[self.viewer])
        lost: set[int] = set()
        for index, card in enumerate(self.slots):
            if card is None or self.reveal[index]:
                continue
            if room > 0:
                room -= 1
            else:
                lost.add(index)
        return lost

    def confirm_pick(self) -> None:
        action = self.composed()
        if action is None:
            self.toasts.show(self.explain(self.viewer or 0, Choose((), ())))
            return
        if action not in self.legal_for_viewer():
            self.toasts.show(self.explain(self.viewer or 0, action) or t("table.no_fit"))
            self.app.audio.play("invalid")
            return
        if self.submit(action):
            self.slots = [None, None]
            self.reveal = [True, True]

    def _skip_place(self) -> None:
        if Place(-1, -1) in self.legal_for_viewer():
            self.submit(Place(-1, -1))

    # -- drag and drop -----------------------------------------------------------------------
    def gesture_of(self, action: Action) -> tuple[Hashable, Hashable] | None:
        """Laying a Hit on a square; a revealed card carried to the rival (strike), to your own
        fighter (move, parry, nothing), to your gauge (Super) or onto a chain card (Block's
        discard). Doubled plays are carried once the Double toggle or a Super token is set."""
        if isinstance(action, Place) and action.card >= 0:
            return action.card, ("square", action.square)
        if not isinstance(action, Play) or action.double != self.doubled or self.viewer is None:
            return None
        mode, _, arg = action.option.partition(":")
        if mode == "hit":
            return action.card, ("fighter", 1 - self.viewer)
        if mode == "super":
            return action.card, ("gauge", self.viewer)
        if mode in ("guard", "none", "move", "tenka"):
            return action.card, ("fighter", self.viewer)
        if mode == "discard" and "+" not in arg:
            owner, _, index = arg.partition(".")
            return action.card, ("chain", int(owner), int(index))
        return None

    def candidate(self, piece: object, target: object) -> Action | None:
        if not isinstance(piece, int) or not isinstance(target, tuple):
            return None
        if target[0] == "square":
            return Place(piece, int(target[1]))
        if target[0] == "fighter":
            return Play(piece, self.doubled, "hit" if target[1] != self.viewer else "guard")
        if target[0] == "gauge":
            return Play(piece, self.doubled, "super")
        if target[0] == "chain":
            return Play(piece, self.doubled, f"discard:{target[1]}.{target[2]}")
        return None

    def target_rect(self, target: Hashable) -> pygame.Rect | None:
        """Where a drop target is drawn (for lighting it)."""
        if not isinstance(target, tuple):
            return None
        if target[0] == "fighter":
            return self.painter.fighter_rects[int(target[1])]
        if target[0] == "gauge":
            boxes = self.painter.gauge_rects[int(target[1])]
            return boxes[0].unionall(boxes[1:])
        if target[0] == "chain":
            for owner, index, rect in self.painter.chain_slots:
                if (owner, index) == (target[1], target[2]):
                    return rect
        return None

    def playing(self) -> bool:
        return any(isinstance(a, Play) for a in self.legal_for_viewer())

    def target_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        lay = self.layout()
        if self.choosing():
            for index, rect in enumerate(lay.slots):
                if rect.inflate(lay.px(16), lay.px(16)).collidepoint(pos):
                    return ("slot", index)
            return None
        if self.playing():
            for owner, index, rect in self.painter.chain_slots:
                if rect.collidepoint(pos):
                    return ("chain", owner, index)
            if self.viewer is not None:
                gauge = self.target_rect(("gauge", self.viewer))
                if gauge is not None and gauge.inflate(lay.px(8), lay.px(8)).collidepoint(pos):
                    return ("gauge", self.viewer)
            for seat in (0, 1):
                if self.painter.fighter_rects[seat].collidepoint(pos):
                    return ("fighter", seat)
            return None
        for index, rect in enumerate(lay.squares):
            column = pygame.Rect(rect.left, lay.arena.top, rect.width, rect.bottom - lay.arena.top)
            if column.collidepoint(pos):
                return ("square", index)
        return None

    def action_label(self, action: Action) -> str:
        viewer = self.viewer or 0
        return option_label(action, viewer, self.names, play_stakes(self.match.state, viewer))

    def explain(self, seat: int, action: Action) -> str:
        """The engine's reason for a refusal, told in the player's language ("" when allowed)."""
        reason = super().explain(seat, action)
        return retell(reason, lang()) if reason else reason

    def submit(self, action: Action, seat: int | None = None) -> bool:
        """The kit's submit, with a refusal told in the player's words: the kit would show the
        engine's English, so the engine is asked first (asking changes nothing)."""
        who = self.viewer if seat is None else seat
        if who is not None:
            reason = self.explain(who, action)
            if reason:
                self.toasts.show(reason)
                return False
        done = super().submit(action, seat)
        if done and isinstance(action, Play):
            # the doubling was for this card, whether dropped straight in or picked from a list
            self.doubled, self.double_card = False, None
        return done

    # -- questions ------------------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        state = self.match.state
        cached = self._prompt
        if cached is not None and cached[0] is state and cached[1] == self.viewer and cached[2] == lang() \
                and cached[3] == (self.doubled, self.double_card, self.prompt_page):
            return cached[4]
        built = None
        legal = self.legal_for_viewer()
        if legal and self.viewer is not None:
            built = build_prompt(state, legal, self.viewer, self.names, self.doubled, self.double_card)
            if built is not None:
                lay = self.layout()
                built.place(self.question_area(), lay.middle.bottom, lay.scale, self.prompt_page, self._answer,
                            self._toggle_double, self._turn_page)
                self.prompt_page = built.page
        self._prompt = (state, self.viewer, lang(), (self.doubled, self.double_card, self.prompt_page), built)
        return built

    def question_area(self) -> pygame.Rect:
        """Where a question may spread: from under a Kata laid open (or the arena) down over the
        hand, whose cards cannot be played while a question waits."""
        lay = self.layout()
        top = max(lay.middle.top, self.painter.clash_bottom(self.sview))
        return pygame.Rect(lay.middle.left, top, lay.middle.width, lay.hand_area.bottom - top)

    def _turn_page(self, page: int) -> None:
        self.prompt_page = page
        self._prompt = None

    def _answer(self, action: Action) -> None:
        if self.submit(action):
            self.doubled = False
            self.double_card = None

    def _toggle_double(self) -> None:
        self.doubled = not self.doubled
        self.double_card = None
        self.prompt_page = 0
        self._prompt = None

    def can_spend_super(self) -> bool:
        """The engine offers a doubled play to the viewer now."""
        return any(isinstance(a, Play) and a.double for a in self.legal_for_viewer())

    def drop_super(self, pos: tuple[int, int]) -> bool:
        """A Super token let go over a card of the question: that card's doubled plays."""
        self.super_held = False
        prompt = self.prompt()
        if prompt is None:
            return False
        for card, rect in prompt.card_rects:
            if rect.inflate(self.layout().px(8), self.layout().px(8)).collidepoint(pos):
                if any(isinstance(a, Play) and a.double and a.card == card for a in self.legal_for_viewer()):
                    self.doubled, self.double_card = True, card
                    self.prompt_page = 0
                    self._prompt = None
                    self.app.audio.play("token")
                    return True
                # Asked with a use the card has, so the engine says why it is not doubled, not
                # what the card is for.
                uses = [a.option for a in self.legal_for_viewer() if isinstance(a, Play) and a.card == card]
                use = uses[0] if uses else "hit"
                self.toasts.show(self.explain(self.viewer or 0, Play(card, True, use)) or t("table.no_fit"))
                self.app.audio.play("invalid")
                return False
        return False

    # -- events ---------------------------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self.log.add(self.match.steps[-1].events if self.match.steps else events)
        if seat == self.viewer and self.script is None:
            self.painter.log_scroll.to_newest()  # the person acted: the log shows what it did
        self._prompt = None
        self.prompt_page = 0
        sounds = self.motion.play(events)
        if sounds:  # one sound per step, the most striking: a mixer call costs a millisecond
            self.app.audio.play(SOUNDS[min(sounds, key=SOUND_ORDER.index)])
        for event in events:
            words = banner_words(event, self.match.state.fighters)
            if words:
                self.motion.announce(words, 0.2)
        started = any(e.kind == "round_start" for e in events)
        self.motion.settle(self.match.state.pos, started)

    def animating(self) -> bool:
        return self.tweens.busy

    # -- hot-seat -------------------------------------------------------------------------------
    def plays_for_everyone(self, events: tuple[Event, ...]) -> bool:
        """Both secret choices are in: the reveal and the clash that follows are the duel's
        open moments, watched by both people, so no hand stays face up for them."""
        return any(event.kind == "reveal" for event in events)

    def handover_kind(self, seat: int) -> str:
        """A parry asks the struck seat to answer the mover's Hit in the middle of the mover's
        play, and the parry (or the Hit taken) answers it: neither passes the turn."""
        pending, steps = self.match.state.pending, self.match.steps
        if pending is not None and pending.seat == seat and pending.kind == "parry":
            return "ask"
        if steps and isinstance(steps[-1].action, Parry):
            return "answered"
        return "turn"

    def on_viewer_changed(self) -> None:
        self._prompt = None
        self.prompt_page = 0
        self._legal = None
        self.slots = [None, None]
        self.reveal = [True, True]
        self.held = None
        self.super_held = False
        self.doubled, self.double_card = False, None
        self.drag.cancel()
        self.physical_hand.let_go()

    def on_undo(self, step: Step) -> None:
        self.log.clear()
        for told in self.match.told():
            self.log.add(told)
        self.tweens.finish_all()
        self.motion.reset(self.match.state.pos)
        self.on_viewer_changed()

    def on_game_over(self) -> None:
        from scenes.sushido.results import SushidoResults

        self.app.stack.push(SushidoResults(self.app, self.match))

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.detail_card is not None:
                self.detail_card = None
                return True
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.layout().log.collidepoint(self.mouse):
            self.painter.scroll_log(event.y)
            return True
        if self.detail_card is not None:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.detail_card = None
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.held is None \
                and self._grab_revealed(event.pos):
            return True
        if self.held is None and not self.super_held:
            prompt = self.prompt()
            if prompt is not None and prompt.handle_event(event):
                return True
            if prompt is not None and event.type == pygame.MOUSEWHEEL and prompt.rect.collidepoint(self.mouse):
                prompt.wheel(event.y)
                return True
            if self.choosing():
                self.confirm.enabled = self.composed() in self.legal_for_viewer()
                if self.confirm.handle_event(event):
                    return True
                if not self.confirm.enabled and event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                        and self.confirm.rect.collidepoint(event.pos):
                    self.confirm_pick()  # a greyed Confirm still says why it waits
                    return True
            if self.placing() and self.skip_place.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION and self.held is not None:
            target = self.target_at(event.pos)
            self.drag.hover = target if target and target[0] != "slot" else None
            return False
        return self.card_buttons(event)

    def holding(self) -> bool:
        return self.held is not None or self.super_held

    def cancel_drag(self) -> bool:
        """Let go: a card taken out of a Hajime slot goes back into it, face as it was; a hand
        card back into the hand; a Super token back to the gauge."""
        held = self.holding()
        super().cancel_drag()
        if self.held is not None and self._press_slot is not None and self.slots[self._press_slot] is None:
            self.slots[self._press_slot] = self.held
        self.held, self.press_pos, self._press_slot, self.super_held = None, None, None, False
        return held

    def _grab_revealed(self, pos: tuple[int, int]) -> bool:
        """Pick up a card the question offers (its picture in the question or in your panel)."""
        prompt = self.prompt()
        if prompt is None or not self.playing():
            return False
        offered = {a.card for a in self.legal_for_viewer() if isinstance(a, Play)}
        for card, rect in prompt.card_rects + self.painter.shown_rects:
            if card in offered and rect.collidepoint(pos):
                self.held = card
                self.press_pos = pos
                self._press_slot = None
                self.drag.grab(card)
                self.hold_piece(card, pos, rect, self.layout().hand_card)
                return True
        return False

    def on_press(self, pos: tuple[int, int]) -> bool:
        lay = self.layout()
        gauge = [r for r in self.painter.gauge_rects[self.viewer] if r.collidepoint(pos)] \
            if self.viewer is not None and self.can_spend_super() else []
        if gauge:
            self.super_held = True
            self.hold_piece(SUPER_TOKEN, pos, gauge[0], self.painter.super_size())
            return True
        if self.choosing():
            for index, rect in enumerate(lay.slots):
                card = self.slots[index]
                if card is not None and rect.collidepoint(pos):
                    self.held = card
                    self.slots[index] = None
                    self.press_pos = pos
                    self._press_slot = index
                    self.hold_piece(card, pos, rect, lay.hand_card)
                    return True
        for card, rect in reversed(self.hand_rects()):
            if rect.collidepoint(pos):
                self.held = card
                self.press_pos = pos
                self._press_slot = None
                if self.placing():
                    self.drag.grab(card)
                self.hold_piece(card, pos, rect, lay.hand_card)
                return True
        return False

    def on_release(self, pos: tuple[int, int]) -> bool:
        self.physical_hand.let_go()  # the drop reads the pointer, never the body
        if self.super_held:
            self.drop_super(pos)
            return True
        card = self.held
        if card is None:
            return False
        self.held = None
        press = self.press_pos or pos
        self.press_pos = None
        clicked = is_click(press, pos)
        from_slot = self._press_slot
        if self.choosing():
            if clicked and from_slot is not None:  # a click on a slot card flips it
                self.slots[from_slot] = card
                self.reveal[from_slot] = not self.reveal[from_slot]
                self.app.audio.play("card_slide")
                return True
            target = self.target_at(pos)
            if target is not None and target[0] == "slot":
                index = target[1]
                if self.slots[index] is not None and from_slot is not None:
                    self.slots[from_slot] = self.slots[index]  # swap the two slots
                elif self.slots[index] is not None:
                    pass  # the card already there returns to the hand
                self.slots[index] = card
                self.app.audio.play("card_place")
            elif clicked and from_slot is None:  # a click on a hand card fills the first free slot
                for index in (0, 1):
                    if self.slots[index] is None:
                        self.slots[index] = card
                        self.app.audio.play("card_place")
                        break
            return True
        if self.placing() or self.playing():
            if clicked:
                self.drag.cancel()
                return True
            self.release_drag(self.target_at(pos))
            return True
        return True

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in reversed(self.hand_rects()):
            if rect.collidepoint(pos):
                return card
        lay = self.layout()
        for index, rect in enumerate(lay.slots):
            slot_card = self.slots[index]
            if slot_card is not None and rect.collidepoint(pos):
                return slot_card
        return self.painter.card_at(pos)

    # -- the frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.tweens.busy:  # at rest the bodies stand exactly where the state says
            for body, pos in zip(self.motion.bodies, self.match.state.pos, strict=True):
                body.x = float(pos)
                if 0 <= pos < rules().squares and self.match.state.life[self.motion.bodies.index(body)] > 0:
                    body.fly = body.down = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.tweens.busy:
            for body, pos in zip(self.motion.bodies, self.match.state.pos, strict=True):
                body.x = float(pos)
        self.painter.draw(surface)
        self.draw_overlays(surface)

    def board_text(self, seat: int) -> list[tuple[str, str]]:
        """The fighter's board: passive, three combos with their symbols, the Super Combo."""
        fighter = rules().fighters[self.match.state.fighters[seat]]
        fr = lang() == "fr"
        lines = [(t("sushido.passive_named", name=fighter.passive_name_fr if fr else fighter.passive_name_en),
                  fighter.passive_fr if fr else fighter.passive_en)]
        for combo in fighter.combos:
            reach = t("sushido.ranged") if combo.ranged else t("sushido.contact")
            lines.append((f"{combo.name_fr if fr else combo.name_en} · {symbol_names(combo.symbols)} · {reach}",
                          combo.fr if fr else combo.en))
        sc = fighter.super_combo
        sc_name = sc.name_fr if fr else sc.name_en
        reach = t("sushido.ranged") if sc.ranged else t("sushido.contact")
        lines.append((f"{labelled(t('sushido.super_combo'), sc_name)} · {reach}", sc.fr if fr else sc.en))
        return lines

    def extra(self) -> dict[str, Any]:
        return {}
