"""Cinch's refill and rob (RULES.md, "Refill and rob") in one place: who refills in what order
and how many, what the dealer may throw when it robs the pack, and the cards each seat plays.

The draw-back's rules it shares (the burn and its order, who leads once players run out) are
``draw_back``'s; the hand state, the views and the bots ask these functions for the rest.
"""

from __future__ import annotations

from .cards import Mask
from .deck import deck_of
from .draw_back import burn_order, burnable
from .rules import KEPT_AFTER_DRAW, Rules


def refill_order(players: int, dealer: int) -> tuple[int, ...]:
    """The seats in the order they refill: from the dealer's left, the dealer last (it robs)."""
    return burn_order(players, dealer)


def cards_to_refill(kept: int, stock_left: int, is_dealer: bool) -> int:
    """How many cards a player keeping ``kept`` trumps is dealt: back to six (none when it
    keeps six or more), never more than the stock holds; the dealer takes the whole rest."""
    if is_dealer:
        return stock_left
    return min(stock_left, max(0, KEPT_AFTER_DRAW - kept))


def throws_left(held: int) -> int:
    """How many cards the dealer holding ``held`` after robbing the pack must still throw: down
    to six. The prompt to the dealer and the table's narration of each throw both count this."""
    return max(0, held - KEPT_AFTER_DRAW)


def robbable(rules: Rules, trump: int, hand: Mask) -> Mask:
    """The cards the robbing dealer may throw now: its non-trumps; holding none, the trumps
    it may burn (those carrying no card award first)."""
    trumps = deck_of(rules).by_suit[trump].mask
    plain = hand & ~trumps
    return plain or burnable(rules, trump, hand)


def cards_in_play(
    dealt: tuple[Mask, ...],
    drawn: tuple[Mask, ...],
    thrown: tuple[Mask, ...],
    burned: tuple[Mask, ...],
) -> tuple[Mask, ...]:
    """Per seat the cards it plays this hand: dealt or drawn, less those thrown (face down) or
    burned (face up)."""
    return tuple(
        (d | dr) & ~t & ~b for d, dr, t, b in zip(dealt, drawn, thrown, burned, strict=True)
    )


__all__ = ["cards_in_play", "cards_to_refill", "refill_order", "robbable", "throws_left"]
