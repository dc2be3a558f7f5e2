"""The score pad: one column per side, a line per hand with the points won, running totals.

It reads the scoring breakdown the engine returns (``HandScore``) and never adds up a rule of its
own: hand scores and totals come from the controller's ``HandScored`` payload.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.events import HandScored, MatchSetup
from pitch_desktop.engine.scoring import HandScore

SET_BACK_RED = QColor(190, 30, 40)


def side_names(setup: MatchSetup) -> list[str]:
    """Names of the sides: "You & Anna" for a team, the player's name in cutthroat."""
    rules = setup.rules
    out = []
    for side in range(rules.sides):
        names = [
            QCoreApplication.translate("ScorePad", "You")
            if setup.seats[s].is_human
            else setup.seats[s].name
            for s in rules.seats_of(side)
        ]
        out.append(" & ".join(names))
    return out


def points_letters(score: HandScore, side: int) -> str:
    """The points a side won this hand as letters: "H L J G" (translated)."""
    letters = {
        "high": QCoreApplication.translate("ScorePad", "H"),
        "low": QCoreApplication.translate("ScorePad", "L"),
        "jack": QCoreApplication.translate("ScorePad", "J"),
        "game": QCoreApplication.translate("ScorePad", "G"),
    }
    return " ".join(letters[a.name] for a in score.awards if a.side == side)


class ScorePad(QDockWidget):
    """A collapsible panel at the side of the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScorePad")
        self.setWindowTitle(self.tr("Score"))
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 4, 6, 6)
        self.target_label = QLabel(body)
        font = self.target_label.font()
        font.setBold(True)
        self.target_label.setFont(font)
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.target_label)
        self.table = QTableWidget(body)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setCornerButtonEnabled(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)
        box.addWidget(self.table)
        self.setWidget(body)
        self.setMinimumWidth(180)
        self.setMaximumWidth(360)
        self.table.setStyleSheet(
            "QTableWidget { background: #fbf8ee; gridline-color: #ddd6c0; }"
            "QHeaderView::section { background: #efe9d6; border: 0; border-bottom: 1px solid"
            " #cfc6aa; padding: 3px; font-weight: bold; }"
            "QTableCornerButton::section { background: #efe9d6; border: 0; }"
        )
        self._setup: MatchSetup | None = None
        self._totals: list[int] = []

    def start_match(self, setup: MatchSetup) -> None:
        self._setup = setup
        rules = setup.rules
        self.target_label.setText(self.tr("Playing to {target}").format(target=rules.target))
        names = side_names(setup)
        self.table.clear()
        self.table.setColumnCount(len(names))
        self.table.setHorizontalHeaderLabels(names)
        self.table.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignCenter | Qt.AlignmentFlag.AlignVCenter
        )
        header = self.table.horizontalHeader()
        header.setMinimumHeight(40)
        # Many cutthroat players: columns as wide as their names, scrolled if need be.
        mode = (
            QHeaderView.ResizeMode.Stretch
            if len(names) <= 4
            else (QHeaderView.ResizeMode.ResizeToContents)
        )
        header.setSectionResizeMode(mode)
        self.table.setRowCount(1)
        self.table.setVerticalHeaderLabels([self.tr("Total")])
        self._totals = [0] * len(names)
        self._write_totals()

    @property
    def hands(self) -> int:
        """Hands written on the pad (thrown-in hands included)."""
        return max(0, self.table.rowCount() - 1)

    def add_hand(self, ev: HandScored) -> None:
        if self._setup is None:
            return
        row = self.table.rowCount() - 1
        self.table.insertRow(row)
        self.table.setVerticalHeaderItem(row, QTableWidgetItem(str(row + 1)))
        score = ev.score
        for side in range(self.table.columnCount()):
            if score is None:
                item = QTableWidgetItem(self.tr("thrown in"))
                item.setForeground(QBrush(QColor(120, 120, 120)))
            else:
                value = score.hand_score[side]
                letters = points_letters(score, side)
                text = f"{letters}  {value:+d}" if letters else f"{value:+d}"
                set_back = side == score.pitcher_side and not score.made
                if set_back:
                    text = self.tr("{value:+d} set back").format(value=value)
                item = QTableWidgetItem(text)
                if set_back:
                    item.setForeground(QBrush(SET_BACK_RED))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                elif side == score.pitcher_side:
                    item.setToolTip(self.tr("Bid made"))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, side, item)
        self._totals = list(ev.scores_after)
        self._write_totals()
        self.table.scrollToBottom()

    def totals(self) -> list[int]:
        return list(self._totals)

    def _write_totals(self) -> None:
        row = self.table.rowCount() - 1
        self.table.setVerticalHeaderItem(row, QTableWidgetItem(self.tr("Total")))
        for side, total in enumerate(self._totals):
            item = QTableWidgetItem(str(total))
            font = QFont(item.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setBackground(QBrush(QColor(236, 232, 214)))
            if total < 0:
                item.setForeground(QBrush(SET_BACK_RED))
            self.table.setItem(row, side, item)
