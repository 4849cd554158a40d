"""Render every Katana SVG into one PNG, to check the set looks coherent.

    SDL_VIDEODRIVER=dummy /work/venv/bin/python art/katana/contact_sheet.py [out.png]

Emblems appear twice: large on a card frame, and at 60 px (the size they must read at).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
BACKDROP = (40, 34, 30)
LABEL = (225, 214, 190)


def load(path: Path, size: tuple[int, int]) -> pygame.Surface:
    loader = getattr(pygame.image, "load_sized_svg", None)
    if loader is not None:
        return loader(str(path), size)
    return pygame.transform.smoothscale(pygame.image.load(str(path)), size)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/shots/katana_art.png")
    pygame.init()
    font = pygame.font.Font(None, 18)
    width = 1900
    sheet = pygame.Surface((width, 2450))
    sheet.fill(BACKDROP)
    y = 10

    def label(text: str, x: int, y0: int) -> None:
        sheet.blit(font.render(text, True, LABEL), (x, y0))

    def row(files: list[Path], size: tuple[int, int], gap: int = 12, under: Path | None = None) -> None:
        nonlocal y
        x = 10
        for f in files:
            if x + size[0] > width:
                x = 10
                y += size[1] + 26
            if under is not None:
                sheet.blit(load(under, (size[0], size[0] * 7 // 5)), (x, y))
                art = load(f, (size[0] * 6 // 10, size[0] * 6 // 10))
                sheet.blit(art, (x + size[0] // 5, y + size[0] // 4))
                label(f.stem, x + 4, y + size[0] * 7 // 5 + 3)
            else:
                sheet.blit(load(f, size), (x, y))
                label(f.stem, x + 4, y + size[1] + 3)
            x += size[0] + gap
        y += (size[0] * 7 // 5 if under is not None else size[1]) + 26

    cards = sorted((HERE / "cards").glob("*.svg"))
    roles = sorted((HERE / "roles").glob("*.svg"))
    row(cards + roles, (150, 210))
    kinds = {"weapon": [], "permanent": [], "action": []}
    for f in sorted((HERE / "emblems").glob("*.svg")):
        kinds[f.stem.split("-")[0] if "-" in f.stem else _kind(f.stem)].append(f)
    for kind, files in kinds.items():
        row(files, (128, 128), under=HERE / "cards" / f"frame_{kind}.svg")
    row(sorted((HERE / "emblems").glob("*.svg")), (60, 60), gap=10)
    row(sorted((HERE / "portraits").glob("*.svg")), (170, 170))
    row(sorted((HERE / "portraits").glob("*.svg")), (64, 64), gap=8)
    tokens = sorted((HERE / "tokens").glob("*.svg"))
    row(tokens, (90, 90))
    row(tokens, (28, 28), gap=40)
    sheet.blit(load(HERE / "table.svg", (960, 540)), (10, y))
    y += 550
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet.subsurface((0, 0, width, min(y, sheet.get_height()))), str(out))
    print(out)


WEAPONS = {"bokken", "kiseru", "wakizashi", "bo", "kusarigama", "katana", "shuriken", "kanabo", "nodachi",
           "naginata", "nagayari", "tanegashima", "daikyu"}
PERMANENTS = {"focus", "armor", "quick_draw", "bushido"}


def _kind(stem: str) -> str:
    if stem in WEAPONS:
        return "weapon"
    if stem in PERMANENTS:
        return "permanent"
    return "action"


if __name__ == "__main__":
    main()
