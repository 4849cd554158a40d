"""Katana: how often each role is defeated, and how the bots answer a blow.

    python benchmarks/katana_answers.py [--games 300] [--seed 1001] [--answers-games 0]
                                        [--answers-seed 1] [--team shogun] [--level hard]

Part one (fast, normal focus team against easy seats as in the strength benchmark): the
share of turn starts after which a player is defeated within the next round, by role, life
(1-5) and Parries in hand (0, 1, 2 or more). It tells what a life point or a Parry is worth
to each role: the Shogun, whom every enemy knows, falls in more than half of the rounds
even at full life.

Part two (``--answers-games N``: N games of the strength benchmark's seeds in which
``--team`` is in focus at ``--level``): every answer to a blow or a Battle Cry / Jujitsu
that had a Parry to give, counted by whether the blow was lethal, the heuristics' favourite
and the bot's choice.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from katana_strength import FOCUS_TEAMS, focus_match, focus_team, focus_won  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.core.bots import Bot  # noqa: E402
from game.katana.actions import Defend  # noqa: E402
from game.katana.ai_hard import HardBot  # noqa: E402
from game.katana.belief import friend_chances, role_beliefs, team_lead  # noqa: E402
from game.katana.cards import IS_PARRY  # noqa: E402
from game.katana.policy import ranked  # noqa: E402
from game.katana.state import ATTACK, WAVE, Attack, team_of  # noqa: E402
from game.katana.view import KatanaView  # noqa: E402


def defeat_risk(games: int, seed: int) -> dict[str, str]:
    counts: dict[tuple[str, int, int], list[int]] = defaultdict(lambda: [0, 0])
    for index in range(games):
        match, table = focus_match(seed + index, 5, "normal", HardBot)
        roles = match.state.roles
        looks: list[tuple[int, int, tuple[str, int, int]]] = []  # turn, seat, (role, life, parries)
        defeats: list[tuple[int, int]] = []  # turn, seat
        seen_turn = -1
        while not match.finished:
            s = match.state
            if s.turns != seen_turn:
                seen_turn = s.turns
                for seat in range(s.n):
                    if s.life[seat]:
                        parries = min(2, sum(1 for c in s.hands[seat] if IS_PARRY[c]))
                        looks.append((s.turns, seat, (roles[seat], min(5, s.life[seat]), parries)))
            seat = match.to_act()[0]
            for event in match.submit(seat, table.decide(seat)):
                if event.kind == "defeated":
                    defeats.append((match.state.turns, event.data["seat"]))
        last = match.state.turns
        for turn, seat, key in looks:
            fell = any(who == seat and turn <= when < turn + 5 for when, who in defeats)
            if fell or turn + 5 <= last:  # a round cut short by the end says nothing
                counts[key][0] += fell
                counts[key][1] += 1
    return {f"{role} life {life} parries {parries}": f"{fell / seen:.2f} of {seen}"
            for (role, life, parries), (fell, seen) in sorted(counts.items()) if seen >= 30}


class Watcher:
    """Wraps a seat's bot and counts its answers next to the heuristics' favourite."""

    def __init__(self, bot: Bot, tally: Counter[str]) -> None:
        self.bot = bot
        self.tally = tally

    def choose(self, view: KatanaView, legal: Sequence[Action], rng: random.Random) -> Action:
        action = self.bot.choose(view, legal, rng)
        me = view.seat
        assert me is not None
        if view.phase in (ATTACK, WAVE) and any(IS_PARRY[c] for c in view.hand):
            beliefs = role_beliefs(view)
            favourite = ranked(view, legal, friend_chances(view, beliefs), team_lead(view, beliefs))[0][1]
            pending = view.pending
            loss = min(pending.damage, view.life[me]) if isinstance(pending, Attack) else 1
            blow = "lethal" if loss >= view.life[me] else "wound"

            def word(a: Action) -> str:
                return "parry" if isinstance(a, Defend) else "hit"

            self.tally[f"{view.roles[me]} {blow}: favourite {word(favourite)}, played {word(action)}"] += 1
        return action


def answers(games: int, seed: int, team: str, level: str) -> tuple[dict[str, int], str]:
    tally: Counter[str] = Counter()
    wins = played = 0
    index = 0
    while played < games:
        if focus_team(seed + index) == team:
            match, table = focus_match(seed + index, 5, level, lambda: HardBot(budget=math.inf, samples=8))
            roles = match.state.roles
            for seat, role in enumerate(roles):
                if team_of(role) == team:
                    table.bots[seat] = Watcher(table.bots[seat], tally)
            wins += focus_won(match, table, seed + index)
            played += 1
        index += 1
    return dict(sorted(tally.items())), f"{wins}/{played}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300, help="games for the defeat table")
    parser.add_argument("--seed", type=int, default=1001)
    parser.add_argument("--answers-games", type=int, default=0)
    parser.add_argument("--answers-seed", type=int, default=1,
                        help="first seed of part two (1, as the strength benchmark)")
    parser.add_argument("--team", default="shogun", choices=FOCUS_TEAMS)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    print(json.dumps({"defeated_within_a_round": defeat_risk(args.games, args.seed)}, indent=1), flush=True)
    if args.answers_games:
        tally, won = answers(args.answers_games, args.answers_seed, args.team, args.level)
        print(json.dumps({"team": args.team, "level": args.level, "won": won, "answers": tally}, indent=1))


if __name__ == "__main__":
    main()
