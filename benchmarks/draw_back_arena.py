"""The draw-back (ten- and seven-point Pitch): each level against the one below, how often bids
are made against the bidder's estimate, and the expert's time per decision.

Three reports, each a Markdown table:

- strength (the default): every pair stronger:weaker plays ``--deals`` duplicate deals in each
  preset at each table size with the arena (``ai.arena.run_arena``); the margin of the stronger
  bot in points per hand with its 95% interval, bids made and set by each, and the time per
  decision of both (the expert with ``--work`` deals per decision, so a run is reproducible;
  ``--work 0`` lets it watch its clock as in the window).
- ``--calibrate``: every level plays ``--deals`` duplicate deals against ``standard`` (standard
  against ``beginner``); over the bids it played, what it counted on and what it made. For
  ``standard`` and ``beginner`` the estimate is their own count of the pitcher's hand
  (``draw_back_play.best_outlook`` and ``simple_count``) against the points its side won; for
  the expert the make rate its simulation claimed against the rate made (as
  ``ai_calibration.py`` does for the six-card games); with ``--by-level`` also a row for each
  bid level, as the goal of the expert's calibration is per level.
- ``--outlook``: the standard level's outlook of the best suit against the points its side
  makes when it names that suit, over ``--deals`` hands per table played by ``standard`` at
  every seat (the pitcher bids the least and the others pass): how the constants of
  ``draw_back_play.outlook`` were checked.
- ``--timing``: the expert's time per decision by phase at its default time budget.

    python benchmarks/draw_back_arena.py --deals 300 --work 40
    python benchmarks/draw_back_arena.py --calibrate --deals 300 --work 40
    python benchmarks/draw_back_arena.py --calibrate --by-level --levels expert --deals 200
    python benchmarks/draw_back_arena.py --outlook --deals 2000
    python benchmarks/draw_back_arena.py --timing --deals 20
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence

from pitch_desktop.ai import draw_back_play
from pitch_desktop.ai.arena import ArenaResult, deal_rng, play_deal, run_arena, seat_patterns
from pitch_desktop.ai.arena import seat_rng as arena_seat_rng
from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.registry import bot_with_work, make_bot
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import PASS, Phase, apply, bid_action, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine

DEFAULT_PAIRS = "beginner:random,standard:beginner,expert:standard"
PRESET_NAMES = ("ten-point", "seven-point")


def table(preset: str, players: int) -> Rules:
    """The preset at ``players`` seats: its teams where they fit, else cutthroat (``seated``)."""
    return PRESETS[preset].seated(players)


def _ms(result: ArenaResult, key: str) -> str:
    t = result.stats[key].decision_ms()
    return f"{t['median']:.1f} / {t['p95']:.1f} / {t['max']:.0f}"


def _bids(result: ArenaResult, key: str) -> str:
    s = result.stats[key]
    total = s.bids_made + s.bids_set
    pct = f" ({100.0 * s.bids_made / total:.0f}%)" if total else ""
    return f"{s.bids_made}/{total}{pct}"


def strength(args: argparse.Namespace) -> None:
    header = ["pair", "preset", "players", "deals", "margin points/hand (95% CI)"]
    header += ["bids made (stronger)", "bids made (weaker)"]
    header += ["ms median / p95 / max (stronger)", "ms median / p95 / max (weaker)"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        for preset in args.presets.split(","):
            for n in args.players:
                rules = table(preset, n)
                t0 = time.perf_counter()
                result = run_arena(rules, [a, b], args.deals, args.seed, work=args.work or None)
                lo, hi = result.ci95
                cells = [f"{a} vs {b}", preset, str(n), str(args.deals)]
                cells += [f"{result.margin:+.3f} ({lo:+.3f} to {hi:+.3f})"]
                cells += [_bids(result, result.keys[0]), _bids(result, result.keys[1])]
                cells += [_ms(result, result.keys[0]), _ms(result, result.keys[1])]
                print("| " + " | ".join(cells) + " |", flush=True)
                print(f"  ({time.perf_counter() - t0:.0f} s)", file=sys.stderr)


def _estimate(level: str, rules: Rules, hand: int) -> float | None:
    """What a rule-based level counted on when it bid on ``hand`` (None: it counts nothing)."""
    if level == "standard":
        return draw_back_play.best_outlook(rules, hand).total
    if level == "beginner":
        suit = draw_back_play.simple_suit(rules, hand)
        return float(draw_back_play.simple_count(rules, hand, suit))
    return None


def _ci(made: int, total: int) -> str:
    """A share with its 95% interval (normal approximation), in percent."""
    if not total:
        return "-"
    p = made / total
    half = 1.96 * math.sqrt(p * (1 - p) / total)
    return f"{100 * p:.1f} ({100 * (p - half):.1f} to {100 * (p + half):.1f})"


def calibrate(args: argparse.Namespace) -> None:
    header = ["level", "preset", "players", "deals", "bids", "made % (95% CI)"]
    header += ["claimed % (expert)", "estimate (points)", "won (points)", "mean bid"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for level in args.levels.split(","):
        other = "beginner" if level == "standard" else "standard"
        for preset in args.presets.split(","):
            for n in args.players:
                rules = table(preset, n)
                bots = [bot_with_work(level, args.work or None), make_bot(other)]
                claims: list[float] = []
                made_claimed = 0
                estimates: list[float] = []
                won: list[int] = []
                levels: list[int] = []
                made = 0
                per_level: dict[int, list[tuple[float, int]]] = {}
                patterns = seat_patterns(rules, 2)
                for d in range(args.deals):
                    start = deal(rules, d % n, deal_rng(args.seed, d))
                    for pattern in patterns:
                        rngs = [arena_seat_rng(args.seed, d, s) for s in range(n)]
                        times: list[list[float]] = [[], []]
                        seen: dict[int, float] = {}
                        end = play_deal(start, pattern, bots, rngs, times, seen)
                        score = end.score
                        if score is None or pattern[score.pitcher] != 0:
                            continue
                        levels.append(score.bid)
                        made += score.made
                        e = _estimate(level, rules, end.dealt[score.pitcher])
                        if e is not None:
                            estimates.append(e)
                            won.append(score.won[score.pitcher_side])
                        if score.pitcher in seen:
                            claims.append(seen[score.pitcher])
                            made_claimed += score.made
                            per_level.setdefault(score.bid, []).append(
                                (seen[score.pitcher], int(score.made))
                            )
                bids = len(levels)
                cells = [level, preset, str(n), str(args.deals), str(bids), _ci(made, bids)]
                claimed = "-"
                if claims:
                    claimed = f"{100 * statistics.fmean(claims):.1f}"
                    claimed += f" (made {100 * made_claimed / len(claims):.1f})"
                cells.append(claimed)
                cells.append(f"{statistics.fmean(estimates):.2f}" if estimates else "-")
                cells.append(f"{statistics.fmean(won):.2f}" if won else "-")
                cells.append(f"{statistics.fmean(levels):.2f}" if levels else "-")
                print("| " + " | ".join(cells) + " |", flush=True)
                if args.by_level:
                    for bid, rows in sorted(per_level.items()):
                        _print_level(level, preset, n, args.deals, bid, rows)


def _print_level(
    level: str, preset: str, n: int, deals: int, bid: int, rows: list[tuple[float, int]]
) -> None:
    """One bid level's row of ``--by-level``: its bids, made against claimed."""
    made = sum(m for _, m in rows)
    claimed = f"{100 * statistics.fmean(c for c, _ in rows):.1f}"
    claimed += f" (made {100 * made / len(rows):.1f})"
    cells = [f"{level}, bids of {bid}", preset, str(n), str(deals), str(len(rows))]
    cells += [_ci(made, len(rows)), claimed, "-", "-", str(bid)]
    print("| " + " | ".join(cells) + " |", flush=True)


def outlook_check(args: argparse.Namespace) -> None:
    """The outlook of the suit the standard level names against the points its side makes."""
    header = ["preset", "players", "hands", "estimate (best suit)", "won", "rmse"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    bot = make_bot("standard")
    for preset in args.presets.split(","):
        for n in args.players:
            rules = table(preset, n)
            est: list[float] = []
            won: list[int] = []
            for h in range(args.deals):
                rng = random.Random(f"outlook:{args.seed}:{preset}:{n}:{h}")
                state = deal(rules, h % n, rng)
                pitcher = state.to_act
                state = apply(state, bid_action(rules.min_bid))
                while state.phase is Phase.BID:
                    state = apply(state, PASS)
                est.append(draw_back_play.best_outlook(rules, state.dealt[pitcher]).total)
                while state.phase is not Phase.DONE:
                    action = bot.choose(view_of(state, state.to_act), legal_actions(state), rng)
                    state = apply(state, action)
                assert state.score is not None
                won.append(state.score.won[rules.side_of_seat[pitcher]])
            rmse = math.sqrt(statistics.fmean((e - w) ** 2 for e, w in zip(est, won, strict=True)))
            cells = [preset, str(n), str(args.deals), f"{statistics.fmean(est):.2f}"]
            cells += [f"{statistics.fmean(won):.2f}", f"{rmse:.2f}"]
            print("| " + " | ".join(cells) + " |", flush=True)


def timing(args: argparse.Namespace) -> None:
    """The expert at its default time budget, every decision of ``--deals`` self-play hands."""
    header = ["preset", "players", "phase", "decisions", "ms median", "ms p95", "ms max"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    bot: Bot = make_bot("expert")
    for preset in args.presets.split(","):
        for n in args.players:
            rules = table(preset, n)
            times: dict[str, list[float]] = {}
            for h in range(args.deals):
                rng = random.Random(f"timing:{args.seed}:{h}")
                state = deal(rules, h % n, rng)
                while state.phase is not Phase.DONE:
                    legal = legal_actions(state)
                    view = view_of(state, state.to_act)
                    t0 = time.perf_counter()
                    action = bot.choose(view, legal, rng)
                    if len(legal) > 1:
                        times.setdefault(state.phase.name, []).append(
                            (time.perf_counter() - t0) * 1000
                        )
                    state = apply(state, action)
            for phase, ts in times.items():
                cells = [preset, str(n), phase.lower(), str(len(ts))]
                cells += [f"{q:.1f}" for q in _quantiles(ts)]
                print("| " + " | ".join(cells) + " |", flush=True)


def _quantiles(ts: Sequence[float]) -> tuple[float, float, float]:
    s = sorted(ts)
    return statistics.median(s), s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)], s[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help="stronger:weaker,...")
    parser.add_argument("--levels", default="beginner,standard,expert", help="--calibrate")
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    parser.add_argument("--players", default="4", help="table sizes, e.g. 2,4,6")
    parser.add_argument("--work", type=int, default=40, help="expert: deals a decision (0: clock)")
    parser.add_argument("--by-level", action="store_true", help="--calibrate: a row per bid")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--calibrate", action="store_true")
    mode.add_argument("--outlook", action="store_true")
    mode.add_argument("--timing", action="store_true")
    args = parser.parse_args(argv)
    args.players = [int(p) for p in args.players.split(",") if p]
    if args.calibrate:
        calibrate(args)
    elif args.outlook:
        outlook_check(args)
    elif args.timing:
        timing(args)
    else:
        strength(args)
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
