"""The Samurai Spirit table: the village on top, the samurai boards around, the chronicle on
the right and the turn's buttons at the bottom.

Everything goes through the engine: the drawn brigand is dragged to the Defend line (left) or the
Confront line (right), to a neighbour (a talent's gift), onto the deck (Katsushiro) or the
discard (Kyuzo); the support token is dragged onto a teammate; every other choice (talents,
Kiai, penalties, bonuses) is a prompt for the seat that must decide, even off turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match, Step
from game.spirit import actions as A
from game.spirit.state import HIDDEN, State, token_home, top_decision
from game.spirit.views import HIDDEN_FARM
from scenes.kit.dnd import is_click
from scenes.kit.i18n import language, t
from scenes.kit.table import TableScene
from scenes.kit.widgets import (
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    JADE,
    PANEL,
    Button,
    draw_text,
    fit_text,
    font,
    layout_key,
    wrap,
)
from scenes.spirit import layout as geometry
from scenes.spirit.beats import Beats
from scenes.spirit.choices import (
    action_label,
    drag_kind,
    drag_words,
    first_of_pair,
    first_step_label,
    kiai_card_name,
    named_card,
    pairs_by_first,
    prompt_title,
    turn_words,
)
from scenes.spirit.chronicle import Chronicle
from scenes.spirit.details import details_at, draw_tooltip
from scenes.spirit.discard import DiscardBrowser
from scenes.spirit.log import GameLog
from scenes.spirit.painter import (
    SAMURAI_TINTS,
    card_face,
    card_rect,
    draw_board,
    draw_card,
    draw_village,
    lines_within,
    panel,
    spare_spots,
)
from scenes.spirit.reasons import retell
from scenes.spirit.replay import states_by_event, tells_round_end
from scenes.spirit.reveal import draw_reveal, order_text, reveal_rects
from scenes.spirit.texts import card_detail, deck_label, titled

if TYPE_CHECKING:
    from scenes.app import App

Target = tuple[str, int] | str
GESTURE_TYPES = (A.Defend, A.Confront, A.GiveCard, A.SwapCard, A.DiscardCard, A.Support)
BUTTON_TYPES = (A.Fight, A.Pass)
HOVER_DELAY = 0.35
MENU_FOOT = 32  # the Chronicle's foot, design pixels: its "▼ n newer" count beside the menu button
SPARE_PIECE = "spare:"  # the drag piece of an absent samurai's token by the village: "spare:Heihachi"
LIFTED_SHADOW = (4, 6)  # pixels the held brigand's shadow falls off it, as a flying card's does


@dataclass
class Flight:
    """A brigand gliding from the draw spot (or another board) to its place on a board."""

    card: int
    start: pygame.Rect
    seat: int
    seconds: float
    elapsed: float = 0.0


def shared_widths(widths: list[int], room: int, least: int) -> list[int]:
    """Button ``widths`` cut to fit ``room`` together: the short ones keep their own width and
    the long ones share the rest equally, none narrower than ``least``."""
    cap = max(widths)
    for count, width in enumerate(sorted(widths)):
        rest = len(widths) - count  # this width and the wider ones share what the narrower leave
        if width * rest > room:
            cap = room // rest
            break
        room -= width
    return [max(least, min(width, cap)) for width in widths]


def village_counts(state: State) -> dict[str, int]:
    return {"round": state.round, "barricades": state.barricades, "farms": len(state.farms), "families": len(state.families),
            "infiltrators": len(state.infiltrators)}


class SpiritTable(TableScene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        self.log = GameLog()
        for told in match.told():  # the first round's start, and what a continued game played
            self.log.add(told)
        self.beats = Beats()
        self.drag = self.make_drag(self.gesture_of, self.candidate)
        self.mouse = (0, 0)
        # "brigand", "token" or an absent samurai's spare token ("spare:Heihachi") while held
        self.held: str | None = None
        # where the held piece was pressed, until the pointer leaves it: a spare token spends on a click only
        self.press_pos: tuple[int, int] | None = None
        self.hover_time = 0.0
        self.detail: list[str] = []  # a right-click's text, shown where it was asked
        self.detail_pos = (0, 0)
        self.browser: DiscardBrowser | None = None
        self._layout: geometry.Layout | None = None
        self._layout_key = layout_key(app.screen.get_size())  # the words are measured
        self.fight_button = Button(pygame.Rect(0, 0, 1, 1), t("spirit.fight"), lambda: self._press(A.Fight()),
                                   primary=True, on_sound=app.audio.play)
        self.pass_button = Button(pygame.Rect(0, 0, 1, 1), t("spirit.pass"), lambda: self._press(A.Pass()),
                                  on_sound=app.audio.play)
        # Support is a gesture (the token onto a teammate); the button offers the same as a list
        self.support_button = Button(pygame.Rect(0, 0, 1, 1), t("spirit.support"), self._support_list,
                                     on_sound=app.audio.play)
        self.undo_button = Button(pygame.Rect(0, 0, 1, 1), t("spirit.undo"), self.undo, on_sound=app.audio.play)
        self.prompt_buttons: list[Button] = []
        self.prompt_shown: tuple[Action, ...] = ()  # the action of each prompt button (hover texts)
        self.order_buttons: list[Button] = []  # Katsushiro's Kiai: one per order, under the cards
        self._prompt_key: tuple[Any, ...] = ()
        self.chronicle = Chronicle()
        self._backdrop: tuple[Any, pygame.Surface] | None = None
        self.flights: list[Flight] = []
        self._drop_pos: tuple[float, float] | None = None
        self._legal_cache: tuple[State, int | None, tuple[Action, ...]] | None = None
        self._counts_before = village_counts(match.state)
        self._state_before = match.state  # the state each step starts from

    # -- names and geometry --------------------------------------------------------------
    @property
    def sview(self) -> State:
        view: State = self.match.game.view(self.match.state, self.viewer)
        return view

    @property
    def names(self) -> list[str]:
        return [b.samurai for b in self.match.state.boards]

    def layout(self) -> geometry.Layout:
        size = self.app.screen.get_size()
        if self._layout is None or self._layout_key != layout_key(size):
            self._layout = geometry.compute(size, len(self.match.state.boards))
            self._layout_key = layout_key(size)
            self.fight_button.rect = self._layout.fight_button
            self.pass_button.rect = self._layout.pass_button
            self.support_button.rect = self._layout.support_button
            self.undo_button.rect = self._layout.undo_button
            self.undo_button.size = self._layout.px(geometry.UNDO_SIZE)
            self.fight_button.size = self.pass_button.size = self.support_button.size = self._layout.px(24)
            self._prompt_key = ()
        return self._layout

    def legal_for_viewer(self) -> tuple[Action, ...]:
        """Asked several times a frame: kept until the state or the viewer changes. Nothing
        while the end of a round is still being told over the boards as they stood."""
        if self.telling_round_end():
            return ()
        cached = self._legal_cache
        if cached is None or cached[0] is not self.match.state or cached[1] != self.viewer:
            cached = (self.match.state, self.viewer, super().legal_for_viewer())
            self._legal_cache = cached
        return cached[2]

    def skip_hint_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], str]:
        """At the right end of the bar under the boards (its words sit at the left; the answers
        it holds show only when a person decides, and then the hint does not), left of the Undo
        button while it shows there."""
        lay = self.layout()
        right = self.undo_button.rect.left if self.undo_button.enabled else lay.bar.right
        return (right - lay.px(12), lay.bar.centery), "midright"

    def menu_button_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """In the Chronicle's foot, right of its "▼ n newer" count: the header's right end holds
        the "▲ n older" one."""
        lay = geometry.compute(size, len(self.match.state.boards)) if size != self.app.screen.get_size() \
            else self.layout()
        rect = pygame.Rect(0, 0, lay.px(MENU_FOOT - 4), lay.px(MENU_FOOT - 4))
        rect.bottomright = (lay.log.right - lay.px(6), lay.log.bottom - lay.px(3))
        return rect

    def replay_bar_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """In a replay, the bar lies in the action bar's right end, which nobody uses then: the
        top edge holds the village, its piles and their counts."""
        bar = super().replay_bar_rect(size)
        lay = self.layout()
        bar.height = min(bar.height, lay.bar.height)
        bar.midright = (lay.bar.right - lay.px(6), lay.bar.centery)
        return bar

    def action_label(self, action: Action) -> str:
        state = self.match.state
        top = top_decision(state)
        animal = top is not None and 0 <= top.seat < len(state.boards) and state.boards[top.seat].animal
        return action_label(action, self.names, [board.line for board in state.boards],
                            room=state.barricades < state.barricades_start, animal=animal,
                            boards=self.sview.boards)

    # -- gestures ------------------------------------------------------------------------
    def decision_seat(self) -> int:
        top = top_decision(self.match.state)
        return top.seat if top is not None else -1

    def gesture_of(self, action: Action) -> tuple[Hashable, Hashable] | None:
        seat = self.decision_seat()
        if isinstance(action, A.Defend):
            return "brigand", ("left", seat)
        if isinstance(action, A.Confront):
            return "brigand", ("right", seat)
        if isinstance(action, A.GiveCard):
            return "brigand", ("seat", action.target)
        if isinstance(action, A.SwapCard):
            return "brigand", "deck"
        if isinstance(action, A.DiscardCard):
            return "brigand", "discard"
        if isinstance(action, A.Support):
            return "token", ("seat", action.target)
        if isinstance(action, A.UseSpareToken):  # the token by the village, onto the helped board
            return SPARE_PIECE + action.samurai, ("seat", seat)
        return None

    def candidate(self, piece: Hashable, target: Hashable) -> Action | None:
        """What a drop would mean, so a refused drop gets the engine's own reason."""
        seat = self.decision_seat()
        if piece == "brigand" and isinstance(target, tuple):
            kind, where = target
            if where == seat:
                return A.Defend() if kind == "left" else A.Confront()
            return A.GiveCard(where)
        if piece == "brigand" and target == "deck":
            return A.SwapCard()
        if piece == "brigand" and target == "discard":
            return A.DiscardCard()
        if piece == "token" and isinstance(target, tuple):
            return A.Support(target[1])
        if isinstance(piece, str) and piece.startswith(SPARE_PIECE):
            return A.UseSpareToken(piece.removeprefix(SPARE_PIECE))
        return None

    def targets_at(self, pos: tuple[int, int]) -> list[Target]:
        lay = self.layout()
        found: list[Target] = []
        for seat, rects in enumerate(lay.boards):
            if rects.defend.collidepoint(pos):
                found.append(("left", seat))
            if rects.confront.collidepoint(pos):
                found.append(("right", seat))
            if rects.whole.collidepoint(pos):
                found.append(("seat", seat))
        if lay.deck.collidepoint(pos):
            found.append("deck")
        if lay.discard.collidepoint(pos):
            found.append("discard")
        return found

    def drop_target(self, pos: tuple[int, int]) -> Target | None:
        found = self.targets_at(pos)
        lit = self.drag.lit if self.drag is not None else set()
        for target in found:
            if target in lit:
                return target
        return found[0] if found else None

    def piece_rect(self, piece: str) -> pygame.Rect | None:
        lay = self.layout()
        view = self.sview
        if piece == "brigand":
            top = top_decision(view)
            if top is not None and top.kind in ("card", "place") and top.card != HIDDEN:
                return lay.drawn
            return None
        seat = self.decision_seat()
        if piece == "token" and 0 <= seat < len(lay.boards) and token_home(view, seat):
            return lay.boards[seat].token
        if piece.startswith(SPARE_PIECE):
            return dict(self.spare_spots()).get(piece.removeprefix(SPARE_PIECE))
        return None

    def spare_spots(self) -> list[tuple[str, pygame.Rect]]:
        """The absent samurai's tokens by the village as drawn (none without the variant)."""
        view = self.shown_view()
        return spare_spots(self.layout(), view) if view.spare_variant else []

    def spare_token_at(self, pos: tuple[int, int]) -> str:
        """The absent samurai whose token by the village lies under ``pos``, or ""."""
        return next((name for name, spot in self.spare_spots() if spot.collidepoint(pos)), "")

    def use_spare_token(self, name: str) -> None:
        """A click on an absent samurai's token: spent as its button spends it when the engine
        allows it now, else a toast tells why (spent already, or the engine's reason)."""
        action = A.UseSpareToken(name)
        if action in self.legal_for_viewer():
            self.app.audio.play("click")
            self._press(action)
            return
        if name not in self.sview.spare:
            reason = t("spirit.spare_spent", name=name)
        else:
            seat = self.decision_seat() if self.viewer is None else self.viewer
            reason = self.explain(seat, action) or t("spirit.spare_not_now")
        self.toasts.show(reason)
        self.app.audio.play("invalid")

    def piece_at(self, pos: tuple[int, int]) -> str | None:
        if self.drag is None:
            return None
        for piece in ("brigand", "token", *(SPARE_PIECE + name for name, _ in self.spare_spots())):
            rect = self.piece_rect(piece)
            if rect is not None and rect.collidepoint(pos) and piece in self.drag.draggable():
                return piece
        return None

    # -- buttons and prompts -------------------------------------------------------------
    def supports(self) -> tuple[Action, ...]:
        return tuple(a for a in self.legal_for_viewer() if isinstance(a, A.Support))

    def _support_list(self) -> None:
        found = self.supports()
        if len(found) == 1:
            self._press(found[0])
        elif found:
            self.ask_which(found)

    def support_refusal(self) -> str:
        """Why the viewer may not Support at the start of their turn, in the engine's words
        ("" when they may, or when no turn of theirs is being chosen): the token that will not
        lift and the dimmed Support button say it instead of staying silent."""
        state = self.match.state
        top = top_decision(state)
        seat = self.viewer
        if (self.script is not None or top is None or top.kind != "action" or seat != top.seat
                or not self.legal_for_viewer() or self.supports()):
            return ""
        others = [other for other in range(len(state.boards)) if other != seat]
        # asked about a teammate still in the round, if any: the reason then is Support's own,
        # not the choice of a samurai who passed
        target = next((other for other in others if not state.boards[other].passed), others[0])
        return self.explain(seat, A.Support(target))

    def support_dimmed(self) -> bool:
        """The Support button is drawn, dimmed: the turn's choices are up but not Support."""
        return (self.fight_button.enabled or self.pass_button.enabled) and not self.support_button.enabled

    def refuse_support(self) -> None:
        """A press on the token or the dimmed button: the reason, as a refused drop tells it."""
        self.toasts.show(self.support_refusal())
        self.app.audio.play("invalid")

    def _presser(self, action: Action) -> Callable[[], None]:
        return lambda: self._press(action)

    def _press(self, action: Action) -> None:
        if self.submit(action):
            self.app.audio.play("spirit/place")

    def prompt_actions(self) -> tuple[str, tuple[Action, ...]]:
        """The decision kind and the actions shown as prompt buttons for the viewer."""
        legal = self.legal_for_viewer()
        top = top_decision(self.match.state)
        if not legal or top is None:
            return "", ()
        shown = tuple(a for a in legal if not isinstance(a, BUTTON_TYPES + (A.Defend, A.Confront, A.Support)))
        return top.kind, shown

    def _refresh_prompt(self) -> None:
        kind, actions = self.prompt_actions()
        key = (self.match.state, tuple(self.beats.shown_counts().items()), self.viewer, kind, actions,
               self.layout().size, language())
        if key == self._prompt_key:
            return
        self._prompt_key = key
        lay = self.layout()
        self.prompt_buttons = []
        self.prompt_shown = ()
        self.order_buttons = []
        orders = tuple(a for a in actions if isinstance(a, A.KiaiReorder))
        if orders and self.shown_cards():
            rects = reveal_rects(lay, len(self.shown_cards()), len(orders))
            self.order_buttons = [Button(rect, order_text(a.order), self._presser(a), size=lay.px(20),
                                         on_sound=self.app.audio.play) for a, rect in zip(orders, rects.orders, strict=True)]
            actions = tuple(a for a in actions if not isinstance(a, A.KiaiReorder))
        if not actions:
            return
        area = self.prompt_area()
        size = lay.px(20)
        gap = lay.px(6)

        def natural(label: str) -> int:
            return max(lay.px(90), font(size).size(label)[0] + lay.px(28))

        labels = [self.action_label(a) for a in actions]
        widths = [natural(label) for label in labels]
        list_label = f"{self.list_heading(kind)} ({len(actions)})"
        # the question may take whatever the buttons at their own width leave of the bar
        buttons = natural(list_label) if len(actions) > 6 else sum(widths) + gap * (len(widths) - 1)
        x = area.left + self.title_width(kind, area.width - buttons)
        room = area.right - x
        if sum(widths) + gap * (len(widths) - 1) > room:
            widths = shared_widths(widths, room - gap * (len(widths) - 1), lay.px(90))
            readable = [self.readable_width(a, label, natural(label))
                        for a, label in zip(actions, labels, strict=True)]
            if len(actions) > 6 or any(w < r for w, r in zip(widths, readable, strict=True)):
                # too many to line up, or cut past reading: one button opens the full list
                rect = pygame.Rect(x, area.top, natural(list_label), area.height)
                title = self.list_title(kind)
                self.prompt_buttons.append(Button(rect, list_label, lambda: self.ask_which(actions, title),
                                                  primary=True, size=size, on_sound=self.app.audio.play))
                self.prompt_shown = ()
                return
        for action, label, width in zip(actions, labels, widths, strict=True):
            rect = pygame.Rect(x, area.top, width, area.height)
            self.prompt_buttons.append(Button(rect, label, self._presser(action), size=size,
                                              on_sound=self.app.audio.play))
            x += width + gap
        self.prompt_shown = actions

    def readable_width(self, action: Action, label: str, natural: int) -> int:
        """The narrowest button that still reads ``label``: most of it, or, when the label
        starts with the brigand it is about, that brigand whole (the hover gives the rest). A
        wound's button ends on what the wound does, up to a lost game: it reads only whole."""
        if isinstance(action, A.ChooseWounded):
            return natural
        brigand = named_card(action, [board.line for board in self.match.state.boards])
        if brigand is None or not label.startswith(kiai_card_name(brigand)):
            return round(natural * 0.6)
        lay = self.layout()
        head = kiai_card_name(brigand) + " :"  # the brigand and the colon after it
        return font(lay.px(20)).size(head)[0] + lay.px(28)

    def ask_which(self, actions: Any, title: str = "") -> None:
        """A long list of a Kiai's pairs (Daisuke moving a brigand, Kyuzo lending a token: up to
        some forty at seven samurai) is picked in two steps: whose, then to whom; other choices
        (No effect) stay in the first step as they are."""
        groups = pairs_by_first(actions)
        if groups is None:
            super().ask_which(actions, title)
            return
        from scenes.kit.dialogs import ChoiceScene

        state = self.match.state
        lines = [board.line for board in state.boards]
        options: list[tuple[str, Any]] = [(first_step_label(group[0], self.names, lines), tuple(group))
                                          for group in groups.values()]
        options += [(self.action_label(a), a) for a in actions if first_of_pair(a) is None]

        def chosen(picked: Any) -> None:
            if isinstance(picked, tuple):
                super(SpiritTable, self).ask_which(list(picked), title)
            else:
                self.submit(picked)

        first = t("spirit.kiai_first", name=state.boards[self.decision_seat()].samurai)
        self.app.stack.push(ChoiceScene(self.app, first, options, chosen))

    def list_heading(self, kind: str) -> str:
        """The words of the button that opens a prompt's full list: what is chosen there."""
        if kind == "kiai":
            return t("spirit.kiai_choose", name=self.match.state.boards[self.decision_seat()].samurai)
        return t("spirit.choose")

    def list_title(self, kind: str) -> str:
        """The title of a prompt's full list: the Kiai it is for, or the prompt's question."""
        if kind == "kiai":
            return t("spirit.kiai_list", name=self.match.state.boards[self.decision_seat()].samurai)
        return self.titled(kind)

    def title_width(self, kind: str, spare: int = 0) -> int:
        """Room for the prompt's question, drawn bold on at most two lines: its own width up to
        a third of the bar, wider only when two lines of that would not hold it: up to all that
        the buttons leave (``spare``: the bar's width less the buttons at their own width), and
        never less than px(460) for that. When the buttons need the room, a question that would
        fit on one line folds onto two."""
        lay = self.layout()
        size = lay.px(18)
        title = self.titled(kind)
        own = font(size, True).size(title)[0]
        widest = max(lay.px(460), spare - lay.px(14))
        width = min(own, lay.px(300))
        if own + lay.px(14) > spare:
            width = min(width, own // 2)
        while len(wrap(title, size, width, True)) > 2 and width < widest:
            width = min(widest, width + lay.px(10))
        return width + lay.px(14)

    def title_lines(self, kind: str, width: int) -> list[str]:
        """The question as drawn in ``width``: wrapped on the lines the bar's height holds (two
        as a rule), the last one cut only when even those cannot hold it."""
        lay = self.layout()
        size = lay.px(18)
        most = max(2, self.prompt_area().height // font(size, True).get_linesize())
        return lines_within(self.titled(kind), size, width, most, bold=True)  # measured bold, as drawn

    def shown_cards(self) -> tuple[int, ...]:
        """The cards the view turns face up for the open decision (Katsushiro's Kiai)."""
        top = top_decision(self.sview)
        return top.shown if top is not None else ()

    def titled(self, kind: str) -> str:
        """The prompt's question headed by the samurai who answers it (off turn too)."""
        seat = self.decision_seat()
        name = self.decider(seat) if seat >= 0 else ""
        state = self.match.state
        question = prompt_title(kind, self.legal_for_viewer(), top_decision(state), state)
        return titled(name, question) if name else question

    def decider(self, seat: int) -> str:
        """Who answers ``seat``'s question: its samurai, and its person too when the mouse
        changes hands (the last move by a person was someone else's). Without a cover in this
        open game, the words are what tells the one at the screen it is no longer their turn."""
        samurai = self.match.state.boards[seat].samurai
        person = self.match.seats[seat].name
        if not self._several_people() or self.last_person() == person:
            return samurai
        return t("spirit.samurai_person", name=samurai, person=person)

    def last_person(self) -> str | None:
        """The name of the person who made the last move by a person (bots' moves skipped)."""
        for step in reversed(self.match.steps):
            if step.seat in self.humans:
                return self.match.seats[step.seat].name
        return None

    def prompt_area(self) -> pygame.Rect:
        """The prompt's room in the bar: all of it when Fight and Pass are not on offer."""
        lay = self.layout()
        legal = self.legal_for_viewer()
        right = lay.undo_button.left - lay.px(12) if self.can_take_back() else lay.prompt.right
        left = lay.prompt.left if A.Fight() in legal or A.Pass() in legal else lay.bar.left + lay.px(12)
        return pygame.Rect(left, lay.prompt.top, right - left, lay.prompt.height)

    # -- events from the engine ------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        before, self._state_before = self._state_before, self.match.state
        # the end of a round is told banner by banner over the table as it stood at each one:
        # the engine's steps replayed, keeping the state after each event
        states = states_by_event(before, action, events, self.viewer) if tells_round_end(events) else None
        self.add_flights(events)
        self.beats.add_events(events, self.names, self.app.settings.pace, self._counts_before, states, before)
        self.log.add(self.beats.take_told())  # the chronicle keeps pace with the banners
        self._counts_before = village_counts(self.match.state)
        for sound in self.beats.sounds_now():
            self.app.audio.play(sound)
        self._prompt_key = ()

    def add_flights(self, events: tuple[Event, ...]) -> None:
        """Brigands laid on a board this step fly there from where the eye last saw them:
        the draw spot (or the held card's release point), or the board they were taken from."""
        lay = self.layout()
        start = lay.drawn.copy()
        if self._drop_pos is not None:  # the viewer's own drop: the card flies on from there
            start.center = (round(self._drop_pos[0]), round(self._drop_pos[1]))
            self._drop_pos = None
        seconds = 0.32 * self.app.settings.pace
        if seconds <= 0:
            return
        for e in events:
            if e.kind in ("card_defended", "card_confronted") and isinstance(e.get("card"), int):
                self.flights.append(Flight(e.get("card"), start.copy(), e.get("seat"), seconds))

    def flight_pose(self, flight: Flight) -> pygame.Rect | None:
        lay = self.layout()
        state = self.shown_state()
        if not 0 <= flight.seat < len(lay.boards):
            return None
        end = card_rect(lay, lay.boards[flight.seat], state.boards[flight.seat], flight.card)
        if end is None:
            return None
        k = min(1.0, flight.elapsed / flight.seconds)
        k = 1 - (1 - k) ** 3  # ease out: a quick throw that settles
        w = round(flight.start.width + (end.width - flight.start.width) * k)
        h = round(flight.start.height + (end.height - flight.start.height) * k)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(flight.start.centerx + (end.centerx - flight.start.centerx) * k),
                       round(flight.start.centery + (end.centery - flight.start.centery) * k))
        return rect

    def needs_cover(self, seat: int) -> bool:
        """Nothing in Samurai Spirit belongs to one player alone: the screen turns to whoever
        decides without hiding the table (see docs/rulings.md, Seats)."""
        return False

    def can_take_back(self) -> bool:
        """The last move was a person's and showed nothing new (the engine's ``can_undo``): in
        this cooperative game whoever sits at the screen may take it back."""
        steps = self.match.steps
        return (self.script is None and bool(steps) and steps[-1].seat in self.humans
                and not self.match.finished and self.match.can_undo())

    def undo(self) -> bool:
        return self.can_take_back() and self.take_back()

    def on_viewer_changed(self) -> None:
        self._prompt_key = ()
        self.detail = []
        self.browser = None
        if self.drag is not None:
            self.drag.cancel()
        self.held = None
        self.physical_hand.let_go()

    def telling_round_end(self) -> bool:
        """The banners still tell the end of a round over the table as it stood: the choices
        it leads to wait for them."""
        return self.beats.replaying()

    def on_undo(self, step: Step) -> None:
        self._state_before = self.match.state
        self.beats.clear()
        self.beats.take_told()  # the chronicle is written again from the history
        self.log = GameLog()
        self.chronicle = Chronicle()
        for told in self.match.told():
            self.log.add(told)
        self.on_viewer_changed()

    def animating(self) -> bool:
        """Banners, flights, or the discard spread out: the bots wait for the eye."""
        return self.beats.busy or bool(self.flights) or self.browser is not None

    def on_game_over(self) -> None:
        from scenes.spirit.results import SpiritResults

        self.app.stack.push(SpiritResults(self.app, self.match))  # which plays the ending sound

    def finish_animations(self) -> None:
        """The banners too (a round's end told over the table as it stood), and the flights."""
        super().finish_animations()
        self.beats.clear()
        self.log.add(self.beats.take_told())
        self.flights.clear()

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.browser is not None:
            return self.browse_event(event)
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_time = 0.0
            if self.detail and self.details_at(event.pos) != self.detail:
                self.detail = []  # a right-click's text stays only while the pointer is on its thing
            if self.held is not None and self.drag is not None:
                self.drag.hover = self.drop_target(event.pos)
                if self.press_pos is not None and not is_click(self.press_pos, event.pos):
                    self.press_pos = None  # it left the press: a drag now, even if it comes back
            return False
        if event.type == pygame.MOUSEWHEEL and self.layout().log.collidepoint(self.mouse):
            self.chronicle.scrollback.wheel(event.y)  # the wheel up reads back
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.layout().discard.collidepoint(event.pos) and self.shown_view().discard):
            self.mouse, self.detail = event.pos, []
            self.browser = DiscardBrowser()  # it only looks, so a replay opens it too
            return True
        if self.script is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.detail = self.details_at(event.pos)
            self.detail_pos = event.pos
            return bool(self.detail)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.detail = []
            piece = self.piece_at(event.pos)
            rect = self.piece_rect(piece) if piece is not None else None
            if piece is not None and rect is not None and self.drag is not None:
                self.held, self.press_pos = piece, event.pos
                self.drag.grab(piece)
                self.hold_piece(piece, event.pos, rect)
                self.app.audio.play("spirit/draw")
                return True
            if self.on_own_token(event.pos) and self.support_refusal():
                self.refuse_support()  # the token stays put: say why
                return True
            if spare := self.spare_token_at(event.pos):  # not usable now: say why
                self.use_spare_token(spare)
                return True
            if self.layout().deck.collidepoint(event.pos) and self.fight_button.enabled:
                self.app.audio.play("click")  # the deck draws as the Fight button does
                self._press(A.Fight())
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held is not None:
            held, self.held = self.held, None
            if self.physical_hand.piece is not None:  # its flight starts where it was drawn
                self._drop_pos = self.physical_hand.piece.drawn_position(self.app.since_update)
            self.physical_hand.let_go()  # the drop reads the pointer, never the body
            target = self.drop_target(event.pos)
            spare = held.removeprefix(SPARE_PIECE) if held.startswith(SPARE_PIECE) else ""
            clicked = self.press_pos is not None and is_click(self.press_pos, event.pos)
            if spare and target is None and clicked:
                self.drag.release(None)  # a click, not a drag: the token is spent as its button does
                self.use_spare_token(spare)
            else:
                self.release_drag(target)
            self._drop_pos = None
            self._prompt_key = ()
            return True
        self._refresh_prompt()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return self.undo()
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.support_dimmed()
                and self.support_button.rect.collidepoint(event.pos) and self.support_refusal()):
            self.refuse_support()  # a dimmed button is not silent: it tells why
            return True
        for button in [self.fight_button, self.support_button, self.pass_button, self.undo_button,
                       *self.prompt_buttons, *self.order_buttons]:
            if button.enabled and button.handle_event(event):
                return True
        return False

    def holding(self) -> bool:
        return self.held is not None

    def cancel_drag(self) -> bool:
        """The token or the brigand goes back where it was taken (Esc, a lost focus, a screen
        over the table)."""
        held = self.held is not None
        super().cancel_drag()
        self.held = None
        return held

    def on_own_token(self, pos: tuple[int, int]) -> bool:
        """``pos`` is on the spot of the deciding viewer's support token (there or lent out)."""
        lay = self.layout()
        seat = self.decision_seat()
        on_board = 0 <= seat < len(lay.boards)
        return seat == self.viewer and on_board and lay.boards[seat].token.collidepoint(pos)

    def browse_event(self, event: pygame.event.Event) -> bool:
        """The discard spread out takes every event until a click or Esc closes it."""
        assert self.browser is not None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.browser.scroll(-event.y)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
              or event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.browser = None
        return True

    def explain(self, seat: int, action: Action) -> str:
        return retell(super().explain(seat, action))

    def details_at(self, pos: tuple[int, int]) -> list[str]:
        """Full texts of the card, samurai or prompt button under ``pos`` (hover and right-click)."""
        spares = [(b.rect, a.samurai) for b, a in zip(self.prompt_buttons, self.prompt_shown, strict=False)
                  if isinstance(a, A.UseSpareToken)]
        for button, action in zip(self.prompt_buttons, self.prompt_shown, strict=False):
            if button.rect.collidepoint(pos) and not isinstance(action, A.UseSpareToken):
                return self.button_detail(button, action)
        if self.support_dimmed() and self.support_button.rect.collidepoint(pos):
            reason = self.support_refusal()
            return [reason] if reason else []
        return details_at(self.layout(), self.shown_view(), pos, len(self.order_buttons), spares,
                          [seat.name for seat in self.match.seats])

    def button_detail(self, button: Button, action: Action) -> list[str]:
        """A prompt button's hover text: its whole label when the button cuts it or names a
        brigand, with that brigand's own text; nothing for a label read whole and cardless."""
        brigand = named_card(action, [board.line for board in self.match.state.boards])
        label = self.action_label(action)
        if brigand is None:
            cut = fit_text(label, button.size, button.rect.width - 16) != label  # as Button draws it
            return [label] if cut else []
        return [label, card_detail(brigand)]

    def update(self, dt: float) -> None:
        super().update(dt)
        for sound in self.beats.update(dt):
            self.app.audio.play(sound)
        self.log.add(self.beats.take_told())
        for flight in self.flights:
            flight.elapsed += dt
        if self.flights and all(f.elapsed >= f.seconds for f in self.flights):
            self.flights.clear()
            self.app.audio.play("spirit/place")
        self.hover_time += dt
        self._refresh_prompt()
        legal = self.legal_for_viewer()
        self.fight_button.enabled = A.Fight() in legal
        self.pass_button.enabled = A.Pass() in legal
        self.support_button.enabled = bool(self.supports())
        self.undo_button.enabled = self.can_take_back()

    # -- drawing ---------------------------------------------------------------------------
    def shown_state(self) -> State:
        """The table as the current beat shows it: during the end of a round, as it stood at
        that banner; else as the game stands."""
        snapshot = self.beats.shown_state()
        return self.match.state if snapshot is None else snapshot

    def shown_view(self) -> State:
        """The viewer's view as the current beat shows it: during the end of a round the whole
        table as it stood at each banner; otherwise the village's pieces fall one by one."""
        snapshot = self.beats.shown_state()
        if snapshot is not None:
            shown: State = self.match.game.view(snapshot, self.viewer)
            return shown
        view = self.sview
        counts = self.beats.shown_counts()
        if not counts:
            return view
        farms = counts.get("farms", len(view.farms))
        total = len(view.farms) + len(view.burnt)
        return replace(
            view, barricades=counts.get("barricades", view.barricades), round=counts.get("round", view.round),
            farms=(HIDDEN_FARM,) * farms, burnt=view.burnt[:max(0, total - farms)],
            families=view.families + ("?",) * max(0, counts.get("families", len(view.families)) - len(view.families)),
            infiltrators=(HIDDEN,) * counts.get("infiltrators", len(view.infiltrators)),
        )

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout()
        view = self.shown_view()
        top = top_decision(view)
        deciding = top.seat if top is not None else -1
        lit = self.drag.lit if self.drag is not None else set()
        hover = self.drag.hover if self.drag is not None else None
        # the village, the boards and the chronicle only change with the game or a held piece:
        # they are painted once into a backdrop and blitted on the frames between
        flying = frozenset(f.card for f in self.flights)
        key = (self.match.state, tuple(self.beats.shown_counts().items()), self.viewer, frozenset(lit), hover,
               self.held, self._layout_key, len(self.log.events), flying, self.beats.shown_state(),
               self.chronicle.scrollback.back)
        if self._backdrop is None or self._backdrop[0] != key or self._backdrop[1].get_size() != surface.get_size():
            back = pygame.Surface(surface.get_size())
            self.paint_backdrop(back, lay, view, deciding, lit, hover, flying)
            self._backdrop = (key, back)
        surface.blit(self._backdrop[1], (0, 0))
        self.draw_bar(surface, lay, view)
        self.draw_shown(surface, lay)
        if top is not None and top.kind in ("card", "place") and top.card != HIDDEN:
            if self.held == "brigand":
                face = card_face(top.card, lay.drawn.size, self.app.assets)
                self.physical_hand.draw(surface, face, self.app.since_update, shadow=LIFTED_SHADOW)
            else:
                pulse = 2 + round(2 * abs(((self.clock * 2) % 2) - 1))
                if "brigand" in (self.drag.draggable() if self.drag is not None else set()):
                    pygame.draw.rect(surface, GOLD_BRIGHT, lay.drawn.inflate(pulse * 2, pulse * 2), 2, border_radius=8)
                draw_card(surface, lay.drawn, top.card, self.app.assets)
        if self.held is not None and self.held != "brigand" and 0 <= deciding < len(lay.boards):
            name = self.held.removeprefix(SPARE_PIECE)  # the tint of an absent samurai's spare token
            size = lay.boards[deciding].token.size
            token = self.app.assets.image("spirit/support", size, SAMURAI_TINTS.get(name))
            self.physical_hand.draw(surface, token, self.app.since_update)
        for flight in self.flights:
            pose = self.flight_pose(flight)
            if pose is not None:
                draw_card(surface, pose, flight.card, self.app.assets, lifted=True)
        self.beats.draw(surface, lay, self.app.assets)
        self.draw_detail(surface, lay)
        self.draw_overlays(surface)
        if self.browser is not None:  # over the replay bar and the menu button too: it takes every event
            self.browser.draw(surface, view.discard, self.app.assets, lay.s, self.mouse, lay.bar.top)

    def draw_shown(self, surface: pygame.Surface, lay: geometry.Layout) -> None:
        """Katsushiro's Kiai: the cards face up for everyone, the orders for him."""
        shown = self.shown_cards()
        if not shown:
            return
        rects = reveal_rects(lay, len(shown), len(self.order_buttons))
        name = self.match.state.boards[self.decision_seat()].samurai
        draw_reveal(surface, lay, rects, shown, self.app.assets, name, bool(self.order_buttons))
        for button in self.order_buttons:
            button.draw(surface)

    def paint_backdrop(self, surface: pygame.Surface, lay: geometry.Layout, view: State, deciding: int,
                       lit: set[Any], hover: Any, flying: frozenset[int]) -> None:
        surface.fill((26, 22, 20))
        # lieutenants and chiefs counted in the true view: a beat's village rewrites the piles
        label = deck_label(self.sview) if view.deck == self.sview.deck else ""
        held = self.held or ""
        held_spare = held.removeprefix(SPARE_PIECE) if held.startswith(SPARE_PIECE) else ""
        draw_village(surface, lay, view, self.app.assets, self.clock, label, held_spare)
        players = [s.name for s in self.match.seats]
        for seat, rects in enumerate(lay.boards):
            away = not token_home(view, seat) or (self.held == "token" and seat == deciding)
            draw_board(surface, lay, rects, view, seat, players, self.app.assets,
                       seat == view.active and not view.over, seat == deciding, lit, hover, away, flying)
            if ("seat", seat) in lit:
                # jade as the lit Defend and Confront lines: the active board's gold frame is
                # no target, and must not look like one
                width = 5 if hover == ("seat", seat) else 3
                pygame.draw.rect(surface, JADE, rects.whole, width, border_radius=10)
        for name in ("deck", "discard"):
            if name in lit:
                rect = lay.deck if name == "deck" else lay.discard
                pygame.draw.rect(surface, GOLD_BRIGHT, rect.inflate(6, 6), 4 if hover == name else 2, border_radius=8)
        self.draw_log(surface, lay)

    def draw_bar(self, surface: pygame.Surface, lay: geometry.Layout, view: State) -> None:
        panel(surface, lay.bar, PANEL, GOLD_DIM, 230)
        legal = self.legal_for_viewer()
        acting = self.acting_human()
        top = top_decision(view)
        if self.fight_button.enabled:
            self.fight_button.label = t("spirit.fight")
            self.fight_button.draw(surface)
        if self.pass_button.enabled:
            self.pass_button.label = t("spirit.pass")
            self.pass_button.draw(surface)
        if self.undo_button.enabled:
            self.undo_button.label = t("spirit.undo")
            self.undo_button.draw(surface)
        if self.fight_button.enabled or self.pass_button.enabled:
            self.support_button.label = t("spirit.support")
            self.support_button.draw(surface)  # drawn dimmed when Support is not on offer
        kind, actions = self.prompt_actions()
        area = self.prompt_area()
        if actions:
            title_w = self.prompt_buttons[0].rect.left - area.left - lay.px(12) if self.prompt_buttons else area.width
            lines = self.title_lines(kind, title_w)
            line_h = font(lay.px(18), True).get_linesize()
            y = area.centery - line_h * len(lines) // 2
            for line in lines:
                draw_text(surface, line, (area.left, y), lay.px(18), GOLD_BRIGHT, True)
                y += line_h
            for button in self.prompt_buttons:
                button.draw(surface)
            return
        area = self.prompt_area()
        hint = self.bar_hint() if legal and top is not None else ""  # none while a round's end is told
        if hint:
            lines = lines_within(hint, lay.px(20), area.width, 2)  # headed by who decides: two lines at most
            line_h = font(lay.px(20)).get_linesize()
            y = area.centery - line_h * len(lines) // 2
            for line in lines:
                draw_text(surface, line, (area.left, y), lay.px(20), INK)
                y += line_h
        elif top is not None and acting is None:
            draw_text(surface, self.waiting_words(top.seat), (lay.bar.left + lay.px(16), lay.bar.centery),
                      lay.px(20), INK_DIM, anchor="midleft")

    def waiting_words(self, deciding: int) -> str:
        """The bar's words while the viewer has nothing to decide: who is deciding; in a replay,
        whose move the record holds next (the watcher steps the moves and waits for nobody)."""
        if self.script is not None:
            seat = self.next_in_record()
            return "" if seat is None else t("table.replay_next", name=self.match.state.boards[seat].samurai)
        return t("spirit.waiting", name=self.match.state.boards[deciding].samurai)

    def bar_hint(self) -> str:
        """The action bar's words when no question buttons are up: the gestures the decision
        takes, headed by who decides (the person too when the mouse changes hands). At the
        start of a turn, every choice the buttons offer, not only the one made by a drag."""
        legal = self.legal_for_viewer()
        top = top_decision(self.match.state)
        if not legal or top is None:
            return ""
        who = self.decider(top.seat)
        if top.kind in ("card", "place"):
            return titled(who, drag_words(drag_kind(top), legal, more=False))
        if choices := turn_words(legal):
            return titled(who, choices, echoes_buttons=True)
        return t("spirit.your_turn", name=who)

    def draw_log(self, surface: pygame.Surface, lay: geometry.Layout) -> None:
        self.chronicle.draw(surface, lay.log, lay.px, self.log, self.names, foot=lay.px(MENU_FOOT - 22))

    def draw_detail(self, surface: pygame.Surface, lay: geometry.Layout) -> None:
        if self.covered or self.browser is not None:  # the browser's own tooltip is the one to read
            return
        lines, where = self.detail, self.detail_pos
        if not lines and self.held is None and self.hover_time > HOVER_DELAY:
            lines, where = self.details_at(self.mouse), self.mouse
        if not lines:
            return
        draw_tooltip(surface, lines, where, lay.px)
