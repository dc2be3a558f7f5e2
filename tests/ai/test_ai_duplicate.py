"""Duplicate: the day's deals played again by a level in the player's seat."""

from __future__ import annotations

import datetime

import pytest

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.duplicate import (
    DuplicateError,
    compare_day,
    play_day,
    replay_deal,
    side_points,
)
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.daily import DailyError, daily_deals
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import action_text

DAY = datetime.date(2026, 12, 4)
WORK = 8  # the expert's sampled deals a decision: small and fixed, so the tests are exact


def _bots(name: str, players: int) -> list[Bot]:
    return [make_bot(name) for _ in range(players)]


@pytest.mark.parametrize("preset", ["setback", "ten-point"])
def test_playing_as_standard_would_is_no_difference_against_standard(preset: str) -> None:
    rules = PRESETS[preset]
    deals = daily_deals(DAY, rules)
    bots = _bots("standard", rules.players)
    played = list(play_day(deals, bots).history)
    for seat in (0, 1):
        results = compare_day(deals, played, seat, bots, levels=("standard",))
        assert len(results) == len(played)
        for r, hand in zip(results, played, strict=True):
            (standard,) = r.levels
            assert r.points == side_points(hand, seat)
            assert standard.points == r.points
            assert standard.difference == 0
            assert standard.parting is None
            assert standard.hand.actions == hand.actions


def test_the_expert_parts_somewhere_and_its_points_are_its_own_hand() -> None:
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules)
    bots = _bots("standard", rules.players)
    played = list(play_day(deals, bots).history)
    results = compare_day(deals, played, 0, bots, work=WORK)
    assert [lv.level for lv in results[0].levels] == ["expert", "standard"]
    partings = [r.levels[0].parting for r in results if r.levels[0].parting is not None]
    assert partings, "the expert chose as standard in every decision of eight deals"
    for r, hand in zip(results, played, strict=True):
        expert = r.levels[0]
        assert expert.points == side_points(expert.hand, 0)
        assert expert.difference == r.points - expert.points
        if expert.parting is None:
            assert expert.hand.actions == hand.actions
            continue
        step = expert.parting.step
        assert expert.hand.actions[:step] == hand.actions[:step]
        assert hand.actions[step] == expert.parting.played
        assert expert.hand.actions[step] == expert.parting.chosen != expert.parting.played
        assert action_text(expert.parting.chosen)


def test_the_comparison_is_the_same_every_time_at_a_fixed_work() -> None:
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, count=3)
    bots = _bots("standard", rules.players)
    played = list(play_day(deals, bots).history)
    first = compare_day(deals, played, 2, bots, levels=("expert",), work=WORK)
    again = compare_day(deals, played, 2, bots, levels=("expert",), work=WORK)
    assert first == again


def test_the_other_seats_play_as_recorded_until_the_level_parts() -> None:
    """A seat whose bot would play otherwise is still taken as it played: as it was."""
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, count=2)
    played = list(play_day(deals, _bots("beginner", rules.players)).history)
    # The record was played by beginners; the replay seats standard around a beginner in seat
    # 0, who chooses as it did, so the others keep the beginners' actions throughout.
    seats = [make_bot("beginner"), *_bots("standard", rules.players - 1)]
    for index, hand in enumerate(played):
        end, parting = replay_deal(deals, index, hand, 0, seats)
        assert parting is None and end.actions == hand.actions


def test_a_record_not_of_the_days_deals_is_refused() -> None:
    rules = PRESETS["setback"]
    today = daily_deals(DAY, rules)
    tomorrow = daily_deals(DAY + datetime.timedelta(days=1), rules)
    bots = _bots("standard", rules.players)
    played = list(play_day(tomorrow, bots, count=1).history)
    with pytest.raises(DailyError, match="hand 1 is not deal 1"):
        compare_day(today, played, 0, bots)


def test_a_seat_not_at_the_table_is_refused() -> None:
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, count=1)
    bots = _bots("standard", rules.players)
    played = list(play_day(deals, bots).history)
    with pytest.raises(DuplicateError, match="seat 4"):
        compare_day(deals, played, 4, bots)
    with pytest.raises(DuplicateError, match="3 bots"):
        compare_day(deals, played, 0, bots[:3])
