"""What the table is told when an action is applied: one place that turns a step of the engine
into the controller's event payloads.

Live play (``MatchController``) and the replay of a stored hand (``replay_events``) both tell
the table through these functions, so a replayed hand reaches the scene as the same events, in
the same order, with the same views, as the hand did when it was played.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pitch_desktop.engine.auction import dealer_is_stuck, takes_by_matching
from pitch_desktop.engine.cards import bit
from pitch_desktop.engine.refill import throws_left
from pitch_desktop.engine.state import (
    BID_BASE,
    DRAW,
    UNSEEN_DISCARD,
    Action,
    HandState,
    Phase,
    apply,
    as_dealt,
    bid_level,
    called_card,
    is_bid,
    is_call,
    is_name,
    named_suit,
)
from pitch_desktop.engine.view import PlayerView, view_of

from .events import (
    AuctionOver,
    BidMade,
    CardDiscarded,
    CardPlayed,
    CardsDrawn,
    HandStarted,
    PackRobbed,
    PartnerCalled,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
)
from .hand_so_far import winning_seat

# What one action tells the table, in order.
StepEvent = (
    BidMade
    | AuctionOver
    | CardDiscarded
    | TrumpNamed
    | PartnerCalled
    | CardsDrawn
    | PackRobbed
    | TrumpBurned
    | CardPlayed
    | TrickWon
)
# The name each event of an action is told by: the table source's signal and the teller's
# method of that name (one list, so a new event is told by both or by neither).
TOLD_BY: dict[type, str] = {
    BidMade: "bid_made",
    AuctionOver: "auction_over",
    CardDiscarded: "card_discarded",
    TrumpNamed: "trump_named",
    PartnerCalled: "partner_called",
    PackRobbed: "pack_robbed",
    CardsDrawn: "cards_drawn",
    TrumpBurned: "trump_burned",
    CardPlayed: "card_played",
    TrickWon: "trick_won",
}


def bid_made(before: PlayerView, after: PlayerView, action: Action) -> BidMade:
    """The payload of a bid: what it was, and whether the dealer stole or was stuck."""
    seat = before.to_act
    level = bid_level(action)
    is_dealer = seat == before.dealer
    return BidMade(
        seat=seat,
        level=level,
        high_bid=after.high_bid,
        pitcher=after.pitcher,
        view=after,
        previous_high=before.high_bid,
        matched=takes_by_matching(is_dealer, level, before.high_bid),
        stuck=dealer_is_stuck(before.rules, is_dealer, before.high_bid),
    )


def step_events(
    before: HandState, action: Action, after: HandState, viewer: int
) -> tuple[StepEvent, ...]:
    """The events of ``action`` taking the hand from ``before`` to ``after``, as ``viewer``
    sees the hand after it (``view_events`` on the two views, but for the draw-back's draw)."""
    view = view_of(after, viewer)
    if action != DRAW:
        return view_events(view_of(before, viewer), action, view)
    seat = before.to_act
    drew = after.drawn[seat] & ~before.drawn[seat]
    held = after.hands[seat]
    thrown = (before.hands[seat] & ~held).bit_count()  # the draw-back's non-trumps, the refill's
    dead = (drew & ~held).bit_count()  # drawn but not trump: out at once (never with the refill)
    return (CardsDrawn(seat=seat, thrown=thrown, drawn=drew.bit_count(), dead=dead, view=view),)


def _follows_on(before: PlayerView, action: Action, after: PlayerView) -> bool:
    """``after`` can be ``before`` one ``action`` later: the same hand dealt, and the seat's
    cards the same but for the one it played or burned."""
    if (after.rules, after.dealer, after.seat) != (before.rules, before.dealer, before.seat):
        return False
    hand = before.hand
    if action < BID_BASE and before.to_act == before.seat:  # the seat's own card
        hand &= ~bit(action)
    if after.pitcher == after.seat and before.phase is Phase.BID and after.phase is not Phase.BID:
        # The pitcher took the kitty into its hand as the auction ended.
        taken = after.hand & ~hand
        return hand & ~after.hand == 0 and taken.bit_count() == after.rules.kitty
    return hand == after.hand


def view_events(before: PlayerView, action: Action, after: PlayerView) -> tuple[StepEvent, ...]:
    """The events of ``action`` taking a seat's view from ``before`` to ``after``: a bid (and
    the end of the auction), trump named, a draw, a burn, or a card (and the trick it
    completes). Views alone suffice, so a table that knows only its seat's view (a network
    table) tells the same events as the one that holds the cards. The hand's score is told by
    whoever finishes the hand, with the match's."""
    seat = before.to_act
    if action != DRAW and not _follows_on(before, action, after):
        raise ValueError("the views do not follow on from one another")
    if is_bid(action):
        return _bid_events(before, action, after)
    if is_name(action):
        return (TrumpNamed(seat=seat, trump=named_suit(action), view=after),)
    if is_call(action):
        return (PartnerCalled(seat=seat, card=called_card(action), view=after),)
    if before.phase is Phase.DISCARD:
        return (_discard_event(before, action, after),)
    if before.phase is Phase.ROB:
        return (_rob_event(before, action, after),)
    assert after.trump is not None
    if action == DRAW:
        # How many a seat threw and how many of its draw were dead are public at a table, but
        # a view holds only their sum: the draw is told from the hands (``step_events``).
        raise ValueError("a draw is told from the hands, not from the views")
    if before.phase is Phase.BURN:
        return (TrumpBurned(seat=seat, card=action, view=after),)
    return _card_events(before, action, after, after.trump)


def _discard_event(before: PlayerView, action: Action, after: PlayerView) -> CardDiscarded:
    """A kitty's discard: its card told to the pitcher's own seat alone."""
    seat = before.to_act
    card = None if action == UNSEEN_DISCARD or before.seat != seat else action
    return CardDiscarded(
        seat=seat, card=card, left=after.rules.kitty - after.discard_count, view=after
    )


def _rob_event(before: PlayerView, action: Action, after: PlayerView) -> PackRobbed:
    """The dealer's throw in the rob: a trump face up for all to see, a non-trump face down,
    its card told to the dealer's own seat alone."""
    seat = before.to_act
    trumps = after.trumps
    face_up = action != UNSEEN_DISCARD and trumps is not None and bool(trumps.mask >> action & 1)
    shown = face_up or (action != UNSEEN_DISCARD and before.seat == seat)
    left = throws_left(after.cards_left[seat]) if after.phase is Phase.ROB else 0
    return PackRobbed(
        seat=seat, card=action if shown else None, face_up=face_up, left=left, view=after
    )


def _bid_events(before: PlayerView, action: Action, after: PlayerView) -> tuple[StepEvent, ...]:
    """A bid, and the end of the auction when it was the last."""
    bid = bid_made(before, after, action)
    if after.phase is Phase.BID:
        return (bid,)
    return bid, AuctionOver(pitcher=after.pitcher, bid=after.high_bid, view=after)


def _card_events(
    before: PlayerView, card: Action, after: PlayerView, trump: int
) -> tuple[StepEvent, ...]:
    """A card played, and the trick it completes, if it does."""
    trick = (*before.trick, card)
    seats = tuple(before.trick_seat(i) for i in range(len(trick)))
    played = CardPlayed(
        seat=before.to_act,
        card=card,
        trump=trump,
        view=after,
        winning_seat=winning_seat(seats, trick, trump, before.rules),
    )
    if len(trick) < before.trick_size:
        return (played,)
    won = TrickWon(
        winner=played.winning_seat, leader=before.leader, cards=trick, view=after, seats=seats
    )
    return played, won


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a retold hand: the events it tells and the hand after it."""

    events: tuple[HandStarted | StepEvent, ...]
    hand: HandState


def actions_of(hand: HandState) -> tuple[Action, ...]:
    """What was done in ``hand`` so far, in order: the bids, (with the draw-back) trump named,
    the draws and the burns, then the cards."""
    return hand.actions


def replay_events(hand: HandState, hand_number: int, viewer: int) -> Iterator[ReplayStep]:
    """Retell a stored hand (finished or not) from the deal, as ``viewer`` saw it: first
    ``HandStarted``, then each action's events, each action applied once by the engine (which
    refuses one that breaks a rule)."""
    state = as_dealt(hand)
    started = HandStarted(hand_number=hand_number, dealer=hand.dealer, view=view_of(state, viewer))
    yield ReplayStep((started,), state)
    for action in actions_of(hand):
        after = apply(state, action)
        yield ReplayStep(step_events(state, action, after, viewer), after)
        state = after
