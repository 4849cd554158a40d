"""Review 4 of the Katana table: looking at the finished table, the "click to bring the results
back" tag lies on no hand card, seat or words; and at 7 players a question narrowed over the piles
leaves no piece of a pile label showing beside it."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from game.katana import GAME
from game.katana.actions import Defend
from scenes.katana import painter
from scenes.katana.painter import banner_surfaces, pile_labels
from scenes.kit import i18n
from tests.scenes.helpers import frames, key, make_app

NAMES = ["Maximiliane-Sophie", "Bartholomaeus-Karl", "Kunigunde-Isabella", "Wilhelmina-Charlot",
         "Fredericka-Annette", "Constantinos-Paulo", "Hildegard-Ottilie"]
WINDOWS = [((1280, 720), "standard", "en"), ((1280, 720), "standard", "fr"), ((1024, 600), "large", "fr"),
           ((1024, 600), "large", "en")]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)
    i18n.set_language("en")


def at_window(app, size: tuple[int, int], text_size: str, lang: str) -> None:
    app.settings.text_size = text_size
    app.settings.language = lang
    app.apply_settings()
    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)


def played_at_random(n: int, seed: int, until=lambda match: match.finished) -> Match:
    """A match of ``n`` (the first seat a person) played by random moves until ``until`` holds."""
    match = Match.start(GAME, [Seat(NAMES[0])] + [Seat(name, "ai", "easy") for name in NAMES[1:n]], seed, {})
    moves = random.Random(seed)
    while not until(match):
        seat = match.to_act()[0]
        match.submit(seat, moves.choice(match.legal(seat)))
    return match


@pytest.mark.parametrize("n", [3, 4, 5, 7])
@pytest.mark.parametrize(("size", "text_size", "lang"), WINDOWS)
def test_the_look_back_tag_on_a_finished_table_lies_on_no_hand_card_seat_or_words(app, n, size, text_size,
                                                                                 lang) -> None:
    """The tag stood at the bottom edge, over the hand cards' difficulty and damage numbers: it
    goes in the oval (under the piles, or over the banner when seats crowd the piles' foot)."""
    at_window(app, size, text_size, lang)
    table = app.table_for(played_at_random(n, 12))
    app.stack.push(table)
    frames(app, 90)
    results = app.stack.scenes[-1]
    key(app, pygame.K_ESCAPE)
    frames(app, 5)
    assert results.peeking
    _, tag = results.peek_hint(size)
    lay = table.layout()
    view = table.kview
    banner_height = sum(line.get_height() for line in banner_surfaces(table.banner_lines(), lay))
    banner_words = pygame.Rect(lay.banner.left, lay.banner.bottom - banner_height,
                               lay.banner.width, banner_height)
    things = [(f"hand card {card}", rect) for card, rect in table.hand_rects()]
    things += [(f"seat {seat}", rect) for seat, rect in enumerate(lay.seats)]
    things += [(words, rect) for words, rect in pile_labels(lay, view.deck_size, len(view.discard))]
    things += [tag for tag in (table.role_tag(), table.shogun_tag()) if tag is not None]
    things += [("deck", lay.deck), ("discard", lay.discard), ("banner", banner_words), ("log", lay.log)]
    assert table.hand_rects(), "the viewer keeps a hand to look at"
    assert pygame.Rect((0, 0), size).contains(tag)
    assert [what for what, rect in things if rect.colliderect(tag)] == []


@pytest.mark.parametrize(("size", "text_size", "lang"), WINDOWS)
def test_a_narrowed_question_over_the_piles_leaves_no_piece_of_their_labels(app, monkeypatch, size, text_size,
                                                                           lang) -> None:
    """At 7 players a two-answer question narrows to keep clear of the side seats and stands
    over the piles: "Pi" and "e 9" stuck out each side. A label under the panel is not drawn."""
    at_window(app, size, text_size, lang)
    asked = played_at_random(7, 12, until=lambda match: len(match.steps) > 30 and match.to_act()[0] == 0
                             and any(isinstance(action, Defend) for action in match.legal(0)))
    table = app.table_for(asked)
    table.bots = BotTable(asked, set())  # the position holds still while it is looked at
    app.stack.push(table)
    frames(app, 3)
    question = table.open_question_box()
    assert question is not None
    view = table.kview
    labels = pile_labels(table.layout(), view.deck_size, len(view.discard))
    under = [words for words, rect in labels if rect.colliderect(question)]
    drawn: list[str] = []
    real = painter.text_surface

    def recording(text: str, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(painter, "text_surface", recording)
    frames(app)
    assert under, "the question stands over a pile label"
    assert [words for words in under if words in drawn] == []
    assert [words for words, rect in labels if words not in under and words not in drawn] == []


def test_a_seat_lying_down_keeps_its_down_stamp_on_top(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat brought down shows its portrait lying on its side; the "down" stamp is drawn again
    over it, not left underneath with only its box's red ends showing."""
    for seed in range(1, 30):
        seats = [Seat(f"Bot {n}", "ai", "random") for n in range(5)]
        match = Match.start(GAME, seats, seed, {})
        bots = BotTable(match)
        while match.to_act():
            seat = match.to_act()[0]
            match.submit(seat, bots.decide(seat, match.state))
        if 0 in match.state.life:
            break
    fallen = match.state.life.index(0)
    stamped: list[pygame.Rect] = []
    real = painter.draw_down_stamp

    def recording(surface: Any, portrait: pygame.Rect, scale: float) -> None:
        stamped.append(pygame.Rect(portrait))
        real(surface, portrait, scale)

    monkeypatch.setattr(painter, "draw_down_stamp", recording)
    table = app.table_for(Match.start(GAME, match.seats, match.seed, {}), script=list(match.steps))
    app.stack.push(table)
    frames(app, 2)
    while table.step_replay():  # the replay to its end: the fallen seat tips over as it falls
        pass
    frames(app, 90)
    assert table.timeline.tip_angle(fallen) >= 90  # lying on its side
    seat_rect = table.layout().seats[fallen]
    assert any(seat_rect.contains(rect) for rect in stamped)
