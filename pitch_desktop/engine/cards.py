"""Cards, suits and hands as small integers and bitmasks.

A card is an int 0..51: ``suit * 13 + rank`` with rank 0 for the two up to 12 for the ace, so a
higher number is a higher card within a suit; the big and the little joker, in the decks that
hold them, are 52 and 53 (they have no suit until trump is known: ``engine.deck``). A hand is an
int with bit ``card`` set for each card held; the bots play thousands of hands a second on these
masks, and the immutable engine state stores them as plain ints.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int
Mask = int

SUITS = "CDHS"
RANKS = "23456789TJQKA"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_COUNT = len(SUITS)
RANKS_PER_SUIT = len(RANKS)
DECK_SIZE = SUIT_COUNT * RANKS_PER_SUIT  # the 52 cards of the suits
# The jokers follow the suits' cards; a one-joker deck holds the big one only.
BIG_JOKER: Card = DECK_SIZE
LITTLE_JOKER: Card = DECK_SIZE + 1
JOKERS: tuple[Card, ...] = (BIG_JOKER, LITTLE_JOKER)
JOKER_TEXTS: tuple[str, ...] = ("BJ", "LJ")
MAX_DECK_SIZE = DECK_SIZE + len(JOKERS)
# Cards dealt to each player, and so the tricks in a hand.
HAND_SIZE = 6
CLUBS, DIAMONDS, HEARTS, SPADES = range(SUIT_COUNT)

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(RANKS_PER_SUIT)

FULL_DECK: Mask = (1 << DECK_SIZE) - 1
_ONE_SUIT: Mask = (1 << RANKS_PER_SUIT) - 1
SUIT_MASKS: tuple[Mask, ...] = tuple(_ONE_SUIT << (RANKS_PER_SUIT * s) for s in range(SUIT_COUNT))
# The four cards of each rank.
RANK_MASKS: tuple[Mask, ...] = tuple(
    sum(1 << (s * RANKS_PER_SUIT + rank) for s in range(SUIT_COUNT))
    for rank in range(RANKS_PER_SUIT)
)
# The cards above each card: its higher cards in its own suit, and every card of the higher
# suits (mask with a suit where only that suit matters).
CARDS_ABOVE: tuple[Mask, ...] = tuple(FULL_DECK & ~((2 << c) - 1) for c in range(DECK_SIZE))

# Card points for the Game point (RULES.md): T=10, A=4, K=3, Q=2, J=1. The one table of them.
_GAME_POINTS_BY_RANK = {TEN: 10, ACE: 4, KING: 3, QUEEN: 2, JACK: 1}
RANK_GAME_POINTS: tuple[int, ...] = tuple(
    _GAME_POINTS_BY_RANK.get(rank, 0) for rank in range(RANKS_PER_SUIT)
)
GAME_POINTS: tuple[int, ...] = tuple(RANK_GAME_POINTS[c % RANKS_PER_SUIT] for c in range(DECK_SIZE))
# To count a pile's Game points with one lookup per suit: the points of every combination of
# one suit's cards from its lowest point card (the ten) up, and where each suit's run starts.
_FIRST_POINT_RANK = min(_GAME_POINTS_BY_RANK)
_POINT_RUN: Mask = (1 << (RANKS_PER_SUIT - _FIRST_POINT_RANK)) - 1
_RUN_POINTS: tuple[int, ...] = tuple(
    sum(RANK_GAME_POINTS[_FIRST_POINT_RANK + i] for i in range(run.bit_length()) if run >> i & 1)
    for run in range(_POINT_RUN + 1)
)
_RUN_AT_0, _RUN_AT_1, _RUN_AT_2, _RUN_AT_3 = (
    s * RANKS_PER_SUIT + _FIRST_POINT_RANK for s in range(SUIT_COUNT)
)


class CardError(ValueError):
    """A text is not a card (``AS``, ``TD``, ``2C``)."""


def card(rank: int, suit: int) -> Card:
    return suit * RANKS_PER_SUIT + rank


def suit_of(c: Card) -> int:
    """The printed suit of a suit card (a joker's is none: ask ``engine.deck`` for a card's
    suit once trump is known)."""
    return c // RANKS_PER_SUIT


def rank_of(c: Card) -> int:
    return c % RANKS_PER_SUIT


def is_joker(c: Card) -> bool:
    return c >= DECK_SIZE


def card_text(c: Card) -> str:
    if c >= DECK_SIZE:
        return JOKER_TEXTS[c - DECK_SIZE]
    return RANKS[c % RANKS_PER_SUIT] + SUITS[c // RANKS_PER_SUIT]


def parse_card(text: str) -> Card:
    """Read ``AS``/``TD``/``2C`` or a joker ``BJ``/``LJ``; ``10D`` is accepted for the ten,
    lower case too. Whether the table's deck holds the card is for the caller to check."""
    c = _BY_TEXT.get(text) if isinstance(text, str) else None
    if c is not None:
        return c
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card")
    t = text.strip().upper()
    if t in JOKER_TEXTS:
        return DECK_SIZE + JOKER_TEXTS.index(t)
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise CardError(f"{text!r} is not a card (write rank then suit, as AS, TD or 2C)")
    return card(RANKS.index(t[0]), SUITS.index(t[1]))


# Each card's own text, for reading records quickly; other spellings take the long way.
_BY_TEXT: dict[str, Card] = {card_text(c): c for c in range(MAX_DECK_SIZE)}


def bit(c: Card) -> Mask:
    return 1 << c


def mask_of(cards: Iterable[Card]) -> Mask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def union(masks: Iterable[Mask]) -> Mask:
    """Every card of some hands or piles, as one mask."""
    m = 0
    for one in masks:
        m |= one
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
    """Card points for the Game point in a pile of cards (``RANK_GAME_POINTS``)."""
    points = _RUN_POINTS
    run = _POINT_RUN
    return (
        points[m >> _RUN_AT_0 & run]
        + points[m >> _RUN_AT_1 & run]
        + points[m >> _RUN_AT_2 & run]
        + points[m >> _RUN_AT_3 & run]
    )
