"""Every bot level plays a called partner and Cinch's refill and rob legally, and the simple
call and rob of ``ai.call_and_rob`` do what they say."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.call_and_rob import call_choice, rob_choice
from pitch_desktop.ai.registry import bot_names, make_bot
from pitch_desktop.engine.cards import card_text, parse_card
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, apply, called_card, deal, legal_actions
from pitch_desktop.engine.view import view_of
from tests.engine.test_engine_call_partner import DEAL_A, STOCK_A
from tests.engine.test_engine_call_partner import record as call_record
from tests.engine.test_engine_refill import BIDS_1, DEAL_1, DEAL_2, STOCK_1, STOCK_2
from tests.engine.test_engine_refill import record as refill_record


@pytest.mark.parametrize("preset", ["cinch", "call-partner"])
@pytest.mark.parametrize("level", bot_names())
def test_every_level_plays_whole_hands_legally(preset: str, level: str) -> None:
    rules = PRESETS[preset]
    bot = make_bot(level)
    for seed in range(3):
        rng = random.Random(seed)
        state = deal(rules, seed % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            action = bot.choose(view_of(state, state.to_act), legal, rng)
            assert action in legal
            state = apply(state, action)
        assert state.score is not None or state.thrown_in


def test_the_call_is_the_highest_trump_the_pitcher_lacks() -> None:
    state = replay_record(call_record(DEAL_A, STOCK_A, [4, "pass", "pass", "pass", "pass"], None))[
        -1
    ]
    assert state.phase is Phase.CALL
    action = call_choice(view_of(state, 0), legal_actions(state))
    assert card_text(called_card(action)) == "AS"  # it holds the KS, QS and 2S


def test_the_rob_keeps_the_trumps_and_throws_the_cheapest_card() -> None:
    state = replay_record(refill_record(DEAL_1, STOCK_1, BIDS_1))[-1]
    assert state.phase is Phase.ROB
    # 5D is worth no card point and is the lowest of those.
    assert rob_choice(view_of(state, 3), legal_actions(state)) == parse_card("5D")
    only_trumps = replay_record(refill_record(DEAL_2, STOCK_2, ["pass", "pass", "pass", 6]))[-1]
    # The lowest trump it may throw (the JS and TS carry awards).
    assert rob_choice(view_of(only_trumps, 3), legal_actions(only_trumps)) == parse_card("6S")
