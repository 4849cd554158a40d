"""Sound effects and music, or silence: a machine without a sound device (or a broken mixer)
never stops the app. ``app.audio.play("card_place")`` plays ``sounds/card_place.wav``.

The shared sounds are made by ``sounds/generate.py``: click, card_slide, card_place, token,
invalid, turn, handoff, gong, shuffle, win, lose, and the loop music_table.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

SOUND_DIR = Path(__file__).resolve().parents[2] / "sounds"
_log = logging.getLogger(__name__)


class Audio:
    def __init__(self, settings: Any, root: Path = SOUND_DIR) -> None:
        self.root = root
        self.effects_volume = 0.8
        self.music_volume = 0.5
        self.enabled = self._init_mixer()
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.music: str | None = None
        self.played: list[str] = []  # the last effects asked for, for tests and the demo
        self.apply(settings)

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
        except (pygame.error, NotImplementedError, OSError) as exc:
            _log.info("no sound: %s", exc)
            return False
        return True

    def apply(self, settings: Any) -> None:
        """Take the volumes from the settings (called after the settings screen changes them)."""
        self.effects_volume = float(getattr(settings, "effects_volume", self.effects_volume))
        self.music_volume = float(getattr(settings, "music_volume", self.music_volume))
        if not self.enabled:
            return
        try:
            pygame.mixer.music.set_volume(self.music_volume * 0.6)
        except pygame.error:
            self.enabled = False

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self.root / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError) as exc:
                _log.warning("sound %s unavailable: %s", path, exc)
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play an effect once; does nothing when sound is off or the file is missing."""
        self.played.append(name)
        del self.played[:-50]
        if not self.enabled or self.effects_volume <= 0:
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(max(0.0, min(1.0, volume * self.effects_volume)))
        except pygame.error as exc:
            _log.warning("sound %s failed: %s", name, exc)

    def play_music(self, name: str = "music_table") -> None:
        """Loop ``sounds/<name>.wav`` as music, unless it already plays."""
        if not self.enabled or self.music == name:
            return
        path = self.root / f"{name}.wav"
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.music_volume * 0.6)
            pygame.mixer.music.play(-1, fade_ms=1500)
            self.music = name
        except (pygame.error, FileNotFoundError, OSError) as exc:
            _log.warning("music %s unavailable: %s", path, exc)

    def stop_music(self) -> None:
        if self.enabled and self.music is not None:
            try:
                pygame.mixer.music.fadeout(600)
            except pygame.error:
                pass
        self.music = None
