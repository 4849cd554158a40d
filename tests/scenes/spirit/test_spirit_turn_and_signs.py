"""A turn's first words offer all its choices (Fight, Support by the token, Pass), whole in the
bar; and every penalty sign a brigand card shows is explained by the Rules screen's legend,
built from the painter's own table, and by the card's hover."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.core.seats import Seat
from game.spirit import GAME
from game.spirit import actions as A
from game.spirit.data import PENALTIES, brigands, village
from scenes.kit import i18n
from scenes.kit.widgets import font
from tests.scenes.helpers import record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    decision,
    frames,
    open_table,
    scenario_match,
)
from tests.spirit.helpers import table as state_of

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
# three samurai, their lines empty: a turn opens with Fight, Support and Pass all allowed
THREE = {"samurai": ["Kanbei", "Gorobei", "Kyuzo"], "board": [{}, {}, {}], "active": 0,
         "deck": ["3/any", "4/any", "1/any", "2/any", "3/any", "4/any"]}
# Kanbei's newest brigand forbids Support on his turn
NO_SUPPORT = {"samurai": ["Kanbei", "Heihachi"], "board": [{"line": ["4/farm/no_support"]}, {}], "active": 0,
              "deck": ["3/any", "4/any", "1/any", "2/any"]}
CHOICES = {"en": ("Fight to draw a brigand", "Support by dragging your token onto a teammate",
                  "Pass to sit out the round"),
           "fr": ("Combattre pour piocher un brigand", "Soutenir en glissant votre jeton sur un équipier",
                  "Passer la manche")}


# -- defect 5: the bar's words at the start of a turn ----------------------------------------

@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_turn_opens_with_fight_support_and_pass_in_words_drawn_whole(sized, monkeypatch, size,
                                                                        language) -> None:
    """The words in their longest form, read whole: the mouse changes hands (the person is
    named) and the Undo button takes the bar's right end."""
    import scenes.spirit.table as spirit_table

    app = sized(size)
    i18n.set_language(language)  # after the App, which sets the language of its settings
    match = scenario_match(THREE, [Seat("Ann"), Seat("Bob"), Seat("Cy")])
    table = open_table(app, match)
    click(app, table.layout().pass_button.center)  # Ann passes: Bob's turn opens
    frames(app, 3)
    assert decision(match).kind == "action" and decision(match).seat == 1
    legal = match.legal(1)
    assert A.Fight() in legal and A.Pass() in legal and A.Support(2) in legal
    assert table.can_take_back() and not table.prompt_buttons
    drawn = record_drawn_text(spirit_table, monkeypatch)
    frames(app)
    hint = table.bar_hint()
    colon = " : " if language == "fr" else ": "
    assert hint.startswith(f"Gorobei (Bob){colon}")
    for choice in CHOICES[language]:
        assert choice in hint
    assert len(drawn) <= 2 and " ".join(drawn) == hint, drawn  # two lines at most, nothing cut
    lay = table.layout()
    area = table.prompt_area()
    assert area.right <= lay.undo_button.left  # the Undo button's room is left to it
    assert all(font(lay.px(20)).size(line)[0] <= area.width for line in drawn)


def test_the_turn_words_name_only_the_choices_the_engine_allows(app) -> None:
    from scenes.spirit.choices import turn_words

    start = GAME.from_scenario({"game": "spirit", **THREE})
    full = GAME.legal_actions(start, 0)
    assert turn_words(full) == ("Fight to draw a brigand, Support by dragging your token onto a teammate, "
                                "or Pass to sit out the round")
    silenced = replace(start, turn=replace(start.turn, no_support=True))
    assert not any(isinstance(a, A.Support) for a in GAME.legal_actions(silenced, 0))
    assert turn_words(GAME.legal_actions(silenced, 0)) == \
        "Fight to draw a brigand, or Pass to sit out the round"
    forced = replace(start, turn=replace(start.turn, forced_pass=True))
    assert GAME.legal_actions(forced, 0) == (A.Pass(),)
    assert turn_words(GAME.legal_actions(forced, 0)) == "Pass to sit out the round"
    i18n.set_language("fr")
    assert turn_words(GAME.legal_actions(silenced, 0)) == \
        "Combattre pour piocher un brigand, ou Passer la manche"


def test_a_penalty_that_forbids_support_leaves_support_out_of_the_bar(app) -> None:
    match = scenario_match(NO_SUPPORT, [Seat("Ann"), *ai_seats(1)])
    table = open_table(app, match)
    while decision(match).kind != "action":  # the penalty's own question, if any, applied
        click(app, table.prompt_buttons[-1].rect.center)
    assert match.state.turn.no_support and not table.supports()
    assert table.bar_hint() == "Kanbei: Fight to draw a brigand, or Pass to sit out the round"


# -- defect 6: the penalty signs' legend and the hover ---------------------------------------

def drawn_signs(monkeypatch: pytest.MonkeyPatch) -> tuple[set[str], set[str]]:
    """Paint every brigand's face: the glyphs and the pictures its penalty row shows."""
    import scenes.spirit.painter as painter
    from scenes.kit.assets import Assets

    glyphs: set[str] = set()
    pictures: set[str] = set()
    real_text = painter.text_surface

    def text(glyph: str, *args: Any, **kwargs: Any) -> Any:
        glyphs.add(glyph)
        return real_text(glyph, *args, **kwargs)

    class Recording(Assets):
        def image(self, name: str, size: tuple[int, int], tint: tuple[int, ...] | None = None) -> Any:
            pictures.add(name.removeprefix("spirit/"))
            return super().image(name, size, tint)

    monkeypatch.setattr(painter, "text_surface", text)
    assets = Recording()
    for brigand in brigands():
        if brigand.penalties:
            face = pygame.Surface((100, 140), pygame.SRCALPHA)
            painter.paint_face(face, face.get_rect(), brigand.id, assets)
    symbols = {"hat", "farm", "doll", "flame"}  # the card's symbol and flames, not its penalties
    return glyphs - {str(b.value) for b in brigands()}, pictures - symbols


def legend_lines(text: str) -> list[str]:
    """The bullets of the rules text's penalty section ([] when it has none)."""
    headings = ("Brigand penalties", "Pénalités des brigands")
    sections = [part for part in text.split("\n# ") if part.startswith(headings)]
    return [line[2:] for part in sections for line in part.splitlines() if line.startswith("- ")]


def test_the_rules_screen_explains_every_sign_the_painter_draws(app, monkeypatch) -> None:
    from scenes.kit.i18n import after_colon
    from scenes.spirit.signs import PENALTY_SIGNS
    from scenes.spirit.texts import rules_text

    assert set(PENALTY_SIGNS) == set(PENALTIES)  # every penalty of the data has its sign
    glyphs, pictures = drawn_signs(monkeypatch)
    assert glyphs and pictures
    for code in ("en", "fr"):
        lines = legend_lines(rules_text(code))
        assert len(lines) == len(PENALTIES)
        heads = [line.split(" :" if code == "fr" else ":")[0] for line in lines]
        for glyph in glyphs:
            assert glyph in heads, (code, glyph, heads)
        for art in pictures:
            sign = next(s for s in PENALTY_SIGNS.values() if s.art == art)
            assert sign.picture[code] in heads, (code, art, heads)
        for penalty in PENALTIES:  # each sign with its own penalty's words
            # French goes on in lowercase after the colon
            meaning = after_colon(village().penalty_text[penalty][code], lang=code)
            assert any(line.endswith(meaning) for line in lines), (code, penalty)
    assert "- ¬S: This turn you cannot take the Support action." in rules_text("en")
    assert "- ¬S : ce tour-ci, vous ne pouvez pas choisir l'action Soutenir." in rules_text("fr")
    for line in legend_lines(rules_text("fr")):  # a space before the colon, and in the words after it
        _, colon, meaning = line.partition(" : ")
        assert colon and not re.search(r"\S[:!?;]", meaning), line


def test_a_cards_hover_names_each_sign_before_what_it_does(app, monkeypatch) -> None:
    import scenes.spirit.details as details
    from tests.scenes.helpers import post
    from tests.spirit.helpers import cid

    data = {"samurai": ["Kanbei", "Heihachi"], "board": [{}, {}], "active": 0,
            "deck": ["4/farm/no_support", "3/any", "1/any", "2/any"]}
    match = scenario_match(data, [Seat("Ann"), *ai_seats(1)])
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    assert decision(match).kind == "card" and decision(match).card == cid("4/farm/no_support")
    where = table.layout().drawn.center
    tooltip = record_drawn_text(details, monkeypatch)
    post(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 40)  # the pointer rests on the drawn brigand past the hover's delay
    tooltip.clear()
    frames(app)
    assert " ".join(tooltip) == "Raider 4, Farm. ¬S: This turn you cannot take the Support action."
    i18n.set_language("fr")
    assert table.details_at(where) == ["Pillard 4, Ferme. ¬S : ce tour-ci, vous ne pouvez pas choisir "
                                       "l'action Soutenir."]
    # a picture sign is named in words, two penalties each after their own sign
    from scenes.spirit.texts import card_detail

    two = state_of(["Kanbei", "Heihachi"], deck=["6/flames/no_support/wound"]).deck[0]
    assert card_detail(two).endswith(
        "¬S : ce tour-ci, vous ne pouvez pas choisir l'action Soutenir. "
        "Marqueur Blessure (croix blanche sur rouge) : vous recevez une blessure.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kikuchiyos_kiai_question_carries_the_verb_its_cut_buttons_may_lose(lang: str) -> None:
    from game.spirit import actions as A
    from scenes.spirit.choices import prompt_title

    i18n.set_language(lang)
    discards = (A.SkipKiai(), A.KiaiDiscardLast(0), A.KiaiDiscardLast(2))
    assert prompt_title("kiai", discards) == i18n.t("spirit.prompt.kiai_discard")
    assert ("Discard" if lang == "en" else "Défaussez") in prompt_title("kiai", discards)
    assert prompt_title("kiai", (A.SkipKiai(), A.KiaiClearDeck())) == i18n.t("spirit.prompt.kiai")
