"""The real App, booted headless and walked with real mouse and keyboard events: menu ->
setup -> settings -> back, a whole toy game to its end screen, hot-seat hand-offs, pause,
save and Continue."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.game_over import GameOverScene
from scenes.handoff import HandoffScene
from scenes.kit.controls import TextField
from scenes.kit.dialogs import DialogScene
from scenes.menu import GameCard, MenuScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene
from tests.scenes.helpers import (
    button_named,
    click,
    click_button,
    drag,
    frames,
    key,
    post,
    run_until,
    take_the_mouse,
)
from tests.scenes.toy_table import ToyTable


def boot(app: Any) -> MenuScene:
    menu = MenuScene(app)
    app.stack.push(menu)
    frames(app, 3)
    return menu


def toy_card(menu: MenuScene) -> GameCard:
    return next(c for c in menu.controls if isinstance(c, GameCard) and c.game.id == "toy")


def test_menu_setup_settings_and_back_for_a_few_hundred_frames(app: Any) -> None:
    menu = boot(app)
    assert not button_named(menu, "Continue").enabled  # no autosave yet
    for _ in range(3):
        click(app, toy_card(menu).rect.center)
        frames(app, 30)
        setup = app.stack.top
        assert isinstance(setup, SetupScene) and setup.game.id == "toy"
        plus = button_named(setup, "+")
        click(app, plus.rect.center)
        click(app, button_named(setup, "+").rect.center)
        click(app, button_named(setup, "+").rect.center)  # the toy takes at most 4
        assert len(setup.kinds) == 4
        assert not button_named(setup, "+").enabled
        key(app, pygame.K_ESCAPE)
        frames(app, 30)
        assert app.stack.top is menu
        click_button(app, menu, "Settings")
        frames(app, 30)
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        for x in range(0, 1280, 97):  # wander over every control without clicking
            post(pygame.MOUSEMOTION, pos=(x, 300), rel=(0, 0), buttons=(0, 0, 0))
            frames(app)
        click_button(app, settings, "Back")
        frames(app, 20)
        assert app.stack.top is menu
    assert app.frames > 300
    assert [n for e, n in app.stack.lifecycle_log if e == "enter"].count("SetupScene") == 3
    click_button(app, menu, "Quit")
    assert not app.running


def test_setup_edits_seats_options_and_seed_then_starts_that_match(app: Any) -> None:
    menu = boot(app)
    click(app, toy_card(menu).rect.center)
    frames(app, 2)
    setup = app.stack.top
    name_field = [c for c in setup.controls if isinstance(c, TextField)][0]  # a seat's name
    click(app, name_field.rect.center)
    for _ in range(10):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text="Hana")
    frames(app)
    option = [c for c in setup.controls if type(c).__name__ == "Cycler" and c.values == ("2", "3", "4")][0]
    click(app, (option.rect.right - 4, option.rect.centery))
    seed_field = [c for c in setup.controls if isinstance(c, TextField)][-1]
    click(app, seed_field.rect.center)
    for _ in range(10):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text="42x")  # letters are refused in the seed
    frames(app)
    click_button(app, setup, "Start")
    frames(app, 30)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    match = table.match
    assert match.seed == 42 and match.options == {"tiles": "4"}
    assert [s.name for s in match.seats] == ["Hana", "Hiroshi"] and match.seats[1].kind == "ai"
    assert app.stack.scenes[0] is menu and len(app.stack.scenes) == 2


def test_a_whole_game_against_the_ai_reaches_the_end_screen_then_rematch(app: Any) -> None:
    from game.core.seats import Seat
    from scenes.app import PlayRequest

    boot(app)
    app.start_match(PlayRequest("toy", [Seat("Ann"), Seat("Bot", "ai", "easy")], 3, {"tiles": "2"}))
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    for _ in range(10):  # two tiles each: a handful of turns at most
        if table.match.finished:
            break
        run_until(app, lambda: table.acting_human() == 0 or table.match.finished)
        if table.match.finished:
            break
        tile = table.hand()[0]
        drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:0"].center)
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    assert over.outcome is not None and over.outcome.winners
    assert not app.storage.autosave_path.exists()  # nothing left to continue
    assert app.audio.played[-1] in ("win", "lose")
    frames(app, 10)
    click(app, over.peek_button.rect.center)  # the results step aside for a look at the table
    assert over.peeking and app.stack.top is over
    key(app, pygame.K_SPACE)  # a key (Esc: the table's menu) or a click brings them back, and nothing else
    assert not over.peeking and app.stack.top is over
    click_button(app, over, "Rematch")
    frames(app, 5)
    rematch = app.stack.top
    assert isinstance(rematch, ToyTable) and rematch is not table
    assert rematch.match.seats == table.match.seats and rematch.match.options == table.match.options
    assert isinstance(app.stack.scenes[0], MenuScene) and len(app.stack.scenes) == 2


def test_hot_seat_confirms_the_pass_then_hides_the_table_until_the_next_person_clicks(app: Any) -> None:
    from game.core.seats import Seat
    from scenes.app import PlayRequest

    boot(app)
    app.start_match(PlayRequest("toy", [Seat("Ann"), Seat("Ben")], 3, {"tiles": "2"}))
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ann"
    take_the_mouse(app)
    table = app.stack.top
    assert table.viewer == 0
    tile = table.hand()[0]
    drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:0"].center)
    frames(app, 2)
    confirm = app.stack.top
    assert isinstance(confirm, DialogScene) and "Ben" in confirm.text
    assert [b.label for b in confirm.buttons] == ["Pass to Ben", "Take back my move"]
    click_button(app, confirm, "Take back my move")
    frames(app, 2)
    assert app.stack.top is table and table.match.steps == [] and table.viewer == 0
    tile = table.hand()[-1]
    drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:0"].center)
    frames(app, 2)
    click_button(app, app.stack.top, "Pass to Ben")
    frames(app, 2)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and handoff.opaque and handoff.seat_name == "Ben"
    assert table.viewer == 0
    key(app, pygame.K_ESCAPE)  # the pause menu opens over the cover, the table stays hidden
    assert isinstance(app.stack.top, PauseScene) and app.stack.scenes[-2] is handoff
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is handoff
    take_the_mouse(app)
    frames(app, 2)
    assert app.stack.top is table and table.viewer == 1
    app.settings.confirm_pass_turn = False
    tile = table.hand()[0]
    drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:1"].center)
    frames(app, 2)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat_name == "Ann"  # no question asked


def test_a_double_click_or_a_held_enter_does_not_pass_the_hand_off_screen(app: Any) -> None:
    """The click or key that ended one player's move must not show the next player's cards
    while the first still sits at the screen: the screen takes input only after its grace."""
    from scenes.handoff import GRACE_SECONDS

    ready: list[bool] = []
    boot(app)
    handoff = HandoffScene(app, "Ben", lambda: ready.append(True))
    app.stack.push(handoff)
    frames(app)
    click(app, (640, 360))  # the second click of a double-click
    key(app, pygame.K_RETURN)
    assert app.stack.top is handoff and not ready
    frames(app, round(GRACE_SECONDS * 60))
    key(app, pygame.K_RETURN)
    assert app.stack.top is not handoff and ready == [True]


def test_pause_rules_save_and_quit_then_continue(app: Any) -> None:
    from game.core.seats import Seat
    from scenes.app import PlayRequest

    menu = boot(app)
    app.start_match(PlayRequest("toy", [Seat("Ann"), Seat("Bot", "ai", "easy")], 8, {"tiles": "3"}))
    frames(app, 2)
    table = app.stack.top
    tile = table.hand()[0]
    drag(app, tuple(map(round, table.home_of(tile))), table.targets()["pile:0"].center)
    run_until(app, lambda: len(table.match.steps) == 2)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    steps = len(table.match.steps)
    frames(app, 120)
    assert len(table.match.steps) == steps  # the table is frozen under the pause menu
    click_button(app, pause, "Rules")
    frames(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and "Lay your tiles." in rules.text()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
    click_button(app, pause, "Save and quit to menu")
    frames(app, 3)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and len(app.stack.scenes) == 1
    continue_button = button_named(menu, "Continue")
    assert continue_button.enabled
    click(app, continue_button.rect.center)
    frames(app, 3)
    resumed = app.stack.top
    assert isinstance(resumed, ToyTable) and resumed.match.to_save() == table.match.to_save()


def test_the_menu_lists_only_games_that_have_a_table(app: Any, monkeypatch: Any) -> None:
    import game

    class Shelf:
        id = "shelf"
        title = "Shelf"
        pitch = {"en": "Rules only."}
        min_seats = max_seats = default_seats = 2
        cooperative = False

    monkeypatch.setitem(game._cache, "shelf", Shelf())
    menu = boot(app)
    listed = [c.game.id for c in menu.controls if isinstance(c, GameCard)]
    assert "toy" in listed and "shelf" not in listed


def test_the_results_answer_the_keyboard(app: Any) -> None:
    from game.core.match import Match
    from game.core.seats import Seat
    from tests.toy_game import TOY

    boot(app)
    match = Match.start(TOY, [Seat("Ann"), Seat("AI", "ai", "random")], 3, {"tiles": "2"})
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    app.stack.push(GameOverScene(app, match))
    frames(app, 2)
    key(app, pygame.K_RETURN)  # Enter: the record saved first, nothing lost
    frames(app, 3)
    assert isinstance(app.stack.top, GameOverScene)
    key(app, pygame.K_RETURN)  # then the main choice, a rematch
    frames(app, 3)
    assert isinstance(app.stack.top, ToyTable) and app.stack.top.match.seats == match.seats
    app.stack.push(GameOverScene(app, match))
    frames(app, 2)
    over = app.stack.top
    key(app, pygame.K_ESCAPE)  # Esc: one step back, a look at the table; the record stays to be saved
    frames(app, 3)
    assert app.stack.top is over and over.peeking


def test_the_results_crown_a_win_with_the_trophy_and_nothing_else(app: Any, monkeypatch: Any) -> None:
    from dataclasses import replace

    from game.core.match import Match
    from game.core.seats import Seat
    from tests.toy_game import TOY

    boot(app)
    match = Match.start(TOY, [Seat("Ann"), Seat("AI", "ai", "random")], 3, {"tiles": "2"})
    while not match.finished:
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    drawn: list[str] = []
    real_image = app.assets.image
    monkeypatch.setattr(app.assets, "image", lambda name, *a, **k: drawn.append(name) or real_image(name, *a, **k))
    over = GameOverScene(app, match)
    app.stack.push(over)
    frames(app, 2)
    drawn.clear()  # the scenes beneath have their own pictures: only the results' own count
    over.draw(app.screen)
    assert over.someone_won() and "ui/icon_trophy" in drawn and "ui/emblem" not in drawn
    drawn.clear()
    assert over.outcome is not None
    over.outcome = replace(over.outcome, winners=(), winning_teams=(), cooperative_win=False)  # a lost village
    over.draw(app.screen)
    assert not over.someone_won() and "ui/emblem" in drawn and "ui/icon_trophy" not in drawn


def test_a_window_shrunk_below_the_minimum_snaps_back_and_every_scene_draws(tmp_path: Any, monkeypatch: Any) -> None:
    """A person dragging the window's corner cannot make it smaller than the scenes are laid out
    for: below it, panels got negative sizes and the app closed."""
    from scenes.app import MIN_SIZE, App

    monkeypatch.setenv("SAMURAI_TABLE_HOME", str(tmp_path))
    app = App(size=(640, 200), headless=False)  # a window, though SDL's dummy driver draws it
    try:
        assert app.screen.get_size() == MIN_SIZE  # asked too small: opened at the minimum
        boot(app)
        post(pygame.VIDEORESIZE, w=640, h=200, size=(640, 200))
        frames(app, 2)
        assert app.screen.get_size() == MIN_SIZE and app.size == MIN_SIZE
        post(pygame.VIDEORESIZE, w=1500, h=900, size=(1500, 900))
        frames(app, 2)
        assert app.size == (1500, 900)  # larger sizes are the person's to choose
    finally:
        for scene in list(app.stack.scenes):
            scene.exit()
        app.flush_saves()
