"""Setup per player count, the turn's phases, draws, deck-out, the 3-player game, views."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction, SpecError
from game.katana import GAME
from game.katana.actions import EndTurn, IeyasuDraw, NobunagaDraw, PlayCard
from game.katana.cards import CHARACTER_BY_KEY, KEY
from tests.katana.helpers import act, card, kinds, scenario

CH = ["goemon", "tomoe", "benkei", "kojiro", "musashi"]
RO = ["shogun", "samurai", "ninja", "ninja", "ronin"]


@pytest.mark.parametrize("n,roles,others_honour", [
    (3, {"shogun": 1, "ninja": 2}, 3), (4, {"shogun": 1, "samurai": 1, "ninja": 2}, 3),
    (5, {"shogun": 1, "samurai": 1, "ninja": 2, "ronin": 1}, 3),
    (6, {"shogun": 1, "samurai": 1, "ninja": 3, "ronin": 1}, 4),
    (7, {"shogun": 1, "samurai": 2, "ninja": 3, "ronin": 1}, 4),
])
def test_setup_per_player_count(n: int, roles: dict[str, int], others_honour: int) -> None:
    for seed in range(5):
        s = GAME.new(n, seed, {"characters": ""})
        assert {r: s.roles.count(r) for r in set(s.roles)} == roles
        shogun = s.shogun
        assert s.honour[shogun] == (6 if n == 3 else 5)
        assert all(h == others_honour for i, h in enumerate(s.honour) if i != shogun)
        ninja_stars = sorted(s.stars[i] for i, r in enumerate(s.roles) if r == "ninja")
        assert len(set(ninja_stars)) == len(ninja_stars) and set(ninja_stars) <= {1, 2, 3}
        assert len(set(s.characters)) == n
        assert s.life == tuple(CHARACTER_BY_KEY[c].life for c in s.characters)
        # dealt 4, 5, 5, 6, 6, 7, 7 clockwise from the Shogun, who has drawn for his first turn
        sizes = [len(s.hands[(shogun + i) % n]) for i in range(n)]
        first_draw = 3 if n == 3 else 2 + (s.characters[shogun] == "hideyoshi")
        assert sizes == [4 + first_draw, 5, 5, 6, 6, 7, 7][:n] or s.phase == "draw_choice"
        assert s.turn == shogun and GAME.to_act(s) == (shogun,)
        assert sum(map(len, s.hands)) + len(s.deck) + len(s.discard) == 90


def test_characters_option_sets_the_seats_and_is_checked() -> None:
    s = GAME.new(4, 3, {"characters": "hanzo, Ieyasu,kojiro,tomoe"})
    assert s.characters == ("hanzo", "ieyasu", "kojiro", "tomoe")
    with pytest.raises(SpecError, match="one per seat"):
        GAME.new(4, 3, {"characters": "hanzo"})
    with pytest.raises(SpecError, match="unknown character"):
        GAME.new(3, 3, {"characters": "hanzo,bob,tomoe"})
    with pytest.raises(SpecError, match="only once"):
        GAME.new(3, 3, {"characters": "hanzo,hanzo,tomoe"})


def test_random_seats_are_dealt_from_the_characters_no_one_named() -> None:
    for seed in range(5):
        assert GAME.new(4, seed, {"characters": "random,random,random,random"}) == GAME.new(4, seed, {})
    dealt = [GAME.new(4, seed, {"characters": "random,Hanzo,random,tomoe"}).characters for seed in range(30)]
    assert all(c[1] == "hanzo" and c[3] == "tomoe" and len(set(c)) == 4 for c in dealt)
    assert len({c[0] for c in dealt}) > 4
    with pytest.raises(SpecError, match="only once"):
        GAME.new(3, 3, {"characters": "hanzo,random,hanzo"})


def test_same_seed_same_game_and_roles_vary_with_the_seed() -> None:
    assert GAME.new(5, 9, {}) == GAME.new(5, 9, {})
    assert len({GAME.new(5, seed, {}).roles for seed in range(20)}) > 5


def test_recovery_only_at_zero_life() -> None:
    s = scenario(characters=CH, roles=RO, life=[5, 0, 5, 5, 5],
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, EndTurn())
    assert s.life[1] == 5 and "recovered" in kinds(events)
    s2 = scenario(characters=CH, roles=RO, life=[5, 1, 5, 5, 5],
                  hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s2, _ = act(s2, 0, EndTurn())
    assert s2.life[1] == 1 and len(s2.hands[1]) == 3


def test_ieyasu_may_take_the_top_of_the_discard_first() -> None:
    s = scenario(characters=["goemon", "ieyasu", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["geisha"], [], ["geisha"], ["geisha"], ["geisha"]], discard=["bokken", "katana"])
    s, _ = act(s, 0, EndTurn())
    assert s.phase == "draw_choice" and GAME.legal_actions(s, 1) == (IeyasuDraw(True), IeyasuDraw(False))
    took, events = act(s, 1, IeyasuDraw(True))
    assert KEY[took.hands[1][0]] == "katana" and len(took.hands[1]) == 2 and took.phase == "play"
    assert any(e.kind == "card_moved" and e.data["src"] == "discard" for e in events)
    drew, _ = act(s, 1, IeyasuDraw(False))
    assert len(drew.hands[1]) == 2 and len(drew.discard) == 2


def test_nobunaga_trades_life_for_cards_but_never_his_last() -> None:
    s = scenario(characters=["nobunaga", "tomoe", "benkei", "kojiro", "musashi"], roles=RO, life=[2, 5, 5, 5, 5],
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    assert NobunagaDraw() in GAME.legal_actions(s, 0)
    s, events = act(s, 0, NobunagaDraw())
    assert s.life[0] == 1 and len(s.hands[0]) == 2 and s.honour == (5, 3, 3, 3, 3)
    assert NobunagaDraw() not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="Nobunaga"):
        act(s, 0, NobunagaDraw())


def test_deck_out_reshuffles_and_every_player_loses_one_honour() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["daimyo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 deck=["bo"], rest="discard")
    assert len(s.deck) == 1
    s, events = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    assert "reshuffle" in kinds(events) and s.honour == (4, 2, 2, 2, 2) and s.boxed_honour == 5
    assert len(s.hands[0]) == 2 and s.discard == () and len(s.deck) == 90 - 6


def test_deck_out_can_end_the_game_at_once() -> None:
    s = scenario(characters=CH, roles=RO, honour=[5, 3, 1, 3, 3],
                 hands=[["daimyo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]], deck=[], rest="discard")
    s, events = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    assert s.phase == "over" and s.honour[2] == 0 and len(s.hands[0]) == 0
    assert GAME.to_act(s) == () and GAME.outcome(s) is not None


def test_both_piles_empty_skips_the_draw() -> None:
    from dataclasses import replace

    s = scenario(characters=["nobunaga", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["daimyo"], [], [], [], []], deck=[], rest="discard")
    # every other card in seat 1's hand: deck and discard are both empty
    s = replace(s, hands=(s.hands[0], s.discard, (), (), ()), discard=())
    s, events = act(s, 0, NobunagaDraw())
    assert "draw_skipped" in kinds(events) and "reshuffle" not in kinds(events)
    assert s.honour == (5, 3, 3, 3, 3) and s.life[0] == 4


def test_the_played_card_itself_can_be_reshuffled_for_its_own_draw() -> None:
    from dataclasses import replace

    s = scenario(characters=CH, roles=RO, hands=[["daimyo"], [], [], [], []], deck=[], rest="discard")
    s = replace(s, hands=(s.hands[0], s.discard, (), (), ()), discard=())
    s, events = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    assert kinds(events).count("reshuffle") == 1 and "draw_skipped" in kinds(events)
    assert s.honour == (4, 2, 2, 2, 2) and [KEY[c] for c in s.hands[0]] == ["daimyo"]


def test_defeat_passes_one_honour_and_zero_honour_ends_the_game() -> None:
    s = scenario(characters=CH, roles=RO, life=[5, 1, 5, 5, 5], honour=[5, 1, 3, 3, 3],
                 hands=[["bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    s, events = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))
    honour = next(e for e in events if e.kind == "honour")
    assert honour.data == {"src": 1, "dst": 0, "seat": 1, "amount": 1, "reason": "defeat", "honour": 0,
                           "receiver_honour": 6}
    assert s.phase == "over" and s.ending is not None and s.ending.reason == "honour"


def test_three_player_shogun_draws_three_and_plays_two_weapons_no_sword_victory() -> None:
    s = scenario(characters=["goemon", "tomoe", "hanzo"], roles=["ninja", "shogun", "ninja"], turn=0,
                 life=[5, 5, 1], hands=[["geisha"], ["bokken", "bokken", "bokken"], ["geisha"]],
                 honour=[3, 6, 3])
    s, _ = act(s, 0, EndTurn())
    assert s.turn == 1 and len(s.hands[1]) == 3 + 3
    s, _ = act(s, 1, PlayCard(card(s, 1, "bokken"), 0))
    s, _ = act(s, 1, PlayCard(card(s, 1, "bokken"), 2))  # seat 2 falls
    assert s.weapons_played == 2 and s.life[2] == 0
    with pytest.raises(IllegalAction, match="all the weapons"):
        act(s, 1, PlayCard(card(s, 1, "bokken"), 0))
    assert s.ending is None


def test_three_player_no_sword_victory_even_alone() -> None:
    s = scenario(characters=["goemon", "tomoe", "hanzo"], roles=["ninja", "shogun", "ninja"], turn=1,
                 life=[0, 5, 1], hands=[["geisha"], ["bokken"], ["geisha"]], honour=[3, 6, 3])
    s, _ = act(s, 1, PlayCard(card(s, 1, "bokken"), 2))
    assert s.life == (0, 5, 0) and s.ending is None and s.phase == "play"


def test_views_hide_roles_and_hands_until_the_end() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["geisha"], ["parry"], ["bo"], ["bo"], ["bo"]])
    v = GAME.view(s, 2)
    assert v.roles == ("shogun", None, "ninja", None, None) and v.hand == s.hands[2]
    assert v.hand_sizes == (1, 1, 1, 1, 1) and v.hands[1] is None and v.stars[3] is None
    spectator = GAME.view(s, None)
    assert spectator.roles == ("shogun", None, None, None, None) and spectator.hand == ()
    from dataclasses import replace

    from game.katana.state import Ending

    over = replace(s, phase="over", ending=Ending("honour", -1, False, -1))
    assert GAME.view(over, None).roles == tuple(RO) and GAME.view(over, 0).hands[4] == s.hands[4]


def test_only_the_seat_to_act_may_act() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    assert GAME.legal_actions(s, 1) == ()
    with pytest.raises(IllegalAction, match="not your decision"):
        act(s, 1, EndTurn())


def test_can_undo_only_silent_moves() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["armor", "bokken"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    armor = PlayCard(card(s, 0, "armor"), -1)
    after, _ = act(s, 0, armor)
    assert GAME.can_undo(s, 0, armor, after)
    hit = PlayCard(card(s, 0, "bokken"), 1)
    assert not GAME.can_undo(s, 0, hit, act(s, 0, hit)[0])


def test_hideyoshi_as_three_player_shogun_draws_four() -> None:
    s = scenario(characters=["goemon", "hideyoshi", "hanzo"], roles=["ninja", "shogun", "ninja"], turn=0,
                 hands=[["geisha"], [], ["geisha"]])
    s, _ = act(s, 0, EndTurn())
    assert len(s.hands[1]) == 4


def test_bushido_with_nothing_to_flip_passes_on() -> None:
    from dataclasses import replace

    s = scenario(characters=CH, roles=RO, turn=0, hands=[["geisha"], [], [], [], []],
                 tables=[[], ["bushido"], [], [], []], deck=[], rest="discard")
    s = replace(s, hands=(s.hands[0], s.discard, (), (), ()), discard=())
    s, events = act(s, 0, EndTurn())
    assert [KEY[c] for c in s.tables[2]] == ["bushido"] and "reshuffle" not in kinds(events)
    assert next(e for e in events if e.kind == "bushido_flip").data["card"] == -1


def test_events_carry_what_a_log_line_needs() -> None:
    s = scenario(characters=["goemon", "tomoe", "benkei", "kojiro", "musashi"], roles=RO,
                 hands=[["kanabo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = act(s, 0, PlayCard(card(s, 0, "kanabo"), 2 - 1))
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["attacker_name"] == "Goemon" and attack.data["target_name"] == "Tomoe"
    assert attack.data["key"] == "kanabo" and attack.data["difficulty"] == 1 and attack.data["damage"] == 2
    damage = next(e for e in events if e.kind == "damage")
    assert damage.data["amount"] == 2 and damage.data["life"] == 3 and damage.data["cause"] == "weapon"


def test_drawn_cards_are_shown_to_the_drawer_only() -> None:
    s = scenario(characters=CH, roles=RO, hands=[["daimyo"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]])
    _, events = act(s, 0, PlayCard(card(s, 0, "daimyo"), -1))
    public = next(e for e in events if e.kind == "cards_drawn")
    private = next(e for e in events if e.kind == "cards_seen")
    assert public.visible_to(3) and public.visible_to(None) and "cards" not in public.data
    assert private.visible_to(0) and not private.visible_to(3) and not private.visible_to(None)
    assert len(private.data["cards"]) == 2


def test_tea_ceremony_draws_go_clockwise_from_the_left() -> None:
    s = scenario(characters=CH, roles=RO, turn=2, hands=[["geisha"], ["geisha"], ["tea_ceremony"], [], []])
    _, events = act(s, 2, PlayCard(card(s, 2, "tea_ceremony"), -1))
    order = [e.data["seat"] for e in events if e.kind == "cards_drawn"]
    assert order == [2, 3, 4, 0, 1]


def test_card_targets_lists_the_table_and_every_seat_with_reasons() -> None:
    from game.katana import card_targets

    s = scenario(characters=CH, roles=RO, hands=[["bokken", "armor"], ["geisha"], [], ["geisha"], ["geisha"]])
    spots = card_targets(s, 0, card(s, 0, "bokken"))
    assert [t.seat for t in spots] == [-1, 0, 1, 2, 3, 4]
    assert [t.legal for t in spots] == [False, False, True, False, False, True]
    assert spots[3].reason and "down" in spots[3].reason and spots[3].difficulty is None
    assert spots[2].difficulty == 1 and spots[4].difficulty == 2 and spots[5].difficulty == 1
    armor = card_targets(s, 0, card(s, 0, "armor"))
    assert [t.seat for t in armor if t.legal] == [-1]
    legal = {(a.card, a.target) for a in GAME.legal_actions(s, 0) if isinstance(a, PlayCard)}
    for c in s.hands[0]:
        assert {(c, t.seat) for t in card_targets(s, 0, c) if t.legal} == {x for x in legal if x[0] == c}
