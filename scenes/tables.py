"""Which games have a table scene. Each package ``scenes/<game>/`` exposes ``TABLE``: a callable
``TABLE(app, match[, script]) -> Scene`` building the table for a started match (``script``: the
saved steps of a replay). It may also expose ``rules_text(lang) -> str``, the rules help shown
by the pause menu's Rules screen, and ``UNDO_KEY = True`` when Ctrl+Z takes a move back there."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

TABLE_PACKAGES = ("katana", "ninja99", "spirit", "sushido")

_cache: dict[str, Callable[..., Any]] = {}
_rules: dict[str, Callable[[str], str]] = {}
_undo_key: set[str] = set()


def tables() -> dict[str, Callable[..., Any]]:
    if not _cache:
        for name in TABLE_PACKAGES:
            try:
                module = importlib.import_module(f"scenes.{name}")
            except ModuleNotFoundError as exc:
                if exc.name == f"scenes.{name}":  # no table for that game in this build
                    continue
                raise
            table = getattr(module, "TABLE", None)
            if table is None:  # the package exists but its table is not ready yet
                continue
            _cache[name] = table
            rules = getattr(module, "rules_text", None)
            if rules is not None:
                _rules[name] = rules
            if getattr(module, "UNDO_KEY", False):
                _undo_key.add(name)
    return dict(_cache)


def has_table(game_id: str) -> bool:
    return game_id in tables()


def has_undo_key(game_id: str) -> bool:
    """Ctrl+Z takes a move back on the game's table."""
    tables()
    return game_id in _undo_key


def rules_text(game_id: str, lang: str) -> str | None:
    """The table package's rules help in ``lang`` (English when it has no such language)."""
    tables()
    rules = _rules.get(game_id)
    if rules is None:
        return None
    text = rules(lang)
    return text or (rules("en") if lang != "en" else None)
