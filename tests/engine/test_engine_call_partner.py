"""Scripted hands of the called partner (RULES.md, "Call your partner", the ``call-partner``
preset), and the partner's secret in every seat's view.

Each hand was dealt, drawn and played by hand and its result worked out from RULES.md; the
comments give the draw and every trick so the arithmetic can be checked by eye. Each case is a
``pitch-hand/1`` record with ``stock``, ``trump``, ``call`` and ``burns`` (FORMATS.md), replayed
with ``records.replay_record``, and the whole ``pitch-result/1`` object is compared.

call-partner: five players on their own, ten cards each (54 cards: 50 dealt, a stock of four),
the draw-back, ten-point's awards (high, low to its holder, jack, off_jack, big_joker,
little_joker, ten: 1 each; three: 3), bids 4-10, to 42, ``bidder_out``. With spades trump the
trumps are, high to low, A K Q J, JC, BJ, LJ, T 9 8 7 6 5 4 3 2: sixteen. Dealer 4 in every
hand, so seat 0 speaks and draws first, and the pitcher (seat 0) takes the rest of the stock.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from pitch_desktop.engine.cards import card_text, parse_card
from pitch_desktop.engine.records import RecordError, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Draw, Rules, RulesError, WinRule
from pitch_desktop.engine.state import (
    HandState,
    IllegalActionError,
    Phase,
    apply,
    call_action,
    legal_actions,
    name_action,
)
from pitch_desktop.engine.view import public_view, view_of
from tests.engine.card_strings import hand, points_of

AWARDS = ("high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten", "three")
# A result's points, one character a side per award, e.g. ``points("00110010")``.
points = partial(points_of, AWARDS)
P = "pass"


def record(
    hands: list[str],
    stock: str,
    bids: list[int | str],
    call: str | None,
    plays: str = "",
    rules: dict[str, Any] | None = None,
    scores_before: list[int] | None = None,
    trump: str | None = "S",
    **extra: Any,
) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": rules or {"preset": "call-partner"},
        "dealer": 4,
        "hands": [h.split() for h in hands],
        "stock": stock.split(),
        "bids": bids,
        **extra,
    }
    if trump is not None:
        obj["trump"] = trump
    if call is not None:
        obj["call"] = call
    obj["plays"] = plays.split()
    if scores_before is not None:
        obj["scores_before"] = scores_before
    return obj


def last(obj: dict[str, Any]) -> HandState:
    return replay_record(obj)[-1]


# Deal A: seat 0 bids, names spades and calls the AS, which seat 1 holds: the pair is 0 and 1.
#   draw: s1 keeps AS 3S and is dealt the whole stock 4S 2H 3H 4H (the 4S kept); the stock has
#         run out: s2 keeps JS JC, s3 BJ LJ TS, s4 9S 8S 7S 6S 5S, fewer than six; s0 keeps
#         KS QS 2S and takes nothing.
#   1 s0: 2S 3S JC BJ 5S -> s2 (1)     the three, the off-jack and the big joker to seat 2
#   2 s2: JS LJ 6S QS 4S -> s0 (3)     the jack and the little joker to the pair
#   3 s0: KS AS TS 7S    -> s1 (17)    seat 2 is out; the AS shows the partner; the ten
#   4 s4: 9S -> s4      5 s4: 8S -> s4 (seats 0, 1 and 3 are out)
# High AS (held by s1, the pair), Low 2S (held by s0, the pair), jack, little joker, ten: the
# pair's 5; seat 2 wins off-jack, big joker and three: 5. Game points: the pair 3 + 17 = 20
# under both seats, seat 2 1.
DEAL_A = [
    "KS QS 2S AH KH QH JH TH 9H 8H",
    "AS 3S 7H 6H 5H AD KD QD JD TD",
    "JS JC 9D 8D 7D 6D 5D 4D 3D 2D",
    "BJ LJ TS AC KC QC TC 9C 8C 7C",
    "9S 8S 7S 6S 5S 6C 5C 4C 3C 2C",
]
STOCK_A = "4S 2H 3H 4H"
PLAYS_A = "2S 3S JC BJ 5S JS LJ 6S QS 4S KS AS TS 7S 9S 8S"
POINTS_A = points("00022002")


def result_a(
    bid: int, made: bool, score: list[int], after: list[int], winner: int | None
) -> dict[str, Any]:
    return {
        "format": "pitch-result/1",
        "pitcher": 0,
        "partner": 1,
        "bid": bid,
        "trump": "S",
        "points": POINTS_A,
        "game_points": [20, 20, 1, 0, 0],
        "won": [5, 5, 5, 0, 0],
        "made": made,
        "hand_score": score,
        "scores_after": after,
        "winner": winner,
    }


def test_deal_a_the_pair_makes_its_bid_and_both_score_it() -> None:
    obj = record(DEAL_A, STOCK_A, [4, P, P, P, P], "AS", PLAYS_A)
    assert result_json(last(obj)) == result_a(4, True, [5, 5, 5, 0, 0], [5, 5, 5, 0, 0], None)


def test_deal_a_the_pair_is_set_and_both_lose_the_bid() -> None:
    obj = record(DEAL_A, STOCK_A, [6, P, P, P, P], "AS", PLAYS_A)
    assert result_json(last(obj)) == result_a(6, False, [-6, -6, 5, 0, 0], [-6, -6, 5, 0, 0], None)


def test_bidder_out_lets_only_the_pitcher_go_out() -> None:
    # The partner reaches 45 of 42 while helping: the match goes on.
    helper = record(DEAL_A, STOCK_A, [4, P, P, P, P], "AS", PLAYS_A, scores_before=[0, 40, 0, 0, 0])
    assert result_json(last(helper)) == result_a(4, True, [5, 5, 5, 0, 0], [5, 45, 5, 0, 0], None)
    # The pitcher reaches it on its own bid: it wins, alone.
    pitcher = record(
        DEAL_A, STOCK_A, [4, P, P, P, P], "AS", PLAYS_A, scores_before=[40, 40, 0, 0, 0]
    )
    assert result_json(last(pitcher)) == result_a(4, True, [5, 5, 5, 0, 0], [45, 45, 5, 0, 0], 0)


def test_the_stock_runs_out_at_five_players() -> None:
    state = last(record(DEAL_A, STOCK_A, [4, P, P, P, P], "AS"))
    assert [h.bit_count() for h in state.hands] == [3, 3, 2, 3, 5]
    assert state.phase is Phase.PLAY and state.partner == 1 and state.to_act == 0


def test_the_call_is_a_trump_the_pitcher_does_not_hold() -> None:
    state = last(record(DEAL_A, STOCK_A, [4, P, P, P, P], None))
    assert state.phase is Phase.CALL and state.to_act == 0
    assert result_json(state)["to_act"] == 0
    legal = {card_text(a - call_action(0)) for a in legal_actions(state)}
    # Every trump but the KS QS 2S it was dealt: the off-jack and the jokers too.
    assert legal == hand("AS JS JC BJ LJ TS 9S 8S 7S 6S 5S 4S 3S")
    for card, words in (("KS", "may not call KS"), ("AH", "may not call AH"), ("JD", "JD")):
        with pytest.raises(RecordError, match=words):
            replay_record(record(DEAL_A, STOCK_A, [4, P, P, P, P], card))
    with pytest.raises(IllegalActionError, match="must call a trump"):
        apply(state, parse_card("AS"))


def test_a_kitty_card_may_not_be_called() -> None:
    """The kitty joins the pitcher's hand before trump is named: its trumps (here the 4S) may
    not be called any more than those dealt; the off-jack and the jokers may."""
    rules = {"preset": "call-partner", "kitty": 2, "deal": 8}
    hands = [" ".join(h.split()[:8]) for h in DEAL_A]
    rest = [c for h in DEAL_A for c in h.split()[8:]]  # ten cards; with the stock's, fourteen
    kitty = [rest[0], "4S"]
    stock = " ".join(rest[1:]) + " 2H 3H 4H"
    state = last(record(hands, stock, [4, P, P, P, P], None, rules=rules, kitty=kitty))
    assert state.phase is Phase.CALL
    called = {card_text(a - call_action(0)) for a in legal_actions(state)}
    assert called == hand("AS JS JC BJ LJ TS 9S 8S 7S 6S 5S 3S")
    with pytest.raises(RecordError, match="may not call 4S"):
        replay_record(record(hands, stock, [4, P, P, P, P], "4S", rules=rules, kitty=kitty))


def test_a_record_going_on_without_the_call_is_refused() -> None:
    with pytest.raises(RecordError, match="must call a trump first") as info:
        replay_record(record(DEAL_A, STOCK_A, [4, P, P, P, P], None, PLAYS_A))
    assert str(info.value).startswith("hand 1") and "\n" not in str(info.value)


def test_call_is_refused_without_call_partner() -> None:
    obj = record(DEAL_A, STOCK_A, [4, P, P, P, P], "AS", rules={"preset": "ten-point"})
    with pytest.raises(RecordError, match="'call' belongs to call_partner"):
        replay_record(obj)


# Deal B (eight cards each: a stock of fourteen): seat 0 calls the 2S, which lies at the bottom
# of the stock, and takes it with the rest: it plays alone.
#   draw: s1 keeps QS JS JC BJ LJ TS (six: draws nothing); s2 keeps 9S-5S, is dealt 2D; s3
#         keeps 4S 3S, is dealt AC KC QC TC; s4 keeps nothing, is dealt 9C-4C (out: no trump);
#         s0 keeps AS KS and takes 3C 2C 2S.
#   1 s0: AS LJ 5S 3S -> s0 (4)    2 s0: KS BJ 6S 4S -> s0 (3)    3 s0: 2S JC 7S -> s1 (1)
#   4 s1: QS 8S -> s1 (2)          5 s1: JS 9S -> s1 (1)          6 s1: TS -> s1 (10)
# Seat 0: High AS, Low 2S, both jokers, the three: 7. Seat 1: jack, off-jack, ten: 3.
DEAL_B = [
    "AS KS AH KH QH JH TH 9H",
    "QS JS JC BJ LJ TS 8H 7H",
    "9S 8S 7S 6S 5S 6H 5H 4H",
    "4S 3S 3H 2H AD KD QD JD",
    "TD 9D 8D 7D 6D 5D 4D 3D",
]
STOCK_B = "2D AC KC QC TC 9C 8C 7C 6C 5C 4C 3C 2C 2S"
PLAYS_B = "AS LJ 5S 3S KS BJ 6S 4S 2S JC 7S QS 8S JS 9S TS"
EIGHT = {"preset": "call-partner", "deal": 8}


def test_deal_b_the_called_card_ends_with_the_pitcher_who_plays_alone() -> None:
    obj = record(DEAL_B, STOCK_B, [4, P, P, P, P], "2S", PLAYS_B, rules=EIGHT)
    assert result_json(last(obj)) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "partner": None,
        "bid": 4,
        "trump": "S",
        "points": points("00110010"),
        "game_points": [7, 14, 0, 0, 0],
        "won": [7, 3, 0, 0, 0],
        "made": True,
        "hand_score": [7, 3, 0, 0, 0],
        "scores_after": [7, 3, 0, 0, 0],
        "winner": None,
    }


# Deal C (eight cards each): seat 1 is dealt eight trumps, among them the called 9S; it must burn
# two, those carrying no award first (QS 9S 8S), and burns the 9S face up: the table learns the
# partner at once, and seat 1 stays the partner.
DEAL_C = [
    "AS KS AH KH QH JH TH 9H",
    "QS JS JC BJ LJ TS 9S 8S",
    "7S 6S 5S 8H 7H 6H 5H 4H",
    "4S 3S 3H 2H AD KD QD JD",
    "2S TD 9D 8D 7D 6D 5D 4D",
]
STOCK_C = "3D 2D AC KC QC TC 9C 8C 7C 6C 5C 4C 3C 2C"


def test_a_burned_called_card_shows_its_burner_at_once() -> None:
    obj = record(DEAL_C, STOCK_C, [4, P, P, P, P], "9S", rules=EIGHT)
    before = last(obj)
    assert before.phase is Phase.BURN and before.to_act == 1 and before.partner == 1
    assert view_of(before, 3).partner is None and view_of(before, 0).partner is None
    assert view_of(before, 1).partner == 1  # the partner knows: it holds the card
    assert public_view(before).partner is None
    after = last({**obj, "burns": [[], ["9S", "8S"], [], [], []]})
    assert after.phase is Phase.PLAY and after.partner == 1
    assert {view_of(after, s).partner for s in range(5)} == {1}
    assert public_view(after).partner == 1


def _views(state: HandState, seats: tuple[int, ...]) -> list[str]:
    return [repr(view_of(state, s)) for s in seats] + [repr(public_view(state))]


def test_no_seat_but_the_partner_can_tell_who_it_is_until_the_card_is_played() -> None:
    """Deal A and the same deal with the AS and the TS of seats 1 and 3 swapped: the same
    actions, and every view of seats 0, 2 and 4 (and the public one) is the same at every step
    until the AS is played."""
    swapped = list(DEAL_A)
    swapped[1] = DEAL_A[1].replace("AS", "TS")
    swapped[3] = DEAL_A[3].replace("TS", "AS")
    full = last(record(DEAL_A, STOCK_A, [4, P, P, P, P], "AS", PLAYS_A))
    one = last(record(DEAL_A, STOCK_A, [], None, trump=None))
    two = last(record(swapped, STOCK_A, [], None, trump=None))
    seats = (0, 2, 4)
    reveal = full.actions.index(parse_card("AS"), len(full.actions) - len(full.plays))
    steps = 0
    for action in full.actions[:reveal]:
        assert _views(one, seats) == _views(two, seats)
        one, two = apply(one, action), apply(two, action)
        steps += 1
    assert _views(one, seats) == _views(two, seats)
    assert one.partner == 1 and two.partner == 3
    assert view_of(one, 1).partner == 1 and view_of(two, 3).partner == 3
    assert steps > 10
    # The AS played: everyone knows.
    one = apply(one, parse_card("AS"))
    assert {view_of(one, s).partner for s in range(5)} == {1}


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": 4}, "5 or more players"),
        ({"players": 6, "teams": 2, "deal": 8}, "teams: 0"),
        ({"draw": Draw.NONE, "deal": 6}, "needs a draw"),
        ({"win_rule": WinRule.COUNT_ORDER}, "bidder_out"),
    ],
)
def test_call_partner_is_refused_where_it_does_not_fit(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        PRESETS["call-partner"].with_changes(**changes)


def test_call_partner_with_the_refill_is_played() -> None:
    rules = PRESETS["cinch"].with_changes(
        players=5, teams=0, call_partner=True, win_rule="bidder_out"
    )
    assert rules.call_partner and rules.refill


def test_the_call_partner_preset() -> None:
    rules = PRESETS["call-partner"]
    assert (rules.players, rules.teams, rules.deal, rules.target) == (5, 0, 10, 42)
    assert rules.call_partner and rules.draw_back and rules.total_points == 10
    assert (rules.min_bid, rules.max_bid, rules.stuck_bid) == (4, 10, 4)
    assert rules.seated(6).deal == 8 and rules.seated(7).deal == 7
    assert rules.to_json()["call_partner"] is True
    assert "call_partner" not in Rules().to_json()  # older objects read and write as before


def test_naming_trump_leads_to_the_call() -> None:
    state = last(record(DEAL_A, STOCK_A, [4, P, P, P, P], None, trump=None))
    assert state.phase is Phase.NAME and state.to_act == 0
    called = apply(state, name_action(3))  # spades
    assert called.phase is Phase.CALL and called.to_act == 0 and called.called is None
    drawn = apply(called, call_action(parse_card("AS")))
    assert drawn.phase is Phase.DRAW and drawn.called == parse_card("AS")
    assert drawn.partner is None  # not before the draw is done


# Deal C played out: s2 is dealt 3D 2D AC, s3 KC QC TC 9C, s4 8C-4C (all dead), s0 takes 3C 2C.
#   trumps: s0 AS KS / s1 QS JS JC BJ LJ TS (9S 8S burned) / s2 7S 6S 5S / s3 4S 3S / s4 2S
#   1 s0: AS LJ 5S 3S 2S -> s0 (4)    2 s0: KS BJ 6S 4S -> s0 (3)   seats 4, then 0 are out
#   3 s1: QS 7S -> s1 (2)    4 s1: JC -> s1 (1)    5 s1: JS -> s1 (1)    6 s1: TS -> s1 (10)
# The pair wins all but Low (the 2S, held by s4): 9 of 10, card points 21 under both seats.
PLAYS_C = "AS LJ 5S 3S 2S KS BJ 6S 4S QS 7S JC JS TS"


def test_deal_c_the_pair_of_a_burned_called_card_scores_together() -> None:
    obj = record(DEAL_C, STOCK_C, [4, P, P, P, P], "9S", PLAYS_C, rules=EIGHT)
    obj["burns"] = [[], ["9S", "8S"], [], [], []]
    assert result_json(last(obj)) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "partner": 1,
        "bid": 4,
        "trump": "S",
        "points": points("04000000"),
        "game_points": [21, 21, 0, 0, 0],
        "won": [9, 9, 0, 0, 1],
        "made": True,
        "hand_score": [9, 9, 0, 0, 1],
        "scores_after": [9, 9, 0, 0, 1],
        "winner": None,
    }
