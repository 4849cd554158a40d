"""The Katana game object the app and the simulator talk to."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot
from game.core.events import Event
from game.core.game import Option, Outcome
from game.katana import flow, rules, scoring, setup
from game.katana.actions import CODEC, DiscardCard, PlayCard
from game.katana.cards import CHARACTERS, KIND
from game.katana.state import DISCARD, KatanaState
from game.katana.view import KatanaView, make_view


class KatanaGame:
    id = "katana"
    title = "Katana"
    pitch = {
        "en": "Samurai, ninjas and a lone ronin fight for honour around the Shogun, each role hidden.",
        "fr": "Samouraïs, ninjas et un ronin solitaire se battent pour l'honneur autour du shogun, chacun cachant son rôle.",
    }
    min_seats = 3
    max_seats = 7
    default_seats = 5
    cooperative = False
    options = (
        Option("characters", "", (), "comma list of characters in seat order, or random (empty: all dealt "
               "at random)", "liste de personnages dans l'ordre des places, séparés par des virgules, ou random "
               "(vide : tous au hasard)", per_seat=(setup.RANDOM, *(c.key for c in CHARACTERS))),
    )
    bot_levels = ("easy", "normal", "hard")

    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> KatanaState:
        return setup.new_game(seats, seed, options)

    def opening(self, seats: int, seed: int, options: Mapping[str, str]) -> tuple[KatanaState, tuple[Event, ...]]:
        return setup.opening(seats, seed, options)

    def to_act(self, state: KatanaState) -> tuple[int, ...]:
        return rules.to_act(state)

    def legal_actions(self, state: KatanaState, seat: int) -> tuple[Action, ...]:
        return rules.legal_actions(state, seat)

    def apply(self, state: KatanaState, seat: int, action: Action) -> tuple[KatanaState, tuple[Event, ...]]:
        return flow.apply(state, seat, action)

    def view(self, state: KatanaState, seat: int | None) -> KatanaView:
        return make_view(state, seat)

    def outcome(self, state: KatanaState) -> Outcome | None:
        return scoring.outcome(state)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return CODEC.from_dict(data)

    def make_bot(self, level: str, seat: int) -> Bot:
        from game.katana.ai import make_bot

        return make_bot(level, seat)

    def can_undo(self, before: KatanaState, seat: int, action: Action, after: KatanaState) -> bool:
        """Only moves that reveal nothing and involve nobody else: laying a permanent card, and
        a discard that leaves more to discard."""
        if isinstance(action, PlayCard):
            return KIND[action.card] == "permanent"
        return isinstance(action, DiscardCard) and after.phase == DISCARD

    def from_scenario(self, data: Mapping[str, Any]) -> KatanaState:
        return setup.from_scenario(data)

    # -- helpers for scenes --------------------------------------------------------------
    def card_targets(self, state: KatanaState, seat: int, card: int) -> tuple[rules.Target, ...]:
        return rules.card_targets(state, seat, card)


GAME = KatanaGame()
