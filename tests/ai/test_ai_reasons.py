"""Reasons a player can trust: over many random hands, what a reason says is true of the
position it was given in (the trick it claims is lost is lost, the card it keeps is kept, the
only card is the only legal one)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.standard import card_words
from pitch_desktop.engine.cards import SUIT_MASKS, Card, cards_of, suit_of
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import HandState, Phase, apply, deal, is_bid, legal_actions
from pitch_desktop.engine.view import view_of


@dataclass(frozen=True)
class Said:
    """One decision: the position, what was played and why, and how its trick ended."""

    state: HandState
    legal: list[int]
    action: int
    reason: str
    trick_winner: int | None  # the seat that took the trick the card went to


def _decisions(rules: Rules, bot: Bot, deals: int, seed: int) -> Iterator[Said]:
    for d in range(deals):
        rng = random.Random(seed * 1000 + d)
        state = deal(rules, d % rules.players, rng)
        pending: list[tuple[HandState, list[int], int, str]] = []
        while state.phase is not Phase.DONE:
            seat = state.to_act
            legal = legal_actions(state)
            action, reason = bot.advise(view_of(state, seat), legal, rng)
            before = state
            state = apply(state, action)
            if is_bid(action):
                yield Said(before, legal, action, reason, None)
                continue
            pending.append((before, legal, action, reason))
            if not state.trick:  # the trick just finished
                cards = state.last_trick
                assert state.last_leader is not None
                trumps = state.trumps
                assert trumps is not None
                winner = (state.last_leader + trick_winner_index(cards, trumps)) % rules.players
                for b, lg, a, r in pending:
                    yield Said(b, lg, a, r, winner)
                pending = []


def _side(state: HandState, seat: int) -> int:
    return state.rules.side_of_seat[seat]


def _check(said: Said) -> None:
    s = said.state
    seat = s.to_act
    reason = said.reason
    assert ("only card" in reason or "only bid" in reason) == (len(said.legal) == 1), reason
    if is_bid(said.action):
        return
    c: Card = said.action
    assert said.trick_winner is not None
    mine_won = _side(s, said.trick_winner) == _side(s, seat)
    assert said.action in said.legal
    if "trick is lost" in reason:
        assert said.trick_winner != seat, reason
    if "banks Low" in reason or "is safe" in reason:
        assert mine_won, reason
        assert s.trump is not None and suit_of(c) == s.trump, reason
    if "banks Low" in reason:
        lower = SUIT_MASKS[suit_of(c)] & ((1 << c) - 1)
        assert not lower & s.hands[seat], reason
    if "take the trick with" in reason:
        # Taken, by this seat or by a partner playing after it.
        assert mine_won, reason
    if "to my partner's trick" in reason:
        assert mine_won, reason
    if "keeping" in reason and "home" in reason:
        kept = reason.split("keeping ", 1)[1].split(" home", 1)[0].split(" and ")
        left = {card_words(k) for k in cards_of(s.hands[seat] & ~(1 << c))}
        assert set(kept) <= left, reason


@pytest.mark.parametrize("preset", ["setback", "auction-pitch", "classic"])
def test_standard_reasons_are_true(preset: str) -> None:
    checked = 0
    for said in _decisions(PRESETS[preset], make_bot("standard"), 150, 1):
        _check(said)
        checked += 1
    assert checked > 3000


@pytest.mark.parametrize("preset", ["setback", "auction-pitch"])
def test_expert_reasons_are_true(preset: str) -> None:
    bot = ExpertBot.fixed_work(6)
    seen_only = 0
    for said in _decisions(PRESETS[preset], bot, 8, 2):
        _check(said)
        seen_only += len(said.legal) == 1
        if "points a hand over" in said.reason:
            # The card it compares with is another legal card, named as the engine writes it.
            assert "over " in said.reason
    assert seen_only > 0
