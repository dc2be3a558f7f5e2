"""Measure the computer levels' ratings in the arena: ``pitch_desktop/ai/data/level_ratings.json``.

Every pair of the players' levels meets on the same duplicate deals (``ai.arena.run_arena``, the
expert at a fixed ``--work`` so the run replays anywhere). Each deal is one game between the two
levels, won by the one whose hands scored more over the seat patterns (equal: a draw); the games
of all pairs, taken deal by deal in turn, go through openskill's Plackett-Luce model from its
default rating, as a player's results do in the window. The ratings are then shifted together so
that ``standard`` sits at the model's default skill: a newcomer is taken for a standard player
until their results say otherwise (only the differences between ratings mean anything).

    python tools/level_ratings.py --deals 150 --work 40 --seed 1
    python tools/level_ratings.py --deals 20 --work 10 --out /tmp/levels.json

The same arguments write the same bytes.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

from openskill.models import PlackettLuce

from pitch_desktop.ai.arena import run_arena
from pitch_desktop.ai.rating import LEVEL_RATINGS_FORMAT, level_ratings_path
from pitch_desktop.ai.registry import DEFAULT_LEVEL, levels
from pitch_desktop.engine.rules import PRESETS


def _games(diffs: list[float]) -> list[list[int]]:
    """The ranks of (first, second) level in each deal: who scored more; equal is a draw."""
    return [[0, 1] if d > 0 else [1, 0] if d < 0 else [0, 0] for d in diffs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=150, help="duplicate deals per pair")
    parser.add_argument("--work", type=int, default=40, help="the expert's sampled deals")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="setback", help="the preset the levels meet in")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    keys = [lv.key for lv in levels(for_players=True)]
    pairs = list(itertools.combinations(keys, 2))
    games: list[list[list[int]]] = []
    for a, b in pairs:
        began = time.perf_counter()
        result = run_arena(PRESETS[args.rules], [a, b], args.deals, args.seed, work=args.work)
        lo, hi = result.ci95
        print(
            f"{a} vs {b}: {result.margin:+.3f} points a hand ({lo:+.3f} to {hi:+.3f}), "
            f"{time.perf_counter() - began:.0f} s",
            file=sys.stderr,
        )
        games.append(_games(result.diffs))
    model = PlackettLuce()
    ratings = {k: model.rating(name=k) for k in keys}
    for d in range(args.deals):  # deal by deal, every pair in turn: no pair's games all last
        for (a, b), ranks in zip(pairs, games, strict=True):
            [[ra], [rb]] = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks[d])
            ratings[a], ratings[b] = ra, rb
    shift = model.rating().mu - ratings[DEFAULT_LEVEL].mu
    out = {
        "format": LEVEL_RATINGS_FORMAT,
        "measured": {
            "model": "PlackettLuce",
            "rules": args.rules,
            "deals": args.deals,
            "work": args.work,
            "seed": args.seed,
        },
        "levels": {
            k: {"mu": round(r.mu + shift, 3), "sigma": round(r.sigma, 3)}
            for k, r in ratings.items()
        },
    }
    path = args.out or level_ratings_path()
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(out["levels"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
