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
    discards = [d for d in decisions if d.method == "unvalued" and d.trick is None and not d.pitch]
    assert [card_text(d.played) for d in discards] == DISCARDS_1
    assert all(d.cost == 0.0 for d in discards)
    assert any(d.trick is not None for d in decisions)  # the cards played are judged


def test_taking_the_kitty_keeps_the_suit_named_and_discards_down_to_the_deal() -> None:
    """Seat 0's KS 2S 3H 4H 5D 6D with the kitty AS JS TD 7C: as every level discards, the
    four low cards off spades go; kept for hearts, the hearts stay and the low cards of the
    other suits go, the point cards last."""
    from pitch_desktop.ai.kitty_play import take_kitty
    from pitch_desktop.engine.cards import RANKS_PER_SUIT, mask_of, parse_card

    def mask(text: str) -> int:
        return mask_of([parse_card(c) for c in text.split()])

    hand, kitty = mask("KS 2S 3H 4H 5D 6D"), mask("AS JS TD 7C")
    hearts = parse_card("3H") // RANKS_PER_SUIT
    assert take_kitty(hand, kitty, 4) == mask("AS KS JS 2S TD 7C")
    assert take_kitty(hand, kitty, 4, suit=hearts) == mask("AS KS JS TD 3H 4H")
    assert take_kitty(hand, 0, 0) == hand


def test_the_expert_bids_on_the_hand_it_holds_once_it_takes_the_kitty() -> None:
    """Its simulation gives whoever wins the auction a sampled kitty of four to take and
    discard: seat 0's KS 2S and four low cards gain far more by bidding 2 with a kitty than
    at the same table without one (the simulation once played the six cards dealt, and
    valued both alike)."""
    from pitch_desktop.ai.expert import ExpertBot
    from pitch_desktop.engine.state import bid_action
    from tests.engine.conftest import make_record
    from tests.engine.test_engine_kitty import DEAL_1

    def gain(state_record: dict[str, object]) -> float:
        state = replay_record(state_record)[0]
        bot = ExpertBot.fixed_work(200)
        values = bot.bid_values(view_of(state, 0), legal_actions(state), random.Random(38))
        return values[bid_action(2)] - values[bid_action(0)]

    with_kitty = gain({**kitty_record([], ""), "bids": []})
    without = gain(make_record(DEAL_1, 3, [], "", {"preset": "setback"}))
    assert with_kitty > without + 1.0
