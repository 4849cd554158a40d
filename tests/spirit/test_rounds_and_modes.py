"""Setup by mode and seat count, the end of a round step by step, winning, losing, scoring."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.errors import SpecError
from game.spirit import GAME
from game.spirit.actions import ChooseWounded, Fight, Pass, StartTurn, UseSpareToken
from game.spirit.data import SAMURAI_NAMES, card
from game.spirit.setup import new_state
from game.spirit.state import Board, track, wound_outcome
from tests.spirit.helpers import act, decision, first, guarded, kinds, table

FILLER = ["1/any", "1/any", "1/any", "1/any"]


@pytest.mark.parametrize("mode, barricades, raiders, reinforcements", [
    ("easy", 3, 6, -1), ("normal", 2, 7, 0), ("hard", 1, 7, 0), ("heroic", 0, 7, 0),
])
@pytest.mark.parametrize("seats", [2, 4, 7])
def test_setup_by_mode(mode: str, barricades: int, raiders: int, reinforcements: int, seats: int) -> None:
    state = new_state(seats, 5, {"mode": mode})
    assert state.barricades == state.barricades_start == seats + barricades
    assert len(state.deck) == seats * raiders
    assert all(card(c).rank == "raider" for c in state.deck)
    assert len(state.box) == 52 - seats * raiders
    assert len(state.lieutenants) == len(state.chiefs) == 7
    assert len(state.farms) == 6 and state.families == ("A", "B", "C")
    assert state.round == 1 and 0 <= state.active < seats


def test_reinforcements_join_in_rounds_two_and_three() -> None:
    for mode, per_seat in (("easy", -1), ("normal", 0)):
        state = table(["Gorobei", "Kanbei", "Kyuzo"], mode=mode, deck=[],
                      boards=[guarded(0), guarded(1), guarded(2)])
        assert state.round == 2
        assert sum(card(c).value == 5 for c in state.deck) == 3 + per_seat
        assert len(state.deck) == 9 + 3 + per_seat  # every card in play gathered again
        assert all(b.left == () and b.line == () and not b.passed for b in state.boards)


def test_options_are_checked() -> None:
    with pytest.raises(SpecError, match="unknown samurai Musashi .*, or random or pick"):
        GAME.new(2, 1, {"samurai": "Heihachi,Musashi"})
    with pytest.raises(SpecError, match="only once"):
        GAME.new(3, 1, {"samurai": "Heihachi,pick,heihachi"})
    with pytest.raises(SpecError, match="2 samurai for 3"):
        GAME.new(3, 1, {"samurai": "random,pick"})
    with pytest.raises(SpecError, match="mode"):
        GAME.new(3, 1, {"mode": "nightmare"})
    state = GAME.new(3, 1, {"samurai": "kyuzo, Heihachi,Kanbei"})
    assert [b.samurai for b in state.boards] == ["Kyuzo", "Heihachi", "Kanbei"]


def test_random_samurai_and_first_player_vary_with_the_seed() -> None:
    firsts = {GAME.new(4, seed, {}).active for seed in range(40)}
    names = {GAME.new(2, seed, {}).boards[0].samurai for seed in range(40)}
    assert firsts == {0, 1, 2, 3} and len(names) >= 5


def test_two_samurai_variant_spare_tokens_and_doll_check() -> None:
    for seed in range(30):
        state = new_state(2, seed, {})
        assert sum(card(c).symbol == "doll" for c in state.deck) >= 2
        assert len(state.spare) == 5
        assert set(state.spare) | {b.samurai for b in state.boards} == set(SAMURAI_NAMES)
    assert new_state(3, 1, {}).spare == ()
    assert len(new_state(3, 1, {"spare_tokens": "on"}).spare) == 4
    assert new_state(2, 1, {"spare_tokens": "off"}).spare == ()


def test_spare_tokens_before_the_penalty_once_per_game() -> None:
    state = table(["Kyuzo", "Heihachi"], spare=["Gorobei", "Kanbei"], deck=FILLER * 2,
                  boards=[{"line": ["2/doll/flames/wound"]}, {}])
    assert decision(state) == "spare" and not state.boards[0].wound  # before the penalty
    state, events = act(state, UseSpareToken("Gorobei"), seat=0)
    assert first(events, "spare_token_used").get("token") == "Gorobei"
    assert decision(state) == "spare"
    state, _ = act(state, StartTurn(), seat=0)
    assert decision(state) == "ignore"  # Gorobei's talent helps for this turn
    from game.spirit.actions import IgnorePenalty

    state, _ = act(state, IgnorePenalty(True), seat=0)
    assert state.spare == ("Kanbei",) and not state.boards[0].wound


def test_end_of_round_hats_farms_and_families() -> None:
    state = table(["Gorobei", "Kanbei"], deck=[], mode="normal", families=["B", "C"],
                  boards=[{"left": ["1/farm/infiltrate", "1/doll/infiltrate"]},
                          {"left": ["2/hat/infiltrate", "2/doll/infiltrate"]}])
    # Gorobei lacks a hat: wounded; Kanbei lacks a farm: one farm burns; both guard families
    assert state.boards[0].wound and not state.boards[1].wound
    assert len(state.farms) == 5 and len(state.families) == 2
    assert state.round == 2


def test_family_bonuses_b_and_c_and_none_in_heroic() -> None:
    infiltrators = ["1/hat/no_defend", "3/hat/left"]
    state = table(["Gorobei", "Kanbei"], deck=[], barricades=2, families=["B", "C"],
                  infiltrators=infiltrators, boards=[guarded(0), guarded(1)])
    # B rebuilds one barricade, C unmasks the top infiltrator; the other has no flames
    assert state.barricades == 3 and state.round == 2
    state = table(["Gorobei", "Kanbei"], mode="heroic", deck=[], barricades=2, families=["B", "C"],
                  infiltrators=infiltrators, boards=[guarded(0), guarded(1)])
    assert state.barricades == 2


def test_lost_family_is_random_and_the_game_is_lost_without_families() -> None:
    state = table(["Gorobei", "Kanbei"], deck=[], families=["A"],
                  boards=[{"left": ["1/hat/infiltrate", "1/farm/infiltrate"]}, guarded(1)])
    assert state.result == "families"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.cooperative_win is False and outcome.score == 0


def test_all_passing_sends_the_rest_of_the_deck_to_the_infiltrators() -> None:
    state = table(["Gorobei", "Kanbei"], deck=["1/hat/no_defend", "3/hat/left", "4/hat"],
                  barricades=4, families=["A"], boards=[guarded(0), guarded(1)])
    state, _ = act(state, Pass(), seat=0)
    state, events = act(state, Pass(), seat=1)
    ended = first(events, "round_ended")
    assert ended.get("reason") == "all_passed" and ended.get("infiltrated") == 3
    revealed = [e for e in events if e.kind == "infiltrator_revealed"]
    assert len(revealed) == 3 and state.barricades == 4
    assert first(events, "turn_started").get("seat") == 0  # left of the last active (seat 1)


def test_farm_backs_apply_in_hard_mode() -> None:
    base = dict(deck=[], barricades=0, boards=[{"left": ["1/hat/infiltrate", "1/doll/infiltrate"]},
                                               guarded(1)])
    state = table(["Gorobei", "Kanbei"], mode="hard", farms=["A", "B", "C", "C", "D", "A"], **base)
    assert len(state.families) == 2  # back A: a family flees
    state = table(["Gorobei", "Kanbei"], mode="hard", farms=["A", "C", "C", "D", "D", "B"], **base)
    assert len(state.farms) == 4  # back B burns another farm, whose back D then asks a wound
    assert decision(state) == "wound_target" and GAME.to_act(state) == (state.active,)
    state, events = act(state, ChooseWounded(1))
    assert first(events, "wound").get("seat") == 1
    assert first(events, "wound_healed").get("seat") == 1  # family A heals the only marked one
    state = table(["Gorobei", "Kanbei"], mode="hard", farms=["A", "B", "D", "D", "A", "C"], **base)
    assert len(state.farms) == 4  # back C with no barricade: another farm (back A: a family)
    assert len(state.families) == 2
    state = table(["Gorobei", "Kanbei"], mode="normal", farms=["A", "C", "C", "D", "D", "B"], **base)
    assert len(state.farms) == 5 and state.burnt == ("B",)


def test_winning_after_the_third_round_and_the_score() -> None:
    state = table(["Gorobei", "Kanbei"], round=3, mode="hard", deck=[], farms=["A", "B", "C"],
                  families=["A", "C"], boards=[guarded(0), guarded(1)])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.cooperative_win is True
    assert outcome.score == 3 + 2 + 1 and outcome.breakdown["label"] == "6++"
    assert outcome.winners == (0, 1) and GAME.to_act(state) == ()
    state = table(["Gorobei", "Kanbei"], round=3, mode="easy", deck=[], farms=["A"],
                  families=["C"], boards=[guarded(0, wound=True), guarded(1)])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.score == 2 and outcome.breakdown["label"] == "2"
    assert outcome.breakdown["wounds"]["Gorobei"] == {"animal": False, "marker": True}


def test_wound_ladder_and_death() -> None:
    line = ["1/doll/flames/wound"]
    state = table(["Kyuzo", "Katsushiro"], deck=FILLER, boards=[{"line": line}, {}])
    assert state.boards[0].wound and not state.boards[0].animal
    state = table(["Kyuzo", "Katsushiro"], deck=FILLER, boards=[{"line": line, "wound": True}, {}])
    assert state.boards[0].animal and not state.boards[0].wound
    state = table(["Kyuzo", "Katsushiro"], deck=FILLER, boards=[{"line": line, "animal": True}, {}])
    assert state.boards[0].animal and state.boards[0].wound
    state = table(["Kyuzo", "Katsushiro"], deck=FILLER,
                  boards=[{"line": line, "animal": True, "wound": True}, {}])
    assert state.result == "death" and GAME.to_act(state) == ()
    assert GAME.outcome(state).reason == "a samurai fell"  # type: ignore[union-attr]


def test_the_wound_ladder_helper_tells_what_the_next_wound_does() -> None:
    assert wound_outcome(Board("Kyuzo")) == "marker"
    assert wound_outcome(Board("Kyuzo", wound=True)) == "animal"
    assert wound_outcome(Board("Kyuzo", animal=True)) == "marker"
    assert wound_outcome(Board("Kyuzo", animal=True, wound=True)) == "fatal"


def test_overwhelmed_breaks_a_barricade_then_forces_the_pass() -> None:
    state = table(["Kanbei", "Katsushiro"], deck=["4/doll/right"] + FILLER, barricades=3,
                  boards=[{"line": ["4/any", "3/doll"], "left": ["1/doll"]}, {}])
    state, events = act(state, Fight(), seat=0)
    assert "overwhelmed" in kinds(events) and state.barricades == 2
    assert track(state.boards[0]) == 11
    state, _ = act(state, Fight(), seat=1)
    while decision(state) == "card":
        state, _ = act(state, GAME.legal_actions(state, state.tasks[-1].seat)[0])
    assert state.boards[0].passed  # forced: Kyuzo's pass came by itself


def test_a_step_told_event_by_event_ends_where_play_does_and_shows_the_round_as_it_closed() -> None:
    """``driver.play_told``: what the scene shows while it tells a round's end. Each event comes
    with the table just after it; the last is the state ``play`` gives."""
    from game.spirit.driver import play_told
    from game.spirit.state import top_decision

    state = table(["Gorobei", "Kanbei"], deck=["1/hat/flames"],
                  boards=[{"left": ["2/hat/flames"], "line": ["3/any"]}, {"left": ["4/doll"]}])
    told = play_told(state, top_decision(state), Fight())
    after, events = act(state, Fight(), seat=0)
    assert tuple(e for e, _ in told) == events
    assert replace(told[-1][1], tasks=after.tasks) == after  # tasks are pushed after the last event
    ended = next(k for k, (e, _) in enumerate(told) if e.kind == "round_ended")
    closing = told[ended][1]  # the checks begin: the boards still laid out as the round left them
    assert after.round == 2 and after.boards[0].left == ()
    assert closing.round == 1 and closing.deck == () and closing.boards[0].left == state.boards[0].left
    assert len(closing.boards[0].line) == 2 and closing.farms == state.farms
    burnt = next(s for e, s in told if e.kind == "farm_burnt")  # each loss shows as it comes
    assert len(burnt.farms) == len(state.farms) - 1 and burnt.boards[0].line == closing.boards[0].line


def test_one_person_playing_three_samurai_takes_the_spare_tokens() -> None:
    """Solo (rulebook): two samurai, or three, played with the two-samurai variant; auto sees
    the seats, so three under one name get the absent samurai's tokens and a team does not."""
    from game.core.match import Match
    from game.core.seats import Seat
    from game.spirit import GAME

    solo = Match.start(GAME, [Seat("Aiko")] * 3, 1)
    assert solo.options["spare_tokens"] == "on" and len(solo.state.spare) == 4
    friends = Match.start(GAME, [Seat("Aiko"), Seat("Ben"), Seat("Aiko")], 1)
    with_bots = Match.start(GAME, [Seat("Aiko"), Seat("AI 1", "ai"), Seat("AI 2", "ai")], 1)
    assert friends.state.spare == () and with_bots.state.spare == ()
    chosen_off = Match.start(GAME, [Seat("Aiko")] * 3, 1, {"spare_tokens": "off"})
    assert chosen_off.state.spare == ()
    again = Match.from_save(solo.to_save(), {"spirit": GAME})
    assert again.state == solo.state
