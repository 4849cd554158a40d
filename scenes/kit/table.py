"""What every table scene shares: the match, bots in a worker process (or thread) at a readable pace,
hot-seat hand-offs, autosave after every action, replay stepping, the end of the game.

A game's table subclasses ``TableScene`` and draws ``self.match.game.view(state, self.viewer)``;
it turns input into actions only through ``self.submit`` (or the ``DragController`` that
``self.make_drag`` wires to the engine), and animates the events it receives in ``on_events``.
Subclasses that override ``handle_event`` and ``update`` call the base versions; Esc that a
table does not use opens the pause menu, and so does the menu button each table places with
``menu_button_rect``; ``draw_overlays`` ends ``draw``.

Hot-seat: when the next decision belongs to another person, the table first asks the one who
just moved to confirm (with a take-back when the game allows undo; a setting turns this off),
then the opaque hand-off screen hides everything until the next person clicks. When only bots
play before another person's decision, or a moment plays for everyone (a reveal), the table
shows the spectator's view (viewer None) meanwhile: nobody's secrets stay on screen.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.match import Match, Step
from scenes.kit.dialogs import DialogScene
from scenes.kit.dnd import DragController, DropResult
from scenes.kit.held import Hand
from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.tween import Tweens
from scenes.kit.widgets import GOLD, INK, INK_DIM, Button, Toasts, draw_panel, draw_text, font, ui_scale

if TYPE_CHECKING:
    from scenes.app import App

BOT_PAUSE_SECONDS = 0.7  # pause before each AI action at normal speed, so people can follow
REPLAY_ARROW = (36, 34)  # a replay step button, at the 1280x720 design
REPLAY_GAP = 6  # between a step button and the bar's edge
MENU_BUTTON_SIDE = 30  # the menu button's side at the 1280x720 design
# how long a moment played for everyone (a reveal) holds the spectator's view, at normal speed,
# before the next person's cover: long enough for all at the screen to read it
PUBLIC_MOMENT_SECONDS = 2.0
TURN_CUE_VOLUME = 0.55  # "your turn" against bots: a reminder under the game's own sounds

register({
    "en": {
        "table.no_fit": "That does not go there.",
        "table.pass_title": "Pass the turn?",
        "table.pass_text": "Your move is made. Next to decide: {name}.",
        "table.pass_yes": "Pass to {name}",
        "table.take_back": "Take back my move",
        "table.ask_title": "Hand over for an answer?",
        "table.ask_text": "Your move is made. {name} must answer it before play goes on.",
        "table.answered_title": "Pass the mouse?",
        "table.answered_text": "Your answer is given. Next to decide: {name}.",
        "table.which": "Which do you mean?",
        "table.replay": "Replay · move {done} of {total}",
        "table.replay_keys": "◀ ▶ or arrows · Esc: menu",
        "table.replay_end": "End of the record · Esc: menu",
        "table.replay_next": "Next move: {name}",
        "table.menu": "Menu (Esc)",
        "table.skip_hint": "Space: skip the animations",
    },
    "fr": {
        "table.no_fit": "Cela ne va pas là.",
        "table.pass_title": "Passer la main ?",
        "table.pass_text": "Votre coup est joué. Prochain à décider : {name}.",
        "table.pass_yes": "Passer à {name}",
        "table.take_back": "Reprendre mon coup",
        "table.ask_title": "Passer la souris pour une réponse ?",
        "table.ask_text": "Votre coup est joué. {name} doit y répondre avant que la partie continue.",
        "table.answered_title": "Passer la souris ?",
        "table.answered_text": "Votre réponse est donnée. Prochain à décider : {name}.",
        "table.which": "Lequel voulez-vous dire ?",
        "table.replay": "Relecture · coup {done} sur {total}",
        "table.replay_keys": "◀ ▶ ou flèches · Échap : menu",
        "table.replay_end": "Fin de l'enregistrement · Échap : menu",
        "table.replay_next": "Coup suivant : {name}",
        "table.menu": "Menu (Échap)",
        "table.skip_hint": "Espace : passer les animations",
    },
})


def corner_menu_rect(size: tuple[int, int]) -> pygame.Rect:
    """The menu button in the window's top right corner (a screen with nothing in that corner)."""
    s = ui_scale(size)
    rect = pygame.Rect(0, 0, round(MENU_BUTTON_SIDE * s), round(MENU_BUTTON_SIDE * s))
    rect.topright = (size[0] - round(8 * s), round(8 * s))
    return rect


class MenuButton:
    """The icon that opens the pause menu, with a "Menu (Esc)" hint on hover: without it a
    mouse-only player never finds the rules, the settings or the way back to the menu."""

    def __init__(self, app: App, open_menu: Callable[[], None]) -> None:
        self.app = app
        self.button = Button(pygame.Rect(0, 0, 0, 0), "", open_menu, on_sound=app.audio.play)

    @property
    def rect(self) -> pygame.Rect:
        return self.button.rect

    def place(self, rect: pygame.Rect) -> None:
        if self.button.icon is None or rect.size != self.button.rect.size:
            side = round(rect.height * 0.75)
            self.button.icon = self.app.assets.image("ui/icon_menu", (side, side), GOLD)
        self.button.rect = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.button.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.button.draw(surface)
        if self.button.hovered:
            self._draw_hint(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hint under the button (over it near the window's foot), kept inside the window."""
        s = ui_scale(surface.get_size())
        size = round(18 * s)
        words = t("table.menu")
        width, height = font(size).size(words)
        box = pygame.Rect(0, 0, width + round(16 * s), height + round(10 * s))
        box.topright = (self.rect.right, self.rect.bottom + round(6 * s))
        if box.bottom > surface.get_height():
            box.bottom = self.rect.top - round(6 * s)
        box.left = max(0, box.left)
        draw_panel(surface, box, alpha=235)
        draw_text(surface, words, box.center, size, INK, anchor="center")


class TableScene(Scene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.script = script  # replay: the saved steps, played one by one on request
        self.bots = BotTable(match) if script is None else BotTable(match, set())
        humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.humans = humans if script is None else []
        # who sits does not change; seats under one name are one person playing several
        self._people = len({match.seats[seat].name for seat in self.humans})
        self.viewer: int | None = humans[0] if humans else None
        self.toasts = Toasts()
        self.tweens = Tweens(pace=app.settings.pace)
        self.clock = 0.0  # seconds since the table opened: pulses and idle animations
        self.drag: DragController | None = None
        self.physical_hand = Hand()  # the piece held in the physics: the table draws it at the hand's pose
        self._last_actor: int | None = None  # the seat whose action came last
        self._bot_key = app.bot_runner.new_key()  # the worker keeps this match's bots under it
        self._thinking: tuple[int, Any, Future[Action]] | None = None
        self._bot_wait = BOT_PAUSE_SECONDS * app.settings.pace
        self._handoff_open = False
        self._replay_buttons: list[Button] = []  # a replay's step back and step on, on its bar
        self._watching = 0.0  # seconds the spectator's view still holds a moment played for everyone
        self._game_over_shown = False
        self._save_lock = threading.Lock()
        self.skip_requested = False
        self.detail_card: int | None = None  # the card a right click shows large, if any
        self._sounds_due: list[tuple[float, str]] = []  # (seconds left, name): sounds timed to an animation
        self._bots_have_moved = False  # a bot moved while the person had no decision to make
        self._person_waits = False  # no decision of a person's was due at the last look
        self.menu_button = MenuButton(app, self.open_pause_menu)

    # -- for subclasses ------------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        """Animate and log what just happened (events the viewer may see)."""

    def animating(self) -> bool:
        """True while an animation should hold the next AI move back."""
        return False

    def on_viewer_changed(self) -> None:
        """The person looking at the screen changed (hot-seat): refresh private things."""

    def menu_button_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the pause menu's button sits in a window of ``size``: each table puts it in a
        corner its layout leaves free at every size (by default the window's top right)."""
        return corner_menu_rect(size)

    def open_pause_menu(self) -> None:
        from scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def menu_button_shown(self) -> bool:
        """Hidden while another screen covers the table; shown in a replay too, whose bar has
        no way out but Esc, and while a replay's end screen steps aside (the way to the menu from
        there). A live game's results keep their own Save and Menu: the pause menu's "Save and
        quit" would not save a finished game's record."""
        return not self.covered or (self.script is not None and self.results_aside())

    def results_aside(self) -> bool:
        """The end screen on top stepped aside for a look at the table (the reveal's box goes too)."""
        from scenes.game_over import GameOverScene

        over = self.app.stack.top
        return isinstance(over, GameOverScene) and over.peeking

    # -- hot-seat, for subclasses --------------------------------------------------------------
    def turn_holder(self, state: Any) -> int | None:
        """The seat whose turn ``state`` is in, for games played turn by turn (None: the table
        cannot tell). A decision asked of someone else meanwhile answers that seat's moves."""
        return None

    def person_up_next(self) -> int | None:
        """While only bots decide: the human seat expected to decide next, when the table can
        tell. The view of that seat's person stays on screen through the bots' moves; any other
        person's view gives way to the spectator's. By default: the person whose turn the bots
        are answering in."""
        holder = self.turn_holder(self.match.state)
        return holder if holder in self.humans else None

    def plays_for_everyone(self, events: tuple[Event, ...]) -> bool:
        """The step's events are a moment every person at the screen watches (a reveal): it
        plays in the spectator's view, and the next person's decision comes behind the cover."""
        return False

    def privacy_key(self) -> str:
        """The text key of the cover's line saying what it keeps from the others."""
        return "handoff.private"

    def handover_kind(self, seat: int) -> str:
        """Why the mouse goes from the last mover to ``seat``'s person: "turn" (the turn passes),
        "ask" (``seat`` answers the mover inside the mover's turn: a parry) or "answered" (the
        mover answered inside someone else's turn, and play goes on)."""
        mover, steps = self._last_actor, self.match.steps
        if mover is None or not steps:
            return "turn"
        before = self.turn_holder(self.match.state_at(len(steps) - 1))
        if before is None:
            return "turn"
        if before != mover:
            return "answered"
        return "ask" if self.turn_holder(self.match.state) == mover else "turn"

    def play_later(self, name: str, seconds: float) -> None:
        """Play ``name`` when an animation shows what it announces, ``seconds`` from now (at
        once for 0). Space and a replay's next step drop it with the animation it went with."""
        if seconds <= 0:
            self.app.audio.play(name)
        else:
            self._sounds_due.append((seconds, name))

    def _play_sounds_due(self, dt: float) -> None:
        due = [(left - dt, name) for left, name in self._sounds_due]
        self._sounds_due = [(left, name) for left, name in due if left > 0]
        for left, name in due:
            if left <= 0:
                self.app.audio.play(name)

    def _cue_the_turn(self) -> None:
        """One person against bots: a soft "your turn" when the decision comes back to them
        after the bots played, once the animations have shown the bots' moves; once per return,
        never while they were deciding all along. Hot-seat has the cover's bell instead, and a
        replay asks nobody."""
        if self.acting_human() is None:
            self._person_waits = True
            return
        if not self._person_waits or self.animating():
            return
        if self._bots_have_moved and not self._several_people():
            self.app.audio.play("turn", TURN_CUE_VOLUME)
        self._person_waits = self._bots_have_moved = False

    def on_game_over(self) -> None:
        from scenes.game_over import GameOverScene

        self.app.stack.push(GameOverScene(self.app, self.match))

    # -- the mouse over cards, for tables that drag them -----------------------------------
    def on_press(self, pos: tuple[int, int]) -> bool:
        """The left button went down: pick something up. True when the press was used."""
        return False

    def on_release(self, pos: tuple[int, int]) -> bool:
        """The left button came up: drop what is held. True when the release was used."""
        return False

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card drawn under ``pos`` that a right click may show large."""
        return None

    def holding(self) -> bool:
        """Whether a piece is held under the left button now; tables that carry more than the
        drag controller's piece (a slot card, a token) say so too."""
        return self.drag is not None and self.drag.held is not None

    def cancel_drag(self) -> bool:
        """Let go of the held piece: it springs back where it came from and nothing is
        submitted. Tables override it to put their own held state back (calling this one).
        True when something was held."""
        held = self.holding()
        if self.drag is not None:
            self.drag.cancel()
        self.physical_hand.let_go()
        return held

    def hold_piece(self, key: Hashable, pointer: tuple[int, int], rect: pygame.Rect,
                   size: tuple[int, int] | None = None) -> None:
        """The piece drawn in ``rect`` is picked up at ``pointer`` (to be drawn ``size`` big when
        that differs): from now on it is drawn at the hand's pose (exactly at the pointer, upright,
        at the Instant animation speed)."""
        self.physical_hand.take(key, pointer, rect, exact=self.app.settings.pace <= 0, size=size)

    def _drag_lost(self, event: pygame.event.Event) -> bool:
        """The button-up of a held piece may never come (the window lost the focus, a screen
        came over the table): a focus loss, or a motion with the left button up, ends it."""
        if event.type == pygame.WINDOWFOCUSLOST:
            return True
        buttons = getattr(event, "buttons", None)
        return event.type == pygame.MOUSEMOTION and buttons is not None and not buttons[0]

    def card_buttons(self, event: pygame.event.Event) -> bool:
        """The buttons every card table reads alike: left press and release drive the drag,
        a right click on a card shows it large. False for any other event."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.on_press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.on_release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self.card_at(event.pos)
            if card is not None:
                self.cancel_drag()  # the big card covers the table: nothing may stay held under it
                self.detail_card = card  # the table draws it large until a click closes it
                return True
        return False

    def on_undo(self, step: Step) -> None:
        """An action was taken back: redraw from the current state."""
        self.on_viewer_changed()

    def action_label(self, action: Action) -> str:
        """How an action reads in a "which one?" list; tables give nicer words."""
        return str(action)

    # -- what the viewer may do --------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.match.game.view(self.match.state, self.viewer)

    def acting_human(self) -> int | None:
        """The human seat that must decide now, if any. For choices made at once, the person
        already at the screen goes first (no hand-off away and back), else the first seat."""
        due = [seat for seat in self.match.to_act() if seat in self.humans]
        if self.viewer in due:
            return self.viewer
        return due[0] if due else None

    def legal_for_viewer(self) -> tuple[Action, ...]:
        seat = self.acting_human()
        if seat is None or seat != self.viewer:
            return ()
        return self.match.legal(seat)

    def submit(self, action: Action, seat: int | None = None) -> bool:
        """Apply an action for ``seat`` (the viewer by default); a refusal becomes a toast."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            return False
        try:
            events = self.match.submit(seat, action)
        except IllegalAction as exc:
            self.toasts.show(exc.reason)
            return False
        if not self.bots.is_bot(seat):
            # a person acted: earlier refusals are spent and would hide the next question; a
            # bot's move leaves them, or a refusal told a moment before would vanish unread
            self.toasts.clear()
        self._after_step(seat, action, events)
        return True

    def make_drag(self, gesture_of: Callable[[Action], tuple[Hashable, Hashable] | None],
                  candidate: Callable[[Hashable, Hashable], Action | None]) -> DragController:
        """A drag-and-drop controller wired to this table: legal drops come from the engine,
        a single match is submitted, several open a "which one?" list, and a refused drop is
        explained by the engine's own reason for ``candidate(piece, target)``."""

        def explain(piece: Hashable, target: Hashable) -> str:
            action = candidate(piece, target)
            seat = self.viewer
            if action is None or seat is None:
                return t("table.no_fit")
            return self.explain(seat, action) or t("table.no_fit")

        self.drag = DragController(legal=self.legal_for_viewer, gesture_of=gesture_of,
                                   submit=lambda action: self.submit(action) and None,
                                   ask=self.ask_which, explain=explain)
        return self.drag

    def release_drag(self, target: Hashable | None) -> DropResult:
        """Drop the held piece on ``target`` (None: nowhere) with the sound and the toast."""
        assert self.drag is not None, "call make_drag first"
        result = self.drag.release(target)
        if result.kind == "sprang_back":
            self.toasts.show(result.reason)
            self.app.audio.play("invalid")
        elif result.kind == "submitted":
            self.app.audio.play("card_place")
        return result

    def ask_which(self, actions: Any, title: str = "") -> None:
        """Several actions fit one gesture: let the player pick (Esc picks none). ``title``
        names what is chosen when it is not one gesture's ambiguity ("Which do you mean?")."""
        from scenes.kit.dialogs import ChoiceScene

        options = [(self.action_label(a), a) for a in actions]
        self.app.stack.push(ChoiceScene(self.app, title or t("table.which"), options,
                                        lambda a: self.submit(a)))

    def explain(self, seat: int, action: Action) -> str:
        """The engine's reason why ``action`` is refused, asked without changing the match."""
        try:
            self.match.game.apply(self.match.state, seat, action)
        except IllegalAction as exc:
            return exc.reason
        return ""

    def _after_step(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self._last_actor = seat
        if self.script is None and self.bots.is_bot(seat):
            self._bots_have_moved = True
        self._bot_wait = BOT_PAUSE_SECONDS * self.app.settings.pace
        if self._several_people() and self.script is None and self.plays_for_everyone(events):
            if self.viewer is not None:
                self._show_to(None)  # before the events are read: they play as a spectator sees them
            self._watching = PUBLIC_MOMENT_SECONDS * self.app.settings.pace
        visible = tuple(e for e in events if e.visible_to(self.viewer))
        self.on_events(seat, action, visible)
        if self.script is None:
            self.autosave()

    def autosave(self) -> None:
        steps = list(self.match.steps)  # the history as it is now; the save is built off-frame
        match = self.match
        self.app.write_autosave(lambda: match.to_save(steps))

    # -- the loop ------------------------------------------------------------------------
    def enter(self) -> None:
        # the app's messages spoke of the screen before ("Game saved: Continue picks it up", a
        # record's file): a table opened by Continue, Rematch or a replay starts without them
        self.app.toasts.clear()
        if self.script is None and not self.match.finished:
            if self._several_people() and self.needs_cover(self.humans[0]):
                # Nobody knows who sits at the screen when a table opens (a new game, Continue):
                # the private view waits behind the cover, even for the first person to act.
                self.viewer = None
            self._update_handoff()  # a hand-off due from the start covers the table's first frame

    def _several_people(self) -> bool:
        return self._people > 1

    def exit(self) -> None:
        if self._thinking is not None:  # a decision nobody will read any more
            self._thinking[2].cancel()
            self._thinking = None

    def pause(self) -> None:
        """A screen came over the table (the pause menu, a dialog): the button-up of a held
        piece would land on it, so the piece goes back now."""
        super().pause()
        self.cancel_drag()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.physical_hand.follow(event.pos)
        if self.holding():
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return self.cancel_drag()  # Esc lets go of the piece on every table, no menu
            if self._drag_lost(event):
                self.cancel_drag()  # and the motion goes on to the table's hover
        if event.type == pygame.MOUSEBUTTONDOWN and self.viewer is None:
            self._watching = 0.0  # a click on the spectator's view: all have seen the moment
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip_requested = True
            self._bot_wait = 0.0
            self._watching = 0.0
            self.finish_animations()
            if self.script is not None:
                self.step_replay()
            return False  # the subclass may also use Space
        if self.menu_button_shown() and not self.holding():  # a held piece's drop is the table's
            self.menu_button.place(self.menu_button_rect(self.app.screen.get_size()))
            if self.menu_button.handle_event(event):
                return True
        if self.script is not None:
            for button in self._replay_buttons:
                if button.handle_event(event):
                    return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_LEFT):
                self._step_replay_by(1 if event.key == pygame.K_RIGHT else -1)
                return True
        return False

    def _step_replay_by(self, moves: int) -> None:
        """A replay's next or previous step: what the last one still played gives way first, or
        the table would lag behind the moves."""
        self.finish_animations()
        if moves > 0:
            self.step_replay()
        else:
            self.step_replay_back()

    def finish_animations(self) -> None:
        """Bring every animation to its end at once (Space, or the next step of a replay);
        tables with their own timelines, banners or effects finish those too."""
        self.tweens.finish_all()
        self._sounds_due.clear()

    def step_replay(self) -> bool:
        if self.script is None or len(self.match.steps) >= len(self.script):
            return False
        step = self.script[len(self.match.steps)]
        events = self.match.submit(step.seat, step.action)
        self._after_step(step.seat, step.action, events)
        return True

    def next_in_record(self) -> int | None:
        """In a replay: the seat whose move the record plays next (None once it is all played,
        and outside a replay)."""
        if self.script is None or len(self.match.steps) >= len(self.script):
            return None
        return self.script[len(self.match.steps)].seat

    def step_replay_back(self) -> bool:
        """A replay's previous position: everything is known in a saved game, so any move goes
        back, whatever the game lets a player take back."""
        if self.script is None:
            return False
        step = self.match.step_back()
        if step is None:
            return False
        self._last_actor = self.match.steps[-1].seat if self.match.steps else None
        self.on_rewound(step)
        return True

    def replay_back_button(self) -> Button | None:
        """The replay bar's ◀, once the bar has been drawn."""
        return self._replay_buttons[0] if self._replay_buttons else None

    def rewind_from_the_end(self) -> None:
        """Back from a replay's end screen to its move before last; the end screen comes again
        when the last move is played again."""
        self._game_over_shown = False
        self.step_replay_back()

    def on_rewound(self, step: Step) -> None:
        """A replay stepped back over ``step``: by default the table redraws as after a take-back."""
        self.on_undo(step)

    @property
    def covered(self) -> bool:
        """Whether another screen lies over the table (the end screen, a list, the pause menu):
        the pointer is on that screen, so the table shows no hover text of its own."""
        return self.app.stack.top is not self

    def may_take_back(self) -> bool:
        """Whether the viewer may take back their own last move: a person's, in play (not a
        replay, not over), that showed nothing new (the engine's ``can_undo``)."""
        steps = self.match.steps
        return (self.script is None and bool(steps) and self.viewer is not None and steps[-1].seat == self.viewer
                and not self.match.finished and self.match.can_undo())

    def take_back(self) -> bool:
        """Undo the last action when the game allows it."""
        step = self.match.undo()
        if step is None:
            return False
        self._last_actor = self.match.steps[-1].seat if self.match.steps else None
        self.autosave()
        self.on_undo(step)
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.physical_hand.piece is not None and not self.holding():
            self.physical_hand.let_go()  # whatever way the table let go of its piece, no body stays behind
        self.physical_hand.update(dt)
        self.toasts.update(dt)
        self._play_sounds_due(dt)
        self.tweens.pace = self.app.settings.pace
        self.tweens.update(dt)
        self._watching = max(0.0, self._watching - dt)
        if self.match.finished:
            if not self._game_over_shown and not self.animating():
                self._game_over_shown = True
                if self.script is None:
                    self.app.clear_autosave()
                self.on_game_over()
            return
        if self.script is not None:
            return
        self._update_handoff()
        self._cue_the_turn()
        self._update_bots(dt)

    def _update_handoff(self) -> None:
        seat = self.acting_human()
        if seat is None:
            self._spectate_while_bots_play()
            return
        if seat == self.viewer or self._handoff_open or self.animating() or self._watching > 0:
            return
        if not self._several_people() or self.same_person(seat) or not self.needs_cover(seat):
            self._show_to(seat)
            return
        self._handoff_open = True
        if (self.app.settings.confirm_pass_turn and self._last_actor is not None
                and self._last_actor == self.viewer):
            self._confirm_pass(seat)
        else:
            self._hand_off(seat)

    def _spectate_while_bots_play(self) -> None:
        """Only bots decide now. The person whose view is on screen keeps it when they are up
        next (playing against bots, or bots answering inside their turn); otherwise their hand
        gives way to the spectator's view at once, for the others are watching the bots too."""
        viewer = self.viewer
        if viewer is None or self._handoff_open or not self._several_people() or not self.match.to_act():
            return
        if not self.needs_cover(viewer):
            return  # nothing of this view is private: the screen stays as it is
        up_next = self.person_up_next()
        if up_next is not None and self.same_person(up_next):
            return
        self._show_to(None)

    def _show_to(self, seat: int | None) -> None:
        self._forget_private_sights()
        self.viewer = seat
        self.on_viewer_changed()

    def _forget_private_sights(self) -> None:
        """A card shown large or a refusal naming a card belongs to the person who saw it: the
        next person at the screen starts without them."""
        self.detail_card = None
        self.toasts.clear()

    def needs_cover(self, seat: int) -> bool:
        """Whether the table must be hidden before ``seat``'s person looks. Games with secrets
        keep the cover (the default); one whose cards are open says when it has a secret."""
        return True

    def same_person(self, seat: int) -> bool:
        """Seats under one name belong to one person playing several of them (a solo player
        running two or three samurai): the screen follows them without a hand-off."""
        viewer = self.viewer
        return viewer is not None and self.match.seats[seat].name == self.match.seats[viewer].name

    def _confirm_pass(self, seat: int) -> None:
        """The person who just moved sees the result and passes on (or takes the move back)."""
        name = self.match.seats[seat].name
        actions: list[tuple[str, Callable[[], None]]] = [("table.pass_yes", lambda: self._hand_off(seat))]
        if self.match.can_undo():
            def back() -> None:
                self._handoff_open = False
                self.take_back()
            actions.append(("table.take_back", back))
        words = {"ask": "table.ask", "answered": "table.answered"}.get(self.handover_kind(seat), "table.pass")

        def worded() -> tuple[str, str, list[tuple[str, Callable[[], None]]]]:
            """The question in the language of the moment: the pause menu over it may change it."""
            return (t(f"{words}_title"), t(f"{words}_text", name=name),
                    [(t(key, name=name), action) for key, action in actions])

        self.app.stack.push(PassDialog(self.app, self, worded))

    def _hand_off(self, seat: int) -> None:
        from scenes.handoff import HandoffScene

        self._handoff_open = True
        self._forget_private_sights()

        def ready() -> None:
            self._handoff_open = False
            self._show_to(seat)

        self.app.audio.play("handoff")
        self.app.stack.push(HandoffScene(self.app, self.match.seats[seat].name, ready, self.privacy_key()))

    def _update_bots(self, dt: float) -> None:
        self.app.bot_runner.poll()
        if self._thinking is not None:
            seat, state, future = self._thinking
            if not future.done():
                return
            self._thinking = None
            if state is not self.match.state:  # the game moved on meanwhile: ask again
                return
            try:
                action = future.result()
            except Exception:  # noqa: BLE001 - a broken bot must not take the table down
                logging.getLogger(__name__).exception("bot of seat %s failed", seat)
                action = self.match.legal(seat)[0]
            self.submit(action, seat)
            return
        bot_seats = [s for s in self.match.to_act() if self.bots.is_bot(s)]
        if not bot_seats:
            return
        self._bot_wait -= dt
        if self._bot_wait > 0 and not self.skip_requested:
            return
        if self.animating() and not self.skip_requested:
            return
        self.skip_requested = False
        seat = bot_seats[0]
        state = self.match.state
        future = self.app.bot_runner.submit(self._bot_key, self.match, self.bots, seat, state)
        self._thinking = (seat, state, future)

    @property
    def waiting_for_bot(self) -> bool:
        """A bot is thinking in the worker."""
        return self._thinking is not None

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Toasts (and the replay bar) on top of the table; subclasses call this at the end
        of ``draw``."""
        if self.script is not None:
            self._draw_replay_bar(surface)
        if self.menu_button_shown():
            self.menu_button.place(self.menu_button_rect(surface.get_size()))
            self.menu_button.draw(surface)
        self.draw_skip_hint(surface)
        self.toasts.draw(surface, self.toast_place(surface.get_size()))

    def draw_skip_hint(self, surface: pygame.Surface) -> None:
        """While the table animates and nobody here has to decide, a line tells that Space
        finishes the animations (not in a replay: there Space also steps on, as the bar says)."""
        if not self.animating() or self.acting_human() is not None or self.script is not None:
            return
        s = ui_scale(surface.get_size())
        point, anchor = self.skip_hint_place(surface.get_size())
        draw_text(surface, t("table.skip_hint"), point, round(17 * s), INK_DIM, anchor=anchor)

    def skip_hint_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], str]:
        """Where the Space hint goes (a point and the text's anchor there): by default the
        window's top left corner; a table with words there moves it to a free place."""
        s = ui_scale(size)
        return (round(10 * s), round(8 * s)), "topleft"

    def peek_hint_place(self, size: tuple[int, int], tag: tuple[int, int]) -> tuple[int, int]:
        """Where the end screen's "click to see the results again" tag (``tag``: its width and
        height) stands, by its bottom centre, while the finished table is looked at: the bottom
        edge, unless the table has words there. A replay's bar is never under it: the tag moves
        beside the bar on its row when there is room, else above it."""
        s = ui_scale(size)
        place = (size[0] // 2, size[1] - round(10 * s))
        if self.script is None:
            return place
        box = pygame.Rect((0, 0), tag)
        box.midbottom = place
        bar = self.replay_bar_rect(size)
        if not box.colliderect(bar):
            return place
        gap = round(10 * s)
        if bar.left - 2 * gap >= tag[0]:  # the row left of the bar
            return bar.left // 2, min(place[1], bar.bottom)
        return bar.centerx, bar.top - gap

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """Where a refusal's message shows (centre x, top): tables move it off what the player
        needs to read at that moment (a turn banner, a question, the board)."""
        return size[0] / 2, size[1] * 0.2

    def replay_bar_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The replay bar's box, as wide as its words need. By default along the top edge: the
        bottom holds the viewer's hand and the table's controls, which a replay is watched for.
        A table whose top edge holds what a replay needs moves the box elsewhere."""
        assert self.script is not None
        s = ui_scale(size)
        total = len(self.script)
        widest = max(font(round(24 * s), True).size(t("table.replay", done=total, total=total))[0],
                     font(round(19 * s)).size(t("table.replay_keys"))[0],
                     font(round(19 * s)).size(t("table.replay_end"))[0])
        arrows = 2 * (REPLAY_ARROW[0] + REPLAY_GAP) * s  # a step button at each end
        bar = pygame.Rect(0, 0, widest + round(24 * s + arrows), round(54 * s))
        bar.midtop = (size[0] // 2, round(4 * s))
        return bar

    def _place_replay_buttons(self, bar: pygame.Rect, s: float) -> None:
        """The step buttons at the bar's two ends, lit only where there is a move to go to."""
        if not self._replay_buttons:
            self._replay_buttons = [
                Button(pygame.Rect(0, 0, 0, 0), "◀", lambda: self._step_replay_by(-1), on_sound=self.app.audio.play),
                Button(pygame.Rect(0, 0, 0, 0), "▶", lambda: self._step_replay_by(1), on_sound=self.app.audio.play)]
        back, forward = self._replay_buttons
        for button, edge in ((back, bar.left + round(REPLAY_GAP * s)),
                             (forward, bar.right - round((REPLAY_GAP + REPLAY_ARROW[0]) * s))):
            button.rect = pygame.Rect(edge, 0, round(REPLAY_ARROW[0] * s), round(REPLAY_ARROW[1] * s))
            button.rect.centery = bar.centery
            button.size = round(24 * s)
        assert self.script is not None
        back.enabled = bool(self.match.steps)
        forward.enabled = len(self.match.steps) < len(self.script)

    def _draw_replay_bar(self, surface: pygame.Surface) -> None:
        assert self.script is not None
        s = ui_scale(surface.get_size())
        bar = self.replay_bar_rect(surface.get_size())
        draw_panel(surface, bar, alpha=225)
        done, total = len(self.match.steps), len(self.script)
        draw_text(surface, t("table.replay", done=done, total=total), (bar.centerx, bar.top + round(5 * s)),
                  round(24 * s), GOLD, True, "midtop")
        hint = t("table.replay_keys") if done < total else t("table.replay_end")
        draw_text(surface, hint, (bar.centerx, bar.bottom - round(6 * s)), round(19 * s),
                  INK_DIM if done < total else INK, anchor="midbottom")
        self._place_replay_buttons(bar, s)
        for button in self._replay_buttons:
            button.draw(surface)


class PassDialog(DialogScene):
    """The mover's "pass the mouse?" question. It stays until a button is pressed: Esc opens the
    pause menu over it (as over the cover), so neither passes the turn nor loses the take-back,
    and the question is there again when the menu closes."""

    def __init__(self, app: App, table: TableScene,
                 worded: Callable[[], tuple[str, str, list[tuple[str, Callable[[], None]]]]]) -> None:
        super().__init__(app, *worded())
        self.table = table
        self.worded = worded

    def resume(self) -> None:
        """Back from the pause menu, whose settings may have changed the language."""
        super().resume()
        self.title, self.text, self.choices = self.worded()
        self.layout(self.app.screen.get_size())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self.table))
            return True
        return super().handle_event(event)
