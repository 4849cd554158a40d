"""Card frames, card back, role cards, tokens and the table surface for Katana.

Run ``python art/katana/build.py`` to rewrite every SVG. Layout numbers used by the table scene
(emblem box, number seals, text cartouche) are listed in ``art/katana/README.md``.
"""

from __future__ import annotations

import math

from svgkit import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INDIGO,
    INDIGO_DARK,
    INDIGO_LIGHT,
    INK,
    INK_SOFT,
    IVORY,
    OCHRE,
    OCHRE_DARK,
    OCHRE_LIGHT,
    PAPER,
    RED,
    RED_DARK,
    RED_LIGHT,
    STEEL,
    linear,
    petal_flower,
    polar,
    radial,
    star_points,
    svg,
    write,
)

W, H = 250, 350
# Play-card layout (250x350 units), shared with the table scene (see README.md):
# a name plate across the top, the emblem box 0.2w..0.8w wide from y = 0.25w, and a plain
# lower field where the scene writes numbers (weapons) or the card kind.
NAME_PLATE = (18, 18, 214, 46)  # x, y, width, height
EMBLEM_CX, EMBLEM_CY, EMBLEM_R = 125, 137.5, 74
LOWER_FIELD_TOP = 222

KIND_COLOURS = {
    "weapon": (RED_LIGHT, RED, RED_DARK),
    "permanent": (INDIGO_LIGHT, INDIGO, INDIGO_DARK),
    "action": (OCHRE_LIGHT, OCHRE, OCHRE_DARK),
}


# ---------------------------------------------------------------- shared card pieces

def card_shell(light: str, mid: str, dark: str, panel: str = "paper") -> tuple[str, str]:
    """Outer lacquer band with a gold inner line, then the panel: returns (defs, body)."""
    defs = linear("band", [(0, light), (0.45, mid), (1, dark)])
    if panel == "paper":
        defs += linear("panel", [(0, IVORY), (1, PAPER)])
    body = (
        f'<rect x="1.5" y="1.5" width="247" height="347" rx="16" fill="{dark}" stroke="{INK}" stroke-width="3"/>'
        f'<rect x="6" y="6" width="238" height="338" rx="12" fill="url(#band)"/>'
        f'<rect x="11" y="11" width="228" height="328" rx="9" fill="none" stroke="{GOLD}" stroke-width="1.6"/>'
    )
    if panel == "paper":
        body += f'<rect x="16" y="16" width="218" height="318" rx="7" fill="url(#panel)" stroke="{INK}" stroke-width="2"/>'
    return defs, body


def corner_ticks(colour: str) -> str:
    """Small stepped brackets in the four panel corners, like lacquer box fittings."""
    out = []
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x0 = 20 if sx == 1 else 230
        y0 = 20 if sy == 1 else 330
        d = (f"M{x0},{y0 + sy * 22} L{x0},{y0} L{x0 + sx * 22},{y0} "
             f"M{x0 + sx * 5},{y0 + sy * 13} L{x0 + sx * 5},{y0 + sy * 5} L{x0 + sx * 13},{y0 + sy * 5}")
        out.append(f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="2.2" stroke-linecap="square"/>')
    return "".join(out)


def medallion(ring: str, dots: str) -> str:
    """The free round field behind the emblem, with a ring of small beads."""
    out = [
        f'<circle cx="{EMBLEM_CX}" cy="{EMBLEM_CY}" r="{EMBLEM_R}" fill="{IVORY}" stroke="{ring}" stroke-width="3"/>',
        f'<circle cx="{EMBLEM_CX}" cy="{EMBLEM_CY}" r="{EMBLEM_R - 7}" fill="none" stroke="{GOLD}" stroke-width="1.2"/>',
    ]
    for i in range(36):
        x, y = polar(EMBLEM_CX, EMBLEM_CY, EMBLEM_R + 6, i * 10)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="1.6" fill="{dots}"/>')
    return "".join(out)


def faint_waves(colour: str, y_top: float, y_bottom: float, opacity: float = 0.16) -> str:
    """Seigaiha-style overlapping arcs as a faint paper texture between two heights."""
    out = []
    r = 14
    row = 0
    y = y_top + r
    while y <= y_bottom:
        offset = 0 if row % 2 == 0 else r
        x = 18 + offset
        while x <= 232:
            for k in (r, r * 0.66, r * 0.33):
                out.append(f"M{x - k:.1f},{y:.1f} A{k:.1f},{k:.1f} 0 0 1 {x + k:.1f},{y:.1f}")
            x += 2 * r
        y += r * 0.55
        row += 1
    return (f'<path d="{" ".join(out)}" fill="none" stroke="{colour}" stroke-width="1" '
            f'stroke-opacity="{opacity:g}"/>')


def name_plate(light: str, dark: str) -> str:
    """A lacquer plate for the card's name, with a gold rim and small rivets."""
    x, y, w, h = NAME_PLATE
    rivets = "".join(f'<circle cx="{cx}" cy="{y + h / 2}" r="2.4" fill="{GOLD_LIGHT}" stroke="{INK}" stroke-width="0.8"/>'
                     for cx in (x + 8, x + w - 8))
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{dark}" stroke="{INK}" stroke-width="2"/>'
            f'<rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" rx="4" fill="none" stroke="{GOLD}" stroke-width="1.2"/>'
            f'<path d="M{x + 16},{y + 6} L{x + w - 16},{y + 6}" stroke="{light}" stroke-width="1.5" stroke-opacity="0.6"/>'
            + rivets)


def divider(edge: str, y: float) -> str:
    """A rule with a gold lozenge, separating the picture from the lower field."""
    return (f'<path d="M40,{y} L210,{y}" stroke="{edge}" stroke-width="1.5"/>'
            f'<path d="M56,{y + 4} L194,{y + 4}" stroke="{GOLD}" stroke-width="0.9" stroke-opacity="0.8"/>'
            f'<rect x="120" y="{y - 5}" width="10" height="10" transform="rotate(45 125 {y})" fill="{GOLD}" '
            f'stroke="{INK}" stroke-width="1.2"/>')


def lower_field(edge: str) -> str:
    """A faintly tinted field for the scene's text and numbers, kept free of ornament."""
    return (f'<rect x="22" y="{LOWER_FIELD_TOP}" width="206" height="{330 - LOWER_FIELD_TOP}" rx="5" fill="{IVORY}" '
            f'stroke="{edge}" stroke-width="1" stroke-opacity="0.35"/>')


# ---------------------------------------------------------------- play cards

def frame(kind: str) -> str:
    light, mid, dark = KIND_COLOURS[kind]
    defs, body = card_shell(light, mid, dark)
    parts = [body, faint_waves(mid, 60, 214), corner_ticks(mid), lower_field(mid), medallion(mid, dark),
             divider(mid, LOWER_FIELD_TOP - 6), name_plate(light, dark)]
    return svg(W, H, "".join(parts), defs)


def lattice(colour: str, opacity: float, x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """A diagonal lattice clipped by hand to a rectangle (nanosvg has no clip paths)."""
    segs = []
    span = (x1 - x0) + (y1 - y0)
    k = -span
    while k <= span:
        for sign in (1, -1):
            pts = []
            # line: y = y0 + sign*(x - x0) + k  (sign=1 falls right, -1 rises right)
            for x in (x0, x1):
                y = y0 + sign * (x - x0) + k
                if y0 <= y <= y1:
                    pts.append((x, y))
            for y in (y0, y1):
                x = x0 + (y - y0 - k) * sign
                if x0 <= x <= x1:
                    pts.append((x, y))
            pts = sorted(set((round(px, 2), round(py, 2)) for px, py in pts))
            if len(pts) >= 2:
                (ax, ay), (bx, by) = pts[0], pts[-1]
                segs.append(f"M{ax:.1f},{ay:.1f} L{bx:.1f},{by:.1f}")
        k += step
    return (f'<path d="{" ".join(segs)}" fill="none" stroke="{colour}" stroke-width="1.2" '
            f'stroke-opacity="{opacity:g}"/>')


def crossed_blades(cx: float, cy: float, size: float, blade: str, edge: str) -> str:
    out = []
    for angle in (-38, 38):
        out.append(
            f'<g transform="translate({cx} {cy}) rotate({angle})">'
            f'<path d="M-4,{-size} Q8,{-size * 0.3} 5,{size * 0.45} L-5,{size * 0.45} Q-2,{-size * 0.3} -4,{-size}Z" '
            f'fill="{blade}" stroke="{edge}" stroke-width="2.2" stroke-linejoin="round"/>'
            f'<ellipse cx="0" cy="{size * 0.48}" rx="11" ry="4" fill="{edge}"/>'
            f'<rect x="-4" y="{size * 0.5}" width="8" height="{size * 0.42}" rx="2" fill="{edge}"/>'
            "</g>"
        )
    return "".join(out)


def card_back() -> str:
    defs, body = card_shell(INDIGO_LIGHT, INDIGO, INDIGO_DARK, panel="none")
    defs += radial("glow", [(0, INDIGO_LIGHT), (1, INDIGO_DARK)], 125, 175, 170)
    parts = [
        body,
        f'<rect x="16" y="16" width="218" height="318" rx="7" fill="url(#glow)" stroke="{INK}" stroke-width="2"/>',
        lattice(GOLD, 0.22, 17, 17, 233, 333, 22),
        corner_ticks(GOLD),
        f'<circle cx="125" cy="175" r="66" fill="{INDIGO_DARK}" stroke="{GOLD}" stroke-width="3"/>',
        f'<circle cx="125" cy="175" r="58" fill="{RED}" stroke="{INK}" stroke-width="2"/>',
        f'<circle cx="125" cy="175" r="52" fill="none" stroke="{GOLD_LIGHT}" stroke-width="1.2"/>',
        crossed_blades(125, 172, 46, GOLD_LIGHT, INK),
        f'<circle cx="125" cy="175" r="9" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>',
    ]
    for i in range(8):
        x, y = polar(125, 175, 74, i * 45 + 22.5)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{GOLD}"/>')
    return svg(W, H, "".join(parts), defs)


# ---------------------------------------------------------------- roles

def role_shell(light: str, mid: str, dark: str, art: str, field: str = IVORY, plate_art: str = "") -> str:
    """Role cards carry no name: the picture fills the card so it reads at seat-panel size.
    The plate at the bottom is where a scene may write the role's name if it wants one."""
    defs, body = card_shell(light, mid, dark)
    cx, cy = 125, 148
    parts = [
        body,
        faint_waves(mid, 20, 330),
        corner_ticks(mid),
        f'<circle cx="{cx}" cy="{cy}" r="98" fill="{field}" stroke="{mid}" stroke-width="3.5"/>',
        f'<circle cx="{cx}" cy="{cy}" r="90" fill="none" stroke="{GOLD}" stroke-width="1.6"/>',
        f'<g transform="translate({cx} {cy}) scale(1.14) translate(-125 -124)">{art}</g>',
    ]
    if plate_art:
        # a taller, wider plate that carries marks of its own (the ninja's stars)
        parts += [
            f'<rect x="24" y="252" width="202" height="76" rx="8" fill="{dark}" stroke="{INK}" stroke-width="2"/>',
            f'<rect x="28" y="256" width="194" height="68" rx="6" fill="none" stroke="{GOLD}" stroke-width="1.4"/>',
            plate_art,
        ]
    else:
        parts += [
            f'<rect x="40" y="268" width="170" height="50" rx="7" fill="{dark}" stroke="{INK}" stroke-width="2"/>',
            f'<rect x="44" y="272" width="162" height="42" rx="5" fill="none" stroke="{GOLD}" stroke-width="1.4"/>',
            f'<path d="M28,293 L40,293 M210,293 L222,293" stroke="{GOLD}" stroke-width="2"/>',
        ]
    return svg(W, H, "".join(parts), defs)


def shogun_art() -> str:
    cx, cy = 125, 124
    rays = []
    for i in range(16):
        a0, a1 = i * 22.5 - 4, i * 22.5 + 4
        p0 = polar(cx, cy - 14, 44, a0)
        p1 = polar(cx, cy - 14, 74, (a0 + a1) / 2)
        p2 = polar(cx, cy - 14, 44, a1)
        rays.append(f"M{p0[0]:.1f},{p0[1]:.1f} L{p1[0]:.1f},{p1[1]:.1f} L{p2[0]:.1f},{p2[1]:.1f}Z")
    return (
        f'<path d="{" ".join(rays)}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        f'<circle cx="{cx}" cy="{cy - 14}" r="42" fill="{RED}" stroke="{INK}" stroke-width="3"/>'
        # gunbai: the commander's war fan, a rounded paddle on a short handle
        f'<path d="M125,64 C160,64 170,100 160,124 C153,141 138,150 131,152 L119,152 C112,150 97,141 90,124 '
        f'C80,100 90,64 125,64Z" fill="{INK}" stroke="{GOLD}" stroke-width="3"/>'
        f'<circle cx="125" cy="104" r="17" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="125" cy="104" r="7" fill="{RED}"/>'
        f'<rect x="119" y="150" width="12" height="34" rx="3" fill="{INK}" stroke="{GOLD}" stroke-width="2"/>'
        f'<path d="M117,184 L133,184 L129,194 L121,194Z" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M125,194 Q116,202 108,198 M125,194 Q134,202 142,198" stroke="{RED}" stroke-width="3" fill="none" stroke-linecap="round"/>'
    )


def samurai_art() -> str:
    # a sheathed katana standing upright before a round mon
    return (
        petal_flower(125, 124, 58, 5, INDIGO_LIGHT, INDIGO_DARK, 2, notch=False)
        + f'<circle cx="125" cy="124" r="20" fill="{IVORY}" stroke="{INDIGO_DARK}" stroke-width="2"/>'
        + f'<g transform="rotate(14 125 124)">'
        f'<path d="M119,40 Q125,36 131,40 L131,150 L119,150Z" fill="{INK}" stroke="{GOLD}" stroke-width="2"/>'
        f'<rect x="119" y="100" width="12" height="6" fill="{GOLD}"/>'
        f'<ellipse cx="125" cy="154" rx="17" ry="6" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<rect x="119" y="158" width="12" height="42" rx="3" fill="{INDIGO}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M119,166 L131,172 M131,166 L119,172 M119,178 L131,184 M131,178 L119,184 M119,190 L131,196 M131,190 L119,196" '
        f'stroke="{IVORY}" stroke-width="1.6"/>'
        f'<rect x="118" y="199" width="14" height="6" rx="2" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
        "</g>"
    )


def ninja_art() -> str:
    hood = (
        # hooded head with only the eye band open
        f'<path d="M125,52 C165,52 180,88 178,122 C176,150 168,172 160,186 L90,186 C82,172 74,150 72,122 '
        f'C70,88 85,52 125,52Z" fill="{INK}" stroke="{INK_SOFT}" stroke-width="2"/>'
        f'<path d="M86,108 C105,98 145,98 164,108 C160,122 146,126 125,126 C104,126 90,122 86,108Z" fill="#e8cfae"/>'
        f'<path d="M95,112 Q104,106 113,113 Q104,117 95,112Z" fill="{INK}"/>'
        f'<path d="M155,112 Q146,106 137,113 Q146,117 155,112Z" fill="{INK}"/>'
        f'<path d="M93,104 L114,108 M157,104 L136,108" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'
        f'<path d="M160,86 Q186,80 196,94 Q184,92 170,98" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>'
        f'<path d="M165,96 Q190,104 194,122 Q182,110 168,106" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>'
    )
    return hood


def ninja_stars(stars: int) -> str:
    """1, 2 or 3 big, well-spaced gold stars on the plate: still countable at seat-panel size."""
    marks = []
    spacing = 66
    start = 125 - (stars - 1) * spacing / 2
    for i in range(stars):
        x = start + i * spacing
        marks.append(f'<polygon points="{star_points(x, 293, 28, 13)}" fill="{GOLD_LIGHT}" stroke="{INK}" '
                     f'stroke-width="2.5" stroke-linejoin="round"/>')
    return "".join(marks)


def ronin_art() -> str:
    # a wandering swordsman's deep straw hat over a lone wave
    waves = []
    # centred and kept inside the medallion's gold ring (x 62..188)
    for i, x in enumerate((80, 102.5, 125, 147.5, 170)):
        y = 176 if i % 2 == 0 else 170
        for k in (18, 12, 6):
            waves.append(f"M{x - k},{y} A{k},{k} 0 0 1 {x + k},{y}")
    return (
        f'<circle cx="125" cy="96" r="30" fill="{RED}" opacity="0.9"/>'
        f'<path d="{" ".join(waves)}" fill="{INDIGO_LIGHT}" stroke="{INDIGO_DARK}" stroke-width="2"/>'
        f'<path d="M50,150 L125,82 L200,150 Q125,166 50,150Z" fill="{OCHRE_LIGHT}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="M125,82 L78,150 M125,82 L100,157 M125,82 L125,160 M125,82 L150,157 M125,82 L172,150" '
        f'stroke="{OCHRE_DARK}" stroke-width="1.6"/>'
        f'<path d="M62,140 Q125,128 188,140" stroke="{OCHRE_DARK}" stroke-width="1.4" fill="none"/>'
        f'<path d="M90,128 Q125,118 160,128" stroke="{OCHRE_DARK}" stroke-width="1.4" fill="none"/>'
        f'<g transform="rotate(-28 125 150)"><rect x="66" y="184" width="120" height="7" rx="3" fill="{STEEL}" stroke="{INK}" stroke-width="2"/>'
        f'<rect x="186" y="181" width="6" height="13" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
        f'<rect x="192" y="184" width="30" height="7" rx="2" fill="{INK}"/></g>'
    )


def role_back() -> str:
    defs, body = card_shell(RED_LIGHT, RED, RED_DARK, panel="none")
    defs += radial("glow", [(0, "#3b2620"), (1, INK)], 125, 175, 170)
    moon = (
        f'<circle cx="125" cy="175" r="60" fill="{INK}" stroke="{GOLD}" stroke-width="3"/>'
        f'<circle cx="125" cy="175" r="52" fill="none" stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        f'<path d="M140,130 A46,46 0 1 0 140,220 A36,36 0 1 1 140,130Z" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
        f'<path d="M98,202 Q112,194 124,202 T150,202 T172,200" stroke="{RED_LIGHT}" stroke-width="3" fill="none" stroke-linecap="round"/>'
    )
    parts = [
        body,
        f'<rect x="16" y="16" width="218" height="318" rx="7" fill="url(#glow)" stroke="{INK}" stroke-width="2"/>',
        faint_waves(RED_LIGHT, 20, 330, opacity=0.22),
        corner_ticks(GOLD),
        moon,
    ]
    return svg(W, H, "".join(parts), defs)


ROLES = {
    "shogun": lambda: role_shell(GOLD_LIGHT, GOLD, GOLD_DARK, shogun_art(), field=IVORY),
    "samurai": lambda: role_shell(INDIGO_LIGHT, INDIGO, INDIGO_DARK, samurai_art()),
    "ninja_1": lambda: role_shell("#5a4f48", INK_SOFT, INK, ninja_art(), field=PAPER, plate_art=ninja_stars(1)),
    "ninja_2": lambda: role_shell("#5a4f48", INK_SOFT, INK, ninja_art(), field=PAPER, plate_art=ninja_stars(2)),
    "ninja_3": lambda: role_shell("#5a4f48", INK_SOFT, INK, ninja_art(), field=PAPER, plate_art=ninja_stars(3)),
    # the masterless wanderer wears weathered, unlacquered wood tones
    "ronin": lambda: role_shell("#a39680", "#6e6357", "#3f372f", ronin_art(), field=IVORY),
}


# ---------------------------------------------------------------- tokens (viewBox 0 0 100 100)

def honour_token() -> str:
    defs = radial("coin", [(0, GOLD_LIGHT), (0.7, GOLD), (1, GOLD_DARK)], 42, 40, 58)
    notches = []
    for i in range(24):
        x, y = polar(50, 50, 45.5, i * 15)
        notches.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="1.8" fill="{GOLD_DARK}"/>')
    body = (
        f'<circle cx="50" cy="50" r="48" fill="url(#coin)" stroke="{INK}" stroke-width="3"/>'
        + "".join(notches)
        + f'<circle cx="50" cy="50" r="37" fill="{RED}" stroke="{INK}" stroke-width="2.5"/>'
        + petal_flower(50, 50, 30, 5, GOLD_LIGHT, INK, 2)
        + f'<circle cx="50" cy="50" r="7" fill="{RED}" stroke="{INK}" stroke-width="2"/>'
        + f'<circle cx="50" cy="50" r="2.5" fill="{GOLD_LIGHT}"/>'
    )
    return svg(100, 100, body, defs)


def life_token(full: bool) -> str:
    if full:
        defs = radial("bead", [(0, "#f08a6e"), (0.45, RED), (1, RED_DARK)], 38, 36, 56)
        body = (
            f'<circle cx="50" cy="50" r="46" fill="{GOLD}" stroke="{INK}" stroke-width="4"/>'
            f'<circle cx="50" cy="50" r="38" fill="url(#bead)" stroke="{INK}" stroke-width="2.5"/>'
            f'<path d="M30,38 Q38,24 54,22" stroke="{IVORY}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.75"/>'
        )
        return svg(100, 100, body, defs)
    body = (
        f'<circle cx="50" cy="50" r="46" fill="{GOLD_DARK}" stroke="{INK}" stroke-width="4" opacity="0.9"/>'
        f'<circle cx="50" cy="50" r="38" fill="{INK}" stroke="{INK}" stroke-width="2.5"/>'
        f'<circle cx="50" cy="50" r="26" fill="none" stroke="{RED_DARK}" stroke-width="4"/>'
    )
    return svg(100, 100, body)


def down_token() -> str:
    """A snapped blade on an ink disc: the seat is down (no life left, or no cards)."""
    line = f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"'
    hilt_half = (
        f'<rect x="10" y="44" width="24" height="13" rx="3" fill="{RED}" {line}/>'
        f'<path d="M14,44 L20,57 M20,44 L14,57 M24,44 L30,57 M30,44 L24,57" stroke="{IVORY}" stroke-width="1.6"/>'
        f'<ellipse cx="37" cy="50.5" rx="4.5" ry="12" fill="{GOLD}" {line}/>'
        f'<path d="M41,45 L58,45 L55,50 L59,56 L41,56Z" fill="{IVORY}" {line}/>'
    )
    tip_half = (f'<g transform="rotate(-16 64 50) translate(2 -5)">'
                f'<path d="M64,45 L82,45 Q90,45 96,51 L64,56 L67,50Z" fill="{IVORY}" {line}/></g>')
    body = (
        f'<circle cx="50" cy="50" r="47" fill="{INK}" stroke="{RED}" stroke-width="5"/>'
        f'<circle cx="50" cy="50" r="39" fill="none" stroke="{RED_DARK}" stroke-width="2"/>'
        f'<g transform="translate(50 50) rotate(-24) scale(0.8) translate(-53 -50)">{hilt_half}{tip_half}</g>'
        f'<path d="M60,62 L64,70 M54,66 L54,74 M66,58 L73,62" stroke="{RED_LIGHT}" stroke-width="3" stroke-linecap="round"/>'
    )
    return svg(100, 100, body)


# ---------------------------------------------------------------- table (viewBox 0 0 1920 1080)

def tatami_floor() -> str:
    """Mats of 2:1 in a staggered layout, straw lines along the long side, dark cloth borders.

    The floor is kept muted so seats, hands and panels drawn over it stay readable."""
    mat_l, mat_s, heri = 560, 280, 12
    mats, borders = [], []
    straw: dict[str, list[str]] = {"#7b7140": [], "#a39862": []}
    for r, y in enumerate(range(0, 1080, mat_s)):
        x = -280 if r % 2 else 0
        n = 0
        while x < 1920:
            fill = "#908650" if (n + r) % 2 else "#877d48"
            mats.append(f'<rect x="{x}" y="{y}" width="{mat_l}" height="{mat_s}" fill="{fill}"/>')
            for k in range(heri + 5, mat_s - heri, 8):
                straw["#7b7140" if k % 16 else "#a39862"].append(
                    f"M{max(x, 0) + 3},{y + k} L{min(x + mat_l, 1920) - 3},{y + k}")
            borders.append(f'<rect x="{x}" y="{y}" width="{mat_l}" height="{heri}" fill="{INDIGO_DARK}"/>')
            borders.append(f'<rect x="{x}" y="{y + mat_s - heri}" width="{mat_l}" height="{heri}" fill="{INDIGO_DARK}"/>')
            borders.append(f'<path d="M{x},{y + heri / 2} L{x + mat_l},{y + heri / 2} M{x},{y + mat_s - heri / 2} '
                           f'L{x + mat_l},{y + mat_s - heri / 2}" stroke="{GOLD_DARK}" stroke-width="1.5" '
                           f'stroke-dasharray="10 8" stroke-opacity="0.6"/>')
            borders.append(f'<path d="M{x},{y} L{x},{y + mat_s}" stroke="#5c5330" stroke-width="3"/>')
            x += mat_l
            n += 1
    lines = "".join(f'<path d="{" ".join(ds)}" stroke="{shade}" stroke-width="2" fill="none" stroke-opacity="0.7"/>'
                    for shade, ds in straw.items())
    return "".join(mats) + lines + "".join(borders)


def table_surface() -> str:
    cx, cy, rx, ry = 960, 505, 780, 372
    defs = (
        radial("vignette", [(0, "#000000"), (0.55, "#000000"), (1, "#000000")], 960, 540, 1150,
               opacity=[0, 0.15, 0.8])
        + radial("lacquer", [(0, "#4a1712"), (0.55, "#2a0c0a"), (1, "#140605")], cx - 120, cy - 140, 900)
        + radial("sheen", [(0, "#ffffff"), (1, "#ffffff")], cx - 260, cy - 230, 420, opacity=[0.10, 0])
    )
    dots = []
    for i in range(72):
        x, y = cx + (rx - 26) * math.cos(math.radians(i * 5)), cy + (ry - 26) * math.sin(math.radians(i * 5))
        dots.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{GOLD}" opacity="0.55"/>')
    body = (
        tatami_floor()
        + '<rect width="1920" height="1080" fill="url(#vignette)"/>'
        + f'<ellipse cx="{cx}" cy="{cy + 30}" rx="{rx + 30}" ry="{ry + 26}" fill="#000000" opacity="0.38"/>'
        + f'<ellipse cx="{cx}" cy="{cy + 14}" rx="{rx}" ry="{ry}" fill="#0d0403"/>'
        + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="url(#lacquer)" stroke="{GOLD}" stroke-width="5"/>'
        + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx - 12}" ry="{ry - 12}" fill="none" stroke="{RED_DARK}" stroke-width="6"/>'
        + "".join(dots)
        + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx - 46}" ry="{ry - 42}" fill="none" stroke="{GOLD}" stroke-width="1.5" stroke-opacity="0.45"/>'
        + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="url(#sheen)"/>'
        + f'<ellipse cx="{cx}" cy="{cy}" rx="250" ry="120" fill="none" stroke="{GOLD}" stroke-width="1.2" stroke-opacity="0.22"/>'
    )
    return svg(1920, 1080, body, defs)


def build() -> list[str]:
    written = []
    for kind in KIND_COLOURS:
        written.append(write(f"cards/frame_{kind}.svg", frame(kind)))
    written.append(write("cards/back.svg", card_back()))
    for name, make in ROLES.items():
        written.append(write(f"roles/{name}.svg", make()))
    written.append(write("roles/back.svg", role_back()))
    written.append(write("tokens/honour.svg", honour_token()))
    written.append(write("tokens/life_full.svg", life_token(True)))
    written.append(write("tokens/life_empty.svg", life_token(False)))
    written.append(write("tokens/down.svg", down_token()))
    written.append(write("table.svg", table_surface()))
    return [str(p) for p in written]


if __name__ == "__main__":
    print("\n".join(build()))
