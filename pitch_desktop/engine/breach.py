"""Which rule an action breaks, and what the rules ask of a card: values, not words.

The engine names a broken rule with a ``Breach`` and what a player must play with a
``FollowDuty``; words for them live above the engine. The controller turns them into the
player's language, and ``state.violation_text`` into the English of records and the command line,
so no rule is ever stated twice in two different ways.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class FollowDuty(Enum):
    """What the rules ask of the card the player to act plays now."""

    PITCH = "pitch"  # the first lead of the hand: any card but a joker; its suit becomes trump
    LEAD = "lead"  # a later lead: any card
    ANY = "any"  # cannot follow the suit led: any card
    FOLLOW = "follow"  # must follow the suit led
    FOLLOW_OR_TRUMP = "follow_or_trump"  # must follow the plain suit led or play a trump
    FOLLOW_TRUMP = "follow_trump"  # trump was led and must be followed with a trump


class Breach(Enum):
    """The rule an illegal action breaks."""

    HAND_OVER = "hand_over"  # the hand is over: nothing more may be done
    BID_FIRST = "bid_first"  # a card during the auction
    AUCTION_OVER = "auction_over"  # a bid after the auction
    NOT_A_CARD = "not_a_card"  # no such card
    NOT_HELD = "not_held"  # a card the player does not hold
    FOLLOW = "follow"  # a card that breaks the follow rule (see ``Violation.duty``)
    JOKER_PITCH = "joker_pitch"  # a joker as the pitch, which must name a suit
    DEALER_STUCK = "dealer_stuck"  # a stuck dealer passed or bid too little
    NO_SMUDGE = "no_smudge"  # smudge at a table that does not play it
    NO_STEAL = "no_steal"  # the dealer matched where stealing is not played
    NO_STEAL_AT_MAX = "no_steal_at_max"  # the dealer matched the highest bid under below_max
    BID_TOO_LOW = "bid_too_low"  # not above the high bid
    BID_OUT_OF_RANGE = "bid_out_of_range"  # a number outside min_bid..max_bid
    NAME_FIRST = "name_first"  # the draw-back: anything but a suit while trump must be named
    DRAW_FIRST = "draw_first"  # the draw-back: anything but the draw while a player draws
    BURN_FIRST = "burn_first"  # the draw-back: anything but a trump held while one must burn
    DISCARD_FIRST = "discard_first"  # the kitty: anything but a card held while one must go
    BURN_POINT = "burn_point"  # the draw-back: a point trump burned while another is held
    CALL_FIRST = "call_first"  # a called partner: anything but a call while the pitcher calls
    CALL_HELD = "call_held"  # a called partner: a card that is no trump, or the pitcher's own
    ROB_FIRST = "rob_first"  # the refill: anything but a card held while the dealer robs
    ROB_TRUMP = "rob_trump"  # the refill: a trump thrown while a non-trump is held


@dataclass(frozen=True, slots=True)
class Violation:
    """An illegal action: who tried what, the rule it breaks, and the facts that rule needs."""

    breach: Breach
    seat: int
    action: int
    duty: FollowDuty | None = None  # for ``Breach.FOLLOW``: what was asked instead
    led_suit: int | None = None  # for ``Breach.FOLLOW``
    high_bid: int = 0  # the high bid when a bid was refused
