"""Sushido with two 18-letter names, as the fourth review played it (1024x600 Large and 1280x720
Standard, English and French): a question's title wraps whole instead of losing its question, the
finished table's "click to bring the results back" tag keeps off the hand cards, and on the end
screen both long names show whole (a step smaller) rather than one of them cut."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame
import pytest

import scenes.sushido.prompt as prompt_module
import scenes.sushido.results as results_module
from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from scenes.kit import i18n
from scenes.kit.i18n import t
from scenes.kit.widgets import font, text_floor
from tests.scenes.helpers import frames, key, record_drawn_rects
from tests.scenes.sushido.test_sushido_guard_log_end import _guarded_match
from tests.scenes.sushido.test_sushido_prompt_fit import parry_question

LONG_NAMES = ("Maximiliane-Sophie", "Bartholomaeus-Karl")
SETTINGS = [((1024, 600), "large", "fr"), ((1280, 720), "standard", "fr"), ((1024, 600), "large", "en")]


def _show(app: Any, size: tuple[int, int], text_size: str, lang: str) -> None:
    app.screen = pygame.display.set_mode(size)
    app.settings.text_size = text_size
    app.settings.language = lang
    app.apply_settings()
    i18n.set_language(lang)


def _finished_duel(seed: int) -> Match:
    match = Match.start(GAME, [Seat(LONG_NAMES[0]), Seat(LONG_NAMES[1])], seed, {})
    gen = random.Random(seed)
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, gen.choice(match.legal(seat)))
    return match


def _question(kind: str) -> Match:
    """The rival's Hit to parry, or two guard charges waiting for the viewer's Hits, between the
    two long names (the viewer is Maximiliane-Sophie)."""
    if kind == "parry":
        return parry_question([Seat(LONG_NAMES[1], "ai", "easy"), Seat(LONG_NAMES[0])])
    match = _guarded_match(doubled=True)
    match.seats = [replace(seat, name=name) for seat, name in zip(match.seats, LONG_NAMES, strict=True)]
    return match


@pytest.mark.parametrize(("size", "text_size", "lang", "kind"),
                         [(*setting, kind) for setting in SETTINGS[:2] for kind in ("parry", "guarded")]
                         + [(*SETTINGS[2], "guarded")])
def test_a_long_question_wraps_whole_and_its_panel_grows_to_hold_it(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str,
        kind: str) -> None:
    """A question with two long names is wider than the middle: the parry question used to end in
    "Le parer avec v…", the guard's in "cancels your next 2 …". Its lines now read the whole
    question, inside the panel, clear of the answers and the card shown beside them."""
    _show(app, size, text_size, lang)
    from scenes.sushido import TABLE

    table = TABLE(app, _question(kind))
    app.stack.push(table)
    frames(app, 2)
    drawn = record_drawn_rects(prompt_module, monkeypatch)
    frames(app)
    prompt = table.prompt()
    assert prompt is not None and LONG_NAMES[0] in prompt.title
    assert font(round(21 * table.layout().scale), True).size(prompt.title)[0] > prompt.rect.width - 20
    answers_top = min(button.rect.top for button in prompt.buttons)
    title_lines = [(text, rect) for text, rect in drawn if rect.bottom <= answers_top]  # the head's lines
    assert len(title_lines) >= 2
    assert " ".join(text for text, _ in title_lines) == prompt.title  # whole, nothing cut
    assert not [text for text, _ in drawn if text.endswith("…")]
    others = [button.rect for button in prompt.controls()] + [rect for _, rect in prompt.card_rects]
    for text, rect in title_lines:
        assert prompt.rect.contains(rect), (text, rect, prompt.rect)
        assert not [other for other in others if other.colliderect(rect)], text
    assert app.screen.get_rect().contains(prompt.rect)


@pytest.mark.parametrize(("size", "text_size", "lang"), SETTINGS[:1] + [((1280, 720), "standard", "en")])
def test_the_peek_tag_keeps_off_the_hand_cards_and_their_names(
        app: Any, size: tuple[int, int], text_size: str, lang: str) -> None:
    """Esc on the end screen shows the finished table: the tag stands in the band between the
    arena and the hand, clear of every hand card, even one lifted under the mouse."""
    _show(app, size, text_size, lang)
    from scenes.sushido import TABLE

    table = TABLE(app, _finished_duel(5))
    app.stack.push(table)
    frames(app, 90)
    results = app.stack.scenes[-1]
    assert isinstance(results, results_module.SushidoResults)
    key(app, pygame.K_ESCAPE)
    frames(app, 5)
    assert results.peeking
    _, box = results.peek_hint(size)
    lay = table.layout()
    hand = [rect for _, rect in table.hand_rects()]
    assert hand
    lifted = [rect.move(0, -lay.px(12)) for rect in hand]
    assert not [rect for rect in hand + lifted if rect.colliderect(box)]
    assert lay.arena.bottom < box.top and lay.middle.contains(box)


@pytest.mark.parametrize(("size", "text_size", "lang"), SETTINGS)
def test_both_long_names_show_whole_a_step_smaller_rather_than_one_be_cut(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """In French at 1024x600 Large the round list left each name 106 px: "Maximiliane-Sophie" broke
    in two but "Bartholomaeus-" alone was wider, so it was cut. Both names now take a smaller size
    together (never under the text floor) and show whole, clear of the round list."""
    _show(app, size, text_size, lang)
    results = results_module.SushidoResults(app, _finished_duel(5))
    app.stack.push(results)
    frames(app, 2)
    drawn = record_drawn_rects(results_module, monkeypatch)
    frames(app)
    texts = [text for text, _ in drawn]
    assert not [text for text in texts if text.endswith("…")]
    for name in LONG_NAMES:
        first, second = name.split("-")
        assert name in texts or (f"{first}-" in texts and second in texts), (name, texts)
    names = [(text, rect) for text, rect in drawn if any(text and text in name for name in LONG_NAMES)]
    rounds = [(text, rect) for text, rect in drawn if text.startswith("Round")
              or text in {t(f"sushido.why.{why}") for _, _, why in results.rounds}]
    assert not [(a, b) for a, ra in names for b, rb in rounds if ra.colliderect(rb)]
    assert all(rect.height >= text_floor() for _, rect in names)
    assert max(rect.bottom for _, rect in drawn) <= results.buttons[0].rect.top


@pytest.mark.parametrize(("size", "text_size", "lang"), [((1280, 720), "standard", "en"),
                                                         ((1024, 600), "large", "fr")])
def test_a_long_name_in_the_panel_head_gets_its_width_and_the_head_hover_names_it(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """At 1280x720 Standard the panel's head cut "Maximilien-Aurel" to "Maximilien-…": the P1
    token took the name's room. The token now sits on the wins' row, the name takes the head's
    width (smaller if it must), and where even that cuts it, the head's hover names the player."""
    import scenes.sushido.painter as painter_module
    from scenes.sushido import TABLE

    _show(app, size, text_size, lang)
    names = ("Maximilien-Aurel", "WWWWWWWWWWWWWWWWWW")
    match = Match.start(GAME, [Seat(names[0]), Seat(names[1], "ai", "easy")], 3, {})
    table = TABLE(app, match)
    app.stack.push(table)
    frames(app, 2)
    drawn = record_drawn_rects(painter_module, monkeypatch)
    frames(app)
    lay = table.layout()
    for seat, name in enumerate(names):
        head = pygame.Rect(lay.panels[seat].left, lay.panels[seat].top, lay.panels[seat].width, lay.px(64))
        shown = [(text, rect) for text, rect in drawn if text and name.startswith(text.rstrip("…"))]
        assert shown, (name, [text for text, _ in drawn])
        text, rect = shown[0]
        assert head.contains(rect) and rect.height >= text_floor()
        if seat == 0 and size == (1280, 720):
            assert text == name
        if text != name:  # cut: the hover over the head names the player whole
            titles = record_drawn_rects(painter_module, monkeypatch)
            table.mouse = rect.center
            frames(app)
            assert [title for title, _ in titles if title.startswith(f"{name} · ")]
