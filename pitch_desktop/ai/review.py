"""A strong player's review of one decision: what it cost, and whether that is clearly a mistake.

A decision's cost is what the best legal choice is worth more than the one made, in points a
hand for the decider's side (its score minus the others' average), averaged over deals of the
unseen cards that fit what the decider saw and the bids made so far:

- a bid and the pitch (the pitcher's first lead, which names trump) by play-outs: for each legal
  choice the hand is finished, the rest of the auction and the whole play, by a fixed reference
  player at every seat (the ``standard`` level), on the same deals with the same seeds for
  every choice, so the choices are compared deal by deal;
- a card late in the hand (few tricks left) exactly, by the solver (``solver.solve_moves``) on
  each of those deals.

The post-hand analysis (``analysis``) values a bid by the expert's own simulation; a review of
the expert needs a judge that is not the expert, and finished hands rather than its imagined
auction, hence play-outs by another level.

The deals fit the bids by the reference player too: a deal is kept with the likelihood of the
bids seen under it, the product over every bid and pass of another seat of 1 when the reference
player would have said the same with that seat's sampled hand and the auction before it,
``NEAR_BID`` when it would have said the next level up or down, ``FAR_BID`` otherwise. The bots
under review do not bid exactly like the reference (the expert is bolder), so a bid one level
off still says much; a pass where the reference would bid two levels higher says the deal is
unlikely. Drawing and keeping by the likelihood is a sample of the deals the bids make likely
(weighting every deal instead would spend the play-outs on deals that hardly count); after
``TRIES_PER_DEAL`` draws per wanted deal the rest are the likeliest deals turned down, each
weighted by its likelihood, so an auction the reference would never bid never stalls the
review.

A clear mistake costs at least ``WORTH_SHOWING`` (half a point, what the post-hand analysis
shows a player) and the 95% interval of the paired difference excludes zero: a few noisy deals
are not charged. The value is the hand's points, with no match bonus (the benchmark's hands
start at 0-0).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pitch_desktop.engine.cards import Mask
from pitch_desktop.engine.state import (
    Action,
    HandState,
    Phase,
    apply,
    bid_action,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import (
    PlayerView,
    SamplingError,
    sample_hands,
    sample_kitty,
    view_of,
)

from .analysis import WORTH_SHOWING
from .base import Bot
from .solver import Position, SolverError, solve_moves
from .standard import StandardBot

Kind = Literal["bid", "pitch", "card"]
KINDS: tuple[Kind, ...] = ("bid", "pitch", "card")

# The likelihood of another seat's bid when the reference player, holding that seat's sampled
# hand, would have said the next level (a pass and the lowest bid are next to each other), and
# when it would have said anything further off. Most hands say a low level, so a far-off level
# must count for little or they fill the deals kept: after a first speaker's 4 in setback the
# reference would bid 3 with 44% of the deals kept at ``FAR_BID`` 0.03, 71% at 0.01 (9% of
# plain deals).
NEAR_BID = 0.3
FAR_BID = 0.01
# Draws per wanted deal before the rest are taken weighted by their likelihood.
TRIES_PER_DEAL = 30
# The two-sided 95% point of the normal distribution.
Z95 = 1.96

REFERENCE: Bot = StandardBot()


class ReviewError(ValueError):
    """The decision cannot be reviewed: no deal fits the view, or the rules are not the
    six-card game's (the draw-back has its own phases)."""


@dataclass(frozen=True, slots=True)
class Review:
    """One reviewed decision: ``cost`` what ``best`` was worth more than ``played`` (points a
    hand, 0 when the played choice was the best), ``low`` and ``high`` the 95% interval of that
    paired difference over ``deals`` deals, ``values`` each choice's average value."""

    kind: Kind
    played: Action
    best: Action
    cost: float
    low: float
    high: float
    deals: int
    values: dict[Action, float]

    @property
    def clear(self) -> bool:
        """A clear mistake: worth showing a player, and not the noise of a few deals."""
        return self.cost >= WORTH_SHOWING and self.low > 0.0


def kind_of(view: PlayerView) -> Kind:
    """What the seat to act decides: a bid, the pitch (the lead that names trump) or a card."""
    if view.phase is Phase.BID:
        return "bid"
    return "pitch" if view.trump is None else "card"


def _level_index(legal: Sequence[Action], action: Action) -> int:
    """Where a bid stands among the legal ones, lowest (a pass) first."""
    return sorted(legal).index(action)


def bids_likelihood(view: PlayerView, hands: Sequence[Mask], reference: Bot = REFERENCE) -> float:
    """How likely the bids and passes of the other seats are in the deal ``hands`` (the cards
    each seat holds now), by what the reference player would have said with each seat's hand
    (``NEAR_BID`` a level off, ``FAR_BID`` further)."""
    rules = view.rules
    dealt = tuple(hands[s] | view.played_by[s] for s in range(rules.players))
    state = new_hand(rules, view.dealer, dealt, view.scores_before)
    likelihood = 1.0
    rng = random.Random(0)
    for level in view.bids:
        seat = state.to_act
        legal = legal_actions(state)
        said = bid_action(level)
        if seat != view.seat and len(legal) > 1:
            would = reference.choose(view_of(state, seat), legal, rng)
            if would != said:
                off = abs(_level_index(legal, would) - _level_index(legal, said))
                likelihood *= NEAR_BID if off == 1 else FAR_BID
        state = apply(state, said)
    return likelihood


def fitting_deals(
    view: PlayerView, samples: int, rng: random.Random, reference: Bot = REFERENCE
) -> list[tuple[tuple[Mask, ...], float]]:
    """``samples`` deals of the unseen cards that fit the view and the bids, each with its
    weight: 1 for a deal kept by its likelihood; once ``TRIES_PER_DEAL`` draws per deal are
    spent, the rest are the likeliest of the deals turned down, each weighted by its
    likelihood."""
    kept: list[tuple[tuple[Mask, ...], float]] = []
    spare: list[tuple[tuple[Mask, ...], float]] = []
    try:
        for _ in range(samples * TRIES_PER_DEAL):
            hands = sample_hands(view, rng)
            likelihood = bids_likelihood(view, hands, reference)
            if rng.random() < likelihood:
                kept.append((hands, 1.0))
                if len(kept) == samples:
                    return kept
            else:
                spare.append((hands, likelihood))
    except SamplingError as exc:
        raise ReviewError(str(exc)) from exc
    spare.sort(key=lambda deal: -deal[1])
    return kept + spare[: samples - len(kept)]


def hand_value(state: HandState, side: int) -> float:
    """A finished hand's score for ``side`` minus the others' average (0 if thrown in)."""
    if state.score is None:
        return 0.0
    scores = state.score.hand_score
    return scores[side] - (sum(scores) - scores[side]) / (len(scores) - 1)


def finish(state: HandState, rng: random.Random, reference: Bot = REFERENCE) -> HandState:
    """The hand played to its end by the reference player at every seat."""
    while state.phase is not Phase.DONE:
        legal = legal_actions(state)
        action = (
            legal[0]
            if len(legal) == 1
            else reference.choose(view_of(state, state.to_act), legal, rng)
        )
        state = apply(state, action)
    return state


def play_out_values(
    view: PlayerView,
    legal: Sequence[Action],
    deals: Sequence[tuple[tuple[Mask, ...], float]],
    seeds: Sequence[int],
    reference: Bot = REFERENCE,
) -> dict[Action, list[float]]:
    """Each legal choice's value for the view's side on every deal: the hand finished by the
    reference player, with the same seed for every choice on a deal."""
    out: dict[Action, list[float]] = {a: [] for a in legal}
    side = view.side
    for (hands, _), seed in zip(deals, seeds, strict=True):
        # A kitty nobody has taken yet lies among the cards no hand holds, for the pitcher.
        world = view.world(hands, kitty=sample_kitty(view, hands, random.Random(seed)))
        for a in legal:
            done = finish(apply(world, a), random.Random(seed), reference)
            out[a].append(hand_value(done, side))
    return out


def solved_values(
    view: PlayerView, legal: Sequence[Action], deals: Sequence[tuple[tuple[Mask, ...], float]]
) -> dict[Action, list[float]]:
    """Each legal card's exact value for the view's side on every deal."""
    out: dict[Action, list[float]] = {a: [] for a in legal}
    for hands, _ in deals:
        values = solve_moves(Position.from_view(view, hands), view.side)
        for a in legal:
            out[a].append(values[a])
    return out


def paired(diffs: Sequence[float], weights: Sequence[float]) -> tuple[float, float]:
    """The weighted mean of paired differences and the half-width of its 95% interval."""
    total = sum(weights)
    mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
    var = sum(w * w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total**2
    return mean, Z95 * math.sqrt(var)


def judge(
    kind: Kind,
    played: Action,
    values: dict[Action, list[float]],
    weights: Sequence[float],
) -> Review:
    """The review of ``played`` from every choice's value on the same deals."""
    total = sum(weights)
    means = {
        a: sum(w * v for w, v in zip(weights, vs, strict=True)) / total for a, vs in values.items()
    }
    best = max(means, key=lambda a: (round(means[a], 9), -a))
    if means[played] >= means[best] - 1e-9:
        best = played
    diffs = [b - p for b, p in zip(values[best], values[played], strict=True)]
    cost, half = paired(diffs, weights)
    return Review(kind, played, best, cost, cost - half, cost + half, len(weights), means)


def review(
    state: HandState,
    played: Action,
    rng: random.Random,
    samples: int = 100,
    card_samples: int = 16,
    reference: Bot = REFERENCE,
) -> Review:
    """The review of ``played`` by the seat to act at ``state``: a bid or the pitch by
    ``samples`` play-outs per choice, a card by the solver over ``card_samples`` deals."""
    if state.rules.draw_back:
        raise ReviewError("the review covers the six-card games, not the draw-back")
    legal = legal_actions(state)
    if played not in legal:
        raise ReviewError(f"{played} is not a legal choice here")
    view = view_of(state, state.to_act)
    kind = kind_of(view)
    if len(legal) == 1:
        return Review(kind, played, played, 0.0, 0.0, 0.0, 0, {played: 0.0})
    deals = fitting_deals(view, card_samples if kind == "card" else samples, rng, reference)
    if not deals:
        raise ReviewError("no deal of the unseen cards fits the view")
    weights = [w for _, w in deals]
    if kind == "card":
        try:
            values = solved_values(view, legal, deals)
        except SolverError as exc:
            raise ReviewError(str(exc)) from exc
    else:
        seeds = [rng.getrandbits(64) for _ in deals]
        values = play_out_values(view, legal, deals, seeds, reference)
    return judge(kind, played, values, weights)
