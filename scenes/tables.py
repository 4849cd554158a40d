"""Which games have a table scene. Each package ``scenes/<game>/`` exposes ``TABLE``: a callable
``TABLE(app, match) -> Scene`` building the table for a started match."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

TABLE_PACKAGES = ("katana", "ninja99", "spirit", "sushido")

_cache: dict[str, Callable[..., Any]] = {}


def tables() -> dict[str, Callable[..., Any]]:
    if not _cache:
        for name in TABLE_PACKAGES:
            try:
                module = importlib.import_module(f"scenes.{name}")
            except ModuleNotFoundError as exc:
                if exc.name == f"scenes.{name}":  # no table for that game in this build
                    continue
                raise
            _cache[name] = module.TABLE
    return dict(_cache)


def has_table(game_id: str) -> bool:
    return game_id in tables()
