"""Labels a player must read are drawn in the dimmed ink, never the faint one kept for disabled
things: Samurai Spirit's "Defend"/"Confront" line names and Sushido's track-square numbers."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.match import Match
from game.core.seats import Seat
from scenes.kit.i18n import t
from scenes.kit.widgets import INK_DIM
from tests.scenes.helpers import frames


def recorded(monkeypatch: pytest.MonkeyPatch, module: Any) -> dict[str, tuple[int, ...]]:
    """The colour each text was last drawn in by ``module``."""
    colours: dict[str, tuple[int, ...]] = {}
    real = module.draw_text

    def draw_text(surface: Any, text: str, pos: Any, size: int = 24, colour: Any = None, *args: Any,
                  **kwargs: Any) -> Any:
        colours[text] = tuple(colour) if colour is not None else ()
        return real(surface, text, pos, size, *(() if colour is None else (colour,)), *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", draw_text)
    return colours


def test_spirit_line_names_use_the_dimmed_ink(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.spirit.painter as painter
    from game.spirit import GAME
    from scenes.spirit import TABLE

    colours = recorded(monkeypatch, painter)
    match = Match.start(GAME, [Seat("AI 1", "ai", "easy"), Seat("AI 2", "ai", "easy")], 5,
                        {"mode": "normal", "samurai": ""})
    app.stack.push(TABLE(app, match))
    frames(app, 2)
    assert colours[t("spirit.defend")] == INK_DIM and colours[t("spirit.confront")] == INK_DIM


def test_sushido_square_numbers_use_the_dimmed_ink(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.sushido.painter as painter
    from game.sushido import GAME
    from scenes.sushido import TABLE

    colours = recorded(monkeypatch, painter)
    match = Match.start(GAME, [Seat("AI 1", "ai", "easy"), Seat("AI 2", "ai", "easy")], 5, {})
    app.stack.push(TABLE(app, match))
    frames(app, 2)
    assert all(colours[str(n)] == INK_DIM for n in range(1, 9))
