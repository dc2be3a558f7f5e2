"""Positions a good player never gets wrong, for the ``standard`` bot.

Players of Pitch apps complain most about bots that throw away Low, lead the Jack into a lost
trick, pass a powerhouse or overbid with no power; these are those mistakes, made into tests.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pitch_desktop.ai.heuristics import higher_out, is_partner, may_hold
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    card,
    card_text,
)
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    PASS,
    SMUDGE,
    HandState,
    Phase,
    apply,
    bid_action,
    bid_level,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import PlayerView, view_of

STANDARD = make_bot("standard")


def position(
    hands: list[str], bids: list[Any], plays: list[str], preset: str = "setback", dealer: int = 0
) -> HandState:
    record = {
        "format": "pitch-hand/1",
        "rules": {"preset": preset},
        "dealer": dealer,
        "hands": [h.split() for h in hands],
        "bids": bids,
        "plays": plays,
    }
    return replay_record(record)[-1]


def choose(state: HandState) -> str:
    action = STANDARD.choose(view_of(state, state.to_act), legal_actions(state), random.Random(0))
    return card_text(action)


def test_does_not_lead_the_jack_into_the_pitchers_higher_trumps() -> None:
    state = position(
        ["5D 6D 2S 3S 4S 5S", "4H AH KH QH 2D 3D", "9H JH 6C 7D 8S TS", "3C 4C 5C 7C 8C 9C"],
        [2, "pass", "pass", "pass"],
        ["4H", "9H", "3C", "5D"],
    )
    assert state.to_act == 2
    assert choose(state) != "JH"


def test_keeps_the_two_of_trump_out_of_the_opponents_trick() -> None:
    # Seat 1 leads the ace of trump; seat 2 must follow with a trump and keeps its two.
    state = position(
        ["5D 6D 2S 3S 4S 5S", "AH KH 8H 4D 2D 3D", "2H 7H 6C 7D 8S TS", "3C 4C 5C 7C 8C 9C"],
        [2, "pass", "pass", "pass"],
        ["AH"],
    )
    assert state.to_act == 2
    assert choose(state) == "7H"


def test_keeps_low_when_a_plain_card_can_follow() -> None:
    # Trump is hearts; seat 1 then leads the ace of clubs. Seat 2 could trump with its two, but
    # seat 3 still may hold higher hearts: the two would be thrown to the other side.
    state = position(
        ["5D 6D 2S 3S 4S 5S", "AH AC 8H KH 2D 3D", "2H 5H 7C 6C 7D 8S", "3C 4C 5C 9H 8C 9C"],
        [2, "pass", "pass", "pass"],
        ["AH", "5H", "9H", "5D", "AC"],
    )
    assert state.to_act == 2
    assert choose(state) == "6C"


def test_gives_the_ten_to_a_partner_whose_trick_is_safe() -> None:
    # Seat 0 (partner of seat 2) leads the ace of trump; seat 2 has no trump and holds a ten.
    state = position(
        ["AH KH 2S 3S 4S 5S", "4H 9H 8H 4D 2D 3D", "TC 7C 6C 7D 8S TS", "3C 4C 5C 6H 8C 9C"],
        ["pass", "pass", "pass", 2],
        ["AH", "4H"],
    )
    assert state.to_act == 2
    assert choose(state) in ("TC", "TS")


def test_plays_the_jack_under_a_partners_winning_trump() -> None:
    state = position(
        ["AH KH 2S 3S 4S 5S", "4H 9H 8H 4D 2D 3D", "JH 7C 6C 7D 8S TS", "3C 4C 5C 6H 8C 9C"],
        ["pass", "pass", "pass", 2],
        ["AH", "4H"],
    )
    assert choose(state) == "JH"


def test_leads_the_ace_of_trump_as_pitcher_and_says_why() -> None:
    state = position(
        ["5D 6D 2S 3S 4S 5S", "4H AH KH QH 2D 3D", "9H JH 6C 7D 8S TS", "3C 4C 5C 7C 8C 9C"],
        [3, "pass", "pass", "pass"],
        [],
    )
    view = view_of(state, 1)
    action, reason = STANDARD.advise(view, legal_actions(state), random.Random(0))
    assert card_text(action) == "AH"
    assert reason == "pitch hearts: lead the ace of trump to draw trumps"


def _hand_with(top: list[int], suit: int, rng: random.Random) -> tuple[int, list[int]]:
    cards = [card(r, suit) for r in top]
    rest = [c for c in range(52) if c not in cards]
    cards += rng.sample(rest, 6 - len(cards))
    m = 0
    for c in cards:
        m |= 1 << c
    return m, cards


def _deal_around(rules: Rules, seat: int, mine: int, rng: random.Random, dealer: int) -> HandState:
    rest = [c for c in range(52) if not mine >> c & 1]
    rng.shuffle(rest)
    dealt = []
    for s in range(rules.players):
        if s == seat:
            dealt.append(mine)
        else:
            m = 0
            for c in rest[:6]:
                m |= 1 << c
            rest = rest[6:]
            dealt.append(m)
    return new_hand(rules, dealer, tuple(dealt))


@pytest.mark.parametrize("preset", ["setback", "auction-pitch", "classic"])
def test_never_passes_ace_king_queen_jack(preset: str) -> None:
    rules = PRESETS[preset]
    rng = random.Random(7)
    for trial in range(60):
        suit = trial % 4
        mine, _ = _hand_with([ACE, KING, QUEEN, JACK], suit, rng)
        for seat in range(rules.players):
            dealer = (seat + 1 + trial) % rules.players
            state = _deal_around(rules, seat, mine, rng, dealer)
            # Everyone before passes, or an opponent bids 2 just before.
            while state.to_act != seat:
                legal = legal_actions(state)
                opponent_right_before = (state.to_act + 1) % rules.players == seat
                bid2 = bid_action(2)
                if opponent_right_before and bid2 in legal and trial % 2:
                    state = apply(state, bid2)
                else:
                    state = apply(state, PASS)
            action = STANDARD.choose(view_of(state, seat), legal_actions(state), rng)
            assert action != PASS, (preset, hex(mine), seat)
            if not (seat == state.dealer and bid_level(action) == state.high_bid):
                assert action == SMUDGE or bid_level(action) >= 3, (preset, seat, action)


@pytest.mark.parametrize("preset", ["setback", "auction-pitch", "classic"])
def test_never_bids_4_without_an_ace_or_a_jack(preset: str) -> None:
    rules = PRESETS[preset]
    rng = random.Random(11)
    no_power = [c for c in range(52) if c % 13 not in (ACE, JACK)]
    for trial in range(400):
        # Strong-looking hands without power: long suits with king, queen, ten and the two.
        suit = trial % 4
        core = [card(r, suit) for r in (KING, QUEEN, 8, 0)]
        others = [c for c in no_power if c not in core]
        cards = core + rng.sample(others, 2)
        mine = sum(1 << c for c in cards)
        seat = trial % rules.players
        state = _deal_around(rules, seat, mine, rng, (seat + trial) % rules.players)
        scores = (rules.target - 1,) * rules.sides if trial % 3 == 0 else None
        if scores:
            state = new_hand(rules, state.dealer, state.dealt, scores)
        while state.to_act != seat:
            state = apply(state, PASS if PASS in legal_actions(state) else legal_actions(state)[0])
        action = STANDARD.choose(view_of(state, seat), legal_actions(state), rng)
        assert action not in (bid_action(4), SMUDGE), (preset, cards)


def _lost_for_sure(view: PlayerView, c: int) -> bool:
    """The other side is winning the trick and ``c`` would not take it from them."""
    trick = view.trick
    trumps = view.trumps
    assert trumps is not None
    wi = trumps.winner_index(trick)
    wseat = (view.leader + wi) % view.players
    return not is_partner(view, wseat) and not trumps.beats[trick[wi]] >> c & 1


@pytest.mark.parametrize("preset", ["setback", "auction-pitch"])
def test_in_many_hands_never_leads_the_jack_or_throws_low_into_a_lost_trick(preset: str) -> None:
    rules = PRESETS[preset]
    for d in range(300):
        state = deal(rules, d % 4, random.Random(d))
        rngs = [random.Random(d * 10 + s) for s in range(4)]
        while state.phase is not Phase.DONE:
            seat = state.to_act
            view = view_of(state, seat)
            legal = legal_actions(state)
            action = STANDARD.choose(view, legal, rngs[seat])
            trump = view.trump
            if trump is not None and view.phase is Phase.PLAY:
                jack = card(JACK, trump)
                if not view.trick and action == jack and len(legal) > 1:
                    # Leading the jack is fine only when no opponent can hold a higher trump.
                    opponents = [s for s in range(4) if not is_partner(view, s)]
                    threats = higher_out(view, jack)
                    assert not any(may_hold(view, s) & threats for s in opponents), d
                two = card(0, trump)
                if view.trick and action == two and _lost_for_sure(view, two):
                    keepers = [c for c in legal if c != two and c != jack]
                    assert not keepers, (d, card_text(action), [card_text(c) for c in legal])
            state = apply(state, action)
