"""Fast playouts of sampled deals on bitmasks, and the match-aware value of a hand's outcome.

The expert thinks by dealing the cards it cannot see at random and playing each deal out many
times with a light heuristic policy. That only works if a playout costs tens of microseconds, so
this module keeps the whole hand in local ints (a mask per seat, a pile per side) instead of the
engine's immutable ``HandState``, while every rule it applies is the engine's own: what each card
is once trump is known comes from the card-rules kernel (``engine.deck``), read as tables
(``Trumps.beats`` is the trick rule, ``play.follow_masks`` following), and the hand is scored by
``engine.scoring``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pitch_desktop.engine.cards import (
    GAME_POINTS,
    JOKERS,
    MAX_DECK_SIZE,
    RANK_GAME_POINTS,
    RANKS_PER_SUIT,
    SUIT_COUNT,
    TEN,
    Mask,
    highest,
)
from pitch_desktop.engine.deck import Trumps, deck_of
from pitch_desktop.engine.play import follow_masks
from pitch_desktop.engine.playout import random_card
from pitch_desktop.engine.points import POINTS_TABLE, Award, Decided
from pitch_desktop.engine.rules import LowGoesTo, Rules, TrumpRule
from pitch_desktop.engine.scoring import (
    AwardSides,
    award_cards,
    award_sides,
    bid_outcome,
    winner_after,
)

# The Game points of every card of the largest deck (a joker counts none).
_GAME_POINTS = GAME_POINTS + (0,) * len(JOKERS)
# A suit card's rank; a joker is given one between the ten and the jack, where it ranks as a
# trump, only to order equal costs below.
_RANK_OF = tuple(c % RANKS_PER_SUIT for c in range(len(GAME_POINTS))) + tuple(
    TEN + 0.5 - 0.25 * i for i in range(len(JOKERS))
)
# What a card costs to throw away: its Game points (a ten a little more, it is the one that
# decides Game), and a hundredth per rank so that of equal cards the lower goes.
_PLAIN_COST = tuple(
    (_GAME_POINTS[c] + (0.5 if _RANK_OF[c] == TEN else 0.0)) + _RANK_OF[c] / 100.0
    for c in range(MAX_DECK_SIZE)
)
# What giving up a trump, or a card the side must keep (a card award, Low), adds to that cost.
_TRUMP_COST = 6.0
_KEEP_COST = 30.0


@dataclass(frozen=True, slots=True)
class TrumpTable:
    """The kernel's tables for one trump suit, as a playout reads them: every trump, the cards
    that beat each card (the trick rule), each card's suit for following, the follow rule per
    led suit, and the cards whose capture wins an award (``award_cards``, those in the deck)."""

    trumps: Trumps
    mask: Mask
    beats: tuple[Mask, ...]
    suit_of: tuple[int, ...]
    follow: tuple[tuple[Mask, Mask], ...]
    award_cards: Mask
    plain: bool


@dataclass(frozen=True, slots=True)
class Table:
    """The rule constants a playout reads, unpacked once per set of rules."""

    rules: Rules
    players: int
    side_of: tuple[int, ...]
    sides: int
    trump_rule: TrumpRule
    worths: tuple[int, ...]
    by_trump: tuple[TrumpTable, ...]
    low_to_taker: bool

    @staticmethod
    def of(rules: Rules) -> Table:
        tab = _TABLES.get(rules)
        if tab is None:
            tab = _TABLES[rules] = Table(
                rules=rules,
                players=rules.players,
                side_of=rules.side_of_seat,
                sides=rules.sides,
                trump_rule=rules.trump_rule,
                worths=rules.worths,
                by_trump=tuple(_trump_table(rules, s) for s in range(SUIT_COUNT)),
                low_to_taker=(Award.LOW in rules.points and rules.low_goes_to is LowGoesTo.TAKER),
            )
        return tab


_TABLES: dict[Rules, Table] = {}


def _trump_table(rules: Rules, suit: int) -> TrumpTable:
    trumps = deck_of(rules).by_suit[suit]
    carried = 0
    for award, c in zip(rules.points, award_cards(rules, suit), strict=True):
        if c is not None and POINTS_TABLE[award].decided is Decided.TAKEN:
            carried |= 1 << c
    return TrumpTable(
        trumps=trumps,
        mask=trumps.mask,
        beats=trumps.beats,
        suit_of=trumps.suit_of,
        follow=follow_masks(trumps, rules.trump_rule),
        award_cards=carried,
        plain=trumps.plain,
    )


def keep_mask(tab: Table, trump: int, in_play: Mask) -> Mask:
    """The cards a side must not hand to the others: the card of each card award (the Jack;
    the off-jack, the jokers, the ten, three or five where they score) and Low where it goes
    to the side that takes it (the lowest card of the trump suit in ``in_play``)."""
    tt = tab.by_trump[trump]
    keep = tt.award_cards
    if tab.low_to_taker:
        low = tt.trumps.lowest_of_suit(in_play)
        if low is not None:
            keep |= 1 << low
    return keep


def _cheapest(m: Mask, tm: Mask, keep: Mask) -> int:
    """The card of ``m`` that costs least to give up: no points, no trump (``tm``), nothing in
    ``keep`` (-1 when ``m`` is empty). Of equal costs the lowest card."""
    best = -1
    best_cost = 1e9
    costs = _PLAIN_COST
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        cost = costs[c]
        if b & tm:
            cost += _TRUMP_COST
        if b & keep:
            cost += _KEEP_COST
        if cost < best_cost:
            best, best_cost = c, cost
    return best


def _richest(m: Mask, tm: Mask, keep: Mask) -> int:
    """The card of ``m`` worth most to a partner's trick: a ten, an ace, a card of ``keep``."""
    best = -1
    best_value = -1e9
    costs = _PLAIN_COST
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        value = costs[c]
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

    It gives points to a partner who is winning, keeps the award cards and Low (``keep``) away
    from the others, leads a trump that cannot be beaten to draw the others' trumps, and wins
    cheaply when it can. With chance ``eps`` it plays any legal card instead, so that the
    playouts do not all share the policy's blind spots.
    """
    return _choose(tab, tab.by_trump[trump], hands, seat, trick, leader, keep, rng, eps)


def _choose(
    tab: Table,
    tt: TrumpTable,
    hands: list[Mask],
    seat: int,
    trick: list[int],
    leader: int,
    keep: Mask,
    rng: random.Random,
    eps: float,
) -> int:
    hand = hands[seat]
    if trick:
        must, allowed = tt.follow[tt.suit_of[trick[0]]]
        legal = hand & allowed if hand & must else hand
    else:
        legal = hand
    if eps and rng.random() < eps:
        return random_card(legal, rng.random())
    if legal & (legal - 1) == 0:
        return highest(legal)
    if not trick:
        return _lead(tab.players, tt, hands, seat, keep)
    return _follow(tab, tt, hands, seat, trick, leader, keep, legal)


def _lead(players: int, tt: TrumpTable, hands: list[Mask], seat: int, keep: Mask) -> int:
    """The card to lead (any card is legal).

    A trump nobody else can beat while the others still hold trumps: it draws theirs, the
    award cards among them. Else the highest plain card that none of the others' cards of its
    suit beats, when it is a ten or better (whether someone can trump it is not asked). Else the
    card cheapest to give up.
    """
    hand = hands[seat]
    others = 0
    for s in range(players):
        if s != seat:
            others |= hands[s]
    tm = tt.mask
    beats = tt.beats
    my_trumps = hand & tm
    if my_trumps:
        top = tt.trumps.highest(my_trumps)
        if not (others & beats[top]) and others & tm:
            return top
    # The last boss found is the highest-numbered: of several, the one of the highest suit.
    best = -1
    plain = hand & ~tm
    while plain:
        b = plain & -plain
        plain ^= b
        c = b.bit_length() - 1
        if not (others & beats[c] & ~tm):
            best = c
    if best >= 0 and _RANK_OF[best] >= TEN:
        return best
    return _cheapest(hand, tm, keep)


def _follow(
    tab: Table,
    tt: TrumpTable,
    hands: list[Mask],
    seat: int,
    trick: list[int],
    leader: int,
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
    beats = tt.beats
    tm = tt.mask
    win = trick[0]
    win_i = 0
    for i in range(1, len(trick)):
        c = trick[i]
        if beats[win] >> c & 1:
            win, win_i = c, i
    # The cards of the opponents who play after this seat.
    later = 0
    for j in range(len(trick) + 1, n):
        s = (leader + j) % n
        if side_of[s] != me:
            later |= hands[s]
    if side_of[(leader + win_i) % n] == me:
        if not (later & beats[win]):
            return _richest(legal, tm, keep)
        return _cheapest(legal, tm, keep)
    winners = legal & beats[win]
    if winners:
        safe = _safe_winners(winners, later, beats)
        if safe:
            return _cheapest(safe, tm, keep)
        if _worth_fighting_for(trick, keep):
            return _highest_winner(tt, winners)
    return _cheapest(legal, tm, keep)


def _highest_winner(tt: TrumpTable, winners: Mask) -> int:
    """The winner to overtake with: the highest-numbered card (in the four-point deck, where
    numbers are the trump order, as the policy always played); with an off-jack or jokers,
    the highest trump among them by the trump order, else the highest card of the led suit."""
    if tt.plain or not winners & tt.mask:
        return highest(winners)
    return tt.trumps.highest(winners)


def _safe_winners(winners: Mask, later: Mask, beats: tuple[Mask, ...]) -> Mask:
    """The cards of ``winners`` that none of ``later`` (the opponents' cards yet to come) beats."""
    safe = 0
    m = winners
    while m:
        b = m & -m
        m ^= b
        if not (later & beats[b.bit_length() - 1]):
            safe |= b
    return safe


def _worth_fighting_for(trick: list[int], keep: Mask) -> bool:
    """A trick worth overtaking at the risk of being overtaken: a ten's worth of Game points in
    it already, or a card of ``keep`` (an award card, Low) that would be lost with it."""
    points = 0
    for c in trick:
        points += _GAME_POINTS[c]
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
    tt = tab.by_trump[trump]
    beats = tt.beats
    trick = list(trick)
    to_act = (leader + len(trick)) % n
    while hands[to_act]:
        c = _choose(tab, tt, hands, to_act, trick, leader, keep, rng, eps)
        hands[to_act] &= ~(1 << c)
        trick.append(c)
        if len(trick) < n:
            to_act = (to_act + 1) % n
            continue
        win = trick[0]
        win_i = 0
        taken = 1 << win
        for i in range(1, n):
            t = trick[i]
            taken |= 1 << t
            if beats[win] >> t & 1:
                win, win_i = t, i
        leader = (leader + win_i) % n
        side = side_of[leader]
        piles[side] |= taken
        tricks[side] += 1
        trick = []
        to_act = leader


def points_won(
    tab: Table, trump: int, dealt: list[Mask] | tuple[Mask, ...], piles: list[Mask]
) -> tuple[AwardSides, list[int]]:
    """Who won each award of the rules' points (``engine.scoring.award_sides``) and the points
    per side, each award adding its worth."""
    sides = award_sides(tab.rules, trump, dealt, piles)
    won = [0] * tab.sides
    for side, worth in zip(sides, tab.worths, strict=True):
        if side is not None:
            won[side] += worth
    return sides, won


def hand_result(tab: Table, pitcher_side: int, bid: int, won: list[int], tricks: int) -> list[int]:
    """Each side's score for the hand (``engine.scoring.bid_outcome``)."""
    return list(bid_outcome(tab.rules, pitcher_side, bid, won, tricks, tab.rules.deal)[1])


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

    def chance(self, result: list[int], pitcher_side: int, bid: int, sides: AwardSides) -> float:
        """The chance this side wins the match after a hand: 1 or 0 where the hand ends it,
        else the race to the target from the scores after it (``race_chance``)."""
        winner = self.winner(result, pitcher_side, bid, sides)
        if winner is not None:
            return 1.0 if winner == self.side else 0.0
        after = [b + h for b, h in zip(self.scores, result, strict=True)]
        return race_chance(self.rules.target, after, self.side)


def race_chance(target: int, scores: Sequence[int], side: int) -> float:
    """A side's chance to reach the target first, every side gaining points at the same pace:
    each side's share of the inverses of the points they still need (for two sides, the
    points the other needs over the points both need)."""
    pace = [1.0 / max(1, target - s) for s in scores]
    return pace[side] / sum(pace)
