"""The Gyojin Fighter Sushido! arena: ``TABLE(app, match, script=None)`` builds it for a match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.sushido.texts import rules_text

if TYPE_CHECKING:
    from game.core.match import Match, Step
    from scenes.app import App
    from scenes.sushido.table import SushidoTable


def TABLE(app: App, match: Match, script: list[Step] | None = None) -> SushidoTable:  # noqa: N802 - the registry's name
    from scenes.sushido.table import SushidoTable

    return SushidoTable(app, match, script)


__all__ = ["TABLE", "rules_text"]
