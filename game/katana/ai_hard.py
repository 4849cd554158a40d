"""The hard bot: determinized search with the engine's own rules.

For each decision it keeps the few actions the heuristics like best, then samples a set
number of times (fewer if its time cap runs out first) a full table consistent with its view
(roles from its belief, unseen cards dealt at random into hands of the known sizes and the
deck, no Parry where the table saw none), plays each candidate in that same sample and
rolls the game forward with quick heuristic players for about a round, scoring how well its
side ends up. Those players read allegiances from the deeds as the real ones must, not from
the sampled roles. The best average wins.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from game.core.actions import Action
from game.core.rng import Rng
from game.katana.actions import EndTurn, PlayCard
from game.katana.belief import friend_chances, role_beliefs, sample_roles, team_lead
from game.katana.cards import DECK_SIZE, IS_PARRY, IS_WEAPON, KEY, KIND
from game.katana.flow import apply
from game.katana.policy import choose, ranked
from game.katana.rules import legal_actions, to_act
from game.katana.scoring import multipliers, outcome
from game.katana.state import ATTACK, OVER, PLAY, WAVE, KatanaState, team_of
from game.katana.view import KatanaView, make_view

DEFAULT_SAMPLES = 64  # sampled tables per decision: the strength measured by katana_strength.py
DEFAULT_BUDGET = 0.9  # seconds: a cap for slow or loaded machines, under the 1 s a player waits
CANDIDATES = 6
MAX_ROLLOUT_STEPS = 120
SWITCH_MARGIN = 0.03  # in win-chance units (0..1)
HARMFUL = -3.0  # heuristic score under which a card play is left out of the search


def determinize(view: KatanaView, rng: random.Random) -> KatanaState:
    """A full state the view cannot tell apart from the real one."""
    me = view.seat
    assert me is not None
    roles = sample_roles(view, rng)
    stars_pool = [1, 2, 3]
    my_star = view.stars[me]
    if my_star:
        stars_pool.remove(my_star)
    rng.shuffle(stars_pool)
    stars = []
    for seat, role in enumerate(roles):
        if seat == me:
            stars.append(my_star or 0)
        else:
            stars.append(stars_pool.pop() if role == "ninja" else 0)
    seen = set(view.hand) | set(view.discard) | {c for t in view.tables for c in t}
    unseen = [c for c in range(DECK_SIZE) if c not in seen]
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    for seat in range(view.n):
        if seat == me:
            hands.append(view.hand)
            continue
        # the cards held since a blow found this seat without an answer are no Parry
        old: list[int] = []
        free = parry_free_cards(view, seat)
        if free:
            answers = _answers_for(view.characters[seat], free)
            old = [c for c in unseen if not answers[c]][:free]
            taken = set(old)
            unseen = [c for c in unseen if c not in taken]
        rest = view.hand_sizes[seat] - len(old)
        hands.append(tuple(old + unseen[:rest]))
        del unseen[:rest]
    return KatanaState(
        view.n, view.characters, roles, tuple(stars), view.max_life, view.life, view.honour, tuple(hands),
        view.tables, tuple(unseen), view.discard, view.turn, view.phase, view.pending, view.weapons_played,
        Rng(rng.getrandbits(63)), 0, view.hostility, view.turns, None, view.unparried)


def parry_free_cards(view: KatanaView, seat: int) -> int:
    """How many of ``seat``'s cards it surely held when a blow last found it without an
    answer: all but those gained since (none while no such blow is on record)."""
    gained = view.unparried[seat]
    return 0 if gained < 0 else max(0, view.hand_sizes[seat] - gained)


HANZO_ANSWERS = tuple(parry or weapon for parry, weapon in zip(IS_PARRY, IS_WEAPON, strict=True))


def _answers_for(character: str, free: int) -> tuple[bool, ...]:
    """Which cards would have answered that blow: a Parry, or for Hanzo any weapon when he
    held more than one card (a weapon is never his last answer)."""
    return HANZO_ANSWERS if character == "hanzo" and free > 1 else IS_PARRY


def believed_friends(s: KatanaState, known: dict[tuple[int, str], list[float]]) -> list[list[float]]:
    """Each seat's friend chances as its own view of ``s`` reads the deeds.

    Before the end a seat's view shows only its own role and the Shogun's, so its row depends
    on the seat, its role and the public record: ``known`` keeps the rows of one decision,
    whose sampled tables all share that record and differ only in the roles dealt."""
    found = []
    for seat, role in enumerate(s.roles):
        row = known.get((seat, role))
        if row is None:
            view = make_view(s, seat)
            row = known[seat, role] = friend_chances(view, role_beliefs(view))
        found.append(row)
    return found


def evaluate(s: KatanaState, me: int) -> float:
    """How good ``s`` is for ``me``'s side, from 0 (lost) to 1 (won).

    Unfinished games are projected to their usual end: reshuffles keep draining one honour
    from everyone until the poorest player has none, so each seat is counted at its honour
    minus the table's lowest, then multiplied, with the tie rules as small bonuses. Life (the
    first points most) and Parries stand for the defeats still to come.
    """
    my_team = team_of(s.roles[me])
    if s.phase == OVER:
        result = outcome(s)
        assert result is not None
        return 1.0 if my_team in result.winning_teams else 0.0
    drain = min(s.honour)
    totals: dict[str, float] = {"shogun": 0.0, "ninja": 0.0, "ronin": 0.0}
    present = set()
    for seat, mult in enumerate(multipliers(s)):
        role = s.roles[seat]
        team = team_of(role)
        present.add(team)
        hand = s.hands[seat]
        value = (s.honour[seat] - drain) * mult + 0.25 * min(s.life[seat], 3)
        value += 0.1 * sum(1 for c in hand if IS_PARRY[c])
        if role != "ronin":
            value += sum(1 for c in hand if KEY[c] == "daimyo")
        totals[team] += value
    totals["ninja"] += 0.5  # the ninjas win every tie
    totals["shogun"] += 0.25  # and the Shogun's side beats the Ronin on one
    mine = totals.pop(my_team)
    best_other = max(v for team, v in totals.items() if team in present)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / 1.5))


def rollout(s: KatanaState, me: int, action: Action, friends: list[list[float]], horizon: int,
            rng: random.Random, noise: float = 0.25) -> float:
    s, _ = apply(s, me, action, log=False)
    stop = s.turns + horizon
    steps = 0
    while s.phase != OVER and s.turns < stop and steps < MAX_ROLLOUT_STEPS:
        seat = to_act(s)[0]
        legal = legal_actions(s, seat)
        choice = legal[0] if len(legal) == 1 else choose(make_view(s, seat), legal, friends[seat], rng, noise=noise)
        s, _ = apply(s, seat, choice, log=False)
        steps += 1
    return evaluate(s, me)


SEARCHED_PHASES = (PLAY, ATTACK, WAVE)  # the rest (discards, Geisha picks...) the heuristics settle


def _obvious(action: Action) -> bool:
    """Laying one's own Focus, Armor or Quick Draw is never worse than waiting."""
    return isinstance(action, PlayCard) and KIND[action.card] == "permanent" and KEY[action.card] != "bushido"


def search_options(scored: Sequence[tuple[float, Action]], candidates: int, legal: Sequence[Action]) -> list[Action]:
    """What the samples compare: the heuristics' favourite, the next best moves but for card
    plays they find harmful (a blow at a likely friend), and ending the turn when allowed.

    A harmful play can only win in the samples that deal the friend an enemy's role; with a
    handful of samples that happens often enough to strike one's own side."""
    options = [scored[0][1]]
    options += [action for value, action in scored[1:candidates]
                if value >= HARMFUL or not isinstance(action, PlayCard)]
    end_turn = EndTurn()
    if end_turn in legal and end_turn not in options:
        options.append(end_turn)
    return options


class HardBot:
    """``samples``: sampled tables per decision, which makes its play reproducible on a
    machine fast enough; ``budget``: seconds after which it stops sampling all the same
    (``math.inf`` in the benchmarks, so that their figures never depend on the load)."""

    def __init__(self, budget: float = DEFAULT_BUDGET, candidates: int = CANDIDATES,
                 samples: int = DEFAULT_SAMPLES, rounds: float = 1.0, noise: float = 0.25) -> None:
        self.budget = budget
        self.candidates = candidates
        self.samples = samples
        self.rounds = rounds  # how far each sampled future is played, in rounds of the table
        self.noise = noise  # how loosely the players of those futures play

    def sample_table(self, view: KatanaView, rng: random.Random) -> KatanaState:
        """One table the search plays its candidates on (the information benchmark lets
        some of the truth through here, to price what the bot cannot see)."""
        return determinize(view, rng)

    def choose(self, view: KatanaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        me = view.seat
        assert me is not None
        beliefs = role_beliefs(view)
        friend = friend_chances(view, beliefs)
        scored = ranked(view, legal, friend, team_lead(view, beliefs))
        favourite = scored[0][1]
        if view.phase not in SEARCHED_PHASES or _obvious(favourite):
            return favourite
        options = search_options(scored, self.candidates, legal)
        deadline = time.perf_counter() + self.budget
        totals = [0.0] * len(options)
        samples = 0
        horizon = max(2, round(self.rounds * view.n) - 1)
        known_rows: dict[tuple[int, str], list[float]] = {}
        # two samples at least, whatever the cap: one cannot tell a lucky roll from a move
        while samples < 2 or (samples < self.samples and time.perf_counter() < deadline):
            state = self.sample_table(view, rng)
            # the futures' players guess allegiances from the deeds, as at the table: ones
            # who knew the sampled roles would play a sharper game than the real one
            friends = believed_friends(state, known_rows)
            seed = rng.getrandbits(32)
            for index, action in enumerate(options):
                # the same sample and the same dice for every candidate: a fair comparison
                totals[index] += rollout(state, me, action, friends, horizon, random.Random(seed), self.noise)
            samples += 1
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        # The heuristics' favourite stands unless the samples clearly prefer another move:
        # a handful of noisy rollouts should not override sound table sense on a whim.
        if (totals[best] - totals[0]) / samples < SWITCH_MARGIN:
            return options[0]
        return options[best]
