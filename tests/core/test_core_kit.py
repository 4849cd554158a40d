from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game import games
from game.core import IllegalAction, Match, Rng, Seat, SpecError
from game.core.actions import ActionCodec
from game.core.game import Option, resolve_options, seat_entries, seat_text
from game.core.scenario import parse_scenario, scenario_state
from game.core.seats import parse_option_pairs, parse_seats
from game.core.simulate import simulate
from tests.toy_game import TOY, Lay

SEATS = [Seat("Ann"), Seat("Bot", "ai", "random")]


def test_rng_is_deterministic_and_advances() -> None:
    a = Rng.from_seed(5)
    deck1, after1 = a.shuffled(range(20))
    deck2, after2 = a.shuffled(range(20))
    assert deck1 == deck2 and after1 == after2
    deck3, _ = after1.shuffled(range(20))
    assert deck3 != deck1
    assert sorted(deck1) == list(range(20))
    assert Rng.from_seed(1) != Rng.from_seed(2)


def test_action_round_trip_keeps_tuples() -> None:
    codec = ActionCodec([Lay])
    action = Lay(3, "pile:1", False)
    data = json.loads(json.dumps(action.to_dict()))
    assert codec.from_dict(data) == action
    assert str(action) == "Lay(3, pile:1, False)"
    with pytest.raises(ValueError, match="unknown action type"):
        codec.from_dict({"type": "Nope"})
    with pytest.raises(ValueError, match="unknown fields"):
        codec.from_dict({"type": "Lay", "tile": 1, "pile": "centre", "colour": 2})


def test_illegal_action_leaves_match_untouched() -> None:
    match = Match.start(TOY, SEATS, seed=3)
    before = match.state
    with pytest.raises(IllegalAction, match="not .*decision"):
        match.submit(1, match.legal(0)[0])
    with pytest.raises(IllegalAction, match="do not hold"):
        match.submit(0, Lay(99, "centre"))
    assert match.state is before and not match.steps


def test_save_load_replay_gives_identical_states() -> None:
    match = Match.start(TOY, SEATS, seed=11, options={"tiles": "4"})
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[-1])
    data = json.loads(match.to_json())
    again = Match.from_save(data, {"toy": TOY})
    assert again.state == match.state
    assert [s for _, s in again.replay()] == [s for _, s in match.replay()]
    assert again.options == {"tiles": "4"}


def test_damaged_saves_are_refused_with_a_reason() -> None:
    match = Match.start(TOY, SEATS, seed=2)
    match.submit(0, match.legal(0)[0])
    data = match.to_save()
    data["actions"][0]["action"]["tile"] = 999
    with pytest.raises(ValueError, match="illegal"):
        Match.from_save(data, {"toy": TOY})
    with pytest.raises(ValueError, match="format"):
        Match.from_save({"format": 99}, {"toy": TOY})
    with pytest.raises(ValueError, match="damaged"):
        Match.from_save({"format": 1, "game": "toy"}, {"toy": TOY})


def test_undo_restores_the_previous_state() -> None:
    match = Match.start(TOY, SEATS, seed=4)
    first = match.state
    match.submit(0, match.legal(0)[0])
    assert match.undo() is not None
    assert match.state == first and not match.steps
    assert match.undo() is None


def test_options_and_seat_specs_are_checked() -> None:
    assert resolve_options(TOY, {}) == {"tiles": "3"}
    with pytest.raises(SpecError, match="no option"):
        resolve_options(TOY, {"colour": "red"})
    with pytest.raises(SpecError, match="one of"):
        resolve_options(TOY, {"tiles": "9"})
    seats = parse_seats("human:Ann,ai:hard,ai")
    assert [(s.name, s.kind, s.level) for s in seats] == [
        ("Ann", "human", "normal"), ("AI 2 (hard)", "ai", "hard"), ("AI 3 (normal)", "ai", "normal")]
    with pytest.raises(SpecError, match="AI level"):
        parse_seats("ai:godlike")
    with pytest.raises(SpecError, match="not a seat"):
        parse_seats("robot")
    assert parse_option_pairs(["mode=hard"]) == {"mode": "hard"}
    with pytest.raises(SpecError):
        parse_option_pairs(["mode"])
    with pytest.raises(SpecError, match="seats"):
        Match.start(TOY, [Seat("solo")], seed=1)


def test_a_per_seat_option_reads_and_writes_one_entry_a_seat() -> None:
    boards = Option("boards", "", (), per_seat=("random", "Oak", "Elm"))
    assert seat_entries(boards, "", 3) == ["random"] * 3
    assert seat_entries(boards, " oak, RANDOM ,Yew", 4) == ["Oak", "random", "random", "random"]
    assert seat_entries(boards, "Oak,Elm,Oak", 2) == ["Oak", "Elm"]
    assert seat_text(boards, ["random", "Elm"]) == "random,Elm"
    assert seat_text(boards, ["random", "random"]) == ""


@pytest.mark.parametrize("game_id", ["katana", "spirit", "sushido"])
def test_every_entry_a_seat_is_offered_starts_a_game(game_id: str) -> None:
    game = games()[game_id]
    option = next(opt for opt in game.options if opt.per_seat)
    seats = game.min_seats
    for entry in option.per_seat:
        entries = [entry] + [option.per_seat[0]] * (seats - 1)
        state = game.new(seats, 7, resolve_options(game, {option.name: seat_text(option, entries)}))
        assert game.to_act(state)


def test_simulate_reports_every_key() -> None:
    seats = [Seat("a", "ai", "random"), Seat("b", "ai", "random")]
    result = simulate(TOY, games=20, seed=1, seats=seats, options={"tiles": "3"})
    assert set(result) == {"game", "games", "finished", "errors", "seconds", "games_per_second",
                           "actions", "mean_actions", "wins", "win_rate", "decision_ms"}
    assert result["finished"] == 20 and result["errors"] == 0
    assert result["actions"] == 20 * 6
    assert sum(result["wins"]["seats"]) >= 20
    assert set(result["decision_ms"]) == {"random"}


def test_scenario_loads_into_a_state() -> None:
    data = parse_scenario('game = "toy"\nhands = [[1, 2], [3]]\nturn = 1\n')
    game, state = scenario_state(data, {"toy": TOY})
    assert game is TOY and state.hands == ((1, 2), (3,)) and state.turn == 1


def test_game_package_never_imports_pygame() -> None:
    code = (
        "import sys, importlib, pkgutil, game\n"
        "game.games()\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'): importlib.import_module(m.name)\n"
        "bad = [m for m in ('pygame', 'pymunk') if m in sys.modules]\n"
        "print(','.join(bad)); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
