"""One seat at the Katana table: portrait, names, ability, life, honour, hand, permanents, role.

A panel is drawn once into a surface and reused until one of the facts it shows changes (the
key of the cache is exactly those facts), so a frame costs a blit per seat.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.katana.cards import CARD, CHARACTER_BY_KEY, KEY
from game.katana.state import OVER
from game.katana.view import KatanaView
from scenes.katana.cardfaces import CardArt
from scenes.katana.texts import lang
from scenes.kit.i18n import t
from scenes.kit.widgets import (
    ACCENT,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    fit_text,
    font,
    text_surface,
    wrap,
)

PANEL_FILL = (34, 28, 26, 232)
PANEL_DOWN = (30, 30, 32, 200)
TURN_EDGE = GOLD_BRIGHT
ACT_EDGE = ACCENT
ROLE_TAG_SIZE = 18  # design pixels of the viewer's role words over their seat
COUNT_BADGE_SIZE = 22  # design pixels of the "x3" on stacked permanents
COUNT_BADGE_OVERHANG = 16  # design pixels the badge reaches past its tile
SUMMARY_STEP = 14  # design pixels from one line of the ability summary to the next
LIFE_ROW_TOP = 74  # design pixels from the panel's top to the life pips


@dataclass(frozen=True)
class SeatFacts:
    """Everything a seat panel shows; equal facts give the same picture."""

    seat: int
    character: str
    player: str
    life: int
    max_life: int
    honour: int
    hand_size: int
    permanents: tuple[int, ...]
    role: str | None  # None while hidden
    stars: int
    down: bool
    is_turn: bool
    must_act: bool
    language: str


@dataclass(frozen=True)
class PanelParts:
    """Where things landed inside the panel, for hover and right-click (panel coordinates).
    Identical permanents share one tile: ``counts`` says how many each tile stands for."""

    portrait: pygame.Rect
    ability: pygame.Rect
    role: pygame.Rect
    permanents: tuple[tuple[int, pygame.Rect], ...]
    hand: pygame.Rect
    names: pygame.Rect  # the character's and the player's lines, left of the role card
    counts: tuple[int, ...] = ()


def stacked(permanents: tuple[int, ...]) -> list[tuple[int, int]]:
    """(first card, how many) per kind of permanent, in the order they were laid: four Armors
    read as one Armor tile marked x4, which stays large enough to tell apart."""
    firsts: dict[str, int] = {}
    counts: dict[str, int] = {}
    for card in permanents:
        firsts.setdefault(KEY[card], card)
        counts[KEY[card]] = counts.get(KEY[card], 0) + 1
    return [(firsts[key], counts[key]) for key in firsts]


def parts_for(size: tuple[int, int], scale: float, permanents: tuple[int, ...]) -> PanelParts:
    def px(v: float) -> int:
        return max(1, round(v * scale))

    w, h = size
    portrait = pygame.Rect(px(6), px(6), px(60), px(60))
    role = pygame.Rect(w - px(34), px(6), px(28), px(40))
    ability = pygame.Rect(px(72), px(42), w - px(72) - px(6), px(30))
    names_left = portrait.right + px(6)
    names = pygame.Rect(names_left, px(4), role.left - names_left, ability.top - px(4))
    hand = pygame.Rect(w - px(92), h - px(34), px(86), px(28))
    room = hand.left - px(10)  # permanents shrink rather than run under the hand
    stacks = stacked(permanents)
    badge_room = px(COUNT_BADGE_OVERHANG)  # a count badge sticks out of its tile's right side
    extra = sum(badge_room for _, count in stacks if count > 1)
    tile = px(26)
    if stacks:
        tile = max(px(14), min(tile, (room - extra) // len(stacks) - px(3)))
    perms = []
    x = px(6)
    for card, count in stacks:
        perms.append((card, pygame.Rect(x, h - tile - px(6), tile, tile)))
        x += tile + px(3) + (badge_room if count > 1 else 0)
    return PanelParts(portrait, ability, role, tuple(perms), hand, names, tuple(count for _, count in stacks))


def summary_rows(summary: str, ability: pygame.Rect, scale: float) -> list[tuple[str, int]]:
    """The ability's summary in at most two lines (the hover gives the whole ability), each with
    its top. Lines a full line height apart: at the large text floor the design's step is less
    than a line, so the pair rises to end on the life row instead of running into each other."""
    size = max(1, round(16 * scale))
    lines = wrap(summary, size, ability.width)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), size, ability.width)]
    step = max(max(1, round(SUMMARY_STEP * scale)), font(size).get_linesize())
    top = min(ability.top, round(LIFE_ROW_TOP * scale) - 2 * step)
    return [(text, top + index * step) for index, text in enumerate(lines)]


def count_badge(count: int, tile: pygame.Rect, scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    """"x3" on a dark tab over the bottom right corner of a tile standing for 3 permanents."""
    words = text_surface(f"x{count}", max(1, round(COUNT_BADGE_SIZE * scale)), GOLD_BRIGHT, True)
    box = words.get_rect().inflate(max(2, round(4 * scale)), 0)
    box.bottomleft = (tile.right - round(tile.width * 0.35), tile.bottom + max(1, round(2 * scale)))
    return words, box


def render_panel(facts: SeatFacts, size: tuple[int, int], scale: float, art: CardArt) -> pygame.Surface:
    def px(v: float) -> int:
        return max(1, round(v * scale))

    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = px(10)
    pygame.draw.rect(surface, PANEL_DOWN if facts.down else PANEL_FILL, rect, border_radius=radius)
    edge = ACT_EDGE if facts.must_act else TURN_EDGE if facts.is_turn else GOLD_DIM
    pygame.draw.rect(surface, edge, rect, px(3) if (facts.must_act or facts.is_turn) else px(1),
                     border_radius=radius)
    parts = parts_for(size, scale, facts.permanents)

    # Portrait (greyed when down) and the role card at the top right.
    portrait = art.portrait(facts.character, parts.portrait.width, facts.down)
    surface.blit(portrait, parts.portrait)
    pygame.draw.rect(surface, GOLD_DIM, parts.portrait, 1, border_radius=px(4))
    role = art.role(facts.role, parts.role.size, facts.stars or 1)
    surface.blit(role, parts.role)

    # Names: the character large, the player under it. The player's line takes every pixel up to
    # the role card and carries no " (you)": the "Your role" tag marks the viewer's seat, and at
    # large text the suffix cut the name. What an 18-letter name still loses, the hover shows.
    name_x = parts.names.left
    name_w = parts.names.width - px(4)
    name = CHARACTER_BY_KEY[facts.character].name
    title = text_surface(fit_text(name, px(24), name_w, bold=True), px(24), GOLD if not facts.down else INK_DIM, True)
    surface.blit(title, (name_x, px(4)))
    sub = text_surface(fit_text(facts.player, px(17), parts.names.width - px(1)), px(17), INK_DIM)
    surface.blit(sub, (name_x, px(25)))
    summary = CHARACTER_BY_KEY[facts.character].summary(facts.language)
    for text, top in summary_rows(summary, parts.ability, scale):
        surface.blit(text_surface(text, px(16), INK), (parts.ability.left, top))

    # Life pips and honour.
    pip = px(11)
    y = px(LIFE_ROW_TOP)
    for i in range(facts.max_life):
        name_token = "life_full" if i < facts.life else "life_empty"
        surface.blit(art.token(name_token, pip), (name_x + i * (pip + px(2)), y))
    honour_x = name_x + facts.max_life * (pip + px(2)) + px(8)
    token = art.token("honour", px(15))
    surface.blit(token, (honour_x, y - px(2)))
    count = text_surface(f"{facts.honour}", px(20), GOLD_BRIGHT, True)
    surface.blit(count, (honour_x + px(17), y - px(3)))

    # Permanents in front of the seat, and the hand as card backs with its count.
    for (card, tile_rect), stack in zip(parts.permanents, parts.counts, strict=True):
        surface.blit(art.emblem(KEY[card], tile_rect.width), tile_rect)
        if stack > 1:
            words, box = count_badge(stack, tile_rect, scale)
            pygame.draw.rect(surface, (20, 16, 16), box, border_radius=px(4))
            pygame.draw.rect(surface, GOLD, box, 1, border_radius=px(4))
            surface.blit(words, words.get_rect(center=box.center))
    backs = min(facts.hand_size, 7)
    back_size = (px(15), px(21))
    back = art.back(back_size)
    step = px(6)
    right = parts.hand.right - px(22)
    for i in range(backs):
        surface.blit(back, (right - back_size[0] - (backs - 1 - i) * step, parts.hand.bottom - back_size[1]))
    hand_label = text_surface(str(facts.hand_size), px(20), INK if facts.hand_size else ACCENT, True)
    surface.blit(hand_label, hand_label.get_rect(midright=(parts.hand.right, parts.hand.bottom - back_size[1] // 2)))

    if facts.down:
        draw_down_stamp(surface, parts.portrait, scale)
    return surface


def draw_down_stamp(surface: pygame.Surface, portrait: pygame.Rect, scale: float) -> None:
    """The "down" stamp on its dark box across ``portrait``."""
    stamp, box = down_stamp(portrait, scale)
    corner = max(1, round(3 * scale))
    pygame.draw.rect(surface, (20, 16, 16), box, border_radius=corner)
    pygame.draw.rect(surface, ACCENT, box, 1, border_radius=corner)
    surface.blit(stamp, stamp.get_rect(center=box.center))


def down_stamp(portrait: pygame.Rect, scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    """The "down" stamp across the portrait and its box, the words shrunk until the box fits
    inside the portrait (the French "À TERRE" is wider than the picture at the usual size)."""
    pad = max(1, round(8 * scale))
    size = max(1, round(22 * scale))
    words = t("katana.down")
    while size > 6 and font(size, True).size(words)[0] + pad > portrait.width:
        size -= 1
    stamp = text_surface(words, size, ACCENT, True)
    box = stamp.get_rect(center=portrait.center).inflate(pad, max(1, round(2 * scale)))
    return stamp, box


def role_tag_box(text: str, seat: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the viewer's role words sit: a tab over the top right corner of their seat, next
    to the role card (which alone is only a small icon). A seat at the window's top edge (the
    one facing the viewer at 4 and 6 players) has no room above it: its tab hangs below it."""
    width, height = font(max(1, round(ROLE_TAG_SIZE * scale)), True).size(text)
    box = pygame.Rect(0, 0, width + round(16 * scale), height + round(4 * scale))
    box.bottomright = (seat.right - round(6 * scale), seat.top + round(2 * scale))
    if box.top < 0:
        box.topright = (seat.right - round(6 * scale), seat.bottom - round(2 * scale))
    return box


def draw_role_tag(surface: pygame.Surface, text: str, box: pygame.Rect, scale: float) -> None:
    radius = max(1, round(6 * scale))
    pygame.draw.rect(surface, PANEL_FILL[:3], box, border_radius=radius)
    pygame.draw.rect(surface, GOLD, box, 1, border_radius=radius)
    words = text_surface(text, max(1, round(ROLE_TAG_SIZE * scale)), GOLD_BRIGHT, True)
    surface.blit(words, words.get_rect(center=box.center))


def facts_of(view: KatanaView, seat: int, players: list[str], acting: tuple[int, ...]) -> SeatFacts:
    """The panel facts of ``seat`` as ``view`` shows them."""
    return SeatFacts(
        seat=seat, character=view.characters[seat], player=players[seat], life=view.life[seat],
        max_life=view.max_life[seat], honour=view.honour[seat], hand_size=view.hand_sizes[seat],
        permanents=view.tables[seat], role=view.roles[seat], stars=view.stars[seat] or 0,
        down=view.is_down(seat), is_turn=view.turn == seat and view.phase != OVER,
        must_act=seat in acting, language=lang())


def ability_text(character: str) -> str:
    return CHARACTER_BY_KEY[character].ability(lang())


def card_label(card: int) -> str:
    return CARD[card].name(lang())


