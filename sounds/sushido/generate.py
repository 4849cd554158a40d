"""Synthesise the Sushido arena's sounds with the standard library only (run
``python sounds/sushido/generate.py``): a splashy step, a punch, a hurt thud, a shell-like
block, a ring-out splash, a KO gong and a combo chime. Deterministic output."""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-6, max(abs(s) for s in samples))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(b"".join(struct.pack("<h", round(32000 * 0.8 * s / peak)) for s in samples))


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
    write("step", noise(0.18, 26, 1, 0.85))
    write("hit", add(noise(0.12, 40, 2, 0.3), tone(0.15, 120, 30), 0.8))
    write("hurt", add(tone(0.3, 90, 12, -0.6), noise(0.2, 20, 3, 0.7), 0.4))
    write("block", add(tone(0.25, 880, 18), tone(0.25, 1320, 22), 0.5))
    write("ring_out", add(noise(0.7, 5, 4, 0.92), tone(0.7, 300, 4, -0.7), 0.3))
    write("ko", add(tone(1.4, 110, 2.2), tone(1.4, 166, 2.8), 0.6))
    write("combo", add(add(tone(0.6, 660, 5), tone(0.6, 990, 6), 0.6), tone(0.6, 1320, 7), 0.4))


if __name__ == "__main__":
    main()
