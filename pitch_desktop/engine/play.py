"""The rules of card play in one place: which cards a player may play and who wins a trick.

These functions work on bitmasks so that the immutable engine state and the bots' fast
playouts share one definition of each rule.
"""

from __future__ import annotations

from functools import lru_cache

from .cards import FULL_DECK, SUIT_MASKS, SUIT_NAMES, Card, Mask
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
        (SUIT_MASKS[led], legal_play_mask(FULL_DECK, led, trump, trump_rule)) for led in range(4)
    )


def why_illegal(led_suit: int, trump: int | None, trump_rule: TrumpRule) -> str:
    """The rule a card breaks when it is not in ``legal_play_mask`` (for messages)."""
    led = SUIT_NAMES[led_suit]
    if trump_rule is TrumpRule.ANYTIME and trump is not None and led_suit != trump:
        return f"must follow {led} or play a trump"
    if trump is not None and led_suit == trump:
        return f"must follow the trump lead with a trump ({led})"
    return f"must follow {led}"


def trick_winner_index(cards: tuple[Card, ...] | list[Card], trump: int) -> int:
    """Index in ``cards`` (play order) of the card that wins the trick.

    The highest trump wins; with no trump, the highest card of the suit led. Cards of one suit
    compare by their number, since rank is the low part of a card.
    """
    led = cards[0] // 13
    best = 0
    best_card = cards[0]
    best_trump = led == trump
    for i in range(1, len(cards)):
        c = cards[i]
        s = c // 13
        if s == trump:
            if not best_trump or c > best_card:
                best, best_card, best_trump = i, c, True
        elif not best_trump and s == led and c > best_card:
            best, best_card = i, c
    return best
