"""Esc while a card taken out of a Hajime slot is moved puts it back in its slot, face as it was:
the composed choice is not undone."""

from __future__ import annotations

from typing import Any

import pygame

from tests.scenes.helpers import key, run_until
from tests.scenes.test_held_pieces_let_go import move, press, release, start


def test_esc_puts_a_slot_card_back_in_its_slot_with_its_face(app: Any) -> None:
    table = start(app, "sushido")
    run_until(app, lambda: table.choosing() and not table.animating(), 20)
    slots = table.layout().slots
    for index in (0, 1):
        card = table.hand_rects()[0][1].center
        press(app, card)
        move(app, slots[index].center)
        release(app, slots[index].center)
    press(app, slots[0].center)  # a click hides the first card
    release(app, slots[0].center)
    composed, faces = list(table.slots), list(table.reveal)
    assert None not in composed and faces == [False, True]
    press(app, slots[0].center)
    move(app, (slots[1].centerx, slots[1].centery - 90))
    assert table.holding()
    key(app, pygame.K_ESCAPE)
    assert not table.holding()
    assert table.slots == composed and table.reveal == faces
