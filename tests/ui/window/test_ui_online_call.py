"""Call-your-partner and Cinch with a friend: both windows call from the call panel (one by
mouse, one by keyboard), rob by clicking or with the keys, and see the same calls; the rob's
face-down throws of the other seat reach a window without their card."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import PackRobbed, PartnerCalled
from pitch_desktop.match_setup import Speed
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import ClickCard
from tests.ui.window.test_ui_online import (
    _bid_all,
    _by_keyboard,
    _by_mouse,
    _free_port,
    _host,
    _join,
    _main,
    _seat,
    windows,
)

__all__ = ["windows"]  # the fixture, shared with the other table-with-friends tests


def _call_by_mouse(win: MainWindow) -> bool:
    """Name trump, then call, from the panels with the mouse (False: neither is offered)."""
    if win.name_panel.isVisible() and win.controller.is_waiting_for_human:
        QTest.mouseClick(next(iter(win.name_panel.buttons.values())), Qt.MouseButton.LeftButton)
        return True
    panel = win.call_panel
    if not panel.isVisible() or not win.controller.is_waiting_for_human:
        return False
    QTest.mouseClick(next(iter(panel.buttons.values())), Qt.MouseButton.LeftButton)
    return True


def _call_by_keyboard(win: MainWindow) -> bool:
    """Name hearts trump, then call, with the keys."""
    if win.name_panel.isVisible() and win.controller.is_waiting_for_human:
        QTest.keyClick(win.view, Qt.Key.Key_H)
        return True
    panel = win.call_panel
    if not panel.isVisible() or not win.controller.is_waiting_for_human:
        return False
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    return True


def _pair(
    qtbot: QtBot, windows: list[MainWindow], preset: str, players: int
) -> tuple[MainWindow, MainWindow]:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, players=players, preset=preset, target=51)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    for win in (host, friend):
        win.set_speed(Speed.INSTANT, save=False)
    _seat(host).lobby.start.click()
    return host, friend


def test_friends_call_their_partners_from_the_panel_and_see_the_same_calls(
    qtbot: QtBot, windows: list[MainWindow], click_card: ClickCard
) -> None:
    host, friend = _pair(qtbot, windows, "call-partner", 5)
    calls: dict[int, list[PartnerCalled]] = {0: [], 1: []}
    for i, win in enumerate((host, friend)):
        win.controller.partner_called.connect(calls[i].append)

    def own(i: int) -> int:
        return sum(ev.seat == i for ev in calls[i])

    for _ in range(5000):
        if own(0) and own(1):
            break
        if not (_call_by_mouse(host) or _bid_all(host)):
            _by_mouse(host, click_card)
        if not (_call_by_keyboard(friend) or _bid_all(friend)):
            _by_keyboard(friend)
        qtbot.wait(5)
    assert own(0) and own(1), calls
    qtbot.waitUntil(lambda: len(calls[0]) == len(calls[1]), timeout=10000)
    assert [(ev.seat, ev.card) for ev in calls[0]] == [(ev.seat, ev.card) for ev in calls[1]]


def test_friends_rob_the_pack_and_see_only_the_others_face_up_throws(
    qtbot: QtBot, windows: list[MainWindow], click_card: ClickCard
) -> None:
    host, friend = _pair(qtbot, windows, "cinch", 4)
    robbed: dict[int, list[PackRobbed]] = {0: [], 1: []}
    for i, win in enumerate((host, friend)):
        win.controller.pack_robbed.connect(robbed[i].append)

    def own(i: int) -> int:
        return sum(ev.seat == i for ev in robbed[i])

    for _ in range(8000):
        if own(0) and own(1):
            break
        if not (_call_by_mouse(host) or _bid_all(host)):  # trump named from the panel
            _by_mouse(host, click_card)
        if not (_call_by_keyboard(friend) or _bid_all(friend)):
            _by_keyboard(friend)
        qtbot.wait(5)
    assert own(0) and own(1), robbed
    for i in (0, 1):
        for ev in robbed[i]:
            if ev.seat == i or ev.face_up:
                assert ev.card is not None
            else:
                assert ev.card is None  # another seat's throw face down: no card
