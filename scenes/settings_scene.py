"""The settings screen: window mode, volumes, language, animation speed, text size and the
hot-seat confirmation. Every change is applied at once and saved: a volume once its slider is let go."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit.controls import Cycler, Slider, Toggle
from scenes.kit.i18n import register, t
from scenes.kit.screen import ScreenScene
from scenes.kit.settings import ANIMATION_SPEEDS, LANGUAGES, TEXT_SIZES, WINDOW_MODES
from scenes.kit.widgets import GOLD_BRIGHT, INK, INK_DIM, draw_panel, draw_text

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {
        "settings.title": "Settings",
        "settings.window": "Window", "settings.window.windowed": "In a window",
        "settings.window.fullscreen": "Full screen",
        "settings.music": "Music volume", "settings.effects": "Effects volume",
        "settings.language": "Language", "settings.lang.en": "English", "settings.lang.fr": "Français",
        "settings.speed": "Animation speed", "settings.speed.slow": "Slow", "settings.speed.normal": "Normal",
        "settings.speed.fast": "Fast", "settings.speed.instant": "Instant",
        "settings.text": "Text size", "settings.text.standard": "Standard", "settings.text.large": "Large",
        "settings.confirm": "Confirm before passing the turn",
        "settings.confirm_help": "Hot-seat: after your move, a last look (and a take-back) before the next person.",
        "settings.saved": "Saved automatically.",
    },
    "fr": {
        "settings.title": "Réglages",
        "settings.window": "Fenêtre", "settings.window.windowed": "Dans une fenêtre",
        "settings.window.fullscreen": "Plein écran",
        "settings.music": "Volume de la musique", "settings.effects": "Volume des effets",
        "settings.language": "Langue", "settings.lang.en": "English", "settings.lang.fr": "Français",
        "settings.speed": "Vitesse des animations", "settings.speed.slow": "Lente", "settings.speed.normal": "Normale",
        "settings.speed.fast": "Rapide", "settings.speed.instant": "Instantanée",
        "settings.text": "Taille du texte", "settings.text.standard": "Normale", "settings.text.large": "Grande",
        "settings.confirm": "Confirmer avant de passer la main",
        "settings.confirm_help": "Jeu à plusieurs sur un écran : un dernier regard (et une reprise) avant le suivant.",
        "settings.saved": "Enregistré automatiquement.",
    },
})


class SettingsScene(ScreenScene):
    title_key = "settings.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, int]] = []
        self._unsaved = False  # a volume dragged and not written to the settings file yet
        # the setting the keys change (Up and Down pick it, Left and Right change it), by its row;
        # None until a key is used, so the mouse sees no ring
        self.focus: int | None = None

    def settings_controls(self) -> list[Any]:
        """The controls a key can change, in their rows' order (the Back button is not one)."""
        return [control for control in self.controls if hasattr(control, "nudge")]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None  # the mouse took over: no ring left on a row it did not touch
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        return super().handle_event(event)

    def handle_key(self, event: pygame.event.Event) -> bool:
        rows = self.settings_controls()
        backwards = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            if self.focus is None:
                self.focus = len(rows) - 1 if backwards else 0
            else:
                self.focus = (self.focus + (-1 if backwards else 1)) % len(rows)
            return True
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_RETURN: 0, pygame.K_KP_ENTER: 0, pygame.K_SPACE: 0}
        if event.key in steps and self.focus is not None:
            rows[self.focus].nudge(steps[event.key])
            return True
        return False

    def _changed(self) -> None:
        self.app.apply_settings()

    def _setter(self, name: str) -> Callable[[Any], None]:
        def set_value(value: Any) -> None:
            if name == "window_mode":
                self.app.set_window_mode(value)
            else:
                setattr(self.app.settings, name, value)
            self._changed()
        return set_value

    def _volume(self, name: str) -> tuple[Callable[[float], None], Callable[[float], None]]:
        """A volume slider's two callbacks: every step of a drag is heard at once (the mixer
        takes the new level), but the settings file is written, and the effects' level is
        played as a sample, once, when the drag ends."""
        def follow(value: float) -> None:
            setattr(self.app.settings, name, value)
            self._unsaved = True
            self.app.audio.apply(self.app.settings)

        def settle(value: float) -> None:
            self._save_volumes()
            if name == "effects_volume":
                self.app.audio.play("token")
        return follow, settle

    def _save_volumes(self) -> None:
        if self._unsaved:
            self._unsaved = False
            self._changed()

    def exit(self) -> None:
        self._save_volumes()  # a drag the screen closed under (Esc while the button is down)
        super().exit()

    def build(self, size: tuple[int, int], s: float) -> None:
        w, h = size
        settings = self.app.settings
        self.panel = pygame.Rect(0, 0, round(min(w * 0.86, 900 * s)), round(500 * s))
        self.panel.midtop = (w // 2, round(120 * s))
        label_x = self.panel.left + round(40 * s)
        control_x = self.panel.left + round(self.panel.width * 0.5)
        control_w = self.panel.right - round(40 * s) - control_x
        row_h = round(66 * s)
        field_h = round(42 * s)
        y = self.panel.top + round(30 * s)
        self.rows = []
        self.label_x = label_x

        def row(key: str) -> pygame.Rect:
            nonlocal y
            self.rows.append((key, y + field_h // 2))
            rect = pygame.Rect(control_x, y, control_w, field_h)
            y += row_h
            return rect

        text = round(24 * s)
        self.controls.append(Cycler(row("settings.window"), WINDOW_MODES, WINDOW_MODES.index(settings.window_mode),
                                    self._setter("window_mode"), lambda v: t(f"settings.window.{v}"), text))
        slider_w = control_w - round(80 * s)
        for key in ("music", "effects"):
            rect = row(f"settings.{key}")
            follow, settle = self._volume(f"{key}_volume")
            self.controls.append(Slider(pygame.Rect(rect.left, rect.top, slider_w, rect.height),
                                        getattr(settings, f"{key}_volume"), follow, on_release=settle))
        self.controls.append(Cycler(row("settings.language"), LANGUAGES, LANGUAGES.index(settings.language),
                                    self._setter("language"), lambda v: t(f"settings.lang.{v}"), text))
        self.controls.append(Cycler(row("settings.speed"), ANIMATION_SPEEDS,
                                    ANIMATION_SPEEDS.index(settings.animation_speed),
                                    self._setter("animation_speed"), lambda v: t(f"settings.speed.{v}"), text))
        self.controls.append(Cycler(row("settings.text"), TEXT_SIZES, TEXT_SIZES.index(settings.text_size),
                                    self._setter("text_size"), lambda v: t(f"settings.text.{v}"), text))
        rect = row("settings.confirm")
        self.controls.append(Toggle(pygame.Rect(rect.left, rect.top + round(4 * s), round(72 * s), field_h - round(8 * s)),
                                    settings.confirm_pass_turn, self._setter("confirm_pass_turn")))
        self.help_y = y - round(20 * s)
        self.panel.height = y - self.panel.top + round(40 * s)

    def draw_content(self, surface: pygame.Surface, s: float) -> None:
        draw_panel(surface, self.panel, alpha=205)
        rows = self.settings_controls()
        if self.focus is not None and self.focus < len(rows):
            ring = rows[self.focus].rect.inflate(round(12 * s), round(10 * s))
            pygame.draw.rect(surface, GOLD_BRIGHT, ring, 2, border_radius=round(8 * s))
        for key, centre_y in self.rows:
            draw_text(surface, t(key), (self.label_x, centre_y), round(28 * s), INK, anchor="midleft")
        draw_text(surface, t("settings.confirm_help"), (self.label_x, self.help_y), round(20 * s), INK_DIM)
        w, h = surface.get_size()
        draw_text(surface, t("settings.saved"), (w / 2, self.panel.bottom + round(18 * s)), round(22 * s), INK_DIM,
                  anchor="midtop")
