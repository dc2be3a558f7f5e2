"""Game > History: past matches and their hands, and a hand replayed with every hand face up.

The list reads the hand history (``storage.history``); choosing a hand replays its stored record
through the engine, one bid or card at a time, forward and back, with the scoring breakdown
below (``history.replay``). A hand or a match can be exported as a record that
``pitch-cli replay`` reads, and a record can be opened from a file (checked by the engine's
reader: a bad file is refused in one sentence and nothing else changes).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.engine.challenge import CHALLENGE_FORMAT
from pitch_desktop.engine.records import (
    MATCH_FORMAT,
    MAX_RECORD_BYTES,
    RecordError,
    hand_record_json,
    load_json,
    match_record_json,
    replay_record,
    too_large_message,
)
from pitch_desktop.engine.rules import Rules, RulesError
from pitch_desktop.engine.state import HandState
from pitch_desktop.storage.files import read_regular_file, write_json_file
from pitch_desktop.storage.history import (
    CUSTOM_PRESET,
    HistoryError,
    HistoryStore,
    MatchSummary,
    setup_of,
)
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.history.bring_up import bring_up
from pitch_desktop.ui.history.lines import hand_columns, match_result_words
from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand
from pitch_desktop.ui.history.words import layout_words, preset_words, seat_names, when_words


@dataclass(frozen=True, slots=True)
class _OpenedRecord:
    """A record opened from a file: its hands, replayed, and what it was."""

    name: str
    states: tuple[HandState, ...]
    is_match: bool


_KIND = Qt.ItemDataRole.UserRole  # ("match", id) / ("hand", id, number) / ("file", i[, number])
KEY_EXPORT_FOLDER = "history/export_folder"  # the folder of the last export


class HistoryDialog(QDialog):
    """The past matches and their hands on the left, the chosen hand replayed on the right."""

    def __init__(self, recorder: HistoryRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryDialog")
        self.setWindowTitle(self.tr("Hand history"))
        self.resize(1320, 800)
        self._recorder = recorder
        self._opened: list[_OpenedRecord] = []
        self._replayed: dict[str, list[HandState]] = {}  # match id -> its hands, replayed
        self._summaries: dict[str, MatchSummary] = {}
        box = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget(split)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.tree = QTreeWidget(left)
        self.tree.setObjectName("HistoryList")
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [self.tr("Date"), self.tr("Preset"), self.tr("Players"), self.tr("Result")]
        )
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.itemExpanded.connect(self._fill_hands)
        self.tree.currentItemChanged.connect(lambda item, _old: self._chosen(item))
        self.tree.itemClicked.connect(lambda item, _col: self._clicked(item))
        self.tree.installEventFilter(self)
        column.addWidget(self.tree, 1)
        # One above the other, so that the list's side stays narrow enough for an 800-pixel
        # screen in every language.
        buttons = QGridLayout()
        self.open_button = QPushButton(self.tr("Open from file…"), left)
        self.open_button.clicked.connect(self.ask_open_file)
        self.export_hand_button = QPushButton(self.tr("Export hand…"), left)
        self.export_hand_button.clicked.connect(self.ask_export_hand)
        self.export_match_button = QPushButton(self.tr("Export match…"), left)
        self.export_match_button.clicked.connect(self.ask_export_match)
        for row, b in enumerate(
            (self.open_button, self.export_hand_button, self.export_match_button)
        ):
            buttons.addWidget(b, row, 0)
        buttons.setColumnStretch(1, 1)
        column.addLayout(buttons)
        self.replay = HandReplay(split)
        split.addWidget(left)
        split.addWidget(self.replay)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([600, 720])
        box.addWidget(split, 1)
        self.message = QLabel(self)
        self.message.setObjectName("HistoryMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("#HistoryMessage { color: #9a5b00; }")
        self.message.hide()
        box.addWidget(self.message)
        self._file_dialog: QFileDialog | None = None
        self.refresh()

    # --- the list -------------------------------------------------------------------------------
    def _store(self) -> HistoryStore | None:
        return self._recorder.store()

    def say(self, sentence: str) -> None:
        """One sentence for the player under the list (a file refused, an export failed)."""
        self.message.setText(sentence)
        self.message.setVisible(bool(sentence))

    def refresh(self) -> None:
        """Read the stored matches again (newest first), keeping the opened files on top."""
        self.tree.clear()
        self._replayed.clear()
        self._summaries.clear()
        for index, opened in enumerate(self._opened):
            self.tree.addTopLevelItem(self._file_item(index, opened))
        store = self._store()
        matches: list[MatchSummary] = []
        if store is not None:
            try:
                matches = store.matches()
            except HistoryError as exc:
                self.say(str(exc))
        for m in matches:
            self._summaries[m.match_id] = m
            self.tree.addTopLevelItem(self._match_item(m))
        if not matches and not self._opened:
            empty = QTreeWidgetItem([self.tr("No hands yet: every finished hand is kept here.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            empty.setFirstColumnSpanned(True)
            self.tree.addTopLevelItem(empty)
            empty.setFirstColumnSpanned(True)
        self._update_buttons()

    def _match_item(self, m: MatchSummary) -> QTreeWidgetItem:
        setup = setup_of(_rules_for(m), m.seats)
        names = seat_names(setup, m.human_seat)
        sides = side_names(setup)
        result = match_result_words(m, sides)
        item = QTreeWidgetItem(
            [
                when_words(m.started_at),
                preset_words(m.preset),
                ", ".join(names),
                result,
            ]
        )
        item.setToolTip(1, layout_words(m.players, m.teams))
        item.setToolTip(3, result)
        item.setData(0, _KIND, ("match", m.match_id))
        item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
        return item

    def _file_item(self, index: int, opened: _OpenedRecord) -> QTreeWidgetItem:
        first = opened.states[0]
        item = QTreeWidgetItem(
            [
                self.tr("From a file"),
                preset_words(first.rules.preset_name() or CUSTOM_PRESET),
                opened.name,
                self.tr("one hand")
                if len(opened.states) == 1
                else self.tr("%n hands", None, len(opened.states)),
            ]
        )
        item.setData(0, _KIND, ("file", index))
        setup = setup_of(first.rules, ())
        for number, state in enumerate(opened.states, start=1):
            child = QTreeWidgetItem(hand_columns(number, state, setup, None, None))
            child.setData(0, _KIND, ("file", index, number))
            item.addChild(child)
        item.setExpanded(True)
        return item

    def match_stored(self, match_id: str) -> None:
        """A hand of ``match_id`` (the match in play) was just stored: its row shows it now,
        at the top of the stored matches, and the hand being replayed stays as it is."""
        summary = self._stored_summary(match_id)
        if summary is None:
            return
        self._summaries[match_id] = summary
        self._replayed.pop(match_id, None)  # its hands are replayed afresh when chosen
        fresh = self._match_item(summary)
        row = self._match_row(match_id)
        if row is None:
            self._insert_match(fresh)
            return
        for column in range(self.tree.columnCount()):
            row.setText(column, fresh.text(column))
        if row.childCount():  # opened already: add the hands stored since
            self._fill_hands(row, force=True)

    def _stored_summary(self, match_id: str) -> MatchSummary | None:
        """The stored summary of ``match_id``; None when there is no store or no such match,
        or the store cannot be read (said in the window)."""
        store = self._store()
        if store is None:
            return None
        try:
            return next((m for m in store.matches() if m.match_id == match_id), None)
        except HistoryError as exc:
            self.say(str(exc))
            return None

    def _insert_match(self, item: QTreeWidgetItem) -> None:
        """A match new to the list goes on top of the stored ones (below the opened files),
        in place of the "No hands yet" line."""
        for i in reversed(range(self.tree.topLevelItemCount())):
            top = self.tree.topLevelItem(i)
            if top is not None and not _kind_of(top):  # "No hands yet"
                self.tree.takeTopLevelItem(i)
        self.tree.insertTopLevelItem(len(self._opened), item)

    def _match_row(self, match_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None and _kind_of(top) == ("match", match_id):
                return top
        return None

    def _fill_hands(self, item: QTreeWidgetItem, force: bool = False) -> None:
        """A match's hands are read when it is first opened in the list (``force``: again,
        adding the hands stored since)."""
        kind = _kind_of(item)
        if not kind or kind[0] != "match" or (item.childCount() and not force):
            return
        match_id = kind[1]
        store = self._store()
        summary = self._summaries.get(match_id)
        if store is None or summary is None:
            return
        try:
            hands = store.hands(match_id)
        except HistoryError as exc:
            self.say(str(exc))
            return
        setup = setup_of(_rules_for(summary), summary.seats)
        for h in hands[item.childCount() :]:
            child = QTreeWidgetItem(hand_columns(h.number, None, setup, summary.human_seat, h))
            child.setData(0, _KIND, ("hand", match_id, h.number))
            item.addChild(child)
        if not hands:
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicator)

    # --- choosing a hand ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left and Right move the replay while a hand is chosen in the list."""
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            kind = _kind_of(self.tree.currentItem())
            is_hand = kind is not None and len(kind) == 3
            if is_hand and event.key() in (
                Qt.Key.Key_Left,
                Qt.Key.Key_Right,
                Qt.Key.Key_PageUp,
                Qt.Key.Key_PageDown,
                Qt.Key.Key_Home,
                Qt.Key.Key_End,
            ):
                return self.replay.handle_key(event)
        return super().eventFilter(watched, event)

    def _clicked(self, item: QTreeWidgetItem) -> None:
        kind = _kind_of(item)
        if kind and len(kind) == 3:
            self.replay.setFocus()

    def _chosen(self, item: QTreeWidgetItem | None) -> None:
        self._update_buttons()
        if item is None:
            return
        kind = _kind_of(item)
        if not kind or len(kind) != 3:
            return
        hand = self._replayed_hand(kind)
        if hand is not None:
            self.replay.load(hand)

    def _replayed_hand(self, kind: tuple[Any, ...]) -> ReplayedHand | None:
        if kind[0] == "file":
            opened = self._opened[kind[1]]
            state = opened.states[kind[2] - 1]
            return ReplayedHand(
                state,
                setup_of(state.rules, ()),
                None,
                kind[2],
                self.tr("Hand {n}").format(n=kind[2]),
            )
        match_id, number = kind[1], kind[2]
        states = self._states_of(match_id)
        summary = self._summaries.get(match_id)
        if states is None or summary is None or not 1 <= number <= len(states):
            return None
        state = states[number - 1]
        return ReplayedHand(
            state,
            setup_of(state.rules, summary.seats),
            summary.human_seat,
            number,
            self.tr("Hand {n}").format(n=number),
        )

    def _states_of(self, match_id: str) -> list[HandState] | None:
        if match_id not in self._replayed:
            store = self._store()
            if store is None:
                return None
            try:
                self._replayed[match_id] = store.replay_match(match_id)
            except HistoryError as exc:
                self.say(str(exc))
                return None
        return self._replayed[match_id]

    def select_hand(self, match_id: str, number: int) -> bool:
        """Choose a stored hand in the list (and so replay it); false if it is not there."""
        top = self._match_row(match_id)
        if top is not None:
            top.setExpanded(True)
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and _kind_of(child) == ("hand", match_id, number):
                    self.tree.setCurrentItem(child)
                    return True
        return False

    def _current_kind(self) -> tuple[Any, ...] | None:
        return _kind_of(self.tree.currentItem())

    def _update_buttons(self) -> None:
        kind = self._current_kind()
        self.export_hand_button.setEnabled(kind is not None and len(kind) == 3)
        is_match = kind is not None and (
            kind[0] == "match"
            or kind[0] == "hand"
            or (kind[0] == "file" and self._opened[kind[1]].is_match)
        )
        self.export_match_button.setEnabled(is_match)

    # --- files ----------------------------------------------------------------------------------
    def _ask_file(self, title: str, saving: bool, suggested: str, then: Any) -> QFileDialog:
        dialog = QFileDialog(self, title)
        dialog.setObjectName("HistoryFileDialog")
        dialog.setNameFilter(self.tr("Pitch records (*.json);;All files (*)"))
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("json")
            dialog.setDirectory(str(export_folder()))
            dialog.selectFile(suggested)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda name: then(Path(name)))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._file_dialog = dialog
        dialog.open()
        return dialog

    def ask_open_file(self) -> QFileDialog:
        return self._ask_file(self.tr("Open a hand or match"), False, "", self.open_file)

    def ask_export_hand(self) -> QFileDialog | None:
        kind = self._current_kind()
        if kind is None or len(kind) != 3:
            return None
        return self._ask_file(
            self.tr("Export the hand"), True, f"pitch-hand-{kind[2]}.json", self.export_hand_to
        )

    def ask_export_match(self) -> QFileDialog | None:
        if self._current_kind() is None:
            return None
        return self._ask_file(
            self.tr("Export the match"), True, "pitch-match.json", self.export_match_to
        )

    def open_file(self, path: Path) -> bool:
        """Open a ``pitch-hand/1`` or ``pitch-match/1`` file at the top of the list; a file the
        engine's reader refuses is told in one sentence and changes nothing."""
        try:
            # Only a regular file, never waited on: a named pipe would freeze the window.
            data = read_regular_file(path, MAX_RECORD_BYTES + 1)
        except OSError as exc:
            self.say(
                self.tr("{file} cannot be opened ({why}).").format(
                    file=path.name, why=exc.strerror or exc
                )
            )
            return False
        try:
            obj = self._record_json(data)
            if _is_challenge(obj):
                self.say(
                    self.tr(
                        "{file} is a friend's challenge: Game > Open a challenge plays its deals."
                    ).format(file=path.name)
                )
                return False
            states = replay_record(obj)
        except RecordError as exc:
            self.say(
                self.tr("{file} is not a hand or match Pitch can replay ({why}).").format(
                    file=path.name, why=exc
                )
            )
            return False
        if not states:
            self.say(self.tr("{file} holds no hands.").format(file=path.name))
            return False
        is_match = isinstance(obj, dict) and obj.get("format") == MATCH_FORMAT
        self._opened.insert(0, _OpenedRecord(path.name, tuple(states), is_match))
        self.refresh()
        top = self.tree.topLevelItem(0)
        first = top.child(0) if top is not None else None
        if first is not None:
            self.tree.setCurrentItem(first)
        self.say(self.tr("{file} was opened: choose a hand to replay it.").format(file=path.name))
        return True

    def _record_json(self, data: bytes) -> object:
        """A file's bytes as the JSON of a record; ``RecordError`` for what no record is."""
        if len(data) > MAX_RECORD_BYTES:
            raise RecordError(too_large_message())
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError(self.tr("it is not text")) from None
        return load_json(text)

    def export_hand_to(self, path: Path) -> bool:
        kind = self._current_kind()
        if kind is None or len(kind) != 3:
            return False
        hand = self._replayed_hand(kind)
        if hand is None:
            return False
        return self._write(path, hand_record_json(hand.state))

    def export_match_to(self, path: Path) -> bool:
        kind = self._current_kind()
        if kind is None:
            return False
        record: dict[str, Any]
        if kind[0] == "file":
            opened = self._opened[kind[1]]
            if not opened.is_match:
                return False
            record = match_record_json(opened.states[0].rules, list(opened.states))
        else:
            store = self._store()
            if store is None:
                return False
            try:
                record = store.match_record(kind[1])
            except HistoryError as exc:
                self.say(str(exc))
                return False
        return self._write(path, record)

    def _write(self, path: Path, record: dict[str, Any]) -> bool:
        """Write a record in one step (a temporary file renamed over the target)."""
        try:
            write_json_file(path, record, ".export-")
        except OSError as exc:
            self.say(
                self.tr("{file} could not be written ({why}).").format(
                    file=path.name, why=exc.strerror or exc
                )
            )
            return False
        self.say(self.tr("Saved as {file}.").format(file=path.name))
        QSettings().setValue(KEY_EXPORT_FOLDER, str(path.parent))
        return True


def _is_challenge(obj: object) -> bool:
    """A friend's challenge, which Game > Open a challenge plays, not a record to replay."""
    return isinstance(obj, dict) and obj.get("format") == CHALLENGE_FORMAT


def export_folder() -> Path:
    """Where an export is offered: the folder of the last export if it is still there, else
    the player's documents (never the folder the game happened to start in)."""
    last = QSettings().value(KEY_EXPORT_FOLDER, "")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def _kind_of(item: QTreeWidgetItem | None) -> tuple[Any, ...] | None:
    """What a line of the list stands for: ("match", id), ("hand", id, number), ("file", i)
    or ("file", i, number); None for the placeholder line."""
    data = item.data(0, _KIND) if item is not None else None
    return tuple(data) if isinstance(data, list | tuple) and data else None


def _rules_for(m: MatchSummary) -> Rules:
    """Rules with a stored match's seats and sides: enough to name them (the whole rules are
    in the match's record)."""
    try:
        return Rules(players=m.players, teams=m.teams)
    except RulesError:
        return Rules()


def show_history(
    parent: QWidget, recorder: HistoryRecorder, shown: HistoryDialog | None = None
) -> HistoryDialog:
    """Game > History: the history window, brought up to date (one window, reused)."""
    dialog = shown if shown is not None else HistoryDialog(recorder, parent)
    bring_up(dialog, again=shown is not None)
    return dialog
