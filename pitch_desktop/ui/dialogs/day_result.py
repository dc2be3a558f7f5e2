"""The deal of the day in duplicate: the player's points deal by deal against the expert's and
the standard level's with the same cards, the day's totals, and a line to paste elsewhere.

The dialog opens as soon as the day is played, with the player's own points: the levels' come
in when the worker has replayed the deals, or a sentence says why they will not. A day opened
from a friend's challenge shows the friend's points beside the levels', from the file; any day
may be saved as a challenge for a friend."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.duplicate import DUPLICATE_LEVELS
from pitch_desktop.controller.comparer import DayComparison
from pitch_desktop.engine.challenge import Challenge, challenge_json
from pitch_desktop.engine.daily import DailyDeals, side_points
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.files import write_json_file
from pitch_desktop.ui.common.sides import final_score_line, side_names

PENDING = "…"  # a level's points not replayed yet
MISSING = "—"  # a level's points that will not come (the comparison failed)


def _signed(n: int) -> str:
    return f"{n:+d}"


@dataclass(frozen=True, slots=True)
class PlayedDay:
    """A day as the player played it: the deals, their finished hands, the player's seat, the
    set-up it was played under (for the sides' names) and the friend's challenge it answers."""

    deals: DailyDeals
    played: tuple[HandState, ...]
    seat: int
    setup: MatchSetup
    challenge: Challenge | None = None

    def challenge_json(self) -> dict[str, object]:
        """The day as a challenge for a friend, under the player's name."""
        seats = self.setup.seats
        name = seats[self.seat].name if self.seat < len(seats) else ""
        # The opponents' levels, so the friend meets the same players; not when a person sat.
        levels: list[str | None] | None = [
            None if s == self.seat else seat.level for s, seat in enumerate(seats)
        ]
        if len(seats) != self.deals.rules.players or any(
            seat.is_person for s, seat in enumerate(seats) if s != self.seat
        ):
            levels = None
        return challenge_json(self.deals, self.played, self.seat, name or "?", levels)


class DayResultDialog(QDialog):
    """The player's day deal by deal, then the levels' with the same cards and the totals."""

    def __init__(self, day: PlayedDay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DayResultDialog")
        self.day = day
        self.comparison: DayComparison | None = None
        self.setWindowTitle(self.tr("Deal of the day {day}").format(day=day.deals.day.isoformat()))
        self._names = {"expert": self.tr("expert"), "standard": self.tr("standard")}
        self.score_line = QLabel(self._score_words(), self)
        self.score_line.setObjectName("DayScore")
        self.score_line.setWordWrap(True)
        self.table = self._table()
        self.total_label = QLabel(self.tr("Replaying your deals with the expert's play…"), self)
        self.total_label.setObjectName("DayTotal")
        self.total_label.setWordWrap(True)
        self.share_line = QLineEdit(self)
        self.share_line.setReadOnly(True)
        copy = QPushButton(self.tr("Copy"), self)
        copy.clicked.connect(self.copy_line)
        self._share = QWidget(self)
        share = QHBoxLayout(self._share)
        share.setContentsMargins(0, 0, 0, 0)
        share.addWidget(self.share_line, 1)
        share.addWidget(copy)
        self._share.hide()  # nothing to paste until the levels' points are in
        self.friend_label = QLabel(self._friend_words(), self)
        self.friend_label.setObjectName("DayFriend")
        self.friend_label.setWordWrap(True)
        self.friend_label.setVisible(day.challenge is not None)
        self.saved_label = QLabel(self)
        self.saved_label.setObjectName("DayChallengeSaved")
        self.saved_label.setWordWrap(True)
        self.saved_label.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.addButton(
            self.tr("Save a challenge…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.clicked.connect(self.ask_save_challenge)
        self._file_dialog: QFileDialog | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.score_line)
        layout.addWidget(self.table)
        layout.addWidget(self.friend_label)
        layout.addWidget(self.total_label)
        layout.addWidget(self.saved_label)
        layout.addWidget(self._share)
        layout.addWidget(buttons)

    def _score_words(self) -> str:
        """The day's final score on one line: "Final score: You & Anna 7 · Ben & Carla 5"."""
        scores = self.day.played[-1].scores_after if self.day.played else ()
        return final_score_line(side_names(self.day.setup), scores)

    def _table(self) -> QTableWidget:
        """The points deal by deal: the player's, then each level's once replayed."""
        played = self.day.played
        friend = self.day.challenge
        friends = [friend.player] if friend is not None else []
        self._first_level = 1 + len(friends)
        table = QTableWidget(len(played), self._first_level + len(DUPLICATE_LEVELS), self)
        table.setHorizontalHeaderLabels(
            [
                self.tr("You"),
                *friends,
                *(self._names.get(level, level) for level in DUPLICATE_LEVELS),
            ]
        )
        table.setVerticalHeaderLabels(
            [self.tr("Deal {n}").format(n=n) for n in range(1, len(played) + 1)]
        )
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setMinimumWidth(380)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)  # a table to read
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, hand in enumerate(played):
            table.setItem(row, 0, self._cell(str(side_points(hand, self.day.seat))))
            if friend is not None:
                points = friend.points
                table.setItem(
                    row, 1, self._cell(str(points[row]) if row < len(points) else MISSING)
                )
            for col in range(self._first_level, table.columnCount()):
                table.setItem(row, col, self._cell(PENDING))
        # Every deal of the day in sight at once, not behind a scroll bar.
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + table.verticalHeader().length()
            + 2 * table.frameWidth()
        )
        return table

    @staticmethod
    def _cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def show_comparison(self, result: DayComparison) -> None:
        """The levels' points deal by deal, the totals and the line to paste."""
        self.comparison = result
        levels = (
            [play.level for play in result.deals_compared[0].levels]
            if result.deals_compared
            else []
        )
        for row, d in enumerate(result.deals_compared):
            self.table.setItem(row, 0, self._cell(str(d.points)))
            for col, play in enumerate(d.levels, start=self._first_level):
                self.table.setItem(row, col, self._cell(str(play.points)))
        parts = [
            self.tr("{diff} against {level}").format(
                diff=_signed(result.total(level)),
                level=self.tr("the expert") if level == "expert" else self._names.get(level, level),
            )
            for level in levels
        ]
        self.total_label.setText(", ".join(parts))
        rules = result.deals.rules.preset_name() or self.tr("house rules")
        self.share_line.setText(
            self.tr("Pitch, deal of the day {day}, {rules}: {result}").format(
                day=result.deals.day.isoformat(), rules=rules, result=parts[0] if parts else ""
            )
        )
        self.share_line.setCursorPosition(0)
        # The whole line in sight, as it will be pasted.
        margins = self.share_line.textMargins()
        self.share_line.setMinimumWidth(
            self.share_line.fontMetrics().horizontalAdvance(self.share_line.text())
            + margins.left()
            + margins.right()
            + 16
        )
        self._share.show()

    def show_failure(self, sentence: str) -> None:
        """The levels' points will not come: ``sentence`` says why; the player's stay."""
        for row in range(self.table.rowCount()):
            for col in range(self._first_level, self.table.columnCount()):
                self.table.setItem(row, col, self._cell(MISSING))
        self.total_label.setText(sentence)
        self._share.hide()

    def _friend_words(self) -> str:
        """The player against the friend over the deals both played: "+2 against Anna"."""
        friend = self.day.challenge
        if friend is None:
            return ""
        both = min(len(friend.played), len(self.day.played))
        mine = sum(side_points(h, self.day.seat) for h in self.day.played[:both])
        return self.tr("{diff} against {name}, whose challenge this is").format(
            diff=_signed(mine - sum(friend.points[:both])), name=friend.player
        )

    def ask_save_challenge(self) -> QFileDialog:
        """Save a challenge…: where to write the day for a friend."""
        from pitch_desktop.ui.history.dialog import export_folder

        dialog = QFileDialog(self, self.tr("Save a challenge"))
        dialog.setObjectName("ChallengeFileDialog")
        dialog.setNameFilter(self.tr("Pitch challenges (*.json);;All files (*)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.setDirectory(str(export_folder()))
        dialog.selectFile(f"pitch-challenge-{self.day.deals.day.isoformat()}.json")
        dialog.fileSelected.connect(lambda name: self.save_challenge(Path(name)))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._file_dialog = dialog
        dialog.open()
        return dialog

    def save_challenge(self, path: Path) -> bool:
        """Write the day as a challenge at ``path`` in one step (a temporary file renamed over
        it), and say so, or say in one sentence why it could not be."""
        try:
            write_json_file(path, self.day.challenge_json(), ".challenge-", ascii_only=False)
        except OSError as exc:
            self._say_saved(
                self.tr("{file} could not be written ({why}).").format(
                    file=path.name, why=exc.strerror or exc
                )
            )
            return False
        self._say_saved(
            self.tr("Saved as {file}: a friend opens it with Game > Open a challenge.").format(
                file=path.name
            )
        )
        return True

    def _say_saved(self, sentence: str) -> None:
        self.saved_label.setText(sentence)
        self.saved_label.show()

    def copy_line(self) -> None:
        """The one-line result to the clipboard, to paste elsewhere."""
        QGuiApplication.clipboard().setText(self.share_line.text())
