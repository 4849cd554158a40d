"""Shared screens as a French player reads them: the setup's seat range for a one-size game, the
Samurai Spirit mode help saying what the English says, a number kept on the line of the word it
counts, and « (vous) » after one's name in 99 Ninja as in Katana."""

from __future__ import annotations

from typing import Any

import pytest

import scenes.setup as setup_scene
from game import games
from scenes.kit import i18n
from scenes.kit.i18n import after_colon, t
from scenes.kit.widgets import wrap, wrapped
from scenes.setup import SetupScene
from tests.scenes.helpers import frames, record_drawn_text


@pytest.mark.parametrize(("lang", "words"), [("en", "this game takes 2"), ("fr", "ce jeu se joue à 2")])
def test_a_game_for_exactly_two_says_so_on_its_setup(app: Any, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                     words: str) -> None:
    i18n.set_language(lang)
    drawn = record_drawn_text(setup_scene, monkeypatch)
    app.stack.push(SetupScene(app, games()["sushido"]))
    frames(app, 2)
    assert words in drawn
    assert not [text for text in drawn if " 2 to 2" in text or "de 2 à 2" in text]


def test_a_game_with_a_range_of_seats_still_gives_the_range() -> None:
    i18n.set_language("fr")
    assert setup_scene.seat_range_text(games()["katana"]) == "ce jeu se joue de 3 à 7"


def test_the_french_mode_help_tells_what_the_english_does() -> None:
    i18n.set_language("fr")
    help_text = t("option.spirit.mode.help")
    hard, heroic = help_text.split("Difficile : ")[1].split(" Héroïque : ")
    assert "ferme brûlée" in hard and "verso" in hard  # a fallen farm's back applies
    assert "encore moins de barricades" in heroic and "présent des familles" in heroic
    assert "pire" not in heroic


@pytest.mark.parametrize("text", ["Défaussez une arme ou perdez 1 vie",
                                  "Il reste le Ju Jitsu (4 restants)."])
def test_french_lines_never_end_on_the_number_of_the_next_word(text: str) -> None:
    i18n.set_language("fr")
    for width in range(60, 400, 4):
        lines = wrap(text, 18, width)
        assert not [line for line in lines[:-1] if line.split()[-1].lstrip("(").isdigit()], (width, lines)
    i18n.set_language("en")
    assert any(line.endswith(" 1") for width in range(60, 400, 4)
               for line in wrapped("Discard a weapon or lose 1 life", 18, width))  # English breaks as before


def test_french_goes_on_in_lowercase_after_a_colon_but_keeps_names() -> None:
    assert after_colon("Vous recevez une blessure.", lang="fr") == "vous recevez une blessure."
    assert after_colon("Kiai ! Choisissez", ("Kiai",), lang="fr") == "Kiai ! Choisissez"
    assert after_colon("TAMAYA !", lang="fr") == "TAMAYA !"
    assert after_colon("You take a wound.", lang="en") == "You take a wound."


def test_ninja99_says_vous_in_lowercase_after_ones_name() -> None:
    import scenes.ninja99.texts  # noqa: F401 (registers 99 Ninja's words)

    for lang, you in (("en", "you"), ("fr", "vous")):
        i18n.set_language(lang)
        assert t("n99.you") == you
