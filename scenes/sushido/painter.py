"""Drawing the Sushido table: the sea backdrop, the arena and its fighters, the side panels
(name, wins, P1 token, life gauge with diamonds, S-U-P-E-R gauge, chain), the revealed cards,
the Hajime slots, the hand, the question, the log and the hover texts."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.events import Event
from game.sushido.data import Technique, rules
from game.sushido.state import SushidoState
from scenes.kit.i18n import after_colon, labelled, of_name, t
from scenes.kit.scrollback import COUNT_SIZE, ScrollBack
from scenes.kit.sprites import draw_target
from scenes.kit.widgets import (
    ACCENT,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    INK_FAINT,
    JADE,
    PROBLEM,
    draw_panel,
    draw_text,
    fit_text,
    fitting_size,
    font,
    text_floor,
    text_surface,
    wrap,
    wrapped,
)
from scenes.sushido.clash import ClashRow
from scenes.sushido.layout import Layout
from scenes.sushido.texts import RANGED_MARK, SUSHIDO_TERMS, card_name, card_text, lang

if TYPE_CHECKING:
    from scenes.sushido.table import SushidoTable

SEA_TOP = (14, 30, 48)
SEA_BOTTOM = (6, 12, 22)
SUPER_LETTERS = "SUPER"
BUBBLE_CALLS = ("combo", "kata", "guard")  # the calls a fighter's speech bubble says aloud
# Entries the log keeps for scrolling back: a whole duel. Measured on 60 Encounter duels of random
# moves (longer than the bots'), the longest told 2,237 sentences over 5 rounds and a bots' duel
# about 1,050; 6,000 leaves room for a duel longer than any measured.
LOG_HISTORY = 6000
# The log panel, in design pixels: the first row under the title, and the room kept at the foot for
# the "▼ n newer" count while the reader is scrolled back.
LOG_TEXT_TOP, LOG_FOOT = 28, 24


def combo_title(combo: Technique, fr: bool) -> str:
    """A combo's name as the fighter board shows it, with the mark of a combo that reaches at range
    (Super Combos too: five of six reach, and the Combo help says an unmarked one needs contact)."""
    name = combo.name_fr if fr else combo.name_en
    return f"{name} {RANGED_MARK}" if combo.ranged else name


def combo_failed_this_turn(events: Sequence[Event], seat: int) -> bool:
    """Whether ``seat``'s Combo failed this turn (read back to the turn's start)."""
    for event in reversed(events):
        if event.kind in ("turn_start", "round_start"):
            return False
        if event.kind == "combo_failed" and event.get("seat") == seat:
            return True
    return False


def shown_call(view: SushidoState, seat: int, events: Sequence[Event] = ()) -> str:
    """What the fighter's speech bubble says ("" for nothing): the call made at the reveal, except
    that a Combo whose symbols or reach failed played out as a Kata and stays one till the turn
    ends, and a guard laid open against a Kata (the engine's "guarded") is still a guard."""
    call = view.announced[seat]
    if call == "guarded":
        return "guard"
    if call == "combo" and (view.kata[seat] or combo_failed_this_turn(events, seat)):
        return "kata"
    return call if call in BUBBLE_CALLS else ""


def p1_token_centre(lay: Layout, fighter: pygame.Rect) -> tuple[int, int]:
    """The P1 token over the fighter's head, kept inside the arena's frame: in a wide, short
    window the fighter fills the arena's height and the head touches the frame."""
    return fighter.centerx, max(fighter.top - lay.px(4), lay.arena.top + lay.px(19))


def call_bubble_rect(lay: Layout, fighter: pygame.Rect, seat: int, p1_token: bool) -> pygame.Rect:
    """Where a fighter's speech bubble goes: beside the head on the side away from the rival,
    kept inside the arena (a fighter on square 1 or 8 would push it over a side panel), and
    below the fighter's P1 token when the arena's edge pushes it under the token."""
    bubble = pygame.Rect(0, 0, lay.px(92), lay.px(28))
    bubble.midbottom = (fighter.centerx + (-1 if seat == 0 else 1) * lay.px(56), fighter.top + lay.px(30))
    bubble.clamp_ip(lay.arena.inflate(-lay.px(12), -lay.px(12)))
    if p1_token:
        token = pygame.Rect(0, 0, lay.px(26), lay.px(26))
        token.center = p1_token_centre(lay, fighter)
        if bubble.colliderect(token):
            bubble.top = token.bottom + lay.px(2)
    return bubble


class Painter:
    def __init__(self, table: SushidoTable) -> None:
        self.table = table
        self._backdrop: pygame.Surface | None = None
        self._backdrop_for: tuple[tuple[int, int], int] = ((0, 0), 0)  # the size and text floor it was drawn at
        self.shown_rects: list[tuple[int, pygame.Rect]] = []
        self.chain_slots: list[tuple[int, int, pygame.Rect]] = []  # (owner, position, where)
        self.board_tops = [0, 0]  # where each panel's board begins (hover shows it in full)
        self.arena_rects: list[tuple[int, pygame.Rect]] = []
        self.fighter_rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0)]
        self.gauge_rects: list[list[pygame.Rect]] = [[pygame.Rect(0, 0, 0, 0)] * 5 for _ in (0, 1)]
        self._super_picture: pygame.Surface | None = None
        self.guard_rects: list[pygame.Rect | None] = [None, None]  # each seat's standing guard marker
        self._log_key: tuple[object, ...] = ()
        self._log_told = 0  # how many of the log's events the wrapped entries already tell
        self._fighters: dict[tuple[str, tuple[int, int], bool], pygame.Surface] = {}
        self.log_rows: list[str] = []  # the entries' rows, one after the other
        self.log_starts: list[int] = []  # the row where each entry begins
        self._log_dropped = 0  # rows of the oldest entries let go past LOG_HISTORY
        self.log_scroll = ScrollBack()  # the mouse wheel over the log reads back; new rows keep it in place
        self.log_shown: list[str] = []  # the rows drawn in the last frame
        self._log_first = 0  # the index of the first of them
        self.clash = ClashRow(table)

    # -- pieces ---------------------------------------------------------------------------------
    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        if self._backdrop is None or self._backdrop_for != (size, text_floor()):  # numbers drawn in it
            surface = pygame.Surface(size)
            for y in range(size[1]):
                k = y / max(1, size[1] - 1)
                colour = tuple(round(a + (b - a) * k) for a, b in zip(SEA_TOP, SEA_BOTTOM, strict=True))
                pygame.draw.line(surface, colour, (0, y), (size[0], y))
            art = self.table.app.assets.image("sushido/backdrop", size).copy()
            art.set_alpha(120)
            surface.blit(art, art.get_rect(center=(size[0] // 2, size[1] // 2)))
            # The frames never change: drawn once here rather than every frame.
            lay = self.table.layout()
            draw_panel(surface, lay.arena, fill=(16, 34, 52), alpha=200)
            for rect in lay.panels:
                draw_panel(surface, rect, alpha=215)
            draw_panel(surface, lay.log, alpha=215)
            vs = rules().vs_squares
            for index, rect in enumerate(lay.squares):
                colour = (40, 70, 96) if index not in vs else (70, 60, 40)
                pygame.draw.rect(surface, colour, rect, border_radius=lay.px(6))
                pygame.draw.rect(surface, GOLD_DIM, rect, 1, border_radius=lay.px(6))
                # positions and ring-outs are read from these numbers: the dimmed ink reads on blue
                draw_text(surface, str(index + 1), (rect.centerx, rect.bottom - lay.px(3)), lay.px(15), INK_DIM,
                          anchor="midbottom")
            self._backdrop, self._backdrop_for = surface, (size, text_floor())
        return self._backdrop

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        lay = table.layout()
        view = table.sview
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        self.top_bar(surface, view)
        self.arena(surface, view)
        self.shown_rects = []
        self.chain_slots = []
        for seat in (0, 1):
            self.panel(surface, seat, view)
        self.middle(surface, view)
        self.lit_targets(surface)
        self.hand(surface)
        self.log(surface)
        prompt = table.prompt()
        if prompt is not None and table.held is None:
            prompt.draw(surface, lay.scale, lambda s, c, r: table.cards.draw(s, c, r))
        self.super_token(surface)
        if not table.covered:
            self.tooltip(surface, view)

    def top_bar(self, surface: pygame.Surface, view: SushidoState) -> None:
        lay = self.table.layout()
        bar = lay.top_bar
        pygame.draw.rect(surface, (10, 16, 26), bar)
        pygame.draw.line(surface, GOLD_DIM, bar.bottomleft, bar.bottomright)
        size = lay.px(20)
        duel = t(f"sushido.duel.{view.duel}")
        needed = rules().duels[view.duel].rounds_to_win
        draw_text(surface, f"{duel} · {needed}", (lay.px(12), bar.centery), size, GOLD_BRIGHT, True, "midleft")
        draw_text(surface, t("sushido.round", round=view.round, turn=view.turn), bar.center, size, INK, True, "center")
        deck_right = self.table.menu_button_rect(lay.size).left - lay.px(10)  # left of the menu button
        draw_text(surface, t("sushido.deck", count=len(view.deck)), (deck_right, bar.centery), size,
                  INK_DIM, anchor="midright")

    def arena(self, surface: pygame.Surface, view: SushidoState) -> None:
        table = self.table
        lay = table.layout()
        lit = table.drag.lit
        self.arena_rects = []
        for index, rect in enumerate(lay.squares):
            if ("square", index) in lit:
                draw_target(surface, rect, True, table.drag.hover == ("square", index))
            for k, card in enumerate(view.arena[index]):
                small = pygame.Rect(0, 0, lay.px(24), lay.px(34))
                small.center = (rect.centerx + k * lay.px(5), rect.centery - lay.px(2))
                table.cards.draw(surface, card, small)
                self.arena_rects.append((card, small))
        square_w = lay.squares[1].left - lay.squares[0].left
        height = lay.arena.height - lay.squares[0].height - lay.px(16)
        for seat in (0, 1):
            body = table.motion.bodies[seat]
            facing = 1 if seat == 0 else -1
            x = lay.squares[0].centerx + body.x * square_w
            x += (-facing) * body.recoil * lay.px(18) + facing * body.lunge * lay.px(14)
            x += (-facing) * body.fly * lay.px(260)
            # thrown out, it flies up in an arc and comes down again at the arena's edge
            flight_height = math.sin(math.pi * body.fly) * lay.px(140)
            y = lay.squares[0].top - lay.px(2) - flight_height + math.sin(table.clock * 2 + seat) * lay.px(2)
            size = (round(square_w * 1.3), height)
            picture = self.fighter_picture(view.fighters[seat], size, seat == 1)
            # Stepping off the row (a Ring Out) it falls over backwards, so that, kept at the arena's
            # edge, it reads as out and not as standing on the end square it is drawn over.
            off_row = min(1.0, max(0.0, -body.x, body.x - (len(lay.squares) - 1)))
            if body.down > 0:
                picture = pygame.transform.rotate(picture, -facing * 70 * body.down)
            elif off_row > 0:
                picture = pygame.transform.rotate(picture, (70 if body.x < 0 else -70) * off_row)
            if body.flash > 0.05:
                picture = picture.copy()
                red = round(255 * body.flash)
                picture.fill((255, 255 - red // 2, 255 - red // 2, 255), special_flags=pygame.BLEND_RGBA_MULT)
            rect = picture.get_rect(midbottom=(round(x), round(y)))
            if body.fly > 0:
                picture = pygame.transform.rotate(picture, facing * 360 * body.fly)
                rect = picture.get_rect(center=rect.center)
            # A fighter off the row (Ring Out) or thrown out stays in the arena, at its edge, not
            # over its panel or the window's corner; its hover rect, token and bubble follow it.
            # A turning picture bigger than a short arena is cut at the frame (clamp only centres it).
            rect = rect.clamp(lay.arena)
            outer_clip = surface.get_clip()
            surface.set_clip(lay.arena.clip(outer_clip))
            surface.blit(picture, rect)
            surface.set_clip(outer_clip)
            rect = rect.clip(lay.arena)
            self.fighter_rects[seat] = rect
            if view.p1 == seat:
                self.token(surface, p1_token_centre(lay, rect), "P1")
            call = shown_call(view, seat, table.log.events)
            if call:  # what the fighter called at the reveal
                bubble = call_bubble_rect(lay, rect, seat, view.p1 == seat)
                pygame.draw.rect(surface, (246, 238, 222), bubble, border_radius=lay.px(12))
                pygame.draw.rect(surface, ACCENT, bubble, 2, border_radius=lay.px(12))
                draw_text(surface, t(f"sushido.said.{call}"), bubble.center, lay.px(18), (60, 20, 16), True, "center")
        banner = table.motion.banner
        if banner.alpha > 0.02 and banner.text:
            big = lay.px(64)
            text = text_surface(banner.text, big, GOLD_BRIGHT, True, True).copy()
            shadow = text_surface(banner.text, big, (0, 0, 0), True, True).copy()
            alpha = round(255 * min(1.0, banner.alpha * 1.5))
            text.set_alpha(alpha)
            shadow.set_alpha(alpha)
            centre = (lay.arena.centerx, lay.arena.top + lay.arena.height // 3)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 3)))
            surface.blit(text, text.get_rect(center=centre))

    def fighter_picture(self, key: str, size: tuple[int, int], mirrored: bool) -> pygame.Surface:
        """The fighter facing the rival (the right-hand one mirrored), kept once per size."""
        cache_key = (key, size, mirrored)
        found = self._fighters.get(cache_key)
        if found is None:
            found = self.table.app.assets.image(f"sushido/fighter_{key}", size)
            if mirrored:
                found = pygame.transform.flip(found, True, False)
            if len(self._fighters) > 24:
                self._fighters.clear()
            self._fighters[cache_key] = found
        return found

    def token(self, surface: pygame.Surface, pos: tuple[int, int], label: str) -> None:
        lay = self.table.layout()
        radius = lay.px(13)
        pygame.draw.circle(surface, (30, 20, 10), (pos[0], pos[1] + 2), radius)
        pygame.draw.circle(surface, GOLD, pos, radius)
        pygame.draw.circle(surface, GOLD_BRIGHT, pos, radius, 2)
        draw_text(surface, label, pos, lay.px(17), (40, 24, 10), True, "center")

    def panel(self, surface: pygame.Surface, seat: int, view: SushidoState) -> None:
        table = self.table
        lay = table.layout()
        rect = lay.panels[seat]
        acting = seat in table.match.to_act()
        if acting:
            pygame.draw.rect(surface, GOLD_BRIGHT, rect, max(2, lay.px(2)), border_radius=10)
        fighter = rules().fighters[view.fighters[seat]]
        x, y = rect.left + lay.px(12), rect.top + lay.px(10)
        portrait = table.app.assets.image(f"sushido/fighter_{fighter.key}", (lay.px(54), lay.px(54)))
        surface.blit(portrait, (x, y))
        # The name has the head's whole width (the P1 token sits on the wins' row), and a long one
        # gets smaller before it is cut; the head's hover names the player whole.
        room = rect.right - lay.px(12) - (x + lay.px(62))
        name_size = fitting_size(table.names[seat], lay.px(22), room, smallest=lay.px(16))
        name = fit_text(table.names[seat], name_size, room, True)
        draw_text(surface, name, (x + lay.px(62), y + (lay.px(22) - name_size) // 2), name_size, GOLD_BRIGHT, True)
        kind = fit_text(f"{fighter.name} · {t(f'sushido.weight.{fighter.weight}')}", lay.px(18), room)
        draw_text(surface, kind, (x + lay.px(62), y + lay.px(24)), lay.px(18), INK_DIM)
        needed = rules().duels[view.duel].rounds_to_win
        if view.p1 == seat:
            self.token(surface, (x + lay.px(62) + needed * lay.px(22) + lay.px(10), y + lay.px(52)), "P1")
        for k in range(needed):
            centre = (x + lay.px(62) + k * lay.px(22), y + lay.px(52))
            won = k < view.wins[seat]
            pygame.draw.circle(surface, ACCENT if won else (40, 36, 34), centre, lay.px(8))
            pygame.draw.circle(surface, GOLD, centre, lay.px(8), 1)
        y += lay.px(70)
        y = self.life_gauge(surface, seat, view, x, y, rect.width - lay.px(24))
        y = self.super_gauge(surface, seat, view, x, y + lay.px(8), rect.width - lay.px(24))
        draw_text(surface, t("sushido.chain"), (x, y + lay.px(8)), lay.px(18), INK_DIM)
        self.guard_rects[seat] = self.guard_marker(surface, view.guards[seat], rect.right - lay.px(12),
                                                   y + lay.px(6))
        y += lay.px(30)
        chain = view.chains[seat]
        cw, ch = lay.px(44), lay.px(62)
        for k in range(4):
            slot = pygame.Rect(x + k * (cw + lay.px(6)), y, cw, ch)
            if k < len(chain):
                # No one may look at a chain's cards, its owner included (rulebook): a player
                # remembers what they laid there, the table shows only backs.
                table.cards.draw(surface, chain[k], slot, face_up=False, mine=seat == table.viewer)
                self.chain_slots.append((seat, k, slot))
            else:
                pygame.draw.rect(surface, (255, 255, 255, 30), slot, 1, border_radius=lay.px(4))
        y += ch + lay.px(10)
        shown = list(view.revealed[seat])  # a Kata's cards are laid in the middle instead
        for k, card in enumerate(shown[:5]):
            slot = pygame.Rect(x + k * (cw + lay.px(6)), y, cw, ch)
            table.cards.draw(surface, card, slot)
            self.shown_rects.append((card, slot))
        self.board(surface, seat, view, pygame.Rect(x, y + ch + lay.px(10), rect.width - lay.px(24),
                                                    rect.bottom - y - ch - lay.px(18)))

    def guard_marker(self, surface: pygame.Surface, charges: int, right: int, top: int) -> pygame.Rect | None:
        """A Block kept to parry lies on no pile: this marker on its owner's panel, on the chain's
        line, shows the charges that wait for the rival's next Hits this turn (hover: what they do)."""
        if charges <= 0:
            return None
        lay = self.table.layout()
        label = t("sushido.guard_marker", n=charges)
        size = lay.px(17)
        box = pygame.Rect(0, 0, font(size, True).size(label)[0] + lay.px(16), lay.px(22))
        box.topright = (right, top)
        pygame.draw.rect(surface, JADE, box, border_radius=lay.px(11))
        pygame.draw.rect(surface, GOLD_BRIGHT, box, 1, border_radius=lay.px(11))
        draw_text(surface, label, box.center, size, (20, 40, 30), True, "center")
        return box

    def board(self, surface: pygame.Surface, seat: int, view: SushidoState, area: pygame.Rect) -> None:
        """The fighter's board in short: passive, the three combos with their symbols, the Super
        Combo (full texts on hover)."""
        lay = self.table.layout()
        self.board_tops[seat] = area.top
        fighter = rules().fighters[view.fighters[seat]]
        fr = lang() == "fr"
        line_h = lay.px(34)
        if area.height < line_h * 2:
            return
        size, icon = lay.px(16), lay.px(18)
        sc = fighter.super_combo
        ready = view.gauge[seat] >= rules().super_max
        super_lines = wrap(labelled(t("sushido.super_combo"), combo_title(sc, fr)), size, area.width, ready)
        title_step, passive_step, combo_step = self.board_steps(area.height, len(fighter.combos),
                                                                len(super_lines), ready)
        draw_text(surface, t("sushido.board"), (area.left, area.top), lay.px(17), GOLD, True)
        y = area.top + title_step
        passive = fighter.passive_name_fr if fr else fighter.passive_name_en
        draw_text(surface, fit_text(labelled(t("sushido.passive"), passive), size, area.width),
                  (area.left, y), size, INK_DIM)
        y += passive_step
        letters = {c.letter: c.symbol for c in rules().cards}
        for combo in fighter.combos:
            if y + line_h > area.bottom:
                return
            x = area.left
            for letter in combo.symbols:
                picture = self.table.app.assets.image(f"sushido/sym_{letters[letter]}", (icon, icon))
                surface.blit(picture, (x, y))
                x += icon + lay.px(2)
            draw_text(surface, fit_text(combo_title(combo, fr), size, area.right - x - lay.px(6)),
                      (x + lay.px(6), y + icon // 2), size, INK, anchor="midleft")
            y += combo_step
        if y + icon <= area.bottom:
            for line in super_lines:  # a long name at a large text size goes on under "Super Combo:"
                draw_text(surface, line, (area.left, y), size, GOLD_BRIGHT if ready else INK_DIM, ready)
                y += font(size, ready).get_linesize()

    def board_steps(self, height: int, combos: int, super_rows: int, bold: bool) -> tuple[int, int, int]:
        """How far down the board's title, passive and each combo move the next row: the design's
        steps, closed up towards their text's own height when the Super Combo's rows would else
        run past the board's ``height`` (a long name wrapped at a large text size)."""
        lay = self.table.layout()
        icon = lay.px(18)
        steps = [lay.px(22), lay.px(22), icon + lay.px(8)]
        tightest = [font(lay.px(17), True).get_linesize(), font(lay.px(16)).get_linesize(),
                    max(icon, font(lay.px(16)).get_linesize()) + lay.px(2)]
        counts = (1, 1, combos)
        needed = sum(step * n for step, n in zip(steps, counts, strict=True))
        needed += super_rows * font(lay.px(16), bold).get_linesize()
        spare = sum((step - least) * n for step, least, n in zip(steps, tightest, counts, strict=True))
        over = min(max(0, needed - height), spare)
        if over:  # every gap gives up the same share of what it can spare
            steps = [step - -(-(step - least) * over // spare)
                     for step, least in zip(steps, tightest, strict=True)]
        return steps[0], steps[1], steps[2]

    def life_gauge(self, surface: pygame.Surface, seat: int, view: SushidoState, x: int, y: int, width: int) -> int:
        lay = self.table.layout()
        top = 18
        life = view.life[seat]
        full = rules().fighters[view.fighters[seat]].life
        diamonds = rules().diamonds
        draw_text(surface, t("sushido.life", life=life), (x, y), lay.px(18), INK, True)
        y += lay.px(22)
        per_row = 9
        cell = width // per_row
        for value in range(top, 0, -1):
            index = top - value
            cx = x + (index % per_row) * cell + cell // 2
            cy = y + (index // per_row) * lay.px(22) + lay.px(9)
            alive = value <= life
            beyond = value > full
            if value in diamonds:
                r = lay.px(9)
                points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
                pygame.draw.polygon(surface, (150, 40, 40) if alive else (46, 40, 40), points)
                pygame.draw.polygon(surface, GOLD_BRIGHT, points, 1)
            else:
                colour = (196, 60, 52) if alive else ((30, 28, 28) if beyond else (58, 50, 48))
                pygame.draw.circle(surface, colour, (cx, cy), lay.px(7))
                pygame.draw.circle(surface, GOLD_DIM, (cx, cy), lay.px(7), 1)
        return y + 2 * lay.px(22)

    def super_gauge(self, surface: pygame.Surface, seat: int, view: SushidoState, x: int, y: int, width: int) -> int:
        lay = self.table.layout()
        gauge = view.gauge[seat]
        box = lay.px(30)
        held = 1 if self.table.super_held and seat == self.table.viewer else 0
        for k, letter in enumerate(SUPER_LETTERS):
            rect = pygame.Rect(x + k * (box + lay.px(6)), y, box, box)
            self.gauge_rects[seat][k] = rect
            lit = k < gauge - held
            if k < gauge and seat == self.table.viewer and self.table.can_spend_super():
                draw_target(surface, rect, True, rect.collidepoint(self.table.mouse))
            pygame.draw.rect(surface, (220, 170, 60) if lit else (40, 36, 34), rect, border_radius=lay.px(5))
            pygame.draw.rect(surface, GOLD_BRIGHT if gauge >= 5 else GOLD_DIM, rect, 1, border_radius=lay.px(5))
            draw_text(surface, letter, rect.center, lay.px(20), (40, 24, 10) if lit else INK_FAINT, True, "center")
        return y + box

    def slot_caption(self, surface: pygame.Surface, rect: pygame.Rect, index: int, lost: bool) -> None:
        """Under a Hajime slot: "Revealed", "Hidden", or for a hidden card the full chain will
        throw away, a warning wrapped to the slot's width (the two slots' captions never meet)."""
        table = self.table
        lay = table.layout()
        if not lost:
            label = t("sushido.revealed") if table.reveal[index] else t("sushido.hidden")
            draw_text(surface, label, (rect.centerx, rect.bottom + lay.px(4)), lay.px(17),
                      JADE if table.reveal[index] else INK_DIM, True, "midtop")
            return
        size = lay.px(15)
        line_h = font(size, True).get_linesize()
        for row, line in enumerate(wrap(t("sushido.hidden_lost"), size, rect.width + lay.px(12), True)):
            top = rect.bottom + lay.px(3) + row * line_h
            draw_text(surface, line, (rect.centerx, top), size, PROBLEM, True, "midtop")

    def middle(self, surface: pygame.Surface, view: SushidoState) -> None:
        table = self.table
        lay = table.layout()
        if table.choosing():
            draw_text(surface, t("sushido.your_choice"), (lay.middle.centerx, lay.middle.top + lay.px(2)), lay.px(21),
                      GOLD_BRIGHT, True, "midtop")
            lost = table.lost_slots()
            for index, rect in enumerate(lay.slots):
                card = table.slots[index]
                if card is None:
                    draw_target(surface, rect, table.held is not None,
                                table.held is not None and table.target_at(table.mouse) == ("slot", index))
                    draw_text(surface, t("sushido.hajime"), rect.center, lay.px(17), INK_DIM, anchor="center")
                else:
                    table.cards.draw(surface, card, rect, face_up=True)
                    if not table.reveal[index]:
                        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                        # a hidden card the full chain will throw away is tinted red, not night blue
                        shade.fill((110, 24, 20, 185) if index in lost else (10, 14, 30, 170))
                        surface.blit(shade, rect)
                    self.slot_caption(surface, rect, index, index in lost)
            draw_text(surface, t("sushido.slot_hint"), (lay.middle.centerx, lay.middle.bottom - lay.px(2)), lay.px(16),
                      INK_FAINT, anchor="midbottom")
            table.confirm.enabled = table.composed() in table.legal_for_viewer()
            table.confirm.label = t("sushido.confirm")  # in the language of the moment
            table.confirm.draw(surface)
        elif table.placing():
            draw_text(surface, t("sushido.place"), (lay.middle.centerx, lay.middle.top + lay.px(10)), lay.px(20),
                      GOLD_BRIGHT, True, "midtop")
            table.skip_place.label = t("sushido.place_none")
            table.skip_place.draw(surface)
        else:
            words = self.whose_move()
            if words:  # under a Kata laid open, not over it
                centre = (lay.middle.centerx, max(lay.middle.centery, self.clash_bottom(view) + lay.px(20)))
                draw_text(surface, words, centre, lay.px(22), INK_DIM, anchor="center")
        self.shown_rects += self.clash.draw(surface, view)
        for seat in (0, 1):  # face-down Hajime cards already set down
            pick = view.picks[seat]
            if pick is None or table.choosing() and seat == table.viewer:
                continue
            for card, rect in zip(pick.cards, self.set_down_rects(seat, len(pick.cards)), strict=True):
                table.cards.draw(surface, card, rect, face_up=False, mine=seat == table.viewer)

    def whose_move(self) -> str:
        """The middle's line while the viewer has nothing to decide: the rival being waited for;
        in a replay, whose move the record holds next (nobody is waited for: the watcher steps
        the moves, and plays none of them)."""
        table = self.table
        if table.script is not None:
            seat = table.next_in_record()
            return "" if seat is None else t("table.replay_next", name=table.names[seat])
        acting = table.match.to_act()
        if acting and acting[0] != table.viewer:
            return t("sushido.waiting", name=table.names[acting[0]])
        return ""

    def set_down_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Where a fighter's face-down Hajime cards wait: above the confirm button on the right
        for the second fighter, mirrored on the left for the first, clear of the button."""
        lay = self.table.layout()
        centre = lay.confirm.centerx if seat == 1 else 2 * lay.middle.centerx - lay.confirm.centerx
        rects = []
        for k in range(count):
            rect = pygame.Rect(0, 0, lay.px(40), lay.px(56))
            rect.midbottom = (centre + (k - (count - 1) / 2) * lay.px(46), lay.confirm.top - lay.px(8))
            rects.append(rect)
        return rects

    def lit_targets(self, surface: pygame.Surface) -> None:
        """While a revealed card is carried: the fighters, chain cards and gauge it may go to."""
        table = self.table
        for target in table.drag.lit:
            rect = table.target_rect(target)
            if rect is not None and isinstance(target, tuple) and target[0] != "square":
                draw_target(surface, rect, True, table.drag.hover == target)

    def clash_bottom(self, view: SushidoState) -> int:
        """Where a Kata laid open ends (the middle's top when none is): questions go under it."""
        return self.clash.bottom(view)

    def hand(self, surface: pygame.Surface) -> None:
        table = self.table
        lay = table.layout()
        for card, rect in table.hand_rects():
            table.cards.draw(surface, card, rect)
        if table.held is not None:
            face = table.cards.face(table.held, lay.hand_card)
            table.physical_hand.draw(surface, face, table.app.since_update)

    def super_token(self, surface: pygame.Surface) -> None:
        """The Super token being carried to a card (dropped on one, that card is doubled)."""
        table = self.table
        if not table.super_held:
            return
        lay = table.layout()
        prompt = table.prompt()
        if prompt is not None:
            for _card, rect in prompt.card_rects:
                draw_target(surface, rect.inflate(lay.px(8), lay.px(8)), True, rect.collidepoint(table.mouse))
        table.physical_hand.draw(surface, self.super_picture(), table.app.since_update)

    def super_size(self) -> tuple[int, int]:
        side = self.table.layout().px(34)
        return side, side

    def super_picture(self) -> pygame.Surface:
        """The carried Super token, drawn once per size: the hand turns the same picture."""
        lay = self.table.layout()
        size = self.super_size()
        if self._super_picture is None or self._super_picture.get_size() != size:
            picture = pygame.Surface(size, pygame.SRCALPHA)
            box = picture.get_rect()
            pygame.draw.rect(picture, (220, 170, 60), box, border_radius=lay.px(6))
            pygame.draw.rect(picture, GOLD_BRIGHT, box, 2, border_radius=lay.px(6))
            draw_text(picture, "S", box.center, lay.px(22), (40, 24, 10), True, "center")
            self._super_picture = picture
        return self._super_picture

    def log(self, surface: pygame.Surface) -> None:
        """The latest rows, the top one always the start of an entry (never the tail of a sentence
        cut by the top edge); the mouse wheel goes back through the older ones, and a reader
        scrolled back keeps reading the same rows while the duel goes on."""
        table = self.table
        lay = table.layout()
        rect = lay.log
        title = draw_text(surface, t("sushido.log"), (rect.left + lay.px(10), rect.top + lay.px(6)),
                          lay.px(18), GOLD, True)
        size = lay.px(16)
        line_h = lay.px(18)
        self._tell_log(size, rect.width - lay.px(20))
        # While rows wait below, the foot keeps room for their "newer" count.
        foot = lay.px(LOG_FOOT if self.log_scroll.back else 4)
        text_top = lay.px(LOG_TEXT_TOP)
        room = max(1, (rect.height - text_top - foot) // line_h)
        first, end = self.log_scroll.window(len(self.log_rows), room, self.log_starts)
        older_top = lay.px(8)  # "▲ n older" level with the title...
        if not self.log_scroll.older_fits_beside(title, rect, lay.px, first):
            # ...or under it when the two do not fit side by side (French, large text): a row less
            older_top = text_top
            text_top += font(lay.px(COUNT_SIZE)).get_linesize()
            room = max(1, (rect.height - text_top - foot) // line_h)
            first, end = self.log_scroll.window(len(self.log_rows), room, self.log_starts)
        self._log_first = first
        self.log_shown = self.log_rows[first:end]
        y = rect.top + text_top
        for line in self.log_shown:
            draw_text(surface, line, (rect.left + lay.px(10), y), size, INK)
            y += line_h
        # "▲ n older" at the top, "▼ n newer" at the foot
        self.log_scroll.draw_counts(surface, rect, lay.px, first, older_top)

    def _tell_log(self, size: int, width: int) -> None:
        """Wrap what the log tells that the rows do not hold yet. Wrapping is costly: each event
        is told and wrapped once, when it arrives; everything again only when the log is told
        afresh (a move taken back, a replay stepped back), someone else looks, or the words or
        the width change."""
        table = self.table
        key = (table.log.generation, table.viewer, lang(), size, width, text_floor())
        count = len(table.log.events)
        if self._log_key != key or count < self._log_told:
            if self._log_key[1:] != key[1:]:
                self.log_scroll.to_newest()  # someone else looks, or other words or rows: the latest
            self._log_key = key
            self.log_rows, self.log_starts = [], []
            self._log_told = self._log_dropped = 0
        if count > self._log_told:
            for line in table.log.told_since(self._log_told, table.names, table.match.state.fighters,
                                             table.viewer, lang()):
                self.log_starts.append(len(self.log_rows))
                self.log_rows.extend(wrapped(line, size, width))
            excess = len(self.log_starts) - LOG_HISTORY  # one start a sentence
            if excess > 0:
                cut = self.log_starts[excess]
                del self.log_rows[:cut]
                self.log_starts = [start - cut for start in self.log_starts[excess:]]
                self._log_dropped += cut
            self._log_told = count
        # every row told so far, those let go at the top included: what the newest rows add
        self.log_scroll.follow(self._log_dropped + len(self.log_rows))

    def scroll_log(self, steps: int) -> None:
        """The mouse wheel over the log: up goes back to older rows, down to the latest."""
        self.log_scroll.wheel(steps)

    # -- hover and right-click ---------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in self.shown_rects + self.arena_rects:
            if rect.collidepoint(pos):
                return card
        return None

    def tooltip(self, surface: pygame.Surface, view: SushidoState) -> None:
        table = self.table
        lay = table.layout()
        if table.held is not None or table.super_held:
            return
        card = table.detail_card
        if card is None:
            hovered = table.card_at(table.mouse)
            card = hovered
        if card is not None and card >= 0:
            self.bubble(surface, card_name(card), [card_text(card)], table.mouse)
            return
        for seat in (0, 1):
            marker = self.guard_rects[seat]
            if marker is not None and marker.collidepoint(table.mouse):
                charges = view.guards[seat]
                key = "sushido.guard_tip_many" if charges > 1 else "sushido.guard_tip"
                rival = table.names[1 - seat]
                tip = t(key, name=table.names[seat], rival=rival, of_rival=of_name(rival), n=charges)
                self.bubble(surface, t("sushido.guard_marker", n=charges), [tip, t("sushido.guard_tip_end")],
                            table.mouse)
                return
        for seat in (0, 1):
            panel = lay.panels[seat]
            head = pygame.Rect(panel.left, panel.top, panel.width, lay.px(64))
            board = pygame.Rect(panel.left, self.board_tops[seat], panel.width, panel.bottom - self.board_tops[seat])
            if self.fighter_rects[seat].collidepoint(table.mouse) or head.collidepoint(table.mouse) \
                    or board.collidepoint(table.mouse):
                lines = table.board_text(seat)
                # the player's name too: a long one is cut in the panel's head
                title = f"{table.names[seat]} · {rules().fighters[view.fighters[seat]].name}"
                paragraphs = [labelled(head, after_colon(text, SUSHIDO_TERMS)) for head, text in lines]
                self.bubble(surface, title, paragraphs, table.mouse, wide=True)
                return

    def bubble(self, surface: pygame.Surface, title: str, paragraphs: list[str], pos: tuple[int, int],
               wide: bool = False) -> None:
        lay = self.table.layout()
        width = lay.px(460 if wide else 280)
        size = lay.px(17)
        lines: list[str] = []
        for text in paragraphs:
            lines += wrap(text, size, width - lay.px(20))
        line_h = lay.px(20)
        rect = pygame.Rect(0, 0, width, lay.px(36) + line_h * len(lines))
        rect.midbottom = (pos[0], pos[1] - lay.px(14))
        rect.clamp_ip(surface.get_rect())
        draw_panel(surface, rect, alpha=245)
        draw_text(surface, title, (rect.left + lay.px(10), rect.top + lay.px(6)), lay.px(19), GOLD_BRIGHT, True)
        y = rect.top + lay.px(30)
        for line in lines:
            draw_text(surface, line, (rect.left + lay.px(10), y), size, INK)
            y += line_h
