"""The expert's bids where the match is at stake: who can still take the bid, and what a bid
more likely set than made must gain.

The simulated auction imagines each later speaker's bid from its sampled hand; a speaker whose
side loses the match if the bid stands is imagined to take it with less (``STOP_LEVELS``), as a
dealer about to lose matches a bid that would win the match.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.expert import STOP_LEVELS, ExpertBot
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import action_text, legal_actions
from pitch_desktop.engine.view import view_of
from tests.ai.test_ai_positions import _position

AUCTION = PRESETS["auction-pitch"]
SETBACK = PRESETS["setback"]
# Seat 3 deals; seat 2 holds A-9 of clubs and 9-4-3 of diamonds.
HANDS = ["2C 3C 4C 5C 6C 7C", "QS 8S 4H 5H 6H 7H", "AC 9C 9D 4D 3D 8H", "KD TD 7S 2H TC 3S"]


def test_a_dealer_about_to_lose_is_imagined_matching_a_bid_that_wins_the_match() -> None:
    # Auction-pitch to 7: seat 2 stands at 4, so a made 3 wins the match; the dealer (seat 3)
    # may match a 3 (below the top bid). Its sampled hand is worth a 2 only.
    state = _position(AUCTION, 3, HANDS, ["pass", "pass"], (0, 5, 4, 5))
    view = view_of(state, 2)
    wants = [(3, 3 - STOP_LEVELS)]
    assert ExpertBot._auction_end(view, wants, 3) == (3, 3)
    # At 0-0 nothing is at stake: the same dealer lets the 3 stand.
    calm = view_of(_position(AUCTION, 3, HANDS, ["pass", "pass"], (0, 0, 0, 0)), 2)
    assert ExpertBot._auction_end(calm, wants, 3) == (2, 3)


def test_a_stopper_takes_the_bid_with_a_level_less_no_more() -> None:
    # Setback to 21, partners 0-2 and 1-3 at 19-19: seat 2's bid of 2 would win the match, so
    # the dealer (seat 3, the other side) takes it with a hand worth a 1, not with a 0.
    state = _position(SETBACK, 3, HANDS, ["pass", "pass"], (19, 19))
    view = view_of(state, 2)
    assert ExpertBot._auction_end(view, [(3, 2 - STOP_LEVELS)], 2) == (3, 2)
    assert ExpertBot._auction_end(view, [(3, 2 - STOP_LEVELS - 1)], 2) == (2, 2)


@pytest.mark.parametrize(
    ("scores", "wanted"),
    [
        # Nobody else near the end: a 3 would win the match if made, but it is made about one
        # time in five and passing costs nothing for the match.
        ((0, 2, 4, 2), "pass"),
        # The bidder of 2 (seat 1) and the dealer both stand at 5: passing leaves a 2 to win
        # the match for another player, so the 3 is worth its risk.
        ((0, 5, 4, 5), "3"),
    ],
)
def test_a_bid_to_win_or_stop_the_match_weighs_what_passing_loses(
    scores: tuple[int, ...], wanted: str
) -> None:
    state = _position(AUCTION, 3, HANDS, ["pass", "2"], scores)
    for seed in range(3):
        action, why = ExpertBot.fixed_work(120).advise(
            view_of(state, 2), legal_actions(state), random.Random(seed)
        )
        assert action_text(action) == wanted, why
