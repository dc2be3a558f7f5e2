"""One hand of Pitch as an immutable state: the auction, six tricks, and the score.

After OpenSpiel's game API: a ``Phase`` per stage, ``legal_actions`` and ``apply`` that dispatch
on it, and dealing as an explicit chance step driven by a ``random.Random`` the caller owns, so a
hand replays exactly from its deal and its action list.

Actions are ints: a card 0..51 (see ``cards``), or a bid ``BID_BASE + level`` where level 0 is a
pass, 1-4 a number and 5 smudge. ``legal_actions`` lists them sorted (cards first).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import NoReturn

from .auction import (
    PASS_LEVEL,
    auction_ends_after,
    bid_breach,
    bid_text,
    legal_bid_levels,
)
from .breach import Breach, FollowDuty, Violation
from .cards import (
    DECK_SIZE,
    HAND_SIZE,
    RANKS_PER_SUIT,
    SUIT_NAMES,
    Card,
    Mask,
    card_text,
    cards_of,
    parse_card,
)
from .play import follow_duty, legal_play_mask, trick_winner_index
from .rules import SMUDGE_LEVEL, Rules
from .scoring import HandScore, match_winner, score_hand

Action = int
BID_BASE = DECK_SIZE  # bids are numbered after the cards
PASS: Action = BID_BASE
SMUDGE: Action = BID_BASE + SMUDGE_LEVEL
CARDS_PER_HAND = HAND_SIZE
TRICKS_PER_HAND = HAND_SIZE  # every card is played, one trick a round


class EngineError(Exception):
    """Base of the engine's errors."""


class IllegalActionError(EngineError):
    """An action the rules do not allow now.

    ``violation`` names the rule broken as a value (the controller words it for the player);
    the message is the English of records and the command line, from ``violation_text``.
    """

    def __init__(self, violation: Violation, rules: Rules) -> None:
        super().__init__(violation_text(violation, rules))
        self.violation = violation


class Phase(IntEnum):
    BID = 0
    PLAY = 1
    DONE = 2


def bid_action(level: int) -> Action:
    return BID_BASE + level


def is_bid(action: Action) -> bool:
    return action >= BID_BASE


def bid_level(action: Action) -> int:
    return action - BID_BASE


def action_text(action: Action) -> str:
    """``pass``, ``2``, ``smudge`` or a card such as ``AS``: the words of the records."""
    if is_bid(action):
        return bid_text(bid_level(action))
    return card_text(action)


def parse_action(token: object) -> Action:
    """Read an action as written in records: ``"pass"``, a number, ``"smudge"`` or a card."""
    if isinstance(token, bool):
        raise ValueError(f"{token!r} is not a bid or a card")
    if isinstance(token, int):
        if not 1 <= token <= 4:
            raise ValueError(f"bid {token} is not a number from 1 to 4")
        return bid_action(token)
    if isinstance(token, str):
        t = token.strip().lower()
        if t == "pass":
            return PASS
        if t == "smudge":
            return SMUDGE
        if t.isdigit():
            return parse_action(int(t))
        return parse_card(token)
    raise ValueError(f"{token!r} is not a bid or a card")


@dataclass(frozen=True, slots=True)
class HandState:
    """Everything about one hand. Seats are 0..n-1 clockwise; per-seat tuples index by seat."""

    rules: Rules
    dealer: int
    dealt: tuple[Mask, ...]
    hands: tuple[Mask, ...]
    scores_before: tuple[int, ...]
    phase: Phase = Phase.BID
    to_act: int = 0
    bids: tuple[int, ...] = ()
    high_bid: int = PASS_LEVEL
    pitcher: int | None = None
    trump: int | None = None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    plays: tuple[Card, ...] = ()
    captured: tuple[Mask, ...] = ()
    tricks: tuple[int, ...] = ()
    last_trick: tuple[Card, ...] = ()
    last_leader: int | None = None
    thrown_in: bool = False
    score: HandScore | None = None
    winner: int | None = None

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    @property
    def led_suit(self) -> int | None:
        return self.trick[0] // RANKS_PER_SUIT if self.trick else None

    @property
    def scores_after(self) -> tuple[int, ...]:
        if self.score is None:
            return self.scores_before
        return tuple(b + h for b, h in zip(self.scores_before, self.score.hand_score, strict=True))

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action taken so far, bids then cards, as a record lists them."""
        return tuple(bid_action(b) for b in self.bids) + self.plays

    def trick_seat(self, index: int) -> int:
        """The seat that played the ``index``-th card of the current trick."""
        return (self.leader + index) % self.rules.players


def new_hand(
    rules: Rules,
    dealer: int,
    dealt: tuple[Mask, ...],
    scores_before: tuple[int, ...] | None = None,
) -> HandState:
    """A hand ready for the auction, from the six cards dealt to each seat."""
    n = rules.players
    if not 0 <= dealer < n:
        raise EngineError(f"dealer {dealer} is not a seat (0 to {n - 1})")
    if len(dealt) != n:
        raise EngineError(f"{len(dealt)} hands dealt for {n} players")
    seen = 0
    for seat, m in enumerate(dealt):
        if m.bit_count() != CARDS_PER_HAND:
            raise EngineError(f"seat {seat} was dealt {m.bit_count()} cards, not 6")
        if seen & m:
            dup = card_text(cards_of(seen & m)[0])
            raise EngineError(f"{dup} is dealt twice")
        seen |= m
    if scores_before is None:
        scores_before = (0,) * rules.sides
    if len(scores_before) != rules.sides:
        raise EngineError(f"{len(scores_before)} scores for {rules.sides} sides")
    zeros = (0,) * n
    return HandState(
        rules=rules,
        dealer=dealer,
        dealt=tuple(dealt),
        hands=tuple(dealt),
        scores_before=tuple(scores_before),
        to_act=(dealer + 1) % n,
        captured=zeros,
        tricks=zeros,
    )


def deal(
    rules: Rules, dealer: int, rng: random.Random, scores_before: tuple[int, ...] | None = None
) -> HandState:
    """The chance step: shuffle and deal two rounds of three, starting left of the dealer."""
    n = rules.players
    deck = rng.sample(range(DECK_SIZE), DECK_SIZE)
    hands = [0] * n
    pos = 0
    for _ in range(2):
        for i in range(1, n + 1):
            seat = (dealer + i) % n
            for c in deck[pos : pos + 3]:
                hands[seat] |= 1 << c
            pos += 3
    return new_hand(rules, dealer, tuple(hands), scores_before)


def legal_actions(state: HandState) -> list[Action]:
    """The actions the seat ``state.to_act`` may take, sorted."""
    if state.phase is Phase.PLAY:
        led = state.trick[0] // RANKS_PER_SUIT if state.trick else None
        m = legal_play_mask(state.hands[state.to_act], led, state.trump, state.rules.trump_rule)
        return cards_of(m)
    if state.phase is Phase.BID:
        is_dealer = state.to_act == state.dealer
        return [BID_BASE + lv for lv in legal_bid_levels(state.rules, is_dealer, state.high_bid)]
    return []


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; raises ``IllegalActionError`` naming the rule it breaks."""
    if state.phase is Phase.PLAY:
        if is_bid(action):
            _refuse(state, Breach.AUCTION_OVER, action)
        return _apply_card(state, action)
    if state.phase is Phase.BID:
        if not is_bid(action):
            _refuse(state, Breach.BID_FIRST, action)
        return _apply_bid(state, bid_level(action))
    _refuse(state, Breach.HAND_OVER, action)


def _refuse(
    state: HandState,
    breach: Breach,
    action: Action,
    *,
    duty: FollowDuty | None = None,
    led_suit: int | None = None,
    high_bid: int = 0,
) -> NoReturn:
    violation = Violation(breach, state.to_act, action, duty, led_suit, high_bid)
    raise IllegalActionError(violation, state.rules)


def _apply_bid(state: HandState, level: int) -> HandState:
    rules = state.rules
    seat = state.to_act
    is_dealer = seat == state.dealer
    if level not in legal_bid_levels(rules, is_dealer, state.high_bid):
        breach = bid_breach(rules, is_dealer, state.high_bid, level)
        _refuse(state, breach, bid_action(level), high_bid=state.high_bid)
    high, pitcher = state.high_bid, state.pitcher
    if level != PASS_LEVEL:
        high, pitcher = level, seat
    bids = (*state.bids, level)
    if not auction_ends_after(rules, is_dealer, high):
        return replace(
            state, bids=bids, high_bid=high, pitcher=pitcher, to_act=(seat + 1) % rules.players
        )
    if pitcher is None:
        return replace(state, bids=bids, phase=Phase.DONE, thrown_in=True)
    return replace(
        state,
        bids=bids,
        high_bid=high,
        pitcher=pitcher,
        phase=Phase.PLAY,
        to_act=pitcher,
        leader=pitcher,
    )


def _apply_card(state: HandState, c: Card) -> HandState:
    rules = state.rules
    seat = state.to_act
    if not 0 <= c < DECK_SIZE:
        _refuse(state, Breach.NOT_A_CARD, c)
    hand = state.hands[seat]
    if not hand >> c & 1:
        _refuse(state, Breach.NOT_HELD, c)
    trump = state.trump
    if state.trick:
        led = state.trick[0] // RANKS_PER_SUIT
        if not legal_play_mask(hand, led, trump, rules.trump_rule) >> c & 1:
            duty = follow_duty(hand, led, trump, rules.trump_rule)
            _refuse(state, Breach.FOLLOW, c, duty=duty, led_suit=led)
    elif trump is None:
        trump = c // RANKS_PER_SUIT
    hands = list(state.hands)
    hands[seat] = hand & ~(1 << c)
    trick = (*state.trick, c)
    plays = (*state.plays, c)
    n = rules.players
    if len(trick) < n:
        return replace(
            state, hands=tuple(hands), trump=trump, trick=trick, plays=plays, to_act=(seat + 1) % n
        )
    winner = (state.leader + trick_winner_index(trick, trump)) % n  # type: ignore[arg-type]
    captured = list(state.captured)
    tricks = list(state.tricks)
    for t in trick:
        captured[winner] |= 1 << t
    tricks[winner] += 1
    done = len(plays) == n * TRICKS_PER_HAND
    new = replace(
        state,
        hands=tuple(hands),
        trump=trump,
        trick=(),
        plays=plays,
        captured=tuple(captured),
        tricks=tuple(tricks),
        last_trick=trick,
        last_leader=state.leader,
        leader=winner,
        to_act=winner,
    )
    if not done:
        return new
    assert trump is not None and state.pitcher is not None
    score = score_hand(
        rules, state.pitcher, state.high_bid, trump, state.dealt, new.captured, new.tricks
    )
    return replace(
        new,
        phase=Phase.DONE,
        score=score,
        winner=match_winner(rules, state.scores_before, score),
    )


def trick_history(state: HandState) -> list[tuple[int, tuple[Card, ...], int | None]]:
    """Each trick so far as (leader, cards in play order, winner or None if unfinished)."""
    out: list[tuple[int, tuple[Card, ...], int | None]] = []
    if state.pitcher is None or not state.plays:
        return out
    n = state.rules.players
    trump = state.plays[0] // RANKS_PER_SUIT
    leader = state.pitcher
    for i in range(0, len(state.plays), n):
        cards = state.plays[i : i + n]
        if len(cards) < n:
            out.append((leader, cards, None))
            break
        winner = (leader + trick_winner_index(cards, trump)) % n
        out.append((leader, cards, winner))
        leader = winner
    return out


def duty_of(state: HandState) -> FollowDuty:
    """What the seat to act must play now (in the play phase)."""
    led = state.led_suit
    return follow_duty(state.hands[state.to_act], led, state.trump, state.rules.trump_rule)


_DUTY_TEXT = {
    FollowDuty.FOLLOW: "must follow {led}",
    FollowDuty.FOLLOW_OR_TRUMP: "must follow {led} or play a trump",
    FollowDuty.FOLLOW_TRUMP: "must follow the trump lead with a trump ({led})",
}


def violation_text(v: Violation, rules: Rules) -> str:
    """The English of records and ``pitch-cli`` for a broken rule; the player's words are
    the controller's."""
    seat, act = v.seat, v.action
    b = v.breach
    if b is Breach.HAND_OVER:
        return "the hand is over; no more actions"
    if b is Breach.AUCTION_OVER:
        return f"the auction is over; seat {seat} must play a card, not bid {action_text(act)}"
    if b is Breach.BID_FIRST:
        shown = action_text(act) if 0 <= act < DECK_SIZE else str(act)
        return f"seat {seat} must bid or pass before any card is played, not play {shown}"
    if b is Breach.NOT_A_CARD:
        return f"{act} is not a card"
    if b is Breach.NOT_HELD:
        return f"seat {seat} does not hold {card_text(act)}"
    if b is Breach.FOLLOW:
        assert v.duty is not None and v.led_suit is not None
        why = _DUTY_TEXT[v.duty].format(led=SUIT_NAMES[v.led_suit])
        return f"{card_text(act)} is not legal for seat {seat} ({why})"
    why = {
        Breach.DEALER_STUCK: f"the dealer is stuck and must bid at least {rules.least_stuck_bid}",
        Breach.NO_SMUDGE: "smudge is not played at this table",
        Breach.NO_STEAL: "the dealer may not take the bid by matching it here",
        Breach.NO_STEAL_AT_MAX: f"the dealer may not match a bid of {rules.max_bid} here",
        Breach.BID_TOO_LOW: f"a bid must be higher than the high bid {bid_text(v.high_bid)}",
        Breach.BID_OUT_OF_RANGE: f"bids run from {rules.min_bid} to {rules.max_bid}",
    }[b]
    return f"{bid_text(bid_level(act))} is not legal for seat {seat} ({why})"


__all__ = [
    "BID_BASE",
    "PASS",
    "SMUDGE",
    "SUIT_NAMES",
    "Action",
    "Breach",
    "EngineError",
    "FollowDuty",
    "HandState",
    "IllegalActionError",
    "Phase",
    "Violation",
    "action_text",
    "apply",
    "bid_action",
    "bid_level",
    "deal",
    "duty_of",
    "is_bid",
    "legal_actions",
    "new_hand",
    "parse_action",
    "trick_history",
]
