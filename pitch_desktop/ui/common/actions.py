"""The controller's legal actions sorted by where the window offers them: the cards (played, or
burned with the draw-back, or thrown in the rob) on the table, the bids in the bid panel, the
suits in the panel that names trump, the trumps to call in the call panel. The engine numbers
them; this only tells them apart, so no room of the window mistakes a suit to name for a card.
"""

from __future__ import annotations

from collections.abc import Iterable

from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.state import (
    DRAW,
    Action,
    called_card,
    is_bid,
    is_call,
    is_name,
    named_suit,
)


def is_card_action(action: Action) -> bool:
    """A card of the hand to click: neither a bid, nor a suit to name, nor a partner to call,
    nor the forced draw."""
    return not is_bid(action) and not is_name(action) and not is_call(action) and action != DRAW


def card_actions(legal: Iterable[Action]) -> list[Card]:
    """The cards among ``legal`` (to play, or to burn)."""
    return [a for a in legal if is_card_action(a)]


def name_suits(legal: Iterable[Action]) -> list[int]:
    """The suits ``legal`` lets the pitcher name trump (0..3, clubs to spades)."""
    return [named_suit(a) for a in legal if is_name(a)]


def call_cards(legal: Iterable[Action]) -> list[Card]:
    """The trumps ``legal`` lets the pitcher call as its partner."""
    return [called_card(a) for a in legal if is_call(a)]
