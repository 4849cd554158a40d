"""The house data holds together: counts, uniqueness, automaton lists."""

from __future__ import annotations

from game.ninja99.data import game_data
from game.ninja99.geometry import orient


def test_cards_are_all_different_under_turning_and_flipping() -> None:
    cards = game_data().cards
    seen: dict[tuple[str, ...], str] = {}
    for card in cards.values():
        for o in range(8):
            pattern = orient(card.rows, o)
            assert seen.get(pattern, card.id) == card.id, f"{card.id} looks like {seen.get(pattern)}"
            seen[pattern] = card.id


def test_ninja_and_samurai_counts() -> None:
    text = "".join("".join(c.rows) for c in game_data().cards.values())
    assert (text.count("B"), text.count("R"), text.count("W")) == (33, 33, 33)
    assert sum(text.count(s) for s in "brw") == 13


def test_automaton_backs_count_up_for_a_and_down_for_b() -> None:
    for number in range(1, 8):
        up = game_data().auto_cards[f"{number}A"].order
        down = game_data().auto_cards[f"{number}B"].order
        assert up == tuple((number - 1 + i) % 7 + 1 for i in range(7))
        assert down == tuple((number - 1 - i) % 7 + 1 for i in range(7))


def test_techniques_have_texts_in_both_languages() -> None:
    for tech in game_data().techniques.values():
        assert tech.texts["en"] and tech.texts["fr"] and tech.cost in (1, 2)
