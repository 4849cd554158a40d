"""The last steps every sound generator under ``sounds/`` takes before it writes a WAV, so all
the app's sounds come out alike: one sample rate (the one the mixer is opened at), no DC
offset, no click at either end, and a loudness chosen per sound rather than a peak level.

Loudness is the maximum momentary loudness of ITU-R BS.1770 (K-weighted, 400 ms windows), the
way the ear hears a short cue; a sound shorter than a window is measured as if silence followed
it. Each sound is scaled to its own target, then lowered if its peak would pass -1 dBFS.
Standard library only; nothing here is random, so the files stay byte-for-byte reproducible.
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Sequence
from pathlib import Path

RATE = 22050  # scenes/kit/audio.py opens the mixer at this rate (SOUND_RATE): keep the two equal
PEAK_CEILING = 10 ** (-1.0 / 20)  # -1 dBFS: headroom for the mixer and for 16-bit rounding
DC_CUTOFF = 20.0  # Hz: below anything a speaker plays, above the drift a plucked burst leaves
FADE_IN = 0.003  # seconds: short enough to keep an attack sharp, long enough to never click
FADE_OUT = 0.02

# Loudness targets (LUFS, momentary max) by role. Routine cues sit low and the big moments high;
# the music bed (played at 0.3 of its level by default) stays under every cue.
QUIET_CUE = -25.0  # a button's tap, a wooden token
ROUTINE_CUE = -21.0  # a card or a piece moved: heard at every move
NOTICE_CUE = -19.0  # something the player should notice: a turn, a refusal, a hit
EVENT_CUE = -16.0  # a striking moment of play: a reveal, a fall, a wound
MOMENT = -14.0  # the end of a game, a round's gong
MUSIC = -20.0


def _biquad(signal: Sequence[float], b: tuple[float, float, float],
            a: tuple[float, float, float]) -> list[float]:
    b0, b1, b2 = (v / a[0] for v in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out: list[float] = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def k_weighted(signal: Sequence[float], rate: int = RATE) -> list[float]:
    """BS.1770's two filters: a high shelf (the head's effect) and a high-pass (the RLB curve)."""
    gain, centre, q = 3.99984385397, 1681.9744509555319, 0.7071752369554193
    big_a = 10 ** (gain / 40)
    w0 = 2 * math.pi * centre / rate
    alpha, cos_w0, root_a = math.sin(w0) / (2 * q), math.cos(w0), math.sqrt(big_a)
    shelf = _biquad(signal,
                    (big_a * ((big_a + 1) + (big_a - 1) * cos_w0 + 2 * root_a * alpha),
                     -2 * big_a * ((big_a - 1) + (big_a + 1) * cos_w0),
                     big_a * ((big_a + 1) + (big_a - 1) * cos_w0 - 2 * root_a * alpha)),
                    ((big_a + 1) - (big_a - 1) * cos_w0 + 2 * root_a * alpha,
                     2 * ((big_a - 1) - (big_a + 1) * cos_w0),
                     (big_a + 1) - (big_a - 1) * cos_w0 - 2 * root_a * alpha))
    centre, q = 38.13547087613982, 0.5003270373253953
    w0 = 2 * math.pi * centre / rate
    alpha, cos_w0 = math.sin(w0) / (2 * q), math.cos(w0)
    return _biquad(shelf, ((1 + cos_w0) / 2, -(1 + cos_w0), (1 + cos_w0) / 2),
                   (1 + alpha, -2 * cos_w0, 1 - alpha))


def loudness(signal: Sequence[float], rate: int = RATE) -> float:
    """Maximum momentary loudness in LUFS (-inf for silence)."""
    window = int(0.4 * rate)
    squares = [v * v for v in k_weighted(list(signal) + [0.0] * window, rate)]
    total = sum(squares[:window])
    best = total
    for i in range(window, len(squares)):
        total += squares[i] - squares[i - window]
        best = max(best, total)
    return -0.691 + 10 * math.log10(best / window) if best > 0 else -math.inf


def remove_dc(signal: Sequence[float], loop: bool = False) -> list[float]:
    """A one-pole DC blocker. For a loop the filter first runs once round it, so its state at
    the start is the one it has at the end: the seam gets no step."""
    pole = math.exp(-2 * math.pi * DC_CUTOFF / RATE)
    previous_in = previous_out = 0.0
    out: list[float] = []
    for _ in range(2 if loop else 1):  # the state carries over from the first round to the second
        out = []
        for x in signal:
            previous_out = x - previous_in + pole * previous_out
            previous_in = x
            out.append(previous_out)
    return out


def fade(signal: Sequence[float], fade_in: float = FADE_IN, fade_out: float = FADE_OUT) -> list[float]:
    """Raised-cosine edges: the first and the last sample are exactly zero."""
    out = list(signal)
    count = len(out)
    rise, fall = max(2, int(fade_in * RATE)), max(2, int(fade_out * RATE))
    for i in range(min(rise, count)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
    for i in range(min(fall, count)):
        out[count - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fall)
    return out


def master(signal: Sequence[float], lufs: float, loop: bool = False, fade_in: float = FADE_IN,
           fade_out: float = FADE_OUT) -> list[float]:
    """DC removed, edges faded (not a loop's: its end runs into its start), scaled to ``lufs``,
    then lowered if the peak would pass -1 dBFS."""
    clean = remove_dc(signal, loop)
    if not loop:
        clean = fade(clean, fade_in, fade_out)
    measured = loudness(clean)
    if measured == -math.inf:
        return clean
    gain = 10 ** ((lufs - measured) / 20)
    peak = max(abs(v) for v in clean)
    gain = min(gain, PEAK_CEILING / peak)
    return [v * gain for v in clean]


def write_wav(path: Path, signal: Sequence[float]) -> Path:
    """16-bit mono PCM at ``RATE``."""
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return path


def write_mastered(path: Path, signal: Sequence[float], lufs: float, loop: bool = False) -> Path:
    """``signal`` mastered (``master``: no DC, faded edges, its role's loudness) and written to
    ``path``: what every sound generator does with each sound it makes."""
    return write_wav(path, master(signal, lufs, loop=loop))
