"""Two things a player must be able to read on the board: which cells a Kawarimi or Kakuremino
pick has taken (and for which clan), against those it still may take; and the row and column
numbers the engine's reasons name cells by, even when cards hang over the square's edges."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game import get_game
from game.ninja99.geometry import BOARD_SIZE
from scenes.kit import i18n
from scenes.ninja99.board_picture import Layer
from scenes.ninja99.camera import ZOOM_STEPS
from scenes.ninja99.look import CLAN_RGB
from scenes.ninja99.ruler import LABEL, Strip, strip_for
from scenes.ninja99.table import NinjaTable
from scenes.ninja99.table_base import look_of
from tests.scenes.ninja99.ninja99_table_helpers import click, frames, make_app, match_from, open_table

GAME = get_game("ninja99")


def mean_colour(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    pixels = [surface.get_at((x, y)) for x in range(rect.left, rect.right)
              for y in range(rect.top, rect.bottom)]
    return tuple(sum(p[k] for p in pixels) / len(pixels) for k in range(3))  # type: ignore[return-value]


def distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


# -- Kawarimi, Kakuremino: a picked cell against a pickable one ---------------------------------

# N26 = W.. / ... / W.B laid by the rival at (2,0): a Black ninja at (4,2) for Kawarimi to take.
WITH_A_BLACK_NINJA = [{"card": "N26", "orientation": 0, "row": 2, "col": 0, "side": 1}]


@pytest.mark.parametrize("technique, clan_card", [("kakuremino", 2), ("kawarimi", 1)])
def test_a_picked_cell_takes_its_clans_colour_and_emblem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       technique: str, clan_card: int) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    match = match_from(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, clan_card],
                       layers=WITH_A_BLACK_NINJA,
                       tokens=["DDDDDDFF", "DDDDDDDD"])
    table = open_table(app, match)
    details: list[str] = []
    drawn_tray = table._draw_tray

    def spy_tray(surface: pygame.Surface, state: Any, status: str, detail: str = "") -> None:
        details.append(detail)
        drawn_tray(surface, state, status, detail)

    monkeypatch.setattr(table, "_draw_tray", spy_tray)
    click(app, table.panels.hits[f"tech:{technique}"].center)
    assert table.picking == technique
    cell = sorted(table._pick_cells())[0]
    middle = table.camera.cell_rect(*cell)
    middle = middle.inflate(-middle.width // 2, -middle.height // 2)  # clear of frames, emblem and check
    frames(app)
    pickable = mean_colour(app.screen, middle)
    emblems: list[tuple[str, tuple[int, int]]] = []
    images = app.assets.image

    def spy_image(name: str, size: tuple[int, int]) -> pygame.Surface:
        emblems.append((name, tuple(size)))  # type: ignore[arg-type]
        return images(name, size)

    monkeypatch.setattr(app.assets, "image", spy_image)
    click(app, table.camera.cell_to_screen(cell[0] + 0.5, cell[1] + 0.5))
    assert table.picked == [cell]
    frames(app)
    picked = mean_colour(app.screen, middle)
    white = tuple(float(v) for v in CLAN_RGB["W"])
    # the whole cell is tinted in the clan it will count for, not just framed more thickly
    assert distance(picked, white) < distance(pickable, white) - 25
    badge = max(12, table.camera.cell // 2)
    assert ("ninja99/ninja_white", (badge, badge)) in emblems  # the clan's emblem, large in the cell
    assert details[-1] == "Each picked cell counts as a White ninja this turn, until a card covers it."


def test_the_pick_detail_names_the_clan_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    i18n.set_language("fr")
    try:
        match = match_from(clans=["W", "B"], modules=["clan"], clan_cards=[1, 1, 2],
                           tokens=["DDDDDDFF", "DDDDDDDD"])
        table = open_table(app, match)
        details: list[str] = []
        drawn_tray = table._draw_tray
        monkeypatch.setattr(table, "_draw_tray", lambda surface, state, status, detail="": (
            details.append(detail), drawn_tray(surface, state, status, detail)))
        click(app, table.panels.hits["tech:kakuremino"].center)
        frames(app)
        assert details[-1] == ("Chaque case choisie compte comme un ninja Blanc pour ce tour, "
                               "tant qu'aucune carte ne la couvre.")
    finally:
        i18n.set_language("en")


# -- the row and column numbers ----------------------------------------------------------------

# Cards hanging over the top edge (columns 3-5 and 6-8) and the left edge (rows 4-6), none below
# or on the right: the column numbers go under the square, the row numbers on its right.
OVER_TOP_AND_LEFT = [
    {"card": "N26", "orientation": 0, "row": -2, "col": 2, "side": 1},
    {"card": "N10", "orientation": 0, "row": -1, "col": 5, "side": 0},
    {"card": "N11", "orientation": 0, "row": 3, "col": -2, "side": 1},
]
# Cards hanging over every side: the numbers move out past the outermost cards (top and left).
OVER_ALL_SIDES = OVER_TOP_AND_LEFT + [
    {"card": "N12", "orientation": 0, "row": 7, "col": 1, "side": 0},
    {"card": "N13", "orientation": 0, "row": 2, "col": 7, "side": 1},
]


def laid(table: NinjaTable) -> tuple[Layer, ...]:
    return look_of(table._state).layers


def card_frames(table: NinjaTable) -> list[pygame.Rect]:
    cam = table.camera
    return [pygame.Rect(cam.cell_rect(layer.row, layer.col).topleft, (3 * cam.cell, 3 * cam.cell))
            for layer in laid(table)]


def shows_label_colour(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    return any(distance(tuple(surface.get_at((x, y)))[:3], LABEL) < 30
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def assert_readable(table: NinjaTable, app: Any) -> None:
    """Every number drawn, on screen in the board area, in line with its row or column, over no
    laid card, and its pixels really on the screen (nothing drawn over it)."""
    rulers = table.ruler_rects
    assert set(rulers) == {(kind, k) for kind in ("row", "column") for k in range(1, BOARD_SIZE + 1)}
    cam = table.camera
    cards = card_frames(table)
    for (kind, number), rect in rulers.items():
        assert table.lay.board.contains(rect), (kind, number)
        if kind == "column":
            assert abs(rect.centerx - cam.cell_to_screen(0, number - 0.5)[0]) <= 1
        else:
            assert abs(rect.centery - cam.cell_to_screen(number - 0.5, 0)[1]) <= 1
        assert not any(card.colliderect(rect) for card in cards), (kind, number)
        assert shows_label_colour(app.screen, rect), (kind, number)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_numbers_stay_clear_of_cards_hanging_over_the_edges(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            size: tuple[int, int]) -> None:
    app = make_app(tmp_path, monkeypatch, size)
    table = open_table(app, match_from(clans=["W", "B"], layers=OVER_TOP_AND_LEFT))
    frames(app)
    assert strip_for(laid(table), columns=True) == Strip(BOARD_SIZE, 1)  # under the square
    assert strip_for(laid(table), columns=False) == Strip(BOARD_SIZE, 1)  # right of it
    assert_readable(table, app)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_numbers_move_out_past_cards_on_every_side(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   size: tuple[int, int]) -> None:
    app = make_app(tmp_path, monkeypatch, size)
    table = open_table(app, match_from(clans=["W", "B"], layers=OVER_ALL_SIDES))
    frames(app)
    assert strip_for(laid(table), columns=True) == Strip(-2, -1)  # above the card at row -2
    assert strip_for(laid(table), columns=False) == Strip(-2, -1)  # left of the card at column -2
    assert_readable(table, app)


def test_numbers_stay_in_the_board_area_when_zoomed_in(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, (1024, 600))
    table = open_table(app, match_from(clans=["W", "B"], layers=OVER_ALL_SIDES))
    table.camera.zoom_index = len(ZOOM_STEPS) - 1  # the outer cards and the strips past them leave the screen
    frames(app)
    board, cam = table.lay.board, table.camera
    shown = 0
    for (kind, number), rect in table.ruler_rects.items():
        x, y = cam.cell_to_screen(number - 0.5, number - 0.5)
        if not board.inflate(-rect.width, -rect.height).collidepoint((x, board.centery) if kind == "column"
                                                                     else (board.centerx, y)):
            continue  # its row or column is scrolled off the board area: nothing to line up with
        shown += 1
        assert board.contains(rect), (kind, number)  # held at the area's edge, not pushed off it
        assert shows_label_colour(app.screen, rect)  # on its plate, over whatever card lies there
    assert shown >= 6


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_replays_bar_covers_nothing_of_the_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   size: tuple[int, int], language: str) -> None:
    """The board's top holds the column numbers and the cards laid above row 1, which a replay
    is watched for: the bar lies over the board's area, and the board is framed below it."""
    app = make_app(tmp_path, monkeypatch, size)
    table = open_table(app, match_from(clans=["W", "B"], layers=OVER_ALL_SIDES))
    table.script = []  # watched as a replay
    i18n.set_language(language)
    try:
        frames(app)
        bar = table.replay_bar_rect(size)
        cam = table.camera
        assert table.lay.board.contains(bar)
        square = pygame.Rect(cam.cell_to_screen(0, 0), (BOARD_SIZE * cam.cell, BOARD_SIZE * cam.cell))
        cards = card_frames(table)
        assert min(card.top for card in cards) < square.top  # a card hangs above row 1
        assert not [rect for rect in [square, *cards] if rect.colliderect(bar)]
        columns = [rect for (kind, _), rect in table.ruler_rects.items() if kind == "column"]
        assert len(columns) == BOARD_SIZE and not [rect for rect in columns if rect.colliderect(bar)]
        assert all(shows_label_colour(app.screen, rect) for rect in columns)
    finally:
        i18n.set_language("en")
