"""A quick guess of what a hand is worth with each suit as trump.

The expert imagines how the other players bid with it (its own bids come from playouts), and
the learned bid model reads a hand through it (``bid_model``): one guess for both, so the two
agree on what a suit is worth.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitch_desktop.engine.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    SUIT_COUNT,
    SUIT_MASKS,
    THREE,
    TWO,
    Mask,
    card,
    rank_of,
)
from pitch_desktop.engine.deck import Trumps, trumps_of
from pitch_desktop.engine.points import FOUR_POINTS
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.scoring import award_cards


@dataclass(frozen=True, slots=True)
class _SuitPlan:
    """What ``suit_strength`` reads of one suit as trump: the trumps, and the card awards
    beyond the four points (the off-jack, a joker, the ten, three or five of trump) with what
    holding each is guessed to bring."""

    trumps: Trumps
    mask: Mask
    extras: tuple[tuple[Mask, float], ...]


_SUIT_PLANS: dict[Rules, tuple[_SuitPlan, ...]] = {}


def _suit_plans(rules: Rules) -> tuple[_SuitPlan, ...]:
    plans = _SUIT_PLANS.get(rules)
    if plans is None:
        out = []
        for suit in range(SUIT_COUNT):
            extras = []
            for award, worth, c in zip(
                rules.points, rules.worths, award_cards(rules, suit), strict=True
            ):
                if c is not None and award not in FOUR_POINTS:
                    extras.append((1 << c, _HELD_AWARD if worth == 1 else _HELD_WORTH * worth))
            trumps = trumps_of(rules, suit)
            out.append(_SuitPlan(trumps, trumps.mask, tuple(extras)))
        plans = _SUIT_PLANS[rules] = tuple(out)
    return plans


# What holding a card award beyond the four points is guessed to bring: as much as the jack
# when it is worth one point, about half its worth when more (the three, the five).
_HELD_AWARD = 0.7
_HELD_WORTH = 0.5


def suit_strength(hand: Mask, suit: int, rules: Rules) -> float:
    """A quick guess of the points a hand makes with ``suit`` as trump, used to imagine how the
    other players bid (the expert's own bids come from playouts, not from this). Naming the
    suit needs a card of it (the pitch); the trumps counted are the kernel's (the off-jack and
    the jokers too), and a card award beyond the four points adds its guess."""
    if not hand & SUIT_MASKS[suit]:
        return -1.0
    plan = _suit_plans(rules)[suit]
    m = hand & plan.mask
    top = plan.trumps.highest(m)
    low = plan.trumps.lowest_of_suit(m)
    est = 0.0
    if top == card(ACE, suit):
        est += 1.0
    elif top == card(KING, suit):
        est += 0.6
    elif top == card(QUEEN, suit):
        est += 0.3
    if m >> card(JACK, suit) & 1:
        est += 0.7
    if low is not None and rank_of(low) == TWO:
        est += 0.8
    elif low is not None and rank_of(low) == THREE:
        est += 0.5
    est += 0.35 * (m.bit_count() - 2)
    for b, held in plan.extras:
        if hand & b:
            est += held
    return est


def best_suit_strength(hand: Mask, rules: Rules) -> tuple[float, int]:
    """The hand's best suit by ``suit_strength`` and what it is worth (ties to the higher
    suit)."""
    return max((suit_strength(hand, s, rules), s) for s in range(SUIT_COUNT))
