"""Watching a table with friends in real windows: a third window watches a host and a friend
play a whole match over loopback, sees every hand without anyone's cards, reads the chat but
cannot write in it, and the players' windows count who watches; a host who switches watching
off has the watcher told so in the Join dialog."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, HandStarted, TurnStarted
from pitch_desktop.match_setup import Speed
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.window.test_ui_online import (
    _free_port,
    _host,
    _join,
    _main,
    _play_by_itself,
    _seat,
    _table,
    windows,
)

__all__ = ["windows"]  # the fixture, shared with the other table-with-friends tests


def _watch(qtbot: QtBot, main: MainWindow, port: int, code: str, name: str) -> MainWindow:
    dialog = main.join_table()
    dialog.address.setText(f"127.0.0.1:{port}")
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.watch_button.click()
    qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
    return main.online_windows[0]


def _follow_by_itself(win: MainWindow) -> list[int]:
    """Close each hand's summary as someone watching would; the hands the window was shown
    (their cards held by the viewer, which must be none) are returned."""
    win.set_speed(Speed.INSTANT, save=False)
    held: list[int] = []

    def on_view(ev: HandStarted | TurnStarted) -> None:
        held.append(ev.view.hand)

    def on_scored(_ev: HandScored) -> None:
        def go_on() -> None:
            if win.summary_dialog is not None:
                win.summary_dialog.continue_button.click()

        QTimer.singleShot(0, go_on)

    win.controller.hand_started.connect(on_view)
    win.controller.turn_started.connect(on_view)
    win.controller.hand_scored.connect(on_scored)
    return held


def test_a_friends_match_is_played_to_its_end_while_a_third_window_watches(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port)
    code = _seat(host).lobby.code.text()
    friend = _join(qtbot, _main(qtbot, windows), port, code, "Bea")
    watcher = _watch(qtbot, _main(qtbot, windows), port, code, "Cleo")
    assert _table(watcher).watching and _table(watcher).seat is None
    assert "(watching)" in watcher.windowTitle()
    # The players see someone watching, in the title of their window.
    qtbot.waitUntil(
        lambda: all("watching: 1" in w.windowTitle() for w in (host, friend)), timeout=5000
    )
    # The watcher reads the chat, and has no field to write in it.
    assert not _seat(watcher).chat.field.isVisibleTo(watcher)
    _seat(host).chat.field.setText("hello Cleo")
    _seat(host).chat.field.returnPressed.emit()
    qtbot.waitUntil(lambda: _seat(watcher).chat.transcript() == ["Ann: hello Cleo"], timeout=5000)

    _play_by_itself(host, seed=1)
    _play_by_itself(friend, seed=2)
    held = _follow_by_itself(watcher)
    _seat(host).lobby.start.click()
    qtbot.waitUntil(
        lambda: all(w.game_over_dialog is not None for w in (host, friend, watcher)),
        timeout=120000,
    )
    assert held and not any(held)  # every view the watcher was shown: no card in its hand
    assert not watcher.controller.is_waiting_for_human
    assert watcher.score_pad.totals() == host.score_pad.totals()
    assert watcher.game_over_dialog is not None
    assert not watcher.game_over_dialog.rematch_button.isVisibleTo(watcher.game_over_dialog)


def test_a_table_whose_host_switched_watching_off_says_so_in_the_join_dialog(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    main = _main(qtbot, windows)
    dialog = main.host_table()
    dialog.name.setText("Ann")
    dialog.port.setValue(port)
    dialog.watch.setChecked(False)
    dialog.announce.setChecked(False)
    dialog.host_button.click()
    qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
    code = _seat(main.online_windows[0]).lobby.code.text()

    other = _main(qtbot, windows)
    join = other.join_table()
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText(code)
    join.name.setText("Cleo")
    join.watch_button.click()
    qtbot.waitUntil(lambda: join.error.isVisibleTo(join), timeout=10000)
    assert join.error.text() == "The host does not let anyone watch this table."
    assert not other.online_windows and join.watch_button.isEnabled()
    join.close()
