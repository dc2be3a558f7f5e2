"""How long the duplicate comparison of a day's deals takes: the expert and standard in the
player's seat, every deal played again.

For each date from ``--date`` on (``--days`` of them) and each preset of ``--rules``, the day's
deals are played as the day's match, the player's seat (0) by ``--player`` (``beginner`` by
default: a player who parts from the levels often, as a person does) and the other seats by
``standard``; then ``ai.duplicate.compare_day`` plays each deal again with the expert, then
standard, in seat 0, as the window's worker would. The expert thinks as in the game (its time
budget) unless ``--work`` fixes its sampled deals a decision. Prints per day the seconds for the
whole comparison and the expert's decisions timed, then the median and the longest day. The goal:
under 10 s for eight deals. Usage::

    python benchmarks/daily_duplicate.py --rules setback,ten-point --date 2026-12-01 --days 5
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import time

from pitch_desktop.ai.duplicate import compare_day, play_day
from pitch_desktop.ai.registry import bot_with_work, make_bot
from pitch_desktop.engine.daily import DAILY_DEALS, daily_deals, parse_day
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.this_machine import keep_to_this_machine

GOAL_SECONDS = 10.0


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rules", default="setback,ten-point", help="presets, comma-separated")
    p.add_argument("--date", default="2026-12-01", help="the first day (YYYY-MM-DD)")
    p.add_argument("--days", type=int, default=5)
    p.add_argument("--deals", type=int, default=DAILY_DEALS)
    p.add_argument("--player", default="beginner", help="the level standing in for the player")
    p.add_argument("--work", type=int, default=None, help="the expert's fixed sampled deals")
    args = p.parse_args()
    first = parse_day(args.date)
    for preset in args.rules.split(","):
        rules = PRESETS[preset.strip()]
        totals: list[float] = []
        for d in range(args.days):
            day = first + datetime.timedelta(days=d)
            deals = daily_deals(day, rules, args.deals)
            others = [bot_with_work("standard", args.work) for _ in range(rules.players)]
            table = [make_bot(args.player), *others[1:]]
            played = list(play_day(deals, table).history)
            start = time.perf_counter()
            results = compare_day(deals, played, 0, others, work=args.work)
            seconds = time.perf_counter() - start
            totals.append(seconds)
            parted = sum(lv.parting is not None for r in results for lv in r.levels)
            print(
                f"{preset} {day.isoformat()}: {len(results)} deals in {seconds:.2f} s"
                f" ({parted} of {2 * len(results)} replays parted from the player)"
            )
        work = "the game's time budget" if args.work is None else f"work {args.work}"
        print(
            f"{preset}, expert at {work}: median {statistics.median(totals):.2f} s,"
            f" longest {max(totals):.2f} s a day of up to {args.deals} deals"
            f" (goal under {GOAL_SECONDS:.0f} s for eight)"
        )


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
