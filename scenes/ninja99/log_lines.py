"""The table's log: one line per thing the engine's events say happened, in the player's
language. Only words; the animations of the same events are the table's.

The table keeps the log as entries (the events themselves, or what a line says) and tells them
each time it draws, so that a change of language retells the lines already written.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.core.events import Event
from game.ninja99.data import game_data
from game.ninja99.geometry import BOARD_SIZE
from scenes.ninja99.table_base import daimyo_name
from scenes.ninja99.texts import clan_name, t

# One line of the log, told from (side 0's and side 1's names, language)
LogEntry = Callable[[tuple[str, str], str], str]


def log_entries(events: tuple[Event, ...]) -> list[LogEntry]:
    """The entries a batch of events adds to the log, in order: one for each event the log tells
    (whether an event is told never hangs on the names or the language)."""
    return [partial(_line, events, ev) for ev in events if _line(events, ev, ("", ""), "en")]


def log_lines(events: tuple[Event, ...], names: tuple[str, str], lang: str) -> list[str]:
    """The lines a batch of events adds to the log, in order. ``names``: side 0's and side 1's
    (the automaton's in solo)."""
    lines: list[str] = []
    for ev in events:
        line = _line(events, ev, names, lang)
        if line:
            lines.append(line)
    return lines


def _line(events: tuple[Event, ...], ev: Event, names: tuple[str, str], lang: str) -> str:
    kind = ev.kind
    side = ev.get("side")
    who = names[min(side, 1)] if isinstance(side, int) else ""
    if kind == "card_laid":
        # where the card lies says more than its catalogue id, which nothing on the board shows
        return t("n99.log_laid", name=who, where=card_place_words(int(ev.get("row")), int(ev.get("col"))))
    if kind == "scored":
        if not ev.get("points"):
            return ""
        return t("n99.log_scored", name=who, points=ev.get("points"), clan=clan_name(ev.get("clan"), lang))
    if kind == "daimyo_fell":
        if ev.get("by_automaton"):
            return strike_line(events, ev, lang)
        return t("n99.falls", name=daimyo_name(ev.get("daimyo"), lang))
    if kind == "ronin_answered":
        words = {"name": who, "daimyo": daimyo_name(ev.get("daimyo"), lang),
                 "clan": clan_name(ev.get("clan"), lang)}
        return t("n99.log_ronin_down" if ev.get("bring_down") else "n99.log_ronin_stand", **words)
    if kind == "clan_swapped":
        return t("n99.log_swap", name=who, before=clan_name(ev.get("before"), lang),
                 after=clan_name(ev.get("after"), lang))
    if kind == "clans_exchanged":
        rival = names[1 - side] if side in (0, 1) else ""
        return t("n99.log_exchange", name=who, rival=rival, before=clan_name(ev.get("before"), lang),
                 after=clan_name(ev.get("after"), lang))
    if kind == "automaton_clan":
        return automaton_clan_line(ev, lang)
    if kind == "technique_used":
        tech = game_data().techniques[ev.get("technique")]
        name = tech.names.get(lang, tech.names["en"])
        cells = [(int(row), int(col)) for row, col in ev.get("cells") or ()]
        if cells:  # Kawarimi, Kakuremino: the marks go with the turn, the log keeps where they were
            return t("n99.log_technique_cells", name=who, tech=name, where=cells_words(cells))
        return t("n99.log_technique", name=who, tech=name)
    if kind == "card_drawn":
        return t("n99.log_draw", name=who)
    if kind == "card_discarded":
        return t("n99.log_discard", name=who, card=ev.get("card"))
    if kind == "game_ending":
        return t("n99.ended_deck") if ev.get("reason") == "deck" else t("n99.ended_daimyos")
    if kind == "clan_picked":
        return t("n99.log_picked", name=who, clan=clan_name(ev.get("clan"), lang))
    if kind == "automaton_card":
        return t("n99.log_auto_card", card=ev.get("card"))
    if kind == "score_card":
        clan = clan_name(ev.get("clan"), lang)
        if ev.get("face_up"):
            return t("n99.log_score_card_up", clan=clan, value=ev.get("bottom"))
        return t("n99.log_score_card_down", clan=clan, card=ev.get("card"))
    if kind == "reckoning_given":
        return t("n99.log_reckoned", name=who)
    return ""


CARD_SIDE = 3  # a card covers 3x3 cells from its top-left cell


def span_words(first: int, axis: str) -> str:
    """The board's rows or columns (``axis``: "row" or "column") a card's cells ``first`` to
    ``first + 2`` (counted from 0) cover, numbered from 1 as the ruler draws them; "" when none."""
    low, high = max(first, 0) + 1, min(first + CARD_SIDE - 1, BOARD_SIZE - 1) + 1
    if low > high:
        return ""
    if low == high:
        return t(f"n99.{axis}", n=low)
    return t(f"n99.{axis}s", first=low, last=high)


def card_place_words(row: int, col: int) -> str:
    """Where a card laid with its top-left cell at (``row``, ``col``) lies, in the words the
    refusals and the ruler use: "on rows 3 to 5, columns 5 to 7", "... partly off the board",
    or, for a card wholly past an edge, "above the board (columns 2 to 4)"."""
    rows, columns = span_words(row, "row"), span_words(col, "column")
    if not rows:
        return t("n99.where_above" if row < 0 else "n99.where_below", span=columns)
    if not columns:
        return t("n99.where_left" if col < 0 else "n99.where_right", span=rows)
    inside = 0 <= row and row + CARD_SIDE <= BOARD_SIZE and 0 <= col and col + CARD_SIDE <= BOARD_SIZE
    return t("n99.where_on" if inside else "n99.where_partly_off", rows=rows, columns=columns)


def cells_words(cells: list[tuple[int, int]]) -> str:
    """Where a technique's cells are, in the ruler's numbers: "on row 3, column 5", "on row 3,
    column 5 and on row 4, column 2". A technique only takes cells of the square."""
    places = [t("n99.where_on", rows=t("n99.row", n=row + 1), columns=t("n99.column", n=col + 1))
              for row, col in cells]
    words = places[0]
    for place in places[1:]:
        words = t("n99.places_and", a=words, b=place)
    return words


def automaton_clan_line(ev: Event, lang: str) -> str:
    """What the automaton's card (or its strike) did to the clans, in words by action."""
    before, after = clan_name(ev.get("before"), lang), clan_name(ev.get("after"), lang)
    action = ev.get("action")
    if action == "swap":
        return t("n99.log_auto_swap", before=before, after=after)
    if action == "steal":
        return t("n99.log_auto_steal", before=before, after=after)
    return t("n99.log_auto_stay", clan=after)


def strike_line(events: tuple[Event, ...], fell: Event, lang: str) -> str:
    """The automaton's strike in one line: the Daimyo it brings down, its cube set back, the
    player's token turned (read from the events that follow the fall in the same batch)."""
    after = events[next(k for k, e in enumerate(events) if e is fell):]
    reset = next((e for e in after if e.kind == "automaton_track_reset"), None)
    flipped = next((e for e in after if e.kind == "token_flipped" and e.get("side") == 0), None)
    words = {"daimyo": daimyo_name(fell.get("daimyo"), lang),
             "clan": clan_name(reset.get("clan") if reset is not None else None, lang),
             "trigger": game_data().auto_trigger}
    token = flipped.get("token") if flipped is not None else None
    if token is None:
        return t("n99.log_strike_no_token", **words)
    return t("n99.log_strike", token=token, **words)
