"""The setup screen says what a seat's kind means (review C, defect 3): the pointer on a seat's
Person / AI picker puts under the seats who plays that seat (a person at this computer, hand-offs,
one name on several seats) or what the AI's level changes, in English and French, whole at
1024x600; with nothing under the pointer a line says what the kinds are."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import scenes.setup as setup_screen
from game import games
from scenes.kit import i18n
from scenes.kit.widgets import wrap
from scenes.setup import DESCRIPTION_LINES, SetupScene, kind_description
from tests.scenes.helpers import click, frames, post, record_drawn_text

GAME_IDS = ("katana", "ninja99", "spirit", "sushido")


def open_setup(app: Any, game_id: str, size: tuple[int, int] = (1280, 720)) -> SetupScene:
    setup = SetupScene(app, games()[game_id])
    app.stack.push(setup)
    frames(app, 2)
    setup.rebuild(size)
    return setup


def point_at(app: Any, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)


def test_the_pointer_on_a_kind_picker_says_what_the_seat_kind_means(app: Any, monkeypatch: Any) -> None:
    drawn = record_drawn_text(setup_screen, monkeypatch)
    setup = open_setup(app, "sushido")
    person, bot = setup.kind_cyclers
    point_at(app, person.rect.center)
    about = setup.about_text()
    assert about.startswith("Person: played at this computer")
    assert "hand-off screen" in about and "same name" in about
    point_at(app, bot.rect.center)
    assert setup.about_text().startswith("AI · normal: the computer plays this seat")
    assert "Normal weighs its moves" in setup.about_text()
    drawn.clear()
    frames(app)
    assert any(line in setup.about_text() and len(line) > 20 for line in drawn), drawn  # on the screen
    # a click on the picker changes the level: the words follow it at once, the pointer unmoved
    click(app, (bot.rect.right - 5, bot.rect.centery))
    assert setup.kinds[1] == "ai:hard"
    assert "Hard looks further ahead" in setup.about_text()


def test_with_nothing_under_the_pointer_a_line_names_the_seat_kinds(app: Any) -> None:
    setup = open_setup(app, "ninja99")  # no option chosen on the rows: the line had no room before
    point_at(app, (2, 2))
    assert setup.about_text().startswith("Person: played at this computer. AI: played by the computer")
    assert setup.about_pos[1] > setup.seat_rows[-1].bottom


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_kind_has_its_words_whole_on_the_smallest_screen(app: Any, game_id: str, lang: str) -> None:
    i18n.set_language(lang)
    setup = open_setup(app, game_id, (1024, 600))
    setup.set_count(setup.game.max_seats)  # the rows at their most: the line keeps its room
    s = setup.scale
    width = setup.left_panel.width - round(48 * s)
    texts = [kind_description(kind) for kind in setup.kinds_available] + [setup.about_text()]
    for text in texts:
        assert len(wrap(text, round(20 * s), width)) <= DESCRIPTION_LINES, text
    bottom = setup.about_pos[1] + DESCRIPTION_LINES * round(20 * s)
    assert bottom <= setup.left_panel.bottom
    levels = [kind.split(":")[1] for kind in setup.kinds_available if kind != "human"]
    assert levels == ["easy", "normal", "hard"]
    for level in levels:  # each level says what changes, in its own words
        assert len(kind_description(f"ai:{level}")) > len(i18n.t("setup.about.ai", kind="", level="")) + 20
    if lang == "fr":
        for text in texts:
            assert "IA" in text or "Humain" in text
            assert " :" in text and "AI" not in text.replace("IA", "")
