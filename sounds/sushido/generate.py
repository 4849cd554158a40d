"""Synthesise the Sushido arena's sounds with the standard library only (run
``python sounds/sushido/generate.py``): a splashy step, a punch, a hurt thud, a shell-like
block, a ring-out splash, a KO gong and a combo chime. Deterministic output."""

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

OUT = Path(__file__).resolve().parent


def write(name: str, samples: list[float], lufs: float) -> None:
    write_mastered(OUT / f"{name}.wav", samples, lufs)


def noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        value = rng.uniform(-1, 1)
        last = last * smooth + value * (1 - smooth)
        out.append(last * math.exp(-decay * i / RATE))
    return out


def tone(seconds: float, hz: float, decay: float, bend: float = 0.0) -> list[float]:
    out, phase = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        phase += 2 * math.pi * hz * (1 + bend * t) / RATE
        out.append(math.sin(phase) * math.exp(-decay * t))
    return out


def add(a: list[float], b: list[float], gain: float = 1.0) -> list[float]:
    size = max(len(a), len(b))
    return [(a[i] if i < len(a) else 0.0) + gain * (b[i] if i < len(b) else 0.0) for i in range(size)]


def main() -> None:
    write("step", noise(0.18, 26, 1, 0.85), ROUTINE_CUE)
    write("hit", add(noise(0.12, 40, 2, 0.3), tone(0.15, 120, 30), 0.8), NOTICE_CUE)
    write("hurt", add(tone(0.3, 90, 12, -0.6), noise(0.2, 20, 3, 0.7), 0.4), EVENT_CUE)
    write("block", add(tone(0.25, 880, 18), tone(0.25, 1320, 22), 0.5), NOTICE_CUE)
    write("ring_out", add(noise(0.7, 5, 4, 0.92), tone(0.7, 300, 4, -0.7), 0.3), EVENT_CUE)
    write("ko", add(tone(1.4, 110, 2.2), tone(1.4, 166, 2.8), 0.6), MOMENT)
    write("combo", add(add(tone(0.6, 660, 5), tone(0.6, 990, 6), 0.6), tone(0.6, 1320, 7), 0.4), EVENT_CUE)

if __name__ == "__main__":
    main()
