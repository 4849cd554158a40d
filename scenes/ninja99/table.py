"""The 99 Ninja table: the Daimyo board in the middle, the hand tray under it, the side panels,
and every gesture of a turn turned into engine actions.

A card is picked up from the tray, follows the mouse on the kit's physics, turns (wheel, R) and
flips (F, right click); over the board its ghost snaps to the grid and shows what the engine's
own preview says it would do. Releasing goes through the kit's ``DragController``, whose
targets are "this pattern at this anchor" so that cards looking the same in two orientations
never confuse it. Everything the bots and the automaton do is animated from the events.
"""

from __future__ import annotations

import pygame

from game.ninja99.actions import PickClan, Place, UseTechnique
from game.ninja99.data import game_data
from game.ninja99.techniques import offered
from scenes.kit.i18n import language
from scenes.ninja99.held import HeldCard
from scenes.ninja99.reasons import retell
from scenes.ninja99.table_base import PAN_STEP, look_of
from scenes.ninja99.table_view import NinjaTableView
from scenes.ninja99.texts import clan_name, t

__all__ = ["NinjaTable", "look_of"]


class NinjaTable(NinjaTableView):
    # -- input --------------------------------------------------------------------------------------
    def finish_animations(self) -> None:
        super().finish_animations()
        self.effects.finish()
        self.reveal_left = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
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
        log_box = self.panels.log_box
        if log_box is not None and log_box.collidepoint(self.mouse) and event.y:
            self.panels.scrollback.wheel(event.y)  # the wheel up reads back
            return True
        if self.lay.board.collidepoint(self.mouse) and event.y:
            return self.camera.zoom_at(1 if event.y > 0 else -1, self.mouse)
        return False

    def _motion(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        for button in self.buttons:
            button.handle_event(event)
        if self.held is not None:
            self.held.follow(event.pos)  # panning too: the card stays under the pointer
        if self.panning is not None:
            self.camera.pan_by(event.pos[0] - self.panning[0], event.pos[1] - self.panning[1])
            self.panning = event.pos
            return True
        if self.held is not None:
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
        if self.picking is not None and self._touches_other_move(event.pos):
            # A technique half picked is finished or cancelled before anything else is done: a
            # card laid meanwhile would leave the pick on show but never used (as BGA asks too).
            self._refuse_during_pick()
            return True
        for slot, rect in self.hand_rects.items():
            if rect.collidepoint(event.pos):
                return self._pick_up(slot, event.pos)
        clan_rect = self.panels.hits.get("clan")
        if clan_rect is not None and clan_rect.collidepoint(event.pos) and ("clan",) in self.draggable():
            self.controller.grab(("clan",))
            self.clan_drag = event.pos
            return True
        for key, rect in self.panels.hits.items():
            if key.startswith("tech:") and rect.collidepoint(event.pos):
                self._technique(key[5:])
                return True
            if key.startswith("clantech:") and rect.collidepoint(event.pos):
                self._refuse_clan_technique(key[9:])
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
                self.toasts.show(retell(outcome.reason, language()))
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
        if ("card", card) not in self.draggable():
            # A card that fits nowhere is said so; the engine's reason for one spot would mislead.
            reason = "" if card in self.unplaceable() else self.explain(seat, Place(card, 0, 0, 0))
            self.toasts.show(retell(reason, language()) if reason else t("n99.unplaceable"))
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
            self.toasts.show(retell(outcome.reason, language()))
            self.app.audio.play("invalid")
        if outcome.kind in ("sprang_back", "cancelled"):
            self._send_back(held)
        held.drop()
        self.held = None
        self.ghost = None
        self.ghost_key = None

    # -- a technique's cells ---------------------------------------------------------------------
    def _touches_other_move(self, pos: tuple[int, int]) -> bool:
        """Whether a press lands on something that starts another move: a card of the hand, the
        clan card, a technique."""
        if any(rect.collidepoint(pos) for rect in self.hand_rects.values()):
            return True
        return any((key == "clan" or key.startswith("tech:")) and rect.collidepoint(pos)
                   for key, rect in self.panels.hits.items())

    def _refuse_during_pick(self) -> None:
        tech = game_data().techniques[self.picking or ""]
        self.toasts.show(t("n99.finish_pick", tech=tech.names.get(language(), tech.names["en"])))
        self.app.audio.play("invalid")

    def _toggle_cell(self, cell: tuple[int, int]) -> None:
        """A click on the board while a technique picks its cells: a picked cell is let go; a cell
        is added when the engine offers the pick with it; otherwise the engine's reason is told
        (a cell it cannot take, or one cell too many)."""
        if self.picking is None:
            return
        if cell in self.picked:
            self.picked.remove(cell)
            return
        wanted = {*self.picked, cell}
        if any(action.technique == self.picking and set(action.cells) == wanted
               for action in self._legal_of(UseTechnique)):
            self.picked.append(cell)
            return
        # a cell the technique never takes is named on its own; a good one refused is one too many
        asked = (cell,) if cell not in self._pick_cells() else (*self.picked, cell)
        seat = self.viewer
        reason = self.explain(seat, UseTechnique(self.picking, asked)) if seat is not None else ""
        if reason:
            self.toasts.show(retell(reason, language()))
            self.app.audio.play("invalid")

    def _refuse_clan_technique(self, tech_id: str) -> None:
        """A click on another clan's technique (listed to be read): whose it is, and how the
        clicking side could come to hold that clan."""
        state, lang = self.match.state, language()
        tech = game_data().techniques[tech_id]
        side = self.viewer if self.viewer is not None else state.active
        words = {"tech": tech.names.get(lang, tech.names["en"]), "clan": clan_name(tech.clan, lang)}
        trade = next((own for own in offered(state, side) if own.choice == "swap_clans"), None)
        if state.phase != "turn":
            text = t("n99.clantech_holder", **words)
        elif tech.clan == state.neutral:
            text = t("n99.clantech_neutral", **words)
        elif trade is not None:
            text = t("n99.clantech_trade", trade=trade.names.get(lang, trade.names["en"]), **words)
        else:
            text = t("n99.clantech_rival", **words)
        self.toasts.show(text)
        self.app.audio.play("invalid")

    def _pick_clan_at(self, pos: tuple[int, int]) -> bool:
        for clan, rect in self._clan_choice_rects().items():
            if rect.collidepoint(pos):
                return self.submit(PickClan(clan))
        return False
