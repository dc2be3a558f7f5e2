"""The deals of the day through the match loop: the day's cards, each seat's generator fresh
at every deal, and the day's end after its last deal or when a side wins first."""

from __future__ import annotations

import datetime

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.daily import DailyDeals, DailyError, daily_deals
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed

DAY = datetime.date(2026, 12, 5)


def _bots(rules: Rules, level: str) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup.bot(f"Bot {s}", level) for s in range(rules.players))


def _play(qtbot: QtBot, rules: Rules, level: str, count: int) -> tuple[DailyDeals, list[HandState]]:
    deals = daily_deals(DAY, rules, count)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    try:
        with qtbot.wait_signal(c.day_played, timeout=30000) as blocker:
            c.start_day(MatchSetup(rules, _bots(rules, level), Speed.INSTANT, seed=5), deals)
        assert c.day is deals
    finally:
        c.stop()
    day, hands = blocker.args
    assert day is deals
    return deals, list(hands)


def test_the_day_is_played_as_a_table_of_bots_would_play_it(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    deals, hands = _play(qtbot, rules, "standard", 3)
    assert len(hands) == 3
    deals.check_played(hands)
    expected = play_day(deals, [make_bot("standard") for _ in range(rules.players)])
    assert [h.actions for h in hands] == [h.actions for h in expected.history]


def test_a_won_match_ends_the_day_early(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    deals, hands = _play(qtbot, rules, "greedy", 64)
    assert len(hands) < 64
    deals.check_played(hands)


def test_a_day_played_out_is_no_longer_a_match_in_play(qtbot: QtBot) -> None:
    """Eight deals without a side at the target end the day as a won match ends it: leaving
    asks nothing, and no hand follows."""
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 2)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    in_play: list[bool] = []
    c.hand_scored.connect(lambda _ev: in_play.append(c.in_match))
    try:
        with qtbot.wait_signal(c.day_played, timeout=30000):
            c.start_day(MatchSetup(rules, _bots(rules, "standard"), Speed.INSTANT), deals)
        match = c.match
        assert match is not None and match.winner is None and len(match.history) == 2
        assert in_play == [True, False]  # the last deal's score already ends the day
        assert c.day_over
        assert not c.in_match
        assert not c.next_hand()
    finally:
        c.stop()


def test_a_day_left_for_a_match_is_never_announced_as_played(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    played: list[object] = []
    c.day_played.connect(lambda *args: played.append(args))
    setup = MatchSetup(rules, _bots(rules, "standard"), Speed.INSTANT)
    try:
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            c.start_day(setup, daily_deals(DAY, rules, 2))
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            c.start(setup)
        assert c.day is None and not c.day_over and c.in_match
        qtbot.wait(200)
        assert played == []
    finally:
        c.stop()


def test_a_day_resumed_from_its_save_goes_on_as_a_match_and_compares_nothing(
    qtbot: QtBot,
) -> None:
    """A save holds the match, not the day: the app resumed after a quit mid-day plays on
    from the score it had, and no comparison of a day left half played turns up later."""
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 3)
    setup = MatchSetup(rules, _bots(rules, "standard"), Speed.INSTANT)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    played: list[object] = []
    c.day_played.connect(lambda *args: played.append(args))
    try:
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            c.start_day(setup, deals)
        c.stop()
        saved = c.match
        assert saved is not None and saved.hand is None and len(saved.history) == 1
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            c.resume(setup, saved)
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            pass
        with qtbot.wait_signal(c.hand_scored, timeout=30000):
            pass
        assert c.day is None and not c.day_over
        assert played == []
    finally:
        c.stop()


def test_a_comparison_that_breaks_says_why_in_the_players_words(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not the exception's own text (a programmer's English), which goes to the log."""
    from pitch_desktop.controller import comparer as comparer_module
    from pitch_desktop.controller.comparer import DayComparer

    def broken(*_args: object) -> list[object]:
        raise DailyError("hand 1 is not deal 1 of 2026-12-05 (other cards or another dealer)")

    monkeypatch.setattr(comparer_module, "compare", broken)
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 1)
    comparer = DayComparer(worker=WorkerKind.THREAD)
    try:
        with qtbot.wait_signal(comparer.failed, timeout=10000) as failed:
            comparer.compare(deals, [], 0, ["standard"] * rules.players)
    finally:
        comparer.stop()
    assert failed.args == ["an error in the replay"]
