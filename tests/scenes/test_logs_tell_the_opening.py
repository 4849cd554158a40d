"""A log tells the game from its start: the first round's and the first turn's opening, which the
engine plays while dealing, comes before the first move, also after a take-back or a replay that
steps back to the start."""

from __future__ import annotations

from typing import Any

import pytest

from game import games
from game.core import Match, Seat
from tests.scenes.helpers import frames


def first_lines(table: Any, game_id: str) -> list[str]:
    if game_id == "katana":
        return table.log.lines(table.names, None, "en", 400)[:2]
    if game_id == "spirit":
        return table.log.lines(table.names, 2000)[:2]
    return table.log.lines(table.names, table.match.state.fighters, None, "en", 400)[:2]


def opened(app: Any, game_id: str, seats: int, seed: int) -> Any:
    from scenes.tables import tables

    people = [Seat("Ann", "human")] + [Seat(f"AI {n}", "ai", "normal") for n in range(1, seats)]
    match = Match.start(games()[game_id], people, seed, {})
    table = tables()[game_id](app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


OPENINGS = {
    "katana": lambda table: [f"{table.names[table.match.state.turn]} is the Shogun.",
                             f"— {table.names[table.match.state.turn]}'s turn —"],
    "spirit": lambda table: ["Round 1: ", "'s turn."],
    "sushido": lambda table: ["Round 1 begins; ", "Turn 1."],
}


@pytest.mark.parametrize(("game_id", "seats"), [("katana", 4), ("spirit", 3), ("sushido", 2)])
def test_a_new_table_logs_the_games_opening_before_the_first_move(app: Any, game_id: str, seats: int) -> None:
    table = opened(app, game_id, seats, 4)
    assert not table.match.steps
    lines = first_lines(table, game_id)
    expected = OPENINGS[game_id](table)
    assert len(lines) >= len(expected)
    for line, start in zip(lines, expected, strict=False):
        assert start in line, (line, start)


@pytest.mark.parametrize(("game_id", "seats"), [("katana", 4), ("spirit", 3), ("sushido", 2)])
def test_the_opening_stays_first_when_the_log_is_told_again(app: Any, game_id: str, seats: int) -> None:
    table = opened(app, game_id, seats, 4)
    before = first_lines(table, game_id)
    match = table.match
    for _ in range(3):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    step = match.step_back()
    assert step is not None
    table.on_rewound(step)  # what a replay stepping back does: the log is told again from the match
    assert first_lines(table, game_id) == before


@pytest.mark.parametrize("game_id", ["katana", "spirit", "sushido", "ninja99"])
def test_the_opening_is_the_deal_of_new_and_survives_a_save(game_id: str) -> None:
    game = games()[game_id]
    seats = [Seat(f"AI {n}", "ai", "random") for n in range(game.default_seats)]
    match = Match.start(game, seats, 11, {})
    assert match.state == game.new(len(seats), 11, match.options)
    assert bool(match.opening) == (game_id != "ninja99")  # 99 Ninja's deal has nothing to tell
    loaded = Match.from_save(match.to_save(), games())
    assert loaded.opening == match.opening
    assert list(loaded.told()) == [match.opening]
