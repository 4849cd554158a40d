"""Seeded randomness that lives inside the immutable game state.

A state keeps one integer seed. Each draw builds a ``random.Random`` from it, uses it, and
returns the next seed, so replaying the same actions from the same seed gives the same game
byte for byte, and no module-level random generator is ever touched.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_SEED_BITS = 63


@dataclass(frozen=True, slots=True)
class Rng:
    seed: int

    @staticmethod
    def from_seed(seed: int) -> Rng:
        # Mix the user's seed once so nearby seeds (1, 2, 3...) give unrelated games.
        return Rng(random.Random(seed).getrandbits(_SEED_BITS))

    def generator(self) -> tuple[random.Random, Rng]:
        """A private generator for several draws at once, and the seed that follows it."""
        gen = random.Random(self.seed)
        return gen, Rng(gen.getrandbits(_SEED_BITS))

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        gen, after = self.generator()
        pool = list(items)
        gen.shuffle(pool)
        return tuple(pool), after

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        gen, after = self.generator()
        return gen.randrange(n), after

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, after = self.below(len(items))
        return items[index], after

    def sample(self, items: Sequence[T], k: int) -> tuple[tuple[T, ...], Rng]:
        gen, after = self.generator()
        return tuple(gen.sample(list(items), k)), after
