"""Whole games through the table: bots to the end, the secret reckoning by dragging tokens, the
clan choice, techniques, an unplaceable card, and a picture of the ghost."""

from __future__ import annotations

import os
import time

import pygame

from game import get_game
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Discard, EndTurn, PickClan, Place, Reckon, UseTechnique
from game.ninja99.data import CLANS
from scenes.ninja99.table import NinjaTable
from tests.scenes.helpers import take_the_mouse
from tests.scenes.ninja99.ninja99_table_helpers import (
    anchor_centre,
    button_labelled,
    click,
    frames,
    make_app,
    move,
    open_table,
    play_bots_until,
    press,
    release,
    started_match,
)


def _run_until_over(app, table: NinjaTable, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not table.match.finished and time.monotonic() < deadline:
        frames(app)
        if table._thinking is not None:  # let the worker thread answer without spinning the CPU
            time.sleep(0.001)
    frames(app, 5)


def test_an_all_ai_game_is_played_through_the_scene_to_the_end(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = "instant"
    match = Match.start(get_game("ninja99"), [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], 11,
                        {"modules": "blacklist,ronin,clan"})
    table = open_table(app, match)
    _run_until_over(app, table, 90)
    assert match.finished
    outcome = match.game.outcome(match.state)
    assert outcome is not None
    assert table.reveal_lines, "the winner and the tie-break are shown"
    laid = sum(1 for s in match.steps if isinstance(s.action, Place))
    assert laid == len(match.state.layers) > 5
    assert table.picture.renders < len(match.steps) + 10  # the board is redrawn per change, not per frame
    from scenes.game_over import headline
    from scenes.ninja99.game_over import NinjaGameOver

    frames(app, 200)
    end = app.stack.top
    assert isinstance(end, NinjaGameOver)
    title = headline(end.outcome, match)
    assert "seat" not in title and ("A" in title or "B" in title or title == "Nobody wins")
    assert end.outcome.reason.startswith(("Decided", "Nobody", "Tied"))


def test_a_solo_game_against_the_automaton_runs_to_the_end(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = "instant"
    match = Match.start(get_game("ninja99"), [Seat("A", "ai", "easy")], 4, {"level": "5"})
    table = open_table(app, match)
    _run_until_over(app, table, 60)
    assert match.finished
    assert match.state.auto_row or match.state.score_cards or match.state.fallen
    from scenes.ninja99.game_over import NinjaGameOver

    frames(app, 200)
    end = app.stack.top
    assert isinstance(end, NinjaGameOver)
    totals = end.outcome.breakdown["positive_totals"]
    rows = {name: (score, won) for _, name, _, score, won in end.rows()}
    # both sides are listed with their positive totals, whose difference is the solo margin
    assert rows["A"][0] == str(totals["seat1"]) and rows["Automaton"][0] == str(totals["automaton"])
    assert end.outcome.score == totals["seat1"] - totals["automaton"]
    automaton_won = bool(end.outcome.winning_teams)
    assert rows["Automaton"][1] == automaton_won and rows["A"][1] == (0 in end.outcome.winners)


def test_the_reckoning_is_done_by_dragging_tokens_onto_the_tracks(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=9)
    play_bots_until(match, lambda m: m.state.phase == "reckon" and 0 in m.to_act(), seed=3)
    table = open_table(app, match)
    draft = table.draft
    assert draft is not None and draft.side == 0
    tokens = len(draft.tokens)
    assert tokens >= 1
    # drag every token onto the Red track, one by one, with the mouse
    for index in range(tokens):
        press(app, draft.token_rects[index].center)
        move(app, draft.zone_rects["R"].center, settle=2)
        release(app, draft.zone_rects["R"].center)
    assert draft.clans == ["R"] * tokens
    # and the first one back to White
    press(app, draft.token_rects[0].center)
    move(app, draft.zone_rects["W"].center, settle=2)
    release(app, draft.zone_rects["W"].center)
    expected = "W" + "R" * (tokens - 1)
    red_before = match.state.score(0, "R")
    click(app, button_labelled(table, "Reveal").rect.center)
    assert match.steps[-1].action == Reckon(expected)
    assert match.state.reckoning[0] == expected
    # the bot gives its own assignment, then both are revealed and the cubes move
    deadline = time.monotonic() + 20
    while not match.finished and time.monotonic() < deadline:
        frames(app)
    assert match.finished
    assert match.state.score(0, "R") != red_before or tokens == 1
    assert table.reveal_lines and table.reveal_left > 0


def test_the_rival_reckoning_stays_hidden_in_hot_seat(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Ben")], 9, {})
    play_bots_until(match, lambda m: m.state.phase == "reckon", seed=3)
    first = match.to_act()[0]
    match.submit(first, match.legal(first)[0])
    table = NinjaTable(app, match)
    table.viewer = 1 - first
    assert table._state.reckoning[first] == "*"  # given, but not shown to the other player
    assert table.view.state.reckoning[1 - first] is None


def test_clans_are_chosen_by_clicking_a_clan(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {})
    match.submit(1, PickClan("W"))
    table = open_table(app, match)
    rects = table._clan_choice_rects()
    assert set(rects) == {"B", "R"}
    click(app, rects["B"].center)
    assert match.steps[-1].action == PickClan("B") and match.state.clans[0] == "B"


def test_a_technique_is_used_by_a_click(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=9)
    play_bots_until(match, lambda m: m.to_act() == (0,) and m.state.favour(0) >= 1
                    and UseTechnique("kayakujutsu") in m.legal(0), seed=5)
    table = open_table(app, match)
    click(app, table.panels.hits["tech:kayakujutsu"].center)
    assert match.steps[-1].action == UseTechnique("kayakujutsu")
    assert "kayakujutsu" in match.state.turn.techniques


def test_an_unplaceable_card_is_flagged_and_discarded_with_a_draw(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=14)  # seed found by search: Ann's card fits nowhere after 31 moves
    play_bots_until(match, lambda m: m.to_act() == (0,) and any(isinstance(a, Discard) for a in m.legal(0))
                    and not m.state.turn.must_discard, seed=1)
    table = open_table(app, match)
    card = next(a.card for a in match.legal(0) if isinstance(a, Discard))
    assert table.unplaceable() == {card}  # the tray flags it "Fits nowhere"
    deck = len(match.state.deck)
    click(app, button_labelled(table, "Discard and draw").rect.center)
    kinds = [type(s.action) for s in match.steps[-2:]]
    assert kinds == [Discard, EndTurn]
    assert card in match.state.discard and len(match.state.deck) == deck - 1


def test_picture_of_a_card_held_over_the_board(tmp_path, monkeypatch):
    """Writes the ghost screenshot (to NINJA99_SHOTS when set) and checks the preview it shows."""
    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=5)
    play_bots_until(match, lambda m: len(m.state.layers) >= 6 and m.to_act() == (0,) and any(
        isinstance(a, Place) for a in m.legal(0)), seed=2)
    table = open_table(app, match)
    best = max((a for a in match.legal(0) if isinstance(a, Place)),
               key=lambda a: len(__import__("game.ninja99.preview", fromlist=["x"]).preview_placement(
                   match.state, 0, a.card, a.orientation, a.row, a.col).covered))
    press(app, table.hand_rects[0].center)
    for _ in range(best.orientation % 4):
        table._rotate(1)
    if best.orientation >= 4:
        table._flip()
    move(app, anchor_centre(table, best.row, best.col), settle=40)
    assert table.ghost is not None and table.ghost.legal
    shots = os.environ.get("NINJA99_SHOTS")
    path = os.path.join(shots, "ghost.png") if shots else str(tmp_path / "ghost.png")
    pygame.image.save(app.screen, path)
    assert os.path.getsize(path) > 10_000
    assert set(CLANS) >= {ch for _, _, ch in table.ghost.cells if ch.isupper()}


def _match_from(data: dict) -> Match:
    """A match sitting on a scenario position (Ann against an easy bot)."""
    game = get_game("ninja99")
    state = game.from_scenario({"game": "ninja99", "seats": 2, **data})
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    return Match(game, seats, 1, {"modules": ",".join(data.get("modules", [])), "level": "0"}, state, [], [state])


def test_a_technique_picks_its_cells_on_the_board(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    # White with the Clan Techniques module, White showing card 2 (Kakuremino: samurai count as
    # White ninjas), two Favour tokens to pay with.
    match = _match_from({"clans": ["W", "B"], "modules": ["clan"], "clan_cards": [1, 1, 2],
                         "tokens": ["DDDDDDFF", "DDDDDDDD"], "hands": [["N01"], ["N02"]]})
    table = open_table(app, match)
    assert "tech:kakuremino" in table.panels.hits
    click(app, table.panels.hits["tech:kakuremino"].center)
    assert table.picking == "kakuremino"
    choices = sorted(table._pick_cells())
    assert len(choices) >= 2
    first, second = choices[0], choices[-1]
    outside = (first[0] - 5, first[1] - 5)
    click(app, table.camera.cell_to_screen(outside[0] + 0.5, outside[1] + 0.5))  # not a choice: ignored
    assert table.picked == []
    for cell in (first, second):
        click(app, table.camera.cell_to_screen(cell[0] + 0.5, cell[1] + 0.5))
    assert sorted(table.picked) == sorted([first, second])
    click(app, button_labelled(table, "Confirm").rect.center)
    action = match.steps[-1].action
    assert isinstance(action, UseTechnique) and action.technique == "kakuremino"
    assert set(action.cells) == {first, second}
    assert match.state.tokens[0] == "DDDDDDXX"


def test_tenmon_draws_then_a_click_throws_one_card_away(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = _match_from({"clans": ["W", "B"], "tokens": ["DDDDDDDF", "DDDDDDDD"], "hands": [["N01"], ["N02"]]})
    table = open_table(app, match)
    click(app, table.panels.hits["tech:tenmon"].center)
    assert match.steps[-1].action == UseTechnique("tenmon")
    assert len(match.state.hands[0]) == 2 and match.state.turn.must_discard
    frames(app, 2)
    throw = [b for b in table.buttons if b.label == "Throw away"]
    assert len(throw) == 2  # one under each card in the hand
    drawn = match.state.hands[0][1]
    click(app, throw[1].rect.center)
    assert match.steps[-1].action == Discard(drawn)
    assert match.state.hands[0] == ("N01",) and not match.state.turn.must_discard


def test_hot_seat_play_needs_no_cover_while_the_hands_are_open(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    app.settings.confirm_pass_turn = False
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Ben")], 9, {})
    table = open_table(app, match)
    for _ in range(6):  # the clan picks, then the first turns
        seat = match.to_act()[0]
        for _ in range(600):  # the last move's animation plays out before the screen turns
            if table.viewer == seat:
                break
            frames(app)
        assert table.viewer == seat
        table.submit(match.legal(seat)[0], seat)
    assert {s.seat for s in match.steps} == {0, 1}
    assert not any(name == "HandoffScene" for _, name in app.stack.lifecycle_log)


def test_hot_seat_reckoning_hands_off_and_hides_the_first_choice(tmp_path, monkeypatch):
    from scenes.handoff import HandoffScene

    app = make_app(tmp_path, monkeypatch)
    app.settings.confirm_pass_turn = False
    match = Match.start(get_game("ninja99"), [Seat("Ann"), Seat("Ben")], 9, {})
    play_bots_until(match, lambda m: m.state.phase == "reckon", seed=3)
    table = open_table(app, match)
    assert table.viewer is None  # the secret assignments wait behind the cover from the start
    take_the_mouse(app)
    frames(app)
    first = table.viewer
    assert first in match.to_act() and table.draft is not None and table.draft.side == first
    click(app, button_labelled(table, "All on White").rect.center)
    click(app, button_labelled(table, "Reveal").rect.center)
    assert match.state.reckoning[first] is not None
    frames(app, 3)
    assert isinstance(app.stack.top, HandoffScene)  # the table is hidden before the next person looks
    take_the_mouse(app)
    frames(app, 2)
    second = 1 - first
    assert table.viewer == second
    assert table._state.reckoning[first] == "*"  # given, never shown to the other player
    assert table.draft is not None and table.draft.side == second and table.draft.clans.count(None) == len(
        table.draft.tokens)


def test_a_bot_card_travels_turns_and_settles_before_the_board_shows_it(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)  # normal animation speed
    match = started_match(seed=5)
    table = open_table(app, match)
    table.submit(next(a for a in match.legal(0) if isinstance(a, Place)))
    table.submit(EndTurn())
    deadline = time.monotonic() + 30
    while not any(s.seat == 1 and isinstance(s.action, Place) for s in match.steps) and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.002)
    laid = next(s.action for s in match.steps if s.seat == 1 and isinstance(s.action, Place))
    assert table.effects.card_in_flight
    travel = table.effects.travels[-1]
    assert travel.end_cell == (laid.row, laid.col)
    assert travel.start_angle == -90.0 * (laid.orientation % 4)
    assert (travel.unflipped is not None) == (laid.orientation >= 4)
    assert table.frozen_look is not None and len(table.frozen_look.layers) == len(match.state.layers) - 1
    assert table.animating()  # the next bot move waits for it
    while table.effects.card_in_flight:
        frames(app)
    frames(app)
    assert table.frozen_look is None
    assert "ninja99/settle" in app.audio.played


def test_a_saved_game_replays_move_by_move_on_the_table(tmp_path, monkeypatch):
    import json

    from scenes.replay import open_replay

    app = make_app(tmp_path, monkeypatch)
    match = started_match(seed=4)
    play_bots_until(match, lambda m: len(m.steps) >= 20, seed=4)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.to_save()))
    assert open_replay(app, path)
    app.stack.apply_pending()
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, NinjaTable) and table.script is not None
    assert not table._legal()  # nobody plays on a replay
    for _ in range(12):
        key_event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        pygame.event.post(key_event)
        frames(app, 3)
    assert len(table.match.steps) == 12
    assert [s.action for s in table.match.steps] == [s.action for s in match.steps[:12]]


def test_an_unaffordable_technique_is_refused_with_the_engines_reason(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    match = _match_from({"clans": ["W", "B"], "tokens": ["DDDDDDDF", "DDDDDDDD"], "hands": [["N01"], ["N02"]]})
    table = open_table(app, match)
    assert "boryaku" not in {a.technique for a in match.legal(0) if isinstance(a, UseTechnique)}
    click(app, table.panels.hits["tech:boryaku"].center)  # costs 2 Favour, Ann has 1
    assert len(match.steps) == 0
    assert any("costs 2 favour" in text.lower() for text in table.toasts.texts), table.toasts.texts
