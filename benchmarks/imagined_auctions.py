"""How the expert's imagined auction compares with the auction ``standard`` players really bid,
and where the two levels part on the first bid.

Over ``--deals`` random deals of a preset (4 players), the first speaker passes and the rest of
the auction is played twice on the true hands: once as the expert imagines it (its ``_wants``
and ``_auction_end``, with the settings of ``ai/expert.py``) and once by ``standard`` at every
seat. Prints who ends holding the bid, by place from the dealer (0 the dealer, 2 the seat
across from the first speaker, 3 the first speaker's partner), and at what bid. With
``--first N`` also the first speaker's own bid by ``standard`` and by the expert (``--work``
sampled deals a decision) over the first N deals, and the expert's reasons where it passes a
hand ``standard`` bids. With ``--pitches`` instead, what a ``standard`` pitcher's side wins
at each bid, over deals played by ``standard`` at every seat (its hand score less the other
side's): what the expert's play-outs of the others' pitches can be set against.

    python benchmarks/imagined_auctions.py --rules smear --deals 2000 --first 150 --work 100
    python benchmarks/imagined_auctions.py --rules smear --deals 2000 --seed 3 --pitches
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import PASS, HandState, Phase, apply, bid_level, deal
from pitch_desktop.engine.state import legal_actions as legal
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine


def _place(state: HandState, end: tuple[int | None, int]) -> str:
    holder, high = end
    return "nobody" if holder is None else f"{(holder - state.dealer) % 4} at {high}"


def auction_ends(rules: Rules, deals: int, seed: int) -> tuple[Counter[str], Counter[str]]:
    """Where the auction ends after the first speaker passes: imagined, and really played."""
    rng = random.Random(seed)
    standard = StandardBot()
    imagined: Counter[str] = Counter()
    real: Counter[str] = Counter()
    for i in range(deals):
        state = deal(rules, i % 4, rng)
        view = view_of(state, state.to_act)
        wants = ExpertBot._wants(view, list(state.hands))
        imagined[_place(state, ExpertBot._auction_end(view, wants, 0))] += 1
        played = apply(state, PASS)
        while played.phase is Phase.BID:
            seat = played.to_act
            played = apply(played, standard.choose(view_of(played, seat), legal(played), rng))
        real[_place(state, (played.pitcher, played.high_bid))] += 1
    return imagined, real


def first_bids(rules: Rules, deals: int, seed: int, work: int) -> tuple[Counter[str], Counter[str]]:
    """The first speaker's bid by each level, and the expert's reason where only it passes."""
    rng = random.Random(seed)
    standard = StandardBot()
    expert = ExpertBot.fixed_work(work)
    both: Counter[str] = Counter()
    why: Counter[str] = Counter()
    for i in range(deals):
        state = deal(rules, i % 4, rng)
        view = view_of(state, state.to_act)
        s = bid_level(standard.choose(view, legal(state), random.Random(i)))
        action, reason = expert.advise(view, legal(state), random.Random(i))
        e = bid_level(action)
        both[f"standard {'bids' if s else 'passes'}, expert {'bids' if e else 'passes'}"] += 1
        if s and not e:
            why["gains too little over passing" if "gains only" in reason else reason[:50]] += 1
    return both, why


def pitch_margins(rules: Rules, deals: int, seed: int) -> dict[int, tuple[int, float]]:
    """Per bid, the hands ``standard`` pitched at it and its side's mean margin (two sides)."""
    rng = random.Random(seed)
    standard = StandardBot()
    sums: dict[int, tuple[int, float]] = {}
    for i in range(deals):
        state = deal(rules, i % 4, rng)
        while not state.is_over:
            seat = state.to_act
            state = apply(state, standard.choose(view_of(state, seat), legal(state), rng))
        if state.score is None or state.pitcher is None:
            continue
        side = rules.side_of_seat[state.pitcher]
        won = state.score.hand_score
        count, total = sums.get(state.high_bid, (0, 0.0))
        sums[state.high_bid] = (count + 1, total + won[side] - won[1 - side])
    return {bid: (count, total / count) for bid, (count, total) in sorted(sums.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rules", default="smear", choices=sorted(PRESETS))
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--first", type=int, default=0, help="first bids over this many deals")
    parser.add_argument("--work", type=int, default=100, help="the expert's sampled deals")
    parser.add_argument("--pitches", action="store_true", help="what standard's pitches win")
    args = parser.parse_args(argv)
    rules = PRESETS[args.rules]
    if args.pitches:
        print(f"{args.rules}, {args.deals} deals by standard: | bid | hands | side's margin |")
        for bid, (count, margin) in pitch_margins(rules, args.deals, args.seed).items():
            print(f"| {bid} | {count} | {margin:+.2f} |")
        return 0
    imagined, real = auction_ends(rules, args.deals, args.seed)
    print(f"{args.rules}, {args.deals} deals: the first speaker passes; who ends holding the bid")
    print("| holder (place from the dealer) at bid | imagined by the expert | played by standard |")
    print("|---|---|---|")
    for key in sorted(set(imagined) | set(real)):
        print(f"| {key} | {imagined[key]} | {real[key]} |")
    if args.first:
        both, why = first_bids(rules, args.first, args.seed, args.work)
        print(f"\nthe first speaker's bid over {args.first} deals: {dict(both)}")
        print(f"the expert's reasons where only standard bids: {dict(why)}")
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
