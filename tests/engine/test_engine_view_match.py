"""The dealing step, matches (the deal passing left), records of matches, and a player's view.

The scripted deals are those of ``test_engine_scripted`` (copied here so each file reads alone);
voids and samples are checked against what a player at the table could have seen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pytest

from pitch_desktop.engine.cards import (
    CLUBS,
    HEARTS,
    SPADES,
    SUIT_MASKS,
    mask_of,
    parse_card,
)
from pitch_desktop.engine.match import (
    apply_match,
    deal_next,
    new_match,
    start_hand,
)
from pitch_desktop.engine.records import (
    RecordError,
    match_record_json,
    replay_record,
    result_json,
)
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import (
    PASS,
    SMUDGE,
    EngineError,
    HandState,
    Phase,
    apply,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import PlayerView, sample_hands, view_of
from tests.engine.test_engine_scripted import AP, DEAL_K, PLAYS_K, P

Hand = Callable[..., HandState]

DEAL_A = ["AS KH KD 7C 2H 6C", "2S AH TD TC 8H 4C", "JS 3H QD 3C 9H 8C", "4S 5H 2D 9C QH 5C"]
PLAYS_A = "AS 2S JS 4S KH AH 3H 5H TD QD 2D KD 7C TC 3C 9C 8H 9H QH 2H 5C 6C 4C 8C"
DEAL_C = ["AS KS QS JS TS 2S", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C"]
PLAYS_C = "AS 9H 9D 9C KS TH TD TC QS JH JD JC JS QH QD QC TS KH KD KC 2S AH AD AC"
DEAL_F = ["AS 5H 2D 2C 5C 8C", "2S 6H 3D 3C 6C 9C", "3S JS TD 4C 7C 8H", "4S 7H AD TC KC QC"]
PLAYS_F = "AS 2S 3S 4S 5H 6H JS 7H TD AD 2D 3D TC 2C 3C 4C KC 5C 6C 7C QC 8C 9C 8H"
DEAL_H = ["AS 2S KH 3D 9C 4C", "JS JH 2H TD 5C 8C"]
DEAL_I = ["2D QD AS 9H TC 5H", "5D AD TS JH 3C 6H", "KD 3D 4S 4D 2C 7C"]
PLAYS_I = "KD 2D 5D 3D QD AD TS 4S AS 9H JH 4D 2C TC 3C 5H 6H 7C"
# The seven-player deal of the scripted hands, reused for the view.


def mask(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def play_out(state: HandState, rng: random.Random) -> HandState:
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


# --- dealing ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 8))
def test_deal_gives_six_cards_to_each_seat(players: int) -> None:
    rules = Rules(players=players, teams=0)
    for dealer in range(players):
        state = deal(rules, dealer, random.Random(1000 + dealer))
        assert len(state.dealt) == players
        assert [m.bit_count() for m in state.dealt] == [6] * players
        union = 0
        for m in state.dealt:
            assert union & m == 0
            union |= m
        assert union.bit_count() == 6 * players
        assert state.hands == state.dealt
        assert (state.phase, state.dealer, state.to_act) == (
            Phase.BID,
            dealer,
            (dealer + 1) % players,
        )
        assert state.scores_before == (0,) * players


def test_deal_is_reproducible_for_a_seed() -> None:
    rules = PRESETS["setback"]
    assert deal(rules, 2, random.Random(7)).dealt == deal(rules, 2, random.Random(7)).dealt
    assert deal(rules, 2, random.Random(7)).dealt != deal(rules, 2, random.Random(8)).dealt


def test_new_hand_refuses_bad_deals() -> None:
    rules = PRESETS["setback"]
    good = tuple(mask(h) for h in DEAL_A)
    with pytest.raises(EngineError, match="dealt twice"):
        new_hand(rules, 0, (good[0], good[0], good[2], good[3]))
    with pytest.raises(EngineError, match="seat 1 was dealt 5 cards, not 6"):
        new_hand(rules, 0, (good[0], mask("2S AH TD TC 8H"), good[2], good[3]))
    with pytest.raises(EngineError, match="dealer 4 is not a seat"):
        new_hand(rules, 4, good)


# --- matches ----------------------------------------------------------------------------------


def test_the_deal_passes_left_in_a_match() -> None:
    rng = random.Random(3)
    match = new_match(PRESETS["setback"], dealer=2)
    dealers = []
    for number in range(1, 6):
        match = deal_next(match, rng)
        assert match.hand is not None
        assert match.hand_number == number
        dealers.append(match.hand.dealer)
        assert match.hand.scores_before == match.scores
        with pytest.raises(EngineError, match="a hand is still in play"):
            deal_next(match, rng)
        while match.hand is not None:
            match = apply_match(match, rng.choice(legal_actions(match.hand)))
        last = match.history[-1]
        assert match.scores == last.scores_after
        assert match.dealer == (last.dealer + 1) % 4
    assert dealers == [2, 3, 0, 1, 2]


def test_thrown_in_hand_passes_the_deal_without_score() -> None:
    rules = rules_from_json({"preset": AP, "all_pass": "redeal"})
    match = new_match(rules, dealer=1)
    match = start_hand(match, new_hand(rules, 1, tuple(mask(h) for h in DEAL_A)))
    for _ in range(4):
        match = apply_match(match, PASS)
    assert match.hand is None
    assert match.history[-1].thrown_in
    assert (match.scores, match.dealer, match.winner) == ((0, 0, 0, 0), 2, None)
    match = deal_next(match, random.Random(0))
    assert match.hand is not None
    assert match.hand.dealer == 2


def test_smudge_wins_ends_the_match_at_once() -> None:
    rules = rules_from_json({"preset": "setback", "smudge_wins": True})
    match = new_match(rules, dealer=3)
    match = start_hand(match, new_hand(rules, 3, tuple(mask(h) for h in DEAL_C)))
    for action in [SMUDGE, PASS, PASS, PASS, *(parse_card(c) for c in PLAYS_C.split())]:
        match = apply_match(match, action)
    assert match.is_over
    assert (match.winner, match.scores) == (0, (5, 0))
    with pytest.raises(EngineError, match="the match is over"):
        deal_next(match, random.Random(0))


def match_hand(dealer: int, bids: list[int | str]) -> dict[str, Any]:
    """Deal A again, dealt by ``dealer`` and bid ``bids``: a hand of a ``pitch-match/1``."""
    return {
        "dealer": dealer,
        "hands": [h.split() for h in DEAL_A],
        "bids": bids,
        "plays": PLAYS_A.split(),
    }


MATCH_HANDS: list[dict[str, Any]] = [
    # Team 1 reaches the target 1 as a defender (Low, under holder): the match goes on.
    match_hand(3, [4, P, P, P]),
    # Dealer 0 is stuck and bids 2; team 0 makes it but stands at -1.
    match_hand(0, [P, P, P, 2]),
    # Seat 0 (not the dealer) pitches 2 and makes 3: team 0 stands at 2 and wins.
    match_hand(1, [P, P, 2, P]),
]


def match_result(
    won: list[int], made: bool, score: list[int], after: list[int], bid: int, winner: int | None
) -> dict[str, Any]:
    return {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": bid,
        "trump": "S",
        "points": {"high": 0, "low": 1, "jack": 0, "game": 0},
        "game_points": [20, 19],
        "won": won,
        "made": made,
        "hand_score": score,
        "scores_after": after,
        "winner": winner,
    }


def test_match_record_defender_at_target_plays_on() -> None:
    rules = {"preset": "setback", "low_goes_to": "holder", "target": 1}
    record = {"format": "pitch-match/1", "rules": rules, "hands": MATCH_HANDS}
    states = replay_record(record)
    assert [result_json(s) for s in states] == [
        match_result([3, 1], False, [-4, 1], [-4, 1], 4, None),
        match_result([3, 1], True, [3, 1], [-1, 2], 2, None),
        match_result([3, 1], True, [3, 1], [2, 3], 2, 0),
    ]
    # Writing the match back and replaying it gives the same hands.
    again = replay_record(match_record_json(rules_from_json(rules), states))
    assert again == states


def test_match_record_refuses_a_hand_after_the_win_and_a_wrong_dealer() -> None:
    rules = {"preset": "setback", "low_goes_to": "holder", "target": 1}
    extra = {**MATCH_HANDS[0], "dealer": 2}
    with pytest.raises(RecordError, match="hand 4: the match was already won by side 0"):
        replay_record({"format": "pitch-match/1", "rules": rules, "hands": [*MATCH_HANDS, extra]})
    wrong = {**MATCH_HANDS[1], "dealer": 2}
    with pytest.raises(RecordError, match="hand 2, dealer: the deal passes left"):
        replay_record({"format": "pitch-match/1", "rules": rules, "hands": [MATCH_HANDS[0], wrong]})


def test_match_record_with_a_thrown_in_hand() -> None:
    rules = {"preset": AP, "all_pass": "redeal"}
    thrown = {**match_hand(3, [P, P, P, P]), "plays": []}
    # Dealer 3's hand is thrown in; the deal passes left all the same: under dealer 0 seats 1-3
    # pass and the dealer bids 2 (under redeal the dealer may bid or pass).
    record = {
        "format": "pitch-match/1",
        "rules": rules,
        "hands": [thrown, match_hand(0, [P, P, P, 2])],
    }
    states = replay_record(record)
    assert [result_json(s) for s in states] == [
        {
            "format": "pitch-result/1",
            "thrown_in": True,
            "scores_after": [0, 0, 0, 0],
            "winner": None,
        },
        {
            "format": "pitch-result/1",
            "pitcher": 0,
            "bid": 2,
            "trump": "S",
            "points": {"high": 0, "low": 0, "jack": 0, "game": 0},
            "game_points": [20, 17, 0, 2],
            "won": [4, 0, 0, 0],
            "made": True,
            "hand_score": [4, 0, 0, 0],
            "scores_after": [4, 0, 0, 0],
            "winner": None,
        },
    ]
    bad = {**record, "hands": [thrown, match_hand(3, [P, P, P, 2])]}
    with pytest.raises(RecordError, match="hand 2, dealer: the deal passes left: the dealer must"):
        replay_record(bad)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": [DEAL_A[0].split()[:5], *(h.split() for h in DEAL_A[1:])]},
         "hand 1, hands: seat 0 has 5 cards, not 6"),
        ({"hands": [h.split() for h in [DEAL_A[0], DEAL_A[0], DEAL_A[2], DEAL_A[3]]]},
         "hand 1, hands: AS is dealt twice (seats 0 and 1)"),
        ({"bids": [1]}, "hand 1, bid 1: 1 is not legal for seat 0 (bids run from 2 to 4)"),
        ({"bids": [2, P, P, P], "plays": ["AS", "AH"]},
         "hand 1, play 2: AH is not legal for seat 1 (must follow the trump lead with a trump"),
        ({"seat": 1}, "hand 1: unknown field 'seat'"),
        ({"rules": {"preset": "setback", "colour": "red"}},
         "hand 1, rules: unknown rules field 'colour'"),
    ],
)  # fmt: skip
def test_bad_records_name_the_hand_the_position_and_the_rule(
    record: Callable[..., Any], change: dict[str, Any], message: str
) -> None:
    bad = {**record(DEAL_A, 3, [], "", "setback"), **change}
    with pytest.raises(RecordError) as info:
        replay_record(bad)
    assert str(info.value).startswith(message)


def test_record_names_the_hand_the_play_and_the_rule(record: Callable[..., Any]) -> None:
    bad = record(DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H 6H TD", AP)
    with pytest.raises(RecordError) as info:
        replay_record(bad)
    assert str(info.value) == (
        "hand 1, play 7: TD is not legal for seat 2 (must follow hearts or play a trump)"
    )


# --- the player's view --------------------------------------------------------------------------


def test_view_hides_the_other_hands(hand: Hand) -> None:
    names = {f.name for f in fields(PlayerView)}
    assert not names & {"hands", "dealt"}
    state = hand(DEAL_A, 3, [2, P, P, P], "AS 2S JS 4S KH", "setback")
    view = view_of(state, 1)
    assert view.hand == mask("AH TD TC 8H 4C")
    assert view.cards_left == (4, 5, 5, 5)
    assert view.played_by == (mask("AS KH"), mask("2S"), mask("JS"), mask("4S"))
    assert view.trick == (parse_card("KH"),)
    assert view.unseen == ((1 << 52) - 1) & ~mask("AH TD TC 8H 4C AS 2S JS 4S KH")
    assert (view.seat, view.to_act, view.pitcher, view.trump) == (1, 1, 0, SPADES)


def test_view_void_in_the_led_suit_and_out_of_trump(hand: Hand) -> None:
    # Deal C: nobody follows the AS lead, so seats 1-3 are out of trump.
    state = hand(DEAL_C, 3, [4, P, P, P], "AS 9H 9D 9C", "setback")
    assert view_of(state, 0).voids == (0, 1 << SPADES, 1 << SPADES, 1 << SPADES)
    # Deal H (2 players): seat 1 discards a heart on the 2S lead.
    state = hand(DEAL_H, 1, [3, P], "AS JS 2S 2H", {"preset": AP, "players": 2})
    assert view_of(state, 0).voids == (0, 1 << SPADES)


def test_view_trumping_a_plain_lead_under_anytime_shows_no_void(hand: Hand) -> None:
    rules = {"preset": AP, "players": 3}
    # Deal I trick 4: seat 2 trumps the hearts lead with 4D; under anytime that proves nothing.
    state = hand(DEAL_I, 0, [P, 2, P], "KD 2D 5D 3D QD AD TS 4S AS 9H JH 4D", rules)
    assert view_of(state, 0).voids == (0, 0, 0)
    # Trick 6: seat 2 plays 7C on the 5H lead: it is out of hearts.
    state = hand(DEAL_I, 0, [P, 2, P], PLAYS_I, rules)
    assert view_of(state, 0).voids == (0, 0, 1 << HEARTS)


def test_view_trumping_under_follow_suit_shows_a_void(hand: Hand) -> None:
    rules = {"preset": AP, "players": 3, "trump_rule": "follow_suit"}
    state = hand(DEAL_I, 0, [P, 2, P], "KD 2D 5D 3D QD AD TS 4S AS 9H JH 4D", rules)
    assert view_of(state, 1).voids == (0, 0, 1 << HEARTS)


@pytest.mark.parametrize(
    ("trump_rule", "voids"),
    [
        ("anytime", (0, 1 << CLUBS, 0, 0, 1 << CLUBS, 0, 1 << CLUBS)),
        ("follow_suit", (0, 1 << CLUBS, 0, 1 << HEARTS, 1 << CLUBS, 0, 1 << CLUBS)),
    ],
)
def test_view_voids_seven_players(hand: Hand, trump_rule: str, voids: tuple[int, ...]) -> None:
    rules = {"preset": AP, "players": 7, "trump_rule": trump_rule}
    state = hand(DEAL_K, 6, [2, P, P, P, P, P, P], PLAYS_K, rules)
    assert view_of(state, 2).voids == voids


def check_sample(view: PlayerView, hands: tuple[int, ...]) -> None:
    """A sampled deal fits the view: counts, no seen card, no card of a shown void."""
    assert hands[view.seat] == view.hand
    union = 0
    for seat, m in enumerate(hands):
        assert m.bit_count() == view.cards_left[seat]
        assert union & m == 0
        union |= m
        if seat != view.seat:
            assert m & ~view.unseen == 0
            for suit in range(4):
                if view.voids[seat] >> suit & 1:
                    assert m & SUIT_MASKS[suit] == 0


def test_sample_hands_respects_voids_and_seen_cards(hand: Hand) -> None:
    state = hand(DEAL_C, 3, [4, P, P, P], "AS 9H 9D 9C KS", "setback")
    view = view_of(state, 2)
    rng = random.Random(5)
    for _ in range(100):
        hands = sample_hands(view, rng)
        check_sample(view, hands)
        assert all(hands[s] & SUIT_MASKS[SPADES] == 0 for s in (1, 3))
        assert view.world(hands).hands[0] & mask("KS") == 0
    assert sample_hands(view, random.Random(9)) == sample_hands(view, random.Random(9))


@pytest.mark.parametrize("cut", [0, 7, 30, 38, 41])
def test_sample_hands_world_has_the_same_legal_actions(hand: Hand, cut: int) -> None:
    plays = " ".join(PLAYS_K.split()[:cut])
    state = hand(DEAL_K, 6, [2, P, P, P, P, P, P], plays, {"preset": AP, "players": 7})
    view = view_of(state, state.to_act)
    rng = random.Random(cut)
    for _ in range(30):
        hands = sample_hands(view, rng)
        check_sample(view, hands)
        world = view.world(hands)
        assert legal_actions(world) == legal_actions(state)
        assert world.to_act == state.to_act
    assert sample_hands(view, random.Random(1)) == sample_hands(view, random.Random(1))


def test_view_world_plays_out_like_a_real_hand(hand: Hand) -> None:
    state = hand(DEAL_F, 3, [2, P, P, P], "AS 2S 3S 4S 5H", AP)
    view = view_of(state, 1)
    world = view.world(sample_hands(view, random.Random(2)))
    done = play_out(world, random.Random(4))
    assert done.is_over
    assert len(done.plays) == 24
    assert done.score is not None
    assert done.score.pitcher == 0
