"""What the learned bid model buys the expert: the arena with it and without it, on the same deals.

Plays the expert against ``standard`` twice over the same duplicate deals (the expert at a fixed
``--work``): once without the learned bid model, once with it (``ExpertBot(bid_model=True)``:
sampled deals weighed by how likely their hands bid as the table did, the rest of the auction
imagined with the model of ``ai/bid_model.py``). Prints both arena reports, and the difference
of the two margins deal by deal with its 95% interval.

    python benchmarks/bid_model_arena.py --rules setback --deals 1000 --seed 11 --work 100
"""

from __future__ import annotations

import argparse
import math
import sys

from pitch_desktop.ai.arena import format_arena, mean_ci, run_arena
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.rules import PRESETS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rules", default="setback", choices=sorted(PRESETS))
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--work", type=int, default=100, help="the expert's sampled deals a move")
    args = parser.parse_args(argv)
    rules = PRESETS[args.rules]
    if args.players:
        rules = rules.seated(args.players)
    diffs = []
    for use in (False, True):
        expert = ExpertBot(time_budget=math.inf, max_samples=args.work, bid_model=use)
        result = run_arena(
            rules, ["expert", "standard"], args.deals, args.seed, players=[expert, StandardBot()]
        )
        print(f"the expert {'with' if use else 'without'} the bid model:")
        print(format_arena(result), flush=True)
        diffs.append(result.diffs)
    gain, (lo, hi) = mean_ci([b - a for a, b in zip(*diffs, strict=True)])
    print(
        f"with the model - without: {gain:+.3f} points per hand "
        f"(95% interval {lo:+.3f} to {hi:+.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
