"""The deals of the day through the match loop: the day's cards, each seat's generator fresh
at every deal, and the day's end after its last deal or when a side wins first."""

from __future__ import annotations

import datetime

from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.daily import DailyDeals, daily_deals
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
