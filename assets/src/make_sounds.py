"""Writes every sound effect into assets/sounds/ (run: python assets/src/make_sounds.py).

The sounds are ours: a few lines of additive synthesis (soft bell and wood tones) and
filtered noise (card swishes, ribbon rustle), with the standard library only. The output is
deterministic (the noise comes from seeded generators), so running this again rewrites the
same files. Every sound is short, mono, 16-bit at 22,050 Hz, and peaks well below full scale:
the game's volume setting makes them louder, never this file.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22_050
FOLDER = Path(__file__).resolve().parent.parent / "sounds"

# D major pentatonic, so any two sounds that overlap agree with each other.
D4, FS4, A4, B4 = 293.66, 369.99, 440.00, 493.88
D5, E5, FS5, A5, B5, D6 = 587.33, 659.26, 739.99, 880.00, 987.77, 1174.66

Signal = list[float]

#: Partials (multiple of the note, relative level, decay-speed factor) of the two timbres.
BELL = ((1.0, 1.0, 1.0), (2.0, 0.35, 1.8), (3.0, 0.12, 2.6), (4.2, 0.05, 3.5))
WOOD = ((1.0, 1.0, 1.0), (3.9, 0.3, 3.0), (9.2, 0.06, 6.0))


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def note(
    freq: float, seconds: float, decay: float, partials: Sequence[tuple[float, float, float]]
) -> Signal:
    """A struck tone: a 4 ms attack, each partial dying away exponentially (`decay` s), and
    a 25 ms release at its end."""
    n = round(seconds * RATE)
    attack, release = 0.004 * RATE, 0.025 * RATE  # a note cut short must not click
    out = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for mult, level, speed in partials:
            f = freq * mult
            if f < RATE / 2.2:  # nothing near the Nyquist limit: it would alias into a whine
                v += level * math.exp(-t * speed / decay) * math.sin(2 * math.pi * f * t)
        out.append(v * min(1.0, i / attack, (n - 1 - i) / release))
    return out


def thump(start: float, end: float, seconds: float, decay: float) -> Signal:
    """A low sine whose pitch falls from `start` to `end` Hz: a soft knock on felt or wax."""
    n = round(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = end + (start - end) * math.exp(-t / 0.03)
        phase += 2 * math.pi * f / RATE
        edge = min(1.0, i / (0.002 * RATE), (n - 1 - i) / (0.02 * RATE))
        out.append(math.sin(phase) * math.exp(-t / decay) * edge)
    return out


def noise(
    seconds: float,
    seed: int,
    low: Callable[[float], float],
    high: Callable[[float], float],
    envelope: Callable[[float], float],
) -> Signal:
    """Seeded white noise through a moving band (`low`..`high` Hz at time t), shaped."""
    rng = random.Random(seed)
    n = round(seconds * RATE)
    out = []
    lp1 = lp2 = 0.0
    for i in range(n):
        t = i / RATE
        x = rng.random() * 2 - 1
        # two one-pole filters: the band's top cuts the hiss, its bottom the rumble
        a_hi = 1 - math.exp(-2 * math.pi * high(t) / RATE)
        a_lo = 1 - math.exp(-2 * math.pi * low(t) / RATE)
        lp1 += a_hi * (x - lp1)
        lp2 += a_lo * (lp1 - lp2)
        out.append((lp1 - lp2) * envelope(t))
    return out


def mix(length: float, *parts: tuple[float, float, Signal]) -> Signal:
    """(start s, gain, signal) parts laid over `length` seconds of silence."""
    out = silence(length)
    for start, gain, sig in parts:
        at = round(start * RATE)
        for i, v in enumerate(sig[: max(0, len(out) - at)]):
            out[at + i] += gain * v
    return out


def finish(sig: Signal, peak: float) -> Signal:
    """Scaled to `peak` of full scale, with a short fade at each end so nothing clicks."""
    top = max(abs(v) for v in sig) or 1.0
    n = len(sig)
    fade_in, fade_out = round(0.002 * RATE), round(0.03 * RATE)
    out = []
    for i, v in enumerate(sig):
        g = min(1.0, i / fade_in, (n - 1 - i) / fade_out)
        out.append(v / top * peak * g)
    return out


def decay_env(tau: float, attack: float = 0.005) -> Callable[[float], float]:
    return lambda t: min(1.0, t / attack) * math.exp(-t / tau)


def draw() -> Signal:
    # a card slid off the deck: a falling band of noise
    swish = noise(
        0.16, 11, lambda t: 900 - 3000 * t, lambda t: 5200 - 16000 * t, decay_env(0.045, 0.012)
    )
    return finish(swish, 0.22)


def land() -> Signal:
    # a card put down on felt: a soft low knock and a short brush
    body = thump(190, 95, 0.2, 0.05)
    brush = noise(0.08, 23, lambda t: 300, lambda t: 2200, decay_env(0.018, 0.002))
    return finish(mix(0.22, (0, 1.0, body), (0, 0.5, brush)), 0.34)


def tap() -> Signal:
    # a land turned sideways: a small wooden tick
    return finish(mix(0.12, (0, 1.0, note(A5, 0.12, 0.03, WOOD))), 0.24)


def claim() -> Signal:
    # a gift taken from the display: two rising bell notes
    return finish(
        mix(0.5, (0, 0.8, note(A4, 0.42, 0.16, BELL)), (0.08, 1.0, note(D5, 0.42, 0.18, BELL))),
        0.38,
    )


def steal() -> Signal:
    # a gift snatched: a quick swoosh and a falling fourth
    whoosh = noise(
        0.22,
        37,
        lambda t: 400 + 5000 * t,
        lambda t: 1500 + 12000 * t,
        lambda t: math.sin(math.pi * min(1.0, t / 0.22)) ** 2,
    )
    return finish(
        mix(
            0.46,
            (0, 0.6, whoosh),
            (0.12, 1.0, note(B4, 0.3, 0.11, WOOD)),
            (0.22, 0.9, note(FS4, 0.24, 0.13, WOOD)),
        ),
        0.38,
    )


def wrap() -> Signal:
    # ribbon drawn round a box: a fluttering rustle, then a soft pluck
    rustle = noise(
        0.22,
        41,
        lambda t: 1200,
        lambda t: 6000,
        lambda t: (0.55 + 0.45 * math.sin(2 * math.pi * 28 * t)) * decay_env(0.09, 0.02)(t),
    )
    return finish(mix(0.36, (0, 0.7, rustle), (0.14, 1.0, note(E5, 0.22, 0.08, BELL))), 0.32)


def seal() -> Signal:
    # the wax stamp: a low knock under a bright chord that rings on
    stamp = thump(160, 70, 0.25, 0.07)
    chord = mix(
        0.62,
        (0.03, 1.0, note(D5, 0.59, 0.24, BELL)),
        (0.05, 0.8, note(FS5, 0.57, 0.22, BELL)),
        (0.07, 0.7, note(A5, 0.55, 0.2, BELL)),
    )
    return finish(mix(0.68, (0, 1.6, stamp), (0.02, 0.7, chord)), 0.42)


def build() -> Signal:
    # a building put up: two hammer knocks on wood
    def knock(freq: float, seed: int) -> Signal:
        hit = noise(0.03, seed, lambda t: 800, lambda t: 4000, decay_env(0.006, 0.001))
        return mix(0.2, (0, 1.0, note(freq, 0.2, 0.05, WOOD)), (0, 0.5, hit))

    return finish(mix(0.4, (0, 0.85, knock(D4, 53)), (0.15, 1.0, knock(A4, 59))), 0.38)


def turn() -> Signal:
    # your turn: a gentle rising arpeggio
    return finish(
        mix(
            0.62,
            (0.0, 0.8, note(D5, 0.5, 0.16, BELL)),
            (0.09, 0.85, note(FS5, 0.5, 0.16, BELL)),
            (0.18, 1.0, note(A5, 0.44, 0.18, BELL)),
        ),
        0.36,
    )


def end() -> Signal:
    # the game is over: an arpeggio up to the octave, then the chord rings out
    return finish(
        mix(
            0.95,
            (0.0, 0.8, note(D5, 0.9, 0.3, BELL)),
            (0.11, 0.8, note(FS5, 0.8, 0.3, BELL)),
            (0.22, 0.8, note(A5, 0.7, 0.28, BELL)),
            (0.33, 1.0, note(D6, 0.6, 0.26, BELL)),
            (0.33, 0.5, note(D4, 0.6, 0.3, BELL)),
        ),
        0.42,
    )


def click() -> Signal:
    # a soft UI click: the preview of a volume change, the sound coming back on
    return finish(mix(0.05, (0, 1.0, note(B5 * 2, 0.05, 0.008, WOOD))), 0.18)


def bounce() -> Signal:
    # a Comeback sends a card back: a springy rising knock, then a bright wood tick
    spring = thump(260, 640, 0.2, 0.06)
    return finish(mix(0.36, (0, 1.0, spring), (0.11, 0.8, note(A5, 0.24, 0.06, WOOD))), 0.34)


def dice() -> Signal:
    # Siege's dice: a handful of small wooden knocks tumbling and settling on the table
    def knock(freq: float, seed: int) -> Signal:
        hit = noise(0.02, seed, lambda t: 1500, lambda t: 6000, decay_env(0.004, 0.0005))
        return mix(0.08, (0, 0.7, note(freq, 0.08, 0.02, WOOD)), (0, 0.6, hit))

    times = (0.0, 0.05, 0.09, 0.16, 0.2, 0.27, 0.33)
    pitches = (B5, A5 * 1.5, FS5 * 2, B5 * 1.2, A5 * 1.8, FS5 * 1.6, B5 * 1.4)
    parts = [
        (t, 1.0 - 0.1 * i, knock(f, 71 + i))
        for i, (t, f) in enumerate(zip(times, pitches, strict=True))
    ]
    return finish(mix(0.45, *parts), 0.3)


def out() -> Signal:
    # a seat reaches 10 and is out: a heavy falling thud under a low bell
    fall = thump(240, 55, 0.45, 0.13)
    return finish(mix(0.6, (0, 1.4, fall), (0.05, 0.5, note(D4, 0.55, 0.22, BELL))), 0.4)


def lose() -> Signal:
    # the game is over and a rival won: the end's arpeggio going down, softly
    return finish(
        mix(
            0.7,
            (0.0, 0.8, note(A5, 0.6, 0.22, BELL)),
            (0.12, 0.8, note(FS5, 0.55, 0.22, BELL)),
            (0.24, 0.8, note(D5, 0.46, 0.22, BELL)),
            (0.36, 1.0, note(A4, 0.34, 0.2, BELL)),
        ),
        0.36,
    )


#: file stem -> its maker; siege_desktop/app/sound.py names the same stems.
SOUNDS: dict[str, Callable[[], Signal]] = {
    "draw": draw,
    "land": land,
    "tap": tap,
    "claim": claim,
    "steal": steal,
    "wrap": wrap,
    "seal": seal,
    "build": build,
    "turn": turn,
    "end": end,
    "click": click,
    "bounce": bounce,
    "out": out,
    "lose": lose,
    "dice": dice,
}


def pcm(sig: Signal) -> bytes:
    """16-bit little-endian samples (finish() keeps them inside full scale)."""
    return struct.pack(f"<{len(sig)}h", *(round(max(-1.0, min(1.0, v)) * 32767) for v in sig))


def write(folder: Path, name: str, sig: Signal) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm(sig))
    return path


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(folder, name, make())
        print(f"{path}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
