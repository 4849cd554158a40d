"""What the table tells in words, in English and French: the Shogun named at the start and on his
seat, whom a Battle Cry spares and what changed an attack's numbers, who ran out of honour and
how, Hanzo's Battle Cry question, and the roles dealt at each player count."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import Defend, EndTurn, PlayCard, TakeHit
from game.katana.cards import KEY, players_table
from game.katana.setup import opening
from scenes.katana.reactions import build_prompt
from scenes.katana.texts import rules_text
from scenes.kit import i18n
from tests.katana.helpers import FIVE_ROLES, card, scenario
from tests.scenes.helpers import frames, make_app, post
from tests.scenes.katana.katana_table_helpers import match_from, open_table, told

NAMES = ["Goemon", "Chiyome", "Benkei", "Kojiro", "Musashi"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def seats(n: int) -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, n)]


def test_the_log_opens_by_naming_the_shogun() -> None:
    state, events = opening(5, 3, {})
    names = [key.capitalize() for key in state.characters]
    shogun = names[state.shogun]
    assert told(events, names, "en")[0] == f"{shogun} is the Shogun."
    assert told(events, names, "fr")[0] == f"{shogun} est le Shogun."


def test_every_viewer_but_the_shogun_reads_a_shogun_tab_on_his_seat(app) -> None:
    state = scenario(characters=["tomoe", "benkei", "goemon", "musashi", "kojiro"],
                     roles=["samurai", "shogun", "ninja", "ninja", "ronin"], hands=[["bo"]] * 5)
    table = open_table(app, match_from(state, seats(5)))
    text, box = table.shogun_tag()
    seat = table.layout().seats[1]
    assert text == "Shogun" and box.bottom <= seat.top + 2 and seat.left <= box.centerx <= seat.right
    post(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text()[1] == "Shogun"
    table.viewer = 1  # the Shogun himself already reads "Your role: Shogun"
    assert table.shogun_tag() is None and table.role_tag() is not None


def test_the_log_says_whom_a_battle_cry_spares() -> None:
    state = scenario(characters=["goemon", "chiyome", "benkei", "kojiro", "musashi"], roles=FIVE_ROLES,
                     life=[5, 4, 0, 5, 5], hands=[["battle_cry"], ["geisha"], ["geisha"], [], ["geisha"]])
    _, events = GAME.apply(state, 0, PlayCard(card(state, 0, "battle_cry"), -1))
    english = told(events, NAMES, "en")
    assert english[0] == ("Goemon plays the Battle Cry! Chiyome is spared: only weapons hurt her. "
                          "Benkei is spared: no life left. Kojiro is spared: no card in hand.")
    assert "Chiyome est épargnée : seules les armes la blessent." in told(events, NAMES, "fr")[0]


def test_an_attack_line_names_the_characters_behind_its_numbers() -> None:
    names = ["Musashi", "Ginchiyo", "Benkei", "Kojiro", "Tomoe"]
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES,
                     hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = GAME.apply(state, 0, PlayCard(card(state, 0, "kiseru"), 1))
    assert told(events, names, "en")[0] == ("Musashi attacks Ginchiyo with a Kiseru (difficulty 1): "
                                            "2 damage (Musashi +1, Ginchiyo -1).")
    assert told(events, names, "fr")[0] == ("Musashi attaque Ginchiyo avec un Kiseru (difficulté 1 ; "
                                            "2 dégâts dont Musashi +1, Ginchiyo -1).")
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES,
                     hands=[["nodachi"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = GAME.apply(state, 0, PlayCard(card(state, 0, "nodachi"), 2))
    assert told(events, names, "en")[0] == ("Musashi attacks Benkei with a Nodachi (difficulty 3, Benkei +1): "
                                            "4 damage (Musashi +1).")


def deck_out_ending():
    state = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=FIVE_ROLES,
                     honour=[5, 1, 1, 3, 3], hands=[["geisha"]] * 5, rest="discard")
    return GAME.apply(state, 0, EndTurn())


def test_the_end_screen_and_the_log_name_who_ran_out_of_honour_and_how(app) -> None:
    from scenes.katana.results import KatanaResults

    state, events = deck_out_ending()
    names = ["Goemon", "Tomoe", "Benkei", "Kojiro", "Musashi"]
    assert "Game over: Tomoe and Benkei ran out of honour (the deck ran out)." in told(events, names, "en")
    assert "Fin de partie : Tomoe et Benkei n'ont plus d'honneur (la pioche est épuisée)." in told(events, names, "fr")
    scene = KatanaResults(app, match_from(state, seats(5)))
    assert scene.reason().startswith("Tomoe and Benkei ran out of honour (the deck ran out): ")
    i18n.set_language("fr")
    assert scene.reason().startswith("Tomoe et Benkei n'ont plus d'honneur (la pioche est épuisée) : ")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hanzos_battle_cry_question_offers_the_parry_first_and_no_weapon_by_default(lang) -> None:
    i18n.set_language(lang)
    state = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=FIVE_ROLES,
                     hands=[["battle_cry"], ["bokken", "kiseru", "parry"], [], [], []])
    state, _ = GAME.apply(state, 0, PlayCard(card(state, 0, "battle_cry"), -1))
    legal = GAME.legal_actions(state, 1)
    prompt = build_prompt(state, legal, NAMES, lambda action: None)
    assert prompt is not None
    words = {"en": "(or block with a weapon)", "fr": "(ou bloquez avec une arme)"}[lang]
    assert words in prompt.title
    order = [("parry" if KEY[a.action.card] == "parry" else "weapon") if isinstance(a.action, Defend) else "life"
             for a in prompt.answers]
    assert order == ["parry", "weapon", "weapon", "life"]
    assert [a.primary for a in prompt.answers] == [True, False, False, False]
    no_parry = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=FIVE_ROLES,
                        hands=[["battle_cry"], ["bokken", "kiseru"], [], [], []])
    no_parry, _ = GAME.apply(no_parry, 0, PlayCard(card(no_parry, 0, "battle_cry"), -1))
    prompt = build_prompt(no_parry, GAME.legal_actions(no_parry, 1), NAMES, lambda action: None)
    assert prompt is not None
    assert [isinstance(a.action, TakeHit) for a in prompt.answers if a.primary] == [True]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_say_which_roles_are_dealt_and_the_starting_honour(lang) -> None:
    text = rules_text(lang)
    for count, line in ((4, {"en": "- 4 players: Shogun, Samurai, 2 Ninjas. Starting honour: 5 for the Shogun, "
                                   "3 for the others.",
                             "fr": "- 4 joueurs : Shogun, Samouraï, 2 Ninjas. Honneur de départ : 5 pour le Shogun, "
                                   "3 pour les autres."}),
                        (7, {"en": "- 7 players: Shogun, 2 Samurai, 3 Ninjas, Ronin. Starting honour: 5 for the "
                                   "Shogun, 4 for the others.",
                             "fr": "- 7 joueurs : Shogun, 2 Samouraïs, 3 Ninjas, Ronin. Honneur de départ : 5 pour "
                                   "le Shogun, 4 pour les autres."})):
        assert players_table(count)["honour_other"] == (3 if count == 4 else 4)
        assert line[lang] in text
    assert "{deal}" not in text


def test_a_hidden_roles_tooltip_names_the_roles_still_possible(app) -> None:
    state = scenario(characters=["tomoe", "benkei", "goemon", "musashi"],
                     roles=["ninja", "shogun", "samurai", "ninja"], hands=[["bo"]] * 4)
    table = open_table(app, match_from(state, seats(4)))
    title, text = table.role_tooltip(2)
    assert title == "Role hidden" and text.endswith("Roles still hidden at this table: Samurai, Ninja.")
    i18n.set_language("fr")
    assert table.role_tooltip(3)[1].endswith("Rôles encore cachés à cette table : Samouraï, Ninja.")
