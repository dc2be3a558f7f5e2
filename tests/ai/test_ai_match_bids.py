"""The expert's bids where the match is at stake: who can still take the bid, and what a bid
more likely set than made must gain.

The simulated auction imagines each later speaker's bid from its sampled hand; a speaker whose
side loses the match if the bid stands is imagined to take it with less (``STOP_LEVELS``), as a
dealer about to lose matches a bid that would win the match.
"""

from __future__ import annotations

import random

from pitch_desktop.ai.expert import STOP_LEVELS, ExpertBot
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    HandState,
    action_text,
    apply,
    legal_actions,
    new_hand,
    parse_action,
)
from pitch_desktop.engine.view import view_of

AUCTION = PRESETS["auction-pitch"]
SETBACK = PRESETS["setback"]
HANDS = ["2C 3C 4C 5C 6C 7C", "QS 8S 4H 5H 6H 7H", "AC 9C 9D 4D 3D 8H", "KD TD 7S 2H TC 3S"]


def _position(
    rules: Rules, hands: list[str], actions: list[str], scores: tuple[int, ...]
) -> HandState:
    """Seat 3 deals the hands as written; ``actions`` are the bids so far."""
    dealt = tuple(mask_of(parse_card(t) for t in h.split()) for h in hands)
    state = new_hand(rules, 3, dealt, scores)
    for a in actions:
        state = apply(state, parse_action(a))
    return state


def test_a_dealer_about_to_lose_is_imagined_matching_a_bid_that_wins_the_match() -> None:
    # Auction-pitch to 7: seat 2 stands at 4, so a made 3 wins the match; the dealer (seat 3)
    # may match a 3 (below the top bid). Its sampled hand is worth a 2 only.
    state = _position(AUCTION, HANDS, ["pass", "pass"], (0, 5, 4, 5))
    view = view_of(state, 2)
    wants = [(3, 3 - STOP_LEVELS)]
    assert ExpertBot._auction_end(view, wants, 3) == (3, 3)
    # At 0-0 nothing is at stake: the same dealer lets the 3 stand.
    calm = view_of(_position(AUCTION, HANDS, ["pass", "pass"], (0, 0, 0, 0)), 2)
    assert ExpertBot._auction_end(calm, wants, 3) == (2, 3)


def test_a_partner_is_never_imagined_stopping_its_own_side() -> None:
    # Setback, partners 0-2 and 1-3: seat 1's side stands at 19 of 21, seat 2 bids 2 and its
    # partner (seat 0) is not to stop it; the dealer (seat 3, the other side) is.
    state = _position(SETBACK, HANDS, ["pass", "pass"], (19, 19))
    view = view_of(state, 2)
    assert ExpertBot._auction_end(view, [(3, 2 - STOP_LEVELS)], 2) == (3, 2)
    assert ExpertBot._auction_end(view, [(3, 2 - STOP_LEVELS - 1)], 2) == (2, 2)


def test_a_hopeless_bid_to_win_the_match_is_not_made_when_passing_loses_less() -> None:
    # Seat 2 at 4 of 7 with A-9 of clubs and 9-4-3 of diamonds, nobody else near the end: a 3
    # would win the match if made, but it is made about one time in five and passing costs
    # nothing for the match.
    state = _position(AUCTION, HANDS, ["pass", "2"], (0, 2, 4, 2))
    for seed in range(3):
        action, why = ExpertBot.fixed_work(120).advise(
            view_of(state, 2), legal_actions(state), random.Random(seed)
        )
        assert action_text(action) == "pass", why


def test_a_stopping_bid_is_made_when_passing_loses_the_match() -> None:
    # The same hand when the bidder of 2 (seat 1) and the dealer both stand at 5: passing
    # leaves a 2 to win the match for another player, so the 3 is worth its risk.
    state = _position(AUCTION, HANDS, ["pass", "2"], (0, 5, 4, 5))
    for seed in range(3):
        action, why = ExpertBot.fixed_work(120).advise(
            view_of(state, 2), legal_actions(state), random.Random(seed)
        )
        assert action_text(action) == "3", why
