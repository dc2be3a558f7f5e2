"""Fast playouts of sampled deals on bitmasks, and the match-aware value of a hand's outcome.

The expert thinks by dealing the cards it cannot see at random and playing each deal out many
times with a light heuristic policy. That only works if a playout costs tens of microseconds, so
this module keeps the whole hand in local ints (a mask per seat, a pile per side) instead of the
engine's immutable ``HandState``, while every rule it applies is the engine's own function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pitch_desktop.engine.cards import SUIT_MASKS, TEN, Mask
from pitch_desktop.engine.play import legal_play_mask, trick_winner_index
from pitch_desktop.engine.rules import Rules, TrumpRule
from pitch_desktop.engine.scoring import AwardSides, award_sides, bid_outcome, winner_after

_SUIT_OF = tuple(c // 13 for c in range(52))
_RANK_OF = tuple(c % 13 for c in range(52))
# Bits above a card (higher cards of every suit; masked with a suit where it matters).
_ABOVE = tuple(((1 << 52) - 1) & ~((2 << c) - 1) for c in range(52))
# What a card costs to throw away: card points, and more for trumps (they win tricks).
_PLAIN_COST = tuple(
    (10.5 if c % 13 == TEN else float((0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4)[c % 13]))
    + (c % 13) / 100.0
    for c in range(52)
)


@dataclass(frozen=True, slots=True)
class Table:
    """The rule constants a playout reads, unpacked once per decision."""

    rules: Rules
    players: int
    side_of: tuple[int, ...]
    sides: int
    trump_rule: TrumpRule

    @staticmethod
    def of(rules: Rules) -> Table:
        return Table(
            rules=rules,
            players=rules.players,
            side_of=rules.side_of_seat,
            sides=rules.sides,
            trump_rule=rules.trump_rule,
        )


def _beaters(win: int, led: int, trump: int) -> Mask:
    """The cards that would beat ``win``, the card now winning a trick led in ``led``."""
    if _SUIT_OF[win] == trump:
        return SUIT_MASKS[trump] & _ABOVE[win]
    return SUIT_MASKS[trump] | (SUIT_MASKS[led] & _ABOVE[win])


def _top(m: Mask) -> int:
    return m.bit_length() - 1


def _low(m: Mask) -> int:
    return (m & -m).bit_length() - 1


def _cheapest(m: Mask, trump: int, keep: Mask) -> int:
    """The card of ``m`` that costs least to give up: no points, no trump, nothing in ``keep``."""
    best = -1
    best_cost = 1e9
    tm = SUIT_MASKS[trump]
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        cost = _PLAIN_COST[c]
        if b & tm:
            cost += 6.0
        if b & keep:
            cost += 30.0
        if cost < best_cost:
            best, best_cost = c, cost
    return best


def _richest(m: Mask, trump: int, keep: Mask) -> int:
    """The card of ``m`` worth most to a partner's trick: a ten, an ace, Jack or Low of trump."""
    best = -1
    best_value = -1e9
    tm = SUIT_MASKS[trump]
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        value = _PLAIN_COST[c]
        if b & keep:
            value += 20.0
        elif b & tm:
            value -= 8.0
        if value > best_value:
            best, best_value = c, value
    return best


def choose_card(
    tab: Table,
    hands: list[Mask],
    seat: int,
    trick: list[int],
    leader: int,
    trump: int,
    keep: Mask,
    rng: random.Random,
    eps: float,
) -> int:
    """The rollout policy: a quick, sensible card for ``seat`` in a fully dealt world.

    It gives points to a partner who is winning, keeps Jack and Low (``keep``) away from the
    others, leads a trump that cannot be beaten to draw the jack, and wins cheaply when it can.
    """
    hand = hands[seat]
    n = tab.players
    legal = legal_play_mask(hand, _SUIT_OF[trick[0]], trump, tab.trump_rule) if trick else hand
    if eps and rng.random() < eps:
        k = legal.bit_count()
        i = int(rng.random() * k)
        m = legal
        while i:
            m &= m - 1
            i -= 1
        return _low(m)
    if legal & (legal - 1) == 0:
        return _top(legal)
    tm = SUIT_MASKS[trump]
    side_of = tab.side_of
    me = side_of[seat]
    if not trick:
        others = 0
        for s in range(n):
            if s != seat:
                others |= hands[s]
        my_trumps = hand & tm
        if my_trumps:
            top = _top(my_trumps)
            if not (others & tm & _ABOVE[top]) and others & tm:
                return top
        # A plain ace or top card that nobody can beat in its suit, nor trump.
        plain = hand & ~tm
        best = -1
        while plain:
            b = plain & -plain
            plain ^= b
            c = b.bit_length() - 1
            s = _SUIT_OF[c]
            if not (others & SUIT_MASKS[s] & _ABOVE[c]) and c > best:
                best = c
        if best >= 0 and _RANK_OF[best] >= TEN:
            return best
        return _cheapest(hand, trump, keep)
    led = _SUIT_OF[trick[0]]
    win_i = 0
    win = trick[0]
    for i in range(1, len(trick)):
        c = trick[i]
        s = _SUIT_OF[c]
        if s == trump:
            if _SUIT_OF[win] != trump or c > win:
                win_i, win = i, c
        elif s == led and _SUIT_OF[win] != trump and c > win:
            win_i, win = i, c
    win_seat = (leader + win_i) % n
    pos = len(trick)
    later = 0
    for j in range(pos + 1, n):
        s = (leader + j) % n
        if side_of[s] != me:
            later |= hands[s]
    if side_of[win_seat] == me:
        if not (later & _beaters(win, led, trump)):
            return _richest(legal, trump, keep)
        return _cheapest(legal, trump, keep)
    winners = legal & _beaters(win, led, trump)
    if winners:
        # The cheapest winner the opponents still to play cannot beat; else the highest.
        best = -1
        best_cost = 1e9
        top = -1
        m = winners
        while m:
            b = m & -m
            m ^= b
            c = b.bit_length() - 1
            safe = not (later & _beaters(c, led, trump))
            cost = _PLAIN_COST[c] + (6.0 if b & tm else 0.0) + (30.0 if b & keep else 0.0)
            if safe and cost < best_cost:
                best, best_cost = c, cost
            top = c
        if best >= 0:
            return best
        trick_points = 0
        for c in trick:
            trick_points += int(_PLAIN_COST[c])
        if trick_points >= 10 or (trick and any((1 << c) & keep for c in trick)):
            return top if _SUIT_OF[top] == trump or _SUIT_OF[top] == led else _top(winners)
    return _cheapest(legal, trump, keep)


def play_out(
    tab: Table,
    hands: list[Mask],
    trump: int,
    leader: int,
    trick: list[int],
    piles: list[Mask],
    tricks: list[int],
    keep: Mask,
    rng: random.Random,
    eps: float,
) -> None:
    """Play the rest of the hand with ``choose_card``; ``hands``, ``piles`` (per side) and
    ``tricks`` (per side) are updated in place. ``trick`` holds the cards of the trick in play."""
    n = tab.players
    side_of = tab.side_of
    trick = list(trick)
    to_act = (leader + len(trick)) % n
    while hands[to_act]:
        c = choose_card(tab, hands, to_act, trick, leader, trump, keep, rng, eps)
        hands[to_act] &= ~(1 << c)
        trick.append(c)
        if len(trick) < n:
            to_act = (to_act + 1) % n
            continue
        leader = (leader + trick_winner_index(trick, trump)) % n
        side = side_of[leader]
        for t in trick:
            piles[side] |= 1 << t
        tricks[side] += 1
        trick = []
        to_act = leader


def points_won(
    tab: Table, trump: int, dealt: list[Mask] | tuple[Mask, ...], piles: list[Mask]
) -> tuple[AwardSides, list[int]]:
    """Who won High, Low, Jack and Game (``engine.scoring.award_sides``) and the count per side."""
    sides = award_sides(tab.rules, trump, dealt, piles)
    won = [0] * tab.sides
    for side in sides:
        if side is not None:
            won[side] += 1
    return sides, won


def hand_result(tab: Table, pitcher_side: int, bid: int, won: list[int], tricks: int) -> list[int]:
    """Each side's score for the hand (``engine.scoring.bid_outcome``)."""
    return list(bid_outcome(tab.rules, pitcher_side, bid, won, tricks)[1])


@dataclass(frozen=True, slots=True)
class MatchValue:
    """How one side values a hand's scores: the point margin, and a bonus for ending the match.

    ``win_bonus`` is what winning (or losing) the match is worth in points of margin; it only
    matters near the target, which is where the search should care about it.
    """

    rules: Rules
    side: int
    scores: tuple[int, ...]
    win_bonus: float

    def of(self, result: list[int], pitcher_side: int, bid: int, sides: AwardSides) -> float:
        side = self.side
        nsides = len(result)
        others = (sum(result) - result[side]) / (nsides - 1)
        value = result[side] - others
        if self.win_bonus:
            winner = self.winner(result, pitcher_side, bid, sides)
            if winner is not None:
                value += self.win_bonus if winner == side else -self.win_bonus
        return value

    def winner(
        self, result: list[int], pitcher_side: int, bid: int, sides: AwardSides
    ) -> int | None:
        """``engine.scoring.winner_after`` from a hand's scores per side."""
        made = result[pitcher_side] > 0  # a made bid scores at least 1, a set one below 0
        return winner_after(self.rules, self.scores, pitcher_side, bid, made, result, sides)
