"""What one seat may know, and deals of the unseen cards that fit it.

A ``PlayerView`` holds the seat's own cards and everything shown at the table: the bids, every
card played and who played it, the tricks taken, and the suits a player has shown to be out of.
Bots see only this. ``sample_hands`` deals the unseen cards consistently with it, and
``PlayerView.world`` turns such a deal back into a full ``HandState`` to think on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import Card, Mask, cards_of
from .deck import ALL_CARDS, Trumps, deck_of, suits_cards
from .rules import Rules, TrumpRule
from .state import HandState, Phase, trick_history


class SamplingError(RuntimeError):
    """No deal of the unseen cards fits the view (the view contradicts itself)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of a hand. Per-seat tuples index by seat."""

    rules: Rules
    seat: int
    dealer: int
    hand: Mask
    scores_before: tuple[int, ...]
    phase: Phase
    to_act: int
    bids: tuple[int, ...]
    high_bid: int
    pitcher: int | None
    trump: int | None
    leader: int
    trick: tuple[Card, ...]
    plays: tuple[tuple[int, Card], ...]
    played_by: tuple[Mask, ...]
    captured: tuple[Mask, ...]
    tricks: tuple[int, ...]
    cards_left: tuple[int, ...]
    voids: tuple[int, ...]

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def played(self) -> Mask:
        m = 0
        for p in self.played_by:
            m |= p
        return m

    @property
    def unseen(self) -> Mask:
        """Cards this seat has not seen: in other hands or out of play."""
        return deck_of(self.rules).mask & ~self.hand & ~self.played

    @property
    def trumps(self) -> Trumps | None:
        """What each card is this hand, once trump is known (``engine.deck``)."""
        return None if self.trump is None else deck_of(self.rules).by_suit[self.trump]

    @property
    def led_suit(self) -> int | None:
        """The suit of the trick's first card as following counts it (trump for the off-jack
        and the jokers)."""
        trumps = self.trumps
        return trumps.suit_of[self.trick[0]] if self.trick and trumps is not None else None

    @property
    def side(self) -> int:
        return self.rules.side_of_seat[self.seat]

    def side_piles(self) -> tuple[list[Mask], list[int]]:
        """The cards each side has captured so far, and its tricks, by side."""
        side_of = self.rules.side_of_seat
        piles = [0] * self.rules.sides
        tricks = [0] * self.rules.sides
        for s in range(self.rules.players):
            piles[side_of[s]] |= self.captured[s]
            tricks[side_of[s]] += self.tricks[s]
        return piles, tricks

    def bidder_seat(self, index: int) -> int:
        """The seat that spoke the ``index``-th bid."""
        return (self.dealer + 1 + index) % self.rules.players

    def world(self, hands: tuple[Mask, ...]) -> HandState:
        """The full hand state in which the seats now hold ``hands`` (a sampled deal)."""
        n = self.rules.players
        dealt = tuple(hands[s] | self.played_by[s] for s in range(n))
        return HandState(
            rules=self.rules,
            dealer=self.dealer,
            dealt=dealt,
            hands=tuple(hands),
            scores_before=self.scores_before,
            phase=self.phase,
            to_act=self.to_act,
            bids=self.bids,
            high_bid=self.high_bid,
            pitcher=self.pitcher,
            trump=self.trump,
            leader=self.leader,
            trick=self.trick,
            plays=tuple(c for _, c in self.plays),
            captured=self.captured,
            tricks=self.tricks,
        )


def view_of(state: HandState, seat: int) -> PlayerView:
    """What ``seat`` may know of ``state``."""
    rules = state.rules
    n = rules.players
    played_by = [0] * n
    voids = [0] * n
    plays: list[tuple[int, Card]] = []
    trump = state.trump
    trumps = state.trumps
    anytime = rules.trump_rule is TrumpRule.ANYTIME
    for leader, cards, _ in trick_history(state):
        assert trumps is not None
        suit_of = trumps.suit_of
        led = suit_of[cards[0]]
        for i, c in enumerate(cards):
            s = (leader + i) % n
            plays.append((s, c))
            played_by[s] |= 1 << c
            suit = suit_of[c]
            # Not following shows a void in the led suit, unless the card was a trump that
            # ``anytime`` allows in place of following.
            if suit != led and not (anytime and suit == trump):
                voids[s] |= 1 << led
    cards_left = tuple(m.bit_count() for m in state.hands)
    return PlayerView(
        rules=rules,
        seat=seat,
        dealer=state.dealer,
        hand=state.hands[seat],
        scores_before=state.scores_before,
        phase=state.phase,
        to_act=state.to_act,
        bids=state.bids,
        high_bid=state.high_bid,
        pitcher=state.pitcher,
        trump=trump,
        leader=state.leader,
        trick=state.trick,
        plays=tuple(plays),
        played_by=tuple(played_by),
        captured=state.captured,
        tricks=state.tricks,
        cards_left=cards_left,
        voids=tuple(voids),
    )


def sample_hands(
    view: PlayerView, rng: random.Random, allowed: tuple[Mask, ...] | None = None
) -> tuple[Mask, ...]:
    """Deal the unseen cards to the other seats, consistently with the view.

    Each other seat gets as many cards as it holds, none of a suit it has shown void in, and
    (when ``allowed`` is given, for bots with their own inference) only cards of its mask. The
    most constrained seats are dealt first; a dead end retries, then falls back to a search.
    """
    n = view.rules.players
    pool = view.unseen
    trumps = view.trumps
    limits = [
        pool
        & ~suits_cards(trumps, view.voids[s])
        & (allowed[s] if allowed is not None else ALL_CARDS)
        for s in range(n)
    ]
    others = [s for s in range(n) if s != view.seat and view.cards_left[s]]
    for _ in range(24):
        hands = [0] * n
        hands[view.seat] = view.hand
        left = pool
        order = sorted(
            others,
            key=lambda s: ((limits[s] & left).bit_count() - view.cards_left[s], rng.random()),
        )
        ok = True
        for s in order:
            choices = cards_of(limits[s] & left)
            need = view.cards_left[s]
            if len(choices) < need:
                ok = False
                break
            m = 0
            for c in rng.sample(choices, need):
                m |= 1 << c
            hands[s] = m
            left &= ~m
        if ok:
            return tuple(hands)
    found = _search(view, limits, others, rng)
    if found is None:
        raise SamplingError("no deal of the unseen cards fits what this seat has seen")
    return found


def _search(
    view: PlayerView, limits: list[Mask], others: list[int], rng: random.Random
) -> tuple[Mask, ...] | None:
    """Exhaustive fallback: give each seat its cards one at a time, backtracking."""
    n = view.rules.players
    hands = [0] * n
    hands[view.seat] = view.hand
    need = {s: view.cards_left[s] for s in others}
    order = sorted(others, key=lambda s: limits[s].bit_count())

    def place(i: int, left: Mask) -> bool:
        if i == len(order):
            return True
        s = order[i]
        if need[s] == 0:
            return place(i + 1, left)
        choices = cards_of(limits[s] & left)
        rng.shuffle(choices)
        for c in choices:
            hands[s] |= 1 << c
            need[s] -= 1
            if place(i, left & ~(1 << c)):
                return True
            hands[s] &= ~(1 << c)
            need[s] += 1
        return False

    return tuple(hands) if place(0, view.unseen) else None
