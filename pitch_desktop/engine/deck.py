"""The card-rules kernel: what the table's deck holds and what each card is once trump is known.

Every rule about cards reads this module: the deck (52, 53 or 54 cards), a card's suit once trump is
known (the off-cards and the jokers belong to trump), the trump order, and which card beats which in
a trick. The off-cards are a list of ranks (RULES.md, "Off-cards"): for each, the card of that rank
in the other suit of trump's colour is a trump just below its twin; the off-jack is the one the
presets play so far. ``play`` (following, the trick), ``scoring`` (High and the card awards),
``view`` and its sampling, the fast playouts, the expert's search, the solver, the heuristics and
the window's hand order all ask it; none keeps its own copy of the trick rule.

A ``Deck`` is made once per set of rules and a ``Trumps`` once per deck and trump suit (both are
cached), so the tables below are built once and read by the playouts as plain tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import (
    ACE,
    BIG_JOKER,
    CARDS_ABOVE,
    DECK_SIZE,
    FIVE,
    FULL_DECK,
    JACK,
    JOKERS,
    LITTLE_JOKER,
    MAX_DECK_SIZE,
    RANKS_PER_SUIT,
    SUIT_COUNT,
    SUIT_MASKS,
    THREE,
    Card,
    Mask,
    card,
    cards_of,
    mask_of,
)
from .rules import JokersRank, Rules

# The other suit of each suit's colour: clubs with spades, diamonds with hearts (C D H S).
SAME_COLOUR: tuple[int, ...] = (3, 2, 1, 0)
ALL_CARDS: Mask = (1 << MAX_DECK_SIZE) - 1
# A suit card's number, then a joker's: how the window sorts cards before trump is known.
NO_SUIT = SUIT_COUNT


# The ranks that may have an off-card (RULES.md, "Off-cards": A, J, 5, 3).
OFF_RANKS: frozenset[int] = frozenset({ACE, JACK, FIVE, THREE})


def off_card(rank: int, trump: int) -> Card:
    """The card of ``rank`` in the other suit of trump's colour."""
    return card(rank, SAME_COLOUR[trump])


def off_jack_card(trump: int) -> Card:
    """The jack of the other suit of trump's colour."""
    return off_card(JACK, trump)


@dataclass(frozen=True, slots=True)
class Trumps:
    """What each card of a deck is once ``suit`` is trump.

    ``suit_of`` is each card's suit for following (trump for the off-cards and the jokers);
    ``suit_masks`` the cards of each such suit; ``order`` the trumps high to low, the big joker
    above the little (the order High is decided by); ``beats`` per card the cards that take a
    trick from it when it is winning so far, the one trick rule.
    """

    suit: int
    mask: Mask
    suit_masks: tuple[Mask, ...]
    suit_of: tuple[int, ...]
    order: tuple[Card, ...]
    beats: tuple[Mask, ...]
    off_cards: tuple[Card, ...]  # the trumps of the other suit of trump's colour, high to low
    off_jack: Card | None
    # No off-card and no jokers: trump order is the cards' numeric order, as in the four-point
    # game, and the playouts may take a trick's winner from the top bit of its trumps.
    plain: bool

    def highest(self, m: Mask) -> Card:
        """The highest trump in ``m`` (which holds one), for High."""
        if self.plain:
            return (m & self.mask).bit_length() - 1
        for c in self.order:
            if m >> c & 1:
                return c
        raise ValueError("no trump in the cards")

    def lowest_of_suit(self, m: Mask) -> Card | None:
        """The lowest card of the trump suit in ``m`` (Low is never a joker or an off-card)."""
        low = m & SUIT_MASKS[self.suit]
        return (low & -low).bit_length() - 1 if low else None

    def winner_index(self, cards: tuple[Card, ...] | list[Card]) -> int:
        """Index in ``cards`` (play order) of the card that wins the trick."""
        beats = self.beats
        best = 0
        win = cards[0]
        for i in range(1, len(cards)):
            c = cards[i]
            if beats[win] >> c & 1:
                best, win = i, c
        return best

    def rank_in_suit(self, c: Card) -> int:
        """A number that orders the cards of one suit (trump included) low to high."""
        if self.mask >> c & 1:
            return RANKS_PER_SUIT + len(self.order) - self.order.index(c)
        return c % RANKS_PER_SUIT


@dataclass(frozen=True, slots=True)
class Deck:
    """The cards a table plays with and the rules of the cards before trump is known."""

    size: int
    mask: Mask
    jokers: tuple[Card, ...]
    off_ranks: tuple[int, ...]  # the ranks whose twin in trump's colour is a trump, high to low
    jokers_rank: JokersRank
    by_suit: tuple[Trumps, ...] = ()

    @property
    def off_jack(self) -> bool:
        return JACK in self.off_ranks

    @property
    def plain(self) -> bool:
        return not self.off_ranks and not self.jokers

    def trumps(self, suit: int) -> Trumps:
        return self.by_suit[suit]


def deck_of(rules: Rules) -> Deck:
    """The deck of a table, kept on the rules value the first time (the engine asks often)."""
    deck: Deck | None = rules.deck_cache
    if deck is None:
        deck = deck_for(rules.off_ranks, rules.jokers, rules.jokers_rank)
        object.__setattr__(rules, "deck_cache", deck)
    return deck


@lru_cache(maxsize=16)
def deck_for(off_ranks: tuple[int, ...], jokers: int, jokers_rank: JokersRank) -> Deck:
    """The deck with these off-cards (ranks among A, J, 5, 3) and jokers."""
    unknown = set(off_ranks) - OFF_RANKS
    if unknown:
        raise ValueError(f"no off-card of rank {sorted(unknown)[0]}")
    held = JOKERS[:jokers]
    mask = FULL_DECK
    for j in held:
        mask |= 1 << j
    deck = Deck(
        size=DECK_SIZE + jokers,
        mask=mask,
        jokers=held,
        off_ranks=tuple(sorted(set(off_ranks), reverse=True)),
        jokers_rank=jokers_rank,
    )
    object.__setattr__(deck, "by_suit", tuple(_trumps(deck, s) for s in range(SUIT_COUNT)))
    return deck


def _trumps(deck: Deck, suit: int) -> Trumps:
    order, off_cards = _trump_order(deck, suit)
    trump_mask = mask_of(order)
    suit_masks = tuple(
        trump_mask if s == suit else SUIT_MASKS[s] & ~trump_mask for s in range(SUIT_COUNT)
    )
    suit_of = tuple(
        suit if trump_mask >> c & 1 else (c // RANKS_PER_SUIT if c < DECK_SIZE else suit)
        for c in range(MAX_DECK_SIZE)
    )
    beats = tuple(_beaten_by(deck, order, trump_mask, c) for c in range(MAX_DECK_SIZE))
    return Trumps(
        suit=suit,
        mask=trump_mask,
        suit_masks=suit_masks,
        suit_of=suit_of,
        order=order,
        beats=beats,
        off_cards=off_cards,
        off_jack=off_card(JACK, suit) if deck.off_jack else None,
        plain=deck.plain,
    )


def _trump_order(deck: Deck, suit: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The trumps high to low, and the off-cards among them.

    Each card of the trump suit, its off-card right below it, the jokers below the jack and
    its off-jack (A, off-A, K, Q, J, off-J, BJ, LJ, T, ..., 5, off-5, 4, 3, off-3, 2).
    """
    order: list[Card] = []
    off_cards: list[Card] = []
    for rank in range(RANKS_PER_SUIT - 1, -1, -1):
        order.append(card(rank, suit))
        if rank in deck.off_ranks:
            off_cards.append(off_card(rank, suit))
            order.append(off_cards[-1])
        if rank == JACK:
            order.extend(deck.jokers)
    return tuple(order), tuple(off_cards)


def _beaten_by(deck: Deck, order: tuple[Card, ...], trump_mask: Mask, c: Card) -> Mask:
    """The cards that take a trick from ``c`` when it is winning so far: a higher trump (of two
    jokers under ``first_played`` the little one keeps the trick, under ``second_played`` the
    little one takes it from the big), or for a card not trump any trump and a higher card of
    its suit. None for a card not in the deck."""
    if not deck.mask >> c & 1:
        return 0
    if trump_mask >> c & 1:
        higher = list(order[: order.index(c)])
        if (
            deck.jokers_rank is JokersRank.FIRST_PLAYED
            and c == LITTLE_JOKER
            and BIG_JOKER in higher
        ):
            higher.remove(BIG_JOKER)
        if (
            deck.jokers_rank is JokersRank.SECOND_PLAYED
            and c == BIG_JOKER
            and LITTLE_JOKER in deck.jokers
        ):
            higher.append(LITTLE_JOKER)
        return mask_of(higher)
    s = c // RANKS_PER_SUIT
    return trump_mask | (SUIT_MASKS[s] & CARDS_ABOVE[c] & ~trump_mask)


def trumps_of(rules: Rules, suit: int) -> Trumps:
    return deck_of(rules).by_suit[suit]


def suits_cards(trumps: Trumps | None, suits: int) -> Mask:
    """The cards of every suit in a set of suits (bit ``s`` for suit ``s``), such as the suits a
    player has shown void in, counting the off-cards and jokers with trump."""
    m = 0
    masks = trumps.suit_masks if trumps is not None else SUIT_MASKS
    for s in range(SUIT_COUNT):
        if suits >> s & 1:
            m |= masks[s]
    return m


__all__ = [
    "ALL_CARDS",
    "NO_SUIT",
    "SAME_COLOUR",
    "Deck",
    "Trumps",
    "cards_of",
    "deck_for",
    "deck_of",
    "off_card",
    "off_jack_card",
    "suits_cards",
    "trumps_of",
]
