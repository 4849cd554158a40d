"""The Samurai Spirit table: ``TABLE(app, match, script=None)`` builds the village for a match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.spirit.texts import rules_text

if TYPE_CHECKING:
    from game.core.match import Match, Step
    from scenes.app import App
    from scenes.spirit.table import SpiritTable


def TABLE(app: App, match: Match, script: list[Step] | None = None) -> SpiritTable:  # noqa: N802 - the registry's name
    from scenes.spirit.table import SpiritTable

    return SpiritTable(app, match, script)


UNDO_KEY = True  # Ctrl+Z takes a move back on this table: the rules screen's keys list says so

__all__ = ["TABLE", "UNDO_KEY", "rules_text"]
