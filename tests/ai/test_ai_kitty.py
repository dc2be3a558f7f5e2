"""Every level discards after taking the kitty, keeping the suit it will pitch and its point
cards (RULES.md, "The kitty"; the hand of ``tests/engine/test_engine_kitty.py``)."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.analysis import analyse_hand
from pitch_desktop.ai.registry import bot_names, make_bot
from pitch_desktop.engine.cards import card_text
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.state import Phase, apply, legal_actions
from pitch_desktop.engine.view import view_of
from tests.engine.test_engine_kitty import DISCARDS_1, PLAYS_1, kitty_record


@pytest.mark.parametrize("name", [n for n in bot_names() if n != "random"])
def test_every_level_discards_its_low_cards_off_the_suit_it_pitches(name: str) -> None:
    """Seat 0 holds KS 2S AS JS with TD, 3H 4H 5D 6D 7C: it keeps the spades and the ten."""
    state = replay_record(kitty_record([], ""))[0]
    bot = make_bot(name)
    rng = random.Random(38)
    discarded = []
    while state.phase is Phase.DISCARD:
        action = bot.choose(view_of(state, 0), legal_actions(state), rng)
        discarded.append(card_text(action))
        state = apply(state, action)
    assert discarded == ["3H", "4H", "5D", "6D"]
    assert state.phase is Phase.PLAY and state.to_act == 0


@pytest.mark.parametrize("draw", ["none", "draw_back"])
def test_every_level_plays_whole_hands_with_a_kitty(draw: str) -> None:
    """Each level at each seat in turn bids, discards (or names trump) and plays to the end."""
    from pitch_desktop.ai.registry import bot_with_work
    from pitch_desktop.engine.rules import rules_from_json
    from pitch_desktop.engine.state import deal

    preset = "setback" if draw == "none" else "seven-point"
    rules = rules_from_json({"preset": preset, "kitty": 4})
    names = [n for n in bot_names() if n != "random"]
    rng = random.Random(7)
    for dealer in range(4):
        bots = [bot_with_work(names[(dealer + s) % len(names)], 4) for s in range(4)]
        state = deal(rules, dealer, rng)
        while not state.is_over:
            seat = state.to_act
            legal = legal_actions(state)
            action = bots[seat].choose(view_of(state, seat), legal, rng)
            assert action in legal
            state = apply(state, action)
        if not state.thrown_in:
            assert state.score is not None
            assert len(state.discards) == (4 if draw == "none" else 0)


def test_the_analysis_of_a_kitty_hand_names_the_discards_unvalued_and_values_the_rest() -> None:
    """The post-hand analysis goes through the discards (told, not weighed: every level
    discards by one rule) and values the pitcher's cards after them."""
    hand = replay_record(kitty_record(DISCARDS_1, PLAYS_1))[0]
    decisions = analyse_hand(hand, 0, work=4, seed=1)
    discards = [d for d in decisions if d.method == "none" and d.trick is None and not d.pitch]
    assert [card_text(d.played) for d in discards] == DISCARDS_1
    assert all(d.cost == 0.0 for d in discards)
    assert any(d.trick is not None for d in decisions)  # the cards played are judged
