"""The defects a player's review found at the Sushido table, each driven through the real table:
the right-hand fighter's board, the speech bubbles (inside the arena, following the calls),
where a refused card goes, the French colons, and a log that shows whole entries."""

from __future__ import annotations

import os
import random
import time
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Announce, Choose
from game.sushido.data import rules
from scenes.kit import i18n
from scenes.kit.i18n import labelled, t
from scenes.kit.widgets import wrapped
from scenes.sushido.painter import combo_title
from scenes.sushido.texts import RANGED_MARK
from tests.scenes.helpers import drag, frames, post, record_drawn_text
from tests.scenes.sushido.test_sushido_table import open_table
from tests.sushido.helpers import card

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def _sized_table(app: Any, size: tuple[int, int], match: Match, lang: str = "en") -> Any:
    pygame.display.set_mode(size)
    i18n.set_language(lang)
    table = open_table(app, match)
    assert app.screen.get_size() == size
    return table


def _both_reveal(fighters: tuple[str, str], hands: list[list[int]], human: int = 0, **fields: Any) -> Match:
    """A duel from a scenario where both fighters reveal the two cards of their hand; ``human``
    is the seat at the screen (the other a bot, idle while the human is asked)."""
    data = {"game": "sushido", "fighters": list(fighters), "p1": 0, "gauge": [0, 0], "hands": hands}
    data.update(fields)
    state = GAME.from_scenario(data)
    seats = [Seat("Ann") if seat == human else Seat("Bot", "ai", "easy") for seat in (0, 1)]
    match = Match(GAME, seats, 1, {}, state, [], [state])
    for seat in (0, 1):
        cards = tuple(hands[seat])
        match.submit(seat, Choose(cards, cards))
    return match


def _drawn_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    """Every text the table's painter draws in one frame, with where it was drawn."""
    import scenes.sushido.painter as painter_module

    found: list[tuple[str, tuple[int, int]]] = []
    plain = painter_module.draw_text

    def spy(surface: Any, text: str, pos: Any, *args: Any, **kwargs: Any) -> Any:
        found.append((text, (int(pos[0]), int(pos[1]))))
        return plain(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(painter_module, "draw_text", spy)
    frames(app)
    monkeypatch.setattr(painter_module, "draw_text", plain)
    return found


# -- 1. the right-hand fighter's board -----------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_both_fighter_boards_are_drawn_whole_beside_a_readable_log(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                   size: tuple[int, int]) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {"fighters": "tako,kujira"})
    table = _sized_table(app, size, match)
    drawn = _drawn_texts(app, monkeypatch)
    lay = table.layout()
    for seat, key in enumerate(("tako", "kujira")):
        fighter = rules().fighters[key]
        inside = {text for text, pos in drawn if lay.panels[seat].collidepoint(pos)}
        wanted = [t("sushido.board"), labelled(t("sushido.passive"), fighter.passive_name_en),
                  *(combo.name_en + (f" {RANGED_MARK}" if combo.ranged else "") for combo in fighter.combos),
                  labelled(t("sushido.super_combo"), combo_title(fighter.super_combo, fr=False))]
        assert not [text for text in wanted if text not in inside], (seat, inside)
    assert lay.log.top >= lay.panels[1].bottom and lay.log.bottom <= size[1]
    assert (lay.log.height - lay.px(32)) // lay.px(18) >= 6  # lines the log still shows


# -- 2 and 3. the speech bubbles -----------------------------------------------------------------
def _bubbles(table: Any, drawn: list[tuple[str, tuple[int, int]]]) -> dict[int, tuple[str, pygame.Rect]]:
    """Each fighter's speech bubble as drawn: its words and its frame (the words are centred)."""
    lay = table.layout()
    said = {t(f"sushido.said.{call}") for call in ("combo", "kata", "guard")}
    found: dict[int, tuple[str, pygame.Rect]] = {}
    for text, pos in drawn:
        if text in said:
            rect = pygame.Rect(0, 0, lay.px(92), lay.px(28))
            rect.center = pos
            nearest = min((0, 1), key=lambda seat: abs(table.painter.fighter_rects[seat].centerx - pos[0]))
            assert nearest not in found, "two bubbles for one fighter"
            found[nearest] = (text, rect)
    return found


def _kata_against_a_guard(p1: int) -> Match:
    """The fighters on squares 1 and 8; P1 calls a Kata, the other guards with a longer chain."""
    rival = 1 - p1
    hands = [[card("super", "P"), card("super", "W")], [card("super", "F"), card("super", "S")]]
    chains: list[list[int]] = [[], []]
    chains[p1] = [card("hit", "W"), card("hit", "S")]
    chains[rival] = [card("block", "F"), card("block", "W"), card("move", "P")]
    match = _both_reveal(("tako", "biwa"), hands, human=rival, p1=p1, pos=[0, rules().squares - 1],
                         chains=chains)
    match.submit(p1, Announce("kata"))
    match.submit(rival, Announce("guard"))
    assert match.state.announced[rival] == "guarded" and match.to_act() == (rival,)  # which guard card goes?
    return match


@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("p1", [0, 1])
def test_bubbles_on_the_end_squares_stay_in_the_arena_and_a_used_guard_still_says_guard(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], p1: int) -> None:
    table = _sized_table(app, size, _kata_against_a_guard(p1))
    bubbles = _bubbles(table, _drawn_texts(app, monkeypatch))
    lay = table.layout()
    fighter = table.painter.fighter_rects[p1]
    token = pygame.Rect(0, 0, lay.px(26), lay.px(26))  # P1's token above the fighter
    token.center = (fighter.centerx, fighter.top - lay.px(4))
    for _text, rect in bubbles.values():
        assert lay.arena.contains(rect), (rect, lay.arena)
        assert not rect.colliderect(token)
    assert bubbles[p1][0] == "Kata!" and bubbles[1 - p1][0] == "Guard!"
    assert not bubbles[0][1].colliderect(bubbles[1][1])


def test_a_failed_combo_still_says_kata_after_its_kata_is_over(app: Any,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    hit, move = card("hit", "W"), card("move", "S")
    hands = [[hit, move], [card("super", "F"), card("super", "S")]]
    match = _both_reveal(("tako", "biwa"), hands, chains=[[card("block", "F")], []])
    match.submit(0, Announce("combo"))  # one card makes no combo: it plays out as a Kata
    state = match.state
    assert state.pending.kind == "play" and state.pending.context == "action"  # the Kata is over
    assert state.announced[0] == "combo" and not state.kata[0]
    assert any(e.kind == "combo_failed" for step in match.steps for e in step.events)
    table = open_table(app, match)
    assert _bubbles(table, _drawn_texts(app, monkeypatch))[0][0] == "Kata!"


# -- 5. a refused drop says where the card goes ---------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_dropped_on_the_rival_or_the_gauge_says_it_goes_on_ones_own_fighter(app: Any,
                                                                                     lang: str) -> None:
    move, hit = card("move", "W"), card("hit", "W")
    match = _both_reveal(("tako", "biwa"), [[move, hit], [card("super", "F"), card("super", "S")]])
    assert match.state.pending.kind == "play" and match.state.pending.seat == 0
    table = _sized_table(app, (1280, 720), match, lang)
    expected = {
        "en": "Drop a Move on your own fighter, then choose forward or back",
        "fr": "Posez un Move sur votre propre combattant, puis choisissez d'avancer ou de reculer",
    }[lang]
    before = len(match.steps)
    targets = (table.painter.fighter_rects[1].center, table.painter.gauge_rects[0][2].center)
    for target in targets:
        start = dict(table.prompt().card_rects + table.painter.shown_rects)[move].center
        table.toasts.texts.clear()
        drag(app, start, target)
        assert table.toasts.texts and table.toasts.texts[-1] == expected
    assert len(match.steps) == before
    start = dict(table.prompt().card_rects + table.painter.shown_rects)[move].center
    drag(app, start, table.painter.fighter_rects[0].center)  # where it goes: moved, or asked which way
    frames(app, 2)
    moved = len(match.steps) > before and match.steps[before].action.option.startswith("move:")
    assert moved or app.stack.top is not table


def test_a_super_token_on_a_card_that_cannot_be_doubled_says_so_not_what_the_card_is_for(app: Any) -> None:
    move, spare = card("move", "W"), card("super", "P")
    match = _both_reveal(("tako", "biwa"), [[move, spare], [card("super", "F"), card("super", "S")]],
                         gauge=[2, 0])
    table = open_table(app, match)
    prompt = table.prompt()
    rect = dict(prompt.card_rects)[spare]
    table.super_held = True
    assert not table.drop_super(rect.center)
    assert table.toasts.texts[-1] == "That card cannot be doubled now"


# -- 6. French colons ----------------------------------------------------------------------------
def test_french_labels_keep_the_space_before_the_colon(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.sushido.results as results_module

    match = Match.start(GAME, [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], 7, {"duel": "iaijutsu"})
    gen = random.Random(7)
    while not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[gen.randrange(len(legal))])
    i18n.set_language("fr")
    table = open_table(app, Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {}))
    heads = [head for head, _ in table.board_text(0)]
    assert heads[0].startswith("Passif (") and heads[-1].startswith("Super Combo : ")
    drawn = record_drawn_text(results_module, monkeypatch)
    app.stack.push(results_module.SushidoResults(app, match))
    frames(app, 2)
    assert any(text.startswith("Rounds gagnés : ") for text in drawn)
    assert any(text.startswith("Vie restante : ") for text in drawn)


# -- 7. the log ----------------------------------------------------------------------------------
def _drawn_log_lines(table: Any, monkeypatch: pytest.MonkeyPatch, app: Any) -> list[str]:
    import scenes.sushido.painter as painter_module

    lay = table.layout()
    found: list[str] = []
    plain = painter_module.draw_text

    def spy(surface: Any, text: str, pos: Any, *args: Any, **kwargs: Any) -> Any:
        if lay.log.collidepoint(pos) and pos[1] > lay.log.top + lay.px(20):
            found.append(text)
        return plain(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(painter_module, "draw_text", spy)
    frames(app)
    monkeypatch.setattr(painter_module, "draw_text", plain)
    return found


def test_the_log_shows_whole_entries_from_their_start(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    bots = [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")]
    match = Match.start(GAME, bots, 3, {"fighters": "manta,manta"})
    table = _sized_table(app, (1024, 600), match, "fr")
    lay = table.layout()
    size, width = lay.px(16), lay.log.width - lay.px(20)
    room = (lay.log.height - lay.px(32)) // lay.px(18)
    cut_before = 0  # moments when the last lines, counted line by line, start inside a sentence
    checked = 0
    deadline = time.monotonic() + 60
    while checked < 80 and not match.finished:
        assert time.monotonic() < deadline
        told = len(table.log.events)
        drawn = _drawn_log_lines(table, monkeypatch, app)
        if len(table.log.events) == told or match.finished:
            time.sleep(0.0005)
            continue
        checked += 1
        entries = [wrapped(line, size, width) for line in table.log.lines(table.names, match.state.fighters,
                                                                         table.viewer, "fr", 200)]
        starts = {entry[0] for entry in entries}
        every_line = [line for entry in entries for line in entry]
        cut_before += every_line[-room:][0] not in starts
        assert drawn and drawn[0] in starts, drawn[:2]
        assert tuple(drawn[-len(entries[-1]):]) == entries[-1]  # the latest entry ends the log
    assert cut_before > 0  # the duel did reach moments where a cut could happen


def test_the_mouse_wheel_over_the_log_goes_back_to_older_entries_and_returns(app: Any) -> None:
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 4, {"fighters": "tako,same"})
    gen = random.Random(4)
    while len(match.steps) < 40 or match.to_act() != (0,):
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[gen.randrange(len(legal))])
    table = open_table(app, match)
    lay = table.layout()
    latest = list(table.painter.log_shown)
    assert latest
    post(pygame.MOUSEMOTION, pos=lay.log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2)
    frames(app)
    rows = table.painter.log_rows
    back = table.painter.log_scroll.back
    assert back == 6 and table.painter.log_shown[-1] == rows[-7]  # three rows a notch
    post(pygame.MOUSEWHEEL, x=0, y=-5)
    frames(app)
    assert table.painter.log_scroll.back == 0 and table.painter.log_shown == latest
