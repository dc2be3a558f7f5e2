"""The simplest bots: ``random`` for tests and ``greedy`` as a first yardstick."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import ACE, JACK, SUIT_MASKS, TEN, highest, lowest
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.state import PASS, Action, bid_action, is_bid
from pitch_desktop.engine.view import PlayerView

from .base import Bot, register


@register("random")
class RandomBot(Bot):
    """Any legal action, uniformly."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


@register("greedy")
class GreedyBot(Bot):
    """Bids its best suit's count of likely points; takes a trick when it can, else ducks low."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if is_bid(legal[0]) or is_bid(legal[-1]):
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        best = 0
        for s in range(4):
            suit = view.hand & SUIT_MASKS[s]
            if not suit:
                continue
            est = 0
            if highest(suit) % 13 >= ACE - 1:
                est += 1
            if lowest(suit) % 13 <= 2:
                est += 1
            if suit >> (s * 13 + JACK) & 1:
                est += 1
            if suit.bit_count() >= 3:
                est += 1
            best = max(best, est)
        for level in range(best, 0, -1):
            if bid_action(level) in legal:
                return bid_action(level)
        return PASS if PASS in legal else legal[0]

    def _play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if not view.trick:
            # Lead the highest card of the longest suit (trump if trump is named).
            return max(legal, key=lambda c: (c // 13 == view.trump, c % 13))
        trump = view.trump if view.trump is not None else view.trick[0] // 13
        winners = [
            c for c in legal if trick_winner_index((*view.trick, c), trump) == len(view.trick)
        ]
        if winners:
            return min(winners, key=lambda c: (c % 13 == TEN, c % 13))
        return min(legal, key=lambda c: (c // 13 == trump, c % 13 in (TEN, JACK), c % 13))
