"""The Sushido arena driven with real pygame events: Hajime slots, drops on the arena, hot-seat
secrecy, the log in both languages, and whole duels to the end screen."""

from __future__ import annotations

import os
import time
from typing import Any

import pygame

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Choose, Place
from game.sushido.state import Pending
from tests.scenes.helpers import click, drag, frames, post, run_until, take_the_mouse

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def open_table(app: Any, match: Match) -> Any:
    from scenes.sushido import TABLE

    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    return table


def hand_pos(table: Any, card: int) -> tuple[int, int]:
    for found, rect in table.hand_rects():
        if found == card:
            return rect.center
    raise AssertionError(f"card {card} not in the hand")


def test_dragging_two_cards_into_the_slots_and_flipping_one_submits_that_choice(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {"duel": "iaijutsu"})
    table = open_table(app, match)
    hand = table.hand()
    first, second = hand[0], hand[1]
    lay = table.layout()
    drag(app, hand_pos(table, first), lay.slots[0].center)
    drag(app, hand_pos(table, second), lay.slots[1].center)
    assert table.slots == [first, second]
    click(app, lay.slots[1].center)  # flip: kept hidden
    assert table.reveal == [True, False]
    click(app, lay.confirm.center)
    step = next(s for s in match.steps if s.seat == 0)
    assert step.action == Choose((first, second), (first,))


def test_confirm_with_one_card_springs_back_with_the_engine_reason(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 4, {"duel": "iaijutsu"})
    table = open_table(app, match)
    lay = table.layout()
    drag(app, hand_pos(table, table.hand()[0]), lay.slots[0].center)
    assert not table.confirm.enabled or table.composed() not in table.legal_for_viewer()
    table.confirm_pick()
    assert all(step.seat != 0 for step in match.steps)
    assert table.toasts.texts and "two different cards" in table.toasts.texts[-1]


def _placing_match() -> Match:
    """A real duel advanced by the engine until Dogu must lay a Hit (Arena preparation)."""
    import random

    for seed in range(1, 400):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed,
                            {"duel": "iaijutsu", "fighters": "dogu,tako"})
        rng = random.Random(seed)
        for _ in range(400):
            state = match.state
            if state.over:
                break
            if isinstance(state.pending, Pending) and state.pending.kind == "place" and state.pending.seat == 0 \
                    and any(a.card >= 0 for a in match.legal(0) if isinstance(a, Place)):
                return match
            seat = match.to_act()[0]
            match.submit(seat, rng.choice(match.legal(seat)))
    raise AssertionError("no Arena preparation found")


def test_a_hit_dropped_on_a_free_square_lays_exactly_that_card_and_a_taken_square_springs_back(app) -> None:
    match = _placing_match()
    table = open_table(app, match)
    lay = table.layout()
    legal = [a for a in match.legal(0) if isinstance(a, Place) and a.card >= 0]
    card = legal[0].card
    taken = match.state.pos[1]
    before = len(match.steps)
    drag(app, hand_pos(table, card), lay.squares[taken].center)
    assert not [s for s in match.steps[before:] if s.seat == 0]
    assert table.toasts.texts and "no fighter stands" in table.toasts.texts[-1]
    free = next(a.square for a in legal if a.card == card)
    drag(app, hand_pos(table, card), lay.squares[free].center)
    assert [s.action for s in match.steps[before:] if s.seat == 0][0] == Place(card, free)


def test_hot_seat_hides_the_first_players_secret_choice(app) -> None:
    from scenes.handoff import HandoffScene

    app.settings.confirm_pass_turn = False
    match = Match.start(GAME, [Seat("Ann"), Seat("Ben")], 5, {"duel": "iaijutsu"})
    table = open_table(app, match)
    assert table.viewer is None and isinstance(app.stack.top, HandoffScene)  # covered from the start
    take_the_mouse(app)
    assert table.viewer == 0
    ann_hand = table.hand()
    table.slots = [ann_hand[0], ann_hand[1]]
    table.reveal = [False, False]
    table.confirm_pick()
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene)
    view = GAME.view(match.state, 1)
    assert view.picks[0] is not None and all(c == -1 for c in view.picks[0].cards)
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 1
    assert not set(ann_hand[:2]) & set(table.hand())
    assert all(c == -1 for c in table.sview.hands[0])


def test_an_all_ai_duel_reaches_the_end_screen_with_its_log(app) -> None:
    from scenes.sushido.results import SushidoResults

    match = Match.start(GAME, [Seat("AI 1", "ai", "easy"), Seat("AI 2", "ai", "easy")], 7, {"duel": "iaijutsu"})
    table = open_table(app, match)
    run_until(app, lambda: isinstance(app.stack.top, SushidoResults))
    results = app.stack.top
    assert match.finished
    assert results.headline() in ("A double victory!",) or results.headline().endswith("wins the duel!")
    assert results.rounds and results.rounds[-1][1] == tuple(GAME.outcome(match.state).winners)
    lines = table.log.lines(table.names, match.state.fighters, None, "en", 400)
    assert any(line.startswith("The duel is over") for line in lines)
    assert any("wins round" in line for line in lines)
    fr = table.log.lines(table.names, match.state.fighters, None, "fr", 400)
    assert any(line.startswith("Le duel est fini") for line in fr)
    frames(app, 3)


def test_a_mouse_only_human_plays_a_whole_duel_against_a_bot(app) -> None:
    """Every decision made through the screen: slots and Confirm, prompt buttons, arena drops."""
    from scenes.sushido.results import SushidoResults

    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 9, {"duel": "iaijutsu"})
    table = open_table(app, match)
    deadline = time.monotonic() + 60
    while not isinstance(app.stack.top, SushidoResults):
        assert time.monotonic() < deadline
        frames(app)
        if table.acting_human() != 0 or table.animating() or app.stack.top is not table:
            time.sleep(0.0005)
            continue
        lay = table.layout()
        if table.choosing():
            hand = table.hand()
            for index, card in enumerate(hand[:2]):
                drag(app, hand_pos(table, card), lay.slots[index].center)
            click(app, lay.confirm.center)
            continue
        if table.placing():
            click(app, table.skip_place.rect.center)
            continue
        prompt = table.prompt()
        assert prompt is not None, f"no way to answer {match.state.pending}"
        click(app, prompt.buttons[0].rect.center)
    assert match.finished
    assert any(step.seat == 0 for step in match.steps)


def test_a_saved_duel_replays_move_by_move_through_the_table(app, tmp_path) -> None:
    import json
    import random

    import game
    from scenes.replay import open_replay

    match = Match.start(GAME, [Seat("AI 1", "ai", "easy"), Seat("AI 2", "ai", "easy")], 13, {"duel": "iaijutsu"})
    rng = random.Random(13)
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, rng.choice(match.legal(seat)))
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(match.to_save()))
    assert game.games()["sushido"] is GAME
    assert open_replay(app, path)
    frames(app, 2)
    table = app.stack.top
    for _ in range(25):
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
        frames(app)
    assert len(table.match.steps) == 25
    assert [s.action for s in table.match.steps] == [s.action for s in match.steps[:25]]
    assert table.log.lines(table.names, table.match.state.fighters, None, "en", 100)


def test_right_click_on_a_hand_card_shows_it_large_and_a_click_closes_it(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {"duel": "iaijutsu"})
    table = open_table(app, match)
    card = table.hand()[0]
    click(app, hand_pos(table, card), button=3)
    assert table.detail_card == card
    click(app, (5, 5))
    assert table.detail_card is None and table.held is None


def test_the_cards_a_fighter_has_set_down_stay_clear_of_the_confirm_button_and_the_slots(app) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {"duel": "iaijutsu"})
    table = open_table(app, match)
    lay = table.layout()
    for seat in (0, 1):
        rects = table.painter.set_down_rects(seat, 2)
        assert len(rects) == 2 and not rects[0].colliderect(rects[1])
        for rect in rects:
            assert lay.middle.contains(rect)
            assert not rect.colliderect(lay.confirm)
            assert not any(rect.colliderect(slot) for slot in lay.slots)


def test_switching_language_mid_duel_relabels_the_buttons_made_at_the_start(app) -> None:
    from scenes.kit import i18n

    table = open_table(app, Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 5, {}))
    assert table.confirm.label == "Confirm"
    i18n.set_language("fr")  # as the settings screen does from the pause menu
    try:
        frames(app)
        assert table.confirm.label == "Valider"
    finally:
        i18n.set_language("en")


def test_no_one_sees_a_chain_not_even_its_owner(app) -> None:
    """The rulebook lets no player look at a chain's cards until they are revealed: the table
    draws the viewer's own chain face down too (the seat remembers what it laid)."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 5, {"duel": "iaijutsu"})
    for seat in match.to_act():  # both lay their Hajime cards hidden: they go to the chains
        match.submit(seat, next(a for a in match.legal(seat) if isinstance(a, Choose) and not a.reveal))
    assert match.state.chains[0]
    table = open_table(app, match)
    drawn: list[tuple[int, bool]] = []
    plain_draw = table.cards.draw

    def spy(surface, card, rect, face_up=True, **kw):  # type: ignore[no-untyped-def]
        drawn.append((card, face_up))
        return plain_draw(surface, card, rect, face_up=face_up, **kw)

    table.cards.draw = spy
    frames(app, 2)
    own = set(match.state.chains[0])
    assert own and all(not face_up for card, face_up in drawn if card in own)


def test_hot_seat_hands_the_parry_question_to_the_blocks_owner_and_back(app) -> None:
    """Ann (P1) strikes; Ben, whose Block lies revealed, is asked behind the hand-off cover, as a
    Super Combo window of the seat that is not playing is; then the screen goes back to Ann."""
    from scenes.handoff import HandoffScene
    from tests.sushido.helpers import card

    app.settings.confirm_pass_turn = False
    hit, move, block, spare = card("hit", "W"), card("move", "S"), card("block", "F"), card("super", "P")
    state = GAME.from_scenario({"game": "sushido", "fighters": ["tako", "biwa"], "p1": 0, "gauge": [0, 0],
                                "hands": [[hit, move], [block, spare]]})
    match = Match(GAME, [Seat("Ann"), Seat("Ben")], 1, {}, state, [], [state])
    match.submit(0, Choose((hit, move), (hit, move)))
    match.submit(1, Choose((block, spare), (block, spare)))
    table = open_table(app, match)
    take_the_mouse(app)
    assert table.viewer == 0
    strike = next(b for b in table.prompt().buttons if b.label == "Strike")
    click(app, strike.rect.center)
    assert match.state.pending.kind == "parry" and match.to_act() == (1,)
    assert table.viewer == 0 and table.prompt() is None  # Ann is never shown Ben's question
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ben"
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 1
    prompt = table.prompt()
    assert prompt is not None and prompt.title.startswith("Ben: Ann's Hit")
    labels = [b.label for b in prompt.buttons]
    assert labels == ["Parry the Hit with my Block", "Take the Hit, keep the Block"]
    click(app, prompt.buttons[0].rect.center)
    assert match.state.life == (15, 15) and block not in match.state.revealed[1]
    lines = table.log.lines(table.names, match.state.fighters, 1, "en")
    assert "Ben parries the Hit." in lines
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ann"  # her Move waits
    take_the_mouse(app)
    frames(app, 2)
    assert table.viewer == 0 and table.prompt() is not None
