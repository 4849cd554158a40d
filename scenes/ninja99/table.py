"""The 99 Ninja table: the Daimyo board in the middle, the hand tray under it, the side panels,
and every gesture of a turn turned into engine actions.

A card is picked up from the tray, follows the mouse on the kit's physics, turns (wheel, R) and
flips (F, right click); over the board its ghost snaps to the grid and shows what the engine's
own preview says it would do. Releasing goes through the kit's ``DragController``, whose
targets are "this pattern at this anchor" so that cards looking the same in two orientations
never confuse it. Everything the bots and the automaton do is animated from the events.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match, Step
from game.ninja99.actions import Discard, EndTurn, PickClan, Place, Reckon, SwapClan, UseTechnique
from game.ninja99.data import CLANS, game_data
from game.ninja99.geometry import index, orient
from game.ninja99.preview import Ghost, preview_placement
from game.ninja99.reckoning import result
from scenes.kit.dnd import DragController
from scenes.kit.i18n import language
from scenes.kit.physics import TablePhysics
from scenes.kit.table import TableScene
from scenes.kit.widgets import GOLD, INK, INK_DIM, PAPER, Button, draw_text
from scenes.ninja99.board_picture import MARGIN, BoardLook, BoardPicture, Layer, Token
from scenes.ninja99.camera import Camera
from scenes.ninja99.card_art import card_surface, posed, shadow_of
from scenes.ninja99.fx import Effects, Floater, Return, Ring, Travel, draw_label, draw_label_size
from scenes.ninja99.held import HeldCard
from scenes.ninja99.layout import Layout, layout_for
from scenes.ninja99.look import CLAN_ART, DAIMYO_RGB, ILLEGAL, LEGAL, SEAT_LIGHT
from scenes.ninja99.panels import PanelInput, Panels
from scenes.ninja99.reckon import ReckonDraft
from scenes.ninja99.texts import clan_name, side_name, t

if TYPE_CHECKING:
    from scenes.app import App

PAN_STEP = 40
TRAVEL_SECONDS = 0.75  # an AI card crossing the table
SETTLE_SECONDS = 0.12  # a card the player dropped sliding into its cells
REVEAL_SECONDS = 4.0
RULE_WORDS = {
    "en": {"majority": "positive in two clans", "total": "total of positive scores",
           "tokens": "more Daimyo tokens", "draw": "a perfect tie"},
    "fr": {"majority": "positif dans deux clans", "total": "total des scores positifs",
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


class NinjaTable(TableScene):
    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        self.lay: Layout = layout_for(app.screen.get_size())
        self.camera = Camera()
        self.picture = BoardPicture(app.assets)
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
        self.log: list[str] = []
        self.buttons: list[Button] = []
        self.hand_rects: dict[int, pygame.Rect] = {}
        self.last_drop: tuple[float, float] | None = None
        self.last_refusal = ""
        self.version = 0  # counts changes of the game state: actions and undos
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

    # -- turn helpers -----------------------------------------------------------------------------
    def _my_turn(self) -> bool:
        return bool(self._legal())

    def _legal_of(self, kind: type) -> list[Any]:
        """The legal actions of one kind, sorted once per state (a frame asks several times)."""
        legal = self._legal()
        if self._by_kind_of is not legal:
            self._by_kind = {}
            for action in legal:
                self._by_kind.setdefault(type(action), []).append(action)
            self._by_kind_of = legal
        return self._by_kind.get(kind, [])

    _by_kind_of: tuple[Action, ...] | None = None
    _by_kind: dict[type, list[Any]] = {}

    def undo(self) -> bool:
        """Take back the viewer's last action of this turn (never a draw, never a bot's move)."""
        if not self.match.steps or self.viewer is None or self.match.steps[-1].seat != self.viewer:
            return False
        if self.acting_human() != self.viewer or not self.match.can_undo():
            return False
        if not self.take_back():
            return False
        self.effects.finish()
        self.frozen_look = None
        self.picking, self.picked = None, []
        self._legal_key = None
        self.version += 1
        self.log.append(t("n99.undo").split(" (")[0])
        return True

    def on_viewer_changed(self) -> None:
        self.draft = None
        self._cancel_hold()

    # -- the loop ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        size = self.app.screen.get_size()
        if size != self.lay.size:
            self.lay = layout_for(size)
        self.camera.area = self.lay.board
        if self.held is not None:
            self.held.steer(dt)
            self.held.update(dt)
        self.physics.step(dt)
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
        state = self._state
        if state.phase == "reckon" and self.viewer is not None and self.viewer in self.match.to_act():
            if self.draft is None or self.draft.side != self.viewer:
                self.draft = ReckonDraft.for_side(state, self.viewer)
        elif self.draft is not None:
            self.draft = None
        super().update(dt)

    def animating(self) -> bool:
        return self.effects.busy or self.reveal_left > 0

    def on_game_over(self) -> None:
        try:
            super().on_game_over()
        except ModuleNotFoundError:  # a build without the shared end screen keeps the reveal shown
            logging.getLogger(__name__).info("no game over scene: the table keeps the result shown")

    # -- input --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.effects.finish()
            self.reveal_left = 0.0
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event)
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return self.undo()
        if self.held is not None:
            if event.key == pygame.K_r:
                self._rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_f:
                self._flip()
                return True
            if event.key == pygame.K_ESCAPE:
                self._cancel_hold()
                return True
        if event.key == pygame.K_ESCAPE and self.picking is not None:
            self.picking, self.picked = None, []
            return True
        moves = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0), pygame.K_UP: (0, PAN_STEP),
                 pygame.K_DOWN: (0, -PAN_STEP)}
        if event.key in moves and self.script is None:
            dx, dy = moves[event.key]
            self.camera.pan_by(dx * self.lay.scale, dy * self.lay.scale)
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.camera.zoom_at(1, self.lay.board.center)
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.camera.zoom_at(-1, self.lay.board.center)
        if event.key == pygame.K_HOME:
            self.camera.reset()
            return True
        return False

    def _wheel(self, event: pygame.event.Event) -> bool:
        if self.held is not None:
            self._rotate(1 if event.y < 0 else -1)
            return True
        if self.lay.board.collidepoint(self.mouse) and event.y:
            return self.camera.zoom_at(1 if event.y > 0 else -1, self.mouse)
        return False

    def _motion(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        for button in self.buttons:
            button.handle_event(event)
        if self.panning is not None:
            self.camera.pan_by(event.pos[0] - self.panning[0], event.pos[1] - self.panning[1])
            self.panning = event.pos
            return True
        if self.held is not None:
            self.held.follow(event.pos)
            return True
        if self.clan_drag is not None:
            self.clan_drag = event.pos
            return True
        if self.draft is not None and self.draft.dragging is not None:
            self.draft.move(event.pos)
            return True
        self.hover = next((key for key, rect in self.panels.hits.items() if rect.collidepoint(event.pos)), None)
        return False

    def _press(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        if event.button == 2:
            self.panning = event.pos
            return True
        if event.button == 3 and self.held is not None:
            self._flip()
            return True
        if event.button != 1:
            return False
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if self.draft is not None:
            return self.draft.press(event.pos)
        if self.held is not None:
            return True
        for slot, rect in self.hand_rects.items():
            if rect.collidepoint(event.pos):
                return self._pick_up(slot, event.pos)
        clan_rect = self.panels.hits.get("clan")
        if clan_rect is not None and clan_rect.collidepoint(event.pos) and ("clan",) in self.controller.draggable():
            self.controller.grab(("clan",))
            self.clan_drag = event.pos
            return True
        for key, rect in self.panels.hits.items():
            if key.startswith("tech:") and rect.collidepoint(event.pos):
                self._technique(key[5:])
                return True
        if self.picking is not None and self.lay.board.collidepoint(event.pos):
            self._toggle_cell(self.camera.cell_at(*event.pos))
            return True
        if self.lay.board.collidepoint(event.pos) and self._pick_clan_at(event.pos):
            return True
        return False

    def _release(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        if event.button == 2 and self.panning is not None:
            self.panning = None
            return True
        if event.button != 1:
            return False
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if self.draft is not None and self.draft.release(event.pos):
            return True
        if self.held is not None:
            self._drop(event.pos)
            return True
        if self.clan_drag is not None:
            self.clan_drag = None
            neutral = self.panels.hits.get("neutral")
            target = ("neutral",) if neutral is not None and neutral.collidepoint(event.pos) else None
            outcome = self.controller.release(target)
            if outcome.kind == "sprang_back" and outcome.reason:
                self.toasts.show(outcome.reason)
            return True
        return False

    # -- the held card -------------------------------------------------------------------------
    def _pick_up(self, slot: int, pos: tuple[int, int]) -> bool:
        seat = self.viewer
        if seat is None or not self._my_turn():
            return False
        hand = self._state.hands[seat]
        if slot >= len(hand):
            return False
        card = hand[slot]
        if ("card", card) not in self.controller.draggable():
            reason = self.explain(seat, Place(card, 0, 0, 0)) or t("n99.unplaceable")
            self.toasts.show(reason)
            return True
        self.controller.grab(("card", card))
        self.held = HeldCard(card, game_data().cards[card].rows, self.physics, 3 * self.camera.cell)
        self.held.grab(pos)
        self.ghost_key = None
        self.app.audio.play("ninja99/pick_up")
        return True

    def _rotate(self, steps: int) -> None:
        if self.held is not None:
            self.held.rotate(steps)
            self.app.audio.play("ninja99/rotate")

    def _flip(self) -> None:
        if self.held is not None:
            self.held.flip()
            self.app.audio.play("ninja99/flip")

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

    def anchor_at(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The card's top-left cell when its centre is over ``pos``."""
        row, col = self.camera.cell_at(*pos)
        return row - 1, col - 1

    def _drop(self, pos: tuple[int, int]) -> None:
        held = self.held
        assert held is not None
        target = None
        if self.lay.board.collidepoint(pos):
            row, col = self.anchor_at(pos)
            target = ("lay", held.pattern, row, col)
        self.last_drop = held.position
        outcome = self.controller.release(target)
        if outcome.kind == "sprang_back":
            self.last_refusal = outcome.reason
            self.toasts.show(outcome.reason)
            self.app.audio.play("invalid")
        if outcome.kind in ("sprang_back", "cancelled"):
            self._send_back(held)
        held.drop()
        self.held = None
        self.ghost = None
        self.ghost_key = None

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

    # -- buttons and clicks -------------------------------------------------------------------------
    def _technique(self, tech_id: str) -> None:
        options = [a for a in self._legal_of(UseTechnique) if a.technique == tech_id]
        if not options:
            seat = self.viewer if self.viewer is not None else 0
            reason = self.explain(seat, UseTechnique(tech_id))
            if reason:
                self.toasts.show(reason)
            return
        if options[0].cells:
            self.picking, self.picked = tech_id, []
            return
        self.submit(options[0])

    def _pick_cells(self) -> set[tuple[int, int]]:
        return {cell for a in self._legal_of(UseTechnique) if a.technique == self.picking for cell in a.cells}

    def _toggle_cell(self, cell: tuple[int, int]) -> None:
        if cell not in self._pick_cells():
            return
        if cell in self.picked:
            self.picked.remove(cell)
        elif len(self.picked) < 2:
            self.picked.append(cell)

    def _confirm_cells(self) -> None:
        wanted = set(self.picked)
        for action in self._legal_of(UseTechnique):
            if action.technique == self.picking and set(action.cells) == wanted:
                self.picking, self.picked = None, []
                self.submit(action)
                return

    def _pick_clan_at(self, pos: tuple[int, int]) -> bool:
        for clan, rect in self._clan_choice_rects().items():
            if rect.collidepoint(pos):
                return self.submit(PickClan(clan))
        return False

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
        if self.draft is not None and self.draft.complete:
            assignment = self.draft.assignment
            if Reckon(assignment) in self._legal() or True:
                self.submit(Reckon(assignment))

    def _build_buttons(self) -> None:
        lay, tray = self.lay, self.lay.tray
        buttons: list[Button] = []
        height = lay.px(34)
        right = tray.right - lay.px(10)
        y = tray.y + lay.px(40)
        size = lay.text(18)

        def add(label: str, action: Any, width: int = 170, enabled: bool = True) -> None:
            nonlocal right
            w = lay.px(width)
            buttons.append(Button(pygame.Rect(right - w, y, w, height), label, action, enabled, size=size))
            right -= w + lay.px(8)

        legal = self._legal()
        if self.draft is not None:
            draft = self.draft
            add(t("n99.reckon_done"), self._submit_reckoning, 120, draft.complete)
            for clan in reversed(CLANS):
                add(t("n99.reckon_all", clan=clan_name(clan, language())), lambda c=clan: draft.assign_all(c), 120)
        elif self.picking is not None:
            add(t("n99.cancel"), self._cancel_picking, 110)
            add(t("n99.confirm"), self._confirm_cells, 110, bool(self.picked))
        else:
            if EndTurn() in legal:
                add(t("n99.end_turn"), lambda: self.submit(EndTurn()), 180)
            state = self._state
            if not (self.viewer is not None and state.turn.must_discard):
                for action in self._legal_of(Discard):
                    add(t("n99.discard_draw"), lambda c=action.card: self._discard_and_draw(c), 180)
            if SwapClan() in legal:
                add(t("n99.swap"), lambda: self.submit(SwapClan()), 190)
            if self.viewer is not None and self.humans and legal:
                steps = self.match.steps
                can = bool(steps) and steps[-1].seat == self.viewer and self.match.can_undo()
                add(t("n99.undo"), self.undo, 150, can)
        self.buttons = buttons

    def _cancel_picking(self) -> None:
        self.picking, self.picked = None, []

    # -- events from the engine ---------------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self._legal_key = None
        self.version += 1
        lang = language()
        names = self._names()
        before = self.match.state_at(len(self.match.steps) - 1) if self.match.steps else self.match.state
        delay = 0.0
        for ev in events:
            kind = ev.kind
            if kind == "card_laid":
                delay = self._animate_lay(seat, ev, before)
                self.log.append(t("n99.log_laid", name=names[ev.get("side")], card=ev.get("card")))
            elif kind == "scored" and ev.get("points"):
                self._animate_score(ev, delay)
            elif kind == "daimyo_fell":
                number = ev.get("daimyo")
                # the automaton's strike names no cell: the board says where that Daimyo stands
                cell = tuple(ev.get("cell") or _daimyo_cell(self._state, number) or (0, 0))
                self.effects.rings.append(Ring(cell, DAIMYO_RGB.get(number, GOLD), delay=delay))
                self.effects.floaters.append(Floater(t("n99.falls", name=_daimyo_name(number, lang)),
                                                     (cell[0] - 0.6, cell[1]), (255, 235, 190), delay=delay,
                                                     duration=2.0, size=self.lay.text(22)))
                self.app.audio.play("ninja99/daimyo_falls")
                self.log.append(t("n99.falls", name=_daimyo_name(number, lang)))
            elif kind in ("clan_swapped", "automaton_clan"):
                who = names[ev.get("side", 1)]
                self.log.append(t("n99.log_swap", name=who))
            elif kind == "technique_used":
                tech = game_data().techniques[ev.get("technique")]
                self.log.append(t("n99.log_technique", name=names[ev.get("side")],
                                  tech=tech.names.get(lang, tech.names["en"])))
            elif kind == "card_drawn":
                self.log.append(t("n99.log_draw", name=names[ev.get("side")]))
            elif kind == "card_discarded":
                self.log.append(t("n99.log_discard", name=names[ev.get("side")], card=ev.get("card")))
            elif kind == "game_ending":
                self.log.append(t("n99.ended_deck") if ev.get("reason") == "deck" else t("n99.ended_daimyos"))
            elif kind == "reckoning_revealed":
                self._start_reveal(ev.get("moves") or {})
        del self.log[:-12]

    def _animate_lay(self, seat: int, ev: Event, before: Any) -> float:
        pattern = orient(game_data().cards[ev.get("card")].rows, ev.get("orientation"))
        self.frozen_look = look_of(self.match.game.view(before, self.viewer).state)
        if seat == self.viewer and self.last_drop is not None:
            start, angle, duration = self.last_drop, 0.0, SETTLE_SECONDS
            self.last_drop = None
        else:
            side = ev.get("side")
            spot = self.hand_rects.get(0) if side == self.viewer else self.panels.hits.get(f"open:{side}:0")
            start = spot.center if spot is not None else (self.lay.left.centerx, self.lay.left.height // 4)
            angle = -90.0 * (ev.get("orientation") % 4)
            duration = TRAVEL_SECONDS
        self.effects.travels.append(Travel(pattern, start, angle, (ev.get("row"), ev.get("col")), duration,
                                           ronin=self._state.uses("ronin")))
        return duration + 0.15

    def _animate_score(self, ev: Event, delay: float) -> None:
        side = ev.get("side")
        colour = SEAT_LIGHT[side] if side in (0, 1) and not (self._state.solo and side == 1) else (215, 190, 235)
        text = t("n99.yours", points=ev.get("points"), clan=clan_name(ev.get("clan"), language()))
        cells = ev.get("cells") or ev.get("ninjas") or []
        if ev.get("why") == "daimyo" and ev.get("daimyo"):
            spot = _daimyo_cell(self._state, ev.get("daimyo"))
            pos = (spot[0] + (0.5 if side == 0 else 1.2), spot[1] - 0.3) if spot else None
        elif cells:
            pos = (cells[0][0], cells[0][1])
        else:
            pos = None
        if pos is not None:
            self.effects.floaters.append(Floater(text, pos, colour, delay=delay + 0.25, size=self.lay.text(24)))
        else:
            centre = self.lay.left.centerx, self.lay.left.height // 4
            self.effects.floaters.append(Floater(text, centre, colour, on_board=False, delay=delay,
                                                 size=self.lay.text(24)))
        self.app.audio.play("ninja99/score")
        self.log.append(t("n99.log_scored", name=self._names()[min(side, 1)], points=ev.get("points"),
                          clan=clan_name(ev.get("clan"), language())))

    def _start_reveal(self, moves: dict[str, Any]) -> None:
        state = self.match.state
        res = result(state)
        lang = language()
        names = self._names()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if len(res.winners) == 1 and (not state.solo or res.winners[0] == 0 or res.rule != "draw"):
            winner = res.winners[0]
            lines.append((t("n99.winner", name=names[winner]), GOLD))
            self.app.audio.play("ninja99/victory")
        else:
            lines.append((t("n99.draw"), GOLD))
        words = RULE_WORDS.get(lang, RULE_WORDS["en"])
        lines.append((t("n99.tiebreak", how=words[res.rule]), INK))
        for side in (0, 1):
            colour = SEAT_LIGHT[side] if not (state.solo and side) else (215, 190, 235)
            given = moves.get(str(side), {})
            if given:
                tokens = "  ".join(f"{clan_name(c, lang)} +{given.get(c, 0)}" for c in CLANS)
                lines.append((t("n99.reveal_gave", name=names[side], tokens=tokens), colour))
                self.log.append(t("n99.reveal_gave", name=names[side], tokens=tokens))
            scores = "  ".join(f"{clan_name(c, lang)} {v:+d}" for c, v in zip(CLANS, res.scores[side], strict=True))
            lines.append((f"{names[side]}: {scores}", colour))
        self.reveal_lines = lines
        self.reveal_left = REVEAL_SECONDS * max(0.25, self.app.settings.pace)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.lay.size:
            self.lay = layout_for(surface.get_size())
            self.camera.area = self.lay.board
        surface.fill(PAPER)
        self._update_ghost()
        state = self._state
        self._draw_board(surface, state)
        self._build_buttons()
        self._draw_tray(surface, state)
        legal_techs = frozenset(a.technique for a in self._legal_of(UseTechnique))
        data = PanelInput(state, self.viewer, self._names(), (self.tracks_shown[0], self.tracks_shown[1],
                                                               self.tracks_shown[2]),
                          self.hover, legal_techs, SwapClan() in self._legal(), self.clan_drag is not None,
                          log=tuple(self.log), version=self.version)
        self.panels.draw(surface, self.lay, data)
        for button in self.buttons:
            button.draw(surface)
        if self.draft is not None:
            self.draft.draw(surface, self.app.assets, self.lay, state, self.lay.board)
        self._draw_clan_choice(surface, state)
        self.effects.draw(surface, self.app.assets, self.camera, travels=True)
        self._draw_held(surface)
        self._draw_ghost_labels(surface)
        if self.clan_drag is not None and self.viewer is not None:
            clan = state.clans[self.viewer]
            if clan is not None:
                picture = self.panels.clan_card_surface(self.lay, clan)
                surface.blit(picture, picture.get_rect(center=self.clan_drag))
        if self.reveal_lines and (self.reveal_left > 0 or self.match.finished):
            self._draw_reveal(surface)
        self.draw_overlays(surface)

    def _draw_board(self, surface: pygame.Surface, state: Any) -> None:
        cam = self.camera
        cam.area = self.lay.board
        look = self.frozen_look or look_of(state)
        cam.frame(*extent_of(look))
        surface.set_clip(self.lay.board)
        picture = self.picture.surface_for(look, cam.cell)
        x, y = cam.cell_to_screen(-MARGIN, -MARGIN)
        surface.blit(picture, (round(x), round(y)))
        if look.layers and self.frozen_look is None:  # the card laid last, outlined so it reads at a glance
            last = look.layers[-1]
            top_left = cam.cell_to_screen(last.row, last.col)
            frame = pygame.Rect(round(top_left[0]), round(top_left[1]), 3 * cam.cell, 3 * cam.cell)
            pygame.draw.rect(surface, (250, 246, 230), frame, max(2, cam.cell // 18), border_radius=max(2, cam.cell // 8))
        if self.picking is not None:
            for cell in self._pick_cells():
                rect = cam.cell_rect(*cell)
                pygame.draw.rect(surface, GOLD, rect, 2 if cell not in self.picked else max(3, cam.cell // 8))
        self._draw_ghost(surface)
        self.effects.draw(surface, self.app.assets, cam)
        surface.set_clip(None)

    def _ghost_frame(self) -> pygame.Rect | None:
        if self.ghost is None or self.held is None or self.ghost_anchor is None:
            return None
        x, y = self.camera.cell_to_screen(*self.ghost_anchor)
        return pygame.Rect(round(x), round(y), 3 * self.camera.cell, 3 * self.camera.cell)

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        """Under the held card: the snapped outline, green or red, and the cells it would win."""
        ghost, held, frame = self.ghost, self.held, self._ghost_frame()
        if ghost is None or held is None or frame is None:
            return
        cam = self.camera
        colour = LEGAL if ghost.legal else ILLEGAL
        picture = card_surface(self.app.assets, held.pattern, cam.cell, self._state.uses("ronin"), edge=colour)
        faded = picture.copy()
        faded.set_alpha(150)
        tint = pygame.Surface(frame.size, pygame.SRCALPHA)
        tint.fill((*colour, 45))
        surface.blit(tint, frame)
        surface.blit(faded, frame)
        pygame.draw.rect(surface, colour, frame, max(2, cam.cell // 12), border_radius=max(3, cam.cell // 6))
        light = SEAT_LIGHT[self.viewer or 0]
        for row, col in ghost.own_cells:  # cells that would show a ninja of the player's clan
            rect = cam.cell_rect(row, col).inflate(-2, -2)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*light, 70))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, light, rect, max(3, cam.cell // 10), border_radius=4)
        for fall in ghost.falls:
            spot = _daimyo_cell(self._state, fall.daimyo)
            if spot is not None:
                cx, cy = cam.cell_to_screen(spot[0] + 0.5, spot[1] + 0.5)
                pygame.draw.circle(surface, GOLD, (round(cx), round(cy)), round(cam.cell * 0.75), max(3, cam.cell // 10))

    def _draw_ghost_labels(self, surface: pygame.Surface) -> None:
        """Over the held card: the points of covered samurai, the Daimyos that would fall with
        both players' points, and the engine's reason when the spot is refused."""
        ghost, frame = self.ghost, self._ghost_frame()
        if ghost is None or frame is None:
            return
        cam, lang, names = self.camera, language(), self._names()
        size = self.lay.text(19)
        light = SEAT_LIGHT[self.viewer or 0]
        for covered in ghost.covered:
            if covered.points:
                cx, cy = cam.cell_to_screen(covered.row + 0.5, covered.col + 0.5)
                draw_label(surface, f"+{covered.points}", (cx, cy), light, size, "center")
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if not ghost.legal:
            lines += [(line, ILLEGAL) for line in _wrap_reason(ghost.reason, 34)]
        for fall in ghost.falls:
            lines.append((t("n99.falls_points", name=_daimyo_name(fall.daimyo, lang), a=names[0],
                            pa=f"+{fall.points[0]}", b=names[1], pb=f"+{fall.points[1]}"), GOLD))
        gained = ghost.points[self.viewer or 0] if ghost.legal else {}
        if gained:
            lines.append(("  ".join(f"+{v} {clan_name(c, lang)}" for c, v in gained.items()), light))
        if not lines:
            return
        gap = self.lay.px(8)
        widths = [draw_label_size(text, size)[0] for text, _ in lines]
        board = self.lay.board
        on_right = frame.right + gap + max(widths) <= board.right
        y = max(board.y + gap, frame.y)
        for (text, colour), width in zip(lines, widths, strict=True):
            x = frame.right + gap if on_right else max(board.x + gap, frame.left - gap - width)
            draw_label(surface, text, (x, y), colour, size)
            y += size + gap

    def _draw_held(self, surface: pygame.Surface) -> None:
        held = self.held
        if held is None:
            return
        pattern, angle, squash = held.drawn_state()
        cell = self.camera.cell
        picture = card_surface(self.app.assets, pattern, cell, self._state.uses("ronin"))
        image = posed(picture, angle, squash, 1.06)
        x, y = held.position
        if self.ghost is None:  # over the board the ghost shows where it lands: no shadow to muddy it
            shade = shadow_of(image, 100)
            surface.blit(shade, shade.get_rect(center=(x + cell * 0.18, y + cell * 0.22)))
        else:
            image = image.copy()
            image.set_alpha(120)  # the ghost under it stays readable
        surface.blit(image, image.get_rect(center=(x, y)))

    def _draw_tray(self, surface: pygame.Surface, state: Any) -> None:
        lay, tray = self.lay, self.lay.tray
        pygame.draw.rect(surface, (36, 31, 28), tray)
        pygame.draw.line(surface, (98, 84, 70), tray.topleft, tray.topright, 2)
        pad = lay.px(10)
        self.hand_rects = {}
        seat = self.viewer
        x = tray.x + pad
        cell = min(lay.px(38), (tray.height - 2 * pad - lay.px(18)) // 3)
        must_discard = state.turn.must_discard and seat is not None and seat == state.active
        unplaceable = self.unplaceable()
        if seat is not None:
            for slot, card in enumerate(state.hands[seat]):
                rect = pygame.Rect(x, tray.y + pad, 3 * cell, 3 * cell)
                self.hand_rects[slot] = rect
                in_hand = not (self.held is not None and self.held.card_id == card
                               and slot == state.hands[seat].index(card))
                if in_hand and not self.effects.returning(card):
                    picture = card_surface(self.app.assets, game_data().cards[card].rows, cell, state.uses("ronin"))
                    surface.blit(picture, rect)
                    draw_text(surface, card, (rect.centerx, rect.bottom + 2), lay.text(14), INK_DIM, anchor="midtop")
                if card in unplaceable:
                    draw_label(surface, t("n99.unplaceable"), (rect.centerx, rect.centery), ILLEGAL, lay.text(15),
                               "center")
                if must_discard:
                    self._discard_button(rect, card)
                x = rect.right + pad * 2
        status_x = x + pad
        draw_text(surface, self._status_line(state), (status_x, tray.y + pad), lay.text(19), GOLD, True)
        hint = t("n99.help_keys") if self.held is not None else t("n99.pan_keys")
        draw_text(surface, hint, (status_x, tray.bottom - pad), lay.text(14), INK_DIM, anchor="bottomleft")

    def unplaceable(self) -> set[str]:
        """The viewer's cards that fit nowhere (the engine offers to throw them away)."""
        if self._state.turn.must_discard:
            return set()  # Tenmon's discard: any card may go, none is flagged
        return {a.card for a in self._legal_of(Discard)}

    def _discard_button(self, card_rect: pygame.Rect, card: str) -> None:
        rect = pygame.Rect(card_rect.x, card_rect.bottom - self.lay.px(26), card_rect.width, self.lay.px(26))
        def throw() -> None:
            self.submit(Discard(card))

        self.buttons.append(Button(rect, t("n99.discard"), throw, size=self.lay.text(15)))

    def _status_line(self, state: Any) -> str:
        names = self._names()
        if self.match.finished:
            return self.reveal_lines[0][0] if self.reveal_lines else ""
        if self.draft is not None:
            return t("n99.reckoning")
        if self.picking is not None:
            tech = game_data().techniques[self.picking]
            return t("n99.pick_cells", tech=tech.names.get(language(), tech.names["en"]))
        legal = self._legal()
        if not legal:
            acting = self.match.to_act()
            who = names[acting[0]] if acting else ""
            return t("n99.waiting", name=who)
        if self._legal_of(PickClan):
            return t("n99.pick_clan", name=names[self.viewer or 0])
        if state.turn.must_discard:
            return t("n99.must_discard")
        if legal == (EndTurn(),):
            return t("n99.after_lay")
        return t("n99.your_turn")

    def _draw_clan_choice(self, surface: pygame.Surface, state: Any) -> None:
        rects = self._clan_choice_rects()
        if not rects:
            return
        board = self.lay.board
        veil = pygame.Surface(board.size, pygame.SRCALPHA)
        veil.fill((20, 16, 14, 170))
        surface.blit(veil, board)
        draw_label(surface, t("n99.pick_clan", name=self._names()[self.viewer or 0]),
                   (board.centerx, min(r.top for r in rects.values()) - self.lay.px(40)), GOLD, self.lay.text(24),
                   "center")
        for clan, rect in rects.items():
            pygame.draw.rect(surface, (20, 16, 14), rect.inflate(12, 12), border_radius=12)
            surface.blit(self.app.assets.image(CLAN_ART[clan], rect.size), rect)
            draw_label(surface, clan_name(clan, language()), (rect.centerx, rect.bottom + self.lay.px(22)), INK,
                       self.lay.text(20), "center")

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """The result in a box over the board: the winner, the rule that decided, what each
        player put on the tracks and where the cubes ended."""
        board, lay = self.lay.board, self.lay
        sizes = [lay.text(30 if k == 0 else 19) for k in range(len(self.reveal_lines))]
        width = max(draw_label_size(line, size)[0] for (line, _), size in zip(self.reveal_lines, sizes, strict=True))
        height = sum(size + lay.px(10) for size in sizes) + lay.px(24)
        box = pygame.Rect(0, 0, min(board.width - lay.px(20), width + lay.px(40)), height)
        box.center = (board.centerx, board.centery - board.height // 6)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 16, 14, 235), shade.get_rect(), border_radius=lay.px(12))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=lay.px(12))
        y = box.y + lay.px(12)
        for (line, colour), size in zip(self.reveal_lines, sizes, strict=True):
            rect = draw_text(surface, line, (box.centerx, y), size, colour, size == sizes[0], "midtop")
            y = rect.bottom + lay.px(10)


def _daimyo_cell(state: Any, number: int) -> tuple[int, int] | None:
    for r in range(8):
        for c in range(8):
            if state.base[index(r, c)] == str(number):
                return r, c
    return None


def _daimyo_name(number: int, lang: str) -> str:
    names = game_data().daimyo_names[number]
    return names.get(lang, names["en"])


def _wrap_reason(reason: str, width: int) -> list[str]:
    words, lines, line = reason.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines[:3]
