"""Writes the Samurai Spirit table's sounds (standard library only): run it from anywhere.

Every sound is synthesised from sine partials and shaped noise, so the WAVs are our own:
gong (a round begins or ends), drum (a step of the round's end), reveal (an infiltrator turns
over), kiai (a Kiai is reached), crash (a barricade falls), fire (a farm burns), wound, draw,
place, token, victory and defeat.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

if not __package__:  # run as a script: the project's root makes ``sounds.mastering`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from sounds.mastering import (  # noqa: E402
    EVENT_CUE,
    MOMENT,
    NOTICE_CUE,
    RATE,
    ROUTINE_CUE,
    write_mastered,
)

HERE = Path(__file__).parent


def write(name: str, samples: list[float], lufs: float) -> None:
    write_mastered(HERE / f"{name}.wav", samples, lufs)


def tone(partials: list[tuple[float, float]], seconds: float, decay: float, attack: float = 0.005) -> list[float]:
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t * decay)
        out.append(env * sum(a * math.sin(2 * math.pi * f * t) for f, a in partials))
    return out


def noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    gen = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        value = gen.uniform(-1, 1)
        last = smooth * last + (1 - smooth) * value
        out.append(last * math.exp(-t * decay))
    return out


def mix(*layers: list[float]) -> list[float]:
    length = max(len(layer) for layer in layers)
    return [sum(layer[i] for layer in layers if i < len(layer)) for i in range(length)]


def main() -> None:
    # a round's gong and the game's end are the big moments; the drums of a round's end come in
    # a row, so they sit lower; cards and tokens are routine
    write("gong", tone([(98, 1.0), (196.5, 0.5), (263, 0.35), (391, 0.2)], 2.2, 1.6, 0.01), MOMENT)
    write("drum", mix(tone([(70, 1.0), (105, 0.4)], 0.5, 9.0), noise(0.15, 30, 1, 0.6)), NOTICE_CUE)
    write("reveal", mix(noise(0.35, 10, 2, 0.3), tone([(660, 0.3), (990, 0.2)], 0.35, 8)), EVENT_CUE)
    write("kiai", mix(tone([(220, 0.8), (330, 0.6), (440, 0.4)], 0.6, 4.5, 0.02), noise(0.2, 18, 3, 0.5)),
          EVENT_CUE)
    write("crash", mix(noise(0.6, 6, 4, 0.7), tone([(55, 0.8), (82, 0.5)], 0.6, 6)), EVENT_CUE)
    write("fire", noise(0.9, 2.5, 5, 0.85), NOTICE_CUE)
    write("wound", mix(tone([(180, 0.7), (120, 0.5)], 0.45, 7), noise(0.12, 25, 6, 0.2)), EVENT_CUE)
    write("draw", noise(0.18, 18, 7, 0.4), ROUTINE_CUE)
    write("place", mix(noise(0.08, 40, 8, 0.5), tone([(140, 0.6)], 0.12, 30)), ROUTINE_CUE)
    write("token", tone([(880, 0.6), (1320, 0.3)], 0.25, 14), ROUTINE_CUE)
    write("victory", mix(tone([(262, 0.6), (330, 0.5), (392, 0.5), (523, 0.4)], 2.0, 1.5, 0.03)), MOMENT)
    write("defeat", tone([(110, 0.8), (131, 0.5), (165, 0.4)], 2.0, 1.8, 0.03), MOMENT)

if __name__ == "__main__":
    main()
