"""The action bar's prompts read whole where it matters: a chief's long "ignore?" question, the
brigand each Kiai button takes (value first, the rest on hover), a Kiai's full list named as
that Kiai, labels without nested parentheses, and a deck count that claims nothing it lacks."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.seats import Seat
from game.spirit import GAME
from game.spirit import actions as A
from game.spirit.data import DECK_SIZE, card
from scenes.kit import i18n
from scenes.kit.widgets import fit_text
from scenes.spirit.choices import MOST_IN_ONE_LIST
from tests.scenes.helpers import post, record_drawn_text
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    decision,
    drag,
    frames,
    open_table,
    scenario_match,
)

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]

# Gorobei's newest brigand is the chief with the longest pair of penalties: he may ignore them
CHIEF = {"samurai": ["Gorobei", "Heihachi", "Kanbei"], "round": 3, "active": 0,
         "board": [{"line": ["6/flames/no_defend/reshuffle"]}, {}, {}],
         "discard": ["1/any"], "deck": ["2/any", "1/any", "4/any", "1/any"]}
# Kikuchiyo (animal, Kiai 13) stands at 11: the 2 hat he draws reaches his Kiai, whose effect
# discards the newest brigand of one line
KIKUCHIYO = {"samurai": ["Kikuchiyo", "Kanbei", "Gorobei"], "active": 0,
             "board": [{"animal": True, "line": ["4/any", "4/any", "3/any"]}, {"line": ["3/any"]},
                       {"line": ["1/any"]}],
             "deck": ["2/hat/flames/wound", "2/any", "1/any", "4/any", "1/any"]}
# Daisuke (animal, Kiai 11) reaches his Kiai with the 2 drawn: seven ways to move a newest brigand
DAISUKE = {"samurai": ["Daisuke", "Kanbei", "Gorobei"], "active": 0,
           "board": [{"animal": True, "line": ["4/any", "4/any", "1/any"]},
                     {"line": ["3/hat/flames/barricade"]}, {"line": ["1/any"]}],
           "deck": ["2/hat/flames/wound", "2/any", "1/any", "4/any", "1/any"]}
# Kyuzo (Kiai 9) reaches his Kiai with the 2 drawn: thirteen ways to lend a support token
KYUZO = {"samurai": ["Kyuzo", "Gorobei", "Kanbei", "Heihachi"], "active": 0,
         "board": [{"line": ["4/any", "3/any"]}, {}, {}, {}],
         "deck": ["2/doll", "3/any", "4/any", "1/any", "1/any", "2/any", "3/any"]}


def at_the_kiai(app: Any, data: dict[str, Any], seats: list[Seat]) -> tuple[Any, Any]:
    """The table once the first seat has drawn and confronted the brigand that reaches its Kiai."""
    match = scenario_match(data, seats)
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    lay = table.layout()
    drag(app, lay.drawn.center, lay.boards[0].confront.center)
    frames(app, 3)
    assert decision(match).kind == "kiai"
    return match, table


def nesting(text: str) -> int:
    """How deep the parentheses of ``text`` go."""
    depth = deepest = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_chiefs_two_penalty_ignore_question_is_drawn_whole(sized, monkeypatch, size, language) -> None:
    import scenes.spirit.table as spirit_table

    app = sized(size)
    i18n.set_language(language)  # after the App, which sets the language of its settings
    # three people: the question is headed by the samurai and the person, its longest form
    match = scenario_match(CHIEF, [Seat("Ann"), Seat("Bob"), Seat("Cy")])
    table = open_table(app, match)
    assert decision(match).kind == "ignore"
    drawn = record_drawn_text(spirit_table, monkeypatch)
    frames(app)
    question = table.titled("ignore")
    asked = "Ignore it with your talent?" if language == "en" else "L'ignorer grâce à votre talent ?"
    assert question.endswith(asked)
    assert " ".join(drawn) == question, drawn  # the bar draws its question's lines, and only them
    labels = [button.label for button in table.prompt_buttons]
    assert len(labels) == 2 and all(b.rect.right <= table.prompt_area().right for b in table.prompt_buttons)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_kikuchiyos_kiai_buttons_show_the_brigand_each_discards_and_hover_the_whole(
        sized, size, language) -> None:
    from scenes.spirit.table import HOVER_DELAY
    from scenes.spirit.texts import card_detail

    app = sized(size)
    i18n.set_language(language)  # after the App, which sets the language of its settings
    match, table = at_the_kiai(app, KIKUCHIYO, [Seat("Ann")] + ai_seats(2))
    heads = ["2 hat", "3 doll", "1 hat"] if language == "en" else ["2 chapeau", "3 poupée", "1 chapeau"]
    buttons = table.prompt_buttons[1:]
    assert [b.label for b in buttons] == (
        ["2 hat: discard from Kikuchiyo", "3 doll: discard from Kanbei", "1 hat: discard from Gorobei"]
        if language == "en" else
        ["2 chapeau de Kikuchiyo : défausser", "3 poupée de Kanbei : défausser",
         "1 chapeau de Gorobei : défausser"])
    for button, head in zip(buttons, heads, strict=True):
        shown = fit_text(button.label, button.size, button.rect.width - 16)  # as the button draws it
        assert shown.startswith(head), (shown, button.rect)
    # the pointer resting on a button shows its whole label and the brigand's own text
    target = buttons[1]
    post(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, round(HOVER_DELAY * 60) + 3)
    assert table.details_at(target.rect.center) == [target.label, card_detail(match.state.boards[1].line[-1])]
    click(app, target.rect.center)
    assert match.state.boards[1].line == ()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hover_of_a_kiai_button_is_drawn(app, monkeypatch, language) -> None:
    import scenes.spirit.details as details
    from scenes.spirit.table import HOVER_DELAY

    i18n.set_language(language)
    _, table = at_the_kiai(app, KIKUCHIYO, [Seat("Ann")] + ai_seats(2))
    drawn = record_drawn_text(details, monkeypatch)
    target = table.prompt_buttons[1]
    post(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, round(HOVER_DELAY * 60) + 3)
    said = " ".join(drawn)
    label = "2 hat: discard from Kikuchiyo" if language == "en" else "2 chapeau de Kikuchiyo : défausser"
    assert label in said


@pytest.mark.parametrize("data, samurai, count", [(DAISUKE, "Daisuke", 8), (KYUZO, "Kyuzo", 13)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_kiai_choice_opens_under_its_kiais_name_not_which_do_you_mean(
        app, data, samurai, count, language) -> None:
    from scenes.kit.dialogs import ChoiceScene

    i18n.set_language(language)
    match, table = at_the_kiai(app, data, [Seat("Ann")] + ai_seats(len(data["samurai"]) - 1))
    [button] = table.prompt_buttons
    which = i18n.t("table.which")
    assert button.label == (f"{samurai}'s Kiai: choose ({count})" if language == "en"
                            else f"Kiai de {samurai} : choisir ({count})")
    click(app, button.rect.center)
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene)
    if count > MOST_IN_ONE_LIST:  # a long list of pairs: whose first, then to whom
        assert dialog.title == (f"{samurai}'s Kiai: from which samurai?" if language == "en"
                                else f"Kiai de {samurai} : depuis quel samurai ?")
        click(app, dialog.buttons[0].rect.center)
        frames(app, 2)
        dialog = app.stack.scenes[-1]
        assert isinstance(dialog, ChoiceScene)
    assert dialog.title == (f"{samurai}'s Kiai: choose its effect" if language == "en"
                            else f"Kiai de {samurai} : choisissez son effet")
    assert which not in dialog.title
    assert decision(match).kind == "kiai"


def test_the_kits_which_list_keeps_its_question_when_no_title_is_given(app) -> None:
    from scenes.kit.dialogs import ChoiceScene

    _, table = at_the_kiai(app, KYUZO, [Seat("Ann")] + ai_seats(3))
    table.ask_which(table.prompt_actions()[1][:2])
    frames(app)
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene) and dialog.title == i18n.t("table.which")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_choice_label_nests_parentheses(language) -> None:
    from scenes.spirit.choices import action_label

    i18n.set_language(language)
    names = ["Gorobei", "Kanbei", "Daisuke"]
    labels = []
    for card_id in range(DECK_SIZE):
        lines = [(card_id,), (card_id,), ()]
        labels += [action_label(action, names, lines)
                   for action in (A.KiaiDiscardLast(0), A.KiaiMoveCard(1, 0), A.DiscardLeft(card_id))]
        value = str(card(card_id).value)
        assert labels[-3].startswith(value) and labels[-2].startswith(value)  # the brigand first
    assert max(nesting(label) for label in labels) <= 1, [label for label in labels if nesting(label) > 1][:3]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_empty_deck_does_not_count_an_unseen_lieutenant_as_in_it(app, language) -> None:
    """The round's lieutenant not met yet hides among the infiltrators once the deck is empty:
    the deck says 0 and nothing more, the infiltrators' pile says where it is."""
    from scenes.spirit.texts import deck_label

    i18n.set_language(language)
    data = {"samurai": ["Heihachi", "Kanbei", "Gorobei"], "round": 2, "active": 0,
            "infiltrators": ["4/any", "5/hat/wound"]}
    full = GAME.view(GAME.from_scenario(dict(data, deck=["2/any"])), 0)
    before = "Brigands: 1 · 1 lieutenant" if language == "en" else "Brigands : 1 · 1 lieutenant"
    assert deck_label(full) == before  # while the deck may hold it, the lieutenant is counted with it
    match = scenario_match(dict(data, deck=[]), [Seat("Ann")] + ai_seats(2))
    table = open_table(app, match)
    assert deck_label(table.sview) == ("Brigands: 0" if language == "en" else "Brigands : 0")
    hover = " ".join(table.details_at(table.layout().infiltrators.center))
    assert "1 lieutenant" in hover and ("infiltrators" in hover if language == "en" else "infiltrés" in hover)


def test_any_of_daisukes_pairs_at_seven_samurai_is_three_clicks_away(app) -> None:
    """At seven samurai Daisuke's Kiai offers some forty pairs: whose brigand, then to whom,
    each a short list, instead of one list scrolled thirty notches."""
    from scenes.kit.dialogs import ChoiceScene

    data = {**DAISUKE, "samurai": ["Daisuke", "Kanbei", "Kyuzo", "Gorobei", "Heihachi", "Kikuchiyo", "Katsushiro"]}
    data["board"] = [*DAISUKE["board"], *({"line": [spec]} for spec in ("2/doll", "3/any", "4/any", "2/any"))]
    match, table = at_the_kiai(app, data, [Seat("Ann")] + ai_seats(6))
    pairs = [a for a in table.prompt_actions()[1] if type(a).__name__ == "KiaiMoveCard"]
    assert len(pairs) > MOST_IN_ONE_LIST
    wanted = pairs[-1]
    [button] = table.prompt_buttons
    click(app, button.rect.center)  # 1: the list
    first = app.stack.scenes[-1]
    assert isinstance(first, ChoiceScene) and len(first.choices) <= MOST_IN_ONE_LIST
    index = next(i for i, (label, _) in enumerate(first.choices) if label.startswith(table.names[wanted.source]))
    first.first_shown = max(0, index - first.rows_shown + 1)
    first.layout(app.screen.get_size())
    shown = index - first.first_shown
    click(app, first.buttons[shown].rect.center)  # 2: whose brigand
    frames(app, 2)
    second = app.stack.scenes[-1]
    assert isinstance(second, ChoiceScene) and len(second.choices) <= MOST_IN_ONE_LIST
    target = next(i for i, (label, _) in enumerate(second.choices) if table.names[wanted.target] in label
                  and label == table.action_label(wanted))
    click(app, second.buttons[target].rect.center)  # 3: to whom
    frames(app, 2)
    assert any(step.action == wanted for step in match.steps)


# Daisuke (human, Kiai 8) stands at 7 with nothing on his left: the 1 farm drawn reaches his Kiai,
# which may take that brigand back so that he lays it as the farm defence he lacks
DAISUKE_TAKING_BACK = {"samurai": ["Daisuke", "Kanbei"], "active": 0,
                       "board": [{"line": ["4/hat", "3/doll"]}, {}],
                       "deck": ["1/farm/flames/wound", "2/any", "1/any", "4/any", "1/any"]}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_daisuke_taking_his_own_newest_brigand_back_reads_as_such_and_lays_it_on_his_left(
        app, language) -> None:
    i18n.set_language(language)
    match, table = at_the_kiai(app, DAISUKE_TAKING_BACK, [Seat("Ann"), *ai_seats(1)])
    take_back = ("1 farm: take it back, lay it again" if language == "en"
                 else "1 ferme : le reprendre, le reposer")
    labels = [button.label for button in table.prompt_buttons]
    assert take_back in labels and not any(label.count("Daisuke") > 1 for label in labels), labels
    click(app, table.prompt_buttons[labels.index(take_back)].rect.center)
    frames(app, 3)
    assert decision(match).kind == "place"
    question = ("your brigand, taken back: drag it left to Defend" if language == "en"
                else "votre brigand, repris : glissez-le à gauche pour Défendre")
    assert question.lower() in table.bar_hint().lower() and question.lower() in table.titled("place").lower()
    lay = table.layout()
    drag(app, lay.drawn.center, lay.boards[0].defend.center)
    frames(app, 3)
    farm = match.state.boards[0].left
    assert [card(c).symbol for c in farm] == ["farm"] and len(match.state.boards[0].line) == 1
