"""The post-hand analysis: it finds a planted mistake, finds none in a hand played by its own
choices, and repeats itself exactly for the same work."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai import analysis
from pitch_desktop.ai.analysis import AnalysisError, analyse_hand, reason
from pitch_desktop.ai.base import make_bot
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import (
    PASS,
    HandState,
    Phase,
    apply,
    bid_action,
    is_bid,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of

# Seat 0 pitches the ace of hearts; seat 1 holds the 9 and the 2 of hearts: following with
# the 2 (Low, whoever else holds what) hands Low to the pitcher's side at once.
HANDS = (
    "AH KS 7C 5D 3S 8C",
    "9H 2H QS 6C 4D 7S",
    "KH JS TC 9D 4S 5C",
    "8H TS 9C 3D 6S JC",
)


def _deal() -> HandState:
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in HANDS)
    return new_hand(PRESETS["setback"], 3, dealt)


def _finish(state: HandState, seed: int = 1) -> HandState:
    bot = make_bot("standard")
    rng = random.Random(seed)
    while state.phase is not Phase.DONE:
        state = apply(state, bot.choose(view_of(state, state.to_act), legal_actions(state), rng))
    return state


def _planted(card: str) -> HandState:
    s = _deal()
    for action in (bid_action(2), PASS, PASS, PASS, parse_card("AH"), parse_card(card)):
        s = apply(s, action)
    return _finish(s)


def test_giving_low_away_under_the_ace_is_found() -> None:
    hand = _planted("2H")
    decisions = analyse_hand(hand, 1, work=6)
    first_card = next(d for d in decisions if not is_bid(d.played))
    assert first_card.played == parse_card("2H")
    assert first_card.best == parse_card("9H")
    assert first_card.cost >= analysis.WORTH_SHOWING
    assert "9H instead of 2H" in reason(first_card)


def test_keeping_low_is_not_a_mistake() -> None:
    hand = _planted("9H")
    first_card = next(d for d in analyse_hand(hand, 1, work=6) if not is_bid(d.played))
    assert first_card.played == parse_card("9H") and first_card.cost < analysis.WORTH_SHOWING


def test_a_hand_played_by_the_analysis_itself_has_no_cost() -> None:
    """Seat 1 plays, at each decision, the card the analysis values best (with the same
    sampled deals, in the same order); the analysis must then find nothing to correct."""
    seat, work = 1, 4
    rng = random.Random(analysis.ANALYSIS_SEED)
    bot = make_bot("standard")
    bots_rng = random.Random(5)
    s = _deal()
    while s.phase is not Phase.DONE:
        legal = legal_actions(s)
        view = view_of(s, s.to_act)
        if s.to_act == seat and not is_bid(legal[0]) and s.trump is not None and len(legal) > 1:
            values = analysis._card_values(view, legal, work, rng)
            action = max(legal, key=lambda c: (round(values[c], 9), -c))
        else:
            action = bot.choose(view, legal, bots_rng)
        s = apply(s, action)
    decisions = analyse_hand(s, seat, work=work)
    assert decisions and all(d.cost == 0 for d in decisions)
    assert sum(d.valued and len(d.values) > 1 for d in decisions) >= 2


def test_the_same_work_gives_the_same_analysis() -> None:
    hand = _planted("2H")
    assert analyse_hand(hand, 1, work=3) == analyse_hand(hand, 1, work=3)


def test_the_index_counts_bids_then_cards() -> None:
    hand = _planted("2H")
    decisions = analyse_hand(hand, 1, work=2)
    for d in decisions:
        assert hand.actions[d.index] == d.played
    assert decisions[0].index == 1 and not decisions[0].valued  # seat 1's pass


def test_unfinished_hands_and_strangers_are_refused() -> None:
    with pytest.raises(AnalysisError):
        analyse_hand(_deal(), 0)
    with pytest.raises(AnalysisError):
        analyse_hand(_planted("2H"), 4)
