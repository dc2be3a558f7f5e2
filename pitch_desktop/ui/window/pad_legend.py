"""The legend under the score pad: each award of the match by its letter and name, its rule in
the tooltip. A part of ``ScorePad``, in its words (its translation context).

One label is made per award of every family, four to a row; a match shows its own awards, and
before any match the four points.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from pitch_desktop.controller.rules_text import point_description, point_name
from pitch_desktop.engine.points import AWARDS, FOUR_POINTS
from pitch_desktop.engine.rules import Rules
from pitch_desktop.ui.common.sides import point_letter

_LEGEND_COLUMNS = 4  # awards named in a row under the pad


class PadLegend:
    """The award labels and their grid (``ScorePad``); ``grid`` goes into the pad's body."""

    def __init__(self, body: QWidget) -> None:
        self.labels: dict[str, QLabel] = {}
        self.grid = QGridLayout()
        self.grid.setContentsMargins(2, 6, 2, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(2)
        for i, name in enumerate(AWARDS):
            label = QLabel(body)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setStyleSheet("color: #505050")
            self.grid.addWidget(label, i // _LEGEND_COLUMNS, i % _LEGEND_COLUMNS)
            label.setVisible(name in FOUR_POINTS)
            self.labels[name] = label
        self.grid.setColumnStretch(_LEGEND_COLUMNS, 1)

    def show(self, rules: Rules | None) -> None:
        """The letters of the awards of ``rules`` (the four points before any is known)."""
        shown = rules.points if rules is not None else FOUR_POINTS
        for label in self.labels.values():
            self.grid.removeWidget(label)
            label.hide()
        for i, name in enumerate(shown):
            label = self.labels[name]
            self.grid.addWidget(label, i // _LEGEND_COLUMNS, i % _LEGEND_COLUMNS)
            label.show()
            label.setText(f"<b>{point_letter(name)}</b> {point_name(name)}")
            if rules is not None:
                label.setToolTip(
                    QCoreApplication.translate("ScorePad", "{letter}: {name}, {what}").format(
                        letter=point_letter(name),
                        name=point_name(name),
                        what=point_description(rules, name),
                    )
                )
