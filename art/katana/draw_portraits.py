"""Character portraits for Katana: stylised busts in the manner of woodblock prints, 240x240.

Every portrait shares one head, one set of face features and one frame, so the set reads as a
family; each character differs by background, garment, hair or headgear and one attribute.
"""

from __future__ import annotations

from svgkit import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
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
    PAPER_DARK,
    PLUM,
    RED,
    RED_DARK,
    RED_LIGHT,
    SKIN,
    SKIN_SHADE,
    STEEL,
    STEEL_DARK,
    WOOD,
    WOOD_DARK,
    petal_flower,
    polar,
    svg,
    write,
)

S = f'stroke="{INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"'
S_THIN = f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"'
HAIR = "#17120f"

FACE = "M84,94 Q84,150 120,156 Q156,150 156,94 Q156,56 120,56 Q84,56 84,94Z"


# ---------------------------------------------------------------- shared pieces

def backdrop(colour: str, extra: str = "") -> str:
    return (f'<rect x="0" y="0" width="240" height="240" fill="{colour}"/>' + extra)


def frame() -> str:
    """An ink mat with rounded inner corners and a gold fillet; it also hides anything drawn
    past the picture edge (the SVG renderer has no clipping)."""
    x, y, w, h, r = 7, 7, 226, 226, 14
    inner = (f"M{x + r},{y} H{x + w - r} A{r},{r} 0 0 1 {x + w},{y + r} V{y + h - r} "
             f"A{r},{r} 0 0 1 {x + w - r},{y + h} H{x + r} A{r},{r} 0 0 1 {x},{y + h - r} "
             f"V{y + r} A{r},{r} 0 0 1 {x + r},{y}Z")
    return (f'<path d="M0,0 H240 V240 H0Z {inner}" fill="{INK}" fill-rule="evenodd"/>'
            f'<rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" rx="{r - 3}" fill="none" stroke="{GOLD}" stroke-width="2"/>')


def disc(cx: float, cy: float, r: float, colour: str, opacity: float = 1.0) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}" opacity="{opacity:g}"/>'


def clouds(y: float, colour: str, opacity: float = 0.9) -> str:
    """A band of stylised scroll clouds, a common print motif."""
    d = []
    for x in range(-10, 260, 52):
        d.append(f"M{x},{y} q10,-18 26,-8 q14,-16 28,2 q12,0 12,10 z")
    return f'<path d="{" ".join(d)}" fill="{colour}" opacity="{opacity:g}"/>'


def wave_band(y: float, colour: str, stroke: str, opacity: float = 1.0) -> str:
    d = []
    for x in range(-10, 260, 36):
        for k in (18, 12, 6):
            d.append(f"M{x - k},{y} A{k},{k} 0 0 1 {x + k},{y}")
    return f'<path d="{" ".join(d)}" fill="{colour}" stroke="{stroke}" stroke-width="2.5" opacity="{opacity:g}"/>'


def shoulders(fill: str, collar_out: str, collar_in: str = IVORY, width: float = 100) -> str:
    """Kimono shoulders with the crossed collar (left over right), down to the frame."""
    left, right = 120 - width, 120 + width
    body = (f'<path d="M{left},242 Q{left + 8},186 {120 - 44},172 Q120,160 {120 + 44},172 '
            f'Q{right - 8},186 {right},242Z" fill="{fill}" {S}/>')
    collar = (f'<path d="M98,160 L120,214 L142,160 L154,166 L120,242 L86,166Z" fill="{collar_out}" {S_THIN}/>'
              f'<path d="M104,160 L120,200 L136,160Z" fill="{collar_in}" {S_THIN}/>')
    return body + collar


def neck() -> str:
    return (f'<path d="M104,136 L104,172 Q120,180 136,172 L136,136Z" fill="{SKIN_SHADE}" {S_THIN}/>')


def ears(big: bool = False) -> str:
    r = 11 if big else 8
    return (f'<ellipse cx="84" cy="106" rx="{r}" ry="{r + 4}" fill="{SKIN}" {S_THIN}/>'
            f'<ellipse cx="156" cy="106" rx="{r}" ry="{r + 4}" fill="{SKIN}" {S_THIN}/>')


def face(path: str = FACE) -> str:
    return f'<path d="{path}" fill="{SKIN}" {S}/>'


def eyes(kind: str = "calm") -> str:
    """Narrow print-style eyes; fierce ones tilt up at the outer corner."""
    if kind == "fierce":
        shapes = ("M96,104 Q104,95 114,100 Q106,106 96,104Z", "M144,104 Q136,95 126,100 Q134,106 144,104Z")
    elif kind == "soft":
        shapes = ("M97,102 Q105,97 114,102 Q105,105 97,102Z", "M143,102 Q135,97 126,102 Q135,105 143,102Z")
    else:
        shapes = ("M96,102 Q105,96 114,101 Q105,105 96,102Z", "M144,102 Q135,96 126,101 Q135,105 144,102Z")
    return "".join(f'<path d="{d}" fill="{INK}"/>' for d in shapes)


def brows(kind: str = "calm") -> str:
    if kind == "fierce":
        return (f'<path d="M92,86 L116,95" stroke="{HAIR}" stroke-width="6" stroke-linecap="round"/>'
                f'<path d="M148,86 L124,95" stroke="{HAIR}" stroke-width="6" stroke-linecap="round"/>')
    if kind == "court":  # high painted brows of court ladies and young nobles
        return (f'<ellipse cx="104" cy="80" rx="8" ry="3.5" fill="{HAIR}"/>'
                f'<ellipse cx="136" cy="80" rx="8" ry="3.5" fill="{HAIR}"/>')
    if kind == "soft":
        return (f'<path d="M94,92 Q104,86 115,90" stroke="{HAIR}" stroke-width="3" fill="none" stroke-linecap="round"/>'
                f'<path d="M146,92 Q136,86 125,90" stroke="{HAIR}" stroke-width="3" fill="none" stroke-linecap="round"/>')
    return (f'<path d="M93,91 Q104,84 116,90" stroke="{HAIR}" stroke-width="4.5" fill="none" stroke-linecap="round"/>'
            f'<path d="M147,91 Q136,84 124,90" stroke="{HAIR}" stroke-width="4.5" fill="none" stroke-linecap="round"/>')


def nose() -> str:
    return f'<path d="M121,104 Q127,120 118,124" stroke="{INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>'


def mouth(kind: str = "calm") -> str:
    if kind == "grin":
        return (f'<path d="M106,134 Q120,146 134,134 Q120,138 106,134Z" fill="{IVORY}" {S_THIN}/>')
    if kind == "small":
        return f'<path d="M114,137 Q120,134 126,137 Q120,141 114,137Z" fill="{RED}"/>'
    if kind == "stern":
        return f'<path d="M109,137 L131,137" stroke="{RED_DARK}" stroke-width="3.5" stroke-linecap="round"/>'
    return f'<path d="M110,135 Q120,140 130,135" stroke="{RED_DARK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>'


def features(eye: str = "calm", brow: str = "calm", lips: str = "calm") -> str:
    return brows(brow) + eyes(eye) + nose() + mouth(lips)


def blush() -> str:
    return (f'<ellipse cx="98" cy="120" rx="9" ry="5" fill="{RED_LIGHT}" opacity="0.35"/>'
            f'<ellipse cx="142" cy="120" rx="9" ry="5" fill="{RED_LIGHT}" opacity="0.35"/>')


def stubble(colour: str = "#6b5a4c") -> str:
    return (f'<path d="M88,112 Q90,150 120,156 Q150,150 152,112 Q146,142 120,146 Q94,142 88,112Z" '
            f'fill="{colour}" opacity="0.45"/>')


def moustache(style: str = "thin") -> str:
    if style == "sharp":
        return (f'<path d="M120,128 Q108,126 94,136 Q108,130 120,131 Q132,130 146,136 Q132,126 120,128Z" '
                f'fill="{HAIR}" stroke="{HAIR}" stroke-width="1.5"/>')
    return (f'<path d="M120,128 Q110,127 103,134 Q112,131 120,131 Q128,131 137,134 Q130,127 120,128Z" '
            f'fill="{HAIR}"/>')


def beard(colour: str = HAIR) -> str:
    return f'<path d="M108,144 Q120,172 132,144 Q120,150 108,144Z" fill="{colour}" {S_THIN}/>'


def topknot_pate() -> str:
    """Shaved crown with side hair and a topknot folded forward (chonmage)."""
    return (f'<path d="M84,98 Q82,60 104,56 L104,74 Q92,78 90,98Z" fill="{HAIR}"/>'
            f'<path d="M156,98 Q158,60 136,56 L136,74 Q148,78 150,98Z" fill="{HAIR}"/>'
            f'<path d="M96,62 Q120,48 144,62" stroke="#c7d0d8" stroke-width="5" fill="none" opacity="0.7"/>'
            f'<path d="M112,52 Q112,34 124,32 Q134,34 132,46 Q128,40 122,42 Q118,46 122,54Z" fill="{HAIR}" {S_THIN}/>'
            f'<rect x="113" y="44" width="10" height="6" fill="{IVORY}" transform="rotate(-20 118 47)"/>')


# ---------------------------------------------------------------- characters

def benkei() -> str:
    bg = backdrop(INDIGO, disc(168, 70, 62, RED) + clouds(200, INDIGO_LIGHT, 0.7))
    naginata = (f'<path d="M30,240 L196,14" stroke="{WOOD_DARK}" stroke-width="10" stroke-linecap="round"/>'
                f'<path d="M196,14 Q214,-2 232,-2 Q222,22 204,30Z" fill="{STEEL}" {S_THIN}/>')
    robe = shoulders(INK_SOFT, INK, IVORY, 108)
    kesa = (f'<path d="M36,242 Q60,196 140,176 L168,196 Q90,212 76,242Z" fill="{OCHRE}" {S_THIN}/>'
            f'<path d="M54,226 Q90,200 150,186" stroke="{OCHRE_DARK}" stroke-width="3" fill="none"/>')
    beads = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7" fill="{WOOD}" {S_THIN}/>'
                    for x, y in ((92, 176), (100, 190), (110, 202), (120, 208), (130, 202), (140, 190), (148, 176)))
    hood = (
        # white cloth wrapped over the head and under the chin, face left open
        f'<path d="M72,110 Q66,40 120,34 Q174,40 168,110 Q170,158 150,176 L90,176 Q70,158 72,110Z" fill="{IVORY}" {S}/>'
        f'<path d="M84,74 Q120,56 156,74" stroke="{PAPER_DARK}" stroke-width="3" fill="none"/>'
        f'<path d="M78,130 Q82,160 100,172 M162,130 Q158,160 140,172" stroke="{PAPER_DARK}" stroke-width="3" fill="none"/>'
    )
    face_open = "M88,98 Q88,150 120,154 Q152,150 152,98 Q152,70 120,70 Q88,70 88,98Z"
    return (bg + naginata + robe + kesa + neck() + hood + face(face_open) + stubble()
            + features("fierce", "fierce", "stern") + beads)


def chiyome() -> str:
    bg = backdrop("#3b1f36", f'<path d="M176,34 A44,44 0 1 0 200,112 A34,34 0 1 1 176,34Z" fill="{GOLD}"/>'
                  + wave_band(226, "#3b1f36", "#6e4566"))
    hair_back = f'<path d="M78,110 Q72,50 120,44 Q168,50 162,110 L160,160 L80,160Z" fill="{HAIR}"/>'
    robe = shoulders(PLUM, INDIGO, "#d9c3d0", 96)
    bun = (f'<ellipse cx="120" cy="38" rx="30" ry="20" fill="{HAIR}" {S_THIN}/>'
           f'<path d="M84,74 Q100,48 120,46 Q140,48 156,74 Q138,62 120,64 Q102,62 84,74Z" fill="{HAIR}"/>'
           f'<path d="M92,30 L168,16" stroke="{GOLD}" stroke-width="5" stroke-linecap="round"/>'
           f'<circle cx="170" cy="15" r="7" fill="{RED}" {S_THIN}/>'
           f'<path d="M150,46 L178,52" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>')
    mask = (f'<path d="M84,108 Q120,100 156,108 Q156,150 120,158 Q84,150 84,108Z" fill="{PLUM}" {S_THIN}/>'
            f'<path d="M92,124 Q120,118 148,124 M98,140 Q120,134 142,140" stroke="#5a2b4e" stroke-width="2.5" fill="none"/>')
    return bg + hair_back + robe + neck() + ears() + face() + features("soft", "court", "small") + mask + bun


def ginchiyo() -> str:
    bg = backdrop(OCHRE, disc(120, 96, 86, RED) + clouds(222, OCHRE_LIGHT))
    hair_back = f'<path d="M74,100 Q70,44 120,40 Q170,44 166,100 L176,200 L64,200Z" fill="{HAIR}"/>'
    armour = shoulders(RED_DARK, INK, IVORY, 104)
    plates = []
    for i, y in enumerate((184, 202, 220)):
        for side in (-1, 1):
            x0 = 120 + side * 46
            x1 = 120 + side * 102
            plates.append(f'<path d="M{x0},{y} L{x1},{y + 6} L{x1},{y + 20} L{x0},{y + 14}Z" fill="{RED if i % 2 == 0 else RED_LIGHT}" {S_THIN}/>')
            plates.append(f'<path d="M{(x0 + x1) / 2},{y + 5} L{(x0 + x1) / 2},{y + 15}" stroke="{GOLD_LIGHT}" stroke-width="3"/>')
    fringe = f'<path d="M84,92 Q84,58 120,54 Q156,58 156,92 Q146,72 120,72 Q94,72 84,92Z" fill="{HAIR}"/>'
    # forehead plate with a gold crescent crest
    crest = (f'<path d="M82,76 Q120,58 158,76 L156,86 Q120,70 84,86Z" fill="{STEEL_DARK}" {S_THIN}/>'
             f'<path d="M82,40 Q120,74 158,40 Q140,72 120,72 Q100,72 82,40Z" fill="{GOLD}" {S_THIN}/>'
             f'<circle cx="120" cy="74" r="6" fill="{RED}" {S_THIN}/>')
    return (bg + hair_back + armour + "".join(plates) + neck() + ears() + face()
            + features("fierce", "soft", "small") + blush() + fringe + crest)


def goemon() -> str:
    bg = backdrop(RED, clouds(52, GOLD, 0.85) + clouds(226, GOLD, 0.85) + disc(196, 150, 40, RED_LIGHT, 0.6))
    robe = shoulders(OCHRE, INDIGO, IVORY, 108)
    checks = []
    for row, y in enumerate(range(186, 240, 16)):
        for x in range(20 + (row % 2) * 16, 230, 32):
            if abs(x - 120) > 40:
                checks.append(f'<rect x="{x}" y="{y}" width="16" height="16" fill="{INDIGO}" opacity="0.75"/>')
    mane = []
    for i in range(13):
        a = 180 + i * 15
        tip = polar(120, 96, 92, a)
        left = polar(120, 96, 50, a - 9)
        right = polar(120, 96, 50, a + 9)
        mane.append(f"M{left[0]:.1f},{left[1]:.1f} L{tip[0]:.1f},{tip[1]:.1f} L{right[0]:.1f},{right[1]:.1f}")
    hair = (f'<path d="{" ".join(mane)}" fill="{HAIR}" stroke="{HAIR}" stroke-width="6" stroke-linejoin="round"/>'
            f'<circle cx="120" cy="90" r="52" fill="{HAIR}"/>')
    fringe = (f'<path d="M84,92 L92,66 L100,80 L110,60 L120,78 L130,60 L140,80 L148,66 L156,92 Q156,58 120,54 Q84,58 84,92Z" fill="{HAIR}"/>')
    pipe = (f'<path d="M128,136 L196,150" stroke="{WOOD}" stroke-width="6" stroke-linecap="round"/>'
            f'<path d="M192,150 L204,150 L206,138 L214,138 L214,154 L196,156Z" fill="{GOLD}" {S_THIN}/>'
            f'<path d="M210,132 Q200,118 212,106 Q222,94 212,80" stroke="{IVORY}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.9"/>')
    return (bg + hair + robe + "".join(checks) + neck() + ears() + face()
            + features("fierce", "fierce", "grin") + fringe + pipe)


HOOD_RIM = "#6a7290"


def hanzo() -> str:
    bg = backdrop(INDIGO_DARK, disc(170, 66, 48, IVORY, 0.95) + disc(186, 58, 10, PAPER_DARK, 0.6)
                  + disc(158, 80, 7, PAPER_DARK, 0.6))
    spear = (f'<path d="M44,240 L78,10" stroke="{WOOD_DARK}" stroke-width="9" stroke-linecap="round"/>'
             f'<path d="M78,-6 Q90,10 80,34 L72,32 Q66,10 78,-6Z" fill="{STEEL}" {S_THIN}/>')
    robe = shoulders(INK, INK_SOFT, INDIGO, 102)
    # a cool steel-blue rim keeps the ink hood and robe apart from the dark indigo ground
    robe += f'<path d="M18,242 Q26,186 76,172 Q120,160 164,172 Q214,186 222,242" fill="none" stroke="{HOOD_RIM}" stroke-width="4"/>'
    straps = f'<path d="M40,232 L176,172" stroke="{INDIGO_LIGHT}" stroke-width="8"/>'
    hood = (f'<path d="M70,110 Q64,38 120,34 Q176,38 170,110 Q172,160 154,180 L86,180 Q68,160 70,110Z" fill="{INK}" stroke="{HOOD_RIM}" stroke-width="4"/>'
            f'<path d="M88,88 Q120,78 152,88 L150,112 Q120,104 90,112Z" fill="{SKIN}" {S_THIN}/>'
            f'<path d="M80,140 Q120,128 160,140" stroke="{INK_SOFT}" stroke-width="3" fill="none"/>')
    gaze = (f'<path d="M96,100 Q104,92 114,98 Q106,103 96,100Z" fill="{INK}"/>'
            f'<path d="M144,100 Q136,92 126,98 Q134,103 144,100Z" fill="{INK}"/>'
            f'<path d="M94,90 L114,94 M146,90 L126,94" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>')
    knot = (f'<path d="M162,60 Q190,52 204,66 Q188,66 170,74Z" fill="{INK}" stroke="{INK_SOFT}" stroke-width="2"/>'
            f'<path d="M166,72 Q196,80 200,102 Q186,88 168,84Z" fill="{INK}" stroke="{INK_SOFT}" stroke-width="2"/>')
    return bg + spear + robe + straps + hood + knot + gaze


def hideyoshi() -> str:
    bg = backdrop("#34472a", clouds(224, GREEN, 0.9))
    rays = []
    for i in range(21):
        a = 180 + i * 9
        tip = polar(120, 84, 110, a)
        left = polar(120, 84, 52, a - 3)
        right = polar(120, 84, 52, a + 3)
        rays.append(f'<path d="M{left[0]:.1f},{left[1]:.1f} L{tip[0]:.1f},{tip[1]:.1f} L{right[0]:.1f},{right[1]:.1f}Z" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>')
    coat = shoulders(RED, GOLD, IVORY, 104)
    gourds = "".join(
        f'<circle cx="{x}" cy="{y}" r="7" fill="{GOLD}" {S_THIN}/><circle cx="{x}" cy="{y - 9}" r="5" fill="{GOLD}" {S_THIN}/>'
        for x, y in ((50, 214), (190, 214), (70, 196), (170, 196))
    )
    helmet = (f'<path d="M80,82 Q80,44 120,40 Q160,44 160,82Z" fill="{INK_SOFT}" {S}/>'
              f'<path d="M76,80 L164,80 L166,90 L74,90Z" fill="{GOLD}" {S_THIN}/>'
              f'<path d="M96,70 Q120,52 144,70" stroke="{STEEL_DARK}" stroke-width="3" fill="none"/>')
    return (bg + "".join(rays) + coat + gourds + neck() + ears(big=True) + face()
            + features("calm", "soft", "grin") + moustache("thin") + helmet)


def ieyasu() -> str:
    bg = backdrop(PAPER, disc(120, 100, 92, GREEN, 0.8) + wave_band(228, PAPER, INDIGO_LIGHT, 0.8))
    robe = shoulders(INDIGO, INK, IVORY, 106)
    mon = (f'<circle cx="64" cy="210" r="18" fill="none" stroke="{GOLD}" stroke-width="3"/>'
           + "".join(f'<ellipse cx="{polar(64, 210, 7, a)[0]:.1f}" cy="{polar(64, 210, 7, a)[1]:.1f}" rx="6" ry="9" '
                     f'fill="{GOLD}" transform="rotate({a + 90} {polar(64, 210, 7, a)[0]:.1f} {polar(64, 210, 7, a)[1]:.1f})"/>'
                     for a in (-90, 30, 150))
           + f'<circle cx="176" cy="210" r="18" fill="none" stroke="{GOLD}" stroke-width="3"/>'
           + "".join(f'<ellipse cx="{polar(176, 210, 7, a)[0]:.1f}" cy="{polar(176, 210, 7, a)[1]:.1f}" rx="6" ry="9" '
                     f'fill="{GOLD}" transform="rotate({a + 90} {polar(176, 210, 7, a)[0]:.1f} {polar(176, 210, 7, a)[1]:.1f})"/>'
                     for a in (-90, 30, 150)))
    side_hair = (f'<path d="M84,100 Q82,70 94,62 L96,96Z" fill="{HAIR}"/>'
                 f'<path d="M156,100 Q158,70 146,62 L144,96Z" fill="{HAIR}"/>')
    eboshi = (f'<path d="M88,72 Q84,40 100,16 Q126,-2 150,14 Q144,28 152,72Z" fill="{INK}" {S}/>'
              f'<path d="M100,24 Q120,14 142,22" stroke="{INK_SOFT}" stroke-width="3" fill="none"/>'
              f'<path d="M84,72 L156,72 L156,80 L84,80Z" fill="{INK}" {S_THIN}/>'
              f'<path d="M84,80 Q74,112 80,140" stroke="{INK_SOFT}" stroke-width="3" fill="none"/>')
    wise = (f'<path d="M96,112 Q104,116 112,112 M128,112 Q136,116 144,112" stroke="{SKIN_SHADE}" stroke-width="2.5" fill="none"/>')
    return (bg + robe + mon + neck() + ears() + face("M82,96 Q82,154 120,158 Q158,154 158,96 Q158,58 120,58 Q82,58 82,96Z")
            + features("calm", "calm", "calm") + wise + moustache("thin") + beard("#3b302a") + side_hair + eboshi)


def kojiro() -> str:
    bg = backdrop(INDIGO_LIGHT, wave_band(200, INDIGO_LIGHT, IVORY, 0.7) + wave_band(232, INDIGO, IVORY, 0.9))
    sword = (f'<path d="M214,0 L150,96" stroke="{INK}" stroke-width="14" stroke-linecap="round"/>'
             f'<path d="M214,0 L150,96" stroke="{RED}" stroke-width="8" stroke-dasharray="6 6"/>'
             f'<ellipse cx="148" cy="100" rx="20" ry="7" fill="{GOLD}" {S_THIN} transform="rotate(-56 148 100)"/>')
    hair_back = (f'<path d="M80,100 Q74,48 120,42 Q166,48 160,100 L170,150 Q180,190 200,220 Q160,200 158,160 L82,160Z" fill="{HAIR}"/>'
                 f'<rect x="156" y="132" width="16" height="10" fill="{RED}" transform="rotate(20 164 137)"/>')
    robe = shoulders(RED, INK, IVORY, 104)
    robe_pattern = "".join(
        f'<path d="M{x},{y} l10,-10 l10,10 l-10,10z" fill="{RED_LIGHT}"/>'
        for x, y in ((36, 214), (60, 196), (168, 204), (190, 222), (150, 228))
    )
    fringe = (f'<path d="M84,100 Q80,60 120,54 Q160,60 156,100 Q150,76 136,70 Q128,88 112,74 Q100,84 96,74 Q88,82 84,100Z" fill="{HAIR}"/>')
    return (bg + hair_back + sword + robe + robe_pattern + neck() + ears() + face()
            + features("calm", "soft", "calm") + fringe)


def musashi() -> str:
    bg = backdrop(IVORY)
    enso = []
    outer, inner = [], []
    for i in range(0, 311, 8):
        a = -40 + i
        w = 18 - i * 0.045
        x, y = polar(120, 110, 96 + w / 2, a)
        outer.append(f"{x:.1f},{y:.1f}")
        x, y = polar(120, 110, 96 - w / 2, a)
        inner.append(f"{x:.1f},{y:.1f}")
    enso.append(f'<path d="M{" L".join(outer)} L{" L".join(reversed(inner))}Z" fill="{INK}" opacity="0.85"/>')
    hilts = (f'<path d="M30,70 L78,168" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>'
             f'<path d="M210,70 L162,168" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>'
             f'<path d="M30,70 L64,140 M210,70 L176,140" stroke="{PAPER}" stroke-width="5" stroke-dasharray="5 6"/>'
             f'<ellipse cx="70" cy="150" rx="15" ry="6" fill="{GOLD_DARK}" {S_THIN} transform="rotate(64 70 150)"/>'
             f'<ellipse cx="170" cy="150" rx="15" ry="6" fill="{GOLD_DARK}" {S_THIN} transform="rotate(-64 170 150)"/>')
    robe = shoulders(WOOD_DARK, INK_SOFT, PAPER, 104)
    patches = (f'<path d="M40,222 L62,214 L66,232 L44,238Z" fill="{WOOD}" {S_THIN}/>'
               f'<path d="M176,206 L198,212 L194,230 L172,224Z" fill="{WOOD}" {S_THIN}/>')
    hair = (f'<path d="M80,104 Q70,74 78,56 L90,62 Q92,42 106,40 L112,50 Q120,34 134,40 L136,50 Q152,42 154,62 '
            f'L166,58 Q172,78 160,104 Q156,74 120,68 Q84,74 80,104Z" fill="{HAIR}"/>'
            f'<path d="M124,38 Q130,18 146,20 Q138,28 140,40Z" fill="{HAIR}" {S_THIN}/>'
            f'<path d="M78,84 L120,74 L162,84" stroke="{RED}" stroke-width="7" fill="none" stroke-linecap="round"/>'
            f'<path d="M160,84 L182,96 M160,84 L178,74" stroke="{RED}" stroke-width="5" stroke-linecap="round"/>')
    return (bg + "".join(enso) + hilts + robe + patches + neck() + ears() + face() + stubble()
            + features("fierce", "fierce", "stern") + beard(HAIR) + hair)


def nobunaga() -> str:
    bg = backdrop(INK, disc(120, 96, 88, RED) + disc(120, 96, 70, RED_LIGHT, 0.25))
    cape = (f'<path d="M8,242 Q14,170 64,156 L120,182 L176,156 Q226,170 232,242Z" fill="{RED}" {S}/>'
            f'<path d="M64,156 Q52,138 70,132 L120,168 L170,132 Q188,138 176,156 L120,186Z" fill="{RED_DARK}" {S_THIN}/>')
    armour = (f'<path d="M66,242 Q70,196 120,186 Q170,196 174,242Z" fill="{INK_SOFT}" {S}/>'
              f'<path d="M78,214 L162,214 M72,232 L168,232" stroke="{GOLD}" stroke-width="3"/>')
    mon = petal_flower(120, 218, 12, 5, GOLD, INK, 1.5, notch=False)
    return (bg + cape + armour + mon + neck() + ears() + face()
            + features("fierce", "fierce", "stern") + moustache("sharp") + topknot_pate())


def tomoe() -> str:
    petals = "".join(
        f'<ellipse cx="{x}" cy="{y}" rx="6" ry="4" fill="{IVORY}" opacity="0.85" transform="rotate({r} {x} {y})"/>'
        for x, y, r in ((30, 40, 20), (60, 24, -30), (200, 36, 40), (214, 120, 10), (26, 150, -20), (190, 90, 60))
    )
    bg = backdrop(RED_DARK, disc(120, 100, 84, RED, 0.6) + petals)
    bow = (f'<path d="M50,0 Q16,120 54,240" stroke="{INK}" stroke-width="10" fill="none"/>'
           f'<path d="M50,0 Q16,120 54,240" stroke="{RED_LIGHT}" stroke-width="3" fill="none" stroke-dasharray="14 10"/>')
    hair_back = (f'<path d="M78,100 Q72,46 120,42 Q168,46 162,100 L178,170 Q190,210 206,240 L34,240 Q52,210 62,170Z" fill="{HAIR}"/>')
    robe = shoulders(IVORY, RED, RED_LIGHT, 96)
    guards = (f'<path d="M20,242 Q24,196 60,178 L84,190 Q58,210 56,242Z" fill="{INDIGO}" {S_THIN}/>'
              f'<path d="M220,242 Q216,196 180,178 L156,190 Q182,210 184,242Z" fill="{INDIGO}" {S_THIN}/>'
              f'<path d="M34,214 L68,196 M204,214 L170,196" stroke="{GOLD_LIGHT}" stroke-width="3"/>')
    fringe = f'<path d="M84,96 Q82,58 120,54 Q158,58 156,96 Q150,70 120,68 Q90,70 84,96Z" fill="{HAIR}"/>'
    band = (f'<path d="M82,80 Q120,66 158,80 L158,90 Q120,76 82,90Z" fill="{IVORY}" {S_THIN}/>'
            f'<path d="M156,84 Q180,80 196,96 L190,104 Q176,92 158,92Z" fill="{IVORY}" {S_THIN}/>'
            f'<path d="M158,88 Q176,104 182,124 L172,126 Q168,108 156,94Z" fill="{IVORY}" {S_THIN}/>')
    return (bg + bow + hair_back + robe + guards + neck() + ears() + face()
            + features("fierce", "soft", "small") + blush() + fringe + band)


def ushiwaka() -> str:
    bg = backdrop("#b98aa5", f'<circle cx="120" cy="88" r="86" fill="{IVORY}" opacity="0.55"/>'
                  + clouds(220, "#d9b9cb", 0.9))
    veil_back = (f'<path d="M60,110 Q56,24 120,22 Q184,24 180,110 L200,242 L40,242Z" fill="#eee2ec" {S}/>'
                 f'<path d="M70,150 L58,236 M170,150 L182,236" stroke="#c6a9bd" stroke-width="3"/>')
    hair_back = f'<path d="M80,100 Q76,50 120,44 Q164,50 160,100 L166,176 L74,176Z" fill="{HAIR}"/>'
    robe = shoulders(RED_LIGHT, IVORY, GOLD_LIGHT, 80)
    flowers = "".join(petal_flower(x, y, 9, 5, IVORY, INK, 1.5) for x, y in ((78, 214), (162, 214), (120, 232)))
    fringe = (f'<path d="M84,100 Q80,58 120,52 Q160,58 156,100 Q150,76 120,72 Q90,76 84,100Z" fill="{HAIR}"/>')
    veil_front = (f'<path d="M70,80 Q74,30 120,28 Q166,30 170,80 Q150,50 120,48 Q90,50 70,80Z" fill="#eee2ec" {S_THIN}/>'
                  f'<path d="M86,58 Q120,40 154,58" stroke="#c6a9bd" stroke-width="2.5" fill="none"/>')
    flute = (f'<path d="M40,196 L206,166" stroke="{WOOD}" stroke-width="9" stroke-linecap="round"/>'
             f'<path d="M40,196 L206,166" stroke="{INK}" stroke-width="1.5"/>'
             + "".join(f'<circle cx="{x}" cy="{196 - (x - 40) * 30 / 166:.1f}" r="2.2" fill="{INK}"/>'
                       for x in (120, 136, 152, 168)))
    return (bg + veil_back + hair_back + robe + flowers + neck() + ears() + face()
            + features("soft", "court", "small") + blush() + fringe + veil_front + flute)


CHARACTERS = {
    "benkei": benkei, "chiyome": chiyome, "ginchiyo": ginchiyo, "goemon": goemon, "hanzo": hanzo,
    "hideyoshi": hideyoshi, "ieyasu": ieyasu, "kojiro": kojiro, "musashi": musashi,
    "nobunaga": nobunaga, "tomoe": tomoe, "ushiwaka": ushiwaka,
}


def build() -> list[str]:
    return [str(write(f"portraits/{name}.svg", svg(240, 240, draw() + frame()))) for name, draw in CHARACTERS.items()]


if __name__ == "__main__":
    print("\n".join(build()))
