"""Files the app sets aside: a save from another version is never offered under Continue and is
told as such; settings it does not know are reported and kept before they are overwritten; two
copies set aside in one second are both kept; remembered options the game refuses are dropped."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

import scenes.kit.storage as storage_module
from game import games
from game.core.match import SAVE_FORMAT, Match
from game.core.seats import Seat
from scenes.kit import i18n
from scenes.kit.settings import Settings
from scenes.kit.storage import Storage
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from scenes.setup_memory import load_setup
from tests.scenes.helpers import click, frames
from tests.toy_game import TOY


def storage_in(path: Path) -> Storage:
    return Storage(path / "config", path / "data", path / "log")


def log_text(storage: Storage) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return storage.log_path.read_text(encoding="utf-8")


def toy_save(moves: int = 2) -> dict[str, Any]:
    match = Match.start(TOY, [Seat("Ann"), Seat("Bo")], 5, {"tiles": "3"})
    for _ in range(moves):
        seat = match.to_act()[0]
        match.submit(seat, match.legal(seat)[0])
    return match.to_save()


# -- 3: a save from another version ------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_save_from_another_version_is_not_offered_and_is_told_as_such(app: Any, lang: str) -> None:
    i18n.set_language(lang)
    save = toy_save()
    save["format"] = SAVE_FORMAT + 1
    app.storage.write_json(app.storage.autosave_path, save)
    menu = MenuScene(app)
    app.stack.push(menu)
    frames(app, 3)
    assert not menu.controls[0].enabled and menu.save_info is None  # Continue is not lit
    aside = list(app.storage.saves_dir.glob("autosave.json.broken-*"))
    assert not app.storage.autosave_path.exists() and len(aside) == 1
    assert json.loads(aside[0].read_text(encoding="utf-8")) == save
    told = {"en": "The saved game file comes from another version of Samurai Table and cannot be opened here; "
                  f"it was kept as {aside[0].name}.",
            "fr": "Le fichier de la partie enregistrée vient d'une autre version de Samurai Table et ne peut "
                  f"pas être ouvert ici ; il a été gardé sous le nom {aside[0].name}."}
    assert app.toasts.texts == [told[lang]]
    click(app, menu.controls[0].rect.center)  # a click on the unlit Continue opens nothing
    frames(app, 2)
    assert app.stack.top is menu and app.toasts.texts == [told[lang]]


def test_loading_a_save_from_another_version_says_so_too(app: Any) -> None:
    save = toy_save()
    save["format"] = 0
    app.storage.write_json(app.storage.autosave_path, save)
    assert app.load_autosave() is None
    assert app.storage.warnings[-1].startswith("The saved game file comes from another version")
    assert "save format 0" in log_text(app.storage)


def test_a_damaged_save_is_told_as_damaged(app: Any) -> None:
    save = toy_save()
    save["actions"] = "many"
    app.storage.write_json(app.storage.autosave_path, save)
    assert app.autosave_summary() is None
    assert app.storage.warnings[-1].endswith("It is damaged or incomplete.")
    app.storage.autosave_path.write_text('{"format": 1, "game": "toy", "act', encoding="utf-8")
    assert app.load_autosave() is None
    assert app.storage.warnings[-1].endswith("It is damaged or incomplete.")


# -- 11: settings the app does not know -------------------------------------------------------------
def test_settings_the_app_does_not_know_are_reported_and_kept_before_they_are_overwritten(tmp_path: Path) -> None:
    storage = storage_in(tmp_path)
    written = {"language": "fr", "music_volume": "loud", "animation_speed": "warp", "window_mode": "fullscreen",
               "sparkles": True}
    storage.write_json(storage.settings_path, written)
    settings = Settings.load(storage)
    assert settings == Settings(language="fr", window_mode="fullscreen")  # what it knows still holds
    aside = list(storage.config_dir.glob("settings.json.broken-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text(encoding="utf-8")) == written
    # told in the language of the settings themselves, which the app is about to take up
    assert storage.warnings == [
        "Certaines valeurs du fichier des réglages sont inconnues de cette version et ont été remises par "
        f"défaut ; le fichier a été gardé sous le nom {aside[0].name}."]
    assert i18n.language() == "en"  # the warning's language was borrowed, not set
    assert json.loads(storage.settings_path.read_text(encoding="utf-8"))["language"] == "fr"
    storage.setup_logging()
    storage.warnings.clear()
    assert Settings.load(storage) == settings and storage.warnings == []  # the file holds what is known now
    assert len(list(storage.config_dir.glob("settings.json.broken-*"))) == 1


def test_settings_the_app_knows_are_neither_reported_nor_moved(tmp_path: Path) -> None:
    storage = storage_in(tmp_path)
    storage.write_json(storage.settings_path, {"language": "fr", "music_volume": 1.5})  # an old file lacks the rest
    assert Settings.load(storage) == Settings(language="fr", music_volume=1.0)
    assert storage.warnings == [] and [p.name for p in storage.config_dir.iterdir()] == ["settings.json"]


def test_the_app_shows_the_unknown_settings_warning_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.scenes.helpers import make_app

    storage = storage_in(tmp_path)
    storage.write_json(storage.settings_path, {"language": "de"})
    apps = make_app(tmp_path, monkeypatch)
    app = next(apps)
    app.stack.push(MenuScene(app))
    frames(app, 3)
    assert len(app.toasts.texts) == 1 and app.toasts.texts[0].startswith("Some values in the settings file")
    assert "language='de'" in log_text(app.storage)
    next(apps, None)


# -- 12: two copies set aside in one second -----------------------------------------------------------
def test_copies_set_aside_in_the_same_second_are_all_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_module.time, "strftime", lambda *_: "20250101-120000")
    storage = storage_in(tmp_path)
    for copy in range(3):
        storage.saves_dir.mkdir(parents=True, exist_ok=True)
        storage.autosave_path.write_text(f"broken {copy}", encoding="utf-8")
        assert storage.read_json(storage.autosave_path, "saved game") is None
    kept = {p.name: p.read_text(encoding="utf-8") for p in storage.saves_dir.iterdir()}
    assert kept == {"autosave.json.broken-20250101-120000": "broken 0",
                    "autosave.json.broken-20250101-120000-2": "broken 1",
                    "autosave.json.broken-20250101-120000-3": "broken 2"}
    assert all(f"kept as {name}. " in warning for name, warning in zip(sorted(kept), storage.warnings, strict=True))


# -- 4: remembered options the game refuses -----------------------------------------------------------
REFUSED = {"katana": ("characters", "zzz,yyy", 3), "spirit": ("samurai", "Nobody,garbage", 2),
           "sushido": ("fighters", "x,y", 2)}


@pytest.mark.parametrize("game_id", sorted(REFUSED))
def test_remembered_values_the_game_refuses_are_dropped_and_start_is_free(app: Any, game_id: str) -> None:
    name, value, seats = REFUSED[game_id]
    kinds = ["human"] + ["ai:normal"] * (seats - 1)
    app.storage.write_json(app.storage.setups_path, {game_id: {
        "kinds": kinds, "names": ["Ann", "Bo", "Cy"][:seats], "options": {name: value}}})
    setup = SetupScene(app, games()[game_id])
    app.stack.push(setup)
    frames(app, 3)
    assert setup.options[name] == next(opt.default for opt in games()[game_id].options if opt.name == name)
    assert setup.problem is None and setup.start_button is not None and setup.start_button.enabled
    assert setup.names[:2] == ["Ann", "Bo"]  # the rest of the setup is kept
    assert f"{name}={value!r} is refused by the game" in log_text(app.storage)
    assert app.storage.warnings == [] and app.storage.setups_path.exists()


def test_remembered_values_the_game_takes_are_kept(app: Any) -> None:
    katana = games()["katana"]
    app.storage.write_json(app.storage.setups_path, {"katana": {
        "kinds": ["human", "ai:normal", "ai:normal"], "names": ["Ann", "Bo", "Cy"],
        "options": {"characters": "benkei,random,chiyome"}}})
    kept = load_setup(app.storage, katana, ["human", "ai:normal"])
    assert kept is not None and kept.options["characters"] == "benkei,random,chiyome"
