"""The review behind ``benchmarks/ai_blunders.py`` flags what a strong player calls a mistake.

Passing A-K-Q-J-2 of trumps, bidding 4 on a hand with nothing in it and pitching a plain card
over a powerhouse are clear mistakes; the sound choice in each position is not charged. The
deals it values a decision on fit the bids: after an opponent's bid that opponent holds a
hand the reference player would bid high with far more often than in a plain deal.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pitch_desktop.ai.review import REFERENCE, fitting_deals, review
from pitch_desktop.engine.cards import parse_card
from pitch_desktop.engine.state import (
    PASS,
    Action,
    HandState,
    bid_action,
    bid_level,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import sample_hands, view_of
from tests.ai.test_ai_families_rule_bots import position as record_position

# Few deals keep the test fast; the mistakes below cost several points, far past the noise.
SAMPLES = 40

POWER = ["5D 6D 2S 3S 4S 5S", "AH KH QH JH 2H 7C", "9H TH 6C 7D 8S TS", "3C 4C 5C 8C 9C AD"]
NOTHING = ["AH KH 2S 3S 4S 5S", "3D 4C 5H 6S 7D 8C", "9H TH 6C 2D 8S TS", "3C 4H 5C 8H 9C AD"]


def position(hands: list[str], bids: list[Any], preset: str = "setback") -> HandState:
    """The hand dealt as written by dealer 0, after ``bids``."""
    return record_position(preset, hands, bids, [])


def clear(state: HandState, action: Action) -> bool:
    return review(state, action, random.Random(3), samples=SAMPLES).clear


@pytest.mark.parametrize("preset", ["setback", "auction-pitch"])
def test_passing_ace_king_queen_jack_two_of_a_suit_is_a_clear_bid_mistake(preset: str) -> None:
    state = position(POWER, [], preset)
    assert state.to_act == 1
    r = review(state, PASS, random.Random(3), samples=SAMPLES)
    assert r.kind == "bid"
    assert r.clear
    assert r.cost > 2.0
    assert not clear(state, bid_action(4))


def test_bidding_4_with_nothing_is_a_clear_bid_mistake_and_passing_is_not() -> None:
    state = position(NOTHING, [])
    assert state.to_act == 1
    assert clear(state, bid_action(4))
    assert not clear(state, PASS)


def test_pitching_a_plain_card_over_the_top_trumps_is_a_clear_pitch_mistake() -> None:
    state = position(POWER, [4, "pass", "pass", "pass"])
    r = review(state, parse_card("7C"), random.Random(3), samples=SAMPLES)
    assert r.kind == "pitch"
    assert r.clear
    assert not clear(state, parse_card("AH"))


def test_a_review_is_the_same_for_the_same_seed() -> None:
    state = position(NOTHING, [])
    a = review(state, bid_action(3), random.Random(5), samples=10)
    b = review(state, bid_action(3), random.Random(5), samples=10)
    assert a == b


def test_the_deals_fit_an_opponents_bid() -> None:
    # Seat 1 bid 4. Of plain deals of the unseen cards, about one in ten gives it a hand the
    # reference player would bid 3 or more with; of the deals that fit the bid, most.
    state = position(NOTHING[2:] + NOTHING[:2], [4])
    view = view_of(state, 2)
    rules = state.rules

    def bids_high(hands: tuple[int, ...]) -> bool:
        before = new_hand(rules, 0, hands)
        said = REFERENCE.choose(view_of(before, 1), legal_actions(before), random.Random(0))
        return bid_level(said) >= 3

    fitted = fitting_deals(view, 60, random.Random(1))
    plain = [sample_hands(view, random.Random(i)) for i in range(200)]
    assert sum(w for h, w in fitted if bids_high(h)) / sum(w for _, w in fitted) > 0.5
    assert sum(map(bids_high, plain)) / len(plain) < 0.2
