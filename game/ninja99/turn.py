"""The turn: who acts, what each action may do, and the draw that ends a turn."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event, event
from game.ninja99.actions import (
    Discard,
    EndTurn,
    PickClan,
    Place,
    Reckon,
    RoninChoice,
    SwapClan,
    UseTechnique,
)
from game.ninja99.automaton import automaton_turn
from game.ninja99.data import CLANS, game_data
from game.ninja99.placement import can_place, legal_spots, placement_problem
from game.ninja99.reckoning import assignment_problem, distinct_assignments, reckoning_sides, reveal
from game.ninja99.scoring import answer_ronin, lay_card
from game.ninja99.state import NinjaState, Turn
from game.ninja99.techniques import (
    cell_choices,
    cells_problem,
    draw_bottom,
    offered,
    technique_problem,
    use_technique,
)


@lru_cache(maxsize=65536)
def place_action(card: str, orientation: int, row: int, col: int) -> Place:
    """Place actions are listed by the hundred each turn: equal ones are shared, not rebuilt."""
    return Place(card, orientation, row, col)


def to_act(state: NinjaState) -> tuple[int, ...]:
    if state.phase in ("pick", "turn"):
        return (state.active,)
    if state.phase == "reckon":
        return tuple(s for s in reckoning_sides(state) if state.reckoning[s] is None)
    return ()


def legal_actions(state: NinjaState, side: int) -> tuple[Action, ...]:
    if side not in to_act(state):
        return ()
    if state.phase == "pick":
        return tuple(PickClan(c) for c in CLANS if c not in state.clans)
    if state.phase == "reckon":
        return tuple(Reckon(a) for a in distinct_assignments(state, side))
    turn = state.turn
    if turn.asked:
        return (RoninChoice(turn.asked[0], True), RoninChoice(turn.asked[0], False))
    if turn.must_discard:
        return tuple(Discard(c) for c in sorted(set(state.hands[side])))
    hand = state.hands[side]
    if not hand:
        return (EndTurn(),)
    found: list[Action] = []
    if not turn.started:
        found.append(SwapClan())
    if not turn.laid:
        for tech in offered(state, side):
            if technique_problem(state, side, tech.id) is None:
                found += [UseTechnique(tech.id, cells) for cells in cell_choices(state, tech)]
    for card in sorted(set(hand)):
        spots = legal_spots(state, card)
        if spots:
            found += [place_action(card, o, r, c) for o, r, c in spots]
        else:
            found.append(Discard(card))
    return tuple(found)


def _check_turn(state: NinjaState, side: int) -> None:
    if state.phase == "pick":  # the game has begun and it may be this side's move: say what comes first
        raise IllegalAction("first choose your clan" if state.active == side else "it is not your turn")
    if state.phase != "turn":
        raise IllegalAction("that is only done during a turn")
    if state.active != side:
        raise IllegalAction("it is not your turn")
    if state.turn.asked:
        name = game_data().daimyo_names[state.turn.asked[0]]["en"]
        raise IllegalAction(f"first say whether the {name} falls by ignoring your samurai (Ronin)")


def ronin_choice(state: NinjaState, side: int, action: RoninChoice) -> tuple[NinjaState, list[Event]]:
    if state.phase != "turn":
        raise IllegalAction("that is only done during a turn")
    if state.active != side:
        raise IllegalAction("it is not your turn")
    if not state.turn.asked:
        raise IllegalAction("no Daimyo waits on your samurai: there is no Ronin question to answer")
    asked = state.turn.asked[0]
    name = game_data().daimyo_names[asked]["en"]
    if type(action.daimyo) is not int or action.daimyo != asked:
        raise IllegalAction(f"the Ronin question is about the {name} (Daimyo {asked}), not {action.daimyo!r}")
    if type(action.bring_down) is not bool:
        raise IllegalAction(f"answer the Ronin question with true (bring it down) or false (leave it "
                            f"standing), not {action.bring_down!r}")
    return answer_ronin(state, action.bring_down)


def pick_clan(state: NinjaState, side: int, clan: str) -> tuple[NinjaState, list[Event]]:
    if state.phase != "pick" or state.active != side:
        raise IllegalAction("it is not your turn to pick a clan")
    if clan not in CLANS:
        raise IllegalAction(f"{clan!r} is not a clan (use B, R or W)")
    if clan in state.clans:
        raise IllegalAction("that clan is already taken")
    clans = (clan, state.clans[1]) if side == 0 else (state.clans[0], clan)
    state = replace(state, clans=clans)
    events = [event("clan_picked", side=side, clan=clan)]
    if None in clans:
        return replace(state, active=0), events
    neutral = next(c for c in CLANS if c not in clans)
    events.append(event("clans_set", clans=list(clans), neutral=neutral))
    return replace(state, neutral=neutral, phase="turn", active=0), events


def swap_clan(state: NinjaState, side: int) -> tuple[NinjaState, list[Event]]:
    _check_turn(state, side)
    if state.turn.started:
        raise IllegalAction("the clan swap comes first in a turn, before techniques and cards")
    before = state.clans[side]
    clans = (state.neutral, state.clans[1]) if side == 0 else (state.clans[0], state.neutral)
    state = replace(state, clans=clans, neutral=before, turn=replace(state.turn, swapped=True, started=True))
    return state, [event("clan_swapped", side=side, before=before, after=clans[side])]


def technique(state: NinjaState, side: int, action: UseTechnique) -> tuple[NinjaState, list[Event]]:
    _check_turn(state, side)
    problem = technique_problem(state, side, action.technique)
    if problem is None:
        problem = cells_problem(state, game_data().techniques[action.technique], action.cells)
    if problem is not None:
        raise IllegalAction(problem)
    return use_technique(state, side, action.technique, action.cells)


def place(state: NinjaState, side: int, action: Place) -> tuple[NinjaState, list[Event]]:
    _check_turn(state, side)
    if state.turn.must_discard:
        raise IllegalAction("first throw away a card for Tenmon")
    if action.card not in state.hands[side]:
        raise IllegalAction(f"you do not hold card {action.card}")
    problem = placement_problem(state, action.card, action.orientation, action.row, action.col)
    if problem is not None:
        raise IllegalAction(problem)
    state = replace(state, turn=replace(state.turn, started=True, laid=state.turn.laid + 1))
    return lay_card(state, side, action.card, action.orientation, action.row, action.col)


def discard(state: NinjaState, side: int, card: str) -> tuple[NinjaState, list[Event]]:
    _check_turn(state, side)
    hand = list(state.hands[side])
    if card not in hand:
        raise IllegalAction(f"you do not hold card {card}")
    why = "tenmon"
    turn = replace(state.turn, must_discard=False)
    if not state.turn.must_discard:
        if can_place(state, card):
            raise IllegalAction(f"card {card} can still be laid: only a card that fits nowhere is thrown away")
        why = "unplaceable"
        turn = replace(turn, started=True, laid=turn.laid + 1)
    hand.remove(card)
    hands = (tuple(hand), state.hands[1]) if side == 0 else (state.hands[0], tuple(hand))
    state = replace(state, hands=hands, discard=state.discard + (card,), turn=turn)
    return state, [event("card_discarded", side=side, card=card, why=why)]


def end_turn(state: NinjaState, side: int) -> tuple[NinjaState, list[Event]]:
    _check_turn(state, side)
    if state.hands[side]:
        raise IllegalAction("lay your card first (or throw it away if it fits nowhere)")
    state = replace(state, turn=Turn())
    if not state.deck:
        state = replace(state, phase="reckon", end_reason="deck")
        return state, [event("deck_out", side=side), event("game_ending", reason="deck")]
    state, card = draw_bottom(state, side)
    events = [event("card_drawn", side=side, card=card, deck_left=len(state.deck), why="end_of_turn")]
    if state.solo:
        state, more = automaton_turn(state)
        events += more
        if state.phase != "turn":
            return state, events
    nxt = 0 if state.solo else 1 - side
    state = replace(state, active=nxt, turn_number=state.turn_number + 1)
    events.append(event("turn_started", side=nxt, turn=state.turn_number))
    return state, events


def reckon(state: NinjaState, side: int, assignment: str) -> tuple[NinjaState, list[Event]]:
    if state.phase != "reckon" or side not in to_act(state):
        raise IllegalAction("the token assignment comes at the final reckoning, once per player")
    problem = assignment_problem(state, side, assignment)
    if problem is not None:
        raise IllegalAction(problem)
    pair = (assignment, state.reckoning[1]) if side == 0 else (state.reckoning[0], assignment)
    state = replace(state, reckoning=pair)
    events = [event("reckoning_given", side=side), event("reckoning_choice", (side,), side=side,
                                                          assignment=assignment)]
    if not to_act(state):
        state, more = reveal(state)
        events += more
    return state, events


def apply_action(state: NinjaState, side: int, action: Action) -> tuple[NinjaState, tuple[Event, ...]]:
    if isinstance(action, PickClan):
        new, events = pick_clan(state, side, action.clan)
    elif isinstance(action, SwapClan):
        new, events = swap_clan(state, side)
    elif isinstance(action, UseTechnique):
        new, events = technique(state, side, action)
    elif isinstance(action, Place):
        new, events = place(state, side, action)
    elif isinstance(action, RoninChoice):
        new, events = ronin_choice(state, side, action)
    elif isinstance(action, Discard):
        new, events = discard(state, side, action.card)
    elif isinstance(action, EndTurn):
        new, events = end_turn(state, side)
    elif isinstance(action, Reckon):
        new, events = reckon(state, side, action.assignment)
    else:
        raise IllegalAction(f"{action} is not a 99 Ninja action")
    return new, tuple(events)
