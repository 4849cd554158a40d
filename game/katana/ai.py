"""Katana bots (filled in below)."""

from __future__ import annotations

from game.core.bots import Bot, RandomBot


def make_bot(level: str, seat: int) -> Bot:
    return RandomBot()
