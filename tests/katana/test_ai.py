"""Katana bots: they see only their view, always answer legally, and play like people who
understand the game."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.core.simulate import play_one
from game.katana import GAME
from game.katana.actions import Defend, DiscardCard, EndTurn, GeishaPick, PlayCard, TakeHit
from game.katana.ai import EasyBot, NormalBot, make_bot
from game.katana.ai_hard import HardBot, believed_friends, determinize, parry_free_cards, search_options
from game.katana.belief import friend_chances, role_beliefs, top_guesses
from game.katana.cards import IS_PARRY, KEY
from game.katana.policy import CAREFUL, choose, ranked
from game.katana.state import KatanaState
from game.katana.view import KatanaView, make_view
from tests.katana.helpers import FIVE_ROLES, act, card, scenario

CH = ["goemon", "tomoe", "benkei", "kojiro", "musashi"]


@pytest.mark.parametrize("level,players", [("easy", 3), ("easy", 6), ("normal", 4), ("normal", 7)])
def test_bots_finish_seeded_games(level: str, players: int) -> None:
    seats = [Seat(f"AI {i}", "ai", level) for i in range(players)]
    for seed in range(4):
        match = play_one(GAME, seats, seed, {"characters": ""})
        assert GAME.outcome(match.state) is not None


def test_hard_bot_answers_legally_on_a_tiny_budget() -> None:
    seats = [Seat("h", "ai", "normal")] + [Seat(f"e{i}", "ai", "easy") for i in range(4)]
    match = Match.start(GAME, seats, 7, {})
    bot = HardBot(budget=0.002)
    rng = random.Random(1)
    decisions = 0
    while not match.finished and decisions < 30:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if seat == 0:
            action = bot.choose(GAME.view(match.state, 0), legal, rng)
            decisions += 1
        else:
            action = EasyBot().choose(GAME.view(match.state, seat), legal, rng)
        assert action in legal
        match.submit(seat, action)


def test_make_bot_levels() -> None:
    assert isinstance(make_bot("easy", 0), EasyBot) and isinstance(make_bot("normal", 1), NormalBot)
    assert isinstance(make_bot("hard", 2), HardBot)


def test_determinized_tables_are_indistinguishable_from_the_view() -> None:
    rng = random.Random(3)
    for seed in range(10):
        s = GAME.new(3 + seed % 5, seed, {})
        for _ in range(25):  # play a little so that hands, tables and discard fill up
            seat = GAME.to_act(s)[0]
            legal = GAME.legal_actions(s, seat)
            s, _ = GAME.apply(s, seat, legal[rng.randrange(len(legal))])
            if s.phase == "over":
                break
        if s.phase == "over":
            continue
        for seat in range(s.n):
            view = GAME.view(s, seat)
            guess = determinize(view, rng)
            assert make_view(guess, seat) == view
            cards = sorted(c for h in guess.hands for c in h) + sorted(guess.deck)
            assert len(cards) + len(guess.discard) + sum(map(len, guess.tables)) == 90


def test_a_blow_that_lands_unasked_tells_the_table_the_hand_held_no_parry() -> None:
    s = scenario(characters=CH, roles=FIVE_ROLES, turn=0,
                 hands=[["bokken", "geisha"], ["geisha", "kiseru", "armor"], ["parry", "bo"], ["geisha"], ["geisha"]])
    assert s.unparried == (-1,) * 5
    s = act(s, 0, PlayCard(card(s, 0, "bokken"), 1))[0]
    assert s.phase == "play"  # nothing to answer with: the blow landed without a question
    assert s.unparried[1] == 0
    rng = random.Random(4)
    view = GAME.view(s, 2)
    assert parry_free_cards(view, 1) == 3
    assert all(not IS_PARRY[c] for _ in range(30) for c in determinize(view, rng).hands[1])
    s = act(s, 0, EndTurn())[0]  # seat 1's turn: two fresh cards, which may be anything
    assert s.turn == 1 and s.unparried[1] == 2 and len(s.hands[1]) == 5
    view = GAME.view(s, 2)
    assert parry_free_cards(view, 1) == 3
    assert parry_free_cards(view, 3) == 0  # never struck: nothing known
    parries = [sum(IS_PARRY[c] for c in determinize(view, rng).hands[1]) for _ in range(300)]
    assert max(parries) <= 2 and any(parries)


def test_a_battle_cry_that_lands_unasked_is_on_record_too() -> None:
    s = scenario(characters=CH, roles=FIVE_ROLES, turn=0,
                 hands=[["battle_cry"], ["geisha"], ["parry", "bo"], ["geisha"], ["geisha"]])
    s = act(s, 0, PlayCard(card(s, 0, "battle_cry"), -1))[0]
    assert s.phase == "wave"  # seat 1 lost its life unasked; seat 2 holds a Parry and is asked
    assert s.unparried[1] == 0 and s.unparried[2] == -1


def test_a_player_who_could_parry_is_asked_and_the_table_learns_nothing_more() -> None:
    s = scenario(characters=CH, roles=FIVE_ROLES, turn=1,
                 hands=[["parry", "geisha"], ["bokken"], ["geisha"], ["geisha"], ["geisha"]])
    s = act(s, 1, PlayCard(card(s, 1, "bokken"), 0))[0]
    assert s.phase == "attack"
    s = act(s, 0, TakeHit())[0]
    assert s.unparried[0] == -1


def test_belief_spots_the_ninja_who_keeps_striking_the_shogun() -> None:
    s = scenario(characters=CH, roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=2,
                 hands=[["parry", "parry", "parry"], ["geisha"], ["bokken", "bokken"], ["geisha"], ["geisha"]],
                 tables=[[], [], ["focus"], [], []])
    s = act(s, 2, PlayCard(card(s, 2, "bokken"), 1))[0]  # seat 2 strikes the samurai...
    s = act(s, 1, TakeHit())[0] if s.phase == "attack" else s
    beliefs = role_beliefs(GAME.view(s, 1))
    assert beliefs[2]["ninja"] > 0.6
    assert top_guesses(GAME.view(s, 1))[2] == "ninja"


def _decide(bot: object, state: object, seat: int) -> object:
    view = GAME.view(state, seat)  # type: ignore[arg-type]
    legal = GAME.legal_actions(state, seat)  # type: ignore[arg-type]
    action = bot.choose(view, legal, random.Random(0))  # type: ignore[attr-defined]
    assert action in legal
    return action


def test_normal_parries_a_lethal_blow_and_plays_permanents_first() -> None:
    s = scenario(characters=CH, roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=2, life=[2, 5, 5, 5, 5],
                 hands=[["parry", "bo"], ["geisha"], ["kiseru", "armor"], ["geisha"], ["geisha"]])
    assert _decide(NormalBot(), s, 2) == PlayCard(card(s, 2, "armor"), -1)
    s2 = scenario(characters=CH, roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1, life=[2, 5, 5, 5, 5],
                  hands=[["parry", "bo"], ["kiseru"], ["geisha"], ["geisha"], ["geisha"]])
    attacked = act(s2, 1, PlayCard(card(s2, 1, "kiseru"), 0))[0]
    assert _decide(NormalBot(), attacked, 0) == Defend(card(attacked, 0, "parry"))


def test_a_samurai_never_strikes_the_shogun_and_a_ninja_does() -> None:
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    hands = [["geisha"], ["kiseru", "daimyo"], ["kiseru", "daimyo"], ["geisha"], ["geisha"]]
    samurai = scenario(characters=CH, roles=roles, turn=1, hands=hands)
    choice = _decide(NormalBot(), samurai, 1)
    assert not (isinstance(choice, PlayCard) and choice.target == 0)
    ninja = scenario(characters=["musashi", "tomoe", "goemon", "kojiro", "benkei"],
                     roles=["samurai", "shogun", "ninja", "ninja", "ronin"], turn=2,
                     hands=[["geisha"], ["geisha"], ["kiseru", "parry"], ["geisha"], ["geisha"]])
    assert _decide(NormalBot(), ninja, 2) == PlayCard(card(ninja, 2, "kiseru"), 1)


def test_normal_holds_daimyo_and_discards_its_weakest_card() -> None:
    s = scenario(characters=CH, roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1, phase="discard",
                 hands=[["geisha"], ["daimyo", "parry", "parry", "bokken", "armor", "tea_ceremony", "naginata", "parry"],
                        ["geisha"], ["geisha"], ["geisha"]])
    assert _decide(NormalBot(), s, 1) == DiscardCard(card(s, 1, "bokken"))
    play = scenario(characters=CH, roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1,
                    hands=[["geisha"], ["daimyo", "parry", "parry", "tea_ceremony"], ["geisha"], ["geisha"], ["geisha"]])
    first = _decide(NormalBot(), play, 1)
    assert first == PlayCard(card(play, 1, "tea_ceremony"), -1)
    after = act(play, 1, first)[0]
    assert _decide(NormalBot(), after, 1) != PlayCard(card(after, 1, "daimyo"), -1)


def test_normal_sends_a_bushido_away_from_its_shogun() -> None:
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    s = scenario(characters=CH, roles=roles, turn=1,
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["bushido"], [], [], [], []])
    action = _decide(NormalBot(), s, 1)
    assert action == PlayCard(card(s, 1, "geisha"), 0)


def test_geisha_pick_prefers_an_enemy_armor() -> None:
    roles = ["ninja", "shogun", "samurai", "ninja", "ronin"]
    s = scenario(characters=CH, roles=roles, turn=1,
                 hands=[["geisha"], ["geisha", "parry"], ["geisha"], ["geisha"], ["geisha"]],
                 tables=[["armor", "quick_draw"], [], [], [], []])
    # the Shogun knows nothing of seat 0 yet; make seat 0 look hostile first
    from dataclasses import replace

    hostility = list(s.hostility)
    hostility[0 * 5 + 1] = 4  # seat 0 has struck the Shogun twice
    s = replace(s, hostility=tuple(hostility))
    s = act(s, 1, PlayCard(card(s, 1, "geisha"), 0))[0]
    assert s.phase == "geisha"
    assert _decide(NormalBot(), s, 1) == GeishaPick(card(s, 0, "armor", "table"))


def test_views_given_to_bots_hide_other_hands() -> None:
    s = GAME.new(5, 1, {})
    view = GAME.view(s, 2)
    assert [h is None for h in view.hands] == [i != 2 for i in range(5)]
    assert sum(r is not None for r in view.roles) == (1 if view.roles[2] == "shogun" else 2)
    assert all(KEY[c] for c in view.hand)


def test_careful_bots_strike_whoever_is_nearest_to_falling() -> None:
    # the Ronin (Kojiro reaches everyone) holds a Bokken; nobody can parry; seat 1 is wounded
    s = scenario(characters=["goemon", "tomoe", "nobunaga", "ieyasu", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=4, life=[5, 2, 5, 5, 5],
                 hands=[["geisha"], ["geisha"], ["geisha"], ["geisha"], ["bokken", "parry"]])
    view = GAME.view(s, 4)
    legal = GAME.legal_actions(s, 4)
    careful = choose(view, legal, [0.0] * 4 + [1.0], random.Random(0), weights=CAREFUL)
    assert careful == PlayCard(card(s, 4, "bokken"), 1)
    careless = choose(view, legal, [0.0] * 4 + [1.0], random.Random(0))
    assert careless == PlayCard(card(s, 4, "bokken"), 0)  # the easy bot spreads its blows
    assert _decide(NormalBot(), s, 4) == careful


def test_the_search_leaves_out_blows_at_a_likely_friend() -> None:
    # the Samurai (seat 1) knows his Shogun (seat 0); a Bokken reaches seats 0 and 2
    s = scenario(characters=["goemon", "tomoe", "nobunaga", "ieyasu", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1,
                 hands=[["geisha"], ["bokken", "parry"], ["geisha"], ["geisha"], ["geisha"]])
    view = GAME.view(s, 1)
    legal = GAME.legal_actions(s, 1)
    bokken = card(s, 1, "bokken")
    scored = ranked(view, legal, friend_chances(view, role_beliefs(view)))
    assert PlayCard(bokken, 0) in [action for _, action in scored[:4]]
    options = search_options(scored, 4, legal)
    assert PlayCard(bokken, 2) in options and EndTurn() in options
    assert PlayCard(bokken, 0) not in options


def test_the_search_plays_its_candidates_on_the_tables_sample_table_deals() -> None:
    # the information benchmark swaps sample_table for one that lets the truth through
    s = scenario(characters=["goemon", "tomoe", "nobunaga", "ieyasu", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=2,
                 hands=[["geisha"], ["geisha"], ["bokken", "kiseru", "parry"], ["geisha"], ["geisha"]])
    dealt: list[KatanaState] = []

    class CountingBot(HardBot):
        def sample_table(self, view: KatanaView, rng: random.Random) -> KatanaState:
            table = super().sample_table(view, rng)
            dealt.append(table)
            return table

    view = GAME.view(s, 2)
    legal = GAME.legal_actions(s, 2)
    action = CountingBot(samples=3).choose(view, legal, random.Random(1))
    assert action in legal
    assert len(dealt) == 3
    # a spent time cap stops the sampling, but never before two tables
    dealt.clear()
    assert CountingBot(samples=30, budget=0.0).choose(view, legal, random.Random(1)) in legal
    assert len(dealt) == 2


def test_the_searchs_future_players_guess_allegiances_from_their_own_seats() -> None:
    """In a sampled future a Ninja does not know who the other Ninja is: with no deeds yet
    each hidden seat is his partner by the odds, as at the table (the sampled roles stay hidden)."""
    s = scenario(characters=["goemon", "tomoe", "nobunaga", "ieyasu", "kojiro"],
                 roles=["shogun", "samurai", "ninja", "ninja", "ronin"], turn=1,
                 hands=[["geisha"], ["bokken"], ["geisha"], ["geisha"], ["geisha"]])
    friends = believed_friends(s, {})
    ninja = friends[2]
    assert ninja[2] == 1.0 and ninja[0] == 0.0
    assert ninja[3] == pytest.approx(1 / 3) and ninja[1] == pytest.approx(1 / 3)
    assert friends[4] == [0.0, 0.0, 0.0, 0.0, 1.0]  # the Ronin stands alone
    assert friends[1] == friend_chances(make_view(s, 1), role_beliefs(make_view(s, 1)))


def test_a_samurai_takes_no_card_from_its_shogun_with_a_diversion() -> None:
    """The only seat with cards to take is the Shogun, whose side is known: ending the turn
    beats weakening him (the normal bot had taken his card at 1 life)."""
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    hands = [["parry", "bo"], ["diversion", "parry", "parry"], [], [], []]
    s = scenario(characters=CH, roles=roles, turn=1, hands=hands, life=[1, 5, 5, 5, 5])
    for bot in (NormalBot(), EasyBot()):
        choice = _decide(bot, s, 1)
        assert not (isinstance(choice, PlayCard) and choice.card == card(s, 1, "diversion")), choice


def test_at_three_players_an_easy_bot_knows_every_side() -> None:
    from game.katana.ai import glance_friends

    s = scenario(characters=["musashi", "tomoe", "goemon"], roles=["shogun", "ninja", "ninja"], turn=0,
                 hands=[["kiseru"], ["kiseru"], ["kiseru"]])
    assert glance_friends(make_view(s, 0)) == [1.0, 0.0, 0.0]  # the Shogun against two ninjas
    assert glance_friends(make_view(s, 1)) == [0.0, 1.0, 1.0]  # a ninja beside the other
