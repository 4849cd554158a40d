"""Samurai Table: run `python main.py` for the app, `python main.py --help` for the commands."""

import os
import sys

# pygame prints a banner on import; the measuring commands print exactly one JSON line.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from cli import main  # noqa: E402 - after the environment is set

if __name__ == "__main__":
    sys.exit(main())
