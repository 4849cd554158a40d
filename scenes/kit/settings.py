"""The player's settings: a small dataclass kept as JSON in the user config folder."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields
from typing import Any

from scenes.kit import i18n
from scenes.kit.storage import Storage

WINDOW_MODES = ("windowed", "fullscreen")
LANGUAGES = ("en", "fr")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
TEXT_SIZES = ("standard", "large")


@dataclass
class Settings:
    window_mode: str = "windowed"
    music_volume: float = 0.5
    effects_volume: float = 0.8
    language: str = "en"
    animation_speed: str = "normal"
    confirm_pass_turn: bool = True
    text_size: str = "standard"

    @property
    def pace(self) -> float:
        """Multiplier for animation and AI pacing times (0 = instant)."""
        return SPEED_FACTORS[self.animation_speed]

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Known, valid fields only; anything else keeps its default."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple[Settings, list[str]]:
        """The settings in ``data`` and what in it this version does not know ("name=value"): a
        value no setting takes, or a setting it does not have. A setting left out is no such
        thing: a file from before that setting existed simply lacks it."""
        settings = cls()
        if not isinstance(data, dict):
            return settings, []
        known = {f.name for f in fields(cls)}
        unknown = [f"{name}={value!r}" for name, value in data.items() if name not in known]
        choices = {"window_mode": WINDOW_MODES, "language": LANGUAGES, "animation_speed": ANIMATION_SPEEDS,
                   "text_size": TEXT_SIZES}
        for f in fields(cls):
            value = data.get(f.name)
            if value is None:
                continue
            if f.name in choices:
                accepted = value in choices[f.name]
            elif f.name.endswith("volume"):
                accepted = isinstance(value, int | float) and not isinstance(value, bool)
                if accepted:  # a volume past either end is read as that end
                    value = min(1.0, max(0.0, float(value)))
            else:
                accepted = isinstance(value, bool)
            if accepted:
                setattr(settings, f.name, value)
            else:
                unknown.append(f"{f.name}={value!r}")
        return settings, unknown

    @classmethod
    def load(cls, storage: Storage) -> Settings:
        """The saved settings. A file with values this version does not know is kept aside, with a
        warning in the language of the settings that were understood, then written again with
        only those: otherwise the next save would overwrite what the player wrote, unseen."""
        data = storage.read_json(storage.settings_path, "settings")
        if data is not None and not isinstance(data, dict):
            storage.set_aside(storage.settings_path, "settings", "not a JSON object")
            return cls()
        settings, unknown = cls.read(data)
        if unknown:
            told_in = i18n.language()
            i18n.set_language(settings.language)
            try:
                aside = storage.set_aside(storage.settings_path, "settings",
                                          "unknown values: " + ", ".join(unknown), cause="unknown_values")
            finally:
                i18n.set_language(told_in)
            if aside == storage.settings_path:  # it could not be moved: leave it as the player wrote it
                return settings
            try:
                settings.save(storage)
            except OSError:  # the settings still hold for this session; the next save tries again
                logging.getLogger(__name__).exception("settings could not be written again")
        return settings

    def save(self, storage: Storage) -> None:
        storage.write_json(storage.settings_path, asdict(self))
