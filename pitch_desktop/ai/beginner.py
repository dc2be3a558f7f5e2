"""The ``beginner`` level: plays sensibly but simply, with no memory of the cards played.

It bids a plain count of likely points in its best suit, pitches that suit, takes a trick with
its highest card when that card wins the trick now, and otherwise follows with its lowest card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    ACE,
    JACK,
    KING,
    SUIT_COUNT,
    SUIT_MASKS,
    THREE,
    card,
    highest,
    lowest,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.state import PASS, Action, bid_action, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .base import Level, ReasonedBot, register
from .heuristics import winning_index
from .reasons import reason


def simple_count(hand: int, suit: int) -> int:
    """Likely points with ``suit`` as trump: ace or king, a two or three, the jack, length."""
    trumps = hand & SUIT_MASKS[suit]
    if not trumps:
        return 0
    count = 0
    if rank_of(highest(trumps)) >= KING:
        count += 1
    if rank_of(lowest(trumps)) <= THREE:
        count += 1
    if trumps >> card(JACK, suit) & 1:
        count += 1
    if trumps.bit_count() >= 3:
        count += 1
    return count


def simple_suit(hand: int) -> int:
    """The suit with the best count, then the most cards, then the highest card."""
    return max(
        (s for s in range(SUIT_COUNT) if hand & SUIT_MASKS[s]),
        key=lambda s: (
            simple_count(hand, s),
            (hand & SUIT_MASKS[s]).bit_count(),
            rank_of(highest(hand & SUIT_MASKS[s])),
            s,
        ),
    )


@register(
    Level(
        key="beginner",
        name=QT_TRANSLATE_NOOP("BotLevel", "Beginner"),
        description=QT_TRANSLATE_NOOP(
            "BotLevel",
            "Bids a simple count in its best suit and wins with high cards.",
        ),
        order=10,
    )
)
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
                return bid_action(level), reason(
                    QT_TRANSLATE_NOOP("BotReason", "bid {bid}: I count {count} points"),
                    bid=level,
                    count=count,
                )
        if PASS in legal:
            return PASS, reason(
                QT_TRANSLATE_NOOP("BotReason", "pass: I count only {count} points"), count=count
            )
        low = min(legal, key=bid_level)
        return low, reason(QT_TRANSLATE_NOOP("BotReason", "the dealer is stuck: bid the least"))

    def _play(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        if view.trump is None:
            suit = simple_suit(view.hand)
            c = max(c for c in legal if suit_of(c) == suit)
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "pitch my best suit with its highest card")
            )
        if not view.trick:
            trumps = [c for c in legal if suit_of(c) == view.trump]
            if trumps and rank_of(max(trumps)) == ACE:
                return max(trumps), reason(QT_TRANSLATE_NOOP("BotReason", "lead the ace of trump"))
            return max(legal, key=lambda c: (rank_of(c), suit_of(c) == view.trump)), reason(
                QT_TRANSLATE_NOOP("BotReason", "lead high")
            )
        winners = [
            c for c in legal if winning_index((*view.trick, c), view.trump) == len(view.trick)
        ]
        if winners:
            return max(winners, key=lambda c: (suit_of(c) != view.trump, c)), reason(
                QT_TRANSLATE_NOOP("BotReason", "take it with a high card")
            )
        return min(legal, key=lambda c: (suit_of(c) == view.trump, rank_of(c))), reason(
            QT_TRANSLATE_NOOP("BotReason", "follow low")
        )
