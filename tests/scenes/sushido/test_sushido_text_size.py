"""Sushido's table at the text floors of both text sizes: words that grew past the boxes they were
laid out for get room instead of being cut or drawn over something else. The fighter board's
Super Combo goes on onto a second row, the log's "older" count moves under its title when the
two do not fit side by side, and a question's card names widen the room beside their pictures."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import scenes.kit.scrollback as scrollback_module
import scenes.sushido.painter as painter_module
import scenes.sushido.prompt as prompt_module
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.sushido import GAME
from game.sushido.data import rules
from scenes.kit import i18n, widgets
from scenes.kit.i18n import counted, labelled, t
from scenes.sushido.painter import combo_title
from scenes.sushido.texts import card_name
from tests.scenes.helpers import frames
from tests.scenes.sushido.test_sushido_review_fixes import _both_reveal
from tests.sushido.helpers import card

SMALLEST, DESIGN = (1024, 600), (1280, 720)
PAIRS = ("dogu,kujira", "biwa,manta", "same,tako")  # every fighter, on the left and on the right


@pytest.fixture(autouse=True)
def standard_text_afterwards() -> Iterator[None]:
    yield
    widgets.set_text_floor(widgets.TEXT_FLOORS["standard"])


def _open(app: Any, size: tuple[int, int], text_size: str, lang: str, match: Match) -> Any:
    app.screen = pygame.display.set_mode(size)
    app.settings.text_size = text_size
    app.apply_settings()
    i18n.set_language(lang)
    table = app.table_for(match)
    table.bots = BotTable(match, set())  # the table held still while it is read
    app.stack.push(table)
    frames(app, 3)
    return table


def _drawn(app: Any, monkeypatch: pytest.MonkeyPatch, *modules: Any) -> list[tuple[str, pygame.Rect]]:
    """Every text the modules draw on the screen in one frame, with the rect it covers."""
    found: list[tuple[str, pygame.Rect]] = []
    for module in modules:
        def spy(surface: Any, text: str, *args: Any, _real: Any = module.draw_text, **kwargs: Any) -> Any:
            rect = _real(surface, text, *args, **kwargs)
            if surface is app.screen:
                found.append((text, rect.copy()))
            return rect

        monkeypatch.setattr(module, "draw_text", spy)
    frames(app)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [SMALLEST, DESIGN])
@pytest.mark.parametrize("pair", PAIRS)
def test_every_fighter_board_shows_its_super_combo_whole_inside_the_panel(
        app: Any, monkeypatch: pytest.MonkeyPatch, pair: str, size: tuple[int, int], text_size: str,
        lang: str) -> None:
    """« Super Combo : Chant des profondeurs » was cut to « Chant des pro… » at the smallest window;
    on the right-hand panel, above the log, its second row must still end inside the panel."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 2, {"fighters": pair})
    table = _open(app, size, text_size, lang, match)
    drawn = _drawn(app, monkeypatch, painter_module)
    lay = table.layout()
    head = t("sushido.super_combo")
    for seat, key in enumerate(pair.split(",")):
        panel = lay.panels[seat]
        board = [(text, rect) for text, rect in drawn
                 if panel.collidepoint(rect.topleft) and rect.top >= table.painter.board_tops[seat]]
        start = next(k for k, (text, _) in enumerate(board) if text.startswith(head))
        super_combo = " ".join(text for text, _ in board[start:])
        assert super_combo == labelled(head, combo_title(rules().fighters[key].super_combo, lang == "fr"))
        assert all(panel.contains(rect) for _, rect in board), [(text, rect) for text, rect in board]
        overlapping = [(a, b) for (a, ra), (b, rb) in itertools.combinations(board, 2) if ra.colliderect(rb)]
        assert not overlapping


def _long_duel() -> Match:
    """A duel far enough on that the log holds many more rows than its panel shows."""
    match = Match.start(GAME, [Seat("Ann"), Seat("Bot", "ai", "easy")], 7, {"duel": "iaijutsu"})
    moves = random.Random(7)
    for _ in range(40):
        seat = match.to_act()[0]
        match.submit(seat, moves.choice(match.legal(seat)))
    return match


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [SMALLEST, DESIGN])
def test_the_log_title_its_older_count_and_its_rows_never_overlap(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """« Déroulement » and « ▲ 157 plus anciennes » ran into each other at the large text size."""
    table = _open(app, size, text_size, lang, _long_duel())
    for scrolled_back in (False, True):
        if scrolled_back:
            table.painter.scroll_log(2)
        drawn = _drawn(app, monkeypatch, painter_module, scrollback_module)
        log = table.layout().log
        in_log = [(text, rect) for text, rect in drawn if log.collidepoint(rect.center)]
        texts = [text for text, _ in in_log]
        assert t("sushido.log") in texts and counted("log.older", table.painter._log_first) in texts
        assert table.painter.log_shown and all(row in texts for row in table.painter.log_shown)
        assert all(log.contains(rect) for _, rect in in_log), in_log
        overlapping = [(a, b) for (a, ra), (b, rb) in itertools.combinations(in_log, 2) if ra.colliderect(rb)]
        assert not overlapping


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [SMALLEST, DESIGN])
def test_a_card_name_in_a_question_stays_whole_and_clear_of_its_answers(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """At the smallest window, large text, « Super Coquillage » was cut to « Super Coquilla… » and
    « Move Coquillage » ran up against the first answer's button."""
    shell_super, shell_move = card("super", "S"), card("move", "S")
    hands = [[shell_super, shell_move], [card("super", "F"), card("super", "W")]]
    match = _both_reveal(("dogu", "same"), hands, gauge=[3, 2])
    table = _open(app, size, text_size, lang, match)
    drawn = _drawn(app, monkeypatch, prompt_module)
    prompt = table.prompt()
    assert prompt is not None and prompt.card_rects
    for shown, picture in prompt.card_rects:
        beside = [(text, rect) for text, rect in drawn if rect.centery == picture.centery]
        assert [text for text, _ in beside] == [card_name(shown)]  # the whole name, never cut
        name = beside[0][1]
        row = [button.rect for button in prompt.buttons
               if button.rect.top <= name.centery <= button.rect.bottom]
        gap = table.layout().px(4)
        assert row and all(name.right + gap <= button.left for button in row), (name, row)
        assert prompt.rect.contains(name)


# The card sizes the table draws faces at, at the smallest window and the design's: hand, Hajime
# slots, a Kata laid open, a panel's revealed cards, a question's card, a laid Hit in the arena.
FACE_SIZES = [(74, 104), (67, 94), (37, 51), (35, 50), (21, 27), (19, 27),
              (92, 129), (84, 118), (46, 64), (44, 62), (26, 34), (24, 34)]


@pytest.mark.parametrize("text_size", ["standard", "large"])
def test_a_card_name_stays_inside_its_card(app: Any, monkeypatch: pytest.MonkeyPatch, text_size: str) -> None:
    """At the large text size « Hit » on a Kata's small cards stood taller than its band and ran over
    the card's bottom edge: the band grows to hold the name, or the card shows none."""
    import scenes.sushido.cards as cards_module

    app.settings.text_size = text_size
    app.apply_settings()
    drawn: list[pygame.Rect] = []
    real = cards_module.draw_text
    monkeypatch.setattr(cards_module, "draw_text",
                        lambda surface, *args, **kwargs: drawn.append(real(surface, *args, **kwargs)))
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for size in FACE_SIZES:
            drawn.clear()
            painter = cards_module.CardPainter(app.assets)
            for shown in range(len(rules().cards)):
                painter.face(shown, size)
            rim = max(4, size[0] // 14) // 2
            inner = pygame.Rect(0, 0, *size).inflate(-2 * rim, -2 * rim)
            assert all(inner.contains(name) for name in drawn), (lang, size, drawn)
