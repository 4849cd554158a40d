"""The large-text review of the Katana table: a player's name reads whole (on the panel, else in
the seat's hover), "Take back my move" is as wide as its words, and a question stays under the
turn banner and clear of the other seats and the Shogun's tag, at 3, 5 and 7 players."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from game.katana.cards import players_table
from game.katana.state import BUSHIDO
from scenes.katana import seatpanel
from scenes.katana.seatpanel import parts_for
from scenes.kit import i18n
from scenes.kit.widgets import font
from tests.katana.helpers import scenario
from tests.scenes.helpers import drag, frames, make_app, post
from tests.scenes.katana.katana_table_helpers import hand_card_pos, match_from, open_table, seat_pos

SEVEN = ["hideyoshi", "benkei", "goemon", "musashi", "chiyome", "kojiro", "ginchiyo"]
LONG_NAMES = ["Annabelle-Marie", "Maximilien-Auguste", "Bérénice-Apolline", "Jean-Christophe", "Bot 4",
              "Bot 5", "Bot 6"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)
    i18n.set_language("en")


def table_at(app, size: tuple[int, int], text_size: str, lang: str, state):
    app.settings.text_size = text_size
    app.apply_settings()
    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    seats = [Seat(LONG_NAMES[0])] + [Seat(name, "ai", "easy") for name in LONG_NAMES[1:state.n]]
    table = open_table(app, match_from(state, seats))
    assert table.layout().size == size
    return table


def quiet_position(n: int):
    """Seat 0 to play, with nothing to answer: the seats are all there is to read."""
    roles = players_table(n)["roles"]
    return scenario(characters=SEVEN[:n], roles=[roles[1], roles[0], *roles[2:]], turn=0,
                    hands=[["armor", "bo"]] + [["bo"]] * (n - 1))


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_players_name_reads_whole_on_the_panel_or_in_the_seats_hover(app, monkeypatch, size, text_size,
                                                                      lang) -> None:
    """ "Annabelle-Marie (you)" lost its end at every size, and at 1024x600 with large text
    "Maximilien-Aug…" had nothing showing it whole: the viewer's line carries the name alone
    (the "Your role" tag marks their seat) and pointing at a seat's names gives the player's."""
    cut: list[tuple[str, str]] = []
    real = seatpanel.fit_text

    def recording(text: str, *args, **kwargs) -> str:
        shown = real(text, *args, **kwargs)
        cut.append((text, shown))
        return shown

    monkeypatch.setattr(seatpanel, "fit_text", recording)
    table = table_at(app, size, text_size, lang, quiet_position(5))
    frames(app, 2)
    own_line = [shown for text, shown in cut if text.startswith(LONG_NAMES[0])]
    assert own_line and set(own_line) == {LONG_NAMES[0]}
    lay = table.layout()
    for seat in range(5):
        rect = lay.seats[seat]
        names = parts_for(rect.size, lay.scale, table.match.state.tables[seat]).names.move(rect.topleft)
        post(pygame.MOUSEMOTION, pos=names.center, rel=(0, 0), buttons=(0, 0, 0))
        frames(app)
        hover = table.hover_text()
        assert hover is not None and hover[1] == LONG_NAMES[seat], (seat, hover)
    if size == (1280, 720):  # room for every 18-letter name on the panel itself
        assert all(shown == text for text, shown in cut if text in LONG_NAMES)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_take_back_my_move_is_as_wide_as_its_words(app, size, lang) -> None:
    """ "Take back my …" / "Reprendre mon …" at 1024x600 with large text: the button grows
    leftwards from End turn's right edge, clear of the hand."""
    table = table_at(app, size, "large", lang, quiet_position(5))
    drag(app, hand_card_pos(table, "armor"), seat_pos(table, 0))
    frames(app, 2)
    assert table.may_take_back()
    button = table.take_back_button
    assert button.label == i18n.t("table.take_back")
    assert font(button.size).size(button.label)[0] + 16 <= button.rect.width, button.rect
    lay = table.layout()
    assert button.rect.right == lay.end_turn.right and button.rect.bottom < lay.end_turn.top
    assert lay.table_area.contains(button.rect)
    assert button.rect.collidelist([rect for _, rect in table.hand_rects()]) == -1


def bushido_question(n: int):
    """The Bushido payment with three weapons in hand: four answers under a long French title."""
    roles = players_table(n)["roles"]
    hands = [["bokken", "kiseru", "naginata"]] + [["parry"]] * (n - 1)
    return scenario(characters=SEVEN[:n], roles=[roles[1], roles[0], *roles[2:]], hands=hands,
                    tables=[["bushido"]] + [[]] * (n - 1), deck=["bo"], turn=0, start=True)


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 5, 7])
def test_a_question_stays_under_the_banner_and_clear_of_the_other_seats(app, players, lang, size,
                                                                       text_size) -> None:
    """The Bushido question rose over the banner's "Hideyoshi doit payer le Code du bushido" at
    1024x600 and lay over the side seats' role cards and "Shogun" tag at every size: it now
    narrows between them, its answers taking more rows."""
    table = table_at(app, size, text_size, lang, bushido_question(players))
    assert table.match.state.phase == BUSHIDO
    prompt = table.prompt()
    assert prompt is not None and len(prompt.buttons) == 4
    frames(app, 2)
    lay = table.layout()
    assert prompt.rect.top >= lay.banner.bottom  # the banner's lines end at its bottom
    shogun_tag = table.shogun_tag()
    assert shogun_tag is not None
    others = [rect for seat, rect in enumerate(lay.seats) if seat != table.viewer]
    assert prompt.rect.collidelist([*others, shogun_tag[1]]) == -1, prompt.rect
    assert lay.table_area.contains(prompt.rect)
    for button in prompt.buttons:
        assert prompt.rect.contains(button.rect)
        assert font(button.size).size(button.label)[0] + 16 <= button.rect.width, button.label
