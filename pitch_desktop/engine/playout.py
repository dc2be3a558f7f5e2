"""Random legal hands played fast on bitmasks: what the engine's speed is measured by.

``benchmarks/engine_speed.py`` counts the random hands a second ``random_hand`` deals, bids, plays
and scores, and the engine tests replay its hands through the immutable ``HandState`` to show
that every action was legal and the score the same. ``HandState`` builds a new object per
action, which is right for replay, undo and threads but costs microseconds a step; here one hand
is played in local variables. Each rule still comes from its one place, read as a table where a
call per step would cost too much: ``auction.bid_table`` (``legal_bid_levels`` and
``auction_ends_after`` by the high bid), ``play.follow_masks`` (``legal_play_mask`` by the led
suit), the kernel's ``Trumps.beats`` and ``suit_of`` (``engine.deck``), then
``scoring.hand_points``. The bots' playouts, which choose
their cards by a policy, are in ``ai.search``; they take ``random_card`` from here for the share
of cards they play at random.
"""

from __future__ import annotations

import random

from .auction import bid_table
from .cards import FULL_DECK, RANKS_PER_SUIT, lowest
from .deck import deck_of
from .play import follow_masks
from .rules import PLAYER_COUNTS, Rules
from .scoring import HandPoints, hand_points

# For n players and a leader, the seats in the order they play to the trick.
_TURN_ORDERS = {
    n: tuple(tuple(range(s, n)) + tuple(range(s)) for s in range(n)) for n in PLAYER_COUNTS
}


def random_card(m: int, rnd: float) -> int:
    """The card of mask ``m`` picked by ``rnd`` in [0, 1): uniform over its set bits."""
    k = int(rnd * m.bit_count())
    for _ in range(k):
        m &= m - 1
    return lowest(m)


def random_hand(
    rules: Rules,
    dealer: int,
    rng: random.Random,
    record: list[list[int]] | None = None,
) -> HandPoints | None:
    """Deal one hand and play it with random legal actions; None if thrown in.

    With ``record``, the dealt hands (as masks), the bid levels and each trick's cards are
    appended to it, so tests can replay the hand through the immutable engine.

    Choices are uniform to within 1e-4: each takes 16 random bits modulo the number of choices.
    Bits are drawn a trick at a time (small ints stay cheap to shift) because a call into
    ``random`` costs more than the rule work of a play.
    """
    if rules.draw_back:
        # The draw-back's play-outs are the expert's own (``ai.draw_back_search``).
        raise ValueError("the fast playout plays the six-card games, not the draw-back")
    n = rules.players
    getrandbits = rng.getrandbits
    # Deal: draw 6-bit numbers (0..63 holds every card), keeping those in the deck and not yet
    # dealt; ten numbers come from one draw of 60 bits, above a marker bit.
    deck = deck_of(rules)
    deck_size = deck.size
    deal = rules.deal
    taken = 0
    dealt = []
    bits = 0
    for _ in range(n):
        m = 0
        need = deal
        while need:
            if bits < 64:
                bits = getrandbits(60) | 1 << 60
            c = bits & 63
            bits >>= 6
            if c < deck_size and not taken >> c & 1:
                taken |= 1 << c
                m |= 1 << c
                need -= 1
        dealt.append(m)
    bits = getrandbits(16 * n)

    others_levels, dealer_levels, ends_after = bid_table(rules)
    high = 0
    pitcher = -1
    bids = []
    for i in range(1, n):
        seat = (dealer + i) % n
        levels = others_levels[high]
        level = levels[(bits & 0xFFFF) % len(levels)]
        bits >>= 16
        bids.append(level)
        if level:
            high, pitcher = level, seat
            if ends_after[high]:
                break
    else:
        levels = dealer_levels[high]
        level = levels[(bits & 0xFFFF) % len(levels)]
        bits >>= 16
        bids.append(level)
        if level:
            high, pitcher = level, dealer
    if record is not None:
        record.extend((dealt, bids))
    if pitcher < 0:
        return None

    hands = list(dealt)
    captured = [0] * n
    tricks = [0] * n
    trump_rule = rules.trump_rule
    follow: tuple[tuple[int, int], ...] = ()
    beats: tuple[int, ...] = ()
    suit_of: tuple[int, ...] = ()
    leader = pitcher
    trump = -1
    trick = [0] * n
    seats = _TURN_ORDERS[n]
    for _ in range(deal):
        bits = getrandbits(16 * n)
        order = seats[leader]
        # The lead: any card (the first lead names trump, and may not be a joker).
        hand = hands[leader]
        m = hand if trump >= 0 else hand & FULL_DECK
        for _ in range((bits & 0xFFFF) % m.bit_count()):
            m &= m - 1
        bits >>= 16
        pile = m & -m
        hands[leader] = hand ^ pile
        c = pile.bit_length() - 1
        trick[0] = c
        if trump < 0:
            trump = c // RANKS_PER_SUIT
            trumps = deck.by_suit[trump]
            follow = follow_masks(trumps, trump_rule)
            beats = trumps.beats
            suit_of = trumps.suit_of
        must, allowed = follow[suit_of[c]]
        win = c
        win_i = 0
        for i in range(1, n):
            seat = order[i]
            hand = hands[seat]
            m = hand & allowed if hand & must else hand
            for _ in range((bits & 0xFFFF) % m.bit_count()):
                m &= m - 1
            bits >>= 16
            b = m & -m
            hands[seat] = hand ^ b
            pile |= b
            c = b.bit_length() - 1
            trick[i] = c
            if beats[win] & b:
                win, win_i = c, i
        if record is not None:
            record.append(list(trick))
        winner = order[win_i]
        captured[winner] |= pile
        tricks[winner] += 1
        leader = winner
    return hand_points(rules, pitcher, high, trump, dealt, captured, tricks)
