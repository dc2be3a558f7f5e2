"""Keyboard play: Enter on the player's turn never does nothing, even before an arrow has shown
the focus ring."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, bid_level, is_bid, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow


def _to_first_card_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Bid as low as the player may until the player is to play a card."""
    for _ in range(40):
        qtbot.waitUntil(lambda: window.controller.is_waiting_for_human, timeout=10000)
        state = window.controller.state
        assert state is not None
        if state.phase is Phase.PLAY:
            return
        legal = legal_actions(state)
        bids = sorted((a for a in legal if is_bid(a)), key=bid_level)
        window.controller.submit(bids[0] if bids else legal[0])
    raise AssertionError("no card to play came")


def test_ui_enter_shows_the_ring_then_plays_without_an_arrow(
    qtbot: QtBot, window: MainWindow
) -> None:
    rules = PRESETS["setback"]
    seats = (SeatSetup.local("You"), *(SeatSetup.bot(n, "greedy") for n in ("B", "C", "D")))
    window.start_match(MatchSetup(rules, seats, seed=4))
    _to_first_card_turn(qtbot, window)
    qtbot.waitUntil(lambda: bool(window.presenter.turn and window.presenter.turn.is_local))
    assert window.scene.focused_card() is None  # no key yet: no ring
    held = len(window.scene.hand_items)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    focused = window.scene.focused_card()
    state = window.controller.state
    assert state is not None and focused is not None and focused in legal_actions(state)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.scene.hand_items) == held - 1, timeout=5000)
    assert focused not in window.scene.hand_items
