"""Defects from two player reviews (s18): a standing guard charge shown on the table and in the
Hit's question, a log that goes back to the duel's first sentence without wrapping it all again
at each event, and an end screen that names the winning seat and why, even in a mirror duel."""

from __future__ import annotations

import os
import random
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.actions import Choose, Play
from scenes.kit import i18n
from scenes.kit.i18n import t
from tests.scenes.helpers import frames, post, record_drawn_rects, record_drawn_text
from tests.scenes.sushido.test_sushido_table import open_table
from tests.sushido.helpers import card

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

LANGS = ("en", "fr")
SIZES = ((1024, 600), (1280, 720))


def _drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the painter draws in one frame."""
    import scenes.sushido.painter as painter_module

    with monkeypatch.context() as patch:
        found = record_drawn_text(painter_module, patch)
        frames(app)
    return found


def _guarded_match(doubled: bool) -> Match:
    """Bot (Player 1, seat 1) keeps a Block to parry (doubled: two charges) against Ann's two
    revealed Hits; Ann (Player 2, Dogu) is then asked how to play them."""
    mine = [card("hit", "F"), card("hit", "S"), card("block", "W"), card("super", "P"), card("move", "W")]
    bots = [card("block", "P", 1), card("super", "S"), card("hit", "S", 1), card("move", "W", 1),
            card("block", "F", 1)]
    state = GAME.from_scenario({"game": "sushido", "fighters": ["dogu", "biwa"], "duel": "encounter", "p1": 1,
                                "hands": [mine, bots], "gauge": [2, 2]})
    match = Match(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 1, {}, state, [], [state])
    match.submit(1, Choose((bots[0], bots[1]), (bots[0], bots[1])))
    match.submit(0, Choose((mine[0], mine[1]), (mine[0], mine[1])))
    match.submit(1, Play(bots[0], doubled, "guard"))
    while 0 not in match.to_act():  # the Bot's Super card
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    assert match.state.guards == (0, 2 if doubled else 1)
    return match


# -- a standing guard charge on the table ----------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("doubled", (False, True))
def test_a_standing_guard_shows_on_its_owners_panel_and_in_the_hit_question(
        app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int], doubled: bool) -> None:
    pygame.display.set_mode(size)
    i18n.set_language(lang)
    table = open_table(app, _guarded_match(doubled))
    charges = 2 if doubled else 1
    marker = t("sushido.guard_marker", n=charges)
    drawn = _drawn(app, monkeypatch)
    assert drawn.count(marker) == 1  # on the guarding fighter's panel alone
    lay = table.layout()
    box = table.painter.guard_rects[1]
    assert box is not None and lay.panels[1].contains(box) and table.painter.guard_rects[0] is None
    # hovering it tells what it does, with both names
    post(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    drawn = _drawn(app, monkeypatch)
    tip = t("sushido.guard_tip_many" if doubled else "sushido.guard_tip", name="Bot", rival="Ann",
            of_rival=i18n.of_name("Ann"), n=charges)
    words = " ".join(drawn)
    assert " ".join(tip.split()) in " ".join(words.split()) and t("sushido.guard_tip_end") in words
    # the question about Ann's Hits says the guard waits for them, and so does each Strike
    prompt = table.prompt()
    assert prompt is not None
    many = "_many" if doubled else ""
    assert prompt.title == t(f"sushido.ask.play_guarded{many}", name="Ann", rival="Bot", of_rival="de Bot",
                             n=charges)
    labels = [label for _, options in prompt.rows for label, _ in options]
    assert labels.count(t("sushido.opt.hit_guarded")) == 2 and t("sushido.opt.hit") not in labels
    assert not prompt.can_double  # a Hit doubled into a guard would change nothing


def test_no_guard_marker_once_the_charge_is_spent(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language("en")
    match = _guarded_match(False)
    table = open_table(app, match)
    hit = card("hit", "F")
    assert table.submit(Play(hit, False, "hit"))
    frames(app, 3)
    assert match.state.guards == (0, 0) and table.painter.guard_rects == [None, None]
    assert t("sushido.guard_marker", n=1) not in _drawn(app, monkeypatch)


# -- the log keeps the whole duel ----------------------------------------------------------------
def _long_duel(told_at_least: int) -> Match:
    """An Encounter duel played at random until its log tells at least that many sentences,
    stopped where Ann (seat 0) is asked."""
    from scenes.sushido.log import sentence

    for seed in range(1, 40):
        match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], seed,
                            {"duel": "encounter", "fighters": "manta,kujira"})
        gen = random.Random(seed)
        told = sum(1 for e in match.opening if sentence(e, ("A", "B"), match.state.fighters, "en"))
        while not match.finished:
            if told >= told_at_least and match.to_act() == (0,):
                return match
            seat = match.to_act()[0]
            legal = match.legal(seat)
            for event in match.submit(seat, legal[gen.randrange(len(legal))]):
                if event.visible_to(0) and sentence(event, ("A", "B"), match.state.fighters, "en"):
                    told += 1
    raise AssertionError("no duel long enough")


def test_the_log_goes_back_to_the_duels_first_sentence(app: Any) -> None:
    i18n.set_language("en")
    match = _long_duel(900)
    table = open_table(app, match)
    everything = table.log.told_since(0, table.names, match.state.fighters, 0, "en")
    assert len(everything) >= 900 and everything[0].startswith("Round 1")
    lay = table.layout()
    post(pygame.MOUSEMOTION, pos=lay.log.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):  # the wheel, turned up until the oldest entry shows
        post(pygame.MOUSEWHEEL, x=0, y=50)
        frames(app)
    painter = table.painter
    assert painter._log_first == 0 and len(painter.log_starts) == len(everything)
    first_entry = painter.log_rows[painter.log_starts[0]:painter.log_starts[1]]
    assert painter.log_shown[:len(first_entry)] == list(first_entry)
    assert " ".join(first_entry) == " ".join(everything[0].split())


def test_each_sentence_is_wrapped_once_when_it_arrives(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.sushido.painter as painter_module

    i18n.set_language("en")
    match = _long_duel(400)
    wrapped_now: list[str] = []
    plain = painter_module.wrapped

    def counting(text: str, size: int, width: int) -> tuple[str, ...]:
        wrapped_now.append(text)
        return plain(text, size, width)

    monkeypatch.setattr(painter_module, "wrapped", counting)
    table = open_table(app, match)
    told = len(table.log.told_since(0, table.names, match.state.fighters, 0, "en"))
    assert len(wrapped_now) == told  # the opening frame wraps the duel so far, once
    wrapped_now.clear()
    frames(app, 5)
    assert not wrapped_now  # nothing new: nothing wrapped
    before = len(table.log.events)
    assert table.submit(match.legal(0)[0])
    frames(app, 3)
    new = table.log.told_since(before, table.names, match.state.fighters, 0, "en")
    assert new and wrapped_now == new  # only the new sentences


# -- the end screen names the winning seat and why -------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("duel", ("training", "iaijutsu"))
def test_a_mirror_duels_end_names_the_winning_seat_its_fighter_and_the_rounds(app: Any, lang: str,
                                                                              duel: str) -> None:
    from scenes.sushido.results import SushidoResults

    i18n.set_language(lang)
    for seed in range(1, 20):
        match = Match.start(GAME, [Seat("Ann", "ai", "easy"), Seat("Bea", "ai", "easy")], seed,
                            {"duel": duel, "fighters": "manta,manta"})
        gen = random.Random(seed)
        while not match.finished:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            match.submit(seat, legal[gen.randrange(len(legal))])
        if match.state.wins[0] != match.state.wins[1]:  # not a double win
            break
    wins = match.state.wins
    winner = 0 if wins[0] > wins[1] else 1
    results = SushidoResults(app, match)
    assert results.outcome is not None
    name, theirs = ("Ann", "Bea")[winner], wins[1 - winner]
    expected = {("en", "training"): f"{name} (Manta) takes the duel: 2 rounds won to {theirs}",
                ("fr", "training"): f"{name} (Manta) emporte le duel : 2 rounds gagnés contre {theirs}",
                ("en", "iaijutsu"): f"{name} (Manta) takes the duel: 1 round won to 0",
                ("fr", "iaijutsu"): f"{name} (Manta) emporte le duel : 1 round gagné contre 0"}
    assert results.outcome.reason == expected[(lang, duel)]
    assert results.headline() == t("sushido.headline.one", name=name)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("size", "text_size"), [((1280, 720), "standard"), ((1024, 600), "large")])
def test_the_end_screens_rounds_and_long_names_keep_clear_of_each_other(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                       lang: str, size: tuple[int, int],
                                                                       text_size: str) -> None:
    """Names as long as the setup takes, and a round both fighters won: the round list down the
    middle and the fighters' names beside it never overlap."""
    import scenes.sushido.results as results_module
    from scenes.sushido.results import SushidoResults, round_history

    app.screen = pygame.display.set_mode(size)
    app.settings.text_size, app.settings.language = text_size, lang
    app.apply_settings()
    names = ("Alexandrine-Maximi", "Bartholomew Fitzge")  # 18 characters, the most a name may have
    for seed in range(1, 40):
        match = Match.start(GAME, [Seat(names[0], "ai", "easy"), Seat(names[1], "ai", "easy")], seed, {})
        gen = random.Random(seed)
        while not match.finished:
            seat = match.to_act()[0]
            legal = match.legal(seat)
            match.submit(seat, legal[gen.randrange(len(legal))])
        if any(len(winners) == 2 for _, winners, _ in round_history(match)):
            break
    both = [number for number, winners, _ in round_history(match) if len(winners) == 2]
    assert both
    drawn = record_drawn_rects(results_module, monkeypatch)
    app.stack.push(SushidoResults(app, match))
    frames(app, 2)
    drawn = drawn[-len(drawn) // 2:]  # the last frame's
    assert t("sushido.round_both", round=both[0]) in [text for text, _ in drawn]
    for index, (text, rect) in enumerate(drawn):
        for other, other_rect in drawn[index + 1:]:
            assert not rect.colliderect(other_rect), (text, other)
    i18n.set_language("en")


def test_a_long_reason_in_the_round_list_leaves_the_fighters_lines_clear(
        app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A round won on time has the longest reason ("temps écoulé, plus grande part de vie"): at
    the smallest window with large text, in French, the fighters' lines beside it ("Rounds
    gagnés : 3 / 3") step aside instead of running into it."""
    import scenes.sushido.results as results_module
    from scenes.sushido.results import SushidoResults, round_history

    app.screen = pygame.display.set_mode((1024, 600))
    app.settings.text_size, app.settings.language = "large", "fr"
    app.apply_settings()
    names = ("Maximilien-Aurèle", "Bartholomaeus-Karl")
    match = Match.start(GAME, [Seat(names[0]), Seat(names[1], "ai", "easy")], 7, {})
    gen = random.Random(7)
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, gen.choice(match.legal(seat)))
    assert any(reason == "time_over" for _, _, reason in round_history(match))
    drawn = record_drawn_rects(results_module, monkeypatch)
    app.stack.push(SushidoResults(app, match))
    frames(app, 2)
    frame = drawn[-len(drawn) // 2:]
    for index, (text, rect) in enumerate(frame):
        for other, other_rect in frame[index + 1:]:
            assert not rect.colliderect(other_rect), (text, other)
