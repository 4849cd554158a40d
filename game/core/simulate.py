"""Headless seeded games played to the end, summed up as one JSON-ready dictionary."""

from __future__ import annotations

import time
import traceback
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.autoplay import BotTable
from game.core.errors import SpecError
from game.core.game import Game
from game.core.match import Match
from game.core.seats import Seat

MAX_ACTIONS = 50_000  # a game longer than this is a bug, reported as an error


def _percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(samples)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": pick(0.5), "p95": pick(0.95), "max": round(ordered[-1], 3)}


def play_one(game: Game, seats: Sequence[Seat], seed: int, options: Mapping[str, str],
             timings: dict[str, list[float]] | None = None) -> Match:
    """One game from ``seed`` with bots in every seat, to its end."""
    match = Match.start(game, seats, seed, options)
    table = BotTable(match)
    while match.game.outcome(match.state) is None:
        if len(match.steps) >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        to_act = match.to_act()
        if not to_act:
            raise RuntimeError("nobody to act but the game is not over")
        seat = to_act[0]
        started = time.perf_counter()
        action = table.decide(seat)
        if timings is not None:
            timings[seats[seat].level].append((time.perf_counter() - started) * 1000)
        match.submit(seat, action)
    return match


def simulate(game: Game, games: int, seed: int, seats: Sequence[Seat],
             options: Mapping[str, str]) -> dict[str, Any]:
    if any(s.is_human for s in seats):
        raise SpecError("simulate plays bots only: use ai:LEVEL for every seat")
    if games < 1:
        raise SpecError("--games must be at least 1")
    # Free-text options are checked by the game itself when it sets up: do it once, up front,
    # so a mistyped option is one clear error rather than a failure in every game.
    game.new(len(seats), seed, options)
    timings: dict[str, list[float]] = defaultdict(list)
    seat_wins = [0] * len(seats)
    team_wins: dict[str, int] = defaultdict(int)
    finished = errors = actions = coop_wins = 0
    failed: list[int] = []
    failures: list[str] = []
    started = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        try:
            match = play_one(game, seats, game_seed, options, timings)
        except Exception:  # noqa: BLE001 - every failure is reported with its seed
            errors += 1
            failed.append(game_seed)
            failures.append(traceback.format_exc(limit=6))
            continue
        finished += 1
        actions += len(match.steps)
        outcome = game.outcome(match.state)
        assert outcome is not None
        for seat in outcome.winners:
            seat_wins[seat] += 1
        for team in outcome.winning_teams:
            team_wins[team] += 1
        if outcome.cooperative_win:
            coop_wins += 1
    seconds = time.perf_counter() - started
    if game.cooperative:
        win_rate = coop_wins / finished if finished else 0.0
    else:
        win_rate = seat_wins[0] / finished if finished else 0.0
    result: dict[str, Any] = {
        "game": game.id,
        "games": games,
        "finished": finished,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_second": round(finished / seconds, 3) if seconds > 0 else 0.0,
        "actions": actions,
        "mean_actions": round(actions / finished, 2) if finished else 0.0,
        "wins": {"seats": seat_wins, "teams": dict(sorted(team_wins.items()))},
        "win_rate": round(win_rate, 4),
        "decision_ms": {level: _percentiles(samples) for level, samples in sorted(timings.items())},
    }
    if failed:
        result["failed_seeds"] = failed
        result["first_failure"] = failures[0]
    return result
