"""The printed data, the texts a scene shows, and the engine seen through the kit."""

from __future__ import annotations

from collections import Counter

from game import get_game
from game.core.game import Game
from game.core.seats import Seat
from game.core.simulate import simulate
from game.spirit import GAME
from game.spirit.data import SAMURAI_NAMES, brigands, samurai_table, village
from game.spirit.texts import card_text, samurai_texts


def test_the_66_brigands_match_the_digest_totals() -> None:
    cards = brigands()
    assert Counter(c.value for c in cards) == {1: 13, 2: 13, 3: 13, 4: 13, 5: 7, 6: 7}
    assert Counter(c.symbol for c in cards) == {"hat": 16, "doll": 20, "farm": 18, "": 12}
    assert sum(c.flames for c in cards) == 35
    assert all(c.flames for c in cards if c.value == 6)
    assert {c.value for c in cards if "left" in c.penalties} == {3}
    assert {c.value for c in cards if "right" in c.penalties} == {4}
    assert sum(len(c.penalties) == 2 for c in cards) == 3


def test_samurai_boards_and_village() -> None:
    table = samurai_table()
    assert set(table) == set(SAMURAI_NAMES)
    assert all(s.kiai_animal == s.kiai_human + 3 for s in table.values())
    assert table["Kyuzo"].kiai_human == 9 and table["Katsushiro"].kiai_human == 10
    assert Counter(village().farm_backs) == {"A": 1, "B": 1, "C": 2, "D": 2}


def test_texts_in_both_languages() -> None:
    for name in SAMURAI_NAMES:
        for lang in ("en", "fr"):
            texts = samurai_texts(name, lang)
            assert all(len(t) > 20 for t in texts.values())
    chief = next(c for c in brigands() if c.penalties == ("no_support", "wound"))
    assert card_text(chief.id, "en").startswith("Chief 6, flames.")
    assert "blessure" in card_text(chief.id, "fr")
    hat = next(c for c in brigands() if c.value == 4 and c.symbol == "hat" and not c.penalties)
    assert card_text(hat.id, "fr") == "Pillard 4, Paysans (chapeau)."


def test_registered_and_simulated_through_the_kit() -> None:
    assert get_game("spirit") is GAME and isinstance(GAME, Game)
    assert GAME.cooperative and (GAME.min_seats, GAME.max_seats) == (2, 7)
    assert [o.name for o in GAME.options] == ["mode", "samurai", "spare_tokens"]
    seats = [Seat(f"S{i}", "ai", level) for i, level in enumerate(("easy", "normal", "random"))]
    result = simulate(GAME, 4, 11, seats, {"mode": "hard", "samurai": "Kyuzo,Kanbei,Gorobei"})
    assert result["errors"] == 0 and result["finished"] == 4
    assert 0.0 <= result["win_rate"] <= 1.0


def test_undo_only_while_nothing_hidden_came_to_light() -> None:
    from game.spirit.actions import Defend, Fight
    from tests.spirit.helpers import table

    state = table(["Gorobei", "Kanbei"], deck=["2/doll", "1/any", "1/any"])
    drawn, _ = GAME.apply(state, 0, Fight())
    assert not GAME.can_undo(state, 0, Fight(), drawn)
    placed, _ = GAME.apply(drawn, 0, Defend())
    assert GAME.can_undo(drawn, 0, Defend(), placed)


def test_no_undo_once_a_burnt_farm_has_shown_its_back() -> None:
    # In Hard and Heroic the backs of the standing farms are hidden and apply when they burn; the
    # last one burns first. Heihachi (Kiai 8, at 7) is overwhelmed with no barricade left, so a
    # farm burns and its back (D) is seen: taking the move back would let the player play on
    # knowing which back burns next. In Easy and Normal a back changes nothing.
    from game.spirit.actions import Confront, Fight
    from tests.spirit.helpers import table

    for mode, undoable in (("hard", False), ("heroic", False), ("normal", True), ("easy", True)):
        state = table(["Heihachi", "Kanbei"], mode=mode, barricades=0, farms=["A", "B", "D"],
                      boards=[{"line": ["4/any", "3/any"]}, {}], deck=["4/any", "1/any", "1/any"])
        drawn, _ = GAME.apply(state, 0, Fight())
        confronted, _ = GAME.apply(drawn, 0, Confront())
        assert confronted.burnt == ("D",) and confronted.deck == drawn.deck, mode
        assert GAME.can_undo(drawn, 0, Confront(), confronted) is undoable, mode


RAIDER_ONE_TWO = [
    "hat/F/wound", "hat/F/", "hat//infiltrate", "hat//no_defend",
    "doll/F/barricade", "doll/F/wound", "doll//", "doll//infiltrate",
    "farm/F/barricade", "farm/F/wound", "farm//no_support", "farm//infiltrate", "//barricade",
]
DIGEST_CARDS = {
    1: RAIDER_ONE_TWO,
    2: RAIDER_ONE_TWO,
    3: ["hat/F/barricade", "hat/F/", "hat//left", "doll/F/barricade", "doll/F/wound", "doll//",
        "doll//no_defend", "doll//left", "farm/F/barricade", "farm/F/wound", "farm//no_support",
        "farm//left", "//wound"],
    4: ["hat/F/barricade", "hat/F/right", "hat//", "doll/F/barricade", "doll/F/wound", "doll//",
        "doll//no_defend", "doll//right", "farm/F/barricade", "farm/F/wound", "farm//no_support",
        "farm//right", "//wound"],
    5: ["hat//wound", "doll//infiltrate", "farm//barricade", "/F/barricade", "/F/wound",
        "/F/infiltrate", "/F/no_support"],
    6: ["hat/F/infiltrate", "doll/F/forced_pass", "farm/F/barricade", "/F/no_defend+reshuffle",
        "/F/wound+no_talent", "/F/no_support+wound", "/F/discard_left"],
}


def test_every_brigand_is_transcribed_from_the_digest_card_by_card() -> None:
    """The digest's lists, value by value: symbol / flames / penalties (a chief's two in any order)."""
    for value, specs in DIGEST_CARDS.items():
        expected: Counter[tuple[str, bool, frozenset[str]]] = Counter()
        for spec in specs:
            symbol, flames, penalties = spec.split("/")
            expected[(symbol, flames == "F", frozenset(penalties.split("+")) - {""})] += 1
        found = Counter((c.symbol, c.flames, frozenset(c.penalties))
                        for c in brigands() if c.value == value)
        assert found == expected, value
