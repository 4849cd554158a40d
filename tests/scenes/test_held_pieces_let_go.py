"""One rule for every table: no piece stays held without the left button down. Esc lets go
(without the pause menu), and so do a lost focus, a motion with the button up, a screen pushed
over the table and a right click that opens the big card; nothing held is submitted later."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.seats import parse_seats
from game.katana.actions import EndTurn, PlayCard
from game.ninja99.actions import PickClan, Place
from game.spirit import actions as A
from scenes.app import PlayRequest
from scenes.kit.table import TableScene
from scenes.pause import PauseScene
from tests.scenes.helpers import click, frames, key, post, run_until

SEATS = {"katana": "human,ai:easy,ai:easy,ai:easy", "ninja99": "human,ai:easy",
         "spirit": "human,ai:easy,ai:easy", "sushido": "human,ai:easy"}
SEEDS = {"katana": 3, "ninja99": 2, "spirit": 4, "sushido": 5}


def start(app: Any, game_id: str) -> Any:
    app.start_match(PlayRequest(game_id, parse_seats(SEATS[game_id], False), SEEDS[game_id], {}))
    frames(app, 2)
    table = app.stack.find(TableScene)
    assert table is not None
    return table


def move(app: Any, pos: tuple[int, int], buttons: tuple[int, int, int] = (1, 0, 0)) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
    frames(app)


def press(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    frames(app)


def release(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app)


def katana_pick_up(app: Any, table: Any) -> tuple[int, int]:
    run_until(app, lambda: any(isinstance(a, PlayCard) for a in table.legal_for_viewer()) and not table.animating())
    legal = table.legal_for_viewer()
    rect = next(r for c, r in table.hand_rects() if any(isinstance(a, PlayCard) and a.card == c for a in legal))
    press(app, rect.center)
    for step in range(1, 4):
        move(app, (rect.centerx, rect.centery - 50 * step))
    return rect.center


def ninja_ready(app: Any, table: Any) -> None:
    run_until(app, lambda: any(isinstance(a, (PickClan, Place)) for a in table._legal()))
    if any(isinstance(a, PickClan) for a in table._legal()):
        spot = next(iter(table._clan_choice_rects().values())).center
        press(app, spot)
        release(app, spot)
    run_until(app, lambda: any(isinstance(a, Place) for a in table._legal()) and not table.animating())


def pick_up(app: Any, table: Any, game_id: str) -> None:
    """Hold a piece of ``game_id``'s table, a few motions away from where it was taken."""
    if game_id == "katana":
        katana_pick_up(app, table)
        return
    if game_id == "ninja99":
        ninja_ready(app, table)
        rect = sorted(table.hand_rects.items())[0][1]
    elif game_id == "spirit":
        run_until(app, lambda: "token" in table.drag.draggable() and not table.animating())
        rect = table.piece_rect("token")
    else:
        run_until(app, lambda: table.choosing() and not table.animating(), 20)
        rect = table.hand_rects()[0][1]
    press(app, rect.center)
    for step in range(1, 4):
        move(app, (rect.centerx - 30 * step, rect.centery - 40 * step))
    assert table.holding()


GAMES = ["katana", "ninja99", "spirit", "sushido"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lost_focus_lets_go_of_the_held_piece(app: Any, game_id: str) -> None:
    table = start(app, game_id)
    pick_up(app, table, game_id)
    steps = len(table.match.steps)
    post(pygame.WINDOWFOCUSLOST)
    frames(app)
    assert not table.holding()
    assert len(table.match.steps) == steps  # sprang back: nothing submitted


@pytest.mark.parametrize("game_id", GAMES)
def test_a_motion_with_the_button_up_lets_go_of_the_held_piece(app: Any, game_id: str) -> None:
    table = start(app, game_id)
    pick_up(app, table, game_id)
    move(app, (640, 200), buttons=(0, 0, 0))
    assert not table.holding()


@pytest.mark.parametrize("game_id", GAMES)
def test_esc_lets_go_on_every_table_and_opens_no_menu(app: Any, game_id: str) -> None:
    table = start(app, game_id)
    pick_up(app, table, game_id)
    key(app, pygame.K_ESCAPE)
    assert not table.holding()
    assert app.stack.top is table


@pytest.mark.parametrize("game_id", GAMES)
def test_a_screen_over_the_table_lets_go_of_the_held_piece(app: Any, game_id: str) -> None:
    table = start(app, game_id)
    pick_up(app, table, game_id)
    table.open_pause_menu()
    frames(app)
    assert isinstance(app.stack.top, PauseScene)
    assert not table.holding()


def test_ninja_esc_with_the_clan_card_puts_it_back_without_the_menu(app: Any) -> None:
    table = start(app, "ninja99")
    ninja_ready(app, table)
    clan = table.panels.hits["clan"]
    press(app, clan.center)
    move(app, (clan.centerx + 120, clan.centery - 60))
    assert table.clan_drag is not None
    key(app, pygame.K_ESCAPE)
    assert table.clan_drag is None and table.controller.held is None
    assert app.stack.top is table


def test_katana_right_click_mid_drag_lets_go_and_the_closing_click_plays_nothing(app: Any) -> None:
    table = start(app, "katana")
    katana_pick_up(app, table)
    steps = len(table.match.steps)
    other = table.hand_rects()[0][1].center
    move(app, other)
    press(app, other, 3)
    release(app, other, 3)
    assert not table.holding()
    release(app, other)  # the left button comes up under the big card
    seat = table.layout().seats[1].center
    move(app, seat, buttons=(0, 0, 0))
    press(app, seat)  # closes the big card
    release(app, seat)
    frames(app, 3)
    assert len(table.match.steps) == steps


def drag_over(app: Any, start_pos: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start_pos`` and move there to ``end`` in a few motions, the button still down."""
    press(app, start_pos)
    for step in range(1, 7):
        move(app, (start_pos[0] + (end[0] - start_pos[0]) * step // 6,
                   start_pos[1] + (end[1] - start_pos[1]) * step // 6))


@pytest.mark.parametrize("let_go", ["esc", "focus"])
def test_katana_a_drag_let_go_over_end_turn_does_not_end_the_turn_on_release(app: Any, let_go: str) -> None:
    table = start(app, "katana")
    run_until(app, lambda: EndTurn() in table.legal_for_viewer() and not table.animating())
    steps = len(table.match.steps)
    end_turn = table.end_turn_button.rect.center
    drag_over(app, table.hand_rects()[0][1].center, end_turn)
    assert table.holding()
    if let_go == "esc":
        key(app, pygame.K_ESCAPE)
    else:
        post(pygame.WINDOWFOCUSLOST)
        frames(app)
    assert not table.holding()
    release(app, end_turn)  # the release of a press that started on a card, not on the button
    frames(app, 3)
    assert len(table.match.steps) == steps


def test_spirit_a_token_let_go_by_esc_over_pass_does_not_pass(app: Any) -> None:
    table = start(app, "spirit")
    run_until(app, lambda: "token" in table.drag.draggable() and A.Pass() in table.legal_for_viewer()
              and not table.animating())
    steps = len(table.match.steps)
    pass_spot = table.pass_button.rect.center
    drag_over(app, table.piece_rect("token").center, pass_spot)
    key(app, pygame.K_ESCAPE)
    release(app, pass_spot)
    frames(app, 3)
    assert len(table.match.steps) == steps


def test_katana_the_click_that_closes_the_big_card_does_not_press_end_turn(app: Any) -> None:
    table = start(app, "katana")
    run_until(app, lambda: EndTurn() in table.legal_for_viewer() and not table.animating())
    steps = len(table.match.steps)
    card = table.hand_rects()[0][1].center
    press(app, card, 3)
    release(app, card, 3)
    assert table.detail_card is not None
    end_turn = table.end_turn_button.rect.center
    move(app, end_turn, buttons=(0, 0, 0))
    press(app, end_turn)  # "click anywhere to close"
    release(app, end_turn)
    frames(app, 3)
    assert table.detail_card is None and len(table.match.steps) == steps
    click(app, end_turn)  # a click of its own still ends the turn
    assert table.match.steps[-1].action == EndTurn()


def test_katana_a_card_let_go_over_the_menu_button_is_the_tables_drop(app: Any) -> None:
    table = start(app, "katana")
    run_until(app, lambda: any(isinstance(a, PlayCard) for a in table.legal_for_viewer())
              and not table.animating())
    steps = len(table.match.steps)
    menu_spot = table.menu_button_rect(app.screen.get_size()).center
    drag_over(app, table.hand_rects()[0][1].center, menu_spot)
    assert table.holding()
    assert not table.menu_button.button.hovered  # no "Menu (Esc)" tip under a held card
    release(app, menu_spot)
    frames(app, 3)
    assert app.stack.top is table and not table.holding()  # a miss: the card springs back
    assert len(table.match.steps) == steps
