"""Fast playouts of sampled deals on bitmasks, and the match-aware value of a hand's outcome.

The expert thinks by dealing the cards it cannot see at random and playing each deal out many
times with a light heuristic policy. That only works if a playout costs tens of microseconds, so
this module keeps the whole hand in local ints (a mask per seat, a pile per side) instead of the
engine's immutable ``HandState``, while every rule it applies is the engine's own function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pitch_desktop.engine.cards import (
    CARDS_ABOVE,
    DECK_SIZE,
    GAME_POINTS,
    RANK_GAME_POINTS,
    RANKS_PER_SUIT,
    SUIT_MASKS,
    TEN,
    Mask,
    highest,
)
from pitch_desktop.engine.play import legal_play_mask, trick_winner_index
from pitch_desktop.engine.playout import random_card
from pitch_desktop.engine.rules import Rules, TrumpRule
from pitch_desktop.engine.scoring import AwardSides, award_sides, bid_outcome, winner_after

# Suit and rank of each card, looked up rather than divided in the playouts' inner loops.
_SUIT_OF = tuple(c // RANKS_PER_SUIT for c in range(DECK_SIZE))
_RANK_OF = tuple(c % RANKS_PER_SUIT for c in range(DECK_SIZE))
# What a card costs to throw away: its Game points (a ten a little more, it is the one that
# decides Game), and a hundredth per rank so that of equal cards the lower goes.
_PLAIN_COST = tuple(
    (GAME_POINTS[c] + (0.5 if _RANK_OF[c] == TEN else 0.0)) + _RANK_OF[c] / 100.0
    for c in range(DECK_SIZE)
)
# What giving up a trump, or a card the side must keep (Jack, Low), adds to that cost.
_TRUMP_COST = 6.0
_KEEP_COST = 30.0


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
        return SUIT_MASKS[trump] & CARDS_ABOVE[win]
    return SUIT_MASKS[trump] | (SUIT_MASKS[led] & CARDS_ABOVE[win])


def _cheapest(m: Mask, trump: int, keep: Mask) -> int:
    """The card of ``m`` that costs least to give up: no points, no trump, nothing in ``keep``
    (-1 when ``m`` is empty). Of equal costs the lowest card."""
    best = -1
    best_cost = 1e9
    tm = SUIT_MASKS[trump]
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        cost = _PLAIN_COST[c]
        if b & tm:
            cost += _TRUMP_COST
        if b & keep:
            cost += _KEEP_COST
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
    With chance ``eps`` it plays any legal card instead, so that the playouts do not all share
    the policy's blind spots.
    """
    hand = hands[seat]
    legal = legal_play_mask(hand, _SUIT_OF[trick[0]], trump, tab.trump_rule) if trick else hand
    if eps and rng.random() < eps:
        return random_card(legal, rng.random())
    if legal & (legal - 1) == 0:
        return highest(legal)
    if not trick:
        return _lead(tab.players, hands, seat, trump, keep)
    return _follow(tab, hands, seat, trick, leader, trump, keep, legal)


def _lead(players: int, hands: list[Mask], seat: int, trump: int, keep: Mask) -> int:
    """The card to lead (any card is legal).

    A trump nobody else can beat while the others still hold trumps: it draws theirs, a jack
    among them. Else the highest plain card that none of the others' cards of its suit beats,
    when it is a ten or better (whether someone can trump it is not asked). Else the card
    cheapest to give up.
    """
    hand = hands[seat]
    others = 0
    for s in range(players):
        if s != seat:
            others |= hands[s]
    tm = SUIT_MASKS[trump]
    my_trumps = hand & tm
    if my_trumps:
        top = highest(my_trumps)
        if not (others & tm & CARDS_ABOVE[top]) and others & tm:
            return top
    # The last boss found is the highest-numbered: of several, the one of the highest suit.
    best = -1
    plain = hand & ~tm
    while plain:
        b = plain & -plain
        plain ^= b
        c = b.bit_length() - 1
        if not (others & SUIT_MASKS[_SUIT_OF[c]] & CARDS_ABOVE[c]):
            best = c
    if best >= 0 and _RANK_OF[best] >= TEN:
        return best
    return _cheapest(hand, trump, keep)


def _follow(
    tab: Table,
    hands: list[Mask],
    seat: int,
    trick: list[int],
    leader: int,
    trump: int,
    keep: Mask,
    legal: Mask,
) -> int:
    """The card to play to a trick already led, with more than one legal card.

    With the partner winning: give it the richest card if no opponent still to play can take
    the trick, else the cheapest (rich cards in a trick that is then lost go to the others).
    Against the others: win with the cheapest card that no opponent still to play can beat; with
    no such card, overtake with the highest winner only when the trick is worth the risk
    (``_worth_fighting_for``); else give the cheapest card.
    """
    n = tab.players
    side_of = tab.side_of
    me = side_of[seat]
    led = _SUIT_OF[trick[0]]
    win_i = trick_winner_index(trick, trump)
    win = trick[win_i]
    # The cards of the opponents who play after this seat.
    later = 0
    for j in range(len(trick) + 1, n):
        s = (leader + j) % n
        if side_of[s] != me:
            later |= hands[s]
    if side_of[(leader + win_i) % n] == me:
        if not (later & _beaters(win, led, trump)):
            return _richest(legal, trump, keep)
        return _cheapest(legal, trump, keep)
    winners = legal & _beaters(win, led, trump)
    if winners:
        safe = _safe_winners(winners, later, led, trump)
        if safe:
            return _cheapest(safe, trump, keep)
        if _worth_fighting_for(trick, keep):
            return highest(winners)
    return _cheapest(legal, trump, keep)


def _safe_winners(winners: Mask, later: Mask, led: int, trump: int) -> Mask:
    """The cards of ``winners`` that none of ``later`` (the opponents' cards yet to come) beats."""
    safe = 0
    m = winners
    while m:
        b = m & -m
        m ^= b
        if not (later & _beaters(b.bit_length() - 1, led, trump)):
            safe |= b
    return safe


def _worth_fighting_for(trick: list[int], keep: Mask) -> bool:
    """A trick worth overtaking at the risk of being overtaken: a ten's worth of Game points in
    it already, or a card of ``keep`` (Jack, Low) that would be lost with it."""
    points = 0
    for c in trick:
        points += GAME_POINTS[c]
        if keep >> c & 1:
            return True
    return points >= RANK_GAME_POINTS[TEN]


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
