"""Actions and permanents, with the digest's rulings."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.katana import GAME
from game.katana.actions import BushidoPay, Defend, EndTurn, GeishaPick, PlayCard, TakeHit
from game.katana.cards import IS_WEAPON, KEY
from game.katana.rules import play_problem
from tests.katana.helpers import act, card, keys, kinds, scenario

CH = ["goemon", "tomoe", "benkei", "kojiro", "musashi"]
RO = ["shogun", "samurai", "ninja", "ninja", "ronin"]


def test_battle_cry_goes_round_each_choosing_parry_or_life() -> None:
    s = scenario(characters=CH, roles=RO,
                 hands=[["battle_cry", "bo"], ["parry", "bo"], ["geisha"], ["parry"], []])
    s, events = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    wave = next(e for e in events if e.kind == "wave")
    assert wave.data["affected"] == (1, 2, 3)  # seat 4 has no card: down, unaffected
    assert GAME.to_act(s) == (1,)
    s, _ = act(s, 1, Defend(card(s, 1, "parry")))
    # seat 2 has no parry: loses 1 life at once; seat 3 must choose
    assert s.life[2] == 4 and GAME.to_act(s) == (3,)
    s, _ = act(s, 3, TakeHit())
    assert s.life[3] == 4 and keys(s, 3) == ["parry"]
    assert s.phase == "play" and GAME.to_act(s) == (0,) and s.life[1] == 5


def test_battle_cry_defeat_gives_honour_to_its_player_and_chiyome_is_spared() -> None:
    s = scenario(characters=["goemon", "chiyome", "benkei", "kojiro", "musashi"], roles=RO,
                 life=[5, 1, 1, 5, 5],
                 hands=[["battle_cry"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    assert s.life[1] == 1  # Chiyome untouched
    assert s.life[2] == 0 and s.honour[2] == 2 and s.honour[0] == 6
    assert "defeated" in kinds(events)


def test_jujitsu_asks_for_a_weapon() -> None:
    s = scenario(characters=CH, roles=RO,
                 hands=[["jujitsu"], ["bo", "parry"], ["parry"], ["geisha"], ["geisha"]])
    s, _ = act(s, 0, PlayCard(card(s, 0, "jujitsu"), -1))
    assert GAME.to_act(s) == (1,)
    assert GAME.legal_actions(s, 1) == (Defend(card(s, 1, "bo")), TakeHit())
    s, _ = act(s, 1, Defend(card(s, 1, "bo")))
    assert s.life[1:] == (5, 4, 4, 4)  # parries do not help against Jujitsu


def test_hanzo_parries_with_a_weapon_but_not_his_last_card() -> None:
    s = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["bokken", "bokken"], ["kiseru", "geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s1, _ = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))
    assert GAME.legal_actions(s1, 1) == (Defend(card(s1, 1, "kiseru")), TakeHit())
    s2, events = act(s1, 1, Defend(card(s1, 1, "kiseru")))
    assert s2.life[1] == 4 and s2.weapons_played == 1
    parried = next(e for e in events if e.kind == "parried")
    assert parried.data["with_weapon"] is True
    # last card: a lone weapon cannot be given up, so the hit lands at once
    s3 = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=RO,
                  hands=[["bokken"], ["kiseru"], ["geisha"], ["geisha"], ["geisha"]])
    s4, _ = act(s3, 0, PlayCard(card(s3, 0, "bokken"), 1))
    assert s4.life[1] == 3 and s4.phase == "play"


def test_hanzo_may_answer_a_battle_cry_with_a_weapon() -> None:
    s = scenario(characters=["goemon", "hanzo", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["battle_cry"], ["kiseru", "geisha"], [], [], []])
    s, _ = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))
    assert Defend(card(s, 1, "kiseru")) in GAME.legal_actions(s, 1)


def test_bushido_may_go_on_anyone_even_a_downed_player_but_only_one_in_play() -> None:
    s = scenario(characters=CH, roles=RO, life=[5, 5, 0, 5, 5],
                 hands=[["bushido", "bushido"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    first = card(s, 0, "bushido")
    for target in range(5):
        assert play_problem(s, 0, first, target) is None
    s, events = act(s, 0, PlayCard(first, 2))
    assert s.tables[2] == (first,)
    moved = next(e for e in events if e.kind == "card_moved")
    assert moved.data["src"] == "hand:0" and moved.data["dst"] == "table:2"
    with pytest.raises(IllegalAction, match="only one Bushido"):
        act(s, 0, PlayCard(card(s, 0, "bushido"), 1))


def _bushido_at_start(flip: str, hand: list[str], n3: bool = False) -> object:
    if n3:
        return scenario(characters=["goemon", "tomoe", "benkei"], roles=["ninja", "shogun", "ninja"],
                        turn=0, hands=[["geisha"], hand, ["geisha"]], tables=[[], ["bushido"], []],
                        deck=[flip, "parry", "parry", "parry"])
    return scenario(characters=CH, roles=RO, turn=0,
                    hands=[["geisha"], hand, ["geisha"], ["geisha"], ["geisha"]],
                    tables=[[], ["bushido"], [], [], []], deck=[flip, "parry", "parry"])


def test_bushido_flip_of_a_non_weapon_passes_left() -> None:
    s = _bushido_at_start("tea_ceremony", ["geisha"])
    s, events = act(s, 0, EndTurn())  # seat 1 starts: flips a Tea Ceremony
    assert s.tables[1] == () and [KEY[c] for c in s.tables[2]] == ["bushido"]
    assert KEY[s.discard[-1]] == "tea_ceremony" and s.phase == "play" and s.turn == 1
    flip = next(e for e in events if e.kind == "bushido_flip")
    assert flip.data["weapon"] is False and len(s.hands[1]) == 3


def test_bushido_weapon_flip_pay_with_a_weapon_or_with_honour() -> None:
    s = _bushido_at_start("bokken", ["kiseru", "geisha"])
    s, _ = act(s, 0, EndTurn())
    assert s.phase == "bushido" and GAME.to_act(s) == (1,)
    assert GAME.legal_actions(s, 1) == (BushidoPay(card(s, 1, "kiseru")), BushidoPay(-1))
    paid, _ = act(s, 1, BushidoPay(card(s, 1, "kiseru")))
    assert [KEY[c] for c in paid.tables[2]] == ["bushido"] and paid.honour[1] == 3
    assert paid.phase == "play" and len(paid.hands[1]) == 1 + 2
    honour, events = act(s, 1, BushidoPay(-1))
    assert honour.honour[1] == 2 and KEY[honour.discard[-1]] == "bushido"
    assert all(not t for t in honour.tables) and honour.boxed_honour == 1
    assert "honour" in kinds(events)


def test_bushido_weapon_flip_without_weapon_forces_the_honour_loss() -> None:
    s = _bushido_at_start("bokken", ["geisha"])
    s, _ = act(s, 0, EndTurn())
    assert s.phase == "play" and s.honour[1] == 2 and all(not t for t in s.tables)


def test_three_player_shogun_is_exempt_from_bushido() -> None:
    s = _bushido_at_start("bokken", ["geisha"], n3=True)
    s, events = act(s, 0, EndTurn())  # type: ignore[arg-type]
    assert s.honour[1] == 6 and all(not t for t in s.tables) and KEY[s.discard[-1]] == "bushido"
    assert len(s.hands[1]) == 1 + 3


def test_geisha_picks_a_permanent_anywhere_including_bushido_and_own() -> None:
    s = scenario(characters=CH, roles=RO,
                 hands=[["geisha", "geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["focus"], ["armor", "bushido"], [], [], []])
    # own table: a single option (own hand is never a target) resolves at once
    own, _ = act(s, 0, PlayCard(card(s, 0, "geisha"), 0))
    assert own.tables[0] == () and own.phase == "play"
    s, _ = act(s, 0, PlayCard(card(s, 0, "geisha"), 1))
    assert s.phase == "geisha"
    armor, bushido = card(s, 1, "armor", "table"), card(s, 1, "bushido", "table")
    assert GAME.legal_actions(s, 0) == (GeishaPick(armor), GeishaPick(bushido), GeishaPick(-1))
    after, _ = act(s, 0, GeishaPick(bushido))
    assert after.tables[1] == (armor,) and after.discard[-1] == bushido
    random_card, _ = act(s, 0, GeishaPick(-1))
    assert random_card.hands[1] == () and KEY[random_card.discard[-1]] == "geisha"


def test_geisha_needs_something_to_take() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["geisha"], [], ["geisha"], ["geisha"], ["geisha"]])
    assert "no permanent" in (play_problem(s, 0, card(s, 0, "geisha"), 1) or "")
    assert "no permanent" in (play_problem(s, 0, card(s, 0, "geisha"), 0) or "")


def test_diversion_takes_a_random_card_seen_only_by_the_two_players() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["diversion", "diversion"], ["kanabo"], ["geisha"], ["geisha"], []])
    s, events = act(s, 0, PlayCard(card(s, 0, "diversion"), 1))
    assert keys(s, 0) == ["diversion", "kanabo"] and s.hands[1] == ()
    seen = next(e for e in events if e.kind == "card_taken_seen")
    assert seen.audience == (0, 1) and seen.data["key"] == "kanabo"
    public = next(e for e in events if e.kind == "card_taken")
    assert public.audience is None and "card" not in public.data
    with pytest.raises(IllegalAction, match="no card"):
        act(s, 0, PlayCard(card(s, 0, "diversion"), 4))


def test_breathing_heals_fully_and_another_player_draws() -> None:
    s = scenario(characters=CH, roles=RO, life=[1, 5, 5, 5, 5],
                 hands=[["breathing"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    with pytest.raises(IllegalAction, match="player who will draw"):
        act(s, 0, PlayCard(card(s, 0, "breathing"), 0))
    s, _ = act(s, 0, PlayCard(card(s, 0, "breathing"), 3))
    assert s.life[0] == 5 and len(s.hands[3]) == 2


def test_tea_ceremony_and_daimyo_draws() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["tea_ceremony", "daimyo"], [], ["geisha"], [], []])
    s, _ = act(s, 0, PlayCard(card(s, 0, "tea_ceremony"), -1))
    assert [len(h) for h in s.hands] == [1 + 3, 1, 2, 1, 1]
    s, _ = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    assert len(s.hands[0]) == 3 + 2


def test_permanents_go_in_front_of_their_player_and_parry_cannot_be_played() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["armor", "parry"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    with pytest.raises(IllegalAction, match="in front of you"):
        act(s, 0, PlayCard(card(s, 0, "armor"), 2))
    with pytest.raises(IllegalAction, match="Parry"):
        act(s, 0, PlayCard(card(s, 0, "parry"), -1))
    s, _ = act(s, 0, PlayCard(card(s, 0, "armor"), -1))
    assert [KEY[c] for c in s.tables[0]] == ["armor"]


def test_damage_order_quick_draw_musashi_then_ginchiyo() -> None:
    s = scenario(characters=["musashi", "ginchiyo", "benkei", "kojiro", "goemon"], roles=RO,
                 hands=[["kiseru"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["quick_draw", "quick_draw"], [], [], [], []])
    s, events = act(s, 0, PlayCard(card(s, 0, "kiseru"), 1))
    # 2 + 2 Quick Draw + 1 Musashi = 5, Ginchiyo -1 = 4: all her life
    assert next(e for e in events if e.kind == "attack").data["damage"] == 4
    assert s.life[1] == 0


def test_damage_past_the_last_life_point_is_ignored() -> None:
    s = scenario(characters=CH, roles=RO, life=[5, 1, 5, 5, 5],
                 hands=[["wakizashi"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "wakizashi"), 1))
    damage = next(e for e in events if e.kind == "damage")
    assert damage.data["amount"] == 1 and s.life[1] == 0
    assert s.honour[1] == 2 and s.honour[0] == 6


def test_down_players_cannot_be_attacked_and_do_not_count_for_difficulty() -> None:
    s = scenario(characters=["goemon", "tomoe", "musashi", "hanzo", "ieyasu"], roles=RO,
                 life=[5, 0, 5, 4, 5],
                 hands=[["bokken"], ["geisha"], [], ["geisha"], ["geisha"]])
    bokken = card(s, 0, "bokken")
    assert "down" in (play_problem(s, 0, bokken, 1) or "")  # no life
    assert "down" in (play_problem(s, 0, bokken, 2) or "")  # no card
    assert play_problem(s, 0, bokken, 3) is None  # seats 1 and 2 are skipped


def test_kojiro_ignores_difficulty_and_benkei_adds_one() -> None:
    s = scenario(characters=["kojiro", "tomoe", "musashi", "benkei", "ieyasu"], roles=RO,
                 hands=[["bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[[], [], [], ["armor", "armor"], []])
    assert play_problem(s, 0, card(s, 0, "bokken"), 3) is None
    s2 = scenario(characters=["goemon", "benkei", "musashi", "kojiro", "ieyasu"], roles=RO,
                  hands=[["bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    from game.katana.rules import attack_difficulty

    assert attack_difficulty(s2, 0, 1) == 2


def test_kojiro_s_attacks_carry_no_difficulty_for_the_table_to_show() -> None:
    """card_targets gives Kojiro no difficulty, and his attack event says it was ignored."""
    from game.katana import card_targets
    from game.katana.rules import ignores_difficulty

    s = scenario(characters=["kojiro", "tomoe", "musashi", "benkei", "ieyasu"], roles=RO,
                 hands=[["bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[[], [], [], ["armor", "armor"], []])
    bokken = card(s, 0, "bokken")
    assert ignores_difficulty(s, 0) and not ignores_difficulty(s, 1)
    assert [t.difficulty for t in card_targets(s, 0, bokken)] == [None] * 6
    _, events = act(s, 0, PlayCard(bokken, 3))
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["ignores_difficulty"] is True
    s2 = scenario(characters=["goemon", "benkei", "musashi", "kojiro", "ieyasu"], roles=RO,
                  hands=[["bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = act(s2, 0, PlayCard(card(s2, 0, "bokken"), 4))
    assert next(e for e in events if e.kind == "attack").data["ignores_difficulty"] is False


def test_hand_limit_discard_one_card_at_a_time() -> None:
    s = scenario(characters=CH, roles=RO,
                 hands=[["parry"] * 9, ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, EndTurn())
    assert s.phase == "discard" and "discard_phase" in kinds(events)
    s, _ = act(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.phase == "discard" and GAME.can_undo(s, 0, GAME.legal_actions(s, 0)[0], s)
    s, _ = act(s, 0, GAME.legal_actions(s, 0)[0])
    assert len(s.hands[0]) == 7 and s.turn == 1


def test_weapons_in_hand_list_the_flip_weapons() -> None:
    assert sum(IS_WEAPON) == 32


def test_breathing_may_name_a_player_who_is_down() -> None:
    s = scenario(characters=CH, roles=RO, life=[3, 0, 5, 5, 5],
                 hands=[["breathing"], [], ["geisha"], ["geisha"], ["geisha"]])
    assert play_problem(s, 0, card(s, 0, "breathing"), 1) is None
    s, _ = act(s, 0, PlayCard(card(s, 0, "breathing"), 1))
    assert len(s.hands[1]) == 1 and s.life[1] == 0 and s.life[0] == 5
