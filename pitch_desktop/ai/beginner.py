"""The ``beginner`` level: plays sensibly but simply, with no memory of the cards played.

It bids a plain count of likely points in its best suit, pitches that suit, takes a trick with
its highest card when that card wins the trick now, and otherwise follows with its lowest card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import ACE, JACK, KING, SUIT_MASKS, highest, lowest
from pitch_desktop.engine.state import PASS, Action, bid_action, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView

from .base import ReasonedBot, register
from .heuristics import winning_index


def simple_count(hand: int, suit: int) -> int:
    """Likely points with ``suit`` as trump: ace or king, a two or three, the jack, length."""
    trumps = hand & SUIT_MASKS[suit]
    if not trumps:
        return 0
    base = suit * 13
    count = 0
    if highest(trumps) - base >= KING:
        count += 1
    if lowest(trumps) - base <= 1:
        count += 1
    if trumps >> (base + JACK) & 1:
        count += 1
    if trumps.bit_count() >= 3:
        count += 1
    return count


def simple_suit(hand: int) -> int:
    """The suit with the best count, then the most cards, then the highest card."""
    return max(
        (s for s in range(4) if hand & SUIT_MASKS[s]),
        key=lambda s: (
            simple_count(hand, s),
            (hand & SUIT_MASKS[s]).bit_count(),
            highest(hand & SUIT_MASKS[s]) % 13,
            s,
        ),
    )


@register("beginner")
class BeginnerBot(ReasonedBot):
    """Bids its count, leads high, takes a trick with a high card or follows low."""

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        if is_bid(legal[0]):
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        count = simple_count(view.hand, simple_suit(view.hand))
        for level in range(min(count, view.rules.max_bid), 0, -1):
            if bid_action(level) in legal:
                return bid_action(level), f"bid {level}: I count {count} points"
        if PASS in legal:
            return PASS, f"pass: I count only {count} points"
        low = min(legal, key=bid_level)
        return low, "the dealer is stuck: bid the least"

    def _play(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        if view.trump is None:
            suit = simple_suit(view.hand)
            c = max(c for c in legal if c // 13 == suit)
            return c, "pitch my best suit with its highest card"
        if not view.trick:
            trumps = [c for c in legal if c // 13 == view.trump]
            if trumps and max(trumps) % 13 == ACE:
                return max(trumps), "lead the ace of trump"
            return max(legal, key=lambda c: (c % 13, c // 13 == view.trump)), "lead high"
        winners = [
            c for c in legal if winning_index((*view.trick, c), view.trump) == len(view.trick)
        ]
        if winners:
            return max(
                winners, key=lambda c: (c // 13 != view.trump, c)
            ), "take it with a high card"
        return min(legal, key=lambda c: (c // 13 == view.trump, c % 13)), "follow low"
