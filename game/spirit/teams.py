"""Which samurai sit at the table. The rulebook lets each player choose a board or take one at
random, as they like; the ``samurai`` option says it seat by seat: a samurai's name, ``random``,
or ``pick``, the board that makes the strongest team with the others. An empty option deals
every board at random.

A pick reads ``teams.toml``: how often all-normal teams of each size and make-up won Normal,
written by ``python benchmarks/spirit_teams.py``. The boards weigh more than most choices (the
best team of 4 won nearly five times as often as the worst), so a team picking its boards picks
from what was measured rather than from a rule of thumb about the talents.
"""

from __future__ import annotations

import itertools
import tomllib
from functools import cache

from game.core.errors import SpecError
from game.core.game import RANDOM_ENTRY, deal_random_entries
from game.core.rng import Rng
from game.spirit.data import DATA_DIR, SAMURAI_NAMES, samurai_table

RANDOM = RANDOM_ENTRY
PICK = "pick"
RATES_FILE = DATA_DIR / "teams.toml"


def seat_samurai(text: str, seats: int, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """The samurai of each seat, from the ``samurai`` option's ``text``. Named boards are taken
    first, then the ``random`` seats draw from the boards left, then the ``pick`` seats complete
    the strongest team (``best_completion``), knowing every board already dealt."""
    entries = parse_entries(text, seats)
    if entries is None:
        return rng.sample(SAMURAI_NAMES, seats)
    dealt, rng = deal_random_entries(entries, SAMURAI_NAMES, rng)
    if PICK in dealt:
        taken = tuple(e for e in dealt if e != PICK)
        picked = iter(best_completion(taken, dealt.count(PICK), seats))
        dealt = tuple(next(picked) if e == PICK else e for e in dealt)
    return dealt, rng


def parse_entries(text: str, seats: int) -> list[str] | None:
    """The option's entries, names capitalized, or None when it names nothing (all random)."""
    if not text.strip():
        return None
    entries = [word.strip() for word in text.split(",") if word.strip()]
    entries = [e.lower() if e.lower() in (RANDOM, PICK) else e.capitalize() for e in entries]
    known = samurai_table()
    unknown = [e for e in entries if e not in known and e not in (RANDOM, PICK)]
    if unknown:
        raise SpecError(f"unknown samurai {', '.join(unknown)} (choose from {', '.join(SAMURAI_NAMES)}, "
                        f"or {RANDOM} or {PICK})")
    named = [e for e in entries if e in known]
    if len(set(named)) != len(named):
        raise SpecError("each samurai can be chosen only once")
    if len(entries) != seats:
        raise SpecError(f"the samurai option names {len(entries)} samurai for {seats} seats")
    return entries


def best_completion(taken: tuple[str, ...], count: int, seats: int) -> tuple[str, ...]:
    """The ``count`` boards that, with ``taken``, made the team of ``seats`` that won most
    (``teams.toml``), in the game's order of the samurai; among equals, the first found."""
    left = [n for n in SAMURAI_NAMES if n not in taken]
    rates = team_rates().get(seats, {})
    return max(itertools.combinations(left, count),
               key=lambda extra: rates.get(frozenset((*taken, *extra)), 0.0))


@cache
def team_rates() -> dict[int, dict[frozenset[str], float]]:
    """Each measured team's share of games won, by the number of samurai."""
    with RATES_FILE.open("rb") as handle:
        data = tomllib.load(handle)
    rates: dict[int, dict[frozenset[str], float]] = {}
    for size, teams in data["teams"].items():
        rates[int(size)] = {frozenset(team.split(",")): wins / data["games"] for team, wins in teams.items()}
    return rates
