"""Samurai Table: run `python main.py` for the app, `python main.py --help` for the commands."""

import sys

from cli import main

if __name__ == "__main__":
    sys.exit(main())
