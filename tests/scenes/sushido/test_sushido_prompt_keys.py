"""Sushido's questions answer the number keys: 1..n the n-th answer of the page shown, each
button showing its number when it fits beside the words (else the footer tells the keys)."""

from __future__ import annotations

import pygame
import pytest

from scenes.sushido.prompt import option_label
from tests.scenes.helpers import key
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
