"""Hosting a table with friends: the game and the host's seat, the turn timer, chat and hints,
the port, or a table hosted here before to open again. The dialog only asks; the window hosts
(``ui.window.network``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, Rules, RulesError
from pitch_desktop.storage.table_seats import KeptSeat
from pitch_desktop.ui.dialogs.network_tables import (
    DEFAULT_PORT,
    error_and_buttons,
    name_field,
    name_problem,
    say_when_cut,
    say_why_not,
    wait_for_answer,
)


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
        self.name = name_field(self, name)
        form.addRow(self.tr("Your name"), self.name)
        self.preset = QComboBox(self)
        for key in PRESETS:
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
        self.error, buttons, self.host_button = error_and_buttons(
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
        say_why_not(self.error, self.host_button, sentence)

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
        wait_for_answer(self.error, self.host_button)
        self.chosen.emit(self.choice)
