"""The pitcher's discards after taking the kitty (RULES.md, "The kitty"), shared by every level.

A simple sound rule: keep the cards of the suit it will pitch (its longest and strongest) and the
high cards, and discard first the lowest cards that carry no point; a discard is out of play, so
a point card goes only when nothing else is left.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    RANK_GAME_POINTS,
    RANKS_PER_SUIT,
    SUIT_COUNT,
    Card,
    Mask,
    cards_of,
    is_joker,
)
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .reasons import CardWord, Reason, SuitWord, reason


def pitch_suit(hand: Mask) -> int:
    """The suit the pitcher means to pitch: the one whose cards rank highest in all, so
    length and high cards both count."""

    def strength(suit: int) -> int:
        return sum(
            c % RANKS_PER_SUIT + 4
            for c in cards_of(hand)
            if not is_joker(c) and c // RANKS_PER_SUIT == suit
        )

    return max(range(SUIT_COUNT), key=strength)


def discard_choice(hand: Mask, legal: Sequence[Card], suit: int | None = None) -> Card:
    """The card to discard: never one of the pitch's suit (``suit``, else ``pitch_suit``) while
    another is held; of the rest the lowest that carries no Game point, else the lowest."""
    if suit is None:
        suit = pitch_suit(hand)

    def keep(c: Card) -> tuple[int, int, int]:
        if is_joker(c):
            return (1, 1, RANKS_PER_SUIT)
        rank = c % RANKS_PER_SUIT
        return (int(c // RANKS_PER_SUIT == suit), int(RANK_GAME_POINTS[rank] > 0), rank)

    return min(legal, key=keep)


def take_kitty(hand: Mask, kitty: Mask, count: int, suit: int | None = None) -> Mask:
    """The pitcher's hand once it has taken ``kitty`` and discarded ``count`` cards one at a
    time by ``discard_choice`` (keeping ``suit`` when it is named): the hand the expert's
    simulations of a bid give whoever wins the auction, as every level discards."""
    hand |= kitty
    for _ in range(count):
        hand &= ~(1 << discard_choice(hand, cards_of(hand), suit))
    return hand


def discard_step(view: PlayerView, legal: Sequence[Card]) -> tuple[Card, Reason]:
    """``discard_choice`` with its reason."""
    c = discard_choice(view.hand, legal)
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "discard {card}: I keep my {suit} and my high cards"),
        card=CardWord(c, short=True),
        suit=SuitWord(pitch_suit(view.hand)),
    )
