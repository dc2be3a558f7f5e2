"""Does the expert's bid depend on how many deals it had time to sample? Flips between two works.

Finds auction positions of one kind by dealing hands from a seed and letting ``standard`` bid
until a seat faces the kind of decision asked for:

- ``partner``: the seat's partner holds the bid (take it over, or leave it to the partner);
- ``match``: the match is at stake for the seat (a bid of its side would win it, or another
  side goes out if its bid stands), from scores drawn near the target.

Then asks the expert at each of two fixed works (sampled deals a decision, same seed) whether to
bid or to pass, and prints, per preset and kind, the positions, how often each work bid, and how
often the two disagreed (bid at one, pass at the other), with a 95% interval (Wilson).

    python benchmarks/bid_stability.py --positions 150 --works 100,400 --cases setback:partner

``--outcome-prior F`` asks the expert with that share of the learned outcome model in its bids.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Iterator

from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Action, Phase, apply, bid_level, deal, legal_actions
from pitch_desktop.engine.view import PlayerView, view_of
from pitch_desktop.this_machine import keep_to_this_machine

KINDS = ("partner", "match")
NEAR_SPAN = 6  # the scores of a ``match`` position start this far below the target at most
MAX_DEALS = 100_000  # hands dealt at most while looking for positions


def _partner_holds(view: PlayerView) -> bool:
    rules = view.rules
    return (
        view.pitcher is not None
        and view.pitcher != view.seat
        and rules.side_of_seat[view.pitcher] == view.side
    )


def positions(
    rules: Rules, kind: str, count: int, seed: int
) -> Iterator[tuple[PlayerView, list[Action]]]:
    """Up to ``count`` bidding decisions of ``kind``, one a hand, the others bid by ``standard``."""
    rng = random.Random(seed)
    bidder = make_bot("standard")
    found = 0
    for _ in range(MAX_DEALS):
        if found >= count:
            return
        scores = None
        if kind == "match":
            low = max(0, rules.target - NEAR_SPAN)
            scores = tuple(rng.randrange(low, rules.target) for _ in range(rules.sides))
        state = deal(rules, rng.randrange(rules.players), rng, scores)
        while state.phase is Phase.BID:
            legal = legal_actions(state)
            view = view_of(state, state.to_act)
            wanted = _partner_holds(view) if kind == "partner" else ExpertBot._match_at_stake(view)
            if wanted and len(legal) > 1:
                found += 1
                yield view, legal
                break
            state = apply(state, bidder.choose(view, legal, rng))


def wilson(k: int, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a share ``k`` of ``n``, in percent."""
    if n == 0:
        return 0.0, 100.0
    z = 1.96
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100 * max(0.0, centre - half), 100 * min(1.0, centre + half)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--positions", type=int, default=150, help="positions per case")
    parser.add_argument("--works", default="100,400", help="two sampled-deal counts")
    parser.add_argument("--cases", default="setback:partner,setback:match,auction-pitch:match")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--outcome-prior", type=float, default=0.0, help="the expert's share of the outcome model"
    )
    args = parser.parse_args(argv)
    low, high = (int(w) for w in args.works.split(","))
    print(f"| preset | kind | positions | bids at {low} | bids at {high} | flips | flips % (95%) |")
    print("|---|---|---|---|---|---|---|")
    for case in args.cases.split(","):
        preset, _, kind = case.partition(":")
        if preset not in PRESETS or kind not in KINDS:
            print(f"bid_stability: unknown case {case!r}", file=sys.stderr)
            return 2
        rules = PRESETS[preset]
        n = bids_low = bids_high = flips = 0
        for view, legal in positions(rules, kind, args.positions, args.seed):
            n += 1
            at_low, at_high = (
                bid_level(
                    ExpertBot(
                        time_budget=math.inf, max_samples=work, outcome_prior=args.outcome_prior
                    ).choose(view, legal, random.Random(1))
                )
                for work in (low, high)
            )
            bids_low += at_low > 0
            bids_high += at_high > 0
            flips += (at_low > 0) != (at_high > 0)
        lo, hi = wilson(flips, n)
        share = 100 * flips / n if n else 0.0
        cells = [preset, kind, str(n), str(bids_low), str(bids_high), str(flips)]
        cells.append(f"{share:.1f} ({lo:.1f} to {hi:.1f})")
        print("| " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
