"""A main window for the window tests, built the same way wherever a test needs one."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.ui.common.felt import keep_size_asked
from pitch_desktop.ui.window.main_window import MainWindow


def open_window(qtbot: QtBot, *, show: bool = True, **options: Any) -> MainWindow:
    """A main window at instant speed (``options`` go to ``MainWindow``), shown at 1280x800
    unless ``show`` is false. Bots think in a thread here: lighter than a worker process for
    many short matches."""
    controller = MatchController(worker=WorkerKind.THREAD)
    win = MainWindow(controller, **options)
    controller.setParent(win)
    qtbot.addWidget(win)
    win.set_speed(Speed.INSTANT, save=False)
    if show:
        # Larger than the offscreen screen (800x800): kept at the size asked, as a screenshot's
        # --size is, or the app would fit it to the screen once it had settled, at a moment that
        # varies from run to run (the tests that check the fitting make windows of their own).
        keep_size_asked(win)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
    return win


def live_match(qtbot: QtBot, setup: MatchSetup) -> tuple[list[Any], list[Any]]:
    """Play ``setup`` through the controller: what it told the table (the deal, bids, the end
    of the auction, trump named, calls, draws, burns and robs, cards, tricks), and the hands
    played."""
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    told: list[Any] = []
    signals = (c.hand_started, c.bid_made, c.auction_over, c.card_discarded, c.card_played)
    draws = (c.trump_named, c.partner_called, c.cards_drawn, c.trump_burned, c.pack_robbed)
    for signal in (*signals, *draws, c.trick_won):
        signal.connect(told.append)
    try:
        with qtbot.wait_signal(c.match_over, timeout=20000) as over:
            c.start(setup)
    finally:
        c.stop()
    return told, list(over.args[0].history)
