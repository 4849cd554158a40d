"""Katana's questions on the table answer the keyboard: Enter gives the primary answer (Parry),
the keys 1..n the n-th answer, and each button shows its number when the number fits beside
its words (checked at 1024x600 in French), else the panel tells the keys in a line."""

from __future__ import annotations

import os

import pygame
import pytest

from game.katana.actions import Defend, TakeHit
from game.katana.cards import IDS_BY_KEY
from scenes.kit.i18n import set_language, t
from scenes.kit.widgets import key_numbers_fit

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def attack_prompt(chosen: list[object], scale: float, max_width: int) -> object:
    import scenes.katana  # noqa: F401 - registers the table's words
    from scenes.katana.prompt import Answer, Prompt
    from scenes.katana.reactions import defence_answer

    parry = defence_answer(IDS_BY_KEY["parry"][0])
    parry.primary = True
    take = Answer(t("katana.answer.take", damage=2, life_word="vies"), TakeHit())
    prompt = Prompt("Ginchiyo attacks you with a Kusarigama", [parry, take], chosen.append)
    prompt.place((512, 300), scale, max_width)
    return prompt


def press(prompt: object, code: int) -> bool:
    return prompt.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))  # type: ignore[attr-defined]


def test_enter_gives_the_primary_answer_and_the_number_keys_the_others() -> None:
    pygame.init()
    chosen: list[object] = []
    prompt = attack_prompt(chosen, 1.0, 1100)
    assert press(prompt, pygame.K_RETURN) and chosen == [Defend(IDS_BY_KEY["parry"][0])]
    assert press(prompt, pygame.K_2) and chosen[-1] == TakeHit()
    assert press(prompt, pygame.K_KP1) and chosen[-1] == Defend(IDS_BY_KEY["parry"][0])
    assert not press(prompt, pygame.K_3) and len(chosen) == 3  # no third answer


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_answers_show_their_numbers_at_the_smallest_window(lang: str) -> None:
    pygame.init()
    set_language(lang)
    prompt = attack_prompt([], 0.8, 650)  # the table's scale and room at 1024x600
    assert key_numbers_fit(prompt.buttons)  # type: ignore[attr-defined]
    assert prompt._keys_hint is None  # type: ignore[attr-defined]


def test_answers_too_tight_for_their_numbers_tell_the_keys_in_a_line() -> None:
    from scenes.katana.prompt import Answer, Prompt

    pygame.init()
    answers = [Answer("W" * 80, TakeHit(), primary=True), Answer("M" * 80, TakeHit())]
    prompt = Prompt("A question", answers, lambda action: None)
    prompt.place((512, 300), 0.8, 300)
    assert prompt._keys_hint is not None
    assert press(prompt, pygame.K_1)
