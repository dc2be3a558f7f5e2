"""A learned model of what a pitch makes: given the pitcher's hand and the suit it names, the
chance of each split of the hand's points between its side and the others.

The expert's simulation plays each sampled deal out with a fast policy that defends too weakly
and sees only a hundred deals or so; this model has seen tens of thousands of hands played out
by ``standard`` at every seat (``tools/train_outcome_model.py``, ``make train``), so it gives a
bid's make rate and its points without the noise of a few samples. The expert can mix it into
its simulation as a prior (``ExpertBot(outcome_prior=...)``). One multinomial logistic
regression per preset over the hand's features for the suit named (``FEATURES``, the bid
model's); it ships as ``data/outcome_model.json`` and runs in pure Python.

A missing or damaged file raises ``OutcomeModelError`` from ``load_outcome_model``;
``outcome_model_for`` gives ``None`` instead, so a game never stops for it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pitch_desktop.engine.cards import Mask
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.scoring import AwardSides, bid_outcome

from .bid_model import HAND_FEATURES, data_file, hand_features, is_matrix, read_learned
from .search import MatchValue

FORMAT = "pitch-outcome-model/1"
MODEL_FILE = "outcome_model.json"
FEATURES = HAND_FEATURES
# The presets it models: the six-card games and their nine- and ten-card kin without a
# draw, a kitty, a refill or a called partner, whose pitch is the hand as dealt.
OUTCOME_PRESETS: tuple[str, ...] = (
    "setback",
    "auction-pitch",
    "classic",
    "five-point",
    "six-point",
    "nine-point",
    "smear",
    "ten-point-smear",
)


class OutcomeModelError(ValueError):
    """The outcome model's file is missing or damaged: the message says which and where."""


def splits_of(rules: Rules) -> tuple[tuple[int, int], ...]:
    """Every way the points can fall: the pitcher's side's and the other sides' together."""
    top = rules.total_points
    return tuple((a, b) for a in range(top + 1) for b in range(top + 1 - a))


def features(hand: Mask, rules: Rules, suit: int) -> list[float]:
    """``FEATURES`` of a hand as dealt, for the suit it would name."""
    return hand_features(hand, rules, suit)


@dataclass(slots=True)
class OutcomeTable:
    """The model of one preset: per split of the points (``splits``), a weight per feature."""

    rules: Rules
    splits: tuple[tuple[int, int], ...]
    weights: tuple[tuple[float, ...], ...]
    _seen: dict[tuple[Mask, int], tuple[float, ...]] = field(default_factory=dict, repr=False)

    def chances(self, hand: Mask, suit: int) -> tuple[float, ...]:
        """The chance of each split when this hand names ``suit`` (kept: a bot asks again)."""
        key = (hand, suit)
        seen = self._seen.get(key)
        if seen is None:
            x = features(hand, self.rules, suit)
            s = [sum(w * v for w, v in zip(row, x, strict=True)) for row in self.weights]
            top = max(s)
            e = [math.exp(v - top) for v in s]
            z = sum(e)
            seen = tuple(v / z for v in e)
            if len(self._seen) > 4096:
                self._seen.clear()
            self._seen[key] = seen
        return seen

    def make_rate(self, hand: Mask, suit: int, bid: int) -> float:
        """The chance the pitcher's side takes at least ``bid`` points."""
        return sum(
            p for p, (a, _) in zip(self.chances(hand, suit), self.splits, strict=True) if a >= bid
        )


def outcome_path() -> Path:
    return data_file(MODEL_FILE)


def load_outcome_model(path: Path | None = None) -> dict[str, OutcomeTable]:
    """Read and check the model file (the shipped one unless ``path``): per preset, its table."""
    path = outcome_path() if path is None else path
    return read_learned(path, "outcome model", OutcomeModelError, _parse)


def _parse(raw: Any) -> dict[str, OutcomeTable]:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise OutcomeModelError(f"not an outcome model of format {FORMAT}")
    if raw.get("features") != list(FEATURES):
        raise OutcomeModelError("its features are not the ones this version reads")
    presets = raw.get("presets")
    if not isinstance(presets, dict):
        raise OutcomeModelError("no 'presets' object")
    return {str(name): _parse_table(name, m) for name, m in presets.items()}


def _parse_table(name: Any, m: Any) -> OutcomeTable:
    if name not in OUTCOME_PRESETS:
        raise OutcomeModelError(f"model {name!r} is no preset it models")
    rules = PRESETS[name]
    splits = splits_of(rules)
    if not isinstance(m, dict) or m.get("splits") != [list(s) for s in splits]:
        raise OutcomeModelError(f"model {name!r}: its splits are not those of the preset")
    weights = m.get("weights")
    if not is_matrix(weights, len(splits), len(FEATURES)):
        raise OutcomeModelError(
            f"model {name!r}: weights must be {len(splits)} rows of {len(FEATURES)} numbers"
        )
    return OutcomeTable(rules, splits, tuple(tuple(float(w) for w in r) for r in weights))


_SHIPPED: list[dict[str, OutcomeTable] | None] = []


def outcome_model_for(rules: Rules) -> OutcomeTable | None:
    """The shipped model's table for ``rules`` (a modelled preset exactly as its record has
    it, the target aside), or None: other rules, or a file that cannot be read (read once)."""
    if not _SHIPPED:
        try:
            _SHIPPED.append(load_outcome_model())
        except OutcomeModelError:
            _SHIPPED.append(None)
    model = _SHIPPED[0]
    if model is None:
        return None
    for table in model.values():
        if rules.with_changes(target=table.rules.target) == table.rules:
            return table
    return None


@dataclass(slots=True)
class OutcomePrior:
    """The model's part of one seat's bid decision: for each bid and suit, the chance the bid is
    made, its match value and its points a hand under the model, mixed with each sampled deal's
    play-out at ``share`` (0: the simulation alone, 1: the model alone for this seat's own pitch).

    The model knows only the points of the pitcher's side and of the others together; with more
    than one other side, the others' points are given to the one nearest the target (the one a
    hand may make win), and who counts out first is read from the sampled deal's awards."""

    table: OutcomeTable
    share: float
    hand: Mask
    side: int
    value: MatchValue
    margin: MatchValue
    _seen: dict[tuple[int, int, AwardSides], tuple[float, float, float]] = field(
        default_factory=dict, repr=False
    )

    def mix(
        self, level: int, suit: int, sides: AwardSides, made: bool, v: float, m: float
    ) -> tuple[float, float, float]:
        """The sampled deal's (made, value, points) mixed with the model's."""
        pm, vm, mm = self._modelled(level, suit, sides)
        a = self.share
        return (1 - a) * made + a * pm, (1 - a) * v + a * vm, (1 - a) * m + a * mm

    def _modelled(self, level: int, suit: int, sides: AwardSides) -> tuple[float, float, float]:
        key = (level, suit, sides)
        seen = self._seen.get(key)
        if seen is None:
            seen = self._expect(level, suit, sides)
            self._seen[key] = seen
        return seen

    def _expect(self, level: int, suit: int, sides: AwardSides) -> tuple[float, float, float]:
        rules = self.table.rules
        scores = self.value.scores
        me = self.side
        foe = max((s for s in range(len(scores)) if s != me), key=lambda s: (scores[s], -s))
        pm = vm = mm = 0.0
        for p, (a, b) in zip(self.table.chances(self.hand, suit), self.table.splits, strict=True):
            won = [0] * len(scores)
            won[me], won[foe] = a, b
            made, result = bid_outcome(rules, me, level, won, 0, rules.deal)
            pm += p * made
            vm += p * self.value.of(list(result), me, level, sides)
            mm += p * self.margin.of(list(result), me, level, sides)
        return pm, vm, mm
