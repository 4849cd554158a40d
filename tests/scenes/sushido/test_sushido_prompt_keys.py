"""Sushido's questions answer the number keys: 1..n the n-th answer of the page shown, each
button showing its number when it fits beside the words (else the footer tells the keys)."""

from __future__ import annotations

import pygame
import pytest

from scenes.sushido.prompt import option_label
from tests.scenes.helpers import frames, key, post
from tests.scenes.sushido.test_sushido_prompt_fit import SIZES, _guard_question, _set_up


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_number_keys_give_the_answers_in_order(app, lang, size) -> None:
    match = _guard_question()
    table = _set_up(app, size, lang, match)
    prompt = table.prompt()
    assert prompt.numbered  # the numbers fit beside the words, at 1024x600 in French too
    second = prompt.buttons[1].label
    before = len(match.steps)
    key(app, pygame.K_2)
    assert len(match.steps) > before and option_label(match.steps[before].action, 0, table.names) == second


@pytest.mark.parametrize("shifted", [False, True])
def test_the_top_row_digits_answer_on_a_french_azerty_keyboard(app, shifted) -> None:
    """AZERTY's key printed "2" sends the key code of "é" (the digit "2" as text only with Shift):
    the answer follows the physical key, as the number drawn on the button says."""
    match = _guard_question()
    table = _set_up(app, (1024, 600), "fr", match)
    second = table.prompt().buttons[1].label
    before = len(match.steps)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        post(kind, key=0xE9, mod=pygame.KMOD_SHIFT if shifted else 0, unicode="2" if shifted else "é",
             scancode=pygame.KSCAN_2)
        frames(app)
    assert len(match.steps) > before and option_label(match.steps[before].action, 0, table.names) == second


def test_a_letter_key_is_never_read_as_a_number() -> None:
    from scenes.kit.widgets import pressed_number

    letter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=pygame.KSCAN_A)
    assert pressed_number(letter) is None
