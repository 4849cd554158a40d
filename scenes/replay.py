"""Opening a saved game as a replay: the table starts at the first action and the player steps
through the saved actions, forward and back (◀ ▶ on the replay bar, the arrow keys, Space
forward). A file that cannot be replayed gives a clear message over the menu; the app keeps
running."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from game import games
from game.core.match import SAVE_FORMAT, Match, is_other_save_format
from scenes.kit.dialogs import MessageScene
from scenes.kit.i18n import register, t
from scenes.tables import has_table

if TYPE_CHECKING:
    from scenes.app import App

# Every message is a whole sentence in the player's language: the reason a parser, the system or
# the engine gives is English and technical, so it goes to the log file, never into the sentence.
register({
    "en": {"replay.cannot": "This save cannot be replayed",
           "replay.missing": "{name} could not be read: there is no such file.",
           "replay.unreadable": "{name} could not be read: the file cannot be opened.",
           "replay.not_text": "{name} could not be read: it is not a text file.",
           "replay.not_json": "{name} is not a saved game of this app.",
           "replay.damaged": "{name} does not replay: the save is incomplete or damaged.",
           "replay.other_version": "{name} comes from another version of Samurai Table and cannot be "
                                   "replayed here.",
           "replay.no_table": "{name} is a game of {game}, which has no table in this build."},
    "fr": {"replay.cannot": "Impossible de rejouer cette sauvegarde",
           "replay.missing": "{name} n'a pas pu être lu : ce fichier n'existe pas.",
           "replay.unreadable": "{name} n'a pas pu être lu : le fichier ne s'ouvre pas.",
           "replay.not_text": "{name} n'a pas pu être lu : ce n'est pas un fichier texte.",
           "replay.not_json": "{name} n'est pas une partie enregistrée de cette application.",
           "replay.damaged": "{name} ne se rejoue pas : la sauvegarde est incomplète ou abîmée.",
           "replay.other_version": "{name} vient d'une autre version de Samurai Table et ne peut pas être "
                                   "rejoué ici.",
           "replay.no_table": "{name} est une partie de {game}, qui n'a pas de table dans cette version."},
})


def _refused(key: str, path: Path, detail: BaseException, **values: str) -> ValueError:
    """The player's message for ``key``; the technical ``detail`` goes to the log with the full path."""
    logging.getLogger(__name__).warning("%s cannot be replayed: %s: %s", path, type(detail).__name__, detail)
    return ValueError(t(key, name=path.name, **values))


# The fields of a saved game (``Match.to_save``): a file that names none of them is some other file
SAVE_KEYS = {"format", "game", "seats", "seed", "actions", "options"}


def begins_like_a_save(text: str) -> bool:
    """Whether text that does not parse still looks like a record of this app: a JSON object
    naming some of a save's fields. Such a file is a damaged record, not a stranger's file."""
    return text.lstrip().startswith("{") and any(f'"{key}"' in text for key in SAVE_KEYS)


def load_replay(path: str | Path) -> tuple[Match, Match]:
    """(fresh match at its start, fully replayed match); raises ValueError with a message a
    player can read, in their language (the technical reason is in the log)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise _refused("replay.missing", path, exc) from exc
    except UnicodeDecodeError as exc:
        raise _refused("replay.not_text", path, exc) from exc
    except OSError as exc:
        raise _refused("replay.unreadable", path, exc) from exc
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:  # or nesting deeper than the parser goes
        # a record cut short or mangled still begins as the app's records do: that is damage
        raise _refused("replay.damaged" if begins_like_a_save(text) else "replay.not_json", path, exc) from exc
    if not isinstance(data, dict) or not SAVE_KEYS & data.keys():
        raise _refused("replay.not_json", path, ValueError("no field of a saved game"))
    if is_other_save_format(data.get("format")):
        detail = ValueError(f"save format {data.get('format')!r}; this version reads format {SAVE_FORMAT}")
        raise _refused("replay.other_version", path, detail)
    try:
        full = Match.from_save(data, games())
    except ValueError as exc:
        raise _refused("replay.damaged", path, exc) from exc
    if not has_table(full.game.id):
        raise ValueError(t("replay.no_table", name=path.name, game=full.game.title))
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
