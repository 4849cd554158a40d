"""What the table tells about talents and Support when the engine says no or knows more: the
real stake of a penalty Gorobei or Kanbei may ignore, why Support is refused, the brigand slid
under the deck, the swap in the chronicle, and which rule a refused hand-off breaks."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.seats import Seat
from game.spirit import actions as A
from scenes.kit import i18n
from scenes.spirit.texts import deck_label
from tests.scenes.spirit.spirit_table_helpers import (
    ai_seats,
    click,
    decision,
    drag,
    frames,
    open_table,
    post,
    scenario_match,
)

FILLER = ["2/any", "1/any", "4/any", "3/any", "2/any", "1/any"]
# Kanbei's newest brigand (an odd 3) makes his left neighbour draw, but Gorobei there has passed
KANBEI_ARROW = {"samurai": ["Kanbei", "Gorobei", "Kyuzo"], "active": 0, "deck": FILLER,
                "board": [{"line": ["3/hat/left"]}, {"passed": True}, {}]}
# Gorobei's newest brigand is a chief: no defending, and a reshuffle of a discard that is empty
GOROBEI_CHIEF = {"samurai": ["Gorobei", "Kanbei", "Kyuzo"], "active": 0, "deck": FILLER,
                 "board": [{"line": ["6/flames/no_defend/reshuffle"]}, {}, {}]}
# Heihachi starts his turn as the only samurai still in the round
ALONE = {"samurai": ["Heihachi", "Kyuzo", "Gorobei", "Kanbei"], "active": 0, "deck": FILLER,
         "board": [{}, {"passed": True}, {"passed": True}, {"passed": True}]}
# Heihachi's token lies with Kanbei, lent on an earlier turn
LENT = {"samurai": ["Heihachi", "Kyuzo", "Gorobei", "Kanbei"], "active": 0, "deck": FILLER,
        "board": [{}, {}, {}, {"held": [0]}]}
# Katsushiro draws a lieutenant 5, slides it under the deck and draws a 1 hat instead
KATSUSHIRO = {"samurai": ["Katsushiro", "Gorobei", "Kanbei"], "active": 0,
              "deck": ["5/flames/wound", "1/hat/flames", "2/any", "3/any"],
              "board": [{"line": ["3/any"]}, {}, {}]}
# Heihachi draws an even 4; Kyuzo (left) still fights, Gorobei (right) has passed
HEIHACHI = {"samurai": ["Heihachi", "Kyuzo", "Kanbei", "Gorobei"], "active": 0,
            "deck": ["4/hat", "1/any", "2/any", "3/any", "2/any"],
            "board": [{}, {}, {}, {"passed": True}]}


def table_of(app: Any, data: dict[str, Any], bots: int) -> tuple[Any, Any]:
    match = scenario_match(data, [Seat("Ann")] + ai_seats(bots))
    return match, open_table(app, match)


def test_the_ignore_question_says_a_penalty_that_cannot_be_carried_out_wounds_instead(app) -> None:
    match, table = table_of(app, KANBEI_ARROW, 2)
    assert decision(match).kind == "ignore"
    assert table.titled("ignore") == (
        "Kanbei: Penalty of the brigand 3 Peasants (hat): the left neighbour draws a brigand "
        "(impossible now: a wound instead). Ignore it with your talent?")
    i18n.set_language("fr")
    assert table.titled("ignore") == (
        "Kanbei : pénalité du brigand 3 Paysans (chapeau) : le voisin de gauche pioche un brigand "
        "(impossible ici : une blessure à la place). L'ignorer grâce à votre talent ?")
    # applying it does what the question said: Kanbei is wounded, nobody draws
    frames(app, 2)
    click(app, table.prompt_buttons[1].rect.center)
    assert match.steps[0].action == A.IgnorePenalty(False)
    assert match.state.boards[0].wound and not match.state.boards[1].line


def test_a_chiefs_two_penalties_each_say_whether_they_can_be_carried_out(app) -> None:
    match, table = table_of(app, GOROBEI_CHIEF, 2)
    assert decision(match).kind == "ignore" and not match.state.discard
    title = table.titled("ignore")
    assert "no defending this turn and a discarded brigand goes back" in title
    assert title.count("(impossible now: a wound instead)") == 1
    assert title.index("no defending") < title.index("shuffled (impossible now")


def press(app: Any, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(app)


def test_support_alone_is_refused_with_the_faqs_reason_on_the_token_and_the_dimmed_button(app) -> None:
    match, table = table_of(app, ALONE, 3)
    frames(app, 3)
    assert decision(match).kind == "action" and not table.supports()
    reason = "You are the only samurai left in the round: Support needs another one still in it"
    lay = table.layout()
    drag(app, lay.boards[0].token.center, lay.boards[1].whole.center)
    assert table.held is None and reason in table.toasts.texts
    table.toasts.clear()
    click(app, lay.support_button.center)
    assert table.toasts.texts == [reason] and app.stack.top is table
    assert table.details_at(lay.support_button.center) == [reason]
    i18n.set_language("fr")
    french = ("Vous êtes le seul samurai encore dans la manche : le Soutien en demande un autre "
              "encore en lice")
    assert table.details_at(lay.support_button.center) == [french]
    assert decision(match).kind == "action" and match.steps == []


def test_a_token_still_lent_out_says_so_when_pressed(app) -> None:
    match, table = table_of(app, LENT, 3)
    frames(app, 3)
    assert decision(match).kind == "action" and not table.supports()
    lay = table.layout()
    press(app, lay.boards[0].token.center)
    post(pygame.MOUSEBUTTONUP, pos=lay.boards[0].token.center, button=1)
    frames(app)
    assert table.toasts.texts == ["Your support token is still with another samurai"]
    assert table.details_at(lay.support_button.center) == ["Your support token is still with another samurai"]


def test_a_legal_support_token_still_lifts_and_says_nothing(app) -> None:
    match, table = table_of(app, dict(ALONE, board=[{}, {}, {"passed": True}, {"passed": True}]), 3)
    frames(app, 3)
    lay = table.layout()
    assert table.support_refusal() == "" and table.details_at(lay.support_button.center) == []
    press(app, lay.boards[0].token.center)
    assert table.held == "token" and not table.toasts.texts


def swapped(app: Any) -> tuple[Any, Any]:
    match, table = table_of(app, KATSUSHIRO, 2)
    lay = table.layout()
    click(app, lay.fight_button.center)
    drag(app, lay.drawn.center, lay.deck.center)
    assert any(isinstance(step.action, A.SwapCard) for step in match.steps)
    return match, table


def test_the_brigand_slid_under_the_deck_is_named_by_the_decks_hover(app) -> None:
    match, table = swapped(app)
    lay = table.layout()
    lieutenant = match.state.deck[-1]
    assert lieutenant in match.state.revealed
    lines = table.details_at(lay.deck.center)
    assert lines[0] == "Slid face up under the deck, it will be drawn last:"
    assert lines[1].startswith("Lieutenant 5")
    # the label counts it among the brigands left but no longer among the unseen lieutenants
    label = deck_label(table.sview)
    assert label.startswith(f"Brigands: {len(match.state.deck)}") and "lieutenant" not in label
    assert not any(line.startswith("Not seen yet") and "lieutenant" in line for line in lines)
    i18n.set_language("fr")
    french = "Glissé face visible sous la pioche, il sera pioché en dernier :"
    assert table.details_at(lay.deck.center)[0] == french


def test_the_deck_picture_shows_the_slid_brigand_peeking_face_up(app, monkeypatch) -> None:
    from scenes.spirit import painter

    match, table = swapped(app)
    painted: list[tuple[int, pygame.Rect]] = []
    real = painter.draw_card

    def record(surface: Any, rect: pygame.Rect, card_id: int, *args: Any, **kwargs: Any) -> None:
        painted.append((card_id, rect.copy()))
        real(surface, rect, card_id, *args, **kwargs)

    monkeypatch.setattr(painter, "draw_card", record)
    lay = table.layout()
    painter.draw_village(app.screen, lay, table.sview, app.assets, 0.0)
    lieutenant = match.state.deck[-1]
    peeks = [rect for card_id, rect in painted if card_id == lieutenant]
    assert len(peeks) == 1 and lay.deck.contains(peeks[0].move(-2, -2))
    assert peeks[0].width < lay.deck.width  # small, in a corner: the count stays readable


def test_the_chronicle_names_the_brigand_slid_under_and_the_one_drawn(app) -> None:
    _, table = swapped(app)
    assert "Katsushiro slides the 5 under the deck and draws the 1 Peasants (hat) instead." in \
        table.log.lines(table.names)
    i18n.set_language("fr")
    assert "Katsushiro glisse le 5 sous la pioche et tire à la place le 1 Paysans (chapeau)." in \
        table.log.lines(table.names)


def test_a_refused_hand_off_names_the_rule_it_breaks(app) -> None:
    match, table = table_of(app, HEIHACHI, 3)
    lay = table.layout()
    click(app, lay.fight_button.center)
    assert decision(match).kind == "card" and A.GiveCard(1) in match.legal(0)
    drag(app, lay.drawn.center, lay.boards[3].whole.center)
    passed = "That neighbour has passed and takes no more brigands this round"
    assert table.toasts.texts == [passed] and decision(match).seat == 0
    assert table.explain(0, A.GiveCard(2)) == "A brigand is handed on only to a neighbour, left or right"
    i18n.set_language("fr")
    assert table.explain(0, A.GiveCard(3)) == "Ce voisin a passé et ne prend plus de brigand cette manche"
    assert table.explain(0, A.GiveCard(2)) == "Un brigand ne se confie qu'à un voisin, à gauche ou à droite"


def refused_give(data: dict[str, Any], steps: list[tuple[int, Any]], seat: int, target: int) -> str:
    """The engine's reason for ``seat`` handing the brigand to ``target`` after ``steps``."""
    from game.core.errors import IllegalAction
    from game.spirit import GAME

    state = GAME.from_scenario(data)
    for step_seat, action in steps:
        state, _ = GAME.apply(state, step_seat, action)
    try:
        GAME.apply(state, seat, A.GiveCard(target))
    except IllegalAction as refused:
        return refused.reason
    raise AssertionError("the hand-off was allowed")


def test_a_hand_off_refused_for_its_parity_or_a_previous_holder_says_so() -> None:
    from scenes.spirit.reasons import retell

    fight = [(0, A.Fight())]
    odd = dict(HEIHACHI, deck=["3/any", *HEIHACHI["deck"][1:]])
    assert refused_give(odd, fight, 0, 1) == "Heihachi's talent hands on only even brigands"
    daisuke = dict(HEIHACHI, samurai=["Daisuke", "Kyuzo", "Kanbei", "Gorobei"])
    assert refused_give(daisuke, fight, 0, 1) == "Daisuke's talent hands on only odd brigands"
    # Kyuzo holds Heihachi's token and hands him the even 4: Heihachi may not hand it back
    lent = {"samurai": ["Kyuzo", "Heihachi", "Kanbei"], "active": 0, "deck": HEIHACHI["deck"],
            "board": [{"held": [1]}, {}, {}]}
    back = "that samurai has already held this brigand: it cannot go back"
    assert refused_give(lent, [*fight, (0, A.GiveCard(1))], 1, 0) == back
    i18n.set_language("fr")
    assert retell("Heihachi's talent hands on only even brigands") == \
        "Le talent de Heihachi ne confie que les brigands pairs"
    assert retell("Daisuke's talent hands on only odd brigands") == \
        "Le talent de Daisuke ne confie que les brigands impairs"
    assert retell(back) == "Ce samurai a déjà tenu ce brigand : il ne peut pas lui revenir"
