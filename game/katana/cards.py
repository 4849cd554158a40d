"""Card, character and setup data, loaded once from the TOML files beside this module.

Play cards get ids 0..89 in file order (one per copy). The rules read the flat tuples below
(kind, difficulty, damage per id) because indexing a tuple is the cheapest lookup Python has,
and search plays thousands of games.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.errors import ScenarioError

DATA_DIR = Path(__file__).parent / "data"
DECK_SIZE = 90
KINDS = ("weapon", "permanent", "action")


@dataclass(frozen=True, slots=True)
class CardType:
    """One kind of play card (a Bokken, a Parry...), shared by all its copies."""

    key: str
    kind: str  # weapon, permanent or action
    name_en: str
    name_fr: str
    text_en: str
    text_fr: str
    copies: int
    difficulty: int = 0  # weapons only
    damage: int = 0  # weapons only
    feminine_fr: bool = False  # the French name's gender: « la Parade », « un Kiseru »

    def name(self, lang: str = "en") -> str:
        return self.name_fr if lang == "fr" else self.name_en

    def text(self, lang: str = "en") -> str:
        return self.text_fr if lang == "fr" else self.text_en


@dataclass(frozen=True, slots=True)
class Character:
    key: str
    name: str
    life: int
    summary_en: str
    summary_fr: str
    ability_en: str
    ability_fr: str
    feminine: bool = False  # French words about the character agree with it ("tombée")

    def summary(self, lang: str = "en") -> str:
        return self.summary_fr if lang == "fr" else self.summary_en

    def ability(self, lang: str = "en") -> str:
        return self.ability_fr if lang == "fr" else self.ability_en


def _load(name: str) -> dict[str, Any]:
    with open(DATA_DIR / name, "rb") as handle:
        return tomllib.load(handle)


def _str(entry: dict[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value:
        raise ScenarioError(f"{where}: {key!r} must be a non-empty string")
    return value


def _card_types() -> tuple[CardType, ...]:
    found = []
    for entry in _load("cards.toml")["card"]:
        where = f"cards.toml card {entry.get('key')!r}"
        kind = _str(entry, "kind", where)
        if kind not in KINDS:
            raise ScenarioError(f"{where}: kind must be one of {KINDS}")
        difficulty, damage = int(entry.get("difficulty", 0)), int(entry.get("damage", 0))
        if (kind == "weapon") != (difficulty > 0 and damage > 0):
            raise ScenarioError(f"{where}: weapons, and only weapons, have difficulty and damage")
        gender = entry.get("gender_fr")
        if gender not in ("m", "f"):
            raise ScenarioError(f"{where}: gender_fr must be \"m\" or \"f\"")
        found.append(CardType(
            _str(entry, "key", where), kind, _str(entry, "name_en", where), _str(entry, "name_fr", where),
            _str(entry, "text_en", where), _str(entry, "text_fr", where), int(entry["copies"]),
            difficulty, damage, gender == "f"))
    if sum(t.copies for t in found) != DECK_SIZE:
        raise ScenarioError(f"cards.toml must describe {DECK_SIZE} cards")
    return tuple(found)


def _characters() -> tuple[Character, ...]:
    found = []
    for entry in _load("characters.toml")["character"]:
        where = f"characters.toml {entry.get('key')!r}"
        found.append(Character(
            _str(entry, "key", where), _str(entry, "name", where), int(entry["life"]),
            _str(entry, "summary_en", where), _str(entry, "summary_fr", where),
            _str(entry, "ability_en", where), _str(entry, "ability_fr", where),
            bool(entry.get("feminine", False))))
    if len(found) != 12:
        raise ScenarioError("characters.toml must describe the 12 characters")
    return tuple(found)


CARD_TYPES: tuple[CardType, ...] = _card_types()
TYPE_BY_KEY: dict[str, CardType] = {t.key: t for t in CARD_TYPES}
# Per card id: its type, key, kind, difficulty and damage.
CARD: tuple[CardType, ...] = tuple(t for t in CARD_TYPES for _ in range(t.copies))
KEY: tuple[str, ...] = tuple(t.key for t in CARD)
KIND: tuple[str, ...] = tuple(t.kind for t in CARD)
DIFFICULTY: tuple[int, ...] = tuple(t.difficulty for t in CARD)
DAMAGE: tuple[int, ...] = tuple(t.damage for t in CARD)
IS_WEAPON: tuple[bool, ...] = tuple(t.kind == "weapon" for t in CARD)
IS_PARRY: tuple[bool, ...] = tuple(t.key == "parry" for t in CARD)
IDS_BY_KEY: dict[str, tuple[int, ...]] = {
    t.key: tuple(i for i, c in enumerate(CARD) if c.key == t.key) for t in CARD_TYPES}

CHARACTERS: tuple[Character, ...] = _characters()
CHARACTER_BY_KEY: dict[str, Character] = {c.key: c for c in CHARACTERS}

@dataclass(frozen=True, slots=True)
class RoleInfo:
    key: str
    team: str
    name_en: str
    name_fr: str
    goal_en: str
    goal_fr: str

    def name(self, lang: str = "en") -> str:
        return self.name_fr if lang == "fr" else self.name_en

    def goal(self, lang: str = "en") -> str:
        return self.goal_fr if lang == "fr" else self.goal_en


def _roles() -> dict[str, RoleInfo]:
    found = {}
    for entry in _load("roles.toml")["role"]:
        where = f"roles.toml {entry.get('key')!r}"
        info = RoleInfo(*(_str(entry, k, where) for k in ("key", "team", "name_en", "name_fr", "goal_en", "goal_fr")))
        found[info.key] = info
    if set(found) != {"shogun", "samurai", "ninja", "ronin"}:
        raise ScenarioError("roles.toml must describe shogun, samurai, ninja and ronin")
    return found


ROLES: dict[str, RoleInfo] = _roles()
SETUP: dict[str, Any] = _load("setup.toml")
HAND_SIZES: tuple[int, ...] = tuple(SETUP["deal"]["hand_sizes"])


def players_table(count: int) -> dict[str, Any]:
    """The setup and scoring row for ``count`` players."""
    table: dict[str, Any] = SETUP["players"][str(count)]
    return table


def card_name(card: int, lang: str = "en") -> str:
    return CARD[card].name(lang)
