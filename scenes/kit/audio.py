"""Sound effects and music, or silence: a machine without a sound device (or a broken mixer)
never stops the app. ``app.audio.play("card_place")`` plays ``sounds/card_place.wav``.

The shared sounds are made by ``sounds/generate.py``: click, card_slide, card_place, token,
invalid, turn, handoff, gong, shuffle, win, lose, and the loop music_table.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

SOUND_DIR = Path(__file__).resolve().parents[2] / "sounds"
_log = logging.getLogger(__name__)

# Every WAV under sounds/ is written at this rate (the generators share it), and the mixer is
# opened at it (``pygame.mixer.pre_init`` before ``pygame.init``): nothing is resampled on load.
SOUND_RATE = 22050
MIXER_BUFFER = 512

# A frame must never start a pile of sounds: identical samples started together add in phase
# (seven card draws are one draw, seven times louder), and a dozen different ones clip the mix.
# So within a short window the same sound starts at most once, and at most a few start at all.
BURST_SECONDS = 0.05
MOST_STARTS_PER_BURST = 3
# The rule for which ones are kept when a window is full: a sound that marks a big moment (a
# game's end, a gong, a Daimyo falling, a knock-out) outranks the small ones (cards, tokens,
# clicks). A big moment arriving in a full window takes the place of the latest small one
# started (stopped after a few milliseconds, it was barely heard); anything else is dropped.
MOMENT_SOUNDS = frozenset({"win", "lose", "victory", "defeat", "gong", "daimyo_falls", "ko", "crash"})


def rank_of(name: str) -> int:
    """1 for a big moment's sound, 0 for the others (``spirit/gong`` counts as ``gong``)."""
    return 1 if name.rsplit("/", 1)[-1] in MOMENT_SOUNDS else 0


@dataclass
class _Start:
    name: str
    at: float
    rank: int
    channel: Any = None  # the mixer's channel, to stop it if a bigger moment takes its place


class Audio:
    def __init__(self, settings: Any, root: Path = SOUND_DIR,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.root = root
        self.clock = clock  # seconds; tests put a frame clock here
        self.effects_volume = 0.8
        self.music_volume = 0.5
        self.enabled = self._init_mixer()
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.music: str | None = None
        self.played: list[str] = []  # the last effects asked for, for tests and the demo
        self.started: list[tuple[float, str]] = []  # (time, name) of the last ones the burst rule let start
        self._recent: list[_Start] = []  # the starts of the current window
        self.apply(settings)

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=SOUND_RATE, size=-16, channels=2, buffer=MIXER_BUFFER)
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
        """Play an effect once; does nothing when sound is off or the file is missing, or when
        the burst rule (above) drops it."""
        self.played.append(name)
        del self.played[:-50]
        start = self._admit(name)
        if start is None:
            return
        if not self.enabled or self.effects_volume <= 0:
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(max(0.0, min(1.0, volume * self.effects_volume)))
                start.channel = channel
        except pygame.error as exc:
            _log.warning("sound %s failed: %s", name, exc)

    def _admit(self, name: str) -> _Start | None:
        """The burst rule: the start to record for ``name`` now, or None to drop it."""
        now = self.clock()
        self._recent = [s for s in self._recent if now - s.at < BURST_SECONDS]
        if any(s.name == name for s in self._recent):
            return None
        rank = rank_of(name)
        if len(self._recent) >= MOST_STARTS_PER_BURST:
            smaller = [s for s in self._recent if s.rank < rank]
            if not smaller:
                return None
            replaced = smaller[-1]
            self._recent.remove(replaced)
            self._stop(replaced)
        start = _Start(name, now, rank)
        self._recent.append(start)
        self.started.append((now, name))
        del self.started[:-50]
        return start

    @staticmethod
    def _stop(start: _Start) -> None:
        if start.channel is None:
            return
        try:
            start.channel.stop()
        except pygame.error:
            pass

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
