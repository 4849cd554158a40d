"""Draw the Sushido art as SVG files (run ``python art/sushido/draw.py``): the six fighters,
the four symbols, the four card types, the card back and the backdrop. No text in any picture."""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent


def svg(w: int, h: int, body: str, view: str = "") -> str:
    view = view or f"0 0 {w} {h}"
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{view}">{body}</svg>\n'


def eye(x: float, y: float, r: float = 5) -> str:
    return (f'<circle cx="{x}" cy="{y}" r="{r}" fill="#fff"/><circle cx="{x + r * 0.3}" cy="{y}" r="{r * 0.55}" '
            f'fill="#111"/>')


def headband(x: float, y: float, w: float, colour: str) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="7" rx="3" fill="{colour}"/>'
            f'<path d="M{x} {y + 3} l-14 -6 l2 10 z" fill="{colour}"/>')


# Fighters face right; the table mirrors the right-hand one. Canvas 160x200, feet at the bottom.
FIGHTERS = {
    # Dogu: a round puffer-fish bomber with spikes and a fuse.
    "dogu": (
        '<ellipse cx="80" cy="190" rx="46" ry="8" fill="#000" opacity="0.3"/>'
        '<g fill="#c98a3a">' + "".join(
            f'<polygon points="{80 + 62 * c:.1f},{120 + 62 * s:.1f} {80 + 48 * c2:.1f},{120 + 48 * s2:.1f} '
            f'{80 + 48 * c3:.1f},{120 + 48 * s3:.1f}"/>'
            for c, s, c2, s2, c3, s3 in [
                (math.cos(a), math.sin(a), math.cos(a - 0.2),
                 math.sin(a - 0.2), math.cos(a + 0.2), math.sin(a + 0.2))
                for a in [i * 0.7 for i in range(9)]]) + '</g>'
        '<circle cx="80" cy="120" r="52" fill="#e8b55a" stroke="#6b4416" stroke-width="4"/>'
        '<ellipse cx="80" cy="140" rx="34" ry="24" fill="#f6e2b0"/>'
        '<path d="M70 68 q4 -30 26 -40" stroke="#444" stroke-width="4" fill="none"/>'
        '<circle cx="98" cy="27" r="7" fill="#ff8a2a"/><circle cx="98" cy="27" r="3" fill="#fff3a0"/>'
        + headband(40, 92, 80, "#b0302a") + eye(98, 110, 7) +
        '<path d="M96 136 q10 6 18 0" stroke="#6b4416" stroke-width="3" fill="none"/>'
        '<ellipse cx="38" cy="130" rx="10" ry="16" fill="#c98a3a"/>'
        '<ellipse cx="122" cy="132" rx="10" ry="15" fill="#c98a3a"/>'
    ),
    # Biwa: a graceful koi musician carrying a round lute.
    "biwa": (
        '<ellipse cx="80" cy="192" rx="40" ry="7" fill="#000" opacity="0.3"/>'
        # crest and tail drawn first, so the body's outline laps over where they join it
        '<path d="M100 52 q-20 -20 -30 6 q16 -4 30 -6" fill="#e04a2a"/>'
        '<path d="M60 188 l-20 8 l30 -2 z" fill="#e04a2a"/>'
        '<path d="M60 190 q-30 -40 0 -90 q20 -40 40 -50 q30 30 10 90 q-10 40 -20 50 z" fill="#f0f0f0" '
        'stroke="#a33" stroke-width="3"/>'
        '<path d="M70 80 q20 -10 34 10 q-10 20 -30 12 z" fill="#e04a2a"/>'
        '<path d="M62 140 q16 -10 30 4 q-12 16 -30 8 z" fill="#e04a2a"/>'
        + eye(96, 62, 6) +
        '<ellipse cx="112" cy="130" rx="24" ry="30" fill="#8a5424" stroke="#3b220c" stroke-width="3"/>'
        '<circle cx="112" cy="136" r="7" fill="#3b220c"/>'
        '<rect x="108" y="70" width="8" height="44" fill="#5b3410"/>'
        '<line x1="110" y1="74" x2="110" y2="150" stroke="#f6e2b0" stroke-width="1"/>'
        '<line x1="114" y1="74" x2="114" y2="150" stroke="#f6e2b0" stroke-width="1"/>'
    ),
    # Manta: a wide-winged ray in flight, tail trailing.
    "manta": (
        '<ellipse cx="80" cy="192" rx="50" ry="7" fill="#000" opacity="0.3"/>'
        '<path d="M80 70 q40 10 76 60 q-40 0 -56 20 l-20 30 l-20 -30 q-16 -20 -56 -20 q36 -50 76 -60 z" '
        'fill="#2c4a7a" stroke="#0f1f3a" stroke-width="3"/>'
        '<path d="M80 90 q24 8 30 40 q-14 6 -30 24 q-16 -18 -30 -24 q6 -32 30 -40 z" fill="#e6eef8"/>'
        '<path d="M80 180 q4 8 -10 16" stroke="#0f1f3a" stroke-width="3" fill="none"/>'
        '<path d="M70 74 l-8 -16 M90 74 l8 -16" stroke="#0f1f3a" stroke-width="5"/>'
        + eye(92, 100, 5) + headband(62, 82, 36, "#2fa37a")
    ),
    # Kujira: a massive whale standing tall, water spout.
    "kujira": (
        '<ellipse cx="80" cy="190" rx="60" ry="7" fill="#000" opacity="0.3"/>'
        '<path d="M20 190 q-10 -90 50 -120 q60 -20 76 40 q10 50 -6 80 z" fill="#3b5f86" stroke="#16283e" '
        'stroke-width="4"/>'
        '<path d="M40 190 q10 -40 60 -46 q36 0 42 46 z" fill="#cdd9e6"/>'
        '<path d="M50 150 l80 0 M54 164 l76 0 M60 178 l70 0" stroke="#9fb2c6" stroke-width="2"/>'
        '<path d="M94 60 q-4 -20 -16 -30 M94 60 q4 -22 18 -30 M94 60 l0 -34" stroke="#8fd0f0" '
        'stroke-width="4" fill="none"/>'
        + eye(116, 112, 6) + headband(40, 92, 100, "#2a2a2a") +
        '<path d="M120 134 q12 4 22 -2" stroke="#16283e" stroke-width="3" fill="none"/>'
    ),
    # Same: a shark with a tall dorsal fin and teeth.
    "same": (
        '<ellipse cx="80" cy="192" rx="50" ry="7" fill="#000" opacity="0.3"/>'
        '<path d="M40 190 q-10 -70 20 -110 l20 -50 l14 48 q40 20 50 60 q6 30 -14 52 z" fill="#7d8a96" '
        'stroke="#2c3640" stroke-width="4"/>'
        '<path d="M60 190 q6 -40 36 -54 q34 -4 40 20 q0 20 -10 34 z" fill="#eef1f4"/>'
        '<path d="M100 134 l6 8 l6 -8 l6 8 l6 -8 l4 8" stroke="#fff" stroke-width="2" fill="#fff"/>'
        '<path d="M96 132 q20 -6 36 4" stroke="#2c3640" stroke-width="3" fill="none"/>'
        '<path d="M70 120 l-6 10 M78 120 l-6 10 M86 120 l-6 10" stroke="#2c3640" stroke-width="2"/>'
        + eye(112, 104, 5) + headband(48, 86, 82, "#6a1f6a")
    ),
    # Tako: an octopus on curled arms, holding ink.
    "tako": (
        '<ellipse cx="80" cy="190" rx="56" ry="7" fill="#000" opacity="0.3"/>'
        + "".join(f'<path d="M{x} 140 q{d * 10} 30 {d * 24} 48 q{d * 8} 4 {d * 6} -8" stroke="#b0304a" '
                  f'stroke-width="12" fill="none" stroke-linecap="round"/>'
                  for x, d in [(50, -1), (66, -1), (80, 1), (94, 1), (110, 1)]) +
        '<ellipse cx="80" cy="96" rx="46" ry="54" fill="#d8486a" stroke="#7a1a30" stroke-width="4"/>'
        '<circle cx="58" cy="70" r="6" fill="#f08aa0"/><circle cx="72" cy="56" r="4" fill="#f08aa0"/>'
        + eye(90, 104, 7) + eye(110, 104, 6) + headband(36, 82, 88, "#f0e6c8") +
        '<ellipse cx="112" cy="132" rx="8" ry="5" fill="#7a1a30"/>'
    ),
}

SYMBOLS = {
    "wave": '<path d="M6 40 q10 -26 26 -14 q10 8 -2 14 q16 4 22 -14 q4 -14 -8 -22 q22 2 26 26 q2 26 -28 30 '
            'q-26 2 -36 -20 z" fill="#5ab0e0" stroke="#fff" stroke-width="3"/>',
    "fin": '<path d="M10 58 q30 -10 36 -52 q20 30 14 52 z" fill="#6cc8a8" stroke="#fff" stroke-width="3"/>',
    "shell": '<path d="M8 46 q24 -50 48 0 z" fill="#f0aa96" stroke="#fff" stroke-width="3"/>'
             '<path d="M32 48 L32 23 M32 48 L20 31 M32 48 L44 31 M32 48 L13 41 M32 48 L51 41" '
             'stroke="#fff" stroke-width="2"/><rect x="26" y="46" width="12" height="10" rx="3" fill="#f0aa96" '
             'stroke="#fff" stroke-width="2"/>',
    "pearl": '<circle cx="32" cy="32" r="22" fill="#eceaf6" stroke="#fff" stroke-width="3"/>'
             '<circle cx="24" cy="24" r="7" fill="#fff"/><circle cx="40" cy="40" r="4" fill="#c8c0e0"/>',
}

KINDS = {
    "hit": '<path d="M50 8 l8 26 l28 -6 l-20 20 l22 18 l-30 0 l-6 26 l-12 -24 l-26 12 l12 -24 l-24 -14 l28 -4 z" '
           'fill="#ffd9a0" stroke="#5a1410" stroke-width="3"/>',
    "block": '<path d="M50 8 l34 12 q0 44 -34 70 q-34 -26 -34 -70 z" fill="#d8e6f6" stroke="#14284a" '
             'stroke-width="4"/><path d="M50 20 l22 8 q0 30 -22 48 z" fill="#9fbfe6"/>',
    "move": '<path d="M10 50 l30 -26 l0 16 l40 0 l0 -16 l30 26 l-30 26 l0 -16 l-40 0 l0 16 z" '
            'transform="translate(-5 5) scale(0.9)" fill="#d8f4e6" stroke="#12402e" stroke-width="4" '
            'stroke-linejoin="round"/>',
    "super": '<path d="M50 6 l12 30 l32 2 l-25 20 l9 32 l-28 -18 l-28 18 l9 -32 l-25 -20 l32 -2 z" '
             'fill="#fff2b0" stroke="#6a4a08" stroke-width="4"/>',
}

BACK = ('<rect width="100" height="140" rx="8" fill="#1c2a48"/>'
        + "".join(f'<path d="M0 {y} q12 -10 25 0 q12 10 25 0 q12 -10 25 0 q12 10 25 0" stroke="#3c5a8a" '
                  f'stroke-width="3" fill="none"/>' for y in range(14, 140, 16)) +
        '<circle cx="50" cy="70" r="22" fill="#b0302a" stroke="#d6aa50" stroke-width="3"/>'
        '<path d="M36 72 q14 -20 28 0 q-14 12 -28 0 z" fill="#f0e6c8"/>')

BACKDROP = ('<rect width="1280" height="720" fill="none"/>'
            + "".join(f'<path d="M0 {y} q80 -24 160 0 t160 0 t160 0 t160 0 t160 0 t160 0 t160 0 t160 0" '
                      f'stroke="#2a5a80" stroke-width="2" fill="none" opacity="0.5"/>' for y in range(40, 720, 60))
            + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="#6ab0d8" opacity="0.35"/>'
                      for x, y, r in [(120, 600, 8), (140, 560, 5), (1160, 640, 9), (1180, 600, 4), (640, 690, 6),
                                      (400, 500, 4), (900, 520, 5)]))


def main() -> None:
    for key, body in FIGHTERS.items():
        (OUT / f"fighter_{key}.svg").write_text(svg(160, 200, body))
    for key, body in SYMBOLS.items():
        # the wave's crest reaches x 70: widen its view so nothing is cut
        (OUT / f"sym_{key}.svg").write_text(svg(64, 64, body, "-1 -3 74 74" if key == "wave" else ""))
    for key, body in KINDS.items():
        (OUT / f"kind_{key}.svg").write_text(svg(100, 100, body))
    (OUT / "card_back.svg").write_text(svg(100, 140, BACK))
    (OUT / "backdrop.svg").write_text(svg(1280, 720, BACKDROP))


if __name__ == "__main__":
    main()
