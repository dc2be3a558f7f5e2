"""Joining a table with friends: one found on this network (or one of the player's own seats),
or an address, with the invite code, a name and a seat; or watching it without a seat. The
dialog only asks; the window joins (``ui.window.network``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.tables import (
    FoundTable,
    InviteCodeError,
    TableFinder,
    parse_code,
)
from pitch_desktop.storage.table_seats import KeptSeat
from pitch_desktop.ui.dialogs.network_tables import (
    error_and_buttons,
    name_field,
    name_problem,
    say_when_cut,
    say_why_not,
    server_url,
    wait_for_answer,
)

EXAMPLE_CODE = "7K3M-Q9XD-2HTR-W8VA"  # the shape of an invite code, for the empty field
KEPT_ROLE = Qt.ItemDataRole.UserRole + 1  # a found table that is one of the player's seats


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


def _same_code(kept: str, code: str) -> bool:
    try:
        return parse_code(kept) == code
    except InviteCodeError:
        return False


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
        self.name = name_field(self, name)
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
        self.error, buttons, self.join_button = error_and_buttons(
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
        say_why_not(self.error, self.join_button, sentence)
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
        wait_for_answer(self.error, self.join_button)
        self.watch_button.setEnabled(False)
        self.chosen.emit(self.choice)
