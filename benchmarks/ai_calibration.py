"""Does the expert make its bids as often as its simulation says? Claimed against made.

For each preset and number of players, plays the expert against ``standard`` in the arena (deals
started from random scores near the target when ``--near`` is given, where match-aware bids are
made) and prints, over the bids the expert played, the make rate it claimed on average (after its
calibration factor, the preset record's ``make_rate_shrink``), the rate it really made, the
difference, and the factor that would make the two agree (the current factor times made / claimed);
with ``--by-level`` also a row for each bid level (a smudge by its level, 17), with the level's
factor (its own, ``level_shrink``, where the record has one). The goal is agreement within 3 points
of percentage at every bid level in every preset.

    python benchmarks/ai_calibration.py --deals 300 --seed 5 --cases setback:4,auction-pitch:4
    python benchmarks/ai_calibration.py --deals 300 --work 200 --cases five-point:4,nine-point:4
"""

from __future__ import annotations

import argparse
import math
import sys

from pitch_desktop.ai.arena import NEAR_TARGET, run_arena
from pitch_desktop.ai.expert import ExpertBot, make_rate_shrink
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.this_machine import keep_to_this_machine

DEFAULT_CASES = "setback:4,auction-pitch:4,classic:4,auction-pitch:3,auction-pitch:6"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--cases", default=DEFAULT_CASES, help="preset:players,...")
    parser.add_argument("--near", action="store_true", help="start deals near the target")
    parser.add_argument("--work", type=int, default=None, help="expert: sampled deals per move")
    parser.add_argument("--by-level", action="store_true", help="a row for each bid level too")
    parser.add_argument(
        "--bid-model",
        choices=("on", "off"),
        default=None,
        help="the expert with or without the learned bid model (default: as the level plays)",
    )
    args = parser.parse_args(argv)
    header = ["preset", "players", "deals", "bids", "claimed %", "made %", "made - claimed"]
    header += ["factor now", "factor to agree"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for case in args.cases.split(","):
        preset, _, players = case.partition(":")
        rules = PRESETS[preset].with_changes(players=int(players or 4))
        if rules.teams and rules.players != 4:
            rules = rules.with_changes(teams=0)
        scores = NEAR_TARGET if args.near else None
        players = None
        if args.bid_model is not None:
            expert = ExpertBot(
                time_budget=math.inf if args.work else ExpertBot().time_budget,
                max_samples=args.work or ExpertBot().max_samples,
                bid_model=args.bid_model == "on",
            )
            players = [expert, StandardBot()]
        result = run_arena(
            rules,
            ["expert", "standard"],
            args.deals,
            args.seed,
            scores=scores,
            work=args.work,
            players=players,
        )
        s = result.stats["expert"]
        claimed, made = s.claimed_pct(), s.made_pct()
        if claimed is None or made is None:
            print(f"| {preset} | {rules.players} | {args.deals} | 0 | - | - | - | - | - |")
            continue
        factor = make_rate_shrink(rules)
        cells = [preset, str(rules.players), str(args.deals), str(len(s.claims))]
        cells += [f"{claimed:.1f}", f"{made:.1f}", f"{made - claimed:+.1f}"]
        cells += [f"{factor:.3f}", f"{factor * made / claimed:.3f}"]
        print("| " + " | ".join(cells) + " |", flush=True)
        if args.by_level:
            for level in sorted({lv for lv, _, _ in s.claimed_bids}):
                bids = [(c, m) for lv, c, m in s.claimed_bids if lv == level]
                c_pct = 100.0 * sum(c for c, _ in bids) / len(bids)
                m_pct = 100.0 * sum(m for _, m in bids) / len(bids)
                cells = [f"{preset} bid {level}", str(rules.players), str(args.deals)]
                cells += [str(len(bids)), f"{c_pct:.1f}", f"{m_pct:.1f}", f"{m_pct - c_pct:+.1f}"]
                own = make_rate_shrink(rules, level)
                cells += [f"{own:.3f}", f"{own * m_pct / c_pct:.3f}" if c_pct else "-"]
                print("| " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
