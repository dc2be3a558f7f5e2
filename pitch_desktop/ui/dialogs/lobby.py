"""A table with friends before its match: the invite code to read aloud, who sits where, and for
the host the computer players' levels and Start.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.controller.tables import (
    TableInfo,
    TableState,
)
from pitch_desktop.controller.words import level_name
from pitch_desktop.play.seats import SeatKind


class LobbyDialog(QDialog):
    """A table before its match: the invite code, the seats, and for the host Start.

    Signals:
        bot_chosen: The host chose a bot level for an open seat. args: seat, level key.
        start_asked: The host pressed Start.
        leave_asked: The player left the table.
    """

    bot_chosen = Signal(int, str)
    start_asked = Signal()
    leave_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.setWindowTitle(self.tr("The table"))
        self.title = QLabel(self)
        self.title.setObjectName("TableTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # the host named the table
        self.title.setStyleSheet("font-weight: bold")
        self.code = QLabel(self)
        self.code.setObjectName("LobbyCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setStyleSheet("font-size: 20pt; font-family: monospace")
        self.copy = QPushButton(self.tr("Copy"), self)
        self.copy.clicked.connect(self._copy)
        self.where = QLabel(self)
        self.where.setObjectName("LobbyAddress")
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats = QTableWidget(0, 3, self)
        self.seats.setObjectName("LobbySeats")
        self.seats.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Plays")])
        self.seats.verticalHeader().hide()
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.seats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.waiting = QLabel(self)
        self.waiting.setWordWrap(True)
        self.start = QPushButton(self.tr("Start the match"), self)
        self.start.setObjectName("StartButton")
        self.start.setDefault(True)
        self.start.clicked.connect(self.start_asked)
        leave = QPushButton(self.tr("Leave the table"), self)
        leave.clicked.connect(self.leave_asked)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy)
        buttons = QHBoxLayout()
        buttons.addWidget(leave)
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(QLabel(self.tr("Invite code: read it to your friends, or send it"), self))
        box.addLayout(row)
        box.addWidget(self.where)
        box.addWidget(self.seats, 1)
        box.addWidget(self.waiting)
        box.addLayout(buttons)
        self.resize(460, 420)
        self._info: TableInfo | None = None
        self._host = False

    def set_address(self, text: str) -> None:
        self.where.setText(text)

    def show_table(self, info: TableInfo, seat: int | None) -> None:
        """Who sits where, as the server says now."""
        self._info = info
        self._host = info.host == seat
        self.title.setText(
            self.tr("{table}: {n} players").format(table=info.name, n=info.rules.players)
        )
        self.code.setText(info.code)
        self.seats.setRowCount(len(info.seats))
        for row, s in enumerate(info.seats):
            self.seats.setItem(row, 0, QTableWidgetItem(str(s.seat + 1)))
            if s.kind is SeatKind.PERSON:
                self._show_person(info, row, seat)
            else:
                self._show_open_seat(info, row)
        self._fit_seats()
        self.start.setVisible(self._host)
        self.waiting.setText(
            self.tr("Start when everyone is seated: open seats get computer players.")
            if self._host
            else self.tr("Waiting for the host to start the match…")
        )

    def _show_person(self, info: TableInfo, row: int, seat: int | None) -> None:
        """A person's row: the name (marked when it is the player's own seat) and whether they
        host, are away or are a friend at the table."""
        s = info.seats[row]
        who = s.name + (self.tr(" (you)") if s.seat == seat else "")
        plays = self.tr("away") if s.away else self.tr("a friend")
        if s.seat == info.host:
            plays = self.tr("the host") if not s.away else plays
        self.seats.setItem(row, 1, QTableWidgetItem(who))
        self.seats.setItem(row, 2, QTableWidgetItem(plays))
        self.seats.removeCellWidget(row, 2)

    def _show_open_seat(self, info: TableInfo, row: int) -> None:
        """An open seat, for a computer player: the host chooses its level while the table is
        in the lobby; anyone else reads it."""
        s = info.seats[row]
        self.seats.setItem(row, 1, QTableWidgetItem(self.tr("open: a computer player")))
        if not (self._host and info.state is TableState.LOBBY):
            self.seats.removeCellWidget(row, 2)
            self.seats.setItem(row, 2, QTableWidgetItem(level_name(s.level or "")))
            return
        combo = QComboBox(self.seats)
        for key in player_levels().keys:
            combo.addItem(level_name(key), key)
        combo.setCurrentIndex(max(0, combo.findData(s.level)))
        combo.currentIndexChanged.connect(
            lambda _i, c=combo, n=s.seat: self.bot_chosen.emit(n, c.currentData())
        )
        self.seats.setCellWidget(row, 2, combo)

    def _fit_seats(self) -> None:
        """Every seat in sight (seven at most), without a scroll bar."""
        rows = sum(self.seats.rowHeight(r) for r in range(self.seats.rowCount()))
        frame = 2 * self.seats.frameWidth()
        self.seats.setMinimumHeight(rows + self.seats.horizontalHeader().height() + frame)

    @Slot()
    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text())
