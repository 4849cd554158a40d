"""The 99 Ninja table: the Daimyo board, transparent cards laid by hand, and the panels."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.ninja99.texts import rules_text

if TYPE_CHECKING:
    from game.core.match import Match, Step
    from scenes.app import App


def TABLE(app: App, match: Match, script: list[Step] | None = None) -> Any:  # noqa: N802 - the registry's name
    from scenes.ninja99.table import NinjaTable

    return NinjaTable(app, match, script)


UNDO_KEY = True  # Ctrl+Z takes a move back on this table: the rules screen's keys list says so

__all__ = ["TABLE", "UNDO_KEY", "rules_text"]
