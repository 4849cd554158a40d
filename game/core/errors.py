"""Errors the engines raise; every one carries a sentence a player can read."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid right now; ``reason`` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ScenarioError(ValueError):
    """A scenario or data file that does not describe a valid position."""


class SpecError(ValueError):
    """A bad seat spec, option or game name given on the command line or in setup."""
