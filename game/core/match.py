"""A game in progress: seats, the current state, its history, undo, save and replay."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction, SpecError
from game.core.events import Event
from game.core.game import Game, check_seat_count, resolve_options
from game.core.seats import Seat

SAVE_FORMAT = 1


def is_other_save_format(found: Any) -> bool:
    """Whether a save's ``format`` field names another version's format (a whole number not
    this version's). A missing or garbled field is no version at all: such a file is damaged."""
    return isinstance(found, int) and not isinstance(found, bool) and found != SAVE_FORMAT


@dataclass(frozen=True)
class Step:
    seat: int
    action: Action
    events: tuple[Event, ...]


@dataclass
class Match:
    """Owns one game's states. Only ``submit`` and ``undo`` change it."""

    game: Game
    seats: list[Seat]
    seed: int
    options: dict[str, str]
    state: Any = None
    steps: list[Step] = field(default_factory=list)
    _states: list[Any] = field(default_factory=list)
    opening: tuple[Event, ...] = ()  # what the setup played before the first action (Game.opening)

    @classmethod
    def start(
        cls, game: Game, seats: Sequence[Seat], seed: int, options: Mapping[str, str] | None = None
    ) -> Match:
        check_seat_count(game, seats)
        resolved = resolve_options(game, options or {})
        fit = getattr(game, "options_for_seats", None)
        if fit is not None:  # a rule that hangs on who sits, not only how many (one person solo)
            resolved = fit(resolved, seats)
        opening = getattr(game, "opening", None)
        if opening is not None:
            state, told = opening(len(seats), seed, resolved)
        else:
            state, told = game.new(len(seats), seed, resolved), ()
        return cls(game, list(seats), seed, resolved, state, [], [state], tuple(told))

    # -- playing -------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal(self, seat: int) -> tuple[Action, ...]:
        return self.game.legal_actions(self.state, seat)

    def submit(self, seat: int, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat``; raises IllegalAction and changes nothing if refused."""
        if seat not in self.game.to_act(self.state):
            raise IllegalAction(f"it is not {self.seats[seat].name}'s decision now")
        state, events = self.game.apply(self.state, seat, action)
        self.state = state
        self.steps.append(Step(seat, action, tuple(events)))
        self._states.append(state)
        return tuple(events)

    @property
    def finished(self) -> bool:
        return self.game.outcome(self.state) is not None

    def can_undo(self) -> bool:
        if not self.steps:
            return False
        last = self.steps[-1]
        return self.game.can_undo(self._states[-2], last.seat, last.action, self._states[-1])

    def undo(self) -> Step | None:
        """Take back the last action when the game allows it; returns what was undone."""
        if not self.can_undo():
            return None
        return self.step_back()

    def step_back(self) -> Step | None:
        """Go back one action whatever the game allows: a replay, where nothing is hidden any
        more, steps back as freely as forward. None at the start."""
        if not self.steps:
            return None
        self._states.pop()
        self.state = self._states[-1]
        return self.steps.pop()

    def state_at(self, index: int) -> Any:
        """The state after ``index`` actions (0: the starting state)."""
        return self._states[index]

    def told(self) -> Iterator[tuple[Event, ...]]:
        """The events of the game so far, batch by batch: the opening's, then each action's. A
        table's log retells a continued or stepped-back game from them."""
        yield self.opening
        for step in self.steps:
            yield step.events

    # -- saving --------------------------------------------------------------------------
    def to_save(self, steps: Sequence[Step] | None = None) -> dict[str, Any]:
        """The save as a JSON-ready dict; ``steps`` (a copy of the history taken earlier) lets a
        background writer build it while play goes on."""
        steps = self.steps if steps is None else steps
        return {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "actions": [{"seat": s.seat, "action": s.action.to_dict()} for s in steps],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_save(), indent=1, sort_keys=True)

    @classmethod
    def from_save(cls, data: Mapping[str, Any], games: Mapping[str, Game]) -> Match:
        """Rebuild a match by replaying its actions; raises ValueError on any inconsistency."""
        if not isinstance(data, Mapping):
            raise ValueError("a save must be a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"unknown save format {data.get('format')!r}")
        game = games.get(str(data.get("game")))
        if game is None:
            raise ValueError(f"unknown game {data.get('game')!r}")
        try:
            seats = [Seat.from_dict(s) for s in data["seats"]]
            seed = int(data["seed"])
            match = cls.start(game, seats, seed, dict(data.get("options", {})))
            for index, entry in enumerate(data["actions"]):
                action = game.action_from_dict(entry["action"])
                try:
                    match.submit(int(entry["seat"]), action)
                except IllegalAction as exc:
                    raise ValueError(f"action {index + 1} ({action}) is illegal: {exc.reason}") from exc
        except (KeyError, TypeError, SpecError, AttributeError, IndexError, OverflowError) as exc:
            # a file edited by hand or cut short: any field may hold the wrong kind of thing
            raise ValueError(f"the save is incomplete or damaged ({exc})") from exc
        return match

    def replay(self) -> Iterator[tuple[Step | None, Any]]:
        """Each state from the start, with the step that led to it (None for the first)."""
        yield None, self._states[0]
        yield from zip(self.steps, self._states[1:], strict=False)
