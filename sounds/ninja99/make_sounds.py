"""Writes the 99 Ninja table's sound effects as small 16-bit mono WAV files.

Standard library only, deterministic (a fixed seed for the noise), so the WAVs can be rebuilt
and compared: ``python sounds/ninja99/make_sounds.py``. Each sound is a few short layers of
sine, plucked or noise bursts with exponential decays; the table plays them by name.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

if not __package__:  # run as a script: the project's root makes ``sounds.mastering`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from sounds.mastering import EVENT_CUE, MOMENT, NOTICE_CUE, RATE, ROUTINE_CUE, master, write_wav  # noqa: E402

HERE = Path(__file__).resolve().parent

Signal = Callable[[float], float]


def render(seconds: float, signal: Signal, lufs: float) -> list[float]:
    """The signal sampled, then DC removed, faded in and out and set to ``lufs`` (mastering.py)."""
    return master([signal(i / RATE) for i in range(int(seconds * RATE))], lufs, fade_in=0.004, fade_out=0.004)


def write(name: str, samples: list[float]) -> Path:
    return write_wav(HERE / f"{name}.wav", samples)


def noise_table(seed: int, seconds: float) -> list[float]:
    gen = random.Random(seed)
    return [gen.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE) + 1)]


def smoothed(values: list[float], passes: int) -> list[float]:
    """A crude low-pass: paper and wood sound duller than white noise."""
    for _ in range(passes):
        values = [(values[i - 1] + values[i] + values[min(len(values) - 1, i + 1)]) / 3 for i in range(len(values))]
    return values


def tone(freq: float, decay: float, start: float = 0.0) -> Signal:
    def signal(t: float) -> float:
        if t < start:
            return 0.0
        u = t - start
        return math.sin(2 * math.pi * freq * u) * math.exp(-u / decay)

    return signal


def mix(*signals: Signal) -> Signal:
    return lambda t: sum(s(t) for s in signals)


def paper(seed: int, seconds: float, decay: float, passes: int, start: float = 0.0) -> Signal:
    table = smoothed(noise_table(seed, seconds), passes)

    def signal(t: float) -> float:
        if t < start:
            return 0.0
        u = t - start
        return table[min(len(table) - 1, int(u * RATE))] * math.exp(-u / decay)

    return signal


def sweep(f0: float, f1: float, seconds: float, decay: float) -> Signal:
    def signal(t: float) -> float:
        freq = f0 + (f1 - f0) * min(1.0, t / seconds)
        return math.sin(2 * math.pi * freq * t) * math.exp(-t / decay)

    return signal


# (seconds, signal, loudness): the turns of a held card must be heard over the music
SOUNDS: dict[str, tuple[float, Signal, float]] = {
    # a card lifted from the table: a short papery swish rising in pitch
    "pick_up": (0.16, mix(paper(1, 0.2, 0.05, 2), sweep(380, 620, 0.12, 0.05)), ROUTINE_CUE),
    # a quarter turn: a dry tick
    "rotate": (0.08, mix(paper(2, 0.1, 0.012, 1), tone(1400, 0.01)), ROUTINE_CUE),
    # turning the card over: two soft flaps
    "flip": (0.2, mix(paper(3, 0.25, 0.03, 3), paper(4, 0.25, 0.03, 3, start=0.08)), ROUTINE_CUE),
    # the card lands: a low wooden knock under a paper slap
    "settle": (0.25, mix(tone(170, 0.06), tone(340, 0.03), paper(5, 0.3, 0.02, 4)), ROUTINE_CUE),
    # points scored: a bright two-note chime
    "score": (0.45, mix(tone(880, 0.12), tone(1320, 0.14, start=0.09)), NOTICE_CUE),
    # a Daimyo falls: a deep gong with a slow shimmer
    "daimyo_falls": (1.2, mix(tone(110, 0.5), tone(221, 0.35), tone(331, 0.25), tone(167, 0.6)), EVENT_CUE),
    # the winner: a rising pentatonic phrase
    "victory": (1.4, mix(*(tone(f, 0.35, start=i * 0.14)
                           for i, f in enumerate((523, 587, 659, 784, 880, 1047)))), MOMENT),
}

def main() -> None:
    for name, (seconds, signal, lufs) in SOUNDS.items():
        print(write(name, render(seconds, signal, lufs)))


if __name__ == "__main__":
    main()
