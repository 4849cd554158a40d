"""Bot decisions computed in another process (the app's bot worker).

The worker keeps one ``BotTable`` per match it serves, keyed by a token the table chooses, so
each seat's bot and seeded generator carry on from one decision to the next exactly as they
would in the app's own process.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.actions import Action
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat

_KEEP_TABLES = 4
_tables: OrderedDict[str, BotTable] = OrderedDict()


def decide_remote(key: str, game_id: str, seats: Sequence[Mapping[str, Any]], seed: int,
                  options: Mapping[str, str], seat: int, state: Any) -> Action:
    table = _tables.get(key)
    if table is None:
        from game import get_game

        match = Match.start(get_game(game_id), [Seat.from_dict(s) for s in seats], seed, options)
        table = BotTable(match)
        _tables[key] = table
        while len(_tables) > _KEEP_TABLES:
            _tables.popitem(last=False)
    _tables.move_to_end(key)
    return table.decide(seat, state)


def warm_up() -> bool:
    """Import every engine once so the first real decision does not pay for it."""
    from game import games

    return bool(games())


def serve(connection: Any) -> None:
    """The worker process's loop: ``(request id, decide_remote arguments)`` in, ``(request id,
    action, error text)`` out, until the app closes its end of the pipe."""
    warm_up()
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request, arguments = message
        try:
            answer: tuple[int, Action | None, str | None] = (request, decide_remote(*arguments), None)
        except Exception as exc:  # noqa: BLE001 - reported to the app, which falls back
            answer = (request, None, f"{type(exc).__name__}: {exc}")
        try:
            connection.send(answer)
        except OSError:  # the app closed while this bot was still thinking
            return
