"""Every refusal the engine can give reads well at this table, in English and in French."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME, card_targets
from game.katana.actions import DiscardCard, EndTurn, IeyasuDraw, NobunagaDraw, TakeHit
from scenes.katana.reasons import known, retell


def test_the_reasons_of_seeded_games_are_all_retold_in_french() -> None:
    rng = random.Random(9)
    seen: set[str] = set()
    for seed in range(4):
        match = Match.start(GAME, [Seat(f"AI {i}", "ai", "easy") for i in range(5)], seed, {})
        while not match.finished and len(match.steps) < 400:
            state = match.state
            seat = match.to_act()[0]
            for card in state.hands[seat][:3]:
                for target in card_targets(state, seat, card):
                    if target.reason:
                        seen.add(target.reason)
            for action in (EndTurn(), TakeHit(), NobunagaDraw(), IeyasuDraw(True), DiscardCard(0)):
                for who in {seat, (seat + 1) % 5}:
                    try:
                        GAME.apply(state, who, action)
                    except ValueError as exc:
                        seen.add(str(exc))
            legal = match.legal(seat)
            match.submit(seat, legal[rng.randrange(len(legal))])
    assert len(seen) >= 10
    for reason in seen:
        assert known(reason), reason
        french = retell(reason, "fr")
        assert french != retell(reason, "en") and french[0].isupper() and french.endswith(".")


def test_retelling_names_cards_in_the_language_and_speaks_of_this_tables_gestures() -> None:
    reason = "Kusarigama reaches difficulty 2, but this attack has difficulty 3"
    assert retell(reason, "en") == "Kusarigama reaches difficulty 2, but this attack has difficulty 3."
    assert retell("drop Quick Draw on the table: it goes in front of you", "fr").startswith("L'Attaque rapide se pose")
    assert retell("drop Focus on the table: it goes in front of you", "en") == (
        "Focus goes in front of you: drop it on your own seat or in the middle of the table.")
    assert retell("something new the engine says", "fr") == "Something new the engine says."
