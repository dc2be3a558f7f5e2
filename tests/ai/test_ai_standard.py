"""The ``standard`` and ``beginner`` bots and the shared card knowledge in ``heuristics``."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.beginner import simple_count, simple_suit
from pitch_desktop.ai.heuristics import (
    best_suit,
    boss_of_suit,
    can_be_beaten,
    card_value,
    estimate_suit,
    higher_out,
    is_low_card,
    seats_still_to_play,
    trick_value,
)
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.standard import smudge_hand
from pitch_desktop.engine.cards import CLUBS, HEARTS, SPADES, card_text, mask_of, parse_card
from pitch_desktop.engine.deck import trumps_of
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    PASS,
    SMUDGE,
    HandState,
    Phase,
    apply,
    bid_action,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of


def hand(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def position(hands: list[str], bids: list[object], plays: list[str]) -> HandState:
    record = {
        "format": "pitch-hand/1",
        "rules": {"preset": "setback"},
        "dealer": 0,
        "hands": [h.split() for h in hands],
        "bids": bids,
        "plays": plays,
    }
    return replay_record(record)[-1]


HANDS = ["5D 6D 2S 3S 4S 5S", "4H AH KH QH 2D 3D", "9H JH 6C 7D 8S TS", "3C 4C 5C 7C 8C 9C"]


def test_the_trick_rule_the_bots_read() -> None:
    # The bots read who wins and what beats what from the kernel (``engine.deck``).
    setback = PRESETS["setback"]
    trick = (parse_card("KS"), parse_card("AS"), parse_card("2H"))
    assert trumps_of(setback, HEARTS).winner_index(trick) == 2
    assert trumps_of(setback, CLUBS).winner_index(trick) == 1
    assert trumps_of(setback, SPADES).winner_index(trick) == 1
    hearts = trumps_of(setback, HEARTS)
    assert hearts.beats[parse_card("2H")] >> parse_card("3H") & 1
    assert not hearts.beats[parse_card("2H")] >> parse_card("AS") & 1
    assert not hearts.beats[parse_card("KS")] >> parse_card("AD") & 1


def test_trick_reading_after_the_pitch() -> None:
    state = position(HANDS, [2, "pass", "pass", "pass"], ["4H", "9H", "3C", "5D"])
    view = view_of(state, 2)
    # Cards above the jack of hearts that seat 2 has not seen.
    assert higher_out(view, parse_card("JH")) == hand("QH KH AH")
    assert boss_of_suit(view, HEARTS) is None
    assert boss_of_suit(view, SPADES) is None  # the ace of spades is out somewhere
    # Seats 3 and 0 did not follow the trump lead: they hold no trump.
    assert view.voids[3] == 1 << HEARTS and view.voids[0] == 1 << HEARTS
    assert card_value(view, parse_card("JH")) == 31
    assert card_value(view, parse_card("TS")) == 10
    assert trick_value(view, [parse_card("TS"), parse_card("AD")]) == 14
    assert not is_low_card(view, parse_card("9H"))


def test_who_can_still_beat_a_card() -> None:
    state = position(HANDS, [2, "pass", "pass", "pass"], ["4H", "9H", "3C", "5D", "6C"])
    assert state.to_act == 3
    view = view_of(state, 3)
    assert seats_still_to_play(view) == [0, 1]
    # Seat 1 led a heart and may hold more; seat 0 showed it holds none.
    assert can_be_beaten(view, parse_card("KH"), [1])
    assert not can_be_beaten(view, parse_card("KH"), [0])
    # A club can be trumped by seat 1 under ``anytime``.
    assert can_be_beaten(view, parse_card("9C"), [1])
    assert not can_be_beaten(view, parse_card("9C"), [])


def test_estimates_a_strong_suit_above_a_weak_one() -> None:
    rules = Rules()
    strong = estimate_suit(hand("AH KH QH JH 2H 5C"), HEARTS, rules)
    assert strong.high == 1.0
    assert strong.jack == pytest.approx(0.97)
    assert strong.trumps == 5
    assert strong.total > 3.5
    weak = estimate_suit(hand("AH KH QH JH 2H 5C"), CLUBS, rules)
    assert weak.total < 1.5
    assert estimate_suit(hand("AH KH QH JH 2H 5C"), SPADES, rules).total == 0.0
    assert best_suit(hand("AH KH QH JH 2H 5C"), rules).suit == HEARTS
    # More players: the same king-high suit is worth less.
    k = hand("KS 7S 3S 4D 5D 6C")
    assert (
        estimate_suit(k, SPADES, Rules(players=7, teams=0)).total
        < estimate_suit(k, SPADES, Rules(players=2, teams=0)).total
    )


def test_smudge_only_with_a_near_certain_hand() -> None:
    assert smudge_hand(hand("AH KH QH JH 5H 2H"), HEARTS)
    assert not smudge_hand(hand("AH KH QH JH 5H 2C"), HEARTS)
    assert not smudge_hand(hand("AH KH QH TH 5H 2H"), HEARTS)
    rules = PRESETS["setback"]
    others = [hand("AS KS QS JS TS 9S"), hand("AD KD QD JD TD 9D"), hand("AC KC QC JC TC 9C")]
    state = new_hand(rules, 0, (others[0], hand("AH KH QH JH 5H 2H"), others[1], others[2]))
    bot = make_bot("standard")
    action, reason = bot.advise(view_of(state, 1), legal_actions(state), random.Random(0))
    assert action == SMUDGE
    assert reason.startswith("smudge: A-K-Q-J-5-2 of hearts")


def test_bids_with_a_reason_and_passes_rubbish() -> None:
    rules = PRESETS["setback"]
    bot = make_bot("standard")
    good = hand("AH JH 4H 2H TC 5D")
    poor = hand("9S 7D 5C 4C 8H 6D")
    rest = [c for c in range(52) if not (good | poor) >> c & 1]
    state = new_hand(rules, 0, (mask_of(rest[0:6]), good, mask_of(rest[6:12]), poor))
    action, reason = bot.advise(view_of(state, 1), legal_actions(state), random.Random(0))
    assert action in (bid_action(3), bid_action(4))
    assert reason.startswith(f"bid {action - bid_action(0)}: A-J-4-2 of hearts")
    state = apply(apply(state, PASS), PASS)
    action, reason = bot.advise(view_of(state, 3), legal_actions(state), random.Random(0))
    assert action == PASS
    assert reason.startswith("pass: ")


def test_the_stuck_dealer_bids_the_least() -> None:
    rules = PRESETS["auction-pitch"]
    poor = hand("9S 7D 5C 4C 8H 6D")
    rest = [c for c in range(52) if not poor >> c & 1]
    state = new_hand(
        rules, 0, (poor, mask_of(rest[0:6]), mask_of(rest[6:12]), mask_of(rest[12:18]))
    )
    for _ in range(3):
        state = apply(state, PASS)
    action = make_bot("standard").choose(view_of(state, 0), legal_actions(state), random.Random(0))
    assert action == bid_action(2)


@pytest.mark.parametrize("name", ["beginner", "standard"])
@pytest.mark.parametrize(
    "preset", ["setback", "auction-pitch", "classic", "five-point", "six-point", "nine-point"]
)
def test_the_pitcher_leads_the_suit_it_bid_on(name: str, preset: str) -> None:
    rules = PRESETS[preset]
    bot = make_bot(name)
    for d in range(40):
        state = deal(rules, d % 4, random.Random(d))
        while state.phase is Phase.BID:
            seat = state.to_act
            state = apply(
                state, bot.choose(view_of(state, seat), legal_actions(state), random.Random(d))
            )
        if state.phase is not Phase.PLAY:
            continue
        pitcher = state.to_act
        lead = bot.choose(view_of(state, pitcher), legal_actions(state), random.Random(d))
        dealt = state.dealt[pitcher]
        expected = best_suit(dealt, rules).suit if name == "standard" else simple_suit(dealt, rules)
        assert lead // 13 == expected, (d, card_text(lead))


def test_beginner_counts_simply() -> None:
    assert simple_count(hand("AH JH 3H 2C 5D 6S"), HEARTS) == 4
    assert simple_count(hand("9H 7H 2C 5D 6S 8S"), HEARTS) == 0
    assert simple_suit(hand("AH JH 3H 2C 5D 6S")) == HEARTS
