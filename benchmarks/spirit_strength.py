"""Samurai Spirit team strength: all-hard against all-easy (and all-normal) teams on the same
seeds, for 2, 4 and 7 samurai in each mode. Prints one JSON line per configuration and a table.

    python benchmarks/spirit_strength.py --games 300 --hard-games 100 --seed 1 --jobs 2
    python benchmarks/spirit_strength.py --levels easy,normal --sizes 4 --modes normal
    python benchmarks/spirit_strength.py --levels normal --sizes 7 --modes easy --causes
    python benchmarks/spirit_strength.py --levels hard --sizes 4 --modes normal --hard-games 200 \
        --hard-samples 20 --hard-budget-ms inf --jobs 2

With ``--jobs 1`` each hard samurai shares its search with helper processes, one per spare core
as in the app (``--search-helpers N`` sets how many); in games played at once (``--jobs 2``) each
samurai searches alone, on its game's own core.

``--hard-seats N`` seats N hard samurai among normal ones, in seats that turn with the seed
(``hard_seat_numbers``), to measure what each searching seat adds to a team:

    python benchmarks/spirit_strength.py --levels hard --sizes 4 --modes normal --hard-games 200 \
        --hard-seats 1 --seed 953201 --jobs 2

The last of the first examples sets the hard samurai's search size (sampled decks per close
call, time budget per decision; ``--hard-long-looks`` sets the share of decisions that may look
past it; ``--hard-from-round`` the first round they search in, the normal samurai's choice
before it; ``--hard-close-call`` the gap in heuristic points below which they search a choice;
``--hard-searched`` the kinds of decision they search). Without a time budget every search runs
its full number of decks, so the wins do not depend on how busy the machine is: the way to
compare two versions of the search on a shared machine. The issue's table is played with the
game's own size (no flags).

``--boards pick`` lets every seat pick its board for the strongest team, as the ``samurai``
option's ``pick`` does (``game/spirit/teams.py``), where the issue's table deals them at random:

    python benchmarks/spirit_strength.py --levels hard --sizes 4 --modes normal --hard-games 200 \
        --boards pick --seed 955401 --jobs 2

It plays the same games as ``python main.py simulate spirit --games N --seed S --seats
ai:L,ai:L,... --option mode=M`` (game seeds S, S+1, ...) with ``game.core.simulate.play_one``,
adding the mean score and the mean rounds held that ``simulate`` does not report.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from multiprocessing.pool import Pool
from pathlib import Path
from typing import NamedTuple, TextIO, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Step  # noqa: E402
from game.core.seats import Seat  # noqa: E402
from game.core.simulate import play_one  # noqa: E402
from game.spirit import GAME, ai, search, search_helpers  # noqa: E402
from game.spirit.data import ROUNDS  # noqa: E402
from game.spirit.state import DECISIONS  # noqa: E402


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3) if ordered else 0.0


LOSSES = ("barricade_destroyed", "farm_burnt", "family_lost", "wound")


def tally_game(steps: Iterable[Step], ends: Counter[str], losses: Counter[str]) -> None:
    """Adds one game's ending ("farms/2": the last farm burnt in round 2), where its wounds,
    broken barricades, burnt farms and lost families came from, and what sent brigands to the
    infiltrators in each round ("infiltrated:support/3": Supports in round 3; "leftover" is the
    deck left when everyone passed), since their flames are the village's largest drain."""
    round_number = 1
    for step in steps:
        for event in step.events:
            if event.kind == "round_started":
                round_number = event.get("round")
            elif event.kind in LOSSES:
                losses[f"{event.kind}:{event.get('reason')}"] += 1
            elif event.kind == "infiltrated":
                losses[f"infiltrated:{event.get('reason')}/{round_number}"] += event.get("count")
            elif event.kind == "round_ended" and event.get("infiltrated"):
                losses[f"infiltrated:leftover/{round_number}"] += event.get("infiltrated")
            elif event.kind == "game_lost":
                ends[f"{event.get('reason')}/{round_number}"] += 1


class GameResult(NamedTuple):
    won: bool
    score: float
    rounds_held: int
    decision_ms: list[float]
    ends: Counter[str]
    losses: Counter[str]


def hard_seat_numbers(size: int, seed: int, hard_seats: int) -> set[int]:
    """The seats of a team of ``size`` that the ``hard_seats`` hard samurai take in the game of
    ``seed``: they sit side by side from seat ``seed`` (modulo the size) on, so that over many
    seeds every seat, and every samurai the seed deals it, is hard as often as the others."""
    return {(seed + i) % size for i in range(hard_seats)}


def one_game(job: tuple[str, int, str, int, bool, int | None, str]) -> GameResult:
    """One game of an all-``level`` team (or, with ``hard_seats``, that many hard samurai among
    normal ones): won, score, rounds held, the ``level`` seats' decision times, and with causes
    how it ended and the village's losses by source."""
    level, size, mode, seed, causes, hard_seats, boards = job
    hard = hard_seat_numbers(size, seed, size if hard_seats is None else hard_seats)
    levels = [level if i in hard else "normal" for i in range(size)]
    seats = [Seat(f"{seat_level} {i + 1}", "ai", seat_level) for i, seat_level in enumerate(levels)]
    timings: dict[str, list[float]] = defaultdict(list)
    ends: Counter[str] = Counter()
    losses: Counter[str] = Counter()
    options = {"mode": mode} if boards == "random" else {"mode": mode, "samurai": ",".join([boards] * size)}
    match = play_one(GAME, seats, seed, options, timings)
    outcome = GAME.outcome(match.state)
    assert outcome is not None
    if causes:
        tally_game(match.steps, ends, losses)
    won = bool(outcome.cooperative_win)
    return GameResult(won, outcome.score or 0.0, rounds_held(won, match.state.round), timings[level], ends, losses)


def rounds_held(won: bool, round_number: int) -> int:
    """Rounds the village came through (all of them for a win): where every level loses nearly every
    deal, how long a team holds still tells one level from another."""
    return ROUNDS if won else round_number - 1


def team_strength(level: str, size: int, mode: str, games: int, seed: int,
                  causes: bool = False, pool: Pool | None = None, per_seed: TextIO | None = None,
                  hard_seats: int | None = None, boards: str = "random") -> dict[str, object]:
    """Win rate, mean score, mean rounds held and decision times of an all-``level`` team on
    seeds seed..; with ``causes``, how the lost games ended and the village's losses by source
    per game. With a ``pool``, the games are played in parallel (the same games, in seed order).
    ``per_seed`` gets a JSON line per game, for comparing two versions seed by seed. With
    ``hard_seats``, only that many seats play ``level`` and the others are normal samurai."""
    started = time.perf_counter()
    jobs = [(level, size, mode, seed + index, causes, hard_seats, boards) for index in range(games)]
    results = pool.map(one_game, jobs, chunksize=1) if pool else [one_game(job) for job in jobs]
    # what sets this run apart from an all-level team on boards dealt at random, for its lines
    variant: dict[str, object] = {} if hard_seats is None else {"hard_seats": hard_seats}
    if boards != "random":
        variant["boards"] = boards
    if per_seed is not None:
        for index, result in enumerate(results):
            per_seed.write(json.dumps({"level": level, "samurai": size, "mode": mode, **variant,
                                       "seed": seed + index, "won": result.won,
                                       "score": result.score}) + "\n")
        per_seed.flush()
    samples = [ms for r in results for ms in r.decision_ms]
    ends: Counter[str] = sum((r.ends for r in results), Counter())
    losses: Counter[str] = sum((r.losses for r in results), Counter())
    wins = sum(r.won for r in results)
    total = sum(r.score for r in results)
    row: dict[str, object] = {
        "level": level, "samurai": size, "mode": mode, **variant, "games": games,
        "seeds": [seed, seed + games - 1],
        "win_rate": round(wins / games, 4), "mean_score": round(total / games, 3),
        "mean_rounds_held": round(sum(r.rounds_held for r in results) / games, 3),
        "decision_ms": {"p50": percentile(samples, 0.5), "p95": percentile(samples, 0.95),
                        "p99": percentile(samples, 0.99), "max": percentile(samples, 1.0)},
        "seconds": round(time.perf_counter() - started, 1),
    }
    if causes:
        row["lost_by"] = dict(sorted(ends.items()))
        row["per_game"] = {k: round(v / games, 2) for k, v in sorted(losses.items())}
    return row


def finite(setting: float) -> float | None:
    """A search setting for the JSON line, which has no infinity: None stands for none."""
    return None if math.isinf(setting) else setting


class SearchSettings(NamedTuple):
    """The hard samurai's search as the flags set it; None (or False) keeps the game's own."""

    budget_ms: float | None = None
    samples: int | None = None
    long_look_share: float | None = None
    from_round: int | None = None
    playout_peek: float | None = None
    peek_others_only: bool = False
    close_call: float | None = None
    searched: frozenset[str] | None = None


def set_search_size(settings: SearchSettings) -> None:
    """Sets the search of every hard samurai seated from now on in this process: its size, the
    round it starts in, how often its playouts see the next brigand (and whether only the other
    samurai's turns do), the heuristic gap below which it searches and the kinds of decision it
    searches. A pool's workers run it as their initializer."""
    if settings.close_call is not None:
        ai.HardBot.close_call = settings.close_call
    if settings.searched is not None:
        ai.HardBot.searched = settings.searched
    if settings.playout_peek is not None:
        search.PLAYOUT_PEEK = settings.playout_peek
    if settings.peek_others_only:
        search.PLAYOUT_PEEK_OTHERS_ONLY = True
    if settings.from_round is not None:
        ai.SEARCH_FROM_ROUND = settings.from_round
    if settings.budget_ms is not None:
        ai.SEARCH_BUDGET_MS = settings.budget_ms
    if settings.samples is not None:
        ai.SEARCH_SAMPLES = settings.samples
    if settings.long_look_share is not None:
        ai.LONG_LOOK_SHARE = settings.long_look_share


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--hard-games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="hard,easy")
    parser.add_argument("--sizes", default="2,4,7")
    parser.add_argument("--modes", default="easy,normal,hard,heroic")
    parser.add_argument("--causes", action="store_true",
                        help="also count how lost games end and where the losses come from")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (decision times then share the machine)")
    parser.add_argument("--hard-samples", type=int, default=None,
                        help=f"sampled decks per hard search (default {ai.SEARCH_SAMPLES})")
    parser.add_argument("--hard-budget-ms", type=float, default=None,
                        help=f"time budget per hard decision, inf for none (default {ai.SEARCH_BUDGET_MS:g})")
    parser.add_argument("--hard-long-looks", type=float, default=None,
                        help="largest share of a hard samurai's decisions that may look past the budget, "
                             f"0 for none (default {ai.LONG_LOOK_SHARE:g})")
    parser.add_argument("--hard-from-round", type=int, default=None,
                        help="the first round the hard samurai search in; before it they play the normal "
                             f"samurai's choice (default {ai.SEARCH_FROM_ROUND})")
    parser.add_argument("--playout-peek", type=float, default=None,
                        help="share of the turn actions at which the hard search's playouts see the sampled "
                             f"deck's next brigand (default {search.PLAYOUT_PEEK:g})")
    parser.add_argument("--playout-peek-others", action="store_true",
                        help="with --playout-peek, the searching samurai's own later turns in a playout "
                             "stay blind; only the other samurai see")
    parser.add_argument("--hard-close-call", type=float, default=None,
                        help="heuristic points between the two best choices below which a hard samurai "
                             f"searches them, inf for every choice (default {ai.HardBot.close_call:g})")
    parser.add_argument("--hard-searched", default=None, metavar="KINDS",
                        help="the kinds of decision a hard samurai searches, a comma list (default "
                             f"{','.join(sorted(ai.HardBot.searched))}; any of {', '.join(sorted(DECISIONS))})")
    parser.add_argument("--search-helpers", type=int, default=None,
                        help="processes sampling decks beside each hard samurai's own search, with --jobs 1 "
                             "(default: one per spare core, as in the app; pool workers never have any)")
    parser.add_argument("--hard-seats", type=int, default=None, metavar="N",
                        help="seat N hard samurai among normal ones, in seats that turn with the seed "
                             "(default: every seat hard)")
    parser.add_argument("--boards", choices=("random", "pick"), default="random",
                        help="the samurai boards: dealt at random (the game's default), or picked by every "
                             "seat for the strongest team (the samurai option's pick)")
    parser.add_argument("--per-seed", type=argparse.FileType("a"), default=None, metavar="FILE",
                        help="append each game's seed, win and score to FILE as JSON lines")
    args = parser.parse_args()
    if args.search_helpers is not None:
        if args.search_helpers < 0:
            parser.error("--search-helpers must be 0 or more")
        os.environ[search_helpers.HELPERS_VARIABLE] = str(args.search_helpers)
    if args.hard_long_looks is not None and not 0 <= args.hard_long_looks <= 1:
        parser.error("--hard-long-looks must be between 0 and 1")
    if args.hard_samples is not None and args.hard_samples < 1:
        parser.error("--hard-samples must be at least 1")
    if args.hard_budget_ms is not None and not args.hard_budget_ms > 0:
        parser.error("--hard-budget-ms must be above 0 (inf for no budget)")
    if args.hard_from_round is not None and args.hard_from_round < 1:
        parser.error("--hard-from-round must be 1 or more")
    if args.playout_peek is not None and not 0 <= args.playout_peek <= 1:
        parser.error("--playout-peek must be between 0 and 1")
    if args.playout_peek_others and not args.playout_peek:
        parser.error("--playout-peek-others needs a --playout-peek above 0")
    if args.hard_close_call is not None and not args.hard_close_call > 0:
        parser.error("--hard-close-call must be above 0 (inf for every choice)")
    if args.hard_seats is not None:
        smallest = min(int(size) for size in args.sizes.split(","))
        if not 1 <= args.hard_seats <= smallest:
            parser.error(f"--hard-seats must be between 1 and the smallest table ({smallest})")
        if args.levels != "hard":
            parser.error("--hard-seats needs --levels hard")
    # an empty list is a setting too: the hard samurai then search nothing
    searched = (None if args.hard_searched is None
                else frozenset(kind for kind in args.hard_searched.split(",") if kind))
    if searched is not None and not searched <= DECISIONS:
        parser.error(f"--hard-searched: unknown kinds {', '.join(sorted(searched - DECISIONS))}")
    settings = SearchSettings(budget_ms=args.hard_budget_ms, samples=args.hard_samples,
                              long_look_share=args.hard_long_looks, from_round=args.hard_from_round,
                              playout_peek=args.playout_peek, peek_others_only=args.playout_peek_others,
                              close_call=args.hard_close_call, searched=searched)
    set_search_size(settings)
    rows = []
    pool = Pool(args.jobs, initializer=set_search_size, initargs=(settings,)) if args.jobs > 1 else None
    for mode in args.modes.split(","):
        for size in (int(s) for s in args.sizes.split(",")):
            for level in args.levels.split(","):
                games = args.hard_games if level == "hard" else args.games
                row = team_strength(level, size, mode, games, args.seed, args.causes, pool, args.per_seed,
                                    args.hard_seats, args.boards)
                if level == "hard":
                    row["search"] = {"samples": ai.SEARCH_SAMPLES, "budget_ms": finite(ai.SEARCH_BUDGET_MS),
                                     "long_look_share": ai.LONG_LOOK_SHARE,
                                     "from_round": ai.SEARCH_FROM_ROUND,
                                     "close_call": finite(ai.HardBot.close_call),
                                     "searched": sorted(ai.HardBot.searched),
                                     "playout_peek": search.PLAYOUT_PEEK,
                                     "peek_others_only": search.PLAYOUT_PEEK_OTHERS_ONLY,
                                     "helpers": 0 if pool else len(search_helpers.shared().links)}
                rows.append(row)
                print(json.dumps(row), flush=True)
    if pool:
        pool.close()
    print("mode    samurai level   games  win%   mean score  rounds held  p95 ms")
    for row in rows:
        p95 = row["decision_ms"]["p95"]  # type: ignore[index]
        # a mixed team is named by its hard seats ("hard 1"); its p95 is theirs alone
        team = f"{row['level']} {row['hard_seats']}" if "hard_seats" in row else row["level"]
        print(f"{row['mode']:<7} {row['samurai']:>7} {team:<7} {row['games']:>5} "
              f"{100 * cast(float, row['win_rate']):5.1f}  {row['mean_score']:>10}  {row['mean_rounds_held']:>11}  {p95:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
