"""Setup of each duel type, round transitions, the match end, double wins, time over, reshuffles."""

from __future__ import annotations

import pytest

from game.core import SpecError
from game.core.game import resolve_options
from game.sushido import GAME
from game.sushido.actions import Choose
from game.sushido.data import rules

from .helpers import act, all_cards, both_choose, card, find, reveal_all, scenario

SUPERS = (card("super", "W", 0), card("super", "W", 1))
SUPERS2 = (card("super", "F", 0), card("super", "F", 1))
HIT = card("hit", "W")
HIT2 = card("hit", "F")


@pytest.mark.parametrize(("duel", "p1_super", "p2_super"),
                         [("iaijutsu", 2, 3), ("training", 1, 2), ("encounter", 0, 1)])
def test_each_duel_type_sets_up_super_life_and_hands(duel, p1_super, p2_super):
    for seed in range(4):
        state = GAME.new(2, seed, {"duel": duel, "fighters": "kujira,manta"})
        assert state.gauge[state.p1] == p1_super and state.gauge[1 - state.p1] == p2_super
        assert state.life == (18, 12)
        assert state.pos == (3, 4)
        assert [len(h) for h in state.hands] == [5, 5]  # 3 for the round, 2 for the first turn
        assert len(state.deck) == 50 and sorted(all_cards(state)) == list(range(60))
        assert GAME.to_act(state) == (0, 1)


def test_default_duel_is_encounter_and_fighters_random_by_seed():
    assert resolve_options(GAME, {})["duel"] == "encounter"
    seen = {GAME.new(2, seed, {"duel": "encounter", "fighters": ""}).fighters for seed in range(40)}
    assert len(seen) > 10
    assert {GAME.new(2, seed, {}).p1 for seed in range(20)} == {0, 1}
    assert GAME.new(2, 5, {}).fighters == GAME.new(2, 5, {}).fighters


def test_fighters_option_in_seat_order_mirror_allowed_and_checked():
    assert GAME.new(2, 1, {"fighters": "tako,dogu"}).fighters == ("tako", "dogu")
    assert GAME.new(2, 1, {"fighters": "same,same"}).fighters == ("same", "same")
    with pytest.raises(SpecError, match="unknown fighter 'godzilla'"):
        GAME.new(2, 1, {"fighters": "same,godzilla"})
    with pytest.raises(SpecError, match="two names"):
        GAME.new(2, 1, {"fighters": "tako"})
    with pytest.raises(SpecError):
        resolve_options(GAME, {"duel": "brawl"})
    with pytest.raises(SpecError):
        GAME.new(3, 1, {})


@pytest.mark.parametrize("fighters", ["octopus,tako", "tako"])
@pytest.mark.parametrize("command", ["simulate", "screenshot"])
def test_a_mistyped_fighters_option_is_one_error_line_on_the_command_line(command, fighters, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    extra = ["--games", "1"] if command == "simulate" else ["--out", str(tmp_path / "shot.png")]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMURAI_TABLE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "main.py", command, "sushido", "--seed", "1", "--option",
                           f"fighters={fighters}", *extra], cwd=root, capture_output=True, text=True,
                          timeout=120, env=env)
    lines = [line for line in done.stderr.splitlines() if not line.startswith("pygame")]
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(lines) == 1 and lines[0].startswith("error: ") and "fighter" in lines[0], done.stderr


def test_a_random_entry_draws_that_seat_alone_as_the_empty_option_draws_both():
    for seed in range(6):
        assert GAME.new(2, seed, {"fighters": "random,random"}) == GAME.new(2, seed, {"fighters": ""})
    drawn = {GAME.new(2, seed, {"fighters": "Random,tako"}).fighters for seed in range(30)}
    assert {second for _, second in drawn} == {"tako"} and len({first for first, _ in drawn}) > 3
    with pytest.raises(SpecError, match="or random"):
        GAME.new(2, 1, {"fighters": "random"})


def ko_turn(life, duel="encounter", wins=(0, 0), arena=None, gauge=(2, 3)):
    fields = {"arena": arena} if arena else {}
    state = scenario(("tako", "biwa"), p1=0, duel=duel, life=list(life), wins=list(wins), gauge=list(gauge),
                     hands=[[HIT, SUPERS[0]], [HIT2, SUPERS2[0]]], **fields)
    state, events = both_choose(state, reveal_all((HIT, SUPERS[0])), reveal_all((HIT2, SUPERS2[0])))
    while not state.over and state.round == 1:
        seat = state.pending.seat
        state, more = act(state, seat, GAME.legal_actions(state, seat)[0])
        events += more
    return state, events


def test_ko_round_end_restores_the_loser_only_and_keeps_the_rest():
    trap = card("hit", "P", 4)
    state, events = ko_turn((10, 1), arena={"0": [trap]})
    assert find(events, "ko")[0].data["seat"] == 1
    assert find(events, "round_won")[0].data["seat"] == 0
    assert state.round == 2 and state.turn == 1 and state.wins == (1, 0) and state.round_winners == (0,)
    assert state.life == (9, 15)  # the KO'd Biwa back to full, Tako keeps the wound Biwa still dealt
    assert state.p1 == 1  # the Player 1 token passes
    assert state.pos == (3, 4)
    assert state.arena[0] == (trap,)  # cards laid in the arena stay
    assert [len(h) for h in state.hands] == [5, 5] and state.chains == ((), ())
    assert state.gauge == (4, 4)  # never reset: Tako +1 card +1 diamond (9), Biwa +1 card
    assert sorted(all_cards(state)) == list(range(60))


def test_the_round_end_says_whether_a_knock_out_or_a_ring_out_ended_it():
    _, events = ko_turn((10, 1))
    assert {e.data["reason"] for e in find(events, "round_won")} == {"ko"}
    _, events = ko_turn((1, 1), duel="iaijutsu")
    assert {e.data["reason"] for e in find(events, "round_won")} == {"ko"}


def test_a_ko_fighter_still_finishes_the_turn_and_double_wins_are_possible():
    state, events = ko_turn((1, 1), duel="iaijutsu")
    assert [e.data["seat"] for e in find(events, "ko")] == [1, 0]  # Biwa hits back although KO
    assert state.over and GAME.outcome(state).winners == (0, 1)
    assert GAME.outcome(state).reason == "double win"


def test_the_match_ends_at_the_duel_types_number_of_rounds():
    state, _ = ko_turn((10, 1), duel="training", wins=(1, 0))
    outcome = GAME.outcome(state)
    assert state.over and outcome is not None and outcome.winners == (0,) and outcome.scores == (2.0, 0.0)
    assert GAME.to_act(state) == () and GAME.legal_actions(state, 0) == ()
    state, _ = ko_turn((10, 1), duel="training", wins=(0, 0))
    assert not state.over and state.wins == (1, 0)


def test_ring_out_loser_keeps_their_life():
    move = card("move", "W")
    state = scenario(("tako", "biwa"), p1=0, pos=[6, 7], life=[15, 9], gauge=[0, 0],
                     hands=[[move, SUPERS[0]], list(SUPERS2)])
    state, _ = both_choose(state, reveal_all((move, SUPERS[0])), reveal_all(SUPERS2))
    state, events = act(state, 0, next(a for a in GAME.legal_actions(state, 0) if a.option == "move:f"))
    assert find(events, "round_won")[0].data["reason"] == "ring_out"
    assert state.round == 2 and state.life == (15, 9) and state.pos == (3, 4)


def test_time_over_gives_the_round_to_the_larger_share_of_life():
    state = scenario(("kujira", "manta"), p1=0, turn=rules().turn_limit, life=[9, 7], gauge=[0, 0],
                     hands=[list(SUPERS), list(SUPERS2)])
    state, events = both_choose(state, reveal_all(SUPERS), reveal_all(SUPERS2))
    assert find(events, "time_over")
    assert find(events, "round_won")[0].data["seat"] == 1  # 7/12 beats 9/18


def test_an_empty_deck_is_refilled_from_the_discard():
    hands = [[HIT, SUPERS[0]], [HIT2, SUPERS2[0]]]
    rest = [c for c in range(60) if c not in {HIT, SUPERS[0], HIT2, SUPERS2[0]}]
    state = scenario(("tako", "biwa"), p1=0, pos=[1, 5], gauge=[0, 0], hands=hands,
                     discard=rest[1:], deck_top=rest[:1])
    state, events = both_choose(state, reveal_all(tuple(hands[0])), reveal_all(tuple(hands[1])))
    while state.turn == 1:
        seat = state.pending.seat
        state, more = act(state, seat, GAME.legal_actions(state, seat)[0])
        events += more
    assert find(events, "reshuffle")
    assert [len(h) for h in state.hands] == [2, 2]
    assert sorted(all_cards(state)) == list(range(60))


def test_hidden_cards_join_the_chain_and_a_fifth_is_thrown_away():
    chain = [card("block", "W", n) for n in range(3)]
    extra = (card("move", "P"), card("hit", "P"))
    state = scenario(("tako", "biwa"), p1=0, gauge=[0, 0], hands=[list(extra), list(SUPERS2)],
                     chains=[chain, []])
    state, events = both_choose(state, Choose(extra, ()), reveal_all(SUPERS2))
    assert state.chains[0] == tuple(chain) + (extra[0],)
    assert find(events, "chain_overflow")[0].data["card"] == extra[1]


def test_every_text_a_player_reads_exists_in_english_and_french():
    from game.sushido.data import help_topics
    for topic in help_topics():
        assert topic["en"] and topic["fr"]
    for fighter in rules().fighters.values():
        assert fighter.passive_en and fighter.passive_fr
        for tech in (*fighter.combos, fighter.super_combo):
            assert tech.en and tech.fr and tech.name_en and tech.name_fr
    for lang in ("en", "fr"):
        assert set(rules().texts[lang]) == {"hit", "block", "move", "super"}


def test_laid_hits_on_the_vs_squares_stay_quiet_when_a_new_round_sets_the_fighters_there():
    laid = (card("hit", "P", 4), card("hit", "P", 3))
    state, events = ko_turn((10, 1), arena={"3": [laid[0]], "4": [laid[1]]})
    assert state.round == 2 and state.pos == (3, 4)
    assert not find(events, "arena_trap") and state.arena[3] == (laid[0],) and state.arena[4] == (laid[1],)
    assert state.life == (9, 15)
