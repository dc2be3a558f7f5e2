"""Scripted hands of the draw-back (RULES.md, "The draw-back", "Presets of the families").

Every hand here was dealt, drawn, burned and played by hand and its result worked out from
RULES.md; the comments on each deal list the draw (what each seat keeps and draws, in the order
they draw), the burns, and every trick (leader, cards in the order played, winner, card points)
so the arithmetic can be checked by eye. Each case is a ``pitch-hand/1`` record with ``stock``,
``trump`` and ``burns`` (FORMATS.md), replayed with ``records.replay_record``, and the whole
``pitch-result/1`` object is compared, the ``points`` keys in the order of the rules' ``points``.

Unless a case says otherwise: seven-point, 4 players in two teams (seats 0+2 are side 0, 1+3
side 1), dealer 3 (so seat 0 speaks and draws first), seat 0 bids and every other seat passes,
seat 0 pitches and names spades. With spades trump the trumps are the 13 spades, the JC (the
off-jack), BJ and LJ, high to low A K Q J, JC, BJ, LJ, T 9 8 7 6 5 4 3 2. Nine cards each are
dealt and the 18 others are the stock; at four players the pitcher always takes what the others
leave, so every trump reaches a hand and a trump is out of play only when burned. Card points
(``game_points``, reported though Game is not an award here): T 10, A 4, K 3, Q 2, J 1 (the
off-jack too), jokers 0; only trumps are ever taken in tricks.

Seven-point scores high low jack off_jack big_joker little_joker ten (1 each, 7 in all);
ten-point adds three (3): 10 in all.
"""

from __future__ import annotations

from typing import Any

import pytest

from pitch_desktop.engine.records import RecordError, replay_record, result_json
from pitch_desktop.engine.rules import rules_from_json
from tests.engine.card_strings import points_of

P = "pass"
Bid = int | str

SEVEN_POINT: dict[str, Any] = {"preset": "seven-point"}
TEN_POINT: dict[str, Any] = {"preset": "ten-point"}
# Ten-point with the five of trump as well (1+1+1+1+1+1+1+3+5 = 15 points; bids still 4-10):
# seven trumps then carry an award (J, JC, BJ, LJ, T, 3, 5), so a player holding eight trumps
# may be left with only point trumps to burn.
TEN_AND_FIVE: dict[str, Any] = {
    "preset": "ten-point",
    "points": [
        "high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten", "three", "five",
    ],
}  # fmt: skip
FIVE_PLAYERS: dict[str, Any] = {"preset": "seven-point", "players": 5, "teams": 0}
SIX_PLAYERS: dict[str, Any] = {"preset": "ten-point", "players": 6}

SEVEN_AWARDS = ("high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten")
TEN_AWARDS = (*SEVEN_AWARDS, "three")


def record(
    hands: list[str],
    stock: str,
    bids: list[Bid],
    trump: str | None = None,
    plays: str = "",
    burns: list[str] | None = None,
    rules: dict[str, Any] | None = None,
    dealer: int = 3,
    scores_before: list[int] | None = None,
) -> dict[str, Any]:
    """The ``pitch-hand/1`` record of a scripted draw-back hand: hands, stock, plays and each
    seat's burns as spaced card strings; ``trump`` and ``burns`` left out when None."""
    obj: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": dict(SEVEN_POINT if rules is None else rules),
        "dealer": dealer,
        "hands": [seat.split() for seat in hands],
        "stock": stock.split(),
        "bids": list(bids),
    }
    if trump is not None:
        obj["trump"] = trump
    if burns is not None:
        obj["burns"] = [seat.split() for seat in burns]
    obj["plays"] = plays.split()
    if scores_before is not None:
        obj["scores_before"] = list(scores_before)
    return obj


def seven(sides: str) -> dict[str, int | None]:
    """Seven-point's points, e.g. ``seven("0010101")``."""
    return points_of(SEVEN_AWARDS, sides)


def ten(sides: str) -> dict[str, int | None]:
    """Ten-point's points (the three last)."""
    return points_of(TEN_AWARDS, sides)


def result(
    *,
    pitcher: int,
    bid: Bid,
    trump: str,
    points: dict[str, int | None],
    game_points: list[int],
    won: list[int],
    made: bool,
    hand_score: list[int],
    scores_after: list[int],
    winner: int | None = None,
) -> dict[str, Any]:
    """A whole ``pitch-result/1`` object of a finished hand."""
    return {
        "format": "pitch-result/1",
        "pitcher": pitcher,
        "bid": bid,
        "trump": trump,
        "points": points,
        "game_points": game_points,
        "won": won,
        "made": made,
        "hand_score": hand_score,
        "scores_after": scores_after,
        "winner": winner,
    }


def replayed(obj: dict[str, Any]) -> dict[str, Any]:
    """The ``pitch-result/1`` of the last hand of a record."""
    states = replay_record(obj)
    return result_json(states[-1])


def assert_result(obj: dict[str, Any], expected: dict[str, Any]) -> None:
    got = replayed(obj)
    assert got == expected
    if "points" in expected:
        # Keyed by every award of the rules' points, in counting order.
        assert list(got["points"]) == list(expected["points"])


def in_progress(to_act: int, scores: list[int] | None = None) -> dict[str, Any]:
    return {
        "format": "pitch-result/1",
        "finished": False,
        "to_act": to_act,
        "scores_after": scores if scores is not None else [0, 0],
    }


def assert_refused(obj: dict[str, Any]) -> None:
    """The record is refused with one line naming the hand."""
    with pytest.raises(RecordError) as info:
        replay_record(obj)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("hand 1")


# --- the deals ------------------------------------------------------------------------------------

# Deal 1, seven-point: spades trump; no burns; seat 2 is out after three tricks.
#   draw: s1 keeps JC 4S, draws JS 3S KC QC (trumps JS 3S)
#         s2 keeps 2S, draws TS 7S TC 9C 8C (TS 7S)
#         s3 keeps BJ 8S 6S, draws LJ 7C 6C (LJ)
#         s0 (pitcher) keeps AS KS 9S, takes the rest QS 5S 5C 4C 3C 2C (QS 5S)
#   trumps: s0 AS KS QS 9S 5S / s1 JS JC 4S 3S / s2 TS 7S 2S / s3 BJ LJ 8S 6S
#   1 s0: 5S JS 2S 6S -> s1 (1)
#   2 s1: 3S TS BJ 9S -> s3 (10)
#   3 s3: LJ AS 4S 7S -> s0 (4)     seat 2 is out
#   4 s0: KS JC 8S    -> s0 (4)     seats 1 and 3 are out
#   5 s0: QS          -> s0 (2)
# Card points 10/11. High AS (s0); Low 2S held by s2; jack (JS) side 1; off-jack (JC) side 0;
# BJ side 1; LJ side 0; ten (TS) side 1. Won 4/3.
DEAL_1 = [
    "AS KS 9S AH KH QH JH TH 9H",
    "JC 4S 8H 7H 6H 5H 4H 3H 2H",
    "2S AD KD QD JD TD 9D 8D 7D",
    "BJ 8S 6S 6D 5D 4D 3D 2D AC",
]
STOCK_1 = "JS 3S KC QC TS 7S TC 9C 8C LJ 7C 6C QS 5S 5C 4C 3C 2C"
PLAYS_1 = "5S JS 2S 6S 3S TS BJ 9S LJ AS 4S 7S KS JC 8S QS"
POINTS_1 = seven("0010101")

# Deal 2, seven-point, dealer 0: seat 1 bids 3 and names hearts (the JD is the off-jack), so the
# draw order is 2, 3, 0, then seat 1 takes the rest. Seat 2 is out after two tricks.
#   draw: s2 keeps KH, draws 2H KD QD TD 9D (2H)
#         s3 keeps JH BJ 9H, draws 4H 8D 7D (4H)
#         s0 keeps JD LJ, draws 7H 6H 6D 5D (7H 6H)
#         s1 (pitcher) keeps AH QH TH, takes the rest 8H 5H 3H 4D 3D 2D (8H 5H 3H)
#   trumps: s0 JD LJ 7H 6H / s1 AH QH TH 8H 5H 3H / s2 KH 2H / s3 JH BJ 9H 4H
#   1 s1: 3H KH 4H 6H -> s2 (3)
#   2 s2: 2H 9H 7H 5H -> s3 (0)     seat 2 is out: the tricks now have three cards
#   3 s3: JH JD AH    -> s1 (6)
#   4 s1: TH BJ LJ    -> s3 (10)    seats 3 and 0 are out: seat 1 leads
#   5 s1: QH          -> s1 (2)
#   6 s1: 8H          -> s1 (0)
# Card points 3/18. High AH (s1); Low 2H held by s2 (side 0); jack, off-jack, both jokers and the
# ten to side 1. Won 1/6.
DEAL_2 = [
    "JD LJ AS KS QS JS TS 9S 8S",
    "AH QH TH 7S 6S 5S 4S 3S 2S",
    "KH AC KC QC JC TC 9C 8C 7C",
    "JH BJ 9H 6C 5C 4C 3C 2C AD",
]
STOCK_2 = "2H KD QD TD 9D 4H 8D 7D 7H 6H 6D 5D 8H 5H 3H 4D 3D 2D"
PLAYS_2 = "3H KH 4H 6H 2H 9H 7H 5H JH JD AH TH BJ LJ QH 8H"

# Deal 3, seven-point, dealer 1: seat 2 bids 4 and names diamonds (the JH is the off-jack); the
# draw order is 3, 0, 1, then seat 2 takes the rest. After trick 2 the winner (seat 0) is out and
# so is the next seat to its left (seat 1): the lead passes two seats, to seat 2.
#   draw: s3 keeps JD JH BJ, draws LJ 6D 5D (all three)
#         s0 keeps AD, draws 2D KH QH TH 9H (2D)
#         s1 keeps 3D 4D, draws 8H 7H 6H 5H (none)
#         s2 (pitcher) keeps KD QD TD, takes the rest 9D 8D 7D 4H 3H 2H (9D 8D 7D)
#   trumps: s0 AD 2D / s1 4D 3D / s2 KD QD TD 9D 8D 7D / s3 JD JH BJ LJ 6D 5D
#   1 s2: 7D 5D 2D 3D -> s2 (0)
#   2 s2: 8D 6D AD 4D -> s0 (4)     seats 0 and 1 are out: seat 2 leads
#   3 s2: KD JD       -> s2 (4)
#   4 s2: QD JH       -> s2 (3)
#   5 s2: TD BJ       -> s3 (10)
#   6 s3: LJ 9D       -> s3 (0)
# Card points 11/10. High AD (s0); Low 2D held by s0; jack and off-jack side 0; both jokers and
# the ten side 1. Won 4/3.
DEAL_3 = [
    "AD AS KS QS JS TS 9S 8S 7S",
    "3D 4D 6S 5S 4S 3S 2S AC KC",
    "KD QD TD QC JC TC 9C 8C 7C",
    "JD JH BJ 6C 5C 4C 3C 2C AH",
]
STOCK_3 = "LJ 6D 5D 2D KH QH TH 9H 8H 7H 6H 5H 9D 8D 7D 4H 3H 2H"
PLAYS_3 = "7D 5D 2D 3D 8D 6D AD 4D KD JD QD JH TD BJ LJ 9D"

# Deal 4, dealer 3, spades trump: seat 1 is dealt eight trumps (so keeps them all and draws
# nothing) and seat 0, the pitcher, takes seven trumps from the rest; seat 3 ends with none.
#   draw: s1 keeps JS JC BJ LJ TS 9S 5S 3S, draws nothing
#         s2 keeps 2S, draws AC KC QC TC 9C (none)
#         s3 keeps nothing, draws 8C 7C 6C 5C 4C 3C (none)
#         s0 (pitcher) keeps AS KS QS 8S, takes the rest 7S 6S 4S 4D 3D 2D 2C (7S 6S 4S)
#   burns, from the dealer's left: s0 (seven trumps, none of them a point card) burns the 4S;
#   s1 (eight) must burn two. Under TEN_AND_FIVE its only trump without an award is the 9S:
#   it burns the 9S, then must burn a point trump, the 5S. Under ten-point the 9S and the 5S
#   both carry nothing (the 3S does); under seven-point the 9S, 5S and 3S carry nothing.
#   trumps for play: s0 AS KS QS 8S 7S 6S / s1 JS JC BJ LJ TS 3S / s2 2S / s3 none
#   1 s0: AS 3S 2S -> s0 (4)     seat 3 holds no trump; seat 2 plays its only one
#   2 s0: KS TS    -> s0 (13)
#   3 s0: QS JC    -> s0 (3)
#   4 s0: 8S JS    -> s1 (1)
#   5 s1: BJ 7S    -> s1 (0)
#   6 s1: LJ 6S    -> s1 (0)
# Card points 20/1. High AS (s0); Low 2S held by s2 (the 4S and 5S are burned, the 3S is
# higher); jack side 1; off-jack side 0; both jokers side 1; ten side 0; three (3S) side 0;
# five (5S, burned) nobody. Won 7/3 (1+1+1+1+3 / 3). At seven-point seat 1 burns the 9S and the
# 3S instead and plays the 5S in trick 1: won 4/3 (no three).
DEAL_4 = [
    "AS KS QS 8S 9D 8D 7D 6D 5D",
    "JS JC BJ LJ TS 9S 5S 3S AH",
    "2S KH QH JH TH 9H 8H 7H 6H",
    "5H 4H 3H 2H AD KD QD JD TD",
]
STOCK_4 = "AC KC QC TC 9C 8C 7C 6C 5C 4C 3C 7S 6S 4S 4D 3D 2D 2C"
PLAYS_4 = "AS 3S 2S KS TS QS JC 8S JS BJ 7S LJ 6S"
BURNS_4 = ["4S", "9S 5S", "", ""]

# Deal 5A: the three others keep no trump and draw six each, which is the whole stock: the
# pitcher takes nothing and plays the four trumps it was dealt.
#   draw: s1 keeps nothing, draws AS QS 8S 4S 7C 6C (AS QS 8S 4S)
#         s2 keeps nothing, draws JS LJ TS 7S 5C 4C (JS LJ TS 7S)
#         s3 keeps nothing, draws JC BJ 5S 2S 3C 2C (JC BJ 5S 2S)
#         s0 (pitcher) keeps KS 9S 6S 3S, the stock is empty
#   trumps: s0 KS 9S 6S 3S / s1 AS QS 8S 4S / s2 JS LJ TS 7S / s3 JC BJ 5S 2S
#   1 s0: 3S 4S 7S 2S -> s2 (0)
#   2 s2: TS 5S 6S AS -> s1 (14)
#   3 s1: 8S LJ BJ 9S -> s3 (0)
#   4 s3: JC KS QS JS -> s0 (7)
# Card points 7/14. High AS held by s1; Low 2S held by s3; jack and off-jack side 0; both jokers
# and the ten side 1. Won 2/5: seat 0 bid 3 and is set back.
DEAL_5A = [
    "KS 9S 6S 3S AH KH QH JH TH",
    "9H 8H 7H 6H 5H 4H 3H 2H AD",
    "KD QD JD TD 9D 8D 7D 6D 5D",
    "4D 3D 2D AC KC QC TC 9C 8C",
]
STOCK_5A = "AS QS 8S 4S 7C 6C JS LJ TS 7S 5C 4C JC BJ 5S 2S 3C 2C"
PLAYS_5A = "3S 4S 7S 2S TS 5S 6S AS 8S LJ BJ 9S JC KS QS JS"

# Deal 5B, seven-point at five players (cutthroat, nine cards each, a stock of 9), dealer 4:
# the stock runs out while seat 3 draws; seat 4 draws nothing and the pitcher takes nothing.
#   draw: s1 keeps KS 4S, draws JC 8C 7C 6C (JC)
#         s2 keeps QS 5S, draws 5C 4C 3C 2C (none)
#         s3 keeps JS TS 6S, needs three and draws the last card, the 2S
#         s4 keeps BJ LJ 9S 8S 7S, needs one, the stock is empty
#         s0 (pitcher) keeps AS 3S
#   1 s0: AS 4S 5S 2S 7S -> s0 (4)
#   2 s0: 3S JC QS 6S 8S -> s2 (3)     seats 0 and 2 are out: seat 3 leads
#   3 s3: TS BJ KS       -> s1 (13)    seat 1 is out, then seat 2: seat 3 leads
#   4 s3: JS 9S          -> s3 (1)     seat 3 is out: seat 4 leads
#   5 s4: LJ             -> s4 (0)
# Card points per seat 4/13/3/1/0. High AS (s0); Low 2S held by s3; jack (JS) s3; off-jack (JC)
# s2; BJ s1; LJ s4; ten (TS) s1. Won 1/2/1/2/1: seat 0 bid 3 and is set back.
DEAL_5B = [
    "AS 3S AH KH QH JH TH 9H 8H",
    "KS 4S 7H 6H 5H 4H 3H 2H AD",
    "QS 5S KD QD JD TD 9D 8D 7D",
    "JS TS 6S 6D 5D 4D 3D 2D AC",
    "BJ LJ 9S 8S 7S KC QC TC 9C",
]
STOCK_5B = "JC 8C 7C 6C 5C 4C 3C 2C 2S"
PLAYS_5B = "AS 4S 5S 2S 7S 3S JC QS 6S 8S TS BJ KS JS 9S LJ"

# Deal 6, seven-point: seat 0 bids 3 and names clubs (the JS is the off-jack) holding no club;
# the rest of the stock brings it none either, so it holds no trump: seat 1, the next seat to its
# left holding one, leads.
#   draw: s1 keeps AC KC JC TC, draws 5C 2C (both)
#         s2 keeps QC 9C 7C, draws 3C AS KS (3C)
#         s3 keeps JS BJ LJ 8C 6C, draws 4C (4C)
#         s0 (pitcher) keeps nothing, takes the rest QS TS 9S 8S 7S 6S 5S 4S 3S 2S 3D 2D (none)
#   trumps: s0 none / s1 AC KC JC TC 5C 2C / s2 QC 9C 7C 3C / s3 JS BJ LJ 8C 6C 4C
#   1 s1: 2C 3C 4C  -> s3 (0)
#   2 s3: BJ 5C 7C  -> s3 (0)
#   3 s3: LJ TC 9C  -> s3 (10)
#   4 s3: 6C AC QC  -> s1 (6)      seat 2 is out
#   5 s1: KC JS     -> s1 (4)
#   6 s1: JC 8C     -> s1 (1)
# Card points 0/21. Every award to side 1 (High AC and Low 2C both held by s1). Won 0/7.
DEAL_6 = [
    "AH KH QH JH TH 9H 8H 7H 6H",
    "AC KC JC TC 5H 4H 3H 2H AD",
    "QC 9C 7C KD QD JD TD 9D 8D",
    "JS BJ LJ 8C 6C 7D 6D 5D 4D",
]
STOCK_6 = "5C 2C 3C AS KS 4C QS TS 9S 8S 7S 6S 5S 4S 3S 2S 3D 2D"
PLAYS_6 = "2C 3C 4C BJ 5C 7C LJ TC 9C 6C AC QC KC JS JC 8C"

# Deal 7, ten-point, dealer 1: seat 3 bids 4, seat 0 bids 5, seat 1 (the dealer) passes; seat 0
# names hearts (the JD is the off-jack). The draw order is 2, 3, 1, then seat 0.
#   draw: s2 keeps JH, draws 2H 6H KD QD TD (2H 6H)
#         s3 keeps JD BJ LJ 7H, draws 9D 8D (none)
#         s1 keeps QH 3H, draws 8H 4H 7D 6D (8H 4H)
#         s0 (pitcher) keeps AH KH, takes the rest TH 9H 5H 5D 4D 3D 2D (TH 9H 5H)
#   trumps: s0 AH KH TH 9H 5H / s1 QH 8H 4H 3H / s2 JH 6H 2H / s3 JD BJ LJ 7H
#   1 s0: AH 4H 2H 7H -> s0 (4)
#   2 s0: 5H 3H 6H BJ -> s3 (0)     the three (3H) to side 1
#   3 s3: JD 9H QH JH -> s1 (4)     seat 2 is out
#   4 s1: 8H LJ KH    -> s0 (3)     seats 1 and 3 are out
#   5 s0: TH          -> s0 (10)
# Card points 17/4. High AH (s0); Low 2H held by s2; jack (JH) and off-jack side 1; BJ side 1;
# LJ side 0; ten side 0; three side 1 (3). Won 4 (1+1+1+1) / 6 (1+1+1+3): set back 5.
DEAL_7 = [
    "AH KH AS KS QS JS TS 9S 8S",
    "QH 3H 7S 6S 5S 4S 3S 2S AC",
    "JH KC QC JC TC 9C 8C 7C 6C",
    "JD BJ LJ 7H 5C 4C 3C 2C AD",
]
STOCK_7 = "2H 6H KD QD TD 9D 8D 8H 4H 7D 6D TH 9H 5H 5D 4D 3D 2D"
PLAYS_7 = "AH 4H 2H 7H 5H 3H 6H BJ JD 9H QH JH 8H LJ KH TH"

# Deal 8, ten-point: every seat before the dealer (seat 3) passes, and the stuck dealer must bid
# at least 4 (stuck_bid 4). Seat 3 bids 4 and names spades; the draw order is 0, 1, 2, then 3.
#   draw: s0 keeps KS JC, draws 2S 6S QC TC (2S 6S)
#         s1 keeps QS BJ, draws 9S 4S 9C 8C (9S 4S)
#         s2 keeps LJ, draws 8S 7S 7C 6C 5C (8S 7S)
#         s3 (pitcher) keeps AS JS TS, takes the rest 3S 5S 4C 3C 2C (3S 5S)
#   trumps: s0 KS JC 6S 2S / s1 QS BJ 9S 4S / s2 LJ 8S 7S / s3 AS JS TS 5S 3S
#   1 s3: AS 2S 4S 7S -> s3 (4)
#   2 s3: 3S 6S 9S 8S -> s1 (0)     the three to side 1, the pitcher's
#   3 s1: BJ LJ 5S JC -> s0 (1)
#   4 s0: KS QS JS    -> s0 (6)     seat 2 is out; then seats 0 and 1 are out
#   5 s3: TS          -> s3 (10)    the lead passes three seats, back to seat 3
# Card points 7/14. High AS (s3, side 1); Low 2S held by s0; jack, off-jack and both jokers
# side 0; ten side 1; three side 1 (3). Won 5/5: made.
DEAL_8 = [
    "KS JC AH KH QH JH TH 9H 8H",
    "QS BJ 7H 6H 5H 4H 3H 2H AD",
    "LJ KD QD JD TD 9D 8D 7D 6D",
    "AS JS TS 5D 4D 3D 2D AC KC",
]
STOCK_8 = "2S 6S QC TC 9S 4S 9C 8C 8S 7S 7C 6C 5C 3S 5S 4C 3C 2C"
PLAYS_8 = "AS 2S 4S 7S 3S 6S 9S 8S BJ LJ 5S JC KS QS JS TS"

# Deal 9, ten-point at six players: two teams of three (seats 0, 2, 4 side 0; 1, 3, 5 side 1),
# eight cards each (48 dealt), a stock of 6. Dealer 5: seat 0 bids 5, names spades.
#   draw: s1 keeps KS TS, draws 2S 6C 5C 4C (2S)
#         s2 keeps QS 8S 5S, needs three, draws the last two: 3C 2C
#         s3, s4, s5 and the pitcher draw nothing (the stock is empty)
#   trumps: s0 AS 9S 4S / s1 KS TS 2S / s2 QS 8S 5S / s3 JS JC 3S / s4 BJ 7S / s5 LJ 6S
#   1 s0: 4S 2S 5S 3S 7S 6S -> s4 (0)      the three (3S) to side 0
#   2 s4: BJ LJ 9S TS 8S JC -> s3 (11)     seats 4 and 5 are out
#   3 s3: JS AS KS QS       -> s0 (10)
# Card points 10/11. High AS (s0); Low 2S held by s1 (drawn); jack side 0; off-jack, both jokers
# and the ten side 1; three side 0 (3). Won 5 (1+1+3) / 5.
DEAL_9 = [
    "AS 9S 4S AH KH QH JH TH",
    "KS TS 9H 8H 7H 6H 5H 4H",
    "QS 8S 5S 3H 2H AD KD QD",
    "JS JC 3S JD TD 9D 8D 7D",
    "BJ 7S 6D 5D 4D 3D 2D AC",
    "LJ 6S KC QC TC 9C 8C 7C",
]
STOCK_9 = "2S 6C 5C 4C 3C 2C"
PLAYS_9 = "4S 2S 5S 3S 7S 6S BJ LJ 9S TS 8S JC JS AS KS QS"

# Deal 10, ten-point: seat 0 takes seven trumps from the rest and burns the 2S (or the 8S).
#   draw: s1 keeps 3S JS, draws BJ KC QC TC (BJ)
#         s2 keeps KS, draws 9S 4S 9C 8C 7C (9S 4S)
#         s3 keeps JC LJ 7S, draws 6C 5C 4C (none)
#         s0 (pitcher) keeps AS QS TS, takes the rest 8S 6S 5S 2S 3C 2C (8S 6S 5S 2S)
#   burns: s0 holds seven and burns one trump without an award (not the TS): the 2S, so the 3S
#   is the lowest spade in play; or the 8S, keeping the 2S as Low.
#   trumps: s0 AS QS TS 6S 5S and 8S or 2S / s1 JS BJ 3S / s2 KS 9S 4S / s3 JC LJ 7S
#   1 s0: 5S 3S 4S 7S -> s3 (0)     the three to side 1 (s3)
#   2 s3: LJ 6S BJ 9S -> s1 (0)
#   3 s1: JS KS JC AS -> s0 (9)     seats 1, 2 and 3 are out
#   4 s0: TS -> s0 (10)   5 s0: QS -> s0 (2)   6 s0: 2S or 8S -> s0 (0)
# Card points 21/0. High AS (s0); jack, off-jack, ten side 0; both jokers side 1; three side 1.
# The 2S burned: Low is the 3S, held by s1: side 1 wins Low and three, 1+3, and 6 in all (4/6).
# The 8S burned: Low is the 2S, held by s0 (5/5).
DEAL_10 = [
    "AS QS TS AH KH QH JH TH 9H",
    "3S JS 8H 7H 6H 5H 4H 3H 2H",
    "KS AD KD QD JD TD 9D 8D 7D",
    "JC LJ 7S 6D 5D 4D 3D 2D AC",
]
STOCK_10 = "BJ KC QC TC 9S 4S 9C 8C 7C 6C 5C 4C 8S 6S 5S 2S 3C 2C"
PLAYS_10 = "5S 3S 4S 7S LJ 6S BJ 9S JS KS JC AS TS QS"

# A six-point deal of the families tests (deal 4A of test_engine_families.py), no draw-back.
SIX_POINT: dict[str, Any] = {"preset": "six-point"}
DEAL_SIX = ["TS 8H KC 2D 6H QD", "JC 7S AH 3D 5C 9C", "BJ 2S 4H 8D TC 7C", "3S 5H 9H AD KH 6D"]
PLAYS_SIX = "TS JC BJ 3S 7S 2S 5H 2D AH 4H 9H 8H 3D 8D AD QD KH 6H 5C 7C 6D KC 9C TC"


def six_point_record(**extra: Any) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": dict(SIX_POINT),
        "dealer": 3,
        "hands": [seat.split() for seat in DEAL_SIX],
        "bids": [2, P, P, P],
        "plays": PLAYS_SIX.split(),
    }
    obj.update(extra)
    return obj


# --- 1. a plain hand: the draw, tricks, a make or a set back --------------------------------------


@pytest.mark.parametrize(
    ("bid", "made", "hand_score"),
    [
        pytest.param(4, True, [4, 3], id="bid_4_made"),
        pytest.param(5, False, [-5, 3], id="bid_5_set_back"),
    ],
)
def test_plain_seven_point_hand(bid: int, made: bool, hand_score: list[int]) -> None:
    """Seven-point at four: the non-trumps are thrown, each other player draws back to six from
    the top of the stock, the pitcher takes the rest; tricks of trumps only, a player with no
    trump left sits out. Won 4/3: a bid of 4 is made, a bid of 5 is set back."""
    assert_result(
        record(DEAL_1, STOCK_1, [bid, P, P, P], "S", PLAYS_1),
        result(
            pitcher=0, bid=bid, trump="S", points=POINTS_1, game_points=[10, 11], won=[4, 3],
            made=made, hand_score=hand_score, scores_after=hand_score,
        ),
    )  # fmt: skip


def test_empty_burns_are_no_burns() -> None:
    """``burns`` may be given as empty lists when nobody burns: the same hand."""
    obj = record(DEAL_1, STOCK_1, [4, P, P, P], "S", PLAYS_1, burns=["", "", "", ""])
    assert replayed(obj) == replayed(record(DEAL_1, STOCK_1, [4, P, P, P], "S", PLAYS_1))


# --- 2. a player out after two tricks -------------------------------------------------------------


def test_player_out_after_two_tricks() -> None:
    """Seat 2 holds two trumps: after two tricks of four it is out, the next three tricks have
    three cards and the last two one; side 1 makes 3 with 6 and, from 15, reaches the target 21
    and wins."""
    assert_result(
        record(
            DEAL_2, STOCK_2, [3, P, P, P], "H", PLAYS_2, dealer=0, scores_before=[10, 15]
        ),
        result(
            pitcher=1, bid=3, trump="H", points=seven("1011111"), game_points=[3, 18],
            won=[1, 6], made=True, hand_score=[1, 6], scores_after=[11, 21], winner=1,
        ),
    )  # fmt: skip


# --- 3. the lead passes two seats -----------------------------------------------------------------


def test_lead_passes_seats_that_are_out() -> None:
    """Seat 0 wins trick 2 with its last trump and seat 1, on its left, is out too: seat 2 leads
    trick 3, and the hand ends as a duel of seats 2 and 3."""
    assert_result(
        record(DEAL_3, STOCK_3, [4, P, P, P], "D", PLAYS_3, dealer=1),
        result(
            pitcher=2, bid=4, trump="D", points=seven("0000111"), game_points=[11, 10],
            won=[4, 3], made=True, hand_score=[4, 3], scores_after=[4, 3],
        ),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("plays", "to_act"),
    [
        pytest.param("", 2, id="pitcher_leads_first"),
        pytest.param("7D 5D", 0, id="mid_trick"),
        # Trick 2 won by seat 0 with its last trump; seat 1 is out too.
        pytest.param("7D 5D 2D 3D 8D 6D AD 4D", 2, id="lead_passes_two_seats"),
        # In a trick of two, seat 3 follows seat 2 (seats 0 and 1 are skipped).
        pytest.param("7D 5D 2D 3D 8D 6D AD 4D KD", 3, id="out_seats_skipped"),
    ],
)
def test_plays_cut_short_name_the_next_seat(plays: str, to_act: int) -> None:
    """A record whose plays stop part-way names the seat to play next, skipping seats out."""
    obj = record(DEAL_3, STOCK_3, [4, P, P, P], "D", plays, dealer=1)
    assert replayed(obj) == in_progress(to_act)


# --- 4. burns -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "burns", "plays", "points", "won", "bid"),
    [
        # Seat 1 holds one trump without an award (9S): after it, it must burn a point trump.
        # Side 0: High, Low, off-jack, ten and three (1+1+1+1+3); side 1 jack and the jokers.
        # The five is burned: nobody scores it.
        pytest.param(
            TEN_AND_FIVE, BURNS_4, PLAYS_4,
            points_of((*TEN_AWARDS, "five"), "00101100-"), [7, 3], 6,
            id="point_trump_burned_when_nothing_else_is_left",
        ),
        # Ten-point: the 9S and the 5S carry nothing; the same tricks and points, no five.
        pytest.param(
            TEN_POINT, BURNS_4, PLAYS_4, ten("00101100"), [7, 3], 6,
            id="ten_point_burns_nothing_that_scores",
        ),
        # Seven-point: the 3S carries nothing either; seat 1 burns the 9S and the 3S and plays
        # the 5S in its place. Low is still the 2S.
        pytest.param(
            SEVEN_POINT, ["4S", "9S 3S", "", ""], PLAYS_4.replace("3S", "5S"),
            seven("0010110"), [4, 3], 4,
            id="seven_point_the_three_is_plain",
        ),
    ],
)  # fmt: skip
def test_burns_down_to_six(
    rules: dict[str, Any],
    burns: list[str],
    plays: str,
    points: dict[str, int | None],
    won: list[int],
    bid: int,
) -> None:
    """Players over six trumps burn down to six in turn from the dealer's left (the pitcher,
    seat 0, first); trumps without an award go first; burned cards are out of play. Seat 3 holds
    no trump at all and never plays."""
    assert_result(
        record(DEAL_4, STOCK_4, [bid, P, P, P], "S", plays, burns=burns, rules=rules),
        result(
            pitcher=0, bid=bid, trump="S", points=points, game_points=[20, 1], won=won,
            made=True, hand_score=won, scores_after=won,
        ),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("rules", "burns", "to_act"),
    [
        # No burns given: seat 0, first in the burn order, must burn.
        pytest.param(TEN_AND_FIVE, None, 0, id="no_burns"),
        pytest.param(TEN_AND_FIVE, ["", "", "", ""], 0, id="empty_burns"),
        # Seat 0 has burned down to six; seat 1 is next.
        pytest.param(TEN_AND_FIVE, ["4S", "", "", ""], 1, id="pitcher_burned"),
        # Seat 1 has burned one of its two.
        pytest.param(TEN_AND_FIVE, ["4S", "9S", "", ""], 1, id="one_burn_short"),
        pytest.param(SEVEN_POINT, ["4S", "3S", "", ""], 1, id="seven_point_one_burn_short"),
    ],
)
def test_burns_cut_short_name_the_burner(
    rules: dict[str, Any], burns: list[str] | None, to_act: int
) -> None:
    """A record that stops before the burns are complete has the seat that must burn to act."""
    obj = record(DEAL_4, STOCK_4, [6, P, P, P], "S", burns=burns, rules=rules)
    assert replayed(obj) == in_progress(to_act)


@pytest.mark.parametrize(
    ("rules", "burns"),
    [
        # The 5S (the five) burned while seat 1 still holds the 9S.
        pytest.param(TEN_AND_FIVE, ["4S", "5S 9S", "", ""], id="five_before_plain"),
        # Ten-point: the 3S (the three) burned while seat 1 holds the 9S and the 5S.
        pytest.param(TEN_POINT, ["4S", "3S 9S", "", ""], id="three_before_plain"),
        # Seven-point: the TS (the ten), a joker or the off-jack while the 9S is held.
        pytest.param(SEVEN_POINT, ["4S", "TS 9S", "", ""], id="ten_before_plain"),
        pytest.param(SEVEN_POINT, ["4S", "BJ 9S", "", ""], id="joker_before_plain"),
        pytest.param(SEVEN_POINT, ["4S", "JC 9S", "", ""], id="off_jack_before_plain"),
    ],
)
def test_point_trump_burned_before_a_plain_one_refused(
    rules: dict[str, Any], burns: list[str]
) -> None:
    """A trump carrying an award of the rules' points may not be burned while a trump without
    one is held."""
    assert_refused(record(DEAL_4, STOCK_4, [6, P, P, P], "S", PLAYS_4, burns=burns, rules=rules))


@pytest.mark.parametrize(
    "burns",
    [
        # Seat 2 holds one trump.
        pytest.param(["4S", "9S 5S", "2S", ""], id="seat_not_over_six"),
        # Seat 0 burns a second trump, going below six.
        pytest.param(["4S 6S", "9S 5S", "", ""], id="burn_below_six"),
        # Seat 3 holds nothing.
        pytest.param(["4S", "9S 5S", "", "5H"], id="seat_with_no_trump"),
        # Seat 1 burns a card it does not hold (the AS is seat 0's).
        pytest.param(["4S", "9S AS", "", ""], id="card_of_another_seat"),
        # Seat 1's dealt heart is dead, not held.
        pytest.param(["4S", "9S AH", "", ""], id="dead_card"),
        # The 4D, which seat 0 took from the stock, is not a trump: it is dead.
        pytest.param(["4D", "9S 5S", "", ""], id="drawn_dead_card"),
        # Not a card.
        pytest.param(["4S", "9S XX", "", ""], id="not_a_card"),
    ],
)
def test_bad_burns_refused(burns: list[str]) -> None:
    """Only a seat over six burns, only a trump it holds, only down to six."""
    assert_refused(
        record(DEAL_4, STOCK_4, [6, P, P, P], "S", PLAYS_4, burns=burns, rules=TEN_POINT)
    )


# --- 5. the stock used up -------------------------------------------------------------------------


def test_stock_used_up_by_the_others() -> None:
    """At four the three others can need at most 18, the whole stock: here they keep no trump
    and take it all, and the pitcher plays only what it was dealt. Won 2/5: set back 3."""
    assert_result(
        record(DEAL_5A, STOCK_5A, [3, P, P, P], "S", PLAYS_5A),
        result(
            pitcher=0, bid=3, trump="S", points=seven("1100111"), game_points=[7, 14],
            won=[2, 5], made=False, hand_score=[-3, 5], scores_after=[-3, 5],
        ),
    )  # fmt: skip


def test_stock_runs_out_before_the_last_draw() -> None:
    """At five (a stock of 9) seat 3 needs three and gets the last card, seat 4 gets none. Three
    times the winner of a trick is out and the lead passes to the next seat holding a trump."""
    assert_result(
        record(DEAL_5B, STOCK_5B, [3, P, P, P, P], "S", PLAYS_5B, rules=FIVE_PLAYERS, dealer=4),
        result(
            pitcher=0, bid=3, trump="S", points=seven("0332141"), game_points=[4, 13, 3, 1, 0],
            won=[1, 2, 1, 2, 1], made=False, hand_score=[-3, 2, 1, 2, 1],
            scores_after=[-3, 2, 1, 2, 1],
        ),
    )  # fmt: skip


# --- 6. the pitcher holds no trump ----------------------------------------------------------------


def test_pitcher_without_a_trump() -> None:
    """The pitcher holds no trump after the draw: the next seat to its left that holds one leads
    the first trick, the pitcher sits out and is set back."""
    assert_result(
        record(DEAL_6, STOCK_6, [3, P, P, P], "C", PLAYS_6),
        result(
            pitcher=0, bid=3, trump="C", points=seven("1111111"), game_points=[0, 21],
            won=[0, 7], made=False, hand_score=[-3, 7], scores_after=[-3, 7],
        ),
    )  # fmt: skip


def test_pitcher_without_a_trump_next_seat_leads() -> None:
    """Before any card, seat 1 (not the pitcher) is to lead."""
    assert replayed(record(DEAL_6, STOCK_6, [3, P, P, P], "C")) == in_progress(1)


# --- 7. a set back at ten-point -------------------------------------------------------------------


def test_ten_point_set_back_by_the_three() -> None:
    """Ten-point: the three of trump, taken by the defenders, is worth 3; the pitcher wins 4 of
    its bid of 5 and is set back, the defenders score 6."""
    assert_result(
        record(DEAL_7, STOCK_7, [P, 4, 5, P], "H", PLAYS_7, rules=TEN_POINT, dealer=1),
        result(
            pitcher=0, bid=5, trump="H", points=ten("00111001"), game_points=[17, 4],
            won=[4, 6], made=False, hand_score=[-5, 6], scores_after=[-5, 6],
        ),
    )  # fmt: skip


# --- 8. the stuck dealer at ten-point -------------------------------------------------------------


def test_stuck_dealer_bids_four() -> None:
    """Ten-point: all pass to the dealer, who must bid at least 4; it bids 4 and makes it."""
    assert_result(
        record(DEAL_8, STOCK_8, [P, P, P, 4], "S", PLAYS_8, rules=TEN_POINT),
        result(
            pitcher=3, bid=4, trump="S", points=ten("10000011"), game_points=[7, 14],
            won=[5, 5], made=True, hand_score=[5, 5], scores_after=[5, 5],
        ),
    )  # fmt: skip


@pytest.mark.parametrize("dealer_bid", [P, 3, 11])
def test_stuck_dealer_may_not_pass_or_bid_below_four(dealer_bid: Bid) -> None:
    """The stuck dealer's pass, or a bid of 3 (seven-point's stuck bid) or 11, is refused."""
    assert_refused(record(DEAL_8, STOCK_8, [P, P, P, dealer_bid], rules=TEN_POINT))


def test_stuck_dealer_names_trump_next() -> None:
    """After the stuck dealer's bid, the dealer (the pitcher) is to name trump."""
    assert replayed(record(DEAL_8, STOCK_8, [P, P, P, 4], rules=TEN_POINT)) == in_progress(3)


# --- 9. six players, eight cards each -------------------------------------------------------------


def test_six_players_deal_eight() -> None:
    """Ten-point at six: eight cards each, a stock of six that runs out at the second draw;
    two teams of three."""
    assert rules_from_json(SIX_PLAYERS).to_json()["deal"] == 8
    assert_result(
        record(DEAL_9, STOCK_9, [5, P, P, P, P, P], "S", PLAYS_9, rules=SIX_PLAYERS, dealer=5),
        result(
            pitcher=0, bid=5, trump="S", points=ten("01011110"), game_points=[10, 11],
            won=[5, 5], made=True, hand_score=[5, 5], scores_after=[5, 5],
        ),
    )  # fmt: skip


def test_six_players_nine_cards_is_a_wrong_count() -> None:
    """At six the deal is eight unless given: nine cards a seat are refused."""
    extra = ["2S", "6C", "5C", "4C", "3C", "2C"]
    hands = [f"{seat} {card}" for seat, card in zip(DEAL_9, extra, strict=True)]
    assert_refused(record(hands, "", [5, P, P, P, P, P], rules=SIX_PLAYERS, dealer=5))


# --- 10. the three as Low -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("burned", "last", "points", "won"),
    [
        # The 2S burned: the 3S (s1) is Low, and the three, taken by s3: side 1 wins 1+3 by it.
        pytest.param("2S", "8S", ten("01001101"), [4, 6], id="three_is_low"),
        # The 8S burned: the 2S (s0) is Low; the three alone to side 1.
        pytest.param("8S", "2S", ten("00001101"), [5, 5], id="two_is_low"),
    ],
)
def test_three_as_low_scores_low_and_three(
    burned: str, last: str, points: dict[str, int | None], won: list[int]
) -> None:
    """Ten-point: with the 2S burned the 3S is the lowest spade in play; it scores Low (to its
    holder's side) and the three (3, to the side taking it), both side 1 here."""
    assert_result(
        record(
            DEAL_10, STOCK_10, [4, P, P, P], "S", f"{PLAYS_10} {last}",
            burns=[burned, "", "", ""], rules=TEN_POINT,
        ),
        result(
            pitcher=0, bid=4, trump="S", points=points, game_points=[21, 0], won=won,
            made=True, hand_score=won, scores_after=won,
        ),
    )  # fmt: skip


def test_burning_the_ten_refused_while_plain_trumps_are_held() -> None:
    """Seat 0 may burn the 2S or the 8S, not the TS (the ten scores in ten-point)."""
    assert_refused(
        record(
            DEAL_10, STOCK_10, [4, P, P, P], "S", f"{PLAYS_10} 8S",
            burns=["TS", "", "", ""], rules=TEN_POINT,
        )
    )  # fmt: skip


# --- unfinished records ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bids", "to_act"),
    [
        pytest.param([4, P, P, P], 0, id="trump_not_named"),
        pytest.param([4, P], 2, id="auction_not_over"),
        pytest.param([], 0, id="no_bids"),
    ],
)
def test_record_stopping_before_trump(bids: list[Bid], to_act: int) -> None:
    """Stopping before ``trump``: the pitcher is to name it (or the auction goes on)."""
    assert replayed(record(DEAL_1, STOCK_1, bids)) == in_progress(to_act)


def test_record_stopping_before_trump_keeps_scores() -> None:
    obj = record(DEAL_2, STOCK_2, [3, P, P, P], dealer=0, scores_before=[10, 15])
    assert replayed(obj) == in_progress(1, [10, 15])


# --- refused records ------------------------------------------------------------------------------

UNDEALT_1 = STOCK_1.split()


@pytest.mark.parametrize(
    "stock",
    [
        pytest.param(UNDEALT_1[:-1], id="one_missing"),
        pytest.param([*UNDEALT_1[:-1], UNDEALT_1[0]], id="duplicate"),
        pytest.param([*UNDEALT_1, UNDEALT_1[0]], id="one_twice_too_many"),
        pytest.param([*UNDEALT_1[:-1], "AH"], id="dealt_card"),
        pytest.param([*UNDEALT_1, "AH"], id="dealt_card_added"),
        pytest.param([*UNDEALT_1[:-1], "XX"], id="not_a_card"),
        pytest.param([], id="empty"),
    ],
)
def test_stock_not_exactly_the_undealt_cards_refused(stock: list[str]) -> None:
    """``stock`` must hold every card not dealt, once, and nothing else."""
    obj = record(DEAL_1, STOCK_1, [4, P, P, P], "S", PLAYS_1)
    obj["stock"] = stock
    assert_refused(obj)


def test_stock_in_another_order_is_another_draw() -> None:
    """Any order of the undealt cards is a valid stock: the record is read (it stops before
    trump), not refused."""
    obj = record(DEAL_1, STOCK_1, [4, P, P, P])
    obj["stock"] = list(reversed(UNDEALT_1))
    assert replayed(obj) == in_progress(0)


def test_stock_required_with_the_draw_back() -> None:
    obj = record(DEAL_1, STOCK_1, [4, P, P, P], "S", PLAYS_1)
    del obj["stock"]
    assert_refused(obj)


def test_six_point_record_plays() -> None:
    """The six-point record below is valid without the draw-back's fields."""
    assert replayed(six_point_record())["made"] is False


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"stock": []}, id="empty_stock"),
        pytest.param({"stock": ["AS"]}, id="stock"),
        pytest.param({"trump": "S"}, id="trump"),
        pytest.param({"burns": [[], [], [], []]}, id="burns"),
    ],
)
def test_draw_back_fields_refused_without_the_draw_back(extra: dict[str, Any]) -> None:
    """``stock``, ``trump`` and ``burns`` are refused on a table without the draw-back."""
    assert_refused(six_point_record(**extra))


def test_plays_without_trump_refused() -> None:
    assert_refused(record(DEAL_1, STOCK_1, [4, P, P, P], None, PLAYS_1))


def test_burns_without_trump_refused() -> None:
    assert_refused(record(DEAL_4, STOCK_4, [6, P, P, P], None, burns=BURNS_4, rules=TEN_POINT))


@pytest.mark.parametrize("trump", ["X", "BJ", "AS", ""])
def test_trump_not_a_suit_refused(trump: str) -> None:
    assert_refused(record(DEAL_1, STOCK_1, [4, P, P, P], trump, PLAYS_1))


def test_trump_before_the_auction_is_over_refused() -> None:
    assert_refused(record(DEAL_1, STOCK_1, [4, P], "S"))


@pytest.mark.parametrize(
    "plays",
    [
        # Trick 4 is led by seat 1 and seat 2 is out: after the TH comes seat 3, not seat 2's
        # 2H (played in trick 2) ...
        pytest.param("3H KH 4H 6H 2H 9H 7H 5H JH JD AH TH 2H", id="card_of_out_seat_played"),
        # ... nor a card seat 2 threw away (the AC).
        pytest.param("3H KH 4H 6H 2H 9H 7H 5H JH JD AH TH AC", id="dead_card_of_out_seat"),
        # A card seat 3 itself threw away (the 6C) is dead.
        pytest.param("3H KH 4H 6H 2H 9H 7H 5H JH JD AH TH 6C", id="own_dead_card"),
        # The pitcher may not lead the 4D it took from the stock: it is dead.
        pytest.param("4D", id="dead_card_from_the_stock"),
        # One card after the hand is over.
        pytest.param(f"{PLAYS_2} 2D", id="card_after_the_end"),
    ],
)
def test_dead_and_out_cards_refused(plays: str) -> None:
    """Once out, a seat plays no more; dead cards are never played."""
    assert_refused(record(DEAL_2, STOCK_2, [3, P, P, P], "H", plays, dealer=0))


def test_refused_message_is_one_line() -> None:
    """One case spelled out: the message names the hand, on one line."""
    with pytest.raises(RecordError) as info:
        replay_record(record(DEAL_1, STOCK_1, [4, P, P, P], None, PLAYS_1))
    assert str(info.value).startswith("hand 1")
    assert "\n" not in str(info.value)
