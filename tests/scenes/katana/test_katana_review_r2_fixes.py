"""Katana's texts after the second regression review: the Shogun tab whole inside the window at
every seat, Quick Draw and Armor named in an attack's line, a long question's keys line inside
its panel with the life answer on a key, Jujitsu suggesting the cheapest weapon, an honour
ending naming who dealt the defeat, and English naming cards with "a", "an" or "the"."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import Event
from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import Defend, EndTurn, PlayCard, TakeHit
from game.katana.cards import KEY
from scenes.katana.layout import compute
from scenes.katana.reactions import build_prompt
from scenes.katana.results import KatanaResults
from scenes.katana.seatpanel import role_tag_box
from scenes.katana.texts import STRINGS, card_words
from scenes.kit import i18n
from tests.katana.helpers import FIVE_ROLES, card, scenario
from tests.scenes.helpers import frames, key, make_app
from tests.scenes.katana.katana_table_helpers import match_from, open_table, told


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_shogun_tab_shows_whole_inside_the_window_at_every_seat(app, size) -> None:
    window = pygame.Rect((0, 0), size)
    for lang in ("en", "fr"):
        text = STRINGS[lang]["katana.role.shogun"]
        for n in range(3, 8):
            for viewer in range(n):
                lay = compute(size, n, viewer)
                for shogun in range(n):
                    tab = role_tag_box(text, lay.seats[shogun], lay.scale)
                    assert window.contains(tab), (lang, n, viewer, shogun, tab)
                    others = [seat for index, seat in enumerate(lay.seats) if index != shogun]
                    assert tab.collidelist(others) == -1, (lang, n, viewer, shogun, tab)


def test_an_attack_line_names_quick_draw_and_armor_so_its_numbers_add_up() -> None:
    names = ["Musashi", "Ginchiyo", "Benkei", "Kojiro", "Tomoe"]
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES,
                     hands=[["nagayari"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                     tables=[["quick_draw", "quick_draw"], ["armor"], [], [], []])
    _, events = GAME.apply(state, 0, PlayCard(card(state, 0, "nagayari"), 1))
    assert told(events, names, "en")[0] == ("Musashi attacks Ginchiyo with a Nagayari (difficulty 2, "
                                            "Armor +1): 4 damage (Quick Draw +2, Musashi +1, Ginchiyo -1).")
    assert told(events, names, "fr")[0] == ("Musashi attaque Ginchiyo avec un Nagayari (difficulté 2 dont "
                                            "Armure +1 ; 4 dégâts dont Attaque rapide +2, Musashi +1, "
                                            "Ginchiyo -1).")


def eleven_answers_table(app):
    """Hanzo, attacked while holding ten weapons and no Parry: eleven answers."""
    weapons = ["tanegashima", "kusarigama", "wakizashi", "shuriken", "nagayari", "naginata", "nodachi",
               "kanabo", "katana", "bokken"]
    state = scenario(characters=["musashi", "hanzo", "benkei", "kojiro", "tomoe"], roles=FIVE_ROLES,
                     hands=[["daikyu"], weapons, ["bo"], ["bo"], ["bo"]])
    state, _ = GAME.apply(state, 0, PlayCard(card(state, 0, "daikyu"), 1))
    seats = [Seat("AI 0", "ai", "easy"), Seat("Bob")] + [Seat(f"AI {i}", "ai", "easy") for i in range(2, 5)]
    match = match_from(state, seats)
    return match, open_table(app, match)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_long_questions_keys_line_fits_its_panel_and_the_life_answer_has_a_key(app, size) -> None:
    i18n.set_language("fr")
    app.screen = pygame.display.set_mode(size)
    match, table = eleven_answers_table(app)
    frames(app, 3)
    prompt = table.prompt()
    assert prompt is not None and len(prompt.buttons) == 11
    hint = prompt._keys_hint
    assert hint is not None
    line = hint.get_rect(midbottom=(prompt.rect.centerx, prompt.rect.bottom - 6))
    margin = round(12 * table.layout().scale)
    assert line.left - prompt.rect.left >= margin and prompt.rect.right - line.right >= margin
    life = [index for index, button in enumerate(prompt.buttons) if button.label.startswith("Encaisser")]
    assert life and life[0] < 9  # among the answers the keys 1 to 9 press
    before = len(match.steps)
    key(app, pygame.K_1 + life[0])
    frames(app, 3)
    assert isinstance(match.steps[before].action, TakeHit)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_jujitsu_suggests_giving_up_the_cheapest_weapon(lang) -> None:
    i18n.set_language(lang)
    names = ["Musashi", "Tomoe", "Benkei", "Kojiro", "Goemon"]
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES,
                     hands=[["jujitsu"], ["katana", "bokken", "kiseru"], [], [], []])
    state, _ = GAME.apply(state, 0, PlayCard(card(state, 0, "jujitsu"), -1))
    prompt = build_prompt(state, GAME.legal_actions(state, 1), names, lambda action: None)
    assert prompt is not None
    given = [KEY[a.action.card] if isinstance(a.action, Defend) else "life" for a in prompt.answers]
    assert given == ["bokken", "kiseru", "katana", "life"]  # damage 1 (difficulty 1), 2, then 3
    assert [a.primary for a in prompt.answers] == [True, False, False, False]


def defeat_ending(victim: str):
    characters = ["musashi", victim, "benkei", "kojiro", "goemon"]
    state = scenario(characters=characters, roles=FIVE_ROLES, life=[5, 1, 5, 5, 5], honour=[5, 1, 3, 3, 3],
                     hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    state, events = GAME.apply(state, 0, PlayCard(card(state, 0, "kiseru"), 1))
    return state, events, [name.capitalize() for name in characters]


def test_an_honour_ending_by_a_defeat_names_who_dealt_it(app) -> None:
    state, events, names = defeat_ending("tomoe")
    assert "Game over: Tomoe ran out of honour (defeated by Musashi)." in told(events, names, "en")
    assert "Fin de partie : Tomoe n'a plus d'honneur (vaincue par Musashi)." in told(events, names, "fr")
    _, events, names = defeat_ending("hanzo")
    assert "Fin de partie : Hanzo n'a plus d'honneur (vaincu par Musashi)." in told(events, names, "fr")
    people = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(4)]
    scene = KatanaResults(app, match_from(state, people))
    assert scene.reason().startswith("Tomoe ran out of honour (defeated by Musashi): ")
    i18n.set_language("fr")
    assert scene.reason().startswith("Tomoe n'a plus d'honneur (vaincue par Musashi) : ")


def test_the_french_bushido_cause_takes_its_article() -> None:
    names = ["Musashi", "Goemon", "Benkei", "Kojiro", "Tomoe"]
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES, honour=[5, 3, 1, 3, 3],
                     turn=1, hands=[["geisha"]] * 5, tables=[[], [], ["bushido"], [], []], deck=["kiseru"])
    state, events = GAME.apply(state, 1, EndTurn())
    if state.ending is None:  # Benkei answers the Bushido by losing his last honour
        pay = next(a for a in GAME.legal_actions(state, 2) if getattr(a, "card", 0) < 0)
        state, events = GAME.apply(state, 2, pay)
    assert "Fin de partie : Benkei n'a plus d'honneur (le Code du bushido)." in told(events, names, "fr")


def test_english_names_a_card_with_a_or_the_like_the_french_with_its_article() -> None:
    i18n.set_language("en")
    assert [card_words(key, "en", definite=False) for key in ("kiseru", "armor")] == ["a Kiseru", "an Armor"]
    assert card_words("parry", "en") == "the Parry"
    names = ["Musashi", "Goemon", "Benkei", "Kojiro", "Hanzo"]
    state = scenario(characters=[name.lower() for name in names], roles=FIVE_ROLES, turn=1,
                     hands=[["geisha"], ["geisha"], ["bo", "parry"], ["geisha"], ["geisha"]],
                     tables=[[], [], ["bushido"], [], []], deck=["kiseru"])
    state, events = GAME.apply(state, 1, EndTurn())
    prompt = build_prompt(state, GAME.legal_actions(state, 2), names, lambda action: None)
    assert prompt is not None and prompt.title.startswith("Bushido turned up a Kiseru: ")
    assert [a.label for a in prompt.answers][0] == "Discard a Bo"
    moved = [Event("card_moved", {"seat": 2, "key": "bo", "reason": why})
             for why in ("hand_limit", "bushido")]
    moved.append(Event("card_moved", {"seat": 2, "key": "parry", "reason": "ieyasu"}))
    moved.append(Event("card_moved", {"seat": 2, "key": "bo", "reason": "geisha", "src": "hand:2"}))
    lines = told(tuple(events) + tuple(moved), names, "en")
    for expected in ("Benkei's Bushido turns up a Kiseru (a weapon!).",
                     "Benkei discards a Bo (7-card limit).", "Benkei pays Bushido by discarding a Bo.",
                     "Benkei takes the Parry from the discard.",
                     "The Geisha makes Benkei discard the Bo."):
        assert expected in lines
    attacked = scenario(characters=["musashi", "hanzo", "benkei", "kojiro", "goemon"], roles=FIVE_ROLES,
                        hands=[["daikyu"], ["kusarigama", "bo"], [], [], []])
    attacked, _ = GAME.apply(attacked, 0, PlayCard(card(attacked, 0, "daikyu"), 1))
    prompt = build_prompt(attacked, GAME.legal_actions(attacked, 1), names, lambda action: None)
    assert prompt is not None and prompt.title.startswith("Musashi attacks you with a Daikyu ")
    assert "Block with a Kusarigama" in [a.label for a in prompt.answers]
