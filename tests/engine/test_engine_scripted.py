"""Scripted hands with exact expected results, one per rule setting and edge case of RULES.md.

Every hand here was dealt and played by hand and its result worked out from RULES.md; the
comments on each deal give the tricks and the card points so the arithmetic can be checked by
eye. Each case is replayed as a ``pitch-hand/1`` record and through the public API (see the
``hand`` fixture) and the whole ``pitch-result/1`` object is compared.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from pitch_desktop.engine.cards import HAND_SIZE, parse_card
from pitch_desktop.engine.records import RecordError, hand_record_json, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError, rules_from_json
from pitch_desktop.engine.state import (
    PASS,
    SMUDGE,
    HandState,
    IllegalActionError,
    Phase,
    apply,
    bid_action,
    legal_actions,
    parse_action,
)

Hand = Callable[..., HandState]


@dataclass(frozen=True, kw_only=True)
class Expected:
    """The whole expected result of a scripted hand, as ``pitch-result/1`` writes it.

    ``high``, ``low``, ``jack`` and ``game`` are the side that scores each point (None: nobody);
    the lists run by side; ``winner`` is the side that has won the match, if any.
    """

    pitcher: int
    bid: int | str
    trump: str
    high: int | None
    low: int | None
    jack: int | None
    game: int | None
    game_points: list[int]
    won: list[int]
    made: bool
    hand_score: list[int]
    scores_after: list[int]
    winner: int | None = None

    @property
    def points(self) -> dict[str, int | None]:
        return {"high": self.high, "low": self.low, "jack": self.jack, "game": self.game}

    def result_json(self) -> dict[str, Any]:
        return {
            "format": "pitch-result/1",
            "pitcher": self.pitcher,
            "bid": self.bid,
            "trump": self.trump,
            "points": self.points,
            "game_points": self.game_points,
            "won": self.won,
            "made": self.made,
            "hand_score": self.hand_score,
            "scores_after": self.scores_after,
            "winner": self.winner,
        }


def cards(text: str) -> list[int]:
    """Actions for cards written as text, sorted as ``legal_actions`` lists them."""
    return sorted(parse_card(t) for t in text.split())


def bids(*levels: int | str) -> list[int]:
    return [parse_action(x) for x in levels]


# --- the deals ---------------------------------------------------------------------------------

# Deal A, 4 players. Seat 0 pitches spades. Tricks (leader first):
#   1 s0: AS 2S JS 4S  -> s0 takes AS 4 + JS 1 = 5 (and the 2S, dealt to seat 1)
#   2 s0: KH AH 3H 5H  -> s1 takes 7
#   3 s1: TD QD 2D KD  -> s0 takes 15
#   4 s0: 7C TC 3C 9C  -> s1 takes 10
#   5 s1: 8H 9H QH 2H  -> s3 takes 2
#   6 s3: 5C 6C 4C 8C  -> s2 takes 0
# Card points per seat 20/17/0/2; per team (0+2, 1+3) 20/19. High AS s0, Low 2S held by s1 but
# taken by s0, Jack JS taken by s0. Seat 0 and seat 2 (team 0) win three tricks, team 1 three.
DEAL_A = ["AS KH KD 7C 2H 6C", "2S AH TD TC 8H 4C", "JS 3H QD 3C 9H 8C", "4S 5H 2D 9C QH 5C"]
PLAYS_A = "AS 2S JS 4S KH AH 3H 5H TD QD 2D KD 7C TC 3C 9C 8H 9H QH 2H 5C 6C 4C 8C"

# Deal E: deal A with seat 2's 9H changed for the JH; trick 5 (8H JH QH 2H) now gives seat 3
# 3 points, so the teams tie 20/20 and nobody scores Game.
DEAL_E = ["AS KH KD 7C 2H 6C", "2S AH TD TC 8H 4C", "JS 3H QD 3C JH 8C", "4S 5H 2D 9C QH 5C"]
PLAYS_E = PLAYS_A.replace("9H", "JH")

# Deal C, 4 players: seat 0 holds every trump in play and takes all six tricks and all 80 card
# points: High AS, Low 2S, Jack JS, Game.
DEAL_C = ["AS KS QS JS TS 2S", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C"]
PLAYS_C = "AS 9H 9D 9C KS TH TD TC QS JH JD JC JS QH QD QC TS KH KD KC 2S AH AD AC"

# Deal C without the jack of trump (3S instead of JS): seat 0 still takes every trick and 79
# card points, but nobody scores Jack.
DEAL_C_NO_JACK = [DEAL_C[0].replace("JS", "3S"), *DEAL_C[1:]]
PLAYS_C_NO_JACK = PLAYS_C.replace("JS", "3S")

# Deal D, 4 players: seat 0's 7S is the only trump in play (High and Low: 2 points).
#   1 s0: 7S 2D 2C 7H -> s0   2 s0: 2H 3D 3C 8H -> s3   3 s3: 9H 3H 4D 4C -> s3
#   4 s3: TH 4H 5D 5C -> s3 (10)   5 s3: JH 5H 6D 6C -> s3 (1)   6 s3: QH 6H AD AC -> s3 (10)
# Card points 0/0/0/21: Game to seat 3.
DEAL_D = ["7S 2H 3H 4H 5H 6H", "AD 2D 3D 4D 5D 6D", "AC 2C 3C 4C 5C 6C", "7H 8H 9H TH JH QH"]
PLAYS_D = "7S 2D 2C 7H 2H 3D 3C 8H 9H 3H 4D 4C TH 4H 5D 5C JH 5H 6D 6C QH 6H AD AC"
# The same with the lone trump the jack: High, Low and Jack (3 points); seat 0 takes 1 card point.
DEAL_D_JACK = [DEAL_D[0].replace("7S", "JS"), *DEAL_D[1:]]
PLAYS_D_JACK = PLAYS_D.replace("7S", "JS")

# Deal F, 4 players cutthroat: each seat wins one point when Low goes to its holder.
#   1 s0: AS 2S 3S 4S -> s0 (4)    2 s0: 5H 6H JS 7H -> s2 trumps in (1)
#   3 s2: TD AD 2D 3D -> s3 (14)   4 s3: TC 2C 3C 4C -> s3 (10)
#   5 s3: KC 5C 6C 7C -> s3 (3)    6 s3: QC 8C 9C 8H -> s3 (2; seat 2 is out of clubs)
# Card points 4/0/1/29. High AS s0; Low 2S held by s1, taken by s0; Jack taken by s2; Game s3.
DEAL_F = ["AS 5H 2D 2C 5C 8C", "2S 6H 3D 3C 6C 9C", "3S JS TD 4C 7C 8H", "4S 7H AD TC KC QC"]
PLAYS_F = "AS 2S 3S 4S 5H 6H JS 7H TD AD 2D 3D TC 2C 3C 4C KC 5C 6C 7C QC 8C 9C 8H"

# Deal G, 6 players, dealer 5; seat 0 pitches spades. Everyone follows suit throughout.
#   1 s0: AS 2S 3S 4S 5S 6S -> s0 (4)      2 s0: 7S JS 8S 9S TS KS -> s5 (14)
#   3 s5: AH 2H 3H 4H 5H 6H -> s5 (4)      4 s5: 7H KH 8H 9H TH QH -> s0 (15)
#   5 s0: 2D AD 3D 4D 5D 6D -> s1 (4)      6 s1: 2C TC 3C 4C 5C 6C -> s2 (10)
# Card points per seat 19/4/10/0/0/18. High AS s0; Low 2S held by s1, taken by s0; Jack taken
# by s5. Three teams (0+3, 1+4, 2+5): 19/4/28. Two teams (0+2+4, 1+3+5): 29/22.
DEAL_G = [
    "AS 7S 2H KH 2D 6C",
    "2S JS 3H 8H AD 2C",
    "3S 8S 4H 9H 3D TC",
    "4S 9S 5H TH 4D 3C",
    "5S TS 6H QH 5D 4C",
    "6S KS AH 7H 6D 5C",
]
PLAYS_G = (
    "AS 2S 3S 4S 5S 6S 7S JS 8S 9S TS KS AH 2H 3H 4H 5H 6H 7H KH 8H 9H TH QH "
    "2D AD 3D 4D 5D 6D 2C TC 3C 4C 5C 6C"
)

# Deal H, 2 players, dealer 1.
#   1 s0: AS JS -> s0 (5)   2 s0: 2S 2H -> s0 (seat 1 is out of trump)   3 s0: KH JH -> s0 (4)
#   4 s0: 3D TD -> s1 (10)  5 s1: 5C 9C -> s0 (0)   6 s0: 4C 8C -> s1 (0)
# Card points 9/10: Game to seat 1; High, Low and Jack to seat 0.
DEAL_H = ["AS 2S KH 3D 9C 4C", "JS JH 2H TD 5C 8C"]
PLAYS_H = "AS JS 2S 2H KH JH 3D TD 5C 9C 4C 8C"

# Deal I, 3 players, dealer 0; seat 2 pitches diamonds, the jack of diamonds is not dealt.
#   1 s2: KD 2D 5D -> s2 (3)   2 s2: 3D QD AD -> s1 (6)   3 s1: TS 4S AS -> s0 (14)
#   4 s0: 9H JH 4D -> s2 trumps, out of hearts (1)   5 s2: 2C TC 3C -> s0 (10)
#   6 s0: 5H 6H 7C -> s1 (0; seat 2 shows it is out of hearts)
# Card points 24/6/4. High AD s1; Low 2D held by s0, taken by s2; no Jack; Game s0.
DEAL_I = ["2D QD AS 9H TC 5H", "5D AD TS JH 3C 6H", "KD 3D 4S 4D 2C 7C"]
PLAYS_I = "KD 2D 5D 3D QD AD TS 4S AS 9H JH 4D 2C TC 3C 5H 6H 7C"

# Deal J, 5 players, dealer 4; seat 0 pitches spades, everyone follows suit.
#   1 s0: AS 2S 3S 4S 5S -> s0 (4)   2 s0: 6S 7S JS 8S 9S -> s2 (1)
#   3 s2: AH 2H 3H 4H 5H -> s2 (4)   4 s2: TH KH 6H 7H 8H -> s3 (13)
#   5 s3: 2D AD 3D 4D 5D -> s4 (4)   6 s4: 2C 3C TC 4C 5C -> s1 (10)
# Card points 4/10/5/13/4. High s0; Low 2S held by s1, taken by s0; Jack s2; Game s3.
DEAL_J = [
    "AS 6S 4H 7H 3D 3C",
    "2S 7S 5H 8H 4D TC",
    "3S JS AH TH 5D 4C",
    "4S 8S 2H KH 2D 5C",
    "5S 9S 3H 6H AD 2C",
]
PLAYS_J = (
    "AS 2S 3S 4S 5S 6S 7S JS 8S 9S AH 2H 3H 4H 5H TH KH 6H 7H 8H 2D AD 3D 4D 5D 2C 3C TC 4C 5C"
)

# Deal K, 7 players, dealer 6; seat 0 pitches spades.
#   1 s0: KS 2S 3S JS 4S 5S 6S -> s0 (4)    2 s0: AH 2H 3H 4H 5H 6H 7H -> s0 (4)
#   3 s0: 2D AD 3D 4D 5D 6D 7D -> s1 (4)    4 s1: 2C 3C 4C TC 5C 6C 7C -> s4 (10)
#   5 s4: KH 8H 9H TH JH QH AS -> s3 trumps, out of hearts (20)
#   6 s3: 8C 8D 9C 9D QC TD KC -> s2 (15; seats 4, 6 and 1 are out of clubs)
# Card points 8/4/15/20/10/0/0. High AS s3; Low 2S held by s1, taken by s0; Jack taken by s0;
# Game s3.
DEAL_K = [
    "KS AH 2D 7C TH QC",
    "2S 2H AD 2C JH TD",
    "3S 3H 3D 3C QH KC",
    "JS 4H 4D 4C AS 8C",
    "4S 5H 5D TC KH 8D",
    "5S 6H 6D 5C 8H 9C",
    "6S 7H 7D 6C 9H 9D",
]
PLAYS_K = (
    "KS 2S 3S JS 4S 5S 6S AH 2H 3H 4H 5H 6H 7H 2D AD 3D 4D 5D 6D 7D 2C 3C 4C TC 5C 6C 7C "
    "KH 8H 9H TH JH QH AS 8C 8D 9C 9D QC TD KC"
)

P = "pass"
AP = "auction-pitch"
SETBACK_HOLDER = {"preset": "setback", "low_goes_to": "holder"}


@dataclass(frozen=True)
class Case:
    """One scripted hand (the deal, the dealer, the bids, the cards played, the rules, and the
    scores before it) and its whole expected result."""

    hands: list[str]
    dealer: int
    bids: list[int | str]
    plays: str
    rules: str | dict[str, Any]
    expected: Expected
    scores_before: list[int] | None = None


CASES: dict[str, Case] = {
    # --- setback preset (teams 0+2 / 1+3, Low to the taker, bidder out at 21) ---------------
    "setback_made_taker_all_four_points": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "setback_low_holder_gives_low_to_the_other_team": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, SETBACK_HOLDER,
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 19], won=[3, 1], made=True,
            hand_score=[3, 1], scores_after=[3, 1],
        ),
    ),
    "setback_scores_carry_from_scores_before": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, SETBACK_HOLDER,
        scores_before=[10, 8],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 19], won=[3, 1], made=True,
            hand_score=[3, 1], scores_after=[13, 9],
        ),
    ),
    "bid_4_made_with_four_points_without_all_tricks": Case(
        DEAL_A, 3, [4, P, P, P], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "partners_outbid_each_other": Case(
        # Dealer 1: seat 2 bids 2, seat 3 passes, seat 0 (seat 2's partner) bids 3.
        DEAL_A, 1, [2, P, 3, P], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "dealer_steals_by_matching_under_always": Case(
        DEAL_A, 0, [2, P, P, 2], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "dealer_steals_a_4_under_always": Case(
        DEAL_A, 0, [4, P, P, 4], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "stuck_dealer_setback": Case(
        DEAL_A, 0, [P, P, P, 2], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "setback_4_does_not_end_the_auction": Case(
        DEAL_A, 3, [4, P, P, P], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "target_reached_by_the_pitcher_wins": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, {"preset": "setback", "target": 4},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0], winner=0,
        ),
    ),
    "target_not_reached": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, {"preset": "setback", "target": 5},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "bidder_out_pitcher_side_made_reaches_target": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, "setback",
        scores_before=[17, 20],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[21, 20], winner=0,
        ),
    ),
    # --- Game tied, set back, negative scores -----------------------------------------------
    "tied_game_point_nobody_scores_it": Case(
        DEAL_E, 3, [3, P, P, P], PLAYS_E, "setback",
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=None,
            game_points=[20, 20], won=[3, 0], made=True,
            hand_score=[3, 0], scores_after=[3, 0],
        ),
    ),
    "set_back_into_negative_scores": Case(
        DEAL_E, 3, [4, P, P, P], PLAYS_E, "setback",
        scores_before=[2, 5],
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=None,
            game_points=[20, 20], won=[3, 0], made=False,
            hand_score=[-4, 0], scores_after=[-2, 5],
        ),
    ),
    # --- smudge -------------------------------------------------------------------------------
    "smudge_failed_with_four_points_but_not_all_tricks": Case(
        DEAL_A, 3, ["smudge", P, P, P], PLAYS_A, "setback",
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=False,
            hand_score=[-5, 0], scores_after=[-5, 0],
        ),
    ),
    "smudge_failed_costs_smudge_value": Case(
        DEAL_A, 3, ["smudge", P, P, P], PLAYS_A, {"preset": "setback", "smudge_value": 7},
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 19], won=[4, 0], made=False,
            hand_score=[-7, 0], scores_after=[-7, 0],
        ),
    ),
    "bid_4_taking_all_six_tricks_scores_4_not_5": Case(
        DEAL_C, 3, [4, P, P, P], PLAYS_C, "setback",
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[4, 0], scores_after=[4, 0],
        ),
    ),
    "smudge_made_scores_smudge_value": Case(
        DEAL_C, 3, ["smudge", P, P, P], PLAYS_C, "setback",
        scores_before=[10, 3],
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[5, 0], scores_after=[15, 3],
        ),
    ),
    "smudge_made_with_smudge_value_7": Case(
        DEAL_C, 3, ["smudge", P, P, P], PLAYS_C, {"preset": "setback", "smudge_value": 7},
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[7, 0], scores_after=[7, 0],
        ),
    ),
    "smudge_made_with_smudge_wins_ends_the_match": Case(
        DEAL_C, 3, ["smudge", P, P, P], PLAYS_C, {"preset": "setback", "smudge_wins": True},
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[5, 0], scores_after=[5, 0], winner=0,
        ),
    ),
    "smudge_made_reaching_target_wins_under_bidder_out": Case(
        DEAL_C, 3, ["smudge", P, P, P], PLAYS_C, "setback",
        scores_before=[17, 0],
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[5, 0], scores_after=[22, 0], winner=0,
        ),
    ),
    "dealer_matches_a_smudge_under_always": Case(
        DEAL_C, 0, [P, "smudge", P, "smudge"], PLAYS_C, "setback",
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[80, 0], won=[4, 0], made=True,
            hand_score=[5, 0], scores_after=[5, 0],
        ),
    ),
    "smudge_impossible_without_the_jack": Case(
        DEAL_C_NO_JACK, 3, ["smudge", P, P, P], PLAYS_C_NO_JACK, "setback",
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=None, game=0,
            game_points=[79, 0], won=[3, 0], made=False,
            hand_score=[-5, 0], scores_after=[-5, 0],
        ),
    ),
    "jack_not_dealt_nobody_scores_jack": Case(
        DEAL_C_NO_JACK, 3, [3, P, P, P], PLAYS_C_NO_JACK, "setback",
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=None, game=0,
            game_points=[79, 0], won=[3, 0], made=True,
            hand_score=[3, 0], scores_after=[3, 0],
        ),
    ),
    "smudge_under_below_max_ends_the_auction_at_once": Case(
        DEAL_A, 3, ["smudge"], PLAYS_A, {"preset": AP, "smudge": True},
        expected=Expected(
            pitcher=0, bid="smudge", trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=False,
            hand_score=[-5, 0, 0, 0], scores_after=[-5, 0, 0, 0],
        ),
    ),
    # --- lone trump -----------------------------------------------------------------------------
    "lone_trump_is_high_and_low": Case(
        DEAL_D, 3, [2, P, P, P], PLAYS_D, AP,
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=None, game=3,
            game_points=[0, 0, 0, 21], won=[2, 0, 0, 1], made=True,
            hand_score=[2, 0, 0, 1], scores_after=[2, 0, 0, 1],
        ),
    ),
    "lone_trump_jack_is_high_low_and_jack": Case(
        DEAL_D_JACK, 3, [3, P, P, P], PLAYS_D_JACK, AP,
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=3,
            game_points=[1, 0, 0, 21], won=[3, 0, 0, 1], made=True,
            hand_score=[3, 0, 0, 1], scores_after=[3, 0, 0, 1],
        ),
    ),
    # --- auction-pitch preset (cutthroat, 1-4, below_max, first to 7) -------------------------
    "auction_pitch_4_ends_the_auction_at_once": Case(
        DEAL_A, 3, [4], PLAYS_A, AP,
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "below_max_dealer_steals_a_3": Case(
        DEAL_A, 0, [3, P, P, 3], PLAYS_A, AP,
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "stuck_dealer_bids_2_although_min_bid_is_1": Case(
        DEAL_A, 0, [P, P, P, 2], PLAYS_A, AP,
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "max_bid_3_bid_of_3_ends_the_auction": Case(
        DEAL_A, 3, [3], PLAYS_A, {"preset": AP, "max_bid": 3},
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "min_bid_1_bid_of_1": Case(
        DEAL_A, 3, [1, P, P, P], PLAYS_A, AP,
        expected=Expected(
            pitcher=0, bid=1, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "follow_suit_hand_where_everyone_follows": Case(
        DEAL_A, 3, [1, P, P, P], PLAYS_A, {"preset": AP, "trump_rule": "follow_suit"},
        expected=Expected(
            pitcher=0, bid=1, trump="S", high=0, low=0, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[4, 0, 0, 0], made=True,
            hand_score=[4, 0, 0, 0], scores_after=[4, 0, 0, 0],
        ),
    ),
    "auction_pitch_taker_bidder_out_wins_though_others_higher": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, AP,
        scores_before=[5, 0, 6, 9],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[2, 0, 1, 1], made=True,
            hand_score=[2, 0, 1, 1], scores_after=[7, 0, 7, 10], winner=0,
        ),
    ),
    # --- classic preset (holder, never steal, count order) --------------------------------------
    "classic_low_to_holder": Case(
        DEAL_A, 3, [2, P, P, P], PLAYS_A, "classic",
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[3, 1, 0, 0], made=True,
            hand_score=[3, 1, 0, 0], scores_after=[3, 1, 0, 0],
        ),
    ),
    "classic_set_back_into_negative": Case(
        DEAL_A, 3, [4], PLAYS_A, "classic",
        scores_before=[1, 0, 0, 0],
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[3, 1, 0, 0], made=False,
            hand_score=[-4, 1, 0, 0], scores_after=[-3, 1, 0, 0],
        ),
    ),
    "count_order_pitcher_counts_first": Case(
        # Counting High, Low... alone, seat 1's Low would reach 7 before seat 0's Jack and Game.
        DEAL_A, 3, [2, P, P, P], PLAYS_A, "classic",
        scores_before=[5, 6, 0, 0],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 17, 0, 2], won=[3, 1, 0, 0], made=True,
            hand_score=[3, 1, 0, 0], scores_after=[8, 7, 0, 0], winner=0,
        ),
    ),
    "count_order_low_before_jack_and_game": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, "classic",
        scores_before=[0, 6, 6, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 7, 7, 7], winner=1,
        ),
    ),
    "count_order_jack_before_game": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, "classic",
        scores_before=[0, 5, 6, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 6, 7, 7], winner=2,
        ),
    ),
    "count_order_game_last": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, "classic",
        scores_before=[0, 5, 5, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 6, 6, 7], winner=3,
        ),
    ),
    "bidder_out_defenders_reaching_target_do_not_win": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, {"preset": "classic", "win_rule": "bidder_out"},
        scores_before=[0, 6, 6, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 7, 7, 7],
        ),
    ),
    "highest_tie_for_highest_plays_on": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, {"preset": "classic", "win_rule": "highest"},
        scores_before=[0, 6, 6, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 7, 7, 7],
        ),
    ),
    "highest_clear_highest_wins": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, {"preset": "classic", "win_rule": "highest"},
        scores_before=[0, 5, 5, 6],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 6, 6, 7], winner=3,
        ),
    ),
    "highest_nobody_at_target": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, {"preset": "classic", "win_rule": "highest"},
        scores_before=[0, 5, 5, 5],
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[1, 1, 1, 1], made=False,
            hand_score=[-2, 1, 1, 1], scores_after=[-2, 6, 6, 6],
        ),
    ),
    # A defending team reaching the target: no winner under bidder_out, the defender under the
    # other two rules (team 1 wins only Low, under holder).
    "bidder_out_defending_team_reaches_target_no_winner": Case(
        DEAL_A, 3, [4, P, P, P], PLAYS_A, {**SETBACK_HOLDER, "target": 1},
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 19], won=[3, 1], made=False,
            hand_score=[-4, 1], scores_after=[-4, 1],
        ),
    ),
    "count_order_defending_team_reaches_target_wins": Case(
        DEAL_A, 3, [4, P, P, P], PLAYS_A,
        {**SETBACK_HOLDER, "target": 1, "win_rule": "count_order"},
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 19], won=[3, 1], made=False,
            hand_score=[-4, 1], scores_after=[-4, 1], winner=1,
        ),
    ),
    "highest_defending_team_reaches_target_wins": Case(
        DEAL_A, 3, [4, P, P, P], PLAYS_A, {**SETBACK_HOLDER, "target": 1, "win_rule": "highest"},
        expected=Expected(
            pitcher=0, bid=4, trump="S", high=0, low=1, jack=0, game=0,
            game_points=[20, 19], won=[3, 1], made=False,
            hand_score=[-4, 1], scores_after=[-4, 1], winner=1,
        ),
    ),
    # --- Low to the taker and to the holder, in one deal -------------------------------------
    "deal_f_low_taker": Case(
        DEAL_F, 3, [2, P, P, P], PLAYS_F, {"preset": "classic", "low_goes_to": "taker"},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=2, game=3,
            game_points=[4, 0, 1, 29], won=[2, 0, 1, 1], made=True,
            hand_score=[2, 0, 1, 1], scores_after=[2, 0, 1, 1],
        ),
    ),
    # --- player counts and team layouts -------------------------------------------------------
    "players_2": Case(
        DEAL_H, 1, [3, P], PLAYS_H, {"preset": AP, "players": 2},
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=0, game=1,
            game_points=[9, 10], won=[3, 1], made=True,
            hand_score=[3, 1], scores_after=[3, 1],
        ),
    ),
    "players_3_taker_no_jack_pitcher_set_back": Case(
        DEAL_I, 0, [P, 2, P], PLAYS_I, {"preset": AP, "players": 3},
        expected=Expected(
            pitcher=2, bid=2, trump="D", high=1, low=2, jack=None, game=0,
            game_points=[24, 6, 4], won=[1, 1, 1], made=False,
            hand_score=[1, 1, -2], scores_after=[1, 1, -2],
        ),
    ),
    "players_3_holder": Case(
        DEAL_I, 0, [P, 2, P], PLAYS_I, {"preset": "classic", "players": 3},
        expected=Expected(
            pitcher=2, bid=2, trump="D", high=1, low=0, jack=None, game=0,
            game_points=[24, 6, 4], won=[2, 1, 0], made=False,
            hand_score=[2, 1, -2], scores_after=[2, 1, -2],
        ),
    ),
    "players_5_taker": Case(
        DEAL_J, 4, [2, P, P, P, P], PLAYS_J, {"preset": AP, "players": 5},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=2, game=3,
            game_points=[4, 10, 5, 13, 4], won=[2, 0, 1, 1, 0], made=True,
            hand_score=[2, 0, 1, 1, 0], scores_after=[2, 0, 1, 1, 0],
        ),
    ),
    "players_5_holder": Case(
        DEAL_J, 4, [2, P, P, P, P], PLAYS_J, {"preset": "classic", "players": 5},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=3,
            game_points=[4, 10, 5, 13, 4], won=[1, 1, 1, 1, 0], made=False,
            hand_score=[-2, 1, 1, 1, 0], scores_after=[-2, 1, 1, 1, 0],
        ),
    ),
    "players_6_cutthroat": Case(
        DEAL_G, 5, [2, P, P, P, P, P], PLAYS_G, {"preset": AP, "players": 6},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=5, game=0,
            game_points=[19, 4, 10, 0, 0, 18], won=[3, 0, 0, 0, 0, 1], made=True,
            hand_score=[3, 0, 0, 0, 0, 1], scores_after=[3, 0, 0, 0, 0, 1],
        ),
    ),
    "players_6_three_teams_of_two": Case(
        DEAL_G, 5, [2, P, P, P, P, P], PLAYS_G, {"preset": "setback", "players": 6, "teams": 3},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=2, game=2,
            game_points=[19, 4, 28], won=[2, 0, 2], made=True,
            hand_score=[2, 0, 2], scores_after=[2, 0, 2],
        ),
    ),
    "players_6_three_teams_set_back": Case(
        DEAL_G, 5, [3, P, P, P, P, P], PLAYS_G, {"preset": "setback", "players": 6, "teams": 3},
        expected=Expected(
            pitcher=0, bid=3, trump="S", high=0, low=0, jack=2, game=2,
            game_points=[19, 4, 28], won=[2, 0, 2], made=False,
            hand_score=[-3, 0, 2], scores_after=[-3, 0, 2],
        ),
    ),
    "players_6_three_teams_holder": Case(
        DEAL_G, 5, [2, P, P, P, P, P], PLAYS_G,
        {"preset": "setback", "players": 6, "teams": 3, "low_goes_to": "holder"},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=2, game=2,
            game_points=[19, 4, 28], won=[1, 1, 2], made=False,
            hand_score=[-2, 1, 2], scores_after=[-2, 1, 2],
        ),
    ),
    "players_6_two_teams_of_three": Case(
        DEAL_G, 5, [2, P, P, P, P, P], PLAYS_G, {"preset": "setback", "players": 6, "teams": 2},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=0, jack=1, game=0,
            game_points=[29, 22], won=[3, 1], made=True,
            hand_score=[3, 1], scores_after=[3, 1],
        ),
    ),
    "players_6_two_teams_of_three_holder": Case(
        DEAL_G, 5, [2, P, P, P, P, P], PLAYS_G,
        {"preset": "setback", "players": 6, "teams": 2, "low_goes_to": "holder"},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=0, low=1, jack=1, game=0,
            game_points=[29, 22], won=[2, 2], made=True,
            hand_score=[2, 2], scores_after=[2, 2],
        ),
    ),
    "players_7_taker": Case(
        DEAL_K, 6, [2, P, P, P, P, P, P], PLAYS_K, {"preset": AP, "players": 7},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=3, low=0, jack=0, game=3,
            game_points=[8, 4, 15, 20, 10, 0, 0], won=[2, 0, 0, 2, 0, 0, 0], made=True,
            hand_score=[2, 0, 0, 2, 0, 0, 0], scores_after=[2, 0, 0, 2, 0, 0, 0],
        ),
    ),
    "players_7_holder": Case(
        DEAL_K, 6, [2, P, P, P, P, P, P], PLAYS_K, {"preset": "classic", "players": 7},
        expected=Expected(
            pitcher=0, bid=2, trump="S", high=3, low=1, jack=0, game=3,
            game_points=[8, 4, 15, 20, 10, 0, 0], won=[1, 1, 0, 2, 0, 0, 0], made=False,
            hand_score=[-2, 1, 0, 2, 0, 0, 0], scores_after=[-2, 1, 0, 2, 0, 0, 0],
        ),
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_scripted_hand(hand: Hand, case: Case) -> None:
    state = hand(case.hands, case.dealer, case.bids, case.plays, case.rules, case.scores_before)
    assert state.phase is Phase.DONE
    assert len(state.plays) == HAND_SIZE * state.rules.players
    assert result_json(state) == case.expected.result_json()
    # The breakdown the score pad reads agrees with the record.
    score = state.score
    assert score is not None
    assert score.points == case.expected.points
    assert list(score.hand_score) == case.expected.hand_score
    assert state.winner == case.expected.winner


# --- the auction, bid by bid ----------------------------------------------------------------


def test_setback_bid_of_4_leaves_smudge_and_steal_open(hand: Hand) -> None:
    state = hand(DEAL_A, 3, [4], "", "setback")
    assert state.phase is Phase.BID
    assert state.to_act == 1
    assert legal_actions(state) == bids("pass", "smudge")
    state = hand(DEAL_A, 3, [4, P, P], "", "setback")
    assert state.to_act == 3
    assert legal_actions(state) == bids("pass", 4, "smudge")


def test_auction_pitch_bid_of_4_pitches_at_once(hand: Hand, record: Callable[..., Any]) -> None:
    state = hand(DEAL_A, 3, [4], "", AP)
    assert state.phase is Phase.PLAY
    assert (state.pitcher, state.high_bid, state.to_act, state.leader) == (0, 4, 0, 0)
    assert hand_record_json(state)["bids"] == [4]
    assert result_json(state) == {
        "format": "pitch-result/1",
        "finished": False,
        "to_act": 0,
        "scores_after": [0, 0, 0, 0],
    }
    with pytest.raises(IllegalActionError, match="the auction is over"):
        apply(state, PASS)
    with pytest.raises(RecordError, match=r"bid 2: the auction is already over"):
        replay_record(record(DEAL_A, 3, [4, P], "", AP))


def test_below_max_refuses_the_dealer_a_4(hand: Hand) -> None:
    rules = {"preset": AP, "smudge": True}
    state = hand(DEAL_A, 0, [4, P, P], "", rules)
    assert state.to_act == 0
    assert legal_actions(state) == bids("pass", "smudge")
    with pytest.raises(IllegalActionError, match=r"the dealer may not match a bid of 4 here"):
        apply(state, bid_action(4))
    # A bid below max_bid may be matched.
    state = hand(DEAL_A, 0, [3, P, P], "", AP)
    assert legal_actions(state) == bids("pass", 3, 4)


def test_never_refuses_the_dealer_every_match(hand: Hand) -> None:
    state = hand(DEAL_A, 0, [2, P, P], "", "classic")
    assert legal_actions(state) == bids("pass", 3, 4)
    with pytest.raises(IllegalActionError, match="may not take the bid by matching it"):
        apply(state, bid_action(2))
    # Under never a 4 cannot be matched either, so it pitches at once.
    state = hand(DEAL_A, 0, [4], "", "classic")
    assert (state.phase, state.pitcher) == (Phase.PLAY, 1)


def test_always_lets_the_dealer_match_4_and_smudge(hand: Hand) -> None:
    assert legal_actions(hand(DEAL_A, 0, [4, P, P], "", "setback")) == bids("pass", 4, "smudge")
    assert legal_actions(hand(DEAL_A, 0, ["smudge", P, P], "", "setback")) == bids("pass", "smudge")


def test_dealer_steal_is_written_as_the_same_number(hand: Hand) -> None:
    state = hand(DEAL_A, 0, [2, P, P, 2], "", "setback")
    assert (state.pitcher, state.high_bid, state.phase) == (0, 2, Phase.PLAY)
    assert hand_record_json(state)["bids"] == [2, "pass", "pass", 2]


def test_stuck_dealer_must_bid_stuck_bid(hand: Hand) -> None:
    state = hand(DEAL_A, 0, [P, P, P], "", AP)
    assert legal_actions(state) == bids(2, 3, 4)
    for level in (0, 1):
        with pytest.raises(IllegalActionError, match="the dealer is stuck and must bid at least 2"):
            apply(state, bid_action(level))
    state = hand(DEAL_A, 0, [P, P, P], "", {"preset": AP, "stuck_bid": 3})
    assert legal_actions(state) == bids(3, 4)
    state = hand(DEAL_A, 0, [P, P, P], "", "setback")
    assert legal_actions(state) == bids(2, 3, 4, "smudge")


def test_redeal_throws_the_hand_in(hand: Hand) -> None:
    rules = {"preset": AP, "all_pass": "redeal"}
    state = hand(DEAL_A, 0, [P, P, P], "", rules)
    assert legal_actions(state) == bids("pass", 1, 2, 3, 4)
    state = hand(DEAL_A, 0, [P, P, P, P], "", rules, [3, 1, 0, 2])
    assert state.phase is Phase.DONE
    assert state.thrown_in
    assert state.score is None
    assert legal_actions(state) == []
    assert result_json(state) == {
        "format": "pitch-result/1",
        "thrown_in": True,
        "scores_after": [3, 1, 0, 2],
        "winner": None,
    }


def test_bid_range_min_and_max(hand: Hand) -> None:
    state = hand(DEAL_A, 3, [], "", {"preset": AP, "max_bid": 3})
    assert legal_actions(state) == bids("pass", 1, 2, 3)
    with pytest.raises(IllegalActionError, match="bids run from 1 to 3"):
        apply(state, bid_action(4))
    state = hand(DEAL_A, 3, [], "", {"preset": "setback", "min_bid": 3})
    assert legal_actions(state) == bids("pass", 3, 4, "smudge")
    with pytest.raises(IllegalActionError, match="bids run from 3 to 4"):
        apply(state, bid_action(2))
    state = hand(DEAL_A, 3, [2], "", "setback")
    with pytest.raises(IllegalActionError, match="higher than the high bid 2"):
        apply(state, bid_action(2))


def test_smudge_off_and_on(hand: Hand) -> None:
    state = hand(DEAL_A, 3, [], "", AP)
    assert legal_actions(state) == bids("pass", 1, 2, 3, 4)
    with pytest.raises(IllegalActionError, match="smudge is not played at this table"):
        apply(state, SMUDGE)
    state = hand(DEAL_A, 3, [], "", "setback")
    assert legal_actions(state) == bids("pass", 2, 3, 4, "smudge")
    state = hand(DEAL_A, 3, ["smudge"], "", "setback")
    assert legal_actions(state) == bids("pass")


def test_bids_are_refused_during_play_and_cards_during_the_auction(hand: Hand) -> None:
    state = hand(DEAL_A, 3, [], "", "setback")
    with pytest.raises(IllegalActionError, match="must bid or pass"):
        apply(state, parse_card("AS"))
    state = hand(DEAL_A, 3, [2, P, P, P], "", "setback")
    with pytest.raises(IllegalActionError, match="does not hold 3S"):
        apply(state, parse_card("3S"))


# --- trump_rule: which cards are legal -------------------------------------------------------


def test_anytime_plain_lead_follow_or_trump(hand: Hand) -> None:
    # Deal F, trick 2: seat 0 led 5H, seat 1 followed; seat 2 holds JS TD 4C 7C 8H.
    state = hand(DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H 6H", AP)
    assert state.to_act == 2
    assert legal_actions(state) == cards("8H JS")
    with pytest.raises(IllegalActionError, match=r"TD .*seat 2 \(must follow hearts or play a tr"):
        apply(state, parse_card("TD"))


def test_follow_suit_plain_lead_must_follow(hand: Hand) -> None:
    state = hand(
        DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H 6H", {"preset": AP, "trump_rule": "follow_suit"}
    )
    assert legal_actions(state) == cards("8H")
    with pytest.raises(
        IllegalActionError, match=r"JS is not legal for seat 2 \(must follow hearts\)"
    ):
        apply(state, parse_card("JS"))


@pytest.mark.parametrize("trump_rule", ["anytime", "follow_suit"])
def test_trump_lead_must_be_followed_with_trump(hand: Hand, trump_rule: str) -> None:
    state = hand(DEAL_F, 3, [2, P, P, P], "AS", {"preset": AP, "trump_rule": trump_rule})
    assert state.to_act == 1
    assert legal_actions(state) == cards("2S")
    with pytest.raises(
        IllegalActionError, match=r"must follow the trump lead with a trump \(spades\)"
    ):
        apply(state, parse_card("6H"))


@pytest.mark.parametrize("trump_rule", ["anytime", "follow_suit"])
def test_void_in_the_led_suit_plays_anything(hand: Hand, trump_rule: str) -> None:
    # Deal F trick 6: seat 2 holds only 8H when clubs are led. Deal I trick 4 (follows suit
    # throughout, so legal under both rules): seat 2 holds 4D 2C 7C when hearts are led.
    rules = {"preset": AP, "trump_rule": trump_rule, "players": 3}
    state = hand(DEAL_I, 0, [P, 2, P], "KD 2D 5D 3D QD AD TS 4S AS 9H JH", rules)
    assert state.to_act == 2
    assert legal_actions(state) == cards("4D 2C 7C")


def test_the_lead_may_be_any_card(hand: Hand) -> None:
    state = hand(DEAL_A, 3, [2, P, P, P], "", "setback")
    assert (state.phase, state.to_act, state.trump) == (Phase.PLAY, 0, None)
    assert legal_actions(state) == cards(DEAL_A[0])
    state = hand(DEAL_A, 3, [2, P, P, P], "AS 2S JS 4S", "setback")
    assert legal_actions(state) == cards("KH KD 7C 2H 6C")


def test_trick_goes_to_highest_trump_then_highest_of_led_suit(hand: Hand) -> None:
    state = hand(DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H 6H JS 7H", AP)
    assert (state.leader, state.to_act) == (2, 2)  # the JS trumped the hearts
    assert state.tricks == (1, 0, 1, 0)
    state = hand(DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H 6H JS 7H TD AD 2D 3D", AP)
    assert (state.leader, state.tricks) == (3, (1, 0, 1, 1))


# --- presets and the rules object -------------------------------------------------------------

# The fields of the point families, as the four-point presets spell them out (FORMATS.md).
FOUR_POINT_FAMILY: dict[str, Any] = {
    "points": ["high", "low", "jack", "game"], "off_jack": False, "jokers": 0,
    "jokers_rank": "marked", "deal": 6, "draw": "none",
}  # fmt: skip
# RULES.md, "Presets of the families" (the seven- and ten-point games need the draw-back).
FAMILY_PRESETS: dict[str, dict[str, Any]] = {
    "five-point": {
        "players": 4, "teams": 2, "min_bid": 2, "max_bid": 5, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "always",
        "all_pass": "stick_dealer", "stuck_bid": 2, "trump_rule": "anytime",
        "low_goes_to": "taker", "target": 11, "win_rule": "bidder_out",
        "points": ["high", "low", "jack", "off_jack", "game"], "off_jack": True, "jokers": 0,
        "jokers_rank": "marked", "deal": 6, "draw": "none",
    },
    "six-point": {
        "players": 4, "teams": 2, "min_bid": 2, "max_bid": 6, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "always",
        "all_pass": "stick_dealer", "stuck_bid": 2, "trump_rule": "anytime",
        "low_goes_to": "taker", "target": 11, "win_rule": "bidder_out",
        "points": ["high", "low", "jack", "off_jack", "big_joker", "game"], "off_jack": True,
        "jokers": 1, "jokers_rank": "marked", "deal": 6, "draw": "none",
    },
    "nine-point": {
        "players": 4, "teams": 2, "min_bid": 3, "max_bid": 9, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "never",
        "all_pass": "stick_dealer", "stuck_bid": 3, "trump_rule": "anytime",
        "low_goes_to": "holder", "target": 31, "win_rule": "bidder_out",
        "points": ["high", "low", "jack", "five", "game"], "off_jack": False, "jokers": 0,
        "jokers_rank": "marked", "deal": 9, "draw": "none",
    },
    "seven-point": {
        "players": 4, "teams": 2, "min_bid": 3, "max_bid": 7, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "never",
        "all_pass": "stick_dealer", "stuck_bid": 3, "trump_rule": "anytime",
        "low_goes_to": "holder", "target": 21, "win_rule": "bidder_out",
        "points": ["high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten"],
        "off_jack": True, "jokers": 2, "jokers_rank": "marked", "deal": 9, "draw": "draw_back",
    },
    "ten-point": {
        "players": 4, "teams": 2, "min_bid": 4, "max_bid": 10, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "never",
        "all_pass": "stick_dealer", "stuck_bid": 4, "trump_rule": "anytime",
        "low_goes_to": "holder", "target": 32, "win_rule": "bidder_out",
        "points": [
            "high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten", "three"
        ],
        "off_jack": True, "jokers": 2, "jokers_rank": "marked", "deal": 9, "draw": "draw_back",
    },
}  # fmt: skip

PRESET_TABLE: dict[str, dict[str, Any]] = {
    "setback": {
        "players": 4, "teams": 2, "min_bid": 2, "max_bid": 4, "smudge": True,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "always",
        "all_pass": "stick_dealer", "stuck_bid": 2, "trump_rule": "anytime",
        "low_goes_to": "taker", "target": 21, "win_rule": "bidder_out",
    },
    "auction-pitch": {
        "players": 4, "teams": 0, "min_bid": 1, "max_bid": 4, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "below_max",
        "all_pass": "stick_dealer", "stuck_bid": 2, "trump_rule": "anytime",
        "low_goes_to": "taker", "target": 7, "win_rule": "bidder_out",
    },
    "classic": {
        "players": 4, "teams": 0, "min_bid": 1, "max_bid": 4, "smudge": False,
        "smudge_value": 5, "smudge_wins": False, "dealer_steal": "never",
        "all_pass": "stick_dealer", "stuck_bid": 2, "trump_rule": "anytime",
        "low_goes_to": "holder", "target": 7, "win_rule": "count_order",
    },
}  # fmt: skip
PRESET_TABLE = {name: {**fields, **FOUR_POINT_FAMILY} for name, fields in PRESET_TABLE.items()}
PRESET_TABLE.update(FAMILY_PRESETS)


@pytest.mark.parametrize("name", sorted(PRESET_TABLE))
def test_preset_settings(name: str) -> None:
    assert PRESETS[name].to_json() == PRESET_TABLE[name]
    assert rules_from_json({"preset": name}) == PRESETS[name]
    assert rules_from_json(PRESET_TABLE[name]) == PRESETS[name]
    assert PRESETS[name].preset_name() == name


@pytest.mark.parametrize("name", sorted(PRESET_TABLE))
def test_a_preset_at_another_table_size_keeps_its_name(name: str) -> None:
    """Only the player count changed: still the preset (its teams where they fit, its deal
    where the deck allows); records keep the exact name alone."""
    for players in range(2, 8):
        seated = PRESETS[name].seated(players)
        assert seated.seated_preset_name() == name, players
        assert seated.preset_name() == (name if seated == PRESETS[name] else None)
    assert PRESETS[name].with_changes(target=99).seated_preset_name() is None


def test_presets_are_exactly_those_of_rules_md() -> None:
    assert sorted(PRESETS) == [
        "auction-pitch", "call-partner", "cinch", "classic", "eleven-point", "five-point",
        "kitty-pitch", "nine-point", "setback", "seven-point", "six-point", "smear", "ten-point",
        "ten-point-smear", "thirteen-point",
    ]  # fmt: skip


def test_a_four_point_record_without_the_family_fields_reads_as_before() -> None:
    old = {k: v for k, v in PRESET_TABLE["classic"].items() if k not in FOUR_POINT_FAMILY}
    assert rules_from_json(old) == PRESETS["classic"]


@pytest.mark.parametrize(
    ("players", "teams", "sides"),
    [
        (2, 0, (0, 1)),
        (3, 0, (0, 1, 2)),
        (4, 0, (0, 1, 2, 3)),
        (4, 2, (0, 1, 0, 1)),
        (5, 0, (0, 1, 2, 3, 4)),
        (6, 0, (0, 1, 2, 3, 4, 5)),
        (6, 3, (0, 1, 2, 0, 1, 2)),
        (6, 2, (0, 1, 0, 1, 0, 1)),
        (7, 0, (0, 1, 2, 3, 4, 5, 6)),
    ],
)
def test_sides_of_seats(players: int, teams: int, sides: tuple[int, ...]) -> None:
    rules = Rules(players=players, teams=teams)
    assert rules.side_of_seat == sides
    assert rules.sides == len(set(sides))


@pytest.mark.parametrize(
    "changes",
    [
        {"players": 1},
        {"players": 8},
        {"players": 5, "teams": 2},
        {"players": 4, "teams": 3},
        {"teams": 1},
        {"min_bid": 0},
        {"max_bid": 5},
        {"min_bid": 4, "max_bid": 3},
        {"target": 0},
        {"target": 100},
        {"dealer_steal": "sometimes"},
        {"win_rule": "first"},
    ],
)
def test_bad_rules_are_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        rules_from_json({"preset": "setback", **changes})


def test_cutthroat_players_on_setback_must_say_teams_0() -> None:
    with pytest.raises(RulesError, match="2 teams do not fit 3 players"):
        rules_from_json({"preset": "setback", "players": 3})
    assert rules_from_json({"preset": "setback", "players": 3, "teams": 0}).sides == 3


def test_rules_read_before_are_reused_but_never_for_a_value_of_another_type() -> None:
    # Records reuse rules they have read (a history holds one set for every hand); a key that
    # took 1 for true would let a bad record through on the back of a good one.
    from pitch_desktop.engine.records import read_rules

    good = {"preset": "classic", "smudge": True}
    assert read_rules(good) is read_rules(dict(good))
    with pytest.raises(RecordError, match="smudge must be true or false"):
        read_rules({"preset": "classic", "smudge": 1})
    six = {"preset": "six-point", "max_bid": 4, "points": ["high", "low", "jack", "game"]}
    assert read_rules(six).total_points == 4
    assert read_rules({**six, "points": ["high", "low"]} | {"max_bid": 2}).total_points == 2
