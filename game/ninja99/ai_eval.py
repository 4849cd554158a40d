"""How a bot weighs a position: the clan tracks' 2-of-3 race, tokens, and Daimyos about to fall."""

from __future__ import annotations

from dataclasses import replace

from game.ninja99.data import CLANS, NINJA_CHARS, SAMURAI_CHARS
from game.ninja99.placement import daimyo_index
from game.ninja99.reckoning import automaton_bank
from game.ninja99.scoring import answer_ronin, cells_around
from game.ninja99.state import NinjaState, Turn

# Weights of the sorted clan scores: the second best decides the 2-of-3 majority.
RANK_WEIGHTS = (0.45, 1.0, 0.2)
CLIP = 14
FLEX_WEIGHT = 0.55  # a point of token value, assignable to any clan at the end
THREAT_WEIGHT = 0.35  # my ninjas around a Daimyo close to falling
# A spent Favour token still counts 1 at the reckoning, so a technique's price is only the
# chance it takes away: an unspent token may still pay for a better technique later (not once
# the deck is empty: that turn is the last). Small: against the previous normal bot, over the
# same 20 seeds with seats swapped (6000..6019, no module and Clan Techniques), 0.25 won 45% and
# 40% of the games, 0.12 55% and 51%, 0.05 57% and 51%, 0 (a technique that gains nothing is
# then a coin toss) 57% and 54%.
FAVOUR_OPTION = 0.05


def flexible_points(state: NinjaState, side: int) -> float:
    """Token value the side will assign at the reckoning (unplaced Daimyo tokens count for a
    little: they turn to Favour only if the deck runs out)."""
    total = 0.0
    for number, mark in enumerate(state.tokens[side], start=1):
        if mark == "P":
            total += number
        elif mark in "FX":
            total += 1
        elif mark == "D":
            total += 0.3
    return total


def clan_scores(state: NinjaState, side: int) -> list[int]:
    scores = [state.score(side, c) for c in CLANS]
    if state.solo:
        bank = automaton_bank(state)
        sign = 1 if side == 0 else -1
        scores = [s - sign * b for s, b in zip(scores, bank, strict=True)]
    return scores


def threat(state: NinjaState, side: int) -> float:
    """Ninjas of each side's clan next to standing Daimyos, weighted by how few guards remain."""
    mine, theirs = state.clans[side], state.clans[1 - side]
    grid = state.grid
    value = 0.0
    for number in state.standing():
        guards = own = rival = 0
        for idx in cells_around(daimyo_index(state, number)):
            ch = grid[idx]
            if ch in SAMURAI_CHARS:
                guards += 1
            elif ch in NINJA_CHARS:
                own += ch == mine
                rival += ch == theirs
        value += (own - rival) / (1 + guards)
    return value


def evaluate(state: NinjaState, side: int) -> float:
    scores = sorted((max(-CLIP, min(CLIP, s)) for s in clan_scores(state, side)), reverse=True)
    value = sum(w * s for w, s in zip(RANK_WEIGHTS, scores, strict=True))
    flex = flexible_points(state, side)
    if not state.solo:
        flex -= flexible_points(state, 1 - side)
    value += FLEX_WEIGHT * flex
    if state.phase == "turn":
        value += THREAT_WEIGHT * threat(state, side)
    if state.phase == "turn" and state.deck:
        spare = state.favour(side) - (0 if state.solo else state.favour(1 - side))
        value += FAVOUR_OPTION * spare
    return value


def hand_over(state: NinjaState, side: int) -> NinjaState:
    """The position as the rival would face it at the start of their turn (no draw: their open
    card is known, and what this side draws does not change their reply)."""
    return replace(state, active=side, turn=Turn())


def ronin_outcomes(state: NinjaState) -> tuple[NinjaState, NinjaState]:
    """The positions after bringing the asked Daimyo down and after leaving it standing (each
    with the rest of the Daimyo step played out, up to the next question if any)."""
    return answer_ronin(state, True)[0], answer_ronin(state, False)[0]


def settle(state: NinjaState, side: int) -> NinjaState:
    """The position once the side has answered every Ronin question its lay raised, each as the
    normal bot answers it at the table (the better of the two outcomes by ``evaluate``): a plan
    never counts on a fall the bot would then refuse."""
    while state.turn.asked and state.phase == "turn" and state.active == side:
        down, standing = ronin_outcomes(state)
        state = down if evaluate(down, side) >= evaluate(standing, side) else standing
    return state
