"""Pure rules of the four games. Nothing here may import pygame or pymunk.

The registry is explicit: each game package exposes ``GAME``; ``games()`` lists those built.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.core.errors import SpecError

GAME_PACKAGES = ("katana", "ninja99", "spirit", "sushido")

_cache: dict[str, Any] = {}


def games() -> dict[str, Any]:
    """Every registered game by id, in menu order."""
    if not _cache:
        for name in GAME_PACKAGES:
            try:
                module = importlib.import_module(f"game.{name}")
            except ModuleNotFoundError as exc:
                if exc.name == f"game.{name}":  # that engine is not in this build
                    continue
                raise
            _cache[module.GAME.id] = module.GAME
    return dict(_cache)


def get_game(game_id: str) -> Any:
    found = games().get(game_id)
    if found is None:
        known = ", ".join(games()) or "none"
        raise SpecError(f"unknown game {game_id!r} (games: {known})")
    return found
