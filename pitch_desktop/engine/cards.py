"""Cards, suits and hands as small integers and bitmasks.

A card is an int 0..51: ``suit * 13 + rank`` with rank 0 for the two up to 12 for the ace, so a
higher number is a higher card within a suit. A hand is a 52-bit int with bit ``card`` set for
each card held; the bots play thousands of hands a second on these masks, and the immutable
engine state stores them as plain ints.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int
Mask = int

SUITS = "CDHS"
RANKS = "23456789TJQKA"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

FULL_DECK: Mask = (1 << 52) - 1
SUIT_MASKS: tuple[Mask, ...] = tuple(0x1FFF << (13 * s) for s in range(4))

# Card points for the Game point (RULES.md): T=10, A=4, K=3, Q=2, J=1.
RANK_GAME_POINTS: tuple[int, ...] = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
GAME_POINTS: tuple[int, ...] = tuple(RANK_GAME_POINTS[c % 13] for c in range(52))
# Masks of the point cards of each rank, to count a pile's Game points with five popcounts.
_TENS, _JACKS, _QUEENS, _KINGS, _ACES = (
    sum(1 << (s * 13 + rank) for s in range(4)) for rank in (8, 9, 10, 11, 12)
)


class CardError(ValueError):
    """A text is not a card (``AS``, ``TD``, ``2C``)."""


def card(rank: int, suit: int) -> Card:
    return suit * 13 + rank


def suit_of(c: Card) -> int:
    return c // 13


def rank_of(c: Card) -> int:
    return c % 13


def card_text(c: Card) -> str:
    return RANKS[c % 13] + SUITS[c // 13]


def parse_card(text: str) -> Card:
    """Read ``AS``/``TD``/``2C``; ``10D`` is accepted for the ten, lower case too."""
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card")
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise CardError(f"{text!r} is not a card (write rank then suit, as AS, TD or 2C)")
    return card(RANKS.index(t[0]), SUITS.index(t[1]))


def bit(c: Card) -> Mask:
    return 1 << c


def mask_of(cards: Iterable[Card]) -> Mask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(m: Mask) -> list[Card]:
    """Cards of a mask, lowest first."""
    out: list[Card] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def highest(m: Mask) -> Card:
    """Highest card of a non-empty mask (within one suit: the best card)."""
    return m.bit_length() - 1


def lowest(m: Mask) -> Card:
    return (m & -m).bit_length() - 1


def game_points(m: Mask) -> int:
    """Card points for the Game point in a pile of cards: T=10, A=4, K=3, Q=2, J=1."""
    return (
        10 * (m & _TENS).bit_count()
        + 4 * (m & _ACES).bit_count()
        + 3 * (m & _KINGS).bit_count()
        + 2 * (m & _QUEENS).bit_count()
        + (m & _JACKS).bit_count()
    )
