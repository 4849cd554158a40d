"""Opening a saved game as a replay: the table starts at the first action and the player steps
through the saved actions (Right arrow or Space). A file that cannot be replayed gives a clear
message over the menu; the app keeps running."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from game import games
from game.core.match import Match
from scenes.kit.dialogs import MessageScene
from scenes.kit.i18n import register, t
from scenes.tables import has_table

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"replay.cannot": "This save cannot be replayed",
           "replay.unreadable": "{name} could not be read: {reason}",
           "replay.not_json": "{name} is not a saved game (not valid JSON: {reason}).",
           "replay.damaged": "{name} does not replay: {reason}",
           "replay.no_table": "{name} is a game of {game}, which has no table in this build."},
    "fr": {"replay.cannot": "Impossible de rejouer cette sauvegarde",
           "replay.unreadable": "{name} n'a pas pu être lu : {reason}",
           "replay.not_json": "{name} n'est pas une partie enregistrée (JSON invalide : {reason}).",
           "replay.damaged": "{name} ne se rejoue pas : {reason}",
           "replay.no_table": "{name} est une partie de {game}, qui n'a pas de table dans cette version."},
})


def load_replay(path: str | Path) -> tuple[Match, Match]:
    """(fresh match at its start, fully replayed match); raises ValueError with a message a
    player can read."""
    path = Path(path)
    name = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(t("replay.unreadable", name=name, reason=getattr(exc, "strerror", None) or exc)) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(t("replay.not_json", name=name, reason=exc.msg)) from exc
    except RecursionError as exc:  # nesting deeper than the parser goes
        raise ValueError(t("replay.not_json", name=name, reason=exc)) from exc
    try:
        full = Match.from_save(data, games())
    except ValueError as exc:
        raise ValueError(t("replay.damaged", name=name, reason=exc)) from exc
    if not has_table(full.game.id):
        raise ValueError(t("replay.no_table", name=name, game=full.game.title))
    fresh = Match.start(full.game, full.seats, full.seed, full.options)
    return fresh, full


def open_replay(app: App, path: str | Path) -> bool:
    """Push the replay table, or a message saying why the file cannot be replayed."""
    try:
        fresh, full = load_replay(path)
    except ValueError as exc:
        app.stack.push(MessageScene(app, t("replay.cannot"), str(exc)))
        return False
    app.stack.push(app.table_for(fresh, script=list(full.steps)))
    return True
