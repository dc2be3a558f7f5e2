"""The rules of the one-round auction in one place.

Each player speaks once, starting left of the dealer; the dealer speaks last and may take the
bid by matching it where ``dealer_steal`` allows; when all before a dealer pass, the dealer is
stuck or the hand is thrown in. Bid levels are ints: 0 is a pass, 1-4 a number, 5 smudge.
"""

from __future__ import annotations

from functools import lru_cache

from .breach import Breach
from .rules import SMUDGE_LEVEL, AllPass, DealerSteal, Rules

PASS_LEVEL = 0


def dealer_may_match(rules: Rules, high: int) -> bool:
    """May the dealer take a high bid of ``high`` by matching it?"""
    if high == PASS_LEVEL or rules.dealer_steal is DealerSteal.NEVER:
        return False
    if rules.dealer_steal is DealerSteal.BELOW_MAX:
        return high < rules.max_bid
    return True


def takes_by_matching(is_dealer: bool, level: int, high: int) -> bool:
    """Does a bid of ``level`` over a high bid of ``high`` take it by matching (the dealer's
    steal) rather than by outbidding it?"""
    return is_dealer and level != PASS_LEVEL and level == high


def dealer_is_stuck(rules: Rules, is_dealer: bool, high: int) -> bool:
    """Is the player to speak a dealer who must bid because all before passed?"""
    return is_dealer and high == PASS_LEVEL and rules.all_pass is AllPass.STICK_DEALER


@lru_cache(maxsize=4096)
def legal_bid_levels(rules: Rules, is_dealer: bool, high: int) -> tuple[int, ...]:
    """The levels the player to speak may bid, ascending (0 = pass)."""
    stuck = dealer_is_stuck(rules, is_dealer, high)
    levels: list[int] = [] if stuck else [PASS_LEVEL]
    floor = rules.least_stuck_bid if stuck else rules.min_bid
    if is_dealer and dealer_may_match(rules, high):
        levels.append(high)
    levels.extend(n for n in range(max(floor, high + 1), rules.max_bid + 1))
    if rules.smudge and high < SMUDGE_LEVEL:
        levels.append(SMUDGE_LEVEL)
    return tuple(sorted(set(levels)))


@lru_cache(maxsize=256)
def bid_table(
    rules: Rules,
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[bool, ...]]:
    """For playouts: legal levels by high bid for other seats and for the dealer, and whether
    the auction ends after a non-dealer speaks, by the high bid then. A table of the functions
    above, so the rules stay in one place."""
    highs = range(SMUDGE_LEVEL + 1)
    return (
        tuple(legal_bid_levels(rules, False, h) for h in highs),
        tuple(legal_bid_levels(rules, True, h) for h in highs),
        tuple(auction_ends_after(rules, False, h) for h in highs),
    )


def bid_breach(rules: Rules, is_dealer: bool, high: int, level: int) -> Breach:
    """The rule a bid outside ``legal_bid_levels`` breaks."""
    if dealer_is_stuck(rules, is_dealer, high) and (
        level == PASS_LEVEL or level < rules.least_stuck_bid
    ):
        return Breach.DEALER_STUCK
    if level == SMUDGE_LEVEL and not rules.smudge:
        return Breach.NO_SMUDGE
    if level == high and is_dealer:
        if rules.dealer_steal is DealerSteal.NEVER:
            return Breach.NO_STEAL
        return Breach.NO_STEAL_AT_MAX
    if level <= high:
        return Breach.BID_TOO_LOW
    return Breach.BID_OUT_OF_RANGE


def auction_ends_after(rules: Rules, speaker_is_dealer: bool, high: int) -> bool:
    """Does the auction end once this speaker has spoken and the high bid is ``high``?

    The dealer always closes it. Before that it ends at once when nobody still to speak could
    raise or take the high bid: the Hungarian "pitching" on a bid of 4 that cannot be stolen.
    """
    if speaker_is_dealer:
        return True
    return high == rules.top_bid and not dealer_may_match(rules, high)


def bid_text(level: int) -> str:
    if level == PASS_LEVEL:
        return "pass"
    if level == SMUDGE_LEVEL:
        return "smudge"
    return str(level)
