"""The end screen of Samurai Spirit: victory or defeat, the score out of 10 with the mode's
marks, and what made it (farms, families, wound markers, each samurai's state)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from scenes.game_over import GameOverScene
from scenes.kit.i18n import labelled, t
from scenes.kit.widgets import GOLD_BRIGHT, GOLD_DIM, INK, INK_DIM, draw_text

if TYPE_CHECKING:
    from scenes.app import App


class SpiritResults(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        if self.outcome is not None:  # the subtitle in the player's language, not the engine's
            self.outcome = replace(self.outcome, reason=self.score_line())

    def ending_sound(self) -> str:
        """The table's own chord for the team's victory or defeat, in place of the shared jingle
        (the two together clash); the same for a game of bots alone."""
        return "spirit/victory" if self.match.state.result == "win" else "spirit/defeat"

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

    def score_text(self, score: float) -> str:
        """Nothing: a win's score already stands under the headline, and a loss scores none."""
        return ""

    def detail_lines(self) -> list[tuple[str, tuple[int, int, int], str]]:
        """(text, colour, points): a win's score sheet, each line with the points it brings
        (farms, families, no wound marker), under the mode; a loss scores nothing, so its
        lines say what was left and bring no points. The headline's reason tells the score
        or the loss, so it is not repeated here."""
        b = self.breakdown
        won = b.get("result") == "win"
        mode = t(f"spirit.modes.{b.get('mode', 'normal')}")
        farms, families = int(b.get("farms", 0)), int(b.get("families", 0))  # type: ignore[call-overload]
        unhurt = int(b.get("no_wound_marker", 0))  # type: ignore[call-overload]
        lines = [
            (t("spirit.over.mode", mode=mode, mark=b.get("mark", "") or "-"), INK, ""),
            (t("spirit.over.farms", n=farms), INK, f"+{farms}" if won else ""),
            (t("spirit.over.families", n=families), INK, f"+{families}" if won else ""),
        ]
        if won:
            lines.append((t("spirit.over.unhurt" if unhurt else "spirit.over.hurt"), INK, f"+{unhurt}"))
        lines += [
            (t("spirit.over.barricades", n=b.get("barricades", 0), start=b.get("barricades_start", 0)), INK_DIM, ""),
            (t("spirit.over.rounds", n=b.get("rounds", 0)), INK_DIM, ""),
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
        points_x = area.left + half - round(30 * s)
        for text, colour, points in self.detail_lines():
            draw_text(surface, text, (area.left + round(10 * s), y), size, colour)
            if points:
                draw_text(surface, points, (points_x, y), size, GOLD_BRIGHT, True, "topright")
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
