"""Who is on whose side: a belief over every hidden role, from public deeds only.

The view records, for each pair of seats, how much harm one aimed at the other (attacks,
Geisha, Diversion, Bushido) minus the help given (Breathing's card, a Bushido removed).
Each arrangement of the hidden role cards is weighed by how well it explains that record;
there are at most 60 of them at 7 players, so they are simply all enumerated.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from itertools import permutations

from game.katana.cards import players_table
from game.katana.state import team_of
from game.katana.view import KatanaView

ROLE_NAMES = ("shogun", "samurai", "ninja", "ronin")


def _weight(role_a: str, role_b: str) -> float:
    """Log-likelihood per unit of harm ``a`` aims at ``b`` (help counts negatively)."""
    if role_a == "ronin":
        return 0.05  # the Ronin strikes anyone: his blows say little
    same = team_of(role_a) == team_of(role_b) and role_b != "ronin"
    if same:
        return -1.2  # people rarely hurt their own side
    if role_a == "ninja" and role_b == "shogun":
        return 0.6
    return 0.35


@lru_cache(maxsize=512)
def _arrangements(roles_left: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(sorted(set(permutations(roles_left))))


def hidden_role_pool(n: int) -> tuple[str, ...]:
    """The role cards dealt face down at ``n`` players (the Shogun's is public)."""
    roles = list(players_table(n)["roles"])
    roles.remove("shogun")
    return tuple(roles)


def posterior(view: KatanaView, me: int, my_role: str) -> tuple[tuple[int, ...], list[tuple[tuple[str, ...], float]]]:
    """The unknown seats, and each arrangement of their roles with its probability."""
    n = view.n
    shogun = view.roles.index("shogun")
    pool = list(hidden_role_pool(n))
    if my_role != "shogun":
        pool.remove(my_role)
    unknown = tuple(s for s in range(n) if s != me and s != shogun)
    known = {shogun: "shogun", me: my_role}
    hostility = view.hostility
    deeds = [(a, b, hostility[a * n + b]) for a in range(n) for b in range(n) if a != b and hostility[a * n + b]]
    scored: list[tuple[tuple[str, ...], float]] = []
    best = -1e18
    for arrangement in _arrangements(tuple(sorted(pool))):
        roles = dict(known)
        roles.update(zip(unknown, arrangement, strict=True))
        total = 0.0
        for a, b, h in deeds:
            total += h * _weight(roles[a], roles[b])
        scored.append((arrangement, total))
        best = max(best, total)
    weights = [(arr, math.exp(score - best)) for arr, score in scored]
    norm = sum(w for _, w in weights)
    return unknown, [(arr, w / norm) for arr, w in weights]


def role_beliefs(view: KatanaView) -> tuple[dict[str, float], ...]:
    """For each seat, the chance of each role as ``view``'s seat sees it."""
    me = view.seat
    assert me is not None
    my_role = view.roles[me]
    assert my_role is not None
    unknown, arrangements = posterior(view, me, my_role)
    beliefs: list[dict[str, float]] = [{} for _ in range(view.n)]
    for seat, role in enumerate(view.roles):
        if role is not None and seat not in unknown:
            beliefs[seat] = {role: 1.0}
    for arrangement, p in arrangements:
        for seat, role in zip(unknown, arrangement, strict=True):
            beliefs[seat][role] = beliefs[seat].get(role, 0.0) + p
    return tuple(beliefs)


def top_guesses(view: KatanaView) -> tuple[str, ...]:
    """The most likely role of every seat."""
    return tuple(max(b.items(), key=lambda item: (item[1], item[0]))[0] for b in role_beliefs(view))


def friend_chances(view: KatanaView, beliefs: tuple[dict[str, float], ...]) -> list[float]:
    """For each seat, the chance it plays on our side (0 for the lone Ronin's neighbours)."""
    me = view.seat
    assert me is not None
    my_role = view.roles[me]
    assert my_role is not None
    mine = team_of(my_role)
    found = []
    for seat, belief in enumerate(beliefs):
        if seat == me:
            found.append(1.0)
        elif my_role == "ronin":
            found.append(0.0)
        else:
            found.append(sum(p for role, p in belief.items() if team_of(role) == mine and role != "ronin"))
    return found


def sample_roles(view: KatanaView, rng: random.Random) -> tuple[str, ...]:
    """One full role assignment drawn from the belief (for search)."""
    me = view.seat
    assert me is not None
    my_role = view.roles[me]
    assert my_role is not None
    unknown, arrangements = posterior(view, me, my_role)
    pick = rng.random()
    chosen = arrangements[-1][0]
    for arrangement, p in arrangements:
        pick -= p
        if pick <= 0:
            chosen = arrangement
            break
    roles = list(view.roles)
    for seat, role in zip(unknown, chosen, strict=True):
        roles[seat] = role
    return tuple(r if r is not None else "ninja" for r in roles)


def team_lead(view: KatanaView, beliefs: tuple[dict[str, float], ...]) -> float:
    """How far our side's expected score is ahead of the best other side (negative: behind).

    Whoever leads wants the deck to run out (each reshuffle drains everyone's honour and the
    game ends when someone has none); whoever trails wants time to take honour by defeats.
    """
    me = view.seat
    assert me is not None
    my_role = view.roles[me]
    assert my_role is not None
    multiplier = players_table(view.n)["multiplier"]
    expected: dict[str, float] = {"shogun": 0.0, "ninja": 0.0, "ronin": 0.0}
    for seat, belief in enumerate(beliefs):
        for role, p in belief.items():
            expected[team_of(role)] += p * view.honour[seat] * multiplier.get(role, 1)
    mine = expected.pop(team_of(my_role))
    present = [v for team, v in expected.items() if team in multiplier or team == "shogun"]
    return mine - max(present)
