"""Palette and tiny helpers shared by the Katana art generators.

The renderer behind ``pygame.image.load_sized_svg`` (nanosvg) draws paths, basic shapes,
transforms, opacity and linear/radial gradients, but ignores ``<text>``, ``<use>``,
``clipPath``, masks, patterns and filters. Everything here therefore writes plain shapes, and
gradients use percentages or user-space units (bare 0..1 bounding-box numbers misrender).
"""

from __future__ import annotations

import math
from pathlib import Path

HERE = Path(__file__).resolve().parent

# One palette for the whole set: lacquer red, indigo, ochre, ivory, ink black, gold.
INK = "#1c1713"
INK_SOFT = "#3a302a"
IVORY = "#f4ead3"
PAPER = "#e9dbbd"
PAPER_DARK = "#cdb98f"
RED = "#b3261e"
RED_DARK = "#6d1410"
RED_LIGHT = "#d8533f"
INDIGO = "#26335e"
INDIGO_DARK = "#141b36"
INDIGO_LIGHT = "#4a5d93"
OCHRE = "#c98f26"
OCHRE_DARK = "#7d5512"
OCHRE_LIGHT = "#e6b552"
GOLD = "#d6a938"
GOLD_LIGHT = "#f2d682"
GOLD_DARK = "#8d6a18"
STEEL = "#c9d0d6"
STEEL_DARK = "#7b8791"
WOOD = "#9a6433"
WOOD_DARK = "#5e3a1c"
SKIN = "#f6e4cc"
SKIN_SHADE = "#e3c4a0"
GREEN = "#5f7a45"
PLUM = "#7a3b69"

# Ink outline width in a 200-unit emblem box: about 2 px at 60 px, matching card borders.
LINE = 5


def svg(width: float, height: float, body: str, defs: str = "") -> str:
    head = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" width="{width:g}" height="{height:g}">'
    defs_block = f"<defs>{defs}</defs>" if defs else ""
    return f"{head}\n{defs_block}\n{body}\n</svg>\n"


def write(relative: str, text: str) -> Path:
    path = HERE / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def linear(gid: str, stops: list[tuple[float, str]], x1: str = "0%", y1: str = "0%", x2: str = "0%",
           y2: str = "100%", opacity: list[float] | None = None) -> str:
    parts = []
    for i, (offset, colour) in enumerate(stops):
        op = f' stop-opacity="{opacity[i]:g}"' if opacity else ""
        parts.append(f'<stop offset="{offset * 100:g}%" stop-color="{colour}"{op}/>')
    return (f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">'
            + "".join(parts) + "</linearGradient>")


def radial(gid: str, stops: list[tuple[float, str]], cx: float, cy: float, r: float,
           opacity: list[float] | None = None) -> str:
    """A radial gradient in user space (the only form nanosvg centres reliably)."""
    parts = []
    for i, (offset, colour) in enumerate(stops):
        op = f' stop-opacity="{opacity[i]:g}"' if opacity else ""
        parts.append(f'<stop offset="{offset * 100:g}%" stop-color="{colour}"{op}/>')
    return (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{cx:g}" cy="{cy:g}" r="{r:g}">'
            + "".join(parts) + "</radialGradient>")


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 5,
                rotation: float = -90.0) -> str:
    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(rotation + i * 180.0 / points)
        coords.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return " ".join(coords)


def polar(cx: float, cy: float, radius: float, degrees: float) -> tuple[float, float]:
    angle = math.radians(degrees)
    return cx + radius * math.cos(angle), cy + radius * math.sin(angle)


def petal_flower(cx: float, cy: float, radius: float, petals: int, fill: str, stroke: str = INK,
                 width: float = LINE, notch: bool = True, rotation: float = -90.0) -> str:
    """A mon-like flower: rounded petals around a centre, optionally notched like sakura."""
    out = []
    for i in range(petals):
        a = rotation + i * 360.0 / petals
        tip = polar(cx, cy, radius, a)
        left = polar(cx, cy, radius * 0.78, a - 360.0 / petals * 0.42)
        right = polar(cx, cy, radius * 0.78, a + 360.0 / petals * 0.42)
        base = (cx, cy)
        if notch:
            notch_in = polar(cx, cy, radius * 0.82, a)
            tip_l = polar(cx, cy, radius, a - 7)
            tip_r = polar(cx, cy, radius, a + 7)
            d = (f"M{base[0]:.1f},{base[1]:.1f} Q{left[0]:.1f},{left[1]:.1f} {tip_l[0]:.1f},{tip_l[1]:.1f} "
                 f"L{notch_in[0]:.1f},{notch_in[1]:.1f} L{tip_r[0]:.1f},{tip_r[1]:.1f} "
                 f"Q{right[0]:.1f},{right[1]:.1f} {base[0]:.1f},{base[1]:.1f}Z")
        else:
            d = (f"M{base[0]:.1f},{base[1]:.1f} Q{left[0]:.1f},{left[1]:.1f} {tip[0]:.1f},{tip[1]:.1f} "
                 f"Q{right[0]:.1f},{right[1]:.1f} {base[0]:.1f},{base[1]:.1f}Z")
        out.append(f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{width:g}" stroke-linejoin="round"/>')
    return "".join(out)
