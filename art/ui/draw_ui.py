"""Write the menu's SVG drawings: the emblem, the wave tile and the shared card back.

SDL_image's SVG renderer (nanosvg) ignores ``<use>`` and ``<pattern>``, so repeated shapes
are written out one by one here rather than by hand. Run ``python art/ui/draw_ui.py``.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLD_GRADIENT = """<linearGradient id="gold" x1="0" y1="-100" x2="0" y2="100" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f4d58c"/><stop offset="0.5" stop-color="#d6aa50"/>
      <stop offset="1" stop-color="#9a7436"/></linearGradient>"""


def petals(radius: float, inner: float, fill: str, count: int = 5) -> str:
    """A cherry blossom: ``count`` notched petals around the centre."""
    shapes = []
    for i in range(count):
        angle = i * 360 / count
        w = radius * 0.42
        path = (f"M0,{-inner:.1f} C{-w:.1f},{-inner - radius * 0.35:.1f} {-w * 0.9:.1f},{-radius * 0.92:.1f} "
                f"{-w * 0.3:.1f},{-radius:.1f} L0,{-radius * 0.86:.1f} L{w * 0.3:.1f},{-radius:.1f} "
                f"C{w * 0.9:.1f},{-radius * 0.92:.1f} {w:.1f},{-inner - radius * 0.35:.1f} 0,{-inner:.1f} Z")
        shapes.append(f'<path d="{path}" fill="{fill}" transform="rotate({angle:.0f})"/>')
    return "\n    ".join(shapes)


def sword(angle: float) -> str:
    """A katana along the y axis (tip up), turned by ``angle`` degrees."""
    blade = "M-4,40 L-4,-78 Q-4,-92 6,-98 Q3,-88 4,-78 L4,40 Z"
    edge = "M1.5,38 L1.5,-78 Q1.5,-88 5,-94"
    guard = '<ellipse cx="0" cy="42" rx="13" ry="4.5" fill="url(#gold)"/>'
    grip = ('<rect x="-4.5" y="46" width="9" height="42" rx="3" fill="#5a1b16" stroke="url(#gold)" '
            'stroke-width="1.2"/>')
    wraps = "".join(f'<path d="M-4.5,{50 + k * 8} L4.5,{54 + k * 8}" stroke="#d6aa50" stroke-width="1.2"/>'
                    for k in range(5))
    return (f'<g transform="rotate({angle})"><path d="{blade}" fill="#e8e2d6" stroke="#9a7436" '
            f'stroke-width="1"/><path d="{edge}" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.7"/>'
            f"{guard}{grip}{wraps}</g>")


def emblem() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="-100 -100 200 200">
  <!-- The app's mon: crossed katana behind a red sun with a cherry blossom, in a gold ring. -->
  <defs>
    <radialGradient id="sun" cx="-10" cy="-14" r="66" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ea6049"/><stop offset="1" stop-color="#96261d"/></radialGradient>
    {GOLD_GRADIENT}
  </defs>
  <circle r="97" fill="#16110f" stroke="url(#gold)" stroke-width="5"/>
  <circle r="86" fill="none" stroke="#d6aa50" stroke-width="1.2" opacity="0.7"/>
  {sword(-42)}
  {sword(42)}
  <circle r="48" fill="url(#sun)" stroke="#16110f" stroke-width="3"/>
  <circle r="48" fill="none" stroke="url(#gold)" stroke-width="1.5"/>
  <g>
    {petals(30, 6, "#f6e9cf")}
    <circle r="6" fill="#d6aa50"/>
  </g>
</svg>
"""


def wave(cx: float, cy: float, radius: float, stroke: str, width: float, opacity: float) -> str:
    """One seigaiha wave: concentric arcs; the lower half is hidden by the next row."""
    rings = []
    for k in range(4):
        r = radius * (1 - k * 0.26)
        rings.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" stroke="{stroke}" '
                     f'stroke-width="{width}" opacity="{opacity}"/>')
    return "".join(rings)


def sea(width: float, height: float, radius: float, stroke: str, line: float, opacity: float,
        fill: str) -> str:
    """Rows of overlapping waves, each row drawn over the one above it."""
    out = []
    step_x = radius * 2
    row = 0
    y = 0.0
    while y <= height + radius:
        shift = radius if row % 2 else 0.0
        x = -shift
        while x <= width + radius:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius:.1f}" fill="{fill}"/>')
            out.append(wave(x, y, radius * 0.95, stroke, line, opacity))
            x += step_x
        y += radius / 2
        row += 1
    return "\n  ".join(out)


def seigaiha() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80">
  <!-- A tileable patch of the blue-sea wave pattern, white on black, tinted by the scenes. -->
  <rect width="160" height="80" fill="#000000"/>
  {sea(160, 80, 20, "#ffffff", 1.6, 1.0, "#000000")}
</svg>
"""


def card_back() -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350">
  <!-- The shared card back: red lacquer covered in gold waves, a frame, the mon in the middle. -->
  <defs>{GOLD_GRADIENT.replace('y1="-100"', 'y1="0"').replace('y2="100"', 'y2="350"')}</defs>
  <rect width="250" height="350" fill="#60181a"/>
  {sea(250, 350, 15, "#d6aa50", 1.1, 0.35, "#60181a")}
  <rect x="16" y="16" width="218" height="318" rx="10" fill="none" stroke="#16110f" stroke-width="6"/>
  <rect x="16" y="16" width="218" height="318" rx="10" fill="none" stroke="url(#gold)" stroke-width="2.5"/>
  <circle cx="125" cy="175" r="56" fill="#1b1412" stroke="url(#gold)" stroke-width="4"/>
  <circle cx="125" cy="175" r="47" fill="none" stroke="#d6aa50" stroke-width="1"/>
  <g transform="translate(125,175)">
    {petals(36, 6, "#d6aa50")}
    <circle r="7" fill="#c4382e"/>
  </g>
</svg>
"""


def main() -> None:
    for name, text in (("emblem", emblem()), ("seigaiha", seigaiha()), ("card_back", card_back())):
        (HERE / f"{name}.svg").write_text(text, encoding="utf-8")
        print(f"{name}.svg")


if __name__ == "__main__":
    main()
