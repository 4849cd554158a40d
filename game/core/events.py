"""Events: plain data describing what an action did, for logs, animation and sound."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """``kind`` names what happened ("damage", "card_moved"...); ``data`` holds its facts.

    ``audience`` is None for a public event, else the seats allowed to see it (a drawn card
    is shown to its drawer only); scenes and bots must filter with ``visible_to``.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    audience: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def event(kind: str, audience: tuple[int, ...] | None = None, **data: Any) -> Event:
    return Event(kind, data, audience)
