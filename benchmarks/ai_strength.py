"""Each computer level against the one below it, on duplicate deals, as a Markdown table.

Plays every pair (stronger:weaker) in ``setback`` (partnerships) and ``auction-pitch`` (four-player
cutthroat) with the arena and prints the margin of the stronger bot in points per hand with its
95% interval, matches won when asked, and the time per decision of both bots. The goal is that
every level beats the one below with an interval that excludes zero over 2,000 deals.

    python benchmarks/ai_strength.py --deals 2000 --seed 1 --pairs beginner:random,standard:beginner
"""

from __future__ import annotations

import argparse
import sys

from pitch_desktop.ai.arena import ArenaResult, run_arena
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.this_machine import keep_to_this_machine

DEFAULT_PAIRS = "beginner:random,standard:beginner,expert:standard"
PRESET_NAMES = ("setback", "auction-pitch")


def _ms(result: ArenaResult, key: str) -> str:
    t = result.stats[key].decision_ms()
    return f"{t['median']:.3f} / {t['p95']:.3f} / {t['max']:.1f}"


def table_row(pair: str, preset: str, result: ArenaResult) -> str:
    a, b = result.keys[0], result.keys[1]
    lo, hi = result.ci95
    cells = [
        pair,
        preset,
        str(result.deals),
        f"{result.margin:+.3f} ({lo:+.3f} to {hi:+.3f})",
    ]
    if result.matches:
        sa, sb = result.stats[a].matches_won, result.stats[b].matches_won
        cells.append(f"{sa}-{sb} of {result.matches}")
    cells += [_ms(result, a), _ms(result, b)]
    return "| " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", type=int, default=0, help="also play this many matches")
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help="stronger:weaker,...")
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    args = parser.parse_args(argv)
    pairs = [p.split(":") for p in args.pairs.split(",") if p]
    header = ["pair", "preset", "deals", "margin points/hand (95% CI)"]
    if args.matches:
        header.append("matches won")
    header += ["ms median / p95 / max (stronger)", "ms median / p95 / max (weaker)"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for pair in pairs:
        if len(pair) != 2:
            print(f"bad pair {':'.join(pair)!r}: write stronger:weaker", file=sys.stderr)
            return 2
        for preset in args.presets.split(","):
            result = run_arena(PRESETS[preset], pair, args.deals, args.seed, args.matches)
            print(table_row(f"{pair[0]} vs {pair[1]}", preset, result), flush=True)
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
