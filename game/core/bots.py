"""The bot protocol: a bot sees its seat's view and the legal actions, never the state."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from game.core.actions import Action


class Bot(Protocol):
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline and the fuzzing partner."""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def bot_rng(seed: int, seat: int) -> random.Random:
    """Each seat's own generator, so one bot's choices never shift another's."""
    return random.Random(seed * 1_000_003 + seat * 7919 + 17)
