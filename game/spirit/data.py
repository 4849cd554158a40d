"""The printed material of Samurai Spirit, read once from the TOML files beside this module."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.errors import ScenarioError

DATA_DIR = Path(__file__).parent  # beside the code, where the package-data rule ships TOML
SYMBOLS = ("hat", "farm", "doll")
PENALTIES = (
    "barricade", "wound", "infiltrate", "no_defend", "no_support", "left", "right",
    "forced_pass", "reshuffle", "no_talent", "discard_left",
)
MODES = ("easy", "normal", "hard", "heroic")
DECK_SIZE = 66
ROUNDS = 3  # the village wins by coming through the last one


@dataclass(frozen=True, slots=True)
class Brigand:
    id: int
    value: int
    symbol: str  # "" when the card carries no defence symbol
    flames: bool
    penalties: tuple[str, ...]

    @property
    def rank(self) -> str:
        return "raider" if self.value <= 4 else ("lieutenant" if self.value == 5 else "chief")


@dataclass(frozen=True, slots=True)
class Samurai:
    name: str
    kiai_human: int
    kiai_animal: int
    talent: dict[str, str]
    kiai_text_human: dict[str, str]
    kiai_text_animal: dict[str, str]


@dataclass(frozen=True, slots=True)
class Mode:
    name: str
    barricade_bonus: int
    raiders_per_samurai: int
    reinforcement_offset: int
    farm_penalties: bool
    family_bonuses: bool
    mark: str


@dataclass(frozen=True, slots=True)
class Village:
    farm_backs: tuple[str, ...]  # one letter per farm token
    families: tuple[str, ...]
    barricade_tokens: int
    farm_back_text: dict[str, dict[str, str]]
    family_bonus_text: dict[str, dict[str, str]]
    penalty_text: dict[str, dict[str, str]]
    symbol_text: dict[str, dict[str, str]]
    modes: dict[str, Mode]


def _load(name: str) -> dict[str, Any]:
    path = DATA_DIR / name
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: not valid TOML ({exc})") from exc


@cache
def brigands() -> tuple[Brigand, ...]:
    cards = []
    for index, row in enumerate(_load("brigands.toml")["brigand"]):
        card = Brigand(int(row["id"]), int(row["value"]), str(row["symbol"]), bool(row["flames"]),
                       tuple(str(p) for p in row["penalties"]))
        if card.id != index or not 1 <= card.value <= 6:
            raise ScenarioError(f"brigands.toml: card {index} is malformed")
        if card.symbol not in SYMBOLS + ("",) or any(p not in PENALTIES for p in card.penalties):
            raise ScenarioError(f"brigands.toml: card {index} has an unknown symbol or penalty")
        cards.append(card)
    if len(cards) != DECK_SIZE:
        raise ScenarioError(f"brigands.toml must hold {DECK_SIZE} cards, not {len(cards)}")
    return tuple(cards)


def card(card_id: int) -> Brigand:
    return brigands()[card_id]


@cache
def samurai_table() -> dict[str, Samurai]:
    table: dict[str, Samurai] = {}
    for row in _load("samurai.toml")["samurai"]:
        table[row["name"]] = Samurai(
            row["name"], int(row["kiai_human"]), int(row["kiai_animal"]),
            {"en": row["talent_en"], "fr": row["talent_fr"]},
            {"en": row["kiai_human_en"], "fr": row["kiai_human_fr"]},
            {"en": row["kiai_animal_en"], "fr": row["kiai_animal_fr"]},
        )
    if len(table) != 7:
        raise ScenarioError("samurai.toml must describe the 7 samurai")
    return table


SAMURAI_NAMES = ("Heihachi", "Daisuke", "Gorobei", "Kanbei", "Kikuchiyo", "Kyuzo", "Katsushiro")


@cache
def village() -> Village:
    raw = _load("village.toml")
    backs = tuple(letter for letter, count in sorted(raw["farm_backs"].items()) for _ in range(count))
    if len(backs) != int(raw["farms"]):
        raise ScenarioError("village.toml: farm back counts must add up to the farm count")
    modes = {name: Mode(name, **values) for name, values in raw["mode"].items()}
    if tuple(modes) != MODES:
        raise ScenarioError(f"village.toml: modes must be {', '.join(MODES)}")
    missing = set(PENALTIES) - set(raw["penalty"])
    if missing:
        raise ScenarioError(f"village.toml: no text for penalties {sorted(missing)}")
    return Village(backs, tuple(raw["families"]), int(raw["barricade_tokens"]),
                   raw["farm_back_text"], raw["family_bonus_text"], raw["penalty"], raw["symbol"],
                   modes)


def raider_ids() -> tuple[int, ...]:
    return tuple(c.id for c in brigands() if c.rank == "raider")


def lieutenant_ids() -> tuple[int, ...]:
    return tuple(c.id for c in brigands() if c.rank == "lieutenant")


def chief_ids() -> tuple[int, ...]:
    return tuple(c.id for c in brigands() if c.rank == "chief")
