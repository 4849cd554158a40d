"""The Katana table played with real pygame mouse events: drags, refusals, prompts, hand-offs."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import DiscardCard, EndTurn, PlayCard
from game.katana.state import ATTACK, DISCARD, PLAY
from tests.katana.helpers import card, scenario
from tests.scenes.helpers import click, drag, frames, make_app, post, take_the_mouse
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


FIVE = ["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"]
ROLES = ["shogun", "samurai", "ninja", "ninja", "ronin"]


def one_human() -> list[Seat]:
    return [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, 5)]


def position(**changes):
    data = dict(characters=FIVE, roles=ROLES, turn=0,
                hands=[["bokken", "focus", "battle_cry"], ["bo"], ["bo"], ["bo"], ["bo"]])
    data.update(changes)
    return scenario(**data)


def test_dragging_a_weapon_lights_exactly_the_seats_it_reaches_with_their_difficulty(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    start = hand_card_pos(table, "bokken")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 200), rel=(0, -200), buttons=(1, 0, 0))
    frames(app)
    assert table.held == card(match.state, 0, "bokken")
    assert table.drag.lit == {("seat", 1), ("seat", 4)}
    difficulties = table.difficulties()
    assert difficulties[1] == 1 and difficulties[4] == 1 and difficulties[2] == 2
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 200), button=1)
    frames(app)
    assert table.held is None and not match.steps  # dropped on nothing: back to the hand


def test_a_weapon_dropped_on_a_lit_seat_attacks_it(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    bokken = card(match.state, 0, "bokken")
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    assert match.steps[0].action == PlayCard(bokken, 1)
    assert match.state.life[1] == 4  # Tomoe had no Parry: the blow landed
    assert bokken not in match.state.hands[0]
    assert any("attacks Tomoe with a Bokken" in line for line in table.log.lines(table.names, 0, "en", 20))


def test_a_weapon_dropped_on_an_unreachable_seat_springs_back_with_the_reason(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    before = match.state
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 2))
    assert match.state is before and not match.steps
    assert "difficulty 2" in table.last_reason
    assert table.last_reason in table.toasts.texts
    assert card(match.state, 0, "bokken") in [c for c, _ in table.hand_rects()]


def test_permanents_go_on_your_own_seat_and_battle_cry_to_the_centre(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    focus = card(match.state, 0, "focus")
    battle_cry = card(match.state, 0, "battle_cry")
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 3))  # not someone else's seat
    assert not match.steps and "front of you" in table.last_reason
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 0))
    assert focus in match.state.tables[0]
    drag(app, hand_card_pos(table, "battle_cry"), table.layout().centre.center)
    assert match.steps[-1].action == PlayCard(battle_cry, -1)
    assert any(e.kind == "wave" for e in match.steps[-1].events)


def test_a_permanent_dropped_in_the_middle_of_the_table_is_laid_in_front_of_you(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    focus = card(match.state, 0, "focus")
    centre = table.layout().centre.center
    start = hand_card_pos(table, "focus")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(1, 0, 0))
    frames(app)
    assert table.held == focus
    assert table.lit_zones() == {("seat", 0), "centre"}  # both spots light up while held
    assert table.drag.hover == "centre"
    post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    frames(app)
    assert match.steps[-1].action == PlayCard(focus, -1)
    assert focus in match.state.tables[0] and not table.last_reason


def test_a_refused_drop_says_where_the_card_goes(app) -> None:
    match = match_from(position(), one_human())
    table = open_table(app, match)
    drag(app, hand_card_pos(table, "focus"), seat_pos(table, 2))
    assert not match.steps
    assert table.last_reason == (
        "Focus goes in front of you: drop it on your own seat or in the middle of the table.")
    drag(app, hand_card_pos(table, "battle_cry"), seat_pos(table, 0))
    assert "middle of the table" in table.last_reason


def test_a_card_dropped_off_the_discard_pile_while_discarding_says_to_use_the_pile(app) -> None:
    hand = ["bokken", "focus", "battle_cry", "parry", "kiseru", "geisha", "daimyo", "armor", "breathing"]
    state, _ = GAME.apply(position(hands=[hand, ["bo"], ["bo"], ["bo"], ["bo"]]), 0, EndTurn())
    assert state.phase == DISCARD
    match = match_from(state, one_human())
    table = open_table(app, match)
    drag(app, hand_card_pos(table, "geisha"), table.layout().centre.midtop)
    assert not match.steps
    assert table.last_reason == "You must discard: click Geisha, or drop it on the discard pile."
    drag(app, hand_card_pos(table, "geisha"), table.layout().discard.center)
    assert match.steps[-1].action == DiscardCard(card(state, 0, "geisha"))


def test_cards_that_cannot_be_used_now_are_greyed_and_the_usable_ones_glow(app) -> None:
    match = match_from(position(hands=[["bokken", "parry", "battle_cry"], ["bo"], ["bo"], ["bo"], ["bo"]]),
                       one_human())
    table = open_table(app, match)
    parry, bokken = card(match.state, 0, "parry"), card(match.state, 0, "bokken")
    assert table.usable_cards() == {bokken, card(match.state, 0, "battle_cry")}
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2)
    rects = dict(table.hand_rects())

    def colourfulness(rect: pygame.Rect) -> int:
        """How far the card's pixels stray from grey, summed over a band across the picture."""
        screen = app.screen
        y = rect.top + rect.height // 3
        return sum(max(c[:3]) - min(c[:3]) for c in (screen.get_at((x, y)) for x in range(rect.left + 4, rect.right - 4)))

    assert colourfulness(rects[parry]) < colourfulness(rects[bokken]) // 4
    frame = app.screen.get_at((rects[bokken].left - 2, rects[bokken].centery))
    assert frame[:3] != app.screen.get_at((rects[parry].left - 2, rects[parry].centery))[:3]  # the glow


def test_while_answering_an_attack_only_the_cards_that_answer_it_stay_lit(app) -> None:
    state = position(turn=1, hands=[["parry", "bo"], ["bokken", "bo"], ["bo"], ["bo"], ["bo"]])
    state, _ = GAME.apply(state, 1, PlayCard(card(state, 1, "bokken"), 0))
    table = open_table(app, match_from(state, one_human()))
    assert table.usable_cards() == {card(state, 0, "parry")}


def test_an_attack_on_the_human_is_answered_with_the_prompt_buttons(app) -> None:
    state = position(turn=1, hands=[["parry", "bo"], ["bokken", "bo"], ["bo"], ["bo"], ["bo"]])
    state, _ = GAME.apply(state, 1, PlayCard(card(state, 1, "bokken"), 0))
    assert state.phase == ATTACK
    match = match_from(state, one_human())
    table = open_table(app, match)
    prompt = table.prompt()
    assert prompt is not None and "attacks you with a Bokken" in prompt.title
    labels = [b.label for b in prompt.buttons]
    assert labels[0] == "Parry" and labels[-1].startswith("Take it")
    click(app, prompt.button_for("Parry").rect.center)
    assert [e.kind for e in match.steps[-1].events][:2] == ["card_moved", "parried"]
    assert match.state.life[0] == match.state.max_life[0] and match.state.phase == PLAY


def test_right_click_shows_a_card_and_the_discard_pile_opens_on_click(app) -> None:
    match = match_from(position(discard=["katana", "parry"]), one_human())
    table = open_table(app, match)
    click(app, hand_card_pos(table, "bokken"), button=3)
    assert table.detail_card == card(match.state, 0, "bokken")
    click(app, (5, 5))
    assert table.detail_card is None
    click(app, table.layout().discard.center)
    assert table.browser is not None and len(table.browser.cards) == 2
    click(app, (5, 5))
    assert table.browser is None


def test_hot_seat_hides_the_hand_until_the_attacked_human_takes_the_mouse(app) -> None:
    app.settings.confirm_pass_turn = False
    seats = [Seat("Ann"), Seat("Ben")] + [Seat(f"AI {i}", "ai", "easy") for i in range(2, 5)]
    match = match_from(position(hands=[["bokken", "focus"], ["parry", "bo"], ["bo"], ["bo"], ["bo"]]), seats)
    table = open_table(app, match)
    take_the_mouse(app)  # nobody's hand shows until the first person to act says they are there
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    assert match.to_act() == (1,)
    table.detail_card = card(match.state, 0, "focus")  # Ann reads her card large as the turn passes
    table.toasts.show("Focus: not now")
    frames(app, 3)
    from scenes.handoff import HandoffScene

    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.opaque
    assert table.viewer == 0  # nobody's hand has been shown to the wrong person yet
    ann_hand = set(match.state.hands[0])
    take_the_mouse(app)
    frames(app, 2)
    assert app.stack.top is table and table.viewer == 1
    assert table.detail_card is None and table.toasts.texts == []  # nothing of Ann's stays up
    assert {c for c, _ in table.hand_rects()} == set(match.state.hands[1])
    assert not ann_hand & {c for c, _ in table.hand_rects()}
    prompt = table.prompt()
    assert prompt is not None
    click(app, prompt.button_for("Parry").rect.center)
    assert match.steps[-1].events[1].kind == "parried"
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene)  # back to Ann, behind the screen again


def test_a_hot_seat_table_opening_on_another_players_turn_is_covered_from_its_first_frame(app) -> None:
    from scenes.handoff import HandoffScene
    from scenes.katana import TABLE

    state = position(turn=1, hands=[["parry", "bo"], ["bokken", "bo"], ["bo"], ["bo"], ["bo"]])
    seats = [Seat("Ann"), Seat("Ben")] + [Seat(f"AI {i}", "ai", "easy") for i in range(2, 5)]
    table = TABLE(app, match_from(state, seats))
    drawn: list[int | None] = []
    table.draw = lambda surface: drawn.append(table.viewer)  # type: ignore[method-assign]
    app.stack.push(table)
    frames(app)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    assert drawn == []  # Ann's hand was never drawn for Ben's turn


def test_one_human_never_sees_a_hand_off(app) -> None:
    state = position(turn=1, hands=[["parry", "bo"], ["bokken", "bo"], ["bo"], ["bo"], ["bo"]])
    state, _ = GAME.apply(state, 1, PlayCard(card(state, 1, "bokken"), 0))
    table = open_table(app, match_from(state, one_human()))
    frames(app, 5)
    assert app.stack.top is table
    assert not any(name == "HandoffScene" for _, name in app.stack.lifecycle_log)


def test_hovering_shows_full_texts_of_abilities_permanents_and_hand_cards(app) -> None:
    match = match_from(position(tables=[[], ["armor"], [], [], []]), one_human())
    table = open_table(app, match)
    lay = table.layout()
    seat = lay.seats[1]
    post(pygame.MOUSEMOTION, pos=seat.move(0, 0).center, rel=(0, 0), buttons=(0, 0, 0))
    from scenes.katana.seatpanel import parts_for

    parts = parts_for(seat.size, lay.scale, match.state.tables[1])
    post(pygame.MOUSEMOTION, pos=parts.ability.move(seat.topleft).center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    _, title, body = table.hover_text()
    assert title == "Tomoe" and "draws 1 card" in body
    tile = parts.permanents[0][1].move(seat.topleft)
    post(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text()[1] == "Armor"
    post(pygame.MOUSEMOTION, pos=parts.role.move(seat.topleft).center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text()[1] == "Role hidden"  # Tomoe's role is not the viewer's to see
    shogun = lay.seats[0]
    post(pygame.MOUSEMOTION, pos=parts.role.move(shogun.topleft).center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text()[1] == "Shogun"
    post(pygame.MOUSEMOTION, pos=hand_card_pos(table, "focus"), rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert table.hover_text() is None  # a hand card waits a moment before its text shows
    frames(app, 40)
    assert table.hover_text()[1] == "Focus"


def test_hot_seat_asks_the_mover_to_pass_the_mouse_before_the_hand_off(app) -> None:
    """With the default settings Ann first confirms, then the hand-off screen waits for Ben."""
    from scenes.handoff import HandoffScene
    from scenes.kit.dialogs import DialogScene

    assert app.settings.confirm_pass_turn
    seats = [Seat("Ann"), Seat("Ben")] + [Seat(f"AI {i}", "ai", "easy") for i in range(2, 5)]
    match = match_from(position(hands=[["bokken", "focus"], ["parry", "bo"], ["bo"], ["bo"], ["bo"]]), seats)
    table = open_table(app, match)
    take_the_mouse(app)  # nobody's hand shows until the first person to act says they are there
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    frames(app, 3)
    dialog = app.stack.top
    assert isinstance(dialog, DialogScene)  # Ann sees what she did before passing the mouse
    click(app, dialog.buttons[0].rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene)
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 1 and table.prompt() is not None


def test_switching_language_mid_game_redraws_the_log_title(app) -> None:
    from scenes.kit import i18n

    table = open_table(app, match_from(position(), one_human()))
    frames(app, 2)
    kept = table.painter._background
    assert kept is not None
    i18n.set_language("fr")
    try:
        frames(app, 2)
        assert table.painter._background is not kept  # drawn again, with "Ce qui s'est passé"
    finally:
        i18n.set_language("en")
