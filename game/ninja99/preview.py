"""What a scene needs to draw the table and a held card's ghost, read from the rules' own code.

Nothing here decides a rule: the ghost preview lays the card with the very function the turn
uses (on a throw-away copy of the state) and reports what happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.ninja99.actions import Place
from game.ninja99.automaton import row_total, strike_target
from game.ninja99.data import CLANS, game_data
from game.ninja99.geometry import MAX_POS, MIN_POS, ORIENTATIONS, index, on_board, orient, position, shape
from game.ninja99.placement import attack_mask, daimyo_index, legal_spots, placement_fault
from game.ninja99.reckoning import gathered_tokens
from game.ninja99.scoring import answer_ronin, cells_around, effective_ninja, guards
from game.ninja99.state import NinjaState
from game.ninja99.techniques import status
from game.ninja99.turn import place


@dataclass(frozen=True, slots=True)
class Layer:
    card: str
    side: int
    content: str  # what this card shows on the cell


@dataclass(frozen=True, slots=True)
class Cell:
    row: int
    col: int
    on_board: bool
    base: str  # the board's own content: "." "1"-"7" or a samurai letter b/r/w
    shown: str  # the visible content: the top-most non-empty layer, else the board
    layers: tuple[Layer, ...]  # cards with content here, in the order they were laid
    token: tuple[int, int] | None  # (side, token number) on a fallen Daimyo


def board_cells(state: NinjaState) -> tuple[Cell, ...]:
    """Every board cell and every off-board cell a card covers, row by row."""
    stacks: dict[tuple[int, int], list[Layer]] = {}
    for laid in state.layers:
        for dr, dc, ch in shape(laid.card, laid.orientation).cells:
            stacks.setdefault((laid.row + dr, laid.col + dc), []).append(Layer(laid.card, laid.side, ch))
    tokens = {number: (side, token) for number, side, token in state.fallen}
    found = []
    for row in range(MIN_POS, MAX_POS + 1):
        for col in range(MIN_POS, MAX_POS + 1):
            layers = tuple(stacks.get((row, col), ()))
            if not (on_board(row, col) or layers):
                continue
            idx = index(row, col)
            base = state.base[idx]
            token = tokens.get(int(base)) if base in "1234567" else None
            found.append(Cell(row, col, on_board(row, col), base, state.grid[idx], layers, token))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Converted:
    """A cell that counts as a ninja of ``clan`` in this turn's Daimyo steps, by a technique."""

    row: int
    col: int
    clan: str
    blank: bool  # an empty cell under Intonjutsu (else a ninja or samurai a technique picked)


def converted_cells(state: NinjaState) -> tuple[Converted, ...]:
    """Every cell a technique makes count for another clan this turn: the cells it picked, while
    they still show what they showed (until the turn ends, even once their Daimyo has fallen),
    and under Intonjutsu the blank cells next to a standing Daimyo (elsewhere they change
    nothing). The clan is the scoring's own ``effective_ninja``."""
    if state.phase != "turn":
        return ()
    picked = {conv.cell for conv in state.turn.conversions}
    attack = attack_mask(state) if state.turn.uses("intonjutsu") else 0
    if not (picked or attack):
        return ()  # the common case, asked every frame
    found = []
    for idx, shown in enumerate(state.grid):
        if idx not in picked and not attack >> idx & 1:
            continue
        clan = effective_ninja(state, idx)
        if clan is not None and clan != shown:
            row, col = position(idx)
            found.append(Converted(row, col, clan, shown == "."))
    return tuple(found)


def ignored_samurai(state: NinjaState, number: int) -> tuple[tuple[int, int], ...]:
    """Ronin: the cells around a Daimyo whose samurai guard it only because the active side does
    not ignore its own clan's samurai (read with the scoring's own ``guards``)."""
    return tuple(position(i) for i in cells_around(daimyo_index(state, number))
                 if guards(state, i, ignore_own=False) and not guards(state, i))


def card_orientations(card: str) -> tuple[tuple[str, ...], ...]:
    """The card's 3x3 pattern in orientations 0-7 (4-7: flipped). F maps o to (o + 4) % 8 with
    the same turn; R maps o to o // 4 * 4 + (o + 1) % 4."""
    return tuple(orient(game_data().cards[card].rows, o) for o in ORIENTATIONS)


def rotated(orientation: int) -> int:
    return orientation // 4 * 4 + (orientation + 1) % 4


def flipped(orientation: int) -> int:
    """The card turned over in the hand: the pattern seen in the mirror, same turn count."""
    return (orientation + 4) % 8


@dataclass(frozen=True, slots=True)
class Covered:
    row: int
    col: int
    samurai_clan: str
    ninja: str
    points: int


@dataclass(frozen=True, slots=True)
class Fall:
    daimyo: int
    side: int
    token: int
    points: tuple[int, int]  # Daimyo points for side 0 and side 1 (Blacklist bonus included)


@dataclass(frozen=True, slots=True)
class Ghost:
    legal: bool
    reason: str  # why not, when not legal
    cells: tuple[tuple[int, int, str], ...]  # (row, col, content) the card would show
    own_cells: tuple[tuple[int, int], ...]  # those showing a ninja of the player's clan
    covered: tuple[Covered, ...]
    falls: tuple[Fall, ...]
    points: tuple[dict[str, int], dict[str, int]]  # per side, per clan, everything this card scores
    ends_game: bool
    culprit: tuple[int, int] | None = None  # the grid cell (row, col) at fault, when not legal
    ninjas_covered: tuple[tuple[int, int, str], ...] = ()  # (row, col, clan) of ninjas it would cover
    # Ronin: Daimyos the lay would put to the player's question (they fall only if the player
    # ignores their own clan's samurai); ``falls`` and ``points`` count them as left standing
    asks: tuple[int, ...] = ()


def preview_placement(state: NinjaState, side: int, card: str, orientation: int, row: int,
                      col: int) -> Ghost:
    """The ghost of a held card at an anchor: legal or not (and why), and all it would do (a
    Ronin question the lay would raise is listed in ``asks``, and its Daimyo left standing)."""
    try:
        after, events = place(state, side, Place(card, orientation, row, col))
    except IllegalAction as exc:
        # Only the placement rule names a cell; a refusal for another reason (not your turn...) rings none.
        fault = placement_fault(state, card, orientation, row, col)
        culprit = fault[1] if fault is not None and fault[0] == exc.reason else None
        return Ghost(False, exc.reason, (), (), (), (), ({}, {}), False, culprit)
    asks: list[int] = []
    while after.turn.asked:
        asks.append(after.turn.asked[0])
        after, more = answer_ronin(after, False)
        events = events + more
    clan = state.clans[side]
    cells: tuple[tuple[int, int, str], ...] = ()
    covered: list[Covered] = []
    knocked: tuple[tuple[int, int, str], ...] = ()
    falls: list[Fall] = []
    points: tuple[dict[str, int], dict[str, int]] = ({}, {})
    for ev in events:
        if ev.kind == "card_laid":
            cells = tuple(ev.get("cells"))
            covered = [Covered(c["cell"][0], c["cell"][1], c["samurai_clan"], c["ninja"], c["points"])
                       for c in ev.get("covered")]
            knocked = tuple((c["cell"][0], c["cell"][1], c["ninja"]) for c in ev.get("ninjas_covered"))
        elif ev.kind == "daimyo_fell":
            falls.append(Fall(ev.get("daimyo"), ev.get("side"), ev.get("token"), (0, 0)))
        elif ev.kind == "scored" and ev.get("points"):
            scorer = ev.get("side")
            points[scorer][ev.get("clan")] = points[scorer].get(ev.get("clan"), 0) + ev.get("points")
            if ev.get("why") == "daimyo" and falls:
                last = falls[-1]
                pair = list(last.points)
                pair[scorer] += ev.get("points")
                falls[-1] = Fall(last.daimyo, last.side, last.token, (pair[0], pair[1]))
    own = tuple((r, c) for r, c, ch in cells if ch == clan)
    return Ghost(True, "", cells, own, tuple(covered), tuple(falls), points, after.phase != "turn",
                 ninjas_covered=knocked, asks=tuple(asks))


def legal_placements(state: NinjaState, card: str) -> tuple[tuple[int, int, int], ...]:
    """Every (orientation, row, col) where the card may go now (for hints and 'unplaceable')."""
    return legal_spots(state, card)


@dataclass(frozen=True, slots=True)
class Token:
    number: int
    state: str  # "daimyo" (unplaced), "favour", "spent" (favour set aside) or "placed"
    daimyo: int | None  # the Daimyo it lies on, when placed


TOKEN_STATES = {"D": "daimyo", "F": "favour", "X": "spent", "P": "placed"}


def tokens(state: NinjaState, side: int) -> tuple[Token, ...]:
    on = {(s, t): d for d, s, t in state.fallen}
    return tuple(Token(n, TOKEN_STATES[m], on.get((side, n))) for n, m in enumerate(state.tokens[side], 1))


@dataclass(frozen=True, slots=True)
class Track:
    clan: str
    value: int  # positive toward side 0 (Blue / the solo player), negative toward side 1
    holder: str | None  # who holds this clan now: "0", "1" or "neutral"


def tracks(state: NinjaState) -> tuple[Track, ...]:
    found = []
    for k, clan in enumerate(CLANS):
        holder = ("0" if state.clans[0] == clan else "1" if state.clans[1] == clan
                  else "neutral" if state.neutral == clan else None)
        found.append(Track(clan, state.tracks[k], holder))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class TechniqueInfo:
    id: str
    name: dict[str, str]
    text: dict[str, str]
    cost: int
    choice: str
    usable: bool
    reason: str


def techniques(state: NinjaState, side: int) -> tuple[TechniqueInfo, ...]:
    data = game_data().techniques
    return tuple(TechniqueInfo(s.id, data[s.id].names, data[s.id].texts, s.cost, data[s.id].choice,
                               s.usable, s.reason) for s in status(state, side))


@dataclass(frozen=True, slots=True)
class AutomatonPanel:
    clan: str | None
    row: tuple[tuple[str, int, int | None], ...]  # (card, left, right or None when covered)
    row_total: int
    auto_deck_count: int
    score_deck_count: int
    score_deck_top: str | None
    top_order: tuple[int, ...]  # the Daimyo list on the top Score card's back
    score_cards: tuple[tuple[str, str, int, bool], ...]  # (card, clan, bottom, face up)
    next_strike: int | None = None  # the first standing Daimyo of ``top_order``
    auto_deck_top: str | None = None  # the Auto deck's top card, known by its Blacklist back
    auto_top_order: tuple[int, ...] = ()  # that back's Daimyo list
    standing: tuple[int, ...] = ()
    strike_due: bool = False  # its cube reached the trigger in the player's turn: it strikes next


def automaton_panel(state: NinjaState) -> AutomatonPanel | None:
    if not state.solo:
        return None
    cards = game_data().auto_cards
    row = tuple((c, cards[c].left, cards[c].right if i == len(state.auto_row) - 1 else None)
                for i, c in enumerate(state.auto_row))
    top = state.score_deck[0] if state.score_deck else None
    auto_top = state.auto_deck[0] if state.auto_deck else None
    return AutomatonPanel(
        clan=state.clans[1], row=row, row_total=row_total(state.auto_row),
        auto_deck_count=len(state.auto_deck), score_deck_count=len(state.score_deck),
        score_deck_top=top, top_order=cards[top].order if top else (),
        score_cards=shown_score_cards(state),
        next_strike=strike_target(state), auto_deck_top=auto_top,
        auto_top_order=cards[auto_top].order if auto_top else (), standing=state.standing(),
        strike_due=state.strike_due,
    )


def shown_score_cards(state: NinjaState) -> tuple[tuple[str, str, int, bool], ...]:
    """Solo: the Score cards on the tracks as (card, clan, bottom value, face up). A face-down
    card is known by its Blacklist back, which names it, so its value is known where it lies."""
    cards = game_data().auto_cards
    return tuple((c, k, cards[c].bottom, up) for c, k, up in state.score_cards)


def reckoning_tokens(state: NinjaState, side: int) -> tuple[tuple[int, str, int], ...]:
    """(number, face, value) of each token the side assigns at the final reckoning, in the
    order a Reckon assignment string lists them."""
    return tuple((t.number, t.face, t.value) for t in gathered_tokens(state, side))


@dataclass(frozen=True, slots=True)
class Label:
    name: str
    detail: str  # a clan's symbol name, a Daimyo's colour, a module's rules text


def clan_label(clan: str, lang: str = "en") -> Label:
    entry = game_data().texts["clan"][clan]
    return Label(str(entry[lang]), str(entry["symbol"]))


def daimyo_label(number: int, lang: str = "en") -> Label:
    return Label(game_data().daimyo_names[number][lang], game_data().daimyo_colours[number])


def module_label(module: str, lang: str = "en") -> Label:
    return Label(module, str(game_data().texts["module"][module][lang]))


def side_name(state: NinjaState, side: int, lang: str = "en") -> str:
    """Blue and Green, or the Automaton for side 1 in solo."""
    texts = game_data().texts["side"]
    if state.solo and side == 1:
        return str(texts["automaton"][lang])
    return str(texts[lang][side])
