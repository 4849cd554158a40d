"""Actions: small frozen dataclasses with a JSON form and a short text form."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _to_json(v) for k, v in value.items()}
    return value


def _from_json(value: Any) -> Any:
    # JSON has no tuples; actions hold tuples so that they stay hashable.
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions. Subclasses add fields of str, int, bool, None or tuples."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for field in dataclasses.fields(self):
            data[field.name] = _to_json(getattr(self, field.name))
        return data

    def __str__(self) -> str:
        values = [str(getattr(self, f.name)) for f in dataclasses.fields(self)]
        return f"{type(self).__name__}({', '.join(values)})" if values else type(self).__name__


class ActionCodec:
    """Turns saved action dictionaries back into a game's action objects."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._classes = {cls.__name__: cls for cls in classes}

    def from_dict(self, data: Mapping[str, Any]) -> Action:
        name = data.get("type")
        cls = self._classes.get(str(name))
        if cls is None:
            raise ValueError(f"unknown action type {name!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise ValueError(f"action {name} has unknown fields {sorted(extra)}")
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "type"}
        return cls(**kwargs)
