"""The Samurai Spirit table under a real mouse: drags, springs back, buttons, prompts, hand-off."""

from __future__ import annotations

import pygame

from game.core.seats import Seat
from game.spirit import actions as A
from game.spirit.state import top_decision
from tests.scenes.helpers import post
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    decision,
    drag,
    frames,
    open_table,
    run_until,
    start,
)


def human_card_decision(app, seed: int = 3, samurai: str = ""):
    """A table where the human (seat 0) holds a drawn brigand."""
    match = start([Seat("Ann")] + ai_seats(2), seed, samurai=samurai)
    table = open_table(app, match)
    for _ in range(200):
        run_until(app, lambda: table.acting_human() == 0 and not table.animating())
        top = decision(match)
        if top.kind in ("card", "place"):
            return match, table
        legal = match.legal(0)
        table.submit(A.Fight() if A.Fight() in legal else legal[0])
    raise AssertionError("no drawn brigand came to the human")


def test_dragging_the_brigand_to_a_lit_line_submits_exactly_that_action(app) -> None:
    match, table = human_card_decision(app)
    lay = table.layout()
    legal = match.legal(0)
    wanted = A.Defend() if A.Defend() in legal else A.Confront()
    target = lay.boards[0].defend if wanted == A.Defend() else lay.boards[0].confront
    before = len(match.steps)
    drag(app, lay.drawn.center, target.center)
    assert len(match.steps) == before + 1
    assert match.steps[-1].action == wanted and match.steps[-1].seat == 0


def test_a_drop_on_an_illegal_target_springs_back_with_the_engines_reason(app) -> None:
    # nobody here may hand a brigand to a neighbour, so a drop on another board is refused
    match, table = human_card_decision(app, 3, samurai="Kanbei,Gorobei,Kyuzo")
    lay = table.layout()
    before = len(match.steps)
    drag(app, lay.drawn.center, lay.boards[1].confront.center)
    assert len(match.steps) == before
    reason = table.explain(0, A.GiveCard(1))
    assert reason and reason in table.toasts.texts
    assert top_decision(match.state).kind in ("card", "place")
    assert table.held is None and table.drag.held is None


def test_the_fight_button_draws_a_brigand_and_the_token_drag_supports(app) -> None:
    match = start([Seat("Ann")] + ai_seats(2), 5)
    table = open_table(app, match)
    run_until(app, lambda: table.acting_human() == 0 and not table.animating()
              and decision(match).kind == "action")
    legal = match.legal(0)
    supports = [a for a in legal if isinstance(a, A.Support)]
    lay = table.layout()
    if supports:
        target = supports[0].target
        before = len(match.steps)
        drag(app, lay.boards[0].token.center, lay.boards[target].whole.center)
        assert match.steps[before].action == supports[0]
    else:
        click(app, lay.fight_button.center)
        assert match.steps[-1].action == A.Fight()


def test_two_people_pass_the_mouse_without_a_cover_since_nothing_is_private(app) -> None:
    seed = next(s for s in range(50) if start([Seat("Ann"), Seat("Bob")], s).to_act()[0] == 0)
    match = start([Seat("Ann"), Seat("Bob")], seed)
    table = open_table(app, match)
    first, other = 0, 1
    assert table.viewer == first
    for _ in range(60):
        seat = match.to_act()[0]
        if seat != first:
            break
        table.submit(match.legal(seat)[-1])
        frames(app, 2)
    frames(app, 3)
    assert match.to_act()[0] == other and table.viewer == other
    assert app.stack.top is table  # no hand-off screen, no "pass the turn?" question
    assert not any(name in ("HandoffScene", "DialogScene") for _, name in app.stack.lifecycle_log)


def test_one_person_playing_several_samurai_needs_no_hand_off(app) -> None:
    from scenes.handoff import HandoffScene

    match = start([Seat("Ann"), Seat("Ann"), Seat("Ann")], 8)
    table = open_table(app, match)
    for _ in range(40):
        if match.finished:
            break
        seat = match.to_act()[0]
        frames(app, 2)
        assert table.viewer == seat and not isinstance(app.stack.top, HandoffScene)
        table.submit(match.legal(seat)[0], seat)


def test_the_support_button_lists_the_teammates_and_submits_the_pick(app) -> None:
    match = start([Seat("Ann")] + ai_seats(3), 5)
    table = open_table(app, match)
    run_until(app, lambda: table.acting_human() == 0 and not table.animating()
              and decision(match).kind == "action")
    supports = [a for a in match.legal(0) if isinstance(a, A.Support)]
    assert len(supports) > 1
    click(app, table.layout().support_button.center)
    choice = app.stack.top
    assert choice is not table
    before = len(match.steps)
    click(app, choice.buttons[1].rect.center)
    assert match.steps[before].action == supports[1]


def test_a_move_that_showed_nothing_new_can_be_taken_back(app) -> None:
    """Where a drawn brigand goes (Defend or Confront) reveals nothing: the bar offers Undo (and
    Ctrl+Z) for a wrong drop; the draw itself, which showed a card, stays."""
    match = start([Seat("Ann"), Seat("Ann"), Seat("Ann")], 8, samurai="Gorobei,Kanbei,Kyuzo")
    table = open_table(app, match)
    for _ in range(40):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        placing = [a for a in legal if isinstance(a, A.Confront | A.Defend)]
        if placing:
            break
        table.submit(next((a for a in legal if isinstance(a, A.Fight | A.StartTurn)), legal[0]), seat)
        frames(app, 2)
    before = len(match.steps)
    assert not table.undo_button.enabled  # the draw showed a brigand: it cannot be taken back
    table.submit(placing[-1], seat)
    frames(app, 2)
    assert len(match.steps) == before + 1 and table.undo_button.enabled
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z", scancode=0)
    frames(app, 2)
    assert len(match.steps) == before and set(placing) <= set(match.legal(seat))


def test_a_click_on_the_deck_fights_as_the_button_does(app) -> None:
    match = start([Seat("Ann")] + ai_seats(2), 5)
    table = open_table(app, match)
    run_until(app, lambda: table.acting_human() == 0 and not table.animating()
              and decision(match).kind == "action")
    assert A.Fight() in match.legal(0)
    before = len(match.steps)
    click(app, table.layout().deck.center)
    assert match.steps[before].action == A.Fight()
