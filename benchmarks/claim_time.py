"""How long the proof behind "Claim the rest" takes, and how often a claim is offered.

Plays hands with one bot level at every seat (``standard`` unless ``--bot`` says otherwise) and,
at every card turn with two cards or more in hand (the pitch too), asks ``ai.claim`` whether
the seat to play surely takes every trick left, as the window does at each of the player's card
turns (in the bots' worker, never on the GUI thread). Prints the median, 95th percentile and
longest time per proof, and by cards in hand how many turns offered a claim. Usage::

    python benchmarks/claim_time.py --rules setback --players 4 --hands 200 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from pitch_desktop.ai.claim import claim_card
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rules", default="setback", choices=sorted(PRESETS))
    p.add_argument("--players", type=int, default=0, help="players (0: the preset's)")
    p.add_argument("--hands", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="standard", help="the level that plays every seat")
    args = p.parse_args()
    rules = PRESETS[args.rules]
    if args.players:
        rules = rules.with_changes(players=args.players)
    rng = random.Random(args.seed)
    bot = make_bot(args.bot)
    times: list[float] = []
    asked: Counter[int] = Counter()
    offered: Counter[int] = Counter()
    for _ in range(args.hands):
        s = deal(rules, rng.randrange(rules.players), rng)
        while s.phase is not Phase.DONE:
            view = view_of(s, s.to_act)
            cards = view.hand.bit_count()
            if s.phase is Phase.PLAY and cards >= 2:
                start = time.perf_counter()
                card = claim_card(view)
                times.append(time.perf_counter() - start)
                asked[cards] += 1
                offered[cards] += card is not None
            s = apply(s, bot.choose(view, legal_actions(s), rng))
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(
        f"{args.rules}, {rules.players} players, {args.bot}, {len(times)} proofs: median"
        f" {statistics.median(times) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms,"
        f" max {times[-1] * 1000:.1f} ms"
    )
    print(
        "claims offered by cards in hand: "
        + ", ".join(f"{k}: {offered[k]}/{asked[k]}" for k in sorted(asked, reverse=True))
    )


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
