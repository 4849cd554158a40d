"""The Katana table scene: ``TABLE(app, match, script=None)`` builds it for a started match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.katana.texts import rules_text

if TYPE_CHECKING:
    from game.core.match import Match, Step
    from scenes.app import App
    from scenes.katana.table import KatanaTable


def TABLE(app: App, match: Match, script: list[Step] | None = None) -> KatanaTable:  # noqa: N802 - the registry's name
    from scenes.katana.table import KatanaTable

    return KatanaTable(app, match, script)


UNDO_KEY = True  # Ctrl+Z takes a move back on this table: the rules screen's keys list says so

__all__ = ["TABLE", "UNDO_KEY", "rules_text"]
