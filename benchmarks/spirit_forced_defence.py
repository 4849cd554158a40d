"""Whether the normal samurai lay too few defences: all-normal teams play the same seeds with the
game's choices and with every defence they may lay taken at once, in some rounds, for some
symbols, and in one variant only once the village is down to two farms.

    python benchmarks/spirit_forced_defence.py --games 4000 --seed 810001 --jobs 2

Prints each variant's wins, then against the game's samurai the seeds won only by each side and
the sign test's z (a negative z: forcing the defence loses). The normal samurai weigh a defence
against the Kiai room and the penalty it leaves due (``Prices.defend_value``); this shows
whether that trade, not the defence itself, is where the last round's farms are lost.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_information import Choose, play_game  # noqa: E402
from spirit_paired import Job, run_screen, screen_arguments  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.spirit.actions import Defend  # noqa: E402
from game.spirit.ai import NormalBot  # noqa: E402
from game.spirit.data import ROUNDS, card  # noqa: E402
from game.spirit.heuristics import ALL_SYMBOLS  # noqa: E402
from game.spirit.state import State, Task  # noqa: E402
from game.spirit.views import masked  # noqa: E402


class Forcing(NamedTuple):
    rounds: frozenset[int]
    symbols: frozenset[str]
    most_farms: int | None = None  # forced only while this many farms or fewer stand

    def applies(self, state: State, task: Task) -> bool:
        """Whether this brigand's defence is forced, where the samurai may lay it."""
        return (task.kind in ("card", "place") and state.round in self.rounds
                and (self.most_farms is None or len(state.farms) <= self.most_farms)
                and card(task.card).symbol in self.symbols)


FARM = frozenset({"farm"})
LAST_ROUND = frozenset({ROUNDS})
VARIANTS: dict[str, Forcing | None] = {
    "game": None,
    "last round, every symbol": Forcing(LAST_ROUND, ALL_SYMBOLS),
    "last round, farms": Forcing(LAST_ROUND, FARM),
    "every round, farms": Forcing(frozenset(range(1, ROUNDS + 1)), FARM),
    "last round, farms, at 2 farms or fewer": Forcing(LAST_ROUND, FARM, 2),
}


def team(forcing: Forcing | None, samurai: int) -> Choose:
    bots = [NormalBot() for _ in range(samurai)]

    def choose(state: State, task: Task, legal: tuple[Action, ...], gen: random.Random) -> Action:
        # a Defend is legal only while the brigand's symbol is missing from the samurai's left
        if forcing is not None and forcing.applies(state, task):
            defend = next((action for action in legal if isinstance(action, Defend)), None)
            if defend is not None:
                return defend
        return bots[task.seat].choose(masked(state), legal, gen)
    return choose


def play_seed(job: Job) -> tuple[int, bool]:
    variant, seed, samurai, mode = job
    return seed, play_game(seed, samurai, mode, team(VARIANTS[variant], samurai))


def main() -> None:
    args = screen_arguments(__doc__, 810001)
    run_screen(VARIANTS, play_seed, args, "forced")


if __name__ == "__main__":
    main()
