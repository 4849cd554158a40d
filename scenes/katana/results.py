"""The end of a Katana game: the scoring table, the winning team, and what to do next.

Shown over the table once every role has turned face up. Each line is the engine's own
breakdown (honour, multiplier, Daimyo, lost blade, score) with the team totals under it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match
from game.katana.cards import CHARACTER_BY_KEY
from scenes.katana.sounds import play_sound
from scenes.kit.i18n import t
from scenes.kit.scene import Scene
from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    Button,
    dim,
    draw_panel,
    text_surface,
    ui_scale,
)

if TYPE_CHECKING:
    from scenes.app import App

TEAM_COLOUR = {"shogun": GOLD_BRIGHT, "ninja": (150, 170, 230), "ronin": (200, 200, 206)}


class KatanaResults(Scene):
    opaque = False
    blocks_input = True

    def __init__(self, app: App, match: Match, table: Any = None) -> None:
        super().__init__(app)
        self.match = match
        self.table = table
        outcome = match.game.outcome(match.state)
        assert outcome is not None, "the results are shown only for a finished game"
        self.outcome = outcome
        self.breakdown: dict[str, Any] = dict(outcome.breakdown)
        self.peeking = False  # "look at the table": the panel steps aside until the next click
        self.buttons: list[Button] = []
        self._built_for: tuple[int, int] | None = None
        self.chosen = ""  # what the player picked last (read by tests)

    def enter(self) -> None:
        play_sound(self.app, "victory")

    # -- choices ---------------------------------------------------------------------------
    def new_game(self) -> None:
        self.chosen = "new_game"
        try:
            from scenes.setup import SetupScene  # the kit's setup screen, when the build has it
        except ImportError:
            self.menu()
            return
        self._to_menu_then(lambda menu: self.app.stack.push(SetupScene(self.app, self.match.game.id)))

    def rematch(self) -> None:
        """Same seats and options, a fresh shuffle."""
        self.chosen = "rematch"
        from scenes.app import PlayRequest

        seed = random.SystemRandom().randrange(1, 1_000_000)
        request = PlayRequest(self.match.game.id, list(self.match.seats), seed, dict(self.match.options))
        self._to_menu_then(lambda menu: self.app.start_match(request))

    def menu(self) -> None:
        self.chosen = "menu"
        self._to_menu_then(lambda menu: None)

    def _to_menu_then(self, then: Any) -> None:
        try:
            from scenes.menu import MenuScene
        except ImportError:
            self.app.stack.pop(self.table)
            then(None)
            return
        menu = MenuScene(self.app)
        self.app.stack.clear_to(menu)
        then(menu)

    # -- layout ----------------------------------------------------------------------------
    def _build(self, size: tuple[int, int]) -> None:
        if self._built_for == size:
            return
        self._built_for = size
        s = ui_scale(size)
        w, h = size
        labels = [(t("katana.over.new_game"), self.new_game, False), (t("katana.over.rematch"), self.rematch, True),
                  (t("katana.over.menu"), self.menu, False), (t("katana.over.look"), self._peek, False)]
        bw, bh, gap = round(190 * s), round(46 * s), round(14 * s)
        total = len(labels) * bw + (len(labels) - 1) * gap
        left = (w - total) // 2
        y = round(h - 86 * s)
        self.buttons = [Button(pygame.Rect(left + i * (bw + gap), y, bw, bh), label, action, size=round(26 * s),
                               primary=primary, on_sound=getattr(self.app, "audio", None) and self.app.audio.play)
                        for i, (label, action, primary) in enumerate(labels)]

    def _peek(self) -> None:
        self.peeking = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.peeking:
            if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN:
                self.peeking = False
            return True
        self._build(self.app.screen.get_size())
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return True

    # -- drawing ---------------------------------------------------------------------------
    def team_name(self, team: str) -> str:
        return t(f"katana.over.team.{team}")

    def draw(self, surface: pygame.Surface) -> None:
        if self.peeking:
            hint = text_surface(t("katana.browse.close"), round(22 * ui_scale(surface.get_size())), GOLD)
            surface.blit(hint, hint.get_rect(midtop=(surface.get_width() // 2, 8)))
            return
        size = surface.get_size()
        self._build(size)
        s = ui_scale(size)
        dim(surface, 170)
        w, h = size
        panel = pygame.Rect(0, 0, min(w - round(40 * s), round(900 * s)), h - round(130 * s))
        panel.midtop = (w // 2, round(18 * s))
        draw_panel(surface, panel, alpha=246)
        y = panel.top + round(16 * s)
        winners = self.outcome.winning_teams
        title = (t("katana.over.winners", team=self.team_name(winners[0])) if winners else t("katana.over.nobody"))
        colour = TEAM_COLOUR.get(winners[0], GOLD) if winners else GOLD
        heading = text_surface(title, round(44 * s), colour, True)
        surface.blit(heading, heading.get_rect(midtop=(w // 2, y)))
        y += heading.get_height() + round(4 * s)
        reason = self._reason_text()
        line = text_surface(reason, round(22 * s), INK_DIM)
        surface.blit(line, line.get_rect(midtop=(w // 2, y)))
        y += line.get_height() + round(14 * s)
        y = self._draw_table(surface, panel, y, s)
        self._draw_teams(surface, panel, y + round(10 * s), s)
        for button in self.buttons:
            button.draw(surface)

    def _reason_text(self) -> str:
        if self.breakdown.get("ending") == "sword" and self.breakdown.get("sword_seat", -1) >= 0:
            seat = self.breakdown["sword_seat"]
            return t("katana.over.reason.sword", name=CHARACTER_BY_KEY[self.match.state.characters[seat]].name)
        return t("katana.over.reason.honour")

    def _columns(self, panel: pygame.Rect, s: float) -> list[tuple[str, int, str]]:
        left = panel.left + round(24 * s)
        right = panel.right - round(24 * s)
        span = right - left
        spec = [("player", 0.0, "topleft"), ("role", 0.36, "topleft"), ("honour", 0.56, "midtop"),
                ("multiplier", 0.65, "midtop"), ("daimyo", 0.75, "midtop"), ("lost_blade", 0.86, "midtop"),
                ("total", 1.0, "topright")]
        return [(name, left + round(span * at), anchor) for name, at, anchor in spec]

    def _draw_table(self, surface: pygame.Surface, panel: pygame.Rect, y: int, s: float) -> int:
        columns = self._columns(panel, s)
        head_size, row_size = round(22 * s), round(24 * s)
        for name, x, anchor in columns:
            label = t(f"katana.over.col.{name}")
            text = text_surface(label, head_size, GOLD, True)
            surface.blit(text, text.get_rect(**{anchor: (x, y)}))
        y += round(30 * s)
        pygame.draw.line(surface, GOLD_DIM, (panel.left + round(20 * s), y - 4), (panel.right - round(20 * s), y - 4))
        winners = set(self.outcome.winners)
        for line in self.breakdown.get("seats", []):
            seat = line["seat"]
            name = f"{CHARACTER_BY_KEY[line['character']].name} · {self.match.seats[seat].name}"
            role = t(f"katana.role.{line['role']}") + (f" {'★' * line['stars']}" if line.get("stars") else "")
            values = {
                "player": name, "role": role, "honour": str(line["honour"]),
                "multiplier": f"×{line['multiplier']}", "daimyo": f"+{line['daimyo']}" if line["daimyo"] else "–",
                "lost_blade": str(line["lost_blade"]) if line["lost_blade"] else "–", "total": str(line["score"]),
            }
            colour = TEAM_COLOUR.get(line["team"], INK) if seat in winners else INK
            for col, x, anchor in columns:
                text = text_surface(values[col], row_size, colour, col in ("player", "total"))
                surface.blit(text, text.get_rect(**{anchor: (x, y)}))
            y += round(32 * s)
        return y

    def _draw_teams(self, surface: pygame.Surface, panel: pygame.Rect, y: int, s: float) -> None:
        teams: dict[str, int] = dict(self.breakdown.get("teams", {}))
        heading = text_surface(t("katana.over.team_total"), round(24 * s), GOLD, True)
        surface.blit(heading, (panel.left + round(24 * s), y))
        y += heading.get_height() + round(6 * s)
        x = panel.left + round(24 * s)
        for team, total in teams.items():
            won = team in self.outcome.winning_teams
            text = text_surface(f"{self.team_name(team)}: {total}", round(26 * s),
                                TEAM_COLOUR.get(team, INK) if won else INK_DIM, won)
            surface.blit(text, (x, y))
            x += text.get_width() + round(36 * s)
        lost = self.breakdown.get("lost_blade_seat", -1)
        if lost is not None and lost >= 0:
            y += round(36 * s)
            name = CHARACTER_BY_KEY[self.match.state.characters[lost]].name
            text = text_surface(t("katana.over.lost_blade", name=name), round(22 * s), INK)
            surface.blit(text, (panel.left + round(24 * s), y))
