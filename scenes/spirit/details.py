"""What the pointer tells on the Samurai Spirit table (hover and right-click): the full text of
the card, pile, token or samurai under it, from the viewer's view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.spirit.state import HIDDEN, State, top_decision
from game.spirit.views import returned_unseen
from scenes.kit.i18n import t
from scenes.kit.widgets import INK, draw_panel, draw_text, font, wrap
from scenes.spirit.layout import Layout
from scenes.spirit.painter import board_status, slid_under, spare_spots, spare_token_spots
from scenes.spirit.reveal import reveal_rects
from scenes.spirit.texts import card_detail, samurai_detail, spare_detail, unseen_ranks, village_detail


def details_at(lay: Layout, view: State, pos: tuple[int, int], orders: int,
               spare_buttons: Sequence[tuple[pygame.Rect, str]] = (),
               players: Sequence[str] = ()) -> list[str]:
    """``orders``: the order buttons under Katsushiro's revealed cards; ``spare_buttons``: the
    prompt's spare-token buttons and their absent samurai; ``players``: the seats' names."""
    top = top_decision(view)
    if top is not None and top.shown:  # Katsushiro's Kiai: its panel lies over the boards
        rects = reveal_rects(lay, len(top.shown), orders)
        if rects.box.collidepoint(pos):
            return [card_detail(c) for c, r in zip(top.shown, rects.cards, strict=True) if r.collidepoint(pos)]
    if lay.drawn.collidepoint(pos) and top is not None and top.kind in ("card", "place") and top.card != HIDDEN:
        return [card_detail(top.card)]
    if lay.discard.collidepoint(pos) and view.discard:
        return [card_detail(view.discard[-1]), t("spirit.browse.hint")]
    if lay.deck.collidepoint(pos) and view.deck:
        # the known top (Katsushiro's Kiai), then the known bottom (his talent's swap)
        on_top = view.deck[:view.deck.index(HIDDEN)] if HIDDEN in view.deck else view.deck
        under = slid_under(view.deck)
        lines = [card_detail(c) for c in on_top]
        if under:  # face up at the bottom: counted in the deck, and no longer among the unseen
            lines += [t("spirit.deck_bottom" if len(under) == 1 else "spirit.deck_bottoms"),
                      *(card_detail(c) for c in under)]
        if back := returned_unseen(view):
            lines += [t("spirit.shuffled_back"), *(card_detail(c) for c in back)]
        if ranks := unseen_ranks(view):
            lines.append(t("spirit.deck_unseen", ranks=ranks))
        if lines:
            return lines
    known = [c for c in reversed(view.infiltrators) if c != HIDDEN]  # the pile's top first
    # the deck empty, the lieutenants and chiefs not met yet can only hide among the infiltrators
    hiding = unseen_ranks(view) if not view.deck else ""
    if lay.infiltrators.collidepoint(pos) and (known or hiding):
        lines = [t("spirit.known_infiltrators"), *(card_detail(c) for c in known)] if known else []
        return lines + ([t("spirit.infiltrators_unseen", ranks=hiding)] if hiding else [])
    spots = spare_spots(lay, view) if view.spare_variant else []
    for spot, name in [(spot, name) for name, spot in spots] + list(spare_buttons):
        if spot.collidepoint(pos):
            if name in view.spare:
                return spare_detail(name)
            return [t("spirit.spare_spent", name=name), *spare_detail(name)[1:]]
    if lay.village.collidepoint(pos) and pos[0] < lay.discard.left:
        return village_detail(view)
    for seat, rects in enumerate(lay.boards):
        for name, spot in spare_token_spots(lay, rects, view, seat):
            if spot.collidepoint(pos):
                return [t("spirit.spare_used", name=name, helped=view.boards[seat].samurai),
                        *spare_detail(name)[1:]]
    for seat, rects in enumerate(lay.boards):
        board = view.boards[seat]
        if rects.defend.collidepoint(pos) and board.left:
            return [card_detail(c) for c in board.left]
        if rects.confront.collidepoint(pos) and board.line:
            return [card_detail(c) for c in board.line]
        if rects.whole.collidepoint(pos):
            # the board's status line whole under the name: a narrow board cuts it
            name, *rules = samurai_detail(board.samurai, board.animal)
            return [name, board_status(view, seat, list(players)), *rules]
    return []


def draw_tooltip(surface: pygame.Surface, lines: Sequence[str], where: tuple[int, int],
                 px: Callable[[float], int]) -> None:
    """``lines`` in a panel below and right of ``where``, or above it where the window ends
    below (a button of the bottom bar: pushed up from under the window's edge, the panel would
    cover the bar's other buttons), kept inside the window."""
    size = px(17)
    width = px(360)
    rows: list[str] = []
    for line in lines:
        rows.extend(wrap(line, size, width - px(20)))
    line_h = font(size).get_linesize()
    box = pygame.Rect(0, 0, width, line_h * len(rows) + px(16))
    box.topleft = (where[0] + px(16), where[1] + px(16))
    if box.bottom > surface.get_height():
        box.bottom = where[1] - px(12)
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, box, alpha=245)
    y = box.top + px(8)
    for row in rows:
        draw_text(surface, row, (box.left + px(10), y), size, INK)
        y += line_h
