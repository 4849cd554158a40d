"""How the 99 Ninja table looks and moves: the board (a cached picture, the marks of this
turn's technique conversions, the ghost under the held card, the labels over it), the panels,
the clan choice, the reckoning draft, the reveal, and the animations the engine's events start
(a card travelling and settling, points floating up, a ring round a falling Daimyo). The hand
tray is ``tray``; the log's words are ``log_lines``."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match, Step
from game.ninja99.actions import EndTurn, PickClan, RoninChoice, SwapClan, UseTechnique
from game.ninja99.data import CLANS, game_data
from game.ninja99.geometry import orient
from game.ninja99.placement import uncoverable_clan
from game.ninja99.preview import Converted, converted_cells, ignored_samurai
from game.ninja99.reckoning import result
from game.ninja99.techniques import clan_technique
from scenes.kit.i18n import language
from scenes.kit.widgets import GOLD, INK, PAPER, draw_text, keep_armed
from scenes.ninja99.board_picture import MARGIN
from scenes.ninja99.card_art import card_surface, posed, shadow_of
from scenes.ninja99.fx import Floater, Ring, Travel, draw_label, draw_label_size
from scenes.ninja99.layout import layout_for
from scenes.ninja99.log_lines import log_entries
from scenes.ninja99.look import AUTOMATON_LIGHT, CLAN_ART, CLAN_RGB, DAIMYO_RGB, ILLEGAL, LEGAL, SEAT_LIGHT
from scenes.ninja99.marks import draw_conversions
from scenes.ninja99.panels import PanelInput, score_card_words
from scenes.ninja99.reasons import retell
from scenes.ninja99.ruler import draw_ruler
from scenes.ninja99.table_base import (
    REVEAL_SECONDS,
    RULE_WORDS,
    SETTLE_SECONDS,
    TRAVEL_SECONDS,
    daimyo_cell,
    daimyo_name,
    extent_of,
    look_of,
)
from scenes.ninja99.texts import clan_name, t
from scenes.ninja99.tray import TrayView

if TYPE_CHECKING:
    from scenes.app import App


def gave_line(given: dict[str, int], side: int, names: tuple[str, str], lang: str) -> str:
    """The tokens a side gave at the final reckoning, as the reveal and the log tell them."""
    tokens = "  ".join(f"{clan_name(c, lang)} +{given.get(c, 0)}" for c in CLANS)
    return t("n99.reveal_gave", name=names[side], tokens=tokens)


class NinjaTableView(TrayView):
    marked_cells: tuple[Converted, ...] = ()  # the technique marks drawn on the board last frame
    asked_marks: tuple[tuple[int, int], ...] = ()  # Ronin: the samurai framed around the asked Daimyo
    ruler_rects: dict[tuple[str, int], pygame.Rect] = {}  # where each row and column number was drawn

    def __init__(self, app: App, match: Match, script: list[Step] | None = None) -> None:
        super().__init__(app, match, script)
        self._retell_steps()  # a continued game's log tells what was played before it was left

    def _retell_steps(self) -> None:
        """The log told afresh from the match's steps, through the same words as the moves
        played from now on. Only what everyone may see: who sits at the screen is not known
        when a table opens (the hot-seat cover may come first)."""
        self.log_entries = []
        for step in self.match.steps:
            self._log(tuple(ev for ev in step.events if ev.visible_to(None)))

    def on_rewound(self, step: Step) -> None:
        """A replay stepped back over ``step``: the table forgets it as after a take-back, but
        nobody took a move back (the watcher went back in the record): the log is told again
        from the steps left."""
        self.on_undo(step)
        self._retell_steps()

    def _log(self, events: tuple[Event, ...]) -> None:
        """Add the lines a step's events tell to the log: it keeps the whole game, for the wheel
        to read back."""
        self.log_entries += log_entries(events)

    def on_events(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self._legal_key = None
        self.version += 1
        self.picking, self.picked = None, []  # any move ends a pick still open: it was never sent
        lang = language()
        before = self.match.state_at(len(self.match.steps) - 1) if self.match.steps else self.match.state
        if seat == self.viewer and self.script is None:
            self.panels.scrollback.to_newest()  # the player acts: the log shows what it did
        self._log(events)
        delay = 0.0
        for ev in events:
            kind = ev.kind
            if kind == "card_laid":
                delay = self._animate_lay(seat, ev, before)
            elif kind == "scored" and ev.get("points"):
                self._animate_score(ev, delay)
            elif kind == "daimyo_fell":
                number = ev.get("daimyo")
                # the automaton's strike names no cell: the board says where that Daimyo stands
                cell = tuple(ev.get("cell") or daimyo_cell(self._state, number) or (0, 0))
                self.effects.rings.append(Ring(cell, DAIMYO_RGB.get(number, GOLD), delay=delay))
                self.effects.floaters.append(Floater(t("n99.falls", name=daimyo_name(number, lang)),
                                                     (cell[0] - 0.6, cell[1]), (255, 235, 190), delay=delay,
                                                     duration=2.0, size=self.lay.text(22)))
                self.play_later("ninja99/daimyo_falls", self._real_seconds(delay))  # with its ring
            elif kind == "reckoning_revealed":
                self._start_reveal(ev.get("moves") or {})

    def _animate_lay(self, seat: int, ev: Event, before: Any) -> float:
        rows = game_data().cards[ev.get("card")].rows
        orientation = ev.get("orientation")
        pattern = orient(rows, orientation)
        unflipped = None
        self.frozen_look = look_of(self.match.game.view(before, self.viewer).state)
        if seat == self.viewer and self.last_drop is not None:
            start, angle, duration = self.last_drop, 0.0, SETTLE_SECONDS
            self.last_drop = None
        else:
            side = ev.get("side")
            spot = self.hand_rects.get(0) if side == self.viewer else self.panels.hits.get(f"open:{side}:0")
            start = spot.center if spot is not None else (self.lay.left.centerx, self.lay.left.height // 4)
            angle = -90.0 * (orientation % 4)
            duration = TRAVEL_SECONDS
            if orientation >= 4:
                unflipped = orient(rows, orientation - 4)
        self.effects.travels.append(Travel(pattern, start, angle, (ev.get("row"), ev.get("col")), duration,
                                           ronin=self._state.uses("ronin"), unflipped=unflipped))
        return duration + 0.15

    def _animate_score(self, ev: Event, delay: float) -> None:
        side = ev.get("side")
        colour = SEAT_LIGHT[side] if side in (0, 1) and not (self._state.solo and side == 1) else AUTOMATON_LIGHT
        text = t("n99.yours", points=ev.get("points"), clan=clan_name(ev.get("clan"), language()))
        cells = ev.get("cells") or ev.get("ninjas") or []
        if ev.get("why") == "daimyo" and ev.get("daimyo"):
            spot = daimyo_cell(self._state, ev.get("daimyo"))
            pos = (spot[0] + (0.5 if side == 0 else 1.2), spot[1] - 0.3) if spot else None
        elif cells:
            pos = (cells[0][0], cells[0][1])
        else:
            pos = None
        if pos is not None:
            delay += 0.25
            self.effects.floaters.append(Floater(text, pos, colour, delay=delay, size=self.lay.text(24)))
        else:
            centre = self.lay.left.centerx, self.lay.left.height // 4
            self.effects.floaters.append(Floater(text, centre, colour, on_board=False, delay=delay,
                                                 size=self.lay.text(24)))
        self.play_later("ninja99/score", self._real_seconds(delay))  # as its points float up

    def _real_seconds(self, effect_delay: float) -> float:
        """An effect's delay counts in animation time (slowed or sped by the speed setting)."""
        return effect_delay * self.app.settings.pace

    def _start_reveal(self, moves: dict[str, Any]) -> None:
        state = self.match.state
        res = result(state)
        lang = language()
        names = self._names()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if len(res.winners) == 1 and (not state.solo or res.winners[0] == 0 or res.rule != "draw"):
            winner = res.winners[0]
            lines.append((t("n99.winner", name=names[winner]), GOLD))
            # the fanfare is for a person at the table who won; a loser hears the shared sting of
            # the results, and so does a spectator of bots (their neutral gong), as on every table
            if winner < len(self.match.seats) and self.match.seats[winner].is_human:
                self.app.audio.play("ninja99/victory")
        else:
            lines.append((t("n99.draw"), GOLD))
        words = RULE_WORDS.get(lang, RULE_WORDS["en"])
        lines.append((t("n99.tiebreak", how=words[res.rule]), INK))
        for side in (0, 1):
            colour = SEAT_LIGHT[side] if not (state.solo and side) else AUTOMATON_LIGHT
            given = moves.get(str(side), {})
            if given:
                lines.append((gave_line(given, side, names, lang), colour))
                self.log_entries.append(partial(gave_line, given, side))
            scores = "  ".join(f"{clan_name(c, lang)} {v:+d}" for c, v in zip(CLANS, res.scores[side], strict=True))
            lines.append((t("n99.reveal_scores", name=names[side], scores=scores), colour))
        self.reveal_lines = lines
        self.reveal_left = REVEAL_SECONDS * max(0.25, self.app.settings.pace)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.lay.size:
            self.lay = layout_for(surface.get_size())
            self.camera.area = self.board_area()
        surface.fill(PAPER)
        self._update_ghost()
        state = self._state
        self._draw_board(surface, state)
        built_before = self.buttons
        self._build_buttons()
        # the Ronin question's consequences, under its buttons, for the person asked
        detail = t("n99.ronin_detail") if self._legal_of(RoninChoice) else ""
        clan = picked_clan(self.picking)
        if clan is not None:  # Kawarimi, Kakuremino: what the picked cells become
            detail = t("n99.pick_detail", clan=clan_name(clan, language()))
        cover = cover_words(state)
        if not detail and cover and lay_both_words(state, self.viewer, language()):
            detail = t("n99.cover_rule", **cover)  # Boryaku's words take the status line
        self._draw_tray(surface, state, self._status_line(state), detail)
        keep_armed(built_before, self.buttons)  # the tray's buttons are built anew each frame
        legal_techs = frozenset(a.technique for a in self._legal_of(UseTechnique))
        hover = None if self.covered else self.hover  # under another screen the pointer is on that
        data = PanelInput(state, self.viewer, self._names(), (self.tracks_shown[0], self.tracks_shown[1],
                                                               self.tracks_shown[2]),
                          hover, legal_techs, SwapClan() in self._legal(), self.clan_drag is not None,
                          log=self.log, version=self.version, watching=self.script is not None)
        self.panels.draw(surface, self.lay, data)
        self._draw_open_card_zoom(surface, state)
        for button in self.buttons:
            button.draw(surface)
        if self.draft is not None:
            # in board_area, as the board: below a replay's bar
            self.draft.draw(surface, self.app.assets, self.lay, state, self.board_area())
        self._draw_clan_choice(surface, state)
        self.effects.draw(surface, self.app.assets, self.camera, travels=True)
        self._draw_held(surface)
        self._draw_ghost_labels(surface)
        if self.clan_drag is not None and self.viewer is not None:
            clan = state.clans[self.viewer]
            if clan is not None:
                picture = self.panels.clan_card_surface(self.lay, clan)
                surface.blit(picture, picture.get_rect(center=self.clan_drag))
        if self.reveal_lines and (self.reveal_left > 0 or (self.match.finished and not self.results_aside())):
            self._draw_reveal(surface)
        self._draw_score_card_words(surface, state)  # over the final count too, where it matters most
        self._draw_name_whole(surface)
        self.draw_overlays(surface)

    def _draw_open_card_zoom(self, surface: pygame.Surface, state: Any) -> None:
        """The rival's open card under the pointer, shown large beside the panel."""
        hover = "" if self.covered else self.hover or ""
        if not hover.startswith("open:") or self.held is not None:
            return
        _, side, slot = hover.split(":")
        hand = state.hands[int(side)]
        rect = self.panels.hits.get(hover)
        if rect is None or int(slot) >= len(hand):
            return
        cell = self.lay.px(40)
        picture = card_surface(self.app.assets, game_data().cards[hand[int(slot)]].rows, cell, state.uses("ronin"))
        spot = picture.get_rect(midleft=(self.lay.left.right + self.lay.px(12), rect.centery))
        spot.clamp_ip(surface.get_rect())
        back = spot.inflate(self.lay.px(12), self.lay.px(12))
        pygame.draw.rect(surface, (20, 16, 14), back, border_radius=self.lay.px(8))
        pygame.draw.rect(surface, GOLD, back, 2, border_radius=self.lay.px(8))
        surface.blit(picture, spot)

    def _draw_score_card_words(self, surface: pygame.Surface, state: Any) -> None:
        """Solo: the pointer over a Score card's chip on a track tells which card it is and what
        it will count, on a pill left of the right panel (the panel is too narrow for it)."""
        hover = "" if self.covered else self.hover or ""
        rect = self.panels.hits.get(hover)
        if not hover.startswith("score:") or rect is None or self.held is not None:
            return
        words = score_card_words(state, int(hover.partition(":")[2]), language())
        draw_label(surface, words, (self.lay.right.left - self.lay.px(8), rect.centery), AUTOMATON_LIGHT,
                   self.lay.text(16), anchor="midright")

    def _draw_name_whole(self, surface: pygame.Surface) -> None:
        """A side's band cuts a very long name: the pointer over the band names the player whole,
        on a pill right of the left panel."""
        hover = "" if self.covered else self.hover or ""
        band = self.panels.hits.get(hover)
        if not hover.startswith("name:") or band is None or self.held is not None:
            return
        side = int(hover.partition(":")[2])
        draw_label(surface, self._names()[side], (self.lay.left.right + self.lay.px(10), band.centery),
                   SEAT_LIGHT[side], self.lay.text(16))

    def _draw_board(self, surface: pygame.Surface, state: Any) -> None:
        cam = self.camera
        cam.area = self.board_area()
        look = self.frozen_look or look_of(state)
        cam.frame(*extent_of(look))
        surface.set_clip(self.lay.board)
        picture = self.picture.surface_for(look, cam.cell)
        x, y = cam.cell_to_screen(-MARGIN, -MARGIN)
        surface.blit(picture, (round(x), round(y)))
        if look.layers and self.frozen_look is None:  # the card laid last, outlined so it reads at a glance
            last = look.layers[-1]
            top_left = cam.cell_to_screen(last.row, last.col)
            frame = pygame.Rect(round(top_left[0]), round(top_left[1]), 3 * cam.cell, 3 * cam.cell)
            pygame.draw.rect(surface, (250, 246, 230), frame, max(2, cam.cell // 18), border_radius=max(2, cam.cell // 8))
        self.marked_cells = converted_cells(state)
        draw_conversions(surface, self.app.assets, cam, self.marked_cells)
        self.asked_marks = ()
        if state.phase == "turn" and state.turn.asked:
            self._draw_question(surface, state, state.turn.asked[0])
        if self.picking is not None:
            self._draw_pick_cells(surface)
        self._draw_ghost(surface)
        # the numbers the reasons name cells by, over the cards and the ghost
        self.ruler_rects = draw_ruler(surface, cam, cam.area, look.layers)
        self.effects.draw(surface, self.app.assets, cam)
        surface.set_clip(None)

    def _draw_pick_cells(self, surface: pygame.Surface) -> None:
        """Kawarimi, Kakuremino: a thin gold frame on each cell the technique may pick. A picked
        cell is tinted in the clan it will count for, with that clan's emblem large in its corner
        (where the mark stays once confirmed), a thick gold frame and a check, so the player sees
        what Confirm will send."""
        cam = self.camera
        for cell in sorted(self._pick_cells() - set(self.picked)):
            pygame.draw.rect(surface, GOLD, cam.cell_rect(*cell), 2)
        clan = picked_clan(self.picking)
        for cell in self.picked:
            rect = cam.cell_rect(*cell)
            if clan is not None:
                tint = pygame.Surface(rect.size, pygame.SRCALPHA)
                tint.fill((*CLAN_RGB[clan], 110))
                surface.blit(tint, rect)
            frame = rect.inflate(4, 4)
            pygame.draw.rect(surface, (24, 20, 18), frame.inflate(2, 2), max(3, cam.cell // 12) + 2,
                             border_radius=max(3, cam.cell // 8))
            pygame.draw.rect(surface, GOLD, frame, max(3, cam.cell // 12),
                             border_radius=max(3, cam.cell // 8))
            if clan is not None:
                badge = max(12, cam.cell // 2)
                spot = pygame.Rect(rect.x - badge // 6, rect.y - badge // 6, badge, badge)
                pygame.draw.circle(surface, (24, 20, 18), spot.center, badge // 2 + 2)
                surface.blit(self.app.assets.image(CLAN_ART[clan], spot.size), spot)
            _draw_check(surface, rect)

    def _draw_question(self, surface: pygame.Surface, state: Any, number: int) -> None:
        """Ronin: the Daimyo the active side is asked about, ringed in that side's colour with a
        slow pulse, and the samurai of its clan it would ignore framed in the clan's colour."""
        cam = self.camera
        spot = daimyo_cell(state, number)
        if spot is None:
            return
        self.asked_marks = ignored_samurai(state, number)
        clan = state.clans[state.active]
        for row, col in self.asked_marks:
            rect = cam.cell_rect(row, col).inflate(-2, -2)
            width = max(3, cam.cell // 10)
            pygame.draw.rect(surface, (24, 20, 18), rect.inflate(2, 2), width + 2, border_radius=4)
            pygame.draw.rect(surface, CLAN_RGB.get(clan or "", GOLD), rect, width, border_radius=4)
        colour = SEAT_LIGHT[state.active] if state.active in (0, 1) else GOLD
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3)
        centre = cam.cell_to_screen(spot[0] + 0.5, spot[1] + 0.5)
        radius = round(cam.cell * (0.72 + 0.08 * pulse))
        width = max(3, cam.cell // 9)
        pygame.draw.circle(surface, (24, 20, 18), (round(centre[0]), round(centre[1])), radius + 2, width + 4)
        pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), radius, width)
        draw_label(surface, "?", (centre[0] + cam.cell * 0.6, centre[1] - cam.cell * 0.6), colour,
                   max(16, cam.cell * 9 // 20), "center")

    def _ring_daimyo(self, surface: pygame.Surface, number: int, colour: tuple[int, int, int], width: int) -> None:
        spot = daimyo_cell(self._state, number)
        if spot is not None:
            cam = self.camera
            cx, cy = cam.cell_to_screen(spot[0] + 0.5, spot[1] + 0.5)
            pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(cam.cell * 0.75), width)

    def _ghost_frame(self) -> pygame.Rect | None:
        if self.ghost is None or self.held is None or self.ghost_anchor is None:
            return None
        x, y = self.camera.cell_to_screen(*self.ghost_anchor)
        return pygame.Rect(round(x), round(y), 3 * self.camera.cell, 3 * self.camera.cell)

    def spots_for_held(self) -> list[tuple[int, int]]:
        """Top-left cells where the held card may go as it is turned now (from the engine's
        legal placements, through the drag controller's lit targets)."""
        held = self.held
        if held is None:
            return []
        pattern = held.pattern
        spots: set[tuple[int, int]] = set()
        for target in self.controller.lit:
            if isinstance(target, tuple) and target[0] == "lay" and target[1] == pattern:
                spots.add((target[2], target[3]))
        return sorted(spots)

    def _draw_spots(self, surface: pygame.Surface) -> None:
        """A small green dot where the card's middle may go: the newcomer sees at once whether to
        turn or flip the card."""
        cam = self.camera
        radius = max(3, cam.cell // 9)
        for row, col in self.spots_for_held():
            x, y = cam.cell_to_screen(row + 1.5, col + 1.5)
            pygame.draw.circle(surface, (20, 60, 30), (round(x), round(y)), radius + 2)
            pygame.draw.circle(surface, LEGAL, (round(x), round(y)), radius)

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        """Under the held card: the snapped outline, green or red, and the cells it would win."""
        self._draw_spots(surface)
        ghost, held, frame = self.ghost, self.held, self._ghost_frame()
        if ghost is None or held is None or frame is None:
            return
        cam = self.camera
        colour = LEGAL if ghost.legal else ILLEGAL
        picture = card_surface(self.app.assets, held.pattern, cam.cell, self._state.uses("ronin"), edge=colour)
        faded = picture.copy()
        faded.set_alpha(150)
        tint = pygame.Surface(frame.size, pygame.SRCALPHA)
        tint.fill((*colour, 45))
        surface.blit(tint, frame)
        surface.blit(faded, frame)
        pygame.draw.rect(surface, colour, frame, max(2, cam.cell // 12), border_radius=max(3, cam.cell // 6))
        light = SEAT_LIGHT[self.viewer or 0]
        for row, col in ghost.own_cells:  # cells that would show a ninja of the player's clan
            rect = cam.cell_rect(row, col).inflate(-2, -2)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*light, 70))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, light, rect, max(3, cam.cell // 10), border_radius=4)
        for row, col, clan in ghost.ninjas_covered:  # Hensojutsu: the ninjas the card would put out
            rect = cam.cell_rect(row, col).inflate(-cam.cell // 4, -cam.cell // 4)
            thick = max(3, cam.cell // 10)
            rim = (240, 230, 210) if clan == "B" else (24, 20, 18)  # a cross that reads on any card
            for colour, width in ((rim, thick + 3), (CLAN_RGB[clan], thick)):
                pygame.draw.line(surface, colour, rect.topleft, rect.bottomright, width)
                pygame.draw.line(surface, colour, rect.bottomleft, rect.topright, width)
        for fall in ghost.falls:
            self._ring_daimyo(surface, fall.daimyo, GOLD, max(3, cam.cell // 10))
        for number in ghost.asks:  # Ronin: Daimyos the lay would put to the question, a thinner ring
            self._ring_daimyo(surface, number, SEAT_LIGHT[self.viewer or 0], max(2, cam.cell // 16))
        if not ghost.legal and ghost.culprit is not None:  # the cell the engine's reason speaks of, ringed in red
            rect = cam.cell_rect(*ghost.culprit).inflate(4, 4)
            pygame.draw.rect(surface, ILLEGAL, rect, max(3, cam.cell // 9), border_radius=4)

    def _draw_ghost_labels(self, surface: pygame.Surface) -> None:
        """Over the held card: the points of covered samurai, the Daimyos that would fall with
        both players' points, and the engine's reason when the spot is refused."""
        ghost, frame = self.ghost, self._ghost_frame()
        if ghost is None or frame is None:
            return
        cam, lang, names = self.camera, language(), self._names()
        size = self.lay.text(19)
        light = SEAT_LIGHT[self.viewer or 0]
        for covered in ghost.covered:
            if covered.points:
                cx, cy = cam.cell_to_screen(covered.row + 0.5, covered.col + 0.5)
                draw_label(surface, f"+{covered.points}", (cx, cy), light, size, "center")
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if not ghost.legal:
            lines += [(line, ILLEGAL) for line in _wrap_reason(retell(ghost.reason, lang), 34)]
        for fall in ghost.falls:
            lines.append((t("n99.falls_points", name=daimyo_name(fall.daimyo, lang), a=names[0],
                            pa=f"+{fall.points[0]}", b=names[1], pb=f"+{fall.points[1]}"), GOLD))
        for number in ghost.asks:
            lines.append((t("n99.ghost_asks", daimyo=daimyo_name(number, lang)), light))
        gained = ghost.points[self.viewer or 0] if ghost.legal else {}
        if gained:
            lines.append(("  ".join(f"+{v} {clan_name(c, lang)}" for c, v in gained.items()), light))
        if not lines:
            return
        gap = self.lay.px(8)
        widths = [draw_label_size(text, size)[0] for text, _ in lines]
        board = self.lay.board
        on_right = frame.right + gap + max(widths) <= board.right
        # the pills are centred on ``y``: the first one's top half stays on the board too
        y = max(board.y + gap + draw_label_size(lines[0][0], size)[1] // 2, frame.y)
        for (text, colour), width in zip(lines, widths, strict=True):
            x = frame.right + gap if on_right else max(board.x + gap, frame.left - gap - width)
            draw_label(surface, text, (x, y), colour, size)
            y += size + gap

    def _draw_held(self, surface: pygame.Surface) -> None:
        held = self.held
        if held is None:
            return
        pattern, angle, squash = held.drawn_state()
        cell = self.camera.cell
        picture = card_surface(self.app.assets, pattern, cell, self._state.uses("ronin"))
        image = posed(picture, angle, squash, 1.06)
        x, y = held.drawn_position(self.app.since_update)
        if self.ghost is None:  # over the board the ghost shows where it lands: no shadow to muddy it
            shade = shadow_of(image, 100)
            surface.blit(shade, shade.get_rect(center=(x + cell * 0.18, y + cell * 0.22)))
        else:
            image = image.copy()
            image.set_alpha(120)  # the ghost under it stays readable
        surface.blit(image, image.get_rect(center=(x, y)))

    def _status_line(self, state: Any) -> str:
        names = self._names()
        if self.match.finished:
            return self.reveal_lines[0][0] if self.reveal_lines else ""
        if self.draft is not None:
            return t("n99.reckoning_recorded" if self.draft.read_only else "n99.reckoning")
        if self.held is not None and not self.spots_for_held():
            return t("n99.no_spot")
        if self.picking is not None:
            return pick_prompt(self.picking, language())
        legal = self._legal()
        asked = state.turn.asked if state.phase == "turn" else ()
        if asked:  # Ronin: the question is public, asked of the active side
            lang = language()
            words = {"daimyo": daimyo_name(asked[0], lang),
                     "clan": clan_name(state.clans[state.active], lang)}
            if legal:
                return t("n99.ronin_ask", **words)
            return t("n99.ronin_waiting", name=names[min(state.active, 1)], **words)
        if not legal:
            acting = self.match.to_act()
            who = names[acting[0]] if acting else ""
            return t("n99.waiting", name=who)
        if self._legal_of(PickClan):
            return t("n99.pick_clan", name=names[self.viewer or 0])
        if state.turn.must_discard:
            return t("n99.must_discard")
        if legal == (EndTurn(),):
            return t("n99.after_lay")
        lay_words = lay_both_words(state, self.viewer, language())
        if lay_words:
            return lay_words  # Hensojutsu's rule, if on too, goes under the buttons (cover_rule)
        cover = cover_words(state)
        return t("n99.your_turn_cover", **cover) if cover else t("n99.your_turn")

    def _draw_clan_choice(self, surface: pygame.Surface, state: Any) -> None:
        rects = self._clan_choice_rects()
        if not rects:
            return
        board = self.lay.board
        veil = pygame.Surface(board.size, pygame.SRCALPHA)
        veil.fill((20, 16, 14, 170))
        surface.blit(veil, board)
        draw_label(surface, t("n99.pick_clan", name=self._names()[self.viewer or 0]),
                   (board.centerx, min(r.top for r in rects.values()) - self.lay.px(40)), GOLD, self.lay.text(24),
                   "center")
        for clan, rect in rects.items():
            pygame.draw.rect(surface, (20, 16, 14), rect.inflate(12, 12), border_radius=12)
            surface.blit(self.app.assets.image(CLAN_ART[clan], rect.size), rect)
            draw_label(surface, clan_name(clan, language()), (rect.centerx, rect.bottom + self.lay.px(22)), INK,
                       self.lay.text(20), "center")
            tech = clan_technique(state, clan)
            if tech is not None:  # what the clan brings; its text is in the panel's list
                name = tech.names.get(language(), tech.names["en"])
                spot = (rect.centerx, rect.bottom + self.lay.px(50))
                draw_label(surface, name, spot, GOLD, self.lay.text(17), "center")

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """The result in a box over the board: the winner, the rule that decided, what each
        player put on the tracks and where the cubes ended."""
        board, lay = self.lay.board, self.lay
        sizes = [lay.text(30 if k == 0 else 19) for k in range(len(self.reveal_lines))]
        width = max(draw_label_size(line, size)[0] for (line, _), size in zip(self.reveal_lines, sizes, strict=True))
        height = sum(size + lay.px(10) for size in sizes) + lay.px(24)
        box = pygame.Rect(0, 0, min(board.width - lay.px(20), width + lay.px(40)), height)
        box.center = (board.centerx, board.centery - board.height // 6)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 16, 14, 235), shade.get_rect(), border_radius=lay.px(12))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=lay.px(12))
        y = box.y + lay.px(12)
        for (line, colour), size in zip(self.reveal_lines, sizes, strict=True):
            rect = draw_text(surface, line, (box.centerx, y), size, colour, size == sizes[0], "midtop")
            y = rect.bottom + lay.px(10)


def pick_prompt(tech_id: str, lang: str) -> str:
    """The status line of a cell pick, naming the cells the technique takes: the ninjas of the
    clans other than its own (Kawarimi), or samurai (Kakuremino)."""
    tech = game_data().techniques[tech_id]
    name = tech.names.get(lang, tech.names["en"])
    if tech.choice == "samurai":
        return t("n99.pick_samurai", tech=name)
    a, b = (clan_name(c, lang) for c in CLANS if c != tech.clan)
    return t("n99.pick_ninjas", tech=name, clans=t("n99.clans_or", a=a, b=b))


def cover_words(state: Any) -> dict[str, str]:
    """While Hensojutsu is on, the words that say which ninjas may be covered (else empty)."""
    kept = uncoverable_clan(state)
    if kept is None:
        return {}
    lang = language()
    tech = game_data().techniques["hensojutsu"].names
    a, b = (clan_name(c, lang) for c in CLANS if c != kept)
    return {"tech": tech.get(lang, tech["en"]), "clans": t("n99.clans_and", a=a, b=b)}


def lay_both_words(state: Any, seat: int | None, lang: str) -> str:
    """After a technique that draws a card to play (Boryaku), the status line says both cards
    are laid this turn, then that the second one is still to come; "" otherwise."""
    techniques = game_data().techniques
    drawn = next((techniques[tech_id] for tech_id in state.turn.techniques
                  if techniques[tech_id].choice == "draw_play"), None)
    if drawn is None or seat is None:
        return ""
    name = drawn.names.get(lang, drawn.names["en"])
    held = len(state.hands[seat])
    if held >= 2:
        return t("n99.lay_both", tech=name)
    if held == 1 and state.turn.laid:
        return t("n99.lay_second", tech=name)
    return ""


def picked_clan(tech_id: str | None) -> str | None:
    """The clan a cell-picking technique turns its cells into (the technique card's own clan)."""
    tech = game_data().techniques.get(tech_id or "")
    return tech.clan if tech is not None else None


def _draw_check(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold tick on a dark disc in the cell's top-right corner: clear of the clan emblem (top
    left) and of the clan badge a samurai carries (bottom right)."""
    radius = max(6, rect.width // 6)
    centre = (rect.right - radius + radius // 3, rect.top + radius - radius // 3)
    pygame.draw.circle(surface, (24, 20, 18), centre, radius + 1)
    pygame.draw.circle(surface, GOLD, centre, radius, max(1, radius // 5))
    x, y = centre
    tick = [(x - radius * 0.5, y), (x - radius * 0.12, y + radius * 0.42),
            (x + radius * 0.52, y - radius * 0.4)]
    pygame.draw.lines(surface, GOLD, False, tick, max(2, radius // 3))


def _wrap_reason(reason: str, width: int) -> list[str]:
    words, lines, line = reason.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines[:4]

