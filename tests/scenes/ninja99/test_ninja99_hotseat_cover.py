"""The cover before 99 Ninja's second secret reckoning says what it hides: the tokens, since
the hands are open in this game."""

from __future__ import annotations

from typing import Any

import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from scenes.handoff import HandoffScene
from tests.scenes.helpers import click, frames, record_drawn_text, take_the_mouse
from tests.scenes.ninja99.ninja99_table_helpers import button_labelled, make_app, open_table, play_bots_until


@pytest.mark.parametrize("language, words", [("en", "where the other player puts their tokens"),
                                             ("fr", "où l'autre joueur pose ses jetons")])
def test_the_reckoning_cover_speaks_of_the_tokens_not_of_cards(tmp_path: Any, monkeypatch: pytest.MonkeyPatch,
                                                              language: str, words: str) -> None:
    import scenes.handoff as handoff
    from scenes.kit import i18n

    app = make_app(tmp_path, monkeypatch)
    app.settings.confirm_pass_turn = False
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Ben")], 9, {})
    play_bots_until(match, lambda m: m.state.phase == "reckon", seed=3)
    table = open_table(app, match)
    i18n.set_language(language)
    drawn = record_drawn_text(handoff, monkeypatch)
    take_the_mouse(app)
    frames(app)
    click(app, button_labelled(table, "Tout sur Blanc" if language == "fr" else "All on White").rect.center)
    click(app, button_labelled(table, "Révéler" if language == "fr" else "Reveal").rect.center)
    drawn.clear()
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene)
    assert any(words in text for text in drawn)
    assert not any("cartes" in text or "cards" in text for text in drawn)
