"""The end of a round told over the boards it judges, and a chronicle that names what it checks
and reads back through the whole game."""

from __future__ import annotations

import pygame

from game.core.events import event
from game.core.seats import Seat
from scenes.kit import i18n
from scenes.spirit.log import sentence
from tests.scenes.spirit.spirit_table_helpers import (
    click,
    frames,
    open_table,
    post,
    scenario_match,
)

# Gorobei's turn on the deck's last brigand, a hat he can only confront: fighting ends round 1
LAST_CARD = {"samurai": ["Gorobei", "Kanbei"],
             "board": [{"left": ["2/hat/flames"], "line": ["3/any"]}, {"left": ["4/doll"]}],
             "deck": ["1/hat/flames"], "active": 0}


def test_the_round_end_is_told_over_the_closing_rounds_boards_then_the_new_round_shows(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(LAST_CARD, [Seat("Ann"), Seat("Ben")])
    table = open_table(app, match)
    laid = match.state.boards[0].left + match.state.boards[1].left
    click(app, table.layout().fight_button.center)
    assert match.state.round == 2 and not match.state.boards[0].left  # the engine moved on
    assert table.telling_round_end()
    shown = table.shown_view()
    assert shown.boards[0].left + shown.boards[1].left == laid and shown.deck == ()
    assert table.legal_for_viewer() == ()  # the next round waits for its telling
    texts = [beat.text for beat in table.beats.queue]
    assert "Hats: are the villagers guarded?" in texts
    while table.beats.telling_round_end():
        frames(app)
    assert not table.telling_round_end() and len(table.shown_view().deck) == len(match.state.deck)
    while table.animating():  # "Round 2" shows, then the screen turns to Ben, who opens it
        frames(app)
    frames(app, 2)
    assert table.viewer == 1 and table.legal_for_viewer()


def test_space_skips_the_telling_to_the_new_round(app) -> None:
    app.settings.animation_speed = "normal"
    match = scenario_match(LAST_CARD, [Seat("Ann"), Seat("Ben")])
    table = open_table(app, match)
    click(app, table.layout().fight_button.center)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
    frames(app)
    assert not table.telling_round_end() and table.shown_view().boards == table.sview.boards


def test_the_checks_name_the_symbol_in_both_languages() -> None:
    covered = event("defence_checked", seat=0, samurai="Gorobei", symbol="hat", guards="peasants", covered=True)
    missing = event("defence_checked", seat=0, samurai="Gorobei", symbol="farm", guards="farm", covered=False)
    assert sentence(covered, ["Gorobei"]) == "Gorobei: hat guarded."
    assert sentence(missing, ["Gorobei"]) == "Gorobei: no farm, unguarded."
    i18n.set_language("fr")
    assert sentence(covered, ["Gorobei"]) == "Gorobei : chapeau gardé."
    assert sentence(missing, ["Gorobei"]) == "Gorobei : pas de ferme, sans garde."


def test_the_wheel_over_the_chronicle_reads_back_and_stays_put_as_the_game_goes_on(app) -> None:
    from tests.scenes.spirit.spirit_table_helpers import start

    match = start([Seat("Ann")] * 4, 3)  # no bot moves while the wheel turns
    table = open_table(app, match)
    while len(table.log.lines(table.names, 2000)) < 120:  # more than the panel holds
        seat = match.to_act()[0]
        table.submit(match.legal(seat)[0], seat)
    frames(app, 2)
    log = table.layout().log
    post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    frames(app, 2)
    assert table.chronicle.back == 6
    rows = list(table.chronicle._rows[1])
    seat = match.to_act()[0]
    table.submit(match.legal(seat)[0], seat)
    frames(app, 2)
    added = len(table.chronicle._rows[1]) - len(rows)
    assert added > 0 and table.chronicle.back == 6 + added  # the same rows stay on screen
    for _ in range(40):
        post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    frames(app, 2)
    assert table.chronicle.back == 0
