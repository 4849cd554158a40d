"""Setting up a match: how many seats, who sits in each (a person or an AI of some level, with
a name), the game's options, and the seed (random by default, shown and editable)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.errors import SpecError
from game.core.game import Option, resolve_options, seat_entries, seat_text
from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.controls import Cycler, TextField, Toggle
from scenes.kit.i18n import language, lookup, register, t
from scenes.kit.screen import ScreenScene
from scenes.kit.widgets import (
    GOLD,
    GOLD_DIM,
    INK,
    INK_DIM,
    LACQUER,
    PROBLEM,
    Button,
    draw_panel,
    draw_text,
    fit_text,
    font,
    wrap,
)
from scenes.option_texts import entry_description, retell_refusal
from scenes.rules import RulesScene
from scenes.seat_names import default_seat_name, is_default_seat_name
from scenes.setup_memory import MAX_NAME, Setup, load_setup, save_setup, seats_of

if TYPE_CHECKING:
    from scenes.app import App

register({
    "en": {
        "setup.title": "New game of {game}",
        "setup.players": "Players",
        "setup.count": "{n} at the table",
        "setup.range": "this game takes {low} to {high}",
        "setup.range_same": "this game takes {low}",
        "setup.human": "Person",
        "setup.ai": "AI · {level}",
        "setup.level.easy": "easy", "setup.level.normal": "normal", "setup.level.hard": "hard",
        "setup.level.random": "random",
        "setup.options": "Options",
        "setup.no_options": "This game has no options.",
        "setup.seed": "Seed",
        "setup.seed_help": "The same seed deals the same game again.",
        "setup.start": "Start",
        "setup.rules": "Rules",
        "setup.bad": "Cannot start. {reason}",
        "setup.replace_title": "Start a new game?",
        "setup.replace_text": "Your game of {game} in progress (moves played: {moves}) will be replaced: "
                              "only one game in progress is kept.",
        "setup.replace_yes": "Start the new game",
        "setup.replace_no": "Keep my game",
        "setup.need_human": "Only AI players: you will watch them play.",
        "setup.same_name": "Give seats the same name to play them yourself, with no hand-off between them.",
        "setup.on_the_rows": "Chosen on each seat's row.",
        # what a seat's kind means: the line under the seats when the pointer rests on a kind
        "setup.about.kinds": "Person: played at this computer. AI: played by the computer, easy, normal "
                             "or hard. Point at a seat's kind to read more.",
        "setup.about.human": "Person: played at this computer. Two or more people take turns, with a "
                             "hand-off screen between them hiding what only the next one may see. Seats "
                             "with the same name are one person playing them all: no hand-off.",
        "setup.about.ai": "{kind}: the computer plays this seat, seeing only what the seat may see. {level}",
        "setup.about.easy": "Easy plays by simple habits and makes mistakes: the gentlest rival, the "
                            "weakest teammate.",
        "setup.about.normal": "Normal weighs its moves with care: a steady rival or teammate.",
        "setup.about.hard": "Hard looks further ahead, trying its moves against what may follow: the "
                            "toughest rival, the strongest teammate.",
    },
    "fr": {
        "setup.title": "Nouvelle partie de {game}",
        "setup.players": "Joueurs",
        "setup.count": "{n} autour de la table",
        "setup.range": "ce jeu se joue de {low} à {high}",
        "setup.range_same": "ce jeu se joue à {low}",
        "setup.human": "Humain",
        "setup.ai": "IA · {level}",
        "setup.level.easy": "facile", "setup.level.normal": "normale", "setup.level.hard": "difficile",
        "setup.level.random": "hasard",
        "setup.options": "Options",
        "setup.no_options": "Ce jeu n'a pas d'options.",
        "setup.seed": "Graine",
        "setup.seed_help": "La même graine redonne la même partie.",
        "setup.start": "Commencer",
        "setup.rules": "Règles",
        "setup.bad": "Impossible de commencer. {reason}",
        "setup.replace_title": "Commencer une nouvelle partie ?",
        "setup.replace_text": "Votre partie de {game} en cours (coups joués : {moves}) sera remplacée : "
                              "une seule partie en cours est gardée.",
        "setup.replace_yes": "Nouvelle partie",
        "setup.replace_no": "Garder ma partie",
        "setup.need_human": "Seulement des IA : vous les regarderez jouer.",
        "setup.same_name": "Donnez le même nom à plusieurs places pour les jouer seul, sans passer la main.",
        "setup.on_the_rows": "À choisir sur la ligne de chaque place.",
        "setup.about.kinds": "Humain : joué sur cet ordinateur. IA : jouée par l'ordinateur, facile, "
                             "normale ou difficile. Pointez le type d'une place pour en savoir plus.",
        "setup.about.human": "Humain : joué sur cet ordinateur. À plusieurs, chacun joue à son tour, avec "
                             "entre deux un écran de passage qui cache ce que seul le suivant peut voir. "
                             "Des places au même nom sont une seule personne qui les joue toutes : pas "
                             "d'écran de passage.",
        "setup.about.ai": "{kind} : l'ordinateur joue cette place, sans voir plus que ce qu'elle peut voir. "
                          "{level}",
        "setup.about.easy": "Elle joue par simples habitudes et commet des erreurs : le rival le plus "
                            "doux, le coéquipier le plus faible.",
        "setup.about.normal": "Elle pèse ses coups avec soin : un rival ou un coéquipier solide.",
        "setup.about.hard": "Elle voit plus loin et essaie ses coups contre ce qui peut suivre : le "
                            "rival le plus coriace, le coéquipier le plus fort.",
    },
})

LEVEL_ORDER = ("easy", "normal", "hard")
NAME_SHRINK = 0.7  # a long seat name at rest may shrink to this share of its type before it is cut
HELP_LINES = 6  # lines of an option's help under its field at most (Sushido's duel types take four or five)
HELP_SIZES = (20, 19, 18, 17, 16)  # design sizes of the options' help, the largest that fits above the seed
# a long name of the most characters a name may have: its seat's field leaves room for it at rest
ROOMY_NAME = "Wolfgang-Amadeus M"
CYCLER_MARGIN = 8  # pixels a cycler keeps beside its widest label, between its arrows
DESCRIPTION_LINES = 4  # what a board, fighter, character or seat kind is (Daisuke's takes four in French)


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


def start_unless_kept(app: App, start: Callable[[], None]) -> None:
    """Run ``start`` (a new game) at once, or, when a game is in progress, once the player has
    agreed to give it up: only one game in progress is kept. The setup screen's Start and the
    Rematch after a replay ask this same question."""
    in_progress = app.autosave_summary()
    if in_progress is None:
        start()
        return
    from scenes.kit.dialogs import ConfirmScene

    game, moves = in_progress
    app.stack.push(ConfirmScene(
        app, t("setup.replace_title"), t("setup.replace_text", game=game, moves=moves),
        (t("setup.replace_yes"), start), (t("setup.replace_no"), lambda: None),
        default_yes=False))  # Enter (a second tap of the key that asked) keeps the game


def seat_range_text(game: Any) -> str:
    """How many people the game takes, without "2 to 2" for a game of one size."""
    low, high = game.min_seats, game.max_seats
    return t("setup.range_same", low=low) if low == high else t("setup.range", low=low, high=high)


def seat_kinds(game: Any) -> list[str]:
    """"human" then "ai:<level>" for the levels the game's bots offer, easiest first."""
    levels = [lv for lv in LEVEL_ORDER if lv in game.bot_levels]
    levels += [lv for lv in game.bot_levels if lv not in levels and lv != "random"]
    return ["human"] + [f"ai:{lv}" for lv in levels]


def kind_label(kind: str) -> str:
    if kind == "human":
        return t("setup.human")
    level = kind.split(":", 1)[1]
    return t("setup.ai", level=t(f"setup.level.{level}"))


def kind_description(kind: str) -> str:
    """What a seat of ``kind`` means for the people at the table: who plays it, and for an AI
    what its level changes (a level the app has no words for is only named)."""
    if kind == "human":
        return t("setup.about.human")
    level = kind.split(":", 1)[1]
    return t("setup.about.ai", kind=kind_label(kind), level=lookup(f"setup.about.{level}") or "").strip()


def help_step(size: int) -> int:
    """The step between an option's help lines at ``size``: a little under the size, as the
    design has it, but never under the type's own height, which the text floor may raise."""
    return max(round(size * 0.95), font(size).get_linesize())


def option_label(game_id: str, name: str) -> str:
    """``option.<game>.<name>`` from the table's strings, else the option's own name."""
    return lookup(f"option.{game_id}.{name}") or name.replace("_", " ").replace("-", " ").capitalize()


def option_help(game_id: str, option: Option) -> str:
    """The option's line under its label: the table's own words where it has them (the game's
    help describes the typed option of the command line), else the game's help."""
    own = lookup(f"option.{game_id}.{option.name}.help")
    if own:
        return own
    if option.per_seat:
        return t("setup.on_the_rows")
    return option.help_fr if language() == "fr" and option.help_fr else option.help


def choice_label(game_id: str, name: str) -> Callable[[str], str]:
    """``option.<game>.<name>.<value>`` from the table's strings, else the value itself."""
    return lambda value: lookup(f"option.{game_id}.{name}.{value}") or value


class NameField(TextField):
    """A seat's name. While typing, the end stays in view like any field; at rest the name reads
    from its start, in smaller type when long, and an ellipsis marks what still does not fit."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.focused or not self.text:
            super().draw(surface)
            return
        pygame.draw.rect(surface, LACQUER, self.rect, border_radius=6)
        pygame.draw.rect(surface, GOLD_DIM, self.rect, 1, border_radius=6)
        pad = round(self.rect.height * 0.3)
        size, shown = self.resting_text(self.rect.width - 2 * pad)
        draw_text(surface, shown, (self.rect.left + pad, self.rect.centery), size, INK, anchor="midleft")

    def cut_at_rest(self) -> bool:
        """Whether the name at rest ends in an ellipsis (the setup then shows it whole under the
        seats while the pointer is on it)."""
        pad = round(self.rect.height * 0.3)
        return self.resting_text(self.rect.width - 2 * pad)[1] != self.text

    def resting_text(self, width: int) -> tuple[int, str]:
        """(type size, text) of the name at rest within ``width`` pixels."""
        smallest = max(1, round(self.size * NAME_SHRINK))
        for size in range(self.size, smallest - 1, -1):
            if font(size).size(self.text)[0] <= width:
                return size, self.text
        return smallest, fit_text(self.text, smallest, width)


class SetupScene(ScreenScene):
    def __init__(self, app: App, game: Any) -> None:
        super().__init__(app)
        self.game = game
        self.kinds_available = seat_kinds(game)
        self.seat_options: tuple[Option, ...] = tuple(opt for opt in game.options if opt.per_seat)
        kept = load_setup(app.storage, game, self.kinds_available)  # "New game" starts from the last one
        if kept is not None:
            self.kinds, self.names, self.options = kept.kinds, kept.names, kept.options
            for index, kind in enumerate(self.kinds):  # a default name kept reads in today's language
                if is_default_seat_name(index, self.names[index]):
                    self.names[index] = default_seat_name(index, kind == "human")
        else:
            self.kinds, self.names = [], []
            for index in range(game.default_seats):
                self._add_seat(index)
            self.options = {opt.name: opt.default for opt in game.options}
        self.seed_text = str(random_seed())
        self.problem: str | None = None  # the engine's reason this setup cannot start, if any
        self.last_entry: tuple[str, str] | None = None  # the option and entry last chosen on a row
        self.start_button: Button | None = None
        self.seat_cyclers: list[tuple[Option, Cycler]] = []  # each seat's lists, with their option
        self.kind_cyclers: list[Cycler] = []  # each seat's Person / AI picker
        # where the pointer last was: a picker built again under it (a kind changed) stays lit,
        # and its words stay under the seats, without waiting for the pointer to move
        self.pointer: tuple[int, int] | None = None

    # -- the model ---------------------------------------------------------------------------
    def _add_seat(self, index: int) -> None:
        default_ai = "ai:normal" if "ai:normal" in self.kinds_available else self.kinds_available[-1]
        kind = "human" if index == 0 else default_ai
        self.kinds.append(kind)
        self.names.append(default_seat_name(index, kind == "human"))

    def set_count(self, count: int) -> None:
        count = max(self.game.min_seats, min(self.game.max_seats, count))
        while len(self.kinds) < count:
            self._add_seat(len(self.kinds))
        del self.kinds[count:]
        del self.names[count:]
        for option in self.seat_options:  # a new seat keeps the default, a seat gone takes its entry
            self.options[option.name] = seat_text(option, self.seat_entries(option))
        self.rebuild()

    def set_kind(self, index: int, kind: str) -> None:
        if is_default_seat_name(index, self.names[index]):
            self.names[index] = default_seat_name(index, kind == "human")
        self.kinds[index] = kind
        self.rebuild()

    def seat_entries(self, option: Option) -> list[str]:
        """The per-seat ``option``'s entry for each seat at the table."""
        return seat_entries(option, self.options[option.name], len(self.kinds))

    def set_seat_entry(self, option: Option, index: int, entry: str) -> None:
        entries = self.seat_entries(option)
        entries[index] = entry
        self.options[option.name] = seat_text(option, entries)
        self.last_entry = (option.name, entry)
        self.check()

    def flags_on(self, option: Option) -> set[str]:
        return {word.strip().lower() for word in self.options[option.name].split(",")} & set(option.flags)

    def set_flag(self, option: Option, flag: str, on: bool) -> None:
        chosen = self.flags_on(option) | {flag} if on else self.flags_on(option) - {flag}
        self.options[option.name] = ",".join(f for f in option.flags if f in chosen)
        self.check()

    def about_text(self) -> str:
        """The line under the seats: what the kind under the pointer means, else the name under
        the pointer if its field cuts it, else what the entry under the pointer (or last chosen)
        does, else what the seat kinds are."""
        for cycler in self.kind_cyclers:
            if cycler.hovered:
                return kind_description(cycler.value)
        for control in self.controls:
            pointed = self.pointer is not None and control.rect.collidepoint(self.pointer)
            if pointed and isinstance(control, NameField) and control.cut_at_rest():
                return control.text  # the name its field shows cut, whole
        return self.description() or t("setup.about.kinds")

    def description(self) -> str:
        """What the entry under the pointer does, else the one last chosen on a row."""
        for option, cycler in self.seat_cyclers:
            if cycler.hovered:
                return entry_description(self.game.id, option.name, cycler.value)
        if self.last_entry is None:
            return ""
        name, entry = self.last_entry
        # seats taken away (the − button) may have held it: describe only what a seat still holds
        held = any(option.name == name and entry in self.seat_entries(option) for option in self.seat_options)
        return entry_description(self.game.id, name, entry) if held else ""

    def check(self) -> None:
        """Asks the engine whether this setup can start, so that a choice it refuses (a board
        chosen twice, modules in a solo game) shows its reason at once and Start waits."""
        try:
            Match.start(self.game, self.seats(), 1, self.options)  # any seed: options never hang on it
            self.problem = None
        except (SpecError, ValueError) as exc:
            self.problem = str(exc)
        if self.start_button is not None:
            self.start_button.enabled = self.problem is None

    def seats(self) -> list[Seat]:
        return seats_of(self.kinds, self.names)

    def seed(self) -> int:
        return int(self.seed_text) if self.seed_text.isdigit() else random_seed()

    def start(self) -> None:
        """Start the game, once the player agrees to give up the game in progress, if any."""
        start_unless_kept(self.app, self.start_now)

    def start_now(self) -> None:
        from scenes.app import PlayRequest

        try:
            options = resolve_options(self.game, self.options)
            request = PlayRequest(self.game.id, self.seats(), self.seed(), options)
            self.app.start_match(request, leaving=self)
            kept = Setup(list(self.kinds), list(self.names), dict(self.options))
            save_setup(self.app.storage, self.game.id, kept)
        except (SpecError, ValueError) as exc:
            self.app.toast(t("setup.bad", reason=retell_refusal(str(exc))))

    # -- the screen --------------------------------------------------------------------------
    def help_lines(self, option: Option, size: int, width: int) -> list[str]:
        help_text = option_help(self.game.id, option)
        return wrap(help_text, size, width)[:HELP_LINES] if help_text else []

    @staticmethod
    def option_head_height(option: Option, s: float) -> int:
        # an option whose fields lie elsewhere (the seat rows, its switches) needs no field's height
        return round((28 if option.per_seat or option.flags else 40) * s)

    def options_height(self, help_size: float, s: float, width: int) -> int:
        """How tall the options column is with its help at ``help_size`` design pixels."""
        size = round(help_size * s)
        height = 0
        for option in self.game.options:
            lines = len(self.help_lines(option, size, width))
            height += (self.option_head_height(option, s) + round(6 * s) + lines * help_step(size)
                       + round(10 * s))
            height += len(option.flags) * round(34 * s)
        return height

    def build(self, size: tuple[int, int], s: float) -> None:
        w, h = size
        sound = self.app.audio.play
        margin = round(w * 0.05)
        self.left_panel = pygame.Rect(margin, round(120 * s), round(w * 0.55) - margin, h - round(226 * s))
        self.right_panel = pygame.Rect(self.left_panel.right + round(30 * s), self.left_panel.top,
                                       w - margin - self.left_panel.right - round(30 * s), self.left_panel.height)
        pad = round(24 * s)
        # Seat count.
        row_y = self.left_panel.top + round(64 * s)
        small = round(40 * s)
        x = self.left_panel.left + pad
        minus = Button(pygame.Rect(x, row_y, small, small), "−", lambda: self.set_count(len(self.kinds) - 1),
                       enabled=len(self.kinds) > self.game.min_seats, size=round(34 * s), on_sound=sound)
        plus = Button(pygame.Rect(x + small + round(150 * s), row_y, small, small), "+",
                      lambda: self.set_count(len(self.kinds) + 1),
                      enabled=len(self.kinds) < self.game.max_seats, size=round(34 * s), on_sound=sound)
        self.count_centre = (x + small + round(75 * s), row_y + small // 2)
        self.range_pos = (plus.rect.right + round(18 * s), row_y + small // 2)
        self.controls += [minus, plus]
        # One row per seat: who sits there, the name, then the options chosen seat by seat.
        rows_top = row_y + small + round((34 if self.seat_options else 22) * s)
        # under the rows, what the seat kind or the board, fighter or character under the pointer is
        about_h = DESCRIPTION_LINES * round(20 * s) + round(10 * s)
        available = self.left_panel.bottom - rows_top - pad - about_h
        row_h = min(round(54 * s), available // max(1, len(self.kinds)))
        self.about_pos = (self.left_panel.left + pad, rows_top + len(self.kinds) * row_h + round(6 * s))
        field_h = round(row_h * 0.8)
        self.seat_rows: list[pygame.Rect] = []
        self.column_heads: list[tuple[str, tuple[int, int]]] = []
        self.seat_cyclers = []
        self.kind_cyclers = []
        inner_w = self.left_panel.width - 2 * pad
        gap, badge_w = round(12 * s), round(44 * s)
        # with a per-seat list the name gets a third of the row: room for most names at rest,
        # the longest shrink a little (NameField)
        kind_w = round(inner_w * (0.30 if self.seat_options else 0.42))
        name_w = round(inner_w * 0.28) if self.seat_options else inner_w - badge_w - kind_w - gap
        if self.seat_options:
            borrowed_from_kind, borrowed = self.name_room_to_borrow(s, kind_w, name_w, field_h, inner_w)
            kind_w -= borrowed_from_kind
            name_w += borrowed
        column_left = self.left_panel.left + pad + badge_w + kind_w + gap + name_w + gap
        column_w = (self.left_panel.right - pad - column_left) // max(1, len(self.seat_options)) - gap
        entries = {option.name: self.seat_entries(option) for option in self.seat_options}
        for index in range(len(self.kinds)):
            row = pygame.Rect(self.left_panel.left + pad, rows_top + index * row_h, inner_w, field_h)
            self.seat_rows.append(row)
            kind_rect = pygame.Rect(row.left + badge_w, row.top, kind_w, field_h)
            name_rect = pygame.Rect(kind_rect.right + gap, row.top, name_w, field_h)
            kind_now = self.kinds_available.index(self.kinds[index])
            kind_cycler = Cycler(kind_rect, self.kinds_available, kind_now, self._kind_setter(index),
                                 kind_label, size=round(24 * s),
                                 hovered=self.pointer is not None and kind_rect.collidepoint(self.pointer))
            self.kind_cyclers.append(kind_cycler)
            self.controls.append(kind_cycler)
            self.controls.append(NameField(name_rect, self.names[index], self._name_setter(index),
                                           max_length=MAX_NAME, size=round(24 * s)))
            for column, option in enumerate(self.seat_options):
                rect = pygame.Rect(column_left + column * (column_w + gap), row.top, column_w, field_h)
                chosen = option.per_seat.index(entries[option.name][index])
                cycler = Cycler(rect, option.per_seat, chosen, self._seat_entry_setter(option, index),
                                choice_label(self.game.id, option.name), size=round(22 * s))
                self.seat_cyclers.append((option, cycler))
                self.controls.append(cycler)
        for column, option in enumerate(self.seat_options):
            head = (column_left + column * (column_w + gap) + column_w // 2, rows_top - round(6 * s))
            self.column_heads.append((option_label(self.game.id, option.name), head))
        # Options.
        y = self.right_panel.top + round(64 * s)
        ox = self.right_panel.left + pad
        ow = self.right_panel.width - 2 * pad
        seed_y = self.right_panel.bottom - round(118 * s)
        above_seed = seed_y - round(42 * s)  # where the options must end: over the seed's title
        # the room left under the seed's help, down to the panel's foot: at a larger text size the
        # help lines, which cannot shrink, may push the seed down into it rather than into its title
        seed_help_h = font(round(20 * s)).get_linesize()
        sink_room = max(0, self.right_panel.bottom - round(16 * s) - (seed_y + round(52 * s) + seed_help_h))
        # a help wraps a little differently at each scale (the letters do not scale evenly): the
        # largest size whose lines all fit above the seed, so no help is cut and none runs into it
        # (none fits: the size that sinks the seed least, the floor keeping their type the same)
        heights = {size: self.options_height(size, s, ow) for size in HELP_SIZES}
        fits = [size for size in HELP_SIZES if y + heights[size] <= above_seed]
        self.help_size = round((fits[0] if fits else min(HELP_SIZES, key=heights.__getitem__)) * s)
        self.help_line_h = help_step(self.help_size)
        self.option_labels: list[tuple[str, list[str], tuple[int, int], int]] = []
        self.switch_labels: list[tuple[str, tuple[int, int]]] = []
        for option in self.game.options:
            help_lines = self.help_lines(option, self.help_size, ow)
            head_h = self.option_head_height(option, s)
            help_top = y + head_h + round(6 * s)
            self.option_labels.append((option_label(self.game.id, option.name), help_lines,
                                       (ox, y + head_h // 2), help_top))
            field = pygame.Rect(ox + ow // 2, y, ow - ow // 2, head_h)
            y = help_top + len(help_lines) * self.help_line_h + round(10 * s)
            if option.per_seat:  # its fields are on the seats' rows
                pass
            elif option.flags:  # a switch a line, under the help
                for flag in option.flags:
                    switch = pygame.Rect(ox + ow - round(52 * s), y, round(52 * s), round(26 * s))
                    on = flag in self.flags_on(option)
                    self.controls.append(Toggle(switch, on, self._flag_setter(option, flag)))
                    self.switch_labels.append((choice_label(self.game.id, option.name)(flag),
                                               (ox + round(16 * s), switch.centery)))
                    y += round(34 * s)
            elif option.choices:
                index = option.choices.index(self.options[option.name]) if self.options[option.name] in option.choices else 0
                self.controls.append(Cycler(field, option.choices, index, self._option_setter(option.name),
                                            choice_label(self.game.id, option.name), size=round(24 * s)))
            else:
                self.controls.append(TextField(field, self.options[option.name], self._option_setter(option.name),
                                               size=round(24 * s)))
        self.options_bottom = y  # where the options end: above the seed, whatever the language
        # Seed.
        seed_y += min(sink_room, max(0, y - above_seed))
        self.seed_label_pos = (ox, seed_y - round(34 * s))
        seed_rect = pygame.Rect(ox, seed_y, ow - round(56 * s), round(44 * s))
        self.controls.append(TextField(seed_rect, self.seed_text, self._set_seed, max_length=9,
                                       allowed=str.isdigit, size=round(26 * s)))
        dice = Button(pygame.Rect(seed_rect.right + round(10 * s), seed_y, round(46 * s), round(44 * s)), "",
                      self.new_seed, icon=self.icon("ui/icon_dice", 28), on_sound=sound)
        self.controls.append(dice)
        self.seed_help_pos = (ox, seed_rect.bottom + round(8 * s))
        # Start.
        start = pygame.Rect(0, 0, round(260 * s), round(60 * s))
        start.bottomright = (w - margin, h - round(22 * s))
        self.start_button = Button(start, t("setup.start"), self.start, primary=True, size=round(34 * s),
                                   icon=self.icon("ui/icon_play", 30, INK), on_sound=sound)
        self.controls.append(self.start_button)
        # The game's rules, to read before sitting down (the pause menu has them during a game).
        rules = pygame.Rect(0, 0, round(190 * s), round(60 * s))
        rules.bottomright = (start.left - round(16 * s), start.bottom)
        self.controls.append(Button(rules, t("setup.rules"), self.open_rules, size=round(28 * s),
                                    icon=self.icon("ui/icon_rules", 26), on_sound=sound))
        self.note_pos = (margin, start.centery)
        self.note_width = rules.left - margin - round(24 * s)
        self.check()

    def toast_width(self, size: tuple[int, int]) -> int:
        """The words of a message wrap within the corner left of Rules and Start."""
        return self.note_width - round(36 * self.scale)

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """Messages (a refusal to start, a record saved on the end screen before) show in the
        free corner left of Rules and Start, over none of the seats' or options' words."""
        bottom = self.start_button.rect.bottom
        half = self.app.toasts.stack_width(size) / 2
        centre_x = max(self.note_pos[0] + half, min(self.note_pos[0] + self.note_width / 2,
                                                    self.note_pos[0] + self.note_width - half))
        return centre_x, bottom - self.app.toasts.stack_height(size)

    def open_rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.game))

    def _kind_setter(self, index: int) -> Callable[[str], None]:
        return lambda kind: self.set_kind(index, kind)

    def _seat_entry_setter(self, option: Option, index: int) -> Callable[[str], None]:
        return lambda entry: self.set_seat_entry(option, index, entry)

    def _flag_setter(self, option: Option, flag: str) -> Callable[[bool], None]:
        return lambda on: self.set_flag(option, flag, on)

    def _name_setter(self, index: int) -> Callable[[str], None]:
        def set_name(text: str) -> None:
            self.names[index] = text
        return set_name

    def _option_setter(self, name: str) -> Callable[[str], None]:
        def set_option(value: str) -> None:
            self.options[name] = value
            self.check()
        return set_option

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def new_seed(self) -> None:
        self.seed_text = str(random_seed())
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        typing = any(isinstance(c, TextField) and c.focused for c in self.controls)
        if event.type == pygame.KEYDOWN and typing:
            for control in self.controls:
                if isinstance(control, TextField) and control.focused:
                    return control.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            fields = [control for control in self.controls if isinstance(control, TextField)]
            taken = [field.handle_event(event) for field in fields]  # ends editing in the others
            if any(taken):
                return True
            others = (control for control in self.controls if not isinstance(control, TextField))
            return any(control.handle_event(event) for control in others)  # the fields had it once
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return super().handle_event(event)

    def draw_note(self, surface: pygame.Surface, s: float) -> None:
        """The line left of Rules and Start: why the game cannot start, or a word on the seats."""
        humans = sum(kind == "human" for kind in self.kinds)
        if self.problem is not None:
            lines = wrap(t("setup.bad", reason=retell_refusal(self.problem)), round(22 * s), self.note_width)[:2]
            for index, line in enumerate(lines):
                y = self.note_pos[1] + (index - (len(lines) - 1) / 2) * round(24 * s)
                draw_text(surface, line, (self.note_pos[0], y), round(22 * s), PROBLEM, anchor="midleft")
        elif humans == 0:
            draw_text(surface, t("setup.need_human"), self.note_pos, round(22 * s), INK_DIM, anchor="midleft")
        elif humans > 1:
            draw_text(surface, t("setup.same_name"), self.note_pos, round(22 * s), INK_DIM, anchor="midleft")

    def name_room_to_borrow(self, s: float, kind_w: int, name_w: int, field_h: int,
                            inner_w: int) -> tuple[int, int]:
        """(from the kind's field, in all) the pixels a seat's name field borrows so that a long
        name reads whole at rest: the larger text sizes leave its type nothing to shrink by. It
        takes only what the kind's field and the per-seat lists leave beside their widest words,
        the kind's first; at the design's sizes the name fits and nothing moves."""
        pad = round(field_h * 0.3)
        name_size = max(1, round(round(24 * s) * NAME_SHRINK))
        wanted = font(name_size).size(ROOMY_NAME)[0] + 2 * pad - name_w
        if wanted <= 0:
            return 0, 0

        def slack(width: int, labels: list[str], size: int) -> int:
            needed = max(font(size).size(label)[0] for label in labels) + 2 * field_h + CYCLER_MARGIN
            return max(0, width - needed)

        from_kind = min(wanted, slack(kind_w, [kind_label(kind) for kind in self.kinds_available],
                                      round(24 * s)))
        gap = round(12 * s)
        columns = len(self.seat_options)
        column_w = (inner_w - round(44 * s) - kind_w - name_w - 2 * gap) // columns - gap
        per_column = min(slack(column_w, [choice_label(self.game.id, option.name)(entry)
                                          for entry in option.per_seat], round(22 * s))
                         for option in self.seat_options)
        return from_kind, from_kind + min(wanted - from_kind, per_column * columns)

    def about_lines(self, s: float) -> tuple[list[str], int]:
        """The description under the seats, wrapped, and the step between its lines. A large
        text size may wrap it onto more lines than the room planned for: they close up to the
        type's own height rather than lose the last one."""
        size = round(20 * s)
        about = self.about_text()
        lines = wrap(about, size, self.left_panel.width - round(48 * s)) if about else []
        step = round(20 * s)
        if len(lines) > DESCRIPTION_LINES:
            step = max(font(size).get_linesize(), DESCRIPTION_LINES * step // len(lines))
        return lines, step

    def draw_content(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        draw_text(surface, fit_text(t("setup.title", game=self.game.title), round(56 * s), round(w * 0.7), True),
                  (w / 2, 30 * s), round(56 * s), GOLD, True, "midtop", serif=True, shadow=True)
        for panel, title in ((self.left_panel, "setup.players"), (self.right_panel, "setup.options")):
            draw_panel(surface, panel, alpha=200)
            draw_text(surface, t(title), (panel.left + round(24 * s), panel.top + round(16 * s)), round(32 * s), GOLD,
                      True, serif=True)
        draw_text(surface, str(len(self.kinds)), self.count_centre, round(40 * s), INK, True, "center")
        draw_text(surface, seat_range_text(self.game), self.range_pos, round(22 * s), INK_DIM,
                  anchor="midleft")
        for head, position in self.column_heads:
            draw_text(surface, head, position, round(20 * s), INK_DIM, anchor="midbottom")
        lines, step = self.about_lines(s)
        for index, line in enumerate(lines):
            position = (self.about_pos[0], self.about_pos[1] + index * step)
            draw_text(surface, line, position, round(20 * s), INK_DIM)
        for index, row in enumerate(self.seat_rows):
            centre = (row.left + round(18 * s), row.centery)
            pygame.draw.circle(surface, LACQUER, centre, round(16 * s))
            pygame.draw.circle(surface, GOLD_DIM, centre, round(16 * s), 1)
            icon = "ui/icon_human" if self.kinds[index] == "human" else "ui/icon_ai"
            picture = self.icon(icon, 20, GOLD if self.kinds[index] == "human" else INK_DIM)
            surface.blit(picture, picture.get_rect(center=centre))
        if not self.game.options:
            draw_text(surface, t("setup.no_options"), (self.right_panel.left + round(24 * s),
                                                        self.right_panel.top + round(70 * s)), round(24 * s), INK_DIM)
        width = self.right_panel.width - round(48 * s)
        for label, help_lines, label_centre, help_top in self.option_labels:
            draw_text(surface, fit_text(label, round(26 * s), width // 2 - round(10 * s)), label_centre,
                      round(26 * s), INK, anchor="midleft")
            for index, line in enumerate(help_lines):
                draw_text(surface, line, (label_centre[0], help_top + index * self.help_line_h), self.help_size, INK_DIM)
        for label, position in self.switch_labels:
            draw_text(surface, label, position, round(22 * s), INK, anchor="midleft")
        draw_text(surface, t("setup.seed"), self.seed_label_pos, round(28 * s), GOLD, True, serif=True)
        draw_text(surface, t("setup.seed_help"), self.seed_help_pos, round(20 * s), INK_DIM)
        if not self.app.toasts.texts:  # a message stands in the note's corner for its seconds
            self.draw_note(surface, s)
