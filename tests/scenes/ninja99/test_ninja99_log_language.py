"""The log keeps what happened, not its words: switching the language mid-game retells the
lines already written (review of the shell, defect 12)."""

from __future__ import annotations

from typing import Any

from scenes.kit import i18n
from tests.scenes.ninja99.ninja99_table_helpers import frames, make_app, open_table, started_match


def test_lines_already_written_are_retold_in_the_new_language(tmp_path: Any, monkeypatch: Any) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match())
    assert table.submit(table.match.legal(0)[0])
    frames(app, 2)
    assert table.take_back()
    english = list(table.log)
    assert len(english) >= 2 and english[-1] == "Ann takes a move back"
    i18n.set_language("fr")
    try:
        french = list(table.log)
        frames(app, 2)  # the panels draw the log in French too
    finally:
        i18n.set_language("en")
    assert len(french) == len(english)
    assert all(fr != en for fr, en in zip(french, english, strict=True)), (english, french)
    assert french[-1] == i18n_french("n99.took_back", name="Ann")


def i18n_french(key: str, **values: Any) -> str:
    i18n.set_language("fr")
    try:
        return i18n.t(key, **values)
    finally:
        i18n.set_language("en")
