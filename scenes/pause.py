"""The pause menu over a table (Esc): resume, rules, settings, save and quit to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.game_over import moves_count
from scenes.kit.i18n import register, t
from scenes.kit.scene import Scene
from scenes.kit.widgets import (
    GOLD,
    INK_DIM,
    Button,
    dim,
    draw_divider,
    draw_panel,
    draw_text,
    press_primary,
    ui_scale,
)

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.kit.table import TableScene

register({
    "en": {"pause.title": "Paused", "pause.resume": "Resume", "pause.rules": "Rules",
           "pause.settings": "Settings", "pause.save_quit": "Save and quit to menu",
           "pause.quit_replay": "Leave the replay", "pause.saved": "Game saved: Continue picks it up from the menu.",
           "pause.seed": "{game} · seed {seed} · {count}"},
    "fr": {"pause.title": "Pause", "pause.resume": "Reprendre", "pause.rules": "Règles",
           "pause.settings": "Réglages", "pause.save_quit": "Enregistrer et revenir au menu",
           "pause.quit_replay": "Quitter la relecture",
           "pause.saved": "Partie enregistrée : « Reprendre » la relance depuis le menu.",
           "pause.seed": "{game} · graine {seed} · {count}"},
})


class PauseScene(Scene):
    opaque = False
    blocks_input = True

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list[Button] = []
        self._size: tuple[int, int] | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        self._size = size
        s = ui_scale(size)
        entries = [("pause.resume", "ui/icon_resume", self.resume_game),
                   ("pause.rules", "ui/icon_rules", self.open_rules),
                   ("pause.settings", "ui/icon_settings", self.open_settings)]
        if self.table.script is None:
            entries.append(("pause.save_quit", "ui/icon_save", self.save_and_quit))
        else:
            entries.append(("pause.quit_replay", "ui/icon_back", self.save_and_quit))
        bw, bh, gap = round(400 * s), round(54 * s), round(14 * s)
        self.panel = pygame.Rect(0, 0, bw + round(80 * s), round(120 * s) + len(entries) * (bh + gap) + round(16 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.top + round(120 * s)
        self.buttons = []
        for index, (key, icon, action) in enumerate(entries):
            rect = pygame.Rect(0, y, bw, bh)
            rect.centerx = self.panel.centerx
            picture = self.app.assets.image(icon, (round(28 * s), round(28 * s)), GOLD)
            self.buttons.append(Button(rect, t(key), action, size=round(28 * s), primary=index == 0, icon=picture,
                                       on_sound=self.app.audio.play))
            y += bh + gap

    def enter(self) -> None:
        self.layout(self.app.screen.get_size())

    def resume(self) -> None:
        self.layout(self.app.screen.get_size())  # the language may have changed in Settings

    def resume_game(self) -> None:
        self.app.stack.pop(self)

    def open_rules(self) -> None:
        from scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.match.game))

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def save_and_quit(self) -> None:
        from scenes.menu import MenuScene

        if self.table.script is None and not self.table.match.finished:
            self.table.autosave()
            self.app.flush_saves()
            self.app.toast(t("pause.saved"))
        self.app.stack.clear_to(MenuScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if press_primary(event, self.buttons):
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=245)
        draw_text(surface, t("pause.title"), (self.panel.centerx, self.panel.top + round(22 * s)), round(52 * s),
                  GOLD, True, "midtop", serif=True)
        draw_divider(surface, (self.panel.centerx, self.panel.top + round(84 * s)), self.panel.width * 0.6)
        match = self.table.match
        count = moves_count(len(match.steps))
        draw_text(surface, t("pause.seed", game=match.game.title, seed=match.seed, count=count),
                  (self.panel.centerx, self.panel.top + round(94 * s)), round(20 * s), INK_DIM, anchor="midtop")
        for button in self.buttons:
            button.draw(surface)
