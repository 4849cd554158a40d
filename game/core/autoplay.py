"""Letting bots take their seats: one place that builds bots and asks them for actions."""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot, RandomBot, bot_rng
from game.core.match import Match


def make_bot(match: Match, seat: int) -> Bot:
    level = match.seats[seat].level
    if level == "random":
        return RandomBot()
    return match.game.make_bot(level, seat)


class BotTable:
    """The bots of a match's AI seats, each with its own seeded generator."""

    def __init__(self, match: Match, seat_filter: set[int] | None = None) -> None:
        self.match = match
        self.bots: dict[int, Bot] = {}
        self.rngs: dict[int, random.Random] = {}
        for seat, spec in enumerate(match.seats):
            if spec.kind == "ai" and (seat_filter is None or seat in seat_filter):
                self.bots[seat] = make_bot(match, seat)
                self.rngs[seat] = bot_rng(match.seed, seat)

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def decide(self, seat: int, state: Any | None = None) -> Action:
        """The bot's choice for ``seat`` in ``state`` (the match's current state by default)."""
        game = self.match.game
        state = self.match.state if state is None else state
        legal = game.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"seat {seat} must act but has no legal action")
        return self.bots[seat].choose(game.view(state, seat), legal, self.rngs[seat])
