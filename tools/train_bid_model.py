"""Learn the bid model (``pitch_desktop/ai/bid_model.py``) from the bots' own auctions.

For each learned preset and table size it deals hands from seeded random scores, lets the bots
bid them (each side ``standard`` or, for ``--expert-share`` of them, the expert at a fixed
``--work``: ``standard`` is the arena's opponent and the expert the strong player), and records
every bid with the bidder's hand, seat, the auction so far and the scores. Only the auction is
played: a bid depends on nothing after it. The expert recorded reads the bids without the model
(``ExpertBot(bid_model=False)``), so the file does not feed on itself and one command makes it
from nothing. Every fifth deal is held out; on it the log-loss of the multinomial logistic
regression shipped is printed beside two baselines: a table of the bids' frequencies by the
auction alone, and one by the auction and the hand's worth in half points (its best suit's
``suit_strength``; with the draw-back, the expected points of its outlook after the draw).

    python tools/train_bid_model.py            # writes pitch_desktop/ai/data/bid_model.json
    python tools/train_bid_model.py --deals 200 --out /tmp/m.json --cases setback:4

The standard library is all it uses; the same arguments write the same bytes.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.bid_model import (
    CONTEXT_FEATURES,
    DRAW_BACK_HAND_FEATURES,
    FORMAT,
    HAND_FEATURES,
    bid_levels,
    context_features,
    context_key,
    hand_features,
    hand_worth,
    legal_classes,
    model_path,
    row_width,
)
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.auction import legal_bid_levels
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Phase, apply, bid_level, deal, legal_actions
from pitch_desktop.engine.view import view_of

DEFAULT_CASES = (
    "setback:4,auction-pitch:4,auction-pitch:3,classic:4,five-point:4,six-point:4,ten-point:4,"
    "seven-point:4"
)
# Weight decay of the regression (per example): enough to keep weights of rare columns small.
L2 = 1e-3
# L-BFGS: the history kept and the most steps taken.
HISTORY = 8
MAX_STEPS = 150


@dataclass(frozen=True, slots=True)
class Example:
    """One bid as the bidder saw it."""

    deal: int
    hand: int
    dealer: int
    seat: int
    bids: tuple[int, ...]
    scores: tuple[int, ...]
    level: int


def rules_of(case: str) -> Rules:
    name, _, players = case.partition(":")
    return PRESETS[name].seated(int(players or 4))


def record(rules: Rules, deals: int, seed: int, expert_share: float, work: int) -> list[Example]:
    """The bids of ``deals`` auctions, each from its own seeded deal, scores and bots."""
    n = rules.players
    standard = StandardBot()
    expert = ExpertBot(time_budget=math.inf, max_samples=work, bid_model=False)
    out: list[Example] = []
    for d in range(deals):
        rng = random.Random(f"bid-model:{seed}:{n}:{d}")
        scores = tuple(rng.randrange(rules.target) for _ in range(rules.sides))
        bots: list[Bot] = [
            expert if rng.random() < expert_share else standard for _ in range(rules.sides)
        ]
        state = deal(rules, d % n, rng, scores)
        while state.phase is Phase.BID:
            seat = state.to_act
            view = view_of(state, seat)
            bot = bots[rules.side_of_seat[seat]]
            action = bot.choose(view, legal_actions(state), random.Random(f"{seed}:{d}:{seat}"))
            out.append(
                Example(d, view.hand, view.dealer, seat, view.bids, scores, bid_level(action))
            )
            state = apply(state, action)
    return out


Row = tuple[tuple[tuple[int, float], ...], tuple[int, ...], tuple[int, ...]]


def rows_of(rules: Rules, examples: Sequence[Example]) -> list[Row]:
    """The examples as the regression reads them, identical ones merged: the non-zero
    features, the legal classes and the count of each legal class chosen."""
    levels = bid_levels(rules)
    index = {lv: i for i, lv in enumerate(levels)}
    merged: dict[tuple[tuple[tuple[int, float], ...], tuple[int, ...]], list[int]] = {}
    for e in examples:
        key = context_key(rules, e.dealer, e.seat, e.bids, e.scores)
        x = hand_features(e.hand, rules) + context_features(rules, key)
        nz = tuple((j, round(v, 6)) for j, v in enumerate(x) if v)
        legal = legal_classes(rules, key)
        counts = merged.setdefault((nz, legal), [0] * len(legal))
        counts[legal.index(index[e.level])] += 1
    return [(nz, legal, tuple(c)) for (nz, legal), c in sorted(merged.items())]


def _loss(
    w: list[float], rows: Sequence[Row], classes: int, width: int, total: int
) -> tuple[float, list[float]]:
    """Mean log-loss plus weight decay, and its gradient; ``w`` is class-major."""
    grad = [L2 * v for v in w]
    loss = 0.5 * L2 * sum(v * v for v in w)
    for nz, legal, counts in rows:
        s = [sum(w[c * width + j] * v for j, v in nz) for c in legal]
        top = max(s)
        e = [math.exp(v - top) for v in s]
        z = sum(e)
        n = sum(counts)
        logz = top + math.log(z)
        for c, sc, ec, k in zip(legal, s, e, counts, strict=True):
            if k:
                loss += k * (logz - sc) / total
            g = (n * ec / z - k) / total
            if g:
                base = c * width
                for j, v in nz:
                    grad[base + j] += g * v
    _ = classes
    return loss, grad


def fit(rows: Sequence[Row], classes: int, width: int) -> list[list[float]]:
    """Multinomial logistic regression by L-BFGS (a backtracking line search)."""
    total = sum(sum(c) for _, _, c in rows)
    w = [0.0] * (classes * width)
    f, g = _loss(w, rows, classes, width, total)
    hist: list[tuple[list[float], list[float], float]] = []
    for _ in range(MAX_STEPS):
        q = list(g)
        alphas = []
        for s, y, rho in reversed(hist):
            a = rho * sum(si * qi for si, qi in zip(s, q, strict=True))
            alphas.append(a)
            q = [qi - a * yi for qi, yi in zip(q, y, strict=True)]
        if hist:
            s, y, _rho = hist[-1]
            gamma = sum(a * b for a, b in zip(s, y, strict=True)) / sum(b * b for b in y)
            q = [gamma * v for v in q]
        for (s, y, rho), a in zip(hist, reversed(alphas), strict=True):
            b = rho * sum(yi * qi for yi, qi in zip(y, q, strict=True))
            q = [qi + (a - b) * si for qi, si in zip(q, s, strict=True)]
        d = [-v for v in q]
        slope = sum(a * b for a, b in zip(g, d, strict=True))
        if slope >= 0:
            d = [-v for v in g]
            slope = -sum(v * v for v in g)
        step = 1.0
        while True:
            w2 = [a + step * b for a, b in zip(w, d, strict=True)]
            f2, g2 = _loss(w2, rows, classes, width, total)
            if f2 <= f + 1e-4 * step * slope or step < 1e-8:
                break
            step *= 0.5
        s = [a - b for a, b in zip(w2, w, strict=True)]
        y = [a - b for a, b in zip(g2, g, strict=True)]
        sy = sum(a * b for a, b in zip(s, y, strict=True))
        if sy > 1e-12:
            hist.append((s, y, 1.0 / sy))
            hist = hist[-HISTORY:]
        done = f - f2 < 1e-9
        w, f, g = w2, f2, g2
        if done:
            break
    return [w[c * width : (c + 1) * width] for c in range(classes)]


def regression_log_loss(weights: list[list[float]], rows: Sequence[Row]) -> float:
    width = len(weights[0])
    flat = [v for row in weights for v in row]
    total = sum(sum(c) for _, _, c in rows)
    loss, _ = _loss(flat, rows, len(weights), width, total)
    return loss - 0.5 * L2 * sum(v * v for v in flat)


def table_log_loss(
    rules: Rules, train: Sequence[Example], test: Sequence[Example], with_hand: bool
) -> float:
    """Held-out log-loss of a table of bid frequencies by the auction (and the hand's best
    ``suit_strength`` in half points), smoothed towards the coarser table with two examples'
    weight, and that one towards a uniform choice."""
    levels = bid_levels(rules)

    def keys(e: Example) -> tuple[tuple[int, ...], tuple[int, ...]]:
        ctx = context_key(rules, e.dealer, e.seat, e.bids, e.scores)
        strength = round(2 * hand_worth(e.hand, rules)) if with_hand else 0
        return ctx, (*ctx, strength)

    coarse: dict[tuple[int, ...], dict[int, int]] = {}
    fine: dict[tuple[int, ...], dict[int, int]] = {}
    for e in train:
        c, f = keys(e)
        coarse.setdefault(c, {}).setdefault(e.level, 0)
        coarse[c][e.level] += 1
        fine.setdefault(f, {}).setdefault(e.level, 0)
        fine[f][e.level] += 1
    loss = 0.0
    for e in test:
        c, f = keys(e)
        is_dealer, _, _, _, _, high = c
        legal = [lv for lv in levels if lv in legal_bid_levels(rules, bool(is_dealer), high)]

        p = _smoothed(legal, coarse.get(c, {}), {lv: 1.0 / len(legal) for lv in legal})
        if with_hand:
            p = _smoothed(legal, fine.get(f, {}), p)
        loss -= math.log(p[e.level])
    return loss / len(test)


def _smoothed(
    legal: Sequence[int], counts: dict[int, int], prior: dict[int, float]
) -> dict[int, float]:
    n = sum(counts.get(lv, 0) for lv in legal)
    return {lv: (counts.get(lv, 0) + 2.0 * prior[lv]) / (n + 2.0) for lv in legal}


def train_case(
    case: str, deals: int, seed: int, expert_share: float, work: int, verbose: bool
) -> dict[str, object]:
    rules = rules_of(case)
    t0 = time.perf_counter()
    examples = record(rules, deals, seed, expert_share, work)
    t1 = time.perf_counter()
    train = [e for e in examples if e.deal % 5]
    test = [e for e in examples if not e.deal % 5]
    classes = len(bid_levels(rules))
    width = row_width(rules)
    weights = fit(rows_of(rules, train), classes, width)
    t2 = time.perf_counter()
    held = regression_log_loss(weights, rows_of(rules, test)) if test else float("nan")
    table0 = table_log_loss(rules, train, test, False) if test else float("nan")
    table1 = table_log_loss(rules, train, test, True) if test else float("nan")
    if verbose:
        print(
            f"{case}: {len(examples)} bids ({len(test)} held out), recorded in {t1 - t0:.0f} s, "
            f"fitted in {t2 - t1:.0f} s; held-out log-loss: regression {held:.4f}, "
            f"table by auction and strength {table1:.4f}, by auction alone {table0:.4f}",
            flush=True,
        )
    return {
        "levels": list(bid_levels(rules)),
        "bids": len(train),
        "held_out_log_loss": round(held, 4),
        "weights": [[float(f"{v:.5g}") for v in row] for row in weights],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=4000, help="auctions per case")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", default=DEFAULT_CASES, help="preset:players,...")
    parser.add_argument("--expert-share", type=float, default=0.5)
    parser.add_argument("--work", type=int, default=20, help="the expert's sampled deals a bid")
    parser.add_argument("--out", type=Path, default=None, help="default: the shipped file")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    models = {}
    for case in args.cases.split(","):
        rules = rules_of(case)
        key = f"{case.partition(':')[0]}:{rules.players}"
        models[key] = train_case(
            case, args.deals, args.seed, args.expert_share, args.work, not args.quiet
        )
    out = {
        "format": FORMAT,
        "made_by": (
            f"tools/train_bid_model.py --deals {args.deals} --seed {args.seed} "
            f"--expert-share {args.expert_share} --work {args.work}"
        ),
        "hand_features": list(HAND_FEATURES),
        "draw_back_hand_features": list(DRAW_BACK_HAND_FEATURES),
        "context_features": list(CONTEXT_FEATURES),
        "models": models,
    }
    path = args.out or model_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    if not args.quiet:
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
