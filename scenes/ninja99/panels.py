"""The side panels. Left: each side's name and colour, clan card, Daimyo and Favour tokens,
open cards and Blacklist; in solo the automaton's half (``automaton_panel``). Right: the three
tug-of-war tracks (in solo with the automaton's Score cards lying on each), the Neutral clan,
the deck, the techniques (cost, greyed when out of reach), the modules and the log. Drawing
only; the table reads back ``hits`` to know what the mouse is over."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ninja99.data import CLANS, Technique, game_data
from game.ninja99.preview import AutomatonPanel, automaton_panel, shown_score_cards
from game.ninja99.scoring import blacklist_top
from game.ninja99.techniques import clan_technique, status
from scenes.kit.i18n import counted, language
from scenes.kit.scrollback import ScrollBack
from scenes.kit.widgets import (
    GOLD,
    INK,
    INK_DIM,
    PANEL,
    PANEL_EDGE,
    draw_text,
    fit_text,
    font,
    layout_key,
    text_floor,
    wrap,
    wrapped,
)
from scenes.ninja99.automaton_panel import draw_automaton
from scenes.ninja99.card_art import card_surface
from scenes.ninja99.look import CLAN_ART, DAIMYO_RGB, SEAT_LIGHT, draw_daimyo_list, draw_token, seat_rgb
from scenes.ninja99.reasons import retell
from scenes.ninja99.texts import clan_name, side_name, t

if TYPE_CHECKING:
    from scenes.kit.assets import Assets
    from scenes.ninja99.layout import Layout

TRACK_LIMIT = 12
DIM = (95, 88, 80)


@dataclass
class PanelInput:
    state: Any  # the viewer's NinjaState (from the view)
    viewer: int | None
    names: tuple[str, str]  # the seats' names (the automaton's in solo)
    tracks_shown: tuple[float, float, float]  # cube positions, eased toward the real values
    hover: str | None = None
    legal_techniques: frozenset[str] = frozenset()
    swap_legal: bool = False
    dragging_clan: bool = False
    clan_drag_pos: tuple[int, int] | None = None
    log: tuple[str, ...] = ()  # the whole game's happenings, oldest first
    version: int = 0  # changes whenever the game state does (the table counts actions and undos)
    watching: bool = False  # a replay: the watcher sits at no seat, none is "you"

    def key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """Everything the cached panels depend on (the moving cubes are drawn apart)."""
        return (self.version, self.viewer, self.names, self.hover, self.legal_techniques, self.swap_legal,
                self.dragging_clan, self.log, layout_key(size))  # a new text size redraws them too


@dataclass
class Panels:
    """Rendered once per change into a window-sized picture, then blitted; only the three
    cubes, which glide after every score, are drawn each frame."""

    assets: Assets
    hits: dict[str, pygame.Rect] = field(default_factory=dict)
    renders: int = 0
    automaton_shown: AutomatonPanel | None = None  # what the automaton's panel shows (solo)
    scrollback: ScrollBack = field(default_factory=ScrollBack)  # the wheel over the log reads back
    log_box: pygame.Rect | None = None  # where the log's rows were drawn: the wheel reads back there
    log_rows_shown: tuple[int, int] = (0, 0)  # the rows [first, end) of ``log_rows`` drawn
    log_rows: tuple[str, ...] = ()  # every log line wrapped to the panel's width
    _log_key: tuple[Any, ...] | None = None
    _log_starts: tuple[int, ...] = ()
    _key: tuple[Any, ...] | None = None
    _picture: pygame.Surface | None = None
    _bars: dict[int, tuple[pygame.Rect, str]] = field(default_factory=dict)

    def draw(self, surface: pygame.Surface, lay: Layout, data: PanelInput) -> None:
        if (*data.key(lay.size), self.scrollback.back) != self._key or self._picture is None:
            self._picture = pygame.Surface(lay.size)
            self.hits = {}
            self._bars = {}
            self._render(self._picture, lay, data)
            # taken after the render: new log rows move ``back`` to keep a reader's rows in place
            self._key = (*data.key(lay.size), self.scrollback.back)
            self.renders += 1
        surface.blit(self._picture, lay.left, area=lay.left)
        surface.blit(self._picture, lay.right, area=lay.right)
        for k, (bar, clan) in self._bars.items():
            self._cube(surface, lay, bar, clan, data.tracks_shown[k])

    def _render(self, surface: pygame.Surface, lay: Layout, data: PanelInput) -> None:
        for rect in (lay.left, lay.right):
            pygame.draw.rect(surface, PANEL, rect)
        pygame.draw.line(surface, PANEL_EDGE, lay.left.topright, lay.left.bottomright, 2)
        pygame.draw.line(surface, PANEL_EDGE, lay.right.topleft, lay.right.bottomleft, 2)
        self._left(surface, lay, data)
        self._right(surface, lay, data)

    # -- left: the two sides ---------------------------------------------------------------
    def _left(self, surface: pygame.Surface, lay: Layout, data: PanelInput) -> None:
        state = data.state
        bottom_side = data.viewer if data.viewer is not None else 0
        top_side = 1 - bottom_side
        half = lay.left.height // 2
        top = pygame.Rect(lay.left.x, 0, lay.left.width, half)
        bottom = pygame.Rect(lay.left.x, half, lay.left.width, lay.left.height - half)
        pygame.draw.line(surface, PANEL_EDGE, (top.left + 10, half), (top.right - 10, half), 1)
        if state.solo:
            self._side(surface, lay, data, 0, bottom)
            self._automaton(surface, lay, data, top)
        else:
            self._side(surface, lay, data, top_side, top)
            self._side(surface, lay, data, bottom_side, bottom)

    def _side(self, surface: pygame.Surface, lay: Layout, data: PanelInput, side: int, box: pygame.Rect) -> None:
        state, lang = data.state, language()
        pad = lay.px(10)
        x, y = box.x + pad, box.y + pad
        width = box.width - 2 * pad
        colour = seat_rgb(side)
        band = pygame.Rect(x, y, width, lay.px(30))
        pygame.draw.rect(surface, colour, band, border_radius=lay.px(6))
        if state.phase in ("pick", "turn") and state.active == side:
            pygame.draw.rect(surface, GOLD, band.inflate(4, 4), 2, border_radius=lay.px(7))
        you = f" ({t('n99.you')})" if side == data.viewer and not data.watching else ""
        colour_label = draw_text(surface, side_name(side, lang), (band.right - pad, band.centery),
                                 lay.text(16), SEAT_LIGHT[side], anchor="midright")
        # the name stops before the colour's word, never over it. " (you)" goes first when the
        # name would be cut (the band's colour and place already mark one's side); a name still
        # too long is cut, and pointing at the band names the player whole
        room = colour_label.left - pad - (band.x + pad)
        label = band_name(data.names[side], you, lay.text(20), room)
        if not label.startswith(data.names[side]):
            self.hits[f"name:{side}"] = band
        draw_text(surface, label, (band.x + pad, band.centery), lay.text(20), INK, True, "midleft")
        y = band.bottom + pad
        self._clan_card(surface, lay, state.clans[side], pygame.Rect(x, y, width, lay.px(40)),
                        key="clan" if side == data.viewer else f"clan{side}",
                        lifted=side == data.viewer and data.dragging_clan,
                        glow=side == data.viewer and data.swap_legal)
        y += lay.px(48)
        size = min(lay.px(28), (width - 7 * 3) // 8)
        for number, mark in enumerate(state.tokens[side], start=1):
            rect = pygame.Rect(x + (number - 1) * (size + 3), y, size, size)
            if mark == "P":
                pygame.draw.circle(surface, DIM, rect.center, size // 2, 1)
            else:
                draw_token(surface, self.assets, side, number, mark in "FX", rect)
                if mark == "X":  # spent Favour: still counted at the end
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.circle(shade, (20, 16, 14, 150), (size // 2, size // 2), size // 2)
                    surface.blit(shade, rect)
        y += size + lay.px(4)
        placed = state.tokens[side].count("P")
        draw_text(surface, t("n99.token_counts", favour=state.favour(side), placed=placed), (x, y),
                  lay.text(16), INK_DIM)
        y += lay.px(22)
        if side != data.viewer:
            cell = lay.px(20)
            for k, card in enumerate(state.hands[side]):
                rows = game_data().cards[card].rows
                picture = card_surface(self.assets, rows, cell, state.uses("ronin"))
                spot = pygame.Rect(x + k * (3 * cell + pad), y, 3 * cell, 3 * cell)
                surface.blit(picture, spot)
                self.hits[f"open:{side}:{k}"] = spot
            if state.hands[side]:
                y += 3 * cell + pad
        if state.uses("blacklist") and state.blacklists[side]:
            self._blacklist(surface, lay, state, side, x, y, width)

    def _blacklist(self, surface: pygame.Surface, lay: Layout, state: Any, side: int, x: int, y: int,
                   width: int) -> None:
        draw_text(surface, t("n99.module.blacklist"), (x, y), lay.text(15), INK_DIM)
        y += lay.px(18)
        order = game_data().auto_cards[state.blacklists[side]].order
        size = min(lay.px(26), (width - 6 * 4) // 7)
        draw_daimyo_list(surface, self.assets, order, set(state.standing()), blacklist_top(state, side), x + 2,
                         y + 2, size)

    def _clan_card(self, surface: pygame.Surface, lay: Layout, clan: str | None, rect: pygame.Rect, key: str,
                   lifted: bool = False, glow: bool = False, label: str | None = None) -> None:
        self.hits[key] = rect
        pygame.draw.rect(surface, (60, 52, 46), rect, border_radius=lay.px(6))
        pygame.draw.rect(surface, GOLD if glow else PANEL_EDGE, rect, 2, border_radius=lay.px(6))
        if lifted:
            return  # the card is in the player's hand, drawn at the pointer
        icon = rect.height - lay.px(8)
        if clan is not None:
            surface.blit(self.assets.image(CLAN_ART[clan], (icon, icon)), (rect.x + lay.px(4), rect.y + lay.px(4)))
        text = label if label is not None else (
            t("n99.clan", clan=clan_name(clan, language())) if clan else t("n99.no_clan"))
        draw_text(surface, text, (rect.x + icon + lay.px(12), rect.centery), lay.text(19), INK, True, "midleft")

    def clan_card_surface(self, lay: Layout, clan: str) -> pygame.Surface:
        rect = pygame.Rect(0, 0, lay.left.width - lay.px(20), lay.px(40))
        picture = pygame.Surface(rect.size, pygame.SRCALPHA)
        kept = dict(self.hits)
        self._clan_card(picture, lay, clan, rect, "drag")
        self.hits = kept
        return picture

    # -- left, solo: the automaton ------------------------------------------------------------
    def _automaton(self, surface: pygame.Surface, lay: Layout, data: PanelInput, box: pygame.Rect) -> None:
        state = data.state
        panel = automaton_panel(state)
        assert panel is not None
        self.automaton_shown = panel
        clan_rect = draw_automaton(surface, self.assets, lay, panel, state.level, state.tokens[1], box)
        self._clan_card(surface, lay, state.clans[1], clan_rect, "clan_auto")

    # -- right: tracks, clans, deck, techniques -----------------------------------------------
    def _right(self, surface: pygame.Surface, lay: Layout, data: PanelInput) -> None:
        state, lang = data.state, language()
        pad = lay.px(10)
        x, y = lay.right.x + pad, lay.px(8)
        width = lay.right.width - 2 * pad
        draw_text(surface, t("n99.tracks"), (x, y), lay.text(19), GOLD, True)
        y += lay.px(24)
        right_name = side_name(2 if state.solo else 1, lang)
        for k, clan in enumerate(CLANS):
            y = self._track(surface, lay, data, k, clan, pygame.Rect(x, y, width, lay.px(40)), right_name)
        y += lay.px(4)
        self._clan_card(surface, lay, state.neutral, pygame.Rect(x, y, width, lay.px(38)), "neutral",
                        glow=data.dragging_clan,
                        label=t("n99.neutral", clan=clan_name(state.neutral, lang)))
        y += lay.px(46)
        deck = pygame.Rect(x, y, lay.px(30), lay.px(30))
        surface.blit(self.assets.image("ninja99/deck", deck.size), deck)
        draw_text(surface, t("n99.deck", count=len(state.deck)), (deck.right + pad, deck.centery), lay.text(18),
                  INK, anchor="midleft")
        modules = [t(f"n99.module.{m}") for m in state.modules]
        mods = t("n99.modules", names=", ".join(modules)) if modules else t("n99.no_modules")
        y = deck.bottom + lay.px(4)
        for line in wrap(mods, lay.text(14), width)[:2]:
            draw_text(surface, line, (x, y), lay.text(14), INK_DIM)
            y += lay.px(16)
        y += pad // 2
        others = self._other_clans(state, data.viewer if data.viewer is not None else state.active)
        if state.phase == "turn" or others:
            draw_text(surface, t("n99.techniques"), (x, y), lay.text(19), GOLD, True)
            y += lay.px(24)
            y = self._techniques(surface, lay, data, pygame.Rect(x, y, width, lay.px(30)), others)
        self._log(surface, lay, data, x, y, width)

    @staticmethod
    def _other_clans(state: Any, side: int) -> list[tuple[str, Technique]]:
        """With Clan Techniques, the clan cards the side does not hold, each with its technique:
        they lie face up, and they are what a clan pick, a swap or Shinobi-iri would bring."""
        if state.phase not in ("pick", "turn"):
            return []
        own = state.clans[side] if state.phase == "turn" else None
        found = [(clan, clan_technique(state, clan)) for clan in CLANS if clan != own]
        return [(clan, tech) for clan, tech in found if tech is not None]

    def _techniques(self, surface: pygame.Surface, lay: Layout, data: PanelInput, row: pygame.Rect,
                    others: list[tuple[str, Technique]]) -> int:
        """The side's techniques (cost in Favour faces, greyed when out of reach), then the other
        clans' techniques to read (their cost, dimmed, and their clan's emblem), then the text of
        the one under the pointer. Returns the height reached."""
        state, lang = data.state, language()
        x, y, width, row_h = row.x, row.y, row.width, row.height
        pad = lay.px(10)
        side = data.viewer if data.viewer is not None else state.active
        techs = game_data().techniques
        listed = set()
        for entry in status(state, side) if state.phase == "turn" else ():
            listed.add(entry.id)
            rect = pygame.Rect(x, y, width, row_h)
            usable = entry.id in data.legal_techniques
            self._technique_row(surface, lay, rect, techs[entry.id], usable, data.hover == f"tech:{entry.id}")
            self._cost(surface, rect, entry.cost, side, usable, pad)
            self.hits[f"tech:{entry.id}"] = rect
            y += row_h + lay.px(4)
        for clan, tech in others:
            rect = pygame.Rect(x, y, width, row_h)
            self._technique_row(surface, lay, rect, tech, False, data.hover == f"clantech:{tech.id}")
            # what it would cost once held (a swap or Shinobi-iri brings it), then whose it is
            coins_left = self._cost(surface, rect, tech.cost, side, False, pad)
            emblem = pygame.Rect(coins_left - row_h + 4 - lay.px(4), rect.y + 4, row_h - 8, row_h - 8)
            surface.blit(self.assets.image(CLAN_ART[clan], emblem.size), emblem)
            self.hits[f"clantech:{tech.id}"] = rect
            listed.add(tech.id)
            y += row_h + lay.px(4)
        hover = data.hover or ""
        pointed = techs.get(hover.partition(":")[2]) if hover.startswith(("tech:", "clantech:")) else None
        if pointed is not None and pointed.id in listed:  # Shinobi-iri may have changed the list
            lines = wrap(pointed.texts[lang if lang in pointed.texts else "en"], lay.text(15), width)
            reason = next((s.reason for s in status(state, side) if s.id == pointed.id), "")
            if reason and hover.startswith("tech:") and pointed.id not in data.legal_techniques:
                lines += wrap(f"({retell(reason, lang)})", lay.text(15), width)
            if hover.startswith("clantech:"):  # its row shows the cost as coins: the words say it too
                lines = wrap(counted("n99.tech_cost", pointed.cost), lay.text(15), width) + lines
            # every line, however many the text floor wraps it into: the log under it gives way
            step = max(lay.px(17), font(lay.text(15)).get_linesize())
            for line in lines[:(lay.right.bottom - y) // step]:
                draw_text(surface, line, (x, y), lay.text(15), INK_DIM)
                y += step
        return y

    def _cost(self, surface: pygame.Surface, rect: pygame.Rect, cost: int, side: int, usable: bool,
              pad: int) -> int:
        """A technique's cost as Favour faces at the row's right end, faint when out of reach.
        Returns the left edge of the coins."""
        row_h = rect.height
        left = rect.right - pad
        for k in range(cost):
            coin = pygame.Rect(rect.right - (k + 1) * (row_h - 8) - pad, rect.y + 5, row_h - 10, row_h - 10)
            art = self.assets.image(f"ninja99/favour_{'blue' if side == 0 else 'green'}", coin.size)
            if not usable:
                art = art.copy()
                art.set_alpha(80)
            surface.blit(art, coin)
            left = coin.left
        return left

    def _technique_row(self, surface: pygame.Surface, lay: Layout, rect: pygame.Rect, tech: Technique,
                       usable: bool, hovered: bool) -> None:
        """A technique's icon and name; dimmed when the viewer cannot use it now."""
        pygame.draw.rect(surface, (70, 58, 48) if hovered else (52, 45, 40), rect, border_radius=lay.px(5))
        icon = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
        image = self.assets.image(f"ninja99/tech_{tech.id}", icon.size)
        if not usable:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, icon)
        name = tech.names.get(language(), tech.names["en"])
        draw_text(surface, name, (icon.right + lay.px(10), rect.centery), lay.text(17), INK if usable else DIM,
                  True, "midleft")


    def _log(self, surface: pygame.Surface, lay: Layout, data: PanelInput, x: int, top: int, width: int) -> None:
        """The whole game's log under the techniques, newest at the bottom; the wheel over it reads
        back (``scrollback``), with a row at the top for "▲ n older" and one at the foot for
        "▼ n newer" while rows wait there."""
        self.log_box = None
        line_h = lay.px(18)
        bottom = lay.right.bottom - lay.px(10)
        room = (bottom - top - lay.px(12)) // line_h
        if room <= 0 or not data.log:
            return
        rows, starts = self._log_rows(data.log, lay.text(15), width)
        older_row = len(rows) > room  # the older count's row, kept while the log overflows
        newer_row = self.scrollback.back > 0
        rows_room = room - older_row - newer_row
        if rows_room <= 0:
            return
        separator = bottom - room * line_h - lay.px(6)
        pygame.draw.line(surface, PANEL_EDGE, (x, separator), (x + width, separator))
        first, end = self.scrollback.window(len(rows), rows_room, starts)
        self.log_rows_shown = (first, end)
        y = bottom - (end - first + newer_row) * line_h
        for index in range(first, end):
            newest = self.scrollback.back == 0 and index == end - 1
            draw_text(surface, rows[index], (x, y), lay.text(15), INK if newest else INK_DIM)
            y += line_h
        box = pygame.Rect(x - lay.px(12), separator, width + lay.px(24), bottom + lay.px(4) - separator)
        self.log_box = box
        self.scrollback.draw_counts(surface, box, lay.px, first, lay.px(5))

    def _log_rows(self, log: tuple[str, ...], size: int, width: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """Every line wrapped to ``width`` and the row where each begins; wrapped again only when
        the lines or the look change (a hover redraws the panel, not the log)."""
        key = (log, size, width, language(), text_floor())  # a new text size wraps them anew
        if key != self._log_key:
            rows: list[str] = []
            starts: list[int] = []
            for line in log:
                starts.append(len(rows))
                rows.extend(wrapped(line, size, width))
            if self._log_key is not None and self._log_key[1:] == key[1:]:
                self.scrollback.follow(len(rows))  # new lines: a reader's rows stay in place
            else:  # the same lines wrapped anew (a resize, a language): the rows read are gone
                self.scrollback.to_newest()
                self.scrollback.follow(len(rows))
            self.log_rows, self._log_starts = tuple(rows), tuple(starts)
            self._log_key = key
        return self.log_rows, self._log_starts

    @staticmethod
    def _score_chips(lay: Layout, state: Any, clan: str) -> list[tuple[int, str, bool, int]]:
        """Solo: the automaton's Score cards lying on this track, rightmost first, as (index,
        label, face up, chip width). A face-up card shows its value; a face-down one its
        Blacklist back, which names it ("3A")."""
        chips: list[tuple[int, str, bool, int]] = []
        for index, (card, on, value, face_up) in reversed(list(enumerate(shown_score_cards(state)))):
            if on == clan:
                face_up = face_up or state.phase == "over"  # the reveal turned them all
                label = str(value) if face_up else card
                chips.append((index, label, face_up,
                              max(lay.px(16), font(lay.text(13), True).size(label)[0] + lay.px(6))))
        return chips

    def _score_cards(self, surface: pygame.Surface, lay: Layout, chips: list[tuple[int, str, bool, int]],
                     span: tuple[int, int], y: int) -> None:
        """The Score cards' chips right to left within ``span`` (overlapping when many lie there);
        they count for the automaton at the end. A face-down one is on a darker chip; the pointer
        over a chip tells the value it will count (``score_card_words``)."""
        chip_h = lay.px(18)
        needed = chips_width(lay, chips)
        squeeze = min(1.0, (span[1] - span[0]) / needed) if needed else 1.0
        right = float(span[1])
        for index, label, face_up, width in chips:
            chip = pygame.Rect(round(right) - width, y, width, chip_h)
            right -= (width + SCORE_CHIP_GAP) * squeeze
            pygame.draw.rect(surface, (82, 74, 88) if face_up else (50, 40, 62), chip, border_radius=lay.px(3))
            pygame.draw.rect(surface, GOLD, chip, 1, border_radius=lay.px(3))
            draw_text(surface, label, chip.center, lay.text(13), GOLD, True, "center")
            self.hits[f"score:{index}"] = chip

    @staticmethod
    def _cube(surface: pygame.Surface, lay: Layout, bar: pygame.Rect, clan: str, shown: float) -> None:
        unit = bar.width / (2 * TRACK_LIMIT)
        clamped = max(-TRACK_LIMIT, min(TRACK_LIMIT, shown))
        cube = pygame.Rect(0, 0, lay.px(16), lay.px(16))
        cube.center = (round(bar.centerx - clamped * unit), bar.centery)  # side 0 pulls it to the left
        pygame.draw.rect(surface, DAIMYO_RGB[1] if clan == "B" else (0, 0, 0), cube.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surface, {"B": (35, 35, 43), "R": (184, 50, 44), "W": (239, 233, 220)}[clan], cube,
                         border_radius=3)

    def _track(self, surface: pygame.Surface, lay: Layout, data: PanelInput, k: int, clan: str, rect: pygame.Rect,
               right_name: str) -> int:
        state = data.state
        icon = rect.height - lay.px(14)
        surface.blit(self.assets.image(CLAN_ART[clan], (icon, icon)), (rect.x, rect.y))
        bar = pygame.Rect(rect.x + icon + lay.px(6), rect.y + lay.px(4), rect.width - icon - lay.px(6), lay.px(14))
        steps = 2 * TRACK_LIMIT
        unit = bar.width / steps
        left_rgb, right_rgb = seat_rgb(0), seat_rgb(2 if state.solo else 1)
        half_l = pygame.Rect(bar.x, bar.y, bar.width // 2, bar.height)
        half_r = pygame.Rect(bar.centerx, bar.y, bar.width - bar.width // 2, bar.height)
        pygame.draw.rect(surface, tuple(c // 2 for c in left_rgb), half_l, border_top_left_radius=4,
                         border_bottom_left_radius=4)
        pygame.draw.rect(surface, tuple(c // 2 for c in right_rgb), half_r, border_top_right_radius=4,
                         border_bottom_right_radius=4)
        for i in range(steps + 1):
            tick_x = round(bar.x + i * unit)
            tall = i % 6 == 0
            pygame.draw.line(surface, (200, 190, 170) if tall else (120, 110, 100), (tick_x, bar.y + (0 if tall else 4)),
                             (tick_x, bar.bottom - (0 if tall else 4)))
        if state.solo:  # the automaton strikes when its cube reaches 6 on its side
            mark = round(bar.centerx + 6 * unit)
            pygame.draw.line(surface, GOLD, (mark, bar.y - 3), (mark, bar.bottom + 3), 2)
        self._bars[k] = (bar, clan)
        value = state.tracks[k]
        lead_l = max(0, value)
        lead_r = max(0, -value)
        text_y = bar.bottom + lay.px(2)
        left_words, right_words = f"{side_name(0, language())} {lead_l}", f"{lead_r} {right_name}"
        chips = self._score_chips(lay, state, clan) if state.solo else []
        words = font(lay.text(14))
        room = bar.width - words.size(left_words)[0] - words.size(right_words)[0] - lay.px(12)
        if chips and chips_width(lay, chips) > room:
            # the Score cards need the room (large text): the sides keep their numbers, in their
            # colours, and every chip its name
            left_words, right_words = str(lead_l), str(lead_r)
        left = draw_text(surface, left_words, (bar.x, text_y), lay.text(14), SEAT_LIGHT[0] if lead_l else INK_DIM)
        right = draw_text(surface, right_words, (bar.right, text_y), lay.text(14),
                          SEAT_LIGHT[1] if lead_r and not state.solo else (INK if lead_r else INK_DIM),
                          anchor="topright")
        if chips:
            self._score_cards(surface, lay, chips, (left.right + lay.px(6), right.left - lay.px(6)), text_y)
        self.hits[f"track:{clan}"] = rect
        return rect.bottom + lay.px(2)


SCORE_CHIP_GAP = 2  # pixels between two Score cards' chips


def chips_width(lay: Layout, chips: list[tuple[int, str, bool, int]]) -> int:
    """The width the Score cards' chips take side by side."""
    return sum(width + SCORE_CHIP_GAP for *_, width in chips)


def band_name(name: str, you: str, size: int, room: int) -> str:
    """What a side's band says in ``room`` pixels: the name and " (you)" when both fit, else the
    name alone, cut only when even alone it does not fit."""
    if font(size, True).size(f"{name}{you}")[0] <= room:
        return f"{name}{you}"
    return fit_text(name, size, room, bold=True)


def score_card_words(state: Any, index: int, lang: str) -> str:
    """What the pointer over a Score card's chip tells: the card, face up or down, and the value
    it will count for the automaton on its track."""
    card, clan, value, face_up = shown_score_cards(state)[index]
    key = "n99.score_card_up" if face_up or state.phase == "over" else "n99.score_card_down"
    return t(key, card=card, value=value, clan=clan_name(clan, lang))
