"""The table's sound effects by meaning: Katana's own sounds when they exist, else the shared
set (``sounds/katana/<name>.wav`` first, then a close shared sound)."""

from __future__ import annotations

from typing import Any

from scenes.kit.audio import SOUND_DIR

SHARED = {
    "draw": "card_slide",
    "play": "card_place",
    "hit": "lose",
    "parry": "token",
    "defeat": "gong",
    "reshuffle": "shuffle",
    "victory": "win",
    "invalid": "invalid",
}

_resolved: dict[str, str] = {}


def sound_name(meaning: str) -> str:
    """The file name (without .wav, relative to sounds/) played for ``meaning``."""
    found = _resolved.get(meaning)
    if found is None:
        own = f"katana/{meaning}"
        found = own if (SOUND_DIR / f"{own}.wav").exists() else SHARED.get(meaning, meaning)
        _resolved[meaning] = found
    return found


def play_sound(app: Any, meaning: str) -> None:
    audio = getattr(app, "audio", None)
    if audio is not None:
        audio.play(sound_name(meaning))
