"""Make the table's sounds: short, soft, wooden cues, synthesised from a few lines of arithmetic.

Every sound the game plays is made here, with the standard library alone, so the sounds are the
project's own (no sample packs, no licences to track) and anyone can change one and make them
again: ``make sounds`` writes ``resources/sounds/*.wav``. Noise comes from a seeded generator, so
the same script always writes the same bytes, which a test checks.

The files are 16-bit mono at 22,050 Hz: the cues are short clicks and low tones, so a higher
rate would only make the files larger. Each cue is faded in and out, so none starts or ends
with a click, and each peaks well under -6 dBFS: the player's volume and the system's only ever
make them quieter.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
#: The loudest any cue may be, in dBFS; each cue states its own peak below this.
CEILING_DBFS = -6.0
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


def _samples(seconds: float) -> int:
    return round(seconds * RATE)


def _noise(rng: random.Random, n: int) -> Signal:
    return [rng.random() * 2.0 - 1.0 for _ in range(n)]


def _biquad(x: Signal, b: tuple[float, float, float], a: tuple[float, float, float]) -> Signal:
    """One second-order section (the RBJ cookbook's form), ``a[0]`` normalised away."""
    b0, b1, b2 = (v / a[0] for v in b)
    a1, a2 = (v / a[0] for v in a[1:])
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x0 in x:
        y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y0)
        x2, x1, y2, y1 = x1, x0, y1, y0
    return out


def _band_pass(x: Signal, centre: float, q: float) -> Signal:
    """Noise through a band-pass is the sound of paper and wood brushing: no pitch, a colour."""
    w0 = 2.0 * math.pi * centre / RATE
    alpha = math.sin(w0) / (2.0 * q)
    return _biquad(x, (alpha, 0.0, -alpha), (1.0 + alpha, -2.0 * math.cos(w0), 1.0 - alpha))


def _low_pass(x: Signal, cutoff: float, q: float = 0.707) -> Signal:
    w0 = 2.0 * math.pi * cutoff / RATE
    alpha = math.sin(w0) / (2.0 * q)
    c = math.cos(w0)
    return _biquad(x, ((1 - c) / 2, 1 - c, (1 - c) / 2), (1.0 + alpha, -2.0 * c, 1.0 - alpha))


def _attack(i: int, samples: int) -> float:
    """A raised-cosine rise from silence: no step, so no click."""
    if i >= samples:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * i / samples)


def _decaying(x: Signal, attack_s: float, tau_s: float) -> Signal:
    """``x`` shaped by a soft attack and an exponential decay, as a struck thing sounds."""
    rise = max(1, _samples(attack_s))
    tau = tau_s * RATE
    return [v * _attack(i, rise) * math.exp(-i / tau) for i, v in enumerate(x)]


def _struck(n: int, partials: Sequence[tuple[float, float, float]], attack_s: float) -> Signal:
    """A struck bar: damped sines, each ``(frequency, weight, decay time)``; inharmonic partials
    that die fast are what makes a tone sound wooden rather than electronic."""
    rise = max(1, _samples(attack_s))
    out: Signal = []
    for i in range(n):
        t = i / RATE
        v = sum(w * math.sin(2.0 * math.pi * f * t) * math.exp(-t / tau) for f, w, tau in partials)
        out.append(v * _attack(i, rise))
    return out


def _bell(n: int) -> Signal:
    """A swell and fall over ``n`` samples: the shape of a swish."""
    return [math.sin(math.pi * i / (n - 1)) ** 2 for i in range(n)]


def _shaped(x: Signal, envelope: Signal) -> Signal:
    return [v * e for v, e in zip(x, envelope, strict=True)]


def _mix(total: int, *parts: tuple[int, float, Signal]) -> Signal:
    """Lay each ``(start, gain, signal)`` into a signal ``total`` samples long."""
    out = [0.0] * total
    for start, gain, part in parts:
        for i, v in enumerate(part[: max(0, total - start)]):
            out[start + i] += gain * v
    return out


def _finish(x: Signal, peak_dbfs: float, fade_out_s: float) -> Signal:
    """Fade the end to silence and set the peak: every cue is as soft as it says, no louder."""
    if not peak_dbfs < CEILING_DBFS:
        raise ValueError(f"a cue must peak under {CEILING_DBFS} dBFS, not {peak_dbfs}")
    fade = max(2, _samples(fade_out_s))
    n = len(x)
    shaped = list(x)
    for k in range(fade):
        i = n - fade + k
        shaped[i] *= 0.5 + 0.5 * math.cos(math.pi * k / (fade - 1))
    shaped[0] = 0.0
    peak = max(abs(v) for v in shaped)
    target = 10.0 ** (peak_dbfs / 20.0)
    return [v * target / peak for v in shaped]


# --- the cues -----------------------------------------------------------------------------------


def deal(rng: random.Random) -> Signal:
    """A card dealt: a light papery flick, 60 ms; soft, as eight come at once."""
    n = _samples(0.060)
    flick = _decaying(_band_pass(_noise(rng, n), 3000.0, 0.8), 0.0015, 0.009)
    rub = _decaying(_band_pass(_noise(rng, n), 900.0, 1.2), 0.001, 0.006)
    return _finish(_mix(n, (0, 1.0, flick), (0, 0.5, rub)), -15.0, 0.012)


def card(rng: random.Random) -> Signal:
    """A card played: a short slap on a wooden table, 85 ms; the table's low knock under it."""
    n = _samples(0.085)
    slap = _decaying(_band_pass(_noise(rng, n), 1400.0, 0.7), 0.001, 0.012)
    knock = _struck(n, ((210.0, 0.6, 0.014), (640.0, 0.3, 0.008)), 0.0015)
    return _finish(_mix(n, (0, 1.0, slap), (0, 1.0, knock)), -11.0, 0.015)


def trick(rng: random.Random) -> Signal:
    """A trick gathered: two soft swishes of cards slid together, 150 ms."""
    n = _samples(0.150)
    length = _samples(0.055)
    bell = _bell(length)
    first = _shaped(_band_pass(_noise(rng, length), 2200.0, 0.6), bell)
    second = _shaped(_band_pass(_noise(rng, length), 1700.0, 0.6), bell)
    return _finish(_mix(n, (0, 1.0, first), (_samples(0.065), 0.75, second)), -14.0, 0.010)


def turn(rng: random.Random) -> Signal:
    """The player's turn: a gentle tick of a small wooden block, 70 ms, the softest cue."""
    n = _samples(0.070)
    block = _struck(n, ((1250.0, 1.0, 0.010), (3400.0, 0.35, 0.004)), 0.0008)
    click = _decaying(_band_pass(_noise(rng, n), 4000.0, 1.0), 0.0005, 0.002)
    return _finish(_mix(n, (0, 1.0, block), (0, 0.2, click)), -17.0, 0.010)


def set_back(rng: random.Random) -> Signal:
    """A side set back: a low soft thud and two falling low wooden tones, 300 ms."""
    n = _samples(0.300)
    thud = _decaying(_low_pass(_noise(rng, n), 180.0), 0.002, 0.025)
    high = _struck(n, ((220.0, 1.0, 0.060), (220.0 * 3.9, 0.12, 0.015)), 0.004)
    low = _struck(n, ((165.0, 1.0, 0.070), (165.0 * 3.9, 0.10, 0.015)), 0.004)
    parts = ((0, 0.8, thud), (0, 1.0, high), (_samples(0.130), 1.0, low))
    return _finish(_mix(n, *parts), -12.0, 0.030)


def match_won(rng: random.Random) -> Signal:
    """A match won: three rising notes of a wooden chime (C, E, G), 700 ms; a chime, not music."""
    n = _samples(0.700)
    notes = []
    for k, (freq, start_s) in enumerate(((523.25, 0.0), (659.26, 0.110), (783.99, 0.220))):
        tau = 0.220 if k == 2 else 0.160
        bar = ((freq, 1.0, tau), (freq * 3.93, 0.12, 0.050), (freq * 9.2, 0.03, 0.020))
        length = n - _samples(start_s)
        notes.append((_samples(start_s), 0.9 if k < 2 else 1.0, _struck(length, bar, 0.003)))
    # The strike of the mallet, faint: a wisp of noise at each note.
    strikes = [
        (start, 0.05, _decaying(_band_pass(_noise(rng, _samples(0.02)), 2500.0, 1.0), 0.0, 0.003))
        for start, _, _ in notes
    ]
    return _finish(_mix(n, *notes, *strikes), -10.0, 0.080)


#: Each cue by the name of its file (``<name>.wav``), made from its own seed.
CUES: dict[str, Callable[[random.Random], Signal]] = {
    "deal": deal,
    "card": card,
    "trick": trick,
    "turn": turn,
    "set_back": set_back,
    "match_won": match_won,
}


def wav_bytes(signal: Signal) -> bytes:
    """The signal as a 16-bit mono WAV, rounded and clamped to the 16-bit range."""
    frames = struct.pack(
        f"<{len(signal)}h", *(max(-32768, min(32767, round(v * 32767))) for v in signal)
    )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def make_all() -> dict[str, bytes]:
    """Every cue's WAV file by file name; the same bytes on every run."""
    return {
        f"{name}.wav": wav_bytes(make(random.Random(f"pitch-{name}")))
        for name, make in CUES.items()
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the table's sounds as WAV files.")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help=f"folder (default {OUT_DIR})")
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for name, data in make_all().items():
        (out / name).write_bytes(data)
        print(f"{out / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
