"""Rules of the book that no other test held on its own, each as a small scenario."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.errors import IllegalAction
from game.katana import GAME
from game.katana.actions import BushidoPay, Defend, EndTurn, IeyasuDraw, PlayCard
from game.katana.cards import KEY
from game.katana.rules import attack_difficulty, play_problem, weapon_limit
from game.katana.state import OVER
from tests.katana.helpers import act, card, keys, kinds, scenario

RO = ["shogun", "samurai", "ninja", "ninja", "ronin"]
SEVEN = ["chiyome", "hideyoshi", "nobunaga", "ieyasu", "kojiro", "goemon", "tomoe"]
ROLES7 = ["shogun", "samurai", "samurai", "ninja", "ninja", "ninja", "ronin"]


def test_one_weapon_a_turn_a_parried_one_counts_and_each_focus_adds_one() -> None:
    s = scenario(characters=["benkei", "chiyome", "musashi", "kojiro", "ieyasu"], roles=RO,
                 hands=[["bokken"] * 4 + ["focus", "focus"], ["parry", "geisha"], ["geisha"], ["geisha"],
                        ["geisha", "geisha"]])
    assert weapon_limit(s, 0) == 1
    s, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))
    s, _ = act(s, 1, Defend(card(s, 1, "parry")))
    assert s.weapons_played == 1 and s.life[1] == 4
    with pytest.raises(IllegalAction, match="all the weapons"):
        act(s, 0, PlayCard(card(s, 0, "bokken"), 4))
    for _ in range(2):
        s, _ = act(s, 0, PlayCard(card(s, 0, "focus"), -1))
    assert weapon_limit(s, 0) == 3
    s, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 4))
    s, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))
    assert s.weapons_played == 3 and s.life[1] == 3 and s.life[4] == 4
    with pytest.raises(IllegalAction, match="all the weapons"):
        act(s, 0, PlayCard(card(s, 0, "bokken"), 4))


def test_a_focus_taken_away_mid_turn_lowers_the_limit_at_once() -> None:
    s = scenario(characters=["benkei", "chiyome", "musashi", "kojiro", "ieyasu"], roles=RO,
                 hands=[["bokken", "bokken", "geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["focus"], [], [], [], []])
    s, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))
    s, _ = act(s, 0, PlayCard(card(s, 0, "geisha"), 0))  # own Focus: the only choice, applied at once
    assert s.tables[0] == () and weapon_limit(s, 0) == 1
    with pytest.raises(IllegalAction, match="all the weapons"):
        act(s, 0, PlayCard(card(s, 0, "bokken"), 1))


def test_jujitsu_spares_down_players_and_chiyome_and_its_defeat_pays_honour() -> None:
    s = scenario(characters=["goemon", "chiyome", "benkei", "kojiro", "musashi"], roles=RO,
                 life=[5, 4, 1, 0, 5],
                 hands=[["jujitsu"], ["geisha"], ["geisha"], ["geisha"], []])
    s, events = act(s, 0, PlayCard(card(s, 0, "jujitsu"), -1))
    assert next(e for e in events if e.kind == "wave").data["affected"] == (2,)
    assert s.life == (5, 4, 0, 0, 5) and s.honour == (6, 3, 2, 3, 3)
    assert "defeated" in kinds(events) and s.phase == "play"


def test_musashi_quick_draw_and_ginchiyo_leave_battle_cry_and_jujitsu_at_one() -> None:
    s = scenario(characters=["musashi", "tomoe", "benkei", "kojiro", "ginchiyo"], roles=RO,
                 hands=[["jujitsu", "battle_cry"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["quick_draw", "quick_draw"], [], [], [], []])
    s, _ = act(s, 0, PlayCard(card(s, 0, "jujitsu"), -1))
    assert s.life == (5, 4, 4, 4, 3)
    s, _ = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    assert s.life == (5, 3, 3, 3, 2)


def test_tomoe_and_ushiwaka_draw_nothing_for_a_battle_cry() -> None:
    s = scenario(characters=["tomoe", "ushiwaka", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["battle_cry", "bo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    assert s.life == (5, 3, 4, 4, 4)
    assert [len(h) for h in s.hands] == [1, 1, 1, 1, 1]


def test_jujitsu_lets_hanzo_give_up_his_last_card_when_it_is_a_weapon() -> None:
    s = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["jujitsu"], ["kiseru"], [], [], []])
    s, _ = act(s, 0, PlayCard(card(s, 0, "jujitsu"), -1))
    assert GAME.to_act(s) == (1,) and Defend(card(s, 1, "kiseru")) in GAME.legal_actions(s, 1)
    s, _ = act(s, 1, Defend(card(s, 1, "kiseru")))
    assert s.life[1] == 4 and s.hands[1] == ()


def test_a_battle_cry_may_be_played_when_nobody_is_affected() -> None:
    s = scenario(characters=["goemon", "chiyome", "benkei", "kojiro", "musashi"], roles=RO,
                 life=[5, 4, 0, 5, 5], hands=[["battle_cry"], ["geisha"], ["geisha"], [], []])
    s, events = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    assert next(e for e in events if e.kind == "wave").data["affected"] == ()
    assert s.phase == "play" and s.life == (5, 4, 0, 5, 5)


def test_tea_ceremony_makes_down_players_draw_and_one_with_a_card_may_be_attacked() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 life=[5, 5, 5, 5, 0], hands=[["tea_ceremony", "bokken"], [], ["geisha"], ["geisha"], []])
    bokken = card(s, 0, "bokken")
    assert "down" in (play_problem(s, 0, bokken, 1) or "")
    s, _ = act(s, 0, PlayCard(card(s, 0, "tea_ceremony"), -1))
    assert [len(h) for h in s.hands] == [1 + 3, 1, 2, 2, 1]
    assert play_problem(s, 0, bokken, 1) is None
    assert "down" in (play_problem(s, 0, bokken, 4) or "")  # still at 0 life


def test_the_hand_limit_binds_only_the_player_ending_their_turn() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["tea_ceremony"], ["parry"] * 7, ["geisha"], ["geisha"], ["geisha"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "tea_ceremony"), -1))
    s, _ = act(s, 0, EndTurn())
    assert s.turn == 1 and s.phase == "play" and len(s.hands[1]) == 8 + 2


def test_armor_and_benkei_add_up_and_leave_the_players_beyond_alone() -> None:
    s = scenario(characters=["goemon", "benkei", "tomoe", "kojiro", "musashi"], roles=RO,
                 hands=[["geisha"]] * 5, tables=[[], ["armor"], [], [], []])
    assert attack_difficulty(s, 0, 1) == 3 and attack_difficulty(s, 2, 1) == 3
    assert attack_difficulty(s, 0, 2) == 2


def test_difficulty_goes_the_short_way_round_and_skips_players_who_are_down() -> None:
    s = scenario(characters=SEVEN, roles=ROLES7, hands=[["parry"]] * 7)
    assert [attack_difficulty(s, 0, t) for t in range(1, 7)] == [1, 2, 3, 3, 2, 1]
    down = scenario(characters=SEVEN, roles=ROLES7, life=[5, 0, 5, 5, 5, 5, 5],
                    hands=[["parry"], ["parry"], [], ["parry"], ["parry"], [], ["parry"]])
    assert [attack_difficulty(down, 0, t) for t in (3, 4, 6)] == [1, 2, 1]


def test_three_player_shogun_passes_bushido_on_a_non_weapon_and_may_let_it_go_on_a_weapon() -> None:
    def table(flip: str) -> object:
        return scenario(characters=["goemon", "tomoe", "benkei"], roles=["ninja", "shogun", "ninja"],
                        turn=0, hands=[["geisha"], ["kiseru", "geisha"], ["geisha"]],
                        tables=[[], ["bushido"], []], deck=[flip, "parry", "parry", "parry"])

    passed, _ = act(table("tea_ceremony"), 0, EndTurn())  # type: ignore[arg-type]
    assert [KEY[c] for c in passed.tables[2]] == ["bushido"] and passed.honour[1] == 6
    asked, _ = act(table("bokken"), 0, EndTurn())  # type: ignore[arg-type]
    # a weapon in hand: he chooses, as any holder does, but letting it go costs him no honour
    kiseru = card(asked, 1, "kiseru")
    assert asked.phase == "bushido" and GAME.legal_actions(asked, 1) == (BushidoPay(kiseru), BushidoPay(-1))
    dropped, events = act(asked, 1, BushidoPay(-1))
    assert dropped.phase == "play" and dropped.honour[1] == 6 and all(not t for t in dropped.tables)
    assert "kiseru" in keys(dropped, 1) and KEY[dropped.discard[-1]] == "bushido"
    assert dropped.boxed_honour == 0 and "honour" not in kinds(events)
    sent, _ = act(asked, 1, BushidoPay(kiseru))  # or he pays the weapon to send it on to a ninja
    assert [KEY[c] for c in sent.tables[2]] == ["bushido"] and "kiseru" not in keys(sent, 1)
    assert sent.honour[1] == 6


def test_bushido_honour_loss_can_end_the_game() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO, turn=0,
                 honour=[5, 1, 3, 3, 3], hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[[], ["bushido"], [], [], []], deck=["bokken", "parry", "parry"])
    s, _ = act(s, 0, EndTurn())
    assert s.phase == OVER and s.honour[1] == 0 and s.ending is not None and s.ending.reason == "honour"
    assert s.boxed_honour == 1 and len(s.hands[1]) == 1  # the game stopped before the draw


def test_deck_out_costs_the_three_player_shogun_honour_too() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei"], roles=["shogun", "ninja", "ninja"],
                 hands=[["daimyo"], ["geisha"], ["geisha"]], deck=[], rest="discard")
    s, _ = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    assert s.honour == (5, 2, 2)


def test_lost_blade_after_a_teammates_battle_cry_ends_the_game() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"], roles=RO, turn=2,
                 life=[5, 5, 5, 1, 5], honour=[5, 3, 3, 1, 3],
                 hands=[["geisha"], ["geisha"], ["battle_cry"], ["geisha"], ["geisha"]])
    s, _ = act(s, 2, PlayCard(card(s, 2, "battle_cry"), -1))
    assert s.phase == OVER and s.ending is not None and s.ending.lost_blade == 3
    assert s.life == (5, 5, 5, 0, 5)  # the game stopped at the first answer
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.breakdown["seats"][3]["score"] == -3


def test_a_sword_victory_goes_to_the_whole_team_of_the_survivor() -> None:
    s = scenario(characters=["benkei", "goemon", "tomoe", "hanzo", "musashi"], roles=RO, turn=0,
                 life=[5, 0, 1, 0, 0], hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "kiseru"), 2))
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.breakdown["rule"] == "victory_by_the_sword"
    assert outcome.winners == (0, 1) and outcome.winning_teams == ("shogun",)


def test_ieyasu_may_take_the_card_bushido_just_turned_up() -> None:
    s = scenario(characters=["goemon", "ieyasu", "benkei", "kojiro", "musashi"], roles=RO, turn=0,
                 hands=[["geisha"], [], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[[], ["bushido"], [], [], []], deck=["tea_ceremony", "parry", "parry"])
    s, _ = act(s, 0, EndTurn())
    assert s.phase == "draw_choice" and KEY[s.discard[-1]] == "tea_ceremony"
    s, _ = act(s, 1, IeyasuDraw(True))
    assert sorted(keys(s, 1)) == ["parry", "tea_ceremony"]
    assert [KEY[c] for c in s.tables[2]] == ["bushido"]


def test_diversion_never_names_its_own_player() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["diversion", "bo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    assert "player you take from" in (play_problem(s, 0, card(s, 0, "diversion"), 0) or "")


def test_a_skipped_draw_counts_only_the_cards_that_could_not_be_drawn() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["daimyo"], [], [], [], []], deck=[], rest="discard")
    s = replace(s, hands=(s.hands[0], s.discard, (), (), ()), discard=())
    _, events = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    drawn = next(e for e in events if e.kind == "cards_drawn")
    skipped = next(e for e in events if e.kind == "draw_skipped")
    assert drawn.data["count"] == 1 and skipped.data["missing"] == 1
