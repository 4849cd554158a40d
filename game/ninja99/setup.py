"""A new game from a seed and options, and a game from a readable TOML scenario."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.errors import ScenarioError, SpecError
from game.core.rng import Rng
from game.ninja99.automaton import level_decks
from game.ninja99.data import CLANS, game_data
from game.ninja99.geometry import build_board, index, shape
from game.ninja99.state import MODULES, NinjaState, Placement, Turn

TILE_IDS = ("A", "B", "C", "D")


def parse_modules(text: str) -> tuple[str, ...]:
    names = [n.strip().lower() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in MODULES]
    if unknown:
        raise SpecError(f"unknown 99 Ninja module {unknown[0]!r}: modules is a comma list of "
                        f"{', '.join(MODULES)} (or empty)")
    return tuple(m for m in MODULES if m in names)


def parse_level(text: str) -> int:
    if text.strip() not in tuple(str(n) for n in range(8)):
        raise SpecError(f"level must be a whole number from 0 to 7, not {text!r}")
    return int(text)


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> NinjaState:
    if seats not in (1, 2):
        raise SpecError(f"99 Ninja takes 1 or 2 seats, not {seats}")
    modules = parse_modules(options.get("modules", ""))
    level = parse_level(options.get("level", "0"))
    solo = seats == 1
    if solo and modules:
        raise SpecError("modules are not used in a solo game against the automaton")
    rng = Rng.from_seed(seed)
    gen, rng = rng.generator()
    quadrants = list(TILE_IDS)
    gen.shuffle(quadrants)
    layout = tuple((tile, gen.randrange(4)) for tile in quadrants)
    clan_cards = (gen.randrange(1, 3), gen.randrange(1, 3), gen.randrange(1, 3))
    deck = list(game_data().card_ids)
    gen.shuffle(deck)
    hands: list[tuple[str, ...]] = [(), ()]
    for side in range(seats):
        hands[side] = (deck.pop(0),)
    blacklists: tuple[str | None, str | None] = (None, None)
    if "blacklist" in modules:
        first, second = gen.sample(sorted(game_data().auto_cards), 2)
        blacklists = (first, second)
    auto_deck: tuple[str, ...] = ()
    score_deck: tuple[str, ...] = ()
    clans: tuple[str | None, str | None] = (None, None)
    if solo:
        auto, score = level_decks(level)
        auto_list, score_list = list(auto), list(score)
        gen.shuffle(auto_list)
        gen.shuffle(score_list)
        auto_deck, score_deck = tuple(auto_list), tuple(score_list)
        clans = (None, CLANS[gen.randrange(3)])
    base = build_board(layout)
    return NinjaState(
        solo=solo, level=level if solo else 0, modules=modules, layout=layout, base=base, grid=base,
        layers=(), deck=tuple(deck), hands=(hands[0], hands[1]), discard=(), clans=clans,
        neutral=None, clan_cards=clan_cards, tracks=(0, 0, 0), tokens=("DDDDDDDD", "DDDDDDDD"),
        fallen=(), blacklists=blacklists, phase="pick", active=0 if solo else 1, turn=Turn(),
        turn_number=1, end_reason="", auto_deck=auto_deck, auto_row=(), score_deck=score_deck,
        score_cards=(), reckoning=(None, None), rng=rng,
    )


def _strings(data: Mapping[str, Any], key: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
    value = data.get(key, list(default))
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"scenario: {key!r} must be a list of strings")
    return tuple(value)


def _triple(value: Any, key: str) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise ScenarioError(f"scenario: {key!r} must list three whole numbers (Black, Red, White)")
    return int(value[0]), int(value[1]), int(value[2])


def _base_from_rows(rows: tuple[str, ...]) -> str:
    if len(rows) != 8 or any(len(r) != 8 for r in rows):
        raise ScenarioError("scenario: 'board' must be 8 rows of 8 cells")
    grid = ["."] * 256
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch not in ".1234567brw":
                raise ScenarioError(f"scenario: board cell {ch!r} (use . 1-7 b r w)")
            grid[index(r, c)] = ch
    return "".join(grid)


def from_scenario(data: Mapping[str, Any]) -> NinjaState:
    """A position from a scenario: see tests/ninja99/scenarios for the fields."""
    seats = int(data.get("seats", 2))
    options = {"modules": ",".join(_strings(data, "modules")), "level": str(data.get("level", 0))}
    try:
        state = new_game(seats, int(data.get("seed", 1)), options)
    except SpecError as exc:
        raise ScenarioError(f"scenario: {exc}") from exc
    if "board" in data:
        base = _base_from_rows(_strings(data, "board"))
        if sorted(ch for ch in base if ch in "1234567") != list("1234567"):
            raise ScenarioError("scenario: the board must show Daimyos 1 to 7 once each")
        state = replace(state, base=base, grid=base, layout=())
    elif "layout" in data:
        layout = tuple((str(t), int(n)) for t, n in data["layout"])
        state = replace(state, layout=layout, base=build_board(layout), grid=build_board(layout))
    clans = _strings(data, "clans", ("B", "R"))
    if len(clans) != 2 or len(set(clans)) != 2 or not set(clans) <= set(CLANS):
        raise ScenarioError("scenario: 'clans' names two different clans of B, R, W")
    neutral = next(c for c in CLANS if c not in clans)
    state = replace(state, clans=(clans[0], clans[1]), neutral=neutral, phase="turn",
                    active=int(data.get("active", 0)), turn_number=int(data.get("turn_number", 1)))
    grid = list(state.grid)
    layers = []
    for entry in data.get("layers", []):
        laid = Placement(str(entry["card"]), int(entry["orientation"]), int(entry["row"]),
                         int(entry["col"]), int(entry.get("side", 0)))
        for dr, dc, ch in shape(laid.card, laid.orientation).cells:
            idx = index(laid.row + dr, laid.col + dc)
            if grid[idx] in "1234567":
                raise ScenarioError(f"scenario: card {laid.card} would cover a Daimyo")
            grid[idx] = ch
        layers.append(laid)
    hands = data.get("hands", [[], []])
    hand_pair = (tuple(str(c) for c in hands[0]), tuple(str(c) for c in hands[1]))
    used = [p.card for p in layers] + list(hand_pair[0]) + list(hand_pair[1])
    all_ids = game_data().card_ids
    if "deck" in data:
        deck = _strings(data, "deck")
        discard = tuple(c for c in all_ids if c not in used and c not in deck)
    else:
        deck = tuple(c for c in all_ids if c not in used)
        discard = ()
    if sorted(used + list(deck) + list(discard)) != sorted(all_ids):
        raise ScenarioError("scenario: a card is used twice or unknown")
    fallen = tuple((int(d), int(s), int(t)) for d, s, t in data.get("fallen", []))
    tokens = _strings(data, "tokens", ("DDDDDDDD", "DDDDDDDD"))
    state = replace(
        state, grid="".join(grid), layers=tuple(layers), hands=hand_pair, deck=deck, discard=discard,
        tracks=_triple(data.get("tracks", [0, 0, 0]), "tracks"),
        tokens=(tokens[0], tokens[1]), fallen=fallen,
        clan_cards=_triple(data.get("clan_cards", [1, 1, 1]), "clan_cards"),
    )
    if "blacklists" in data:
        lists = _strings(data, "blacklists")
        state = replace(state, blacklists=(lists[0], lists[1]))
    if state.solo:
        state = replace(
            state,
            auto_deck=_strings(data, "auto_deck", state.auto_deck),
            auto_row=_strings(data, "auto_row"),
            score_deck=_strings(data, "score_deck", state.score_deck),
            score_cards=tuple((str(c), str(k), bool(u)) for c, k, u in data.get("score_cards", [])),
            strike_due=bool(data.get("strike_due", False)),
        )
    if data.get("phase") == "reckon":
        state = replace(state, phase="reckon", end_reason=str(data.get("end_reason", "daimyos")))
    return state

