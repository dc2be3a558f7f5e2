"""Every bot chooses only legal actions, and sees nothing but its own view."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.registry import bot_names, make_bot
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import (
    Rules,
)
from pitch_desktop.engine.state import (
    EngineError,
    HandState,
    Phase,
    apply,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of
from tests.strategies import rules_strategy

FAST_BOTS = [name for name in bot_names() if name != "expert"]


def play_out(state: HandState, names: list[str], seed: int) -> HandState:
    """Play a hand to the end; every action must be in the legal list the bot was given."""
    bots = [make_bot(name) for name in names]
    rngs = [random.Random(seed * 31 + s) for s in range(state.rules.players)]
    while state.phase is not Phase.DONE:
        seat = state.to_act
        legal = legal_actions(state)
        action = bots[seat].choose(view_of(state, seat), legal, rngs[seat])
        assert action in legal, (names[seat], action, legal)
        state = apply(state, action)
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=rules_strategy(),
    seed=st.integers(0, 2**32),
    scores=st.lists(st.integers(-10, 20), min_size=7, max_size=7),
)
def test_every_fast_bot_plays_only_legal_actions(
    rules: Rules, seed: int, scores: list[int]
) -> None:
    rng = random.Random(seed)
    names = [FAST_BOTS[(seed + s) % len(FAST_BOTS)] for s in range(rules.players)]
    state = deal(rules, seed % rules.players, rng, tuple(scores[: rules.sides]))
    end = play_out(state, names, seed)
    assert end.phase is Phase.DONE


def test_the_expert_plays_legal_actions_in_a_few_hands() -> None:
    if "expert" not in bot_names():
        return
    for i, rules in enumerate([Rules(), Rules(teams=0, players=3, min_bid=1, smudge=False)]):
        state = deal(rules, i, random.Random(100 + i))
        names = ["expert"] + ["standard"] * (rules.players - 1)
        assert play_out(state, names, i).phase is Phase.DONE


def reproducible_bot(name: str) -> Bot:
    """A bot whose choice depends only on view and seed: a searching bot gets a sample cap
    and no effective time limit (its time budget would otherwise make results vary)."""
    bot = make_bot(name)
    if hasattr(bot, "time_budget"):
        setattr(bot, "time_budget", 600.0)  # noqa: B010
    if hasattr(bot, "max_samples"):
        setattr(bot, "max_samples", 12)  # noqa: B010
    return bot


def _twin(state: HandState, actions: list[int], seat: int) -> HandState | None:
    """The same hand with two unplayed cards swapped between two other seats, if legal."""
    n = state.rules.players
    end = state
    for a in actions:
        end = apply(end, a)
    others = [s for s in range(n) if s != seat]
    for x in others:
        for y in others:
            if x >= y:
                continue
            for cx in cards_of(end.hands[x]):
                for cy in cards_of(end.hands[y]):
                    dealt = list(state.dealt)
                    dealt[x] = dealt[x] & ~(1 << cx) | (1 << cy)
                    dealt[y] = dealt[y] & ~(1 << cy) | (1 << cx)
                    twin = new_hand(state.rules, state.dealer, tuple(dealt), state.scores_before)
                    try:
                        for a in actions:
                            twin = apply(twin, a)
                    except EngineError:
                        continue
                    if view_of(twin, seat) == view_of(end, seat):
                        return twin
    return None


def test_the_same_view_and_seed_give_the_same_choice_whatever_the_unseen_cards() -> None:
    checked = 0
    for k, rules in enumerate(
        [Rules(), Rules(teams=0, min_bid=1, smudge=False), Rules(players=3, teams=0)]
    ):
        for d in range(3):
            start = deal(rules, d % rules.players, random.Random(1000 * k + d))
            # Walk the hand with ``standard``, and at several points compare every bot's choice
            # in the real hand and in a twin that differs only in cards the seat cannot see.
            state = start
            actions: list[int] = []
            bot = make_bot("standard")
            step = 0
            while state.phase is not Phase.DONE:
                seat = state.to_act
                if step % 3 == 0:
                    twin = _twin(start, actions, seat)
                    if twin is not None:
                        for name in bot_names():
                            choice = reproducible_bot(name).choose(
                                view_of(state, seat), legal_actions(state), random.Random(5)
                            )
                            twin_choice = reproducible_bot(name).choose(
                                view_of(twin, seat), legal_actions(twin), random.Random(5)
                            )
                            assert choice == twin_choice, (name, rules, actions)
                        checked += 1
                action = bot.choose(view_of(state, seat), legal_actions(state), random.Random(step))
                actions.append(action)
                state = apply(state, action)
                step += 1
    assert checked >= 20
