"""The end of a Katana game: the winning team, the scoring table and the team totals.

Shown over the table once every role has turned face up. It is the shared end screen (New
game, Rematch, Save record, Menu) with Katana's own headline and score table: each line is the
engine's breakdown (honour, multiplier, Daimyo, lost blade, score), then the team totals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match
from game.katana.cards import CHARACTER_BY_KEY
from scenes.game_over import GameOverScene
from scenes.katana.sounds import play_sound
from scenes.kit.i18n import t
from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    LACQUER,
    Button,
    dim,
    draw_divider,
    draw_panel,
    fit_text,
    text_surface,
    ui_scale,
)

if TYPE_CHECKING:
    from scenes.app import App

TEAM_COLOUR = {"shogun": GOLD_BRIGHT, "ninja": (160, 180, 236), "ronin": (214, 214, 220)}
COLUMNS = (("player", 0.0, "midleft"), ("role", 0.34, "midleft"), ("honour", 0.56, "center"),
           ("multiplier", 0.65, "center"), ("daimyo", 0.75, "center"), ("lost_blade", 0.86, "center"),
           ("total", 1.0, "midright"))


class KatanaResults(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        assert self.outcome is not None, "the results are shown only for a finished game"
        self.breakdown: dict[str, Any] = dict(self.outcome.breakdown)
        self.peeking = False  # "look at the table": the panel steps aside until the next click
        self.peek_button: Button | None = None

    def enter(self) -> None:
        """Katana's own fanfare when the people at the screen won (or only bots played)."""
        self.layout(self.app.screen.get_size())
        humans = {i for i, seat in enumerate(self.match.seats) if seat.is_human}
        won = self.outcome is not None and (not humans or humans & set(self.outcome.winners))
        if won:
            play_sound(self.app, "victory")
        else:
            self.app.audio.play("lose")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = ui_scale(size)
        self.panel.height = round(min(size[1] * 0.94, 640 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        for button in self.buttons:
            button.rect.bottom = self.panel.bottom - round(20 * s)
        rect = pygame.Rect(0, 0, round(190 * s), round(34 * s))
        rect.topright = (self.panel.right - round(14 * s), self.panel.top + round(14 * s))
        self.peek_button = Button(rect, t("katana.over.look"), self._peek, size=round(20 * s))

    def _peek(self) -> None:
        self.peeking = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.peeking:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.peeking = False
            return True
        if self.peek_button is not None and self.peek_button.handle_event(event):
            return True
        return super().handle_event(event)

    def headline(self) -> str:
        winners = self.outcome.winning_teams if self.outcome is not None else ()
        if not winners:
            return t("katana.over.nobody")
        return t("katana.over.winners", team=t(f"katana.over.team.{winners[0]}"))

    def reason(self) -> str:
        if self.breakdown.get("ending") == "sword" and self.breakdown.get("sword_seat", -1) >= 0:
            seat = self.breakdown["sword_seat"]
            return t("katana.over.reason.sword", name=CHARACTER_BY_KEY[self.match.state.characters[seat]].name)
        return t("katana.over.reason.honour")

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        if self.peeking:
            hint = text_surface(t("katana.browse.close"), round(24 * s), GOLD, True)
            box = hint.get_rect(midtop=(surface.get_width() // 2, round(10 * s))).inflate(round(20 * s), round(8 * s))
            draw_panel(surface, box, alpha=230)
            surface.blit(hint, hint.get_rect(center=box.center))
            return
        dim(surface, 160)
        panel = self.panel
        draw_panel(surface, panel, alpha=246)
        winners = self.outcome.winning_teams if self.outcome is not None else ()
        colour = TEAM_COLOUR.get(winners[0], GOLD_BRIGHT) if winners else GOLD_BRIGHT
        title = text_surface(fit_text(self.headline(), round(50 * s), panel.width - round(260 * s), True),
                             round(50 * s), colour, True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.top + round(18 * s))))
        y = panel.top + round(18 * s) + title.get_height() + round(8 * s)
        draw_divider(surface, (panel.centerx, y), panel.width * 0.6)
        y += round(10 * s)
        line = text_surface(self.reason(), round(23 * s), INK)
        surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
        y += line.get_height() + round(12 * s)
        area = pygame.Rect(panel.left + round(30 * s), y, panel.width - round(60 * s),
                           self.buttons[0].rect.top - y - round(12 * s))
        self.draw_details(surface, area, s)
        for button in self.buttons:
            button.draw(surface)
        if self.peek_button is not None:
            self.peek_button.draw(surface)

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """One line per player, the winning team's lines lit, then the team totals."""
        assert self.outcome is not None
        xs = {name: area.left + round(area.width * at) for name, at, _ in COLUMNS}
        anchors = {name: anchor for name, _, anchor in COLUMNS}
        head = round(20 * s)
        row_h = round(30 * s)
        y = area.top + head // 2
        for name, _, anchor in COLUMNS:
            text = text_surface(t(f"katana.over.col.{name}"), head, GOLD_DIM, True)
            surface.blit(text, text.get_rect(**{anchor: (xs[name], y)}))
        y += round(18 * s)
        winners = set(self.outcome.winners)
        size = round(23 * s)
        for line in self.breakdown.get("seats", []):
            seat = line["seat"]
            won = seat in winners
            band = pygame.Rect(area.left - round(8 * s), y, area.width + round(16 * s), row_h - round(3 * s))
            pygame.draw.rect(surface, (70, 52, 30) if won else LACQUER, band, border_radius=6)
            values = {
                "player": f"{CHARACTER_BY_KEY[line['character']].name} · {self.match.seats[seat].name}",
                "role": t(f"katana.role.{line['role']}") + (f" {'★' * line['stars']}" if line.get("stars") else ""),
                "honour": str(line["honour"]), "multiplier": f"×{line['multiplier']}",
                "daimyo": f"+{line['daimyo']}" if line["daimyo"] else "–",
                "lost_blade": str(line["lost_blade"]) if line["lost_blade"] else "–",
                "total": str(line["score"]),
            }
            colour = TEAM_COLOUR.get(line["team"], INK) if won else INK
            for name, _, _ in COLUMNS:
                width = round(area.width * 0.33) if name == "player" else round(area.width * 0.2)
                text = text_surface(fit_text(values[name], size, width, name in ("player", "total")), size, colour,
                                    name in ("player", "total"))
                surface.blit(text, text.get_rect(**{anchors[name]: (xs[name], band.centery)}))
            y += row_h
        y += round(8 * s)
        totals: dict[str, int] = dict(self.breakdown.get("teams", {}))
        label = text_surface(t("katana.over.team_total"), round(22 * s), GOLD, True)
        surface.blit(label, (area.left, y))
        x = area.left + label.get_width() + round(24 * s)
        for team, total in totals.items():
            won = team in self.outcome.winning_teams
            text = text_surface(f"{t(f'katana.team.{team}')}: {total}", round(23 * s),
                                TEAM_COLOUR.get(team, INK) if won else INK_DIM, won)
            surface.blit(text, (x, y))
            x += text.get_width() + round(26 * s)
        lost = self.breakdown.get("lost_blade_seat", -1)
        if lost is not None and lost >= 0:
            name = CHARACTER_BY_KEY[self.match.state.characters[lost]].name
            text = text_surface(t("katana.over.lost_blade", name=name), round(21 * s), INK_DIM)
            surface.blit(text, (area.left, y + round(28 * s)))
