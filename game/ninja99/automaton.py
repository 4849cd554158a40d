"""The solo automaton: its turn, its middle-row score, and the Daimyo it takes at 6 points."""

from __future__ import annotations

from dataclasses import replace

from game.core.events import Event, event
from game.ninja99.data import game_data
from game.ninja99.geometry import position
from game.ninja99.placement import daimyo_index
from game.ninja99.scoring import (
    add_points,
    check_all_fallen,
    flip_highest,
    lay_score_card,
    ninjas_of,
    place_lowest,
    score_event,
    set_tokens,
)
from game.ninja99.state import NinjaState

AUTOMATON = 1
PLAYER = 0


def level_decks(level: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(Auto deck, Score deck) before shuffling: level L uses 1B..LB and the A of the rest."""
    auto = tuple(f"{n}{'B' if n <= level else 'A'}" for n in range(1, 8))
    score = tuple(f"{n}{'A' if n <= level else 'B'}" for n in range(1, 8))
    return auto, score


def row_total(row: tuple[str, ...]) -> int:
    """The visible middle row: every left number, and the right number of the last card only."""
    if not row:
        return 0
    cards = game_data().auto_cards
    return sum(cards[c].left for c in row) + cards[row[-1]].right


def change_clan(state: NinjaState, action: str) -> tuple[NinjaState, Event]:
    before = state.clans[AUTOMATON]
    if action == "swap":
        state = replace(state, clans=(state.clans[PLAYER], state.neutral), neutral=before)
    elif action == "steal":
        state = replace(state, clans=(before, state.clans[PLAYER]))
    return state, event("automaton_clan", action=action, before=before, after=state.clans[AUTOMATON],
                        player_clan=state.clans[PLAYER], neutral=state.neutral)


def reshuffle(state: NinjaState) -> tuple[NinjaState, Event]:
    pool = tuple(sorted(state.auto_deck + state.auto_row))
    deck, rng = state.rng.shuffled(pool)
    return replace(state, auto_deck=deck, auto_row=(), rng=rng), event("automaton_reshuffled", cards=len(deck))


def automaton_turn(state: NinjaState) -> tuple[NinjaState, list[Event]]:
    events: list[Event] = []
    trigger = game_data().auto_trigger
    due = state.clans[AUTOMATON]
    if state.strike_due and due is not None:
        # Its step d points reached the trigger in the player's turn: the strike opens its turn,
        # before a card can take it to another clan (see docs/rulings.md, Solo).
        state = replace(state, strike_due=False)
        if state.score(AUTOMATON, due) >= trigger:
            state, more = automaton_strike(state, due, trigger)
            events += more
            if state.phase != "turn":
                return state, events
    if not state.auto_deck:
        state, shuffled = reshuffle(state)
        events.append(shuffled)
    card, rest = state.auto_deck[0], state.auto_deck[1:]
    state = replace(state, auto_deck=rest, auto_row=state.auto_row + (card,))
    action = game_data().auto_cards[card].action
    events.append(event("automaton_card", card=card, action=action, row=list(state.auto_row)))
    state, changed = change_clan(state, action)
    events.append(changed)
    clan = state.clans[AUTOMATON]
    assert clan is not None
    points = row_total(state.auto_row)
    state = replace(state, tracks=add_points(state.tracks, AUTOMATON, clan, points))
    events.append(score_event(state, AUTOMATON, clan, points, "automaton_row"))
    if state.score(AUTOMATON, clan) >= trigger:
        state, more = automaton_strike(state, clan, trigger)
        events += more
    return state, events


def strike_target(state: NinjaState) -> int | None:
    """The Daimyo the automaton would bring down now: the first still standing on the list of
    the top Score card (its Blacklist side, face up on the deck)."""
    if not state.score_deck:
        return None
    standing = set(state.standing())
    return next((n for n in game_data().auto_cards[state.score_deck[0]].order if n in standing), None)


def automaton_strike(state: NinjaState, clan: str, trigger: int) -> tuple[NinjaState, list[Event]]:
    """The automaton's cube reached its trigger: it takes the Daimyo its Score deck names."""
    events: list[Event] = []
    number = strike_target(state)
    assert number is not None  # a Score card per Daimyo, and the game ends with the seventh
    tokens, token = place_lowest(state.tokens[AUTOMATON])
    state = set_tokens(state, AUTOMATON, tokens)
    state = replace(state, fallen=state.fallen + ((number, AUTOMATON, token),))
    didx = daimyo_index(state, number)
    events.append(event("daimyo_fell", daimyo=number, name=game_data().daimyo_names[number]["en"],
                        side=AUTOMATON, token=token, cell=None, rival_flipped=None, by_automaton=True,
                        by_ronin=False))
    state, laid = lay_score_card(state, face_up=False)
    events += laid
    # Back down to the trigger space: points beyond it are lost.
    excess = state.score(AUTOMATON, clan) - trigger
    state = replace(state, tracks=add_points(state.tracks, PLAYER, clan, excess))
    events.append(event("automaton_track_reset", clan=clan, track=state.tracks["BRW".index(clan)]))
    flipped_tokens, flipped = flip_highest(state.tokens[PLAYER])
    state = set_tokens(state, PLAYER, flipped_tokens)
    events.append(event("token_flipped", side=PLAYER, token=flipped))
    player_clan = state.clans[PLAYER]
    assert player_clan is not None
    mine = ninjas_of(state, didx, player_clan)
    state = replace(state, tracks=add_points(state.tracks, PLAYER, player_clan, len(mine)))
    events.append(score_event(state, PLAYER, player_clan, len(mine), "daimyo", daimyo=number,
                              ninjas=[position(i) for i in mine], blacklist_bonus=0))
    state, shuffled = reshuffle(state)
    events.append(shuffled)
    state, changed = change_clan(state, "swap")
    events.append(changed)
    return check_all_fallen(state, events)
