"""99 Ninja's sounds: the victory fanfare only for a person who won, and the score and "Daimyo
falls" sounds with what they announce, once the card has landed (review revQ, defects 3-4)."""

from __future__ import annotations

import random
from typing import Any

from game import get_game
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.ninja99.actions import Reckon
from game.ninja99.ai import make_bot
from tests.ninja99.helpers import BOARD
from tests.scenes.ninja99.ninja99_table_helpers import (
    frames,
    make_app,
    open_table,
    play_bots_until,
    started_match,
)

GAME = get_game("ninja99")


def reckoned(seats: list[Seat]) -> Match:
    """A finished two-side game that side 0 wins (two tracks led)."""
    state = GAME.from_scenario({"game": "ninja99", "seats": 2, "board": BOARD, "clans": ["W", "B"],
                                "hands": [[], []], "phase": "reckon", "end_reason": "daimyos",
                                "tracks": [2, 3, -20], "fallen": [[1, 0, 1]],
                                "tokens": ["PDDDDDDD", "DDDDDDDD"], "score_deck": []})
    state, _ = GAME.apply(state, 0, Reckon("B"))
    state, _ = GAME.apply(state, 1, Reckon(""))
    return Match(GAME, seats, 1, {"level": "0"}, state, [], [state])


def reveal_sounds(tmp_path: Any, monkeypatch: Any, seats: list[Seat]) -> list[str]:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, reckoned(seats))
    app.audio.played.clear()
    table._start_reveal({})
    return list(app.audio.played)


def test_the_fanfare_plays_when_the_person_won(tmp_path: Any, monkeypatch: Any) -> None:
    ann_won = reveal_sounds(tmp_path, monkeypatch, [Seat("Ann"), Seat("Bot", "ai", "easy")])
    assert ann_won == ["ninja99/victory"]


def test_no_fanfare_when_the_bot_beat_the_person_nor_for_a_spectator(tmp_path: Any, monkeypatch: Any) -> None:
    assert reveal_sounds(tmp_path, monkeypatch, [Seat("Bot", "ai", "easy"), Seat("Ann")]) == []
    bots = [Seat("Bot", "ai", "easy"), Seat("Bo", "ai", "easy")]
    assert reveal_sounds(tmp_path / "bots", monkeypatch, bots) == []


def test_score_and_fall_sounds_wait_for_the_card_to_land(tmp_path: Any, monkeypatch: Any) -> None:
    full = started_match(seed=3)

    def scores_next(match: Match) -> bool:
        probe = Match(match.game, match.seats, match.seed, match.options, match.state, [], [match.state])
        seat = probe.to_act()[0]
        action = make_bot("easy", seat).choose(probe.game.view(probe.state, seat), probe.legal(seat),
                                               random.Random(len(match.steps)))
        events = probe.submit(seat, action)
        if any(e.kind == "scored" and e.get("points") for e in events) and any(
                e.kind == "card_laid" for e in events):
            scores_next.step = (seat, action)  # type: ignore[attr-defined]
            return True
        return False

    play_bots_until(full, scores_next)
    seat, action = scores_next.step  # type: ignore[attr-defined]
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = "normal"
    table = open_table(app, full)
    table.bots = BotTable(full, set())  # nobody moves but the test
    app.audio.played.clear()
    table._after_step(seat, action, full.submit(seat, action))
    assert "ninja99/score" not in app.audio.played  # the card is still in the air
    for _ in range(240):
        frames(app)
        if "ninja99/score" in app.audio.played:
            break
    played = app.audio.played
    assert "ninja99/settle" in played and "ninja99/score" in played
    assert played.index("ninja99/settle") < played.index("ninja99/score")
    if "ninja99/daimyo_falls" in played:
        assert played.index("ninja99/settle") < played.index("ninja99/daimyo_falls")
