"""The table animates without warnings or stray items while the controller runs at full speed.

The scene slides cards (fast speed) while the controller deals and plays instantly, so new
events arrive in the middle of animations: every card must still end where the view says.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import PASS, bid_action
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN_SEAT = 0  # the seat these tests give the person at the window


def test_ui_animations_keep_up_with_the_game(qtbot: QtBot, window: MainWindow) -> None:
    window.scene.set_speed(Speed.FAST)
    rules = PRESETS["auction-pitch"]
    seats = tuple(
        (SeatSetup.local(f"P{s}") if s == HUMAN_SEAT else SeatSetup.bot(f"P{s}", "greedy"))
        for s in range(4)
    )
    window.start_match(MatchSetup(rules=rules, seats=seats, seed=21))
    hands = 0
    for _ in range(200):
        qtbot.waitUntil(
            lambda: window.controller.is_waiting_for_human or window.summary_dialog is not None,
            timeout=10_000,
        )
        if window.summary_dialog is not None:
            hands += 1
            if hands == 2:
                break
            window.summary_dialog.accept()
            continue
        state = window.controller.state
        assert state is not None
        # The human's fan shows exactly the cards the engine says the human holds.
        assert set(window.scene.hand_items) == set(cards_of(state.hands[HUMAN_SEAT]))
        if window.bid_panel.isVisible():
            enabled = [lv for lv, b in window.bid_panel.buttons.items() if b.isEnabled()]
            window.controller.submit(PASS if 0 in enabled else bid_action(min(enabled)))
        else:
            window.controller.submit(
                next(c for c, i in window.scene.hand_items.items() if i.playable)
            )
    assert hands == 2
    qtbot.wait(400)  # let the last slides and fades finish
    assert not window.scene.trick_items
