"""What pricing a gift with its taker's talent is worth to the normal samurai: all-normal teams
play the same seeds with the game's prices and with gifts priced as a plain placement.

    python benchmarks/spirit_gift_prices.py --games 8000 --seed 910001 --jobs 2

Heihachi hands on even brigands and Daisuke odd ones, and the taker plays a handed brigand as if
drawn, so the taker's own talent acts on it: Kyuzo may discard a value already in his line,
Katsushiro may put it under the deck and play the next one (``Prices.gift_value``). The
variants price a gift as the placement alone (``Prices.handover_value``, as Daisuke's Kiai move
still is), or leave out one of the two talents. Prints each variant's wins, then against the
game's samurai the seeds won only by each side and the sign test's z (a negative z: the game's
price wins more).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_kiai_prices import VariantBot, play_variant  # noqa: E402
from spirit_paired import Job, run_screen, screen_arguments  # noqa: E402

from game.spirit.heuristics import Prices  # noqa: E402


def gift_priced(kyuzo: bool, katsushiro: bool) -> type[Prices]:
    """The game's prices, with a gift's taker allowed Kyuzo's discard and Katsushiro's second
    draw only where asked."""

    class VariantPrices(Prices):
        def _receiver_talents(self, seat: int) -> tuple[set[int], float | None]:
            discardable, swap_floor = super()._receiver_talents(seat)
            return (discardable if kyuzo else set()), (swap_floor if katsushiro else None)
    return VariantPrices


def variant(kyuzo: bool, katsushiro: bool) -> Callable[[], VariantBot]:
    return lambda: VariantBot(gift_priced(kyuzo, katsushiro))


VARIANTS: dict[str, Callable[[], VariantBot]] = {
    "game": VariantBot,
    "gifts as a plain placement": variant(False, False),
    "gifts without Kyuzo's discard": variant(False, True),
    "gifts without Katsushiro's draw": variant(True, False),
}


def play_seed(job: Job) -> tuple[int, bool]:
    return play_variant(VARIANTS, job)


def main() -> None:
    run_screen(VARIANTS, play_seed, screen_arguments(__doc__, 910001), "by the variant")


if __name__ == "__main__":
    main()
