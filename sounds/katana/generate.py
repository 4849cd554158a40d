"""Generate the Katana table's sound effects (mono, 16-bit WAV at the app's one rate) from first principles.

    /work/venv/bin/python sounds/katana/generate.py

Standard library only, one fixed seed: running it again rewrites byte-identical files.
Sounds: draw (card slid off the deck), play (wooden clack), hit (taiko), parry (ringing steel),
defeat (low gong), reshuffle (riffle and tap), victory (koto-like arpeggio).
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

if not __package__:  # run as a script: the project's root makes ``sounds.mastering`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from sounds.mastering import EVENT_CUE, MOMENT, RATE, ROUTINE_CUE, write_mastered  # noqa: E402

HERE = Path(__file__).resolve().parent
NYQUIST_MARGIN = 0.45 * RATE  # partials above this would fold back as noise at the file's rate

Signal = list[float]


# ---------------------------------------------------------------- building blocks

def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix_into(target: Signal, source: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if start + len(source) > len(target):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, value in enumerate(source):
        target[start + i] += value * gain


def partial(freq: float, seconds: float, decay: float, amp: float = 1.0, phase: float = 0.0,
            glide: float = 0.0, attack: float = 0.002) -> Signal:
    """A decaying sine. ``decay`` is the time to fall by 1/e; ``glide`` bends the pitch by that
    fraction over the note (negative = downward), as a struck membrane does."""
    n = int(seconds * RATE)
    if freq * (1.0 + max(glide, 0.0)) > NYQUIST_MARGIN:
        return [0.0] * n
    out = []
    theta = phase
    attack_n = max(1, int(attack * RATE))
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * (1.0 - math.exp(-t / max(decay, 1e-4))))
        theta += 2.0 * math.pi * f / RATE
        env = math.exp(-t / decay) * min(1.0, i / attack_n)
        out.append(amp * env * math.sin(theta))
    return out


def noise(seconds: float, rng: random.Random, decay: float, amp: float = 1.0) -> Signal:
    n = int(seconds * RATE)
    return [amp * math.exp(-(i / RATE) / decay) * rng.uniform(-1.0, 1.0) for i in range(n)]


def lowpass(signal: Signal, cutoff: float) -> Signal:
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += alpha * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [x - lo for x, lo in zip(signal, low, strict=True)]


def bandpass(signal: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(signal, low), high)


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5, damping: float = 0.996) -> Signal:
    """Karplus-Strong plucked string: a burst of noise circulating in a delay line."""
    period = max(2, int(round(RATE / freq)))
    buffer = lowpass([rng.uniform(-1.0, 1.0) for _ in range(period)], 1500 + brightness * 6000)
    mean = sum(buffer) / period
    buffer = [x - mean for x in buffer]  # a zero-mean burst leaves no slow offset behind
    out = []
    index = 0
    for _ in range(int(seconds * RATE)):
        current = buffer[index]
        nxt = buffer[(index + 1) % period]
        buffer[index] = damping * 0.5 * (current + nxt)
        out.append(current)
        index = (index + 1) % period
    return out


def fade(signal: Signal, fade_in: float = 0.001, fade_out: float = 0.02) -> Signal:
    n = len(signal)
    a, b = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    out = list(signal)
    for i in range(min(a, n)):
        out[i] *= i / a
    for i in range(min(b, n)):
        out[n - 1 - i] *= i / b
    return out


def write_wav_at(name: str, signal: Signal, lufs: float) -> Path:
    """DC removed, edges faded, at its own loudness (sounds/mastering.py)."""
    return write_mastered(HERE / f"{name}.wav", signal, lufs)


# ---------------------------------------------------------------- the sounds

def wood_block(pitch: float, rng: random.Random, length: float = 0.22) -> Signal:
    """Hardwood struck on hardwood: a few inharmonic modes that die fast, plus a click."""
    out = silence(length)
    for ratio, decay, amp in ((1.0, 0.045, 1.0), (2.31, 0.03, 0.55), (3.87, 0.018, 0.35), (5.6, 0.01, 0.2)):
        mix_into(out, partial(pitch * ratio, length, decay, amp, rng.uniform(0, math.tau), attack=0.0005))
    mix_into(out, bandpass(noise(0.012, rng, 0.003), 1500, 7000), gain=0.8)
    return out


def draw(rng: random.Random) -> Signal:
    # the card sliding off the deck (soft papery swish), then a light tap as it lands
    swish = bandpass(noise(0.16, rng, 1.0), 1800, 6500)
    n = len(swish)
    swish = [x * math.sin(math.pi * i / n) ** 1.5 for i, x in enumerate(swish)]
    out = silence(0.26)
    mix_into(out, swish, gain=0.55)
    mix_into(out, wood_block(1650, rng, 0.09), at=0.14, gain=0.35)
    return fade(out)


def play(rng: random.Random) -> Signal:
    # hyoshigi-style clack: two blocks struck almost together
    out = silence(0.28)
    mix_into(out, wood_block(1180, rng), gain=1.0)
    mix_into(out, wood_block(1265, rng), at=0.006, gain=0.6)
    return fade(out)


def hit(rng: random.Random) -> Signal:
    # taiko: a deep membrane whose pitch sags as it rings, the stick's thud and the shell's knock
    length = 0.75
    out = silence(length)
    mix_into(out, partial(92, length, 0.22, 1.0, glide=0.35, attack=0.001))
    mix_into(out, partial(92 * 1.59, length, 0.12, 0.45, glide=0.25, attack=0.001))
    mix_into(out, partial(92 * 2.14, length, 0.07, 0.25, glide=0.2, attack=0.001))
    mix_into(out, lowpass(noise(0.08, rng, 0.018), 900), gain=1.3)
    mix_into(out, wood_block(520, rng, 0.08), gain=0.25)
    return fade(out, fade_out=0.08)


def parry(rng: random.Random) -> Signal:
    # steel meeting steel: a bright clang, then inharmonic partials ringing with slight beats
    length = 0.95
    out = silence(length)
    base = 1240.0
    for ratio, decay, amp in ((1.0, 0.42, 1.0), (1.004, 0.40, 0.6), (2.76, 0.26, 0.6), (5.40, 0.14, 0.35),
                              (8.93, 0.07, 0.25)):
        mix_into(out, partial(base * ratio, length, decay, amp, rng.uniform(0, math.tau), attack=0.0004))
    mix_into(out, highpass(noise(0.05, rng, 0.008), 3000), gain=1.1)
    return fade(out, fade_out=0.15)


def defeat(rng: random.Random) -> Signal:
    # a low gong: many slow partials, the upper ones blooming a little after the strike
    length = 2.2
    out = silence(length)
    base = 82.0
    for ratio, decay, amp, attack in ((1.0, 0.9, 1.0, 0.004), (1.52, 0.7, 0.6, 0.03), (2.03, 0.6, 0.5, 0.06),
                                      (2.74, 0.45, 0.35, 0.09), (3.46, 0.35, 0.25, 0.12), (4.1, 0.25, 0.18, 0.15),
                                      (5.3, 0.5, 0.12, 0.25), (6.9, 0.4, 0.08, 0.3)):
        mix_into(out, partial(base * ratio, length, decay, amp, rng.uniform(0, math.tau), glide=-0.01, attack=attack))
    mix_into(out, lowpass(noise(0.06, rng, 0.02), 600), gain=0.6)
    return fade(out, fade_out=0.4)


def reshuffle(rng: random.Random) -> Signal:
    # a riffle: cards flicking past the thumb, faster then slower, then the deck squared with a tap
    out = silence(0.85)
    t = 0.02
    flicks = 34
    for k in range(flicks):
        gap = 0.011 + 0.012 * abs(k - flicks * 0.4) / flicks + rng.uniform(-0.002, 0.002)
        click = bandpass(noise(0.012, rng, 0.0025), 2200, 8000)
        mix_into(out, click, at=t, gain=rng.uniform(0.55, 0.9))
        t += gap
    mix_into(out, wood_block(900, rng, 0.12), at=t + 0.09, gain=0.7)
    mix_into(out, lowpass(noise(0.03, rng, 0.006), 1500), at=t + 0.09, gain=0.6)
    return fade(out)


def victory(rng: random.Random) -> Signal:
    # a koto-like arpeggio climbing a bright pentatonic scale, ending on a held octave
    notes = [293.66, 329.63, 392.00, 440.00, 493.88, 587.33]
    out = silence(2.0)
    t = 0.0
    for i, freq in enumerate(notes):
        ring = 1.4 if i == len(notes) - 1 else 0.9
        mix_into(out, pluck(freq, ring, rng, brightness=0.7, damping=0.9975), at=t, gain=0.9)
        t += 0.11
    mix_into(out, pluck(notes[-1] / 2, 1.3, rng, brightness=0.5, damping=0.998), at=t - 0.11, gain=0.6)
    mix_into(out, pluck(notes[2], 1.3, rng, brightness=0.5, damping=0.998), at=t - 0.11, gain=0.45)
    return fade(lowpass(out, 5000), fade_out=0.35)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "draw": draw, "play": play, "hit": hit, "parry": parry, "defeat": defeat,
    "reshuffle": reshuffle, "victory": victory,
}


# Each sound's loudness: a drawn card is heard at every move, a hit and a parry are striking.
LEVELS: dict[str, float] = {
    "draw": ROUTINE_CUE, "play": ROUTINE_CUE, "hit": EVENT_CUE, "parry": EVENT_CUE, "defeat": MOMENT,
    "reshuffle": ROUTINE_CUE, "victory": MOMENT,
}


def main() -> None:
    for index, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(4_1000 + index)  # one seed per sound: editing one leaves the others alone
        path = write_wav_at(name, make(rng), LEVELS[name])
        print(f"{path.name}: {path.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
