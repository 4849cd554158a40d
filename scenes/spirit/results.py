"""The end screen of Samurai Spirit: victory or defeat, the score out of 10 with the mode's
marks, and what made it (farms, families, wound markers, each samurai's state)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from scenes.game_over import GameOverScene
from scenes.kit.i18n import labelled, t
from scenes.kit.widgets import ACCENT, GOLD_BRIGHT, GOLD_DIM, INK, INK_DIM, draw_text

if TYPE_CHECKING:
    from scenes.app import App


class SpiritResults(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        if self.outcome is not None:  # the subtitle in the player's language, not the engine's
            self.outcome = replace(self.outcome, reason=self.score_line())

    @property
    def breakdown(self) -> dict[str, object]:
        assert self.outcome is not None
        return dict(self.outcome.breakdown)

    def headline(self) -> str:
        won = self.outcome is not None and self.outcome.cooperative_win
        return t("spirit.over.win") if won else t("spirit.over.loss")

    def score_line(self) -> str:
        b = self.breakdown
        if b.get("result") != "win":
            return t(f"spirit.over.lost_{b.get('result', 'farms')}")
        assert self.outcome is not None
        return t("spirit.over.score", score=int(self.outcome.score or 0), mark=b.get("mark", ""))

    def detail_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        b = self.breakdown
        won = b.get("result") == "win"
        mode = t(f"spirit.modes.{b.get('mode', 'normal')}")
        lines = [
            (self.score_line(), GOLD_BRIGHT if won else ACCENT),
            (t("spirit.over.mode", mode=mode, mark=b.get("mark", "") or "-"), INK),
            (t("spirit.over.farms", n=b.get("farms", 0)), INK),
            (t("spirit.over.families", n=b.get("families", 0)), INK),
            (t("spirit.over.unhurt", n=b.get("no_wound_marker", 0)), INK),
            (t("spirit.over.barricades", n=b.get("barricades", 0), start=b.get("barricades_start", 0)), INK_DIM),
            (t("spirit.over.rounds", n=b.get("rounds", 0)), INK_DIM),
        ]
        return lines

    def fallen_samurai(self) -> str | None:
        """The samurai whose fourth wound lost the game, as the last step told it."""
        for event in reversed(self.match.steps[-1].events if self.match.steps else ()):
            if event.kind == "game_lost" and event.get("reason") == "death":
                return str(event.get("samurai"))
        return None

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        size = round(24 * s)
        y = area.top
        half = area.width // 2
        for text, colour in self.detail_lines():
            draw_text(surface, text, (area.left + round(10 * s), y), size, colour, colour == GOLD_BRIGHT)
            y += round(30 * s)
        x = area.left + half
        y = area.top
        draw_text(surface, t("spirit.over.wounds"), (x, y), round(20 * s), GOLD_DIM)
        y += round(28 * s)
        wounds = self.breakdown.get("wounds", {})
        assert isinstance(wounds, dict)
        fallen = self.fallen_samurai()
        for name, record in wounds.items():
            marks = [t("spirit.fallen")] if name == fallen else []
            if record.get("animal"):
                marks.append(t("spirit.animal"))
            if record.get("marker"):
                marks.append(t("spirit.wound"))
            text = labelled(name, ", ".join(marks) if marks else "—")
            draw_text(surface, text, (x, y), round(21 * s), INK if marks else INK_DIM)
            y += round(26 * s)
            if y > area.bottom - round(20 * s):
                break
