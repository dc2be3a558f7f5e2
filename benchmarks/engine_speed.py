"""Engine speed: random legal hands played and scored per second, and records replayed per second.

Runs on one core in pure Python, for every preset. The goals (4 players) are at least 20,000
random hands a second through the fast playout in the four-point game and 15,000 in six-point;
the playout shares every rule function with the immutable engine. The replay figure goes through
the immutable ``HandState`` API and record validation; ``engine_api_work.py`` times that work
against another version of the code.

The fast playout is ``random_hand`` below: ``HandState`` builds a new object per action, which is
right for replay, undo and threads but costs microseconds a step; here one hand is played in
local variables. Each rule still comes from its one place, read as a table where a call per step
would cost too much: ``auction.bid_table`` (``legal_bid_levels`` and ``auction_ends_after`` by the
high bid), ``play.follow_masks`` (``legal_play_mask`` by the led suit), the kernel's
``Trumps.beats`` and ``suit_of`` (``engine.deck``), then ``scoring.hand_points``. The engine
tests replay its hands through ``HandState`` to show that every action was legal and the score
the same.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from pitch_desktop.engine.auction import bid_table
from pitch_desktop.engine.cards import FULL_DECK, RANKS_PER_SUIT
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.play import follow_masks
from pitch_desktop.engine.records import hand_record_json, replay_record
from pitch_desktop.engine.rules import PLAYER_COUNTS, PRESETS, Rules
from pitch_desktop.engine.scoring import HandPoints, hand_points
from pitch_desktop.engine.state import apply, deal, legal_actions
from pitch_desktop.this_machine import keep_to_this_machine

# For n players and a leader, the seats in the order they play to the trick.
_TURN_ORDERS = {
    n: tuple(tuple(range(s, n)) + tuple(range(s)) for s in range(n)) for n in PLAYER_COUNTS
}


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
    if rules.drawing:
        # The draw-back's play-outs are the expert's own (``ai.draw_back_search``).
        raise ValueError("the fast playout plays the six-card games, not the draw-back or refill")
    n = rules.players
    getrandbits = rng.getrandbits
    # Deal: draw 6-bit numbers (0..63 holds every card), keeping those in the deck and not yet
    # dealt; ten numbers come from one draw of 60 bits, above a marker bit.
    deck = deck_of(rules)
    deck_size = deck.size
    hand_size = rules.deal
    taken = 0
    dealt = []
    bits = 0
    for _ in range(n):
        m = 0
        need = hand_size
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
    for _ in range(hand_size):
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


def hands_per_second(preset: str, seconds: float, seed: int) -> float:
    """Best of several one-second rounds: the machine is shared, so the best round is the one
    least disturbed by other work."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    best = 0.0
    rounds = max(1, round(seconds))
    for _ in range(rounds):
        done = 0
        start = time.perf_counter()
        end = start + seconds / rounds
        while True:
            for _ in range(250):
                random_hand(rules, done % rules.players, rng)
                done += 1
            now = time.perf_counter()
            if now >= end:
                best = max(best, done / (now - start))
                break
    return best


def immutable_hands_per_second(preset: str, seconds: float, seed: int) -> float:
    """The same random hands through ``legal_actions``/``apply`` on the immutable state."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        state = deal(rules, done % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            state = apply(state, legal[int(rng.random() * len(legal))])
        done += 1
    return done / (time.perf_counter() - start)


def records_per_second(preset: str, seconds: float, seed: int) -> float:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    texts = []
    for i in range(200):
        state = deal(rules, i % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            state = apply(state, legal[int(rng.random() * len(legal))])
        texts.append(json.dumps(hand_record_json(state)))
    done = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        replay_record(json.loads(texts[done % len(texts)]))
        done += 1
    return done / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        "| preset (4 players) | random hands/s (fast playout) | random hands/s (immutable API) "
        "| records replayed/s |"
    )
    print("|---|---|---|---|")
    for preset in PRESETS:
        # The fast playout plays the six-card games; the draw-back has the API only.
        fast = "-"
        if not PRESETS[preset].drawing:
            fast = f"{hands_per_second(preset, args.seconds, args.seed):,.0f}"
        slow = immutable_hands_per_second(preset, args.seconds, args.seed)
        rec = records_per_second(preset, args.seconds, args.seed)
        print(f"| {preset} | {fast} | {slow:,.0f} | {rec:,.0f} |")


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
