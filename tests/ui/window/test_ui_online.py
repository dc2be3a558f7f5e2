"""A table with friends in real windows: Game > Host a table… runs a server in the app, Game >
Join a table… sits a second window at it by its code, and the two play a whole match over
loopback, each seeing its own cards; what cannot work (a wrong code, a port in use, nobody at
the address) is said in the dialog in one sentence, and nothing opens."""

from __future__ import annotations

import random
import socket
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import CardDiscarded, HandScored, TurnStarted
from pitch_desktop.controller.network_table import NetworkTable
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import PASS, bid_level, is_bid
from pitch_desktop.match_setup import SeatKind, Speed
from pitch_desktop.net.protocol import TableState
from pitch_desktop.storage.history import HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.window.main_window import MainWindow
from pitch_desktop.ui.window.online_window import OnlineSeat, seat_notes
from tests.net.net_tools import FAST as QUICK
from tests.ui.conftest import ClickCard
from tests.ui.windows import open_window

FAST = replace(QUICK, seed=11)  # a quick table (``net_tools``), its own deals


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for win in made:
        for online in win.online_windows:
            online.close_without_asking()
        win.controller.stop()


def _main(qtbot: QtBot, windows: list[MainWindow]) -> MainWindow:
    win = open_window(qtbot, remember=False)
    win.server_config = FAST
    windows.append(win)
    return win


def _host(
    qtbot: QtBot,
    main: MainWindow,
    port: int,
    players: int = 4,
    *,
    chat: bool = True,
    hints: bool = True,
    preset: str = "setback",
    target: int = 7,
) -> MainWindow:
    dialog = main.host_table()
    assert dialog.name.text() == ""  # not the default "You": friends would read "You bids 2"
    dialog.name.setText("Ann")
    assert dialog.table_name.placeholderText() == "Ann's table"
    dialog.port.setValue(port)
    dialog.players.setValue(players)
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    dialog.target.setValue(target)
    dialog.chat.setChecked(chat)
    dialog.hints.setChecked(hints)
    dialog.announce.setChecked(False)  # a test talks to loopback only: no broadcast
    dialog.host_button.click()
    qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
    assert not dialog.isVisible()
    return main.online_windows[0]


def _join(qtbot: QtBot, main: MainWindow, port: int, code: str, name: str) -> MainWindow:
    dialog = main.join_table()
    dialog.address.setText(f"127.0.0.1:{port}")
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
    return main.online_windows[0]


def _seat(win: MainWindow) -> OnlineSeat:
    assert win.online is not None
    return win.online


def _table(win: MainWindow) -> NetworkTable:
    assert isinstance(win.controller, NetworkTable)
    return win.controller


def _note(win: MainWindow, seat: int) -> str | None:
    """What the seat's plate says under its name (None before the table has plates)."""
    plates = win.scene.plates
    return plates[seat].level if seat < len(plates) else None


def _cell(win: MainWindow, row: int, column: int) -> str:
    item = _seat(win).lobby.seats.item(row, column)
    return item.text() if item is not None else ""


def _play_by_itself(win: MainWindow, seed: int) -> list[TurnStarted]:
    """Play the seat's turns (passing, and any card) and close each hand's summary, as a
    player would."""
    rng = random.Random(seed)
    win.set_speed(Speed.INSTANT, save=False)
    turns: list[TurnStarted] = []

    def play(ev: TurnStarted) -> None:
        if win.controller.is_waiting_for_human and _table(win).viewer_view() is ev.view:
            # Pass when it may (random bids would set the seat back for ever), else at random.
            action = PASS if PASS in ev.legal else rng.choice(ev.legal)
            win.controller.submit(action)

    def on_turn(ev: TurnStarted) -> None:
        if ev.is_local:
            turns.append(ev)
            QTimer.singleShot(0, lambda: play(ev))

    def on_scored(_ev: HandScored) -> None:
        def go_on() -> None:
            if win.summary_dialog is not None:
                win.summary_dialog.continue_button.click()

        QTimer.singleShot(0, go_on)

    win.controller.turn_started.connect(on_turn)
    win.controller.hand_scored.connect(on_scored)
    return turns


def test_a_host_and_a_friend_play_a_whole_match_in_two_windows(
    qtbot: QtBot, windows: list[MainWindow], tmp_path: Path
) -> None:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port)
    assert _seat(host).lobby_open and _table(host).is_host
    code = _seat(host).lobby.code.text()
    assert len(code.replace("-", "")) >= 13  # 64 bits at least, in groups to read aloud
    assert f":{port}" in _seat(host).lobby.where.text()
    assert not host.new_action.isVisible() and not host.undo_action.isEnabled()

    friend = _join(qtbot, _main(qtbot, windows), port, code, "Bea")
    assert _table(friend).seat == 1 and not _table(friend).is_host
    assert _seat(friend).lobby_open and not _seat(friend).lobby.start.isVisibleTo(
        _seat(friend).lobby
    )
    qtbot.waitUntil(lambda: _cell(host, 1, 1) == "Bea", timeout=5000)
    assert _cell(host, 1, 2) == "a friend"
    assert "Bea's" not in host.windowTitle() and "Pitch" in host.windowTitle()

    # The chat: a line said at one window reaches both, cleaned by the server.
    _seat(host).chat.field.setText("hello\tBea")
    _seat(host).chat.field.returnPressed.emit()

    # Each window hears the line from the server in its own time: the speaker's may come second.
    def heard(window: MainWindow) -> Callable[[], bool]:
        return lambda: _seat(window).chat.transcript() == ["Ann: hello Bea"]

    for window in (friend, host):
        qtbot.waitUntil(heard(window), timeout=5000)
    assert _seat(host).chat.field.text() == ""
    assert friend.hint_action.isEnabled()
    # A window too small for the chat beside the table shows the line by the status instead.
    assert _seat(friend).chat.isVisibleTo(friend) is not friend.is_small
    if friend.is_small:
        assert friend.notice.text() == "Ann: hello Bea" and friend.notice.isVisibleTo(friend)

    # The history keeps the match, as the host saw it (recording is off in most window tests).
    db = tmp_path / "history.sqlite3"
    host.hand_history = HistoryRecorder(db, enabled=True)

    host_turns = _play_by_itself(host, seed=1)
    friend_turns = _play_by_itself(friend, seed=2)
    _seat(host).lobby.start.click()
    qtbot.waitUntil(
        lambda: host.game_over_dialog is not None and friend.game_over_dialog is not None,
        timeout=120000,
    )
    assert not _seat(host).lobby_open and not _seat(friend).lobby_open
    assert host_turns and friend_turns
    # Each window saw only its own cards: its hand at every turn was the seat's own.
    assert all(t.view.seat == 0 for t in host_turns)
    assert all(t.view.seat == 1 for t in friend_turns)
    # The two windows agree on the match: the same score pad at the end.
    assert host.score_pad.totals() == friend.score_pad.totals()
    # The plates say who is who: the friend is a friend to the host, the bots are bots.
    assert _note(host, 1) == "a friend"
    assert _note(friend, 0) == "a friend"
    assert _note(host, 2) not in (None, "", "a friend")
    # Only the host can deal the next match.
    assert host.game_over_dialog is not None and friend.game_over_dialog is not None
    assert host.game_over_dialog.rematch_button.isVisibleTo(host.game_over_dialog)
    assert not friend.game_over_dialog.rematch_button.isVisibleTo(friend.game_over_dialog)
    assert not friend.game_over_dialog.new_button.isVisibleTo(friend.game_over_dialog)
    info = _table(friend).table
    assert info is not None and info.state is TableState.OVER
    assert host.hand_history.flush(10.0)
    host.hand_history.close()
    stored = HistoryStore(db).matches()
    assert len(stored) == 1 and stored[0].online and not stored[0].practice
    assert stored[0].hands == host.score_pad.hands and stored[0].winner is not None
    assert [s.kind for s in stored[0].seats][:2] == [SeatKind.LOCAL, SeatKind.REMOTE]


def test_what_cannot_work_is_said_in_the_dialog_and_opens_nothing(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    main = _main(qtbot, windows)
    host = _host(qtbot, main, port)
    code = _seat(host).lobby.code.text()
    other = _main(qtbot, windows)

    # A code that is not this table's.
    dialog = other.join_table()
    assert dialog.name.text() == ""
    dialog.name.setText("Bea")
    dialog.address.setText(f"127.0.0.1:{port}")
    wrong = ("2" if code[0] != "2" else "3") + code[1:]
    dialog.code.setText(wrong)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.error.isVisibleTo(dialog), timeout=10000)
    assert dialog.error.text() == "No table has this invite code: check it with the host."
    assert dialog.isVisible() and not other.online_windows
    assert "\n" not in dialog.error.text() and dialog.join_button.isEnabled()

    # Nobody at the address.
    dialog.address.setText(f"127.0.0.1:{_free_port()}")
    dialog.code.setText(code)
    dialog.error.hide()
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.error.isVisibleTo(dialog), timeout=10000)
    assert "cannot be reached" in dialog.error.text() and not other.online_windows
    dialog.close()

    # A port this app already hosts on.
    again = main.host_table()
    again.announce.setChecked(False)
    again.host_button.click()
    assert again.error.text() == "Give your name."
    again.name.setText("Ann")
    again.port.setValue(port)
    again.host_button.click()
    assert again.error.isVisibleTo(again) and str(port) in again.error.text()
    assert len(main.online_windows) == 1
    again.close()


def test_a_friend_who_drops_is_covered_and_takes_the_seat_back(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, players=2)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    _play_by_itself(host, seed=3)  # the host plays on; the friend's seat waits for its player
    friend.set_speed(Speed.INSTANT, save=False)
    with qtbot.waitSignal(friend.controller.turn_started, timeout=10000):
        _seat(host).lobby.start.click()
    qtbot.waitUntil(lambda: _note(host, 1) == "a friend", timeout=5000)

    _table(friend).client.close()  # the connection drops (a cable pulled)
    qtbot.waitUntil(lambda: _seat(friend).rejoin_action.isEnabled(), timeout=10000)
    assert "Rejoin" in friend.status.text()
    qtbot.waitUntil(lambda: _note(host, 1) == "away: a computer plays", timeout=10000)

    with qtbot.waitSignal(friend.controller.hand_started, timeout=10000):
        _seat(friend).rejoin_action.trigger()
    qtbot.waitUntil(lambda: _note(host, 1) == "a friend", timeout=10000)
    assert not _seat(friend).rejoin_action.isEnabled()
    assert _table(friend).seat == 1 and _table(friend).in_match


def test_a_seat_whose_connection_breaks_comes_back_by_itself(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The server closes the friend's connection as a group's node does when the table moves
    to another node (1012): the window takes the seat back without being asked."""
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, players=2)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    _play_by_itself(host, seed=3)
    friend.set_speed(Speed.INSTANT, save=False)
    with qtbot.waitSignal(friend.controller.turn_started, timeout=10000):
        _seat(host).lobby.start.click()
    qtbot.waitUntil(lambda: _note(host, 1) == "a friend", timeout=5000)
    hosting = _seat(host).hosting
    assert hosting is not None
    server = hosting.server.server
    (table,) = server.tables.values()
    member = table.seats[1].member
    assert member is not None and member.conn is not None
    conn = member.conn
    loop = hosting.server._loop
    assert loop is not None
    loop.call_soon_threadsafe(conn.close, 1012, "the table moves")
    qtbot.waitUntil(lambda: _seat(friend).rejoin_action.isEnabled(), timeout=10000)
    with qtbot.waitSignal(friend.controller.hand_started, timeout=10000):
        pass  # nobody triggers Rejoin: the window does, after a moment
    qtbot.waitUntil(lambda: _note(host, 1) == "a friend", timeout=10000)
    assert not _seat(friend).rejoin_action.isEnabled()
    assert _table(friend).seat == 1 and _table(friend).in_match


def test_a_pitcher_who_drops_is_shown_away_with_the_wait_not_thinking(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The friend who won the bid drops at their lead: the host's window says at once that
    they are away and when a computer plays for them, on their plate (over "Pitcher · bid")
    and in the status line, instead of "Bea is thinking…"."""
    port = _free_port()
    main = _main(qtbot, windows)
    main.server_config = replace(FAST, away_seconds=30.0)
    host = _host(qtbot, main, port, players=2)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    _play_by_itself(host, seed=3)  # the host passes whenever it may: the friend pitches
    friend.set_speed(Speed.INSTANT, save=False)
    dropped: list[bool] = []

    def friend_turn(ev: TurnStarted) -> None:
        bids = [a for a in ev.legal if is_bid(a) and a != PASS]
        if not ev.is_local or dropped:
            return
        if bids:
            action = min(bids, key=bid_level)
            QTimer.singleShot(0, lambda: friend.controller.submit(action))
        elif ev.view.pitcher == 1:  # the pitcher's lead: the connection drops instead
            dropped.append(True)
            QTimer.singleShot(0, _table(friend).client.close)

    friend.controller.turn_started.connect(friend_turn)
    _seat(host).lobby.start.click()
    qtbot.waitUntil(lambda: bool(dropped), timeout=20000)
    plate = host.scene.plates[1]
    qtbot.waitUntil(lambda: (_note(host, 1) or "").startswith("away: a computer in"), timeout=5000)
    assert plate.badge  # the pitcher's badge is there, and the plate says away over it
    assert plate.away and plate.line2() == _note(host, 1)
    assert "thinking" not in host.status.text()
    assert host.status.text().startswith("Bea is away: a computer plays for them in ")
    shown = plate.line2()
    qtbot.waitUntil(lambda: plate.line2() != shown, timeout=3000)  # counted down
    assert plate.line2().startswith("away: a computer in")


def test_a_host_who_turns_chat_and_hints_off_gets_neither_at_any_window(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, chat=False, hints=False)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    for win in (host, friend):
        assert not _seat(win).chat.isVisibleTo(win) and not win.hint_action.isEnabled()
        assert not _table(win).hints_allowed and not _table(win).chat_allowed
    assert not _table(friend).request_hint()
    # A client that says something anyway is refused by the server, in the player's words.
    with qtbot.waitSignal(_table(friend).refused, timeout=5000) as refused:
        _table(friend).client.say("psst")
    assert refused.args == ["The host has turned chat off at this table."]


def test_the_plates_say_who_is_away_and_who_covers_them() -> None:
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.net.protocol import SeatInfo, TableInfo
    from pitch_desktop.play.seats import SeatKind

    seats = (
        SeatInfo(0, SeatKind.PERSON, "Ann", None),
        SeatInfo(1, SeatKind.PERSON, "Bea", None, away=True),
        SeatInfo(2, SeatKind.PERSON, "Cy", None, away=True, stand_in=True),
        SeatInfo(3, SeatKind.BOT, "", "expert"),
    )
    info = TableInfo("t", "CODE", PRESETS["setback"], 0, TableState.PLAYING, 0, seats, (0, 0), 1)
    notes = seat_notes(info, 0)
    assert notes[:3] == ["", "away", "away: a computer plays"]
    assert notes[3] not in ("", "away", "a friend")


def test_a_hosted_table_goes_on_after_the_host_closes_and_its_seats_come_back(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    port = _free_port()
    main = _main(qtbot, windows)
    host = _host(qtbot, main, port, players=2)
    code = _seat(host).lobby.code.text()
    friend_main = _main(qtbot, windows)
    friend = _join(qtbot, friend_main, port, code, "Bea")
    with qtbot.waitSignal(friend.controller.turn_started, timeout=10000):
        _seat(host).lobby.start.click()
    qtbot.waitUntil(lambda: _table(friend).viewer_view() is not None, timeout=5000)
    before = _table(friend).viewer_view()
    assert before is not None

    # The host's app closes mid-hand: the table is kept on its disk, the friend is cut off.
    host.close_without_asking()
    qtbot.waitUntil(lambda: _seat(friend).rejoin_action.isEnabled(), timeout=10000)
    assert not main.online_windows or not main.online_windows[0].isVisible()

    # Hosting again offers the table, first; the host is seated as before, the match as it was.
    dialog = main.host_table()
    assert dialog.which.count() == 2 and dialog.which.currentIndex() == 1
    assert dialog.name.text() == "Ann" and not dialog.preset.isEnabled()
    dialog.announce.setChecked(False)
    dialog.host_button.click()
    qtbot.waitUntil(lambda: any(w.isVisible() for w in main.online_windows), timeout=10000)
    again = next(w for w in main.online_windows if w.isVisible())
    assert _table(again).seat == 0 and _table(again).is_host
    assert not _seat(again).lobby_open

    # The friend takes the seat back: the same hand (less what a computer played for the
    # friend meanwhile, at once here), the same scores.
    with qtbot.waitSignal(friend.controller.hand_started, timeout=10000):
        _seat(friend).rejoin_action.trigger()
    after = _table(friend).viewer_view()
    assert after is not None and after.hand != 0
    assert after.hand & ~before.hand == 0 and after.scores_before == before.scores_before

    # The friend's app restarts: Join offers the seat it holds, and it is taken back.
    friend.close_without_asking()
    restarted = _main(qtbot, windows)
    join = restarted.join_table()
    assert join.found.count() == 1
    join.found.setCurrentRow(0)
    assert join.code.text() == code and join.name.text() == "Bea"
    join.join_button.click()
    qtbot.waitUntil(lambda: bool(restarted.online_windows), timeout=10000)
    back = restarted.online_windows[0]
    assert _table(back).seat == 1
    qtbot.waitUntil(lambda: _table(back).viewer_view() is not None, timeout=10000)
    view = _table(back).viewer_view()
    assert view is not None and view.hand & ~before.hand == 0
    assert view.scores_before == before.scores_before


def _by_keyboard(win: MainWindow) -> bool:
    """The seat's turn taken with the keys a player would press; False when nothing to do."""
    dialog = win.summary_dialog
    if dialog is not None:
        # Its Space is a shortcut of the window in front: the player looks at this one.
        dialog.activateWindow()
        QTest.qWaitForWindowActive(dialog, 1000)
        QTest.keyClick(dialog, Qt.Key.Key_Space)
        return True
    if not win.controller.is_waiting_for_human:
        return False
    if win.bid_panel.isVisible():
        legal = [lv for lv, b in win.bid_panel.buttons.items() if b.isEnabled()]
        key = Qt.Key.Key_P if 0 in legal else Qt.Key(Qt.Key.Key_0 + min(legal))
        QTest.keyClick(win.view, key)
        return True
    items = win.scene.hand_items
    if not any(i.playable for i in items.values()):
        return False
    for _ in range(len(items) + 1):
        focused = win.scene.focused_card()
        if focused is not None and items[focused].playable:
            break
        QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    return True


def _by_mouse(win: MainWindow, click_card: ClickCard) -> bool:
    """The seat's turn taken with the mouse; False when nothing to do."""
    if win.summary_dialog is not None:
        QTest.mouseClick(win.summary_dialog.continue_button, Qt.MouseButton.LeftButton)
        return True
    if not win.controller.is_waiting_for_human:
        return False
    if win.bid_panel.isVisible():
        legal = [lv for lv, b in win.bid_panel.buttons.items() if b.isEnabled()]
        level = 0 if 0 in legal else min(legal)
        QTest.mouseClick(win.bid_panel.buttons[level], Qt.MouseButton.LeftButton)
        return True
    playable = [i for i in win.scene.hand_items.values() if i.playable]
    if not playable:
        return False
    click_card(win, playable[0])
    return True


def test_seven_at_a_table_play_a_match_by_keyboard_and_by_mouse(
    qtbot: QtBot, windows: list[MainWindow], click_card: ClickCard
) -> None:
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, players=7)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    for win in (host, friend):
        win.set_speed(Speed.INSTANT, save=False)
    _seat(host).lobby.start.click()
    keys = clicks = 0
    for _ in range(5000):
        if host.game_over_dialog is not None and friend.game_over_dialog is not None:
            break
        keys += _by_keyboard(host)
        clicks += _by_mouse(friend, click_card)
        qtbot.wait(5)
    assert host.game_over_dialog is not None and friend.game_over_dialog is not None
    assert keys > 10 and clicks > 10
    assert host.score_pad.totals() == friend.score_pad.totals()
    assert len(host.scene.plates) == 7 and _note(host, 1) == "a friend"


def test_a_kept_seat_the_table_no_longer_knows_is_said_and_forgotten(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    from pitch_desktop.storage.table_seats import KeptSeat, keep_seat, kept_seats

    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port)
    code = _seat(host).lobby.code.text()
    stale = KeptSeat(f"ws://127.0.0.1:{port}/", code, "f" * 32, "Ann's table", "Bea")
    keep_seat(stale)  # a token the table never gave (or a table since forgotten)
    other = _main(qtbot, windows)
    join = other.join_table()
    join.found.setCurrentRow(0)
    join.join_button.click()
    qtbot.waitUntil(lambda: join.error.isVisibleTo(join), timeout=10000)
    assert join.error.text() == "That seat is no longer yours at this table."
    assert stale not in kept_seats() and not other.online_windows


def test_names_from_other_computers_never_become_markup() -> None:
    from pitch_desktop.controller.network_table import seat_setup
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.net.protocol import SeatInfo, TableInfo
    from pitch_desktop.play.seats import SeatKind
    from pitch_desktop.ui.dialogs.lobby import LobbyDialog

    hostile = '<img src="x"><b>Bob</b>'
    seats = (
        SeatInfo(0, SeatKind.PERSON, "Ann <3", None),
        SeatInfo(1, SeatKind.PERSON, hostile, None),
    )
    info = TableInfo(
        "<h1>Big</h1>", "CODE", PRESETS["setback"].seated(2), 0, TableState.LOBBY, 0, seats,
        (0, 0), 0,
    )  # fmt: skip
    setup = seat_setup(info, 0)
    assert setup.seats[0].name == "Ann <3"  # the player's own name, as typed
    assert "<" not in setup.seats[1].name and "Bob" in setup.seats[1].name
    lobby = LobbyDialog()
    lobby.show_table(info, 0)
    assert lobby.title.textFormat() is Qt.TextFormat.PlainText and "<h1>" in lobby.title.text()
    lobby.deleteLater()


def test_the_system_ending_the_app_leaves_its_tables_too(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    main = _main(qtbot, windows)
    host = _host(qtbot, main, _free_port())
    hosting = _seat(host).hosting
    assert hosting is not None
    with qtbot.waitSignal(host.closed, timeout=5000):
        main.close_without_asking()  # a logout: SIGTERM closes the main window at once
    assert _seat(host).hosting is None and not _table(host).in_match


def test_a_table_whose_host_left_takes_back_its_choices_and_says_why_in_words(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """The bid panel goes when the host leaves (a bid could only be answered "not your
    turn"), and Rejoin says why it cannot in a player's words, not "[Errno 111] …"."""
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, players=2)
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    _play_by_itself(host, seed=3)
    friend.set_speed(Speed.INSTANT, save=False)
    _seat(host).lobby.start.click()
    qtbot.waitUntil(lambda: friend.bid_panel.isVisible(), timeout=10000)

    host.close_without_asking()  # the host's app closes: its server with it
    qtbot.waitUntil(lambda: _seat(friend).rejoin_action.isEnabled(), timeout=10000)
    assert not friend.bid_panel.isVisible() and not friend.name_panel.isVisible()
    assert all(item.playable is None for item in friend.scene.hand_items.values())

    _seat(friend).rejoin_action.trigger()
    notice = friend.status_bar.notice
    qtbot.waitUntil(lambda: "cannot be reached" in notice.text(), timeout=10000)
    assert "Errno" not in notice.text() and "nothing answers" in notice.text()
    assert not friend.bid_panel.isVisible()


def test_a_ten_point_lobby_shows_the_ten_point_legend(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    main = _main(qtbot, windows)
    dialog = main.host_table()
    dialog.name.setText("Ann")
    dialog.port.setValue(_free_port())
    dialog.preset.setCurrentIndex(dialog.preset.findData("ten-point"))
    dialog.announce.setChecked(False)
    dialog.host_button.click()
    qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
    host = main.online_windows[0]
    assert _seat(host).lobby_open
    shown = {name for name, label in host.score_pad.legend.items() if not label.isHidden()}
    assert shown == set(PRESETS["ten-point"].points)


def _discard_by_mouse(win: MainWindow, click_card: ClickCard) -> bool:
    """The pitcher's discards chosen with the mouse on the hand and confirmed on the panel,
    the kitty's count of the lowest cards; False when the panel is not offered."""
    panel = win.discard_panel
    if not panel.isVisible() or not win.controller.is_waiting_for_human:
        return False
    if panel.complete:
        QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)
        return True
    items = win.scene.hand_items
    for card in win.scene.hand.sorted_hand():
        if card not in panel.chosen:
            if not items[card].is_moving:
                click_card(win, items[card])
            return True
    return True


def _discard_by_keyboard(win: MainWindow) -> bool:
    """The discards chosen with Space and Right, confirmed with Enter."""
    panel = win.discard_panel
    if not panel.isVisible() or not win.controller.is_waiting_for_human:
        return False
    win.view.setFocus()
    if not panel.complete:
        QTest.keyClick(win.view, Qt.Key.Key_Space)
        QTest.keyClick(win.view, Qt.Key.Key_Right)
    else:
        QTest.keyClick(win.view, Qt.Key.Key_Return)
    return True


def _bid_all(win: MainWindow) -> bool:
    """The highest bid the panel offers, so that this seat comes to pitch."""
    if not win.bid_panel.isVisible() or not win.controller.is_waiting_for_human:
        return False
    legal = [lv for lv, b in win.bid_panel.buttons.items() if b.isEnabled() and lv]
    if not legal:
        return False
    QTest.mouseClick(win.bid_panel.buttons[max(legal)], Qt.MouseButton.LeftButton)
    return True


def test_friends_at_a_kitty_table_discard_from_the_panel_and_see_only_backs_of_the_others(
    qtbot: QtBot, windows: list[MainWindow], click_card: ClickCard
) -> None:
    """Kitty Pitch with a friend: each window's pitcher discards four from its panel, one an
    action as the server asks (the host by mouse, the friend by keyboard); the other window
    is told each discard without its card."""
    port = _free_port()
    host = _host(qtbot, _main(qtbot, windows), port, preset="kitty-pitch")
    friend = _join(qtbot, _main(qtbot, windows), port, _seat(host).lobby.code.text(), "Bea")
    told: dict[int, list[CardDiscarded]] = {0: [], 1: []}
    for i, win in enumerate((host, friend)):
        win.set_speed(Speed.INSTANT, save=False)
        win.controller.card_discarded.connect(told[i].append)
    _seat(host).lobby.start.click()
    kitty = PRESETS["kitty-pitch"].kitty

    def own(i: int) -> int:
        return sum(ev.seat == i for ev in told[i])

    for _ in range(5000):
        if own(0) >= kitty and own(1) >= kitty:
            break
        for win, discard in (
            (host, lambda w: _discard_by_mouse(w, click_card)),
            (friend, _discard_by_keyboard),
        ):
            if not (discard(win) or _bid_all(win)):
                _by_mouse(win, click_card)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: len(told[0]) == len(told[1]), timeout=10000)
    assert own(0) >= kitty and own(1) >= kitty
    for i in (0, 1):
        for ev in told[i]:
            assert (ev.card is not None) == (ev.seat == i)
    assert [ev.seat for ev in told[0]] == [ev.seat for ev in told[1]]
    assert not host.discard_panel.pending and not friend.discard_panel.pending
