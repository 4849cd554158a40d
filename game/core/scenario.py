"""Readable TOML scenarios loaded straight into a game's state (rulebook examples, bugs)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.core.errors import ScenarioError


def parse_scenario(text: str, source: str = "scenario") -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{source}: not valid TOML ({exc})") from exc


def load_scenario(path: str | Path, games: Mapping[str, Any]) -> tuple[Any, Any]:
    """Returns ``(game, state)`` for a scenario file whose top-level ``game`` names the game."""
    path = Path(path)
    data = parse_scenario(path.read_text(encoding="utf-8"), str(path))
    return scenario_state(data, games, str(path))


def scenario_state(data: Mapping[str, Any], games: Mapping[str, Any], source: str = "scenario") -> tuple[Any, Any]:
    game_id = data.get("game")
    game = games.get(str(game_id))
    if game is None:
        raise ScenarioError(f"{source}: unknown or missing game {game_id!r}")
    return game, game.from_scenario(data)


def require(data: Mapping[str, Any], key: str, kind: type, source: str = "scenario") -> Any:
    """A field that must be present with the given type; a clear error otherwise."""
    if key not in data:
        raise ScenarioError(f"{source}: missing {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        raise ScenarioError(f"{source}: {key!r} must be {kind.__name__}, not {type(value).__name__}")
    return value
