"""Settings and save files: round trips, atomic writes, unreadable files set aside with a
warning shown once, and an app that still starts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.settings import Settings
from scenes.kit.storage import Storage
from tests.scenes.helpers import frames, make_app, register_toy
from tests.toy_game import TOY


def storage_in(path: Path) -> Storage:
    return Storage(path / "config", path / "data", path / "log")


def test_settings_round_trip(tmp_path: Path) -> None:
    storage = storage_in(tmp_path)
    settings = Settings(window_mode="fullscreen", music_volume=0.25, effects_volume=0.0, language="fr",
                        animation_speed="fast", confirm_pass_turn=False)
    settings.save(storage)
    assert Settings.load(storage) == settings
    assert storage.warnings == []
    assert [p.name for p in storage.config_dir.iterdir()] == ["settings.json"]  # no temporary file left


def test_unknown_or_invalid_settings_fall_back_to_defaults() -> None:
    loaded = Settings.from_dict({"language": "de", "music_volume": 7, "effects_volume": True,
                                 "animation_speed": "warp", "confirm_pass_turn": "yes", "extra": 1})
    assert loaded.language == "en" and loaded.music_volume == 1.0 and loaded.effects_volume == 0.8
    assert loaded.animation_speed == "normal" and loaded.confirm_pass_turn is True


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]",
                                     b"[" * 100_000 + b"]" * 100_000])
def test_an_unreadable_settings_file_is_set_aside_with_one_warning(tmp_path: Path, content: bytes) -> None:
    storage = storage_in(tmp_path)
    storage.config_dir.mkdir(parents=True)
    storage.settings_path.write_bytes(content)
    settings = Settings.load(storage)
    assert settings == Settings()
    assert not storage.settings_path.exists()
    aside = list(storage.config_dir.glob("settings.json.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert len(storage.warnings) == 1 and aside[0].name in storage.warnings[0]


def test_the_app_starts_with_a_broken_settings_file_and_shows_the_warning_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text("{oops", encoding="utf-8")
    apps = make_app(tmp_path, monkeypatch, instant=False)
    app = next(apps)
    from scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    frames(app, 3)
    assert app.settings == Settings()
    assert len(app.toasts.texts) == 1 and "settings" in app.toasts.texts[0]
    assert app.storage.warnings == []
    frames(app, 3)
    assert len(app.toasts.texts) == 1  # shown once, not once per frame
    next(apps, None)


def test_autosave_round_trip_and_a_damaged_autosave_set_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    register_toy(monkeypatch)
    apps = make_app(tmp_path, monkeypatch)
    app = next(apps)
    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 5, {"tiles": "3"})
    for _ in range(3):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    app.write_autosave(match.to_save())
    app.flush_saves()
    loaded = app.load_autosave()
    assert loaded is not None and loaded.to_save() == match.to_save() and loaded.state == match.state
    data = match.to_save()
    data["actions"][1]["action"]["tile"] = 999  # a move that cannot have happened
    app.storage.write_json(app.storage.autosave_path, data)
    assert app.load_autosave() is None
    assert not app.storage.autosave_path.exists()
    assert list(app.storage.saves_dir.glob("autosave.json.broken-*"))
    # the engine's English reason is for the log file; the warning is a whole sentence of the app's
    assert "saved game" in app.storage.warnings[0] and "illegal" not in app.storage.warnings[0]
    assert "illegal" in app.storage.log_path.read_text(encoding="utf-8")
    app.storage.saves_dir.joinpath("autosave.json").write_text("][", encoding="utf-8")
    assert app.load_autosave() is None and len(app.storage.warnings) == 2
    next(apps, None)


def test_atomic_write_leaves_the_old_file_when_the_data_cannot_be_written(tmp_path: Path) -> None:
    storage = storage_in(tmp_path)
    path = storage.data_dir / "thing.json"
    storage.write_json(path, {"a": 1})
    with pytest.raises(TypeError):
        storage.write_json(path, {"a": object()})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in storage.data_dir.iterdir()] == ["thing.json"]


def test_settings_screen_changes_are_saved_at_once(app: Any) -> None:
    from scenes.kit.controls import Cycler, Slider, Toggle
    from scenes.settings_scene import SettingsScene
    from tests.scenes.helpers import click

    screen = SettingsScene(app)
    app.stack.push(screen)
    frames(app, 2)
    language = [c for c in screen.controls if isinstance(c, Cycler)][1]
    click(app, (language.rect.right - 5, language.rect.centery))
    toggle = next(c for c in screen.controls if isinstance(c, Toggle))
    click(app, toggle.rect.center)
    music = next(c for c in screen.controls if isinstance(c, Slider))
    click(app, (music.rect.left + music.rect.height // 2, music.rect.centery))
    saved = json.loads(app.storage.settings_path.read_text(encoding="utf-8"))
    assert saved["language"] == "fr" and saved["confirm_pass_turn"] is False and saved["music_volume"] == 0.0
    from scenes.kit import i18n

    assert i18n.language() == "fr"
    frames(app, 2)
    assert any(getattr(c, "label", "") == "Retour" for c in screen.controls)  # relaid in French
    i18n.set_language("en")


def test_the_keyboard_alone_changes_every_setting(app: Any) -> None:
    """Up and Down pick a row (a ring shows which), Left and Right change it, Enter and Space
    step or flip it; each change is saved as a click's is."""
    from scenes.settings_scene import SettingsScene
    from tests.scenes.helpers import click, key

    screen = SettingsScene(app)
    app.stack.push(screen)
    frames(app, 2)
    assert screen.focus is None  # no ring until a key is used
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # the music volume
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.settings.music_volume == 0.6
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)  # the effects volume, 80 % -> 75 %
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the language, to the next
    for _ in range(4):
        key(app, pygame.K_UP)  # up past the window, round to the last row: the hot-seat confirmation
    key(app, pygame.K_SPACE)
    saved = json.loads(app.storage.settings_path.read_text(encoding="utf-8"))
    assert saved["music_volume"] == 0.6 and saved["effects_volume"] == 0.75
    assert saved["language"] == "fr" and saved["confirm_pass_turn"] is False
    key(app, pygame.K_LEFT)  # Left turns a switch off: it is off already
    assert app.settings.confirm_pass_turn is False
    key(app, pygame.K_RIGHT)
    assert app.settings.confirm_pass_turn is True
    click(app, (5, app.screen.get_height() - 5))
    assert screen.focus is None  # the mouse took over
    from scenes.kit import i18n

    i18n.set_language("en")


def test_a_file_that_is_no_saved_game_is_set_aside_before_continue_is_offered(app: Any) -> None:
    from scenes.menu import MenuScene

    app.storage.write_json(app.storage.autosave_path, {"game": "toy", "actions": "many"})
    menu = MenuScene(app)
    app.stack.push(menu)
    frames(app, 2)
    cont = menu.controls[0]
    assert not cont.enabled and menu.save_info is None  # never lit only to fail when clicked
    assert not app.storage.autosave_path.exists()
    assert list(app.storage.saves_dir.glob("autosave.json.broken-*"))


def test_the_set_aside_warning_reads_in_the_players_language(tmp_path: Path) -> None:
    from scenes.kit import i18n

    storage = storage_in(tmp_path)
    storage.write_json(storage.autosave_path, {"a": 1})
    i18n.set_language("fr")
    try:
        storage.set_aside(storage.autosave_path, "saved game", "Expecting value: line 1 column 1")
    finally:
        i18n.set_language("en")
    # the reason (often the parser's English) stays in the log; the sentence is wholly French
    assert storage.warnings[0].startswith("Le fichier de la partie enregistrée n'a pas pu être lu ; il a été")
    assert storage.warnings[0].endswith("Il est abîmé ou incomplet.") and "Expecting" not in storage.warnings[0]


def test_a_new_game_asks_before_it_replaces_the_game_in_progress(app: Any) -> None:
    import game
    from scenes.kit.dialogs import ConfirmScene
    from scenes.kit.table import TableScene
    from scenes.setup import SetupScene
    from tests.scenes.helpers import click_button

    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 5, {"tiles": "3"})
    match.submit(match.to_act()[0], match.legal(match.to_act()[0])[0])
    app.write_autosave(match.to_save())
    app.flush_saves()
    setup = SetupScene(app, game.games()["toy"])
    app.stack.push(setup)
    frames(app, 2)
    setup.start()
    frames(app, 2)
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "moves played: 1" in question.text
    click_button(app, question, "Keep my game")
    frames(app, 2)
    assert app.stack.top is setup and Match.from_save(
        json.loads(app.storage.autosave_path.read_text(encoding="utf-8")), {"toy": TOY}).steps == match.steps
    setup.start()
    frames(app, 2)
    click_button(app, app.stack.top, "Start the new game")
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)


def test_a_save_the_writer_has_taken_but_not_yet_written_is_a_game_in_progress(app: Any) -> None:
    """Between the writer thread taking a save from the queue and the file appearing, the game
    is still in progress: a new game asks before replacing it (this window made a double Enter on
    Start replace the game now and then)."""
    assert not app.has_autosave()
    with app._save_lock:
        app._writing = True  # the thread's state while the file is being written
    try:
        assert app.has_autosave()
    finally:
        with app._save_lock:
            app._writing = False
    assert not app.has_autosave()
