"""Synthesise the shared sound effects and the music loop as WAV files, with the standard
library only (no samples, no downloads). Run ``python sounds/generate.py`` to rebuild them
(``sounds/mastering.py`` sets their rate, loudness and edges); the output is deterministic, so
the committed files only change when this script does.

Plucked strings use the Karplus-Strong algorithm (a noise burst through a damped delay line),
which gives a koto-like tone; wood and paper sounds are filtered noise with short envelopes.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

if not __package__:  # run as a script: the project's root makes ``sounds.mastering`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from sounds.mastering import (  # noqa: E402
    MOMENT,
    MUSIC,
    NOTICE_CUE,
    QUIET_CUE,
    RATE,
    ROUTINE_CUE,
    write_mastered,
)

OUT = Path(__file__).resolve().parent

# A Japanese pentatonic scale (in, or miyako-bushi) on D: D Eb G A Bb.
IN_SCALE = (0, 1, 5, 7, 8)


def note_hz(semitones_from_d4: int) -> float:
    return 293.66 * 2 ** (semitones_from_d4 / 12)


def scale_note(degree: int, octave: int = 0) -> float:
    steps = IN_SCALE[degree % len(IN_SCALE)] + 12 * (octave + degree // len(IN_SCALE))
    return note_hz(steps)


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(target: list[float], source: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if start + len(source) > len(target):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, value in enumerate(source):
        target[start + i] += value * gain


def pluck(hz: float, seconds: float, rng: random.Random, brightness: float = 0.5,
          decay: float = 0.996) -> list[float]:
    """Karplus-Strong: a burst of noise circulating in a delay line that loses its highs."""
    period = max(2, int(RATE / hz))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    mean = sum(line) / period
    line = [value - mean for value in line]  # a burst with an offset would ring with it for seconds
    out: list[float] = []
    index = 0
    blend = 0.5 + 0.5 * brightness
    for _ in range(int(RATE * seconds)):
        current = line[index]
        following = line[(index + 1) % period]
        line[index] = decay * (blend * current + (1 - blend) * following)
        out.append(current)
        index = (index + 1) % period
    fade = min(len(out), int(RATE * 0.02))
    for i in range(fade):  # no click at the end
        out[-1 - i] *= i / fade
    return out


def tone(hz: float, seconds: float, attack: float = 0.005, release: float = 0.3,
         harmonics: tuple[float, ...] = (1.0,), vibrato: float = 0.0) -> list[float]:
    out: list[float] = []
    total = int(RATE * seconds)
    phase = [0.0] * len(harmonics)
    for i in range(total):
        t = i / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        env *= math.exp(-t / release)
        f = hz * (1 + vibrato * math.sin(2 * math.pi * 5.5 * t))
        value = 0.0
        for h, amp in enumerate(harmonics):
            phase[h] += 2 * math.pi * f * (h + 1) / RATE
            value += amp * math.sin(phase[h])
        out.append(value * env)
    return out


def noise(seconds: float, rng: random.Random, attack: float, release: float,
          lowpass: float = 0.5) -> list[float]:
    """Filtered noise with an envelope: paper, felt, wood."""
    out: list[float] = []
    last = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / release)
        last = last + lowpass * (rng.uniform(-1, 1) - last)
        out.append(last * env)
    return out


def write(name: str, samples: list[float], lufs: float, loop: bool = False) -> Path:
    return write_mastered(OUT / f"{name}.wav", samples, lufs, loop=loop)


# -- the sounds -------------------------------------------------------------------------------

def click(rng: random.Random) -> list[float]:
    """A soft wooden tap for buttons."""
    body = tone(1400, 0.06, attack=0.001, release=0.012, harmonics=(1.0, 0.3))
    mix(body, noise(0.03, rng, 0.0005, 0.006, 0.7), 0, 0.5)
    return body


def card_slide(rng: random.Random) -> list[float]:
    """Paper sliding on felt."""
    return noise(0.22, rng, 0.03, 0.07, 0.35)


def card_place(rng: random.Random) -> list[float]:
    """A card set down: a short slap with a little body."""
    out = noise(0.12, rng, 0.001, 0.02, 0.6)
    mix(out, tone(180, 0.1, attack=0.001, release=0.03), 0, 0.6)
    return out


def token(rng: random.Random) -> list[float]:
    """Two clacks of a wooden token."""
    out = tone(2300, 0.08, attack=0.0005, release=0.015, harmonics=(1.0, 0.0, 0.4))
    mix(out, tone(2600, 0.06, attack=0.0005, release=0.012), 0.045, 0.5)
    mix(out, noise(0.02, rng, 0.0005, 0.005, 0.8), 0, 0.3)
    return out


def invalid(rng: random.Random) -> list[float]:
    """A low muted double knock: the piece springs back."""
    out = pluck(note_hz(-19), 0.18, rng, brightness=0.1, decay=0.97)
    mix(out, pluck(note_hz(-20), 0.18, rng, brightness=0.1, decay=0.97), 0.1, 0.8)
    return out


def turn(rng: random.Random) -> list[float]:
    """Your turn: two rising koto notes."""
    out = pluck(scale_note(2, 1), 0.9, rng, 0.6)
    mix(out, pluck(scale_note(4, 1), 0.9, rng, 0.6), 0.12)
    return out


def handoff(rng: random.Random) -> list[float]:
    """A small temple bell: a few inharmonic partials that ring."""
    return tone(880, 1.6, attack=0.002, release=0.5, harmonics=(1.0, 0.0, 0.35, 0.0, 0.0, 0.12))


def gong(rng: random.Random) -> list[float]:
    """A deep strike for a big moment (a hit, a round's start)."""
    out = tone(98, 2.0, attack=0.004, release=0.7, harmonics=(1.0, 0.6, 0.2, 0.3, 0.1), vibrato=0.004)
    mix(out, noise(0.1, rng, 0.001, 0.02, 0.3), 0, 0.6)
    return out


def shuffle(rng: random.Random) -> list[float]:
    """A riffle: a run of quick paper flicks."""
    out = silence(0.5)
    t = 0.0
    while t < 0.42:
        mix(out, noise(0.03, rng, 0.001, 0.008, 0.7), t, rng.uniform(0.4, 1.0))
        t += rng.uniform(0.012, 0.025)
    return out


def win(rng: random.Random) -> list[float]:
    """A rising arpeggio on the scale, ending on a held note."""
    out = silence(2.2)
    for i, degree in enumerate((0, 2, 3, 4, 5, 7)):
        mix(out, pluck(scale_note(degree), 1.6, rng, 0.55), i * 0.11, 0.8)
    mix(out, tone(scale_note(5), 1.5, attack=0.05, release=0.6, harmonics=(1.0, 0.3)), 0.66, 0.3)
    return out


def lose(rng: random.Random) -> list[float]:
    """A falling phrase, slow and low."""
    out = silence(2.2)
    for i, degree in enumerate((4, 2, 1, 0)):
        mix(out, pluck(scale_note(degree, -1), 1.4, rng, 0.35), i * 0.24, 0.9)
    return out


def music_table(rng: random.Random) -> list[float]:
    """A calm looping koto phrase over a drone: 16 bars at 72 beats a minute."""
    beat = 60 / 72
    bars = 8
    length = bars * 4 * beat
    out = silence(length + 0.01)
    drone = tone(note_hz(-24), length, attack=1.5, release=1e9, harmonics=(1.0, 0.5, 0.25))
    fade = int(RATE * 1.5)
    for i in range(fade):  # fade the drone in and out so the loop joins without a seam
        drone[-1 - i] *= i / fade
    mix(out, drone, 0, 0.08)
    phrase = [(0, 0), (2, 1), (3, 1.5), (4, 2), (3, 3), (2, 3.5), (1, 4), (0, 6),
              (4, 8), (5, 9), (7, 10), (5, 11), (4, 11.5), (3, 12), (2, 14),
              (0, 16), (2, 17), (3, 17.5), (4, 18), (5, 19), (4, 20), (2, 22),
              (1, 24), (0, 25), (-1, 26), (0, 28)]
    for degree, at in phrase:
        mix(out, pluck(scale_note(degree), 2.2, rng, 0.45, 0.9975), at * beat, 0.5)
        if rng.random() < 0.3:  # an occasional grace note an octave down
            mix(out, pluck(scale_note(degree, -1), 1.5, rng, 0.3), at * beat + beat / 2, 0.25)
    end = int(length * RATE)
    for i, value in enumerate(out[end:]):  # notes still ringing at the end wrap to the start
        out[i] += value
    return out[:end]


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "click": click, "card_slide": card_slide, "card_place": card_place, "token": token,
    "invalid": invalid, "turn": turn, "handoff": handoff, "gong": gong, "shuffle": shuffle,
    "win": win, "lose": lose, "music_table": music_table,
}

# Each sound's loudness (see sounds/mastering.py): the hot-seat bell rings at every turn, so it
# sits with the other notices, well under the gong and the end of a game.
LEVELS: dict[str, float] = {
    "click": QUIET_CUE, "card_slide": ROUTINE_CUE, "card_place": ROUTINE_CUE, "token": QUIET_CUE + 2,
    "invalid": NOTICE_CUE, "turn": NOTICE_CUE, "handoff": NOTICE_CUE, "gong": MOMENT,
    "shuffle": ROUTINE_CUE, "win": MOMENT, "lose": MOMENT, "music_table": MUSIC,
}


def main() -> int:
    for index, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(1000 + index)
        path = write(name, make(rng), LEVELS[name], loop=name.startswith("music"))
        print(f"{path.name}: {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
