"""A tiny game that exercises the engine kit and the drag-and-drop controller in tests.

Each seat holds numbered tiles. On your turn you lay one tile on a pile: your own pile takes
any tile, another seat's pile only a tile lower than its top. Laying on the "centre" pile
offers two actions for the same drop (face up or face down), so the controller must ask.
The game ends when every hand is empty; the highest pile total wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.core import Action, ActionCodec, IllegalAction, Option, Outcome, RandomBot, Rng, event


@dataclass(frozen=True, slots=True)
class Lay(Action):
    tile: int
    pile: str  # "pile:N" or "centre"
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class ToyState:
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    centre: tuple[int, ...]
    turn: int
    rng: Rng


class ToyGame:
    id = "toy"
    title = "Toy"
    pitch = {"en": "Lay tiles on piles.", "fr": "Posez des tuiles sur des piles."}
    min_seats = 2
    max_seats = 4
    default_seats = 2
    cooperative = False
    options = (Option("tiles", "3", ("2", "3", "4")),)
    bot_levels = ("easy",)
    _codec = ActionCodec([Lay])

    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> ToyState:
        count = int(options.get("tiles", "3"))
        deck, rng = Rng.from_seed(seed).shuffled(range(1, seats * count + 1))
        hands = tuple(tuple(sorted(deck[i * count:(i + 1) * count])) for i in range(seats))
        return ToyState(hands, tuple(() for _ in range(seats)), (), 0, rng)

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        return () if all(not h for h in state.hands) else (state.turn,)

    def legal_actions(self, state: ToyState, seat: int) -> tuple[Action, ...]:
        if seat not in self.to_act(state):
            return ()
        found: list[Action] = []
        for tile in state.hands[seat]:
            for target, pile in enumerate(state.piles):
                if target == seat or not pile or tile < pile[-1]:
                    found.append(Lay(tile, f"pile:{target}"))
            found.append(Lay(tile, "centre", True))
            found.append(Lay(tile, "centre", False))
        return tuple(found)

    def apply(self, state: ToyState, seat: int, action: Action) -> tuple[ToyState, tuple[Any, ...]]:
        if action not in self.legal_actions(state, seat):
            if not isinstance(action, Lay) or action.tile not in state.hands[seat]:
                raise IllegalAction("you do not hold that tile")
            raise IllegalAction("that pile only takes a tile lower than its top")
        assert isinstance(action, Lay)
        hands = list(state.hands)
        hands[seat] = tuple(t for t in hands[seat] if t != action.tile)
        piles = list(state.piles)
        centre = state.centre
        if action.pile == "centre":
            centre = centre + (action.tile,)
        else:
            target = int(action.pile.split(":")[1])
            piles[target] = piles[target] + (action.tile,)
        turn = (state.turn + 1) % len(hands)
        new = replace(state, hands=tuple(hands), piles=tuple(piles), centre=centre, turn=turn)
        return new, (event("laid", seat=seat, tile=action.tile, pile=action.pile),)

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        return {"hand": state.hands[seat] if seat is not None else (), "piles": state.piles}

    def outcome(self, state: ToyState) -> Outcome | None:
        if self.to_act(state):
            return None
        totals = tuple(float(sum(p)) for p in state.piles)
        best = max(totals)
        winners = tuple(i for i, t in enumerate(totals) if t == best)
        return Outcome(winners=winners, scores=totals, reason="hands empty")

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return self._codec.from_dict(data)

    def make_bot(self, level: str, seat: int) -> RandomBot:
        return RandomBot()

    def can_undo(self, before: Any, seat: int, action: Action, after: Any) -> bool:
        return True

    def from_scenario(self, data: Mapping[str, Any]) -> ToyState:
        hands = tuple(tuple(h) for h in data["hands"])
        return ToyState(hands, tuple(() for _ in hands), (), int(data.get("turn", 0)), Rng(1))


TOY = ToyGame()
