"""Setting up the village, the samurai and each round's brigand deck, by mode and seat count."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.errors import SpecError
from game.core.rng import Rng
from game.core.seats import Seat
from game.spirit.data import (
    Mode,
    card,
    chief_ids,
    lieutenant_ids,
    raider_ids,
    village,
)
from game.spirit.state import Board, State, Task, Turn, absent_samurai
from game.spirit.teams import seat_samurai

MIN_SAMURAI = 2
MAX_SAMURAI = 7
SPARE_CHOICES = ("auto", "on", "off")


def mode_of(name: str) -> Mode:
    modes = village().modes
    if name not in modes:
        raise SpecError(f"mode must be one of {', '.join(modes)}, not {name!r}")
    return modes[name]


def starting_barricades(mode: str, seats: int) -> int:
    return min(seats + mode_of(mode).barricade_bonus, village().barricade_tokens)


def raiders_in_play(mode: str, seats: int) -> int:
    return seats * mode_of(mode).raiders_per_samurai


def reinforcements(mode: str, seats: int) -> int:
    """Lieutenants joining in round 2, and chiefs in round 3."""
    return seats + mode_of(mode).reinforcement_offset


def spare_choice_for_seats(choice: str, seats: Sequence[Seat]) -> str:
    """Solo: one person playing three samurai takes the two-samurai variant's spare tokens too,
    so ``auto`` turns them on; with two samurai ``auto`` already does, whoever plays."""
    one_person = all(seat.is_human for seat in seats) and len({seat.name for seat in seats}) == 1
    return "on" if choice == "auto" and one_person and len(seats) == 3 else choice


def spare_variant_on(choice: str, seats: int) -> bool:
    """The spare support tokens: automatic with two samurai, on request otherwise (solo with 3)."""
    if choice not in SPARE_CHOICES:
        raise SpecError(f"spare_tokens must be one of {', '.join(SPARE_CHOICES)}, not {choice!r}")
    return seats == 2 if choice == "auto" else choice == "on"


def new_state(seats: int, seed: int, options: Mapping[str, str]) -> State:
    if not MIN_SAMURAI <= seats <= MAX_SAMURAI:
        raise SpecError(f"Samurai Spirit takes {MIN_SAMURAI} to {MAX_SAMURAI} samurai, not {seats}")
    mode = options.get("mode", "normal")
    mode_of(mode)
    rng = Rng.from_seed(seed)
    names, rng = seat_samurai(options.get("samurai", ""), seats, rng)
    spare_variant = spare_variant_on(options.get("spare_tokens", "auto"), seats)
    raiders, box, rng = _deal_raiders(mode, seats, spare_variant, rng)
    deck, rng = rng.shuffled(raiders)
    lieutenants, rng = rng.shuffled(lieutenant_ids())
    chiefs, rng = rng.shuffled(chief_ids())
    farms, rng = rng.shuffled(village().farm_backs)
    first, rng = rng.below(seats)
    barricades = starting_barricades(mode, seats)
    return State(
        mode=mode,
        spare_variant=spare_variant,
        boards=tuple(Board(n) for n in names),
        round=1,
        turn=Turn(first),
        deck=deck,
        revealed=(),
        discard=(),
        infiltrators=(),
        box=box,
        lieutenants=lieutenants,
        chiefs=chiefs,
        barricades=barricades,
        barricades_start=barricades,
        farms=farms,
        burnt=(),
        families=village().families,
        spare=absent_samurai(names) if spare_variant else (),
        tasks=(Task("round_start", first),),
        rng=rng,
    )


def _deal_raiders(mode: str, seats: int, spare_variant: bool,
                  rng: Rng) -> tuple[tuple[int, ...], tuple[int, ...], Rng]:
    """The raiders of this game and those left in the box, unseen.

    With the spare-token variant the kept raiders must show at least two family (doll)
    symbols; otherwise they go back and a fresh set is drawn.
    """
    count = raiders_in_play(mode, seats)
    while True:
        shuffled, rng = rng.shuffled(raider_ids())
        kept = shuffled[:count]
        if not spare_variant or sum(card(c).symbol == "doll" for c in kept) >= 2:
            return kept, shuffled[count:], rng
