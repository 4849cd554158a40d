"""The contract every game engine fulfils, and the values it hands back."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from game.core.actions import Action
from game.core.bots import Bot
from game.core.errors import SpecError
from game.core.events import Event
from game.core.rng import Rng


@dataclass(frozen=True)
class Option:
    """One setup option of a game: its name, default, allowed values and a help line."""

    name: str
    default: str
    choices: tuple[str, ...] = ()  # empty: free text checked by the game itself
    help: str = ""
    help_fr: str = ""
    # Choices made seat by seat (a board, a fighter): the option is then a comma list, one entry
    # per seat, and the setup screen offers them on each seat's row. The first is the default,
    # and a list that keeps it on every seat is the empty option (``seat_text``)
    per_seat: tuple[str, ...] = ()
    # Modules switched on or off: the option is a comma list of those on, and the setup screen
    # offers a switch for each
    flags: tuple[str, ...] = ()


RANDOM_ENTRY = "random"  # a per-seat entry (board, fighter, character) left to the deal


def seat_entries(option: Option, text: str, seats: int) -> list[str]:
    """``text`` as one of ``option.per_seat`` for each of ``seats``: entries matched without
    regard to case, the default where an entry is missing or unknown."""
    by_lower = {choice.lower(): choice for choice in option.per_seat}
    entries = [by_lower.get(word.strip().lower(), option.per_seat[0]) for word in text.split(",")]
    entries = entries[:seats] if text.strip() else []
    return entries + [option.per_seat[0]] * (seats - len(entries))


def deal_random_entries(entries: Sequence[str], pool: Sequence[str], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """``entries`` with each ``RANDOM_ENTRY`` seat dealt, in seat order, one of ``pool`` that no
    entry names (boards and characters are unique); nothing is drawn when no seat is left to
    chance, so named seats leave the seed's later draws as they were."""
    count = list(entries).count(RANDOM_ENTRY)
    if not count:
        return tuple(entries), rng
    dealt, rng = rng.sample([item for item in pool if item not in entries], count)
    drawn = iter(dealt)
    return tuple(next(drawn) if entry == RANDOM_ENTRY else entry for entry in entries), rng


def seat_text(option: Option, entries: Sequence[str]) -> str:
    """The option's text for one entry per seat: empty when every seat keeps the default."""
    return "" if all(e == option.per_seat[0] for e in entries) else ",".join(entries)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, with everything the end screen wants to show.

    ``teams`` gives each seat's team name (a seat's own name-free id like "seat2" when the game
    has no teams); ``breakdown`` is free-form per game (score lines per seat and team).
    """

    winners: tuple[int, ...]
    teams: tuple[str, ...] = ()
    winning_teams: tuple[str, ...] = ()
    scores: tuple[float, ...] = ()
    cooperative_win: bool | None = None
    score: float | None = None
    reason: str = ""
    breakdown: Mapping[str, Any] = field(default_factory=dict)


@runtime_checkable
class Game(Protocol):
    # read-only, as the app and the tools only read them: a game may then declare them as plain
    # class attributes (a dict of pitches, a tuple of three levels) and still be a Game.
    # A game whose rules hang on who sits, not only how many, may also define
    # ``options_for_seats(options, seats) -> options``; ``Match.start`` calls it when present.
    # A game whose setup plays something worth telling (a round's or the first turn's start) may
    # define ``opening(seats, seed, options) -> (state, events)``, the state ``new`` gives with
    # the events of its making; ``Match.start`` keeps them for the tables' logs.
    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def pitch(self) -> Mapping[str, str]: ...  # language code -> one-line pitch

    @property
    def min_seats(self) -> int: ...

    @property
    def max_seats(self) -> int: ...

    @property
    def default_seats(self) -> int: ...

    @property
    def cooperative(self) -> bool: ...

    @property
    def options(self) -> tuple[Option, ...]: ...

    @property
    def bot_levels(self) -> tuple[str, ...]: ...  # besides "random", which every game has

    def new(self, seats: int, seed: int, options: Mapping[str, str]) -> Any: ...

    def to_act(self, state: Any) -> tuple[int, ...]: ...

    def legal_actions(self, state: Any, seat: int) -> tuple[Action, ...]: ...

    def apply(self, state: Any, seat: int, action: Action) -> tuple[Any, tuple[Event, ...]]: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def action_from_dict(self, data: Mapping[str, Any]) -> Action: ...

    def make_bot(self, level: str, seat: int) -> Bot: ...

    def can_undo(self, before: Any, seat: int, action: Action, after: Any) -> bool: ...

    def from_scenario(self, data: Mapping[str, Any]) -> Any: ...


def resolve_options(game: Game, given: Mapping[str, str]) -> dict[str, str]:
    """The game's defaults overlaid with ``given``; unknown names or values raise SpecError."""
    known = {opt.name: opt for opt in game.options}
    resolved = {opt.name: opt.default for opt in game.options}
    for name, value in given.items():
        opt = known.get(name)
        if opt is None:
            names = ", ".join(sorted(known)) or "none"
            raise SpecError(f"{game.id} has no option {name!r} (options: {names})")
        if opt.choices and value not in opt.choices:
            raise SpecError(f"option {name} must be one of {', '.join(opt.choices)}, not {value!r}")
        resolved[name] = value
    return resolved


def check_seat_count(game: Game, seats: Sequence[object]) -> None:
    if not game.min_seats <= len(seats) <= game.max_seats:
        raise SpecError(
            f"{game.title} takes {game.min_seats} to {game.max_seats} seats, not {len(seats)}"
        )
