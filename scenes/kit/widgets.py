"""Small drawing helpers and widgets shared by every scene: palette, fonts, text, panels,
buttons, toasts.

Sizes are given in "design pixels" for a 1280x720 window; ``ui_scale(size)`` is the factor a
scene multiplies them by so the same layout reads well at 1920x1080 and beyond.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.kit.i18n import language, register, t

# The palette: black lacquer, warm paper, vermilion and gold.
INK = (238, 230, 214)
INK_DIM = (170, 160, 145)
INK_FAINT = (118, 108, 98)
PAPER = (28, 24, 22)
PAPER_LIGHT = (236, 226, 204)
LACQUER = (22, 17, 16)
LACQUER_RED = (96, 24, 22)
ACCENT = (196, 56, 46)
PROBLEM = (236, 120, 100)  # a refusal's words on the dark panels: vermilion lightened to read
GOLD = (214, 170, 80)
GOLD_BRIGHT = (240, 204, 120)
GOLD_DIM = (140, 110, 58)
JADE = (92, 160, 128)
PANEL = (44, 38, 34)
PANEL_HOVER = (70, 58, 48)
PANEL_EDGE = (98, 84, 70)

DESIGN_SIZE = (1280, 720)
KEY_NUMBER_PAD = 6  # pixels between a button's edge, its key number and its label
FONT_DIR = Path(__file__).resolve().parents[2] / "art" / "ui" / "fonts"
# The bundled fonts run larger than pygame's default font at the same nominal size; this factor
# keeps ``size`` meaning what it always meant (the default font's size) for every scene.
_FONT_FACTOR = 0.62
_FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
    (False, True): "DejaVuSerif-Bold.ttf",
}

_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}

# The smallest text drawn, in pixels. The design's sizes shrink with the window, and below about
# 9 px DejaVu Sans is no longer read but guessed at; the "large" text setting lifts the floor for
# players who want every label bigger. Only small text grows: titles keep their size.
TEXT_FLOORS = {"standard": 9, "large": 11}
_text_floor = TEXT_FLOORS["standard"]
_forgetters: list[Callable[[], None]] = []


def text_floor() -> int:
    return _text_floor


def set_text_floor(px: int) -> None:
    """Draw no text below ``px`` pixels from now on. Every picture holding text drawn at the old
    floor is forgotten, so the next frame draws it again."""
    global _text_floor
    if px == _text_floor:
        return
    _text_floor = px
    _fonts.clear()
    _text_cache.clear()
    wrapped_in.cache_clear()
    for forget in _forgetters:
        forget()


def forget_on_text_change(forget: Callable[[], None]) -> None:
    """Have ``forget`` called when the text floor changes: a module's cache of pictures with
    text in them (card faces, say)."""
    _forgetters.append(forget)


def layout_key(size: tuple[int, int]) -> tuple[tuple[int, int], str, int]:
    """What a screen's measured layout depends on: a change of window size, language or text
    floor means its text must be measured again."""
    return size, language(), _text_floor


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x720 design the window is (never below 0.5)."""
    return max(0.5, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))


def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    key = (size, bold, serif)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():  # a layout measured before any window opened (tools, tests)
            pygame.font.init()
        path = FONT_DIR / _FONT_FILES[(bold, serif)]
        try:
            found = pygame.font.Font(path, max(_text_floor, round(size * _FONT_FACTOR)))
        except (OSError, FileNotFoundError):
            logging.getLogger(__name__).warning("font %s missing; using pygame's default", path)
            found = pygame.font.Font(None, max(size, round(_text_floor / _FONT_FACTOR)))
            found.set_bold(bold)
        _fonts[key] = found
    return found


_text_cache: dict[tuple[str, int, bool, bool, tuple[int, ...]], pygame.Surface] = {}


def text_surface(text: str, size: int, colour: tuple[int, ...] = INK, bold: bool = False,
                 serif: bool = False) -> pygame.Surface:
    """Rendered text, cached: the same label is drawn every frame."""
    key = (text, size, bold, serif, tuple(colour))
    surface = _text_cache.get(key)
    if surface is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        surface = font(size, bold, serif).render(text, True, colour)
        _text_cache[key] = surface
    return surface


def draw_text(surface: pygame.Surface, text: str, pos: tuple[float, float], size: int = 24,
              colour: tuple[int, ...] = INK, bold: bool = False, anchor: str = "topleft",
              serif: bool = False, shadow: bool = False) -> pygame.Rect:
    rendered = text_surface(text, size, colour, bold, serif)
    rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        dark = text_surface(text, size, (0, 0, 0), bold, serif)
        offset = max(1, size // 24)
        surface.blit(dark, rect.move(offset, offset))
    surface.blit(rendered, rect)
    return rect


def unbreakable_words(paragraph: str) -> list[str]:
    """The paragraph's words, French punctuation kept with its neighbour: the space French puts
    before ":", ";", "!", "?" and "»" and after "«" is not a place to break a line. French also
    keeps a number with the word it counts ("perdez 1 vie", "(4 restants)"), as its typesetting
    does with a non-breaking space."""
    glue_numbers = language() == "fr"
    words: list[str] = []
    for word in paragraph.split():
        closing = word[0] in ":;!?»" and not any(c.isalnum() for c in word)  # "!", "?»", "!)."
        if words and (closing or words[-1] == "«" or glue_numbers and counts_next(words[-1])):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def counts_next(words: str) -> bool:
    """Whether the last word is a bare number ("1", "(4") that counts the word after it; "2," or
    "3." end a clause instead."""
    last = words.split()[-1].lstrip("(«")
    return last.isdigit()


def wrap(text: str, size: int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels at ``size``."""
    f = font(size, bold, serif)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = unbreakable_words(paragraph)
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrapped(text: str, size: int, width: int) -> tuple[str, ...]:
    """``wrap`` remembered: a log wraps the same sentences each time it is drawn again."""
    return wrapped_in(text, size, width, language())  # the language decides where lines may break


@lru_cache(maxsize=4096)
def wrapped_in(text: str, size: int, width: int, lang: str) -> tuple[str, ...]:
    return tuple(wrap(text, size, width))


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels. A single glyph (a button's
    − or +) stays whole: an ellipsis in its place tells nothing."""
    f = font(size, bold)
    if len(text) <= 1 or f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def fitting_size(text: str, size: int, width: int, smallest: int | None = None) -> int:
    """The largest font size up to ``size`` at which bold ``text`` fits ``width``, but not under
    ``smallest`` (half of ``size`` by default): past that the text would rather be cut than shrunk
    to nothing."""
    least = max(6, size // 2) if smallest is None else smallest
    while size > least and font(size, True).size(text)[0] > width:
        size -= 1
    return size


def broken_name(name: str, size: int, width: int) -> list[str]:
    """A seat's name in ``width`` pixels: on one line, else broken in two after a space or a
    hyphen ("Maximilien-" / "Auguste"), the most even break whose halves both fit; cut only when
    no break fits."""
    bold = font(size, True)
    if bold.size(name)[0] <= width:
        return [name]
    halves = [(name[:i].rstrip(), name[i:].lstrip()) for i in range(1, len(name)) if name[i - 1] in " -"]
    fitting = [pair for pair in halves if pair[1] and max(bold.size(half)[0] for half in pair) <= width]
    if not fitting:
        return [fit_text(name, size, width, bold=True)]
    first, second = min(fitting, key=lambda pair: abs(len(pair[0]) - len(pair[1])))
    return [first, second]


def is_cut(name: str, lines: list[str]) -> bool:
    """Whether ``broken_name`` had to cut ``name``: a single line that is not the name."""
    return len(lines) == 1 and lines[0] != name


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = PANEL,
               edge: tuple[int, ...] = GOLD_DIM, alpha: int = 235, radius: int = 10,
               width: int = 2) -> None:
    """A lacquered panel: translucent fill, a thin gold edge and an inner hairline."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*fill[:3], alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*edge[:3], 255), panel.get_rect(), width, border_radius=radius)
    inner = panel.get_rect().inflate(-2 * (width + 3), -2 * (width + 3))
    if inner.width > 8 and inner.height > 8:
        pygame.draw.rect(panel, (*edge[:3], 70), inner, 1, border_radius=max(0, radius - 4))
    surface.blit(panel, rect)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 6, 6, alpha))
    surface.blit(shade, (0, 0))


def draw_divider(surface: pygame.Surface, centre: tuple[float, float], width: float,
                 colour: tuple[int, ...] = GOLD_DIM) -> None:
    """A thin gold rule with a diamond in the middle, under titles."""
    x, y = round(centre[0]), round(centre[1])
    half = round(width / 2)
    pygame.draw.line(surface, colour, (x - half, y), (x - 8, y))
    pygame.draw.line(surface, colour, (x + 8, y), (x + half, y))
    pygame.draw.polygon(surface, GOLD, [(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)])


BUTTON_LABEL_MARGIN = 8  # pixels a button keeps each side of its label


def button_width_for(label: str, size: int) -> int:
    """The width a plain button needs to show ``label`` at ``size`` whole."""
    return font(size).size(label)[0] + 2 * BUTTON_LABEL_MARGIN


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hovered: bool = False
    size: int = 28
    primary: bool = False  # the main choice of a screen: filled with vermilion
    icon: pygame.Surface | None = None
    sound: str = "click"
    on_sound: Callable[[str], None] | None = None  # usually app.audio.play
    # Set by a left press inside, cleared by any left release: a release alone (the end of a drag
    # let go by Esc, the click that closed a big card) never presses what lies under it.
    armed: bool = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            armed, self.armed = self.armed, False
            if armed and self.enabled and self.rect.collidepoint(event.pos):
                self.press()
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.armed = self.rect.collidepoint(event.pos)
            return self.armed
        return False

    def press(self) -> None:
        """What a click does, also for a key that stands for the button."""
        if self.on_sound is not None:
            self.on_sound(self.sound)
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.hovered and self.enabled
        if self.primary and self.enabled:
            fill = (222, 78, 62) if lit else ACCENT
            edge = GOLD_BRIGHT if lit else GOLD
        else:
            fill = PANEL_HOVER if lit else PANEL
            edge = GOLD if self.enabled else PANEL_EDGE
        rect = self.rect
        shadow = rect.move(0, 3)
        pygame.draw.rect(surface, (10, 8, 8), shadow, border_radius=8)
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
        colour = INK if self.enabled else INK_FAINT
        room = rect.width - 2 * BUTTON_LABEL_MARGIN - (rect.height if self.icon else 0)
        label = fit_text(self.label, self.size, room) if self.label else ""
        if self.icon is not None and not self.label:
            icon = self.icon
            if not self.enabled:
                icon = icon.copy()
                icon.set_alpha(90)
            surface.blit(icon, icon.get_rect(center=rect.center))
        elif self.icon is not None:
            icon = self.icon
            if not self.enabled:
                icon = icon.copy()
                icon.set_alpha(90)
            text_w = font(self.size).size(label)[0]
            gap = round(rect.height * 0.2)
            total = icon.get_width() + gap + text_w
            left = rect.centerx - total // 2
            surface.blit(icon, icon.get_rect(midleft=(left, rect.centery)))
            draw_text(surface, label, (left + icon.get_width() + gap, rect.centery), self.size, colour,
                      anchor="midleft")
        else:
            draw_text(surface, label, rect.center, self.size, colour, anchor="center")


def keep_armed(before: list[Button], after: list[Button]) -> None:
    """Buttons built anew every frame keep a press in progress: a new button in the place and
    with the words of an armed one is armed, so the release still presses it."""
    pressed = {(tuple(button.rect), button.label) for button in before if button.armed}
    for button in after:
        button.armed = (tuple(button.rect), button.label) in pressed


def press_primary(event: pygame.event.Event, controls: list[object]) -> bool:
    """Enter presses a screen's enabled primary button (the main menu's Continue, the pause
    menu's Resume); False when the event is not Enter or no such button is there."""
    if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return False
    for control in controls:
        if isinstance(control, Button) and control.primary and control.enabled:
            control.press()
            return True
    return False


NUMBER_KEYS = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
               **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}
# The digit row above the letters by its place on the keyboard: on AZERTY its keys send the key
# codes of "&", "é", '"'... (the digit only with Shift), so the key code alone misses them.
DIGIT_ROW_SCANCODES = {getattr(pygame, f"KSCAN_{n}"): n for n in range(1, 10)}


def pressed_number(event: pygame.event.Event) -> int | None:
    """The digit 1 to 9 a key press means on any keyboard layout, or None."""
    if event.key in NUMBER_KEYS:
        return NUMBER_KEYS[event.key]
    scancode = getattr(event, "scancode", None)
    if scancode in DIGIT_ROW_SCANCODES:
        return DIGIT_ROW_SCANCODES[scancode]
    text = getattr(event, "unicode", "")
    return int(text) if len(text) == 1 and text in "123456789" else None


def press_numbered(event: pygame.event.Event, buttons: list[Button]) -> bool:
    """The keys 1 to 9 press the first nine buttons (a question's answers, in reading order)."""
    if event.type != pygame.KEYDOWN:
        return False
    number = pressed_number(event)
    if number is None or number > len(buttons) or not buttons[number - 1].enabled:
        return False
    buttons[number - 1].press()
    return True


register({
    "en": {"keys.answers": "Keys 1 to {last}: the answers, in order",
           "keys.answers_enter": "Keys 1 to {last}: the answers, in order · Enter: {answer}"},
    "fr": {"keys.answers": "Touches 1 à {last} : les réponses, dans l'ordre",
           "keys.answers_enter": "Touches 1 à {last} : les réponses, dans l'ordre · Entrée : {answer}"},
})


def answer_keys_hint(buttons: list[Button]) -> str:
    """The keys of a question's answers told in words, for buttons too tight for their numbers."""
    primary = next((b.label for b in buttons if b.primary and b.enabled), None)
    last = min(9, len(buttons))
    if primary is None:
        return t("keys.answers", last=last)
    return t("keys.answers_enter", last=last, answer=primary)


def _number_size(button: Button) -> int:
    return max(1, round(button.size * 0.8))


def key_numbers_fit(buttons: list[Button]) -> bool:
    """Each button's number (the key that presses it) fits in the margin left of its centred
    label, clear of it: else the numbers are not drawn and the keys are told another way."""
    for number, button in enumerate(buttons[:9], 1):
        digit_w = font(_number_size(button)).size(str(number))[0]
        label_w = font(button.size).size(button.label)[0]
        if (button.rect.width - label_w) // 2 < digit_w + 2 * KEY_NUMBER_PAD:
            return False
    return len(buttons) <= 9


def draw_key_numbers(surface: pygame.Surface, buttons: list[Button]) -> None:
    """The numbers 1, 2, … at the left inside edge of the buttons, in the dimmed ink."""
    for number, button in enumerate(buttons[:9], 1):
        draw_text(surface, str(number), (button.rect.left + KEY_NUMBER_PAD, button.rect.centery),
                  _number_size(button), GOLD if button.enabled else INK_FAINT, anchor="midleft")


@dataclass
class Toasts:
    """Short messages that fade out: an illegal drop's reason, a warning, a saved game."""

    items: list[list[object]] = field(default_factory=list)  # [text, seconds left]
    duration: float = 3.5
    most: int = 4  # shown at once; a table with room for one message lets the newest replace it

    def show(self, text: str, seconds: float | None = None) -> None:
        # the same words again refresh their one box (a refusal repeated must not stack copies)
        self.items = [item for item in self.items if item[0] != text]
        self.items.append([text, self.duration if seconds is None else seconds])
        del self.items[:-self.most]

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] = float(item[1]) - dt  # type: ignore[arg-type]
        self.items = [i for i in self.items if float(i[1]) > 0]  # type: ignore[arg-type]

    @property
    def texts(self) -> list[str]:
        return [str(i[0]) for i in self.items]

    # the messages' type size, padding (both at the 1280x720 design), wrap width (a share of the
    # window's) and the gap between two of them, in pixels
    TEXT_SIZE, PADDING, WRAP, GAP = 26, (36, 20), 0.6, 8
    # the words' width the screen under the messages allows (its ``toast_width``), else WRAP's
    wrap_width: int | None = None

    def _lines(self, text: str, window: tuple[int, int]) -> list[str]:
        width = self.wrap_width or round(window[0] * self.WRAP)
        return wrap(text, round(self.TEXT_SIZE * ui_scale(window)), width)

    def stack_width(self, window: tuple[int, int]) -> int:
        """How wide the widest message shown now is drawn, padding included."""
        size = round(self.TEXT_SIZE * ui_scale(window))
        return max((font(size).size(line)[0] for text in self.texts for line in self._lines(text, window)),
                   default=0) + round(self.PADDING[0] * ui_scale(window))

    def widest(self, window: tuple[int, int]) -> int:
        """The widest a message may be in a window of this size, padding included."""
        return round(window[0] * self.WRAP) + round(self.PADDING[0] * ui_scale(window))

    def stack_height(self, window: tuple[int, int]) -> int:
        """How tall the messages showing now stand, stacked as ``draw`` stacks them."""
        scale = ui_scale(window)
        line_h = font(round(self.TEXT_SIZE * scale)).get_linesize()
        heights = [line_h * len(self._lines(text, window)) + round(self.PADDING[1] * scale) for text in self.texts]
        return sum(heights) + self.GAP * max(0, len(heights) - 1)

    def draw(self, surface: pygame.Surface, place: tuple[float, float] | None = None) -> None:
        """Stacked down from ``place`` (centre x, top), by default a fifth of the way down the
        middle of the window."""
        width, height = surface.get_size()
        scale = ui_scale((width, height))
        size = round(self.TEXT_SIZE * scale)
        centre_x, y = (width / 2, height * 0.2) if place is None else place
        for text, left in self.items:
            alpha = int(255 * min(1.0, float(left) / 0.5))  # type: ignore[arg-type]
            lines = self._lines(str(text), (width, height))
            rendered = [text_surface(line, size, INK) for line in lines]
            inner_w = max(r.get_width() for r in rendered)
            line_h = font(size).get_linesize()
            box = pygame.Rect(0, 0, inner_w + round(self.PADDING[0] * scale),
                              line_h * len(lines) + round(self.PADDING[1] * scale))
            box.center = (round(centre_x), round(y + box.height / 2))
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            panel.fill((*PAPER, min(230, alpha)))
            pygame.draw.rect(panel, (*GOLD, alpha), panel.get_rect(), 2, border_radius=8)
            for index, line in enumerate(rendered):
                line = line.copy()
                line.set_alpha(alpha)
                top = round(10 * scale) + index * line_h
                panel.blit(line, line.get_rect(midtop=(box.width // 2, top)))
            surface.blit(panel, box)
            y += box.height + self.GAP
