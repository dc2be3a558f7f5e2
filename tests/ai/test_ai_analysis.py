"""The post-hand analysis: it finds a planted mistake (a card, a bid, a pitch), finds none in a
hand played by its own choices, and repeats itself exactly for the same work."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai import analysis
from pitch_desktop.ai.analysis import AnalysisError, analyse_hand, reason
from pitch_desktop.ai.expert import TIE_POINTS
from pitch_desktop.ai.registry import make_bot
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
        if s.to_act == seat and len(legal) > 1:
            if is_bid(legal[0]):
                values = analysis._bid_values(view, legal, work, rng)
            else:
                values, _ = analysis._card_values(view, legal, work, rng)
            action = max(legal, key=lambda c: (round(values[c], 9), -c))
        else:
            action = bot.choose(view, legal, bots_rng)
        s = apply(s, action)
    decisions = analyse_hand(s, seat, work=work)
    assert decisions and all(d.cost == 0 for d in decisions)
    assert sum(d.valued and len(d.values) > 1 for d in decisions) >= 2
    assert any(not d.is_card and d.valued for d in decisions)  # the bid was valued too


def test_the_same_work_gives_the_same_analysis() -> None:
    hand = _planted("2H")
    assert analyse_hand(hand, 1, work=3) == analyse_hand(hand, 1, work=3)


def test_the_index_counts_bids_then_cards() -> None:
    hand = _planted("2H")
    decisions = analyse_hand(hand, 1, work=2)
    for d in decisions:
        assert hand.actions[d.index] == d.played
    assert decisions[0].index == 1 and not decisions[0].is_card  # seat 1's pass
    assert decisions[0].method == "simulated" and len(decisions[0].values) > 1


def test_unfinished_hands_and_strangers_are_refused() -> None:
    with pytest.raises(AnalysisError):
        analyse_hand(_deal(), 0)
    with pytest.raises(AnalysisError):
        analyse_hand(_planted("2H"), 4)


# Seat 1 (first to speak after the dealer, seat 0) holds the top of hearts and Low: worth a
# bid at any table; seat 3 holds nothing worth one.
STRONG = (
    "5C 6D 7S 8C TD QS",
    "AH KH JH 2H 3H 9C",
    "9D 4S 7C TC 5S 8D",
    "JD 3C 4D 6S 8S 6C",
)


def _auction(first: str, hands: tuple[str, ...] = STRONG, dealer: int = 0) -> HandState:
    """Seat 1 speaks first with ``first`` ("pass", "2".."4"); the others then play as
    ``standard`` does to the end of the hand."""
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in hands)
    s = new_hand(PRESETS["setback"], dealer, dealt)
    return _finish(apply(s, PASS if first == "pass" else bid_action(int(first))))


def test_passing_a_strong_hand_is_found() -> None:
    decisions = analyse_hand(_auction("pass"), 1, work=4)
    bid = decisions[0]
    assert not bid.is_card and bid.played == PASS and bid.method == "simulated"
    assert bid.best != PASS and bid.cost >= analysis.WORTH_SHOWING
    assert bid.values[bid.best] - bid.values[PASS] == pytest.approx(bid.cost)
    assert "instead of pass" in reason(bid)


def test_bidding_the_strong_hand_is_not_a_mistake() -> None:
    bid = analyse_hand(_auction("3"), 1, work=4)[0]
    assert bid.cost < analysis.WORTH_SHOWING


def test_bidding_four_on_nothing_is_found() -> None:
    # The same cards with seat 1's and seat 3's hands swapped: seat 1 now holds nothing.
    weak = (STRONG[0], STRONG[3], STRONG[2], STRONG[1])
    bid = analyse_hand(_auction("4", weak), 1, work=4)[0]
    assert bid.played == bid_action(4) and bid.cost >= analysis.WORTH_SHOWING
    assert bid.values[PASS] > bid.values[bid_action(4)]


def test_a_pitch_away_from_the_strong_suit_is_found() -> None:
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in STRONG)
    s = new_hand(PRESETS["setback"], 0, dealt)
    for action in (bid_action(3), PASS, PASS, PASS, parse_card("9C")):
        s = apply(s, action)
    pitch = next(d for d in analyse_hand(_finish(s), 1, work=4) if d.is_card)
    assert pitch.pitch and pitch.trick == 1 and pitch.method == "simulated"
    assert pitch.played == parse_card("9C") and pitch.cost >= analysis.WORTH_SHOWING
    assert pitch.best in {parse_card(c) for c in ("AH", "KH", "JH", "3H", "2H")}
    assert "instead of 9C" in reason(pitch)


def test_a_position_too_deep_to_solve_is_valued_by_play_outs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(analysis, "NODE_LIMIT", 1)
    first_card = next(d for d in analyse_hand(_planted("2H"), 1, work=4) if d.is_card)
    assert first_card.method == "simulated" and first_card.valued
    assert first_card.best == parse_card("9H") and first_card.cost >= analysis.WORTH_SHOWING
    assert "simulated play-outs" in reason(first_card)


def test_a_forced_choice_is_the_only_one() -> None:
    last = analyse_hand(_planted("2H"), 1, work=2)[-1]
    assert last.method == "only" and not last.valued and last.cost == 0
    assert reason(last).endswith("was the only card")


def test_a_near_tie_names_the_card_a_person_would_play() -> None:
    """Ace, king and three of trump are worth the same to a tenth of a point as the pitch: the
    analysis names the ace, as a good player would lead it, not whichever sampled highest."""
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in STRONG)
    s = new_hand(PRESETS["setback"], 0, dealt)
    for action in (bid_action(2), PASS, PASS, PASS, parse_card("9C")):
        s = apply(s, action)
    pitch = next(d for d in analyse_hand(_finish(s), 1, work=12) if d.is_card)
    top = max(pitch.values.values())
    assert pitch.best == parse_card("AH")
    assert top - TIE_POINTS <= pitch.values[pitch.best] < top  # a tie, not the top
    assert pitch.cost == pytest.approx(pitch.values[pitch.best] - pitch.values[parse_card("9C")])
