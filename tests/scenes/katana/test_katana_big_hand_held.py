"""A big Katana hand under the mouse: a card picked up leaves its slot empty and the rest of the
hand where it was (a refused card springs back at its slot's size), and the hovered card stays
raised, without flickering, while the pointer moves in the lower band of its slot."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.seats import Seat
from scenes.katana import layout as geometry
from scenes.kit import i18n
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import frames, make_app, post
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


SEVEN = ["hideyoshi", "tomoe", "goemon", "musashi", "chiyome", "benkei", "kojiro"]
SEVEN_ROLES = ["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"]
OTHERS = [["bo"], ["kiseru"], ["wakizashi"], ["shuriken"], ["kanabo"], ["naginata"]]
BIG = ["bokken", "focus", "armor", "nodachi", "parry", "geisha", "kusarigama", "bushido", "parry",
       "tea_ceremony", "daimyo", "katana", "breathing", "jujitsu"]


def table_with(app: Any, size: tuple[int, int], hand: list[str]) -> Any:
    """Ann (seat 0) at her turn against six bots, holding ``hand``, in a window of ``size``."""
    i18n.set_language("en")
    app.screen = pygame.display.set_mode(size)
    state = scenario(characters=SEVEN, roles=SEVEN_ROLES, turn=0, hands=[hand] + OTHERS)
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, 7)]
    table = open_table(app, match_from(state, seats))
    assert table.layout().size == size
    return table


def move(app: Any, pos: tuple[int, int], held: bool = False) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1 if held else 0, 0, 0))
    frames(app)


# -- a card picked up from a two-row hand -----------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("count", [9, 11, 14])
def test_picking_up_a_card_leaves_the_rest_of_a_two_row_hand_in_place(app, size, count) -> None:
    table = table_with(app, size, BIG[:count])
    assert geometry.hand_rows(table.layout(), count) == 2  # the case at stake: two rows of short cards
    focus = card(table.match.state, 0, "focus")
    before = {found: rect.copy() for found, rect in table.hand_rects()}
    start = before[focus].center
    move(app, start)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for step in range(1, 6):  # carried up towards the table
        move(app, (start[0] + 20 * step, start[1] - 40 * step), held=True)
        assert table.held == focus
        during = dict(table.hand_rects())
        # the held card's slot stays empty; every other card keeps its row, place and size
        assert during == {found: rect for found, rect in before.items() if found != focus}


def test_a_refused_card_springs_back_at_the_size_of_its_short_slot(app, monkeypatch) -> None:
    app.settings.animation_speed = "normal"  # instant animations send a refused card back at once
    table = table_with(app, (1280, 720), BIG)
    nodachi = card(table.match.state, 0, "nodachi")
    slot = dict(table.hand_rects())[nodachi]
    assert slot.height < table.layout().hand_card[1]  # a short card: the hand has two rows
    faces: list[tuple[int, tuple[int, int]]] = []
    plain = table.art.face

    def recording(found: int, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
        faces.append((found, tuple(size)))
        return plain(found, size, lang)

    monkeypatch.setattr(table.art, "face", recording)
    start = hand_card_pos(table, "nodachi")
    own_seat = seat_pos(table, 0)  # a weapon laid on its own player's seat: refused
    move(app, start)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for step in range(1, 6):
        x = start[0] + (own_seat[0] - start[0]) * step // 5
        move(app, (x, start[1] + (own_seat[1] - start[1]) * step // 5), held=True)
    assert table.held == nodachi
    post(pygame.MOUSEBUTTONUP, pos=own_seat, button=1)
    frames(app)
    assert table.held is None and not table.match.steps and table.springs  # refused: on its way back
    frames(app, 3)
    drawn = {size for found, size in faces if found == nodachi}
    assert drawn == {slot.size}, drawn  # carried and springing back: always its slot's short size
    frames(app, 30)
    assert not table.springs and dict(table.hand_rects())[nodachi] == slot


# -- the hovered card under a still pointer ------------------------------------------------------------

@pytest.mark.parametrize("size, count", [((1024, 600), 11), ((1280, 720), 14), ((1024, 600), 6),
                                         ((1280, 720), 5)])
def test_the_hovered_card_stays_raised_while_the_pointer_moves_in_its_lower_band(app, size, count) -> None:
    table = table_with(app, size, BIG[:count])
    slots = table.hand_slots()
    cards = list(slots)
    # the second card (top row in a two-row hand) and the second last (the bottom row)
    for chosen in (cards[1], cards[-2]):
        slot = slots[chosen]
        seen = []
        for y in range(slot.bottom - table.layout().px(26), slot.bottom):
            for x in (slot.left + 4, slot.left + 5):
                move(app, (x, y))
                seen.append(table.hover_card)
        assert seen == [chosen] * len(seen)
        raised = dict(table.hand_rects())[chosen]
        assert raised.bottom < slot.bottom  # it did rise, above the pointer in its band
        # pressed there, the card under the pointer (the one raised) is the one picked up
        post(pygame.MOUSEBUTTONDOWN, pos=(slot.left + 5, slot.bottom - 2), button=1)
        frames(app)
        assert table.held == chosen
        post(pygame.MOUSEBUTTONUP, pos=(slot.left + 5, slot.bottom - 2), button=1)
        frames(app, 30)
        assert table.held is None and not table.match.steps  # a click plays nothing


def test_the_pointer_leaving_a_card_hovers_the_next_one_or_nothing(app) -> None:
    table = table_with(app, (1024, 600), BIG[:11])
    slots = table.hand_slots()
    cards = list(slots)
    first = slots[cards[0]]
    move(app, (first.left + 3, first.centery))
    assert table.hover_card == cards[0]
    move(app, (slots[cards[1]].right - 3, slots[cards[1]].centery))
    assert table.hover_card == cards[1]
    move(app, (first.left + 3, table.layout().hand_area.top - table.layout().px(40)))
    assert table.hover_card is None
