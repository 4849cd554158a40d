"""The rules help of a game, in the current language, in a scrolling column. The text comes
from the table package's ``rules_text(lang)``; short markup: a line starting with "# " is a
heading, "- " a bullet, a blank line a paragraph break."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit.i18n import language, register, t
from scenes.kit.screen import ScreenScene
from scenes.kit.widgets import GOLD, GOLD_DIM, INK, INK_DIM, draw_panel, draw_text, font, wrap
from scenes.tables import has_undo_key, rules_text

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {"rules.title": "Rules of {game}", "rules.none": "{game}: {pitch}\n\nThis table has no rules summary yet.",
           "rules.scroll": "Mouse wheel, arrows or Page Up/Down to scroll · Esc to go back",
           "rules.keys": "# Keys\n"
                         "- Esc: one step back. It closes a question or lets go of a held card; on the table it "
                         "opens the pause menu; on the end screen it shows the table, and Esc again brings "
                         "the results back (in a replay, it opens the menu).\n"
                         "- Enter: the highlighted choice. Start on the setup screen, Continue or Resume, a "
                         "question's default answer; on the end screen, Save record, then Rematch.\n"
                         "- 1–9: a question's answers, in order, where they show their numbers.\n"
                         "- Space: finish the animations at once; in a replay, the next move.\n"
                         "{undo}"
                         "- F11: full screen or a window.\n"
                         "- Arrows: Up and Down move in a list of choices and scroll a text; Left and Right "
                         "step through a replay. In the settings, Up and Down pick a setting and Left and "
                         "Right change it (Enter or Space too).",
           "rules.keys_undo": "- Ctrl+Z: take back your last move, while nothing else has happened.\n"},
    "fr": {"rules.title": "Règles de {game}", "rules.none": "{game} : {pitch}\n\nCette table n'a pas encore de résumé des règles.",
           "rules.scroll": "Molette, flèches ou Page préc./suiv. pour défiler · Échap pour revenir",
           "rules.keys": "# Touches\n"
                         "- Échap : un pas en arrière. Ferme une question ou lâche une carte tenue ; à la table, "
                         "ouvre le menu de pause ; sur l'écran de fin, montre la table, et un second Échap "
                         "ramène les résultats (en relecture, il ouvre le menu).\n"
                         "- Entrée : le choix en surbrillance. Commencer sur l'écran de préparation, "
                         "Reprendre (menu ou pause), la réponse par défaut d'une question ; sur l'écran de fin, "
                         "Enregistrer, puis Revanche.\n"
                         "- 1 à 9 : les réponses d'une question, dans l'ordre, quand elles portent leur "
                         "numéro.\n"
                         "- Espace : finir les animations tout de suite ; en relecture, le coup suivant.\n"
                         "{undo}"
                         "- F11 : plein écran ou fenêtre.\n"
                         "- Flèches : Haut et Bas parcourent une liste de choix et font défiler un texte ; "
                         "Gauche et Droite avancent ou reculent dans une relecture. Dans les réglages, Haut "
                         "et Bas choisissent un réglage, Gauche et Droite le changent (Entrée ou Espace "
                         "aussi).",
           "rules.keys_undo": "- Ctrl+Z : reprendre votre dernier coup, tant que rien d'autre ne s'est passé.\n"},
})


def layout_rules(text: str, size: int, width: int) -> list[tuple[str, str]]:
    """(style, line) pairs: "h" headings, "b" bullet starts, "t" text, "" blank."""
    lines: list[tuple[str, str]] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            lines.append(("", ""))
        elif line.startswith("# "):
            lines.append(("", ""))
            lines += [("h", part) for part in wrap(line[2:], round(size * 1.3), width, bold=True)]
        elif line.startswith("- "):
            parts = wrap(line[2:], size, width - round(size * 1.2))
            lines.append(("b", parts[0]))
            lines += [("c", part) for part in parts[1:]]
        else:
            lines += [("t", part) for part in wrap(line, size, width)]
    while lines and lines[0] == ("", ""):
        lines.pop(0)
    return lines


class RulesScene(ScreenScene):
    def __init__(self, app: App, game: Any) -> None:
        super().__init__(app)
        self.game = game
        self.offset = 0.0

    def text(self) -> str:
        """The game's rules help, then the keys every table answers (one shared part)."""
        return f"{self.game_text()}\n\n{self.keys_text()}"

    def game_text(self) -> str:
        found = rules_text(self.game.id, language())
        if found:
            return found
        pitch = self.game.pitch.get(language()) or self.game.pitch.get("en", "")
        return t("rules.none", game=self.game.title, pitch=pitch)

    def keys_text(self) -> str:
        return t("rules.keys", undo=t("rules.keys_undo") if has_undo_key(self.game.id) else "")

    def build(self, size: tuple[int, int], s: float) -> None:
        w, h = size
        self.panel = pygame.Rect(0, 0, round(min(w * 0.84, 980 * s)), h - round(160 * s))
        self.panel.midtop = (w // 2, round(110 * s))
        self.text_size = round(25 * s)
        self.lines = layout_rules(self.text(), self.text_size, self.panel.width - round(80 * s))
        self.line_h = font(self.text_size).get_linesize()
        self.content_h = round(sum(self.line_h * (1.3 if style == "h" else 1) for style, _ in self.lines)
                               + self.line_h * 2)

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_h - (self.panel.height - round(40 * self.scale)))

    def scroll(self, pixels: float) -> None:
        self.offset = min(self.max_offset, max(0.0, self.offset + pixels))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self.line_h * 3)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 12, pygame.K_PAGEUP: -12,
                     pygame.K_SPACE: 12, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            if event.key in steps:
                self.scroll(steps[event.key] * self.line_h)
                return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        draw_text(surface, t("rules.title", game=self.game.title), (w / 2, 30 * s), round(56 * s), GOLD, True,
                  "midtop", serif=True, shadow=True)
        draw_panel(surface, self.panel, alpha=225)
        clip = self.panel.inflate(-round(40 * s), -round(40 * s))
        previous = surface.get_clip()
        surface.set_clip(clip)
        x = clip.left + round(20 * s)
        y = clip.top - self.offset
        for style, line in self.lines:
            if y > clip.bottom:
                break
            if y + self.line_h >= clip.top and line:
                if style == "h":
                    draw_text(surface, line, (x, y), round(self.text_size * 1.3), GOLD, True, serif=True)
                elif style == "b":
                    pygame.draw.circle(surface, GOLD, (x + round(6 * s), round(y + self.line_h / 2)), round(4 * s))
                    draw_text(surface, line, (x + round(self.text_size * 1.2), y), self.text_size, INK)
                elif style == "c":
                    draw_text(surface, line, (x + round(self.text_size * 1.2), y), self.text_size, INK)
                else:
                    draw_text(surface, line, (x, y), self.text_size, INK)
            y += self.line_h * (1.3 if style == "h" else 1)
        surface.set_clip(previous)
        if self.max_offset > 0:
            track = pygame.Rect(self.panel.right - round(16 * s), clip.top, round(6 * s), clip.height)
            pygame.draw.rect(surface, GOLD_DIM, track, 1, border_radius=3)
            visible = clip.height / max(1, self.content_h)
            thumb_h = max(round(30 * s), round(track.height * visible))
            thumb_y = track.top + round((track.height - thumb_h) * self.offset / self.max_offset)
            pygame.draw.rect(surface, GOLD, pygame.Rect(track.left, thumb_y, track.width, thumb_h), border_radius=3)
        draw_text(surface, t("rules.scroll"), (w / 2, h - 18 * s), round(20 * s), INK_DIM, anchor="midbottom")
