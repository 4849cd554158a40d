"""Scoring: each multiplier column, Daimyo, lost blade, team totals, ties, the sword."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.katana import GAME
from game.katana.actions import PlayCard
from game.katana.state import OVER, Ending, KatanaState
from tests.katana.helpers import act, card, scenario

CHARS = ["goemon", "tomoe", "benkei", "kojiro", "musashi", "hanzo", "ieyasu"]


def ended(state: KatanaState, ending: Ending | None = None) -> KatanaState:
    return replace(state, phase=OVER, ending=ending or Ending("honour", -1, False, -1))


def lines(state: KatanaState) -> list[dict[str, object]]:
    outcome = GAME.outcome(state)
    assert outcome is not None
    return list(outcome.breakdown["seats"])


@pytest.mark.parametrize("roles,honour,multipliers", [
    (["shogun", "ninja", "ninja"], [6, 3, 3], [2, 1, 1]),
    (["shogun", "samurai", "ninja", "ninja"], [5, 3, 3, 3], [1, 2, 1, 2]),
    (["shogun", "samurai", "ninja", "ninja", "ronin"], [5, 3, 3, 3, 3], [1, 1, 1, 1, 2]),
    (["shogun", "samurai", "ninja", "ninja", "ninja", "ronin"], [5, 4, 4, 4, 4, 4], [1, 2, 1, 1, 1, 3]),
    (["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"], [5, 4, 4, 4, 4, 4, 4],
     [1, 1, 1, 1, 1, 1, 3]),
])
def test_each_multiplier_column(roles: list[str], honour: list[int], multipliers: list[int]) -> None:
    n = len(roles)
    # 4 players: the ninjas hold the 1- and 3-star cards; the 3-star one doubles
    stars = [0, 0, 1, 3] if n == 4 else None
    data: dict[str, object] = {"characters": CHARS[:n], "roles": roles}
    if stars:
        data["stars"] = stars
    s = scenario(**data)
    assert list(s.honour) == honour
    found = lines(ended(s))
    assert [line["multiplier"] for line in found] == multipliers
    assert [line["score"] for line in found] == [h * m for h, m in zip(honour, multipliers, strict=True)]


def test_four_players_only_the_ninja_with_most_stars_doubles() -> None:
    s = scenario(characters=CHARS[:4], roles=["ninja", "shogun", "ninja", "samurai"], stars=[2, 0, 1, 0])
    found = lines(ended(s))
    assert [line["multiplier"] for line in found] == [2, 1, 1, 2]


def test_daimyo_adds_one_each_after_multipliers_but_not_for_the_ronin() -> None:
    s = scenario(characters=CHARS[:6], roles=["shogun", "samurai", "ninja", "ninja", "ninja", "ronin"],
                 hands=[["daimyo"], ["daimyo"], [], [], [], ["daimyo"]])
    found = lines(ended(s))
    assert found[0]["score"] == 5 * 1 + 1
    assert found[1]["score"] == 4 * 2 + 1 and found[1]["daimyo"] == 1
    assert found[5]["score"] == 4 * 3 and found[5]["daimyo"] == 0


def test_team_totals_and_the_highest_wins() -> None:
    s = scenario(characters=CHARS[:5], roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
                 honour=[5, 3, 1, 0, 3])
    outcome = GAME.outcome(ended(s))
    assert outcome is not None
    assert outcome.breakdown["teams"] == {"shogun": 8, "ninja": 1, "ronin": 6}
    assert outcome.winning_teams == ("shogun",) and outcome.winners == (0, 1)
    assert outcome.teams == ("shogun", "shogun", "ninja", "ninja", "ronin")
    assert outcome.breakdown["rule"] == "highest_total"


def test_ninjas_win_every_tie() -> None:
    s = scenario(characters=CHARS[:5], roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
                 honour=[3, 1, 2, 2, 2])
    outcome = GAME.outcome(ended(s))
    assert outcome is not None and outcome.breakdown["teams"] == {"shogun": 4, "ninja": 4, "ronin": 4}
    assert outcome.winning_teams == ("ninja",) and outcome.breakdown["rule"] == "tie_ninjas_win"


def test_the_shogun_side_beats_the_ronin_on_a_tie() -> None:
    s = scenario(characters=CHARS[:5], roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
                 honour=[3, 1, 1, 0, 2])
    outcome = GAME.outcome(ended(s))
    assert outcome is not None and outcome.breakdown["teams"] == {"shogun": 4, "ninja": 1, "ronin": 4}
    assert outcome.winning_teams == ("shogun",) and outcome.breakdown["rule"] == "tie_shogun_beats_ronin"


def test_no_outcome_while_the_game_goes_on() -> None:
    assert GAME.outcome(scenario(characters=CHARS[:4], roles=["shogun", "samurai", "ninja", "ninja"])) is None


def test_lost_blade_when_a_teammate_defeats_you_and_that_ends_the_game() -> None:
    # seat 3 (ninja) has 1 life and 1 honour; seat 2 (ninja) finishes him: the game ends at once
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=2,
                 life=[4, 5, 5, 1, 5], honour=[5, 3, 3, 1, 3],
                 hands=[["geisha"], ["geisha"], ["bokken"], ["geisha"], ["geisha"]])
    after, events = act(s, 2, PlayCard(card(s, 2, "bokken"), 3))
    assert after.phase == OVER and after.honour[3] == 0 and after.honour[2] == 4
    outcome = GAME.outcome(after)
    assert outcome is not None
    seat3 = outcome.breakdown["seats"][3]
    assert seat3["lost_blade"] == -3 and seat3["score"] == -3
    assert outcome.breakdown["teams"]["ninja"] == 4 - 3
    assert outcome.breakdown["lost_blade_seat"] == 3
    assert [e.kind for e in events][-6:].count("role_revealed") == 5


def test_no_lost_blade_when_an_enemy_defeats_you() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1,
                 life=[4, 5, 5, 1, 5], honour=[5, 3, 3, 1, 3],
                 hands=[["geisha"], ["naginata"], ["geisha"], ["geisha"], ["geisha"]])
    after, _ = act(s, 1, PlayCard(card(s, 1, "naginata"), 3))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.breakdown["seats"][3]["lost_blade"] == 0


def test_victory_by_the_sword() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=4,
                 life=[0, 0, 1, 0, 5], honour=[5, 3, 3, 3, 3],
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["kiseru"]])
    after, _ = act(s, 4, PlayCard(card(s, 4, "kiseru"), 2))
    assert after.ending is not None and after.ending.reason == "sword" and after.ending.sword_valid
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winning_teams == ("ronin",) and outcome.winners == (4,)
    assert outcome.breakdown["rule"] == "victory_by_the_sword"


def test_no_sword_victory_after_felling_a_teammate_points_are_counted() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=2,
                 life=[0, 0, 5, 1, 0], honour=[5, 3, 1, 3, 1],
                 hands=[["geisha"], ["geisha"], ["kiseru"], ["geisha"], ["geisha"]])
    after, _ = act(s, 2, PlayCard(card(s, 2, "kiseru"), 3))
    assert after.ending is not None and after.ending.reason == "sword" and not after.ending.sword_valid
    outcome = GAME.outcome(after)
    assert outcome is not None
    # totals: shogun 5+3=8, ninja (1+1) + (3-1-3) = 1, ronin 1*2 = 2
    assert outcome.breakdown["teams"] == {"shogun": 8, "ninja": 1, "ronin": 2}
    assert outcome.winning_teams == ("shogun",) and outcome.breakdown["seats"][3]["lost_blade"] == -3
    # The reason tells what happened: nobody ran out of honour here.
    assert outcome.reason == ("the last player standing felled a teammate, so there is no victory by the sword; "
                              "the best team total wins")


def test_the_reason_of_an_honour_ending_names_the_rule_that_chose_the_winner() -> None:
    s = scenario(characters=CHARS[:4], roles=["shogun", "samurai", "ninja", "ninja"], stars=[0, 0, 1, 3],
                 honour=[2, 1, 4, 0])  # 2 + 1x2 against 4 + 0x2
    outcome = GAME.outcome(ended(s))
    assert outcome is not None and outcome.breakdown["rule"] == "tie_ninjas_win"
    assert outcome.reason == "a player ran out of honour; the ninjas win the tie"


def test_the_sword_takes_precedence_when_the_last_blow_also_empties_the_victims_honour() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=4,
                 life=[0, 0, 0, 1, 5], honour=[5, 3, 3, 1, 3],
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["kiseru"]])
    after, _ = act(s, 4, PlayCard(card(s, 4, "kiseru"), 3))
    assert after.honour[3] == 0 and after.ending is not None and after.ending.reason == "sword"
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winning_teams == ("ronin",)
