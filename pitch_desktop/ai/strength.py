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
    Card,
    Mask,
    card,
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
    # The guess a top trump brings (the ace, king or queen of the suit), and a low one (its
    # two or three); any other card brings nothing.
    top_guess: dict[Card, float]
    low_guess: dict[Card, float]
    jack: Card


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
            top_guess = {card(rank, suit): v for rank, v in _TOP_GUESS}
            low_guess = {card(rank, suit): v for rank, v in _LOW_GUESS}
            plan = _SuitPlan(
                trumps, trumps.mask, tuple(extras), top_guess, low_guess, card(JACK, suit)
            )
            out.append(plan)
        plans = _SUIT_PLANS[rules] = tuple(out)
    return plans


# What holding a card award beyond the four points is guessed to bring: as much as the jack
# when it is worth one point, about half its worth when more (the three, the five).
_HELD_AWARD = 0.7
_HELD_WORTH = 0.5
# What the top trump held is guessed to bring, by its rank; the jack held; the lowest trump
# held, by its rank; and each trump past the second.
_TOP_GUESS = ((ACE, 1.0), (KING, 0.6), (QUEEN, 0.3))
_JACK_GUESS = 0.7
_LOW_GUESS = ((TWO, 0.8), (THREE, 0.5))
_LENGTH_GUESS = 0.35


def suit_strength(hand: Mask, suit: int, rules: Rules) -> float:
    """A quick guess of the points a hand makes with ``suit`` as trump, used to imagine how the
    other players bid (the expert's own bids come from playouts, not from this). Naming the
    suit needs a card of it (the pitch); the trumps counted are the kernel's (the off-jack and
    the jokers too), and a card award beyond the four points adds its guess."""
    if not hand & SUIT_MASKS[suit]:
        return -1.0
    plan = _suit_plans(rules)[suit]
    m = hand & plan.mask
    est = 0.0
    est += plan.top_guess.get(plan.trumps.highest(m), 0.0)
    if m >> plan.jack & 1:
        est += _JACK_GUESS
    low = plan.trumps.lowest_of_suit(m)
    if low is not None:
        est += plan.low_guess.get(low, 0.0)
    est += _LENGTH_GUESS * (m.bit_count() - 2)
    for b, held in plan.extras:
        if hand & b:
            est += held
    return est


def best_suit_strength(hand: Mask, rules: Rules) -> tuple[float, int]:
    """The hand's best suit by ``suit_strength`` and what it is worth (ties to the higher
    suit)."""
    return max((suit_strength(hand, s, rules), s) for s in range(SUIT_COUNT))
