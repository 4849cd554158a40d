"""Whole games through the Samurai Spirit table, its chronicle in both languages, its end screen."""

from __future__ import annotations

import random

import pytest

from game.core.seats import Seat
from game.spirit import GAME
from game.spirit import actions as A
from scenes.kit import i18n
from scenes.spirit.log import sentence
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


@pytest.mark.parametrize("seats, seed, mode", [(3, 11, "normal"), (7, 12, "heroic")])
def test_an_all_ai_game_is_driven_through_the_scene_to_the_end(app, seats, seed, mode) -> None:
    from scenes.spirit.results import SpiritResults

    match = start(ai_seats(seats), seed, mode)
    table = open_table(app, match)
    run_until(app, lambda: isinstance(app.stack.top, SpiritResults), 90)
    results = app.stack.top
    assert match.finished and not table.animating()
    won = match.state.result == "win"
    assert results.headline() == ("The village holds!" if won else "The village has fallen")
    assert results.outcome.reason == results.score_line()  # told once, under the headline
    assert results.someone_won() == won and results.score_text(results.outcome.score or 0) == ""
    points = [p for _, _, p in results.detail_lines() if p]
    if won:  # the sheet's points add up to the score
        assert sum(int(p) for p in points) == results.outcome.score and len(points) == 3
    else:
        assert points == []
    lines = table.log.lines(table.names, 500)
    assert {"The village is lost.", "The village held for three rounds!"} & set(lines)
    assert any(line.endswith("'s turn.") for line in lines)
    frames(app, 3)


def play_by_mouse(app, table, match) -> None:
    """The human's one decision, made with the mouse only."""
    lay = table.layout()
    legal = match.legal(0)
    top = decision(match)
    if top.kind in ("card", "place"):
        wanted = A.Defend() if A.Defend() in legal else A.Confront()
        target = lay.boards[0].defend if wanted == A.Defend() else lay.boards[0].confront
        drag(app, lay.drawn.center, target.center)
    elif top.kind == "action":
        click(app, (lay.fight_button if A.Fight() in legal else lay.pass_button).center)
    else:
        table._refresh_prompt()
        assert table.prompt_buttons, f"no prompt for {top.kind}"
        click(app, table.prompt_buttons[0].rect.center)
        for _ in range(2):  # a long list opened (a Kiai's pairs: whose, then to whom): its first choice
            if app.stack.top is not table:
                click(app, app.stack.top.buttons[0].rect.center)


def test_a_whole_game_by_mouse_against_bots_reaches_the_end_screen(app) -> None:
    from scenes.spirit.results import SpiritResults

    match = start([Seat("Ann")] + ai_seats(3), 21)
    table = open_table(app, match)
    moves = 0
    while not isinstance(app.stack.top, SpiritResults):
        run_until(app, lambda: isinstance(app.stack.top, SpiritResults)
                  or (table.acting_human() == 0 and not table.animating()), 60)
        if isinstance(app.stack.top, SpiritResults):
            break
        before = len(match.steps)
        play_by_mouse(app, table, match)
        assert len(match.steps) == before + 1, f"the mouse did not play {decision(match)}"
        moves += 1
    assert moves >= 3 and match.finished


def test_every_event_of_seeded_games_reads_as_a_sentence_in_both_languages() -> None:
    kinds: set[str] = set()
    for seed in range(4):
        state = GAME.new(4, seed, {"mode": "normal"})
        gen = random.Random(seed)
        names = [b.samurai for b in state.boards]
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            state, events = GAME.apply(state, seat, gen.choice(GAME.legal_actions(state, seat)))
            for e in events:
                for lang in ("en", "fr"):
                    i18n.set_language(lang)
                    text = sentence(e, names)
                    if text is not None:
                        assert text and "{" not in text
                        kinds.add(e.kind)
    i18n.set_language("en")
    assert {"card_drawn", "turn_started", "round_ended"} <= kinds
