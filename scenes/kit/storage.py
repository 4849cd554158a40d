"""Where settings, saves and logs live (platformdirs), atomic writes, and broken files set aside.

``SAMURAI_TABLE_HOME`` puts all three folders under one directory: tests and portable installs.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from scenes.kit.i18n import register, t

APP_NAME = "samurai-table"

# ``what`` of a file set aside: an i18n key, so the warning reads in the player's language
# The warning names no technical reason: parsers and engines give theirs in English, so the reason
# goes to the log file with the full path. It says the cause in the player's words instead
# (``SET_ASIDE_CAUSES``), and the sentence stays whole in the player's language.
register({
    "en": {"storage.set_aside": "The {what} file could not be read; it was kept as {name}. "
                                "It is damaged or incomplete.",
           "storage.set_aside.other_version": "The {what} file comes from another version of Samurai Table "
                                              "and cannot be opened here; it was kept as {name}.",
           "storage.set_aside.unknown_values": "Some values in the {what} file are unknown to this version "
                                               "and were put back to their defaults; the file was kept "
                                               "as {name}.",
           "storage.saved game": "saved game", "storage.settings": "settings",
           "storage.saved setups": "saved setups"},
    "fr": {"storage.set_aside": "Le fichier {what} n'a pas pu être lu ; il a été gardé sous le nom {name}. "
                                "Il est abîmé ou incomplet.",
           "storage.set_aside.other_version": "Le fichier {what} vient d'une autre version de Samurai Table "
                                              "et ne peut pas être ouvert ici ; il a été gardé sous le nom "
                                              "{name}.",
           "storage.set_aside.unknown_values": "Certaines valeurs du fichier {what} sont inconnues de cette "
                                               "version et ont été remises par défaut ; le fichier a été "
                                               "gardé sous le nom {name}.",
           "storage.saved game": "de la partie enregistrée", "storage.settings": "des réglages",
           "storage.saved setups": "des mises en place retenues"},
})

# Why a file is set aside, as the player is told it: its i18n key
SET_ASIDE_CAUSES = {"damaged": "storage.set_aside", "other_version": "storage.set_aside.other_version",
                    "unknown_values": "storage.set_aside.unknown_values"}


@dataclass
class Storage:
    config_dir: Path
    data_dir: Path
    log_dir: Path
    warnings: list[str] = field(default_factory=list)  # shown once by the app, then cleared

    @classmethod
    def default(cls) -> Storage:
        home = os.environ.get("SAMURAI_TABLE_HOME")
        if home:
            root = Path(home)
            return cls(root / "config", root / "data", root / "log")
        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        )

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def setups_path(self) -> Path:
        return self.config_dir / "setups.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def autosave_path(self) -> Path:
        return self.saves_dir / "autosave.json"

    @property
    def log_path(self) -> Path:
        return self.log_dir / "samurai-table.log"

    def write_json(self, path: Path, data: Any) -> None:
        """Write to a temporary file beside ``path`` then replace it: never a half-written file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, indent=1, sort_keys=True)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise

    def read_json(self, path: Path, what: str) -> Any | None:
        """The file's data; None when missing; a broken file is renamed aside with a warning."""
        if not path.exists():
            return None
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
            # RecursionError: nesting deeper than the parser goes, as a damaged file may hold
            self.set_aside(path, what, str(exc))
            return None

    def set_aside(self, path: Path, what: str, reason: str, cause: str = "damaged") -> Path:
        """Rename a broken file aside and warn once, saying its ``cause`` (one of
        ``SET_ASIDE_CAUSES``) in the player's words; ``reason`` (technical, often English) goes to
        the log only. A file set aside never replaces one set aside before, even in the same second."""
        aside = self.free_aside_name(path)
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        self.warnings.append(t(SET_ASIDE_CAUSES[cause], what=t(f"storage.{what}"), name=aside.name))
        logging.getLogger(__name__).warning("%s set aside (%s); kept as %s", path, reason, aside)
        return aside

    @staticmethod
    def free_aside_name(path: Path) -> Path:
        """``path.broken-<date-time>``, numbered when that name is taken: the stamp counts seconds,
        and a damaged file kept twice in one second is two files, both worth keeping."""
        stem = f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}"
        aside = path.with_name(stem)
        number = 2
        while aside.exists():
            aside = path.with_name(f"{stem}-{number}")
            number += 1
        return aside

    def setup_logging(self) -> None:
        try:
            self.log_dir.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = logging.FileHandler(self.log_path, encoding="utf-8")
        except OSError:
            handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root = logging.getLogger()
        root.handlers[:] = [handler]
        root.setLevel(logging.INFO)
