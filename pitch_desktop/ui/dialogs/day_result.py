"""The deal of the day in duplicate: the player's points deal by deal against the expert's and
the standard level's with the same cards, the day's totals, and a line to paste elsewhere."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
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

from pitch_desktop.controller.comparer import DayComparison


def _signed(n: int) -> str:
    return f"{n:+d}"


class DayResultDialog(QDialog):
    """The comparison of one played day, deal by deal, and its totals."""

    def __init__(self, result: DayComparison, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DayResultDialog")
        self.comparison = result
        day = result.deals.day.isoformat()
        self.setWindowTitle(self.tr("Deal of the day {day}").format(day=day))
        levels = (
            [play.level for play in result.deals_compared[0].levels]
            if result.deals_compared
            else []
        )
        names = {"expert": self.tr("expert"), "standard": self.tr("standard")}
        self.table = self._table(levels, names)
        parts = [
            self.tr("{diff} against {level}").format(
                diff=_signed(result.total(level)),
                level=self.tr("the expert") if level == "expert" else names.get(level, level),
            )
            for level in levels
        ]
        self.total_label = QLabel(", ".join(parts), self)
        self.total_label.setObjectName("DayTotal")
        rules = result.deals.rules.preset_name() or self.tr("house rules")
        best = parts[0] if parts else ""
        self.share_line = QLineEdit(
            self.tr("Pitch, deal of the day {day}, {rules}: {result}").format(
                day=day, rules=rules, result=best
            ),
            self,
        )
        self.share_line.setReadOnly(True)
        self.share_line.setCursorPosition(0)
        copy = QPushButton(self.tr("Copy"), self)
        copy.clicked.connect(self.copy_line)
        share = QHBoxLayout()
        share.addWidget(self.share_line, 1)
        share.addWidget(copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.total_label)
        layout.addLayout(share)
        layout.addWidget(buttons)

    def _table(self, levels: list[str], names: dict[str, str]) -> QTableWidget:
        """The points deal by deal: the player's, then each level's with the same cards."""
        compared = self.comparison.deals_compared
        table = QTableWidget(len(compared), 1 + len(levels), self)
        table.setHorizontalHeaderLabels(
            [self.tr("You"), *(names.get(level, level) for level in levels)]
        )
        table.setVerticalHeaderLabels([self.tr("Deal {n}").format(n=d.index + 1) for d in compared])
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setMinimumWidth(380)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, d in enumerate(compared):
            table.setItem(row, 0, QTableWidgetItem(str(d.points)))
            for col, play in enumerate(d.levels, start=1):
                table.setItem(row, col, QTableWidgetItem(str(play.points)))
        return table

    def copy_line(self) -> None:
        """The one-line result to the clipboard, to paste elsewhere."""
        QGuiApplication.clipboard().setText(self.share_line.text())
