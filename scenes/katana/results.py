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
from scenes.katana.texts import agreed, lang, out_of_honour_words, team_headline, team_label
from scenes.kit.i18n import t
from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    LACQUER,
    dim,
    draw_divider,
    draw_panel,
    fit_text,
    fitting_size,
    font,
    text_surface,
    ui_scale,
    wrap,
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
        for button in self.buttons:  # under the row, room for the line that tells the keys
            button.rect.bottom = self.panel.bottom - round(36 * s)
        # "Look at the table" sits at the right just above the row of buttons: the headline keeps
        # the whole width of the panel, however long it reads.
        assert self.peek_button is not None
        self.peek_button.rect.bottomright = (self.buttons[-1].rect.right,
                                             self.buttons[0].rect.top - round(12 * s))

    def headline_box(self) -> tuple[int, pygame.Rect]:
        """The headline's font size and where it lands: the largest size up to the design's that
        fits between the panel's margins whole (never cut)."""
        s = ui_scale(self._size or self.app.screen.get_size())
        room = self.panel.width - round(60 * s)
        size = fitting_size(self.headline(), round(50 * s), room)
        width, height = font(size, True).size(self.headline())
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (self.panel.centerx, self.panel.top + round(18 * s))
        return size, rect

    def headline(self) -> str:
        winners = self.outcome.winning_teams if self.outcome is not None else ()
        if not winners:
            return t("katana.over.nobody")
        return t("katana.over.winners", team=team_headline(winners[0], self.match.state.n))

    def reason(self) -> str:
        """Why the game ended and what decided the winner, in a sentence or two."""
        breakdown = self.breakdown
        rule = breakdown.get("rule", "highest_total")
        if rule == "victory_by_the_sword":
            name = self._name(breakdown["sword_seat"])
            return t("katana.over.reason.sword", name=name, last=agreed(name, "le seul", "la seule"))
        decided = t(f"katana.over.decided.{rule}")
        if breakdown.get("ending") == "sword" and breakdown.get("sword_seat", -1) >= 0:
            name = self._name(breakdown["sword_seat"])
            return t("katana.over.reason.sword_void", name=name, decided=decided,
                     last=agreed(name, "le seul", "la seule"))
        out = [self._name(seat) for seat in breakdown.get("out_of_honour", ())]
        if out:
            by = breakdown.get("honour_by", -1)
            dealt_by = self._name(by) if by >= 0 else ""
            told = out_of_honour_words(out, breakdown.get("honour_cause", ""), lang(), dealt_by)
            return t("katana.over.reason.honour_named", out=told, decided=decided)
        return t("katana.over.reason.honour", decided=decided)

    def _name(self, seat: int) -> str:
        return CHARACTER_BY_KEY[self.match.state.characters[seat]].name

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        if self.peeking:
            self.draw_peek_hint(surface)
            return
        dim(surface, 160)
        panel = self.panel
        draw_panel(surface, panel, alpha=246)
        winners = self.outcome.winning_teams if self.outcome is not None else ()
        colour = TEAM_COLOUR.get(winners[0], GOLD_BRIGHT) if winners else GOLD_BRIGHT
        size, box = self.headline_box()
        title = text_surface(self.headline(), size, colour, True)
        surface.blit(title, box)
        y = box.bottom + round(8 * s)
        draw_divider(surface, (panel.centerx, y), panel.width * 0.6)
        y += round(10 * s)
        for text in wrap(self.reason(), round(23 * s), panel.width - round(60 * s))[:2]:
            line = text_surface(text, round(23 * s), INK)
            surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
            y += line.get_height()
        y += round(12 * s)
        bottom = self.peek_button.rect.top if self.peek_button is not None else self.buttons[0].rect.top
        area = pygame.Rect(panel.left + round(30 * s), y, panel.width - round(60 * s), bottom - y - round(8 * s))
        self.draw_details(surface, area, s)
        for button in self.buttons:
            button.draw(surface)
        if self.peek_button is not None:
            self.peek_button.draw(surface)
        self.draw_key_hint(surface, s)

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
            line = t("katana.over.team_line", team=team_label(team, self.match.state.n), total=total)
            text = text_surface(line, round(23 * s),
                                TEAM_COLOUR.get(team, INK) if won else INK_DIM, won)
            surface.blit(text, (x, y))
            x += text.get_width() + round(26 * s)
        lost = self.breakdown.get("lost_blade_seat", -1)
        if lost is not None and lost >= 0:
            name = CHARACTER_BY_KEY[self.match.state.characters[lost]].name
            words = t("katana.over.lost_blade", name=name, fallen=agreed(name, "tombé", "tombée"))
            text = text_surface(words, round(21 * s), INK_DIM)
            surface.blit(text, (area.left, y + round(28 * s)))
