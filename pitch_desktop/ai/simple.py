"""The simplest bots: ``random`` for tests and ``greedy`` as a first yardstick.

In the draw-back ``random`` takes any legal action (the draw too), and ``greedy`` bids the plain
count of its best suit, names it, burns by the shared rule and takes a trick with its cheapest
winning trump, else plays its lowest.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    DECK_SIZE,
    FOUR,
    JACK,
    KING,
    SUIT_COUNT,
    SUIT_MASKS,
    TEN,
    Mask,
    card,
    highest,
    lowest,
    rank_of,
)
from pitch_desktop.engine.deck import Trumps, trumps_of
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import DRAW, PASS, Action, Phase, bid_action, is_bid, name_action
from pitch_desktop.engine.view import PlayerView

from . import call_and_rob, draw_back_play, kitty_play
from .base import Bot, register
from .heuristics import rank_key, trump_table


@register("random")
class RandomBot(Bot):
    """Any legal action, uniformly."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


def _bid_up_to(count: int, legal: Sequence[Action]) -> Action:
    """The highest legal bid not above ``count``; else pass, or the least bid a stuck dealer
    must make."""
    for level in range(count, 0, -1):
        if bid_action(level) in legal:
            return bid_action(level)
    return PASS if PASS in legal else legal[0]


def _greedy_count(rules: Rules, hand: Mask, s: int) -> int:
    """The greedy count of suit ``s`` as trump: a point each for a king or ace, a four or
    lower, the jack, three trumps, and each further card award held (0: no card of it)."""
    suit = hand & SUIT_MASKS[s]
    if not suit:
        return 0
    trumps = hand & trumps_of(rules, s).mask
    jack = card(JACK, s)
    est = sum(
        (
            rank_of(highest(suit)) >= KING,
            rank_of(lowest(suit)) <= FOUR,
            bool(suit >> jack & 1),
            trumps.bit_count() >= 3,
        )
    )
    # A point for each further card award held (the off-jack, a joker, the five...).
    for _, c in trump_table(rules, s).awards:
        if c != jack and trumps >> c & 1:
            est += 1
    return est


def _greedy_trump(view: PlayerView, trumps: Trumps, legal: Sequence[Action]) -> Action:
    """The draw-back's trumps-only play, greedily: lead the highest trump, take a trick with
    the lowest trump that wins it, else duck with the lowest."""
    ts = draw_back_play.trump_suit(view.rules, trumps.suit)
    if not view.trick:
        return min(legal, key=lambda c: ts.place[c])
    n = len(view.trick)
    winners = [c for c in legal if trumps.winner_index((*view.trick, c)) == n]
    if winners:
        return max(winners, key=lambda c: ts.place[c])
    return max(legal, key=lambda c: ts.place[c])


@register("greedy")
class GreedyBot(Bot):
    """Bids its best suit's count of likely points; takes a trick when it can, else ducks low."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.DISCARD:
            return kitty_play.discard_choice(view.hand, legal)
        special = call_and_rob.special_step(view, legal, self.name)
        if special is not None:
            return special[0]
        if view.rules.draw_back:
            return self._draw_back(view, legal)
        if is_bid(legal[0]) or is_bid(legal[-1]):
            return self._bid(view, legal)
        return self._play(view, legal)

    def _draw_back(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """The draw-back: bid the plain count of the best suit, name it, burn the trump the
        rules advise, and play trumps greedily (take a trick when it can, else duck low)."""
        rules = view.rules
        if view.phase is Phase.BID:
            suit = draw_back_play.simple_suit(rules, view.hand)
            return _bid_up_to(draw_back_play.simple_count(rules, view.hand, suit), legal)
        if view.phase is Phase.NAME:
            return name_action(draw_back_play.simple_suit(rules, view.hand))
        if view.phase is Phase.DRAW:
            return DRAW
        trumps = view.trumps
        assert trumps is not None
        if view.phase is Phase.BURN:
            c = draw_back_play.burn_choice(rules, trumps.suit, view.hand, view.all_burned)
            return c if c in legal else legal[0]
        return _greedy_trump(view, trumps, legal)

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        rules = view.rules
        best = max(
            (_greedy_count(rules, view.hand, s) for s in range(SUIT_COUNT)),
            default=0,
        )
        return _bid_up_to(best, legal)

    def _play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        trumps = view.trumps
        if not view.trick:
            # Lead the highest card (a trump if trump is named; the pitch is never a joker).
            mask = trumps.mask if trumps is not None else 0
            return max(legal, key=lambda c: (bool(mask >> c & 1), rank_key(trumps, c)))
        if trumps is None:
            trumps = trumps_of(view.rules, view.trick[0] // 13)
        mask = trumps.mask
        n = len(view.trick)
        winners = [c for c in legal if trumps.winner_index((*view.trick, c)) == n]

        def rank(c: int) -> float:
            return rank_key(trumps, c)

        def ten_or_jack(c: int) -> bool:
            return c < DECK_SIZE and rank_of(c) in (TEN, JACK)

        if winners:
            return min(winners, key=lambda c: (rank(c) == TEN, rank(c)))
        return min(legal, key=lambda c: (bool(mask >> c & 1), ten_or_jack(c), rank(c)))
