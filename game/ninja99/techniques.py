"""Techniques: which ones a side may use now, what they cost, and the cells they may pick."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations

from game.core.events import Event, event
from game.ninja99.data import DRAWS_CARD, NINJA_CHARS, PICKS_CELLS, SAMURAI_CHARS, Technique, game_data
from game.ninja99.geometry import cell_words, in_grid, index, position
from game.ninja99.placement import attack_mask
from game.ninja99.state import Conversion, NinjaState


@dataclass(frozen=True, slots=True)
class TechniqueStatus:
    """A technique as the side panel shows it."""

    id: str
    cost: int
    usable: bool  # on offer and affordable right now
    reason: str  # why not, when not usable


def clan_technique(state: NinjaState, clan: str) -> Technique | None:
    """The technique the clan's card in play gives its holder (Clan Techniques module only):
    all three cards lie face up, so every player may read them."""
    if not state.uses("clan"):
        return None
    number = state.clan_cards["BRW".index(clan)]
    return next((t for t in game_data().techniques.values() if t.clan == clan and t.card == number), None)


def offered(state: NinjaState, side: int) -> tuple[Technique, ...]:
    """The base techniques, and with the Clan Techniques module the one of the side's clan."""
    found = [t for t in game_data().techniques.values() if t.kind == "base"]
    clan = state.clans[side]
    own = clan_technique(state, clan) if clan is not None else None
    return tuple(found + ([own] if own is not None else []))


def technique_problem(state: NinjaState, side: int, tech_id: str) -> str | None:
    """Why this technique cannot be used now, whatever cells it picks."""
    tech = game_data().techniques.get(tech_id)
    if tech is None:
        return f"there is no technique {tech_id!r}"
    if state.phase != "turn" or state.active != side:
        return "techniques are used during your own turn"
    if tech not in offered(state, side):
        if tech.kind == "clan" and not state.uses("clan"):
            return "clan techniques need the Clan Techniques module"
        return f"{tech.names['en']} belongs to another clan card than your current clan's"
    if state.turn.laid:
        return "techniques come before you lay your card"
    if state.turn.must_discard:
        return "first throw away a card for Tenmon"
    if state.turn.uses(tech_id):
        return f"{tech.names['en']} is already used this turn"
    if state.favour(side) < tech.cost:
        return f"{tech.names['en']} costs {tech.cost} favour, you have {state.favour(side)}"
    if tech.choice in DRAWS_CARD and not state.deck:
        return "the deck is empty: there is nothing to draw"
    if tech.choice in PICKS_CELLS and not eligible_cells(state, tech):
        # said here, not by cells_problem, so the panel greys it with the reason before any click
        what = "ninja of another clan" if tech.choice == "ninjas" else "samurai"
        return f"{tech.names['en']} has no cell to pick: no {what} stands next to a standing Daimyo"
    return None


def status(state: NinjaState, side: int) -> tuple[TechniqueStatus, ...]:
    found = []
    for tech in offered(state, side):
        problem = technique_problem(state, side, tech.id)
        found.append(TechniqueStatus(tech.id, tech.cost, problem is None, problem or ""))
    return tuple(found)


def eligible_cells(state: NinjaState, tech: Technique) -> tuple[tuple[int, int], ...]:
    """Cells a converting technique may pick: next to a standing Daimyo, where it changes
    something (a ninja of another clan, or a samurai)."""
    attack = attack_mask(state)
    found = []
    for idx, shown in enumerate(state.grid):
        if not attack >> idx & 1:
            continue
        if tech.choice == "ninjas" and shown in NINJA_CHARS and shown != tech.clan:
            found.append(position(idx))
        elif tech.choice == "samurai" and shown in SAMURAI_CHARS:
            found.append(position(idx))
    return tuple(found)


def cell_choices(state: NinjaState, tech: Technique) -> tuple[tuple[tuple[int, int], ...], ...]:
    if tech.choice not in PICKS_CELLS:
        return ((),)
    cells = eligible_cells(state, tech)
    return tuple((c,) for c in cells) + tuple(combinations(cells, 2))


def cells_problem(state: NinjaState, tech: Technique, cells: tuple[tuple[int, int], ...]) -> str | None:
    if tech.choice not in PICKS_CELLS:
        return None if not cells else f"{tech.names['en']} picks no cells"
    if not 1 <= len(cells) <= 2 or len(set(cells)) != len(cells):
        return f"{tech.names['en']} picks one or two different cells"
    allowed = eligible_cells(state, tech)
    what = "a ninja of another clan" if tech.choice == "ninjas" else "a samurai"
    for cell in cells:
        if cell not in allowed:
            return f"the cell {cell_words(*cell)} is not {what} next to a standing Daimyo"
    return None


def draw_bottom(state: NinjaState, side: int) -> tuple[NinjaState, str]:
    card = state.deck[0]
    hand = state.hands[side] + (card,)
    hands = (hand, state.hands[1]) if side == 0 else (state.hands[0], hand)
    return replace(state, deck=state.deck[1:], hands=hands), card


def spend_favour(tokens: str, cost: int) -> tuple[str, list[int]]:
    """Set aside ``cost`` Favour tokens, highest numbers first."""
    marks = list(tokens)
    spent: list[int] = []
    for at in range(len(marks) - 1, -1, -1):
        if len(spent) == cost:
            break
        if marks[at] == "F":
            marks[at] = "X"
            spent.append(at + 1)
    return "".join(marks), spent


def swap_with_rival(state: NinjaState, side: int) -> tuple[NinjaState, Event]:
    """Shinobi-iri: the two players' current clan cards change hands (the Neutral one stays).
    Everything after reads the new clans: the rest of the turn's placement and points, the
    techniques still on offer (those of the side's new clan, like after the Neutral swap), and
    the turns after (it is a clan change like any other)."""
    before, rival = state.clans[side], state.clans[1 - side]
    state = replace(state, clans=(state.clans[1], state.clans[0]))
    return state, event("clans_exchanged", side=side, before=before, after=rival)


def use_technique(state: NinjaState, side: int, tech_id: str,
                  cells: tuple[tuple[int, int], ...]) -> tuple[NinjaState, list[Event]]:
    """Pay and apply a technique already checked by the caller."""
    tech = game_data().techniques[tech_id]
    tokens, spent = spend_favour(state.tokens[side], tech.cost)
    pair = (tokens, state.tokens[1]) if side == 0 else (state.tokens[0], tokens)
    conversions = state.turn.conversions
    if tech.choice in PICKS_CELLS:
        assert tech.clan is not None  # only clan techniques pick cells
        for row, col in cells:
            if in_grid(row, col):
                idx = index(row, col)
                conversions += (Conversion(idx, tech.clan, state.grid[idx]),)
    turn = replace(state.turn, started=True, techniques=state.turn.techniques + (tech_id,),
                   conversions=conversions, must_discard=tech.choice == "draw_discard")
    state = replace(state, tokens=pair, turn=turn)
    events = [event("technique_used", side=side, technique=tech_id, name=tech.names["en"],
                    cost=tech.cost, tokens_spent=spent, cells=list(cells))]
    if tech.choice == "swap_clans":
        state, swapped = swap_with_rival(state, side)
        events.append(swapped)
    if tech.choice in DRAWS_CARD:
        state, card = draw_bottom(state, side)
        events.append(event("card_drawn", side=side, card=card, deck_left=len(state.deck), why=tech_id))
    return state, events
