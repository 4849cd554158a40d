"""The name a seat gets when nobody typed one: a person's number in the screen's language, or the
seat's AI name. The setup screen, `main.py play` and `main.py screenshot` all name seats here, so a
table reads the same however it was started."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.seats import Seat
from scenes.kit.i18n import in_every_language, register, t

register({
    "en": {"seat.player_name": "Player {n}"},
    "fr": {"seat.player_name": "Joueur {n}"},
})

AI_NAMES = ("Akiko", "Hiroshi", "Kenji", "Mai", "Ren", "Sora", "Yuki", "Daichi")


def default_seat_name(index: int, is_human: bool) -> str:
    if is_human:
        return t("seat.player_name", n=index + 1)
    return AI_NAMES[index % len(AI_NAMES)]


def is_default_seat_name(index: int, name: str) -> bool:
    """A name the app gave (a player's number in any language, the seat's AI name)."""
    return name in ("", AI_NAMES[index % len(AI_NAMES)]) or name in in_every_language(
        "seat.player_name", n=index + 1)


def with_default_names(seats: Sequence[Seat]) -> list[Seat]:
    """The seats, each one left unnamed given its default name."""
    return [seat if seat.name.strip() else replace(seat, name=default_seat_name(index, seat.is_human))
            for index, seat in enumerate(seats)]
