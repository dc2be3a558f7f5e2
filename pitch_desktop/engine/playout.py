"""Fast random hands on bitmasks, for benchmarks and for bots that need many playouts.

The immutable ``HandState`` builds a new object per action, which is right for replay, undo and
threads but costs microseconds a step. Here one hand is played in local variables, with the same
rule functions (``auction.legal_bid_levels``, ``play.legal_play_mask``,
``play.trick_winner_index``, ``scoring.score_hand``), so there is still one place for each rule.
"""

from __future__ import annotations

import random

from .auction import auction_ends_after, legal_bid_levels
from .play import legal_play_mask, trick_winner_index
from .rules import Rules
from .scoring import HandPoints, hand_points

_DECK = tuple(range(52))


def random_card(m: int, rnd: float) -> int:
    """The card of mask ``m`` picked by ``rnd`` in [0, 1): uniform over its set bits."""
    k = int(rnd * m.bit_count())
    for _ in range(k):
        m &= m - 1
    return (m & -m).bit_length() - 1


def random_hand(rules: Rules, dealer: int, rng: random.Random) -> HandPoints | None:
    """Deal one hand and play it with uniformly random legal actions; None if thrown in."""
    n = rules.players
    rand = rng.random
    # Deal by drawing cards at random and redrawing the few already taken: for six cards a
    # seat this is cheaper than shuffling the deck, and just as uniform.
    taken = 0
    dealt = []
    for _ in range(n):
        m = 0
        for _ in range(6):
            c = int(rand() * 52)
            while taken >> c & 1:
                c = int(rand() * 52)
            taken |= 1 << c
            m |= 1 << c
        dealt.append(m)

    high = 0
    pitcher = -1
    for i in range(1, n + 1):
        seat = (dealer + i) % n
        is_dealer = seat == dealer
        levels = legal_bid_levels(rules, is_dealer, high)
        level = levels[int(rand() * len(levels))]
        if level:
            high, pitcher = level, seat
        if auction_ends_after(rules, is_dealer, high):
            break
    if pitcher < 0:
        return None

    hands = list(dealt)
    captured = [0] * n
    tricks = [0] * n
    trump_rule = rules.trump_rule
    leader = pitcher
    trump = -1
    trick = [0] * n
    seats = [list(range(s, n)) + list(range(s)) for s in range(n)]
    for _ in range(6):
        order = seats[leader]
        # The lead: any card (the first lead names trump).
        hand = hands[leader]
        m = hand
        for _ in range(int(rand() * m.bit_count())):
            m &= m - 1
        pile = m & -m
        hands[leader] = hand ^ pile
        c = pile.bit_length() - 1
        trick[0] = c
        led = c // 13
        if trump < 0:
            trump = led
        for i in range(1, n):
            seat = order[i]
            hand = hands[seat]
            m = legal_play_mask(hand, led, trump, trump_rule)
            # A uniformly random card of m (random_card, inlined: this is the hot loop).
            for _ in range(int(rand() * m.bit_count())):
                m &= m - 1
            b = m & -m
            hands[seat] = hand ^ b
            pile |= b
            trick[i] = b.bit_length() - 1
        winner = order[trick_winner_index(trick, trump)]
        captured[winner] |= pile
        tricks[winner] += 1
        leader = winner
    return hand_points(rules, pitcher, high, trump, dealt, captured, tricks)
