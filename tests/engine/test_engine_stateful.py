"""A stateful test of the engine: random tables, legal and illegal actions, saves and replays.

Hypothesis drives a match over any valid table (``tests.strategies.rules_strategy``) with three
kinds of step in any order: a legal action, an illegal one (any action the rules refuse now, bids
and cards out of range included) and saving the match as a record and reading it back. An illegal
action must raise ``IllegalActionError`` and leave the hand and the match as they were; a record
read back must replay to exactly the states that were saved, and play goes on from the replayed
states. ``PITCH_STATEFUL_EXAMPLES`` runs more matches (the default keeps the suite quick).
"""

from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.records import (
    hand_record_json,
    match_record_json,
    read_record_text,
    result_json,
)
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import (
    BID_BASE,
    IllegalActionError,
    Phase,
    apply,
    legal_actions,
)
from tests.strategies import rules_strategy

EXAMPLES = int(os.environ.get("PITCH_STATEFUL_EXAMPLES", "40"))
SMUDGE_ACTION = BID_BASE + 5

# Any action at all: every card and bid, and ints no action has (negative, beyond smudge).
ANY_ACTION = st.one_of(
    st.integers(0, SMUDGE_ACTION),
    st.integers(-60, -1),
    st.integers(SMUDGE_ACTION + 1, 400),
    st.integers(10**6, 10**30),
)


class MatchMachine(RuleBasedStateMachine):
    """One match under random rules; ``played`` counts actions so examples end in real play."""

    def __init__(self) -> None:
        super().__init__()
        self.match: MatchState | None = None
        self.deal_rng = random.Random(0)
        self.played = 0
        self.illegal = 0
        self.replays = 0

    # --- steps ----------------------------------------------------------------------------------

    @initialize(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1))
    def deal_first_hand(self, rules: Rules, seed: int) -> None:
        self.deal_rng = random.Random(seed)
        self.match = deal_next(new_match(rules, seed % rules.players), self.deal_rng)

    @precondition(lambda self: self.match is not None and self.match.hand is not None)
    @rule(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=16))
    def play_legal_actions(self, picks: list[int]) -> None:
        """A run of legal actions (a run, so that examples reach later tricks and hands)."""
        match = self._match()
        for pick in picks:
            hand = match.hand
            if hand is None:
                break  # the match is won
            legal = legal_actions(hand)
            assert legal, "a hand in play always has a legal action"
            match = apply_match(match, legal[pick % len(legal)])
            self.played += 1
            if match.hand is None and not match.is_over:
                match = deal_next(match, self.deal_rng)
        self.match = match

    @rule(action=ANY_ACTION)
    def try_an_illegal_action(self, action: int) -> None:
        match = self._match()
        # The hand in play, or the last finished one (every action is illegal on it).
        hand = match.hand if match.hand is not None else match.history[-1]
        if hand.phase is not Phase.DONE and action in legal_actions(hand):
            return  # legal after all: not this step's business
        hand_before = copy.deepcopy(hand)
        match_before = copy.deepcopy(match)
        with pytest.raises(IllegalActionError) as refused:
            apply(hand, action)
        assert str(refused.value) and "\n" not in str(refused.value)
        if match.hand is not None:
            with pytest.raises(IllegalActionError):
                apply_match(match, action)
        assert hand == hand_before
        assert match == match_before
        assert legal_actions(hand) == legal_actions(hand_before)
        self.illegal += 1

    @rule()
    def save_and_replay(self) -> None:
        """Write the match (and the hand in play) as records, read them back, go on from them."""
        match = self._match()
        hands = [*match.history, *([match.hand] if match.hand is not None else [])]
        text = json.dumps(match_record_json(match.rules, hands))
        replayed = read_record_text(text)
        assert replayed == hands
        assert [result_json(h) for h in replayed] == [result_json(h) for h in hands]
        if match.hand is not None:
            alone = read_record_text(json.dumps(hand_record_json(match.hand)))
            assert alone == [match.hand]
        finished = len(match.history)
        self.match = replace(
            match,
            history=tuple(replayed[:finished]),
            hand=replayed[finished] if match.hand is not None else None,
        )
        self.replays += 1

    # --- what always holds ----------------------------------------------------------------------

    @invariant()
    def cards_are_conserved(self) -> None:
        if self.match is None or self.match.hand is None:
            return
        hand = self.match.hand
        dealt = 0
        for m in hand.dealt:
            dealt |= m
        held = 0
        count = 0
        for m in (*hand.hands, *hand.captured, *(1 << c for c in hand.trick)):
            held |= m
            count += m.bit_count()
        assert held == dealt and count == dealt.bit_count() == 6 * hand.rules.players

    @invariant()
    def scores_carry_from_hand_to_hand(self) -> None:
        if self.match is None:
            return
        before = (0,) * self.match.rules.sides
        for hand in self.match.history:
            assert hand.scores_before == before
            before = hand.scores_after
        assert self.match.scores == before

    def _match(self) -> MatchState:
        assert self.match is not None
        return self.match


MatchMachine.TestCase.settings = settings(
    max_examples=EXAMPLES,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_engine_under_random_legal_and_illegal_actions = MatchMachine.TestCase
