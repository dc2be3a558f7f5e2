"""Game > Pause after each trick: at any speed the trick rests on the table, its taker named,
until the player clicks the table or presses Space."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow


def test_each_trick_rests_until_a_click_or_space(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    c = win.controller
    rng = random.Random(2)

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    win.pause_action.setChecked(True)  # the menu's switch
    assert c.pause_after_trick
    rules = PRESETS["setback"]
    seats = (SeatSetup.local("Ann"), *(SeatSetup.bot(n, "greedy") for n in ("Ben", "Cy", "Di")))
    win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=5))
    qtbot.waitUntil(lambda: c.is_paused_after_trick, timeout=20000)
    # Instant speed, yet the trick is still there, its taker named, and the player is told.
    assert len(win.scene.resting_items) == rules.players and win.scene.caption.isVisible()
    assert "press Space to go on" in win.status.text()
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    assert not c.is_paused_after_trick
    qtbot.waitUntil(lambda: c.is_paused_after_trick, timeout=20000)
    # A click on the felt, away from every card, goes on as well.
    corner = win.view.viewport().rect().topLeft() + QPoint(5, 5)
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert not c.is_paused_after_trick
    win.pause_action.setChecked(False)
    c.stop()
