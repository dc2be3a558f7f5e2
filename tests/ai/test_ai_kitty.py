"""Every level discards after taking the kitty, keeping the suit it will pitch and its point
cards (RULES.md, "The kitty"; the hand of ``tests/engine/test_engine_kitty.py``)."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.registry import bot_names, make_bot
from pitch_desktop.engine.cards import card_text
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.state import Phase, apply, legal_actions
from pitch_desktop.engine.view import view_of
from tests.engine.test_engine_kitty import kitty_record


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
