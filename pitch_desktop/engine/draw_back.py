"""The draw-back of RULES.md in one place: who draws in what order and how many, what a player may
burn, and who leads once players run out of trumps.

The hand state, the views, the bots and the window all ask these functions, so each rule of the
draw-back is written once. Masks are card bit sets, as everywhere in the engine.
"""

from __future__ import annotations

from functools import lru_cache

from .cards import Mask
from .deck import deck_of
from .rules import KEPT_AFTER_DRAW, Rules
from .scoring import award_cards


def draw_order(players: int, dealer: int, pitcher: int) -> tuple[int, ...]:
    """The seats in the order they draw: from the dealer's left, the pitcher last."""
    seats = tuple((dealer + i) % players for i in range(1, players + 1))
    return (*(s for s in seats if s != pitcher), pitcher)


def burn_order(players: int, dealer: int) -> tuple[int, ...]:
    """The seats in the order they burn: from the dealer's left, the pitcher in its place."""
    return tuple((dealer + i) % players for i in range(1, players + 1))


def cards_to_draw(kept: int, stock_left: int, is_pitcher: bool) -> int:
    """How many cards a player who kept ``kept`` trumps draws: back to six, never more than the
    stock holds; the pitcher takes the whole rest of the stock."""
    if is_pitcher:
        return stock_left
    return min(stock_left, max(0, KEPT_AFTER_DRAW - kept))


@lru_cache(maxsize=256)
def point_trumps(rules: Rules, trump: int) -> Mask:
    """The trumps that carry a card award of the rules' points (the jack, the off-jack, the
    jokers, the ten, three or five where they score): burned only when nothing else is left."""
    m = 0
    for c in award_cards(rules, trump):
        if c is not None:
            m |= 1 << c
    return m & deck_of(rules).mask


def burnable(rules: Rules, trump: int, hand: Mask) -> Mask:
    """The trumps of ``hand`` its holder may burn now: those carrying no card award first."""
    plain = hand & ~point_trumps(rules, trump)
    return plain or hand


def over_six(hand: Mask) -> bool:
    return hand.bit_count() > KEPT_AFTER_DRAW


def next_burner(players: int, dealer: int, hands: tuple[Mask, ...], start: int = 0) -> int | None:
    """The first seat, from place ``start`` of the burn order on, that holds more than six."""
    order = burn_order(players, dealer)
    for seat in order[start:]:
        if over_six(hands[seat]):
            return seat
    return None


def next_holding(hands: tuple[Mask, ...], seat: int) -> int | None:
    """``seat`` if it still holds a trump, else the next seat to its left that does; None when
    nobody does (the hand is over)."""
    n = len(hands)
    for i in range(n):
        s = (seat + i) % n
        if hands[s]:
            return s
    return None


def seats_holding(hands: tuple[Mask, ...]) -> Mask:
    """The seats still in (holding a trump), as a bit set of seats."""
    m = 0
    for seat, hand in enumerate(hands):
        if hand:
            m |= 1 << seat
    return m


def trick_seats(seats_in: Mask, leader: int, players: int) -> tuple[int, ...]:
    """The seats that play to a trick, in order from its leader: those in at its start."""
    return tuple(s for s in ((leader + i) % players for i in range(players)) if seats_in >> s & 1)


def trick_seat(seats_in: Mask, leader: int, players: int, index: int) -> int:
    """The seat that plays the ``index``-th card of a trick: of those in (``seats_in``) once
    the draw-back's play has begun, else of every seat from the leader."""
    if seats_in:
        return trick_seats(seats_in, leader, players)[index]
    return (leader + index) % players


def trick_size(seats_in: Mask, players: int) -> int:
    """Cards a trick will hold: one a player, or one a player still in (``seats_in``)."""
    return seats_in.bit_count() if seats_in else players


def cards_in_play(
    trumps_mask: Mask, dealt: tuple[Mask, ...], drawn: tuple[Mask, ...], burned: tuple[Mask, ...]
) -> tuple[Mask, ...]:
    """Per seat the trumps it plays this hand: dealt or drawn, less those burned."""
    return tuple((d | dr) & trumps_mask & ~b for d, dr, b in zip(dealt, drawn, burned, strict=True))


__all__ = [
    "burn_order",
    "burnable",
    "cards_in_play",
    "cards_to_draw",
    "draw_order",
    "next_burner",
    "next_holding",
    "over_six",
    "point_trumps",
    "seats_holding",
    "trick_seat",
    "trick_seats",
    "trick_size",
]
