"""The table speaks English and French: every string, the rules help, and a French table drawn."""

from __future__ import annotations

import pytest

from scenes.kit import i18n
from scenes.ninja99 import rules_text
from scenes.ninja99.texts import RULES
from scenes.tables import tables
from tests.scenes.ninja99.ninja99_table_helpers import frames, make_app, open_table, started_match


def test_every_table_string_has_french():
    missing = [key for key in i18n.missing_in("fr") if key.startswith("n99.")]
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_help_in_both_languages(lang):
    text = rules_text(lang)
    assert text == RULES[lang]
    headings = [line for line in text.splitlines() if line.startswith("# ")]
    assert len(headings) >= 6  # board, turn, placement, points, end, winner...
    assert "Ctrl+Z" in text


def test_the_registry_finds_the_table():
    assert "ninja99" in tables()


def test_a_french_table_draws(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    previous = i18n.language()
    i18n.set_language("fr")
    try:
        table = open_table(app, started_match(seed=3, options={"modules": "blacklist,ronin,clan"}))
        frames(app, 3)
        assert table._status_line(table._state).startswith("À vous")
        labels = {b.label for b in table.buttons}
        assert "Annuler (Ctrl+Z)" in labels
    finally:
        i18n.set_language(previous)
