"""What one seat may know, and deals of the unseen cards that fit it.

A ``PlayerView`` holds the seat's own cards and everything shown at the table: the bids, every
card played and who played it, the tricks taken, and the suits a player has shown to be out of;
with the draw-back also how many cards each player threw and drew, the trumps burned face up,
and who is out (after the draw every hand holds trumps only, which the sampling keeps to); with
a called partner the call, and the partner where the seat may know it; with the refill the
dealer's rob as the seat saw it.
Bots see only this. ``sample_hands`` deals the unseen cards consistently with it (and
``sample_kitty`` a kitty not yet taken), and ``PlayerView.world`` turns such a deal back into
a full ``HandState`` to think on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import NamedTuple

from .cards import Card, Mask, cards_of, mask_of, union
from .deck import ALL_CARDS, Trumps, deck_of, suits_cards, trumps_of
from .draw_back import draw_order, trick_seat, trick_size
from .rules import Rules, TrumpRule
from .scoring import HandScore, score_hand
from .state import Action, HandState, Phase, apply, bid_action, new_hand, trick_plays


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
    # The draw-back (empty or zero without it): what every seat sees of the draw and the burns,
    # and this seat's own cards drawn and dead.
    stock_left: int = 0
    draws: int = 0
    drawn_counts: tuple[int, ...] = ()
    dead_counts: tuple[int, ...] = ()
    burned: tuple[Mask, ...] = ()
    own_dealt: Mask = 0
    own_drawn: Mask = 0
    own_dead: Mask = 0
    seats_in: Mask = 0
    # The kitty (zero without it): how many cards lie in the middle until the pitcher takes
    # them, how many it has discarded face down, and those discards if this seat is the pitcher.
    kitty_left: int = 0
    discard_count: int = 0
    own_discards: Mask = 0
    # The seats of each trick so far (the one in play last), in play order; with the draw-back
    # players who are out play to none.
    trick_seat_lists: tuple[tuple[int, ...], ...] = ()
    # A called partner: the card called (public), and the partner's seat where this seat may
    # know it: its own (it holds the card), or anyone's once the card is played or burned face
    # up, or the hand is over. None otherwise, or when the pitcher plays alone.
    called: Card | None = None
    partner: int | None = None
    # The refill: the dealer's throws as it robbed the pack, in order, as this seat saw them: a
    # trump thrown face up by its card; a card thrown face down by its card to the dealer alone,
    # None to everyone else.
    robs: tuple[Card | None, ...] = ()

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def all_burned(self) -> Mask:
        return union(self.burned)

    def has_drawn(self, seat: int) -> bool:
        """With the draw-back: has ``seat`` thrown and drawn (its hand holds trumps only)?"""
        if not self.rules.draw_back or self.pitcher is None or self.phase is Phase.NAME:
            return False  # (the refill keeps what it draws, whatever its suit)
        if self.phase is not Phase.DRAW:
            return True
        return seat in draw_order(self.players, self.dealer, self.pitcher)[: self.draws]

    def is_out(self, seat: int) -> bool:
        """With a draw, a seat holding no card once play has begun."""
        return (
            self.rules.drawing
            and self.phase in (Phase.PLAY, Phase.DONE)
            and self.pitcher is not None
            and not self.cards_left[seat]
        )

    def trick_seat(self, index: int) -> int:
        """The seat that plays the ``index``-th card of the trick in play (as ``HandState``)."""
        return trick_seat(self.seats_in, self.leader, self.rules.players, index)

    @property
    def trick_size(self) -> int:
        """Cards the trick in play will hold: one a player, or one a player still in."""
        return trick_size(self.seats_in, self.rules.players)

    @property
    def played(self) -> Mask:
        return union(self.played_by)

    @property
    def unseen(self) -> Mask:
        """Cards this seat has not seen: in other hands, the stock, or out of play."""
        return (
            deck_of(self.rules).mask
            & ~self.hand
            & ~self.played
            & ~self.all_burned
            & ~self.own_dead
            & ~self.own_discards
        )

    @property
    def trumps(self) -> Trumps | None:
        """What each card is this hand, once trump is known (``engine.deck``)."""
        return None if self.trump is None else trumps_of(self.rules, self.trump)

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

    def world(
        self, hands: tuple[Mask, ...], stock: tuple[Card, ...] = (), kitty: Mask = 0
    ) -> HandState:
        """The full hand state in which the seats now hold ``hands`` (a sampled deal) and, with
        the draw-back before the pitcher has drawn, the stock is ``stock``; before the pitcher
        takes it, the kitty is ``kitty`` (``sample_kitty``), so the pitcher of that world
        takes it as the engine deals."""
        draw_back = self.rules.drawing
        return HandState(
            rules=self.rules,
            dealer=self.dealer,
            dealt=self._world_dealt(hands),
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
            stock=stock,
            drawn=self._own_only(self.own_drawn) if draw_back else (),
            dead=self._own_only(self.own_dead) if draw_back else (),
            burned=self.burned if draw_back else (),
            draws=self.draws,
            seats_in=self.seats_in,
            undealt=stock,
            called=self.called,
            partner=self._world_partner(hands),
            kitty=kitty,
        )

    def _world_partner(self, hands: tuple[Mask, ...]) -> int | None:
        """The called partner of a sampled world: the one this seat knows, else, once the draw
        has fixed it, the seat the sampled deal gives the called card (none if the pitcher
        holds it, or no hand does). Before the draw nobody is the partner yet."""
        if self.partner is not None or self.called is None or self.pitcher is None:
            return self.partner
        if self.phase not in (Phase.BURN, Phase.PLAY):
            return None
        holder = next((s for s, h in enumerate(hands) if h >> self.called & 1), None)
        return None if holder == self.pitcher else holder

    def _world_dealt(self, hands: tuple[Mask, ...]) -> tuple[Mask, ...]:
        """What each seat was dealt in a sampled world: what it holds and played, and with the
        draw-back what it burned too (this seat's own deal is known)."""
        n = self.rules.players
        if not self.rules.drawing:
            return tuple(hands[s] | self.played_by[s] for s in range(n))
        return tuple(
            self.own_dealt if s == self.seat else hands[s] | self.played_by[s] | self.burned[s]
            for s in range(n)
        )

    def _own_only(self, own: Mask) -> tuple[Mask, ...]:
        """A per-seat draw-back tuple where only this seat's cards are known: the others'
        are none in a sampled world."""
        return tuple(own if s == self.seat else 0 for s in range(self.rules.players))


def view_of(state: HandState, seat: int) -> PlayerView:
    """What ``seat`` may know of ``state``."""
    rules = state.rules
    seen = _seen_plays(state)
    cards_left = tuple(m.bit_count() for m in state.hands)
    draw_back = rules.drawing
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
        trump=state.trump,
        leader=state.leader,
        trick=state.trick,
        plays=seen.plays,
        played_by=seen.played_by,
        captured=state.captured,
        tricks=state.tricks,
        cards_left=cards_left,
        voids=seen.voids,
        stock_left=len(state.stock),
        draws=state.draws,
        drawn_counts=tuple(m.bit_count() for m in state.drawn),
        dead_counts=tuple(m.bit_count() for m in state.dead),
        burned=state.burned,
        own_dealt=state.dealt[seat] if draw_back else 0,
        own_drawn=state.drawn[seat] if draw_back else 0,
        own_dead=state.dead[seat] if draw_back else 0,
        seats_in=state.seats_in,
        kitty_left=rules.kitty if state.phase is Phase.BID else 0,
        discard_count=len(state.discards),
        own_discards=mask_of(state.discards) if seat == state.pitcher else 0,
        trick_seat_lists=seen.seat_lists,
        called=state.called,
        partner=partner_seen(state, seat, seen.played_by),
        robs=robs_seen(state, seat),
    )


def thrown_face_down(state: HandState, action: Action) -> bool:
    """Does ``action``, taken in ``state``, put a card face down: a kitty's discard, or a card
    the robbing dealer throws that is not a trump? Only its thrower may be told which."""
    if state.phase is Phase.DISCARD:
        return True
    trumps = state.trumps
    return state.phase is Phase.ROB and trumps is not None and not trumps.mask >> action & 1


def robs_seen(state: HandState, seat: int | None) -> tuple[Card | None, ...]:
    """The dealer's rob as ``seat`` (None: anyone watching) saw it: the trumps it threw face
    up by their cards, its face-down throws by their cards only to the dealer itself."""
    if not state.robs or seat == state.dealer:
        return state.robs
    face_up = union(state.burned)
    return tuple(c if face_up >> c & 1 else None for c in state.robs)


def partner_seen(state: HandState, seat: int | None, played_by: tuple[Mask, ...]) -> int | None:
    """The called partner as ``seat`` (None: anyone watching) may know it: the partner knows
    itself once the draw is done; everyone once the called card is played or burned face up,
    or the hand is over (RULES.md, "Call your partner")."""
    partner = state.partner
    if partner is None or state.called is None:
        return None
    shown = union(played_by) | union(state.burned)
    if seat == partner or state.phase is Phase.DONE or shown >> state.called & 1:
        return partner
    return None


def public_view(state: HandState) -> PlayerView:
    """What anyone watching the table may know of ``state``: what every seat sees and nothing
    a seat alone knows (no hand, none of a seat's own draw-back cards or kitty's discards), as
    seen from seat 0's place. A spectator is sent only this."""
    view = view_of(state, 0)
    return replace(
        view,
        hand=0,
        own_dealt=0,
        own_drawn=0,
        own_dead=0,
        own_discards=0,
        partner=partner_seen(state, None, view.played_by),
        robs=robs_seen(state, None),
    )


class _SeenPlays(NamedTuple):
    """What every seat sees of the tricks: who played each card, and the suits shown void."""

    plays: tuple[tuple[int, Card], ...]
    played_by: tuple[Mask, ...]
    voids: tuple[int, ...]
    seat_lists: tuple[tuple[int, ...], ...]


def _seen_plays(state: HandState) -> _SeenPlays:
    """The cards played so far, trick by trick, as the whole table saw them."""
    rules = state.rules
    n = rules.players
    played_by = [0] * n
    voids = [0] * n
    plays: list[tuple[int, Card]] = []
    trump = state.trump
    trumps = state.trumps
    anytime = rules.trump_rule is TrumpRule.ANYTIME
    seat_lists: list[tuple[int, ...]] = []
    for seats, cards, _ in trick_plays(state):
        seat_lists.append(seats)
        assert trumps is not None
        suit_of = trumps.suit_of
        led = suit_of[cards[0]]
        for s, c in zip(seats, cards, strict=False):
            plays.append((s, c))
            played_by[s] |= 1 << c
            suit = suit_of[c]
            # Not following shows a void in the led suit, unless the card was a trump that
            # ``anytime`` allows in place of following.
            if suit != led and not (anytime and suit == trump):
                voids[s] |= 1 << led
    return _SeenPlays(tuple(plays), tuple(played_by), tuple(voids), tuple(seat_lists))


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
    limits = _seat_limits(view, pool, allowed)
    others = [s for s in range(n) if s != view.seat and view.cards_left[s]]
    for _ in range(24):
        dealt = _try_deal(view, pool, limits, others, rng)
        if dealt is not None:
            return dealt
    found = _search(view, limits, others, rng)
    if found is None:
        raise SamplingError("no deal of the unseen cards fits what this seat has seen")
    return found


def _seat_limits(view: PlayerView, pool: Mask, allowed: tuple[Mask, ...] | None) -> list[Mask]:
    """Per seat, the unseen cards (``pool``) it may hold: none of a suit it has shown void in,
    only its ``allowed`` cards, and only trumps once it has drawn."""
    trumps = view.trumps
    return [
        pool
        & ~suits_cards(trumps, view.voids[s])
        & (allowed[s] if allowed is not None else ALL_CARDS)
        & (trumps.mask if trumps is not None and view.has_drawn(s) else ALL_CARDS)
        & ~_not_called(view, s)
        for s in range(view.rules.players)
    ]


def _not_called(view: PlayerView, seat: int) -> Mask:
    """The called card, when ``seat`` is a pitcher that cannot hold it: it called a card it
    did not hold, so only a card it drew since may be that one."""
    if view.called is None or seat != view.pitcher or not view.drawn_counts:
        return 0
    if view.drawn_counts[seat] or view.phase in (Phase.CALL, Phase.DRAW):
        return 0
    return 1 << view.called


def _try_deal(
    view: PlayerView, pool: Mask, limits: list[Mask], others: list[int], rng: random.Random
) -> tuple[Mask, ...] | None:
    """One random deal of the unseen cards (``pool``), the seats with least room dealt first;
    None at a dead end."""
    hands = [0] * view.rules.players
    hands[view.seat] = view.hand
    left = pool
    order = sorted(
        others,
        key=lambda s: ((limits[s] & left).bit_count() - view.cards_left[s], rng.random()),
    )
    for s in order:
        choices = cards_of(limits[s] & left)
        need = view.cards_left[s]
        if len(choices) < need:
            return None
        m = mask_of(rng.sample(choices, need))
        hands[s] = m
        left &= ~m
    return tuple(hands)


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


def sample_stock(view: PlayerView, hands: tuple[Mask, ...], rng: random.Random) -> tuple[Card, ...]:
    """With the draw-back, a stock for a sampled deal: ``view.stock_left`` of the unseen cards
    no hand holds, shuffled. Every unseen trump no hand holds must be in it (the dead cards of
    those who have drawn are never trumps), so those go in first.

    Raises ``SamplingError`` when the trumps left over do not fit (``sample_world`` retries).
    """
    left = view.unseen & ~union(hands)
    trumps = view.trumps
    need = left & trumps.mask if trumps is not None and view.draws else 0
    if need.bit_count() > view.stock_left:
        raise SamplingError("the trumps left over do not fit in the stock")
    rest = cards_of(left & ~need)
    stock = cards_of(need) + rng.sample(rest, view.stock_left - need.bit_count())
    rng.shuffle(stock)
    return tuple(stock)


def sample_kitty(
    view: PlayerView, hands: tuple[Mask, ...] | list[Mask], rng: random.Random, stock: Mask = 0
) -> Mask:
    """Before the pitcher takes it, a kitty for a sampled deal: ``view.kitty_left`` of the
    unseen cards that no hand (nor the ``stock``) holds; nothing once it is taken. Its cards
    are unseen to every seat until then, so any of those cards may lie there; once taken
    they are the pitcher's cards, and its discards are out of play (``PlayerView.unseen``
    keeps them from the pitcher's own deals: it knows them)."""
    if not view.kitty_left:
        return 0
    left = view.unseen & ~union(hands) & ~stock
    return mask_of(rng.sample(cards_of(left), view.kitty_left))


def sample_world(view: PlayerView, rng: random.Random) -> HandState:
    """A full hand state that fits the view: the unseen cards dealt to the other seats and,
    with the draw-back, to the stock; before the pitcher takes it, to the kitty too."""
    if not view.rules.drawing or not view.stock_left:
        hands = sample_hands(view, rng)
        return view.world(hands, kitty=sample_kitty(view, hands, rng))
    for _ in range(48):
        hands = sample_hands(view, rng)
        try:
            stock = sample_stock(view, hands, rng)
        except SamplingError:
            continue
        return view.world(hands, stock, sample_kitty(view, hands, rng, mask_of(stock)))
    raise SamplingError("no deal of the unseen cards and the stock fits what this seat has seen")


def seen_hand(view: PlayerView) -> HandState | None:
    """The finished hand itself, rebuilt from a seat's view when that seat has seen all of it:
    every card dealt was played (a hand played out, without the draw-back's or the kitty's
    discards, which nobody but their player sees). None otherwise (a hand thrown in, or one
    still in play). A network table knows only views; this gives it the hand its summary,
    history and analysis read."""
    unseen_discards = view.rules.drawing or view.rules.kitty
    if view.phase is not Phase.DONE or view.pitcher is None or unseen_discards:
        return None
    if any(view.cards_left) or view.hand:
        return None
    state = new_hand(view.rules, view.dealer, view.played_by, view.scores_before)
    for level in view.bids:
        state = apply(state, bid_action(level))
    for _seat, card in view.plays:
        state = apply(state, card)
    return state if state.is_over else None


def seen_score(view: PlayerView) -> HandScore | None:
    """The score of a finished hand from a seat's view, when every card in play was played (a
    hand played out, with or without the draw-back; its discards never count). None for a hand
    thrown in or still in play."""
    if view.phase is not Phase.DONE or view.pitcher is None or view.trump is None:
        return None
    if any(view.cards_left):
        return None
    return score_hand(
        view.rules,
        view.pitcher,
        view.high_bid,
        view.trump,
        view.played_by,
        view.captured,
        view.tricks,
        view.partner,
    )
