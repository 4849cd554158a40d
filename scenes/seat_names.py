"""The name a seat gets when nobody typed one: a person's letter in the screen's language, or the
seat's AI name. The setup screen, `main.py play` and `main.py screenshot` all name seats here, so a
table reads the same however it was started.

A person is "Player A", not "Player 1": Sushido's rules call the fighter who plays first in a
round "Player 1" (the P1 token, which may sit with the other seat), so a number would read as
that role there; letters mean nothing in any of the games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.seats import Seat
from scenes.kit.i18n import in_every_language, register, t

register({
    "en": {"seat.person_name": "Player {letter}"},
    "fr": {"seat.person_name": "Joueur {letter}"},
})

AI_NAMES = ("Akiko", "Hiroshi", "Kenji", "Mai", "Ren", "Sora", "Yuki", "Daichi")
SEAT_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# The persons' default names of earlier versions, still in setups.json files: read as defaults,
# so that they give way to today's name (and to the AI's name when the seat turns AI)
FORMER_PERSON_NAMES = ("Player {n}", "Joueur {n}")


def seat_letter(index: int) -> str:
    """The seat's letter, A for the first; past Z (no game seats that many) its number."""
    return SEAT_LETTERS[index] if index < len(SEAT_LETTERS) else str(index + 1)


def default_seat_name(index: int, is_human: bool) -> str:
    if is_human:
        return t("seat.person_name", letter=seat_letter(index))
    return AI_NAMES[index % len(AI_NAMES)]


def is_default_seat_name(index: int, name: str) -> bool:
    """A name the app gave, now or in an earlier version (a person's letter or number in any
    language, the seat's AI name)."""
    persons = in_every_language("seat.person_name", letter=seat_letter(index))
    former_persons = {former.format(n=index + 1) for former in FORMER_PERSON_NAMES}
    return name in {"", AI_NAMES[index % len(AI_NAMES)], *persons, *former_persons}


def with_default_names(seats: Sequence[Seat]) -> list[Seat]:
    """The seats, each one left unnamed given its default name."""
    return [seat if seat.name.strip() else replace(seat, name=default_seat_name(index, seat.is_human))
            for index, seat in enumerate(seats)]
