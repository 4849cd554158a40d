"""Drawing the Katana table: the cloth, the piles, the seats, the banner, the hand, the log and
what hovers over them. Everything slow is made once and kept: the cloth per window size, each
seat panel until one of its facts changes, tipped portraits per angle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.katana.actions import EndTurn
from game.katana.state import OVER
from game.katana.view import KatanaView
from scenes.katana import layout as geometry
from scenes.katana.hints import HINT_PADDING
from scenes.katana.overlays import draw_card_detail, draw_tooltip
from scenes.katana.seatpanel import (
    SeatFacts,
    draw_down_stamp,
    draw_role_tag,
    facts_of,
    parts_for,
    render_panel,
)
from scenes.katana.texts import lang
from scenes.kit.i18n import t
from scenes.kit.sprites import draw_target
from scenes.kit.tween import ease_out_back
from scenes.kit.widgets import (
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    PANEL,
    draw_panel,
    font,
    text_surface,
)

if TYPE_CHECKING:
    from scenes.katana.gestures import Target
    from scenes.katana.table import KatanaTable

GREYED_SHADE = 150  # of 255: how bright a hand card that cannot be used now stays

HOVER_DELAY = 0.45  # seconds over a card before its full text shows
SPRING_SECONDS = 0.3  # a refused card flying back into the hand
TABLE_GREEN = (30, 62, 48)
# the log column, in design pixels: the "▲ n older" count under the title, the first row, and the
# room kept at the foot for the "▼ n newer" count
LOG_COUNT_TOP, LOG_TEXT_TOP, LOG_FOOT = 44, 64, 28
FELT_EDGE = (92, 58, 30)


def pile_label_size(lay: geometry.Layout) -> int:
    return lay.px(20)


def pile_labels(lay: geometry.Layout, deck_size: int, discard_size: int) -> list[tuple[str, pygame.Rect]]:
    """"Deck N" left of the deck and "Discard N" right of the discard, level with the piles'
    bottom edge: under the piles, Ieyasu's and Nobunaga's buttons need the room."""
    size = pile_label_size(lay)
    found = []
    for text, pile, side in ((f"{t('katana.deck')} {deck_size}", lay.deck, -1),
                             (f"{t('katana.discard')} {discard_size}", lay.discard, 1)):
        rect = pygame.Rect((0, 0), font(size, True).size(text))
        if side < 0:
            rect.bottomright = (pile.left - lay.px(10), pile.bottom)
        else:
            rect.bottomleft = (pile.right + lay.px(10), pile.bottom)
        found.append((text, rect))
    return found


def banner_surfaces(lines: list[str], lay: geometry.Layout) -> list[pygame.Surface]:
    """The banner's lines drawn, its first (whose turn, or that the game is over) larger: they
    stand on the banner's bottom edge, just over the piles."""
    return ([text_surface(lines[0], lay.px(28), GOLD_BRIGHT, True)]
            + [text_surface(line, lay.px(24), INK) for line in lines[1:]])


def difficulty_label(difficulties: dict[int, int | None], seat: int) -> str:
    """The words on a lit seat while a weapon is held: the attack's difficulty, or that Kojiro's
    weapons ignore it (None)."""
    if seat not in difficulties:
        return ""
    value = difficulties[seat]
    return t("katana.target.any") if value is None else t("katana.target.difficulty", value=value)


class TablePainter:
    def __init__(self) -> None:
        self._background: pygame.Surface | None = None
        self._background_lang = ""  # the log column's title is drawn into it
        self._panels: dict[int, tuple[SeatFacts, pygame.Surface]] = {}
        self._tipped: dict[tuple[str, int, int], pygame.Surface] = {}
        self._greyed_faces: dict[tuple[int, tuple[int, int], str], pygame.Surface] = {}
        self._layout: geometry.Layout | None = None

    def forget(self) -> None:
        """The window, the text size or the seat at the bottom changed: draw everything afresh
        (card faces hold words, drawn at the text size they had)."""
        self._background = None
        self._panels.clear()
        self._tipped.clear()
        self._greyed_faces.clear()

    def draw(self, table: KatanaTable, surface: pygame.Surface) -> None:
        lay = table.layout()
        view = table.kview
        surface.blit(self._static(table, lay), (0, 0))
        self._draw_piles(table, surface, lay, view)
        self._draw_seats(table, surface, lay, view)
        self._draw_banner(table, surface, lay, view)
        table.end_turn_button.enabled = EndTurn() in table.legal_for_viewer()
        if table.viewer is not None and view.phase != OVER and table.script is None:  # a replay ends no turn
            table.end_turn_button.label = t("katana.end_turn")
            table.end_turn_button.draw(surface)
        if table.may_take_back():
            table.fitted_take_back_button().draw(surface)
        for button in table.abilities():
            button.draw(surface)
        self._draw_gesture_hint(table, surface)
        self._draw_hand(table, surface, lay)
        for image, x, y, scale in table.timeline.in_air():
            scaled = image if abs(scale - 1) < 0.0125 else pygame.transform.smoothscale_by(image, scale)
            surface.blit(scaled, scaled.get_rect(center=(round(x), round(y))))
        prompt = table.prompt()
        if prompt is not None and table.held is None:
            table.place_prompt(prompt)
            prompt.draw(surface)
        self._draw_log(table, surface, lay, view)

    def draw_views(self, table: KatanaTable, surface: pygame.Surface) -> None:
        """What the player opened to read, over the whole table: the discard pile, a card large."""
        scale = table.layout().scale
        if table.browser is not None:
            table.browser.draw(surface, table.art, scale)
        if table.detail_card is not None:
            draw_card_detail(surface, table.detail_card, table.art, scale)

    def draw_hover(self, table: KatanaTable, surface: pygame.Surface) -> None:
        """The full text of what the pointer rests on, over everything else (toasts included)."""
        found = table.hover_text()
        if found is not None:
            anchor, title, body = found
            draw_tooltip(surface, anchor, title, body, table.layout().scale)

    def _static(self, table: KatanaTable, lay: geometry.Layout) -> pygame.Surface:
        """The table surface and the log column: drawn once per window size and language."""
        if self._background is not None and self._background_lang == lang():
            return self._background
        self._background_lang = lang()
        surface = pygame.Surface(lay.size)
        surface.fill((24, 20, 18))
        felt = pygame.Rect(0, 0, lay.table_area.width, lay.hand_area.top + lay.px(8))
        art = table.art.table_surface((felt.width, round(felt.width * 9 / 16)))
        if art is not None:
            surface.blit(pygame.transform.smoothscale(art, felt.size), felt)
            pygame.draw.line(surface, GOLD_DIM, felt.bottomleft, felt.bottomright, 2)
        else:
            pygame.draw.ellipse(surface, FELT_EDGE, lay.oval.inflate(lay.px(30), lay.px(30)))
            pygame.draw.ellipse(surface, TABLE_GREEN, lay.oval)
        pygame.draw.rect(surface, (30, 25, 23), lay.log)
        pygame.draw.line(surface, GOLD_DIM, lay.log.topleft, lay.log.bottomleft, 2)
        title = text_surface(t("katana.log"), lay.px(26), GOLD, True)
        surface.blit(title, (lay.log.left + lay.px(14), lay.px(12)))
        self._background = surface.convert() if pygame.display.get_surface() is not None else surface
        return self._background

    def _draw_piles(self, table: KatanaTable, surface: pygame.Surface, lay: geometry.Layout, view: KatanaView) -> None:
        lit = table.lit_zones()
        if "centre" in lit:
            self._draw_lit(table, surface, lay.centre, "centre", lay, t("katana.target.here"))
        if view.deck_size:
            back = table.art.back(lay.table_card)
            for i in range(min(3, (view.deck_size + 19) // 20)):
                surface.blit(back, lay.deck.move(-i * lay.px(2), -i * lay.px(2)))
        else:
            pygame.draw.rect(surface, GOLD_DIM, lay.deck, 1, border_radius=lay.px(6))
        if view.discard:
            surface.blit(table.art.face(view.discard[-1], lay.table_card, lang()), lay.discard)
        else:
            pygame.draw.rect(surface, GOLD_DIM, lay.discard, 1, border_radius=lay.px(6))
        question = table.open_question_box()
        for text, rect in pile_labels(lay, view.deck_size, len(view.discard)):
            if question is not None and question.colliderect(rect):
                continue  # a label half under the question would leave stray letters each side of it
            surface.blit(text_surface(text, pile_label_size(lay), INK, True), rect)
        if "discard" in lit:
            self._draw_lit(table, surface, lay.discard.inflate(lay.px(8), lay.px(8)), "discard", lay, "")

    def _draw_lit(self, table: KatanaTable, surface: pygame.Surface, rect: pygame.Rect, target: Target, lay: geometry.Layout,
                  label: str) -> None:
        draw_target(surface, rect, True, table.drag.hover == target, table.clock, lay.px(10))
        if label:
            text = text_surface(label, lay.px(22), (20, 16, 14), True)
            box = text.get_rect(midtop=(rect.centerx, rect.bottom - lay.px(10))).inflate(lay.px(12), lay.px(4))
            pygame.draw.rect(surface, GOLD_BRIGHT, box, border_radius=lay.px(6))
            surface.blit(text, text.get_rect(center=box.center))

    def _draw_seats(self, table: KatanaTable, surface: pygame.Surface, lay: geometry.Layout, view: KatanaView) -> None:
        acting = table.match.to_act()
        difficulties = table.difficulties()
        lit = table.lit_zones()
        for seat in range(view.n):
            # a replay's watcher is nobody at the table: no seat is marked "you"
            facts = facts_of(view, seat, table.players, acting)
            if seat in table.hidden_roles:
                facts = SeatFacts(**{**facts.__dict__, "role": None})
            cached = self._panels.get(seat)
            if cached is None or cached[0] != facts:
                picture = render_panel(facts, lay.seats[seat].size, lay.scale, table.art)
                if pygame.display.get_surface() is not None:
                    picture = picture.convert_alpha()
                cached = (facts, picture)
                self._panels[seat] = cached
            rect = lay.seats[seat].move(table.timeline.shake_offset(seat, lay.scale))
            surface.blit(cached[1], rect)
            self._draw_tip(table, surface, rect, seat, facts, lay)
            self._draw_flip(table, surface, rect, seat, facts, lay)
            if ("seat", seat) in lit:
                label = difficulty_label(difficulties, seat)
                self._draw_lit(table, surface, rect, ("seat", seat), lay, label)
        for tag in (table.role_tag(), table.shogun_tag()):
            if tag is not None:
                draw_role_tag(surface, *tag, lay.scale)

    def _draw_tip(self, table: KatanaTable, surface: pygame.Surface, rect: pygame.Rect, seat: int, facts: SeatFacts,
                  lay: geometry.Layout) -> None:
        angle = table.timeline.tip_angle(seat)
        if angle <= 0 or table.match.state.life[seat] > 0 and angle >= 90:
            return
        parts = parts_for(rect.size, lay.scale, facts.permanents)
        box = parts.portrait.move(rect.topleft)
        pygame.draw.rect(surface, PANEL, box)
        key = (facts.character, box.width, round(angle / 5) * 5)
        turned = self._tipped.get(key)
        if turned is None:  # a handful of angles, each turned once
            portrait = table.art.portrait(facts.character, box.width, True)
            turned = pygame.transform.rotate(portrait, -key[2])
            self._tipped[key] = turned
        surface.blit(turned, turned.get_rect(midbottom=box.midbottom))
        if facts.down:  # the stamp stays readable over the portrait lying on its side
            draw_down_stamp(surface, box, lay.scale)

    def _draw_flip(self, table: KatanaTable, surface: pygame.Surface, rect: pygame.Rect, seat: int, facts: SeatFacts,
                   lay: geometry.Layout) -> None:
        progress = table.timeline.flip_progress(seat)
        if progress is None or progress >= 1 or progress <= 0:
            return
        parts = parts_for(rect.size, lay.scale, facts.permanents)
        box = parts.role.move(rect.topleft)
        pygame.draw.rect(surface, PANEL, box.inflate(2, 2))
        state = table.match.state
        shown = None if progress < 0.5 else state.roles[seat]
        card = table.art.role(shown, box.size, state.stars[seat] or 1)
        width = max(1, round(box.width * abs(1 - 2 * progress)))
        squeezed = pygame.transform.smoothscale(card, (width, box.height))
        enlarged = pygame.transform.smoothscale_by(squeezed, 1.6)
        surface.blit(enlarged, enlarged.get_rect(center=box.center))

    def _draw_banner(self, table: KatanaTable, surface: pygame.Surface, lay: geometry.Layout, view: KatanaView) -> None:
        rect = lay.banner
        rendered = banner_surfaces(table.banner_lines(), lay)
        y = rect.bottom - sum(r.get_height() for r in rendered)
        for r in rendered:
            surface.blit(r, r.get_rect(midtop=(rect.centerx, y)))
            y += r.get_height()

    def _draw_hand(self, table: KatanaTable, surface: pygame.Surface, lay: geometry.Layout) -> None:
        if table.viewer is None:
            return
        playable = table.usable_cards()
        # While the viewer must act, the cards no legal action uses are greyed: the gold glow
        # alone was too close to the gold frame of the action cards.
        deciding = bool(table.legal_for_viewer())
        size = lay.hand_card
        springing = {spring[0] for spring in table.springs}
        rects = table.hand_rects()
        rects.sort(key=lambda pair: pair[0] == table.hover_card)  # the raised card on top
        for card, rect in rects:
            if card in springing:
                continue
            shown = rect.size  # a big hand wrapped into two rows shows short cards
            if card in playable:
                glow = rect.inflate(lay.px(6), lay.px(6))
                pygame.draw.rect(surface, GOLD_BRIGHT if card == table.hover_card else GOLD, glow,
                                 lay.px(3), border_radius=lay.px(9))
                surface.blit(table.art.face(card, shown, lang()), rect)
            elif deciding:
                surface.blit(self._greyed(table, card, shown), rect)
            else:
                surface.blit(table.art.face(card, shown, lang()), rect)
        # A carried or springing card keeps the size of its slot (a short card in a two-row
        # hand): drawn full size it would cover both rows and land with a jump in size.
        slots = table.hand_slots()
        for card, start, elapsed in table.springs:
            home = dict(rects).get(card)
            if home is None:
                continue
            p = ease_out_back(min(1.0, elapsed / SPRING_SECONDS))
            x = start[0] + (home.centerx - start[0]) * p
            y = start[1] + (home.centery - start[1]) * p
            face = table.art.face(card, home.size, lang())
            surface.blit(face, face.get_rect(center=(round(x), round(y))))
        if table.held is not None:
            held_slot = slots.get(table.held)
            face = table.art.face(table.held, held_slot.size if held_slot is not None else size, lang())
            table.physical_hand.draw(surface, face, table.app.since_update)

    def _draw_gesture_hint(self, table: KatanaTable, surface: pygame.Surface) -> None:
        """The drags open now, beside the viewer's seat, on a dark panel: the tatami is pale."""
        found = table.gesture_hint_box()
        if found is None:
            return
        lines, size, box = found
        lay = table.layout()
        draw_panel(surface, box, alpha=215, radius=lay.px(8), width=1)
        y = box.top + lay.px(HINT_PADDING[1])
        for line in lines:
            words = text_surface(line, size, INK)
            surface.blit(words, words.get_rect(midtop=(box.centerx, y)))
            y += font(size).get_linesize()

    def _greyed(self, table: KatanaTable, card: int, size: tuple[int, int]) -> pygame.Surface:
        """A hand card that cannot be used now: its face darkened and washed out, kept per size."""
        key = (card, size, lang())
        found = self._greyed_faces.get(key)
        if found is None:
            face = table.art.face(card, size, lang())
            found = pygame.transform.grayscale(face)
            found.fill((GREYED_SHADE,) * 3, special_flags=pygame.BLEND_RGB_MULT)
            self._greyed_faces[key] = found
        return found

    def _draw_log(self, table: KatanaTable, surface: pygame.Surface, lay: geometry.Layout, view: KatanaView) -> None:
        # the rows run between the "▲ n older" count under the title and the "▼ n newer" one at the foot
        top = lay.px(LOG_TEXT_TOP)
        area = pygame.Rect(lay.log.left + lay.px(12), top, lay.log.width - lay.px(24),
                           lay.size[1] - top - lay.px(LOG_FOOT))
        panel = table.log_panel
        surface.blit(panel.render(table.names, table.viewer, lang(), area.size, lay.px(19)), area)
        panel.scrollback.draw_counts(surface, lay.log, lay.px, panel.first, lay.px(LOG_COUNT_TOP))
