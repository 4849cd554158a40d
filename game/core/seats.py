"""Who sits where: a human with a name, or a bot of a level."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.errors import SpecError

AI_LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str = "normal"  # for ai seats

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Seat:
        kind = str(data.get("kind", "human"))
        if kind not in ("human", "ai"):
            raise SpecError(f"seat kind must be human or ai, not {kind!r}")
        level = str(data.get("level", "normal"))
        if kind == "ai" and level not in AI_LEVELS:
            raise SpecError(f"AI level must be one of {', '.join(AI_LEVELS)}, not {level!r}")
        name = data.get("name", "Player")
        if not isinstance(name, str):  # a number or null would be shown as "5" or "None"
            raise SpecError(f"a seat's name must be text, not {name!r}")
        return Seat(name, kind, level)


def parse_seat_spec(text: str, index: int, named: bool = True) -> Seat:
    """``human``, ``human:Ann``, ``ai``, ``ai:hard`` or ``ai:hard:Kenji``. A seat given no name
    is named after its number and level, or left unnamed ("") with ``named=False`` for the app
    to name in its player's language."""
    parts = text.strip().split(":")
    kind = parts[0].lower()
    if kind == "human":
        name = parts[1] if len(parts) > 1 and parts[1] else f"Player {index + 1}" if named else ""
        return Seat(name, "human")
    if kind == "ai":
        level = parts[1].lower() if len(parts) > 1 and parts[1] else "normal"
        if level not in AI_LEVELS:
            raise SpecError(f"seat {index + 1}: AI level must be one of {', '.join(AI_LEVELS)}, not {level!r}")
        name = parts[2] if len(parts) > 2 and parts[2] else f"AI {index + 1} ({level})" if named else ""
        return Seat(name, "ai", level)
    raise SpecError(f"seat {index + 1}: {text!r} is not a seat (use human, human:NAME or ai:LEVEL)")


def parse_seats(text: str, named: bool = True) -> list[Seat]:
    specs = [s for s in text.split(",") if s.strip()]
    if not specs:
        raise SpecError("--seats needs at least one seat")
    return [parse_seat_spec(s, i, named) for i, s in enumerate(specs)]


def parse_option_pairs(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise SpecError(f"option {pair!r} must look like name=value")
        options[name.strip()] = value.strip()
    return options
