"""99 Ninja: transparent ninja cards laid over Daimyo boards, for two players or solo."""

from game.ninja99.rules import GAME, NinjaGame

__all__ = ["GAME", "NinjaGame"]
