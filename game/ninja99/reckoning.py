"""The final reckoning: the tokens each side gathers, their secret assignment, and the winner."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.events import Event, event
from game.ninja99.data import CLANS, game_data
from game.ninja99.scoring import add_points
from game.ninja99.state import NinjaState


@dataclass(frozen=True, slots=True)
class Gathered:
    number: int
    face: str  # "daimyo" or "favour"
    value: int


def gathered_tokens(state: NinjaState, side: int) -> tuple[Gathered, ...]:
    """Favour tokens (spent or not) and placed Daimyo tokens, lowest number first; after a
    deck-out the unplaced Daimyo tokens join as Favour."""
    found = []
    for number, mark in enumerate(state.tokens[side], start=1):
        if mark == "P":
            found.append(Gathered(number, "daimyo", number))
        elif mark in "FX" or (mark == "D" and state.end_reason == "deck"):
            found.append(Gathered(number, "favour", 1))
    return tuple(found)


def reckoning_sides(state: NinjaState) -> tuple[int, ...]:
    return (0,) if state.solo else (0, 1)


def assignment_problem(state: NinjaState, side: int, assignment: str) -> str | None:
    tokens = gathered_tokens(state, side)
    if len(assignment) != len(tokens):
        return f"give a clan to each of your {len(tokens)} tokens, not {len(assignment)}"
    bad = [ch for ch in assignment if ch not in CLANS]
    if bad:
        return f"{bad[0]!r} is not a clan (use B, R or W)"
    return None


def assignment_totals(state: NinjaState, side: int, assignment: str) -> tuple[int, int, int]:
    totals = [0, 0, 0]
    for token, clan in zip(gathered_tokens(state, side), assignment, strict=True):
        totals[CLANS.index(clan)] += token.value
    return totals[0], totals[1], totals[2]


def distinct_assignments(state: NinjaState, side: int) -> tuple[str, ...]:
    """One assignment per different result (the clan totals), so the list stays short."""
    layer: dict[tuple[int, int, int], str] = {(0, 0, 0): ""}
    for token in gathered_tokens(state, side):
        grown: dict[tuple[int, int, int], str] = {}
        for totals, text in layer.items():
            for k, clan in enumerate(CLANS):
                bumped = list(totals)
                bumped[k] += token.value
                grown.setdefault((bumped[0], bumped[1], bumped[2]), text + clan)
        layer = grown
    return tuple(layer[k] for k in sorted(layer))


def automaton_bank(state: NinjaState) -> tuple[int, int, int]:
    """Solo: the bottom values of the Score cards lying on each clan track."""
    totals = [0, 0, 0]
    for card, clan, _face_up in state.score_cards:
        totals[CLANS.index(clan)] += game_data().auto_cards[card].bottom
    return totals[0], totals[1], totals[2]


@dataclass(frozen=True, slots=True)
class TrackOutlook:
    """One clan track as the reckoning side may foresee it, from their own side of the track:
    ``after`` counts the side's assignment and, in solo, every Score card lying on the track
    (a face-down one is known by its Blacklist back, which names it)."""

    clan: str
    now: int
    after: int


def reckoning_outlook(state: NinjaState, side: int, assignment_totals: tuple[int, int, int]) -> tuple[
        TrackOutlook, ...]:
    """What each track would show after the reveal if ``side`` gives these totals (B, R, W).
    Solo: the automaton's Score cards count against the player, face up or face down."""
    bank = automaton_bank(state) if state.solo else (0, 0, 0)
    return tuple(TrackOutlook(clan, state.score(side, clan), state.score(side, clan) + assignment_totals[k] - bank[k])
                 for k, clan in enumerate(CLANS))


def reveal(state: NinjaState) -> tuple[NinjaState, list[Event]]:
    """Every assignment is in: move the cubes, then the game is over."""
    tracks = state.tracks
    moves: dict[str, Any] = {}
    for side in reckoning_sides(state):
        assignment = state.reckoning[side]
        assert assignment is not None
        totals = assignment_totals(state, side, assignment)
        moves[str(side)] = dict(zip(CLANS, totals, strict=True))
        for clan, amount in zip(CLANS, totals, strict=True):
            tracks = add_points(tracks, side, clan, amount)
    if state.solo:
        bank = automaton_bank(state)
        moves["1"] = dict(zip(CLANS, bank, strict=True))
        for clan, amount in zip(CLANS, bank, strict=True):
            tracks = add_points(tracks, 1, clan, amount)
    state = replace(state, tracks=tracks, phase="over")
    return state, [event("reckoning_revealed", assignments=list(state.reckoning), moves=moves,
                         tracks=list(tracks), score_cards=[list(c) for c in state.score_cards])]


@dataclass(frozen=True, slots=True)
class Result:
    winners: tuple[int, ...]
    rule: str  # "majority", "total", "tokens" or "draw"
    positives: tuple[int, int]
    totals: tuple[int, int]
    daimyo_tokens: tuple[int, int]
    scores: tuple[tuple[int, int, int], tuple[int, int, int]]


def result(state: NinjaState) -> Result:
    scores = (tuple(state.score(0, c) for c in CLANS), tuple(state.score(1, c) for c in CLANS))
    positives = (sum(1 for v in scores[0] if v > 0), sum(1 for v in scores[1] if v > 0))
    totals = (sum(v for v in scores[0] if v > 0), sum(v for v in scores[1] if v > 0))
    placed = (state.tokens[0].count("P"), state.tokens[1].count("P"))
    score_pair = ((scores[0][0], scores[0][1], scores[0][2]), (scores[1][0], scores[1][1], scores[1][2]))
    for side in (0, 1):
        if positives[side] >= 2:
            return Result((side,), "majority", positives, totals, placed, score_pair)
    for rule, values in (("total", totals), ("tokens", placed)):
        if values[0] != values[1]:
            best = 0 if values[0] > values[1] else 1
            return Result((best,), rule, positives, totals, placed, score_pair)
    return Result((0, 1), "draw", positives, totals, placed, score_pair)
