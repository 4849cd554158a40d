"""The end of the duel: who won, each fighter, the rounds won and the life left."""

from __future__ import annotations

import pygame

from game.sushido.data import rules
from scenes.game_over import GameOverScene
from scenes.kit.i18n import t
from scenes.kit.widgets import ACCENT, GOLD, GOLD_BRIGHT, GOLD_DIM, INK, INK_DIM, draw_text


class SushidoResults(GameOverScene):
    def headline(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        if len(outcome.winners) == 2:
            return t("sushido.headline.both")
        return t("sushido.headline.one", name=self.match.seats[outcome.winners[0]].name)

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        state = self.match.state
        outcome = self.outcome
        assert outcome is not None
        duel = t(f"sushido.duel.{state.duel}")
        draw_text(surface, t("sushido.end.duel", duel=duel, rounds=state.round), (area.centerx, area.top),
                  round(22 * s), INK_DIM, anchor="midtop")
        column = area.width // 2
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
            draw_text(surface, self.match.seats[seat].name, (x, y), round(28 * s), GOLD_BRIGHT if won else INK, True,
                      "midtop")
            y += round(32 * s)
            draw_text(surface, f"{t('sushido.end.fighter')}: {fighter.name}", (x, y), round(20 * s), INK_DIM,
                      anchor="midtop")
            y += round(26 * s)
            needed = rules().duels[state.duel].rounds_to_win
            draw_text(surface, f"{t('sushido.end.rounds')}: {state.wins[seat]} / {needed}", (x, y), round(22 * s),
                      GOLD if won else INK, anchor="midtop")
            y += round(28 * s)
            for k in range(needed):
                centre = (x - (needed - 1) * round(12 * s) + k * round(24 * s), y + round(10 * s))
                pygame.draw.circle(surface, ACCENT if k < state.wins[seat] else (40, 36, 34), centre, round(9 * s))
                pygame.draw.circle(surface, GOLD_DIM, centre, round(9 * s), 1)
            y += round(28 * s)
            draw_text(surface, f"{t('sushido.end.life')}: {state.life[seat]}", (x, y), round(20 * s), INK_DIM,
                      anchor="midtop")
