"""Loads and checks the house data (boards, cards, techniques, automaton) from the TOML files."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.errors import ScenarioError

DATA_DIR = Path(__file__).parent / "data"
CLANS = ("B", "R", "W")
NINJA_CHARS = frozenset(CLANS)
SAMURAI_CHARS = frozenset(("b", "r", "w"))
DAIMYO_CHARS = frozenset("1234567")
# What a technique asks for or does (see data/techniques.toml): "ninjas" and "samurai" pick cells.
CHOICES = ("none", "draw_discard", "draw_play", "ninjas", "samurai", "cover_ninjas", "swap_clans")
PICKS_CELLS = ("ninjas", "samurai")
DRAWS_CARD = ("draw_discard", "draw_play")  # these show a hidden card: never taken back


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    rows: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    rows: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Technique:
    id: str
    kind: str  # "base" or "clan"
    cost: int
    choice: str
    clan: str | None
    card: int | None
    names: dict[str, str]
    texts: dict[str, str]


@dataclass(frozen=True, slots=True)
class AutoCard:
    id: str
    action: str  # stay, swap, steal
    left: int
    right: int
    bottom: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameData:
    tiles: tuple[Tile, ...]
    daimyo_names: dict[int, dict[str, str]]
    daimyo_colours: dict[int, str]
    cards: dict[str, Card]
    card_ids: tuple[str, ...]
    techniques: dict[str, Technique]
    auto_cards: dict[str, AutoCard]
    auto_trigger: int
    auto_action_text: dict[str, dict[str, str]]
    texts: dict[str, Any]


def _read(name: str) -> dict[str, Any]:
    path = DATA_DIR / name
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read ({exc})") from exc


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ScenarioError(f"ninja99 data: {message}")


def _tiles(raw: dict[str, Any]) -> tuple[Tile, ...]:
    tiles = tuple(Tile(str(t["id"]), tuple(str(r) for r in t["rows"])) for t in raw["tile"])
    _check(len(tiles) == 4, "there must be four Daimyo tiles")
    seen: list[str] = []
    samurai = 0
    for tile in tiles:
        _check(len(tile.rows) == 4 and all(len(r) == 4 for r in tile.rows), f"tile {tile.id} is not 4x4")
        for ch in "".join(tile.rows):
            _check(ch == "." or ch in DAIMYO_CHARS or ch in SAMURAI_CHARS, f"tile {tile.id}: bad cell {ch!r}")
            if ch in DAIMYO_CHARS:
                seen.append(ch)
            samurai += ch in SAMURAI_CHARS
    _check(sorted(seen) == list("1234567"), "the tiles must hold Daimyos 1 to 7 once each")
    _check(samurai == 25, f"the tiles must hold 25 samurai, not {samurai}")
    return tiles


def _cards(raw: dict[str, Any]) -> dict[str, Card]:
    cards = {str(c["id"]): Card(str(c["id"]), tuple(str(r) for r in c["rows"])) for c in raw["cards"]}
    _check(len(cards) == 29, f"there must be 29 Ninja cards, not {len(cards)}")
    counts = {ch: 0 for ch in (*CLANS, "s")}
    for card in cards.values():
        _check(len(card.rows) == 3 and all(len(r) == 3 for r in card.rows), f"card {card.id} is not 3x3")
        for ch in "".join(card.rows):
            _check(ch == "." or ch in NINJA_CHARS or ch in SAMURAI_CHARS, f"card {card.id}: bad cell {ch!r}")
            if ch in NINJA_CHARS:
                counts[ch] += 1
            elif ch in SAMURAI_CHARS:
                counts["s"] += 1
    _check(all(counts[c] == 33 for c in CLANS), f"each clan needs 33 ninjas: {counts}")
    _check(counts["s"] == 13, f"the cards need 13 samurai, not {counts['s']}")
    return cards


def _techniques(raw: dict[str, Any]) -> dict[str, Technique]:
    found: dict[str, Technique] = {}
    for t in raw["technique"]:
        tech = Technique(
            id=str(t["id"]), kind=str(t["kind"]), cost=int(t["cost"]), choice=str(t["choice"]),
            clan=t.get("clan"), card=t.get("card"),
            names={"en": str(t["en_name"]), "fr": str(t["fr_name"])},
            texts={"en": str(t["en"]), "fr": str(t["fr"])},
        )
        _check(tech.kind in ("base", "clan"), f"technique {tech.id}: bad kind")
        _check(tech.choice in CHOICES, f"technique {tech.id}: bad choice {tech.choice}")
        _check(tech.kind == "base" or (tech.clan in CLANS and tech.card in (1, 2)),
               f"technique {tech.id}: a clan technique needs its clan and card")
        found[tech.id] = tech
    for clan in CLANS:
        for number in (1, 2):
            _check(sum(1 for t in found.values() if t.clan == clan and t.card == number) == 1,
                   f"clan {clan} card {number} needs exactly one technique")
    return found


def _automaton(raw: dict[str, Any]) -> tuple[dict[str, AutoCard], int, dict[str, dict[str, str]]]:
    cards = {
        str(c["id"]): AutoCard(str(c["id"]), str(c["action"]), int(c["left"]), int(c["right"]),
                               int(c["bottom"]), tuple(int(x) for x in c["order"]))
        for c in raw["cards"]
    }
    _check(sorted(cards) == sorted(f"{n}{v}" for n in range(1, 8) for v in "AB"), "automaton cards 1A-7B")
    for card in cards.values():
        _check(card.action in ("stay", "swap", "steal"), f"automaton card {card.id}: bad action")
        _check(sorted(card.order) == list(range(1, 8)), f"automaton card {card.id}: order must list 1-7")
    texts = {k: {"en": str(v["en"]), "fr": str(v["fr"])} for k, v in raw["action_text"].items()}
    return cards, int(raw["trigger"]), texts


@cache
def game_data() -> GameData:
    board = _read("board.toml")
    cards = _cards(_read("cards.toml"))
    autos, trigger, action_text = _automaton(_read("automaton.toml"))
    return GameData(
        tiles=_tiles(board),
        daimyo_names={int(d["number"]): {"en": str(d["en"]), "fr": str(d["fr"])} for d in board["daimyo"]},
        daimyo_colours={int(d["number"]): str(d["colour"]) for d in board["daimyo"]},
        cards=cards,
        card_ids=tuple(sorted(cards)),
        techniques=_techniques(_read("techniques.toml")),
        auto_cards=autos,
        auto_trigger=trigger,
        auto_action_text=action_text,
        texts=_read("texts.toml"),
    )
