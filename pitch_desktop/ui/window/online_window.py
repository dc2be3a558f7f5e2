"""A table with friends: the server the host runs here, the way to a seat, and the window.

The host's table server is a ``Hosting`` of the controller's table service; ``TableSeating``
connects a ``NetworkTable`` to a server on a thread of its own (an address far away takes
seconds, and the window never waits on it) and opens a game window for the table once the server
has seated the player; an ``OnlineSeat`` makes it a seat at the table: without what a network
table has not (no new match but the host's, no undo, no claim, hints only when the host allows
them), with a lobby showing the invite code and the seats until the match starts; the seat plates
then say who is a friend, who is away and who is covered by a computer player.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QMainWindow,
    QWidget,
)

from pitch_desktop.controller.network_table import NetworkTable
from pitch_desktop.controller.tables import (
    ErrorCode,
    Hosting,
    Said,
    TableInfo,
    TableState,
    connect_in_background,
    unreachable,
)
from pitch_desktop.controller.words import level_name
from pitch_desktop.engine.rules import Rules
from pitch_desktop.play.seats import SeatKind
from pitch_desktop.storage.table_seats import KeptSeat, forget_seat, keep_seat
from pitch_desktop.ui.dialogs.host_table import HostChoice
from pitch_desktop.ui.dialogs.join_table import JoinChoice
from pitch_desktop.ui.dialogs.lobby import LobbyDialog
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.window.chat_dock import ChatDock
from pitch_desktop.ui.window.menus import WindowMenus

log = logging.getLogger(__name__)

ANSWER_TIMEOUT_MS = 15_000  # a server that does not seat the player by then is given up on
# A connection that broke (1006: no closing handshake, the server's machine or process died) or
# whose table moves to another node of a group (1012) is taken back by itself: tried every 2 s
# for a minute (a group's node that died hands its tables on within seconds), then Game > Rejoin
# the table is the player's. A connection the server closed in words (the table closed, the seat
# taken back elsewhere) is not.
COME_BACK_MS = 2_000
COME_BACK_TRIES = 30
COME_BACK_CODES = frozenset({1006, 1012})


class SeatWindow(Protocol):
    """What a seat at a table needs of its game window (``MainWindow`` is one)."""

    online: OnlineSeat | None  # set when the window is a seat at a table with friends
    keeps_geometry: bool  # its place and size are saved for the next start
    leave_words: str | None  # the question before leaving, when not the usual one

    @property
    def widget(self) -> QMainWindow:
        """The window itself, for what Qt does with it."""
        ...

    @property
    def menus(self) -> WindowMenus: ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def closed(self) -> SignalInstance:
        """Closed for good: the seat is left."""
        ...

    @property
    def is_small(self) -> bool: ...

    @property
    def leaving(self) -> bool: ...

    def tell(self, sentence: str) -> None: ...

    def set_status(self, text: str) -> None: ...

    def show_rules(self, rules: Rules) -> None:
        """What the table's rules show before its match starts (the score pad's legend)."""
        ...

    def stop_choices(self) -> None:
        """Take back the bids, suits and cards offered: no answer can reach the table."""
        ...

    def centre_on_felt(self, dialog: QWidget) -> None: ...

    def close_without_asking(self) -> bool: ...


class TableSeating(QObject):
    """Connects, asks for a seat, and opens the table's window once the server gives one.

    Signals:
        seated: The player has a seat; arg: the table's window, now shown.
        failed: No seat; arg: one sentence (the server's refusal or why it cannot be reached).
    """

    seated = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        url: str,
        request: Callable[[NetworkTable], None],
        owner: QWidget,
        make_window: Callable[[NetworkTable], SeatWindow],
        hosting: Hosting | None = None,
        kept: KeptSeat | None = None,
    ) -> None:
        super().__init__(owner)
        self.url = url
        self.table = NetworkTable()
        self.hosting = hosting
        self._make_window = make_window
        self._request = request
        self._kept = kept  # the seat held before, when coming back to it
        self._over = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(
            lambda: self._fail(
                QCoreApplication.translate("OnlineWindow", "The table did not answer.")
            )
        )
        self.table.table_changed.connect(self._on_table)
        self.table.refused.connect(self._fail)
        self.table.connection_lost.connect(self._fail)

    @classmethod
    def host(
        cls,
        choice: HostChoice,
        hosting: Hosting,
        owner: QWidget,
        make_window: Callable[[NetworkTable], SeatWindow],
    ) -> TableSeating:
        def create(table: NetworkTable) -> None:
            table.client.create(
                choice.name,
                choice.rules,
                choice.seat,
                choice.table,
                choice.turn_seconds,
                chat=choice.chat,
                hints=choice.hints,
                watch=choice.watch,
            )

        return cls(hosting.local_url, create, owner, make_window, hosting)

    @classmethod
    def join(
        cls, choice: JoinChoice, owner: QWidget, make_window: Callable[[NetworkTable], SeatWindow]
    ) -> TableSeating:
        def join(table: NetworkTable) -> None:
            table.client.join(choice.code, choice.name, choice.seat)

        return cls(choice.url, join, owner, make_window)

    @classmethod
    def watch(
        cls, choice: JoinChoice, owner: QWidget, make_window: Callable[[NetworkTable], SeatWindow]
    ) -> TableSeating:
        """Watch the table of the code: its window opens once the server says so."""

        def watch(table: NetworkTable) -> None:
            table.client.watch(choice.code, choice.name)

        return cls(choice.url, watch, owner, make_window)

    @classmethod
    def back(
        cls,
        url: str,
        kept: KeptSeat,
        owner: QWidget,
        make_window: Callable[[NetworkTable], SeatWindow],
        hosting: Hosting | None = None,
    ) -> TableSeating:
        """Back to a seat held before (the app was closed, or the connection dropped)."""

        def rejoin(table: NetworkTable) -> None:
            table.client.rejoin(kept.code, kept.token)

        return cls(url, rejoin, owner, make_window, hosting, kept)

    def begin(self) -> None:
        self._timer.start(ANSWER_TIMEOUT_MS)
        connect_in_background(
            lambda: self.table.connect_to_server(self.url), self, self._on_connected
        )

    @Slot(str)
    def _on_connected(self, why: str) -> None:
        if self._over:
            self.table.stop()  # abandoned while connecting
            return
        if why:
            self._fail(why)
            return
        try:
            self._request(self.table)
        except ConnectionError as exc:
            self._fail(unreachable(exc))

    @Slot(object)
    def _on_table(self, info: TableInfo) -> None:
        if self._over or (self.table.seat is None and not self.table.watching):
            return
        self._over = True
        self._timer.stop()
        for signal, slot in (
            (self.table.table_changed, self._on_table),
            (self.table.refused, self._fail),
            (self.table.connection_lost, self._fail),
        ):
            signal.disconnect(slot)
        window = self._make_window(self.table)
        seat = OnlineSeat(window, self.table, self.url, self.hosting)
        window.online = seat
        window.widget.show()
        seat.show_table(info)
        self.seated.emit(window)
        self.deleteLater()

    @Slot(str)
    def _fail(self, sentence: str) -> None:
        if self._over:
            return
        self._over = True
        self._timer.stop()
        kept = self._kept
        if kept is not None and self.table.last_refusal in (
            ErrorCode.BAD_CODE,
            ErrorCode.BAD_TOKEN,
        ):
            forget_seat(kept.code, kept.token)  # the table is gone, or the seat is not ours
        self.table.stop()
        if self.hosting is not None:
            self.hosting.stop()
        self.failed.emit(sentence)
        self.deleteLater()

    def abandon(self) -> None:
        """Another table was asked for meanwhile: this one is given up, quietly."""
        self.failed.disconnect()
        self._fail("")


def seat_notes(
    info: TableInfo, me: int | None, stand_in_in: Callable[[int], int | None] = lambda _s: None
) -> list[str]:
    """What each seat's plate says under the name: a friend, away (and in how many seconds a
    computer plays for them, ``stand_in_in``), covered by a computer player, or the computer
    player's level."""
    notes: list[str] = []
    for s in info.seats:
        if s.seat == me:
            notes.append("")
        elif s.kind is SeatKind.PERSON:
            notes.append(_person_note(s.stand_in, s.away, stand_in_in(s.seat)))
        else:
            notes.append(level_name(s.level or ""))
    return notes


def _person_note(stand_in: bool, away: bool, left: int | None) -> str:
    if stand_in or (away and left == 0):
        return QCoreApplication.translate("OnlineWindow", "away: a computer plays")
    if away and left is not None:
        return QCoreApplication.translate("OnlineWindow", "away: a computer in {seconds} s").format(
            seconds=left
        )
    if away:
        return QCoreApplication.translate("OnlineWindow", "away")
    return QCoreApplication.translate("OnlineWindow", "a friend")


class OnlineSeat(QObject):
    """Makes a game window a seat at a table with friends (its controller a
    ``NetworkTable``): the lobby until the match starts, the chat, Rejoin after a dropped
    connection, the seat plates' notes, and what a network table has not (new match, undo,
    claim; hints unless the host allows them). The window closing leaves the table; the host's
    closing also stops the server."""

    def __init__(
        self, window: SeatWindow, table: NetworkTable, url: str, hosting: Hosting | None
    ) -> None:
        frame = window.widget
        super().__init__(frame)
        self.window = window
        self.table = table
        self.url = url
        self.hosting = hosting
        self._info: TableInfo | None = None
        self._kept: KeptSeat | None = None
        frame.setObjectName("OnlineWindow")
        frame.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.keeps_geometry = False  # the main window's place and size are the ones kept
        window.leave_words = (
            QCoreApplication.translate(
                "OnlineWindow",
                "Close the table? The match stops for everyone until you host it again.",
            )
            if hosting is not None
            else QCoreApplication.translate("OnlineWindow", "Stop watching the table?")
            if table.watching
            else QCoreApplication.translate(
                "OnlineWindow", "Leave the table? A computer player takes your seat."
            )
        )
        table.setParent(frame)
        self.lobby = LobbyDialog(frame)
        self.lobby.bot_chosen.connect(self._choose_bot)
        self.lobby.start_asked.connect(self._start)
        self.lobby.leave_asked.connect(frame.close)
        if hosting is not None:
            self.lobby.set_address(hosting.address_words())
        table.table_changed.connect(self.show_table)
        table.refused.connect(window.tell)
        table.connection_lost.connect(self._on_lost)
        table.match_started.connect(lambda _ev: self._mark_seats())
        table.away_ticked.connect(self._mark_seats)
        self.chat = ChatDock(frame)
        frame.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat)
        self.chat.said.connect(self._say)
        self.chat.field.setVisible(not table.watching)  # a watcher reads the chat only
        table.chat_heard.connect(self._heard)
        table.chat_told.connect(self._told)
        self.chat.hide()  # until the table says whether the host allows it
        self._chat_on: bool | None = None
        menus = window.menus
        for action in (menus.new_action, menus.undo_action, menus.claim_action):
            action.setEnabled(False)
            action.setVisible(False)
        for action in menus.online_actions:
            action.setVisible(False)
        self.rejoin_action = QAction(
            QCoreApplication.translate("OnlineWindow", "Re&join the table"), frame
        )
        self.rejoin_action.setEnabled(False)
        self.rejoin_action.triggered.connect(self.rejoin)
        self._come_backs = 0  # tries made by itself since the seat was last back
        menus.game_menu.insertAction(menus.new_action, self.rejoin_action)
        chat_action = self.chat.toggleViewAction()
        chat_action.setText(QCoreApplication.translate("OnlineWindow", "Ch&at"))
        chat_action.setShortcut("Ctrl+T")
        menus.game_menu.insertAction(menus.new_action, chat_action)
        window.closed.connect(self._closed)

    # --- the table as the server tells it ------------------------------------------------------

    @Slot(object)
    def show_table(self, info: TableInfo) -> None:
        w = self.window
        self._info = info
        self._keep(info)
        w.widget.setWindowTitle(self._title(info))
        self.lobby.show_table(info, self.table.seat)
        w.show_rules(info.rules)
        hints = self.table.hints_allowed
        w.menus.hint_action.setEnabled(hints)
        w.menus.always_hint_action.setEnabled(hints)
        if not hints:
            w.menus.always_hint_action.setChecked(False)
        if self._chat_on is not info.chat:  # shown once it is known; the player may close it
            self._chat_on = info.chat
            self.chat.setVisible(info.chat and not w.is_small)  # a small window: Ctrl+T
            self.chat.toggleViewAction().setVisible(info.chat)
        if info.state is TableState.LOBBY:
            if not self.lobby.isVisible():
                w.centre_on_felt(self.lobby)
                self.lobby.open()
        elif self.lobby.isVisible():
            self.lobby.hide()
        self._mark_seats()

    def _title(self, info: TableInfo) -> str:
        """The table's name, and who watches it: the players see how many do."""
        title = info.name or QCoreApplication.translate("OnlineWindow", "A table with friends")
        if self.table.watching:
            title = QCoreApplication.translate("OnlineWindow", "{table} (watching)").format(
                table=title
            )
        elif info.watchers:
            title = QCoreApplication.translate(
                "OnlineWindow", "{table} · watching: {count}"
            ).format(table=title, count=info.watchers)
        return QCoreApplication.translate("OnlineWindow", "{table} — Pitch").format(table=title)

    def _keep(self, info: TableInfo) -> None:
        """The seat is kept while the table's match can go on, so a restart does not lose it;
        forgotten once the match is over."""
        table = self.table
        if table.seat is None or table.token is None:
            return
        if info.state is TableState.OVER:
            forget_seat(info.code)
            return
        seat = KeptSeat(
            url=self.url,
            code=info.code,
            token=table.token,
            table=info.name or info.code,
            player=info.seats[table.seat].name,
            port=self.hosting.port if self.hosting is not None else None,
        )
        if seat != self._kept:
            keep_seat(seat)
            self._kept = seat

    @Slot()
    def _mark_seats(self) -> None:
        info, table = self._info, self.table
        if info is not None and table.setup is not None:
            away = [s.away and s.seat != table.seat for s in info.seats]
            self.window.scene.set_seat_notes(seat_notes(info, table.seat, table.stand_in_in), away)

    @Slot(str)
    def _say(self, text: str) -> None:
        if not self.table.say(text):
            self.window.tell(
                QCoreApplication.translate("OnlineWindow", "The chat is not open now.")
            )

    @Slot(object)
    def _told(self, lines: tuple[Said, ...]) -> None:
        """Back at the seat: the chat shows the table's last lines, none twice."""
        self.chat.show_lines([(said.name, said.text) for said in lines])

    @Slot(object)
    def _heard(self, said: Said) -> None:
        self.chat.add_line(said.name, said.text)
        if not self.chat.isVisible():  # the chat is closed: the line shows beside the status
            self.window.tell(f"{said.name}: {said.text}")

    @property
    def lobby_open(self) -> bool:
        return self.lobby.isVisible()

    @Slot(int, str)
    def _choose_bot(self, seat: int, level: str) -> None:
        with contextlib.suppress(ConnectionError):
            self.table.client.set_bot(seat, level)

    @Slot()
    def _start(self) -> None:
        try:
            self.table.client.start()
        except ConnectionError as exc:
            self.window.tell(unreachable(exc))

    # --- a dropped connection ------------------------------------------------------------------

    def _not_connected(self) -> None:
        self.window.set_status(
            QCoreApplication.translate(
                "OnlineWindow", "Not connected: Game > Rejoin the table takes your seat back."
            )
        )

    @Slot(str)
    def _on_lost(self, sentence: str) -> None:
        if self.window.leaving:
            return
        if self.table.watching:  # no seat to take back: watch again with the code
            self.window.stop_choices()
            self.window.tell(sentence)
            return
        self.rejoin_action.setEnabled(True)
        # A choice offered now could only be answered "not your turn": it goes until the
        # table is back (its view comes again with the turn).
        self.window.stop_choices()
        self.window.tell(sentence)
        self._not_connected()
        self._come_back_soon()

    def _come_back_soon(self) -> None:
        """Take the seat back by itself, when the connection broke rather than was closed."""
        table = self.table
        if (
            table.lost_code in COME_BACK_CODES
            and table.token is not None
            and self._come_backs < COME_BACK_TRIES
        ):
            self._come_backs += 1
            QTimer.singleShot(COME_BACK_MS, self, self._come_back)

    @Slot()
    def _come_back(self) -> None:
        if self.rejoin_action.isEnabled() and not self.window.leaving:
            self.rejoin()

    def rejoin(self) -> None:
        """Game > Rejoin the table: a new connection, the seat token, the table as it stands."""
        self.rejoin_action.setEnabled(False)
        self.window.set_status(
            QCoreApplication.translate("OnlineWindow", "Coming back to the table…")
        )
        connect_in_background(
            lambda: self.table.reconnect_to_server(self.url), self, self._rejoined
        )

    @Slot(str)
    def _rejoined(self, why: str) -> None:
        if why:
            self.rejoin_action.setEnabled(True)
            self.window.tell(why)
            self._not_connected()
            self._come_back_soon()
        else:
            self._come_backs = 0

    # --- leaving -------------------------------------------------------------------------------

    @Slot()
    def _closed(self) -> None:
        """Left in the lobby, the seat is given up; left in a match, a computer plays it until
        the player comes back (it stays kept)."""
        self.lobby.hide()
        info = self._info
        watching = self.table.watching  # a watcher has no seat kept to forget
        if info is not None and info.state is not TableState.PLAYING and not watching:
            forget_seat(info.code, self.table.token)
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None
