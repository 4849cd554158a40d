"""Emblems for every Katana play card: bold silhouettes in a 200x200 box that read at 60 px.

Long weapons are drawn upright around the centre (tip at the top) and then turned, so each
one keeps the same ink line and proportions whatever its angle.
"""

from __future__ import annotations

from svgkit import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
    INDIGO,
    INDIGO_LIGHT,
    INK,
    INK_SOFT,
    IVORY,
    LINE,
    OCHRE,
    OCHRE_DARK,
    OCHRE_LIGHT,
    PAPER,
    PAPER_DARK,
    RED,
    RED_DARK,
    RED_LIGHT,
    STEEL,
    STEEL_DARK,
    WOOD,
    WOOD_DARK,
    petal_flower,
    polar,
    star_points,
    svg,
    write,
)

S = f'stroke="{INK}" stroke-width="{LINE}" stroke-linejoin="round" stroke-linecap="round"'
S_THIN = f'stroke="{INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"'


def turned(angle: float, body: str, cx: float = 100, cy: float = 100) -> str:
    return f'<g transform="rotate({angle:g} {cx:g} {cy:g})">{body}</g>'


def blade(tip: float, base: float, width: float, curve: float, fill: str = STEEL, x: float = 100) -> str:
    """A single-edged curved blade, back on the left, edge on the right, tip at ``tip``."""
    mid = (tip + base) / 2
    half = width / 2
    d = (f"M{x - half},{base} Q{x - half + curve},{mid} {x + curve * 0.9},{tip} "
         f"Q{x + half + curve * 1.25},{mid + (base - tip) * 0.12} {x + half},{base}Z")
    hamon = f"M{x + half * 0.25},{base - 4} Q{x + half * 0.3 + curve},{mid} {x + curve * 0.85},{tip + 14}"
    return (f'<path d="{d}" fill="{fill}" {S}/>'
            f'<path d="{hamon}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>')


def tsuba(y: float, rx: float, fill: str = GOLD, x: float = 100, square: bool = False) -> str:
    if square:
        return f'<rect x="{x - rx}" y="{y - 6}" width="{rx * 2}" height="12" rx="3" fill="{fill}" {S_THIN}/>'
    return f'<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="7" fill="{fill}" {S_THIN}/>'


def hilt(top: float, bottom: float, width: float, wrap: str, cord: str = IVORY, x: float = 100) -> str:
    """A wrapped grip with the crossing cord diamonds and a metal cap."""
    half = width / 2
    out = [f'<rect x="{x - half}" y="{top}" width="{width}" height="{bottom - top}" rx="4" fill="{wrap}" {S_THIN}/>']
    step = width * 0.9
    y = top + 4
    crosses = []
    while y + step <= bottom - 6:
        crosses.append(f"M{x - half + 2},{y} L{x + half - 2},{y + step} M{x + half - 2},{y} L{x - half + 2},{y + step}")
        y += step
    out.append(f'<path d="{" ".join(crosses)}" stroke="{cord}" stroke-width="2.4" fill="none"/>')
    out.append(f'<rect x="{x - half - 1}" y="{bottom - 5}" width="{width + 2}" height="9" rx="3" fill="{GOLD}" {S_THIN}/>')
    return "".join(out)


def pole(top: float, bottom: float, width: float, fill: str, x: float = 100) -> str:
    return f'<rect x="{x - width / 2}" y="{top}" width="{width}" height="{bottom - top}" rx="{width / 2}" fill="{fill}" {S}/>'


def band(y: float, width: float, fill: str = GOLD, x: float = 100, height: float = 8) -> str:
    return f'<rect x="{x - width / 2 - 2}" y="{y}" width="{width + 4}" height="{height}" rx="2" fill="{fill}" {S_THIN}/>'


# ---------------------------------------------------------------- weapons

def bokken() -> str:
    wood = (f'<path d="M88,165 L88,40 Q94,4 118,-10 Q116,30 112,60 L112,165Z" fill="{WOOD}" {S}/>'
            f'<path d="M98,150 L98,48 Q101,24 108,8" stroke="{OCHRE_LIGHT}" stroke-width="3" fill="none" opacity="0.8"/>')
    grip = (f'<rect x="88" y="150" width="24" height="64" rx="7" fill="{WOOD_DARK}" {S}/>'
            f'<ellipse cx="100" cy="150" rx="20" ry="6" fill="{INK_SOFT}" {S_THIN}/>')
    grain = f'<path d="M103,164 L103,206 M97,170 L97,200" stroke="{WOOD}" stroke-width="2"/>'
    return turned(45, wood + grip + grain)


def kiseru() -> str:
    body = (
        f'<rect x="22" y="92" width="150" height="16" rx="7" fill="{WOOD}" {S}/>'
        f'<path d="M36,96 L160,96" stroke="{OCHRE_LIGHT}" stroke-width="2.5" opacity="0.7"/>'
        # metal mouthpiece and bowl (gan-kubi)
        f'<path d="M8,94 L30,92 L30,108 L8,106Z" fill="{GOLD}" {S_THIN}/>'
        f'<path d="M164,92 L182,92 Q188,92 188,84 L188,74 L204,74 L204,88 Q204,108 184,108 L164,108Z" fill="{GOLD}" {S_THIN}/>'
        f'<rect x="186" y="68" width="20" height="8" rx="3" fill="{GOLD_DARK}" {S_THIN}/>'
        f'<path d="M70,100 L124,100" stroke="{RED}" stroke-width="4"/>'
    )
    smoke = (f'<path d="M196,60 Q186,48 196,38 Q206,28 194,16 M196,60 Q210,50 204,36" stroke="{STEEL_DARK}" '
             f'stroke-width="5" fill="none" stroke-linecap="round"/>')
    return f'<g transform="translate(100 100) rotate(-28) scale(0.92) translate(-108 -84)">{body}{smoke}</g>'


def wakizashi() -> str:
    return turned(-45, blade(14, 124, 34, 9) + tsuba(128, 26, GOLD, square=True) + hilt(135, 186, 26, INK, STEEL))


def bo() -> str:
    staff = pole(-20, 220, 24, WOOD)
    grain = f'<path d="M96,0 L96,200" stroke="{OCHRE_LIGHT}" stroke-width="3" opacity="0.7"/>'
    return turned(45, staff + grain + band(-12, 24, INK_SOFT, height=12) + band(200, 24, INK_SOFT, height=12)
                  + band(70, 24, RED, height=10) + band(120, 24, RED, height=10))


def kusarigama() -> str:
    sickle = (
        f'<rect x="42" y="70" width="22" height="104" rx="8" fill="{WOOD}" {S}/>'
        f'<path d="M52,80 L52,170" stroke="{OCHRE_LIGHT}" stroke-width="2.5" opacity="0.7"/>'
        f'<rect x="42" y="62" width="22" height="16" rx="3" fill="{INK_SOFT}" {S_THIN}/>'
        f'<path d="M60,66 Q92,24 150,34 Q122,44 104,58 Q84,72 64,78Z" fill="{STEEL}" {S}/>'
        f'<path d="M72,66 Q98,44 136,38" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>'
    )
    links = []
    pts = [(54, 178), (68, 186), (84, 188), (100, 184), (116, 176), (130, 166), (144, 158), (158, 152)]
    for i, (x, y) in enumerate(pts):
        if i % 2:
            links.append(f'<ellipse cx="{x}" cy="{y}" rx="8" ry="5" fill="none" {S_THIN} transform="rotate(-30 {x} {y})"/>')
        else:
            links.append(f'<ellipse cx="{x}" cy="{y}" rx="8" ry="5" fill="none" {S_THIN} transform="rotate(40 {x} {y})"/>')
    weight = (f'<circle cx="172" cy="146" r="14" fill="{INK_SOFT}" {S}/>'
              f'<circle cx="168" cy="142" r="4" fill="{STEEL}"/>')
    return sickle + "".join(links) + weight


def katana() -> str:
    body = turned(45, blade(-22, 140, 26, 11) + tsuba(145, 26) + hilt(152, 216, 24, INDIGO))
    return f'<g transform="translate(100 100) scale(0.88) translate(-100 -97)">{body}</g>'


def shuriken() -> str:
    points = star_points(100, 100, 86, 24, 4, rotation=-75)
    return (
        f'<path d="M30,150 Q46,170 70,176 M22,124 Q30,150 50,166" stroke="{STEEL_DARK}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<polygon points="{points}" fill="{STEEL}" {S}/>'
        f'<polygon points="{star_points(100, 100, 60, 14, 4, rotation=-75)}" fill="{STEEL_DARK}" opacity="0.35"/>'
        f'<circle cx="100" cy="100" r="15" fill="{RED}" {S}/>'
        f'<circle cx="100" cy="100" r="5" fill="{INK}"/>'
    )


def kanabo() -> str:
    club = f'<path d="M86,150 L76,10 Q100,-6 124,10 L114,150Z" fill="{INK_SOFT}" {S}/>'
    studs = []
    for row, y in enumerate(range(22, 140, 22)):
        for k in (-1, 0, 1):
            x = 100 + k * (16 - row * 1.2)
            studs.append(f'<circle cx="{x:.1f}" cy="{y}" r="5" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>')
    spikes = "".join(
        f'<path d="M{x1},{y} L{x2},{y - 6} L{x1},{y - 12}Z" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        for y, x1, x2 in ((40, 77, 66), (80, 80, 69), (40, 123, 134), (80, 120, 131))
    )
    grip = (f'<rect x="90" y="148" width="20" height="58" rx="5" fill="{RED}" {S}/>'
            f'<path d="M90,164 L110,164 M90,178 L110,178 M90,192 L110,192" stroke="{RED_DARK}" stroke-width="3"/>'
            f'<circle cx="100" cy="210" r="8" fill="{GOLD}" {S_THIN}/>')
    return turned(40, spikes + club + "".join(studs) + grip)


def nodachi() -> str:
    cord = (f'<path d="M100,172 Q78,186 82,206 M100,172 Q92,196 104,210" stroke="{RED}" stroke-width="5" '
            f'fill="none" stroke-linecap="round"/>')
    body = blade(-40, 150, 22, 14) + tsuba(154, 22, INK_SOFT) + hilt(160, 238, 21, RED, GOLD_LIGHT) + cord
    return f'<g transform="translate(100 100) scale(0.85) translate(-100 -98)">{turned(42, body)}</g>'


def naginata() -> str:
    shaft = pole(56, 228, 17, RED_DARK)
    head = (f'<path d="M94,70 L94,26 Q100,-8 128,-30 Q124,0 112,30 L106,70Z" fill="{STEEL}" {S}/>'
            f'<path d="M100,60 L100,30 Q106,6 122,-18" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>')
    body = turned(42, shaft + head + band(66, 17, GOLD, height=14) + band(92, 17, GOLD, height=6)
                  + band(214, 17, GOLD, height=10))
    return f'<g transform="translate(100 100) scale(0.86) translate(-100 -96)">{body}</g>'


def nagayari() -> str:
    shaft = pole(50, 232, 15, INK_SOFT)
    head = (f'<path d="M100,-34 Q114,0 106,44 L94,44 Q86,0 100,-34Z" fill="{STEEL}" {S}/>'
            f'<path d="M100,-20 L100,38" stroke="{STEEL_DARK}" stroke-width="3"/>')
    tassel = (f'<path d="M92,54 Q76,76 84,96 Q92,80 100,74 Q108,80 116,96 Q124,76 108,54Z" fill="{RED}" {S_THIN}/>')
    body = turned(-45, shaft + tassel + head + band(44, 15, GOLD, height=12))
    return f'<g transform="translate(100 100) scale(0.86) translate(-100 -96)">{body}</g>'


def tanegashima() -> str:
    gun = (
        # stock and barrel drawn level, then tilted
        f'<path d="M10,112 L40,94 L124,94 L124,114 L74,116 Q54,138 18,144 Q2,130 10,112Z" fill="{WOOD}" {S}/>'
        f'<rect x="40" y="80" width="150" height="17" rx="4" fill="{INK_SOFT}" {S}/>'
        f'<path d="M48,85 L184,85" stroke="{STEEL_DARK}" stroke-width="3"/>'
        f'<rect x="184" y="76" width="12" height="25" rx="2" fill="{GOLD}" {S_THIN}/>'
        f'<path d="M60,97 L170,97 L170,108 L60,108Z" fill="{WOOD_DARK}" {S_THIN}/>'
        f'<path d="M94,114 Q92,130 104,132" stroke="{GOLD}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        # serpentine holding the glowing match
        f'<path d="M106,94 Q100,68 118,62" stroke="{GOLD}" stroke-width="7" fill="none" stroke-linecap="round"/>'
        f'<circle cx="121" cy="61" r="7" fill="{RED_LIGHT}" stroke="{INK}" stroke-width="2.5"/>'
        f'<path d="M140,97 L140,108 M156,97 L156,108" stroke="{GOLD}" stroke-width="5"/>'
    )
    smoke = (f'<circle cx="210" cy="74" r="11" fill="{PAPER_DARK}" {S_THIN}/>'
             f'<circle cx="226" cy="62" r="8" fill="{PAPER_DARK}" {S_THIN}/>')
    return f'<g transform="translate(100 100) rotate(-22) scale(0.95) translate(-116 -102)">{gun}{smoke}</g>'



def daikyu() -> str:
    # the tall asymmetric bow: the grip sits well below the middle, the upper limb is longer
    limb = "M74,4 Q150,52 136,126 Q128,166 82,198"
    bow = (f'<path d="{limb}" stroke="{INK}" stroke-width="17" fill="none" stroke-linecap="round"/>'
           f'<path d="{limb}" stroke="{INK_SOFT}" stroke-width="8" fill="none" stroke-linecap="round"/>'
           f'<path d="M92,16 Q98,20 104,26 M112,34 L118,42 M126,56 L130,64" stroke="{RED}" stroke-width="8"/>'
           f'<rect x="126" y="116" width="18" height="26" rx="4" fill="{RED}" {S_THIN}/>')
    string = (f'<path d="M76,6 L83,196" stroke="{INK}" stroke-width="4"/>'
              f'<path d="M76,6 L83,196" stroke="{IVORY}" stroke-width="1.8"/>')
    arrow = (f'<path d="M40,128 L176,128" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>'
             f'<path d="M40,128 L176,128" stroke="{WOOD}" stroke-width="5" stroke-linecap="round"/>'
             f'<path d="M174,118 L200,128 L174,138Z" fill="{STEEL}" {S_THIN}/>'
             f'<path d="M30,128 L44,114 L66,114 L54,128 L66,142 L44,142Z" fill="{IVORY}" {S_THIN}/>'
             f'<path d="M44,128 L62,128" stroke="{RED}" stroke-width="3"/>')
    return f'<g transform="translate(100 100) rotate(-14) scale(0.86) translate(-112 -101)">{bow}{string}{arrow}</g>'


# ---------------------------------------------------------------- permanents

def focus() -> str:
    # an enso, the single-stroke brush circle, thick at the start and thinning to a gap
    outer, inner = [], []
    for i in range(0, 331, 6):
        angle = -60 + i
        width = 24 - i * 0.055
        x, y = polar(100, 100, 74 + width / 2, angle)
        outer.append(f"{x:.1f},{y:.1f}")
        x, y = polar(100, 100, 74 - width / 2, angle)
        inner.append(f"{x:.1f},{y:.1f}")
    d = "M" + " L".join(outer) + " L" + " L".join(reversed(inner)) + "Z"
    return (f'<circle cx="100" cy="100" r="40" fill="{RED}" {S_THIN}/>'
            f'<path d="{d}" fill="{INK}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
            f'<circle cx="{polar(100, 100, 74, -60)[0]:.1f}" cy="{polar(100, 100, 74, -60)[1]:.1f}" r="13" fill="{INK}"/>')


def armor() -> str:
    # kabuto: bowl, flaring neck guard in laced rows, turned-back wings and gold horns
    rows = []
    for i, (w, y) in enumerate(((122, 106), (138, 124), (154, 142))):
        rows.append(f'<path d="M{100 - w / 2},{y} L{100 + w / 2},{y} L{100 + w / 2 + 8},{y + 20} L{100 - w / 2 - 8},{y + 20}Z" '
                    f'fill="{INDIGO if i % 2 == 0 else INDIGO_LIGHT}" {S_THIN}/>')
        for k in range(-3, 4):
            x = 100 + k * w / 7.5
            rows.append(f'<path d="M{x:.1f},{y + 4} L{x:.1f},{y + 16}" stroke="{GOLD_LIGHT}" stroke-width="2.5"/>')
    bowl = (f'<path d="M46,108 Q44,44 100,40 Q156,44 154,108Z" fill="{INK_SOFT}" {S}/>'
            f'<path d="M72,104 Q70,58 100,46 M128,104 Q130,58 100,46 M100,46 L100,104" stroke="{STEEL_DARK}" stroke-width="3" fill="none"/>'
            f'<rect x="42" y="100" width="116" height="12" rx="4" fill="{GOLD}" {S_THIN}/>')
    wings = (f'<path d="M44,104 Q22,96 20,118 Q30,110 46,122Z" fill="{RED}" {S_THIN}/>'
             f'<path d="M156,104 Q178,96 180,118 Q170,110 154,122Z" fill="{RED}" {S_THIN}/>')
    horns = (f'<path d="M94,64 Q60,50 52,8 Q72,34 98,50Z" fill="{GOLD}" {S_THIN}/>'
             f'<path d="M106,64 Q140,50 148,8 Q128,34 102,50Z" fill="{GOLD}" {S_THIN}/>'
             f'<circle cx="100" cy="64" r="10" fill="{RED}" {S_THIN}/>')
    return "".join(rows) + bowl + wings + horns


def quick_draw() -> str:
    # the blade leaving its scabbard: scabbard, a hand's width of bare steel, guard, grip
    lines = (f'<path d="M14,70 L66,70 M6,96 L52,96 M22,122 L58,122" stroke="{OCHRE}" stroke-width="7" '
             f'stroke-linecap="round"/>')
    sword = (
        f'<path d="M8,92 L96,92 L96,116 L8,116 Q0,104 8,92Z" fill="{INK}" {S}/>'
        f'<rect x="84" y="90" width="12" height="28" fill="{GOLD}" {S_THIN}/>'
        f'<path d="M96,96 L150,94 L150,114 L96,112Z" fill="{STEEL}" {S}/>'
        f'<path d="M100,99 L146,98" stroke="#ffffff" stroke-width="3"/>'
        f'<ellipse cx="154" cy="104" rx="7" ry="22" fill="{GOLD}" {S_THIN}/>'
        f'<rect x="160" y="93" width="44" height="22" rx="5" fill="{INDIGO}" {S_THIN}/>'
        f'<path d="M166,93 L176,115 M176,93 L166,115 M184,93 L194,115 M194,93 L184,115" stroke="{IVORY}" stroke-width="2.5"/>'
    )
    flash = f'<polygon points="{star_points(124, 104, 34, 8, 4)}" fill="{GOLD_LIGHT}" {S_THIN}/>'
    return lines + f'<g transform="rotate(-28 104 104) translate(-4 6)">{sword}{flash}</g>'



def bushido() -> str:
    return (f'<circle cx="100" cy="100" r="84" fill="{INDIGO}" {S}/>'
            f'<circle cx="100" cy="100" r="74" fill="none" stroke="{GOLD}" stroke-width="3"/>'
            + petal_flower(100, 100, 64, 5, IVORY, INK, 4)
            + f'<circle cx="100" cy="100" r="16" fill="{RED}" {S_THIN}/>'
            + "".join(f'<path d="M{100},{100} L{polar(100, 100, 30, a)[0]:.1f},{polar(100, 100, 30, a)[1]:.1f}" '
                      f'stroke="{RED}" stroke-width="3" stroke-linecap="round"/>' for a in range(-54, 306, 72)))


# ---------------------------------------------------------------- actions

def parry() -> str:
    spark = (f'<polygon points="{star_points(100, 92, 56, 18, 8, rotation=-90)}" fill="{GOLD_LIGHT}" {S_THIN}/>'
             f'<polygon points="{star_points(100, 92, 30, 12, 8, rotation=-67.5)}" fill="#ffffff"/>')
    left = turned(-40, blade(2, 146, 22, 6) + tsuba(150, 20) + hilt(157, 204, 19, INK))
    right = turned(40, blade(2, 146, 22, -6) + tsuba(150, 20) + hilt(157, 204, 19, RED))
    return f'<g transform="translate(100 100) scale(0.94) translate(-100 -100)">{spark}{left}{right}</g>'


def geisha() -> str:
    ribs = []
    cx, cy = 100, 160
    for i in range(11):
        a = -160 + i * 14
        x, y = polar(cx, cy, 124, a)
        ribs.append(f"M{cx},{cy} L{x:.1f},{y:.1f}")
    leaf = []
    for i in range(10):
        a0, a1 = -160 + i * 14, -160 + (i + 1) * 14
        p0, p1 = polar(cx, cy, 130, a0), polar(cx, cy, 130, a1)
        q0, q1 = polar(cx, cy, 48, a0), polar(cx, cy, 48, a1)
        fill = RED if i % 2 == 0 else RED_LIGHT
        leaf.append(f'<path d="M{q0[0]:.1f},{q0[1]:.1f} L{p0[0]:.1f},{p0[1]:.1f} L{p1[0]:.1f},{p1[1]:.1f} '
                    f'L{q1[0]:.1f},{q1[1]:.1f}Z" fill="{fill}" stroke="{INK}" stroke-width="2"/>')
    outline_pts = [polar(cx, cy, 130, -160 + i * 7) for i in range(21)]
    arc = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in outline_pts)
    sun = polar(cx, cy, 92, -90)
    # scaled to 0.78 about the centre: the fan's outer leaves reach x -22..222 unscaled
    return (
        '<g transform="translate(100 100) scale(0.78) translate(-100 -100)">'
        + "".join(leaf)
        + f'<path d="{arc}" fill="none" {S}/>'
        + f'<circle cx="{sun[0]:.1f}" cy="{sun[1]:.1f}" r="20" fill="{GOLD}" {S_THIN}/>'
        + f'<path d="{" ".join(ribs)}" stroke="{INK}" stroke-width="2.5" opacity="0.55"/>'
        + f'<path d="M{polar(cx, cy, 48, -160)[0]:.1f},{polar(cx, cy, 48, -160)[1]:.1f} L{cx},{cy} '
          f'L{polar(cx, cy, 48, -20)[0]:.1f},{polar(cx, cy, 48, -20)[1]:.1f}" fill="{WOOD_DARK}" {S}/>'
        + f'<circle cx="{cx}" cy="{cy}" r="8" fill="{GOLD}" {S_THIN}/>'
        + f'<path d="M{cx},{cy + 8} Q{cx - 6},{cy + 24} {cx + 4},{cy + 34}" stroke="{RED}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        + "</g>"
    )


def diversion() -> str:
    # kitsune mask: the fox trickster
    face = (f'<path d="M100,186 Q70,172 52,130 Q40,100 44,72 L30,14 Q64,30 78,52 Q100,44 122,52 '
            f'Q136,30 170,14 L156,72 Q160,100 148,130 Q130,172 100,186Z" fill="{IVORY}" {S}/>')
    ears = (f'<path d="M40,30 Q58,40 66,56 L50,70Z" fill="{RED}"/>'
            f'<path d="M160,30 Q142,40 134,56 L150,70Z" fill="{RED}"/>')
    marks = (f'<path d="M58,100 Q72,84 92,96 Q74,98 66,110Z" fill="{INK}"/>'
             f'<path d="M142,100 Q128,84 108,96 Q126,98 134,110Z" fill="{INK}"/>'
             f'<path d="M56,90 Q70,70 90,80" stroke="{RED}" stroke-width="5" fill="none" stroke-linecap="round"/>'
             f'<path d="M144,90 Q130,70 110,80" stroke="{RED}" stroke-width="5" fill="none" stroke-linecap="round"/>'
             f'<path d="M100,60 L92,76 L100,72 L108,76Z" fill="{RED}"/>'
             f'<path d="M90,168 Q100,176 110,168 L100,160Z" fill="{INK}"/>'
             f'<path d="M100,160 L100,140 M84,150 Q100,160 116,150" stroke="{INK}" stroke-width="3" fill="none" stroke-linecap="round"/>'
             f'<path d="M64,128 L80,134 M62,140 L78,142 M136,128 L120,134 M138,140 L122,142" stroke="{RED}" stroke-width="3" stroke-linecap="round"/>')
    return face + ears + marks


def battle_cry() -> str:
    # horagai: the conch trumpet blown to rally troops, with its call spreading out
    shell = (
        f'<path d="M22,150 L96,64 Q118,42 146,52 Q176,64 176,96 Q176,128 146,140 Q116,150 96,138Z" fill="{PAPER}" {S}/>'
        f'<path d="M58,108 L110,148 M74,88 L130,142 M92,68 L150,136" stroke="{OCHRE_DARK}" stroke-width="5" fill="none"/>'
        f'<path d="M146,52 Q124,74 128,100 Q132,124 146,140 Q176,128 176,96 Q176,64 146,52Z" fill="{RED}" {S}/>'
        f'<path d="M150,64 Q138,80 140,100 Q142,118 150,128" stroke="{RED_LIGHT}" stroke-width="4" fill="none"/>'
        f'<path d="M86,62 L80,52 M104,50 L102,38 M122,44 L126,32" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
        f'<path d="M22,150 L8,164 L20,176 L34,162Z" fill="{GOLD}" {S_THIN}/>'
        f'<path d="M40,170 Q60,186 40,196" stroke="{INDIGO}" stroke-width="5" fill="none" stroke-linecap="round"/>'
    )
    waves = (f'<path d="M186,72 Q198,96 186,120 M196,52 Q218,96 196,140" stroke="{RED}" stroke-width="7" '
             f'fill="none" stroke-linecap="round"/>')
    return f'<g transform="translate(100 100) scale(0.9) translate(-100 -100)">{shell}{waves}</g>'



def tea_ceremony() -> str:
    steam = (f'<path d="M82,56 Q70,40 84,28 Q96,18 86,8 M112,56 Q124,40 110,28 Q100,18 112,8" stroke="{STEEL_DARK}" '
             f'stroke-width="5" fill="none" stroke-linecap="round"/>')
    bowl = (
        f'<path d="M30,88 L170,88 Q166,150 128,166 L124,180 L76,180 L72,166 Q34,150 30,88Z" fill="{INK_SOFT}" {S}/>'
        f'<path d="M36,108 Q60,124 80,110 Q100,130 122,112 Q146,126 164,108" stroke="{OCHRE_LIGHT}" stroke-width="5" fill="none" opacity="0.9"/>'
        f'<ellipse cx="100" cy="88" rx="70" ry="16" fill="{GREEN}" {S}/>'
        f'<ellipse cx="92" cy="86" rx="30" ry="6" fill="#9bb36d" opacity="0.9"/>'
    )
    whisk = (f'<g transform="rotate(24 166 150)">'
             f'<path d="M156,120 Q150,150 162,170 L176,170 Q188,150 180,120Z" fill="{OCHRE_LIGHT}" {S_THIN}/>'
             f'<path d="M162,124 Q160,150 166,168 M174,124 Q176,150 172,168" stroke="{OCHRE_DARK}" stroke-width="2"/>'
             f'<rect x="160" y="168" width="18" height="30" rx="5" fill="{WOOD}" {S_THIN}/></g>')
    return steam + bowl + whisk


def jujitsu() -> str:
    # a tied belt: the knot of unarmed fighting
    belt = (
        f'<path d="M10,84 Q100,64 190,84 L190,112 Q100,92 10,112Z" fill="{INK}" {S}/>'
        f'<path d="M16,90 Q100,72 184,90" stroke="{INK_SOFT}" stroke-width="3" fill="none"/>'
        f'<path d="M92,104 Q70,140 52,186 L80,192 Q92,150 104,112Z" fill="{INK}" {S}/>'
        f'<path d="M108,104 Q134,140 150,186 L122,192 Q108,150 96,112Z" fill="{INK}" {S}/>'
        f'<rect x="54" y="172" width="26" height="8" fill="{RED}" transform="rotate(12 67 176)"/>'
        f'<rect x="122" y="172" width="26" height="8" fill="{RED}" transform="rotate(-12 135 176)"/>'
        f'<rect x="76" y="74" width="48" height="44" rx="10" fill="{INK}" stroke="{STEEL_DARK}" stroke-width="3" transform="rotate(-8 100 96)"/>'
        f'<path d="M82,84 L118,108 M118,84 L82,108" stroke="{INK_SOFT}" stroke-width="4"/>'
    )
    impact = "".join(
        f'<path d="M{polar(100, 100, 78, a)[0]:.1f},{polar(100, 100, 78, a)[1]:.1f} L{polar(100, 100, 94, a)[0]:.1f},{polar(100, 100, 94, a)[1]:.1f}" '
        f'stroke="{OCHRE}" stroke-width="6" stroke-linecap="round"/>'
        for a in (-150, -120, -90, -60, -30)
    )
    return impact + belt


def breathing() -> str:
    petals = []
    for angle, fill in ((-60, IVORY), (60, IVORY), (-30, PAPER), (30, PAPER), (0, IVORY)):
        petals.append(
            f'<path d="M100,170 Q76,128 100,84 Q124,128 100,170Z" fill="{fill}" {S_THIN} transform="rotate({angle} 100 170)"/>'
        )
    tips = (f'<path d="M100,84 Q94,96 100,106 Q106,96 100,84Z" fill="{RED_LIGHT}"/>')
    water = (f'<path d="M24,176 Q44,164 64,176 T104,176 T144,176 T184,176" stroke="{INDIGO_LIGHT}" stroke-width="6" '
             f'fill="none" stroke-linecap="round"/>')
    breath = (f'<path d="M70,70 Q58,50 74,38 Q88,28 80,14 M130,70 Q142,50 126,38 Q112,28 120,14 M100,62 Q92,40 100,24" '
              f'stroke="{INDIGO}" stroke-width="5" fill="none" stroke-linecap="round"/>')
    leaf = f'<ellipse cx="100" cy="172" rx="56" ry="12" fill="{GREEN}" {S_THIN}/>'
    return breath + water + leaf + "".join(petals) + tips


def daimyo() -> str:
    base = f'<path d="M30,190 L46,138 L154,138 L170,190Z" fill="{STEEL_DARK}" {S}/>'
    stones = (f'<path d="M38,164 L162,164 M60,138 L54,164 M100,138 L100,164 M140,138 L146,164 M78,164 L74,190 '
              f'M122,164 L126,190" stroke="{INK_SOFT}" stroke-width="2.5"/>')

    def tier(y: float, w: float, roof_w: float) -> str:
        wall = f'<rect x="{100 - w / 2}" y="{y}" width="{w}" height="26" fill="{IVORY}" {S_THIN}/>'
        windows = "".join(f'<rect x="{100 + k * w / 5 - 4:.1f}" y="{y + 8}" width="8" height="10" fill="{INK}"/>'
                          for k in (-1.5, -0.5, 0.5, 1.5))
        roof = (f'<path d="M{100 - roof_w / 2},{y + 2} Q{100 - roof_w / 2 + 10},{y - 8} {100 - w / 2 + 6},{y - 14} '
                f'L{100 + w / 2 - 6},{y - 14} Q{100 + roof_w / 2 - 10},{y - 8} {100 + roof_w / 2},{y + 2}Z" fill="{INK}" {S_THIN}/>')
        return wall + windows + roof
    keep = tier(112, 96, 136) + tier(76, 74, 108) + tier(40, 52, 80)
    gable = f'<path d="M84,62 L100,48 L116,62Z" fill="{INK}" {S_THIN}/>'
    fish = (f'<path d="M74,24 Q70,12 78,6 Q80,18 84,24Z" fill="{GOLD}" {S_THIN}/>'
            f'<path d="M126,24 Q130,12 122,6 Q120,18 116,24Z" fill="{GOLD}" {S_THIN}/>')
    return base + stones + keep + gable + fish


WEAPONS = {
    "bokken": bokken, "kiseru": kiseru, "wakizashi": wakizashi, "bo": bo, "kusarigama": kusarigama,
    "katana": katana, "shuriken": shuriken, "kanabo": kanabo, "nodachi": nodachi, "naginata": naginata,
    "nagayari": nagayari, "tanegashima": tanegashima, "daikyu": daikyu,
}
PERMANENTS = {"focus": focus, "armor": armor, "quick_draw": quick_draw, "bushido": bushido}
ACTIONS = {
    "parry": parry, "geisha": geisha, "diversion": diversion, "battle_cry": battle_cry,
    "tea_ceremony": tea_ceremony, "jujitsu": jujitsu, "breathing": breathing, "daimyo": daimyo,
}


def build() -> list[str]:
    written = []
    for table in (WEAPONS, PERMANENTS, ACTIONS):
        for name, draw in table.items():
            written.append(str(write(f"emblems/{name}.svg", svg(200, 200, draw()))))
    return written


if __name__ == "__main__":
    print("\n".join(build()))
