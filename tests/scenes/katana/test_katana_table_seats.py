"""What the seats tell the viewer: their own role in words (with the stars where they count),
the role card's tooltip, and a "down" stamp that stays on the portrait in either language."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat
from scenes.kit import i18n
from tests.katana.helpers import scenario
from tests.scenes.helpers import frames, make_app, post
from tests.scenes.katana.katana_table_helpers import match_from, open_table


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


FOUR = ["musashi", "benkei", "kojiro", "tomoe"]


def table_for(app, n: int, roles: list[str], stars: list[int] | None = None):
    characters = (FOUR + ["hanzo", "goemon", "chiyome"])[:n]
    data = {"characters": characters, "roles": roles, "hands": [["bo"]] + [["geisha"]] * (n - 1)}
    if stars:
        data["stars"] = stars
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, n)]
    return open_table(app, match_from(scenario(**data), seats))


def hover(app, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)


def test_at_four_players_your_role_reads_with_its_stars_over_your_seat(app) -> None:
    table = table_for(app, 4, ["ninja", "shogun", "samurai", "ninja"], stars=[2, 0, 0, 3])
    text, box = table.role_tag()
    assert text == "Your role: Ninja, 2 stars"
    seat = table.layout().seats[0]
    assert box.bottom <= seat.top + 4 and box.right <= seat.right and box.left >= seat.left
    others = [rect for index, rect in enumerate(table.layout().seats) if index != 0]
    assert box.collidelist(others) == -1
    hover(app, box.center)
    assert table.hover_text()[1:] == (
        "Ninja ★★", "Secretly with the other Ninjas, against everyone else; the Ninjas win ties. "
        "2 stars: at 4 players, the Ninja with the most stars doubles their honour.")
    i18n.set_language("fr")
    assert table.role_tag()[0] == "Votre rôle : Ninja, 2 étoiles"


def test_elsewhere_the_stars_are_left_out_of_the_words_but_the_tooltip_says_they_do_not_count(app) -> None:
    table = table_for(app, 5, ["ninja", "shogun", "samurai", "ninja", "ronin"], stars=[1, 0, 0, 3, 0])
    assert table.role_tag()[0] == "Your role: Ninja"
    title, text = table.role_tooltip(0)
    assert title == "Ninja ★" and text.endswith("1 star: the stars change nothing with 5 players.")
    assert table.role_tooltip(2)[0] == "Role hidden"  # another player's role stays secret


def test_the_three_player_shogun_is_told_he_has_no_samurai(app) -> None:
    table = table_for(app, 3, ["shogun", "ninja", "ninja"])
    assert table.role_tag()[0] == "Your role: Shogun"
    assert "two Ninjas" in table.role_tooltip(0)[1] and "Samurai" not in table.role_tooltip(0)[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_the_down_stamp_stays_inside_the_portrait(lang, scale) -> None:
    from scenes.katana.seatpanel import down_stamp, parts_for

    pygame.font.init()
    i18n.set_language(lang)
    size = (round(232 * scale), round(118 * scale))
    portrait = parts_for(size, scale, ()).portrait
    stamp, box = down_stamp(portrait, scale)
    assert portrait.contains(box) and box.contains(stamp.get_rect(center=box.center))
    assert stamp.get_height() >= round(12 * scale)  # still legible


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_the_ability_summary_lines_keep_apart_between_the_player_and_the_life_row(text_size, lang,
                                                                                   scale) -> None:
    """At 1024x600 with large text the two summary lines were drawn 11 px apart in 13 px lines."""
    from game.katana.cards import CHARACTERS
    from scenes.katana.seatpanel import LIFE_ROW_TOP, parts_for, summary_rows
    from scenes.kit.widgets import TEXT_FLOORS, font, set_text_floor, text_floor

    pygame.font.init()
    floor = text_floor()
    set_text_floor(TEXT_FLOORS[text_size])
    try:
        ability = parts_for((round(232 * scale), round(118 * scale)), scale, ()).ability
        line_h = font(round(16 * scale)).get_linesize()
        player_bottom = round(25 * scale) + font(round(17 * scale)).get_linesize()
        for character in CHARACTERS:
            rows = summary_rows(character.summary(lang), ability, scale)
            tops = [top for _, top in rows]
            assert 1 <= len(rows) <= 2 and tops[0] >= player_bottom, character.key
            assert all(later - earlier >= line_h for earlier, later in zip(tops, tops[1:], strict=False))
            assert tops[-1] + line_h <= round(LIFE_ROW_TOP * scale), character.key
            assert all(font(round(16 * scale)).size(text)[0] <= ability.width for text, _ in rows)
    finally:
        set_text_floor(floor)
