"""The rating part of Game > Statistics: the player's rating over time with its uncertainty, per
family of points, and the computer level it suggests.

The figures are the ratings file's (``storage.ratings``), kept as each counted match or deal of
the day ended; nothing is computed again here. The chart is painted with QPainter: the rating as
a line, a band of plus and minus its uncertainty around it, and a dashed line at each level's
own rating, so the player sees which level they sit nearest.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from pitch_desktop.ai.rating import (
    CUSTOM_FAMILY,
    LevelRatingsError,
    Rating,
    load_level_ratings,
    suggested_level,
)
from pitch_desktop.ai.registry import level_of
from pitch_desktop.engine.rules import PRESET_BOOK
from pitch_desktop.storage.ratings import RatingBook, RatingPoint, RatingsError, read_ratings
from pitch_desktop.ui.history.charts import AXIS, CENTRED_WRAP, paint_frame

_LINE = QColor(214, 166, 60)
_BAND = QColor(214, 166, 60, 70)
_LEVEL = QColor(120, 130, 150)


def family_words(family: str) -> str:
    """A family of points as the New match dialog calls it."""
    preset = PRESET_BOOK.get(family)
    if family == CUSTOM_FAMILY or preset is None or preset.family is None:
        return QCoreApplication.translate("NewMatchDialog", "Custom")
    return QCoreApplication.translate("NewMatchDialog", preset.family)


def level_words(key: str) -> str:
    try:
        return QCoreApplication.translate("BotLevel", level_of(key).name)
    except ValueError:
        return key


class RatingChart(QWidget):
    """The rating after each counted result, oldest on the left, with its band of ± sigma."""

    SHOWN = 60  # the most recent results drawn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[RatingPoint] = []
        self.levels: dict[str, Rating] = {}
        self.empty_words = self.tr("No match or deal of the day rated yet")
        self.setMinimumSize(320, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_points(self, points: Sequence[RatingPoint], levels: Mapping[str, Rating]) -> None:
        self.points = list(points)[-self.SHOWN :]
        self.levels = dict(levels)
        self.setAccessibleDescription(
            "; ".join(f"{p.mu:.1f} ± {p.sigma:.1f}" for p in self.points) or self.empty_words
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, 180)

    def extent(self) -> tuple[float, float]:
        """The lowest and highest rating drawn: the bands and the levels' lines."""
        values = [p.mu - p.sigma for p in self.points] + [p.mu + p.sigma for p in self.points]
        values += [r.mu for r in self.levels.values()]
        lo, hi = min(values), max(values)
        return (lo, hi) if hi - lo >= 1 else (lo - 0.5, hi + 0.5)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        rect, line = paint_frame(
            p, self, self.tr("Your rating, result by result (the band: ± its uncertainty)")
        )
        area = QRectF(
            rect.left() + 44, rect.top() + 14 + line, rect.width() - 130, rect.height() - 24 - line
        )
        if not self.points:
            p.setPen(AXIS)
            p.drawText(area, CENTRED_WRAP, self.empty_words)
            p.end()
            return
        self._paint_rating(p, area, line)
        p.end()

    def _paint_rating(self, p: QPainter, area: QRectF, line: float) -> None:
        lo, hi = self.extent()

        def y_of(v: float) -> float:
            return area.bottom() - (v - lo) / (hi - lo) * area.height()

        n = len(self.points)
        dx = area.width() / max(n - 1, 1)
        xs = [area.left() + (i * dx if n > 1 else area.width() / 2) for i in range(n)]
        upper = [QPointF(x, y_of(pt.mu + pt.sigma)) for x, pt in zip(xs, self.points, strict=True)]
        lower = [QPointF(x, y_of(pt.mu - pt.sigma)) for x, pt in zip(xs, self.points, strict=True)]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_BAND)
        if n > 1:
            p.drawPolygon(QPolygonF([*upper, *reversed(lower)]))
        else:
            p.drawRect(QRectF(QPointF(xs[0] - 4, upper[0].y()), QPointF(xs[0] + 4, lower[0].y())))
        below = math.inf  # the top of the label under this one: close levels' names stack
        for key, rating in sorted(self.levels.items(), key=lambda kv: kv[1].mu):
            y = y_of(rating.mu)
            p.setPen(QPen(_LEVEL, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(_LEVEL)
            below = min(y + line / 2, below) - line
            label = QRectF(area.right() + 6, below, 80, line)
            p.drawText(label, Qt.AlignmentFlag.AlignVCenter, level_words(key))
        p.setPen(AXIS)
        for v in (hi, lo):
            p.drawText(
                QRectF(area.left() - 44, y_of(v) - line / 2, 38, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{v:.1f}",
            )
        mean = QPainterPath(QPointF(xs[0], y_of(self.points[0].mu)))
        for x, pt in zip(xs[1:], self.points[1:], strict=True):
            mean.lineTo(QPointF(x, y_of(pt.mu)))
        p.setPen(QPen(_LINE.darker(125), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(mean)


class RatingPanel(QWidget):
    """A family chooser, the rating chart, and the rating and level it suggests in words.

    ``path``: the ratings file (None: the home's). A file that cannot be read is said in one
    sentence in place of the figures, and left as it is. Empty until ``refresh``."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RatingPanel")
        self.path = path
        self.book = RatingBook()
        self._levels: dict[str, Rating] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Rating in:"), self))
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("RatingFamily")
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.currentIndexChanged.connect(lambda _i: self._show_chosen())
        top.addWidget(self.chooser)
        self.summary = QLabel(self)
        self.summary.setObjectName("RatingSummary")
        self.summary.setWordWrap(True)
        top.addWidget(self.summary, 1)
        box.addLayout(top)
        self.chart = RatingChart(self)
        box.addWidget(self.chart, 1)

    def refresh(self) -> None:
        """Read the ratings file again, keeping the chosen family if it is still there."""
        chosen = self.chooser.currentData()
        problem = None
        try:
            self.book = read_ratings(self.path)
            self._levels = load_level_ratings()
        except (RatingsError, LevelRatingsError) as exc:
            self.book, problem = RatingBook(), str(exc)
        families = [f for f, points in self.book.families.items() if points]
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for family in families:
            self.chooser.addItem(family_words(family), family)
        found = self.chooser.findData(chosen)
        self.chooser.setCurrentIndex(found if found >= 0 else (0 if families else -1))
        self.chooser.blockSignals(False)
        self.chooser.setEnabled(bool(families))
        self._show_chosen(problem)

    def chosen(self) -> str | None:
        family = self.chooser.currentData()
        return family if isinstance(family, str) else None

    def _show_chosen(self, problem: str | None = None) -> None:
        family = self.chosen()
        points = self.book.families.get(family, ()) if family is not None else ()
        self.chart.set_points(points, self._levels if points else {})
        if problem is not None:
            self.summary.setText(problem)
        elif not points:
            self.summary.setText(
                self.tr(
                    "Finish a match against the computer, or a deal of the day, to get a rating."
                )
            )
        else:
            now = points[-1]
            level = suggested_level(Rating(now.mu, now.sigma), self._levels)
            self.summary.setText(
                self.tr("Your rating: {mu} ± {sigma}. Your rating suggests: {level}.").format(
                    mu=f"{now.mu:.1f}", sigma=f"{now.sigma:.1f}", level=level_words(level)
                )
            )
