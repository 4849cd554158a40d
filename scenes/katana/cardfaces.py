"""Katana card faces, backs, portraits and role cards rendered once per size and cached.

The SVG art carries no text (its renderer ignores ``<text>``), so names and numbers are drawn
here over the frame. Every picture is made at the exact pixel size it is shown at and kept, so a
frame only blits finished surfaces.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pygame

from game.katana.cards import CARD, CHARACTER_BY_KEY, TYPE_BY_KEY
from scenes.kit.widgets import font, text_surface, wrap

ART = Path(__file__).resolve().parents[2] / "art" / "katana"

KIND_COLOUR = {"weapon": (178, 44, 36), "permanent": (40, 70, 140), "action": (206, 152, 40)}
KIND_DARK = {"weapon": (96, 20, 16), "permanent": (20, 30, 64), "action": (120, 84, 18)}
ROLE_COLOUR = {"shogun": (214, 170, 80), "samurai": (196, 56, 46), "ninja": (40, 40, 60),
               "ronin": (110, 110, 118)}
CARD_INK = (28, 23, 19)
MIN_NAME_SIZE = 9
MOST_CONDENSED = 0.8  # a word on a card face is narrowed to fit by a fifth at most, or it stops reading
SHORT_BELOW = 1.1  # height / width under which a face is drawn short (a card is 7/5)
IVORY = (244, 234, 211)

SvgLoader = Callable[[str, tuple[int, int]], "pygame.Surface | None"]


def load_svg(relative: str, size: tuple[int, int]) -> pygame.Surface | None:
    """``art/katana/<relative>`` drawn at ``size``, or None when missing or unreadable (the
    table then draws a plain stand-in, so a missing picture never stops a game)."""
    path = ART / relative
    if not path.exists():
        return None
    try:
        loader = getattr(pygame.image, "load_sized_svg", None)
        if loader is not None:
            picture = loader(str(path), size)
        else:
            picture = pygame.transform.smoothscale(pygame.image.load(str(path)), size)
    except (pygame.error, OSError, ValueError):
        return None
    if picture.get_size() != size:
        picture = pygame.transform.smoothscale(picture, size)
    found: pygame.Surface = picture.convert_alpha() if pygame.display.get_surface() is not None else picture
    return found


class CardArt:
    """Every Katana picture the table shows, keyed by what it shows and its size."""

    def __init__(self, loader: SvgLoader = load_svg) -> None:
        self._load = loader
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def _svg(self, relative: str, size: tuple[int, int]) -> pygame.Surface | None:
        key = ("svg", relative, size)
        if key not in self._cache:
            found = self._load(relative, size)
            if found is None:
                return None
            self._cache[key] = found
        return self._cache[key]

    # -- play cards ----------------------------------------------------------------------
    def face(self, card: int, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
        """The card's face at ``size``; a size much shorter than a card's proportions (a big hand
        wrapped into two rows) gets the short face: its name and numbers, little picture."""
        key = ("face", CARD[card].key, size, lang)
        found = self._cache.get(key)
        if found is None:
            short = size[1] < size[0] * SHORT_BELOW
            found = (self._draw_short_face if short else self._draw_face)(CARD[card].key, size, lang)
            self._cache[key] = found
        return found

    def _draw_short_face(self, type_key: str, size: tuple[int, int], lang: str) -> pygame.Surface:
        """A card about half as tall as its full face: the name band as on the full card (same type
        size), and under it a weapon's difficulty and damage side by side on the left, where the
        next card of an overlapping row never covers them; the emblem fills what room is left."""
        kind_type = TYPE_BY_KEY[type_key]
        kind = kind_type.kind
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 12)
        pygame.draw.rect(surface, IVORY, surface.get_rect(), border_radius=radius)
        border = max(2, w // 20)
        pygame.draw.rect(surface, KIND_COLOUR[kind], surface.get_rect(), border, border_radius=radius)
        full_h = round(w * 7 / 5)  # the full card's height: the name keeps the size it has there
        band_w = round(w * 0.86)
        name_size, lines = name_lines(kind_type.name(lang), max(12, round(full_h * 0.15)), band_w - 4)
        line_h = font(name_size, True).get_linesize()
        band_h = max(12, round(full_h * 0.15)) if len(lines) == 1 else len(lines) * line_h + 4
        band = pygame.Rect(round(w * 0.07), max(2, round(w * 0.05)), band_w, band_h)
        pygame.draw.rect(surface, KIND_DARK[kind], band, border_radius=max(2, w // 24))
        top = band.centery - len(lines) * line_h // 2
        for index, line in enumerate(lines):
            label = name_label(line, name_size, band_w - 4)
            surface.blit(label, label.get_rect(midtop=(band.centerx, top + index * line_h)))
        room = pygame.Rect(band.left, band.bottom + 2, band.width, h - band.bottom - 2 - border)
        if room.height < 6:
            return surface
        emblem_box = room
        if kind == "weapon":
            # the drop's tip rises 1.45 radii: it stays off the name band
            r = max(5, min(round(w * 0.14), int((room.height - 2) / 2.45)))
            y = room.bottom - r - 1
            self._badge_pair(surface, (room.left + r, y), (room.left + 3 * r + 3, y), r,
                             kind_type.difficulty, kind_type.damage)
            beside = room.left + 4 * r + 6
            emblem_box = pygame.Rect(beside, room.top, room.right - beside, room.height)
        side = min(emblem_box.width, emblem_box.height)
        emblem = self._svg(f"emblems/{type_key}.svg", (side, side)) if side >= 8 else None
        if emblem is not None:
            surface.blit(emblem, emblem.get_rect(center=emblem_box.center))
        return surface

    def _draw_face(self, type_key: str, size: tuple[int, int], lang: str) -> pygame.Surface:
        kind_type = TYPE_BY_KEY[type_key]
        kind = kind_type.kind
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        frame = self._svg(f"cards/frame_{kind}.svg", size)
        radius = max(3, w // 12)
        if frame is not None:
            surface.blit(frame, (0, 0))
        else:
            pygame.draw.rect(surface, IVORY, surface.get_rect(), border_radius=radius)
            pygame.draw.rect(surface, KIND_COLOUR[kind], surface.get_rect(), max(3, w // 16), border_radius=radius)
        # Name on a band across the top, large enough to read at 1280x720. A long name wraps
        # onto a second line rather than shrinking to a speck or losing its end to an ellipsis.
        band_w = round(w * 0.86)
        name_size, lines = name_lines(kind_type.name(lang), max(12, round(h * 0.15)), band_w - 4)
        line_h = font(name_size, True).get_linesize()
        band_h = max(12, round(h * 0.15)) if len(lines) == 1 else len(lines) * line_h + 4
        band = pygame.Rect(round(w * 0.07), round(h * 0.045), band_w, band_h)
        # The emblem sits under the band, smaller when a two-line name pushes it down.
        low = h - round(h * 0.2) if kind != "weapon" else h - 2 * max(7, round(w * 0.14)) - round(h * 0.06)
        emblem_top = round(w * 0.25) if len(lines) == 1 else max(round(w * 0.25), band.bottom + 2)
        emblem_side = max(4, min(round(w * 0.6), low - emblem_top))
        emblem = self._svg(f"emblems/{type_key}.svg", (emblem_side, emblem_side))
        emblem_pos = ((w - emblem_side) // 2, emblem_top)
        if emblem is not None:
            surface.blit(emblem, emblem_pos)
        else:
            pygame.draw.circle(surface, KIND_COLOUR[kind],
                               (emblem_pos[0] + emblem_side // 2, emblem_pos[1] + emblem_side // 2), emblem_side // 3)
        pygame.draw.rect(surface, KIND_DARK[kind], band, border_radius=max(2, w // 24))
        top = band.centery - len(lines) * line_h // 2
        for index, line in enumerate(lines):
            label = name_label(line, name_size, band_w - 4)
            surface.blit(label, label.get_rect(midtop=(band.centerx, top + index * line_h)))
        if kind == "weapon":
            self._weapon_badges(surface, kind_type.difficulty, kind_type.damage)
        else:
            tag = kind_tag(kind, size, lang)
            if tag is not None:
                surface.blit(tag, tag.get_rect(midbottom=(w // 2, h - round(h * 0.05))))
        return surface

    @staticmethod
    def _weapon_badges(surface: pygame.Surface, difficulty: int, damage: int) -> None:
        """Difficulty in a steel target at bottom left, damage in a red drop at bottom right."""
        w, h = surface.get_size()
        r = max(7, round(w * 0.14))
        y = h - r - round(h * 0.04)
        inset = r + round(w * 0.06)
        CardArt._badge_pair(surface, (inset, y), (w - inset, y), r, difficulty, damage)

    @staticmethod
    def _badge_pair(surface: pygame.Surface, left: tuple[int, int], right: tuple[int, int], r: int,
                    difficulty: int, damage: int) -> None:
        """The steel target with the difficulty at ``left``, the red drop with the damage at ``right``."""
        pygame.draw.circle(surface, (236, 236, 240), left, r)
        pygame.draw.circle(surface, (60, 70, 90), left, r, max(2, r // 4))
        pygame.draw.circle(surface, (60, 70, 90), left, max(2, r // 2), 1)
        pygame.draw.circle(surface, KIND_COLOUR["weapon"], right, r)
        tip = [(right[0] - r * 0.7, right[1] - r * 0.5), (right[0], right[1] - r * 1.45),
               (right[0] + r * 0.7, right[1] - r * 0.5)]
        pygame.draw.polygon(surface, KIND_COLOUR["weapon"], tip)
        size = max(12, round(r * 1.7))
        for centre, value, colour in ((left, difficulty, CARD_INK), (right, damage, IVORY)):
            digits = text_surface(str(value), size, colour, True)
            surface.blit(digits, digits.get_rect(center=centre))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", size)
        found = self._cache.get(key)
        if found is None:
            found = self._svg("cards/back.svg", size)
            if found is None:
                found = pygame.Surface(size, pygame.SRCALPHA)
                rect = found.get_rect()
                radius = max(2, size[0] // 10)
                pygame.draw.rect(found, (96, 24, 22), rect, border_radius=radius)
                pygame.draw.rect(found, (214, 170, 80), rect, max(1, size[0] // 14), border_radius=radius)
                pygame.draw.circle(found, (214, 170, 80), rect.center, max(2, size[0] // 4), max(1, size[0] // 16))
            self._cache[key] = found
        return found

    def emblem(self, type_key: str, side: int) -> pygame.Surface:
        """The emblem alone in a coloured round tile: permanents shown in front of a seat."""
        key = ("emblem", type_key, side)
        found = self._cache.get(key)
        if found is None:
            kind = TYPE_BY_KEY[type_key].kind
            found = pygame.Surface((side, side), pygame.SRCALPHA)
            pygame.draw.circle(found, IVORY, (side // 2, side // 2), side // 2)
            pygame.draw.circle(found, KIND_COLOUR[kind], (side // 2, side // 2), side // 2, max(2, side // 12))
            inner = round(side * 0.74)
            picture = self._svg(f"emblems/{type_key}.svg", (inner, inner))
            if picture is not None:
                found.blit(picture, picture.get_rect(center=(side // 2, side // 2)))
            self._cache[key] = found
        return found

    # -- characters, roles, tokens -------------------------------------------------------
    def portrait(self, character: str, side: int, down: bool = False) -> pygame.Surface:
        key = ("portrait", character, side, down)
        found = self._cache.get(key)
        if found is None:
            found = pygame.Surface((side, side), pygame.SRCALPHA)
            picture = self._svg(f"portraits/{character}.svg", (side, side))
            if picture is not None:
                found.blit(picture, (0, 0))
            else:
                pygame.draw.circle(found, (120, 96, 70), (side // 2, side // 2), side // 2)
                initial = text_surface(CHARACTER_BY_KEY[character].name[:1], side // 2, IVORY, True)
                found.blit(initial, initial.get_rect(center=(side // 2, side // 2)))
            if down:
                found = pygame.transform.grayscale(found)
                shade = pygame.Surface((side, side), pygame.SRCALPHA)
                shade.fill((0, 0, 0, 90))
                found.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
            self._cache[key] = found
        return found

    def role(self, role: str | None, size: tuple[int, int], stars: int = 1) -> pygame.Surface:
        """A role card; ``None`` is the face-down back of a role nobody may see yet."""
        key = ("role", role, size, stars)
        found = self._cache.get(key)
        if found is None:
            name = f"roles/{role}.svg" if role else "roles/back.svg"
            if role == "ninja":
                name = f"roles/ninja_{max(1, min(3, stars))}.svg"
            found = pygame.Surface(size, pygame.SRCALPHA)
            picture = self._svg(name, size)
            if picture is not None:
                found.blit(picture, (0, 0))
            else:
                colour = ROLE_COLOUR.get(role or "", (60, 52, 46))
                pygame.draw.rect(found, colour, found.get_rect(), border_radius=max(2, size[0] // 8))
                pygame.draw.rect(found, (214, 170, 80), found.get_rect(), 1, border_radius=max(2, size[0] // 8))
            self._cache[key] = found
        return found

    def token(self, name: str, side: int) -> pygame.Surface:
        """A small token (``honour``, ``life_full``, ``life_empty``, ``down``) as a picture."""
        key = ("token", name, side)
        found = self._cache.get(key)
        if found is None:
            found = self._svg(f"tokens/{name}.svg", (side, side))
            if found is None:
                found = pygame.Surface((side, side), pygame.SRCALPHA)
                colour = {"honour": (214, 170, 80), "life_full": (200, 50, 50)}.get(name, (80, 70, 64))
                pygame.draw.circle(found, colour, (side // 2, side // 2), side // 2)
            self._cache[key] = found
        return found

    def table_surface(self, size: tuple[int, int]) -> pygame.Surface | None:
        return self._svg("table.svg", size)


def kind_tag(kind: str, size: tuple[int, int], lang: str) -> pygame.Surface | None:
    """"permanent" or "action" at the foot of a full face, as wide as the name band at most: at
    the text floor "permanente" outgrows the cards. Narrowed by a fifth at most; on a card too
    small even so (the discard pile's at 1024x600, large text) there is no tag: the frame's
    colour tells the kind, and the card's right-click view and the discard browser, drawn
    larger, print the word whole."""
    word = {"permanent": {"en": "permanent", "fr": "permanente"},
            "action": {"en": "action", "fr": "action"}}[kind][lang if lang == "fr" else "en"]
    w, h = size
    tag_size, room = max(10, round(h * 0.1)), round(w * 0.86) - 4
    if text_width(word, tag_size, True) * MOST_CONDENSED > room:
        return None
    return condensed_label(word, tag_size, room, KIND_DARK[kind])


def name_lines(name: str, size: int, width: int) -> tuple[int, list[str]]:
    """A card name's type size and lines to fit ``width``: one line if it fits at nearly the full
    ``size``, else two lines at the largest size they fit, else one line as large as fits. At the
    smallest size a name still too wide stays whole: ``name_label`` condenses it to fit."""
    single_floor = max(MIN_NAME_SIZE, math.ceil(size * 0.85))
    for candidate in range(size, single_floor - 1, -1):
        if text_width(name, candidate, True) <= width:
            return candidate, [name]
    for candidate in range(size, MIN_NAME_SIZE - 1, -1):
        lines = wrap(name, candidate, width, True)
        if len(lines) == 1 and " " not in name:
            lines = syllable_halves(name, candidate, width) or lines
        if len(lines) == 2 and all(text_width(line, candidate, True) <= width for line in lines):
            return candidate, lines
        if text_width(name, candidate, True) <= width:
            return candidate, [name]
    # Too wide even at the smallest size: the lines ``name_label`` condenses least.
    choices = [[name], *syllable_breaks(name)] if " " not in name else [[name], wrap(name, MIN_NAME_SIZE, width, True)]
    fewest = min((lines for lines in choices if len(lines) <= 2),
                 key=lambda lines: max(text_width(line, MIN_NAME_SIZE, True) for line in lines))
    return MIN_NAME_SIZE, fewest


def syllable_halves(word: str, size: int, width: int) -> list[str]:
    """``word`` broken with a hyphen between two syllables, both halves within ``width``, the
    break nearest the middle; none if no break fits."""
    for halves in syllable_breaks(word):
        if all(text_width(half, size, True) <= width for half in halves):
            return halves
    return []


def syllable_breaks(word: str) -> list[list[str]]:
    """The ways to break ``word`` in two with a hyphen between syllables, nearest the middle
    first. A lone consonant between two vowels opens the next syllable ("Tane-gashima",
    "Waki-zashi", "Médi-tation"), and two consonants part unless they sound as one
    ("Concen-tration", but never "t-h" or "t-r")."""
    vowels = "aeiouyéèAEIOUYÉ"
    one_sound = {"ch", "ph", "sh", "th", "gn", "bl", "cl", "fl", "gl", "pl", "br", "cr", "dr", "fr", "gr",
                 "pr", "tr", "vr"}
    breaks = [i for i in range(2, len(word) - 2)
              if word[i - 1] in vowels and word[i] not in vowels and word[i + 1] in vowels]
    breaks += [i for i in range(2, len(word) - 2)
               if word[i - 2] in vowels and word[i - 1] not in vowels and word[i] not in vowels
               and word[i + 1] in vowels and word[i - 1:i + 1].lower() not in one_sound]
    return [[word[:i] + "-", word[i:]] for i in sorted(breaks, key=lambda i: abs(2 * i - len(word)))]


def name_label(line: str, size: int, width: int) -> pygame.Surface:
    """A line of a card's name as drawn on its band, ``width`` wide. Text is never drawn below
    the reading floor, so on the smallest cards a long name ("Wakizashi" on a pile at 1024x600)
    is narrowed to fit, as printed cards condense a long title, rather than losing its end."""
    return condensed_label(line, size, width, IVORY)


def condensed_label(text: str, size: int, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Bold ``text`` at ``size``, narrowed to ``width`` when wider: a word on a card face that
    has no other room to take."""
    label = text_surface(text, size, colour, True)
    if label.get_width() > width:
        label = pygame.transform.smoothscale(label, (width, label.get_height()))
    return label


def card_text_lines(card: int, width: int, size: int, lang: str) -> list[str]:
    """A card's full text wrapped for a tooltip."""
    return wrap(CARD[card].text(lang), size, width)


def text_width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def assets_loader(assets: object) -> SvgLoader:
    """Load through the app's shared ``Assets`` (``art/katana/...``), None for a missing file."""
    exists = getattr(assets, "exists", None)
    image = getattr(assets, "image", None)
    if exists is None or image is None:
        return load_svg

    def load(relative: str, size: tuple[int, int]) -> pygame.Surface | None:
        name = f"katana/{relative}"
        if not exists(name):
            return None
        found: pygame.Surface = image(name, size)
        return found

    return load
