"""Fixtures for the scene tests: a headless App in a throwaway home, the toy table registered."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.scenes.helpers import make_app, register_toy


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    register_toy(monkeypatch)


@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, toy: None) -> Iterator[Any]:
    yield from make_app(tmp_path, monkeypatch)


@pytest.fixture(autouse=True)
def english_and_standard_text_afterwards() -> Iterator[None]:
    """A test that switches the language or the text size must not leave the next one in French
    or in large text (layouts measured without an App read the floor left behind)."""
    yield
    from scenes.kit import i18n
    from scenes.kit.widgets import TEXT_FLOORS, set_text_floor

    i18n.set_language("en")
    set_text_floor(TEXT_FLOORS["standard"])
