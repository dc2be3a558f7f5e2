"""The exact solver: hand-worked endgames, agreement with a plain minimax over the engine's
own states, and choices averaged over deals that fit a view."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.solver import Position, SolverError, evaluate_choices, solve, solve_moves
from pitch_desktop.engine.cards import HEARTS, mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import HandState, Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of

TWO_PLAYERS = PRESETS["auction-pitch"].with_changes(players=2)


def _m(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _endgame(bid: int = 2) -> Position:
    """Two players, hearts trump, two tricks left; seat 1 to lead.

    Seat 0 (the pitcher) holds 2H AC and took AH (High) in an earlier trick; seat 1 holds 3C 5H.
    Game so far: 4 to seat 0, 1 to seat 1.
    """
    return Position(
        rules=TWO_PLAYERS,
        hands=(_m("2H AC"), _m("3C 5H")),
        dealt=(_m("2H AC AH 6C 9C 4D"), _m("3C 5H 7C 8C JC 5D")),
        trump=HEARTS,
        leader=1,
        trick=(),
        piles=(_m("AH 7C 6C 8C"), _m("9C JC 4D 5D")),
        tricks=(2, 2),
        pitcher_side=0,
        bid=bid,
    )


def test_hand_worked_endgame() -> None:
    # Whatever seat 1 leads, the pitcher ends with two points (High and one of Low or Game)
    # and seat 1 with the other: the pitcher makes its 2 and is one point ahead.
    pos = _endgame()
    assert solve(pos, 0) == 1.0
    assert solve(pos, 1) == -1.0
    moves = solve_moves(pos, 1)
    assert moves == {parse_card("3C"): -1.0, parse_card("5H"): -1.0}


def test_hand_worked_endgame_set() -> None:
    # Bidding 3, the pitcher cannot make it: set back 3, and seat 1 scores its point.
    assert solve(_endgame(bid=3), 0) == -4.0


def test_last_trick_decides_game() -> None:
    # One trick left, seat 0 leads the king of clubs, seat 1 must follow with the ten: seat 0
    # takes 13 card points and with them Game (4 + 13 against 1).
    pos = Position(
        rules=TWO_PLAYERS,
        hands=(_m("KC"), _m("TC")),
        dealt=(_m("KC AH 2H 6C 9C 4D"), _m("TC 5H 7C 8C JC 5D")),
        trump=HEARTS,
        leader=0,
        trick=(),
        piles=(_m("AH 7C 6C 8C 2H 5H"), _m("9C JC 4D 5D")),
        tricks=(3, 2),
        pitcher_side=0,
        bid=2,
    )
    # Seat 0: High, Low (2H taken), Game = 3; seat 1 nothing.
    assert solve(pos, 0) == 3.0


def _reference(state: HandState, side: int) -> float:
    """Plain minimax over the engine's states, no pruning: the value for ``side``."""
    if state.phase is Phase.DONE:
        assert state.score is not None
        scores = state.score.hand_score
        others = (sum(scores) - scores[side]) / (len(scores) - 1)
        return scores[side] - others
    values = [_reference(apply(state, c), side) for c in legal_actions(state)]
    return max(values) if state.rules.side_of_seat[state.to_act] == side else min(values)


def _late_state(rules: Rules, seed: int, tricks_left: int) -> HandState:
    rng = random.Random(seed)
    bot = make_bot("standard")
    state = deal(rules, seed % rules.players, rng)
    while state.phase is not Phase.DONE:
        seat = state.to_act
        if (
            state.phase is Phase.PLAY
            and state.trump is not None
            and state.hands[seat].bit_count() == tricks_left
        ):
            return state
        state = apply(state, bot.choose(view_of(state, seat), legal_actions(state), rng))
    return state


@pytest.mark.parametrize(
    ("rules", "tricks_left"),
    [
        (PRESETS["setback"], 2),
        (PRESETS["auction-pitch"], 2),
        (PRESETS["classic"].with_changes(players=3), 3),
        (TWO_PLAYERS, 3),
    ],
    ids=["setback", "auction-pitch", "classic-3", "two-players"],
)
def test_agrees_with_plain_minimax_over_the_engine(rules: Rules, tricks_left: int) -> None:
    checked = 0
    for seed in range(40):
        state = _late_state(rules, seed, tricks_left)
        if state.phase is Phase.DONE:
            continue
        view = view_of(state, state.to_act)
        pos = Position.from_view(view, state.hands)
        for side in {view.side, (view.side + 1) % rules.sides}:
            moves = solve_moves(pos, side)
            for c, v in moves.items():
                assert v == pytest.approx(_reference(apply(state, c), side)), (seed, c)
        checked += 1
    assert checked >= 20


def test_evaluate_choices_averages_fitting_deals() -> None:
    state = _late_state(PRESETS["setback"], 3, 3)
    view = view_of(state, state.to_act)
    legal = legal_actions(state)
    values = evaluate_choices(view, legal, 6, random.Random(0))
    assert set(values) == set(legal)
    assert values == evaluate_choices(view, legal, 6, random.Random(0))
    # The true deal is one of the fitting deals: each value lies within the hand's range.
    assert all(-6.0 <= v <= 6.0 for v in values.values())


def test_no_trump_yet_is_refused() -> None:
    state = deal(PRESETS["setback"], 0, random.Random(1))
    view = view_of(state, state.to_act)
    with pytest.raises(SolverError):
        evaluate_choices(view, [], 1, random.Random(0))
