"""The end of the duel: who won, each fighter, the rounds won and the life left."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.sushido.data import rules
from scenes.game_over import GameOverScene
from scenes.kit.i18n import labelled, t
from scenes.kit.widgets import (
    ACCENT,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    broken_name,
    draw_text,
    font,
    is_cut,
    ui_scale,
)

if TYPE_CHECKING:
    from scenes.app import App


def round_history(match: Match) -> list[tuple[int, tuple[int, ...], str]]:
    """(round, winners, reason) for every round fought, read from the match's events."""
    found: dict[int, tuple[list[int], str]] = {}
    for step in match.steps:
        for event in step.events:
            if event.kind == "round_won":
                winners, _ = found.setdefault(int(event.get("round")), ([], str(event.get("reason"))))
                winners.append(int(event.get("seat")))
    return [(number, tuple(w), reason) for number, (w, reason) in sorted(found.items())]


class SushidoResults(GameOverScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        self.content_bottom = 0  # where the last line drawn ends: the saved-record message keeps clear
        if self.outcome is not None:  # the engine's reason is English: say it in the player's language
            self.outcome = replace(self.outcome, reason=self.why(self.outcome.winners))
        self.rounds = round_history(match)

    def toast_place(self, size: tuple[int, int]) -> tuple[float, float]:
        """The saved-record message lies over none of the results' lines: the fighters' columns
        reach down to the buttons, so where the room above them is taken it shows in the margin
        under the panel, over the dimmed table (a window's margin holds its two lines)."""
        centre_x, top = super().toast_place(size)
        margin = size[1] - self.panel.bottom
        height = self.app.toasts.stack_height(size)
        if self.peeking or top >= self.content_bottom + round(6 * ui_scale(size)) or height > margin:
            return centre_x, top
        return centre_x, self.panel.bottom + (margin - height) / 2

    def why(self, winners: tuple[int, ...]) -> str:
        """The winner by seat and fighter (both seats may hold the same fighter) and the rounds
        that decided it."""
        if len(winners) == 2:
            return t("sushido.reason.both")
        state = self.match.state
        seat = winners[0]
        wins = state.wins[seat]
        key = "sushido.reason.one_single" if wins == 1 else "sushido.reason.one"
        return t(key, name=self.match.seats[seat].name, fighter=rules().fighters[state.fighters[seat]].name,
                 wins=wins, rival_wins=state.wins[1 - seat])

    def headline(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return ""
        if len(outcome.winners) == 2:
            return t("sushido.headline.both")
        return t("sushido.headline.one", name=self.match.seats[outcome.winners[0]].name)

    def round_words(self, number: int, winners: tuple[int, ...]) -> str:
        """Who won round ``number``: a name, or both fighters (two long names side by side would
        run into the fighters' columns)."""
        if len(winners) > 1:
            return t("sushido.round_both", round=number)
        return t("sushido.round_over", round=number, names=self.match.seats[winners[0]].name)

    def draw_details(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        state = self.match.state
        outcome = self.outcome
        assert outcome is not None
        duel = t(f"sushido.duel.{state.duel}")
        draw_text(surface, t("sushido.end.duel_one" if state.round == 1 else "sushido.end.duel", duel=duel, rounds=state.round), (area.centerx, area.top),
                  round(22 * s), INK_DIM, anchor="midtop")
        # the rounds run down the middle, between the fighters, a round's line and its reason under
        # it: (text, size, colour, rect), the rect measured from the area's top
        round_list: list[tuple[str, int, tuple[int, int, int], pygame.Rect]] = []
        for index, (number, winners, reason) in enumerate(self.rounds[-7:]):
            y = round(60 * s) + index * round(44 * s)
            # a time over won by both: their shares of life were equal, not one larger
            why = "time_over_tie" if reason == "time_over" and len(winners) == 2 else reason
            told = (self.round_words(number, winners), t(f"sushido.why.{why}"))
            for text, size, colour, top in ((told[0], round(19 * s), INK, y),
                                            (told[1], round(16 * s), INK_DIM, y + round(20 * s))):
                rect = pygame.Rect((0, 0), font(size).size(text))
                rect.midtop = (area.width // 2, top)
                round_list.append((text, size, colour, rect))
        column = area.width // 2
        name_top = round(36 * s) + round(116 * s)

        def name_room(top: int, bottom: int) -> int:
            """The width a name has between these heights: its column, less the round list there."""
            beside = [rect.width for _, _, _, rect in round_list if rect.top < bottom and top < rect.bottom]
            return column - max(beside, default=0) - round(16 * s)

        def lay_names(size: int) -> list[list[str]]:
            """Both names at ``size``: on one line, else broken in two (a second line is taken from
            the pictures, so nothing under them moves)."""
            bold = font(size, True)
            line_h = bold.get_linesize()
            if all(bold.size(name)[0] <= name_room(name_top, name_top + line_h) for name in seat_names):
                return [[name] for name in seat_names]
            room = name_room(name_top - line_h, name_top + line_h)
            return [broken_name(name, size, room) for name in seat_names]

        seat_names = [seat.name for seat in self.match.seats[:2]]
        # Before a name is cut, both names try smaller sizes together, so the two stay alike; font()
        # never goes under the text floor. When even the smallest cuts one, the design's size stays.
        name_size = round(28 * s)
        names = lay_names(name_size)
        if any(is_cut(name, lines) for name, lines in zip(seat_names, names, strict=True)):
            for smaller in range(name_size - 1, round(20 * s) - 1, -1):
                tried = lay_names(smaller)
                if not any(is_cut(name, lines) for name, lines in zip(seat_names, tried, strict=True)):
                    name_size, names = smaller, tried
                    break
        line_h = font(name_size, True).get_linesize()
        more_lines = (max(len(lines) for lines in names) - 1) * line_h
        drawn: list[pygame.Rect] = []

        def clear_of_rounds(text: str, size: int, seat: int, x: int, top: int) -> int:
            """The centre x of a fighter's line that keeps it clear of the round list beside it:
            moved outwards, towards the panel's edge, by what a wide round line would touch."""
            half = font(size).size(text)[0] // 2
            bottom = top + font(size).get_linesize()
            gap = round(8 * s)
            for _, _, _, rect in round_list:
                middle = rect.move(area.left, area.top)
                if middle.top < bottom and top < middle.bottom:
                    if seat == 0:
                        x = min(x, middle.left - gap - half)
                    else:
                        x = max(x, middle.right + gap + half)
            return max(area.left + half, min(area.right - half, x))
        for seat in (0, 1):
            x = area.left + seat * column + column // 2
            y = area.top + round(36 * s)
            fighter = rules().fighters[state.fighters[seat]]
            side = round(110 * s) - more_lines
            picture = self.app.assets.image(f"sushido/fighter_{fighter.key}", (side, side))
            if seat == 1:
                picture = pygame.transform.flip(picture, True, False)
            surface.blit(picture, picture.get_rect(midtop=(x, y)))
            y += round(116 * s) - more_lines
            won = seat in outcome.winners
            for index, line in enumerate(names[seat]):
                drawn.append(draw_text(surface, line, (x, y + index * line_h),
                                       name_size, GOLD_BRIGHT if won else INK, True, "midtop"))
            y += round(32 * s) + more_lines
            told_fighter = labelled(t("sushido.end.fighter"), fighter.name)
            at = clear_of_rounds(told_fighter, round(20 * s), seat, x, y)
            drawn.append(draw_text(surface, told_fighter, (at, y), round(20 * s), INK_DIM, anchor="midtop"))
            y += round(26 * s)
            needed = rules().duels[state.duel].rounds_to_win
            rounds = labelled(t("sushido.end.rounds"), f"{state.wins[seat]} / {needed}")
            at = clear_of_rounds(rounds, round(22 * s), seat, x, y)
            drawn.append(draw_text(surface, rounds, (at, y), round(22 * s), GOLD if won else INK,
                                   anchor="midtop"))
            y += round(28 * s)
            for k in range(needed):
                centre = (x - (needed - 1) * round(12 * s) + k * round(24 * s), y + round(10 * s))
                pygame.draw.circle(surface, ACCENT if k < state.wins[seat] else (40, 36, 34), centre, round(9 * s))
                pygame.draw.circle(surface, GOLD_DIM, centre, round(9 * s), 1)
            y += round(28 * s)
            life = labelled(t("sushido.end.life"), str(state.life[seat]))
            at = clear_of_rounds(life, round(20 * s), seat, x, y)
            drawn.append(draw_text(surface, life, (at, y), round(20 * s), INK_DIM, anchor="midtop"))
        for text, size, colour, rect in round_list:
            drawn.append(draw_text(surface, text, (area.centerx, area.top + rect.top), size, colour,
                                   anchor="midtop"))
        self.content_bottom = max(rect.bottom for rect in drawn)
