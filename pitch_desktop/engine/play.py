"""The rules of card play in one place: which cards a player may play and who wins a trick.

These functions work on bitmasks so that the immutable engine state and the bots' fast
playouts share one definition of each rule.
"""

from __future__ import annotations

from functools import lru_cache

from .breach import FollowDuty
from .cards import FULL_DECK, RANKS_PER_SUIT, SUIT_COUNT, SUIT_MASKS, Card, Mask
from .rules import TrumpRule


def legal_play_mask(
    hand: Mask, led_suit: int | None, trump: int | None, trump_rule: TrumpRule
) -> Mask:
    """The cards of ``hand`` that may be played to a trick led with ``led_suit``.

    ``led_suit`` is None for the lead (anything goes). Under ``anytime`` a player holding the led
    plain suit may follow it or trump; a trump lead must be followed with trump. Under
    ``follow_suit`` the led suit must be followed. With nothing of the led suit, anything goes.
    """
    if led_suit is None:
        return hand
    follow = hand & SUIT_MASKS[led_suit]
    if not follow:
        return hand
    if trump_rule is TrumpRule.ANYTIME and trump is not None and led_suit != trump:
        return follow | (hand & SUIT_MASKS[trump])
    return follow


@lru_cache(maxsize=64)
def follow_masks(trump: int, trump_rule: TrumpRule) -> tuple[tuple[Mask, Mask], ...]:
    """Per led suit, ``(led, allowed)`` masks such that a hand holding any of ``led`` may play
    only its cards in ``allowed``, and otherwise anything.

    A table of ``legal_play_mask`` itself (a full deck always holds the led suit), so playouts
    can apply the rule with two mask operations and no call.
    """
    return tuple(
        (SUIT_MASKS[led], legal_play_mask(FULL_DECK, led, trump, trump_rule))
        for led in range(SUIT_COUNT)
    )


def follow_duty(
    hand: Mask, led_suit: int | None, trump: int | None, trump_rule: TrumpRule
) -> FollowDuty:
    """What ``legal_play_mask`` asks of ``hand`` now, as a value the words above can name."""
    if led_suit is None:
        return FollowDuty.PITCH if trump is None else FollowDuty.LEAD
    if legal_play_mask(hand, led_suit, trump, trump_rule) == hand:
        return FollowDuty.ANY
    if trump_rule is TrumpRule.ANYTIME and trump is not None and led_suit != trump:
        return FollowDuty.FOLLOW_OR_TRUMP
    if trump is not None and led_suit == trump:
        return FollowDuty.FOLLOW_TRUMP
    return FollowDuty.FOLLOW


def winning_card(pile: Mask, led_suit: int, trump: int) -> Card:
    """The card that wins a trick holding the cards of ``pile``, led in ``led_suit``.

    The highest trump wins; with no trump, the highest card of the suit led. Within a suit a
    higher card has a higher number, so each is the top bit of the pile's cards of that suit.
    """
    trumps = pile & SUIT_MASKS[trump]
    if trumps:
        return trumps.bit_length() - 1
    return (pile & SUIT_MASKS[led_suit]).bit_length() - 1


def trick_winner_index(cards: tuple[Card, ...] | list[Card], trump: int) -> int:
    """Index in ``cards`` (play order) of the card that wins the trick."""
    pile = 0
    for c in cards:
        pile |= 1 << c
    return cards.index(winning_card(pile, cards[0] // RANKS_PER_SUIT, trump))
