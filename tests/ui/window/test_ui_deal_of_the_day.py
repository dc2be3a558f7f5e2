"""Game > Deal of the day: the window plays the day's deals at the player's rules and table."""

from __future__ import annotations

import datetime
import itertools
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day, side_points
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller import comparer as comparer_module
from pitch_desktop.controller.comparer import DayComparison
from pitch_desktop.controller.events import HandStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.view import view_of
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.dialogs.day_result import DayResultDialog
from pitch_desktop.ui.window.main_window import MainWindow
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


def _all_bots(rules: Rules, level: str = "standard") -> MatchSetup:
    seats = tuple(SeatSetup.bot(f"Bot {s}", level) for s in range(rules.players))
    return MatchSetup(rules, seats, Speed.INSTANT, seed=5)


def _through_the_summaries(qtbot: QtBot, win: MainWindow, hands: int) -> list[str]:
    """Close each hand's summary as a player would; the words of each continue button."""
    words: list[str] = []
    for _ in range(hands):
        qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=30000)
        dialog = win.summary_dialog
        assert dialog is not None
        words.append(dialog.continue_button.text())
        dialog.continue_button.click()
    return words


def _yours(dialog: DayResultDialog) -> list[str]:
    """The player's points deal by deal, as the day's dialog shows them."""
    items = (dialog.table.item(row, 0) for row in range(dialog.table.rowCount()))
    return [item.text() if item is not None else "" for item in items]


def _day_in_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = open_window(qtbot, remember=False, keep_match=True, save_path=tmp_path / "match.json")
    win.analyse_hands = False
    return win


def test_ui_a_day_played_out_ends_as_a_match_ends(qtbot: QtBot, tmp_path: Path) -> None:
    """Its deals all played with no side at the target, the day is over: the last summary
    leads to the result, the comparison starts, the save goes and leaving asks nothing."""
    win = _day_in_window(qtbot, tmp_path)
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 2)
    with qtbot.wait_signal(win.match_start.comparer.compared, timeout=60000) as done:
        win.match_start.starting.emit()
        controller = win.controller
        assert isinstance(controller, MatchController)
        controller.start_day(_all_bots(rules), deals)
        words = _through_the_summaries(qtbot, win, 2)
        assert words == ["Continue (Space)", "See the result (Space)"]
        assert not win.match_in_play and not controller.in_match
        assert not (tmp_path / "match.json").exists()  # a played day is not resumed
        dialog = win.match_start.day_dialog
        assert dialog is not None and dialog.isVisible()  # at once, the comparison pending
    match = controller.match
    assert match is not None and match.winner is None
    comparison: DayComparison = done.args[0]
    qtbot.waitUntil(lambda: dialog.total_label.text().startswith(("+", "-")), timeout=5000)
    assert dialog.score_line.text() == "Final score: Bot 0 & Bot 2 {} · Bot 1 & Bot 3 {}".format(
        *(str(s).replace("-", "\u2212") for s in match.scores)
    )
    assert _yours(dialog) == [str(d.points) for d in comparison.deals_compared]
    assert win.match_start.day_dialog is dialog  # filled in where it stood, not a second one
    qtbot.waitUntil(lambda: dialog.share_line.isVisible(), timeout=5000)
    assert dialog.table.verticalScrollBar().maximum() == 0  # every deal in sight
    line = dialog.share_line
    assert line.fontMetrics().horizontalAdvance(line.text()) < line.width()  # the whole line
    dialog.close()


def test_ui_a_day_won_before_its_last_deal_ends_there(qtbot: QtBot, tmp_path: Path) -> None:
    win = _day_in_window(qtbot, tmp_path)
    rules = PRESETS["auction-pitch"].with_changes(target=1)
    deals = daily_deals(DAY, rules, 8)
    controller = win.controller
    assert isinstance(controller, MatchController)
    with qtbot.wait_signal(win.match_start.comparer.compared, timeout=60000):
        controller.start_day(_all_bots(rules), deals)
        words = _through_the_summaries(qtbot, win, 1)
        assert words == ["See the result (Space)"]
        assert win.game_over_dialog is not None
    match = controller.match
    assert match is not None and match.winner is not None and len(match.history) < 8
    assert not win.match_in_play and not (tmp_path / "match.json").exists()
    qtbot.waitUntil(lambda: win.match_start.day_dialog is not None, timeout=5000)
    dialog = win.match_start.day_dialog
    assert dialog is not None and dialog.table.rowCount() == len(match.history)


def _gated_compare(monkeypatch: pytest.MonkeyPatch, outcome: Exception | None) -> threading.Event:
    """The comparison in the worker waits for the gate, then fails with ``outcome`` or gives
    nothing for the day (the window's side is what is tested)."""
    gate = threading.Event()

    def compare(*_args: object) -> list[object]:
        gate.wait(30)
        if outcome is not None:
            raise outcome
        return []

    monkeypatch.setattr(comparer_module, "compare", compare)
    return gate


def test_ui_a_failed_comparison_is_told_and_the_players_points_stay(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = _gated_compare(monkeypatch, BrokenProcessPool("the worker died"))
    win = _day_in_window(qtbot, tmp_path)
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules, 2)
    controller = win.controller
    assert isinstance(controller, MatchController)
    with qtbot.wait_signal(controller.day_played, timeout=30000) as day:
        controller.start_day(_all_bots(rules), deals)
        _through_the_summaries(qtbot, win, 2)
    dialog = win.match_start.day_dialog
    assert dialog is not None
    with qtbot.wait_signal(win.match_start.comparer.failed, timeout=10000):
        gate.set()
    sentence = (
        "Your day could not be compared with the expert's play "
        "(the computer players' helper stopped)."
    )
    assert win.status_bar.notice.text() == sentence
    assert dialog.total_label.text() == sentence
    played = day.args[1]
    assert _yours(dialog) == [str(side_points(hand, 0)) for hand in played]
    expert = dialog.table.item(0, 1)
    assert expert is not None and expert.text() == "\u2014"  # the levels' points will not come
    assert not dialog.share_line.isVisible()  # no result to paste without the comparison
    dialog.close()


def test_ui_a_day_left_for_a_new_match_shows_no_comparison_later(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = _gated_compare(monkeypatch, None)
    win = _day_in_window(qtbot, tmp_path)
    rules = PRESETS["setback"]
    controller = win.controller
    assert isinstance(controller, MatchController)
    controller.start_day(_all_bots(rules), daily_deals(DAY, rules, 2))
    _through_the_summaries(qtbot, win, 2)  # the day played, its comparison under way
    dialog = win.match_start.day_dialog
    assert dialog is not None
    dialog.close()
    compared: list[object] = []
    win.match_start.comparer.compared.connect(compared.append)
    win.start_match(_all_bots(rules))
    gate.set()
    qtbot.wait(500)
    assert compared == [] and win.match_start.day_dialog is None
    controller.stop()
