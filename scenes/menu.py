"""The main menu: the playable games with their pitch and player counts, Continue, Settings,
Quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import games
from scenes.kit.i18n import language, register, t
from scenes.kit.screen import ScreenScene
from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    PANEL,
    PANEL_HOVER,
    Button,
    draw_divider,
    draw_panel,
    draw_text,
    font,
    press_primary,
    ui_scale,
    wrap,
)
from scenes.tables import has_table

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {
        "menu.title": "Samurai Table",
        "menu.tagline": "Four games of honour and cunning, one table",
        "menu.choose": "Choose a game",
        "menu.continue": "Continue",
        "menu.continue_detail": "{game} · moves played: {moves}",
        "menu.no_save": "No game in progress",
        "menu.settings": "Settings",
        "menu.quit": "Quit",
        "menu.players": "{low}–{high} players",
        "menu.players_one": "{low} player",
        "menu.players_same": "{low} players",
        "menu.solo_or": "solo or {low}–{high} players",
        "menu.solo_or_two": "solo or 2 players",
        "menu.coop": "cooperative",
        "menu.none": "No table is installed in this build yet.",
        "menu.save_broken": "The saved game could not be opened.",
        "menu.hint": "F11: full screen · Esc on a table: pause",
    },
    "fr": {
        "menu.title": "Samurai Table",
        "menu.tagline": "Quatre jeux d'honneur et de ruse, une seule table",
        "menu.choose": "Choisissez un jeu",
        "menu.continue": "Reprendre",
        "menu.continue_detail": "{game} · coups joués : {moves}",
        "menu.no_save": "Aucune partie en cours",
        "menu.settings": "Réglages",
        "menu.quit": "Quitter",
        "menu.players": "{low} à {high} joueurs",
        "menu.players_one": "{low} joueur",
        "menu.players_same": "{low} joueurs",
        "menu.solo_or": "en solo ou de {low} à {high} joueurs",
        "menu.solo_or_two": "en solo ou à 2",
        "menu.coop": "coopératif",
        "menu.none": "Aucune table n'est encore installée dans cette version.",
        "menu.save_broken": "La partie enregistrée n'a pas pu être ouverte.",
        "menu.hint": "F11 : plein écran · Échap sur une table : pause",
    },
})


def players_text(game: Any) -> str:
    low, high = game.min_seats, game.max_seats
    if low == high:
        return t("menu.players_one" if low == 1 else "menu.players_same", low=low)
    if low == 1:
        return t("menu.solo_or", low=2, high=high) if high > 2 else t("menu.solo_or_two")
    return t("menu.players", low=low, high=high)


def playable_games() -> list[Any]:
    """Registered games that have a table to play them on, in menu order."""
    return [game for game_id, game in games().items() if has_table(game_id)]


@dataclass
class GameCard:
    """A game in the menu's list: click it to set up a match."""

    rect: pygame.Rect
    game: Any
    on_click: Callable[[], None]
    scale: float
    icon: pygame.Surface | None = None
    art: pygame.Surface | None = None  # the game's own picture, ``art/<game>/menu.svg``
    hovered: bool = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.rect
        draw_panel(surface, rect, PANEL_HOVER if self.hovered else PANEL,
                   GOLD_BRIGHT if self.hovered else GOLD_DIM, alpha=235 if self.hovered else 215)
        if self.hovered:
            pygame.draw.rect(surface, GOLD, pygame.Rect(rect.left + 6, rect.top + 12, 4, rect.height - 24),
                             border_radius=2)
        pad = round(22 * s)
        left = rect.left + pad
        if self.art is not None:
            surface.blit(self.art, self.art.get_rect(midleft=(left, rect.centery)))
            left += self.art.get_width() + pad
        draw_text(surface, self.game.title, (left, rect.top + round(12 * s)), round(40 * s),
                  GOLD_BRIGHT if self.hovered else GOLD, True, serif=True)
        right = rect.right - pad
        count = players_text(self.game)
        if self.game.cooperative:
            count = f"{count} · {t('menu.coop')}"
        label = draw_text(surface, count, (right, rect.top + round(18 * s)), round(22 * s), INK_DIM,
                          anchor="topright")
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(midright=(label.left - round(8 * s), label.centery)))
        pitch = self.game.pitch.get(language()) or self.game.pitch.get("en", "")
        size = round(24 * s)
        y = rect.top + round(58 * s)
        line_h = font(size).get_linesize()
        for line in wrap(pitch, size, rect.right - pad - left)[:2]:
            draw_text(surface, line, (left, y), size, INK)
            y += line_h


class MenuScene(ScreenScene):
    has_back = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.save_info: str | None = None
        self._cards_left, self._cards_w = 0, 0  # the games' column, laid out by build

    def enter(self) -> None:
        self.app.audio.play_music()
        super().enter()

    def resume(self) -> None:
        self.app.audio.play_music()
        super().resume()

    def _read_save_info(self) -> str | None:
        summary = self.app.autosave_summary()
        if summary is None:
            return None
        return t("menu.continue_detail", game=summary[0], moves=summary[1])

    def build(self, size: tuple[int, int], s: float) -> None:
        w, h = size
        self.save_info = self._read_save_info()
        left = round(w * 0.06)
        column = round(380 * s)
        bh = round(56 * s)
        gap = round(16 * s)
        y = round(h * 0.56)
        sound = self.app.audio.play
        entries: list[tuple[str, str, Callable[[], None], bool]] = [
            ("menu.continue", "ui/icon_continue", self.continue_game, self.save_info is not None),
            ("menu.settings", "ui/icon_settings", self.open_settings, True),
            ("menu.quit", "ui/icon_quit", self.quit, True),
        ]
        for key, icon, action, enabled in entries:
            rect = pygame.Rect(left, y, column, bh)
            self.controls.append(Button(rect, t(key), action, enabled=enabled, size=round(30 * s),
                                        icon=self.icon(icon, 30), on_sound=sound,
                                        primary=key == "menu.continue" and enabled))
            y += bh + gap + (round(18 * s) if key == "menu.continue" else 0)
        cards_left = left + column + round(70 * s)
        cards_w = w - cards_left - left
        card_h = round(118 * s)
        y = round(126 * s)
        players = self.icon("ui/icon_players", 24, GOLD_DIM)
        for game in playable_games():
            rect = pygame.Rect(cards_left, y, cards_w, card_h)
            art = None
            if self.app.assets.exists(f"{game.id}/menu"):
                art = self.app.assets.image(f"{game.id}/menu", (card_h - round(24 * s), card_h - round(24 * s)))
            self.controls.append(GameCard(rect, game, self._setup(game), s, players, art))
            y += card_h + round(16 * s)
        self._cards_left = cards_left
        self._cards_w = cards_w
        self._left = left
        self._column = column

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """Messages ("Game saved", a save set aside) show at the top of the games' column, above
        its heading, where they hide no game's name and no button."""
        return self._cards_left + self._cards_w / 2, round(8 * ui_scale(size))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return press_primary(event, self.controls) or super().handle_event(event)

    def _setup(self, game: Any) -> Callable[[], None]:
        def open_setup() -> None:
            from scenes.setup import SetupScene

            self.app.audio.play("click")
            self.app.stack.push(SetupScene(self.app, game))
        return open_setup

    def continue_game(self) -> None:
        match = self.app.load_autosave()
        if match is None or not has_table(match.game.id):
            self.app.toast(t("menu.save_broken"))
            self.rebuild()
            return
        self.app.stack.push(self.app.table_for(match))

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def draw_content(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        left, column = self._left, self._column
        centre = left + column / 2
        emblem = self.app.assets.scaled("ui/emblem", (190, 190))
        surface.blit(emblem, emblem.get_rect(midtop=(round(centre), round(40 * s))))
        draw_text(surface, t("menu.title"), (centre, 250 * s), round(78 * s), GOLD, True, "midtop", serif=True,
                  shadow=True)
        draw_divider(surface, (centre, 318 * s), column * 0.9)
        for i, line in enumerate(wrap(t("menu.tagline"), round(26 * s), column)):
            draw_text(surface, line, (centre, 332 * s + i * font(round(26 * s)).get_linesize()), round(26 * s),
                      INK_DIM, anchor="midtop")
        cont = self.controls[0]
        detail = self.save_info if self.save_info else t("menu.no_save")
        draw_text(surface, detail, (cont.rect.centerx, cont.rect.bottom + round(6 * s)), round(20 * s), INK_DIM,
                  anchor="midtop")
        draw_text(surface, t("menu.choose"), (self._cards_left, 92 * s), round(34 * s), INK, True, "bottomleft",
                  serif=True)
        pygame.draw.line(surface, GOLD_DIM, (self._cards_left, round(104 * s)),
                         (self._cards_left + self._cards_w, round(104 * s)))
        if not playable_games():
            draw_text(surface, t("menu.none"), (self._cards_left, 126 * s), round(26 * s), INK_DIM)
        draw_text(surface, t("menu.hint"), (w - 24 * s, h - 16 * s), round(20 * s), INK_DIM, anchor="bottomright")
