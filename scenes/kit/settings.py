"""The player's settings: a small dataclass kept as JSON in the user config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from scenes.kit.storage import Storage

WINDOW_MODES = ("windowed", "fullscreen")
LANGUAGES = ("en", "fr")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Settings:
    window_mode: str = "windowed"
    music_volume: float = 0.5
    effects_volume: float = 0.8
    language: str = "en"
    animation_speed: str = "normal"
    confirm_pass_turn: bool = True

    @property
    def pace(self) -> float:
        """Multiplier for animation and AI pacing times (0 = instant)."""
        return SPEED_FACTORS[self.animation_speed]

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Known, valid fields only; anything else keeps its default."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        choices = {"window_mode": WINDOW_MODES, "language": LANGUAGES, "animation_speed": ANIMATION_SPEEDS}
        for f in fields(cls):
            value = data.get(f.name)
            if value is None:
                continue
            if f.name in choices:
                if value in choices[f.name]:
                    setattr(settings, f.name, value)
            elif f.name.endswith("volume"):
                if isinstance(value, int | float) and not isinstance(value, bool):
                    setattr(settings, f.name, min(1.0, max(0.0, float(value))))
            elif isinstance(value, bool):
                setattr(settings, f.name, value)
        return settings

    @classmethod
    def load(cls, storage: Storage) -> Settings:
        data = storage.read_json(storage.settings_path, "settings")
        if data is not None and not isinstance(data, dict):
            storage.set_aside(storage.settings_path, "settings", "not a JSON object")
            return cls()
        return cls.from_dict(data)

    def save(self, storage: Storage) -> None:
        storage.write_json(storage.settings_path, asdict(self))
