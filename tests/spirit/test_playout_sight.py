"""The hard search's playouts that see the sampled deck's next brigand at some turn actions."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.core.actions import Action
from game.spirit import GAME, search
from game.spirit.ai import NormalBot
from game.spirit.state import HIDDEN, State, top_decision
from game.spirit.views import masked

# no Katsushiro, whose Kiai and second draw are the game's own ways of showing deck cards
NO_SEER = {"mode": "normal", "samurai": "Gorobei,Kanbei,Kyuzo,Heihachi"}


class WatchingPolicy:
    """The normal samurai, noting for each decision of a playout its kind, its seat and whether
    the deck's top brigand was face up in the view it was given."""

    def __init__(self) -> None:
        self.normal = NormalBot()
        self.seen: list[tuple[str, int, bool]] = []

    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        task = top_decision(view)
        assert task is not None
        if view.deck:
            self.seen.append((task.kind, task.seat, view.deck[0] != HIDDEN))
        return self.normal.choose(view, legal, rng)


def test_a_sighted_state_shows_its_deck_top_and_nothing_else() -> None:
    state = GAME.new(4, 3, {"mode": "normal"})
    view = masked(search.sighted(state))
    assert view.deck[0] == state.deck[0]
    assert set(view.deck[1:]) == {HIDDEN}
    assert set(masked(state).deck) == {HIDDEN}
    assert search.sighted(search.sighted(state)) == search.sighted(state)


@pytest.mark.parametrize("share", [0.0, 1.0])
def test_playouts_see_the_next_brigand_at_turn_actions_only_and_as_often_as_set(
        monkeypatch: pytest.MonkeyPatch, share: float) -> None:
    monkeypatch.setattr(search, "PLAYOUT_PEEK", share)
    monkeypatch.setattr(search, "round_end_value", lambda state: None)  # the whole round
    policy = WatchingPolicy()
    search.rollout(GAME.new(4, 11, NO_SEER), policy, random.Random(1))
    actions = [seen for kind, _, seen in policy.seen if kind == "action"]
    others = [seen for kind, _, seen in policy.seen if kind != "action"]
    assert len(actions) > 10 and others
    assert actions == [share == 1.0] * len(actions)
    assert not any(others)


def test_playouts_see_the_next_brigand_at_about_the_share_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PLAYOUT_PEEK", 0.5)
    monkeypatch.setattr(search, "round_end_value", lambda state: None)
    seen = []
    for seed in range(6):
        policy = WatchingPolicy()
        search.rollout(GAME.new(4, seed, NO_SEER), policy, random.Random(seed))
        seen += [face_up for kind, _, face_up in policy.seen if kind == "action"]
    assert 0.3 < sum(seen) / len(seen) < 0.7


def test_with_others_only_the_searching_samurai_plays_its_own_turns_blind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PLAYOUT_PEEK", 1.0)
    monkeypatch.setattr(search, "PLAYOUT_PEEK_OTHERS_ONLY", True)
    monkeypatch.setattr(search, "round_end_value", lambda state: None)
    state = GAME.new(4, 11, NO_SEER)
    searcher = 2
    policy = WatchingPolicy()
    search.rollout(state, policy, random.Random(1), searcher)
    own = [seen for kind, seat, seen in policy.seen if kind == "action" and seat == searcher]
    others = [seen for kind, seat, seen in policy.seen if kind == "action" and seat != searcher]
    assert len(own) > 2 and len(others) > 6
    assert not any(own)
    assert all(others)
