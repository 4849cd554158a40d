"""What the Kiai effects the normal samurai price at nothing are worth to them: all-normal teams
play the same seeds with the game's prices and with one samurai's effect priced otherwise.

    python benchmarks/spirit_kiai_prices.py --games 4000 --seed 850001 --jobs 2

Hitting the Kiai value exactly is worth the room the oldest brigand leaves plus the samurai's own
effect (``Prices.kiai_effect``), and that worth steers every fight toward or away from the exact
value. Heihachi's, Gorobei's, Kanbei's and Kyuzo's effects have a village price; Kikuchiyo's is
the best line it clears (``Prices.line_relief``); Daisuke's and Katsushiro's count for nothing.
The variants give those a flat worth, or take Kikuchiyo's price back to nothing or to a flat
worth, and Kyuzo's (0.5, and a barricade on the animal side) a flat worth in its place. Two more
order the brigands Katsushiro's Kiai turns face up for the samurai who will draw them one after
the other, not for the first drawer alone. Prints each variant's wins, then
against the game's samurai the seeds won only by each side and the sign test's z (a negative z:
the game's price wins more).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_information import play_game  # noqa: E402
from spirit_paired import Job, run_screen, screen_arguments  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.spirit.actions import KiaiReorder  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.data import card  # noqa: E402
from game.spirit.heuristics import Prices  # noqa: E402
from game.spirit.state import Board, State, Task, left_of  # noqa: E402
from game.spirit.views import masked  # noqa: E402


def priced(samurai: str, worth: float) -> type[Prices]:
    """The game's prices, but for ``samurai``'s Kiai effect, worth ``worth`` wherever it fires."""

    class VariantPrices(Prices):
        def kiai_effect(self, board: Board) -> float:
            return worth if board.samurai == samurai else super().kiai_effect(board)
    return VariantPrices


class VariantBot(NormalBot):
    """The normal samurai, reading the table with another ``Prices``."""

    def __init__(self, prices: type[Prices] = Prices) -> None:
        self.prices = prices

    def scores(self, view: State, legal: Sequence[Action], prices: Prices | None = None) -> list[float]:
        return super().scores(view, legal, prices or self.prices(view, self.careful))


class DrawersOrderBot(NormalBot):
    """The normal samurai, but Katsushiro's Kiai orders the brigands it shows by what each is
    worth to the samurai who would draw it, the later drawers weighted by ``weight`` a place
    (the game's samurai look at the first drawer alone)."""

    def __init__(self, weight: float) -> None:
        self.weight = weight

    def score(self, view: State, kind: str, seat: int, action: Action, card_id: int,
              prices: Prices | None = None) -> float:
        if kind != "kiai" or not isinstance(action, KiaiReorder):
            return super().score(view, kind, seat, action, card_id, prices)
        prices = prices or Prices(view, self.careful)
        worth = sum(self.weight ** place * prices.placement_value(drawer, card(brigand))
                    for place, (drawer, brigand) in enumerate(zip(drawers(view), action.order, strict=False)))
        return 0.5 + 0.1 * worth


def drawers(view: State) -> Iterator[int]:
    """The samurai who will draw the deck's next brigands, in turn (as ``ai.kiai_score`` finds
    the first), skipping those who have passed."""
    seat = view.turn.seat if view.turn.fights == 1 else left_of(view, view.turn.seat)
    yield seat
    while True:
        for _ in view.boards:
            seat = left_of(view, seat)
            if not view.boards[seat].passed:
                break
        yield seat


FLAT_WORTHS = (("Kikuchiyo", 0), ("Kikuchiyo", 2), ("Kikuchiyo", 3), ("Kikuchiyo", 4), ("Daisuke", 1),
               ("Katsushiro", 1), ("Katsushiro", 2), ("Katsushiro", 3), ("Kyuzo", 0), ("Kyuzo", 1.5),
               ("Kyuzo", 3))


def flat_variant(samurai: str, worth: float) -> Callable[[], NormalBot]:
    return lambda: VariantBot(priced(samurai, worth))


VARIANTS: dict[str, Callable[[], NormalBot]] = {
    "game": VariantBot,
    **{f"{samurai}'s effect at {worth or 'nothing'}": flat_variant(samurai, worth) for samurai, worth in FLAT_WORTHS},
    "Katsushiro's order for the next drawers, each half the last": lambda: DrawersOrderBot(0.5),
    "Katsushiro's order for the next drawers, all alike": lambda: DrawersOrderBot(1.0),
}


def play_variant(variants: Mapping[str, Callable[[], NormalBot]], job: Job) -> tuple[int, bool]:
    """Plays ``job``'s seed with a team of its variant's samurai, each seeing its own view;
    the screens of normal-samurai variants (this one, ``spirit_gift_prices.py``) share it."""
    variant, seed, samurai, mode = job
    bots = [variants[variant]() for _ in range(samurai)]

    def choose(state: State, task: Task, legal: tuple[Action, ...], gen: random.Random) -> Action:
        return bots[task.seat].choose(masked(state), legal, gen)
    return seed, play_game(seed, samurai, mode, choose)


def play_seed(job: Job) -> tuple[int, bool]:
    return play_variant(VARIANTS, job)


def main() -> None:
    run_screen(VARIANTS, play_seed, screen_arguments(__doc__, 850001), "by the variant")


if __name__ == "__main__":
    main()
