"""The working copy ``Flow``: one state being changed, the events it says, and every effect
of the rules (wounds, barricades, farms, families, tracks, Kiai triggers) as a method.

States stay immutable: each change replaces ``self.s`` with an updated copy. Effects that need
somebody's decision push a decision task; the driver in ``driver.py`` stops there.
"""

from __future__ import annotations

from typing import Any

from game.core.events import Event, event
from game.core.records import replace
from game.spirit.data import card, village
from game.spirit.setup import mode_of
from game.spirit.state import Board, State, Task, kiai_resolving, kiai_value, track, wound_outcome

DOUBLE_KIAI = ("Daisuke", "Kikuchiyo")  # their animal Kiai works twice in a row


class Flow:
    """While a flow runs, its task stack lives in ``tasks`` (a list, pushed and popped in place:
    most steps of a playout do both, and copying the whole state for each was a third of the
    engine's time); ``s.tasks`` is out of date until ``state_with_tasks`` puts the stack back."""

    def __init__(self, state: State) -> None:
        self.s = state
        self.tasks = list(state.tasks)
        self.events: list[Event] = []

    def state_with_tasks(self) -> State:
        """The state the flow has come to, its task stack included (``s.result``, by contrast,
        is the game's outcome)."""
        return replace(self.s, tasks=tuple(self.tasks))

    # -- bookkeeping ---------------------------------------------------------------------
    def emit(self, kind: str, **data: Any) -> None:
        self.events.append(event(kind, **data))

    def push(self, *tasks: Task) -> None:
        """Schedule ``tasks`` to run in the order given, before anything already waiting."""
        self.tasks.extend(reversed(tasks))

    def board(self, seat: int) -> Board:
        return self.s.boards[seat]

    def set_board(self, seat: int, **changes: Any) -> None:
        boards = list(self.s.boards)
        boards[seat] = replace(boards[seat], **changes)
        self.s = replace(self.s, boards=tuple(boards))

    def set_turn(self, **changes: Any) -> None:
        self.s = replace(self.s, turn=replace(self.s.turn, **changes))

    def name(self, seat: int) -> str:
        return self.s.boards[seat].samurai

    def lose(self, reason: str, **data: Any) -> None:
        if not self.s.result:
            self.s = replace(self.s, result=reason)
            self.tasks.clear()
            self.emit("game_lost", reason=reason, **data)

    # -- cards ---------------------------------------------------------------------------
    def draw(self) -> int | None:
        if not self.s.deck:
            return None
        top = self.s.deck[0]
        self.s = replace(self.s, deck=self.s.deck[1:],
                         revealed=tuple(c for c in self.s.revealed if c != top))
        return top

    def to_discard(self, *cards: int) -> None:
        self.s = replace(self.s, discard=self.s.discard + cards)

    def infiltrate_top(self, seat: int, reason: str) -> bool:
        """The deck's top brigand goes face down to the infiltrators. One the table saw face up
        on the deck (Katsushiro's Kiai) stays known there: everyone watched it go."""
        known = bool(self.s.deck) and self.s.deck[0] in self.s.revealed
        top = self.draw()
        if top is None:
            return False
        revealed = self.s.revealed + (top,) if known else self.s.revealed
        self.s = replace(self.s, infiltrators=self.s.infiltrators + (top,), revealed=revealed)
        shown = {"card": top} if known else {}
        self.emit("infiltrated", seat=seat, count=1, reason=reason,
                  infiltrators=len(self.s.infiltrators), **shown)
        return True

    def add_to_line(self, seat: int, card_id: int, reason: str) -> None:
        board = self.board(seat)
        self.set_board(seat, line=board.line + (card_id,))
        board = self.board(seat)
        self.emit("card_confronted", seat=seat, samurai=board.samurai, card=card_id,
                  value=card(card_id).value, reason=reason, track=track(board),
                  kiai=kiai_value(board))
        self.track_changed(seat, added=True)

    def defend(self, seat: int, card_id: int) -> None:
        self.set_board(seat, left=self.board(seat).left + (card_id,))
        self.emit("card_defended", seat=seat, samurai=self.name(seat), card=card_id,
                  symbol=card(card_id).symbol)

    def remove_last(self, seat: int) -> int:
        board = self.board(seat)
        last = board.line[-1]
        self.set_board(seat, line=board.line[:-1])
        return last

    def track_changed(self, seat: int, added: bool) -> None:
        """Exactly the Kiai value fires the Kiai; going above it with a new card breaks a
        barricade (the samurai is then forced to pass at their next action choice)."""
        board = self.board(seat)
        value, kiai = track(board), kiai_value(board)
        if value == kiai and self.kiai_resolving(seat):
            # a Kiai never fires again inside itself (Daisuke handing a card to himself):
            # without this, one Kiai could feed itself for ever
            self.emit("kiai_held", seat=seat, samurai=board.samurai, track=value)
        elif value == kiai:
            uses = 2 if board.animal and board.samurai in DOUBLE_KIAI else 1
            self.emit("kiai_reached", seat=seat, samurai=board.samurai, track=value,
                      side="animal" if board.animal else "human", active=self.s.active)
            self.push(Task("kiai", seat, info=(uses,)), Task("remove_oldest", seat))
        elif added and value > kiai:
            self.emit("overwhelmed", seat=seat, samurai=board.samurai, track=value, kiai=kiai)
            self.destroy_barricade(seat, "overwhelmed")

    def kiai_resolving(self, seat: int) -> bool:
        return kiai_resolving(self.tasks, seat)

    # -- the village ---------------------------------------------------------------------
    def destroy_barricade(self, seat: int, reason: str) -> None:
        if self.s.result:
            return
        if self.s.barricades > 0:
            self.s = replace(self.s, barricades=self.s.barricades - 1)
            self.emit("barricade_destroyed", seat=seat, reason=reason, barricades=self.s.barricades)
        else:
            self.burn_farm(seat, reason)

    def add_barricade(self, seat: int, reason: str) -> None:
        if self.s.barricades < self.s.barricades_start:
            self.s = replace(self.s, barricades=self.s.barricades + 1)
            self.emit("barricade_added", seat=seat, reason=reason, barricades=self.s.barricades)

    def burn_farm(self, seat: int, reason: str) -> None:
        if self.s.result:
            return
        back = self.s.farms[-1]
        penalties = mode_of(self.s.mode).farm_penalties
        self.s = replace(self.s, farms=self.s.farms[:-1], burnt=self.s.burnt + (back,))
        self.emit("farm_burnt", seat=seat, reason=reason, back=back, back_applies=penalties,
                  farms=len(self.s.farms), text=village().farm_back_text[back])
        if not self.s.farms:
            self.lose("farms", seat=seat)
            return
        if not penalties:
            return
        if back == "A":
            self.lose_family(seat, "farm_back")
        elif back == "B":
            self.burn_farm(seat, "farm_back")
        elif back == "C":
            self.destroy_barricade(seat, "farm_back")
        else:
            self.push(Task("wound_target", self.s.active))

    def lose_family(self, seat: int, reason: str) -> None:
        if self.s.result:
            return
        index, rng = self.s.rng.below(len(self.s.families))
        letter = self.s.families[index]
        families = self.s.families[:index] + self.s.families[index + 1:]
        self.s = replace(self.s, families=families, rng=rng)
        self.emit("family_lost", seat=seat, reason=reason, family=letter, families=len(families))
        if not families:
            self.lose("families", seat=seat)

    # -- wounds --------------------------------------------------------------------------
    def wound(self, seat: int, reason: str) -> None:
        """Marker, then the animal side, then a marker again; the fourth wound kills."""
        if self.s.result:
            return
        board = self.board(seat)
        outcome = wound_outcome(board)
        if outcome == "fatal":
            self.emit("wound", seat=seat, samurai=board.samurai, reason=reason, marker=True,
                      animal=True, turned_animal=False, died=True)
            self.lose("death", seat=seat, samurai=board.samurai)
            return
        turned = outcome == "animal"
        self.set_board(seat, wound=not turned, animal=board.animal or turned)
        board = self.board(seat)
        self.emit("wound", seat=seat, samurai=board.samurai, reason=reason, marker=board.wound,
                  animal=board.animal, turned_animal=turned, died=False,
                  track=track(board), kiai=kiai_value(board))
        if turned:
            self.track_changed(seat, added=False)

    def heal(self, seat: int, reason: str) -> None:
        if self.board(seat).wound:
            self.set_board(seat, wound=False)
            self.emit("wound_healed", seat=seat, samurai=self.name(seat), reason=reason)

    # -- support tokens ------------------------------------------------------------------
    def lend_support(self, giver: int, receiver: int, reason: str) -> None:
        self.set_board(receiver, held=self.board(receiver).held + (giver,))
        self.emit("support_given", seat=giver, samurai=self.name(giver), to=receiver,
                  to_samurai=self.name(receiver), reason=reason)

    def return_supports(self, holder: int) -> None:
        for owner in self.board(holder).held:
            self.emit("support_returned", seat=owner, samurai=self.name(owner), holder=holder)
        self.set_board(holder, held=())
