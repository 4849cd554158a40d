"""The state of the 99 Ninja table: what the viewer sees and may do, the held card and its
ghost (the engine's own preview), the commands behind the buttons, and the loop that eases the
cubes and holds the bots back while something moves. Drawing and input build on it
(``table_view`` and ``table``)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.match import Match, Step
from game.ninja99.actions import (
    Discard,
    EndTurn,
    PickClan,
    Place,
    Reckon,
    RoninChoice,
    SwapClan,
    UseTechnique,
)
from game.ninja99.data import CLANS, game_data
from game.ninja99.geometry import index, orient
from game.ninja99.preview import Ghost, preview_placement
from game.ninja99.views import sides_see_alike
from scenes.kit.dnd import DragController
from scenes.kit.i18n import language
from scenes.kit.physics import TablePhysics
from scenes.kit.table import TableScene
from scenes.kit.widgets import PAPER, Button, button_width_for
from scenes.ninja99.board_picture import BoardLook, BoardPicture, Layer, Token
from scenes.ninja99.camera import Camera
from scenes.ninja99.fx import Effects, Return
from scenes.ninja99.held import HeldCard
from scenes.ninja99.layout import Layout, layout_for
from scenes.ninja99.panels import Panels
from scenes.ninja99.reasons import retell
from scenes.ninja99.reckon import ReckonDraft
from scenes.ninja99.texts import clan_name, side_name, t

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.ninja99.log_lines import LogEntry

PAN_STEP = 40
FRAME_SWITCH_INTERVAL = 0.0005  # seconds; see ``enter``
TRAVEL_SECONDS = 0.75  # an AI card crossing the table
SETTLE_SECONDS = 0.12  # a card the player dropped sliding into its cells
REVEAL_SECONDS = 4.0
RULE_WORDS = {
    "en": {"majority": "positive in two clans or more", "total": "total of positive scores",
           "tokens": "more Daimyo tokens", "draw": "a perfect tie"},
    "fr": {"majority": "positif dans au moins deux clans", "total": "total des scores positifs",
           "tokens": "plus de jetons Daimyo", "draw": "égalité parfaite"},
}


def look_of(state: Any) -> BoardLook:
    """What the board picture shows for a state."""
    base = tuple("".join(state.base[index(r, c)] for c in range(8)) for r in range(8))
    layers = tuple(Layer(p.card, p.orientation, p.row, p.col) for p in state.layers)
    tokens = tuple(Token(d, 2 if state.solo and side == 1 else side, n) for d, side, n in state.fallen)
    return BoardLook(base, layers, tokens, state.uses("ronin"))


def extent_of(look: BoardLook) -> tuple[tuple[int, int], tuple[int, int]]:
    """Rows and columns the board shows fitted: the 8x8 square with two cells around it (the
    middle of any card that can still be laid), and every card already hanging further out."""
    rows, cols = [-2, 10], [-2, 10]
    for layer in look.layers:
        rows = [min(rows[0], layer.row), max(rows[1], layer.row + 3)]
        cols = [min(cols[0], layer.col), max(cols[1], layer.col + 3)]
    return (rows[0], rows[1]), (cols[0], cols[1])


def daimyo_cell(state: Any, number: int) -> tuple[int, int] | None:
    """Where a Daimyo stands on the square (fallen or not)."""
    for r in range(8):
        for c in range(8):
            if state.base[index(r, c)] == str(number):
                return r, c
    return None


def daimyo_name(number: int, lang: str) -> str:
    names = game_data().daimyo_names[number]
    return names.get(lang, names["en"])


class NinjaTableBase(TableScene):
    """What the drawing and the input layers share; ``NinjaTable`` is the class a game uses."""

    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        # refusals show in the gap over the tray (toast_place), room for one: the newest replaces
        # the last, or a second would cover the tray's instruction
        self.toasts.most = 1
        self.lay: Layout = layout_for(app.screen.get_size())
        self.camera = Camera()
        self.picture = BoardPicture(app.assets, PAPER)
        self.panels = Panels(app.assets)
        self.physics = TablePhysics()
        self.effects = Effects(pace=max(0.0, app.settings.pace))
        self.controller = DragController(self._legal, self._gesture, self._submit_drop, self._ask, self._explain)
        self.held: HeldCard | None = None
        self.clan_drag: tuple[int, int] | None = None
        self.ghost: Ghost | None = None
        self.ghost_key: tuple[Any, ...] | None = None
        self.ghost_anchor: tuple[int, int] | None = None
        self.panning: tuple[int, int] | None = None
        self.mouse = (0, 0)
        self.hover: str | None = None
        self.frozen_look: BoardLook | None = None  # the board before a card that is still travelling
        self.tracks_shown = [float(v) for v in self._state.tracks]
        self.picking: str | None = None  # a technique waiting for its cells
        self.picked: list[tuple[int, int]] = []
        self.draft: ReckonDraft | None = None
        self.reveal_left = 0.0
        self.reveal_lines: list[tuple[str, tuple[int, int, int]]] = []
        self.log_entries: list[LogEntry] = []  # what happened, told in the language of the moment
        self._log_told: tuple[Any, tuple[str, ...]] = ((), ())  # the lines told last, and from what
        self.buttons: list[Button] = []
        self.hand_rects: dict[int, pygame.Rect] = {}
        self.last_drop: tuple[float, float] | None = None
        self.last_refusal = ""
        self.version = 0  # counts changes of the game state: actions and undos
        self._switch_interval = sys.getswitchinterval()
        self._by_kind_of: tuple[Action, ...] | None = None
        self._draggable_of: tuple[Action, ...] | None = None
        self._draggable: set[Any] = set()
        self._by_kind: dict[type, list[Any]] = {}
        self._legal_key: tuple[int, int | None] | None = None
        self._legal_cache: tuple[Action, ...] = ()

    # -- what the viewer sees -----------------------------------------------------------------
    @property
    def _state(self) -> Any:
        return self.match.game.view(self.match.state, self.viewer).state

    def _legal(self) -> tuple[Action, ...]:
        key = (self.version, self.viewer)
        if key != self._legal_key:
            self._legal_key = key
            self._legal_cache = self.legal_for_viewer()
        return self._legal_cache

    @property
    def log(self) -> tuple[str, ...]:
        """The log's lines in the language the app speaks now; told again only when an entry
        comes, the entries are told afresh, or the names or the language change (the log keeps
        the whole game, and every frame asks for it)."""
        names, lang = self._names(), language()
        key = (id(self.log_entries), len(self.log_entries), names, lang)
        if key != self._log_told[0]:
            self._log_told = (key, tuple(entry(names, lang) for entry in self.log_entries))
        return self._log_told[1]

    def _names(self) -> tuple[str, str]:
        seats = self.match.seats
        if len(seats) == 1:
            return seats[0].name, side_name(2, language())
        return seats[0].name, seats[1].name

    # -- gestures for the drag-and-drop controller -------------------------------------------------
    def _gesture(self, action: Action) -> tuple[Any, Any] | None:
        if isinstance(action, Place):
            pattern = orient(game_data().cards[action.card].rows, action.orientation)
            return ("card", action.card), ("lay", pattern, action.row, action.col)
        if isinstance(action, SwapClan):
            return ("clan",), ("neutral",)
        return None

    def _submit_drop(self, action: Action) -> None:
        self.submit(action)

    def _ask(self, actions: Sequence[Action]) -> None:
        # Several orientations of a symmetric card show the same pattern at the same spot: they
        # are the same move, so the one matching how the card is held is laid.
        held = self.held.orientation if self.held is not None else None
        chosen = next((a for a in actions if isinstance(a, Place) and a.orientation == held), actions[0])
        self.submit(chosen)

    def _explain(self, piece: Any, target: Any) -> str:
        seat = self.viewer
        if seat is None:
            return ""
        if piece == ("clan",):
            return self.explain(seat, SwapClan())
        if target and target[0] == "lay" and self.held is not None:
            return self.explain(seat, Place(piece[1], self.held.orientation, target[2], target[3]))
        return ""

    def submit(self, action: Action, seat: int | None = None) -> bool:
        """The kit's submit, with a refusal told in the player's words: the kit would show the
        engine's English, so the engine is asked first (asking changes nothing).

        ``explain`` itself keeps the engine's English sentence; every place that shows a reason
        retells it."""
        if self.script is not None:
            return False  # a replay plays the record's moves only (the kit puts them on the match)
        who = self.viewer if seat is None else seat
        if who is not None:
            reason = self.explain(who, action)
            if reason:
                self.toasts.show(retell(reason, language()))
                return False
        return super().submit(action, seat)

    # -- turn helpers -----------------------------------------------------------------------------
    def _my_turn(self) -> bool:
        return bool(self._legal())

    def draggable(self) -> set[Any]:
        """Pieces with a legal drop now (the drag controller's answer, kept per state: the tray
        asks every frame and a turn may offer hundreds of placements)."""
        legal = self._legal()
        if self._draggable_of is not legal:
            self._draggable = self.controller.draggable()
            self._draggable_of = legal
        return self._draggable

    def _legal_of(self, kind: type) -> list[Any]:
        """The legal actions of one kind, sorted once per state (a frame asks several times)."""
        legal = self._legal()
        if self._by_kind_of is not legal:
            self._by_kind = {}
            for action in legal:
                self._by_kind.setdefault(type(action), []).append(action)
            self._by_kind_of = legal
        return self._by_kind.get(kind, [])


    def unplaceable(self) -> set[str]:
        """The viewer's cards that fit nowhere (the engine offers to throw them away)."""
        if self._state.turn.must_discard:
            return set()  # Tenmon's discard: any card may go, none is flagged
        return {a.card for a in self._legal_of(Discard)}

    def undo(self) -> bool:
        """Take back the viewer's last action of this turn (never a draw, never a bot's move)."""
        if not self.may_take_back() or self.acting_human() != self.viewer:
            return False
        return self.take_back()

    def on_undo(self, step: Step) -> None:
        """Whoever took the action back (the Undo button, Ctrl+Z, the hot-seat take-back), the
        table forgets what it was showing of it."""
        self.effects.finish()
        self.frozen_look = None
        self.picking, self.picked = None, []
        self._legal_key = None
        self.version += 1
        name = self.match.seats[step.seat].name
        self.log_entries.append(lambda names, lang: t("n99.took_back", name=name))
        super().on_undo(step)

    def skip_hint_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], str]:
        """At the top left of the board's area: the window's corner holds a seat's panel."""
        lay = layout_for(size)
        return (lay.board.left + lay.px(10), lay.px(8)), "topleft"

    def menu_button_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """At the right end of the "Clan tracks" header, in the band above the first track."""
        lay = layout_for(size)
        rect = pygame.Rect(0, 0, lay.px(26), lay.px(26))
        rect.topright = (lay.right.right - lay.px(10), lay.px(4))
        return rect

    def replay_bar_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The kit's bar along the top edge, centred over the board rather than the window (the
        side panels differ in width). The board is framed below it: see ``board_area``."""
        bar = super().replay_bar_rect(size)
        bar.centerx = layout_for(size).board.centerx
        return bar

    def board_area(self) -> pygame.Rect:
        """Where the camera frames the board: the layout's board area, less the strip a replay's
        bar takes along its top. The column numbers and the cards laid above row 1, which a
        replay is watched for, come out below the bar, never under it."""
        area = self.lay.board
        if self.script is None:
            return area
        top = self.replay_bar_rect(self.lay.size).bottom + self.lay.px(6)
        return pygame.Rect(area.left, top, area.width, area.bottom - top)

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """Refusals show in the gap just above the tray: the board and the tray's instruction
        stay readable for the next try."""
        tray = layout_for(size).tray
        return tray.centerx, tray.top - self.lay.px(58)

    def peek_hint_place(self, size: tuple[int, int], tag: tuple[int, int]) -> tuple[int, int]:
        """Inside the tray, under its headline and above its keys line: the tray's foot holds the
        zoom and move keys a player looking at the finished board wants to read."""
        tray = layout_for(size).tray
        return tray.centerx, tray.centery + self.lay.px(16)

    def needs_cover(self, seat: int) -> bool:
        """Hands are open in 99 Ninja: only the secret token assignment of the final reckoning
        is kept from the other player (see docs/rulings.md, hot seat)."""
        return not sides_see_alike(self.match.state)

    def privacy_key(self) -> str:
        """The cover only ever hides the reckoning: it says so, rather than speak of cards."""
        return "n99.handoff_private"

    def on_viewer_changed(self) -> None:
        self.draft = None
        self.picking, self.picked = None, []  # a pick is the person's at the screen, never passed on
        self._cancel_hold()

    # -- the loop ------------------------------------------------------------------------------------
    def enter(self) -> None:
        # The bots think on a worker thread, and pygame lets go of the GIL inside blits: with
        # Python's default 5 ms switch interval a frame can wait that long, several times, to
        # get it back. A shorter interval keeps frames smooth while a bot thinks.
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch_interval, FRAME_SWITCH_INTERVAL))
        super().enter()

    def exit(self) -> None:
        sys.setswitchinterval(self._switch_interval)
        super().exit()

    def update(self, dt: float) -> None:
        size = self.app.screen.get_size()
        if size != self.lay.size:
            self.lay = layout_for(size)
        self.camera.area = self.board_area()
        if self.held is not None:
            self.held.size = 3 * self.camera.cell  # a zoom or a resize mid-drag: still three cells
            self.held.steer(dt)
            self.held.update(dt)
        self.physics.step(dt)
        self.effects.pace = self.app.settings.pace  # the settings screen may change it mid-game
        for name in self.effects.update(dt):
            self.app.audio.play(name)
        if self.frozen_look is not None and not self.effects.card_in_flight:
            self.frozen_look = None
        rate = min(1.0, dt * (2.2 if self.reveal_left > 0 else 6.0))
        for k, target in enumerate(self._state.tracks):
            self.tracks_shown[k] += (target - self.tracks_shown[k]) * rate
            if abs(target - self.tracks_shown[k]) < 0.01:
                self.tracks_shown[k] = float(target)
        if self.reveal_left > 0:
            self.reveal_left = max(0.0, self.reveal_left - dt)
        if self.picking is not None and not self._pick_cells():
            # the engine no longer offers the technique (a move was made, the turn went on): the
            # pick's prompt, marks and buttons would speak of a conversion that cannot come
            self._cancel_picking()
        state = self._state
        if state.phase == "reckon" and self.script is not None:
            # a replay counts nothing itself: it shows the count the record plays next
            if self.draft is None or self.draft.recorded_at != len(self.match.steps):
                self.draft = self._recorded_draft(state)
        elif state.phase == "reckon" and self.viewer is not None and self.viewer in self.match.to_act():
            if self.draft is None or self.draft.side != self.viewer:
                self.draft = ReckonDraft.for_side(state, self.viewer)
        elif self.draft is not None:
            self.draft = None
        super().update(dt)

    def _recorded_draft(self, state: Any) -> ReckonDraft:
        """The replay's next Reckon move, its tokens on the tracks the record gave them; the
        panel stays empty when the record stops before it."""
        done = len(self.match.steps)
        assert self.script is not None
        step = self.script[done] if done < len(self.script) else None
        if step is not None and isinstance(step.action, Reckon):
            side, assignment = step.seat, step.action.assignment
        else:
            due = self.match.to_act()
            side, assignment = (due[0] if due else 0), None
        return ReckonDraft.as_recorded(state, side, assignment, done, self._names()[side])

    def animating(self) -> bool:
        return self.effects.busy or self.reveal_left > 0

    def on_game_over(self) -> None:
        from scenes.ninja99.game_over import NinjaGameOver

        self.app.stack.push(NinjaGameOver(self.app, self.match))

    # -- the held card ------------------------------------------------------------------------
    def _send_back(self, held: HeldCard) -> None:
        """The card glides back into the hand, shrinking to its hand size."""
        seat = self.viewer
        hand = self._state.hands[seat] if seat is not None else ()
        slot = hand.index(held.card_id) if held.card_id in hand else 0
        home = self.hand_rects.get(slot)
        if home is None:
            return
        pattern, angle, _ = held.drawn_state()
        scale = home.width / max(1, 3 * self.camera.cell)
        self.effects.returns.append(Return(held.card_id, pattern, held.position, home.center, angle, scale))

    def _cancel_hold(self) -> None:
        if self.held is not None:
            self._send_back(self.held)
            self.held.drop()
        self.held = None
        self.ghost = None
        self.ghost_key = None
        self.controller.cancel()

    def holding(self) -> bool:
        return (self.held is not None or self.clan_drag is not None
                or (self.draft is not None and self.draft.dragging is not None))

    def cancel_drag(self) -> bool:
        """Let go of whatever is held: the card glides back to the hand, the clan card and a
        reckoning token back where they lay."""
        held = self.holding()
        self._cancel_hold()
        self.clan_drag = None
        if self.draft is not None:
            self.draft.dragging = None
        return held

    def anchor_at(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The card's top-left cell when its centre is over ``pos``."""
        row, col = self.camera.cell_at(*pos)
        return row - 1, col - 1

    def _update_ghost(self) -> None:
        held, seat = self.held, self.viewer
        if held is None or seat is None or not self.lay.board.collidepoint(self.mouse):
            self.ghost = None
            self.ghost_anchor = None
            return
        row, col = self.anchor_at(self.mouse)
        key = (held.card_id, held.orientation, row, col, len(self.match.steps))
        if key == self.ghost_key:
            return
        self.ghost_key = key
        self.ghost_anchor = (row, col)
        self.ghost = preview_placement(self.match.state, seat, held.card_id, held.orientation, row, col)

    def _technique(self, tech_id: str) -> None:
        options = [a for a in self._legal_of(UseTechnique) if a.technique == tech_id]
        if not options:
            seat = self.viewer if self.viewer is not None else 0
            reason = self.explain(seat, UseTechnique(tech_id))
            if reason:
                self.toasts.show(retell(reason, language()))
                self.app.audio.play("invalid")
            return
        if options[0].cells:
            self.picking, self.picked = tech_id, []
            return
        self.submit(options[0])

    def _pick_cells(self) -> set[tuple[int, int]]:
        return {cell for a in self._legal_of(UseTechnique) if a.technique == self.picking for cell in a.cells}

    def _confirm_cells(self) -> None:
        wanted = set(self.picked)
        for action in self._legal_of(UseTechnique):
            if action.technique == self.picking and set(action.cells) == wanted:
                self.picking, self.picked = None, []
                self.submit(action)
                return

    def _clan_choice_rects(self) -> dict[str, pygame.Rect]:
        picks = [a.clan for a in self._legal_of(PickClan)]
        if not picks:
            return {}
        board = self.lay.board
        size = self.lay.px(110)
        gap = self.lay.px(24)
        total = len(picks) * size + (len(picks) - 1) * gap
        return {clan: pygame.Rect(board.centerx - total // 2 + k * (size + gap), board.centery - size // 2, size, size)
                for k, clan in enumerate(picks)}

    def _discard_and_draw(self, card: str) -> None:
        if self.submit(Discard(card)) and EndTurn() in self._legal():
            self.submit(EndTurn())

    def _submit_reckoning(self) -> None:
        # The engine lists one assignment per distinct result, so the player's own spread may
        # not be in that list while being perfectly legal: the engine's apply is the judge.
        if self.draft is not None and self.draft.complete:
            self.submit(Reckon(self.draft.assignment))

    def _build_buttons(self) -> None:
        lay, tray = self.lay, self.lay.tray
        buttons: list[Button] = []
        height = lay.px(34)
        right = tray.right - lay.px(10)
        y = tray.y + lay.px(40)
        size = lay.text(18)

        def add(label: str, action: Any, width: int = 170, enabled: bool = True, primary: bool = False) -> None:
            nonlocal right
            # the design's width, or the label's own where the text floor made it wider: a cut
            # label ("Échanger avec le Neu…") hides what the button does
            w = max(lay.px(width), button_width_for(label, size) + lay.px(12))
            buttons.append(Button(pygame.Rect(right - w, y, w, height), label, action, enabled, size=size,
                                  primary=primary and enabled, on_sound=self.app.audio.play))
            right -= w + lay.px(8)

        legal = self._legal()
        answers = self._legal_of(RoninChoice)
        if answers:  # Ronin: the Daimyo step waits on the viewer's answer
            number = answers[0].daimyo
            for down in (False, True):
                label = (t("n99.ronin_down", daimyo=daimyo_name(number, language())) if down
                         else t("n99.ronin_stand"))
                add(label, lambda d=down: self.submit(RoninChoice(number, d)), 150, primary=True)
            if self.humans:
                add(t("n99.undo"), self.undo, 150, self.may_take_back())
        elif self.draft is not None:
            draft = self.draft
            if not draft.read_only:  # a replay's count has no buttons: the replay bar steps to its reveal
                add(t("n99.reckon_done"), self._submit_reckoning, 120, draft.complete, primary=True)
                for clan in reversed(CLANS):
                    add(t("n99.reckon_all", clan=clan_name(clan, language())), lambda c=clan: draft.assign_all(c),
                        120)
        elif self.picking is not None:
            add(t("n99.cancel"), self._cancel_picking, 110)
            add(t("n99.confirm"), self._confirm_cells, 110, bool(self.picked), primary=True)
        else:
            if EndTurn() in legal:
                add(t("n99.end_turn"), lambda: self.submit(EndTurn()), 180, primary=True)
            state = self._state
            if not (self.viewer is not None and state.turn.must_discard):
                for action in self._legal_of(Discard):
                    add(t("n99.discard_draw"), lambda c=action.card: self._discard_and_draw(c), 180, primary=True)
            if SwapClan() in legal:
                add(t("n99.swap"), lambda: self.submit(SwapClan()), 190)
            if self.viewer is not None and self.humans and legal:
                add(t("n99.undo"), self.undo, 150, self.may_take_back())
        self.buttons = buttons

    def _cancel_picking(self) -> None:
        self.picking, self.picked = None, []
