"""Sushido at the Large text size, as a player reviewed it: long names under the fighters on the
end screen break in two instead of being cut, the saved-record message lies over none of the
results' lines, and the small open cards in a row are named all or none."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

import scenes.sushido.cards as cards_module
import scenes.sushido.results as results_module
from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.data import rules
from scenes.kit import i18n, widgets
from scenes.kit.i18n import t
from scenes.kit.widgets import broken_name
from scenes.sushido.cards import KIND_COLOURS, CardPainter
from scenes.sushido.layout import CARD_RATIO
from tests.scenes.helpers import click_button, frames, record_drawn_rects, record_drawn_text

LONG_NAMES = ("Maximilien-Auguste", "Bérénice-Apolline")


def _finished_duel(names: tuple[str, str], seed: int) -> Match:
    match = Match.start(GAME, [Seat(names[0]), Seat(names[1], "ai", "easy")], seed, {})
    gen = random.Random(seed)
    while not match.finished:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        match.submit(seat, legal[gen.randrange(len(legal))])
    return match


def _end_screen(app: Any, size: tuple[int, int], text_size: str, lang: str, match: Match) -> Any:
    app.screen = pygame.display.set_mode(size)
    app.settings.text_size = text_size
    app.apply_settings()
    i18n.set_language(lang)
    results = results_module.SushidoResults(app, match)
    app.stack.push(results)
    frames(app, 2)
    return results


@pytest.mark.parametrize("names", [LONG_NAMES, LONG_NAMES[::-1]], ids=["maximilien-loses", "maximilien-wins"])
def test_long_names_under_the_fighters_break_in_two_rather_than_be_cut(
        app: Any, monkeypatch: pytest.MonkeyPatch, names: tuple[str, str]) -> None:
    """At 1024x600 Large in French the round list beside the names ("Round 3 : Maximilien-Auguste")
    leaves a name less room than "Maximilien-Auguste" takes: the name goes on two lines, whole,
    clear of the list, and the pictures above give the line its room, so nothing reaches the
    buttons. The loser's whole name is shown nowhere else."""
    results = _end_screen(app, (1024, 600), "large", "fr", _finished_duel(names, 11))
    drawn = record_drawn_rects(results_module, monkeypatch)
    frames(app)
    texts = [text for text, _ in drawn]
    assert not [text for text in texts if text.endswith("…")]
    for name in names:
        assert name in texts or ("Maximilien-" in texts and "Auguste" in texts), (name, texts)
    if names[1] == "Maximilien-Auguste":  # the winner of rounds 1 and 3: its round line is beside the names
        assert "Maximilien-" in texts and "Auguste" in texts
    name_lines = [(text, rect) for text, rect in drawn if any(text and text in name for name in names)]
    round_list = [(text, rect) for text, rect in drawn if text.startswith("Round")
                  or text in {t(f"sushido.why.{why}") for _, _, why in results.rounds}]
    assert name_lines and round_list
    assert not [(a, b) for a, ra in name_lines for b, rb in round_list if ra.colliderect(rb)]
    assert max(rect.bottom for _, rect in drawn) <= results.buttons[0].rect.top


def test_a_name_breaks_after_a_hyphen_or_a_space_and_is_cut_only_when_no_break_fits(app: Any) -> None:
    size = 22
    bold = widgets.font(size, True)
    assert broken_name("Maximilien-Auguste", size, 999) == ["Maximilien-Auguste"]
    narrow = bold.size("Maximilien-")[0]
    assert broken_name("Maximilien-Auguste", size, narrow) == ["Maximilien-", "Auguste"]
    anne = broken_name("Anne Marie Lou", size, bold.size("Anne Marie")[0])
    assert anne == ["Anne", "Marie Lou"]  # the most even break of those that fit
    cut = broken_name("Maximilien-Auguste", size, bold.size("Maxi")[0])
    assert len(cut) == 1 and cut[0].endswith("…")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", ["standard", "large"])
def test_the_saved_record_message_lies_over_none_of_the_results_lines(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str) -> None:
    """The fighters' "Life left" lines reach down to the buttons, where the message used to show:
    it now shows clear of every line the results draw, whole on the screen."""
    results = _end_screen(app, size, text_size, "en", _finished_duel(("Annabelle-Marie", "Bot 1"), 21))
    click_button(app, results, t("over.save"))
    assert app.toasts.texts and app.toasts.texts[0].startswith("Game record saved as ")
    drawn = record_drawn_rects(results_module, monkeypatch)
    frames(app)
    place_x, place_top = results.toast_place(size)
    message = pygame.Rect(0, 0, app.toasts.widest(size), app.toasts.stack_height(size))
    message.midtop = (round(place_x), round(place_top))
    assert pygame.Rect((0, 0), size).contains(message)
    assert [text for text, rect in drawn if rect.colliderect(message)] == []
    assert not [button.label for button in results.buttons if button.rect.colliderect(message)]


@pytest.mark.parametrize("floor", sorted(widgets.TEXT_FLOORS.values()))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_faces_of_one_size_are_named_all_or_none(app: Any, monkeypatch: pytest.MonkeyPatch, floor: int,
                                                  lang: str) -> None:
    """A Move beside a Hit of the same small size used to lose its name at Large while the Hit kept
    its: every card size now names every kind or none, and the chain's open cards at 1024x600
    (35 px at Standard) and 1280x720 (44 px at both sizes) keep their names."""
    widgets.set_text_floor(floor)
    i18n.set_language(lang)
    named = record_drawn_text(cards_module, monkeypatch)
    painter = CardPainter(app.assets)
    one_of_each = {card.kind: number for number, card in enumerate(cards_module.CARDS)}
    assert set(one_of_each) == set(KIND_COLOURS)
    named_at: dict[int, set[str]] = {}
    for width in range(16, 61):
        named_at[width] = set()
        for kind, number in one_of_each.items():
            named.clear()
            painter.face(number, (width, round(width * CARD_RATIO)))
            if rules().names[lang][kind] in named:
                named_at[width].add(kind)
        assert named_at[width] in (set(), set(KIND_COLOURS)), (width, named_at[width])
    assert named_at[44] == set(KIND_COLOURS)
    if floor == widgets.TEXT_FLOORS["standard"]:
        assert named_at[35] == set(KIND_COLOURS)
