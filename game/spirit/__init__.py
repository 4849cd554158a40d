"""Samurai Spirit: the cooperative rules engine and its AI samurai."""

from game.spirit.rules import SpiritGame

GAME = SpiritGame()

__all__ = ["GAME", "SpiritGame"]
