"""The last setup of each game, kept in the config folder (``setups.json``) so that the next
"New game", in this session or the next, starts from the seats, names and options last played.

The file is the app's own, but a player may edit or damage it: an unreadable file is set aside
with a warning (``Storage.read_json``), and an entry that no longer fits its game (a seat kind
the game dropped, an option it no longer has or a value it refuses, too many seats) is ignored in
part or in whole, the setup screen's defaults standing in."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from game.core.errors import SpecError
from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.i18n import register, t
from scenes.kit.storage import Storage
from scenes.seat_names import default_seat_name

register({
    "en": {"setup.not_kept": "The setup could not be kept for next time ({reason})."},
    "fr": {"setup.not_kept": "La mise en place n'a pas pu être retenue pour la prochaine fois ({reason})."},
})

MAX_NAME = 18  # the longest name a seat takes on the setup screen

log = logging.getLogger(__name__)


@dataclass
class Setup:
    kinds: list[str]
    names: list[str]
    options: dict[str, str]


def load_setup(storage: Storage, game: Any, kinds_available: list[str]) -> Setup | None:
    """The game's last setup, or None when there is none that fits it."""
    data = _read(storage)
    entry = data.get(game.id)
    if not isinstance(entry, dict):
        return None
    kinds, names, options = entry.get("kinds"), entry.get("names"), entry.get("options")
    if not (isinstance(kinds, list) and isinstance(names, list) and len(kinds) == len(names)
            and game.min_seats <= len(kinds) <= game.max_seats
            and all(kind in kinds_available for kind in kinds)
            and all(isinstance(name, str) and len(name) <= MAX_NAME for name in names)):
        return None
    kept = {opt.name: opt.default for opt in game.options}
    if isinstance(options, dict):
        for option in game.options:
            value = options.get(option.name)
            if isinstance(value, str) and (not option.choices or value in option.choices):
                kept[option.name] = value
    return Setup(list(kinds), list(names), without_refused_values(game, seats_of(kinds, names), kept))


def seats_of(kinds: list[str], names: list[str]) -> list[Seat]:
    """The seats a setup's kinds ("human", "ai:<level>") and names make, a blank name given the
    seat's default name."""
    seats = []
    for index, (kind, name) in enumerate(zip(kinds, names, strict=True)):
        name = name.strip() or default_seat_name(index, kind == "human")
        seats.append(Seat(name) if kind == "human" else Seat(name, "ai", kind.split(":", 1)[-1]))
    return seats


def without_refused_values(game: Any, seats: list[Seat], options: dict[str, str]) -> dict[str, str]:
    """``options`` less the values the game refuses, each put back to its default and logged.

    A free-text option (names of characters, say) is checked only by the game. Kept unchecked, a
    hand-edited value would keep Start greyed while the rows, which read only the names they know,
    say "At random". A setup the game takes whole is kept whole; otherwise each value is tried
    alone against the defaults, so a value that is only refused beside another is kept, and the
    setup screen gives the game's reason for the pair."""
    if _refusal(game, seats, options) is None:
        return options
    defaults = {opt.name: opt.default for opt in game.options}
    kept = dict(options)
    for name, value in options.items():
        if value == defaults[name]:
            continue
        reason = _refusal(game, seats, {**defaults, name: value})
        if reason is not None:
            log.warning("setups.json: %s option %s=%r is refused by the game (%s); its default stands",
                        game.id, name, value, reason)
            kept[name] = defaults[name]
    return kept


def _refusal(game: Any, seats: list[Seat], options: dict[str, str]) -> str | None:
    """The game's reason for refusing to start with ``options``, or None when it would start."""
    try:
        Match.start(game, seats, 1, options)  # any seed: options never hang on it
    except (SpecError, ValueError) as exc:
        return str(exc)
    return None


def save_setup(storage: Storage, game_id: str, setup: Setup) -> None:
    data = _read(storage)
    data[game_id] = {"kinds": setup.kinds, "names": setup.names, "options": setup.options}
    try:
        storage.write_json(storage.setups_path, data)
    except OSError as exc:  # a full disk or a read-only folder: the game starts all the same
        storage.warnings.append(t("setup.not_kept", reason=exc))


def _read(storage: Storage) -> dict[str, Any]:
    data = storage.read_json(storage.setups_path, "saved setups")
    if data is None:
        return {}
    if not isinstance(data, dict):
        storage.set_aside(storage.setups_path, "saved setups", "not a JSON object")
        return {}
    return data
