"""The setup screen speaks both languages: every option, value and module of the four games has
its words in English and French, and the refusals a choice on the screen can meet are retold."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import games
from scenes.kit import i18n
from scenes.option_texts import entry_description, retell_refusal
from scenes.setup import SetupScene, choice_label, option_help
from tests.scenes.helpers import frames

GAME_IDS = ("katana", "ninja99", "spirit", "sushido")


def keys_of(game: Any) -> list[str]:
    keys = []
    for option in game.options:
        keys.append(f"option.{game.id}.{option.name}")
        # a value written as a name (a samurai's board) is shown as it is
        keys += [f"option.{game.id}.{option.name}.{value}" for value in option.per_seat + option.flags
                 if not value[0].isupper()]
        if option.choices and not all(value.isdigit() for value in option.choices):
            keys += [f"option.{game.id}.{option.name}.{value}" for value in option.choices]
    return keys


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_option_and_value_has_words_in_both_languages(game_id: str, lang: str) -> None:
    i18n.set_language(lang)
    game = games()[game_id]
    missing = [key for key in keys_of(game) if key not in i18n._STRINGS[lang]]
    assert not missing
    for option in game.options:
        assert option_help(game.id, option)


def test_the_refusals_a_choice_can_meet_are_told_in_french() -> None:
    i18n.set_language("fr")
    assert retell_refusal("each samurai can be chosen only once") == "Chaque samurai ne peut être choisi qu'une fois."
    assert retell_refusal("each character can sit at the table only once").startswith("Chaque personnage")
    assert retell_refusal("modules are not used in a solo game against the automaton").startswith("Les modules")
    assert retell_refusal("option tiles must be one of 2, 3") == "Option tiles must be one of 2, 3."
    i18n.set_language("en")
    assert retell_refusal("each samurai can be chosen only once") == "Each samurai can be chosen only once."


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_board_fighter_and_character_says_what_it_does(lang: str) -> None:
    i18n.set_language(lang)
    life = "points de vie" if lang == "fr" else "life"
    for game_id in ("katana", "spirit", "sushido"):
        option = next(opt for opt in games()[game_id].options if opt.per_seat)
        label = i18n.lookup(f"option.{game_id}.{option.name}.random")
        assert label and entry_description(game_id, option.name, "random") == ""
        for entry in option.per_seat[1:]:
            text = entry_description(game_id, option.name, entry)
            if entry == "pick":
                assert text == ""
                continue
            assert text.startswith(choice_label(game_id, option.name)(entry))  # the name the list shows
            assert "Kiai" in text if game_id == "spirit" else life in text
            if game_id == "sushido":  # the weight in the screen's language, not the data's word
                from game.sushido.data import rules

                weight = rules().fighters[entry].weight
                assert f", {i18n.lookup(f'sushido.weight.{weight}')}, " in text
                assert lang == "en" or f", {weight}, " not in text


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_options_and_their_help_end_above_the_seed_and_read_whole(app: Any, game_id: str, lang: str,
                                                                    size: tuple[int, int]) -> None:
    from scenes.setup import option_help

    i18n.set_language(lang)
    setup = SetupScene(app, games()[game_id])
    app.stack.push(setup)
    frames(app, 2)
    setup.rebuild(size)
    assert setup.options_bottom <= setup.seed_label_pos[1] - 4  # a gap before the seed's heading
    helps = [option_help(game_id, option) for option in games()[game_id].options]
    shown = [" ".join(lines) for _, lines, _, _ in setup.option_labels]
    assert [text.split() for text in shown] == [text.split() for text in helps]  # no help cut short


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_description_fits_its_lines_under_the_seats(app: Any, lang: str, size: tuple[int, int]) -> None:
    from scenes.kit.widgets import ui_scale, wrap
    from scenes.setup import DESCRIPTION_LINES

    i18n.set_language(lang)
    s = ui_scale(size)
    for game_id in ("katana", "spirit", "sushido"):
        setup = SetupScene(app, games()[game_id])
        app.stack.push(setup)
        frames(app, 2)
        setup.rebuild(size)
        width = setup.left_panel.width - round(48 * s)
        option = next(opt for opt in games()[game_id].options if opt.per_seat)
        for entry in option.per_seat:
            text = entry_description(game_id, option.name, entry)
            assert len(wrap(text, round(20 * s), width)) <= DESCRIPTION_LINES, (game_id, entry)
        app.stack.pop(setup)
        frames(app)


def test_the_rules_can_be_read_from_the_setup_screen_before_playing(app: Any) -> None:
    from scenes.rules import RulesScene
    from tests.scenes.helpers import click_button, key

    game = games()["katana"]
    setup = SetupScene(app, game)
    app.stack.push(setup)
    frames(app, 2)
    click_button(app, setup, "Rules")
    frames(app, 2)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.game is game
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is setup  # back where the choices were, untouched
