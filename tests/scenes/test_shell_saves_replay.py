"""``main.py replay`` on a damaged record: the app's "damaged" sentence, in the language of the
player's settings, and the technical reason in the log file rather than on the terminal. In the
app, a record cut short is damaged and one from another version says so."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.match import SAVE_FORMAT, Match
from game.core.seats import Seat
from scenes.kit import i18n
from scenes.replay import load_replay
from tests.toy_game import TOY

ROOT = Path(__file__).resolve().parents[2]
CUT_SHORT = '{"format": 1, "game": "katana"\n'  # a record whose end is lost


def replay_in(home: Path, record: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SAMURAI_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", "replay", str(record)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("language", "sentence"), [
    ("fr", "broken.json ne se rejoue pas : la sauvegarde est incomplète ou abîmée."),
    ("en", "broken.json does not replay: the save is incomplete or damaged."),
])
def test_a_damaged_record_is_refused_in_the_players_words(tmp_path: Path, language: str, sentence: str) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    record = tmp_path / "broken.json"
    record.write_text(CUT_SHORT, encoding="utf-8")
    done = replay_in(tmp_path, record)
    assert done.returncode == 2
    assert done.stderr == sentence + "\n"  # one line, nothing technical, nothing in English before it
    log = (tmp_path / "log" / "samurai-table.log").read_text(encoding="utf-8")
    assert "broken.json cannot be replayed: JSONDecodeError" in log


def toy_record(path: Path, **changes: object) -> Path:
    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 5, {"tiles": "3"})
    seat = match.to_act()[0]
    match.submit(seat, match.legal(seat)[0])
    path.write_text(json.dumps({**match.to_save(), **changes}), encoding="utf-8")
    return path


def test_a_record_cut_short_is_damaged_and_a_strangers_file_is_not_a_save(tmp_path: Path) -> None:
    whole = toy_record(tmp_path / "whole.json").read_text(encoding="utf-8")
    (tmp_path / "cut.json").write_text(whole[: len(whole) // 2], encoding="utf-8")
    (tmp_path / "notes.json").write_text("{not json at all", encoding="utf-8")
    (tmp_path / "list.json").write_text("[1, 2, 3]", encoding="utf-8")
    refusals = {}
    for name in ("cut.json", "notes.json", "list.json"):
        with pytest.raises(ValueError) as refused:
            load_replay(tmp_path / name)
        refusals[name] = str(refused.value)
    assert refusals == {"cut.json": "cut.json does not replay: the save is incomplete or damaged.",
                        "notes.json": "notes.json is not a saved game of this app.",
                        "list.json": "list.json is not a saved game of this app."}


def test_a_record_from_another_version_says_so(tmp_path: Path) -> None:
    record = toy_record(tmp_path / "later.json", format=SAVE_FORMAT + 1)
    i18n.set_language("fr")
    with pytest.raises(ValueError) as refused:
        load_replay(record)
    assert str(refused.value) == ("later.json vient d'une autre version de Samurai Table et ne peut pas être "
                                  "rejoué ici.")
