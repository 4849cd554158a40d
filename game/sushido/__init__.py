"""Gyojin Fighter Sushido!: a two-fighter card duel of secret choices, chains, combos and katas."""

from game.sushido.game import GAME, SushidoGame

__all__ = ["GAME", "SushidoGame"]
