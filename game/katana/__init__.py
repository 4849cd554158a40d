"""Katana (Samurai Sword): hidden roles, honour and blades for 3 to 7 players.

``GAME`` is the engine; ``card_targets`` tells a scene where a card in hand may be dropped.
"""

from game.katana.game import GAME, KatanaGame
from game.katana.rules import Target, card_targets

__all__ = ["GAME", "KatanaGame", "Target", "card_targets"]
