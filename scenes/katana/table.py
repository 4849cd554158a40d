"""The Katana table: seats around an oval, the viewer's hand, the log, and every gesture.

The scene draws ``game.view(state, viewer)`` and turns the mouse into engine actions only
through the drag controller, the reaction prompt and a few buttons; every refusal comes from
the engine's own ``IllegalAction`` sentence. What the events say is logged and animated.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match, Step
from game.katana import card_targets
from game.katana.actions import BushidoPay, Defend, DiscardCard, EndTurn, GeishaPick, PlayCard
from game.katana.cards import CARD, CHARACTER_BY_KEY, KEY, KIND, players_table
from game.katana.rules import ignores_difficulty
from game.katana.state import DISCARD, OVER, PLAY, WAVE, Wave
from game.katana.view import KatanaView
from scenes.katana import layout as geometry
from scenes.katana.anim import Timeline
from scenes.katana.cardfaces import CardArt, assets_loader
from scenes.katana.choreography import Choreography, Point
from scenes.katana.gestures import Target, controller_target, drop_candidate, drop_zones, lit_zones
from scenes.katana.hints import drag_advice, gesture_hint, hint_box, unplayable_reason
from scenes.katana.log import GameLog, LogPanel
from scenes.katana.overlays import DiscardBrowser, card_detail_box
from scenes.katana.painter import HOVER_DELAY, SPRING_SECONDS, TablePainter, banner_surfaces, pile_labels
from scenes.katana.prompt import Prompt, label_room
from scenes.katana.reactions import ability_actions, build_prompt
from scenes.katana.reasons import retell, where_it_goes
from scenes.katana.seatpanel import parts_for, role_tag_box
from scenes.katana.sounds import play_sound
from scenes.katana.texts import card_name, card_words, lang, of_name, role_tooltip, role_words
from scenes.kit.dnd import DragController, is_click
from scenes.kit.i18n import register, t
from scenes.kit.table import MENU_BUTTON_SIDE, TableScene
from scenes.kit.widgets import Button, button_width_for, layout_key

if TYPE_CHECKING:
    from scenes.app import App


register({
    "en": {"katana.handoff_private":
           "The table stays hidden so nobody sees another player's hand or role."},
    "fr": {"katana.handoff_private":
           "La table reste cachée pour que personne ne voie la main ou le rôle des autres."},
})


class KatanaTable(TableScene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        self.art = CardArt(assets_loader(app.assets))
        self.timeline = Timeline(pace=app.settings.pace)
        self.choreography = Choreography(self.timeline, self.art, lambda name: play_sound(app, name))
        self.log = GameLog()
        for told in match.told():  # the opening, and what a continued game played before
            self.log.add(told)
        self.log_panel = LogPanel(self.log)
        self.names = [CHARACTER_BY_KEY[c].name for c in match.state.characters]
        self.players = [seat.name for seat in match.seats]
        self.drag: DragController = self.make_drag(self.gesture_of, self.candidate)
        self.mouse = (0, 0)
        self.press_pos: tuple[int, int] | None = None
        self._click_answer = ""  # the message the last click on a hand card gave, which the next replaces
        self._hint_fit: tuple[Any, tuple[list[str], int, pygame.Rect] | None] | None = None  # (key, fitted hint)
        self.held: int | None = None  # the hand card under the mouse button
        # where the held card was drawn the frame before it was let go, and how big: its flight or
        # spring back starts there, as the picture trails the pointer
        self.let_go_from: Point | None = None
        self.let_go_size: tuple[int, int] = (0, 0)
        self.hover_card: int | None = None
        self.hover_time = 0.0
        self.springs: list[list[Any]] = []  # [card, (x, y) where it was let go, seconds since]
        self.browser: DiscardBrowser | None = None
        self.last_reason = ""
        self.hidden_roles: set[int] = set()  # seats whose role card has not flipped yet at the end
        self._layout: geometry.Layout | None = None
        self._layout_bottom = -1
        self._layout_key = layout_key(app.screen.get_size())  # words and faces measured at it
        self.painter = TablePainter()
        self._legal_cache: tuple[object, int | None, tuple[Action, ...]] | None = None
        self._prompt_cache: tuple[object, int | None, str, Prompt | None] | None = None
        # the question last placed, for which layout, viewer and language: placing it tries widths
        self._placed_prompt: tuple[Prompt, geometry.Layout, int | None, str] | None = None
        self.end_turn_button = Button(pygame.Rect(0, 0, 1, 1), t("katana.end_turn"), self._end_turn, primary=True)
        # a permanent laid or a card discarded may be taken back while it showed nothing new
        self.take_back_button = Button(pygame.Rect(0, 0, 1, 1), t("table.take_back"), self.undo)
        self.ability_buttons: list[Button] = []
        self._ability_key: tuple[object, ...] = ()
        # the seat drawn at the bottom: the viewer's, and the last viewer's while a spectator
        # watches the bots between two people, so the table does not turn under their eyes
        self._bottom_seat = 0

    # -- what the viewer sees ------------------------------------------------------------
    @property
    def kview(self) -> KatanaView:
        view: KatanaView = self.match.game.view(self.match.state, self.viewer)
        return view

    def layout(self) -> geometry.Layout:
        size = self.app.screen.get_size()
        bottom = self.viewer if self.viewer is not None else self._bottom_seat
        n = self.match.state.n
        if self._layout is None or self._layout_key != layout_key(size) or self._layout_bottom != bottom:
            if self._layout is not None and self._layout_key != layout_key(size):
                self.art.clear()  # drawn for the old window or text size (dragged wider, it would keep every width)
            self._layout = geometry.compute(size, n, bottom)
            self._layout_bottom = bottom
            self._layout_key = layout_key(size)
            self.painter.forget()
            self._ability_key = ()
            self.end_turn_button.rect = self._layout.end_turn
            self.end_turn_button.size = self._layout.px(26)
            self.take_back_button.rect = self._layout.take_back
            self.take_back_button.size = self._layout.px(18)
        return self._layout

    def fitted_take_back_button(self) -> Button:
        """The take-back button in the current language, as wide as its words: at 1024x600 with
        large text "Take back my move" outgrew End turn's width. It keeps End turn's right edge and
        grows leftwards, over the corner the hand leaves empty."""
        lay = self.layout()
        button = self.take_back_button
        button.label = t("table.take_back")
        rect = pygame.Rect(lay.take_back)
        rect.width = max(rect.width, button_width_for(button.label, button.size))
        rect.bottomright = lay.take_back.bottomright
        button.rect = rect
        return button

    def legal_for_viewer(self) -> tuple[Action, ...]:
        key = (self.match.state, self.viewer)
        if self._legal_cache is None or self._legal_cache[0] is not key[0] or self._legal_cache[1] != key[1]:
            self._legal_cache = (key[0], key[1], super().legal_for_viewer())
        return self._legal_cache[2]

    def hand(self) -> tuple[int, ...]:
        """The viewer's own cards, as their view shows them (nothing for a spectator)."""
        return self.kview.hand if self.viewer is not None else ()

    def usable_cards(self) -> set[int]:
        """The viewer's cards some legal action uses now: played, discarded or given up."""
        found: set[int] = set()
        for action in self.legal_for_viewer():
            if isinstance(action, PlayCard | DiscardCard | Defend | BushidoPay) and action.card >= 0:
                found.add(action.card)
        return found

    def hand_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Where the hand's cards are drawn, the hovered one raised. The held card's slot stays
        empty: the hand is laid out whole, so no card changes row or size while one is carried,
        nor when a refused one springs back into its slot."""
        cards = list(self.hand())
        raised = None
        if self.hover_card is not None and self.hover_card in cards and self.held is None:
            raised = cards.index(self.hover_card)
        rects = geometry.fan_positions(self.layout(), len(cards), raised)
        return [(card, rect) for card, rect in zip(cards, rects, strict=True) if card != self.held]

    def hand_slots(self) -> dict[int, pygame.Rect]:
        """Each hand card's resting slot (none raised), the held card's included."""
        cards = self.hand()
        return dict(zip(cards, geometry.fan_positions(self.layout(), len(cards)), strict=True))

    def hand_card_under(self, pos: tuple[int, int]) -> int | None:
        """The hand card under the pointer. The hovered card keeps the pointer anywhere on its
        raised face or the slot it rose from; others answer on their resting slots. A raised
        card tested alone would drop from under a pointer in its slot's lower band, be hovered
        again at once and rise again: it would flicker at every move."""
        slots = self.hand_slots()
        hovered = slots.get(self.hover_card) if self.hover_card is not None else None
        if hovered is not None and self.held is None:
            lift = dict(self.hand_rects()).get(self.hover_card, hovered)
            if hovered.union(lift).collidepoint(pos):
                return self.hover_card
        for card, rect in reversed(slots.items()):
            if card != self.held and rect.collidepoint(pos):
                return card
        return None

    # -- gestures ------------------------------------------------------------------------
    def gesture_of(self, action: Action) -> tuple[int, Target] | None:
        zones = drop_zones(action, self.viewer)
        if not zones or not isinstance(action, PlayCard | DiscardCard):
            return None
        return action.card, zones[0]

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """Refusals show over the viewer's own seat, which they know by heart, never over the
        turn banner or a question in the middle of the table; centred on the table, not the log.
        While a card is shown large they stand just under its panel (above it when the window
        has no room below), beside the card they are often about, never across it."""
        lay = self.layout()
        if self.detail_card is not None:
            box = card_detail_box(size, lay.scale)
            tall = self.toasts.stack_height(size)
            gap = lay.px(8)
            top = box.bottom + gap if box.bottom + gap + tall <= size[1] else box.top - gap - tall
            return box.centerx, max(0, top)
        seat = lay.seats[self.viewer] if self.viewer is not None else lay.centre
        return lay.table_area.centerx, seat.top + lay.px(6)

    def menu_button_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """At the right end of the log's "What happened" header, above its "▲ n older" count."""
        lay = self.layout() if size == self.app.screen.get_size() else geometry.compute(size, self.match.state.n, 0)
        rect = pygame.Rect(0, 0, lay.px(MENU_BUTTON_SIDE), lay.px(MENU_BUTTON_SIDE))
        rect.topright = (lay.log.right - lay.px(10), lay.px(8))
        return rect

    def replay_bar_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """In a replay, the bar sits under the piles, in the band Ieyasu's and Nobunaga's buttons
        use in play: the top edge holds a seat, the bottom the hand."""
        bar = super().replay_bar_rect(size)
        lay = self.layout()
        piles = lay.deck.union(lay.discard)
        bar.midtop = (piles.centerx, piles.bottom + lay.px(10))
        return bar

    def lit_zones(self) -> set[Target]:
        """Every spot where the held card may land (a permanent: own seat and the centre)."""
        return lit_zones(self.drag, self.viewer) if self.held is not None else set()

    def targets_at(self, pos: tuple[int, int]) -> list[Target]:
        """Drop spots under ``pos``, most specific first."""
        lay = self.layout()
        found: list[Target] = []
        for seat, rect in enumerate(lay.seats):
            if rect.collidepoint(pos):
                found.append(("seat", seat))
        if lay.discard.inflate(lay.px(10), lay.px(10)).collidepoint(pos):
            found.append("discard")
        if lay.centre.collidepoint(pos) or lay.oval.collidepoint(pos) and not found:
            found.append("centre")
        return found

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        candidates = self.targets_at(pos)
        lit = self.lit_zones()
        for target in candidates:
            if target in lit:
                return target
        return candidates[0] if candidates else None

    def candidate(self, piece: object, target: object) -> Action | None:
        """The action a drop of ``piece`` on ``target`` would be: the engine explains a refusal."""
        if not isinstance(piece, int) or target is None:
            return None
        return drop_candidate(self.match.state, self.viewer, piece, target)

    def action_label(self, action: Action) -> str:
        """How an action reads on a button of the "which one?" list."""
        if isinstance(action, PlayCard):
            target = self.names[action.target] if action.target >= 0 else ""
            return f"{card_name(KEY[action.card])} → {target}" if target else card_name(KEY[action.card])
        if isinstance(action, GeishaPick):
            return t("katana.answer.random") if action.card < 0 else card_name(KEY[action.card])
        return str(action)

    def explain(self, seat: int, action: Action) -> str:
        """The engine's reason for a refusal, retold for this table in the player's language;
        when the engine has no objection, the drop missed the card's spot: say where it goes."""
        reason = super().explain(seat, action)
        if reason:
            return retell(reason, lang())
        return where_it_goes(action)

    def undo(self) -> bool:
        """The viewer's own last move taken back, when it showed nothing new (Ctrl+Z, or the
        button over End turn)."""
        if self.held is not None or not self.may_take_back():
            return False
        return self.take_back()

    def _end_turn(self) -> None:
        if EndTurn() in self.legal_for_viewer():
            self.submit(EndTurn())

    # -- reactions and choices -------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        """The question the viewer must answer now, if any (cached per state and language)."""
        state = self.match.state
        cached = self._prompt_cache
        if cached is not None and cached[0] is state and cached[1] == self.viewer and cached[2] == lang():
            return cached[3]
        built = build_prompt(state, self.legal_for_viewer(), self.names, self._answer_prompt)
        self._prompt_cache = (state, self.viewer, lang(), built)
        return built

    def _answer_prompt(self, action: Action | None) -> None:
        if action is not None:
            self.submit(action)

    def abilities(self) -> list[Button]:
        """Nobunaga's and Ieyasu's buttons, above the viewer's seat while usable."""
        legal = self.legal_for_viewer()
        key = (self.match.state, self.viewer, lang(), self._layout)
        if key == self._ability_key:
            return self.ability_buttons
        self._ability_key = key
        self.ability_buttons = []
        if self.viewer is None:
            return self.ability_buttons
        specs = ability_actions(self.match.state, legal)
        if not specs:
            return self.ability_buttons
        lay = self.layout()
        seat_rect = lay.seats[self.viewer]
        tag = self.role_tag()
        gap = lay.px(6)
        # The buttons stand in the band between the piles (with their counts) and the viewer's
        # seat: the deck's size matters just when Ieyasu chooses where to draw from.
        floor = (min(seat_rect.top, tag[1].top) if tag is not None else seat_rect.top) - gap
        view = self.kview
        labels = [rect for _, rect in pile_labels(lay, view.deck_size, len(view.discard))]
        ceiling = max(rect.bottom for rect in (lay.deck, lay.discard, *labels)) + gap
        count = len(specs)
        height = max(lay.px(22), min(lay.px(34), (floor - ceiling - gap * (count - 1)) // count))
        room = self._ability_room(seat_rect.centerx, ceiling, floor, gap)
        size = lay.px(20)
        widest = max(label_room(label, size) for label, _ in specs) + lay.px(12)
        while size > lay.px(15) and widest > room:  # smaller type before any "…"
            size -= 1
            widest = max(label_room(label, size) for label, _ in specs) + lay.px(12)
        if widest > room:  # at the text floor type shrinks no more: the shorter words, whole
            specs = ability_actions(self.match.state, legal, short=True)
            widest = max(label_room(label, size) for label, _ in specs) + lay.px(12)
        width = min(room, max(lay.px(250), widest))
        for index, (label, action) in enumerate(specs):
            rect = pygame.Rect(0, 0, width, height)
            rect.midbottom = (seat_rect.centerx, floor - index * (height + gap))
            self.ability_buttons.append(Button(rect, label, self._submitter(action), size=size,
                                               primary=index == 0))
        return self.ability_buttons

    def _ability_room(self, centre_x: int, top: int, bottom: int, gap: int) -> int:
        """How wide the ability buttons may be, centred on ``centre_x`` between ``top`` and
        ``bottom``, without running into another seat."""
        lay = self.layout()
        others = [rect for seat, rect in enumerate(lay.seats) if seat != self.viewer]
        return self._room_between(others, centre_x, top, bottom, gap)

    def _room_between(self, obstacles: list[pygame.Rect], centre_x: int, top: int, bottom: int, gap: int) -> int:
        """How wide something centred on ``centre_x`` between ``top`` and ``bottom`` may be
        without running into any of ``obstacles`` (those above or below it do not count)."""
        half = self.layout().table_area.width // 2
        for rect in obstacles:
            if rect.bottom <= top or rect.top >= bottom:
                continue
            if rect.centerx < centre_x:
                half = min(half, centre_x - rect.right - gap)
            else:
                half = min(half, rect.left - centre_x - gap)
        return max(1, 2 * half)

    def role_tag(self) -> tuple[str, pygame.Rect] | None:
        """The viewer's own role in words on a small tab over their seat's top right corner
        (the role card itself is only an icon): text and where it goes."""
        if self.viewer is None:
            return None
        view = self.kview
        role = view.roles[self.viewer]
        if role is None:
            return None
        lay = self.layout()
        text = role_words(role, view.stars[self.viewer] or 0, view.n, mine=self.script is None)
        return text, role_tag_box(text, lay.seats[self.viewer], lay.scale)

    def shogun_tag(self) -> tuple[str, pygame.Rect] | None:
        """The Shogun named in words on a tab over his seat for every viewer, as the rules have
        him show his role (his own viewer already reads "Your role: Shogun")."""
        shogun = self.match.state.shogun
        if shogun == self.viewer and self.role_tag() is not None:
            return None
        text = t("katana.role.shogun")
        lay = self.layout()
        return text, role_tag_box(text, lay.seats[shogun], lay.scale)

    def _submitter(self, action: Action) -> Any:
        return lambda: self.submit(action)

    # -- events from the engine ------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        step_events = self.match.steps[-1].events if self.match.steps else events
        self.log.add(step_events)
        self.timeline.pace = self.app.settings.pace
        self._prompt_cache = None
        self.choreography.play(events, self, self.layout().table_card)
        for event in events:  # at the end, the roles still hidden turn over one by one
            if event.kind == "game_over":
                state = self.match.state
                self.hidden_roles = {s for s in range(state.n) if state.roles[s] != "shogun" and s != self.viewer}
            elif event.kind == "role_revealed" and event.get("seat") in self.hidden_roles:
                self._reveal_in_turn(event.get("seat"))

    def _reveal_in_turn(self, seat: int) -> None:
        self.timeline.flip(seat)
        self.timeline.cue(lambda: self.hidden_roles.discard(seat))

    # Where cards fly from and to (the choreography asks).
    def seat_point(self, seat: int) -> Point:
        rect = self.layout().seats[seat]
        return float(rect.centerx), float(rect.centery)

    def place_point(self, where: str, seat_hint: int) -> Point:
        lay = self.layout()
        if where == "discard":
            return float(lay.discard.centerx), float(lay.discard.centery)
        if where == "deck":
            return float(lay.deck.centerx), float(lay.deck.centery)
        kind, _, number = where.partition(":")
        seat = int(number) if number else seat_hint
        if kind == "hand" and seat == self.viewer:
            return float(lay.hand_area.centerx), float(lay.hand_area.centery)
        return self.seat_point(seat)

    def start_point(self, src: str, seat: int) -> Point:
        """A card from the viewer's hand starts where the held card was drawn when it was let go
        (or at its fan slot)."""
        if src == f"hand:{self.viewer}" and self.let_go_from is not None:
            return self.let_go_from
        return self.place_point(src or f"hand:{seat}", seat)

    def start_scale(self, src: str, seat: int) -> float:
        """A card let go from the viewer's hand starts its flight at the size it was held at."""
        if src == f"hand:{self.viewer}" and self.let_go_from is not None:
            return self.let_go_size[0] / max(1, self.layout().table_card[0])
        return 1.0

    def _let_go_of_card(self) -> None:
        """The hand lets go of the held card, which keeps where and how big it was drawn."""
        piece = self.physical_hand.piece
        if piece is not None and self.held is not None:
            self.let_go_from = piece.drawn_position(self.app.since_update)
            slot = self.hand_slots().get(self.held)
            self.let_go_size = slot.size if slot is not None else self.layout().hand_card
        self.physical_hand.let_go()

    def animating(self) -> bool:
        return self.timeline.busy

    # -- hot-seat ---------------------------------------------------------------------------
    def turn_holder(self, state: Any) -> int | None:
        """Bots answering inside a person's turn (a parry, a Battle Cry) keep that person's view;
        during a bot's turn any person may be attacked next, so the spectator watches it."""
        return None if state.phase == OVER else int(state.turn)

    def privacy_key(self) -> str:
        return "katana.handoff_private"

    def on_viewer_changed(self) -> None:
        if self.viewer is not None:
            self._bottom_seat = self.viewer
        self.browser = None
        self._layout = None
        self._prompt_cache = None
        self._legal_cache = None
        self.held = None
        self.drag.cancel()
        self.physical_hand.let_go()
        self.hover_card = None

    def on_undo(self, step: Step) -> None:
        """A permanent laid or a discard taken back: the log forgets it too."""
        self.log.clear()
        for told in self.match.told():
            self.log.add(told)
        self.timeline.finish()
        # a step back may cross a defeat or a recovery: the portraits lie as the state says
        self.timeline.lay_down({seat for seat, life in enumerate(self.match.state.life) if life == 0})
        self.on_viewer_changed()

    def on_game_over(self) -> None:
        from scenes.katana.results import KatanaResults

        self.app.stack.push(KatanaResults(self.app, self.match))

    # -- input -----------------------------------------------------------------------------
    def finish_animations(self) -> None:
        super().finish_animations()
        self.timeline.finish()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.detail_card is not None or self.browser is not None:
                self.detail_card, self.browser = None, None
                return True
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.detail_card is not None:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.detail_card = None
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if self.browser is not None:
            return self._browser_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return self.undo()
        if event.type == pygame.MOUSEWHEEL and self.layout().log.collidepoint(self.mouse):
            self.log_panel.scrollback.wheel(event.y)  # the wheel up reads back through the game
            return True
        if self.held is None:
            prompt = self.prompt()
            if prompt is not None:
                self.place_prompt(prompt)
                if prompt.handle_event(event):
                    return True
            for button in self.abilities():
                if button.handle_event(event):
                    return True
            self.end_turn_button.enabled = EndTurn() in self.legal_for_viewer()
            if self.end_turn_button.handle_event(event):
                return True
            if self.may_take_back() and self.fitted_take_back_button().handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self._on_motion(event.pos)
            return False
        return self.card_buttons(event)

    def holding(self) -> bool:
        return self.held is not None

    def cancel_drag(self) -> bool:
        """The held card springs back into the hand (Esc, a lost focus, a screen over the table)."""
        held = self.held
        self._let_go_of_card()
        super().cancel_drag()
        if held is None:
            return False
        self._spring_back(held)
        self.held, self.press_pos, self.let_go_from = None, None, None
        return True

    def _browser_event(self, event: pygame.event.Event) -> bool:
        assert self.browser is not None
        if event.type == pygame.MOUSEWHEEL:
            self.browser.handle_wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self.browser.card_at(event.pos)
            if card is not None:
                self.detail_card = card
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.browser = None
        return True

    def _on_motion(self, pos: tuple[int, int]) -> None:
        if self.held is not None:
            self.drag.hover = self.target_at(pos)
            return
        hovered = self.hand_card_under(pos)
        if hovered != self.hover_card:
            self.hover_card = hovered
            self.hover_time = 0.0

    def on_press(self, pos: tuple[int, int]) -> bool:
        # a replay's watcher looks at the hand on show but plays none of it (hovers still read)
        pressed = self.hand_card_under(pos) if self.script is None else None
        for card, rect in self.hand_rects():
            if card == pressed:  # grabbed where it is drawn, raised or not: it does not jump
                self.held = card
                self.press_pos = pos
                self.drag.grab(card)
                self.hold_piece(card, pos, rect)
                self.hover_card = None
                return True
        lay = self.layout()
        if lay.discard.collidepoint(pos):
            self.browser = DiscardBrowser(self.match.state.discard)
            return True
        return False

    def on_release(self, pos: tuple[int, int]) -> bool:
        card = self.held
        if card is None:
            return False
        press = self.press_pos or pos
        self._let_go_of_card()
        if is_click(press, pos):
            self.drag.cancel()
            self.held = None
            self.press_pos, self.let_go_from = None, None
            if DiscardCard(card) in self.legal_for_viewer():
                self.submit(DiscardCard(card))
            else:
                self.answer_click(card)
            return True
        result = self.release_drag(controller_target(self.drag, self.viewer, self.target_at(pos)))
        if result.kind == "sprang_back":
            self.last_reason = result.reason
        if result.kind in ("sprang_back", "cancelled", "asked"):
            self._spring_back(card)
        self.held = None
        self.press_pos, self.let_go_from = None, None
        return True

    def answer_click(self, card: int) -> None:
        """A click plays no card (cards are dragged): say where this one is dragged, or, when it
        cannot be played now, the engine's reason why."""
        legal = self.legal_for_viewer()
        plays = [action for action in legal if isinstance(action, PlayCard) and action.card == card]
        if self.prompt() is not None:
            message = t("katana.click.prompt")
        elif plays:
            message = drag_advice(card, plays)
        else:
            reason = None
            if legal and self.viewer is not None and self.match.state.phase == PLAY:
                reason = unplayable_reason(self.match.state, self.viewer, card)
            message = retell(reason, lang()) if reason else self.explain_click(card)
            self.app.audio.play("invalid")
        # a new click's answer takes the place of the last one rather than stacking under it
        self.toasts.items = [item for item in self.toasts.items if item[0] != self._click_answer]
        self._click_answer = message
        self.toasts.show(message)

    def explain_click(self, card: int) -> str:
        """Why no card may be played now at all (someone else's turn, a discard to finish)."""
        if self.viewer is None:
            return t("table.no_fit")
        return self.explain(self.viewer, PlayCard(card, -1)) or t("table.no_fit")

    def gesture_hint_box(self) -> tuple[list[str], int, pygame.Rect] | None:
        """The line naming the drags open now (lines, type size, box), while the viewer's hands
        are free: a held card's lit spots say the rest."""
        if self.viewer is None or self.held is not None:
            return None
        text = gesture_hint(self.legal_for_viewer(), self.match.state.phase)
        if not text:
            return None
        lay = self.layout()
        # fitting the words tries several sizes and wrappings (a third of a millisecond): once
        # per wording and window, not every frame
        key = (text, lay.size, lay.seats, self.viewer)
        if self._hint_fit is None or self._hint_fit[0] != key:
            self._hint_fit = (key, hint_box(lay, self.viewer, text))
        return self._hint_fit[1]

    def _spring_back(self, card: int) -> None:
        if self.app.settings.pace <= 0 or self.let_go_from is None:
            return  # instant animations: the card is back in the hand at once
        self.springs.append([card, self.let_go_from, 0.0])

    def hover_text(self) -> tuple[tuple[int, int], str, str] | None:
        """What the mouse rests on, in full: a hand card (after a short wait), a permanent in front
        of a seat, or a character's ability. (Where to show it, title, text.)"""
        if self.held is not None or self.detail_card is not None or self.browser is not None or self.covered:
            return None
        lay = self.layout()
        if self.hover_card is not None:
            if self.hover_time < HOVER_DELAY:
                return None
            for card, rect in self.hand_rects():
                if card == self.hover_card:
                    return (rect.centerx, rect.top - lay.px(6)), CARD[card].name(lang()), CARD[card].text(lang())
            return None
        if self.prompt() is not None:
            return None  # nothing may cover the question being asked
        state = self.match.state
        tag = self.role_tag()
        if tag is not None and tag[1].collidepoint(self.mouse) and self.viewer is not None:
            return (tag[1].centerx, tag[1].top), *self.role_tooltip(self.viewer)
        shogun_tag = self.shogun_tag()
        if shogun_tag is not None and shogun_tag[1].collidepoint(self.mouse):
            return (shogun_tag[1].centerx, shogun_tag[1].top), *self.role_tooltip(state.shogun)
        for seat, rect in enumerate(lay.seats):
            if not rect.collidepoint(self.mouse):
                continue
            parts = parts_for(rect.size, lay.scale, state.tables[seat])
            local = (self.mouse[0] - rect.left, self.mouse[1] - rect.top)
            for (card, tile), count in zip(parts.permanents, parts.counts, strict=True):
                if tile.collidepoint(local):
                    title = CARD[card].name(lang()) + (f" x{count}" if count > 1 else "")
                    return (rect.left + tile.centerx, rect.top + tile.top), title, CARD[card].text(lang())
            if parts.role.collidepoint(local):
                return ((rect.left + parts.role.centerx, rect.top), *self.role_tooltip(seat))
            if parts.names.collidepoint(local):  # the player's name whole, which the panel may cut
                return (rect.centerx, rect.top), self.players[seat], CHARACTER_BY_KEY[state.characters[seat]].name
            if parts.ability.collidepoint(local) or parts.portrait.collidepoint(local):
                character = CHARACTER_BY_KEY[state.characters[seat]]
                return (rect.centerx, rect.top), character.name, character.ability(lang())
            return None
        return None

    def role_tooltip(self, seat: int) -> tuple[str, str]:
        """The role card's tooltip as the viewer may read it: hidden (with the roles it may still
        be), or the role with its stars."""
        view = self.kview
        shown = [view.roles[other] if other not in self.hidden_roles else None for other in range(view.n)]
        unseen = Counter(players_table(view.n)["roles"]) - Counter(role for role in shown if role is not None)
        return role_tooltip(shown[seat], view.stars[seat] or 0, view.n, tuple(unseen.elements()))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` for right-click: a hand card, a permanent, the discard's top."""
        in_hand = self.hand_card_under(pos)
        if in_hand is not None:
            return in_hand
        lay = self.layout()
        view = self.kview
        for seat, rect in enumerate(lay.seats):
            if rect.collidepoint(pos):
                parts = parts_for(rect.size, lay.scale, view.tables[seat])
                for card, tile in parts.permanents:
                    if tile.move(rect.topleft).collidepoint(pos):
                        return card
        if lay.discard.collidepoint(pos) and view.discard:
            return view.discard[-1]
        return None

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.timeline.pace = self.app.settings.pace
        self.timeline.update(dt)
        if self.hover_card is not None:
            self.hover_time += dt
        pace = self.app.settings.pace  # the flight back follows the animation speed setting
        for spring in self.springs:
            spring[2] += dt / pace if pace > 0 else SPRING_SECONDS
        self.springs = [s for s in self.springs if s[2] < SPRING_SECONDS]
        super().update(dt)

    def place_prompt(self, prompt: Prompt) -> None:
        """The question in the middle of the table, its top under the turn banner (a three-line
        French title rose over the banner's status line) and clear of the other seats with the
        Shogun's tag, which a player reads before answering: where they come close the panel
        narrows and its answers take more rows. Worked out once per question and layout."""
        lay = self.layout()
        placed = self._placed_prompt
        if placed is not None and placed[0] is prompt and placed[1] is lay and placed[2:] == (self.viewer, lang()):
            return
        self._placed_prompt = (prompt, lay, self.viewer, lang())
        gap = lay.px(8)
        ceiling = lay.banner.bottom + gap
        keep_clear = [rect for seat, rect in enumerate(lay.seats) if seat != self.viewer]
        shogun_tag = self.shogun_tag()
        if shogun_tag is not None:
            keep_clear.append(shogun_tag[1])
        narrowest = lay.px(260)  # below this the answers' words no longer fit a row
        own_top = None
        if self.viewer is not None:
            tag = self.role_tag()
            own_top = min(lay.seats[self.viewer].top, tag[1].top if tag is not None else lay.size[1])

        def place_at(width: int, compact: bool = False) -> None:
            centre = (lay.oval.centerx, lay.oval.centery + lay.px(20))
            prompt.place(centre, lay.scale, width, compact)
            if prompt.rect.top < ceiling:  # a taller panel grows downwards, not over the banner
                prompt.place((centre[0], centre[1] + ceiling - prompt.rect.top), lay.scale, width, compact)
            if not compact and own_top is not None and prompt.rect.bottom > own_top:
                place_at(width, True)  # lower buttons: less of the viewer's own seat hidden

        width = lay.table_area.width - lay.px(40)
        wider: int | None = None  # the last width tried, kept when a narrower panel runs off the window
        while True:
            place_at(width)
            if wider is not None and prompt.rect.bottom > lay.table_area.bottom - gap:
                place_at(wider)
                return
            room = self._room_between(keep_clear, prompt.rect.centerx, prompt.rect.top, prompt.rect.bottom, gap)
            if prompt.rect.width <= room or width <= narrowest:
                return
            wider, width = width, max(narrowest, min(room, prompt.rect.width - 1))

    def open_question_box(self) -> pygame.Rect | None:
        """Where the open question's panel stands, or None while no question shows (a card held
        hides it)."""
        prompt = self.prompt()
        if prompt is None or self.held is not None:
            return None
        self.place_prompt(prompt)
        return prompt.rect

    def peek_hint_place(self, size: tuple[int, int], tag: tuple[int, int]) -> tuple[int, int]:
        """The finished table's "click to see the results again" tag never lies on the hand's
        numbers at the bottom edge. It goes in the oval, under the piles (the replay bar's band)
        or over the "game is over" banner, whichever band is clear of the seats and their tags
        (at 5 seats two sit above the banner, at 7 two beside the piles' foot); when neither
        is, in the hand's row right of the cards (no End turn button shows on a finished table)."""
        lay = self.layout()
        tag_width, tag_height = tag
        gap = lay.px(8)
        tags = [tag[1] for tag in (self.role_tag(), self.shogun_tag()) if tag is not None]
        bar = [self.replay_bar_rect(size)] if self.script is not None else []  # a replay's, under the piles
        obstacles = list(lay.seats) + tags + bar
        centre_x = lay.table_area.centerx
        under_piles = lay.deck.union(lay.discard).bottom + gap + tag_height
        banner_words = banner_surfaces(self.banner_lines(), lay)
        banner_top = lay.banner.bottom - sum(line.get_height() for line in banner_words)
        bands = [(self._room_between(obstacles, centre_x, bottom - tag_height, bottom, gap), bottom)
                 for bottom in (under_piles, banner_top - gap)]
        for room, bottom in bands:
            if room >= tag_width:
                return centre_x, bottom
        right_of_hand = gap + max((rect.right for _, rect in self.hand_rects()), default=lay.hand_area.left)
        if lay.table_area.right - gap - right_of_hand >= tag_width:
            return (right_of_hand + lay.table_area.right - gap) // 2, lay.hand_area.bottom - lay.px(10)
        return centre_x, max(bands)[1]  # the roomier band: only its ends come near a seat

    def difficulties(self) -> dict[int, int | None]:
        """For the held weapon: each reachable seat's attack difficulty; None on every seat Kojiro
        may strike, since his weapons ignore it (the engine gives him no difficulty)."""
        if self.held is None or self.viewer is None or KIND[self.held] != "weapon":
            return {}
        found: dict[int, int | None] = {}
        no_difficulty = ignores_difficulty(self.match.state, self.viewer)
        for target in card_targets(self.match.state, self.viewer, self.held):
            if target.seat < 0 or target.seat == self.viewer:
                continue
            if target.difficulty is not None:
                found[target.seat] = target.difficulty
            elif no_difficulty and target.legal:
                found[target.seat] = None
        return found


    def banner_lines(self) -> list[str]:
        """Whose turn, what must happen now, and the weapons left: the words over the piles."""
        view = self.kview
        turn_name = self.names[view.turn]
        acting = self.match.to_act()
        actor = self.names[acting[0]] if acting else turn_name
        if view.phase == OVER:
            return [t("katana.phase.over")]
        # A replay's watcher plays nothing: whoever's hand is shown, the record's turns read as
        # anyone else's (whose turn it is and what it waits on), never "your turn".
        mine = self.script is None and self.viewer is not None and view.turn == self.viewer
        head = (t("katana.your_turn", name=turn_name) if mine
                else t("katana.turn_of", name=turn_name, of_name=of_name(turn_name)))
        weapons = t("katana.weapons_left", count=max(0, view.weapon_limit - view.weapons_played))
        if view.phase == PLAY:
            detail = t("katana.phase.play") if mine else weapons
        elif view.phase == DISCARD:
            excess = max(0, view.hand_sizes[view.turn] - 7)
            detail = (t("katana.phase.discard", count=excess) if mine
                      else t("katana.phase.discard_other_one" if excess == 1 else "katana.phase.discard_other", name=turn_name,
                        count=excess))
        elif view.phase == WAVE and isinstance(view.pending, Wave):
            detail = t("katana.phase.wave", name=actor, card=card_words(view.pending.key, lang(), after="à"))
        else:
            detail = t(f"katana.phase.{view.phase}", name=actor)
        lines = [head, detail]
        if mine and view.phase == PLAY:
            lines.append(weapons)
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then what the player opened to read (a card large, the discard pile), then
        the toasts (placed clear of the large card), and last the tooltip under the pointer:
        what the player points at is never hidden by a message."""
        self.painter.draw(self, surface)
        self.painter.draw_views(self, surface)
        self.draw_overlays(surface)
        self.painter.draw_hover(self, surface)
