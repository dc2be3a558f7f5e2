"""The running tally tells a point won from a point only leading so far: a point is decided when
no card still out could change it, and a decided point is never lost later in the hand."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.hand_so_far import RunningTally, running_tally
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    PASS,
    HandState,
    Phase,
    apply,
    bid_action,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of
from tests.ai.test_ai_analysis import HANDS

# Seat 0 bids 2 and pitches a heart; seat 1 holds the 2 of hearts, the lowest trump there is
# (the analysis tests' deal).
SETBACK = PRESETS["setback"]


def _hand(hands: tuple[str, ...], cards: tuple[str, ...]) -> HandState:
    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in hands)
    state = new_hand(SETBACK, 3, dealt)
    for action in (bid_action(2), PASS, PASS, PASS, *(parse_card(c) for c in cards)):
        state = apply(state, action)
    return state


def _tally(state: HandState, seat: int = 0) -> RunningTally:
    return running_tally(view_of(state, seat))


def test_the_ace_of_trump_is_high_for_good_and_low_waits_for_its_trick() -> None:
    led = _tally(_hand(HANDS, ("AH",)))
    assert led.points[0] == ("high",) and led.decided[0] == ("high",)
    # The 2 of hearts is the lowest trump there is, but Low goes to whoever takes its trick.
    under = _tally(_hand(HANDS, ("AH", "2H")))
    assert "low" not in under.points[0] + under.points[1]
    assert "low" not in under.decided[0] + under.decided[1]
    taken = _tally(_hand(HANDS, ("AH", "2H", "KH", "8H")))
    assert taken.points[0] == ("high", "low", "game")
    # Game leads 7 to 0 with many card points still out: leading, not won.
    assert taken.decided[0] == ("high", "low")


def test_a_king_of_trump_leads_high_while_the_ace_may_still_come() -> None:
    hands = ("KH KS 7C 5D 3S 8C", HANDS[1], "QH JS TC 9D 4S 5C", HANDS[3])
    tally = _tally(_hand(hands, ("KH", "2H", "QH", "8H")))
    assert "high" in tally.points[0] and "high" not in tally.decided[0]
    assert "low" in tally.decided[0]


def _played_through(rules: Rules, seed: int) -> list[HandState]:
    """Every state of one hand from the deal, bots acting for every seat."""
    rng = random.Random(seed)
    bot = make_bot("standard")
    state = deal(rules, seed % rules.players, rng)
    states = [state]
    while state.phase is not Phase.DONE:
        action = bot.choose(view_of(state, state.to_act), legal_actions(state), rng)
        state = apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize(
    "rules",
    [
        SETBACK,
        PRESETS["classic"],
        PRESETS["five-point"],
        PRESETS["nine-point"].with_changes(players=3, teams=0),
        PRESETS["ten-point"],
    ],
    ids=["setback", "classic", "five-point", "nine-point-3", "ten-point"],
)
def test_a_decided_point_stays_won_to_the_end_of_the_hand(rules: Rules) -> None:
    decided_before_the_end = 0
    for seed in range(6):
        states = _played_through(rules, seed)
        final = _tally(states[-1])
        score = states[-1].score
        if score is None:  # thrown in: nothing to tally
            continue
        assert final.points == tuple(
            tuple(a.name for a in score.awards if a.side == side) for side in range(rules.sides)
        )
        assert final.decided == final.points  # the hand is over: every point is won
        for state in states[:-1]:
            for seat in range(rules.players):
                tally = _tally(state, seat)
                for side in range(rules.sides):
                    assert set(tally.decided[side]) <= set(tally.points[side])
                    assert set(tally.decided[side]) <= set(final.points[side]), (seed, seat)
                decided_before_the_end += sum(len(d) for d in tally.decided)
    assert decided_before_the_end > 0
