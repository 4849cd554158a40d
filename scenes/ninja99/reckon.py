"""The final reckoning, in secret: the player drags each gathered token (placed Daimyo tokens
keep their number, Favour tokens count 1) onto one of the three clan tracks, sees what each
track would become (in solo, after the automaton's Score cards), then reveals. Only the viewer's own tokens are ever drawn here; in hot-seat
the kit's hand-off screen comes between the two players."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ninja99.data import CLANS
from game.ninja99.preview import reckoning_tokens
from game.ninja99.reckoning import TrackOutlook, reckoning_outlook
from scenes.kit.i18n import language
from scenes.kit.widgets import GOLD, INK, INK_DIM, draw_text, fit_text
from scenes.ninja99.look import CLAN_ART, draw_token
from scenes.ninja99.texts import clan_name, t

if TYPE_CHECKING:
    from scenes.kit.assets import Assets
    from scenes.ninja99.layout import Layout


@dataclass
class ReckonDraft:
    side: int
    tokens: tuple[tuple[int, str, int], ...]  # (number, face, value), in assignment order
    clans: list[str | None] = field(default_factory=list)
    dragging: int | None = None
    drag_pos: tuple[int, int] = (0, 0)
    token_rects: dict[int, pygame.Rect] = field(default_factory=dict)
    zone_rects: dict[str, pygame.Rect] = field(default_factory=dict)
    pool_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    outlook_shown: dict[str, tuple[str, tuple[int, int, int]]] = field(default_factory=dict)  # words, colour
    # a replay's count, read from the record and shown as it lies: nothing moves, nothing is sent.
    # ``recorded_at`` is the move count it was read at (None for a live draft), ``owner`` whose it is
    recorded_at: int | None = None
    owner: str = ""

    @classmethod
    def for_side(cls, state: Any, side: int) -> ReckonDraft:
        tokens = reckoning_tokens(state, side)
        return cls(side, tokens, [None] * len(tokens))

    @classmethod
    def as_recorded(cls, state: Any, side: int, assignment: str | None, at: int, owner: str) -> ReckonDraft:
        """The count a record holds (``assignment``, one clan letter per token as the Reckon move
        gives it), or an empty panel when the record has none for this step."""
        tokens = reckoning_tokens(state, side)
        clans: list[str | None] = [None] * len(tokens)
        if assignment is not None and len(assignment) == len(tokens) and set(assignment) <= set(CLANS):
            clans = list(assignment)
        return cls(side, tokens, clans, recorded_at=at, owner=owner)

    @property
    def read_only(self) -> bool:
        return self.recorded_at is not None

    @property
    def complete(self) -> bool:
        return all(c is not None for c in self.clans)

    @property
    def assignment(self) -> str:
        return "".join(c or "?" for c in self.clans)

    def totals(self) -> dict[str, int]:
        found = dict.fromkeys(CLANS, 0)
        for (_, _, value), clan in zip(self.tokens, self.clans, strict=True):
            if clan is not None:
                found[clan] += value
        return found

    def assign_all(self, clan: str) -> None:
        self.clans = [clan] * len(self.tokens)

    # -- mouse --------------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        if self.read_only:
            return False
        for index, rect in self.token_rects.items():
            if rect.collidepoint(pos):
                self.dragging = index
                self.drag_pos = pos
                return True
        return False

    def move(self, pos: tuple[int, int]) -> None:
        self.drag_pos = pos

    def release(self, pos: tuple[int, int]) -> bool:
        """Drop the dragged token on a track (or back in the pool); True when one was held."""
        if self.dragging is None:
            return False
        index, self.dragging = self.dragging, None
        for clan, rect in self.zone_rects.items():
            if rect.collidepoint(pos):
                self.clans[index] = clan
                return True
        if self.pool_rect.collidepoint(pos):
            self.clans[index] = None
        return True

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, assets: Assets, lay: Layout, state: Any, area: pygame.Rect) -> None:
        pad = lay.px(12)
        box = area.inflate(-lay.px(30), -lay.px(30))
        self.box = box
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (24, 20, 18, 238), shade.get_rect(), border_radius=lay.px(12))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=lay.px(12))
        title, hint = self._words(state)
        draw_text(surface, fit_text(title, lay.text(24), box.width - 2 * pad, bold=True),
                  (box.centerx, box.y + pad), lay.text(24), GOLD, True, "midtop")
        draw_text(surface, fit_text(hint, lay.text(16), box.width - 2 * pad),
                  (box.centerx, box.y + pad + lay.px(30)), lay.text(16), INK_DIM, anchor="midtop")
        size = lay.px(40)
        pool_top = box.y + lay.px(80)
        self.pool_rect = pygame.Rect(box.x + pad, pool_top, box.width - 2 * pad, size + 2 * pad)
        pygame.draw.rect(surface, (40, 34, 30), self.pool_rect, border_radius=lay.px(8))
        zone_top = self.pool_rect.bottom + pad
        zone_h = box.bottom - zone_top - lay.px(64)
        zone_w = (box.width - 4 * pad) // 3
        totals = self.totals()
        outlooks = reckoning_outlook(state, self.side, (totals["B"], totals["R"], totals["W"]))
        self.zone_rects = {}
        lang = language()
        for k, clan in enumerate(CLANS):
            zone = pygame.Rect(box.x + pad + k * (zone_w + pad), zone_top, zone_w, zone_h)
            self.zone_rects[clan] = zone
            hovered = self.dragging is not None and zone.collidepoint(self.drag_pos)
            pygame.draw.rect(surface, (58, 50, 44) if hovered else (46, 40, 36), zone, border_radius=lay.px(8))
            pygame.draw.rect(surface, GOLD if hovered else (98, 84, 70), zone, 2, border_radius=lay.px(8))
            icon = lay.px(30)
            surface.blit(assets.image(CLAN_ART[clan], (icon, icon)), (zone.x + pad // 2, zone.y + pad // 2))
            draw_text(surface, clan_name(clan, lang), (zone.x + icon + pad, zone.y + pad // 2 + icon // 2),
                      lay.text(19), INK, True, "midleft")
            text, colour = outlook_words(outlooks[k])
            self.outlook_shown[clan] = (text, colour)
            draw_text(surface, text, (zone.centerx, zone.bottom - pad), lay.text(20), colour, True, "midbottom")
        self.token_rects = {}
        placed_in: dict[str | None, int] = {}
        for index, ((number, face, _value), chosen) in enumerate(zip(self.tokens, self.clans, strict=True)):
            slot = placed_in.get(chosen, 0)
            placed_in[chosen] = slot + 1
            if chosen is None:
                rect = pygame.Rect(self.pool_rect.x + pad + slot * (size + pad // 2), self.pool_rect.y + pad, size, size)
            else:
                zone = self.zone_rects[chosen]
                per_row = max(1, (zone.width - pad) // (size + pad // 2))
                rect = pygame.Rect(zone.x + pad // 2 + (slot % per_row) * (size + pad // 2),
                                   zone.y + lay.px(44) + (slot // per_row) * (size + pad // 2), size, size)
            self.token_rects[index] = rect
            if index == self.dragging:
                continue
            draw_token(surface, assets, self.side, number, face == "favour", rect)
        if self.dragging is not None:
            number, face, _ = self.tokens[self.dragging]
            rect = pygame.Rect(0, 0, round(size * 1.15), round(size * 1.15))
            rect.center = self.drag_pos
            draw_token(surface, assets, self.side, number, face == "favour", rect)

    def _words(self, state: Any) -> tuple[str, str]:
        """The panel's title and hint: how to count, live; in a replay, whose recorded count it is."""
        if not self.read_only:
            return t("n99.reckoning"), t("n99.reckoning_hint_solo" if state.solo else "n99.reckoning_hint")
        if self.complete:
            return t("n99.reckoning_recorded"), t("n99.reckoning_recorded_hint", name=self.owner)
        return t("n99.reckoning_recorded"), t("n99.reckoning_unrecorded")


def outlook_words(outlook: TrackOutlook) -> tuple[str, tuple[int, int, int]]:
    """A track's "now → after" (in solo after the automaton's Score cards, face down ones too:
    their backs name them); gold when the track ends positive, grey when it does not."""
    text = f"{outlook.now:+d}  →  {outlook.after:+d}"
    return text, GOLD if outlook.after > 0 else INK_DIM
