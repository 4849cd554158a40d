"""The end of a match, drawn over the table from ``game.outcome(state)``: who won, the teams,
the scores and the game's breakdown; then New game, Rematch (same seats, new seed), Save the
record, or back to the menu. A table package may subclass it and override ``draw_details``."""

from __future__ import annotations

import logging
import os
import random
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match
from scenes.kit.i18n import language, register, t
from scenes.kit.scene import Scene
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
    draw_text,
    fit_text,
    font,
    layout_key,
    text_surface,
    ui_scale,
    wrap,
)

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {
        "over.win_one": "{names} wins!", "over.win_many": "{names} win!", "over.draw": "Nobody wins",
        "over.coop_win": "Victory!", "over.coop_loss": "Defeat", "over.team_win": "The {teams} win!",
        "over.and": " and ", "over.player": "Player", "over.team": "Team", "over.score": "Score",
        "over.details": "Details", "over.new": "New game", "over.rematch": "Rematch", "over.menu": "Menu",
        "over.save": "Save record", "over.saved": "Game record saved as {name} in {folder}",
        "over.save_done": "Record saved",
        "over.save_failed": "The game record could not be saved.",
        "over.move_one": "{moves} move", "over.move_many": "{moves} moves",
        "over.look": "Look at the table", "over.look_back": "Click anywhere to bring the results back",
        "over.keys": "Enter: rematch · Esc: look at the table",
        "over.keys_save": "Enter: save the record · Esc: look at the table",
        "over.moves": "{count} · seed {seed}", "over.coop_score": "Score: {score}",
    },
    "fr": {
        "over.win_one": "{names} gagne !", "over.win_many": "{names} gagnent !", "over.draw": "Personne ne gagne",
        "over.coop_win": "Victoire !", "over.coop_loss": "Défaite", "over.team_win": "Victoire : {teams} !",
        "over.and": " et ", "over.player": "Joueur", "over.team": "Équipe", "over.score": "Score",
        "over.details": "Détails", "over.new": "Nouvelle partie", "over.rematch": "Revanche", "over.menu": "Menu",
        "over.save": "Enregistrer", "over.saved": "Partie enregistrée sous {name} dans {folder}",
        "over.save_done": "Enregistrée",
        "over.save_failed": "La partie n'a pas pu être enregistrée.",
        "over.move_one": "{moves} coup", "over.move_many": "{moves} coups",
        "over.look": "Voir la table", "over.look_back": "Cliquez n'importe où pour revoir les résultats",
        "over.keys": "Entrée : revanche · Échap : voir la table",
        "over.keys_save": "Entrée : enregistrer la partie · Échap : voir la table",
        "over.moves": "{count} · graine {seed}", "over.coop_score": "Score : {score}",
    },
})


FOLDER_CHARS = 48  # a saved record's folder, as the toast shows it, fits one line
HINT_GAP = 3  # pixels between the buttons and the key hint under them: clear of their shadow
PANEL_EDGE_DEPTH = 7  # pixels of a panel's foot its edge and inner hairline take (draw_panel)


def moves_count(moves: int) -> str:
    """"1 move", "2 moves": French puts 0 and 1 in the singular, English only 1."""
    singular = moves == 1 or (language() == "fr" and moves == 0)
    return t("over.move_one" if singular else "over.move_many", moves=moves)


def short_folder(folder: Path, limit: int = FOLDER_CHARS) -> str:
    """``folder`` as a person reads it: the home folder as "~", and a long path cut after its
    start ("~/…/samurai-table/saves"), keeping as many of the last folders as fit in ``limit``."""
    try:
        text = str(Path("~") / folder.relative_to(Path.home()))
    except (ValueError, RuntimeError):  # not under the home folder, or no home folder known
        text = str(folder)
    if len(text) <= limit:
        return text
    parts = Path(text).parts
    head = parts[0].rstrip("/\\") + os.sep + "…"
    kept = [parts[-1]]
    for part in reversed(parts[1:-1]):
        if len(os.sep.join([head, part, *kept])) > limit:
            break
        kept.insert(0, part)
    return os.sep.join([head, *kept])


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("over.and") + names[-1]


def format_number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def format_value(value: Any) -> str:
    """A breakdown value on one line: numbers plain, lists joined, mappings as key value."""
    if isinstance(value, Mapping):
        return " · ".join(f"{k} {format_value(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(format_value(v) for v in value)
    return format_number(value)


def humanise(text: Any) -> str:
    return str(text).replace("_", " ")


def breakdown_lines(breakdown: Mapping[str, Any], names: list[str]) -> list[str]:
    """The engine's breakdown as readable lines. A per-seat list of records becomes one line
    per player with the record's numbers; flat values read "Key: value"."""
    lines: list[str] = []
    for key, value in breakdown.items():
        per_seat = (isinstance(value, list | tuple) and len(value) == len(names)
                    and all(isinstance(v, Mapping) for v in value))
        if per_seat:
            for name, record in zip(names, value, strict=True):
                numbers = [f"{humanise(k)} {format_number(v)}" for k, v in record.items()
                           if isinstance(v, int | float) and not isinstance(v, bool) and k != "seat"]
                if numbers:
                    lines.append(f"{name}: {' · '.join(numbers)}")
            continue
        if isinstance(value, Mapping):
            text = " · ".join(f"{humanise(k)} {format_value(v)}" for k, v in value.items())
        else:
            text = humanise(format_value(value))
        lines.append(f"{humanise(key).capitalize()}: {text}")
    return lines


def headline(outcome: Any, match: Match) -> str:
    if outcome.cooperative_win is not None:
        return t("over.coop_win") if outcome.cooperative_win else t("over.coop_loss")
    if outcome.winning_teams:
        return t("over.team_win", teams=join_names(list(outcome.winning_teams)))
    names = [match.seats[seat].name for seat in outcome.winners]
    if not names:
        return t("over.draw")
    return t("over.win_one" if len(names) == 1 else "over.win_many", names=join_names(names))


class GameOverScene(Scene):
    opaque = False

    @property
    def blocks_input(self) -> bool:  # type: ignore[override]
        """While the results step aside, the table under them takes the wheel and the pointer."""
        return not self.peeking

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.outcome = match.game.outcome(match.state)
        self.buttons: list[Button] = []
        self._laid_for: tuple[tuple[int, int], str, int] | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.peeking = False  # "look at the table": the panel steps aside until the next click
        self.peek_button: Button | None = None
        self.record_saved = False  # Enter saves the record first, then it is the rematch

    # -- actions -----------------------------------------------------------------------------
    def headline(self) -> str:
        """The big line at the top; a table's own end screen may say it its own way."""
        return headline(self.outcome, self.match)

    def enter(self) -> None:
        self.layout(self.app.screen.get_size())
        self.app.audio.play(self.ending_sound())

    def ending_sound(self) -> str:
        """The one sound the end of the game makes (the table plays none of its own then): the
        shared win or loss jingle for the people at the table, a neutral gong for a spectator."""
        humans = [i for i, seat in enumerate(self.match.seats) if seat.is_human]
        if self.outcome is None or not humans:
            return "gong"
        if self.outcome.cooperative_win is not None:
            return "win" if self.outcome.cooperative_win else "lose"
        return "win" if set(humans) & set(self.outcome.winners) else "lose"

    def new_game(self) -> None:
        from scenes.menu import MenuScene
        from scenes.setup import SetupScene

        self.app.stack.clear_to(MenuScene(self.app))
        self.app.stack.push(SetupScene(self.app, self.match.game))

    def rematch(self) -> None:
        """The same seats and options, a new seed. A live game's autosave is gone by now, but
        after a replay a game may be in progress: the player is asked, as on the setup screen,
        before the new game replaces it."""
        from scenes.setup import start_unless_kept

        start_unless_kept(self.app, self.rematch_now)

    def rematch_now(self) -> None:
        from scenes.app import PlayRequest
        from scenes.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))
        seed = random.SystemRandom().randrange(1, 1_000_000)
        self.app.start_match(PlayRequest(self.match.game.id, list(self.match.seats), seed, dict(self.match.options)))

    def to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def look_at_the_table(self) -> None:
        # the results' messages (the record saved, its file) end with the results: over the
        # table they would hide what the player asked to see, or the tag that brings them back
        self.app.toasts.clear()
        self.peeking = True

    def save_record(self) -> None:
        """Write the game's record; the toast names the file and its folder (shortened when long)
        and the log keeps the full path, which ``main.py replay`` takes."""
        name = f"{self.match.game.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path = self.app.storage.saves_dir / name
        log = logging.getLogger(__name__)
        try:
            self.app.storage.write_json(path, self.match.to_save())
        except OSError:
            log.exception("the game record could not be saved to %s", path)  # the system's reason
            self.app.toast(t("over.save_failed"))
            return
        log.info("game record saved: %s", path.resolve())
        self.record_saved = True
        if self._size is not None:
            self.layout(self._size)  # Rematch is now what Enter does, and lit as such
        self.app.toast(t("over.saved", name=path.name, folder=short_folder(path.parent.resolve())), 9.0)

    # -- layout and drawing ----------------------------------------------------------------------
    @property
    def _size(self) -> tuple[int, int] | None:
        """The window size the layout was made for (None before the first)."""
        return self._laid_for[0] if self._laid_for is not None else None

    def layout(self, size: tuple[int, int]) -> None:
        self._laid_for = layout_key(size)
        s = ui_scale(size)
        self.panel = pygame.Rect(0, 0, round(min(size[0] * 0.9, 900 * s)), round(min(size[1] * 0.9, 600 * s)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        # once the record is on disk its button says so and writes no second copy
        save_key = "over.save_done" if self.record_kept() else "over.save"
        entries = [("over.new", "ui/icon_play", self.new_game), ("over.rematch", "ui/icon_rematch", self.rematch),
                   (save_key, "ui/icon_save", self.save_record), ("over.menu", "ui/icon_menu", self.to_menu)]
        gap = round(12 * s)
        bw = (self.panel.width - round(60 * s) - gap * (len(entries) - 1)) // len(entries)
        bh = round(52 * s)
        x = self.panel.left + round(30 * s)
        y = self.panel.bottom - bh - self.below_buttons(s)
        self.buttons = []
        lit = 1 if self.record_kept() else 2  # the button Enter stands for: Save, then Rematch
        for index, (key, icon, action) in enumerate(entries):
            picture = self.app.assets.image(icon, (round(24 * s), round(24 * s)), INK if index == lit else GOLD)
            self.buttons.append(Button(pygame.Rect(x, y, bw, bh), t(key), action, size=round(25 * s),
                                       enabled=key != "over.save_done", primary=index == lit, icon=picture,
                                       on_sound=self.app.audio.play))
            x += bw + gap
        rect = pygame.Rect(0, 0, round(190 * s), round(34 * s))
        rect.topright = (self.panel.right - round(16 * s), self.panel.top + round(14 * s))
        self.peek_button = Button(rect, t("over.look"), self.look_at_the_table, size=round(20 * s),
                                  on_sound=self.app.audio.play)

    @staticmethod
    def below_buttons(s: float) -> int:
        """The margin under the row of buttons: room for the key hint's line clear of the
        panel's edge and its inner hairline, which a larger text size needs more of."""
        hint_h = font(round(18 * s)).get_linesize()
        return max(round(24 * s), HINT_GAP + hint_h + PANEL_EDGE_DEPTH)

    def replay_beneath(self) -> Any:
        """The replay's table under these results, or None after a game played live."""
        below = self.table_beneath()
        return below if below is not None and below.script is not None else None

    def back_into_the_replay(self, event: pygame.event.Event) -> bool:
        """A replay's last move is a place like any other: the Left arrow, or its ◀ while the
        table shows, steps back from it, and the results come again at the end."""
        table = self.replay_beneath()
        if table is None:
            return False
        back = table.replay_back_button()
        on_back = (self.peeking and back is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                   and event.button == 1 and back.rect.collidepoint(event.pos))
        if on_back and event.type == pygame.MOUSEBUTTONDOWN:
            return True  # the click steps back when released, as the button does on the table
        if not (on_back or event.type == pygame.KEYDOWN and event.key == pygame.K_LEFT):
            return False
        self.app.stack.pop(self)
        table.rewind_from_the_end()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.back_into_the_replay(event):
            return True
        if self.peeking:  # a click or a key brings the results back; the rest is the table's
            table = self.replay_beneath()  # a live game's record waits on these results
            if table is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                table.open_pause_menu()  # Esc at the table is its menu, as the replay bar says
                return True
            if table is not None and self.on_the_menu_button(table, event):
                return False  # the table's menu button, shown while it is looked at
            pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
            if event.type == pygame.KEYDOWN or pressed:
                self.peeking = False
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.look_at_the_table()  # one step back; the menu would lose an unsaved record
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.record_kept():
                self.rematch()
            else:
                self.save_record()  # Enter never loses the record: once saved, it is the rematch
            return True
        for button in [*self.buttons, *([self.peek_button] if self.peek_button is not None else [])]:
            if button.handle_event(event):
                return True
        return True

    def on_the_menu_button(self, table: Any, event: pygame.event.Event) -> bool:
        return (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
                and table.menu_button_rect(self.app.screen.get_size()).collidepoint(event.pos))

    def record_kept(self) -> bool:
        """Whether the game's record is on disk: saved from here, or the replay's own file."""
        return self.record_saved or self.replay_beneath() is not None

    def someone_won(self) -> bool:
        outcome = self.outcome
        if outcome is None:
            return False
        return bool(outcome.winners or outcome.winning_teams or outcome.cooperative_win)

    def score_text(self, score: float) -> str:
        """The outcome's one score (a cooperative game's), as the end screen words it; "" leaves
        it out of the line under the headline."""
        return t("over.coop_score", score=format_number(score))

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """App messages (a record saved) show just above the row of buttons, off the headline,
        and clear of every button: one above the row (a table's "Look at the table") lifts them
        above it too. The messages are as tall as their lines, so their height is measured."""
        if not self.buttons:
            return size[0] / 2, size[1] * 0.2
        s = ui_scale(size)
        gap = round(10 * s)
        box = pygame.Rect(0, 0, self.app.toasts.widest(size), self.app.toasts.stack_height(size))
        box.midbottom = (self.panel.centerx, self.buttons[0].rect.top - gap)
        peek = [self.peek_button] if self.peek_button is not None else []
        for button in sorted([*self.buttons, *peek], key=lambda b: b.rect.top, reverse=True):
            if box.colliderect(button.rect.inflate(0, 2 * gap)):
                box.bottom = button.rect.top - gap
        return box.centerx, max(0, box.top)

    def table_beneath(self) -> Any:
        """The table under these results (live or replayed), or None."""
        from scenes.kit.table import TableScene

        scenes = self.app.stack.scenes
        below = scenes[scenes.index(self) - 1] if self in scenes and scenes.index(self) > 0 else None
        return below if isinstance(below, TableScene) else None

    def draw_peek_hint(self, surface: pygame.Surface) -> None:
        """While the table shows, a tag says how to bring the results back."""
        hint, box = self.peek_hint(surface.get_size())
        draw_panel(surface, box, alpha=230)
        surface.blit(hint, hint.get_rect(center=box.center))

    def peek_hint(self, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        """The tag's words and its box: by default at the bottom edge, over the viewer's own
        things, never over a seat across the table; a table may give a place clear of its own
        words there."""
        s = ui_scale(size)
        hint = text_surface(t("over.look_back"), round(24 * s), GOLD, True)
        box = hint.get_rect().inflate(round(20 * s), round(8 * s))
        table = self.table_beneath()
        box.midbottom = (table.peek_hint_place(size, box.size) if table is not None
                         else (size[0] // 2, size[1] - round(10 * s)))
        return hint, box

    def rows(self) -> list[tuple[int, str, str, str, bool]]:
        """(seat, name, team, score, won) for each seat, best score first."""
        outcome = self.outcome
        assert outcome is not None
        found = []
        for seat, spec in enumerate(self.match.seats):
            team = outcome.teams[seat] if seat < len(outcome.teams) else ""
            score = format_number(outcome.scores[seat]) if seat < len(outcome.scores) else ""
            won = seat in outcome.winners or (bool(team) and team in outcome.winning_teams)
            found.append((seat, spec.name, team, score, won))
        if outcome.scores:
            found.sort(key=lambda row: -float(outcome.scores[row[0]]) if row[0] < len(outcome.scores) else 0.0)
        return found

    def draw(self, surface: pygame.Surface) -> None:
        if layout_key(surface.get_size()) != self._laid_for:  # a new size, language or text floor
            self.layout(surface.get_size())
        s = ui_scale(surface.get_size())
        if self.peeking:
            self.draw_peek_hint(surface)
            return
        dim(surface, 160)
        draw_panel(surface, self.panel, alpha=245)
        panel = self.panel
        if self.outcome is None:
            return
        if self.peek_button is not None:
            self.peek_button.draw(surface)
        # a trophy crowns a win; a match nobody won (a village fallen, a draw) shows the app's mon
        won = self.someone_won()
        crest_size = (round(54 * s), round(54 * s))
        crest = self.app.assets.image("ui/icon_trophy" if won else "ui/emblem", crest_size, GOLD if won else None)
        surface.blit(crest, crest.get_rect(midtop=(panel.centerx, panel.top + round(14 * s))))
        title = fit_text(self.headline(), round(54 * s), panel.width - round(60 * s), True)
        draw_text(surface, title, (panel.centerx, panel.top + round(72 * s)), round(54 * s), GOLD_BRIGHT, True,
                  "midtop", serif=True, shadow=True)
        y = panel.top + round(130 * s)
        draw_divider(surface, (panel.centerx, y), panel.width * 0.6)
        y += round(10 * s)
        reason = self.outcome.reason
        sub = t("over.moves", count=moves_count(len(self.match.steps)), seed=self.match.seed)
        score = self.score_text(self.outcome.score) if self.outcome.score is not None else ""
        if score:
            sub = f"{score} · {sub}"
        if reason:
            draw_text(surface, fit_text(reason, round(24 * s), panel.width - round(60 * s)), (panel.centerx, y),
                      round(24 * s), INK, anchor="midtop")
            y += round(30 * s)
        draw_text(surface, sub, (panel.centerx, y), round(20 * s), INK_DIM, anchor="midtop")
        y += round(34 * s)
        details = pygame.Rect(panel.left + round(30 * s), y, panel.width - round(60 * s),
                              self.buttons[0].rect.top - y - round(18 * s))
        self.draw_details(surface, details, s)
        for button in self.buttons:
            button.draw(surface)
        self.draw_key_hint(surface, s)

    def draw_key_hint(self, surface: pygame.Surface, s: float) -> None:
        """What Enter and Esc do here, in the margin under the row of buttons."""
        below = self.buttons[0].rect.bottom + HINT_GAP if self.buttons else self.panel.bottom
        keys = t("over.keys") if self.record_kept() else t("over.keys_save")
        draw_text(surface, keys, (self.panel.centerx, below), round(18 * s), INK_DIM, anchor="midtop")

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """The score table and the game's breakdown; subclasses may draw their own."""
        assert self.outcome is not None
        rows = self.rows()
        show_team = any(team and not team.startswith("seat") for _, _, team, _, _ in rows)
        show_score = any(score for _, _, _, score, _ in rows)
        table_w = area.width if not self.outcome.breakdown else round(area.width * 0.52)
        size = round(24 * s)
        line_h = max(font(size).get_linesize() + round(6 * s), round(32 * s))
        name_x = area.left + round(40 * s)
        team_x = area.left + round(table_w * 0.55)
        score_x = area.left + table_w - round(10 * s)
        draw_text(surface, t("over.player"), (name_x, area.top), round(20 * s), GOLD_DIM)
        if show_team:
            draw_text(surface, t("over.team"), (team_x, area.top), round(20 * s), GOLD_DIM)
        if show_score:
            draw_text(surface, t("over.score"), (score_x, area.top), round(20 * s), GOLD_DIM, anchor="topright")
        y = area.top + round(28 * s)
        trophy_size = (round(22 * s), round(22 * s))
        for _, name, team, score, won in rows:
            if y + line_h > area.bottom:
                break
            band = pygame.Rect(area.left, y, table_w, line_h - round(4 * s))
            pygame.draw.rect(surface, (70, 52, 30) if won else LACQUER, band, border_radius=6)
            if won:
                trophy = self.app.assets.image("ui/icon_trophy", trophy_size, GOLD)
                surface.blit(trophy, trophy.get_rect(center=(area.left + round(20 * s), band.centery)))
            colour = GOLD_BRIGHT if won else INK
            draw_text(surface, fit_text(name, size, team_x - name_x - 8), (name_x, band.centery), size, colour,
                      won, "midleft")
            if show_team:
                draw_text(surface, fit_text(team, size, score_x - team_x - 40), (team_x, band.centery), size, INK_DIM,
                          anchor="midleft")
            if show_score:
                draw_text(surface, score, (score_x, band.centery), size, colour, True, "midright")
            y += line_h
        if self.outcome.breakdown:
            box = pygame.Rect(area.left + table_w + round(24 * s), area.top, area.width - table_w - round(24 * s),
                              area.height)
            self.draw_breakdown(surface, box, s)

    def draw_breakdown(self, surface: pygame.Surface, box: pygame.Rect, s: float) -> None:
        assert self.outcome is not None
        draw_text(surface, t("over.details"), (box.left, box.top), round(20 * s), GOLD_DIM)
        size = round(21 * s)
        line_h = font(size).get_linesize()
        y = box.top + round(28 * s)
        names = [seat.name for seat in self.match.seats]
        for text in breakdown_lines(self.outcome.breakdown, names):
            for index, line in enumerate(wrap(text, size, box.width - round(10 * s))):
                if y + line_h > box.bottom:
                    return
                draw_text(surface, line, (box.left + (0 if index == 0 else round(14 * s)), y), size,
                          INK if index == 0 else INK_DIM)
                y += line_h
            y += round(4 * s)
