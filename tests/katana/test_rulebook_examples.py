"""Every worked example of the rulebook, as a scenario."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.katana.actions import EndTurn, PlayCard, TakeHit
from game.katana.rules import attack_difficulty, card_targets, play_problem
from tests.katana.helpers import act, card, kinds, scenario

SEVEN = ["chiyome", "hideyoshi", "nobunaga", "ieyasu", "kojiro", "goemon", "tomoe"]
ROLES7 = ["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"]


def test_two_armors_make_the_neighbour_3_and_the_player_beyond_2() -> None:
    hands = [["bo"], ["parry"], ["parry"], ["parry"], ["parry"], ["parry"], ["parry"]]
    s = scenario(characters=SEVEN, roles=ROLES7, hands=hands,
                 tables=[[], ["armor", "armor"], [], [], [], [], []])
    assert attack_difficulty(s, 0, 1) == 3
    assert attack_difficulty(s, 0, 2) == 2
    bo = card(s, 0, "bo")
    assert play_problem(s, 0, bo, 2) is None
    assert "difficulty 3" in (play_problem(s, 0, bo, 1) or "")
    spots = {t.seat: t for t in card_targets(s, 0, bo)}
    assert spots[1].difficulty == 3 and not spots[1].legal
    assert spots[2].difficulty == 2 and spots[2].legal


@pytest.mark.parametrize("weapon,reaches", [("bokken", False), ("kiseru", False),
                                            ("shuriken", True), ("kanabo", True)])
def test_difficulty_3_attack_needs_a_weapon_of_difficulty_3(weapon: str, reaches: bool) -> None:
    hands = [[weapon], ["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]]
    s = scenario(characters=SEVEN, roles=ROLES7, hands=hands)
    assert attack_difficulty(s, 0, 3) == 3
    problem = play_problem(s, 0, card(s, 0, weapon), 3)
    assert (problem is None) == reaches


def test_the_kanabo_hit_costs_2_life() -> None:
    hands = [["kanabo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]]
    s = scenario(characters=SEVEN, roles=ROLES7, hands=hands)
    after, events = act(s, 0, PlayCard(card(s, 0, "kanabo"), 3))
    # no parry in hand: the hit resolves at once
    assert after.life[3] == s.life[3] - 2
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["difficulty"] == 3 and attack.data["damage"] == 2
    assert after.phase == "play"


@pytest.mark.parametrize("weapon,lost", [("nodachi", 2), ("shuriken", 1)])
def test_ginchiyo_softens_weapons_but_never_below_1(weapon: str, lost: int) -> None:
    s = scenario(characters=["kojiro", "ginchiyo", "benkei", "goemon"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[[weapon], ["geisha"], ["geisha"], ["geisha"]])
    after, _ = act(s, 0, PlayCard(card(s, 0, weapon), 1))
    assert after.life[1] == 4 - lost


def test_goemon_with_a_focus_plays_three_weapons() -> None:
    s = scenario(characters=["goemon", "benkei", "tomoe", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["bokken", "bokken", "bokken", "bokken", "focus"], ["geisha"] * 3, ["diversion"] * 3, ["geisha"] * 3])
    s, _ = act(s, 0, PlayCard(card(s, 0, "focus"), -1))
    for _ in range(3):
        s, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 3))
    assert s.weapons_played == 3 and s.life[3] == 5 - 3
    with pytest.raises(IllegalAction, match="all the weapons"):
        act(s, 0, PlayCard(card(s, 0, "bokken"), 3))


def test_hideyoshi_draws_three() -> None:
    s = scenario(characters=["goemon", "hideyoshi", "tomoe", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["bo"], ["geisha"], ["geisha"], ["geisha"]])
    after, events = act(s, 0, EndTurn())
    assert after.turn == 1 and len(after.hands[1]) == 1 + 3
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert drawn.data["count"] == 3 and drawn.data["seat"] == 1


def test_ushiwaka_draws_three_after_losing_three() -> None:
    s = scenario(characters=["goemon", "ushiwaka", "tomoe", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["katana"], ["geisha"], ["geisha"], ["geisha"]])
    after, _ = act(s, 0, PlayCard(card(s, 0, "katana"), 1))
    assert after.life[1] == 1 and len(after.hands[1]) == 1 + 3


def test_ushiwaka_draws_only_for_life_really_lost() -> None:
    s = scenario(characters=["goemon", "ushiwaka", "tomoe", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"], life=[5, 2, 5, 5],
                 hands=[["katana"], ["geisha"], ["geisha"], ["geisha"]])
    after, _ = act(s, 0, PlayCard(card(s, 0, "katana"), 1))
    assert after.life[1] == 0 and len(after.hands[1]) == 1 + 2


def test_tomoe_draws_once_for_a_three_damage_hit() -> None:
    s = scenario(characters=["tomoe", "goemon", "benkei", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["katana", "bo"], ["geisha"], ["geisha"], ["geisha"]])
    after, _ = act(s, 0, PlayCard(card(s, 0, "katana"), 1))
    assert after.life[1] == 2
    assert len(after.hands[0]) == 1 + 1


def test_a_parried_attack_does_no_damage_and_tomoe_draws_nothing() -> None:
    s = scenario(characters=["tomoe", "goemon", "benkei", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["katana", "bo"], ["parry", "geisha"], ["geisha"], ["geisha"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "katana"), 1))
    assert s.phase == "attack" and s.pending is not None
    from game.katana.actions import Defend
    from game.katana.game import GAME

    assert GAME.to_act(s) == (1,)
    after, events = act(s, 1, Defend(card(s, 1, "parry")))
    assert after.life[1] == 5 and len(after.hands[0]) == 1 and "parried" in kinds(events)
    assert after.phase == "play" and GAME.to_act(after) == (0,)


def test_the_target_may_choose_to_take_the_hit_while_holding_a_parry() -> None:
    s = scenario(characters=["tomoe", "goemon", "benkei", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja"],
                 hands=[["kiseru"], ["parry"], ["bo"], ["bo"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "kiseru"), 1))
    after, _ = act(s, 1, TakeHit())
    assert after.life[1] == 3 and len(after.hands[1]) == 1
