"""How often each computer level makes a clear mistake, by kind: a bid, the pitch, a card.

Each level plays ``--hands`` hands against itself (every seat) in each preset, from 0-0, and one
seat a hand is reviewed as a strong player would (the seat goes round the table, so every
position to the dealer comes up alike); ``pitch_desktop.ai.review`` judges each of its decisions:

- its bids and its pitch (the first lead, which names trump) by play-outs: every legal choice,
  the rest of the hand finished by the ``standard`` level at every seat, over ``--samples``
  deals of the unseen cards that fit what the seat saw and the bids made so far, the same deals
  and seeds for every choice;
- its cards with ``--tricks-left`` tricks or fewer to play by the exact solver over
  ``--card-samples`` such deals (earlier cards are not checked: solving them is too slow).

A clear mistake costs at least half a point a hand against the best choice and the 95%
interval of that paired difference excludes zero. It prints, per level, preset and kind, the
decisions checked, the clear mistakes, their rate per 10 hands (hands of the reviewed seat, a
player's hands) with a 95% Poisson interval, the average cost and the seconds the case took;
"all" counts every kind checked. ``--list`` prints each clear mistake after the table. The
same seed gives the same figures (the expert looks at ``--work`` deals a decision, not at a
time budget).

    python benchmarks/ai_blunders.py --hands 100 --levels standard,expert --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass, field

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.review import KINDS, Kind, Review, ReviewError, kind_of, review
from pitch_desktop.engine.auction import bid_text
from pitch_desktop.engine.cards import card_text, cards_of
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import HandState, Phase, action_text, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine

PRESET_NAMES = ("setback", "auction-pitch")


@dataclass
class Count:
    """The checked decisions of one kind."""

    checked: int = 0
    mistakes: int = 0
    cost: float = 0.0


@dataclass
class Tally:
    """The reviewed decisions of one level in one preset, by kind."""

    hands: int = 0
    seconds: float = 0.0
    kinds: dict[str, Count] = field(default_factory=lambda: {k: Count() for k in KINDS})
    # One line per clear mistake, to read or to pin as a position test.
    found: list[str] = field(default_factory=list)

    def rows(self, level: str, preset: str, kinds: tuple[Kind, ...]) -> list[str]:
        out = []
        total = Count()
        for k in kinds:
            c = self.kinds[k]
            total.checked += c.checked
            total.mistakes += c.mistakes
            total.cost += c.cost
            out.append(self._row(level, preset, k, c))
        if len(kinds) > 1:
            out.append(self._row(level, preset, "all", total))
        return out

    def _row(self, level: str, preset: str, kind: str, c: Count) -> str:
        low, high = poisson_interval(c.mistakes)
        per10 = 10.0 / self.hands
        mean = c.cost / c.checked if c.checked else 0.0
        cells = [level, preset, kind, str(self.hands), str(c.checked), str(c.mistakes)]
        cells.append(f"{per10 * c.mistakes:.2f} ({per10 * low:.2f} to {per10 * high:.2f})")
        cells += [f"{mean:.3f}", f"{self.seconds:.0f}"]
        return "| " + " | ".join(cells) + " |"


def _poisson_cdf(k: int, mean: float) -> float:
    """P(X <= k) for a Poisson count of this mean."""
    term = math.exp(-mean)
    total = term
    for i in range(1, k + 1):
        term *= mean / i
        total += term
    return total


def poisson_interval(k: int, confidence: float = 0.95) -> tuple[float, float]:
    """The exact (Garwood) interval of a Poisson mean from the count ``k``, by bisection."""
    tail = (1.0 - confidence) / 2.0

    def solve(target: float, cdf_at: int) -> float:
        lo, hi = 0.0, 10.0 * k + 20.0
        for _ in range(100):
            mid = (lo + hi) / 2.0
            if _poisson_cdf(cdf_at, mid) > target:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2.0

    low = 0.0 if k == 0 else solve(1.0 - tail, k - 1)
    return low, solve(tail, k)


def _bot(level: str, work: int | None) -> Bot:
    if level == "expert" and work:
        return ExpertBot.fixed_work(work)
    return make_bot(level)


def measure(
    rules: Rules,
    level: str,
    hands: int,
    seed: int,
    samples: int,
    card_samples: int,
    tricks_left: int,
    kinds: tuple[Kind, ...],
    work: int | None,
) -> Tally:
    """Play ``hands`` hands of ``level`` against itself and review one seat's decisions a hand."""
    bot = _bot(level, work)
    tally = Tally(hands=hands)
    start = time.perf_counter()
    n = rules.players
    for d in range(hands):
        rng = random.Random(f"blunders:{seed}:{d}")
        check = random.Random(f"blunders-check:{seed}:{d}")
        dealer = d % n
        seat = (dealer + 1 + d // n) % n
        state = deal(rules, dealer, rng)
        while state.phase is not Phase.DONE:
            legal = legal_actions(state)
            action = bot.choose(view_of(state, state.to_act), legal, rng)
            if state.to_act == seat and len(legal) > 1:
                view = view_of(state, seat)
                kind = kind_of(view)
                late = view.hand.bit_count() <= tricks_left
                if kind in kinds and (kind != "card" or late):
                    try:
                        r = review(state, action, check, samples, card_samples)
                    except ReviewError:
                        r = None
                    if r is not None:
                        c = tally.kinds[kind]
                        c.checked += 1
                        c.cost += r.cost
                        c.mistakes += r.clear
                        if r.clear:
                            tally.found.append(_mistake_line(d, state, r))
            state = apply(state, action)
    tally.seconds = time.perf_counter() - start
    return tally


def _mistake_line(hand: int, state: HandState, r: Review) -> str:
    """A clear mistake in the words of records: where, what was held and said, what was
    played and what was better."""
    seat = state.to_act
    held = " ".join(card_text(c) for c in cards_of(state.hands[seat]))
    bids = " ".join(bid_text(b) for b in state.bids) or "none"
    trick = " ".join(card_text(c) for c in state.trick) or "none"
    return (
        f"hand {hand}, seat {seat} (dealer {state.dealer}), {r.kind}: {action_text(r.played)} "
        f"instead of {action_text(r.best)} costs {r.cost:.2f} ({r.low:.2f} to {r.high:.2f}); "
        f"holding {held}; bids {bids}; trick {trick}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=100, help="hands per level and preset")
    parser.add_argument("--levels", default="standard,expert")
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    parser.add_argument("--kinds", default=",".join(KINDS), help="of bid, pitch, card")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=100, help="deals a bid or pitch is played")
    parser.add_argument("--card-samples", type=int, default=16, help="deals solved per card")
    parser.add_argument("--tricks-left", type=int, default=4, help="check cards this late")
    parser.add_argument("--list", action="store_true", help="print each clear mistake")
    parser.add_argument(
        "--work", type=int, default=100, help="expert: sampled deals per decision (0: time budget)"
    )
    args = parser.parse_args(argv)
    kinds = tuple(k for k in KINDS if k in args.kinds.split(","))
    unknown = set(args.kinds.split(",")) - set(KINDS)
    if args.hands < 1 or args.samples < 2 or args.card_samples < 2 or unknown or not kinds:
        print(
            "--hands must be positive, --samples and --card-samples at least 2, "
            f"--kinds of {', '.join(KINDS)}",
            file=sys.stderr,
        )
        return 2
    header = ["level", "preset", "kind", "hands", "checked", "clear mistakes"]
    header += ["per 10 hands (95%)", "mean cost", "seconds"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    found: list[str] = []
    for preset in args.presets.split(","):
        for level in args.levels.split(","):
            tally = measure(
                PRESETS[preset],
                level,
                args.hands,
                args.seed,
                args.samples,
                args.card_samples,
                args.tricks_left,
                kinds,
                args.work or None,
            )
            for row in tally.rows(level, preset, kinds):
                print(row, flush=True)
            found += [f"{level} {preset} {line}" for line in tally.found]
    if args.list:
        print()
        for line in found:
            print(f"- {line}")
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
