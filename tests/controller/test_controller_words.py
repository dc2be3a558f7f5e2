"""The controller's words: bid payloads that say a steal or a stuck dealer, rules in words."""

from __future__ import annotations

import pytest

from pitch_desktop.controller.events import BidMade, PackRobbed
from pitch_desktop.controller.narration import bid_made, view_events
from pitch_desktop.controller.words import duty_words, turn_prompt, violation_words
from pitch_desktop.engine.breach import Breach, FollowDuty
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import (
    PASS,
    HandState,
    IllegalActionError,
    Phase,
    apply,
    bid_action,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of
from tests.engine.test_engine_refill import BIDS_1, DEAL_1, ROB_1, STOCK_1
from tests.engine.test_engine_refill import record as refill_record

HANDS = (
    "AS KS 7H 2C TD 9D",
    "QS 3S 8H 3C JD 4D",
    "JS 2S 9H 4C QD 5D",
    "TS 4S TH 5C KD 6D",
)


def _hand(preset: str = "setback", dealer: int = 3) -> HandState:
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in HANDS)
    return new_hand(PRESETS[preset], dealer, dealt)


def _bid(state: HandState, action: int) -> tuple[HandState, BidMade]:
    after = apply(state, action)
    return after, bid_made(view_of(state, 0), view_of(after, 0), action)


def test_a_dealer_who_matches_the_high_bid_is_said_to_take_it() -> None:
    s = _hand()
    s, _ = _bid(s, bid_action(2))  # seat 0
    s, _ = _bid(s, PASS)
    s, _ = _bid(s, PASS)
    after, ev = _bid(s, bid_action(2))  # the dealer, seat 3, matches
    assert ev.matched and not ev.stuck
    assert ev.previous_high == 2 and after.pitcher == 3


def test_a_raise_is_no_steal_and_a_stuck_dealer_is_marked() -> None:
    s = _hand()
    s, first = _bid(s, bid_action(2))
    assert not first.matched and not first.stuck
    s = _hand()
    for _ in range(3):
        s, _ = _bid(s, PASS)
    _, ev = _bid(s, bid_action(2))
    assert ev.stuck and not ev.matched


def test_refusals_name_the_rule_in_the_players_words() -> None:
    s = _hand()
    for _ in range(3):
        s = apply(s, PASS)
    with pytest.raises(IllegalActionError) as err:
        apply(s, PASS)
    assert err.value.violation.breach is Breach.DEALER_STUCK
    text = violation_words(err.value.violation, s.rules)
    assert text == "You are the dealer and everyone passed: you must bid at least 2."
    assert "seat" not in str(text)


def test_the_prompt_words_each_follow_duty() -> None:
    assert duty_words(FollowDuty.FOLLOW_OR_TRUMP, 2) == "Follow hearts or play a trump"
    assert duty_words(FollowDuty.FOLLOW, 0) == "Follow clubs"
    assert duty_words(FollowDuty.PITCH, None) == "Pitch: lead a card to name trump"


def test_the_rob_prompt_and_its_narration_count_the_same_throws() -> None:
    """Cinch's dealer holds 18 after the refill and throws twelve: the prompt to the dealer and
    the table's word on each throw count down the same cards still to throw, to none."""
    state = replay_record(refill_record(DEAL_1, STOCK_1, BIDS_1))[-1]
    told = []
    for n, card in enumerate(ROB_1.split()):
        assert state.phase is Phase.ROB and state.to_act == 3
        prompt = turn_prompt(view_of(state, 3), tuple(legal_actions(state)))
        assert prompt == f"Rob the pack: throw a card, down to six: {12 - n} to go"
        after = apply(state, parse_card(card))
        for seat in (3, 0):  # the dealer's own view and another seat's
            (ev,) = view_events(view_of(state, seat), parse_card(card), view_of(after, seat))
            assert isinstance(ev, PackRobbed) and ev.seat == 3
            told.append(ev.left)
        state = after
    assert state.phase is not Phase.ROB
    assert told == [left for left in range(11, -1, -1) for _ in (3, 0)]
