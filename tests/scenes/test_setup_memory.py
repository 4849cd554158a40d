"""The last setup of each game is kept for the next launch, and a damaged file loses nothing but
itself: it is set aside with a word to the player, and the setup screen starts from its defaults."""

from __future__ import annotations

import json
from typing import Any

from scenes.app import App
from scenes.setup import SetupScene
from tests.scenes.helpers import click_button, frames
from tests.toy_game import TOY


def test_the_next_launch_starts_from_the_setup_last_played(app: Any) -> None:
    setup = SetupScene(app, TOY)
    app.stack.push(setup)
    frames(app, 2)
    setup.set_count(3)
    setup.set_kind(2, "human")
    setup.names[0] = "Hana"
    setup.options["tiles"] = "4"
    click_button(app, setup, "Start")
    frames(app, 2)
    assert setup not in app.stack.scenes
    relaunched = App(size=(1280, 720), headless=True)  # the same home folder
    again = SetupScene(relaunched, TOY)
    assert again.kinds == ["human", "ai:easy", "human"]
    assert again.names[0] == "Hana" and again.options == {"tiles": "4"}


def test_a_setup_that_does_not_start_is_not_kept(app: Any) -> None:
    setup = SetupScene(app, TOY)
    app.stack.push(setup)
    frames(app, 2)
    setup.options["tiles"] = "9"  # not one of the option's choices
    click_button(app, setup, "Start")
    frames(app, 2)
    assert app.stack.top is setup and not app.storage.setups_path.exists()


def test_a_damaged_file_is_set_aside_and_the_defaults_stand(app: Any) -> None:
    path = app.storage.setups_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    setup = SetupScene(app, TOY)
    assert setup.kinds == ["human", "ai:easy"] and setup.options == {"tiles": "3"}
    app.stack.push(setup)
    frames(app, 2)
    assert any("saved setups" in text for text in app.toasts.texts)
    assert not path.exists() and list(path.parent.glob("setups.json.broken-*"))


def test_an_entry_that_no_longer_fits_its_game_keeps_only_what_fits(app: Any) -> None:
    path = app.storage.setups_path
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"kinds": ["human", "ai:godlike"], "names": ["Hana", "Ren"], "options": {"tiles": "4"}}
    path.write_text(json.dumps({"toy": entry}), encoding="utf-8")
    assert SetupScene(app, TOY).names[0] != "Hana"  # an unknown seat kind: the whole entry goes
    entry = {"kinds": ["human", "ai:easy"], "names": ["Hana", "Ren"], "options": {"tiles": "9", "colour": "red"}}
    path.write_text(json.dumps({"toy": entry}), encoding="utf-8")
    setup = SetupScene(app, TOY)
    assert setup.kinds == ["human", "ai:easy"] and setup.names == ["Hana", "Ren"]
    assert setup.options == {"tiles": "3"}  # a value out of the choices and an unknown option: left


def test_a_default_name_kept_from_an_english_game_reads_in_french_next_time(app: Any) -> None:
    from scenes.kit import i18n

    setup = SetupScene(app, TOY)
    app.stack.push(setup)
    frames(app, 2)
    setup.set_count(3)
    setup.set_kind(2, "human")
    assert setup.names[2] == "Player C"
    click_button(app, setup, "Start")
    frames(app, 2)
    i18n.set_language("fr")
    try:
        again = SetupScene(app, TOY)
        assert again.names[0] == "Joueur A" and again.names[2] == "Joueur C"
        again.set_kind(2, "ai:easy")  # still the screen's name: the AI's own replaces it
        assert again.names[2] not in ("Joueur C", "Player C")
    finally:
        i18n.set_language("en")
