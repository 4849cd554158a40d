"""Rewrite every Katana SVG from the drawing scripts next to this file.

    /work/venv/bin/python art/katana/build.py

The SVG files are committed; rerun this after editing a drawing script, then check the
result with ``contact_sheet.py``.
"""

from __future__ import annotations

import draw_cards
import draw_emblems
import draw_portraits


def main() -> None:
    written = draw_cards.build() + draw_emblems.build() + draw_portraits.build()
    print(f"{len(written)} SVG files written")


if __name__ == "__main__":
    main()
