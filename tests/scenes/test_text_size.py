"""No text is drawn too small to read: at the smallest window every table keeps its text at or
above the floor of the player's text size, and a new text size takes effect at once, on the
table under the pause menu too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game import get_game
from game.core import Match, Seat
from scenes.kit import widgets
from scenes.kit.settings import Settings
from scenes.kit.storage import Storage
from scenes.kit.widgets import TEXT_FLOORS
from tests.scenes.helpers import click, frames, make_app

SMALLEST_WINDOW = (1024, 600)
# Below 9 px DejaVu Sans is guessed at rather than read; the large setting is for those who want more.
READABLE_PX = {"standard": 9, "large": 11}
CROWDED = {"katana": 7, "ninja99": 2, "spirit": 7, "sushido": 2}


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from make_app(tmp_path, monkeypatch)


def smallest_text_px() -> int:
    """The smallest pixel size of any font made since the text floor was last set."""
    return min(made.point_size for made in widgets._fonts.values())


def open_table(app: Any, game_id: str, seed: int = 3) -> Any:
    seats = CROWDED[game_id]
    people = [Seat("Ann", "human")] + [Seat(f"AI {n}", "ai", "normal") for n in range(1, seats)]
    match = Match.start(get_game(game_id), people, seed, {})
    table = app.table_for(match)
    app.stack.push(table)
    return table


@pytest.mark.parametrize("text_size", ["standard", "large"])
@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_no_table_draws_text_below_the_floor_at_the_smallest_window(app: Any, game_id: str,
                                                                      text_size: str) -> None:
    app.screen = pygame.display.set_mode(SMALLEST_WINDOW)
    app.settings.text_size = text_size
    app.apply_settings()
    open_table(app, game_id)
    frames(app, 40)  # the bots play a few moves: logs, hands and boards fill
    assert len(widgets._fonts) >= 3
    assert smallest_text_px() >= READABLE_PX[text_size]


def test_large_text_lifts_only_the_small_sizes() -> None:
    pygame.font.init()
    widgets.set_text_floor(TEXT_FLOORS["standard"])
    try:
        title = widgets.font(60).point_size
        label = widgets.font(12).point_size
        widgets.set_text_floor(TEXT_FLOORS["large"])
        assert widgets.font(12).point_size == TEXT_FLOORS["large"] > label
        assert widgets.font(60).point_size == title  # a title is big enough already
    finally:
        widgets.set_text_floor(TEXT_FLOORS["standard"])


def test_the_text_size_is_saved_and_an_unknown_one_is_set_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "config", tmp_path / "data", tmp_path / "log")
    Settings(text_size="large").save(storage)
    assert Settings.load(storage).text_size == "large"
    loaded, unknown = Settings.read({"text_size": "huge"})
    assert loaded.text_size == "standard" and unknown == ["text_size='huge'"]


def test_large_text_chosen_over_a_table_redraws_its_words_and_cards_at_once(app: Any) -> None:
    """From the pause menu's settings, back to a Katana table: its card faces, drawn with text,
    are drawn again, and no font below the new floor is used."""
    from scenes.kit.controls import Cycler
    from scenes.settings_scene import SettingsScene

    app.screen = pygame.display.set_mode(SMALLEST_WINDOW)
    table = open_table(app, "katana")
    frames(app, 5)
    faces_before = dict(table.art._cache)
    settings = SettingsScene(app)
    app.stack.push(settings)
    frames(app, 2)
    text_row = [c for c in settings.controls if isinstance(c, Cycler)][-1]
    click(app, (text_row.rect.right - 5, text_row.rect.centery))
    assert app.settings.text_size == "large"
    assert widgets.text_floor() == TEXT_FLOORS["large"]
    app.stack.pop(settings)
    frames(app, 3)
    assert smallest_text_px() >= READABLE_PX["large"]
    redrawn = {key: face for key, face in table.art._cache.items() if key in faces_before and key[0] == "face"}
    assert redrawn and all(face is not faces_before[key] for key, face in redrawn.items())


def test_a_dialog_wraps_its_words_again_for_a_new_text_size(app: Any) -> None:
    from scenes.kit.dialogs import ConfirmScene

    app.screen = pygame.display.set_mode(SMALLEST_WINDOW)
    long_words = "A question long enough to need several lines at this window's width, " * 4
    dialog = ConfirmScene(app, "Start again?", long_words, ("Yes", lambda: None), ("No", lambda: None))
    app.stack.push(dialog)
    frames(app, 2)
    standard_lines = list(dialog._lines)
    widgets.set_text_floor(40)  # far above any real floor: the words must wrap onto more lines
    try:
        frames(app, 1)
        assert len(dialog._lines) > len(standard_lines)
    finally:
        widgets.set_text_floor(TEXT_FLOORS["standard"])


def played_match(game_id: str, seed: int, steps: int) -> Match:
    """A match ``steps`` bot moves in, so its log has lines to wrap."""
    from game.core.autoplay import BotTable

    seats = CROWDED[game_id]
    people = [Seat("Ann", "human")] + [Seat(f"AI {n}", "ai", "normal") for n in range(1, seats)]
    match = Match.start(get_game(game_id), people, seed, {})
    shadow = Match.start(get_game(game_id), [Seat(s.name, "ai", "normal") for s in people], seed, {})
    bots = BotTable(shadow)
    for _ in range(steps):
        if not match.to_act():
            break
        seat = match.to_act()[0]
        match.submit(seat, bots.decide(seat, match.state))
    return match


def still_table(app: Any, match: Match) -> Any:
    """``match`` on its table, its bots held still so two pictures of it can be compared."""
    from game.core.autoplay import BotTable

    table = app.table_for(match)
    table.bots = BotTable(match, set())
    app.stack.push(table)
    return table


@pytest.mark.parametrize("game_id", sorted(CROWDED))
def test_a_table_switched_to_large_text_draws_as_one_opened_with_it(app: Any, game_id: str) -> None:
    """Logs, panels and faces measured at the old floor are measured again: the table looks
    exactly as the same table opened with large text (no line wrapped for the old size)."""
    app.screen = pygame.display.set_mode(SMALLEST_WINDOW)
    switched = still_table(app, played_match(game_id, 4, 30))
    frames(app, 30)
    app.settings.text_size = "large"
    app.apply_settings()
    frames(app, 30)
    after_switch = app.screen.copy()
    app.stack.pop(switched)
    frames(app, 2)
    still_table(app, played_match(game_id, 4, 30))
    frames(app, 60)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(after_switch, "RGB")


def test_katanas_greyed_hand_cards_take_a_new_text_size_too(app: Any) -> None:
    """A card that cannot be used now is a darkened copy of its face: after a switch to large
    text it is the darkened copy of the face at the new size, not of the old one."""
    from scenes.katana.painter import GREYED_SHADE

    app.screen = pygame.display.set_mode(SMALLEST_WINDOW)
    table = still_table(app, played_match("katana", 4, 10))
    frames(app, 5)
    card, size = table.match.state.hands[0][0], (78, 109)
    before = table.painter._greyed(table, card, size)
    app.settings.text_size = "large"
    app.apply_settings()
    frames(app, 3)
    expected = pygame.transform.grayscale(table.art.face(card, size, "en"))
    expected.fill((GREYED_SHADE,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    greyed = table.painter._greyed(table, card, size)
    assert pygame.image.tobytes(greyed, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    assert pygame.image.tobytes(greyed, "RGBA") != pygame.image.tobytes(before, "RGBA")


@pytest.mark.parametrize(("game_id", "seats"), [("katana", 5), ("spirit", 4), ("sushido", 2), ("ninja99", 2)])
@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "large"), ((1280, 720), "standard")])
def test_at_a_replays_end_the_see_the_results_tag_leaves_the_replay_bar_clear(
        app: Any, game_id: str, seats: int, size: tuple[int, int], text_size: str) -> None:
    """Esc on a replay's results shows the table with its replay bar (◀ steps back): the tag that
    brings the results back never lies on the bar."""
    from game.core.autoplay import BotTable
    from scenes.game_over import GameOverScene
    from tests.scenes.helpers import key, run_until

    app.screen = pygame.display.set_mode(size)
    app.settings.text_size = text_size
    app.apply_settings()
    people = [Seat(f"AI {n}", "ai", "easy") for n in range(seats)]
    played = Match.start(get_game(game_id), people, 6, {})
    bots = BotTable(played)
    while not played.finished:
        seat = played.to_act()[0]
        played.submit(seat, bots.decide(seat, played.state))
    table = app.table_for(Match.start(get_game(game_id), people, 6, {}), script=list(played.steps))
    app.stack.push(table)
    frames(app, 2)
    while table.step_replay():
        pass
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    key(app, pygame.K_ESCAPE)
    assert over.peeking
    _, tag = over.peek_hint(size)
    assert not tag.colliderect(table.replay_bar_rect(size))
    assert app.screen.get_rect().contains(tag)
