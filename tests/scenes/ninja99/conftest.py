"""Every 99 Ninja table test leaves no bot thread or autosave behind."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.scenes.ninja99.ninja99_table_helpers import close_apps


@pytest.fixture(autouse=True)
def _close_apps() -> Iterator[None]:
    yield
    close_apps()
