"""The end of the game: multipliers, Daimyo, lost blade, team totals, ties, and the sword."""

from __future__ import annotations

from typing import Any

from game.core.game import Outcome
from game.katana.cards import KEY, players_table
from game.katana.state import Ending, KatanaState, team_of

TEAM_ORDER = ("shogun", "ninja", "ronin")
LOST_BLADE = -3


def multipliers(s: KatanaState) -> tuple[int, ...]:
    """Each seat's honour multiplier for this player count (4 players: the ninja with the
    most stars doubles)."""
    table = players_table(s.n)
    found = [int(table["multiplier"][role]) for role in s.roles]
    if "top_ninja_multiplier" in table:
        ninja_stars = [s.stars[i] for i, role in enumerate(s.roles) if role == "ninja"]
        if ninja_stars:
            top = max(ninja_stars)
            for seat, role in enumerate(s.roles):
                if role == "ninja" and s.stars[seat] == top:
                    found[seat] = int(table["top_ninja_multiplier"])
    return tuple(found)


def seat_lines(s: KatanaState) -> list[dict[str, Any]]:
    """One breakdown line per seat: honour x multiplier + Daimyo + lost blade."""
    ending = s.ending
    lost_blade_seat = ending.lost_blade if ending is not None else -1
    lines = []
    for seat, multiplier in enumerate(multipliers(s)):
        role = s.roles[seat]
        daimyo = 0 if role == "ronin" else sum(1 for card in s.hands[seat] if KEY[card] == "daimyo")
        lost = LOST_BLADE if seat == lost_blade_seat else 0
        multiplied = s.honour[seat] * multiplier
        lines.append({
            "seat": seat, "role": role, "stars": s.stars[seat], "team": team_of(role),
            "character": s.characters[seat], "honour": s.honour[seat], "multiplier": multiplier,
            "multiplied": multiplied, "daimyo": daimyo, "lost_blade": lost,
            "score": multiplied + daimyo + lost,
        })
    return lines


def winning_team(totals: dict[str, int]) -> tuple[str, str]:
    """The best team and the rule that named it: ninjas win every tie, and the Shogun's side
    beats the Ronin on a tie."""
    best = max(totals.values())
    tied = [team for team in TEAM_ORDER if totals.get(team) == best]
    if len(tied) == 1:
        return tied[0], "highest_total"
    if "ninja" in tied:
        return "ninja", "tie_ninjas_win"
    return "shogun", "tie_shogun_beats_ronin"


def outcome(s: KatanaState) -> Outcome | None:
    ending = s.ending
    if ending is None:
        return None
    lines = seat_lines(s)
    totals: dict[str, int] = {}
    for line in lines:
        totals[line["team"]] = totals.get(line["team"], 0) + line["score"]
    if ending.reason == "sword" and ending.sword_valid:
        team, rule = team_of(s.roles[ending.sword_seat]), "victory_by_the_sword"
    else:
        team, rule = winning_team(totals)
    winners = tuple(seat for seat, line in enumerate(lines) if line["team"] == team)
    return Outcome(
        winners=winners,
        teams=tuple(line["team"] for line in lines),
        winning_teams=(team,),
        scores=tuple(float(line["score"]) for line in lines),
        reason=_reason(ending, rule),
        breakdown={
            "seats": lines, "teams": {t: totals[t] for t in TEAM_ORDER if t in totals},
            "rule": rule, "ending": ending.reason, "sword_seat": ending.sword_seat,
            "sword_valid": ending.sword_valid, "lost_blade_seat": ending.lost_blade,
            "out_of_honour": list(ending.out_of_honour), "honour_cause": ending.honour_cause,
            "honour_by": ending.honour_by,
        },
    )


def _reason(ending: Ending, rule: str) -> str:
    """Why the game stopped, then what named the winner."""
    if rule == "victory_by_the_sword":
        return "only one player was left standing"
    if ending.reason == "sword":  # the lone survivor's last blow felled a teammate
        why = "the last player standing felled a teammate, so there is no victory by the sword"
    else:
        why = "a player ran out of honour"
    decided = {
        "highest_total": "the best team total wins",
        "tie_ninjas_win": "the ninjas win the tie",
        "tie_shogun_beats_ronin": "the Shogun's side wins the tie",
    }[rule]
    return f"{why}; {decided}"
