"""Game > Deal of the day: the window plays the day's deals at the player's rules and table."""

from __future__ import annotations

import datetime

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.daily import daily_deals
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
