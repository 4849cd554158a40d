"""The facts a table needs to tell the player in words, carried by the engine's events: the
Shogun named at the start, whom a Battle Cry spares, the characters' modifiers to an attack, and
who ran out of honour and how."""

from __future__ import annotations

from game.katana import GAME
from game.katana.actions import EndTurn, PlayCard
from game.katana.cards import CARD
from game.katana.rules import attack_difficulty, weapon_damage
from game.katana.setup import opening
from tests.katana.helpers import FIVE_ROLES as RO
from tests.katana.helpers import act, card, kinds, scenario


def test_the_opening_names_the_shogun_before_his_first_turn() -> None:
    for seats in range(3, 8):
        state, events = opening(seats, 11, {})
        told = kinds(events)
        assert told[:2] == ["shogun_revealed", "turn_started"]
        assert events[0].data["seat"] == state.shogun and events[0].audience is None


def test_a_battle_cry_says_whom_it_spares_and_why() -> None:
    s = scenario(characters=["goemon", "chiyome", "benkei", "kojiro", "musashi"], roles=RO,
                 life=[5, 4, 0, 5, 5], hands=[["battle_cry"], ["geisha"], ["geisha"], [], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    wave = next(e for e in events if e.kind == "wave").data
    assert wave["affected"] == (4,)
    assert dict(zip(wave["spared"], wave["spared_why"], strict=True)) == {
        1: "chiyome", 2: "no_life", 3: "no_cards"}


def test_an_attack_names_the_characters_that_change_its_numbers() -> None:
    s = scenario(characters=["musashi", "ginchiyo", "benkei", "kojiro", "tomoe"], roles=RO,
                 hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "kiseru"), 1))
    attack = next(e for e in events if e.kind == "attack").data
    assert attack["damage"] == 2 and attack["damage_changes"] == ((0, 1, "musashi"), (1, -1, "ginchiyo"))
    assert attack["difficulty_changes"] == ()
    s = scenario(characters=["musashi", "ginchiyo", "benkei", "kojiro", "tomoe"], roles=RO,
                 hands=[["nodachi"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = act(s, 0, PlayCard(card(s, 0, "nodachi"), 2))
    attack = next(e for e in events if e.kind == "attack").data
    assert attack["difficulty"] == 3 and attack["difficulty_changes"] == ((2, 1, "benkei"),)
    assert attack["damage_changes"] == ((0, 1, "musashi"),)


def test_an_honour_ending_names_everyone_at_zero_and_the_cause() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 honour=[5, 1, 1, 3, 3], hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 rest="discard")
    s, events = act(s, 0, EndTurn())
    assert s.ending is not None and s.ending.reason == "honour"
    assert s.ending.out_of_honour == (1, 2) and s.ending.honour_cause == "deck_out"
    over = next(e for e in events if e.kind == "game_over").data
    assert over["out_of_honour"] == (1, 2) and over["honour_cause"] == "deck_out"
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.breakdown["out_of_honour"] == [1, 2]
    assert outcome.breakdown["honour_cause"] == "deck_out"


def test_an_attack_names_quick_draw_and_armor_too_so_its_numbers_add_up() -> None:
    # Musashi with two Quick Draws attacks Ginchiyo in Armor with a Nagayari (printed damage 2):
    # weapon + Quick Draw + Musashi, then Ginchiyo; the seats, then Armor.
    s = scenario(characters=["musashi", "ginchiyo", "benkei", "kojiro", "tomoe"], roles=RO,
                 hands=[["nagayari"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["quick_draw", "quick_draw"], ["armor"], [], [], []])
    weapon = card(s, 0, "nagayari")
    damage, difficulty = weapon_damage(s, 0, 1, weapon), attack_difficulty(s, 0, 1)
    assert (damage, difficulty) == (4, 2)  # the engine's totals, unchanged by naming their parts
    _, events = act(s, 0, PlayCard(weapon, 1))
    attack = next(e for e in events if e.kind == "attack").data
    assert attack["damage_changes"] == ((0, 2, "quick_draw"), (0, 1, "musashi"), (1, -1, "ginchiyo"))
    assert attack["difficulty_changes"] == ((1, 1, "armor"),)
    printed = CARD[weapon].damage
    assert printed + sum(change for _, change, _ in attack["damage_changes"]) == attack["damage"] == 4
    assert 1 + sum(change for _, change, _ in attack["difficulty_changes"]) == attack["difficulty"] == 2


def test_an_honour_ending_by_a_defeat_keeps_who_dealt_it() -> None:
    s = scenario(characters=["musashi", "goemon", "benkei", "kojiro", "tomoe"], roles=RO,
                 life=[5, 1, 5, 5, 5], honour=[5, 1, 3, 3, 3],
                 hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "kiseru"), 1))
    assert s.ending is not None and s.ending.honour_cause == "defeat" and s.ending.honour_by == 0
    over = next(e for e in events if e.kind == "game_over").data
    assert over["honour_cause"] == "defeat" and over["honour_by"] == 0
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.breakdown["honour_by"] == 0
