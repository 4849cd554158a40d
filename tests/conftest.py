"""Tests run headless: no display, no sound card, and settings kept out of the user's home."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Bots think on a thread in tests: a worker process per app would cost a second each time.
# tests/scenes/test_bot_runner.py runs the worker process itself.
os.environ.setdefault("SAMURAI_TABLE_BOTS", "thread")
# Hard samurai search alone in tests, so a search's decks do not depend on another process;
# tests/spirit/test_search_helpers.py starts the helpers itself.
os.environ.setdefault("SAMURAI_TABLE_SEARCH_HELPERS", "0")
