"""A faster ``dataclasses.replace`` for the engines' frozen, slotted state records.

The Samurai Spirit search plays thousands of positions per decision, each step copying the
state several times; ``dataclasses.replace`` reads the class's field list and checks every
field on each call, which made it the largest single cost of a playout. This copy is written
once per class, as ``dataclasses`` writes a class's ``__init__``: one line per field that sets
the slot directly, with no loop over the names at each call. That is only right for records
whose fields are all set by ``__init__`` and that do no work in ``__post_init__``: the
engine's records are such plain frozen dataclasses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

Record = TypeVar("Record")
Copier = Callable[[Any, dict[str, Any]], Any]

_COPIERS: dict[type, Copier] = {}


def _copier_of(cls: type) -> Copier:
    """The copy function of ``cls``: ``copy(record, changes)``; it empties ``changes`` as it
    uses them, so that a name left over is a field the class does not have."""
    known = _COPIERS.get(cls)
    if known is None:
        fields = dataclasses.fields(cls)
        if hasattr(cls, "__post_init__") or not all(field.init for field in fields):
            raise TypeError(f"{cls.__name__} does work at construction: copy it with dataclasses.replace")
        lines = ["def copy(record, changes):", "    new = create(cls)"]
        for field in fields:
            name = field.name
            value = f"changes.pop({name!r}) if {name!r} in changes else record.{name}"
            lines.append(f"    put(new, {name!r}, {value})")
        lines += ["    if changes:", "        refuse(cls, changes)", "    return new"]
        # frozen records refuse their own __setattr__, hence object's
        namespace: dict[str, Any] = {"create": object.__new__, "put": object.__setattr__, "cls": cls,
                                     "refuse": _refuse}
        exec("\n".join(lines), namespace)
        known = _COPIERS[cls] = namespace["copy"]
    return known


def _refuse(cls: type, unknown: dict[str, Any]) -> None:
    raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")


def replace(record: Record, /, **changes: Any) -> Record:
    """A copy of ``record`` with ``changes``, like ``dataclasses.replace``."""
    copy: Record = _copier_of(type(record))(record, changes)
    return copy
