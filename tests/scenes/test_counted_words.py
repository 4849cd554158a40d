"""Counts read as people write them: "1 card", "2 cards", never "card(s)", in English and French."""

from __future__ import annotations

import pytest

from game.core.events import Event
from scenes.katana.log import sentence as katana_sentence
from scenes.sushido.log import sentence as sushido_sentence


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "must discard 1 card.", "must discard 2 cards."),
                                                   ("fr", "doit défausser 1 carte.", "doit défausser 2 cartes.")])
def test_katanas_log_counts_discards_in_words(lang: str, one: str, two: str) -> None:
    names = ["Ann", "Bo"]
    assert katana_sentence(Event("discard_phase", {"seat": 0, "excess": 1}), names, lang) == f"Ann {one}"
    assert katana_sentence(Event("discard_phase", {"seat": 0, "excess": 2}), names, lang) == f"Ann {two}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sushidos_log_says_one_card_one_hit_one_round_in_the_singular(lang: str) -> None:
    names, fighters = ["Ann", "Bo"], ["dogu", "tako"]
    lines = [sushido_sentence(Event(kind, data), names, fighters, lang) or "" for kind, data in (
        ("hajime", {"seat": 0, "count": 1}), ("hajime", {"seat": 0, "count": 2}),
        ("arena_trap", {"seat": 1, "count": 1}), ("tamaya", {"seat": 0, "count": 3}),
        ("defusing", {"seat": 0, "count": 1}), ("round_won", {"seat": 1, "round": 2, "wins": 1}),
        ("round_won", {"seat": 1, "round": 3, "wins": 2}))]
    assert all(line and "(s)" not in line for line in lines), lines
    card, cards = ("card", "cards") if lang == "en" else ("carte", "cartes")
    assert f"1 {card} " in lines[0] and f"2 {cards} " in lines[1]
    assert ("1 won" if lang == "en" else "1 gagné)") in lines[5]
    assert ("2 won" if lang == "en" else "2 gagnés") in lines[6]
