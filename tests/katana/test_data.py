"""The card, character and role data the rules and the scenes read."""

from __future__ import annotations

from collections import Counter

from game.katana.cards import CARD, CARD_TYPES, CHARACTERS, IDS_BY_KEY, ROLES, TYPE_BY_KEY

WEAPONS = {  # difficulty, damage, copies, as printed
    "bokken": (1, 1, 6), "kiseru": (1, 2, 5), "wakizashi": (1, 3, 1), "bo": (2, 1, 5),
    "kusarigama": (2, 2, 4), "katana": (2, 3, 1), "shuriken": (3, 1, 3), "kanabo": (3, 2, 1),
    "nodachi": (3, 3, 1), "naginata": (4, 1, 2), "nagayari": (4, 2, 1), "tanegashima": (5, 1, 1),
    "daikyu": (5, 2, 1),
}
OTHERS = {"focus": 6, "armor": 4, "quick_draw": 3, "bushido": 2, "parry": 15, "geisha": 6, "diversion": 5,
          "battle_cry": 4, "tea_ceremony": 4, "jujitsu": 3, "breathing": 3, "daimyo": 3}
LIFE = {"benkei": 5, "chiyome": 4, "ginchiyo": 4, "goemon": 5, "hanzo": 4, "hideyoshi": 4, "ieyasu": 5,
        "kojiro": 5, "musashi": 5, "nobunaga": 5, "tomoe": 5, "ushiwaka": 4}


def test_ninety_cards_with_the_printed_numbers() -> None:
    assert len(CARD) == 90
    assert Counter(c.kind for c in CARD) == {"weapon": 32, "permanent": 15, "action": 43}
    for key, (difficulty, damage, copies) in WEAPONS.items():
        t = TYPE_BY_KEY[key]
        assert (t.difficulty, t.damage, t.copies) == (difficulty, damage, copies)
    for key, copies in OTHERS.items():
        assert TYPE_BY_KEY[key].copies == copies
    assert {t.key for t in CARD_TYPES} == set(WEAPONS) | set(OTHERS)


def test_card_ids_are_stable() -> None:
    assert IDS_BY_KEY["bokken"] == (0, 1, 2, 3, 4, 5)
    assert IDS_BY_KEY["bushido"] == (45, 46)
    assert IDS_BY_KEY["parry"][0] == 47 and IDS_BY_KEY["daimyo"] == (87, 88, 89)


def test_every_text_exists_in_both_languages() -> None:
    for t in CARD_TYPES:
        assert t.text("en") and t.text("fr") and t.text("en") != t.text("fr")
        assert t.name("en") and t.name("fr")
    assert {c.key: c.life for c in CHARACTERS} == LIFE
    for c in CHARACTERS:
        assert c.ability("en") and c.ability("fr") and c.summary("en") and c.summary("fr")
    assert set(ROLES) == {"shogun", "samurai", "ninja", "ronin"}
    assert all(r.goal("fr") and r.name("en") for r in ROLES.values())
