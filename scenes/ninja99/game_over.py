"""The end screen of a 99 Ninja game: the kit's end scene, with the result told in players'
names and a clan-by-clan table in place of the raw breakdown (who led which track, the
positive totals, the Daimyo tokens, and which rule decided)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.ninja99.data import CLANS
from scenes.game_over import GameOverScene, format_number
from scenes.kit.i18n import language
from scenes.kit.widgets import GOLD, GOLD_DIM, INK, INK_DIM, broken_name, draw_text, fitting_size, font
from scenes.ninja99.look import AUTOMATON_LIGHT, CLAN_ART, SEAT_LIGHT
from scenes.ninja99.texts import side_name, t

if TYPE_CHECKING:
    from game.core.match import Match
    from scenes.app import App

RULE_KEYS = {"majority": "n99.rule.majority", "total": "n99.rule.total", "tokens": "n99.rule.tokens",
             "draw": "n99.rule.draw"}


class NinjaGameOver(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        outcome = self.outcome
        if outcome is None:
            return
        breakdown = dict(outcome.breakdown)
        self.keys = list(breakdown.get("scores", {}))  # "seat1", then "seat2" or "automaton"
        rule = str(breakdown.get("rule", "draw"))
        solo = len(match.seats) == 1
        names = [match.seats[0].name, side_name(2, language()) if solo else match.seats[1].name]
        self.names = names
        # The engine names sides "seat1"/"seat2" as teams; players read names. In solo the
        # automaton, which has no seat, can only win as a "team".
        teams = (names[1],) if solo and not outcome.winners and rule != "draw" else ()
        self.outcome = replace(outcome, teams=(), winning_teams=teams, reason=t(RULE_KEYS.get(rule, "n99.rule.draw")))

    def headline(self) -> str:
        if self.outcome is not None and self.outcome.winning_teams:  # solo: the automaton, one winner
            return t("over.win_one", names=self.outcome.winning_teams[0])
        return super().headline()

    def rows(self) -> list[tuple[int, str, str, str, bool]]:
        """The kit's rows, and in solo the automaton's too (it has no seat), each with its positive
        total, ranked as the rules decide: tracks led with a positive score, then positive total,
        then Daimyo tokens (the winner first, even with the lower total)."""
        rows = super().rows()
        if self.outcome is None:
            return rows
        data = self.outcome.breakdown
        if len(self.match.seats) == 1:
            total = data.get("positive_totals", {}).get("automaton", 0)
            rows.append((-1, self.names[1], "", format_number(total), bool(self.outcome.winning_teams)))

        def rank(row: tuple[int, str, str, str, bool]) -> tuple[bool, float, float, float]:
            key = "automaton" if row[0] < 0 else f"seat{row[0] + 1}"
            return (row[4], *(float(data.get(field, {}).get(key, 0))
                              for field in ("positive_clans", "positive_totals", "daimyo_tokens")))

        return sorted(rows, key=rank, reverse=True)

    def score_text(self, score: float) -> str:
        """Solo: both positive totals, plainly (the engine's score is their difference, which
        reads as a loss under a win on two tracks)."""
        totals = self.outcome.breakdown.get("positive_totals", {}) if self.outcome is not None else {}
        return t("n99.solo_totals", mine=format_number(totals.get("seat1", 0)),
                 its=format_number(totals.get("automaton", 0)))

    def draw_breakdown(self, surface: pygame.Surface, box: pygame.Rect, s: float) -> None:
        """Clan by clan: each side's score on the three tracks, positives in gold."""
        assert self.outcome is not None
        data = self.outcome.breakdown
        scores = data.get("scores", {})
        size = round(21 * s)
        icon = round(26 * s)
        col_w = (box.width - round(110 * s)) // 2
        draw_text(surface, t("n99.over.tracks"), (box.left, box.top), round(20 * s), GOLD_DIM)
        y = box.top + round(30 * s)
        # A column's head keeps to its column (two long names ran into one word): both heads take
        # a smaller size together, then break after a hyphen or a space, before a name is cut.
        room = col_w - round(8 * s)
        head_size = min(fitting_size(name, size, room, smallest=round(15 * s)) for name in self.names[:2])
        heads = [broken_name(name, head_size, room) for name in self.names[:2]]
        line_h = font(head_size, True).get_linesize()
        for k, lines in enumerate(heads):
            x = box.left + round(110 * s) + k * col_w
            colour = AUTOMATON_LIGHT if k == 1 and len(self.match.seats) == 1 else SEAT_LIGHT[k]
            for row, line in enumerate(lines):
                draw_text(surface, line, (x + col_w // 2, y + (size - head_size) // 2 + row * line_h), head_size,
                          colour, True, "midtop")
        y += round(30 * s) + (max(len(lines) for lines in heads) - 1) * line_h
        for clan in CLANS:
            surface.blit(self.app.assets.image(CLAN_ART[clan], (icon, icon)), (box.left, y))
            for k, key in enumerate(self.keys[:2]):
                value = int(scores.get(key, {}).get(clan, 0))
                x = box.left + round(110 * s) + k * col_w
                draw_text(surface, f"{value:+d}", (x + col_w // 2, y + icon // 2), size, GOLD if value > 0 else INK_DIM,
                          value > 0, "center")
            y += icon + round(6 * s)
        y += round(6 * s)
        for label, field in (("n99.over.positive", "positive_clans"), ("n99.over.total", "positive_totals"),
                             ("n99.over.tokens", "daimyo_tokens")):
            draw_text(surface, t(label), (box.left, y), round(18 * s), INK_DIM)
            for k, key in enumerate(self.keys[:2]):
                x = box.left + round(110 * s) + k * col_w
                draw_text(surface, str(data.get(field, {}).get(key, 0)), (x + col_w // 2, y), round(18 * s), INK,
                          anchor="midtop")
            y += round(24 * s)
