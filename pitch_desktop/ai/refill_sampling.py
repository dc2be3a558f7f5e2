"""Deals of the unseen cards for Cinch's play, after the refill and the rob, and the refill
itself on a sampled deal (the expert's bids).

Once the refill and the rob are done, every trump a seat has not seen is in another player's
hand: the refill throws only non-trumps, face down, and the dealer throws a trump only face up
(``RULES.md``, "Refill and rob"). The unseen non-trumps are in a hand or thrown away. A plain
deal of the unseen cards would leave trumps among the thrown cards; this one places every
unseen trump first, in a hand with room that has not shown out of trump, then fills the hands
from the unseen non-trumps, each seat's shown voids kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import Card, Mask, cards_of, mask_of
from pitch_desktop.engine.deck import suits_cards, trumps_of
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.view import PlayerView, SamplingError, sample_hands

from .call_and_rob import throw_key
from .draw_back_play import burn_choice

# Tries of the deal above before falling back to the engine's own sampling.
TRIES = 24
# The cards each hand holds after the refill (RULES.md, "Refill and rob").
REFILLED = 6


def refill_hands(view: PlayerView, rng: random.Random) -> list[Mask]:
    """The other seats' hands in a deal that fits the view and holds every unseen trump
    (``engine.view.sample_hands`` when no such deal is found)."""
    for _ in range(TRIES):
        hands = _try_refill_deal(view, rng)
        if hands is not None:
            return hands
    return list(sample_hands(view, rng))


def _try_refill_deal(view: PlayerView, rng: random.Random) -> list[Mask] | None:
    """One random deal with every unseen trump in a hand; None at a dead end."""
    trumps = view.trumps
    if trumps is None:
        raise SamplingError("no trump named yet: nothing to refill")
    n = view.players
    others = [s for s in range(n) if s != view.seat and view.cards_left[s]]
    room = {s: view.cards_left[s] for s in others}
    limits = {s: view.unseen & ~suits_cards(trumps, view.voids[s]) for s in others}
    hands = [0] * n
    hands[view.seat] = view.hand
    unseen_trumps = cards_of(view.unseen & trumps.mask)
    rng.shuffle(unseen_trumps)
    for c in unseen_trumps:
        open_seats = [s for s in others if room[s] and limits[s] >> c & 1]
        if not open_seats:
            return None
        s = rng.choices(open_seats, weights=[room[x] for x in open_seats])[0]
        hands[s] |= 1 << c
        room[s] -= 1
    left = view.unseen & ~trumps.mask
    for s in sorted(others, key=lambda x: ((limits[x] & left).bit_count() - room[x], rng.random())):
        choices = cards_of(limits[s] & left)
        if len(choices) < room[s]:
            return None
        m = mask_of(rng.sample(choices, room[s]))
        hands[s] |= m
        left &= ~m
    return hands


def refill_all(
    rules: Rules, trump: int, dealer: int, hands: list[Mask], stock: Sequence[Card]
) -> None:
    """The refill and the rob on a sampled deal, in place, as every level plays them: each
    player but the dealer, from the dealer's left, keeps its trumps and draws back to six
    from the top of ``stock``; the dealer takes the rest and throws its non-trumps worth
    least (``call_and_rob.throw_key``), then its trumps worth least, down to six; a player
    over six trumps burns down to six."""
    tm = trumps_of(rules, trump).mask
    n = rules.players
    pos = 0
    for i in range(1, n):
        seat = (dealer + i) % n
        kept = hands[seat] & tm
        k = max(0, min(REFILLED - kept.bit_count(), len(stock) - pos))
        hands[seat] = kept | mask_of(stock[pos : pos + k])
        pos += k
    hands[dealer] |= mask_of(stock[pos:])
    for seat in range(n):
        hands[seat] = _down_to_six(rules, trump, tm, hands[seat])


def _down_to_six(rules: Rules, trump: int, tm: Mask, hand: Mask) -> Mask:
    """A hand thrown down to six: the non-trumps worth least first, then the trumps."""
    while hand.bit_count() > REFILLED:
        plain = hand & ~tm
        c = min(cards_of(plain), key=throw_key) if plain else burn_choice(rules, trump, hand)
        hand &= ~(1 << c)
    return hand


__all__ = ["REFILLED", "refill_all", "refill_hands"]
