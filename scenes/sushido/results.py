"""The end of the duel: who won, each fighter, the rounds won and the life left."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.sushido.data import rules
from scenes.game_over import GameOverScene
from scenes.kit.i18n import labelled, t
from scenes.kit.widgets import ACCENT, GOLD, GOLD_BRIGHT, GOLD_DIM, INK, INK_DIM, draw_text, fit_text, font

if TYPE_CHECKING:
    from scenes.app import App


def round_history(match: Match) -> list[tuple[int, tuple[int, ...], str]]:
    """(round, winners, reason) for every round fought, read from the match's events."""
    found: dict[int, tuple[list[int], str]] = {}
    for step in match.steps:
        for event in step.events:
            if event.kind == "round_won":
                winners, _ = found.setdefault(int(event.get("round")), ([], str(event.get("reason"))))
                winners.append(int(event.get("seat")))
    return [(number, tuple(w), reason) for number, (w, reason) in sorted(found.items())]


class SushidoResults(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        if self.outcome is not None:  # the engine's reason is English: say it in the player's language
            self.outcome = replace(self.outcome, reason=self.why(self.outcome.winners))
        self.rounds = round_history(match)

    def why(self, winners: tuple[int, ...]) -> str:
        """The winner by seat and fighter (both seats may hold the same fighter) and the rounds
        that decided it."""
        if len(winners) == 2:
            return t("sushido.reason.both")
        state = self.match.state
        seat = winners[0]
        wins = state.wins[seat]
        key = "sushido.reason.one_single" if wins == 1 else "sushido.reason.one"
        return t(key, name=self.match.seats[seat].name, fighter=rules().fighters[state.fighters[seat]].name,
                 wins=wins, rival_wins=state.wins[1 - seat])

    def headline(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        if len(outcome.winners) == 2:
            return t("sushido.headline.both")
        return t("sushido.headline.one", name=self.match.seats[outcome.winners[0]].name)

    def round_words(self, number: int, winners: tuple[int, ...]) -> str:
        """Who won round ``number``: a name, or both fighters (two long names side by side would
        run into the fighters' columns)."""
        if len(winners) > 1:
            return t("sushido.round_both", round=number)
        return t("sushido.round_over", round=number, names=self.match.seats[winners[0]].name)

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        state = self.match.state
        outcome = self.outcome
        assert outcome is not None
        duel = t(f"sushido.duel.{state.duel}")
        draw_text(surface, t("sushido.end.duel_one" if state.round == 1 else "sushido.end.duel", duel=duel, rounds=state.round), (area.centerx, area.top),
                  round(22 * s), INK_DIM, anchor="midtop")
        rounds_told = [(self.round_words(number, winners), t(f"sushido.why.{reason}"))
                       for number, winners, reason in self.rounds[-7:]]
        # the rounds run down the middle, between the fighters: a name takes the room they leave
        column = area.width // 2
        list_w = max((font(round(19 * s)).size(line)[0] for line, _ in rounds_told), default=0)
        name_room = column - list_w - round(16 * s)
        for seat in (0, 1):
            x = area.left + seat * column + column // 2
            y = area.top + round(36 * s)
            fighter = rules().fighters[state.fighters[seat]]
            picture = self.app.assets.image(f"sushido/fighter_{fighter.key}", (round(110 * s), round(110 * s)))
            if seat == 1:
                picture = pygame.transform.flip(picture, True, False)
            surface.blit(picture, picture.get_rect(midtop=(x, y)))
            y += round(116 * s)
            won = seat in outcome.winners
            name = fit_text(self.match.seats[seat].name, round(28 * s), name_room, bold=True)  # whole in the title
            draw_text(surface, name, (x, y), round(28 * s), GOLD_BRIGHT if won else INK, True, "midtop")
            y += round(32 * s)
            draw_text(surface, labelled(t("sushido.end.fighter"), fighter.name), (x, y), round(20 * s), INK_DIM,
                      anchor="midtop")
            y += round(26 * s)
            needed = rules().duels[state.duel].rounds_to_win
            rounds = labelled(t("sushido.end.rounds"), f"{state.wins[seat]} / {needed}")
            draw_text(surface, rounds, (x, y), round(22 * s), GOLD if won else INK, anchor="midtop")
            y += round(28 * s)
            for k in range(needed):
                centre = (x - (needed - 1) * round(12 * s) + k * round(24 * s), y + round(10 * s))
                pygame.draw.circle(surface, ACCENT if k < state.wins[seat] else (40, 36, 34), centre, round(9 * s))
                pygame.draw.circle(surface, GOLD_DIM, centre, round(9 * s), 1)
            y += round(28 * s)
            life = labelled(t("sushido.end.life"), str(state.life[seat]))
            draw_text(surface, life, (x, y), round(20 * s), INK_DIM, anchor="midtop")
        y = area.top + round(60 * s)
        for line, why in rounds_told:
            draw_text(surface, line, (area.centerx, y), round(19 * s), INK, anchor="midtop")
            draw_text(surface, why, (area.centerx, y + round(20 * s)), round(16 * s), INK_DIM, anchor="midtop")
            y += round(44 * s)
