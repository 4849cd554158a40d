"""House data read from the TOML files beside this module: cards, arena, duel types, fighters."""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent / "data"
CARD_TYPES = ("hit", "block", "move", "super")


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    kind: str  # hit, block, move, super
    symbol: str  # wave, fin, shell, pearl
    letter: str  # W, F, S, P


@dataclass(frozen=True, slots=True)
class Technique:
    """A combo or a Super Combo and what it does once it lands."""

    key: str
    name_en: str
    name_fr: str
    en: str
    fr: str
    symbols: tuple[str, ...]  # sorted letters; empty for a Super Combo
    ranged: bool
    damage: int
    push: int
    approach: bool
    gain_super: int
    drain_super: int
    discard_rival_chain: str  # "", "all" or "choose"
    special: str  # "", "arena_prep", "tamaya", "defusing"


@dataclass(frozen=True, slots=True)
class Fighter:
    key: str
    name: str
    weight: str
    life: int
    passive: str
    passive_name_en: str
    passive_name_fr: str
    passive_en: str
    passive_fr: str
    combos: tuple[Technique, ...]
    super_combo: Technique

    def combo_for(self, letters: tuple[str, ...]) -> Technique | None:
        """The combo whose symbols are exactly ``letters`` (as a multiset), if any."""
        wanted = tuple(sorted(letters))
        for combo in self.combos:
            if combo.symbols == wanted:
                return combo
        return None


@dataclass(frozen=True, slots=True)
class Duel:
    key: str
    rounds_to_win: int
    super: tuple[int, int]  # Player 1, Player 2
    en: str
    fr: str


@dataclass(frozen=True, slots=True)
class Rules:
    cards: tuple[Card, ...]
    squares: int
    vs_squares: tuple[int, int]
    diamonds: frozenset[int]
    super_max: int
    turn_limit: int
    duels: dict[str, Duel]
    fighters: dict[str, Fighter]
    names: dict[str, dict[str, str]]
    texts: dict[str, dict[str, str]]


def _load(name: str) -> dict[str, Any]:
    with open(DATA_DIR / name, "rb") as handle:
        return tomllib.load(handle)


def _technique(raw: dict[str, Any]) -> Technique:
    symbols = tuple(sorted(raw["symbols"].split("+"))) if "symbols" in raw else ()
    return Technique(
        key=raw["key"], name_en=raw["name_en"], name_fr=raw["name_fr"], en=raw["en"], fr=raw["fr"],
        symbols=symbols, ranged=bool(raw.get("ranged", False)), damage=int(raw.get("damage", 0)),
        push=int(raw.get("push", 0)), approach=bool(raw.get("approach", False)),
        gain_super=int(raw.get("gain_super", 0)), drain_super=int(raw.get("drain_super", 0)),
        discard_rival_chain=str(raw.get("discard_rival_chain", "")), special=str(raw.get("special", "")),
    )


@cache
def rules() -> Rules:
    card_data = _load("cards.toml")
    letters = card_data["symbol_letters"]
    cards: list[Card] = []
    for symbol in card_data["symbols"]:
        for kind in CARD_TYPES:
            for _ in range(int(card_data["counts"][kind])):
                cards.append(Card(len(cards), kind, symbol, letters[symbol]))
    arena = _load("arena.toml")
    duels = {
        key: Duel(key, int(raw["rounds_to_win"]), (int(raw["super"][0]), int(raw["super"][1])), raw["en"], raw["fr"])
        for key, raw in arena["duels"].items()
    }
    fighters: dict[str, Fighter] = {}
    for raw in _load("fighters.toml")["fighter"]:
        passive = raw["passive"]
        combos = tuple(_technique(c) for c in raw["combos"])
        if sorted(len(c.symbols) for c in combos) != [2, 3, 4]:
            raise ValueError(f"{raw['key']}: combos must have 2, 3 and 4 symbols")
        fighters[raw["key"]] = Fighter(
            key=raw["key"], name=raw["name"], weight=raw["weight"], life=int(arena["weights"][raw["weight"]]),
            passive=passive["key"], passive_name_en=passive["name_en"], passive_name_fr=passive["name_fr"],
            passive_en=passive["en"], passive_fr=passive["fr"], combos=combos,
            super_combo=_technique(raw["super_combo"]),
        )
    kinds = Counter(c.kind for c in cards)
    if len(cards) != 60 or kinds != Counter(hit=20, block=20, move=12, super=8):
        raise ValueError(f"the deck must hold 60 cards (20/20/12/8), found {dict(kinds)}")
    return Rules(
        cards=tuple(cards), squares=int(arena["squares"]),
        vs_squares=(int(arena["vs_squares"][0]), int(arena["vs_squares"][1])),
        diamonds=frozenset(int(d) for d in arena["life_diamonds"]), super_max=int(arena["super_max"]),
        turn_limit=int(arena["round_turn_limit"]), duels=duels, fighters=fighters,
        names=card_data["names"], texts=card_data["texts"],
    )


FIGHTER_ORDER = ("dogu", "biwa", "manta", "kujira", "same", "tako")


@cache
def help_topics() -> tuple[dict[str, str], ...]:
    """The rules help, topic by topic: ``key``, ``en`` and ``fr`` texts."""
    return tuple(dict(topic) for topic in _load("help.toml")["topic"])
