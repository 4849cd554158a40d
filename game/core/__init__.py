"""The kit every engine is built from: see ``shared/design.md`` for the contract."""

from game.core.actions import Action, ActionCodec
from game.core.bots import Bot, RandomBot
from game.core.errors import IllegalAction, ScenarioError, SpecError
from game.core.events import Event, event
from game.core.game import Game, Option, Outcome
from game.core.match import Match, Step
from game.core.rng import Rng
from game.core.seats import Seat

__all__ = [
    "Action", "ActionCodec", "Bot", "RandomBot", "IllegalAction", "ScenarioError", "SpecError",
    "Event", "event", "Game", "Option", "Outcome", "Match", "Step", "Rng", "Seat",
]
