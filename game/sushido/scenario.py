"""Positions written by hand in TOML (rulebook examples, rulings): a turn about to begin its
Hajime step, with hands, chains, life, Super and positions as given; the rest shuffled."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core import Rng
from game.sushido.data import rules
from game.sushido.state import Pending, SushidoState


def _pair(data: Mapping[str, Any], key: str, default: tuple[int, int]) -> tuple[int, int]:
    value = data.get(key)
    if value is None:
        return default
    return (int(value[0]), int(value[1]))


def _cards(values: Any) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


def scenario_state(data: Mapping[str, Any]) -> SushidoState:
    from game.sushido.game import _blank

    r = rules()
    duel = str(data.get("duel", "encounter"))
    fighters = tuple(str(f) for f in data["fighters"])
    if len(fighters) != 2 or any(f not in r.fighters for f in fighters) or duel not in r.duels:
        raise ValueError("needs two known fighters and a known duel type")
    p1 = int(data.get("p1", 0))
    state = _blank(duel, (fighters[0], fighters[1]), p1, Rng.from_seed(int(data.get("seed", 1))))
    hands = tuple(_cards(h) for h in data.get("hands", [[], []]))
    chains = tuple(_cards(c) for c in data.get("chains", [[], []]))
    arena = [list[int]() for _ in range(r.squares)]
    for square, cards in dict(data.get("arena", {})).items():
        arena[int(square)] = list(_cards(cards))
    discard = _cards(data.get("discard", []))
    deck_top = _cards(data.get("deck_top", []))  # drawn first, in this order
    placed = [c for group in (*hands, *chains, *arena, discard, deck_top) for c in group]
    if len(set(placed)) != len(placed) or any(not 0 <= c < len(r.cards) for c in placed):
        raise ValueError("a card id is repeated or unknown")
    rest, rng = state.rng.shuffled([c for c in range(len(r.cards)) if c not in set(placed)])
    if any(len(c) > 4 for c in chains):
        raise ValueError("a chain holds at most 4 cards")
    return replace(
        state,
        round=int(data.get("round", 1)), turn=int(data.get("turn", 1)), wins=_pair(data, "wins", (0, 0)),
        life=_pair(data, "life", state.life), gauge=_pair(data, "gauge", state.gauge),
        pos=_pair(data, "pos", state.pos), deck=rest + tuple(reversed(deck_top)), discard=discard,
        hands=(hands[0], hands[1]), chains=(chains[0], chains[1]), arena=tuple(tuple(a) for a in arena),
        pending=Pending("choose", -1), rng=rng,
    )
