"""The rules of card play in one place: which cards a player may play and who wins a trick.

These functions work on bitmasks so that the immutable engine state and the bots' fast
playouts share one definition of each rule. What a card is (its suit once trump is known, the
trump order) comes from the card-rules kernel, ``engine.deck``.
"""

from __future__ import annotations

from functools import lru_cache

from .breach import FollowDuty
from .cards import FULL_DECK, SUIT_COUNT, Card, Mask
from .deck import ALL_CARDS, Trumps
from .rules import TrumpRule


def legal_play_mask(
    hand: Mask, led_suit: int | None, trumps: Trumps | None, trump_rule: TrumpRule
) -> Mask:
    """The cards of ``hand`` that may be played to a trick led with ``led_suit``.

    ``led_suit`` is None for a lead: anything goes, but the pitch (``trumps`` None: the lead that
    names trump) may not be a joker. Under ``anytime`` a player holding the led plain suit may
    follow it or trump; a trump lead must be followed with trump. Under ``follow_suit`` the led
    suit must be followed. With nothing of the led suit, anything goes. Suits are the kernel's:
    the off-jack and the jokers are trumps.
    """
    if led_suit is None:
        return hand if trumps is not None else hand & FULL_DECK
    assert trumps is not None
    follow = hand & trumps.suit_masks[led_suit]
    if not follow:
        return hand
    if trump_rule is TrumpRule.ANYTIME and led_suit != trumps.suit:
        return follow | (hand & trumps.mask)
    return follow


@lru_cache(maxsize=256)
def follow_masks(trumps: Trumps, trump_rule: TrumpRule) -> tuple[tuple[Mask, Mask], ...]:
    """Per led suit, ``(led, allowed)`` masks such that a hand holding any of ``led`` may play
    only its cards in ``allowed``, and otherwise anything.

    A table of ``legal_play_mask`` itself (a full deck always holds the led suit), so playouts
    can apply the rule with two mask operations and no call.
    """
    return tuple(
        (trumps.suit_masks[led], legal_play_mask(ALL_CARDS, led, trumps, trump_rule))
        for led in range(SUIT_COUNT)
    )


def follow_duty(
    hand: Mask, led_suit: int | None, trumps: Trumps | None, trump_rule: TrumpRule
) -> FollowDuty:
    """What ``legal_play_mask`` asks of ``hand`` now, as a value the words above can name."""
    if led_suit is None:
        return FollowDuty.PITCH if trumps is None else FollowDuty.LEAD
    if legal_play_mask(hand, led_suit, trumps, trump_rule) == hand:
        return FollowDuty.ANY
    assert trumps is not None
    if trump_rule is TrumpRule.ANYTIME and led_suit != trumps.suit:
        return FollowDuty.FOLLOW_OR_TRUMP
    if led_suit == trumps.suit:
        return FollowDuty.FOLLOW_TRUMP
    return FollowDuty.FOLLOW


def trick_winner_index(cards: tuple[Card, ...] | list[Card], trumps: Trumps) -> int:
    """Index in ``cards`` (play order) of the card that wins the trick: the highest trump, or
    with no trump the highest card of the suit led (``Trumps.beats``)."""
    return trumps.winner_index(cards)
