"""The end screen ranks the sides as the rules decide (tracks led first, totals after), words the
solo line so that it never reads as a loss under a win, and paints the automaton in its purple
(review revL, defects 1 and 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Reckon
from scenes.kit import i18n
from scenes.ninja99 import game_over as game_over_module
from scenes.ninja99.game_over import NinjaGameOver
from scenes.ninja99.look import AUTOMATON_LIGHT, SEAT_LIGHT
from tests.ninja99.helpers import BOARD
from tests.scenes.ninja99.ninja99_table_helpers import make_app

GAME = get_game("ninja99")


def won_on_two_tracks_with_the_lower_total(seats: int) -> Match:
    """Side 0 ends +3 Black, +3 Red, -20 White: two tracks led (it wins), total 6 against 20."""
    state = GAME.from_scenario({"game": "ninja99", "seats": seats, "board": BOARD, "clans": ["W", "B"],
                                "hands": [[], []], "phase": "reckon", "end_reason": "daimyos",
                                "tracks": [2, 3, -20], "fallen": [[1, 0, 1]],
                                "tokens": ["PDDDDDDD", "DDDDDDDD"], "score_deck": []})
    state, _ = GAME.apply(state, 0, Reckon("B"))
    if seats == 2:
        state, _ = GAME.apply(state, 1, Reckon(""))
    assert state.phase == "over"
    people = [Seat("Ann")] if seats == 1 else [Seat("Ann"), Seat("Ben")]
    return Match(GAME, people, 1, {"level": "0"}, state, [], [state])


@pytest.mark.parametrize("seats", [1, 2])
def test_the_winner_is_listed_first_even_with_the_lower_total(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               seats: int) -> None:
    app = make_app(tmp_path, monkeypatch)
    end = NinjaGameOver(app, won_on_two_tracks_with_the_lower_total(seats))
    rows = end.rows()
    assert [(name, score, won) for _, name, _, score, won in rows][0] == ("Ann", "6", True)
    assert rows[1][1:4:2] == ("Automaton" if seats == 1 else "Ben", "20") and not rows[1][4]


def test_the_solo_line_under_a_win_gives_both_totals_not_a_negative_margin(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    end = NinjaGameOver(app, won_on_two_tracks_with_the_lower_total(1))
    assert end.outcome is not None and end.outcome.score == -14  # the engine's margin stays
    assert end.headline() == "Ann wins!"
    line = end.score_text(end.outcome.score)
    assert line == "Positive totals: you 6, the automaton 20" and "-" not in line
    i18n.set_language("fr")
    try:
        assert end.score_text(end.outcome.score) == "Totaux positifs : vous 6, l'automate 20"
    finally:
        i18n.set_language("en")


def test_the_automatons_column_is_purple(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    colours: dict[str, Any] = {}
    real = game_over_module.draw_text

    def recording(surface: Any, text: str, pos: Any, size: int, colour: Any = None, *args: Any,
                  **kwargs: Any) -> Any:
        colours.setdefault(text, colour)
        return real(surface, text, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(game_over_module, "draw_text", recording)
    for seats, second, colour in ((1, "Automaton", AUTOMATON_LIGHT), (2, "Ben", SEAT_LIGHT[1])):
        colours.clear()
        end = NinjaGameOver(app, won_on_two_tracks_with_the_lower_total(seats))
        end.draw_breakdown(pygame.Surface((1280, 720)), pygame.Rect(600, 200, 500, 400), 1.0)
        assert colours["Ann"] == SEAT_LIGHT[0]
        assert colours[second] == colour  # green is the second player's, never the automaton's


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
def test_the_look_back_tag_leaves_the_trays_keys_readable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          size: tuple[int, int], text_size: str) -> None:
    """Looking at the finished board (Esc on the end screen), the tag that brings the results back
    stands inside the tray, clear of its headline and of the zoom and move keys at its foot."""
    from scenes.ninja99 import tray
    from tests.scenes.helpers import frames, key, record_drawn_rects, run_until
    from tests.scenes.ninja99.ninja99_table_helpers import open_table

    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    match = won_on_two_tracks_with_the_lower_total(2)
    table = open_table(app, match)
    run_until(app, lambda: isinstance(app.stack.top, NinjaGameOver))  # the table opens its results
    end = app.stack.top
    key(app, pygame.K_ESCAPE)
    assert end.peeking
    drawn = record_drawn_rects(tray, monkeypatch)
    frames(app)
    _, tag = end.peek_hint(size)
    words = [(text, rect) for text, rect in drawn if text.strip()]
    assert words and table.lay.tray.contains(tag)
    for text, rect in words:
        assert not tag.colliderect(rect), text


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
def test_the_clan_columns_heads_keep_to_their_columns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        size: tuple[int, int], text_size: str) -> None:
    """Two 17- and 18-letter names over the clan tracks' two columns no longer run into one word:
    each head stays within its column (the rows of results name the players whole)."""
    from dataclasses import replace as replaced

    from tests.scenes.helpers import frames, record_drawn_rects

    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    match = won_on_two_tracks_with_the_lower_total(2)
    match = replaced(match, seats=[Seat("Maximilien-Aurèle"), Seat("Bartholomaeus-Karl")])
    end = NinjaGameOver(app, match)
    drawn = record_drawn_rects(game_over_module, monkeypatch)
    app.stack.push(end)
    frames(app, 2)
    heads = [rect for text, rect in drawn[-len(drawn) // 2:] if text.startswith(("Maximilien", "Bartholom"))]
    assert len(heads) == 2
    assert not heads[0].colliderect(heads[1])
    assert all(end.panel.contains(rect) for rect in heads)


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
def test_a_long_name_beside_the_automaton_heads_its_column_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str) -> None:
    """Solo, the player's column head was cut ("Maximilien-Au…") beside "Automaton": both heads
    now take a smaller size together, then the name breaks after its hyphen, and shows whole within
    its column, the clan rows under it."""
    from dataclasses import replace as replaced

    from scenes.kit.widgets import text_floor
    from tests.scenes.helpers import frames, record_drawn_rects

    app = make_app(tmp_path, monkeypatch, size)
    app.settings.text_size = text_size
    app.apply_settings()
    match = replaced(won_on_two_tracks_with_the_lower_total(1), seats=[Seat("Maximilien-Aurèle")])
    end = NinjaGameOver(app, match)
    drawn = record_drawn_rects(game_over_module, monkeypatch)
    app.stack.push(end)
    frames(app, 2)
    last_frame = drawn[-len(drawn) // 2:]
    heads = [(text, rect) for text, rect in last_frame if text in ("Maximilien-Aurèle", "Maximilien-", "Aurèle",
                                                                    end.names[1])]
    assert "".join(text for text, _ in heads) == "Maximilien-Aurèle" + end.names[1]  # whole, maybe in two
    assert len({rect.height for _, rect in heads}) == 1 and heads[0][1].height >= text_floor()  # one size
    assert not [(a, b) for a, ra in heads for b, rb in heads if a != b and ra.colliderect(rb)]
    assert all(end.panel.contains(rect) for _, rect in heads)
    values = [rect for text, rect in last_frame if text in ("+3", "-20")]
    assert values and max(rect.bottom for _, rect in heads) <= min(rect.top for rect in values)
