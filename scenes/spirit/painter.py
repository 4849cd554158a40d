"""Drawing the Samurai Spirit pieces: brigand cards, the village, a samurai's board."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.spirit.data import card, samurai_table, village
from game.spirit.state import HIDDEN, Board, State, absent_samurai, kiai_value, left_of, right_of, track
from scenes.kit.i18n import after_colon, labelled, t
from scenes.kit.widgets import (
    ACCENT,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DIM,
    INK,
    INK_DIM,
    JADE,
    draw_panel,
    draw_text,
    fit_text,
    font,
    forget_on_text_change,
    text_surface,
    wrap,
)
from scenes.spirit.layout import CARD_RATIO, NEIGHBOUR_SIZE, BoardRects, Layout, card_width
from scenes.spirit.signs import sign_of
from scenes.spirit.texts import SPIRIT_TERMS, lang

RANK_COLOURS = {"raider": (112, 92, 70), "lieutenant": (58, 74, 112), "chief": (128, 34, 30)}
SAMURAI_TINTS = {
    "Heihachi": (214, 170, 80), "Daisuke": (92, 160, 128), "Gorobei": (120, 150, 210),
    "Kanbei": (200, 200, 200), "Kikuchiyo": (220, 110, 60), "Kyuzo": (160, 110, 200),
    "Katsushiro": (230, 140, 160),
}


_faces: dict[tuple[int, int, int], pygame.Surface] = {}
_panels: dict[tuple[Any, ...], pygame.Surface] = {}
forget_on_text_change(_faces.clear)  # a face's value is text: drawn again at a new floor


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...], edge: tuple[int, ...],
          alpha: int = 240, width: int = 2) -> None:
    """``draw_panel`` painted once per look and size, then blitted."""
    key = (rect.size, fill, edge, alpha, width)
    found = _panels.get(key)
    if found is None:
        if len(_panels) > 300:
            _panels.clear()
        found = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_panel(found, found.get_rect(), fill=fill, edge=edge, alpha=alpha, width=width)
        _panels[key] = found
    surface.blit(found, rect)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card_id: int, assets: Any,
              lifted: bool = False) -> None:
    if card_id == HIDDEN:
        surface.blit(assets.image("spirit/back", rect.size), rect)
        return
    if lifted:
        shadow = rect.move(4, 6)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=6)
    surface.blit(card_face(card_id, rect.size, assets), rect)


def card_face(card_id: int, size: tuple[int, int], assets: Any) -> pygame.Surface:
    """A brigand's face, painted once per size (the held card is turned from the same picture)."""
    key = (card_id, size[0], size[1])
    face = _faces.get(key)
    if face is None:
        if len(_faces) > 600:
            _faces.clear()
        face = pygame.Surface(size, pygame.SRCALPHA)
        paint_face(face, face.get_rect(), card_id, assets)
        _faces[key] = face
    return face


def paint_face(surface: pygame.Surface, rect: pygame.Rect, card_id: int, assets: Any) -> None:
    brigand = card(card_id)
    pygame.draw.rect(surface, (236, 224, 198), rect, border_radius=6)
    band = rect.inflate(-4, -4)
    band.height = max(8, rect.height // 4)
    pygame.draw.rect(surface, RANK_COLOURS[brigand.rank], band, border_radius=5)
    pygame.draw.rect(surface, (40, 28, 20), rect, 2, border_radius=6)
    size = max(12, rect.height // 3)
    draw_text(surface, str(brigand.value), (band.left + 3, band.centery), size, (250, 240, 220), True, "midleft")
    signed = bool(brigand.penalties) and rect.height >= 40
    count = max(1, len(brigand.penalties))
    # the penalty signs as large as the card's height and width allow: a small card (seven
    # boards in a small window) keeps them readable and gives the symbol the room left
    sign = max(10, min(rect.height // 5, (rect.width - 6 - 3 * (count - 1)) // count))
    bottom = rect.bottom - sign - 5 if signed else rect.bottom - 3
    icon = max(10, min(rect.width - 8, rect.height // 2 - 4, bottom - band.bottom - 2))
    if brigand.symbol:
        img = assets.image(f"spirit/{brigand.symbol}", (icon, icon))
        surface.blit(img, img.get_rect(center=(rect.centerx, (band.bottom + bottom) // 2)))
    if brigand.flames:
        small = max(8, min(rect.height // 2 - 4, rect.width - 8) // 2)
        img = assets.image("spirit/flame", (small, small))
        surface.blit(img, img.get_rect(topright=(rect.right - 2, band.top)))
    if signed:
        size = sign
        parts: list[pygame.Surface] = []
        for penalty in brigand.penalties:
            # the signs' table, which the Rules screen's legend and the hover text read too
            penalty_sign = sign_of(penalty)
            if penalty_sign.art:
                parts.append(assets.image(f"spirit/{penalty_sign.art}", (size, size), penalty_sign.tint))
            else:
                glyph = penalty_sign.glyph
                # an arrow is a thin glyph: drawn larger to read as well as the pictures
                parts.append(text_surface(glyph, round(size * 1.4) if len(glyph) == 1 else size, ACCENT, True))
        width = sum(p.get_width() for p in parts) + 3 * (len(parts) - 1)
        x = rect.centerx - width // 2
        for part in parts:
            surface.blit(part, part.get_rect(bottomleft=(x, rect.bottom - 3)))
            x += part.get_width() + 3


SPENT_TINT = (70, 60, 55)  # a spent spare token, faded as a fallen barricade or burnt farm
SPENT_INK = (110, 100, 90)  # its name


def icon_row(surface: pygame.Surface, assets: Any, name: str, x: int, y: int, size: int,
             standing: int, total: int, dim_label: list[str] | None = None) -> int:
    """``total`` icons from ``x``; the first ``standing`` bright, the rest dimmed (fallen)."""
    bright = assets.image(f"spirit/{name}", (size, size))
    faded = assets.image(f"spirit/{name}", (size, size), SPENT_TINT)
    for i in range(total):
        surface.blit(bright if i < standing else faded, (x, y))
        if dim_label and i >= standing and i - standing < len(dim_label):
            draw_text(surface, dim_label[i - standing], (x + size // 2, y + size // 2), size // 2, GOLD_BRIGHT,
                      True, "center")
        x += size + max(2, size // 6)
    return x


STACK_SHOWN = 4  # cards drawn for a face-down pile, each lifted a little up and left
STACK_STEP = 2  # pixels between them


def slid_under(deck: tuple[int, ...]) -> tuple[int, ...]:
    """The known brigands under the deck's first hidden one, the lowest last: those slid under
    it face up by Katsushiro's talent (a Kiai only shows the top)."""
    if HIDDEN not in deck:
        return ()
    return tuple(c for c in deck[deck.index(HIDDEN):] if c != HIDDEN)


def bottom_peek(deck_rect: pygame.Rect) -> pygame.Rect:
    """Where the deck's known bottom brigand peeks out, small and face up: its lower right
    corner, clear of the count in the middle."""
    peek = pygame.Rect(0, 0, deck_rect.width * 9 // 20, deck_rect.height * 9 // 20)
    peek.bottomright = (deck_rect.right + 2, deck_rect.bottom + 2)
    return peek


def stack_lift(cards: int) -> int:
    """How far a pile of ``cards`` rises above its spot: its label goes above that."""
    return STACK_STEP * (min(STACK_SHOWN, cards) - 1) if cards else 0


def draw_village(surface: pygame.Surface, lay: Layout, state: State, assets: Any, round_pulse: float,
                 deck_label: str = "", held_spare: str = "") -> None:
    """The village and the piles; ``deck_label`` names the deck (its count by default);
    ``held_spare`` is the absent samurai whose token the pointer holds: its spot stays empty."""
    v = lay.village
    panel(surface, v, (52, 44, 34), GOLD_DIM, 240)
    px = lay.px
    x0 = v.left + px(14)
    draw_text(surface, t("spirit.round", n=state.round), (x0, v.top + px(8)), px(22), GOLD_BRIGHT, True, serif=True)
    # the round track: three slots, a hat on the rounds played, the current one glowing
    slot = px(26)
    x = x0 + px(170)
    for r in range(1, 4):
        box = pygame.Rect(x, v.top + px(6), slot, slot)
        colour = GOLD_BRIGHT if r == state.round else GOLD_DIM
        pygame.draw.rect(surface, (30, 24, 20), box, border_radius=5)
        pygame.draw.rect(surface, colour, box, 2 if r != state.round else 3, border_radius=5)
        if r <= state.round:
            surface.blit(assets.image("spirit/hat", (slot - 6, slot - 6)), box.move(3, 3))
        x += slot + px(6)
    mode = t(f"spirit.modes.{state.mode}")
    draw_text(surface, t("spirit.mode", mode=mode), (x + px(10), v.top + px(10)), px(18), INK_DIM)
    size = px(30)
    y = v.top + px(42)
    label_w = px(96)
    draw_text(surface, t("spirit.barricades"), (x0, y + size // 2), px(17), INK, anchor="midleft")
    icon_row(surface, assets, "barricade", x0 + label_w, y, size, state.barricades, state.barricades_start)
    y += size + px(8)
    farms_total = len(state.farms) + len(state.burnt)
    draw_text(surface, t("spirit.farms"), (x0, y + size // 2), px(17), INK, anchor="midleft")
    after = icon_row(surface, assets, "farm", x0 + label_w, y, size, len(state.farms), farms_total, list(state.burnt))
    draw_text(surface, t("spirit.families"), (after + px(16), y + size // 2), px(17), INK, anchor="midleft")
    fam_x = after + px(16) + px(80)
    icon_row(surface, assets, "family", fam_x, y, size, len(state.families), len(village().families))
    y += size + px(8)
    if state.spare_variant:
        spots = spare_spots(lay, state)
        if not spots or spots[0][1].left > spares_label_end(lay):  # else the tokens took its place
            draw_text(surface, t("spirit.spares"), (x0, y + px(12)), px(17), INK, anchor="midleft")
        for name, spot in spots:
            # a spent token stays in its place, faded as a fallen barricade is, so the table
            # sees which talents were used; one spent this turn lies by the board it helps
            usable = name in state.spare
            if name not in state.turn.spares and name != held_spare:
                tint = SAMURAI_TINTS.get(name) if usable else SPENT_TINT
                surface.blit(assets.image("spirit/support", (px(24), px(24)), tint), spot.topleft)
            draw_text(surface, name, (spot.left + px(28), spot.centery), px(15), INK_DIM if usable else SPENT_INK,
                      anchor="midleft")
    # the piles
    infiltrators_label = draw_text(surface, t("spirit.infiltrators", n=len(state.infiltrators)),
                                   (lay.infiltrators.centerx,
                                    lay.infiltrators.top - stack_lift(len(state.infiltrators)) - px(4)),
                                   px(15), INK_DIM, anchor="midbottom")
    if state.infiltrators:
        for i in range(min(STACK_SHOWN, len(state.infiltrators))):
            draw_card(surface, lay.infiltrators.move(-i * STACK_STEP, -i * STACK_STEP), HIDDEN, assets)
        if state.infiltrators[-1] != HIDDEN:  # the table watched this one go in face up
            draw_card(surface, lay.infiltrators, state.infiltrators[-1], assets)
        else:
            count_badge(surface, lay.infiltrators.center, len(state.infiltrators), px(18))
    else:
        pygame.draw.rect(surface, GOLD_DIM, lay.infiltrators, 1, border_radius=6)
    label = deck_label or t("spirit.deck", n=len(state.deck))
    room = lay.deck.right - lay.infiltrators.right - px(8)  # over the draw spot, which has no label
    label_bottom = lay.deck.top - stack_lift(len(state.deck)) - px(4)
    draw_text(surface, fit_text(label, px(15), room), (lay.deck.right, label_bottom), px(15), INK_DIM,
              anchor="bottomright")
    if state.deck:
        top = state.deck[0]
        for i in range(min(STACK_SHOWN, len(state.deck))):
            draw_card(surface, lay.deck.move(-i * STACK_STEP, -i * STACK_STEP), HIDDEN, assets)
        if top != HIDDEN:
            draw_card(surface, lay.deck, top, assets)
        else:
            count_badge(surface, lay.deck.center, len(state.deck), px(18))
        if under := slid_under(state.deck):
            draw_card(surface, bottom_peek(lay.deck), under[-1], assets)
    else:
        pygame.draw.rect(surface, GOLD_DIM, lay.deck, 1, border_radius=6)
    discard_label = t("spirit.discard", n=len(state.discard))
    # centred over its pile, or, when large text would run it into the infiltrators' count,
    # pushed left over the village's empty top row
    width = font(px(15)).size(discard_label)[0]
    discard_right = min(lay.discard.centerx - width // 2 + width, infiltrators_label.left - px(10))
    draw_text(surface, discard_label, (discard_right, lay.discard.top - px(4)), px(15), INK_DIM,
              anchor="bottomright")
    if state.discard:
        draw_card(surface, lay.discard, state.discard[-1], assets)
    else:
        pygame.draw.rect(surface, GOLD_DIM, lay.discard, 1, border_radius=6)
    pygame.draw.rect(surface, (90, 74, 56), lay.drawn, 1, border_radius=6)


def spare_spots(lay: Layout, state: State) -> list[tuple[str, pygame.Rect]]:
    """Each absent samurai's spare token by the village (the two-samurai variant), token and
    name, where the pointer finds it: the spent ones too, each keeping its place."""
    px = lay.px
    v = lay.village
    x = v.left + px(14) + px(96) + px(40)
    y = v.top + px(42) + 2 * (px(30) + px(8))
    names = absent_samurai([board.samurai for board in state.boards])
    widths = [px(28) + font(px(15)).size(name)[0] for name in names]
    row = sum(widths) + px(10) * (len(names) - 1)
    end = lay.discard.left - px(8)
    if x + row > end:
        # large text: the tokens close up to their label, or, short of room even then, take its
        # place from the village's edge (each token's hover says it is an absent samurai's)
        after_label = spares_label_end(lay) + px(10)
        x = after_label if after_label + row <= end else v.left + px(14)
    spots = []
    for name, width in zip(names, widths, strict=True):
        spots.append((name, pygame.Rect(x, y, width, px(24))))
        x += width + px(10)
    return spots


def spares_label_end(lay: Layout) -> int:
    """Where the village's "Absent samurai" label ends."""
    return lay.village.left + lay.px(14) + font(lay.px(17)).size(t("spirit.spares"))[0]


def shortest_prefix(name: str, others: list[str]) -> str:
    """The fewest first letters of ``name`` that no other name starts with ("G", "Ka", "Ki")."""
    return next((name[:n] for n in range(1, len(name)) if not any(o.startswith(name[:n]) for o in others)), name)


def token_step(lay: Layout, rects: BoardRects, state: State, seat: int) -> int:
    """How far apart the tokens lying by a board are (held support tokens, then spent spare
    ones, leftwards from the board's own): a token's width and a gap, closer when many would
    run into the samurai's name, down to half overlapping."""
    board = state.boards[seat]
    beside = len(board.held) + (len(state.turn.spares) if seat == state.turn.seat else 0)
    step = rects.token.width + lay.px(4)
    if beside == 0:
        return step
    name_width = font(lay.px(20), True, True).size(board.samurai)[0]
    name_end = rects.portrait.right + lay.px(6) + name_width + lay.px(8)
    return max(rects.token.width // 2, min(step, (rects.token.left - name_end) // beside))


def spare_token_spots(lay: Layout, rects: BoardRects, state: State,
                      seat: int) -> list[tuple[str, pygame.Rect]]:
    """The spare tokens spent this turn (``Turn.spares``), by the active samurai's board after
    the support tokens it holds: each absent samurai's name and where its token lies."""
    if seat != state.turn.seat:
        return []
    held = len(state.boards[seat].held)
    step = token_step(lay, rects, state, seat)
    return [(name, rects.token.move(-(held + i + 1) * step, 0)) for i, name in enumerate(state.turn.spares)]


def count_badge(surface: pygame.Surface, centre: tuple[int, int], count: int, radius: int) -> None:
    """A pile's size on a dark disc, readable over the card back's blades."""
    pygame.draw.circle(surface, (24, 16, 12), centre, radius)
    pygame.draw.circle(surface, GOLD, centre, radius, 2)
    draw_text(surface, str(count), centre, round(radius * 1.5), GOLD_BRIGHT, True, "center")


def board_status(state: State, seat: int, names: list[str]) -> str:
    """The words under a samurai's name: the Kiai, animal, passed, the person (``names``: the
    seats' names) and the absent samurai's talents spent this turn."""
    board = state.boards[seat]
    status = [t("spirit.kiai", n=kiai_value(board))]
    if board.animal:
        status.append(t("spirit.animal"))
    if board.passed:
        status.append(t("spirit.passed"))
    player = names[seat] if seat < len(names) else ""
    if player and player != board.samurai:
        status.append(player)
    if seat == state.turn.seat:
        status += [t("spirit.spare_talent", name=name) for name in state.turn.spares]
    return " · ".join(status)


def draw_board(surface: pygame.Surface, lay: Layout, rects: BoardRects, state: State, seat: int,
               names: list[str], assets: Any, active: bool, deciding: bool, lit: set[Any],
               hover: Any, token_away: bool, flying: frozenset[int] = frozenset()) -> None:
    board: Board = state.boards[seat]
    px = lay.px
    tint = SAMURAI_TINTS.get(board.samurai, GOLD)
    edge = GOLD_BRIGHT if active else (tint if deciding else GOLD_DIM)
    fill = (40, 34, 30) if not board.passed else (30, 28, 28)
    panel(surface, rects.whole, fill, edge, 240, 3 if active else 2)
    face = assets.image("spirit/animal" if board.animal else "spirit/samurai", rects.portrait.size)
    surface.blit(face, rects.portrait)
    pygame.draw.circle(surface, tint, rects.portrait.center, rects.portrait.width // 2, 2)
    name_x = rects.portrait.right + px(6)
    # the name and status stop short of the tokens lying by the board (held and spare ones)
    beside = len(board.held) + len(spare_token_spots(lay, rects, state, seat))
    step = token_step(lay, rects, state, seat)
    room = rects.token.left - beside * step - name_x - px(4)
    draw_text(surface, fit_text(board.samurai, px(20), room), (name_x, rects.whole.top + px(5)), px(20),
              tint, True, serif=True)
    kiai = kiai_value(board)
    # cut on a narrow board (seven samurai, large text): the board's hover says it whole
    status = fit_text(board_status(state, seat, names), px(15), room)
    draw_text(surface, status, (name_x, rects.whole.top + px(28)), px(15), INK_DIM)
    if board.wound:
        img = assets.image("spirit/wound", (px(20), px(20)))
        surface.blit(img, img.get_rect(bottomright=rects.portrait.bottomright).move(px(4), px(4)))
    if active:
        pygame.draw.polygon(surface, GOLD_BRIGHT, [
            (rects.whole.centerx - px(8), rects.whole.top - px(2)), (rects.whole.centerx + px(8), rects.whole.top - px(2)),
            (rects.whole.centerx, rects.whole.top + px(8))])
    # support tokens: own (when home) and the ones held
    if not token_away:
        token = assets.image("spirit/support", rects.token.size, tint)
        surface.blit(token, rects.token)
    for i, owner in enumerate(board.held):
        r = rects.token.move(-(i + 1) * step, 0)
        other = state.boards[owner].samurai
        surface.blit(assets.image("spirit/support", r.size, SAMURAI_TINTS.get(other)), r)
        # colour is never the only clue: the owner's initial (more letters if two share it)
        short = shortest_prefix(other, [b.samurai for b in state.boards if b.samurai != other])
        label = text_surface(short, max(10, round(r.height * 0.5)), GOLD_BRIGHT, True)
        pill = label.get_rect(midbottom=(r.centerx, r.bottom + px(3))).inflate(px(5), 0)
        pygame.draw.rect(surface, (24, 16, 12), pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, GOLD, pill, 1, border_radius=pill.height // 2)
        surface.blit(label, label.get_rect(center=pill.center))
    for name, r in spare_token_spots(lay, rects, state, seat):
        # an absent samurai's spare token spent this turn: by the board it helps, as a
        # teammate's support token is, ringed (its samurai has no board) and named below
        surface.blit(assets.image("spirit/support", r.size, SAMURAI_TINTS.get(name)), r)
        pygame.draw.circle(surface, GOLD_BRIGHT, r.center, r.width // 2 + 1, 2)
    draw_track(surface, lay, rects.track, track(board), kiai)
    # the two lines
    for key, rect in ((("left", seat), rects.defend), (("right", seat), rects.confront)):
        colour = (52, 44, 36) if key[0] == "left" else (58, 36, 32)
        pygame.draw.rect(surface, colour, rect, border_radius=6)
        if key in lit:
            width = 4 if hover == key else 2
            pygame.draw.rect(surface, GOLD_BRIGHT if hover == key else JADE, rect, width, border_radius=6)
    # the lines' names are read, not disabled: the dimmed ink, never the faint one
    draw_text(surface, t("spirit.defend"), (rects.defend.left + px(4), rects.defend.top + px(2)), px(14), INK_DIM)
    draw_text(surface, t("spirit.confront"), (rects.confront.left + px(4), rects.confront.top + px(2)), px(14),
              INK_DIM)
    slots, line_rects = card_slots(lay, rects, board)
    first = min(r.top for r in slots.values())
    if first - rects.defend.top > px(40):  # room above the cards: the talent and the Kiai in brief
        info = samurai_table()[board.samurai]
        width = rects.confront.right - rects.defend.left - px(8)
        kiai_text = (info.kiai_text_animal if board.animal else info.kiai_text_human)[lang()]
        kiai_line = labelled("Kiai", after_colon(kiai_text, SPIRIT_TERMS))
        most = (first - rects.defend.top - px(20)) // px(18)  # the lines the band holds
        lines = talent_and_kiai_lines(info.talent[lang()], kiai_line, px(14), width, most)
        for i, line in enumerate(lines):
            place = (rects.defend.left + px(4), rects.defend.top + px(20) + i * px(18))
            draw_text(surface, line, place, px(14), INK_DIM)
    symbols = {card(c).symbol: c for c in board.left}
    for symbol, slot in slots.items():
        if symbol in symbols and symbols[symbol] not in flying:
            draw_card(surface, slot, symbols[symbol], assets)
        else:
            pygame.draw.rect(surface, (70, 60, 50), slot, 1, border_radius=5)
            ghost = assets.image(f"spirit/{symbol}", (slot.width // 2, slot.width // 2), (90, 80, 70))
            surface.blit(ghost, ghost.get_rect(center=slot.center))
    for c, rect in zip(board.line, line_rects, strict=True):
        if c not in flying:
            draw_card(surface, rect, c, assets)
    draw_neighbours(surface, lay, state, seat)
    if board.passed:
        shade = pygame.Surface(rects.whole.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        surface.blit(shade, rects.whole)


ARROWS = "→↘↓↙←↖↑↗"  # by eighths of a turn from the right, clockwise on screen


def neighbour_tags(lay: Layout, state: State, seat: int) -> list[tuple[str, bool]]:
    """The footer's words for this board's neighbours, each with an arrow toward its board on
    screen, and whether it sits at the footer's right end (the neighbour lying further right).
    The engine says who is left and who is right; with two samurai that is the same one."""
    left, right = left_of(state, seat), right_of(state, seat)
    here = lay.boards[seat].whole.center

    def arrow(other: int) -> str:
        dx, dy = (a - b for a, b in zip(lay.boards[other].whole.center, here, strict=True))
        return ARROWS[round(math.atan2(dy, dx) / (math.pi / 4)) % 8]

    def tag(key: str, other: int, on_right: bool) -> tuple[str, bool]:
        text = t(key, name=state.boards[other].samurai)
        return (f"{text} {arrow(other)}" if on_right else f"{arrow(other)} {text}"), on_right

    if left == right:
        return [tag("spirit.both_neighbours", left, lay.boards[left].whole.centerx > here[0])]
    further_right = max((left, right), key=lambda other: lay.boards[other].whole.centerx)
    return [tag("spirit.left_neighbour", left, left == further_right),
            tag("spirit.right_neighbour", right, right == further_right)]


def draw_neighbours(surface: pygame.Surface, lay: Layout, state: State, seat: int) -> None:
    footer = lay.boards[seat].footer
    size = lay.px(NEIGHBOUR_SIZE)
    tags = neighbour_tags(lay, state, seat)
    line_h = font(size).get_linesize()
    # two rows when the layout gave the footer them (the tags do not fit side by side); a lone
    # tag (two samurai) has the whole width
    rows = len(tags) if footer.height >= 2 * line_h else 1
    room = footer.width if rows > 1 or len(tags) == 1 else footer.width // 2 - lay.px(4)
    for index, (text, on_right) in enumerate(sorted(tags, key=lambda tag: tag[1])):  # left-aligned first
        y = footer.top + line_h * index + line_h // 2 if rows > 1 else footer.centery
        anchor = "midright" if on_right else "midleft"
        pos = (footer.right, y) if on_right else (footer.left, y)
        draw_text(surface, fit_text(text, size, room), pos, size, INK_DIM, anchor=anchor)


def lines_within(text: str, size: int, width: int, most: int, bold: bool = False) -> list[str]:
    """``text`` wrapped to ``width`` on at most ``most`` lines, the last one cut only when even
    those cannot hold it."""
    lines = wrap(text, size, width, bold)
    if len(lines) > most:
        lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), size, width, bold)]
    return lines


def talent_and_kiai_lines(talent: str, kiai: str, size: int, width: int, most: int) -> list[str]:
    """A board's talent and Kiai on the ``most`` lines above its cards: the talent first, the Kiai
    always keeping a line of its own once there are two, so that a cut falls on the last line."""
    if most < 1:
        return []
    if most == 1:
        return lines_within(talent, size, width, 1)
    talent_lines = lines_within(talent, size, width, most - 1)
    return talent_lines + lines_within(kiai, size, width, most - len(talent_lines))


def card_slots(lay: Layout, rects: BoardRects, board: Board) -> tuple[dict[str, pygame.Rect], list[pygame.Rect]]:
    """Where a board's cards lie: one slot per defence symbol on the left, the fight line
    fanned on the right (overlapping once it is long)."""
    px = lay.px
    cw = card_width(rects.defend, lay.s)
    ch = round(cw / CARD_RATIO)
    y = rects.defend.top + max(px(18), (rects.defend.height - ch) // 2)
    slots = {}
    x = rects.defend.left + px(4)
    for symbol in ("hat", "farm", "doll"):
        slots[symbol] = pygame.Rect(x, y, cw, ch)
        x += cw + px(4)
    count = len(board.line)
    room = rects.confront.width - px(8)
    # every fanned brigand keeps its value in sight (the rulebook's stacked line shows them
    # all): a long line shrinks its cards rather than hide a corner under the next one
    least_step = max(px(12), round(cw * 0.32))
    line_w = cw if count < 2 else max(px(24), min(cw, room - (count - 1) * least_step))
    step = min(line_w + px(3), (room - line_w) // (count - 1)) if count > 1 else 0
    line_h = round(line_w / CARD_RATIO)
    line = [pygame.Rect(rects.confront.left + px(4) + i * step, y + ch - line_h, line_w, line_h)
            for i in range(count)]
    return slots, line


def card_rect(lay: Layout, rects: BoardRects, board: Board, card_id: int) -> pygame.Rect | None:
    """Where ``card_id`` lies on this board, if it is there."""
    slots, line = card_slots(lay, rects, board)
    if card_id in board.left:
        return slots.get(card(card_id).symbol)
    if card_id in board.line:
        return line[board.line.index(card_id)]
    return None


def draw_track(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, value: int, kiai: int) -> None:
    """The combat track: cells 0..kiai, the Kiai cell gold, the pawn on the current sum
    (beyond the Kiai the pawn sits past the end, in red)."""
    cells = kiai + 1
    w = rect.width / (cells + 1)
    for i in range(cells):
        cell = pygame.Rect(round(rect.left + i * w), rect.top, max(2, round(w) - 2), rect.height)
        colour = (200, 160, 70) if i == kiai else (60, 52, 44)
        pygame.draw.rect(surface, colour, cell, border_radius=3)
    over = pygame.Rect(round(rect.left + cells * w), rect.top, max(2, round(w) - 2), rect.height)
    pygame.draw.rect(surface, (110, 30, 26), over, border_radius=3)
    pos = min(value, cells)
    centre = (round(rect.left + pos * w + w / 2 - 1), rect.centery)
    pygame.draw.circle(surface, (20, 16, 14), centre, rect.height // 2 + 1)
    pygame.draw.circle(surface, ACCENT if value > kiai else INK, centre, rect.height // 2 - 1)
    draw_text(surface, str(value), centre, max(10, rect.height - 4), (20, 16, 14), True, "center")
