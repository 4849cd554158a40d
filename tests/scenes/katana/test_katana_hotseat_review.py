"""Hot-seat at the Katana table with people and bots, driven with real events: nobody's hand
stays up through the bots' turns, and the mover's question says whether the turn passes."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.seats import Seat
from scenes.handoff import HandoffScene
from scenes.kit.dialogs import DialogScene
from tests.katana.helpers import scenario
from tests.scenes.helpers import click, drag, frames, make_app, run_until, take_the_mouse
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos


@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    yield from make_app(tmp_path, monkeypatch)


FIVE = ["hideyoshi", "tomoe", "goemon", "musashi", "chiyome"]
ROLES = ["shogun", "samurai", "ninja", "ninja", "ronin"]


def position(**changes: Any) -> Any:
    data = dict(characters=FIVE, roles=ROLES, turn=0,
                hands=[["bokken", "focus", "battle_cry"], ["bo"], ["bo"], ["bo"], ["bo"]])
    data.update(changes)
    return scenario(**data)


def ann_and_ben_among_bots() -> list[Seat]:
    """The review's table: Ann, two bots, Ben, a bot."""
    return [Seat("Ann"), Seat("AI 1", "ai", "easy"), Seat("AI 2", "ai", "easy"), Seat("Ben"),
            Seat("AI 4", "ai", "easy")]


def watch_viewers(table: Any) -> list[tuple[int | None, tuple[int, ...]]]:
    """Record, for every frame the table draws, whose view it was and who had to decide."""
    drawn: list[tuple[int | None, tuple[int, ...]]] = []
    original = table.draw

    def draw(surface: Any) -> None:
        drawn.append((table.viewer, table.match.to_act()))
        original(surface)

    table.draw = draw
    return drawn


def test_a_persons_hand_gives_way_to_the_spectators_view_while_the_bots_play(app: Any) -> None:
    match = match_from(position(), ann_and_ben_among_bots())
    table = open_table(app, match)
    take_the_mouse(app)
    assert table.viewer == 0 and table.hand_rects()
    drawn = watch_viewers(table)
    click(app, table.end_turn_button.rect.center)  # Ann's turn is over: the bots play theirs
    assert match.to_act() == (1,)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScene) or len(match.steps) > 25)
    bots_only = [viewer for viewer, due in drawn if not set(due) & {0, 3}]
    assert bots_only and set(bots_only) == {None}  # Ann's hand and role never showed meanwhile
    if isinstance(app.stack.top, HandoffScene):  # a person is due: the cover, from the spectator's view
        assert table.viewer is None
        due = table.acting_human()
        take_the_mouse(app)
        frames(app, 2)
        assert table.viewer == due


def test_bots_answering_inside_the_persons_own_turn_leave_the_hand_in_sight(app: Any) -> None:
    match = match_from(position(hands=[["bokken", "focus"], ["parry", "bo"], ["bo"], ["bo"], ["bo"]]),
                       ann_and_ben_among_bots())
    table = open_table(app, match)
    take_the_mouse(app)
    drawn = watch_viewers(table)
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))  # AI 1 may parry: its answer
    assert match.to_act() == (1,)
    run_until(app, lambda: match.to_act() == (0,) and not table.animating())
    assert {viewer for viewer, _ in drawn} == {0}  # her turn goes on: her hand stays
    assert app.stack.top is table


def ann_attacks_ben(app: Any) -> Any:
    """Ann and Ben with three bots; Ann's Bokken dropped on Ben, who holds a Parry: her move is
    made and Ben must answer it inside her turn."""
    seats = [Seat("Ann"), Seat("Ben")] + [Seat(f"AI {i}", "ai", "easy") for i in range(2, 5)]
    match = match_from(position(hands=[["bokken", "focus"], ["parry", "bo"], ["bo"], ["bo"], ["bo"]]), seats)
    table = open_table(app, match)
    take_the_mouse(app)
    drag(app, hand_card_pos(table, "bokken"), seat_pos(table, 1))
    frames(app, 3)
    return table


def test_the_mover_hands_the_mouse_for_an_answer_then_it_comes_back(app: Any) -> None:
    table = ann_attacks_ben(app)
    ask = app.stack.top
    assert isinstance(ask, DialogScene)  # Ben answers, Ann keeps her turn: it is not passing
    assert ask.title == "Hand over for an answer?"
    assert ask.text == "Your move is made. Ben must answer it before play goes on."
    click(app, ask.buttons[0].rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    assert app.stack.top.private == "katana.handoff_private"
    take_the_mouse(app)
    frames(app, 2)
    prompt = table.prompt()
    assert table.viewer == 1 and prompt is not None
    click(app, prompt.button_for("Parry").rect.center)
    frames(app, 3)
    back = app.stack.top
    assert isinstance(back, DialogScene) and back.title == "Pass the mouse?"
    assert back.text == "Your answer is given. Next to decide: Ann."
    click(app, back.buttons[0].rect.center)
    frames(app, 2)
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 0
    click(app, table.end_turn_button.rect.center)  # now her turn ends, and Ben's begins
    frames(app, 3)
    passing = app.stack.top
    assert isinstance(passing, DialogScene) and passing.title == "Pass the turn?"


def test_the_answer_question_and_the_cover_in_french(app: Any) -> None:
    from scenes.kit import i18n

    i18n.set_language("fr")
    ann_attacks_ben(app)
    ask = app.stack.top
    assert isinstance(ask, DialogScene) and ask.title == "Passer la souris pour une réponse ?"
    assert ask.text == "Votre coup est joué. Ben doit y répondre avant que la partie continue."
    click(app, ask.buttons[0].rect.center)
    frames(app, 2)
    cover = app.stack.top
    assert isinstance(cover, HandoffScene)
    assert i18n.t(cover.private) == "La table reste cachée pour que personne ne voie la main ou le rôle des autres."
