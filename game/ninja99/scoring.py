"""Laying a card and what it scores: covered samurai, falling Daimyos, tokens and tracks.

Everything here is the single source of the scoring rules: the turn applies it, the preview
runs it on a copy to show a ghost's effects, and the bots run it to weigh their moves.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from game.core.events import Event, event
from game.ninja99.data import NINJA_CHARS, SAMURAI_CHARS, game_data
from game.ninja99.geometry import index, neighbour_mask, on_board, position, shape
from game.ninja99.placement import daimyo_index
from game.ninja99.state import CLAN_INDEX, NinjaState, Placement


def add_points(tracks: tuple[int, int, int], side: int, clan: str, points: int) -> tuple[int, int, int]:
    """Move ``clan``'s cube ``points`` steps toward ``side``."""
    if not points:
        return tracks
    values = list(tracks)
    values[CLAN_INDEX[clan]] += points if side == 0 else -points
    return (values[0], values[1], values[2])


def score_event(state: NinjaState, side: int, clan: str, points: int, why: str, **facts: Any) -> Event:
    return event("scored", side=side, clan=clan, points=points, why=why,
                 track=state.tracks[CLAN_INDEX[clan]], **facts)


def samurai_value(state: NinjaState, side: int, samurai: str) -> int:
    """Points for covering this samurai with a ninja of your clan."""
    points = 1
    if state.uses("ronin"):
        own, rival = state.clans[side], state.clans[1 - side]
        owner = samurai.upper()
        points = 0 if owner == own else 2 if owner == rival else 1
    if state.turn.uses("kayakujutsu"):
        points += 1
    return points


def effective_ninja(state: NinjaState, idx: int) -> str | None:
    """The clan a cell fights for in this turn's Daimyo steps, after technique effects."""
    shown = state.grid[idx]
    for conv in state.turn.conversions:
        if conv.cell == idx and conv.shown == shown:
            return conv.clan
    if shown in NINJA_CHARS:
        return shown
    if shown == "." and state.turn.uses("intonjutsu") and is_space(state, idx):
        return "B"
    return None


def is_space(state: NinjaState, idx: int) -> bool:
    """A cell of the boards, or one off them that a laid card lies over: the grid's other cells
    are bare table, which no rule counts (see docs/rulings.md, Geometry and placement)."""
    row, col = position(idx)
    if on_board(row, col):
        return True
    return any(p.row <= row < p.row + 3 and p.col <= col < p.col + 3 for p in state.layers)


def guards(state: NinjaState, idx: int, ignore_own: bool = True) -> bool:
    """Does this cell still protect a Daimyo next to it from the active side? (Ronin: with
    ``ignore_own``, a samurai of the active side's clan counts as ignored; a fall that needs it
    is the side's choice, see ``falls_by_ronin``.)"""
    shown = state.grid[idx]
    if shown not in SAMURAI_CHARS or effective_ninja(state, idx) is not None:
        return False
    return not (ignore_own and state.uses("ronin") and shown.upper() == state.clans[state.active])


def falls_by_ronin(state: NinjaState, number: int) -> bool:
    """For a Daimyo of the step (``is_falling``): it falls only if samurai of the active side's
    clan are ignored, which that side chooses (see ``continue_step``)."""
    return any(guards(state, i, ignore_own=False) for i in cells_around(daimyo_index(state, number)))


@cache
def cells_around(number_idx: int) -> tuple[int, ...]:
    mask = neighbour_mask(number_idx)
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return tuple(found)


def ninjas_of(state: NinjaState, daimyo_idx: int, clan: str | None) -> tuple[int, ...]:
    if clan is None:
        return ()
    return tuple(i for i in cells_around(daimyo_idx) if effective_ninja(state, i) == clan)


def is_falling(state: NinjaState, number: int) -> bool:
    cells = cells_around(daimyo_index(state, number))
    if not state.turn.conversions and not state.uses("ronin"):
        grid = state.grid  # the common case: any samurai in sight still guards
        return not any(grid[i] in SAMURAI_CHARS for i in cells)
    return not any(guards(state, i) for i in cells)


def blacklist_top(state: NinjaState, side: int) -> int | None:
    """The highest Daimyo still standing on the side's Blacklist card."""
    card = state.blacklists[side]
    if card is None:
        return None
    standing = set(state.standing())
    for number in game_data().auto_cards[card].order:
        if number in standing:
            return number
    return None


def flip_highest(tokens: str) -> tuple[str, int | None]:
    """The side's highest unplaced Daimyo token turned to its Favour face."""
    at = tokens.rfind("D")
    if at < 0:
        return tokens, None
    return tokens[:at] + "F" + tokens[at + 1:], at + 1


def place_lowest(tokens: str) -> tuple[str, int]:
    at = tokens.find("D")
    if at < 0:
        raise RuntimeError("no Daimyo token left to place")
    return tokens[:at] + "P" + tokens[at + 1:], at + 1


def set_tokens(state: NinjaState, side: int, tokens: str) -> NinjaState:
    pair = (tokens, state.tokens[1]) if side == 0 else (state.tokens[0], tokens)
    return replace(state, tokens=pair)


def eliminate(state: NinjaState, side: int, number: int, by_ronin: bool = False) -> tuple[NinjaState, list[Event]]:
    """Steps a-d of a Daimyo brought down by ``side`` in its own turn. When it fell only by
    ignoring samurai of the side's own clan (Ronin), the side scores no step c points."""
    rival = 1 - side
    didx = daimyo_index(state, number)
    on_list = blacklist_top(state, side) == number
    tokens, token = place_lowest(state.tokens[side])
    state = set_tokens(state, side, tokens)
    state = replace(state, fallen=state.fallen + ((number, side, token),))
    flipped_tokens, flipped = flip_highest(state.tokens[rival])
    state = set_tokens(state, rival, flipped_tokens)
    clan = state.clans[side]
    assert clan is not None
    mine = () if by_ronin else ninjas_of(state, didx, clan)
    points = len(mine)
    if state.turn.uses("kenjutsu") and clan == "R":
        points *= 2
    bonus = 1 if state.uses("blacklist") and on_list else 0
    events: list[Event] = [event(
        "daimyo_fell", daimyo=number, name=game_data().daimyo_names[number]["en"], side=side,
        token=token, cell=position(didx), rival_flipped=flipped, by_automaton=False, by_ronin=by_ronin,
    )]
    state = replace(state, tracks=add_points(state.tracks, side, clan, points + bonus))
    events.append(score_event(state, side, clan, points + bonus, "daimyo", daimyo=number,
                              ninjas=[position(i) for i in mine], blacklist_bonus=bonus))
    if state.solo:
        state, card_events = lay_score_card(state, face_up=True)
        events += card_events
    rival_clan = state.clans[rival]
    assert rival_clan is not None
    theirs = ninjas_of(state, didx, rival_clan)
    state = replace(state, tracks=add_points(state.tracks, rival, rival_clan, len(theirs)))
    if state.solo and theirs and state.score(rival, rival_clan) >= game_data().auto_trigger:
        state = replace(state, strike_due=True)  # the automaton strikes when its turn comes
    events.append(score_event(state, rival, rival_clan, len(theirs), "daimyo", daimyo=number,
                              ninjas=[position(i) for i in theirs], blacklist_bonus=0))
    return check_all_fallen(state, events)


def lay_score_card(state: NinjaState, face_up: bool) -> tuple[NinjaState, list[Event]]:
    """Solo: the top Score card goes onto the automaton's current clan track."""
    if not state.score_deck:
        return state, []
    card, rest = state.score_deck[0], state.score_deck[1:]
    clan = state.clans[1]
    assert clan is not None
    state = replace(state, score_deck=rest, score_cards=state.score_cards + ((card, clan, face_up),))
    audience = None
    return state, [event("score_card", audience, card=card, clan=clan, face_up=face_up,
                         bottom=game_data().auto_cards[card].bottom if face_up else None)]


def check_all_fallen(state: NinjaState, events: list[Event]) -> tuple[NinjaState, list[Event]]:
    if len(state.fallen) == 7 and state.phase == "turn":
        state = replace(state, phase="reckon", end_reason="daimyos")
        events.append(event("game_ending", reason="daimyos"))
    return state, events


def falling_order(state: NinjaState, falling: list[int]) -> list[int]:
    """The order the active side brings several Daimyos down in at once: the one that serves it
    best. Only the Blacklist bonus depends on it, and following the side's own list earns every
    bonus any order could (a bonus needs all the Daimyos above on the list fallen first).
    Without a list, lowest number first."""
    card = state.blacklists[state.active] if state.uses("blacklist") else None
    if card is None:
        return sorted(falling)
    rank = game_data().auto_cards[card].order
    return sorted(falling, key=rank.index)


def daimyo_step(state: NinjaState) -> tuple[NinjaState, list[Event]]:
    """Step 5: every standing Daimyo left with no guard falls, in the eliminator's best order.
    Bringing one down changes no cell, so which ones fall is known before the first does. With
    Ronin, one guarded only by the active side's own clan waits on that side's answer."""
    falling = [n for n in state.standing() if is_falling(state, n)]
    return continue_step(state, tuple(falling_order(state, falling)))


def continue_step(state: NinjaState, queue: tuple[int, ...]) -> tuple[NinjaState, list[Event]]:
    """Bring down the Daimyos of a step in ``queue``'s order. One that would fall only because
    the active side's own Ronin samurai are ignored is the side's choice: the step pauses there
    (``Turn.asked`` keeps it and the rest of the queue) until ``answer_ronin``."""
    events: list[Event] = []
    for at, number in enumerate(queue):
        if state.phase != "turn":
            break
        if falls_by_ronin(state, number):
            state = replace(state, turn=replace(state.turn, asked=queue[at:]))
            events.append(event("ronin_question", side=state.active, daimyo=number,
                                cell=position(daimyo_index(state, number)), clan=state.clans[state.active]))
            return state, events
        state, more = eliminate(state, state.active, number)
        events += more
    return state, events


def answer_ronin(state: NinjaState, bring_down: bool) -> tuple[NinjaState, list[Event]]:
    """The active side's answer to the step's question (already checked), then the rest of the
    step: the Daimyo falls by the Ronin ignoring (no step c points) or stays standing."""
    number, rest = state.turn.asked[0], state.turn.asked[1:]
    side = state.active
    state = replace(state, turn=replace(state.turn, asked=()))
    events: list[Event] = [event("ronin_answered", side=side, daimyo=number, bring_down=bring_down,
                                 clan=state.clans[side])]
    if bring_down:
        state, more = eliminate(state, side, number, by_ronin=True)
        events += more
    state, more = continue_step(state, rest)
    return state, events + more


def lay_card(state: NinjaState, side: int, card: str, orientation: int, row: int,
             col: int) -> tuple[NinjaState, list[Event]]:
    """Lay an already-checked card, then score its samurai (step 4) and the Daimyos (step 5)."""
    sh = shape(card, orientation)
    clan = state.clans[side]
    grid = list(state.grid)
    covered: list[dict[str, Any]] = []
    knocked: list[dict[str, Any]] = []  # ninjas a ninja of the card lies on (Hensojutsu only)
    points = 0
    laid_cells = []
    for dr, dc, ch in sh.cells:
        idx = index(row + dr, col + dc)
        under = grid[idx]
        if ch in NINJA_CHARS and under in SAMURAI_CHARS:
            value = samurai_value(state, side, under) if ch == clan else 0
            covered.append({"cell": (row + dr, col + dc), "samurai_clan": under.upper(),
                            "ninja": ch, "points": value})
            points += value
        elif ch in NINJA_CHARS and under in NINJA_CHARS:
            knocked.append({"cell": (row + dr, col + dc), "ninja": under, "by": ch})
        grid[idx] = ch
        laid_cells.append((row + dr, col + dc, ch))
    hand = list(state.hands[side])
    hand.remove(card)
    hands = (tuple(hand), state.hands[1]) if side == 0 else (state.hands[0], tuple(hand))
    # A card laid over a converted cell ends its conversion, even when the new content shows the
    # same letter (a samurai laid on a converted samurai of the same Ronin clan guards again).
    covered_cells = {index(row + dr, col + dc) for dr, dc, _ in sh.cells}
    conversions = tuple(c for c in state.turn.conversions if c.cell not in covered_cells)
    state = replace(state, grid="".join(grid), hands=hands,
                    layers=state.layers + (Placement(card, orientation, row, col, side),),
                    turn=replace(state.turn, conversions=conversions))
    events: list[Event] = [event("card_laid", side=side, card=card, orientation=orientation,
                                 row=row, col=col, cells=laid_cells, covered=covered,
                                 ninjas_covered=knocked)]
    if points:
        assert clan is not None
        state = replace(state, tracks=add_points(state.tracks, side, clan, points))
        events.append(score_event(state, side, clan, points, "samurai",
                                  cells=[c["cell"] for c in covered if c["points"]]))
    state, more = daimyo_step(state)
    return state, events + more
