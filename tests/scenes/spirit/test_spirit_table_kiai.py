"""Katsushiro's Kiai on the table: the deck's top face up while he chooses, orders named by
their cards, one button each."""

from __future__ import annotations

from game.core.seats import Seat
from game.spirit import actions as A
from scenes.kit import i18n
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    drag,
    frames,
    open_table,
    scenario_match,
)

# Katsushiro (animal, Kiai 13) stands at 10: the 3 drawn reaches the Kiai, and the deck's top
# three are three 2s, one of each symbol, that only their symbols tell apart
KATSUSHIRO = {"samurai": ["Katsushiro", "Gorobei", "Kanbei"],
              "board": [{"line": ["4/any", "4/any", "2/any"], "animal": True}, {}, {}],
              "deck": ["3/any", "2/hat/flames/wound", "2/doll", "2/farm/flames/barricade", "4/any", "1/any"],
              "active": 0}


def at_the_kiai(app, seats):
    match = scenario_match(KATSUSHIRO, seats)
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    lay = table.layout()
    drag(app, lay.drawn.center, lay.boards[0].confront.center)
    frames(app, 2)
    return match, table


def test_the_cards_katsushiro_reorders_are_face_up_and_each_order_reads_by_its_cards(app) -> None:
    match, table = at_the_kiai(app, [Seat("Ann")] + ai_seats(2))
    top = match.state.deck[:3]
    assert table.shown_cards() == top
    labels = [b.label for b in table.order_buttons]
    assert len(labels) == 6 and len(set(labels)) == 6
    assert labels[0] == "2 hat › 2 doll › 2 farm"
    assert [b.label for b in table.prompt_buttons] == ["No effect"]  # no "which one?" list
    i18n.set_language("fr")
    table._prompt_key = ()
    frames(app)
    assert table.order_buttons[0].label == "2 chapeau › 2 poupée › 2 ferme"
    wanted = table.order_buttons[5]
    click(app, wanted.rect.center)
    assert match.state.deck[:3] == (top[2], top[1], top[0])
    assert table.shown_cards() == () and not table.order_buttons


def test_onlookers_see_the_cards_while_an_ai_katsushiro_chooses(app) -> None:
    data = dict(KATSUSHIRO, samurai=["Gorobei", "Katsushiro", "Kanbei"], active=1,
                board=[{}, KATSUSHIRO["board"][0], {}])
    match = scenario_match(data, [Seat("Ann")] + ai_seats(2))
    table = open_table(app, match)
    match.submit(1, A.Fight())
    match.submit(1, A.Confront())
    frames(app)
    assert table.shown_cards() == match.state.deck[:3]
    assert not table.order_buttons  # the panel only tells who chooses
