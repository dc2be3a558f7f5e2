"""How long the post-hand analysis of one seat's hand takes (``ai.analysis.analyse_hand``).

Plays hands with one bot level at every seat (``standard`` unless ``--bot`` says otherwise) and
analyses one seat of each finished hand at a fixed amount of work, as the window does after every
hand; prints the median, 95th percentile and longest time per hand, and how many of the analysed
decisions of each kind (bids, the pitch, the cards of each trick) cost half a point or more.
Usage::

    python benchmarks/analysis_time.py --rules setback --hands 40 --work 12 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from pitch_desktop.ai.analysis import WORTH_SHOWING, Decision, analyse_hand
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rules", default="setback", choices=sorted(PRESETS))
    p.add_argument("--hands", type=int, default=40)
    p.add_argument("--work", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="standard", help="the level that plays every seat")
    args = p.parse_args()
    rules = PRESETS[args.rules]
    rng = random.Random(args.seed)
    bot = make_bot(args.bot)
    times: list[float] = []
    checked: Counter[str] = Counter()
    costly: Counter[str] = Counter()
    while len(times) < args.hands:
        s = deal(rules, rng.randrange(rules.players), rng)
        while s.phase is not Phase.DONE:
            s = apply(s, bot.choose(view_of(s, s.to_act), legal_actions(s), rng))
        if s.thrown_in:
            continue
        seat = len(times) % rules.players
        start = time.perf_counter()
        decisions = analyse_hand(s, seat, work=args.work)
        times.append(time.perf_counter() - start)
        for d in decisions:
            if d.valued:
                checked[_kind(d)] += 1
                costly[_kind(d)] += d.cost >= WORTH_SHOWING
        print(f"hand {len(times)}: seat {seat}, {times[-1]:.2f} s", flush=True)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    median = statistics.median(times)
    print(
        f"{args.rules}, work {args.work}, {len(times)} hands: median {median:.2f} s,"
        f" p95 {p95:.2f} s, max {times[-1]:.2f} s"
    )
    kinds = sorted(checked, key=lambda k: (k != "bid", k != "pitch", k))
    print(
        f"costing {WORTH_SHOWING} points or more ({args.bot} at every seat): "
        + ", ".join(f"{k} {costly[k]}/{checked[k]}" for k in kinds)
    )


def _kind(d: Decision) -> str:
    return f"trick {d.trick}" if d.kind == "card" else d.kind


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
