"""Learn the outcome model (``pitch_desktop/ai/outcome_model.py``) from hands played out.

For each preset it models, it deals hands from seeded deals; each seat in turn is made the
pitcher (it bids a random legal level, the others pass) and ``standard`` plays every card of
every seat, the pitch included. What is recorded is the pitcher's hand as dealt, the suit it
named, and the points its side and the other sides won. One multinomial logistic regression
per preset then maps the hand's features for that suit (``outcome_model.FEATURES``) to the
chance of each split of the points; what a bid makes, and each side's points, follow from it.

Every fifth deal is held out; on it the tool prints the log-loss of the model beside a table of
the splits by the suit's worth in half points, and per bid level the make rate the model gives
beside the rate made. Fitting uses numpy (``pip install -e '.[train]'``; ``make train`` does
it); the game reads the weights in pure Python.

    python tools/train_outcome_model.py                 # writes ai/data/outcome_model.json
    python tools/train_outcome_model.py --deals 2000 --cases setback --out /tmp/o.json

The same arguments write the same bytes.
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

import numpy as np

from pitch_desktop.ai.outcome_model import (
    FEATURES,
    FORMAT,
    OUTCOME_PRESETS,
    features,
    outcome_path,
    splits_of,
)
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Phase, apply, bid_level, deal, legal_actions
from pitch_desktop.engine.view import view_of

# Weight decay of the regression (per example).
L2 = 1e-4
# Gradient steps (Adam) and their size.
STEPS = 600
RATE = 0.05


@dataclass(frozen=True, slots=True)
class Outcome:
    """One hand played out: the pitcher's hand as dealt, the suit named, the points won by its
    side and by all the others together."""

    deal: int
    hand: int
    trump: int
    mine: int
    theirs: int


def play(rules: Rules, deals: int, seed: int) -> list[Outcome]:
    """Each deal played once per seat as the pitcher, ``standard`` at every seat."""
    bot = StandardBot()
    out: list[Outcome] = []
    for d in range(deals):
        for pitcher in range(rules.players):
            rng = random.Random(f"outcome:{seed}:{d}:{pitcher}")
            state = deal(rules, d % rules.players, rng)
            hand = state.dealt[pitcher]
            while state.phase is Phase.BID:
                legal = legal_actions(state)
                bids = [a for a in legal if bid_level(a) != PASS_LEVEL]
                passes = [a for a in legal if bid_level(a) == PASS_LEVEL]
                mine = state.to_act == pitcher and bids
                state = apply(state, rng.choice(bids) if mine or not passes else passes[0])
            if state.pitcher != pitcher:
                continue  # a seat before the pitcher had to bid (a stuck dealer): not this seat's
            while state.phase is not Phase.DONE:
                view = view_of(state, state.to_act)
                state = apply(state, bot.choose(view, legal_actions(state), rng))
            score = state.score
            assert score is not None
            side = score.pitcher_side
            theirs = sum(score.won) - score.won[side]
            out.append(Outcome(d, hand, score.trump, score.won[side], theirs))
    return out


def arrays(rules: Rules, outcomes: Sequence[Outcome]) -> tuple[np.ndarray, np.ndarray]:
    index = {s: i for i, s in enumerate(splits_of(rules))}
    x = np.array([features(o.hand, rules, o.trump) for o in outcomes], dtype=np.float64)
    y = np.array([index[(o.mine, o.theirs)] for o in outcomes], dtype=np.int64)
    return x, y


def fit(x: np.ndarray, y: np.ndarray, classes: int) -> np.ndarray:
    """Multinomial logistic regression by full-batch Adam; the weights, class-major."""
    n, width = x.shape
    w = np.zeros((classes, width))
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    onehot = np.zeros((n, classes))
    onehot[np.arange(n), y] = 1.0
    for t in range(1, STEPS + 1):
        p = _softmax(x @ w.T)
        g = (p - onehot).T @ x / n + L2 * w
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        w -= RATE * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
    return w


def _softmax(s: np.ndarray) -> np.ndarray:
    s = s - s.max(axis=1, keepdims=True)
    e = np.exp(s)
    out: np.ndarray = e / e.sum(axis=1, keepdims=True)
    return out


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    p = _softmax(x @ w.T)
    return float(-np.mean(np.log(p[np.arange(len(y)), y] + 1e-12)))


def table_log_loss(rules: Rules, train: Sequence[Outcome], test: Sequence[Outcome]) -> float:
    """Held-out log-loss of a table of the splits by the suit's worth in half points, smoothed
    towards the splits' overall frequencies with two examples' weight."""
    splits = splits_of(rules)
    index = {s: i for i, s in enumerate(splits)}
    overall = [1.0] * len(splits)
    by_worth: dict[int, list[float]] = {}
    for o in train:
        k = index[(o.mine, o.theirs)]
        overall[k] += 1
        by_worth.setdefault(_worth(rules, o), [0.0] * len(splits))[k] += 1
    total = sum(overall)
    prior = [c / total for c in overall]
    loss = 0.0
    for o in test:
        row = by_worth.get(_worth(rules, o), [0.0] * len(splits))
        n = sum(row)
        p = (row[index[(o.mine, o.theirs)]] + 2 * prior[index[(o.mine, o.theirs)]]) / (n + 2)
        loss -= math.log(p)
    return loss / len(test)


def _worth(rules: Rules, o: Outcome) -> int:
    return round(2 * features(o.hand, rules, o.trump)[1])


def calibration_rows(rules: Rules, w: np.ndarray, test: Sequence[Outcome]) -> list[str]:
    """Per bid level, over the held-out hands: the mean make rate the model gives, and the
    share of them whose pitcher's side took at least the bid."""
    x, _ = arrays(rules, test)
    p = _softmax(x @ w.T)
    splits = splits_of(rules)
    rows = []
    for level in range(rules.min_bid, rules.max_bid + 1):
        made = np.array([1.0 if a >= level else 0.0 for a, _ in splits])
        predicted = p @ made
        actual = np.array([1.0 if o.mine >= level else 0.0 for o in test])
        rows.append(
            f"  bid {level}: model {100 * predicted.mean():5.1f}%  made {100 * actual.mean():5.1f}%"
        )
    return rows


def train_case(name: str, deals: int, seed: int) -> dict[str, object]:
    rules = PRESETS[name]
    t0 = time.perf_counter()
    outcomes = play(rules, deals, seed)
    train = [o for o in outcomes if o.deal % 5]
    test = [o for o in outcomes if not o.deal % 5]
    splits = splits_of(rules)
    x, y = arrays(rules, train)
    w = fit(x, y, len(splits))
    xt, yt = arrays(rules, test)
    print(
        f"{name}: {len(outcomes)} hands in {time.perf_counter() - t0:.0f} s; held-out "
        f"log-loss {log_loss(w, xt, yt):.3f} (a table by the suit's worth: "
        f"{table_log_loss(rules, train, test):.3f})",
        file=sys.stderr,
    )
    for row in calibration_rows(rules, w, test):
        print(row, file=sys.stderr)
    return {
        "splits": [list(s) for s in splits],
        "weights": [[round(float(v), 5) for v in row] for row in w],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=25000, help="deals per preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", default=",".join(OUTCOME_PRESETS))
    parser.add_argument("--out", type=Path, default=outcome_path())
    args = parser.parse_args(argv)
    tables = {name: train_case(name, args.deals, args.seed) for name in args.cases.split(",")}
    doc = {"format": FORMAT, "features": list(FEATURES), "presets": tables}
    args.out.write_text(json.dumps(doc, separators=(",", ":"), sort_keys=True) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
