"""Claiming the rest of a hand: a proof, from one seat's view, that its own cards take every
trick still to play, however the unseen cards lie and whatever everyone else plays.

The proof reads only the claimer's ``PlayerView``, so being offered a claim tells the player
nothing about the hidden cards they could not have worked out themselves. It is a search in
which the claimer picks its card and an adversary plays for every other seat (the claimer's
partner too: only the claimer's own cards are counted on), choosing each card it plays from the
cards the claimer has not seen, as the seat's count and shown voids allow. Dealing the hidden
cards only as they are played makes every way they could lie part of the same tree, and the
claimer's choices depend on nothing but what has been played: a claim that holds here holds in
every deal that fits the view. A line in which the adversary has no card left that a seat could
hold fits no deal at all, and counts as a trick taken.

The adversary's choices are cut down without losing a line that matters: among the cards of one
suit that beat the same cards of the claimer, it plays the lowest (a higher one can do all that
a lower one can, and more, later); a card that cannot take the trick is the lowest of its suit.
Past ``node_limit`` positions the search gives up and there is no claim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from pitch_desktop.engine.cards import SUIT_COUNT, SUIT_MASKS, Card, Mask, cards_of
from pitch_desktop.engine.deck import ALL_CARDS, Trumps, deck_of, suits_cards
from pitch_desktop.engine.draw_back import trick_seats
from pitch_desktop.engine.play import follow_masks
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView

# Enough for the last three or four tricks at four players, a fraction of a second in the worker.
CLAIM_NODES = 40_000


class _OutOfBudgetError(Exception):
    """The search visited more positions than it was allowed."""


@dataclass(frozen=True, slots=True)
class _Table:
    """The facts that stay fixed during the search."""

    claimer: int
    players: int
    trumps: Trumps
    follow: tuple[tuple[Mask, Mask], ...]
    rank: tuple[int, ...]


class _Spot(NamedTuple):
    """A position of the search: the claimer's cards, the cards it has not seen that are not
    played yet, per seat the cards still to come and the cards it may still hold, the seats of
    the trick in play, its cards, and the index of the card winning it (-1 for none)."""

    hand: Mask
    pool: Mask
    need: tuple[int, ...]
    allowed: tuple[Mask, ...]
    seats: tuple[int, ...]
    trick: tuple[Card, ...]
    win: int


class _Prover:
    def __init__(self, table: _Table, node_limit: int) -> None:
        self.t = table
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[_Spot, bool] = {}

    # --- the seats of a trick ------------------------------------------------------------------

    def seats_of_trick(self, leader: int, hand: Mask, need: tuple[int, ...]) -> tuple[int, ...]:
        """Who plays to a trick led by ``leader``: every seat still holding cards."""
        t = self.t
        holding = 0
        for s in range(t.players):
            if (hand if s == t.claimer else need[s]) > 0:
                holding |= 1 << s
        return trick_seats(holding, leader, t.players)

    # --- the search ----------------------------------------------------------------------------

    def wins(self, spot: _Spot) -> bool:
        """Whether the claimer takes the trick in play and every later one."""
        t = self.t
        hand, pool, need, allowed, seats, trick, win = spot
        if len(trick) == len(seats):
            if seats[win] != t.claimer:
                return False
            if not hand:
                return not any(need)  # others still holding would play on without the claimer
            if self.all_boss(hand, pool, need, allowed):
                return True
            nxt = self.seats_of_trick(t.claimer, hand, need)
            return self.wins(_Spot(hand, pool, need, allowed, nxt, (), -1))
        hit = self.memo.get(spot)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _OutOfBudgetError
        seat = seats[len(trick)]
        if seat == t.claimer:
            result = any(
                self.after(spot._replace(hand=hand ^ (1 << c)), c)
                for c in self.claimer_moves(hand, pool, trick)
            )
        else:
            result = self.adversary_holds(spot, seat)
        self.memo[spot] = result
        return result

    def all_boss(
        self, hand: Mask, pool: Mask, need: tuple[int, ...], allowed: tuple[Mask, ...]
    ) -> bool:
        """Whether no card any other seat could still hold beats any of the claimer's: then,
        on lead, the claimer takes every trick left whatever it leads (the cards out only
        grow fewer), as long as no one holds more cards than the claimer (with the draw-back
        they would play on without it). The usual claim, proven without a search."""
        if max(need) > hand.bit_count():
            return False
        live = 0
        for s, m in enumerate(allowed):
            if need[s]:
                live |= m
        live &= pool
        beats = self.t.trumps.beats
        return not any(beats[c] & live for c in cards_of(hand))

    def after(self, spot: _Spot, c: Card) -> bool:
        """Whether the claimer still takes everything once ``c`` is played to the trick
        (``spot`` already holds the cards left after it)."""
        seats, trick, win = spot.seats, spot.trick, spot.win
        if win < 0 or self.t.trumps.beats[trick[win]] >> c & 1:
            win = len(trick)
        if seats[win] != self.t.claimer and self.t.claimer in seats[: len(trick) + 1]:
            return False  # an adversary's card is winning and the claimer has played
        return self.wins(spot._replace(trick=(*trick, c), win=win))

    def claimer_moves(self, hand: Mask, pool: Mask, trick: tuple[Card, ...]) -> list[Card]:
        """The claimer's legal cards, one of each run with no unseen card between, high first."""
        t = self.t
        legal = hand
        if trick:
            must, ok = t.follow[t.trumps.suit_of[trick[0]]]
            if hand & must:
                legal = hand & ok
        cards = sorted(cards_of(legal), key=lambda c: (t.trumps.suit_of[c], -t.rank[c]))
        out: list[Card] = []
        for c in cards:
            if out:
                prev = out[-1]
                between = t.trumps.beats[c] & ~t.trumps.beats[prev] & ~(1 << prev)
                if t.trumps.suit_of[prev] == t.trumps.suit_of[c] and not between & pool:
                    continue  # plays as the higher card just kept does
            out.append(c)
        out.sort(key=lambda c: (not t.trumps.mask >> c & 1, -t.rank[c]))
        return out

    def adversary_holds(self, spot: _Spot, seat: int) -> bool:
        """Whether the claimer takes everything whichever card ``seat`` is dealt and plays."""
        t = self.t
        hand, pool, need, allowed, seats, trick, win = spot
        can = pool & allowed[seat]
        if not can:
            return True  # no deal gives this seat a card here: this line never happens
        must = ok = ALL_CARDS
        if trick:
            must, ok = t.follow[t.trumps.suit_of[trick[0]]]
        claimer_played = t.claimer in seats[: len(trick)]
        left_need = (*need[:seat], need[seat] - 1, *need[seat + 1 :])
        for c in self.adversary_moves(can, hand, claimer_played, trick, win):
            b = 1 << c
            seat_allowed = allowed[seat] & ~b
            if trick and not ok >> c & 1:
                # Not a card one may play holding the led suit: the seat shows void in it.
                seat_allowed &= ~must
            new_allowed = (*allowed[:seat], seat_allowed, *allowed[seat + 1 :])
            moved = spot._replace(pool=pool & ~b, need=left_need, allowed=new_allowed)
            if not self.after(moved, c):
                return False
        return True

    def adversary_moves(
        self, can: Mask, hand: Mask, claimer_played: bool, trick: tuple[Card, ...], win: int
    ) -> list[Card]:
        """The adversary's cards worth trying: per suit, the lowest of each group of cards that
        beat the same of the claimer's cards; once the claimer has played, only cards that take
        the trick (one is enough to break the claim) and else the lowest of each suit."""
        t = self.t
        trumps = t.trumps
        if claimer_played:
            winner = trick[win]
            takers = can & trumps.beats[winner]
            if takers:
                return [(takers & -takers).bit_length() - 1]
            lows = []
            for m in trumps.suit_masks:
                low = can & m
                if low:
                    lows.append((low & -low).bit_length() - 1)
            return lows
        groups: dict[tuple[int, int], Card] = {}
        for c in cards_of(can):
            suit = trumps.suit_of[c]
            # The claimer's cards of the suit this one outranks name its group.
            group = sum(
                1 for m in cards_of(hand & trumps.suit_masks[suit]) if t.rank[m] < t.rank[c]
            )
            best = groups.get((suit, group))
            if best is None or t.rank[c] < t.rank[best]:
                groups[(suit, group)] = c
        # Likely trick-takers first: trumps, then high groups.
        return sorted(groups.values(), key=lambda c: (not trumps.mask >> c & 1, -t.rank[c]))


def claim_card(view: PlayerView, node_limit: int = CLAIM_NODES) -> Card | None:
    """The card with which the view's seat, to play now, goes on taking every trick left
    whatever the others hold and play; None when that cannot be proven (within
    ``node_limit`` positions searched).

    At the pitch (no trump yet) each suit the seat could pitch is tried as trump, the pitch
    being a card of that suit (never a joker)."""
    if view.phase is not Phase.PLAY or view.to_act != view.seat:
        return None
    if view.trump is not None:
        trumps = view.trumps
        assert trumps is not None
        return _prove(view, trumps, node_limit, ALL_CARDS)
    by_suit = deck_of(view.rules).by_suit
    for suit in range(SUIT_COUNT):
        pitches = view.hand & SUIT_MASKS[suit]
        if pitches:
            card = _prove(view, by_suit[suit], node_limit, pitches)
            if card is not None:
                return card
    return None


def _prove(view: PlayerView, trumps: Trumps, node_limit: int, first: Mask) -> Card | None:
    """``claim_card`` once trump is ``trumps``; the card played now is one of ``first``."""
    prover = _Prover(_claim_table(view, trumps), node_limit)
    spot = _spot_now(view, trumps)
    hand = spot.hand
    moves = [c for c in prover.claimer_moves(hand, spot.pool, spot.trick) if first >> c & 1]
    if not moves:
        return None
    if (
        not spot.trick
        and view.leader == view.seat
        and prover.all_boss(hand, spot.pool, spot.need, spot.allowed)
    ):
        return moves[0]
    try:
        for c in moves:
            if prover.after(spot._replace(hand=hand ^ (1 << c)), c):
                return c
    except _OutOfBudgetError:
        return None
    return None


def _claim_table(view: PlayerView, trumps: Trumps) -> _Table:
    """The facts of the table that stay fixed while the claim is searched."""
    rules = view.rules
    return _Table(
        claimer=view.seat,
        players=rules.players,
        trumps=trumps,
        follow=follow_masks(trumps, rules.trump_rule),
        rank=tuple(trumps.rank_in_suit(c) for c in range(len(trumps.suit_of))),
    )


def _spot_now(view: PlayerView, trumps: Trumps) -> _Spot:
    """The position the claim is searched from: what each other seat must still play and may
    hold (its voids shown, only trumps once it has drawn), and the trick in play."""
    n = view.rules.players
    seat = view.seat
    pool = view.unseen
    need = tuple(0 if s == seat else view.cards_left[s] for s in range(n))
    allowed = tuple(
        0
        if s == seat
        else pool
        & ~suits_cards(trumps, view.voids[s])
        & (trumps.mask if view.has_drawn(s) else ALL_CARDS)
        for s in range(n)
    )
    if view.seats_in:
        seats = trick_seats(view.seats_in, view.leader, n)
    else:
        seats = tuple((view.leader + i) % n for i in range(n))
    trick = view.trick
    win = trumps.winner_index(trick) if trick else -1
    return _Spot(view.hand, pool, need, allowed, seats, trick, win)


__all__ = ["CLAIM_NODES", "claim_card"]
