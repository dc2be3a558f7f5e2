"""Scripted hands of the kitty (RULES.md, "The kitty"): dealt after the players' cards, taken by
the pitcher once the auction is over; without a draw it discards ``kitty`` cards face down, out
of play (they count for nobody, not for Game); with the draw-back the kitty joins its hand before
trump is named.

Setback with a kitty of four unless a case says otherwise: 4 players in two teams (seats 0+2 are
side 0, 1+3 side 1), dealer 3, seat 0 bids 2 and every other seat passes, seat 0 pitches. Card
points for Game: T 10, A 4, K 3, Q 2, J 1.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.records import (
    RecordError,
    hand_record_json,
    replay_record,
    result_json,
)
from pitch_desktop.engine.rules import RulesError, rules_from_json
from pitch_desktop.engine.state import (
    Phase,
    apply,
    bid_action,
    deal_from,
    legal_actions,
)
from tests.engine.conftest import make_record, replay_both

P = "pass"
KITTY: dict[str, Any] = {"preset": "setback", "kitty": 4}

# Deal 1: seat 0 is dealt KS 2S 3H 4H 5D 6D and takes the kitty AS JS TD 7C; it discards the JS,
# the TD, the 3H and the 4H, so the kitty's AS is High and the jack is not in play.
#   1 s0: AS 3S 4S 5S -> s0 (4)
#   2 s0: KS 8H QH JH -> s0 (6)
#   3 s0: 2S 9H KH 2H -> s0 (3)    Low 2S taken by seat 0
#   4 s0: 5D 7D 9D 8D -> s2 (0)
#   5 s2: AH QC 6D TH -> s2 (16)
#   6 s2: TC KC 7C 8C -> s3 (13)
# Card points 29/13 (42: the discarded TD and JS count for nobody). High s0, Low s0, no Jack,
# Game side 0.
DEAL_1 = ["KS 2S 3H 4H 5D 6D", "3S 8H 9H TH 7D 8C", "4S QH KH AH 9D TC", "5S JH 2H 8D QC KC"]
KITTY_1 = ["AS", "JS", "TD", "7C"]
DISCARDS_1 = ["JS", "TD", "3H", "4H"]
PLAYS_1 = "AS 3S 4S 5S KS 8H QH JH 2S 9H KH 2H 5D 7D 9D 8D AH QC 6D TH TC KC 7C 8C"


def kitty_record(discards: list[str], plays: str, kitty: list[str] | None = None) -> dict[str, Any]:
    record = make_record(DEAL_1, 3, [2, P, P, P], plays, KITTY)
    record["kitty"] = KITTY_1 if kitty is None else kitty
    record["discards"] = discards
    return record


def test_a_kitty_card_is_high_and_the_discarded_jack_and_ten_count_for_nobody() -> None:
    state = replay_both(kitty_record(DISCARDS_1, PLAYS_1))
    assert result_json(state) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": 2,
        "trump": "S",
        "points": {"high": 0, "low": 0, "jack": None, "game": 0},
        "game_points": [29, 13],
        "won": [3, 0],
        "made": True,
        "hand_score": [3, 0],
        "scores_after": [3, 0],
        "winner": None,
    }


def test_the_record_writes_the_kitty_and_the_discards() -> None:
    state = replay_both(kitty_record(DISCARDS_1, PLAYS_1))
    body = hand_record_json(state)
    assert sorted(body["kitty"]) == sorted(KITTY_1)
    assert body["discards"] == DISCARDS_1


def test_the_pitcher_takes_the_kitty_and_discards_one_card_an_action() -> None:
    state = replay_record(kitty_record([], ""))[0]
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert state.hands[0].bit_count() == 10
    assert state.hands[0] & state.kitty == state.kitty
    assert len(legal_actions(state)) == 10
    for n, card in enumerate(DISCARDS_1, start=1):
        state = apply(state, parse_card(card))
        assert len(state.discards) == n
    assert state.phase is Phase.PLAY and state.hands[0].bit_count() == 6


def test_a_record_that_stops_in_the_discards_has_the_pitcher_to_act() -> None:
    state = replay_record(kitty_record(["JS"], ""))[0]
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert hand_record_json(state)["discards"] == ["JS"]


@pytest.mark.parametrize(
    ("change", "where", "words"),
    [
        ({"discards": ["JS", "TD", "3H"]}, "discards", "3 discards, not 4"),
        ({"discards": [*DISCARDS_1, "5D"]}, "discards", "one discard too many"),
        ({"discards": ["QH", "TD", "3H", "4H"]}, "discards", "does not hold QH"),
        ({"kitty": ["AS", "JS", "TD"]}, "kitty", "kitty's 4 cards, not 3"),
        ({"kitty": ["AS", "JS", "TD", "KS"]}, "kitty", "KS is in the kitty and dealt too"),
        ({"kitty": "AS"}, "kitty", "must be a list of cards"),
    ],
)
def test_bad_kitty_records_are_refused_in_one_line(
    change: dict[str, Any], where: str, words: str
) -> None:
    record = {**kitty_record(DISCARDS_1, PLAYS_1), **change}
    with pytest.raises(RecordError, match=words) as caught:
        replay_record(record)
    message = str(caught.value)
    assert "\n" not in message
    assert where in message


def test_a_kitty_record_must_list_the_kitty_and_other_rules_refuse_it() -> None:
    record = kitty_record(DISCARDS_1, PLAYS_1)
    del record["kitty"]
    with pytest.raises(RecordError, match="missing field 'kitty'"):
        replay_record(record)
    plain = make_record(DEAL_1, 3, [2, P, P, P], "", "setback")
    with pytest.raises(RecordError, match="these rules deal no kitty"):
        replay_record({**plain, "kitty": KITTY_1})
    with pytest.raises(RecordError, match="discards"):
        replay_record({**plain, "discards": ["JS"]})
    assert replay_record({**plain, "kitty": []})[0].kitty == 0


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"preset": "setback", "kitty": 7}, "kitty must be from 0 to 6, not 7"),
        ({"preset": "setback", "kitty": -1}, "kitty must be from 0 to 6, not -1"),
        (
            {"preset": "auction-pitch", "players": 7, "deal": 7, "kitty": 4},
            "7 players of 7 cards and a kitty of 4 need 53 cards",
        ),
    ],
)
def test_a_kitty_the_deck_cannot_give_is_refused_in_one_line(
    rules: dict[str, Any], words: str
) -> None:
    with pytest.raises(RulesError, match=words) as caught:
        rules_from_json(rules)
    assert "\n" not in str(caught.value)


def test_the_kitty_is_dealt_after_the_players_cards() -> None:
    rules = rules_from_json(KITTY)
    deck = list(range(52))
    state = deal_from(rules, 3, deck)
    assert state.kitty == mask_of(range(24, 28))
    assert rules.to_json()["kitty"] == 4
    assert "kitty" not in rules_from_json("setback").to_json()


def test_with_the_draw_back_the_kitty_joins_the_pitchers_hand_before_trump_is_named() -> None:
    """No discard action: the kitty is in the pitcher's hand when it names trump, its trumps
    play and its non-trumps die with the rest."""
    rules = rules_from_json({"preset": "seven-point", "kitty": 3})
    rng = random.Random(38)
    for dealer in range(4):
        deck = rng.sample(range(rules.deck_size), rules.deck_size)
        state = deal_from(rules, dealer, deck)
        kitty = state.kitty
        assert kitty.bit_count() == 3
        assert not any(m & kitty for m in state.dealt)
        assert not kitty & mask_of(state.undealt)
        while state.phase is Phase.BID:
            acts = legal_actions(state)
            state = apply(state, max(a for a in acts if a != bid_action(0)) if acts else acts[0])
        assert state.phase is Phase.NAME and state.pitcher is not None
        assert state.hands[state.pitcher] & kitty == kitty
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
        again = replay_record(hand_record_json(state))
        assert again == [state]
        assert sorted(hand_record_json(state)["kitty"]) == sorted(
            hand_record_json(again[0])["kitty"]
        )


def test_nobody_else_sees_the_kitty_or_the_discards() -> None:
    from pitch_desktop.engine.view import view_of

    before = replay_record({**kitty_record([], ""), "bids": []})[0]
    assert all(view_of(before, s).kitty_left == 4 for s in range(4))
    state = replay_record(kitty_record(["JS", "TD"], ""))[0]
    pitcher = view_of(state, 0)
    assert pitcher.own_discards == mask_of([parse_card("JS"), parse_card("TD")])
    assert not pitcher.unseen & pitcher.own_discards
    for seat in (1, 2, 3):
        other = view_of(state, seat)
        assert other.kitty_left == 0 and other.discard_count == 2
        assert other.own_discards == 0
        assert other.hand == state.hands[seat]


def test_kitty_pitch_plays_the_first_deal_with_the_off_jack_and_the_joker_out_of_play() -> None:
    """The ``kitty-pitch`` preset (six-point's awards, a kitty of four): in deal 1 neither the
    off-jack (JC) nor the joker is dealt, and the discarded jack counts for nobody, so only
    High, Low and Game are won; a bid of 2 makes 3."""
    record = make_record(DEAL_1, 3, [2, P, P, P], PLAYS_1, {"preset": "kitty-pitch"})
    record["kitty"] = KITTY_1
    record["discards"] = DISCARDS_1
    state = replay_both(record)
    assert result_json(state) == {
        "format": "pitch-result/1",
        "pitcher": 0,
        "bid": 2,
        "trump": "S",
        "points": {
            "high": 0,
            "low": 0,
            "jack": None,
            "off_jack": None,
            "big_joker": None,
            "game": 0,
        },
        "game_points": [29, 13],
        "won": [3, 0],
        "made": True,
        "hand_score": [3, 0],
        "scores_after": [3, 0],
        "winner": None,
    }


def test_kitty_pitch_refuses_a_kitty_the_deck_cannot_hold() -> None:
    """Seven cards to seven players and a kitty of four is the whole deck of 53: it fits; ten
    cards to five players is 50, and the kitty would make 54."""
    assert rules_from_json({"preset": "kitty-pitch", "players": 7, "teams": 0, "deal": 7})
    with pytest.raises(RulesError, match="kitty of 4 need 54 cards"):
        rules_from_json({"preset": "kitty-pitch", "players": 5, "teams": 0, "deal": 10})
