"""``SpiritGame``: Samurai Spirit behind the engine kit's ``Game`` protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot
from game.core.errors import IllegalAction, SpecError
from game.core.events import Event
from game.core.game import Option, Outcome
from game.core.seats import Seat
from game.spirit.actions import CODEC
from game.spirit.data import MODES, SAMURAI_NAMES
from game.spirit.driver import play, settle
from game.spirit.legal import decision_actions
from game.spirit.refusals import refusal
from game.spirit.scenario import state_from_scenario
from game.spirit.score import outcome_of
from game.spirit.setup import (
    MAX_SAMURAI,
    MIN_SAMURAI,
    SPARE_CHOICES,
    mode_of,
    new_state,
    spare_choice_for_seats,
)
from game.spirit.state import State, top_decision
from game.spirit.teams import PICK, RANDOM
from game.spirit.views import masked


class SpiritGame:
    id = "spirit"
    title = "Samurai Spirit"
    pitch = {
        "en": "Together, seven samurai hold a village against three waves of brigands.",
        "fr": "Ensemble, sept samurais tiennent un village face à trois vagues de brigands.",
    }
    # A seat is a samurai: a person alone plays two or three seats (the setup screen lets one
    # human take several), so the engine always sees 2 to 7 samurai.
    min_seats = MIN_SAMURAI
    max_seats = MAX_SAMURAI
    default_seats = 4
    cooperative = True
    options = (
        Option("mode", "normal", MODES, "difficulty: easy, normal, hard or heroic",
               "difficulté : facile (easy), normal, difficile (hard) ou héroïque (heroic)"),
        Option("samurai", "", (), "a board per seat, comma separated: " + ", ".join(SAMURAI_NAMES)
               + ", random, or pick (the strongest team with the others); empty: all random",
               "un plateau par place, séparés par des virgules : " + ", ".join(SAMURAI_NAMES)
               + ", random (au hasard) ou pick (l'équipe la plus forte avec les autres) ; vide : tous au hasard",
               per_seat=(RANDOM, PICK, *SAMURAI_NAMES)),
        Option("spare_tokens", "auto", SPARE_CHOICES,
               "absent samurai's support tokens by the village: auto (with 2 samurai, or 3 played by one "
               "person), on, off",
               "jetons Soutien des absents près du village : auto (à 2 samurais, ou 3 joués par une seule "
               "personne), oui (on) ou non (off)"),
    )
    bot_levels = ("easy", "normal", "hard")

    def options_for_seats(self, options: Mapping[str, str], seats: Sequence[Seat]) -> dict[str, str]:
        """What the table's make-up decides: solo with three samurai plays the spare tokens."""
        return {**options, "spare_tokens": spare_choice_for_seats(options["spare_tokens"], seats)}

    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> State:
        return self.opening(seats, seed, options)[0]

    def opening(self, seats: int, seed: int, options: Mapping[str, str]) -> tuple[State, tuple[Event, ...]]:
        """The new game up to the first samurai's decision, with the events of the first round's
        start, which a table's log tells before the first move."""
        return settle(new_state(seats, seed, options))

    def to_act(self, state: State) -> tuple[int, ...]:
        top = top_decision(state)
        return () if top is None else (top.seat,)

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        top = top_decision(state)
        if top is None or top.seat != seat:
            return ()
        return decision_actions(state, top)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        top = top_decision(state)
        if top is None:
            raise IllegalAction("the game is over")
        if seat != top.seat:
            raise IllegalAction(f"it is {state.boards[top.seat].samurai}'s decision now")
        if action not in decision_actions(state, top):
            raise IllegalAction(refusal(state, top, action))
        return play(state, top, action)

    def view(self, state: State, seat: int | None) -> State:
        return masked(state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return CODEC.from_dict(data)

    def make_bot(self, level: str, seat: int) -> Bot:
        from game.spirit.ai import make_bot

        if level not in self.bot_levels:
            raise SpecError(f"Samurai Spirit bots are {', '.join(self.bot_levels)}, not {level!r}")
        return make_bot(level, seat)

    def can_undo(self, before: Any, seat: int, action: Action, after: Any) -> bool:
        """Undo is fair while nothing hidden came to light and no die was rolled. A burnt farm's
        back counts only in the modes that apply it (Hard, Heroic): elsewhere it changes nothing."""
        backs_hidden = before.farms == after.farms or not mode_of(after.mode).farm_penalties
        return (before.deck == after.deck and before.infiltrators == after.infiltrators
                and backs_hidden and before.rng == after.rng and not after.result)

    def from_scenario(self, data: Mapping[str, Any]) -> State:
        state, _ = settle(state_from_scenario(data))
        return state
