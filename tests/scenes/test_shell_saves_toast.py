"""The "record saved" message on an end screen keeps clear of every button: Katana's results,
whose "Look at the table" sits just above the bottom row, and the shared end screen."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import games
from game.core.autoplay import BotTable
from game.core.match import Match
from game.core.seats import Seat
from scenes.kit import i18n
from tests.scenes.helpers import frames

SEATS = {"katana": 4, "spirit": 3}


def finished_match(game_id: str) -> Match:
    seats = [Seat(f"Bot {index + 1}", "ai", "random") for index in range(SEATS[game_id])]
    match = Match.start(games()[game_id], seats, 5, {})
    bots = BotTable(match)
    while match.to_act():
        seat = match.to_act()[0]
        match.submit(seat, bots.decide(seat, match.state))
    return match


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def end_screen_pixels(app: Any, over: Any, size: tuple[int, int], with_toasts: bool) -> pygame.Surface:
    """The end screen alone on a plain surface, with the app's messages where it places them."""
    surface = pygame.Surface(size)
    surface.fill((20, 30, 40))
    over.draw(surface)
    if with_toasts:
        app.toasts.draw(surface, over.toast_place(size))
    return surface


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_record_saved_message_covers_no_button(app: Any, game_id: str, size: tuple[int, int],
                                                   lang: str) -> None:
    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    app.stack.push(app.table_for(finished_match(game_id)))
    frames(app, 30)
    over = app.stack.top
    assert over.peek_button is not None and len(over.buttons) == 4
    over.save_record()
    assert len(app.toasts.texts) == 1 and app.storage.saves_dir.name in app.toasts.texts[0]
    bare = end_screen_pixels(app, over, size, with_toasts=False)
    shown = end_screen_pixels(app, over, size, with_toasts=True)
    assert bare.get_rect() == shown.get_rect()
    for button in [*over.buttons, over.peek_button]:
        area = button.rect.inflate(4, 4)  # its frame and a hair around it
        assert pixels(bare.subsurface(area)) == pixels(shown.subsurface(area)), button.label
    assert pixels(bare) != pixels(shown)  # and the message is on screen at all


@pytest.mark.parametrize(("size", "text_size", "lang"), [((1024, 600), "large", "fr"), ((1280, 720), "standard", "en")])
def test_the_game_saved_message_hides_nothing_on_the_menu_and_ends_with_it(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """"Save and quit to menu" says the game is saved: on the menu the message lies over no game's
    name and no button, and a table opened by Continue starts without it."""
    import scenes.menu as menu_module
    from scenes.app import PlayRequest
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene
    from tests.scenes.helpers import button_named, click, click_button, key, record_drawn_rects

    app.screen = pygame.display.set_mode(size)
    app.settings.text_size, app.settings.language = text_size, lang
    app.apply_settings()
    app.stack.push(MenuScene(app))
    frames(app, 2)
    app.start_match(PlayRequest("toy", [Seat("Ann"), Seat("Bot", "ai", "easy")], 8, {"tiles": "3"}))
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    drawn = record_drawn_rects(menu_module, monkeypatch)
    click_button(app, pause, i18n.t("pause.save_quit"))
    frames(app, 3)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and app.toasts.texts == [i18n.t("pause.saved")]
    centre_x, top = menu.toast_place(size)
    message = pygame.Rect(0, 0, app.toasts.widest(size), app.toasts.stack_height(size))
    message.midtop = (round(centre_x), round(top))
    assert message.collidelist([control.rect for control in menu.controls]) < 0
    frame_texts = drawn[-len(drawn) // 3:]  # the last frame's
    assert not [text for text, rect in frame_texts if rect.colliderect(message)]
    click(app, button_named(menu, i18n.t("menu.continue")).rect.center)
    frames(app, 3)
    assert app.stack.top is not menu and app.toasts.texts == []


@pytest.mark.parametrize(("size", "text_size", "lang"), [((1024, 600), "large", "fr"), ((1280, 720), "standard", "en")])
def test_the_record_saved_message_ends_when_the_table_is_looked_at_and_hides_no_setup_words(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], text_size: str, lang: str) -> None:
    """Save record, then Esc: the finished table shows without the message over it (nor over
    the tag that brings the results back). Save record, then New game: on the setup the message
    lies over none of its words, in the corner left of Rules and Start."""
    import scenes.setup as setup_module
    from scenes.setup import SetupScene
    from tests.scenes.helpers import key, record_drawn_rects

    app.screen = pygame.display.set_mode(size)
    app.settings.text_size, app.settings.language = text_size, lang
    app.apply_settings()
    app.stack.push(app.table_for(finished_match("katana")))
    frames(app, 30)
    over = app.stack.top
    over.save_record()
    assert app.toasts.texts
    key(app, pygame.K_ESCAPE)
    assert over.peeking and app.toasts.texts == []
    key(app, pygame.K_SPACE)  # the results again
    over.save_record()
    drawn = record_drawn_rects(setup_module, monkeypatch)
    over.new_game()
    frames(app, 3)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and app.toasts.texts
    centre_x, top = setup.toast_place(size)
    message = pygame.Rect(0, 0, app.toasts.stack_width(size), app.toasts.stack_height(size))
    message.midtop = (round(centre_x), round(top))
    words = [(text, rect) for text, rect in drawn[-len(drawn) // 2:] if text.strip()]
    assert words and not [text for text, rect in words if rect.colliderect(message)]
    assert message.collidelist([control.rect for control in setup.controls]) < 0
    assert app.screen.get_rect().contains(message)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_saved_record_says_so_on_its_button_and_is_not_written_twice(app: Any, lang: str) -> None:
    """The message naming the file ends when the table is looked at; back on the results, the
    button says the record is saved, and pressing it writes no second copy."""
    from tests.scenes.helpers import click, key

    i18n.set_language(lang)
    app.stack.push(app.table_for(finished_match("katana")))
    frames(app, 30)
    over = app.stack.top
    over.save_record()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_SPACE)  # the results again, without the message
    assert not over.peeking and app.toasts.texts == []
    save = over.buttons[2]
    assert save.label == i18n.t("over.save_done") and not save.enabled
    click(app, save.rect.center)
    assert len(list(app.storage.saves_dir.glob("katana-*.json"))) == 1


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1024, 600), "fr")])
def test_a_message_on_the_setup_keeps_to_its_corner_and_the_note_waits(
        app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    """A long one-line message (a record saved, with its folder) wraps within the corner left of
    Rules and Start, and the note that corner holds (two people at one screen) waits until the
    message is gone rather than be written over."""
    import scenes.game_over  # noqa: F401 (registers the end screen's words)
    import scenes.setup as setup_module
    from scenes.kit.widgets import font, ui_scale
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from tests.scenes.helpers import record_drawn_rects

    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, games()["katana"])
    app.stack.push(setup)
    frames(app, 2)
    setup.kinds[1] = "human"  # two people: the note tells how to play both seats oneself
    # a folder (with spaces in its name) whose path is wider than the corner, but not than a
    # message's usual width: the message would lie over Rules unless it wraps to the corner
    words = font(round(app.toasts.TEXT_SIZE * ui_scale(size)))
    folder = "/saves"
    while words.size(folder)[0] < (setup.note_width + size[0] * app.toasts.WRAP) / 2:
        folder = "/my games" + folder
    app.toast(i18n.t("over.saved", name="spirit-20261208-000000.json", folder=folder), 9.0)
    drawn = record_drawn_rects(setup_module, monkeypatch)
    frames(app, 2)
    assert app.toasts.texts[0].endswith(folder)  # the words, not their key
    centre_x, top = setup.toast_place(size)
    message = pygame.Rect(0, 0, app.toasts.stack_width(size), app.toasts.stack_height(size))
    message.midtop = (round(centre_x), round(top))
    corner = pygame.Rect(setup.note_pos[0], message.top, setup.note_width, message.height)
    assert corner.contains(message)
    assert i18n.t("setup.same_name") not in [text for text, _ in drawn]
    app.toasts.clear()
    drawn.clear()
    frames(app, 1)
    assert i18n.t("setup.same_name") in [text for text, _ in drawn]
