"""Readable TOML scenarios: a table laid out by hand, cards named by what they show.

A card is written as its id (an integer) or as ``"VALUE/SYMBOL/flames/PENALTY..."`` with the
parts after the value optional but exact: ``"4"`` is a 4 without symbol, flames or penalty,
``"3/doll/left"`` the 3 with a doll and the left arrow, ``"2/hat/flames/wound"``, and
``"4/any"`` any unused 4 (one without penalty when there is one left).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import ScenarioError
from game.core.rng import Rng
from game.spirit.data import SAMURAI_NAMES, SYMBOLS, brigands, village
from game.spirit.setup import mode_of, starting_barricades
from game.spirit.state import Board, State, Task, Turn


class CardPicker:
    """Hands out each card id once, resolving written specs to the lowest unused match."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def pick(self, spec: Any) -> int:
        if isinstance(spec, int):
            if not 0 <= spec < len(brigands()) or spec in self.used:
                raise ScenarioError(f"card id {spec} is unknown or used twice")
            self.used.add(spec)
            return spec
        parts = str(spec).split("/")
        try:
            value = int(parts[0])
        except ValueError as exc:
            raise ScenarioError(f"card {spec!r} must start with its value") from exc
        if parts[1:] == ["any"]:
            return self._any(value, spec)
        symbol = next((p for p in parts[1:] if p in SYMBOLS), "")
        flames = "flames" in parts[1:]
        penalties = tuple(p for p in parts[1:] if p not in SYMBOLS and p != "flames")
        for c in brigands():
            if (c.id not in self.used and c.value == value and c.symbol == symbol
                    and c.flames == flames and c.penalties == penalties):
                self.used.add(c.id)
                return c.id
        raise ScenarioError(f"no unused brigand matches {spec!r}")

    def _any(self, value: int, spec: Any) -> int:
        free = [c for c in brigands() if c.id not in self.used and c.value == value]
        if not free:
            raise ScenarioError(f"no unused brigand matches {spec!r}")
        chosen = min(free, key=lambda c: (bool(c.penalties), c.id))
        self.used.add(chosen.id)
        return chosen.id

    def zones(self, zones: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
        """Every zone's cards; exact specs are served before ``VALUE/any`` ones, so that an
        "any" never takes a card another zone names exactly."""
        picked: dict[tuple[str, int], int] = {}
        for wildcard in (False, True):
            for name, specs in zones.items():
                for index, spec in enumerate(specs or ()):
                    if str(spec).endswith("/any") == wildcard:
                        picked[(name, index)] = self.pick(spec)
        return {name: tuple(picked[(name, i)] for i in range(len(specs or ())))
                for name, specs in zones.items()}


def state_from_scenario(data: Mapping[str, Any]) -> State:
    mode = str(data.get("mode", "normal"))
    mode_of(mode)
    names = tuple(str(n) for n in data.get("samurai", ()))
    if not 2 <= len(names) <= 7 or any(n not in SAMURAI_NAMES for n in names):
        raise ScenarioError(f"scenario samurai must be 2 to 7 of {', '.join(SAMURAI_NAMES)}")
    picker = CardPicker()
    rows = list(data.get("board", ()))
    rows += [{}] * (len(names) - len(rows))
    zones: dict[str, Any] = {name: data.get(name) for name in ("deck", "discard", "infiltrators")}
    for seat, row in enumerate(rows):
        zones[f"left{seat}"] = row.get("left")
        zones[f"line{seat}"] = row.get("line")
    cards = picker.zones(zones)
    boards = []
    for seat, (name, row) in enumerate(zip(names, rows, strict=True)):
        boards.append(Board(name, bool(row.get("animal", False)), bool(row.get("wound", False)),
                            cards[f"left{seat}"], cards[f"line{seat}"],
                            bool(row.get("passed", False)), tuple(int(s) for s in row.get("held", ()))))
    deck, discard, infiltrators = cards["deck"], cards["discard"], cards["infiltrators"]
    round_number = int(data.get("round", 1))
    rest = [c for c in brigands() if c.id not in picker.used]
    start = int(data.get("barricades_start", starting_barricades(mode, len(names))))
    active = int(data.get("active", 0))
    spare = tuple(str(n) for n in data.get("spare", ()))
    state = State(
        mode=mode,
        spare_variant=bool(spare),
        boards=tuple(boards),
        round=round_number,
        turn=Turn(active),
        deck=deck,
        revealed=(),
        discard=discard,
        infiltrators=infiltrators,
        box=tuple(c.id for c in rest if c.rank == "raider"),
        lieutenants=tuple(c.id for c in rest if c.rank == "lieutenant"),
        chiefs=tuple(c.id for c in rest if c.rank == "chief"),
        barricades=int(data.get("barricades", start)),
        barricades_start=start,
        farms=tuple(str(f) for f in data.get("farms", village().farm_backs)),
        burnt=tuple(str(f) for f in data.get("burnt", ())),
        families=tuple(str(f) for f in data.get("families", village().families)),
        spare=spare,
        tasks=(Task("turn", active),),
        rng=Rng.from_seed(int(data.get("seed", 1))),
    )
    if not 0 <= active < len(names) or state.barricades > start:
        raise ScenarioError("scenario: bad active seat or more barricades than at the start")
    return state
