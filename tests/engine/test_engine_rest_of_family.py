"""Scripted hands of "The rest of the family" in RULES.md: the off-cards as a list, their
awards, the jokers ranked by the second played, deals of six to ten cards, and the presets
built of them.

Every hand here was dealt and played by hand and its result worked out from RULES.md; the
comments on each deal list the tricks (leader, cards in the order played, winner, card points)
so the arithmetic can be checked by eye. Each case is a ``pitch-hand/1`` record replayed both
from the record and through the public API (``tests.engine.conftest.replay_both``), and the
whole ``pitch-result/1`` object is compared, the ``points`` keys in the order of the rules'
``points`` list.

Unless a case says otherwise: 4 players in two teams (seats 0+2 are side 0, 1+3 side 1), dealer
3 (so seat 0 speaks first), seat 0 bids 2 and every other seat passes, seat 0 pitches. Card
points for Game: T 10, A 4, K 3, Q 2, J 1 (an off-card counts as its printed rank), jokers 0.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pitch_desktop.engine.cards import parse_card
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.records import RecordError, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError, rules_from_json, rules_json
from tests.engine.card_strings import points_of
from tests.engine.conftest import make_record, replay_both

P = "pass"
Bid = int | str

# Five-point with more off-cards: the ace's, the jack's and the three's twins are trumps.
OFF_A_J_3: dict[str, Any] = {"preset": "five-point", "off_cards": ["A", "J", "3"]}
OFF_A_J: dict[str, Any] = {"preset": "five-point", "off_cards": ["J", "A"]}
FIVE_AWARDS = ("high", "low", "jack", "off_jack", "game")


def result(
    *,
    points: dict[str, int | None],
    game_points: list[int],
    won: list[int],
    made: bool,
    hand_score: list[int],
    scores_after: list[int] | None = None,
    bid: Bid = 2,
    trump: str = "S",
    pitcher: int = 0,
    winner: int | None = None,
) -> dict[str, Any]:
    """A whole ``pitch-result/1`` object of a finished hand (scores from zero unless given)."""
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
        "scores_after": hand_score if scores_after is None else scores_after,
        "winner": winner,
    }


def assert_hand(
    hands: list[str],
    plays: str,
    rules: dict[str, Any],
    expected: dict[str, Any],
    bids: list[Bid] | None = None,
    dealer: int = 3,
) -> None:
    state = replay_both(make_record(hands, dealer, bids or [2, P, P, P], plays, rules))
    got = result_json(state)
    assert got == expected
    assert list(got["points"]) == list(expected["points"])


# --- 1. off-cards as a list --------------------------------------------------------------------


def test_off_jack_true_reads_as_the_list_of_the_jack() -> None:
    five = PRESETS["five-point"]
    assert five.off_cards == ("J",) and five.off_jack
    assert Rules(off_jack=True) == Rules(off_cards=("J",))
    assert rules_from_json({"preset": "setback", "off_jack": True}).off_cards == ("J",)
    assert rules_from_json({"preset": "five-point", "off_cards": ["J"]}).preset_name() == (
        "five-point"
    )
    assert Rules().off_cards == () and not Rules().off_jack


def test_off_cards_are_kept_high_to_low_and_drive_the_deck() -> None:
    rules = rules_from_json({"preset": "setback", "off_cards": ["3", "A", "5", "J"]})
    assert rules.off_cards == ("A", "J", "5", "3") and rules.off_jack
    trumps = deck_of(rules).trumps(3)  # spades
    assert [parse_card(c) for c in ("AC", "JC", "5C", "3C")] == list(trumps.off_cards)


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"preset": "five-point", "off_jack": True, "off_cards": ["J"]}, "not both"),
        ({"preset": "setback", "off_jack": False, "off_cards": []}, "not both"),
        ({"preset": "setback", "off_cards": ["K"]}, "'K' is not a rank with an off-card"),
        ({"preset": "setback", "off_cards": ["A", "A"]}, "lists a rank twice"),
        ({"preset": "setback", "off_cards": "J"}, "must be a list of ranks"),
        ({"preset": "setback", "off_jack": "yes"}, "off_jack must be true or false"),
    ],
)
def test_bad_off_cards_are_refused_in_one_line(rules: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError, match=words) as caught:
        rules_from_json(rules)
    assert "\n" not in str(caught.value)


def test_given_off_cards_replace_the_presets_whole_list() -> None:
    # Five-point scores the off-jack: a list without the jack cannot keep that award.
    with pytest.raises(RulesError, match="off_jack but off_cards lacks J"):
        rules_from_json({"preset": "five-point", "off_cards": ["A"]})
    with pytest.raises(RulesError, match="off_jack but off_cards lacks J"):
        rules_from_json({"preset": "five-point", "off_jack": False})
    plain = {"preset": "five-point", "points": ["high", "low", "jack", "game"], "max_bid": 4}
    assert rules_from_json({**plain, "off_cards": ["A"]}).off_cards == ("A",)
    assert rules_from_json({**plain, "off_jack": False}).off_cards == ()
    five = PRESETS["five-point"]
    assert five.with_changes(off_cards=("A", "J")).off_cards == ("A", "J")
    four = five.with_changes(points=plain["points"], max_bid=4, off_jack=False)
    assert four.off_cards == () and not four.off_jack
    with pytest.raises(RulesError, match="not both"):
        five.with_changes(off_jack=True, off_cards=("J",))


def test_the_older_presets_and_objects_are_written_as_before() -> None:
    """``off_jack`` stays where it was written and ``off_cards`` is written only for a list
    the older field cannot say (never both), so older objects and digests do not change."""
    for rules in PRESETS.values():
        obj = rules.to_json()
        if rules.off_cards in ((), ("J",)):
            assert "off_cards" not in obj and obj["off_jack"] is rules.off_jack
        else:  # the eleven- and thirteen-point games
            assert "off_jack" not in obj and obj["off_cards"] == list(rules.off_cards)
        assert rules_from_json(obj) == rules
    more = rules_from_json(OFF_A_J_3)
    obj = more.to_json()
    assert obj["off_cards"] == ["A", "J", "3"] and "off_jack" not in obj
    assert rules_from_json(json.loads(json.dumps(obj))) == more
    assert rules_json(more) == obj


# Deal 1, five-point with off-cards A, J, 3: spades trump; the AS is not dealt, so the AC (the
# off-ace, seat 1) is High; the 3C (the off-three, seat 0) ranks below the 3S and is a trump,
# yet Low is the 5S, the lowest card *of the trump suit*. Trumps in play: AC KS QS 8S 6S 5S 3C.
#   1 s0: KS 6S QS 8S -> s0 (5)
#   2 s0: 3C AC 7C 2H -> s1 (4)    the off-three leads trump: seat 1 must follow with the AC
#   3 s1: KH JH 4H 5S -> s0 (4)    seat 0 trumps with the 5S: Low taken by side 0
#   4 s0: 7H 9H TH QC -> s2 (12)
#   5 s2: 3D 9D 8D 2D -> s3 (0)
#   6 s3: TC 4D 5C 6D -> s3 (10)
# Card points 21/14. High AC s1; Low 5S taken by s0; no JS, no JC; Game side 0.
DEAL_1 = ["KS 5S 3C 7H 8D 4D", "AC 6S 9H KH 2D 5C", "QS TH JH 3D 6D 7C", "8S 2H 4H 9D TC QC"]
PLAYS_1 = "KS 6S QS 8S 3C AC 7C 2H KH JH 4H 5S 7H 9H TH QC 3D 9D 8D 2D TC 4D 5C 6D"


def test_the_off_ace_is_high_without_the_ace_and_the_off_three_never_low() -> None:
    assert_hand(
        DEAL_1, PLAYS_1, OFF_A_J_3,
        result(
            points=points_of(FIVE_AWARDS, "10--0"), game_points=[21, 14], won=[2, 1],
            made=True, hand_score=[2, 1],
        ),
    )  # fmt: skip


def test_an_off_card_led_is_trump_led() -> None:
    """The 3C leads trump: seat 1, holding the 5C and the AC, must follow with the AC."""
    bids: list[Bid] = [2, P, P, P]
    with pytest.raises(RecordError, match=r"\b5C\b"):
        replay_record(make_record(DEAL_1, 3, bids, "KS 6S QS 8S 3C 5C", OFF_A_J_3))


# Deal 2, five-point with off-cards A and J: seat 0 pitches the AC, a plain ace before trump is
# known, so clubs are trump and the AS is the off-ace (below the AC, above the KC).
#   1 s0: AC KC 2C 6C -> s0 (7)
#   2 s0: 2H AS TH 5H -> s1 (14)   seat 1 trumps a heart lead with the AS, holding hearts
#   3 s1: 3H 3S JH 9H -> s3 (1)    seat 2 is out of hearts
#   4 s3: TD 8D 5D 4D -> s3 (10)
#   5 s3: QD 4C 6H 8S -> s0 (2)    seat 0 trumps with the 4C
#   6 s0: 7D 9S QS 7S -> s0 (2)
# Card points 11/25. High AC s0; Low 2C (seat 2's) taken by s0; no JC, no JS; Game side 1.
DEAL_2 = ["AC 4C 9H 8D 2H 7D", "AS KC 3H 5D 6H 9S", "2C QS TH 4D 8S 3S", "JH TD 5H 7S 6C QD"]
PLAYS_2 = "AC KC 2C 6C 2H AS TH 5H 3H 3S JH 9H TD 8D 5D 4D QD 4C 6H 8S 7D 9S QS 7S"


def test_a_pitched_off_card_names_its_own_suit() -> None:
    assert_hand(
        DEAL_2, PLAYS_2, OFF_A_J,
        result(
            trump="C", points=points_of(FIVE_AWARDS, "00--1"), game_points=[11, 25],
            won=[2, 1], made=True, hand_score=[2, 1],
        ),
    )  # fmt: skip


# --- 2. the off-cards' awards and the jokers ranked by the second played ----------------------

# Five-point with every off-card and its award: 1+1+1+1+1+3+5+1 = 14 points, bids still 2-5.
EVERY_OFF: dict[str, Any] = {
    "preset": "five-point",
    "off_cards": ["A", "J", "5", "3"],
    "points": ["high", "low", "jack", "off_jack", "off_ace", "off_three", "off_five", "game"],
}
EVERY_OFF_AWARDS = tuple(EVERY_OFF["points"])

# Deal 3, every off-card: spades trump, the off-cards AC, JC (not dealt), 5C, 3C. Trumps in play,
# high to low: AS AC KS JS 6S 5S 5C 4S 3S 3C 2S.
#   1 s0: AS 6S 5S 2S -> s0 (4)    Low (the 2S) to side 0
#   2 s0: 5C AC KS 3S -> s1 (7)    the off-five leads trump; the off-ace takes it (and the KS)
#   3 s1: 3C 9D JS 4S -> s3 (1)    the off-three leads trump; the JS takes it
#   4 s3: 8H 9H 2H QH -> s2 (2)
#   5 s2: 4D TH KD TD -> s0 (23)   seat 3 is out of diamonds
#   6 s0: 8D 7C 6C QC -> s0 (2)
# Card points 31/8. High AS s0; Low 2S taken by s0; Jack JS s3; no JC; off-ace, off-three and
# off-five taken by side 1; Game side 0. Side 0 wins 3, side 1 1+1+3+5 = 10.
DEAL_3 = ["AS 5C 4S 9H 8D KD", "AC 3C 6S 2H TD 7C", "5S KS 9D QH 4D 6C", "3S JS 2S 8H QC TH"]
PLAYS_3 = "AS 6S 5S 2S 5C AC KS 3S 3C 9D JS 4S 8H 9H 2H QH 4D TH KD TD 8D 7C 6C QC"


def test_the_off_cards_awards_score_their_worth_to_the_taker() -> None:
    assert_hand(
        DEAL_3, PLAYS_3, EVERY_OFF,
        result(
            points=points_of(EVERY_OFF_AWARDS, "001-1110"), game_points=[31, 8], won=[3, 10],
            made=True, hand_score=[3, 10],
        ),
    )  # fmt: skip


def test_the_off_cards_awards_count_in_the_total() -> None:
    rules = rules_from_json(EVERY_OFF)
    assert rules.total_points == 14
    assert rules_from_json({**EVERY_OFF, "max_bid": 14}).max_bid == 14


@pytest.mark.parametrize(
    ("award", "lacks"), [("off_ace", "A"), ("off_three", "3"), ("off_five", "5")]
)
def test_an_off_card_award_needs_its_off_card(award: str, lacks: str) -> None:
    offs = [r for r in ("A", "J", "5", "3") if r != lacks]
    with pytest.raises(RulesError, match=f"points lists {award} but off_cards lacks {lacks}"):
        rules_from_json({**EVERY_OFF, "off_cards": offs})


def test_an_off_card_award_not_dealt_scores_for_nobody() -> None:
    """Deal 2 again (clubs trump) with the off-ace's and the off-five's awards: the AS, the
    off-ace, is taken by seat 1 in trick 2; no 5S is dealt, so nobody scores the off-five."""
    rules = {**OFF_A_J, "points": [*FIVE_AWARDS, "off_ace", "off_five"]}
    with pytest.raises(RulesError, match="off_five but off_cards lacks 5"):
        rules_from_json(rules)
    rules["off_cards"] = ["A", "J", "5"]
    assert_hand(
        DEAL_2, PLAYS_2, rules,
        result(
            trump="C", points=points_of((*FIVE_AWARDS, "off_ace", "off_five"), "00--11-"),
            game_points=[11, 25], won=[2, 2], made=True, hand_score=[2, 2],
        ),
    )  # fmt: skip


# Six-point with both jokers and their awards (7 points). Deal 4: spades trump; no A K Q J of
# spades and no JC dealt, so the jokers are the highest trumps in play; seat 1 (side 1) holds the
# BJ, seat 2 (side 0) the LJ.
#   1 s0: 4S 2S 3S 2H -> s0 (0)    seats 1 and 2 keep their jokers; seat 3 has no trump
#   2 s0: AH 3H 6H 9H -> s0 (4)
#   3 s0: KH 4H 7H TH -> s0 (13)
#   4 s0: QH 5H 2D 5C -> s0 (2)    seats 2 and 3 are out of hearts
#   5 s0: AC 9C 3C KC -> s0 (7)
#   6 s0: 8D BJ LJ TD -> second_played: s2 (the LJ, played second); marked and first_played:
#                        s1 (the BJ) (10)
# High is the BJ, held by s1, whichever joker takes the trick. Low 2S (seat 1's) taken by s0.
DEAL_4 = ["4S AH KH QH AC 8D", "2S BJ 3H 4H 5H 9C", "3S LJ 6H 7H 3C 2D", "2H 9H TH KC 5C TD"]
PLAYS_4 = "4S 2S 3S 2H AH 3H 6H 9H KH 4H 7H TH QH 5H 2D 5C AC 9C 3C KC 8D BJ LJ TD"
JOKER_AWARDS = ("high", "low", "jack", "off_jack", "big_joker", "little_joker", "game")


@pytest.mark.parametrize(
    ("jokers_rank", "sides", "game_points", "won"),
    [
        ("second_played", "10--000", [36, 0], [4, 1]),
        ("marked", "10--110", [26, 10], [2, 3]),
        ("first_played", "10--110", [26, 10], [2, 3]),
    ],
)
def test_of_two_jokers_in_a_trick_the_second_played_ranks_higher(
    jokers_rank: str, sides: str, game_points: list[int], won: list[int]
) -> None:
    rules = {"preset": "six-point", "jokers": 2, "jokers_rank": jokers_rank,
             "points": list(JOKER_AWARDS)}  # fmt: skip
    assert_hand(
        DEAL_4, PLAYS_4, rules,
        result(
            points=points_of(JOKER_AWARDS, sides), game_points=game_points, won=won,
            made=True, hand_score=won,
        ),
    )  # fmt: skip


def test_second_played_changes_only_the_two_jokers_trick() -> None:
    from pitch_desktop.engine.cards import BIG_JOKER, LITTLE_JOKER
    from pitch_desktop.engine.deck import deck_for
    from pitch_desktop.engine.rules import JokersRank

    trumps = deck_for((), 2, JokersRank.SECOND_PLAYED).trumps(3)
    ace, ten = parse_card("AS"), parse_card("TS")
    assert trumps.winner_index([BIG_JOKER, LITTLE_JOKER]) == 1
    assert trumps.winner_index([LITTLE_JOKER, BIG_JOKER]) == 1
    assert trumps.winner_index([BIG_JOKER, LITTLE_JOKER, ace]) == 2
    assert trumps.winner_index([ten, LITTLE_JOKER, BIG_JOKER]) == 2
    assert trumps.highest(1 << BIG_JOKER | 1 << LITTLE_JOKER) == BIG_JOKER  # High: marked
    one = deck_for((), 1, JokersRank.SECOND_PLAYED).trumps(3)
    assert one.winner_index([BIG_JOKER, ten]) == 0


# --- 3. deals of six to ten cards --------------------------------------------------------------


@pytest.mark.parametrize("deal", [6, 7, 8, 9, 10])
@pytest.mark.parametrize("draw", ["none", "draw_back"])
def test_every_deal_from_six_to_ten_plays_with_or_without_a_draw(deal: int, draw: str) -> None:
    """Random legal play to the end: without a draw a hand is ``deal`` tricks, every card
    played; with the draw-back at most six."""
    import random

    from pitch_desktop.engine.state import apply, legal_actions
    from pitch_desktop.engine.state import deal as deal_hand

    base = "five-point" if draw == "none" else "seven-point"
    rules = rules_from_json({"preset": base, "deal": deal, "players": 4})
    rng = random.Random(deal)
    for dealer in range(4):
        state = deal_hand(rules, dealer, rng)
        assert all(m.bit_count() == deal for m in state.dealt)
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
        if state.thrown_in:
            continue
        if draw == "none":
            assert sum(state.tricks) == deal and len(state.plays) == 4 * deal
        else:
            assert sum(state.tricks) <= 6


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"preset": "setback", "deal": 5}, "deal must be from 6 to 10, not 5"),
        ({"preset": "setback", "deal": 11}, "deal must be from 6 to 10, not 11"),
        ({"preset": "auction-pitch", "players": 6, "deal": 9}, "6 players of 9 cards need 54"),
        ({"preset": "seven-point", "players": 6, "deal": 10}, "6 players of 10 cards need 60"),
    ],
)
def test_a_deal_the_deck_cannot_give_is_refused_in_one_line(
    rules: dict[str, Any], words: str
) -> None:
    with pytest.raises(RulesError, match=words) as caught:
        rules_from_json(rules)
    assert "\n" not in str(caught.value)
    assert rules_from_json({"preset": "seven-point", "players": 6, "deal": 9}).deal == 9  # 54


# Deal 5: setback at two players, ten cards each (no draw, ten tricks). Seat 0 bids smudge and
# leads every trick: AS 2S, KS 3S, QS 6D, JS 7D, TS 8C, 9S 9C, AH 4H, then
#   made:   KH 5H, AD TD, AC QC -> all ten tricks to seat 0 (47 card points)
#   failed: 8H KH (seat 1 takes it, 3), then seat 1 leads TD AD, and AC QC -> nine of ten
SMUDGE_MADE = ["AS KS QS JS TS 9S AH AD AC KH", "2S 3S 4H 5H 6D 7D 8C 9C TD QC"]
SMUDGE_FAILED = ["AS KS QS JS TS 9S AH AD AC 8H", "2S 3S 4H KH 6D 7D 8C 9C TD QC"]
TEN_TRICKS = "AS 2S KS 3S QS 6D JS 7D TS 8C 9S 9C AH 4H"
TWO_OF_TEN: dict[str, Any] = {"preset": "setback", "players": 2, "teams": 0, "deal": 10}


def test_a_ten_card_hand_is_ten_tricks_and_smudge_needs_every_one() -> None:
    assert_hand(
        SMUDGE_MADE, f"{TEN_TRICKS} KH 5H AD TD AC QC", TWO_OF_TEN,
        result(
            bid="smudge", points={"high": 0, "low": 0, "jack": 0, "game": 0},
            game_points=[47, 0], won=[4, 0], made=True, hand_score=[5, 0],
        ),
        bids=["smudge", P], dealer=1,
    )  # fmt: skip
    assert_hand(
        SMUDGE_FAILED, f"{TEN_TRICKS} 8H KH TD AD AC QC", TWO_OF_TEN,
        result(
            bid="smudge", points={"high": 0, "low": 0, "jack": 0, "game": 0},
            game_points=[44, 3], won=[4, 0], made=False, hand_score=[-5, 0],
        ),
        bids=["smudge", P], dealer=1,
    )  # fmt: skip


# --- 4. the presets ----------------------------------------------------------------------------


def test_the_presets_of_the_rest_of_the_family_are_as_rules_md_lists_them() -> None:
    ten = PRESETS["ten-point"]
    eleven, thirteen = PRESETS["eleven-point"], PRESETS["thirteen-point"]
    for rules, award, off, bids, stuck in (
        (eleven, "off_ace", ("A", "J"), (4, 11), 4),
        (thirteen, "off_three", ("J", "3"), (4, 13), 5),
    ):
        assert [a.value for a in rules.points] == [*(a.value for a in ten.points), award]
        assert rules.off_cards == off and rules.jokers == 2 and rules.deck_size == 54
        assert (rules.deal, rules.draw.value, rules.min_bid, rules.max_bid) == (
            9,
            "draw_back",
            *bids,
        )
        assert (rules.stuck_bid, rules.target, rules.total_points) == (stuck, 52, bids[1])
        assert rules.seated(6).deal == 8
    smear, ten_smear = PRESETS["smear"], PRESETS["ten-point-smear"]
    assert [a.value for a in smear.points] == list(FIVE_AWARDS)
    assert (smear.deck_size, smear.off_cards, smear.deal, smear.target) == (52, ("J",), 6, 11)
    assert [a.value for a in ten_smear.points] == [
        "high", "low", "jack", "off_jack", "big_joker", "little_joker", "game", "three",
    ]  # fmt: skip
    assert (ten_smear.deck_size, ten_smear.off_cards, ten_smear.jokers_rank.value) == (
        54, ("J",), "second_played",
    )  # fmt: skip
    assert (ten_smear.deal, ten_smear.draw.value, ten_smear.max_bid, ten_smear.target) == (
        10, "none", 10, 21,
    )  # fmt: skip
    for rules in (eleven, thirteen, smear, ten_smear):
        assert not rules.smudge and rules.trump_rule.value == "anytime"
        assert rules.dealer_steal.value == "never" and rules.low_goes_to.value == "holder"
        assert rules.win_rule.value == "bidder_out" and (rules.players, rules.teams) == (4, 2)
        assert rules.all_pass.value == "stick_dealer"
    assert (smear.min_bid, smear.stuck_bid, ten_smear.min_bid, ten_smear.stuck_bid) == (2,) * 4


# Deal 6, smear: spades trump, the JC (off-jack) and JS not dealt. Seat 1 holds the 5S, the
# lowest trump in play, and seat 0 takes it: Low to its holder's side (five-point: the taker's).
#   1 s0: KS 5S QS 8S -> s0 (5)
#   2 s0: 3C AC 7C QC -> s1 (6)
#   3 s1: KH JH 4H 6S -> s0 (4)    seat 0 trumps with the 6S
#   4 s0: 7H 9H TH 2H -> s2 (10)
#   5 s2: 3D 9D 8D 2D -> s3 (0)
#   6 s3: TC 4D 5C 6D -> s3 (10)
# Card points 19/16. High KS s0; Low 5S held by s1; Game side 0.
DEAL_6 = ["KS 6S 3C 7H 8D 4D", "AC 5S 9H KH 2D 5C", "QS TH JH 3D 6D 7C", "8S 2H 4H 9D TC QC"]
PLAYS_6 = "KS 5S QS 8S 3C AC 7C QC KH JH 4H 6S 7H 9H TH 2H 3D 9D 8D 2D TC 4D 5C 6D"


@pytest.mark.parametrize(
    ("preset", "sides", "won"), [("smear", "01--0", [2, 1]), ("five-point", "00--0", [3, 0])]
)
def test_smear_gives_low_to_its_holder(preset: str, sides: str, won: list[int]) -> None:
    assert_hand(
        DEAL_6, PLAYS_6, {"preset": preset},
        result(
            points=points_of(FIVE_AWARDS, sides), game_points=[19, 16], won=won, made=True,
            hand_score=won,
        ),
    )  # fmt: skip


def test_the_smear_dealer_must_outbid() -> None:
    with pytest.raises(RecordError, match="may not take the bid by matching"):
        replay_record(make_record(DEAL_6, 3, [2, P, P, 2], "", {"preset": "smear"}))
    state = replay_both(make_record(DEAL_6, 3, [2, P, P, 3], "", {"preset": "smear"}))
    assert state.pitcher == 3 and state.high_bid == 3


# Deal 7, ten-point Smear at two players (cutthroat), ten cards each and ten tricks: spades
# trump; the JS is not dealt. Trumps in play: AS KS JC BJ LJ TS 3S 2S.
#   1 s0: AS 2S -> s0 (4)       High to seat 0; Low (the 2S) to seat 1, who held it
#   2 s0: BJ LJ -> s1 (0)       the little joker, played second, takes the big one
#   3 s1: KS 3S -> s1 (3)       the three of trump to seat 1 (3 points)
#   4 s1: TS JC -> s0 (11)      the off-jack takes the ten
#   5 s0: 9H QH -> s1 (2)
#   6 s1: 2H 8H -> s0 (0)
#   7 s0: 7H 3C -> s0 (0)
#   8 s0: 6D KD -> s1 (3)
#   9 s1: 4C 5D -> s1 (0)
#  10 s1: 5C 4D -> s1 (0)
# Card points 15/8. Seat 0 wins High, Off-jack and Game (3), seat 1 Low, both jokers and the
# three (6): seat 0's bid of 4 is set.
DEAL_7 = ["AS 3S BJ JC 9H 8H 7H 6D 5D 4D", "LJ 2S KS TS QH 2H KD 3C 4C 5C"]
PLAYS_7 = "AS 2S BJ LJ KS 3S TS JC 9H QH 2H 8H 7H 3C 6D KD 4C 5D 5C 4D"
TEN_SMEAR_AWARDS = ("high", "low", "jack", "off_jack", "big_joker", "little_joker", "game", "three")


def test_ten_point_smear_plays_ten_tricks_with_the_second_joker_higher() -> None:
    assert_hand(
        DEAL_7, PLAYS_7, {"preset": "ten-point-smear", "players": 2, "teams": 0},
        result(
            bid=4, points=points_of(TEN_SMEAR_AWARDS, "01-01101"),
            game_points=[15, 8], won=[3, 6], made=False, hand_score=[-4, 6],
        ),
        bids=[4, P], dealer=1,
    )  # fmt: skip


# Deal 8, the eleven- and thirteen-point games with the draw-back: the draw-back tests' deal 1
# (nine cards each, dealer 3, seat 0 bids 4 and names spades; the others draw in turn from
# seat 1, then seat 0 takes the rest of the stock). No one holds more than six trumps.
DEAL_8 = [
    "AS KS 9S AH KH QH JH TH 9H",
    "JC 4S 8H 7H 6H 5H 4H 3H 2H",
    "2S AD KD QD JD TD 9D 8D 7D",
    "BJ 8S 6S 6D 5D 4D 3D 2D AC",
]
STOCK_8 = "JS 3S KC QC TS 7S TC 9C 8C LJ 7C 6C QS 5S 5C 4C 3C 2C"
TEN_AWARDS = ("high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten", "three")

# Eleven-point: the AC is the off-ace, so seat 3 keeps four trumps and draws two.
#   draw: s1 keeps JC 4S, draws JS 3S KC QC (JS 3S); s2 keeps 2S, draws TS 7S TC 9C 8C (TS 7S);
#         s3 keeps BJ 8S 6S AC, draws LJ 7C (LJ); s0 keeps AS KS 9S, takes 6C QS 5S 5C 4C 3C 2C
#         (QS 5S)
#   1 s0: 5S 3S 2S 6S -> s3 (0)     the three of trump to side 1; Low (2S) to its holder s2
#   2 s3: AC 9S 4S 7S -> s3 (4)     the off-ace takes its own trick
#   3 s3: BJ QS JC TS -> s0 (13)    seat 2 is out
#   4 s0: AS JS LJ    -> s0 (5)     seat 1 is out
#   5 s0: KS 8S       -> s0 (3)
# Side 0 wins High, Low, Jack, Off-jack, both jokers and the ten (7); side 1 the three and the
# off-ace (4).
PLAYS_ELEVEN = "5S 3S 2S 6S AC 9S 4S 7S BJ QS JC TS AS JS LJ KS 8S"

# Thirteen-point: the 3C is the off-three (below the 3S, above the 2S); the pitcher takes it.
#   draw: s1 as above; s2 as above; s3 keeps BJ 8S 6S, draws LJ 7C 6C (LJ); s0 keeps AS KS 9S,
#         takes QS 5S 5C 4C 3C 2C (QS 5S 3C)
#   1 s0: 3C 3S 2S 6S -> s3 (0)     the off-three and the three of trump to side 1
#   2 s3: BJ AS JC TS -> s0 (15)
#   3 s0: KS JS 7S LJ -> s0 (4)     seat 2 is out
#   4 s0: QS 4S 8S    -> s0 (2)     seats 1 and 3 are out
#   5 s0: 9S          -> s0 (0)
#   6 s0: 5S          -> s0 (0)
# Side 0 wins High, Low, Jack, Off-jack, both jokers and the ten (7); side 1 the three and the
# off-three (6).
PLAYS_THIRTEEN = "3C 3S 2S 6S BJ AS JC TS KS JS 7S LJ QS 4S 8S 9S 5S"


@pytest.mark.parametrize(
    ("preset", "plays", "award", "game_points", "won"),
    [
        ("eleven-point", PLAYS_ELEVEN, "off_ace", [21, 4], [7, 4]),
        ("thirteen-point", PLAYS_THIRTEEN, "off_three", [21, 0], [7, 6]),
    ],
)
def test_the_eleven_and_thirteen_point_games_score_their_off_card(
    preset: str, plays: str, award: str, game_points: list[int], won: list[int]
) -> None:
    obj = {
        "format": "pitch-hand/1", "rules": {"preset": preset}, "dealer": 3,
        "hands": [seat.split() for seat in DEAL_8], "stock": STOCK_8.split(),
        "bids": [4, P, P, P], "trump": "S", "plays": plays.split(),
    }  # fmt: skip
    states = replay_record(obj)
    got = result_json(states[-1])
    expected = result(
        bid=4, points=points_of((*TEN_AWARDS, award), "000000011"), game_points=game_points,
        won=won, made=True, hand_score=won,
    )  # fmt: skip
    assert got == expected and list(got["points"]) == [*TEN_AWARDS, award]
    from pitch_desktop.engine.records import hand_record_json

    assert replay_record(hand_record_json(states[-1])) == states  # written and read back
