from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_unknown_game_is_one_clear_line() -> None:
    done = run_cli("simulate", "chess", "--games", "1")
    assert done.returncode == 2
    assert done.stderr.strip().startswith("error: unknown game 'chess'")
    assert "Traceback" not in done.stderr


def test_bad_seat_spec_and_option_exit_2() -> None:
    from game import games

    if not games():
        return
    game_id = next(iter(games()))
    done = run_cli("simulate", game_id, "--seats", "robot,ai", "--games", "1")
    assert done.returncode == 2 and "not a seat" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("simulate", game_id, "--option", "nosuch=1", "--games", "1")
    assert done.returncode == 2 and "no option" in done.stderr


def test_simulate_prints_one_json_line_per_registered_game() -> None:
    from game import games

    for game_id in games():
        done = run_cli("simulate", game_id, "--games", "2", "--seed", "5",
                       "--seats", ",".join(["ai:random"] * games()[game_id].default_seats))
        assert done.returncode == 0, done.stderr
        lines = done.stdout.strip().splitlines()
        assert len(lines) == 1
        result = json.loads(lines[0])
        assert result["game"] == game_id and result["finished"] == 2


def test_replay_of_a_missing_or_broken_file_is_one_clear_line(tmp_path: Path, monkeypatch: Any) -> None:
    # replay reads the player's settings and writes to their log: a home of the test's own
    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path / "home"))
    done = run_cli("replay", str(tmp_path / "nothing.json"))
    assert done.returncode == 2 and "nothing.json could not be read" in done.stderr
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    done = run_cli("replay", str(broken))
    assert done.returncode == 2 and "not a saved game" in done.stderr and "Traceback" not in done.stderr
    broken.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")  # deeper than the parser goes
    done = run_cli("replay", str(broken))
    assert done.returncode == 2 and "not a saved game" in done.stderr and "Traceback" not in done.stderr


def test_a_bad_free_text_option_is_refused_once_up_front() -> None:
    from game import games

    if "ninja99" not in games():
        return
    done = run_cli("simulate", "ninja99", "--seats", "ai:random,ai:random", "--option", "modules=dragons",
                   "--games", "3")
    assert done.returncode == 2 and done.stderr.startswith("error: ") and "dragons" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_help_of_a_command_taking_options_names_every_games_options() -> None:
    from game import games

    done = run_cli("simulate", "--help")
    assert done.returncode == 0
    for game_id, game in games().items():
        for option in game.options:
            assert f"{game_id} {option.name}: " in done.stdout
    assert "blacklist, ronin, clan" in done.stdout  # the module names a reader could not find
