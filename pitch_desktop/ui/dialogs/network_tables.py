"""Playing with friends: hosting a table, joining one, and the lobby before the match.

``HostTableDialog`` asks what the host's table is (the game, the seat, the turn timer, chat and
hints, the port) and ``JoinTableDialog`` where a table is (one found on this network, or an
address) with the invite code, a name and a seat; neither touches the network itself: the
window does (``ui.window.network``). ``LobbyDialog`` shows a table before its match: the invite
code to read aloud, who sits where, and for the host the bot levels and Start.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.controller.tables import (
    FoundTable,
    InviteCodeError,
    TableFinder,
    TableInfo,
    TableState,
    parse_code,
)
from pitch_desktop.controller.words import level_name
from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, TABLE_PRESETS, Rules, RulesError
from pitch_desktop.play.seats import SeatKind
from pitch_desktop.storage.settings import MAX_NAME_LENGTH
from pitch_desktop.storage.table_seats import KeptSeat

DEFAULT_PORT = 47470  # the announcement's port is one above
EXAMPLE_CODE = "7K3M-Q9XD-2HTR-W8VA"  # the shape of an invite code, for the empty field
KEPT_ROLE = Qt.ItemDataRole.UserRole + 1  # a found table that is one of the player's seats


@dataclass(frozen=True, slots=True)
class HostChoice:
    """What the host asked for."""

    name: str
    rules: Rules
    seat: int
    table: str
    turn_seconds: int
    chat: bool
    hints: bool
    port: int
    announce: bool
    resume: KeptSeat | None = None  # a table this app hosted before, to open again
    watch: bool = True  # anyone with the invite code may watch


@dataclass(frozen=True, slots=True)
class JoinChoice:
    """Where to sit: the server's address, the table's code, the name and seat (None: the
    first free one)."""

    url: str
    code: str
    name: str
    seat: int | None
    kept: KeptSeat | None = None  # the player's own seat at that table: rejoin it
    watch: bool = False  # watch the table (no seat) rather than sit at it


def server_url(text: str) -> str:
    """An address as a player types it (``192.168.1.20``, ``host:47470``, ``ws://…``,
    ``wss://…``) as a WebSocket URL; ``ValueError`` in one sentence when it is none."""
    t = text.strip()
    if not t:
        raise ValueError(QCoreApplication.translate("NetworkTables", "Give the table's address."))
    if "://" in t:
        return _typed_url(t)
    return _host_url(t)


def _typed_url(t: str) -> str:
    """A URL typed whole: only a WebSocket one, to somewhere, ending in a slash."""
    scheme, _, rest = t.partition("://")
    if scheme not in ("ws", "wss") or not rest.strip("/"):
        raise ValueError(
            QCoreApplication.translate(
                "NetworkTables", "An address starts with ws:// or wss://, or is a name."
            )
        )
    return t if t.endswith("/") else t + "/"


def _host_url(t: str) -> str:
    """A computer's name or address, with a port or not (then the game's own): a bare IPv6
    address has colons of its own, so it goes in brackets and keeps the default port."""
    if any(c.isspace() for c in t) or "/" in t:
        raise ValueError(
            QCoreApplication.translate("NetworkTables", "That is not a computer's address.")
        )
    host, colon, port = t.rpartition(":")
    if colon and port.isdigit() and "]" not in port and host.count(":") == 0:
        return f"ws://{host}:{int(port)}/"
    if t.count(":") > 1 and not t.startswith("["):  # a bare IPv6 address
        return f"ws://[{t}]:{DEFAULT_PORT}/"
    return f"ws://{t}:{DEFAULT_PORT}/"


def _same_code(kept: str, code: str) -> bool:
    try:
        return parse_code(kept) == code
    except InviteCodeError:
        return False


def _error_and_buttons(
    dialog: QDialog, name: str, ok: str, accept: Callable[[], None]
) -> tuple[QLabel, QDialogButtonBox, QPushButton]:
    """The line that says why not (hidden until then), and OK (worded ``ok``) and Cancel."""
    error = QLabel(dialog)
    error.setObjectName(name)
    error.setStyleSheet("color: #b03020")
    error.setWordWrap(True)
    error.setTextFormat(Qt.TextFormat.PlainText)
    error.hide()
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    button.setText(ok)
    buttons.accepted.connect(accept)
    buttons.rejected.connect(dialog.reject)
    return error, buttons, button


def _say_why_not(error: QLabel, button: QPushButton, sentence: str) -> None:
    """The table could not be had: say why, and let the player ask again."""
    error.setText(sentence)
    error.show()
    button.setEnabled(True)


def _wait_for_answer(error: QLabel, button: QPushButton) -> None:
    """Asked: no old reason shown, and no second ask until the window says how it went."""
    error.hide()
    button.setEnabled(False)


def _name_field(parent: QWidget, name: str) -> QLineEdit:
    edit = QLineEdit(name, parent)
    edit.setPlaceholderText(QCoreApplication.translate("NetworkTables", "The name friends see"))
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setObjectName("YourName")
    return edit


def name_problem(name: str, max_chars: int = MAX_NAME_LENGTH) -> str | None:
    """Why a table would refuse ``name``, as a player's sentence (the table's own answer is in
    its protocol's words), or None when it would take it."""
    if len(name) > max_chars:
        return QCoreApplication.translate(
            "NetworkTables", "A name has {n} characters at most: make it shorter."
        ).format(n=max_chars)
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        return QCoreApplication.translate(
            "NetworkTables",
            "A name cannot hold hidden characters (such as one that turns the text's"
            " direction): type it again with letters, digits, spaces and signs.",
        )
    return None


def say_when_cut(edit: QLineEdit, say: Callable[[str], None]) -> None:
    """Say so when ``edit`` cuts a name at its most characters (a name pasted or typed on):
    the field keeps the first characters only, which the player would not see otherwise."""

    def check(text: str) -> None:
        if len(text) >= edit.maxLength():
            say(
                QCoreApplication.translate(
                    "NetworkTables", "A name has {n} characters at most: the rest is left out."
                ).format(n=edit.maxLength())
            )

    edit.textEdited.connect(check)


class HostTableDialog(QDialog):
    """Host a table: the game and the host's seat, the turn timer, chat and hints.

    Signals:
        chosen: Host pressed with a valid choice (arg: ``HostChoice``). The dialog stays open
            until the window has its table (``accept``) or says why not (``show_error``).
    """

    chosen = Signal(object)

    def __init__(
        self,
        rules: Rules,
        name: str,
        parent: QWidget | None = None,
        *,
        saved: Sequence[KeptSeat] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HostTableDialog")
        self.setWindowTitle(self.tr("Host a table"))
        form = QFormLayout()
        # A table hosted here before, whose match was not over when the app closed.
        self.which = QComboBox(self)
        self.which.setObjectName("WhichTable")
        self.which.addItem(self.tr("A new table"), None)
        for kept in saved:
            self.which.addItem(
                self.tr("{table}: go on with its match").format(table=kept.table), kept
            )
        if saved:
            form.addRow(self.tr("Table"), self.which)
        else:  # not in the form: left shown, it would lie over the first row
            self.which.hide()
        self.which.currentIndexChanged.connect(self._which_changed)
        self.name = _name_field(self, name)
        form.addRow(self.tr("Your name"), self.name)
        self.preset = QComboBox(self)
        for key in TABLE_PRESETS:
            self.preset.addItem(
                QCoreApplication.translate("NewMatchDialog", PRESET_BOOK[key].menu_title), key
            )
        chosen = rules.seated_preset_name()
        self.preset.setCurrentIndex(max(0, self.preset.findData(chosen or "setback")))
        form.addRow(self.tr("Game"), self.preset)
        self.players = QSpinBox(self)
        self.players.setRange(2, 7)
        self.players.setValue(rules.players)
        form.addRow(self.tr("Players"), self.players)
        self.target = QSpinBox(self)
        self.target.setRange(7, 52)
        self.target.setValue(rules.target)
        form.addRow(self.tr("Play to"), self.target)
        self.seat = QSpinBox(self)
        self.seat.setRange(1, rules.players)
        form.addRow(self.tr("Your seat"), self.seat)
        self.players.valueChanged.connect(lambda n: self.seat.setMaximum(n))
        self.table_name = QLineEdit(self)
        self.table_name.setMaxLength(40)
        self._name_table(name)
        self.name.textChanged.connect(self._name_table)
        form.addRow(self.tr("Table name"), self.table_name)
        self.turn = QSpinBox(self)
        self.turn.setRange(0, 600)
        self.turn.setSuffix(self.tr(" s"))
        self.turn.setSpecialValueText(self.tr("no timer"))
        self.turn.setToolTip(self.tr("A computer player plays a turn that takes longer than this"))
        form.addRow(self.tr("Turn timer"), self.turn)
        self.chat = QCheckBox(self.tr("Players may chat"), self)
        self.chat.setChecked(True)
        form.addRow("", self.chat)
        self.hints = QCheckBox(self.tr("Players may ask for hints"), self)
        self.hints.setChecked(True)
        form.addRow("", self.hints)
        self.watch = QCheckBox(self.tr("Anyone with the invite code may watch"), self)
        self.watch.setChecked(True)
        form.addRow("", self.watch)
        self.port = QSpinBox(self)
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Port"), self.port)
        self.announce = QCheckBox(self.tr("Let players on this network find the table"), self)
        self.announce.setChecked(True)
        form.addRow("", self.announce)
        note = QLabel(
            self.tr(
                "Undo is off at a table with friends: it would show cards already seen. "
                "Friends join with the invite code shown next."
            ),
            self,
        )
        note.setWordWrap(True)
        self.error, buttons, self.host_button = _error_and_buttons(
            self, "HostError", self.tr("Host"), self._accept
        )
        say_when_cut(self.name, self.show_error)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(note)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self._new_table_fields = (
            self.name, self.preset, self.players, self.target, self.seat, self.table_name,
            self.turn, self.chat, self.hints, self.watch, self.port,
        )  # fmt: skip
        self.choice: HostChoice | None = None
        if saved:
            self.which.setCurrentIndex(1)  # the table left unfinished, first

    @Slot(int)
    def _which_changed(self, _index: int) -> None:
        """A saved table keeps its own rules, seats and port: only the announcement is asked."""
        kept = self.which.currentData()
        for field in self._new_table_fields:
            field.setEnabled(kept is None)
        if isinstance(kept, KeptSeat):
            self.name.setText(kept.player)
            self.table_name.setText(kept.table)
            if kept.port is not None:
                self.port.setValue(kept.port)

    @Slot(str)
    def _name_table(self, name: str) -> None:
        """The table is called after its host unless given a name."""
        self.table_name.setPlaceholderText(
            self.tr("{name}'s table").format(name=name.strip()) if name.strip() else ""
        )

    def show_error(self, sentence: str) -> None:
        _say_why_not(self.error, self.host_button, sentence)

    @Slot()
    def _accept(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.show_error(self.tr("Give your name."))
            return
        problem = name_problem(name) or name_problem(
            self.table_name.text().strip(), self.table_name.maxLength()
        )
        if problem is not None:
            self.show_error(problem)
            return
        kept = self.which.currentData()
        try:
            rules = PRESETS[self.preset.currentData()].seated(self.players.value())
            rules = rules.with_changes(target=self.target.value())
        except RulesError as exc:
            self.show_error(str(exc))
            return
        self.choice = HostChoice(
            name=name,
            rules=rules,
            seat=self.seat.value() - 1,
            table=self.table_name.text().strip() or self.table_name.placeholderText(),
            turn_seconds=self.turn.value(),
            chat=self.chat.isChecked(),
            hints=self.hints.isChecked(),
            port=self.port.value(),
            announce=self.announce.isChecked(),
            resume=kept if isinstance(kept, KeptSeat) else None,
            watch=self.watch.isChecked(),
        )
        _wait_for_answer(self.error, self.host_button)
        self.chosen.emit(self.choice)


class JoinTableDialog(QDialog):
    """Join a table: one found on this network or an address, the invite code, a name and a
    seat. Tables announced on this network appear as they are heard.

    Signals:
        chosen: Join pressed with a valid choice (arg: ``JoinChoice``); the dialog stays open
            until the window is seated (``accept``) or says why not (``show_error``).
    """

    chosen = Signal(object)

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        hear: bool = True,
        kept: Sequence[KeptSeat] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JoinTableDialog")
        self._kept = tuple(kept)
        self.setWindowTitle(self.tr("Join a table"))
        self.found = QListWidget(self)
        self.found.setObjectName("FoundTables")
        self.found.setMaximumHeight(120)
        self.found.currentItemChanged.connect(self._on_found)
        self.searching = QLabel(self.tr("Looking for tables on this network…"), self)
        form = QFormLayout()
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(self.tr("192.168.1.20, or wss://pitch.example.org"))
        form.addRow(self.tr("Address"), self.address)
        self.code = QLineEdit(self)
        self.code.setObjectName("InviteCode")
        self.code.setPlaceholderText(EXAMPLE_CODE)
        form.addRow(self.tr("Invite code"), self.code)
        self.name = _name_field(self, name)
        form.addRow(self.tr("Your name"), self.name)
        self.seat = QComboBox(self)
        self.seat.addItem(self.tr("The first free seat"), None)
        for s in range(7):
            self.seat.addItem(self.tr("Seat {n}").format(n=s + 1), s)
        form.addRow(self.tr("Seat"), self.seat)
        self.warning = QLabel(
            self.tr(
                "A table at a ws:// address is not encrypted: others on the network can read "
                "what it sends you, your own cards included. A server on the internet should "
                "use wss://."
            ),
            self,
        )
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #806000")
        self.error, buttons, self.join_button = _error_and_buttons(
            self, "JoinError", self.tr("Join"), self._accept
        )
        # Watching: the table as every seat sees it, without a hand, and the chat to read.
        self.watch_button = buttons.addButton(
            self.tr("Watch"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.watch_button.setObjectName("WatchButton")
        self.watch_button.setToolTip(
            self.tr("See the table without a seat: no cards of anyone's, the chat to read")
        )
        self.watch_button.clicked.connect(self._watch)
        say_when_cut(self.name, self.show_error)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("Tables on this network"), self))
        box.addWidget(self.found)
        box.addWidget(self.searching)
        box.addLayout(form)
        box.addWidget(self.warning)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.choice: JoinChoice | None = None
        self._finder: TableFinder | None = None
        for seat in self._kept:  # seats this player holds: back to them with their token
            item = QListWidgetItem(
                self.tr("{table}: your seat as {name}").format(table=seat.table, name=seat.player),
                self.found,
            )
            item.setData(Qt.ItemDataRole.UserRole, seat.url)
            item.setData(KEPT_ROLE, seat)
        if hear:
            self._listen()

    def _listen(self) -> None:
        """Hear the tables announced on this network until closed."""
        self._finder = TableFinder(self)
        self._finder.heard.connect(self._on_heard)
        self._finder.deaf.connect(self._on_deaf)
        self._finder.start()

    @Slot(object)
    def _on_heard(self, table: FoundTable) -> None:
        self.add_found(table)

    @Slot()
    def _on_deaf(self) -> None:
        self.searching.setText(self.tr("Tables on this network cannot be heard here."))

    def done(self, result: int) -> None:
        if self._finder is not None:
            self._finder.stop()
        super().done(result)

    def add_found(self, table: FoundTable) -> None:
        """Show a table heard on the network (once per address)."""
        for i in range(self.found.count()):
            if self.found.item(i).data(Qt.ItemDataRole.UserRole) == table.url:
                return
        # Named with its address and port: two tables of one name (or one computer) differ.
        host = f"[{table.host}]" if ":" in table.host else table.host
        item = QListWidgetItem(f"{table.name}  ({host}:{table.port})", self.found)
        item.setToolTip(table.url)
        item.setData(Qt.ItemDataRole.UserRole, table.url)
        self.searching.hide()
        if self.found.count() == 1 and not self.address.text():
            self.found.setCurrentItem(item)

    @Slot()
    def _on_found(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        self.address.setText(item.data(Qt.ItemDataRole.UserRole))
        kept = item.data(KEPT_ROLE)
        if isinstance(kept, KeptSeat):
            self.code.setText(kept.code)
            self.name.setText(kept.player)
        else:
            self.code.setFocus()

    def show_error(self, sentence: str) -> None:
        _say_why_not(self.error, self.join_button, sentence)
        self.watch_button.setEnabled(True)

    @Slot()
    def _watch(self) -> None:
        self._accept(watch=True)

    @Slot()
    def _accept(self, watch: bool = False) -> None:
        try:
            url = server_url(self.address.text())
        except ValueError as exc:
            self.show_error(str(exc))
            return
        try:
            code = parse_code(self.code.text())
        except InviteCodeError:
            self.show_error(
                self.tr(
                    "That is not an invite code: it has four groups of four letters and "
                    "digits, like {code}."
                ).format(code=EXAMPLE_CODE)
            )
            return
        name = self.name.text().strip()
        if not name:
            self.show_error(self.tr("Give your name."))
            return
        problem = name_problem(name)
        if problem is not None:
            self.show_error(problem)
            return
        kept = next((k for k in self._kept if _same_code(k.code, code) and k.url == url), None)
        if watch:
            kept = None  # a seat of one's own is taken back with Join
        self.choice = JoinChoice(url, code, name, self.seat.currentData(), kept, watch)
        _wait_for_answer(self.error, self.join_button)
        self.watch_button.setEnabled(False)
        self.chosen.emit(self.choice)


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
