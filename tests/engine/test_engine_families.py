"""Scripted hands for the point families of RULES.md ("More trumps" and "Points").

Every hand here was dealt and played by hand and its result worked out from RULES.md; the
comments on each deal list the tricks (leader, cards in the order played, winner, card points)
so the arithmetic can be checked by eye. Each case is a ``pitch-hand/1`` record replayed with
``records.replay_record`` and the whole ``pitch-result/1`` object is compared, the ``points``
keys in the order of the rules' ``points`` list.

Unless a case says otherwise: 4 players in two teams (seats 0+2 are side 0, 1+3 side 1), dealer 3
(so seat 0 speaks first), seat 0 bids and every other seat passes, seat 0 pitches. Card points
for Game: T 10, A 4, K 3, Q 2, J 1 (the off-jack too), jokers 0.
"""

from __future__ import annotations

from typing import Any

import pytest

from pitch_desktop.engine.records import RecordError, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, RulesError, rules_from_json

P = "pass"
Bid = int | str

FIVE_POINT: dict[str, Any] = {"preset": "five-point"}
SIX_POINT: dict[str, Any] = {"preset": "six-point"}
# Nine-point as it was dealt before it dealt nine: six cards, said outright.
NINE_POINT: dict[str, Any] = {"preset": "nine-point", "deal": 6}
# Six-point with both jokers: seven awards (7 points), so max_bid 6 still fits.
TWO_JOKERS: dict[str, Any] = {
    "preset": "six-point",
    "jokers": 2,
    "points": ["high", "low", "jack", "off_jack", "big_joker", "little_joker", "game"],
}
# Nine-point with the three of trump: 1+1+1+3+5+1 = 12 points, so max_bid 9 fits.
WITH_THREE: dict[str, Any] = {
    "preset": "nine-point",
    "deal": 6,
    "points": ["high", "low", "jack", "three", "five", "game"],
}


def record(
    hands: list[str],
    plays: str,
    rules: dict[str, Any],
    bids: list[Bid],
    dealer: int = 3,
    scores_before: list[int] | None = None,
) -> dict[str, Any]:
    """The ``pitch-hand/1`` record of a scripted hand; hands and plays as spaced card strings."""
    obj: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": dict(rules),
        "dealer": dealer,
        "hands": [seat.split() for seat in hands],
        "bids": list(bids),
        "plays": plays.split(),
    }
    if scores_before is not None:
        obj["scores_before"] = list(scores_before)
    return obj


def result(
    *,
    points: dict[str, int | None],
    game_points: list[int],
    won: list[int],
    made: bool,
    hand_score: list[int],
    scores_after: list[int],
    bid: Bid = 2,
    trump: str = "S",
    pitcher: int = 0,
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


# --- the deals ---------------------------------------------------------------------------------

# Deal 1A, five-point: spades trump, the JC is the off-jack. Seat 1 holds the JC and no club.
#   1 s0: AS 3S 2S 7S -> s0 (4)    seat 1 keeps the JC and follows the trump lead with the 3S
#   2 s0: AC 9H QC 9C -> s0 (6)    seat 1 has no club (the JC is a trump): the 9H is legal
#   3 s0: KD JC 4D 3D -> s1 (4)    seat 1 trumps the diamond lead with the JC, holding the 2D
#   4 s1: KH 3H 7H 4H -> s1 (3)
#   5 s1: 5H 6H AD 6D -> s2 (4)    seats 3 and 0 are out of hearts
#   6 s2: TD TC 8C 2D -> s2 (20)
# Card points 34/7 (4+6+4+20 / 4+3). High AS s0; Low 2S (held by s2) taken by s0; no JS dealt;
# off-jack JC taken by s1; Game side 0.
DEAL_1A = ["AS AC KD 4H 6D 8C", "3S JC 9H KH 2D 5H", "2S QC 3H TD 4D 6H", "7S TC 7H AD 3D 9C"]
PLAYS_1A = "AS 3S 2S 7S AC 9H QC 9C KD JC 4D 3D KH 3H 7H 4H 5H 6H AD 6D TD TC 8C 2D"

# Deal 1B, five-point: spades trump. Seat 1 holds the JC and the 4C and plays the JC on the AC.
#   1 s0: AS 5S 4S 6S -> s0 (4)    seat 1 follows with the 5S, keeping the JC
#   2 s0: AC JC KC 9C -> s1 (8)    the JC is a trump: it beats the ace of the led clubs
#   3 s1: KH TH AH 3H -> s3 (17)
#   4 s3: TD 2D 8D 6D -> s3 (10)
#   5 s3: 2H QD 9H 5C -> s1 (2)    seats 0 and 2 are out of hearts
#   6 s1: 4C 3D 7D 7C -> s0 (0)    clubs are plain now; seats 2 and 3 are out of them
# Card points 4/37 (4 / 8+17+10+2). High AS s0; Low 4S (held by s2) taken by s0; no JS; off-jack
# taken by s1; Game side 1.
DEAL_1B = ["AS AC 3H QD 7C 2D", "5S JC 4C KH 8D 9H", "4S KC TH 6D 5C 3D", "6S 9C 2H TD AH 7D"]
PLAYS_1B = "AS 5S 4S 6S AC JC KC 9C KH TH AH 3H TD 2D 8D 6D 2H QD 9H 5C 4C 3D 7D 7C"

# Deal 1C: deal 1A with seat 1's 3S and seat 2's QC swapped, so the JC is seat 1's only trump
# (and seat 1 holds no spade): on the AS lead seat 1 must play the JC.
DEAL_1C = ["AS AC KD 4H 6D 8C", "QC JC 9H KH 2D 5H", "2S 3S 3H TD 4D 6H", "7S TC 7H AD 3D 9C"]

# Deal 2, five-point: seat 0 pitches the JC, so clubs are trump and the JS is the off-jack.
#   1 s0: JC 2C 6C 5C -> s0 (1)    seat 1 (2C and JS both trumps) follows with the 2C
#   2 s0: AS JS 3S 4S -> s1 (5)    spades are plain: the JS trumps the AS
#   3 s1: TD QD AD 4D -> s3 (16)
#   4 s3: 8C 3C 5D 7D -> s3 (0)    trump led: seat 0 follows with its last trump, 1 and 2 have none
#   5 s3: TH 9H 8H 2H -> s3 (10)
#   6 s3: 6H KH 7S KS -> s0 (6)    seats 1 and 2 are out of hearts
# Card points 7/31 (1+6 / 5+16+10). No AC KC QC dealt: High is the JC, s0. Low 2C (held by s1)
# taken by s0; Jack JC taken by s0; off-jack JS taken by s1; Game side 1.
DEAL_2 = ["JC AS 3C KH 4D 9H", "2C JS 7S 8H 5D TD", "6C 3S KS 2H 7D QD", "5C 4S TH AD 8C 6H"]
PLAYS_2 = "JC 2C 6C 5C AS JS 3S 4S TD QD AD 4D 8C 3C 5D 7D TH 9H 8H 2H 6H KH 7S KS"

# Deal 4A, six-point (one joker, BJ): spades trump; TS, JC and BJ fall in one trick.
#   1 s0: TS JC BJ 3S -> s1 (11)   the off-jack beats the big joker, which beats the ten
#   2 s1: 7S 2S 5H 2D -> s1 (0)    seats 3 and 0 are out of trumps
#   3 s1: AH 4H 9H 8H -> s1 (4)
#   4 s1: 3D 8D AD QD -> s3 (6)
#   5 s3: KH 6H 5C 7C -> s3 (3)    seats 1 and 2 are out of hearts
#   6 s3: 6D KC 9C TC -> s3 (13)   seats 0, 1 and 2 are out of diamonds
# Card points 0/37 (the JC's 1 among them; the BJ 0). No A K Q J of spades: High is the JC, s1.
# Low 2S taken by s1; no JS; off-jack and big joker taken by s1; Game side 1.
DEAL_4A = ["TS 8H KC 2D 6H QD", "JC 7S AH 3D 5C 9C", "BJ 2S 4H 8D TC 7C", "3S 5H 9H AD KH 6D"]
PLAYS_4A = "TS JC BJ 3S 7S 2S 5H 2D AH 4H 9H 8H 3D 8D AD QD KH 6H 5C 7C 6D KC 9C TC"

# Deal 4B, six-point: spades trump; the BJ beats the TS, and Game turns on the off-jack's 1 point.
#   1 s0: 4S TS BJ 5S -> s2 (10)   the big joker beats the ten (seat 3 keeps the JC)
#   2 s2: 5H JC 2H 3H -> s3 (1)    seat 3 trumps the heart lead with the JC, holding the 7H
#   3 s3: AD 6D 9D 3D -> s3 (4)
#   4 s3: KD 8D 2C 6C -> s3 (3)    seats 1 and 2 are out of diamonds
#   5 s3: 7H 9H KH 6H -> s1 (3)
#   6 s1: 4C 9C 8C 7C -> s2 (0)
# Card points 10/11 (10 / 1+4+3+3): without the JC's point the sides would tie. Trumps in play:
# JC, BJ, TS, 5S, 4S, so High is the JC, held by s3. Low 4S taken by s2; no JS; off-jack taken
# by s3; big joker taken by s2; Game side 1.
DEAL_4B = ["4S 9H 2H 6D 7C 8D", "TS KH 3H 9D 2C 4C", "BJ 6H 5H 3D 6C 9C", "5S JC 7H AD 8C KD"]
PLAYS_4B = "4S TS BJ 5S 5H JC 2H 3H AD 6D 9D 3D KD 8D 2C 6C 7H 9H KH 6H 4C 9C 8C 7C"

# Deal 5, six-point with both jokers: spades trump; no A K Q J of spades and no JC dealt, so the
# jokers are the highest trumps in play. Seat 1 (side 1) holds the LJ, seat 2 (side 0) the BJ.
#   1 s0: 4S 2S 3S 2H -> s0 (0)    seats 1 and 2 keep their jokers; seat 3 has no trump
#   2 s0: AH 3H 6H 9H -> s0 (4)
#   3 s0: KH 4H 7H TH -> s0 (13)
#   4 s0: QH 5H 2D 5C -> s0 (2)    seats 2 and 3 are out of hearts
#   5 s0: AC 9C 3C KC -> s0 (7)
#   6 s0: 8D LJ BJ TD -> first_played: s1 (the LJ, played first); marked: s2 (the BJ) (10)
# Card points: first_played 26/10, marked 36/0. High is the BJ, held by s2, either way. Low 2S
# (held by s1) taken by s0; no JS, no JC; both jokers to the taker of trick 6; Game side 0.
DEAL_5 = ["4S AH KH QH AC 8D", "2S LJ 3H 4H 5H 9C", "3S BJ 6H 7H 3C 2D", "2H 9H TH KC 5C TD"]
PLAYS_5 = "4S 2S 3S 2H AH 3H 6H 9H KH 4H 7H TH QH 5H 2D 5C AC 9C 3C KC 8D LJ BJ TD"

# Deal 6, six-point: spades trump; the only spades in play are the AS and the QS, with the JC
# and the BJ, so by trump order the lowest trump would be the BJ (then the JC).
#   1 s0: AS BJ 2C JC -> s0 (5)    seat 1's only trump is the BJ; seat 3 plays the JC, keeps QS
#   2 s0: 2H 7H KH QS -> s3 (5)    seat 3 trumps the heart lead with the QS, holding the 9H
#   3 s3: AD 4D 9D 3D -> s3 (4)
#   4 s3: 9H 7D 8H TH -> s2 (10)   seat 0 is out of hearts
#   5 s2: 8C 4C 6C TC -> s1 (10)
#   6 s1: 2D 5D 3C 5C -> s2 (0)    seats 3 and 0 are out of diamonds
# Card points 15/19 (5+10 / 5+4+10). High AS s0. Low is the lowest *spade*, the QS, taken by s3
# (the BJ and the JC, both taken by s0, are not Low). No JS; off-jack and big joker side 0;
# Game side 1.
DEAL_6 = ["AS 2H 4D 5C 6C 7D", "BJ 7H 8H 9D TC 2D", "KH 3D TH 8C 2C 5D", "QS JC 9H AD 4C 3C"]
PLAYS_6 = "AS BJ 2C JC 2H 7H KH QS AD 4D 9D 3D 9H 7D 8H TH 8C 4C 6C TC 2D 5D 3C 5C"

# Deal 7, nine-point family (no off-jack): spades trump; no 2S dealt, so the 3S (held by s1) is Low.
#   1 s0: AS 3S 5S 8S -> s0 (4)    the 3S and the 5S fall to seat 0
#   2 s0: JS 7C 2D 3D -> s0 (1)    nobody else has a trump
#   3 s0: KD 8D 5D 4H -> s0 (3)    seat 3 is out of diamonds
#   4 s0: 2H 9H AH KH -> s2 (7)
#   5 s2: 9C AC 4C QD -> s3 (6)    seat 1 is out of clubs
#   6 s3: TC 6D TH 3H -> s3 (20)
# Card points 15/26 (4+1+3+7 / 6+20). High AS s0; Low 3S held by s1, taken by s0; Jack JS s0;
# three 3S taken by s0; five 5S taken by s0; Game side 1.
DEAL_7 = ["AS JS KD 2H 4C 6D", "3S 9H TH 7C 8D QD", "5S AH 3H 9C 2D 5D", "8S KH TC AC 3D 4H"]
PLAYS_7 = "AS 3S 5S 8S JS 7C 2D 3D KD 8D 5D 4H 2H 9H AH KH 9C AC 4C QD TC 6D TH 3H"

# Deal 8: deal 7 with seat 2's 5S changed for the 6S, so the five of trump is not dealt; the
# tricks and card points are those of deal 7.
DEAL_8 = [DEAL_7[0], DEAL_7[1], DEAL_7[2].replace("5S", "6S"), DEAL_7[3]]
PLAYS_8 = PLAYS_7.replace("5S", "6S")

# Deal 9, nine-point: spades trump; seat 1's AS takes seat 2's 5S in the first trick.
#   1 s0: KS AS 5S 2S -> s1 (7)    the five of trump to side 1
#   2 s1: 4H 6H 9H QH -> s0 (2)
#   3 s0: JS 2D 3C 3D -> s0 (1)    nobody else has a trump
#   4 s0: TD 8H 4D 7D -> s0 (10)   seat 1 is out of diamonds
#   5 s0: AC 6C KD 5C -> s0 (7)    seat 2 is out of clubs
#   6 s0: 9D 7C TH 8C -> s0 (10)
# Card points 30/7 (2+1+10+7+10 / 7). High AS s1; Low 2S held by s3 (side 1); Jack JS s0;
# five 5S taken by s1; Game side 0. Side 0 wins 2, side 1 wins 1+1+5 = 7.
DEAL_9 = ["KS JS TD AC QH 9D", "AS 4H 6C 8H 2D 7C", "5S TH KD 3C 6H 4D", "2S 9H 5C 7D 3D 8C"]
PLAYS_9 = "KS AS 5S 2S 4H 6H 9H QH JS 2D 3C 3D TD 8H 4D 7D AC 6C KD 5C 9D 7C TH 8C"

# Deal 10, nine-point played cutthroat (teams 0): spades trump.
#   1 s0: AS 7S 5D 2S -> s0 (4)    seat 1 keeps the 5S; seat 2 has no trump
#   2 s0: 8H 5S 2H 4H -> s1 (0)    seat 1 trumps the heart lead with the 5S, holding the 3H
#   3 s1: 6D AD 9D 2D -> s2 (4)
#   4 s2: TD 3D 4D 3H -> s2 (10)   seat 1 is out of diamonds
#   5 s2: TC 7C 9C 4C -> s2 (10)
#   6 s2: KC 5C 6C 8C -> s2 (3)
# Card points per seat 4/0/27/0. High AS s0; Low 2S held by s3; no JS; five 5S taken by s1;
# Game s2. Won 1/5/1/1; seat 0 bid 3 and is set back.
DEAL_10 = ["AS 8H 9C 2D 4D 6C", "7S 5S 3H 4C 6D 8C", "2H TD TC AD KC 5D", "2S 4H 9D 3D 7C 5C"]
PLAYS_10 = "AS 7S 5D 2S 8H 5S 2H 4H 6D AD 9D 2D TD 3D 4D 3H TC 7C 9C 4C KC 5C 6C 8C"

# Deal 11, five-point: seat 0 holds six trumps (the JC among them) and leads them all; the others
# hold no trump and discard. Seat 0 takes every trick: 11 in trumps (A4 K3 Q2 J1, JC 1) and
# A K Q T of each other suit (19 each): 68 card points. High, Low (2S), Jack, off-jack, Game.
#   1 AS 8H 8D 8C (4)  2 KS 9H 9D 9C (3)  3 QS TH TD TC (32)  4 JS QH QD QC (7)
#   5 JC KH KD KC (10; the JC is trump, so the KC does not win)  6 2S AH AD AC (12)
DEAL_11 = ["AS KS QS JS JC 2S", "AH KH QH TH 9H 8H", "AD KD QD TD 9D 8D", "AC KC QC TC 9C 8C"]
PLAYS_11 = "AS 8H 8D 8C KS 9H 9D 9C QS TH TD TC JS QH QD QC JC KH KD KC 2S AH AD AC"
# The same with the TS for the JC: the off-jack is not dealt; seat 0 still takes every trick and
# 68 - 1 + 10 = 77 card points (trick 5: TS KH KD KC, 19).
DEAL_11_NO_OFF_JACK = [DEAL_11[0].replace("JC", "TS"), *DEAL_11[1:]]
PLAYS_11_NO_OFF_JACK = PLAYS_11.replace("JC", "TS")

# Deal 13: seat 0's first card is the only trump in play (the deal D of the four-point tests).
#   1 s0: xS 2D 2C 7H -> s0   2 s0: 2H 3D 3C 8H -> s3   3 s3: 9H 3H 4D 4C -> s3
#   4 s3: TH 4H 5D 5C -> s3 (10)   5 s3: JH 5H 6D 6C -> s3 (1)   6 s3: QH 6H AD AC -> s3 (10)
# Card points 0/21 (1/21 when the lone trump is the JS). No JC dealt: no off-jack in five-point.
DEAL_13 = ["7S 2H 3H 4H 5H 6H", "AD 2D 3D 4D 5D 6D", "AC 2C 3C 4C 5C 6C", "7H 8H 9H TH JH QH"]
PLAYS_13 = "7S 2D 2C 7H 2H 3D 3C 8H 9H 3H 4D 4C TH 4H 5D 5C JH 5H 6D 6C QH 6H AD AC"


def lone(trump_card: str) -> tuple[list[str], str]:
    """Deal 13 with the given spade as the lone trump."""
    return [DEAL_13[0].replace("7S", trump_card), *DEAL_13[1:]], PLAYS_13.replace("7S", trump_card)


# Deal A of the four-point tests (test_engine_scripted.py), seat 0 pitching spades.
#   1 s0: AS 2S JS 4S -> s0 (5)   2 s0: KH AH 3H 5H -> s1 (7)   3 s1: TD QD 2D KD -> s0 (15)
#   4 s0: 7C TC 3C 9C -> s1 (10)  5 s1: 8H 9H QH 2H -> s3 (2)   6 s3: 5C 6C 4C 8C -> s2 (0)
# Card points per seat 20/17/0/2.
DEAL_A = ["AS KH KD 7C 2H 6C", "2S AH TD TC 8H 4C", "JS 3H QD 3C 9H 8C", "4S 5H 2D 9C QH 5C"]
PLAYS_A = "AS 2S JS 4S KH AH 3H 5H TD QD 2D KD 7C TC 3C 9C 8H 9H QH 2H 5C 6C 4C 8C"


# --- 1. the off-jack follows trump, not its printed suit ---------------------------------------


def test_off_jack_is_not_a_card_of_the_led_clubs() -> None:
    """Off-jack: a player holding the JC and no other club is void in clubs (the JC is a trump),
    so it may discard on a club lead; and the JC trumps a plain lead like any trump."""
    assert_result(
        record(DEAL_1A, PLAYS_1A, FIVE_POINT, [2, P, P, P]),
        result(
            points={"high": 0, "low": 0, "jack": None, "off_jack": 1, "game": 0},
            game_points=[34, 7], won=[3, 1], made=True, hand_score=[3, 1], scores_after=[3, 1],
        ),
    )  # fmt: skip


def test_off_jack_played_on_a_club_lead_is_a_trump() -> None:
    """Off-jack: played on a club lead by a player who also holds a club, the JC is a trump and
    wins the trick over the AC."""
    assert_result(
        record(DEAL_1B, PLAYS_1B, FIVE_POINT, [2, P, P, P]),
        result(
            points={"high": 0, "low": 0, "jack": None, "off_jack": 1, "game": 1},
            game_points=[4, 37], won=[2, 2], made=True, hand_score=[2, 2], scores_after=[2, 2],
        ),
    )  # fmt: skip


def test_off_jack_must_follow_a_trump_lead() -> None:
    """Off-jack: on a spade (trump) lead, a player whose only trump is the JC must play it; a
    heart is refused, and the refusal names the card."""
    with pytest.raises(RecordError, match=r"\b9H\b"):
        replay_record(record(DEAL_1C, "AS 9H", FIVE_POINT, [2, P, P, P]))
    # Following with the JC is legal; seat 2 is next.
    assert replayed(record(DEAL_1C, "AS JC", FIVE_POINT, [2, P, P, P])) == in_progress(2)


# --- 2. the off-jack is a plain jack before the pitch ------------------------------------------


def test_pitched_jack_names_its_own_suit() -> None:
    """Before the pitch the JC is a plain jack: pitched, it names clubs trump (it is then the
    jack of trump, scoring Jack) and the JS becomes the off-jack, a trump that beats the AS."""
    assert_result(
        record(DEAL_2, PLAYS_2, FIVE_POINT, [2, P, P, P]),
        result(
            trump="C",
            points={"high": 0, "low": 0, "jack": 0, "off_jack": 1, "game": 1},
            game_points=[7, 31], won=[3, 2], made=True, hand_score=[3, 2], scores_after=[3, 2],
        ),
    )  # fmt: skip


# --- 3. a joker cannot be pitched --------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "rules", "dealer", "joker", "other", "next_seat"),
    [
        # Dealer 1: seat 2 speaks first and pitches; it holds BJ 2S 4H 8D TC 7C.
        pytest.param(DEAL_4A, SIX_POINT, 1, "BJ", "2S", 3, id="big_joker"),
        # Dealer 0: seat 1 speaks first and pitches; it holds 2S LJ 3H 4H 5H 9C.
        pytest.param(DEAL_5, TWO_JOKERS, 0, "LJ", "2S", 2, id="little_joker"),
    ],
)
def test_a_joker_may_not_be_pitched(
    hands: list[str],
    rules: dict[str, Any],
    dealer: int,
    joker: str,
    other: str,
    next_seat: int,
) -> None:
    """The pitch names trump, so it may not be a joker (which has no suit before trump)."""
    with pytest.raises(RecordError, match=joker):
        replay_record(record(hands, joker, rules, [2, P, P, P], dealer=dealer))
    # The same seat pitching a spade is fine.
    assert replayed(record(hands, other, rules, [2, P, P, P], dealer=dealer)) == in_progress(
        next_seat
    )


# --- 4. jokers rank below the off-jack and above the ten ---------------------------------------


def test_off_jack_beats_big_joker_beats_ten() -> None:
    """Trump order J, off-jack, BJ, T: a trick of TS, JC, BJ is won by the JC; High is the JC
    when no A K Q J of trump is dealt."""
    assert_result(
        record(DEAL_4A, PLAYS_4A, SIX_POINT, [2, P, P, P]),
        result(
            points={
                "high": 1, "low": 1, "jack": None, "off_jack": 1, "big_joker": 1, "game": 1,
            },
            game_points=[0, 37], won=[0, 5], made=False, hand_score=[-2, 5],
            scores_after=[-2, 5],
        ),
    )  # fmt: skip


def test_big_joker_beats_ten() -> None:
    """The big joker ranks above the ten of trump: a trick of 4S, TS, BJ, 5S is won by the BJ."""
    assert_result(
        record(DEAL_4B, PLAYS_4B, SIX_POINT, [2, P, P, P]),
        result(
            points={
                "high": 1, "low": 0, "jack": None, "off_jack": 1, "big_joker": 0, "game": 1,
            },
            game_points=[10, 11], won=[2, 3], made=True, hand_score=[2, 3], scores_after=[2, 3],
        ),
    )  # fmt: skip


# --- 5. jokers_rank ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("jokers_rank", "expected"),
    [
        pytest.param(
            "first_played",
            result(
                points={
                    "high": 0, "low": 0, "jack": None, "off_jack": None,
                    "big_joker": 1, "little_joker": 1, "game": 0,
                },
                game_points=[26, 10], won=[3, 2], made=True, hand_score=[3, 2],
                scores_after=[3, 2],
            ),
            id="first_played",
        ),
        pytest.param(
            "marked",
            result(
                points={
                    "high": 0, "low": 0, "jack": None, "off_jack": None,
                    "big_joker": 0, "little_joker": 0, "game": 0,
                },
                game_points=[36, 0], won=[5, 0], made=True, hand_score=[5, 0],
                scores_after=[5, 0],
            ),
            id="marked",
        ),
    ],
)  # fmt: skip
def test_jokers_rank(jokers_rank: str, expected: dict[str, Any]) -> None:
    """jokers_rank: with first_played the LJ, played before the BJ, wins the trick (and both
    jokers); with marked the BJ wins it. High goes to the BJ's holder either way."""
    rules = {**TWO_JOKERS, "jokers_rank": jokers_rank}
    assert_result(record(DEAL_5, PLAYS_5, rules, [2, P, P, P]), expected)


# --- 6. Low is a card of the trump suit --------------------------------------------------------


def test_low_is_never_a_joker_or_the_off_jack() -> None:
    """Low is the lowest card of the trump suit in play (the QS), not the lowest trump by rank
    (the BJ, or the JC if jokers did not count)."""
    assert_result(
        record(DEAL_6, PLAYS_6, SIX_POINT, [2, P, P, P]),
        result(
            points={
                "high": 0, "low": 1, "jack": None, "off_jack": 0, "big_joker": 0, "game": 1,
            },
            game_points=[15, 19], won=[3, 2], made=True, hand_score=[3, 2], scores_after=[3, 2],
        ),
    )  # fmt: skip


# --- 7. the three of trump as Low --------------------------------------------------------------


@pytest.mark.parametrize(
    ("low_goes_to", "expected"),
    [
        # Low to the holder of the 3S (side 1); three to its taker (side 0): 1+1+3+5 / 1+1.
        pytest.param(
            "holder",
            result(
                bid=5,
                points={"high": 0, "low": 1, "jack": 0, "three": 0, "five": 0, "game": 1},
                game_points=[15, 26], won=[10, 2], made=True, hand_score=[10, 2],
                scores_after=[10, 2],
            ),
            id="holder",
        ),
        # Low and three both to the taker of the 3S: 1+1+1+3+5 / 1.
        pytest.param(
            "taker",
            result(
                bid=5,
                points={"high": 0, "low": 0, "jack": 0, "three": 0, "five": 0, "game": 1},
                game_points=[15, 26], won=[11, 1], made=True, hand_score=[11, 1],
                scores_after=[11, 1],
            ),
            id="taker",
        ),
    ],
)  # fmt: skip
def test_three_of_trump_as_low_scores_low_and_three(
    low_goes_to: str, expected: dict[str, Any]
) -> None:
    """A card that is both Low and an award scores both: the 3S is Low (1) and three (3)."""
    rules = {**WITH_THREE, "low_goes_to": low_goes_to}
    assert_result(record(DEAL_7, PLAYS_7, rules, [5, P, P, P]), expected)


# --- 8. a card award not in play ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "plays", "rules", "bids", "expected"),
    [
        # Deal 8, nine-point: no 5S dealt. Side 0 wins High and Jack (2) and is set back at 3;
        # side 1 wins Low (3S, holder) and Game.
        pytest.param(
            DEAL_8, PLAYS_8, NINE_POINT, [3, P, P, P],
            result(
                bid=3,
                points={"high": 0, "low": 1, "jack": 0, "five": None, "game": 1},
                game_points=[15, 26], won=[2, 2], made=False, hand_score=[-3, 2],
                scores_after=[-3, 2],
            ),
            id="five_not_dealt",
        ),
        # Deal 11 without the JC, five-point, a bid of 4: all four other points to side 0.
        pytest.param(
            DEAL_11_NO_OFF_JACK, PLAYS_11_NO_OFF_JACK, FIVE_POINT, [4, P, P, P],
            result(
                bid=4,
                points={"high": 0, "low": 0, "jack": 0, "off_jack": None, "game": 0},
                game_points=[77, 0], won=[4, 0], made=True, hand_score=[4, 0],
                scores_after=[4, 0],
            ),
            id="off_jack_not_dealt",
        ),
        # Deal 5 (first_played): neither the JS nor the JC is dealt.
        pytest.param(
            DEAL_5, PLAYS_5, {**TWO_JOKERS, "jokers_rank": "first_played"}, [2, P, P, P],
            result(
                points={
                    "high": 0, "low": 0, "jack": None, "off_jack": None,
                    "big_joker": 1, "little_joker": 1, "game": 0,
                },
                game_points=[26, 10], won=[3, 2], made=True, hand_score=[3, 2],
                scores_after=[3, 2],
            ),
            id="jack_and_off_jack_not_dealt",
        ),
    ],
)  # fmt: skip
def test_card_award_not_in_play_scores_nobody(
    hands: list[str],
    plays: str,
    rules: dict[str, Any],
    bids: list[Bid],
    expected: dict[str, Any],
) -> None:
    """A card award whose card is not dealt is won by nobody (null) and adds to no side."""
    assert_result(record(hands, plays, rules, bids), expected)


# --- 9. the five of trump is worth 5 -----------------------------------------------------------


def test_five_of_trump_worth_5_and_set_back_at_7() -> None:
    """Nine-point: the side taking the 5S wins 5 points for it; the pitcher, bidding 7 and
    winning 2, is set back 7."""
    assert_result(
        record(DEAL_9, PLAYS_9, NINE_POINT, [7, P, P, P]),
        result(
            bid=7,
            points={"high": 1, "low": 1, "jack": 0, "five": 1, "game": 0},
            game_points=[30, 7], won=[2, 7], made=False, hand_score=[-7, 7],
            scores_after=[-7, 7],
        ),
    )  # fmt: skip


# --- 10. count_order in the order of the awards ------------------------------------------------

COUNT_ORDER_CUTTHROAT: dict[str, Any] = {**NINE_POINT, "teams": 0, "win_rule": "count_order"}
DEAL_10_POINTS: dict[str, int | None] = {"high": 0, "low": 3, "jack": None, "five": 1, "game": 2}


@pytest.mark.parametrize(
    ("rules", "scores_before", "scores_after", "winner"),
    [
        # Pitcher -3 (17); High is the pitcher's; Low +1 to s3 (30); five +5 to s1 (31: wins)
        # before Game +1 to s2 (31).
        pytest.param(COUNT_ORDER_CUTTHROAT, [20, 26, 30, 29], [17, 31, 31, 30], 1,
                     id="five_before_game"),
        # Low to s3 reaches 31 first, before the five and Game.
        pytest.param(COUNT_ORDER_CUTTHROAT, [20, 26, 30, 30], [17, 31, 31, 31], 3,
                     id="low_before_five"),
        # The five brings s1 only to 30; Game brings s2 to 31.
        pytest.param(COUNT_ORDER_CUTTHROAT, [20, 25, 30, 29], [17, 30, 31, 30], 2,
                     id="game_last"),
        # Under bidder_out the defenders reaching the target do not win.
        pytest.param({**NINE_POINT, "teams": 0}, [20, 26, 30, 29], [17, 31, 31, 30], None,
                     id="bidder_out_contrast"),
    ],
)  # fmt: skip
def test_count_order_counts_awards_in_points_order(
    rules: dict[str, Any],
    scores_before: list[int],
    scores_after: list[int],
    winner: int | None,
) -> None:
    """count_order: the pitcher is counted first, then the awards in the order of points (high,
    low, jack, five, game), each adding its worth (5 for the five); the first side to reach the
    target (31) wins."""
    assert_result(
        record(DEAL_10, PLAYS_10, rules, [3, P, P, P], scores_before=scores_before),
        result(
            bid=3, points=DEAL_10_POINTS, game_points=[4, 0, 27, 0], won=[1, 5, 1, 1],
            made=False, hand_score=[-3, 5, 1, 1], scores_after=scores_after, winner=winner,
        ),
    )  # fmt: skip


def test_count_order_counts_the_pitcher_before_the_awards() -> None:
    """count_order: the pitcher's 10 (Jack, three and five among them) take side 0 from 21 to 31
    and win, though side 1's Low, earlier in the points order, also reaches 31."""
    rules = {**WITH_THREE, "win_rule": "count_order"}
    assert_result(
        record(DEAL_7, PLAYS_7, rules, [5, P, P, P], scores_before=[21, 30]),
        result(
            bid=5,
            points={"high": 0, "low": 1, "jack": 0, "three": 0, "five": 0, "game": 1},
            game_points=[15, 26], won=[10, 2], made=True, hand_score=[10, 2],
            scores_after=[31, 32], winner=0,
        ),
    )  # fmt: skip


# --- 11. smudge in five-point ------------------------------------------------------------------

FIVE_POINT_SMUDGE: dict[str, Any] = {"preset": "five-point", "smudge": True}
ALL_FIVE_TO_SIDE_0: dict[str, int | None] = {
    "high": 0, "low": 0, "jack": 0, "off_jack": 0, "game": 0,
}  # fmt: skip


@pytest.mark.parametrize(
    ("hands", "plays", "bid", "expected"),
    [
        # All five points and all six tricks: smudge_value 5.
        pytest.param(
            DEAL_11, PLAYS_11, "smudge",
            result(
                bid="smudge", points=ALL_FIVE_TO_SIDE_0, game_points=[68, 0], won=[5, 0],
                made=True, hand_score=[5, 0], scores_after=[5, 0],
            ),
            id="made",
        ),
        # The same hand bid 5: a plain bid scores its 5 points, nothing more.
        pytest.param(
            DEAL_11, PLAYS_11, 5,
            result(
                bid=5, points=ALL_FIVE_TO_SIDE_0, game_points=[68, 0], won=[5, 0],
                made=True, hand_score=[5, 0], scores_after=[5, 0],
            ),
            id="bid_5_all_tricks",
        ),
        # Every trick, but the off-jack is not dealt: the smudge cannot be made, set back 5.
        pytest.param(
            DEAL_11_NO_OFF_JACK, PLAYS_11_NO_OFF_JACK, "smudge",
            result(
                bid="smudge",
                points={"high": 0, "low": 0, "jack": 0, "off_jack": None, "game": 0},
                game_points=[77, 0], won=[4, 0], made=False, hand_score=[-5, 0],
                scores_after=[-5, 0],
            ),
            id="off_jack_not_dealt",
        ),
    ],
)  # fmt: skip
def test_smudge_in_five_point(
    hands: list[str], plays: str, bid: Bid, expected: dict[str, Any]
) -> None:
    """Smudge with the five points: made only with every point of points (the off-jack too)
    and every trick; it scores smudge_value (5), failed it costs 5."""
    assert_result(record(hands, plays, FIVE_POINT_SMUDGE, [bid, P, P, P]), expected)


# --- 12. Game counts the off-jack as a jack, jokers as nothing ---------------------------------


@pytest.mark.parametrize(
    ("hands", "plays", "game_points", "game"),
    [
        # Deal 4A: side 1 takes TS 10, JC 1, AH 4, QD 2, AD 4, KH 3, KC 3, TC 10 = 37 (and BJ 0).
        pytest.param(DEAL_4A, PLAYS_4A, [0, 37], 1, id="deal_4a"),
        # Deal 4B: side 0 takes TS 10 (and the BJ, 0); side 1 JC 1, AD 4, KD 3, KH 3 = 11. The
        # JC's point alone decides Game.
        pytest.param(DEAL_4B, PLAYS_4B, [10, 11], 1, id="deal_4b_off_jack_decides"),
        # Deal 6: side 0 takes AS 4, JC 1 (and the BJ, 0), TH 10 = 15; side 1 KH 3, QS 2, AD 4,
        # TC 10 = 19.
        pytest.param(DEAL_6, PLAYS_6, [15, 19], 1, id="deal_6"),
    ],
)
def test_game_counts_off_jack_as_a_jack_and_jokers_as_0(
    hands: list[str], plays: str, game_points: list[int], game: int
) -> None:
    """Game: the off-jack counts 1 like any jack, a joker 0."""
    got = replayed(record(hands, plays, SIX_POINT, [2, P, P, P]))
    assert got["game_points"] == game_points
    assert got["points"]["game"] == game


# --- 13. a lone trump --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "rules", "bid", "expected"),
    [
        # Nine-point, the lone 5S: High, Low and five, 1+1+5 = 7, exactly the bid.
        pytest.param(
            "5S", NINE_POINT, 7,
            result(
                bid=7,
                points={"high": 0, "low": 0, "jack": None, "five": 0, "game": 1},
                game_points=[0, 21], won=[7, 1], made=True, hand_score=[7, 1],
                scores_after=[7, 1],
            ),
            id="five_point_card_nine_point",
        ),
        # Five-point, the lone JS: High, Low and Jack; the JC is not dealt.
        pytest.param(
            "JS", FIVE_POINT, 3,
            result(
                bid=3,
                points={"high": 0, "low": 0, "jack": 0, "off_jack": None, "game": 1},
                game_points=[1, 21], won=[3, 1], made=True, hand_score=[3, 1],
                scores_after=[3, 1],
            ),
            id="jack_five_point",
        ),
        # With three, the lone 3S: High, Low and three, 1+1+3 = 5.
        pytest.param(
            "3S", WITH_THREE, 5,
            result(
                bid=5,
                points={
                    "high": 0, "low": 0, "jack": None, "three": 0, "five": None, "game": 1,
                },
                game_points=[0, 21], won=[5, 1], made=True, hand_score=[5, 1],
                scores_after=[5, 1],
            ),
            id="three_with_three",
        ),
    ],
)  # fmt: skip
def test_lone_trump_is_high_and_low(
    card: str, rules: dict[str, Any], bid: int, expected: dict[str, Any]
) -> None:
    """A lone trump in play is both High and Low, and any card award it carries as well."""
    hands, plays = lone(card)
    assert_result(record(hands, plays, rules, [bid, P, P, P]), expected)


# --- 14. four-point records read as before -----------------------------------------------------

SETBACK_SPELLED_OUT: dict[str, Any] = {
    "players": 4, "teams": 2, "min_bid": 2, "max_bid": 4, "smudge": True, "smudge_value": 5,
    "smudge_wins": False, "dealer_steal": "always", "all_pass": "stick_dealer", "stuck_bid": 2,
    "trump_rule": "anytime", "low_goes_to": "taker", "target": 21, "win_rule": "bidder_out",
}  # fmt: skip


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        pytest.param(
            {"preset": "setback"},
            result(
                points={"high": 0, "low": 0, "jack": 0, "game": 0},
                game_points=[20, 19], won=[4, 0], made=True, hand_score=[4, 0],
                scores_after=[4, 0],
            ),
            id="setback_preset",
        ),
        pytest.param(
            SETBACK_SPELLED_OUT,
            result(
                points={"high": 0, "low": 0, "jack": 0, "game": 0},
                game_points=[20, 19], won=[4, 0], made=True, hand_score=[4, 0],
                scores_after=[4, 0],
            ),
            id="setback_spelled_out_without_new_fields",
        ),
        # Classic: cutthroat, Low to its holder (seat 1).
        pytest.param(
            {"preset": "classic"},
            result(
                points={"high": 0, "low": 1, "jack": 0, "game": 0},
                game_points=[20, 17, 0, 2], won=[3, 1, 0, 0], made=True,
                hand_score=[3, 1, 0, 0], scores_after=[3, 1, 0, 0],
            ),
            id="classic_preset",
        ),
    ],
)  # fmt: skip
def test_four_point_records_unchanged(rules: dict[str, Any], expected: dict[str, Any]) -> None:
    """A record with none of the family fields plays the four-point game as before: points
    keyed high, low, jack, game."""
    assert_result(record(DEAL_A, PLAYS_A, rules, [2, P, P, P]), expected)


# --- the rules object of the families ----------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        # off_jack listed, off_jack false (nine-point has no off-jack).
        pytest.param(
            {"preset": "nine-point", "points": ["high", "low", "jack", "off_jack", "five", "game"]},
            id="off_jack_without_off_jack",
        ),
        pytest.param(
            {"preset": "setback", "points": ["high", "low", "jack", "off_jack", "game"]},
            id="off_jack_in_setback",
        ),
        # little_joker with one joker (six-point).
        pytest.param(
            {"preset": "six-point",
             "points": ["high", "low", "jack", "off_jack", "big_joker", "little_joker", "game"]},
            id="little_joker_with_one_joker",
        ),
        # big_joker with no joker (five-point).
        pytest.param(
            {"preset": "five-point",
             "points": ["high", "low", "jack", "off_jack", "big_joker", "game"]},
            id="big_joker_without_jokers",
        ),
        # A duplicate (the total, 6, would still cover max_bid 5).
        pytest.param(
            {"preset": "five-point", "points": ["high", "low", "jack", "off_jack", "game", "high"]},
            id="duplicate_award",
        ),
        # An unknown award (with all five known ones, so max_bid fits).
        pytest.param(
            {"preset": "five-point", "points": ["high", "low", "jack", "off_jack", "game", "ace"]},
            id="unknown_award",
        ),
        # No award at all (nothing to bid for: max_bid 5 is above the total, 0).
        pytest.param({"preset": "five-point", "points": []}, id="no_awards"),
        # max_bid above the total points.
        pytest.param({"preset": "five-point", "max_bid": 6}, id="max_bid_6_of_5"),
        pytest.param({"preset": "six-point", "max_bid": 7}, id="max_bid_7_of_6"),
        pytest.param({"preset": "nine-point", "max_bid": 10}, id="max_bid_10_of_9"),
        pytest.param(
            {"preset": "nine-point", "points": ["high", "low", "jack", "game"]},
            id="nine_point_max_bid_9_of_4",
        ),
        pytest.param(
            {"preset": "six-point", "points": ["high", "low", "jack", "off_jack", "game"]},
            id="six_point_max_bid_6_of_5",
        ),
    ],
)  # fmt: skip
def test_family_rules_refused(rules: dict[str, Any]) -> None:
    """Rules whose points need a card the deck lacks, list an award twice or an unknown one, or
    allow a bid above the points' total are refused."""
    with pytest.raises(RulesError):
        rules_from_json(rules)


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        (FIVE_POINT, ["high", "low", "jack", "off_jack", "game"]),
        (SIX_POINT, ["high", "low", "jack", "off_jack", "big_joker", "game"]),
        (NINE_POINT, ["high", "low", "jack", "five", "game"]),
        (WITH_THREE, WITH_THREE["points"]),
        ({**TWO_JOKERS, "jokers_rank": "first_played"}, TWO_JOKERS["points"]),
        # ten and game may both be listed.
        (
            {"preset": "nine-point", "points": ["high", "low", "jack", "ten", "five", "game"]},
            ["high", "low", "jack", "ten", "five", "game"],
        ),
        # max_bid up to the total: 5 in five-point.
        ({"preset": "five-point", "max_bid": 5}, ["high", "low", "jack", "off_jack", "game"]),
    ],
)
def test_family_rules_accepted(rules: dict[str, Any], points: list[str]) -> None:
    """The rules the cases above play are valid, their points in the order given."""
    assert rules_from_json(rules).to_json()["points"] == points


# --- 10. nine-point deals nine cards and plays nine tricks, no draw -----------------------------

# Deal N9, nine-point as dealt now (nine cards each), dealer 3, seat 0 bids 5 and pitches spades.
#   1 s0: AS 2S 4S 6S -> s0 (4)
#   2 s0: JS KS QS 7S -> s1 (6)    the Jack falls to side 1
#   3 s1: AH 2H 3H QH -> s1 (6)
#   4 s1: 8S 9S TS 3S -> s3 (10)   seat 0 keeps its 5S
#   5 s3: TD 4D 6D 3D -> s3 (10)
#   6 s3: AD 5S 7D KD -> s0 (7)    seat 0, out of diamonds, takes it with the five of trump
#   7 s0: KH JH TH 4H -> s0 (14)
#   8 s0: 9C TC 6C QC -> s3 (12)
#   9 s3: 5H 2C 8C 9H -> s2 (0)    seat 0 is out of hearts
# Card points 25/44 (4+7+14+0 / 6+6+10+10+12): the 69 of the deal (no AC, KC, QD, JC, JD dealt).
# High AS s0; Low 2S held by s1; Jack JS taken by s1; five 5S taken by s0; Game side 1.
# Side 0 wins 1+5 = 6 and makes its 5; side 1 wins 3.
DEAL_N9 = [
    "AS JS 5S 3S KH QH 4D 2C 9C",
    "KS 8S 2S AH JH 6D 7D 8C TC",
    "QS 9S 4S TH 9H 2H KD 3D 6C",
    "TS 7S 6S 5H 4H 3H AD TD QC",
]
PLAYS_N9 = (
    "AS 2S 4S 6S JS KS QS 7S AH 2H 3H QH 8S 9S TS 3S TD 4D 6D 3D AD 5S 7D KD "
    "KH JH TH 4H 9C TC 6C QC 5H 2C 8C 9H"
)

# Deal N8, nine-point at six players in two teams of three (seats 0,2,4 and 1,3,5): eight cards
# each, dealer 5, seat 0 bids 7 and pitches spades; the 2C 3C 4C 5C are not dealt.
#   1 s0: AS 3S 4S 5S 6S 7S -> s0 (4)     the five of trump to side 0
#   2 s0: KS QS JS TS 9S 8S -> s0 (16)    the Jack too
#   3 s0: 2S 4H 5H 6H 7H 7C -> s0 (0)     nobody else holds a trump
#   4 s0: 2H AH JH 9H 8H 8C -> s1 (5)
#   5 s1: AD 5D 6D 9D 7D 2D -> s1 (4)
#   6 s1: AC KC QC JC TC 6C -> s1 (20)
#   7 s1: KH QH TH TD 9C 3H -> s1 (25)    seats 4 and 5 are out of hearts
#   8 s1: 4D QD KD JD 8D 3D -> s3 (6)
# Card points 20/60: the 80 of the deal. High AS, Low 2S (both held by s0), Jack, five: side 0
# wins 1+1+1+5 = 8 and makes its 7; Game side 1.
DEAL_N8 = [
    "AS KS 2S 2H 3H 2D 3D 6C",
    "QS 3S AH KH 4H AD 4D AC",
    "JS 4S QH JH 5H QD 5D KC",
    "TS 5S TH 9H 6H KD 6D QC",
    "9S 6S 8H 7H JD TD 9D JC",
    "8S 7S 8D 7D TC 9C 8C 7C",
]
PLAYS_N8 = (
    "AS 3S 4S 5S 6S 7S KS QS JS TS 9S 8S 2S 4H 5H 6H 7H 7C 2H AH JH 9H 8H 8C "
    "AD 5D 6D 9D 7D 2D AC KC QC JC TC 6C KH QH TH TD 9C 3H 4D QD KD JD 8D 3D"
)


def test_nine_point_deals_nine_cards_and_plays_nine_tricks() -> None:
    """Nine-point as Trickster deals it: nine cards, no draw, a hand of nine tricks; the five of
    trump taken by trumping a diamond is worth 5 and makes the pitcher's 5."""
    assert PRESETS["nine-point"].deal == 9
    assert_result(
        record(DEAL_N9, PLAYS_N9, {"preset": "nine-point"}, [5, P, P, P]),
        result(
            bid=5,
            points={"high": 0, "low": 1, "jack": 1, "five": 0, "game": 1},
            game_points=[25, 44], won=[6, 3], made=True, hand_score=[6, 3], scores_after=[6, 3],
        ),
    )  # fmt: skip


def test_nine_point_deals_eight_at_six_players() -> None:
    """At six players nine-point deals eight (nine each would pass the deck) and plays eight
    tricks."""
    rules = {"preset": "nine-point", "players": 6, "teams": 2}
    assert rules_from_json(rules).deal == 8
    assert_result(
        record(DEAL_N8, PLAYS_N8, rules, [7, P, P, P, P, P], dealer=5),
        result(
            bid=7,
            points={"high": 0, "low": 0, "jack": 0, "five": 0, "game": 1},
            game_points=[20, 60], won=[8, 1], made=True, hand_score=[8, 1], scores_after=[8, 1],
        ),
    )  # fmt: skip


def test_nine_point_at_seven_players_must_give_the_deal() -> None:
    """Seven players of nine (or eight) cards pass the deck: the preset alone is refused at
    seven, and the rules that give a deal the deck allows are accepted."""
    with pytest.raises(RulesError, match="deal fewer"):
        rules_from_json({"preset": "nine-point", "players": 7, "teams": 0})
    assert rules_from_json({"preset": "nine-point", "players": 7, "teams": 0, "deal": 7}).deal == 7
    assert rules_from_json({"preset": "nine-point", "players": 5, "teams": 0}).deal == 9
    assert PRESETS["nine-point"].seated(7).deal == 7
    assert PRESETS["nine-point"].seated(6).seated(4) == PRESETS["nine-point"]


def test_six_card_nine_point_record_must_say_deal_6() -> None:
    """A record naming nine-point and dealing six cards (the older nine-point) is refused in one
    line that says to add "deal": 6; with it the hand replays as it was played."""
    older = record(DEAL_9, PLAYS_9, {"preset": "nine-point"}, [7, P, P, P])
    with pytest.raises(RecordError, match='add "deal": 6') as refused:
        replay_record(older)
    assert "\n" not in str(refused.value)
    assert replayed({**older, "rules": {"preset": "nine-point", "deal": 6}})["won"] == [2, 7]
    at_seven = {**older, "rules": {"preset": "nine-point", "players": 7, "teams": 0}}
    at_seven["hands"] = [*older["hands"], [], [], []]
    with pytest.raises(RecordError, match='add "deal": 6'):
        replay_record(at_seven)
