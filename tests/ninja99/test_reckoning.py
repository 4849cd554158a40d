"""The final reckoning's tokens and every tie-break of the winner."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ninja99 import GAME
from game.ninja99.actions import Reckon
from game.ninja99.reckoning import distinct_assignments, gathered_tokens, reckoning_outlook
from tests.ninja99.helpers import scenario


def test_gathered_tokens_keep_their_faces() -> None:
    state = scenario(phase="reckon", end_reason="daimyos", fallen=[[1, 0, 1], [2, 0, 2], [3, 1, 1]],
                     tokens=["PPDDDDXF", "PDDDDDFF"])
    assert [(t.number, t.face, t.value) for t in gathered_tokens(state, 0)] == [
        (1, "daimyo", 1), (2, "daimyo", 2), (7, "favour", 1), (8, "favour", 1)]


def test_after_a_deck_out_unplaced_tokens_turn_to_favour() -> None:
    state = scenario(phase="reckon", end_reason="deck", fallen=[[1, 0, 1]], tokens=["PDDDDDDD", "DDDDDDDF"])
    mine = gathered_tokens(state, 0)
    assert len(mine) == 8 and sum(t.value for t in mine) == 1 + 7
    assert len(gathered_tokens(state, 1)) == 8


def test_distinct_assignments_cover_every_result_once() -> None:
    state = scenario(phase="reckon", end_reason="daimyos", fallen=[[1, 0, 1], [2, 0, 2]],
                     tokens=["PPDDDDFF", "DDDDDDFF"])
    options = distinct_assignments(state, 0)
    # tokens worth 1, 2, 1, 1: totals (b, r, w) with b + r + w = 5.
    totals = set()
    for text in options:
        values = [1, 2, 1, 1]
        totals.add(tuple(sum(v for v, c in zip(values, text, strict=True) if c == k) for k in "BRW"))
    assert len(totals) == len(options)
    assert len(options) == 21  # every (b, r, w) with b + r + w = 5


def finished(tracks: tuple[int, int, int], tokens: tuple[str, str] = ("DDDDDDDD", "DDDDDDDD"),
             fallen: list[list[int]] | None = None):
    state = scenario(tokens=list(tokens), fallen=fallen or [])
    return replace(state, phase="over", tracks=tracks, end_reason="daimyos")


@pytest.mark.parametrize(("tracks", "winners", "rule"), [
    ((1, 1, -9), (0,), "majority"),  # two positive clans beat one big one
    ((-1, -1, 9), (1,), "majority"),
    ((3, -2, 0), (0,), "total"),  # one clan each: the higher positive total
    ((0, -4, 3), (1,), "total"),
])
def test_winner_rules(tracks: tuple[int, int, int], winners: tuple[int, ...], rule: str) -> None:
    outcome = GAME.outcome(finished(tracks))
    assert outcome is not None
    assert outcome.winners == winners and outcome.breakdown["rule"] == rule


def test_tie_on_totals_goes_to_more_daimyo_tokens() -> None:
    state = finished((2, -2, 0), ("PDDDDDDF", "PPDDDDFF"), [[1, 0, 1], [2, 1, 1], [3, 1, 2]])
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,) and outcome.breakdown["rule"] == "tokens"


def test_full_tie_is_a_draw() -> None:
    outcome = GAME.outcome(finished((2, -2, 0)))
    assert outcome is not None and outcome.winners == (0, 1) and outcome.breakdown["rule"] == "draw"


def test_solo_reckoning_reveals_the_automatons_score_cards() -> None:
    state = scenario(seats=1, hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[4, 0, 3],
                     fallen=[[1, 0, 1], [2, 1, 1]], tokens=["PDDDDDDF", "PDDDDDDF"],
                     score_cards=[["3A", "B", False], ["5A", "R", True]], score_deck=[])
    assert GAME.to_act(state) == (0,)
    state, events = GAME.apply(state, 0, Reckon("BB"))
    # Black: 4 + 2 - 4 (3A's bottom) = 2; Red: -5 (5A's bottom); White 3.
    assert state.tracks == (2, -5, 3)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.breakdown["rule"] == "majority"
    assert events[-1].get("moves")["1"] == {"B": 4, "R": 5, "W": 0}


def test_solo_loss_has_no_winner_seat() -> None:
    state = scenario(seats=1, hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[0, 0, 1],
                     fallen=[[1, 1, 1]], tokens=["DDDDDDDF", "PDDDDDDD"],
                     score_cards=[["3A", "B", False], ["5A", "R", True]], score_deck=[])
    state, _ = GAME.apply(state, 0, Reckon("W"))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == () and outcome.teams == ("seat1",)


def test_the_solo_outlook_counts_the_automatons_score_cards() -> None:
    # Red: -8 now, the player's 12 points, 5A face up (5) and 3A face down (4: its Blacklist back
    # names it, so its value is known where it lies); Black: 1A face down (3); White: nothing.
    state = scenario(seats=1, hands=[[], []], phase="reckon", end_reason="daimyos", tracks=[0, -8, 2],
                     fallen=[[1, 0, 1], [2, 0, 2], [3, 0, 3], [4, 0, 4]], tokens=["PPPPDDFF", "DDDDDDDD"],
                     score_cards=[["5A", "R", True], ["3A", "R", False], ["1A", "B", False]], score_deck=[])
    black, red, white = reckoning_outlook(state, 0, (0, 12, 0))
    assert (red.now, red.after) == (-8, -5)
    assert (black.now, black.after) == (0, -3)
    assert (white.now, white.after) == (2, 2)
    # "RRRRRR" gives Red 1 + 2 + 3 + 4 + 1 + 1 = 12: the reveal lands exactly on the outlook.
    after, _ = GAME.apply(state, 0, Reckon("RRRRRR"))
    for outlook in (black, red, white):
        assert after.score(0, outlook.clan) == outlook.after
    assert after.score(0, "R") == -5  # not the -8 + 12 = +4 the player's tokens alone promise


def test_a_two_player_outlook_counts_only_the_sides_own_tokens() -> None:
    state = scenario(phase="reckon", end_reason="daimyos", tracks=[3, -1, 0], fallen=[[1, 0, 1]],
                     tokens=["PDDDDDDF", "DDDDDDDF"])
    outlooks = reckoning_outlook(state, 1, (0, 2, 0))
    assert [(o.now, o.after) for o in outlooks] == [(-3, -3), (1, 3), (0, 0)]
