"""The log says where a laid card went, in the row and column numbers the ruler draws and the
refusals use, never by the catalogue id that nothing on the board shows (review C, defect 7)."""

from __future__ import annotations

from typing import Any

import pytest

from game.ninja99.actions import Place
from scenes.kit import i18n
from scenes.ninja99.log_lines import card_place_words
from tests.scenes.ninja99.ninja99_table_helpers import frames, make_app, open_table, started_match


def test_a_laid_card_is_logged_by_the_rows_and_columns_it_covers(tmp_path: Any, monkeypatch: Any) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, started_match())
    lay = next(a for a in table.match.legal(0) if isinstance(a, Place))
    assert table.submit(lay)
    frames(app, 2)
    line = next(entry for entry in table.log if entry.startswith("Ann lays"))
    assert lay.card not in line
    assert card_place_words(lay.row, lay.col) in line
    i18n.set_language("fr")
    try:
        french = next(entry for entry in table.log if entry.startswith("Ann pose"))
    finally:
        i18n.set_language("en")
    assert lay.card not in french and "colonne" in french


@pytest.mark.parametrize(("row", "col", "english", "french"), [
    (2, 4, "on rows 3 to 5, columns 5 to 7", "en lignes 3 à 5, colonnes 5 à 7"),
    (-2, 0, "on row 1, columns 1 to 3, partly off the board",
     "en ligne 1, colonnes 1 à 3, en partie hors du plateau"),
    (6, 7, "on rows 7 to 8, column 8, partly off the board",
     "en lignes 7 à 8, colonne 8, en partie hors du plateau"),
    (-3, 2, "above the board (columns 3 to 5)", "au-dessus du plateau (colonnes 3 à 5)"),
    (3, 8, "right of the board (rows 4 to 6)", "à droite du plateau (lignes 4 à 6)"),
])
def test_the_place_words_count_from_one_as_the_ruler_does(row: int, col: int, english: str,
                                                         french: str) -> None:
    assert card_place_words(row, col) == english
    i18n.set_language("fr")
    try:
        assert card_place_words(row, col) == french
    finally:
        i18n.set_language("en")
