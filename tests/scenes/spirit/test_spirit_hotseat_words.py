"""Samurai Spirit at one computer for four people: with no cover in this open game, the action
bar's words say whose decision it is, and name the person when the mouse changes hands."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.spirit import GAME
from tests.scenes.helpers import frames, record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import decision, open_table, start

PEOPLE = ["Ann", "Ben", "Cat", "Dan"]


def record_bar_words(table: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import scenes.spirit.table as spirit_table

    return record_drawn_text(spirit_table, monkeypatch)


def last_person(match: Match) -> str | None:
    return match.seats[match.steps[-1].seat].name if match.steps else None


def play(language: str, app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[bool, bool, str]]:
    """Forty decisions as the people would take them; for each: whether the person changed,
    whether the words came as a hint (no question buttons), and the bar's first words."""
    from scenes.kit import i18n

    i18n.set_language(language)
    match = start([Seat(name) for name in PEOPLE], 1)
    table = open_table(app, match)
    chooser = BotTable(Match.start(GAME, [Seat(f"x{i}", "ai", "easy") for i in range(4)], 1, match.options))
    drawn = record_bar_words(table, monkeypatch)
    seen: list[tuple[bool, bool, str]] = []
    for _ in range(40):
        frames(app, 3)
        while table.animating():
            frames(app, 5)
        seat = match.to_act()[0]
        samurai = match.state.boards[seat].samurai
        drawn.clear()
        frames(app)
        heads = [text for text in drawn if text.startswith(samurai)]
        assert heads, f"nothing names {samurai} on the bar: {drawn}"
        changed = last_person(match) != PEOPLE[seat]
        hint = not table.prompt_buttons
        seen.append((changed, hint, heads[0]))
        table.submit(chooser.decide(seat, match.state), seat)
        assert decision(match) is not None
    return seen


def test_the_bar_names_the_samurai_and_the_person_when_the_mouse_changes_hands(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = play("en", app, monkeypatch)
    for changed, _, head in seen:
        named = any(f"({name})" in head for name in PEOPLE)
        assert named == changed, head
    assert any(changed and hint for changed, hint, _ in seen)  # the drag and support hints too
    assert any(head.startswith("Kanbei (Ben): A brigand handed to you") for _, _, head in seen)


def test_the_person_is_named_in_french_too(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = play("fr", app, monkeypatch)
    assert any(changed and hint and " : " in head for changed, hint, head in seen)
    assert any(head.startswith("Kanbei (Ben) : ") for _, _, head in seen)
    assert all(any(f"({name})" in head for name in PEOPLE) == changed for changed, _, head in seen)
