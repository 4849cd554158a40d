"""The new-game screen of 99 Ninja: the modules switched on and off, as a player does."""

from __future__ import annotations

from typing import Any

from game import games
from scenes.kit.controls import Toggle
from scenes.kit.table import TableScene
from scenes.setup import SetupScene
from tests.scenes.helpers import click, click_button, frames


def switch(app: Any, setup: SetupScene, index: int) -> None:
    """Clicks the ``index``-th module switch (blacklist, ronin, clan)."""
    toggles = [c for c in setup.controls if isinstance(c, Toggle)]
    click(app, toggles[index].rect.center)


def test_modules_switched_on_reach_the_game_and_a_solo_game_refuses_them(app: Any) -> None:
    setup = SetupScene(app, games()["ninja99"])
    app.stack.push(setup)
    frames(app, 2)
    switch(app, setup, 2)
    switch(app, setup, 0)
    switch(app, setup, 1)
    switch(app, setup, 1)
    assert setup.options["modules"] == "blacklist,clan"
    setup.set_count(1)
    assert [c.on for c in setup.controls if isinstance(c, Toggle)] == [True, False, True]
    assert setup.problem is not None and "solo" in setup.problem
    click_button(app, setup, "Start")
    frames(app, 5)
    assert app.stack.top is setup
    setup.set_count(2)
    assert setup.problem is None
    setup.set_kind(1, "human")  # nobody thinks while the test looks
    click_button(app, setup, "Start")
    frames(app, 5)
    table = app.stack.find(TableScene)
    assert table is not None and table.match.state.modules == ("blacklist", "clan")
