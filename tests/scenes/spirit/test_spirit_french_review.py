"""Samurai Spirit's texts as a French player reads them: one brigand in the discard is said in
the singular, and a sentence that follows a name and a colon goes on in lowercase."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

import scenes.spirit.discard as discard_module
from game.core.seats import Seat
from game.spirit.data import brigands
from scenes.kit import i18n
from scenes.spirit.discard import DiscardBrowser
from scenes.spirit.signs import PENALTY_SIGNS, explained
from scenes.spirit.texts import samurai_detail, spare_detail
from tests.scenes.helpers import record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import ai_seats, click, decision, open_table, scenario_match
from tests.scenes.spirit.test_spirit_table_words import HEIHACHI


@pytest.mark.parametrize(("lang", "title"),
                         [("en", "The discard: 1 brigand"), ("fr", "La défausse : 1 brigand")])
def test_the_discard_browser_names_a_lone_brigand_in_the_singular(monkeypatch: pytest.MonkeyPatch,
                                                                  lang: str, title: str) -> None:
    pygame.init()
    i18n.set_language(lang)
    drawn = record_drawn_text(discard_module, monkeypatch)
    one_card = (brigands()[0].id,)
    DiscardBrowser().draw(pygame.Surface((1024, 600)), one_card, _NoArt(), 0.8, (0, 0))
    assert title in drawn


class _NoArt:
    """Assets that draw nothing: the browser's words are what this test reads."""

    def image(self, *_: Any, **__: Any) -> pygame.Surface:
        return pygame.Surface((4, 4))


def _after_the_colon(text: str) -> str:
    return re.split(r" : ", text, maxsplit=1)[1]


def test_the_french_question_goes_on_in_lowercase_after_the_samurais_name(app: Any) -> None:
    match = scenario_match(HEIHACHI, [Seat("Ann")] + ai_seats(3))
    table = open_table(app, match)
    while decision(match).kind != "action":  # the bots would play on: the spare and penalty choices
        click(app, table.prompt_buttons[-1].rect.center)
    click(app, table.layout().fight_button.center)
    kind, _ = table.prompt_actions()
    i18n.set_language("fr")
    assert table.titled(kind) == "Heihachi : glissez le brigand à droite pour Affronter, ou :"


def test_a_french_question_opening_on_an_action_verb_goes_on_in_lowercase(app: Any) -> None:
    """« Combattre une seconde fois » is a question, not a button's name: only names keep their
    capital after the colon; the turn's choices, which echo the buttons, keep theirs."""
    from game.core.match import Match
    from game.core.records import replace
    from game.spirit.state import Task
    from scenes.spirit.choices import turn_words
    from scenes.spirit.texts import titled

    data = {"samurai": ["Kikuchiyo", "Gorobei", "Kanbei"], "board": [{}, {}, {}],
            "deck": ["3/any", "4/any", "1/any", "2/any"], "active": 0}
    opened = scenario_match(data, [Seat("Ann")] + ai_seats(2))
    state = replace(opened.state, tasks=opened.state.tasks + (Task("again", 0),))
    table = open_table(app, Match(opened.game, opened.seats, 1, opened.options, state, [], [state]))
    i18n.set_language("fr")
    assert table.titled("again") == "Kikuchiyo : combattre une seconde fois ce tour-ci ?"
    choices = turn_words(opened.legal(0))
    assert choices.startswith("Combattre pour piocher")
    assert titled("Kikuchiyo", choices, echoes_buttons=True) == f"Kikuchiyo : {choices}"


def test_french_penalties_talents_and_kiai_go_on_in_lowercase_after_their_names() -> None:
    i18n.set_language("fr")
    texts = [explained(penalty, "fr") for penalty in PENALTY_SIGNS]
    texts += samurai_detail("Kanbei", False)[1:] + samurai_detail("Kyuzo", True)[1:]
    texts += spare_detail("Daisuke")[1:]
    for text in texts:
        assert _after_the_colon(text)[0].islower(), text
    assert explained("wound", "fr").endswith(" : vous recevez une blessure.")
    assert explained("wound", "en").endswith(": You take a wound.")  # English keeps its capital
