"""A learned model of how players bid: the chance of each bid given the bidder's hand, its seat,
the auction so far and the scores.

The expert weighs the deals it samples by how likely the bids and passes it saw are under this
model, and imagines the rest of an auction with it (policy-based inference). It is learned from
the bots' own auctions by ``tools/train_bid_model.py``: one multinomial logistic regression per
preset and number of players, over a few numbers read from the hand (``HAND_FEATURES``; with
the draw-back, whose bids are made on the hand expected after the draw,
``DRAW_BACK_HAND_FEATURES``) and from the auction (``CONTEXT_FEATURES``). It ships as
``data/bid_model.json`` and runs in pure Python (numpy would not fit the package): a prediction
is a few dozen multiplications (with the draw-back, the outlook of each suit first).

A missing or damaged file raises ``BidModelError`` from ``load_bid_model``; ``model_for`` gives
``None`` instead, so a game never stops for it: the expert then reads the bids as it did before.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard, TypeVar

from pitch_desktop.engine.auction import PASS_LEVEL, legal_bid_levels
from pitch_desktop.engine.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    RANK_MASKS,
    SUIT_COUNT,
    SUIT_MASKS,
    TEN,
    THREE,
    TWO,
    Mask,
    card,
)
from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, SMUDGE_LEVEL, Rules

from .draw_back_play import best_outlook, outlook
from .strength import suit_strength

# The version of the file's layout; a file of another version is refused (2: the draw-back's
# features and models).
FORMAT = 2
MODEL_FILE = "bid_model.json"
# What the model reads of a hand, with ``suit`` its best suit by ``suit_strength`` (or, for a
# pitcher who has named trump, that suit): the suit's worth, and how far it is above 2, 3 and 4
# (so the chance of each bid may bend with it), its length, its ace, king, queen, jack and
# lowest card, and the tens and aces of the hand (Game).
HAND_FEATURES: tuple[str, ...] = (
    "bias",
    "strength",
    "over_2",
    "over_3",
    "over_4",
    "trumps",
    "ace",
    "king",
    "queen",
    "jack",
    "two",
    "three",
    "tens",
    "aces",
)
# What it reads of a hand with the draw-back, from the outlook of its best suit (or the suit
# named) once the draw is done (``draw_back_play.outlook``): the expected points, how far they
# are above the least bid, the middle one and the one below the top (so the chance of each bid
# may bend with them), their spread, the surest point, the trumps held and expected after the
# draw, and the chances of High and Low and the card awards' expected points.
DRAW_BACK_HAND_FEATURES: tuple[str, ...] = (
    "bias",
    "total",
    "over_least",
    "over_middle",
    "over_top",
    "spread",
    "sure",
    "held",
    "expected",
    "high",
    "low",
    "taken",
)
# What it reads of the auction: the bidder deals, the share of the table still to speak after
# it, its partner holds the bid, a made bid would take its side to the target, another side is
# that close, and the high bid so far (one column for each level, after the hand's).
CONTEXT_FEATURES: tuple[str, ...] = (
    "dealer",
    "later",
    "partner_holds",
    "near_me",
    "near_other",
)
# The presets whose bids are learned (their records say so).
PRESETS_LEARNED: tuple[str, ...] = tuple(k for k, p in PRESET_BOOK.items() if p.bids_learned)


class BidModelError(ValueError):
    """The bid model's file is missing or damaged: the message says which and where."""


@dataclass(frozen=True, slots=True)
class Context:
    """One bidder's place in one auction: the classes it may bid (indices into the model's
    ``levels``) and what the auction adds to each class's score."""

    legal: tuple[int, ...]
    scores: tuple[float, ...]


@dataclass(slots=True)
class BidTable:
    """The model of one preset at one table size: per bid level (``levels``, 0 a pass), a
    weight per feature (``features_of(rules)``, then ``CONTEXT_FEATURES``, then one per level above
    a pass for the high bid)."""

    rules: Rules
    levels: tuple[int, ...]
    weights: tuple[tuple[float, ...], ...]
    _contexts: dict[tuple[int, ...], Context] = field(default_factory=dict, repr=False)

    def hand_scores(self, hand: Mask, suit: int | None = None) -> list[float]:
        """Each level's score from the hand alone (the auction's part is the ``Context``'s)."""
        x = hand_features(hand, self.rules, suit)
        return [sum(w * v for w, v in zip(row, x, strict=False)) for row in self.weights]

    def context(
        self, dealer: int, seat: int, bids: Sequence[int], scores: Sequence[int]
    ) -> Context:
        """The ``Context`` of ``seat`` speaking after ``bids`` (in speaking order from the
        dealer's left) at ``scores`` (per side)."""
        rules = self.rules
        key = context_key(rules, dealer, seat, bids, scores)
        found = self._contexts.get(key)
        if found is None:
            found = self._contexts[key] = self._make_context(key)
        return found

    def _make_context(self, key: tuple[int, ...]) -> Context:
        x = context_features(self.rules, key)
        h = len(features_of(self.rules))
        scores = tuple(sum(w * v for w, v in zip(row[h:], x, strict=True)) for row in self.weights)
        return Context(legal_classes(self.rules, key), scores)

    def probabilities(self, hand_scores: Sequence[float], ctx: Context) -> list[float]:
        """The chance of each legal bid (in the order of ``ctx.legal``)."""
        s = [hand_scores[i] + ctx.scores[i] for i in ctx.legal]
        top = max(s)
        e = [math.exp(v - top) for v in s]
        total = sum(e)
        return [v / total for v in e]

    def probability(self, hand_scores: Sequence[float], ctx: Context, level: int) -> float:
        """The chance the bidder bids ``level`` (0 if the rules do not allow it there)."""
        i = self.levels.index(level) if level in self.levels else -1
        if i not in ctx.legal:
            return 0.0
        return self.probabilities(hand_scores, ctx)[ctx.legal.index(i)]

    def pick(self, hand_scores: Sequence[float], ctx: Context, u: float) -> int:
        """The bid whose share of the chances holds ``u`` (uniform in [0, 1)): a bid drawn
        from the model, the same one for the same ``u``."""
        probs = self.probabilities(hand_scores, ctx)
        acc = 0.0
        for i, p in zip(ctx.legal, probs, strict=True):
            acc += p
            if u < acc:
                return self.levels[i]
        return self.levels[ctx.legal[-1]]


@dataclass(frozen=True, slots=True)
class BidModel:
    """Every table of the file, by ``model_key``."""

    tables: dict[str, BidTable]

    def table(self, rules: Rules) -> BidTable | None:
        key = model_key(rules)
        return None if key is None else self.tables.get(key)


def features_of(rules: Rules) -> tuple[str, ...]:
    """The hand features the model reads under ``rules``."""
    return DRAW_BACK_HAND_FEATURES if rules.draw_back else HAND_FEATURES


def row_width(rules: Rules) -> int:
    """The weights of one bid level: the hand's features, the auction's, and one for each
    level above a pass as the high bid."""
    return len(features_of(rules)) + len(CONTEXT_FEATURES) + len(bid_levels(rules)) - 1


def hand_worth(hand: Mask, rules: Rules) -> float:
    """What the hand is worth in points, as the model reads it: its best suit's
    ``suit_strength``, or with the draw-back the expected points of its best outlook."""
    return hand_features(hand, rules)[1]


def hand_features(hand: Mask, rules: Rules, suit: int | None = None) -> list[float]:
    """``features_of(rules)`` of ``hand`` (the cards dealt to the bidder)."""
    if rules.draw_back:
        return _draw_back_features(hand, rules, suit)
    if suit is None:
        strength, suit = max((suit_strength(hand, s, rules), s) for s in range(SUIT_COUNT))
    else:
        strength = suit_strength(hand, suit, rules)
    own = hand & SUIT_MASKS[suit]
    low = own & -own
    return [
        1.0,
        strength,
        max(0.0, strength - 2.0),
        max(0.0, strength - 3.0),
        max(0.0, strength - 4.0),
        float(own.bit_count()),
        float(own >> card(ACE, suit) & 1),
        float(own >> card(KING, suit) & 1),
        float(own >> card(QUEEN, suit) & 1),
        float(own >> card(JACK, suit) & 1),
        float(low == 1 << card(TWO, suit)),
        float(low == 1 << card(THREE, suit)),
        float((hand & RANK_MASKS[TEN]).bit_count()),
        float((hand & RANK_MASKS[ACE]).bit_count()),
    ]


def _draw_back_features(hand: Mask, rules: Rules, suit: int | None) -> list[float]:
    o = best_outlook(rules, hand) if suit is None else outlook(rules, hand, suit)
    least, top = rules.min_bid, rules.max_bid
    return [
        1.0,
        o.total,
        max(0.0, o.total - least),
        max(0.0, o.total - (least + top) / 2),
        max(0.0, o.total - (top - 1)),
        o.spread,
        o.sure,
        float(o.held),
        o.expected,
        o.high,
        o.low,
        o.taken,
    ]


def context_key(
    rules: Rules, dealer: int, seat: int, bids: Sequence[int], scores: Sequence[int]
) -> tuple[int, ...]:
    """What of the auction and the scores the model reads, as a tuple of small ints: the
    bidder deals, how many speak after it, its partner holds the bid, the bidder's side and
    another side each within a top bid of the target, the high bid."""
    n = rules.players
    high = PASS_LEVEL
    holder: int | None = None
    for i, level in enumerate(bids):
        if level != PASS_LEVEL and level >= high:
            high, holder = level, (dealer + 1 + i) % n
    side = rules.side_of_seat[seat]
    partner = holder is not None and holder != seat and rules.side_of_seat[holder] == side
    reach = rules.max_bid
    near_me = rules.target - scores[side] <= reach
    near_other = any(rules.target - v <= reach for i, v in enumerate(scores) if i != side)
    later = n - 1 - len(bids)
    return (int(seat == dealer), later, int(partner), int(near_me), int(near_other), high)


def context_features(rules: Rules, key: tuple[int, ...]) -> list[float]:
    """``CONTEXT_FEATURES`` and the high bid's columns of a ``context_key``."""
    is_dealer, later, partner, near_me, near_other, high = key
    x = [float(is_dealer), later / max(1, rules.players - 1)]
    x += [float(partner), float(near_me), float(near_other)]
    x += [float(high == lv) for lv in bid_levels(rules)[1:]]
    return x


def legal_classes(rules: Rules, key: tuple[int, ...]) -> tuple[int, ...]:
    """The bids the bidder of a ``context_key`` may make, as indices into ``bid_levels``."""
    index = {lv: i for i, lv in enumerate(bid_levels(rules))}
    return tuple(index[lv] for lv in legal_bid_levels(rules, bool(key[0]), key[-1]))


def model_key(rules: Rules) -> str | None:
    """``preset:players`` for rules that are a learned preset at some table size (its target
    may differ: the model reads the scores against it), else None."""
    for name in PRESETS_LEARNED:
        preset = PRESETS[name].seated(rules.players)
        if rules.with_changes(target=preset.target) == preset:
            return f"{name}:{rules.players}"
    return None


def bid_levels(rules: Rules) -> tuple[int, ...]:
    """Every level a bidder may ever bid under ``rules``, a pass first."""
    levels = [PASS_LEVEL, *range(rules.min_bid, rules.max_bid + 1)]
    if rules.smudge:
        levels.append(SMUDGE_LEVEL)
    return tuple(levels)


def model_path() -> Path:
    """Where the shipped file is (``data_file``)."""
    return data_file(MODEL_FILE)


def data_file(name: str) -> Path:
    """Where a shipped data file of the bots is: beside this module in a checkout or a wheel,
    under the bundle's own copy of the package in a PyInstaller build."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        frozen = Path(bundle) / "pitch_desktop" / "ai" / "data" / name
        if frozen.exists():
            return frozen
    return Path(__file__).resolve().parent / "data" / name


_Parsed = TypeVar("_Parsed")


def load_bid_model(path: Path | None = None) -> BidModel:
    """Read and check the model file (the shipped one unless ``path``)."""
    return read_learned(model_path() if path is None else path, "bid model", BidModelError, _parse)


def read_learned(
    path: Path, what: str, error: type[ValueError], parse: Callable[[Any], _Parsed]
) -> _Parsed:
    """A learned file of the bots read and checked by ``parse``; every fault is ``error`` in
    one line naming ``what`` and the file."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(f"{what} {path}: the file is missing (run `make train`)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise error(f"{what} {path}: not readable JSON ({e})") from None
    try:
        return parse(raw)
    except error as e:
        raise error(f"{what} {path}: {e}") from None


def _parse(raw: Any) -> BidModel:
    """The model of a file's JSON, each part checked: a file this version cannot read fails
    here with what is wrong, never later in a bid."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise BidModelError(f"not a bid model of format {FORMAT}")
    if (
        raw.get("hand_features") != list(HAND_FEATURES)
        or raw.get("draw_back_hand_features") != list(DRAW_BACK_HAND_FEATURES)
        or raw.get("context_features") != list(CONTEXT_FEATURES)
    ):
        raise BidModelError("its features are not the ones this version reads")
    models = raw.get("models")
    if not isinstance(models, dict):
        raise BidModelError("no 'models' object")
    return BidModel({key: _parse_table(key, m) for key, m in models.items()})


def _parse_table(key: Any, m: Any) -> BidTable:
    """One table of the file (``key``: a learned preset and its table size, as ``"setback:4"``)."""
    name, _, players = str(key).partition(":")
    if name not in PRESETS_LEARNED or not players.isdigit():
        raise BidModelError(f"model {key!r} is no learned preset at a table size")
    try:
        rules = PRESETS[name].seated(int(players))
    except ValueError:
        raise BidModelError(f"model {key!r}: no such table size") from None
    levels = tuple(bid_levels(rules))
    if not isinstance(m, dict) or m.get("levels") != list(levels):
        raise BidModelError(f"model {key!r}: its levels are not {list(levels)}")
    width = row_width(rules)
    weights = m.get("weights")
    if not is_matrix(weights, len(levels), width):
        raise BidModelError(f"model {key!r}: weights must be {len(levels)} rows of {width} numbers")
    return BidTable(rules, levels, tuple(tuple(float(w) for w in r) for r in weights))


def is_number(w: Any) -> bool:
    """A finite JSON number (``bool`` is an ``int`` to Python, never a weight)."""
    return isinstance(w, (int, float)) and not isinstance(w, bool) and math.isfinite(w)


def is_matrix(weights: Any, rows: int, width: int) -> TypeGuard[list[list[float]]]:
    """``weights`` is a list of ``rows`` lists of ``width`` numbers."""
    return (
        isinstance(weights, list)
        and len(weights) == rows
        and all(
            isinstance(row, list) and len(row) == width and all(is_number(w) for w in row)
            for row in weights
        )
    )


_SHIPPED: list[BidModel | None] = []


def model_for(rules: Rules) -> BidTable | None:
    """The shipped model's table for ``rules``, or None when there is none for them or the file
    cannot be read (the file is read once; a damaged one is not retried)."""
    if not _SHIPPED:
        try:
            _SHIPPED.append(load_bid_model())
        except BidModelError:
            _SHIPPED.append(None)
    model = _SHIPPED[0]
    return None if model is None else model.table(rules)
