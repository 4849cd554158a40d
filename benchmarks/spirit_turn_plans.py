"""Whether the normal samurai's turn action (fight, support or pass) gains from a plan for the
team: all-normal teams play the same seeds with the game's choices and with variants of how a
Support is credited, how an overwhelm is priced, and when a Support gives way to a pass.

    python benchmarks/spirit_turn_plans.py --games 4000 --seed 810001 --jobs 2

Prints each variant's wins, then against the game's samurai the seeds won only by each side and
the sign test's z (a negative z: the variant loses). The variants:

- the overflow plans. The game credits every Support with a fixed share (``SUPPORT_RELIEF``)
  of what one brigand fewer spares the team while the deck outnumbers the room of the samurai
  still in the round (``Prices.overflow_relief``). A plan counts that overflow in brigands and
  hands its relief to chosen seats only: the seats whose next draw is worst, as many as the
  overflow counts ("worst draws"), the seat with the least room ("least room"), or every seat
  by the overflow's share of the seats in play ("shared");
- an overwhelm (a brigand past the Kiai value) priced as the pass it forces: the brigands the
  others cannot absorb once the samurai leaves (``Prices.pass_cost``), with or without the stay
  value the pass gives up (``ai.STAY_VALUE``);
- a pass where the samurai would support but leaving costs nothing the heuristics see: no
  defence missing, the others' room covering the deck, and less than half a brigand of room;
- no Support at all, or in the last round only, and a pass wherever the samurai would support.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirit_information import Choose, play_game  # noqa: E402
from spirit_paired import Job, run_screen, screen_arguments  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.spirit import ai  # noqa: E402
from game.spirit.actions import Pass, Support  # noqa: E402
from game.spirit.ai import NormalBot, best_index  # noqa: E402
from game.spirit.data import ROUNDS  # noqa: E402
from game.spirit.heuristics import OVERFLOW_FLAMES, Prices, missing  # noqa: E402
from game.spirit.state import Board, State, Task, in_play  # noqa: E402
from game.spirit.views import masked  # noqa: E402

ALL_ROUNDS = frozenset(range(1, ROUNDS + 1))
LAST_ROUND = frozenset({ROUNDS})
FREE_PASS_ROOM = 0.5  # brigands of room below which a free pass replaces a Support


def worst_draws(prices: Prices, seat: int) -> float:
    playing = in_play(prices.view)
    shedders = sorted(playing, key=prices.draw_value)[:math.ceil(prices.overflow())]
    return 1.0 if seat in shedders else 0.0


def least_room(prices: Prices, seat: int) -> float:
    return 1.0 if seat == min(in_play(prices.view), key=prices.capacity) else 0.0


def shared(prices: Prices, seat: int) -> float:
    return min(1.0, prices.overflow() / len(in_play(prices.view)))


class PlannedRelief(NormalBot):
    """Credits a Support with ``weight`` times ``plan``'s share of the whole overflow relief,
    in place of the game's fixed share."""

    def __init__(self, plan: Callable[[Prices, int], float], weight: float) -> None:
        self.plan, self.weight = plan, weight

    def turn_score(self, prices: Prices, seat: int, action: Action) -> float:
        score = super().turn_score(prices, seat, action)
        if not isinstance(action, Support):
            return score
        score -= ai.SUPPORT_RELIEF * prices.overflow_relief()
        if prices.overflow() <= 0:
            return score
        return score + self.weight * self.plan(prices, seat) * OVERFLOW_FLAMES * prices.hit


class ForcedPassPrices(Prices):
    """Prices whose overwhelm costs, beside the barricade and the missing defences, what the pass
    it forces costs the team. Only an overwhelm (and Kiai's relief of one) reads
    ``missing_cost`` besides the pass itself, which ``ForcedPassPricing`` prices as the game."""

    with_stay = False

    def missing_cost(self, board: Board) -> float:
        cost = super().missing_cost(board)
        seat = self._seat_of(board)
        if seat < 0:
            return cost
        cost += self.pass_cost(seat)
        if self.with_stay:
            cost += ai.STAY_VALUE * min(1.0, self.capacity(seat))
        return cost


class ForcedPassWithStay(ForcedPassPrices):
    with_stay = True


class ForcedPassPricing(NormalBot):
    def __init__(self, prices: type[ForcedPassPrices]) -> None:
        self.prices = prices

    def scores(self, view: State, legal: Sequence[Action], prices: Prices | None = None) -> list[float]:
        return super().scores(view, legal, prices or self.prices(view, self.careful))

    def turn_score(self, prices: Prices, seat: int, action: Action) -> float:
        if isinstance(action, Pass):
            return super().turn_score(Prices(prices.view, self.careful), seat, action)
        return super().turn_score(prices, seat, action)


class SupportRule(NamedTuple):
    """Where the samurai would support in ``rounds``: pass in its place (``pass_instead``), or
    else take the Support from the choices; if ``free``, only where leaving costs nothing."""

    rounds: frozenset[int]
    pass_instead: bool = False
    free: bool = False

    def replaces(self, view: State, seat: int) -> bool:
        if view.round not in self.rounds:
            return False
        if not self.free:
            return True
        prices = Prices(view)
        return (not missing(view.boards[seat]) and prices.pass_cost(seat) == 0.0
                and prices.capacity(seat) < FREE_PASS_ROOM)


def ruled_team(rule: SupportRule, samurai: int) -> Choose:
    bots = [NormalBot() for _ in range(samurai)]

    def choose(state: State, task: Task, legal: tuple[Action, ...], gen: random.Random) -> Action:
        bot = bots[task.seat]
        view = masked(state)
        if task.kind != "action":
            return bot.choose(view, legal, gen)
        if rule.pass_instead:
            # asked only where the samurai chose to support: the free rule prices the table
            choice = bot.choose(view, legal, gen)
            if isinstance(choice, Support) and rule.replaces(view, task.seat):
                return next((action for action in legal if isinstance(action, Pass)), choice)
            return choice
        if not rule.replaces(view, task.seat):
            return bot.choose(view, legal, gen)
        scores = bot.scores(view, legal)
        allowed = [score - ai.LOOP_GUARD if isinstance(action, Support) else score
                   for action, score in zip(legal, scores, strict=True)]
        return legal[best_index(allowed)]
    return choose


def bot_team(make: Callable[[], NormalBot], samurai: int) -> Choose:
    bots = [make() for _ in range(samurai)]
    return lambda state, task, legal, gen: bots[task.seat].choose(masked(state), legal, gen)


TEAMS: dict[str, Callable[[int], Choose]] = {
    "game": lambda n: bot_team(NormalBot, n),
    "relief to the worst draws": lambda n: bot_team(lambda: PlannedRelief(worst_draws, 0.3), n),
    "relief to the least room": lambda n: bot_team(lambda: PlannedRelief(least_room, 0.5), n),
    "relief shared by the overflow": lambda n: bot_team(lambda: PlannedRelief(shared, 0.3), n),
    "overwhelm priced with the pass's overflow": lambda n: bot_team(lambda: ForcedPassPricing(ForcedPassPrices), n),
    "overwhelm priced as the whole pass": lambda n: bot_team(lambda: ForcedPassPricing(ForcedPassWithStay), n),
    "pass where leaving is free": lambda n: ruled_team(SupportRule(ALL_ROUNDS, pass_instead=True, free=True), n),
    "no Support in the last round": lambda n: ruled_team(SupportRule(LAST_ROUND), n),
    "no Support": lambda n: ruled_team(SupportRule(ALL_ROUNDS), n),
    "pass for Support in the last round": lambda n: ruled_team(SupportRule(LAST_ROUND, pass_instead=True), n),
    "pass for Support": lambda n: ruled_team(SupportRule(ALL_ROUNDS, pass_instead=True), n),
}


def play_seed(job: Job) -> tuple[int, bool]:
    variant, seed, samurai, mode = job
    return seed, play_game(seed, samurai, mode, TEAMS[variant](samurai))


def main() -> None:
    args = screen_arguments(__doc__, 810001)
    run_screen(TEAMS, play_seed, args, "by the variant")


if __name__ == "__main__":
    main()
