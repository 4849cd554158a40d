"""The 99 Ninja game object: the engine contract wired to the rule modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot
from game.core.errors import SpecError
from game.core.events import Event
from game.core.game import Option, Outcome
from game.ninja99 import turn
from game.ninja99.actions import CODEC, Discard, PickClan, Place, RoninChoice, SwapClan, UseTechnique
from game.ninja99.data import CLANS, DRAWS_CARD, game_data
from game.ninja99.reckoning import result
from game.ninja99.setup import from_scenario, new_game
from game.ninja99.state import MODULES, NinjaState
from game.ninja99.views import NinjaView, view

RULE_TEXT = {
    "majority": "a positive score in at least two clans",
    "total": "neither side led two clans: the higher total of positive scores wins",
    "tokens": "tied on positive scores: more Daimyo tokens placed wins",
    "draw": "tied on clans, positive scores and Daimyo tokens",
}


class NinjaGame:
    id = "ninja99"
    title = "99 Ninja"
    pitch = {"en": str(game_data().texts["pitch"]["en"]), "fr": str(game_data().texts["pitch"]["fr"])}
    min_seats = 1
    max_seats = 2
    default_seats = 2
    cooperative = False
    options = (
        Option("modules", "", (), "comma list of blacklist, ronin, clan (two players only)",
               "liste de blacklist, ronin, clan séparés par des virgules (à deux seulement)", flags=MODULES),
        Option("level", "0", tuple(str(n) for n in range(8)), "the automaton's level in solo, 0-7",
               "niveau de l'automate en solo, 0 à 7"),
    )
    bot_levels = ("easy", "normal", "hard")

    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> NinjaState:
        return new_game(seats, seed, options)

    def to_act(self, state: NinjaState) -> tuple[int, ...]:
        return turn.to_act(state)

    def legal_actions(self, state: NinjaState, seat: int) -> tuple[Action, ...]:
        return turn.legal_actions(state, seat)

    def apply(self, state: NinjaState, seat: int, action: Action) -> tuple[NinjaState, tuple[Event, ...]]:
        return turn.apply_action(state, seat, action)

    def view(self, state: NinjaState, seat: int | None) -> NinjaView:
        return view(state, seat)

    def outcome(self, state: NinjaState) -> Outcome | None:
        if state.phase != "over":
            return None
        res = result(state)
        seats = 1 if state.solo else 2
        winners = tuple(w for w in res.winners if w < seats)
        if state.solo and res.rule == "draw":
            winners = ()
        names = ("seat1", "automaton") if state.solo else ("seat1", "seat2")
        breakdown: dict[str, Any] = {
            "rule": res.rule,
            "rule_text": RULE_TEXT[res.rule],
            "end": state.end_reason,
            "clans": list(CLANS),
            "scores": {names[s]: dict(zip(CLANS, res.scores[s], strict=True)) for s in (0, 1)},
            "positive_clans": dict(zip(names, res.positives, strict=True)),
            "positive_totals": dict(zip(names, res.totals, strict=True)),
            "daimyo_tokens": dict(zip(names, res.daimyo_tokens, strict=True)),
        }
        return Outcome(
            winners=winners,
            teams=names[:seats],
            winning_teams=tuple(names[w] for w in res.winners if not (state.solo and res.rule == "draw")),
            scores=tuple(float(res.totals[s]) for s in range(seats)),
            score=float(res.totals[0] - res.totals[1]) if state.solo else None,
            reason=f"{'automaton' if state.solo and not winners else 'winner'} by {RULE_TEXT[res.rule]}",
            breakdown=breakdown,
        )

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return CODEC.from_dict(data)

    def make_bot(self, level: str, seat: int) -> Bot:
        from game.ninja99.ai import make_bot

        if level not in self.bot_levels:
            raise SpecError(f"99 Ninja bots are {', '.join(self.bot_levels)}, not {level!r}")
        return make_bot(level, seat)

    def can_undo(self, before: Any, seat: int, action: Action, after: Any) -> bool:
        """Anything short of a draw (which shows a new card) or a secret reckoning choice. A Ronin
        answer reveals nothing: it is taken back like the card whose step asked it."""
        if isinstance(action, UseTechnique):
            return bool(game_data().techniques[action.technique].choice not in DRAWS_CARD)
        return isinstance(action, PickClan | SwapClan | Place | RoninChoice | Discard)

    def from_scenario(self, data: Mapping[str, Any]) -> NinjaState:
        return from_scenario(data)


GAME = NinjaGame()
