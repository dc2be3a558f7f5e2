"""Game > Deal of the day: the window plays the day's deals at the player's rules and table."""

from __future__ import annotations

import datetime
import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day, side_points
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.comparer import DayComparison
from pitch_desktop.controller.events import HandStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.view import view_of
from pitch_desktop.match_setup import MatchSetup
from tests.ui.windows import open_window

DAY = datetime.date(2026, 12, 5)


def test_ui_the_menu_deals_the_days_first_deal(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = open_window(qtbot)
    monkeypatch.setattr(win.match_start, "today", lambda: DAY)
    controller = win.controller
    assert isinstance(controller, MatchController)
    setup: MatchSetup = win.match_start._store.setup()
    with qtbot.wait_signal(controller.hand_started, timeout=10000) as started:
        win.day_action.trigger()
    first: HandStarted = started.args[0]
    deals = daily_deals(DAY, setup.rules)
    assert controller.day == deals
    expected = view_of(deals.hand(0), controller.viewer_seat)
    assert first.dealer == deals.deals[0].dealer
    assert first.view.hand == expected.hand
    controller.stop()


def test_ui_the_day_is_compared_off_the_window_and_shown(qtbot: QtBot, tmp_path: Path) -> None:
    win = open_window(qtbot)
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 2)
    played = play_day(deals, [make_bot("greedy") for _ in range(rules.players)]).history
    ticks: list[float] = [time.monotonic()]
    timer = QTimer(win)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    with qtbot.wait_signal(win.match_start.comparer.compared, timeout=60000) as done:
        win.match_start._compare_day(deals, played)
    timer.stop()
    ticks.append(time.monotonic())
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert max(gaps) < 1.0, "the window's event loop stalled while the day was compared"
    comparison: DayComparison = done.args[0]
    qtbot.waitUntil(lambda: win.match_start.day_dialog is not None, timeout=5000)
    dialog = win.match_start.day_dialog
    assert dialog is not None
    table = dialog.table
    assert table.rowCount() == len(played) == len(comparison.deals_compared)
    for row, d in enumerate(comparison.deals_compared):
        assert d.points == side_points(played[row], 0)
        cells = [
            (item.text() if (item := table.item(row, col)) else "")
            for col in range(table.columnCount())
        ]
        assert cells == [str(d.points), *(str(p.points) for p in d.levels)]
    expert, standard = comparison.total("expert"), comparison.total("standard")
    assert dialog.total_label.text() == (
        f"{expert:+d} against the expert, {standard:+d} against standard"
    )
    assert dialog.share_line.text() == (
        f"Pitch, deal of the day 2026-12-05, setback: {expert:+d} against the expert"
    )
    dialog.grab().save(str(tmp_path / "day_result.png"))
    dialog.close()
