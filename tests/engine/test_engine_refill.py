"""Scripted hands of Cinch's refill and rob (RULES.md, "Refill and rob", the ``cinch`` preset).

Each hand was dealt, refilled, robbed and played by hand and its result worked out from RULES.md;
the comments list the refill (what each seat keeps and is dealt, in turn from the dealer's left),
the rob, and every trick, so the arithmetic can be checked by eye. Each case is a
``pitch-hand/1`` record with ``stock``, ``trump``, ``rob`` and ``burns`` (FORMATS.md), replayed
with ``records.replay_record``, and the whole ``pitch-result/1`` object is compared.

Cinch: spades trump makes the 13 spades and the 5C (the off-five, "left pedro") trumps, high to
low A K Q J T 9 8 7 6 5 5C 4 3 2. It scores high, low (to the taker), jack, ten (1 each), five and
off_five (5 each): 14. Four players in two teams (seats 0+2 side 0, 1+3 side 1; at six, 0+2+4 and
1+3+5), nine cards each (eight at six), bids 6-14, the pitcher's side counted first.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from pitch_desktop.engine.cards import card_text, cards_of
from pitch_desktop.engine.records import RecordError, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Draw, LowGoesTo, RulesError, WinRule
from pitch_desktop.engine.state import Phase, apply, legal_actions
from tests.engine.card_strings import hand, points_of

AWARDS = ("high", "low", "jack", "ten", "five", "off_five")
# A result's points, one character a side per award, e.g. ``points("000111")``.
points = partial(points_of, AWARDS)


def record(
    hands: list[str],
    stock: str,
    bids: list[int | str],
    trump: str | None = "S",
    rob: str | None = None,
    plays: str = "",
    rules: dict[str, Any] | None = None,
    dealer: int = 3,
    scores_before: list[int] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": rules or {"preset": "cinch"},
        "dealer": dealer,
        "hands": [h.split() for h in hands],
        "stock": stock.split(),
        "bids": bids,
        **extra,
    }
    if trump is not None:
        obj["trump"] = trump
    if rob is not None:
        obj["rob"] = rob.split()
    obj["plays"] = plays.split()
    if scores_before is not None:
        obj["scores_before"] = scores_before
    return obj


def held(obj: dict[str, Any]) -> list[set[str]]:
    """Each seat's hand where the record stops."""
    state = replay_record(obj)[-1]
    return [{card_text(c) for c in cards_of(h)} for h in state.hands]


def cards(*hands: str) -> list[set[str]]:
    return [set(h.split()) for h in hands]


def refused(obj: dict[str, Any], words: str) -> None:
    with pytest.raises(RecordError, match=words) as info:
        replay_record(obj)
    assert "\n" not in str(info.value) and str(info.value).startswith("hand 1")


# Deal 1, four players, dealer 3; seat 0 bids 7 and names spades.
#   refill: s0 keeps AS KS QS JS TS (throws 2H 3H 4H 5H), is dealt AH
#           s1 keeps 9S 8S 7S, is dealt KH QH 9D (kept, whatever their suit)
#           s2 keeps 6S 5S 5C, is dealt TD JH 6H
#           s3 (dealer) takes the rest, 7H 8H 9H TH 5D JD QD KD AD: 18 cards; robs twelve
#           non-trumps, keeping 4S 3S 2S AD KC AC
#   1 s0: AS 7S 6S 2S -> s0 (4)     2 s0: KS 8S 5C 3S -> s0 (3)    3 s0: QS 9S 5S 4S -> s0 (2)
#   4 s0: JS 9D 6H KC -> s0 (4)     5 s0: TS QH JH AD -> s0 (17)   6 s0: AH KH TD AC -> s0 (21)
# Side 0 takes every trick: all 14 points, 51 card points.
DEAL_1 = [
    "AS KS QS JS TS 2H 3H 4H 5H",
    "9S 8S 7S 2D 3D 4D 6D 7D 8D",
    "6S 5S 5C 2C 3C 4C 6C 7C 8C",
    "4S 3S 2S 9C TC JC QC KC AC",
]
STOCK_1 = "AH KH QH 9D TD JH 6H 7H 8H 9H TH 5D JD QD KD AD"
ROB_1 = "9C TC JC QC 7H 8H 9H TH 5D JD QD KD"
PLAYS_1 = "AS 7S 6S 2S KS 8S 5C 3S QS 9S 5S 4S JS 9D 6H KC TS QH JH AD AH KH TD AC"
BIDS_1: list[int | str] = [7, "pass", "pass", "pass"]


def test_the_refill_keeps_what_is_drawn_and_the_dealer_robs_down_to_six() -> None:
    obj = record(DEAL_1, STOCK_1, BIDS_1, rob=ROB_1)
    assert held(obj) == cards(
        "AS KS QS JS TS AH",
        "9S 8S 7S KH QH 9D",
        "6S 5S 5C 6H JH TD",
        "4S 3S 2S AC KC AD",
    )
    assert result_json(replay_record(obj)[-1]) == {
        "format": "pitch-result/1",
        "finished": False,
        "to_act": 0,
        "scores_after": [0, 0],
    }


def test_a_record_that_stops_in_the_rob_has_the_dealer_to_act() -> None:
    obj = record(DEAL_1, STOCK_1, BIDS_1, rob="9C TC")
    state = replay_record(obj)[-1]
    assert state.phase is Phase.ROB and state.to_act == 3
    assert len(cards_of(state.hands[3])) == 16
    # The dealer may throw only its non-trumps while it holds any.
    assert {card_text(c) for c in legal_actions(state)} == hand(
        "JC QC KC AC 7H 8H 9H TH 5D JD QD KD AD"
    )
    assert result_json(state)["to_act"] == 3


def test_deal_1_side_0_takes_everything() -> None:
    obj = record(DEAL_1, STOCK_1, BIDS_1, rob=ROB_1, plays=PLAYS_1)
    assert result_json(replay_record(obj)[-1]) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": 7,
        "trump": "S",
        "points": points("000000"),
        "game_points": [51, 0],
        "won": [14, 0],
        "made": True,
        "hand_score": [14, 0],
        "scores_after": [14, 0],
        "winner": None,
    }


def test_the_robbing_dealer_may_not_throw_a_trump_while_it_holds_a_non_trump() -> None:
    refused(record(DEAL_1, STOCK_1, BIDS_1, rob="4S " + ROB_1), "may not throw the trump 4S")


def test_a_record_must_give_the_whole_rob_before_play() -> None:
    refused(record(DEAL_1, STOCK_1, BIDS_1, rob="9C", plays="AS"), "must throw down to six")


def test_a_throw_too_many_is_refused() -> None:
    refused(record(DEAL_1, STOCK_1, BIDS_1, rob=ROB_1 + " AD"), "one throw too many")


# Deal 2, the rob with only trumps to throw: four players, dealer 3 stuck at 6, names spades.
#   refill: s0 keeps 5S, is dealt 2C 3C 4C 6C 7C; s1 keeps 5C, is dealt 8C 9C TC JC QC;
#           s2 keeps nothing, is dealt the rest, KC AC 5H 4S 3S 2S (the trumps kept too);
#           s3 (dealer) takes nothing: it holds nine trumps and no other card, so it throws three
#           trumps face up, those carrying no award first (not JS or TS): here 6S 7S 8S.
#   1 s3: AS 5S 5C 2S -> s3 (4)     2 s3: KS 2C 8C 3S -> s3 (3)    3 s3: QS 3C 9C 4S -> s3 (2)
#   4 s3: JS 4C TC KC -> s3 (14)    5 s3: TS 6C JC AC -> s3 (15)   6 s3: 9S 7C QC 5H -> s3 (2)
# Side 1 takes all 14 points (Low 2S, the lowest trump in play: the thrown 6S-8S are out).
# Scores before 40/45: the pitcher's side counts first and reaches 59.
DEAL_2 = [
    "5S 2H 3H 4H 6H 7H 8H 9H TH",
    "5C JH QH KH AH 2D 3D 4D 5D",
    "6D 7D 8D 9D TD JD QD KD AD",
    "AS KS QS JS TS 9S 8S 7S 6S",
]
STOCK_2 = "2C 3C 4C 6C 7C 8C 9C TC JC QC KC AC 5H 4S 3S 2S"
BIDS_2: list[int | str] = ["pass", "pass", "pass", 6]
PLAYS_2 = "AS 5S 5C 2S KS 2C 8C 3S QS 3C 9C 4S JS 4C TC KC TS 6C JC AC 9S 7C QC 5H"


def test_a_dealer_holding_only_trumps_robs_face_up_in_the_burn_order() -> None:
    state = replay_record(record(DEAL_2, STOCK_2, BIDS_2))[-1]
    assert state.phase is Phase.ROB and state.to_act == 3
    assert {card_text(c) for c in legal_actions(state)} == hand("AS KS QS 9S 8S 7S 6S")
    refused(record(DEAL_2, STOCK_2, BIDS_2, rob="JS"), "may not burn JS")
    robbed = replay_record(record(DEAL_2, STOCK_2, BIDS_2, rob="6S 7S 8S"))[-1]
    assert robbed.burned[3] == sum(1 << c for c in robbed.robs)  # face up, as burns are
    assert robbed.dead[3] == 0
    assert held(record(DEAL_2, STOCK_2, BIDS_2, rob="6S 7S 8S"))[2] == hand("4S 3S 2S 5H AC KC")


def test_deal_2_the_pitcher_counts_first_and_wins() -> None:
    obj = record(DEAL_2, STOCK_2, BIDS_2, rob="6S 7S 8S", plays=PLAYS_2, scores_before=[40, 45])
    assert result_json(replay_record(obj)[-1]) == {
        "format": "pitch-result/1",
        "pitcher": 3,
        "bid": 6,
        "trump": "S",
        "points": points("111111"),
        "game_points": [0, 40],
        "won": [0, 14],
        "made": True,
        "hand_score": [0, 14],
        "scores_after": [40, 59],
        "winner": 1,
    }


# Deal 3, six players (eight cards each, a stock of four), dealer 5; seat 0 bids 6, names
# spades. Teams of three: 0+2+4 side 0, 1+3+5 side 1.
#   refill: s0 keeps AS KS, is dealt the whole stock QS JS 8H 9H; the stock has run out:
#           s1 keeps TS, s2 5S, s4 5C (one card each); s3 holds no trump and no card: out.
#           s5 (dealer) holds 4S 3S 2S 9S AH 7S 6S 8S and takes nothing; it robs AH, then a
#           trump face up: 2S (out of play: Low is then the 3S).
#   1 s0: 8H TS 5S 5C 9S -> s1 (10)  seats 1, 2 and 4 are out; s1 cannot lead: s5 does
#   2 s5: 3S AS -> s0 (4)            3 s0: 9H 4S -> s5 (0)
#   4 s5: 6S KS -> s0 (3)            5 s0: QS 7S -> s0 (2)          6 s0: JS 8S -> s0 (1)
# High AS, Low 3S (taken by s0), Jack JS: side 0; ten, five, off-five: side 1 (11). Set at 6.
DEAL_3 = [
    "AS KS 2H 3H 4H 5H 6H 7H",
    "TS 2D 3D 4D 5D 6D 7D 8D",
    "5S 9D TD JD QD KD AD 2C",
    "3C 4C 6C 7C 8C 9C TC JC",
    "5C QC KC AC TH JH QH KH",
    "4S 3S 2S 9S AH 7S 6S 8S",
]
STOCK_3 = "QS JS 8H 9H"
BIDS_3: list[int | str] = [6, "pass", "pass", "pass", "pass", "pass"]
PLAYS_3 = "8H TS 5S 5C 9S 3S AS 9H 4S 6S KS QS 7S JS 8S"
SIX = {"preset": "cinch", "players": 6}


def test_the_stock_runs_out_at_six_players() -> None:
    obj = record(DEAL_3, STOCK_3, BIDS_3, rob="AH 2S", rules=SIX, dealer=5)
    assert held(obj) == cards("AS KS QS JS 9H 8H", "TS", "5S", "", "5C", "9S 8S 7S 6S 4S 3S")
    state = replay_record(obj)[-1]
    assert state.is_out(3) and not state.is_out(1)


def test_deal_3_players_out_and_the_pitcher_set() -> None:
    obj = record(
        DEAL_3, STOCK_3, BIDS_3, rob="AH 2S", plays=PLAYS_3, rules=SIX, dealer=5,
        scores_before=[0, 45],
    )  # fmt: skip
    assert result_json(replay_record(obj)[-1]) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": 6,
        "trump": "S",
        "points": points("000111"),
        "game_points": [10, 10],
        "won": [3, 11],
        "made": False,
        "hand_score": [-6, 11],
        # Counted in order: the pitcher's -6, then High, Low, Jack to side 0, the ten (46) and
        # the five (51) to side 1, which so reaches the target first.
        "scores_after": [-6, 56],
        "winner": 1,
    }


def test_a_player_over_six_trumps_burns_down_to_six() -> None:
    # Seat 0 keeps eight trumps and draws nothing; s1 keeps 6S and is dealt 4S 3S 2S JH QH,
    # s2 keeps 5S and is dealt KH AH TD JD QD; the dealer takes KD AD JC QC KC AC (fifteen
    # cards) and throws nine non-trumps.
    hands = [
        "AS KS QS JS TS 9S 8S 7S 2H",
        "6S 3H 4H 5H 6H 7H 8H 9H TH",
        "5S 2D 3D 4D 5D 6D 7D 8D 9D",
        "5C 2C 3C 4C 6C 7C 8C 9C TC",
    ]
    stock = "4S 3S 2S JH QH KH AH TD JD QD KD AD JC QC KC AC"
    obj = record(hands, stock, [6, "pass", "pass", "pass"], rob="2C 3C 4C 6C 7C 8C 9C TC KD")
    state = replay_record(obj)[-1]
    assert state.phase is Phase.BURN and state.to_act == 0
    # Jack and ten carry awards: the plain trumps go first.
    assert {card_text(c) for c in legal_actions(state)} == hand("AS KS QS 9S 8S 7S")
    burned = replay_record({**obj, "burns": [["7S", "8S"], [], [], []]})[-1]
    assert burned.phase is Phase.PLAY
    assert held({**obj, "burns": [["7S", "8S"], [], [], []]}) == cards(
        "AS KS QS JS TS 9S",
        "6S 4S 3S 2S JH QH",
        "5S KH AH TD JD QD",
        "5C AD JC QC KC AC",
    )


def test_a_pitcher_with_a_kitty_throws_its_non_trumps_and_refills() -> None:
    rules = {"preset": "cinch", "kitty": 2}
    hands = list(DEAL_1)
    stock = "AH KH QH 9D TD JH 6H 7H 8H 9H TH 5D JD QD"
    # The kitty (KD AD) joins seat 0's hand: it throws them with its hearts, keeps five
    # trumps and is dealt the AH.
    obj = record(hands, stock, BIDS_1, rules=rules, kitty=["KD", "AD"], rob=ROB_1[:-6])
    assert held(obj)[0] == hand("AS KS QS JS TS AH")
    state = replay_record(obj)[-1]
    assert (
        state.dead[0]
        == sum(1 << c for c in cards_of(state.dealt[0] | state.kitty)) & ~(state.hands[0])
    )


def test_a_dealer_pitcher_robs_with_the_kitty_in_its_hand() -> None:
    rules = {"preset": "cinch", "kitty": 2}
    stock = "AH KH QH 9D TD JH 6H 7H 8H 9H TH 5D JD QD"
    obj = record(DEAL_1, stock, ["pass", "pass", "pass", 6], rules=rules, kitty=["KD", "AD"])
    state = replay_record(obj)[-1]
    assert state.phase is Phase.ROB and state.to_act == 3
    assert state.hands[3] & state.kitty == state.kitty


def test_the_cinch_preset() -> None:
    cinch = PRESETS["cinch"]
    assert cinch.draw is Draw.REFILL and cinch.refill and cinch.drawing and not cinch.draw_back
    assert cinch.total_points == 14 and (cinch.min_bid, cinch.max_bid) == (6, 14)
    assert cinch.win_rule is WinRule.COUNT_ORDER and cinch.target == 51
    assert cinch.low_goes_to is LowGoesTo.TAKER and cinch.off_cards == ("5",)
    assert (cinch.players, cinch.teams, cinch.deal, cinch.stuck_bid) == (4, 2, 9, 6)
    assert cinch.seated(6).deal == 8
    assert cinch.to_json()["draw"] == "refill"


def test_rob_is_refused_without_the_refill() -> None:
    with pytest.raises(RecordError, match="'rob' belongs to the refill"):
        replay_record(
            {
                "format": "pitch-hand/1",
                "rules": {"preset": "ten-point"},
                "dealer": 0,
                "hands": [[], [], [], []],
                "stock": [],
                "bids": [],
                "rob": [],
                "plays": [],
            }
        )


def test_draw_must_be_a_known_one() -> None:
    with pytest.raises(RulesError, match="draw must be one of none, draw_back, refill"):
        PRESETS["cinch"].with_changes(draw="robbing")


def test_random_refill_hands_end_with_every_card_accounted_for() -> None:
    import random

    from pitch_desktop.engine.state import deal

    for players in (4, 5, 6):
        rules = PRESETS["cinch"].seated(players)
        for seed in range(40):
            rng = random.Random(seed)
            state = deal(rules, seed % players, rng)
            while not state.is_over:
                state = apply(state, rng.choice(legal_actions(state)))
            # Every card: played, thrown face down or burned face up.
            out = 0
            for m in (*state.dead, *state.burned):
                out |= m
            played = sum(1 << c for c in state.plays)
            assert played & out == 0
            assert played | out == (1 << 52) - 1


@pytest.mark.parametrize("preset", ["cinch", "call-partner"])
def test_a_hand_replays_from_its_actions_at_every_step(preset: str) -> None:
    import random

    from pitch_desktop.engine.state import as_dealt, deal

    rules = PRESETS[preset]
    for seed in range(25):
        rng = random.Random(seed)
        state = deal(rules, seed % rules.players, rng)
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
            again = as_dealt(state)
            for action in state.actions:
                again = apply(again, action)
            assert again == state


# Deal 4, five players on their own (nine cards each, a stock of seven), dealer 4; seat 0 bids 6
# and names spades.
#   refill: s0 keeps AS, is dealt 8S 7S 6S 5S 5C; s1 keeps KS, is dealt the last two, 4S 3S;
#           s2 keeps QS 2S and is dealt nothing; s3 keeps nothing: out; s4 (dealer) holds
#           JS TS 9S and six clubs, takes nothing and robs 2C 3C 4C.
#   1 s0: AS 3S 2S 9S -> s0 (4)      2 s0: 8S 4S QS TS -> s2 (12)   s2 is out: s4 leads
#   3 s4: JS 7S KS -> s1 (4)         s1 is out
#   4 s4: 8C 6S -> s0 (0)            5 s0: 5S 7C -> s0 (0)          6 s0: 5C 6C -> s0 (0)
# Seat 0: High, Low (2S taken), five and off-five: 12; seat 1 the jack, seat 2 the ten.
DEAL_4 = [
    "AS AH KH QH JH TH 9H 8H 7H",
    "KS 6H 5H 4H 3H 2H AD KD QD",
    "QS 2S JD TD 9D 8D 7D 6D 5D",
    "4D 3D 2D AC KC QC JC TC 9C",
    "JS TS 9S 8C 7C 6C 4C 3C 2C",
]
STOCK_4 = "8S 7S 6S 5S 5C 4S 3S"
FIVE = {"preset": "cinch", "players": 5, "teams": 0}


def test_deal_4_the_stock_runs_out_at_five_players() -> None:
    bids: list[int | str] = [6, "pass", "pass", "pass", "pass"]
    obj = record(DEAL_4, STOCK_4, bids, rob="2C 3C 4C", rules=FIVE, dealer=4)
    assert held(obj) == cards("AS 8S 7S 6S 5S 5C", "KS 4S 3S", "QS 2S", "", "JS TS 9S 8C 7C 6C")
    plays = "AS 3S 2S 9S 8S 4S QS TS JS 7S KS 8C 6S 5S 7C 5C 6C"
    assert result_json(replay_record({**obj, "plays": plays.split()})[-1]) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": 6,
        "trump": "S",
        "points": {"high": 0, "low": 0, "jack": 1, "ten": 2, "five": 0, "off_five": 0},
        "game_points": [4, 4, 12, 0, 0],
        "won": [12, 1, 1, 0, 0],
        "made": True,
        "hand_score": [12, 1, 1, 0, 0],
        "scores_after": [12, 1, 1, 0, 0],
        "winner": None,
    }
