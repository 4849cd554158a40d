"""Dealing a new game, and loading readable TOML scenarios straight into a state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import ScenarioError, SpecError
from game.core.events import Event
from game.core.game import RANDOM_ENTRY, deal_random_entries
from game.core.rng import Rng
from game.katana.cards import CHARACTER_BY_KEY, CHARACTERS, DECK_SIZE, HAND_SIZES, IDS_BY_KEY, players_table
from game.katana.flow import start_turn
from game.katana.state import DISCARD, PLAY, KatanaState
from game.katana.table import Table

ROLES = ("shogun", "samurai", "ninja", "ronin")
RANDOM = RANDOM_ENTRY  # a ``characters`` entry: this seat's character dealt from those left


def parse_characters(text: str, seats: int) -> tuple[str, ...] | None:
    """The ``characters`` option: empty for a random deal, else one key (or ``random``) per
    seat, and None when every seat is ``random``."""
    if not text.strip():
        return None
    keys = tuple(part.strip().lower() for part in text.split(","))
    if len(keys) != seats:
        raise SpecError(f"characters needs {seats} names, one per seat, not {len(keys)}")
    for key in keys:
        if key not in CHARACTER_BY_KEY and key != RANDOM:
            raise SpecError(f"unknown character {key!r} (known: {', '.join(CHARACTER_BY_KEY)}, or {RANDOM})")
    named = [key for key in keys if key != RANDOM]
    if len(set(named)) != len(named):
        raise SpecError("each character can sit at the table only once")
    return None if not named else keys


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> KatanaState:
    return opening(seats, seed, options)[0]


def opening(seats: int, seed: int, options: Mapping[str, str]) -> tuple[KatanaState, tuple[Event, ...]]:
    """A new game with the Shogun's first turn begun, and the events of that beginning (the Shogun
    named, the turn, its Bushido flip and draw), which a table's log tells before the first move."""
    if not 3 <= seats <= 7:
        raise SpecError("Katana takes 3 to 7 players")
    chosen = parse_characters(options.get("characters", ""), seats)
    rng = Rng.from_seed(seed)
    table = players_table(seats)
    role_cards = list(table["roles"])
    ninjas = role_cards.count("ninja")
    # The three ninja cards carry 1, 2 and 3 stars; with fewer ninjas some stay unseen.
    stars_left, rng = rng.sample((1, 2, 3), ninjas)
    dealt_cards = [(role, stars_left[i]) for i, role in enumerate(r for r in role_cards if r == "ninja")]
    dealt_cards += [(role, 0) for role in role_cards if role != "ninja"]
    dealt, rng = rng.shuffled(dealt_cards)
    roles = tuple(role for role, _ in dealt)
    stars = tuple(star for _, star in dealt)
    if chosen is None:
        chosen, rng = rng.sample(tuple(c.key for c in CHARACTERS), seats)
    else:
        chosen, rng = deal_random_entries(chosen, tuple(c.key for c in CHARACTERS), rng)
    life = tuple(CHARACTER_BY_KEY[key].life for key in chosen)
    honour = tuple(table["honour_shogun"] if role == "shogun" else table["honour_other"] for role in roles)
    deck, rng = rng.shuffled(range(DECK_SIZE))
    cards = list(deck)
    shogun = roles.index("shogun")
    hands: list[tuple[int, ...]] = [()] * seats
    for position in range(seats):
        seat = (shogun + position) % seats
        size = HAND_SIZES[position]
        hands[seat] = tuple(cards[-size:])
        del cards[-size:]
    state = KatanaState(
        seats, chosen, roles, stars, life, life, honour, tuple(hands), ((),) * seats, tuple(cards), (),
        shogun, "play", None, 0, rng, 0, (0,) * (seats * seats), 0, None, (-1,) * seats)
    work = Table(state)
    # The Shogun must show his role: the opening names him before his first turn begins
    work.emit("shogun_revealed", seat=shogun, role="shogun")
    start_turn(work, shogun)
    return work.freeze(), tuple(work.events or ())


def begin_turn(state: KatanaState, seat: int) -> KatanaState:
    """``state`` with ``seat``'s turn begun: recovery, Bushido and the draw done."""
    work = Table(state, log=False)
    start_turn(work, seat)
    return work.freeze()


# -- scenarios ------------------------------------------------------------------------------
def _seat_list(data: Mapping[str, Any], key: str, n: int, default: list[Any]) -> list[Any]:
    value = data.get(key, default)
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError(f"scenario: {key!r} must list one entry per seat ({n})")
    return value


def from_scenario(data: Mapping[str, Any]) -> KatanaState:
    """A position from TOML. Cards are named by key ("kanabo") or id; unnamed cards go to the
    deck (under the listed ones, shuffled) so that all 90 stay accounted for.

    Keys: characters, roles (required); stars, life, honour, hands, tables, deck (top first),
    discard (top last), turn, phase, weapons_played, seed, start (begin the turn first).
    """
    characters = data.get("characters")
    if not isinstance(characters, list) or not 3 <= len(characters) <= 7:
        raise ScenarioError("scenario: 'characters' must list 3 to 7 character keys")
    n = len(characters)
    for key in characters:
        if key not in CHARACTER_BY_KEY:
            raise ScenarioError(f"scenario: unknown character {key!r}")
    roles = _seat_list(data, "roles", n, [])
    for role in roles:
        if role not in ROLES:
            raise ScenarioError(f"scenario: unknown role {role!r}")
    if roles.count("shogun") != 1:
        raise ScenarioError("scenario: exactly one shogun is needed")
    default_stars = []
    next_star = 1
    for role in roles:
        default_stars.append(next_star if role == "ninja" else 0)
        next_star += role == "ninja"
    stars = _seat_list(data, "stars", n, default_stars)
    max_life = [CHARACTER_BY_KEY[key].life for key in characters]
    life = _seat_list(data, "life", n, max_life)
    table = players_table(n)
    honour = _seat_list(data, "honour", n, [
        table["honour_shogun"] if role == "shogun" else table["honour_other"] for role in roles])
    free = {key: list(ids) for key, ids in IDS_BY_KEY.items()}
    used: set[int] = set()

    def take(ref: Any) -> int:
        if isinstance(ref, int):
            if not 0 <= ref < DECK_SIZE or ref in used:
                raise ScenarioError(f"scenario: card id {ref} is unknown or used twice")
            used.add(ref)
            for ids in free.values():
                if ref in ids:
                    ids.remove(ref)
            return ref
        pool = free.get(str(ref))
        if pool is None:
            raise ScenarioError(f"scenario: unknown card {ref!r}")
        if not pool:
            raise ScenarioError(f"scenario: no copy of {ref!r} left")
        card = pool.pop(0)
        used.add(card)
        return card

    hands = tuple(tuple(take(c) for c in hand) for hand in _seat_list(data, "hands", n, [[]] * n))
    tables = tuple(tuple(take(c) for c in row) for row in _seat_list(data, "tables", n, [[]] * n))
    deck_top_first = [take(c) for c in data.get("deck", [])]
    discard = tuple(take(c) for c in data.get("discard", []))
    rng = Rng.from_seed(int(data.get("seed", 1)))
    rest, rng = rng.shuffled(sorted(set(range(DECK_SIZE)) - used))
    if data.get("rest", "deck") == "discard":
        discard, rest = tuple(rest) + discard, ()
    deck = tuple(rest) + tuple(reversed(deck_top_first))
    turn = int(data.get("turn", roles.index("shogun")))
    phase = str(data.get("phase", "play"))
    if phase not in (PLAY, DISCARD):
        raise ScenarioError("scenario: phase must be play or discard (use start = true to begin a turn)")
    state = KatanaState(
        n, tuple(characters), tuple(roles), tuple(int(x) for x in stars), tuple(max_life),
        tuple(int(x) for x in life), tuple(int(x) for x in honour), hands, tables, deck, discard, turn,
        phase, None, int(data.get("weapons_played", 0)), rng, 0, (0,) * (n * n), 0, None, (-1,) * n)
    if data.get("start", False):
        return begin_turn(state, turn)
    return state
