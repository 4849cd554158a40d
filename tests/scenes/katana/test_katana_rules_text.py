"""The in-app rules: the 3-player section says what the engine does, in both languages."""

from __future__ import annotations

import pytest

from game.katana.rules import draw_count, weapon_limit
from game.katana.scoring import multipliers
from scenes.katana.texts import rules_text
from tests.katana.helpers import scenario

SECTION = {"en": "# With 3 players", "fr": "# À 3 joueurs"}
# What the section must state, in each language, for the engine's numbers below.
CLAIMS = {
    "en": ("draws {draw} cards", "may play {weapons} weapons", "counts double", "no victory by the sword",
           "never costs the Shogun honour", "6 honour", "3 honour each"),
    "fr": ("pioche {draw} cartes", "jouer {weapons} armes", "compte double", "pas de victoire au fil de l'épée",
           "ne coûte jamais d'honneur au Shogun", "6 points d'honneur", "3 chacun"),
}


def three_player_section(lang: str) -> str:
    text = rules_text(lang)
    start = text.index(SECTION[lang])
    end = text.find("\n# ", start + 1)
    return text[start:end if end >= 0 else None]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_three_player_exceptions_are_all_told_with_the_engines_numbers(lang) -> None:
    state = scenario(characters=["musashi", "benkei", "kojiro"], roles=["shogun", "ninja", "ninja"])
    assert draw_count(state, 0) == 3 and weapon_limit(state, 0) == 2 and multipliers(state)[0] == 2
    assert state.honour == (6, 3, 3)
    section = three_player_section(lang)
    for claim in CLAIMS[lang]:
        assert claim.format(draw=draw_count(state, 0), weapons=weapon_limit(state, 0)) in section, claim


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_mouse_section_lets_permanents_go_to_the_middle_of_the_table(lang) -> None:
    words = {"en": "onto your own seat or the middle of the table",
             "fr": "sur votre place ou au milieu de la table"}[lang]
    assert words in rules_text(lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_mouse_section_tells_how_to_take_a_move_back(lang) -> None:
    end_turn = {"en": "End turn", "fr": "Fin du tour"}[lang]
    assert end_turn in rules_text(lang) and "Ctrl+Z" in rules_text(lang)
