"""The statistics' small charts, painted with QPainter: bars (matches won and lost, bids made
and set, points a hand) and a trend (the points a hand, match by match), each on a card with
its title, and a sentence in place of the chart while there is nothing to draw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

WON = QColor(70, 150, 90)
LOST = QColor(190, 70, 70)
MADE = QColor(70, 130, 190)
SMUDGE = QColor(200, 150, 40)
YOU = QColor(214, 166, 60)
OTHERS = QColor(120, 130, 150)
AXIS = QColor(150, 150, 150)
_TEXT = QColor(40, 40, 40)
CENTRED_WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: float
    colour: QColor


def one_decimal(value: float) -> str:
    """A signed figure for the charts and the table of figures, a true minus sign."""
    return f"{value:+.2f}".replace("-", "\u2212") if value else "0"


class BarChart(QWidget):
    """A few horizontal bars from a zero line, with their labels and values (negative bars go
    left of the line: a side set back more than it scored)."""

    def __init__(
        self,
        title: str,
        parent: QWidget | None = None,
        *,
        value_text: Callable[[float], str] = lambda v: str(round(v)),
        empty: str = "",
    ) -> None:
        super().__init__(parent)
        self.title = title
        self.bars: list[Bar] = []
        self.empty_words = empty  # said in place of the bars when there are none
        self._value_text = value_text
        self.setMinimumSize(220, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = list(bars)
        self.setAccessibleDescription(
            "; ".join(f"{b.label}: {self._value_text(b.value)}" for b in self.bars)
            or self.empty_words
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(260, 150)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        rect, line = paint_frame(p, self, self.title)
        rows, zero_x, area = self.rows(rect, line, p.fontMetrics())
        if not self.bars:
            # An empty card says why it is empty, never a blank.
            p.setPen(AXIS)
            below_title = QRectF(rect.left() + 10, area.top(), rect.width() - 20, area.height())
            p.drawText(below_title, CENTRED_WRAP, self.empty_words)
            p.end()
            return
        for b, (label, bar, value) in zip(self.bars, rows, strict=True):
            p.setPen(_TEXT)
            p.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, b.label)
            path = QPainterPath()
            path.addRoundedRect(bar, 3, 3)
            p.fillPath(path, b.colour)
            p.drawText(value, Qt.AlignmentFlag.AlignVCenter, self._value_text(b.value))
        p.setPen(QPen(AXIS, 1))
        p.drawLine(QPointF(zero_x, area.top()), QPointF(zero_x, area.bottom()))
        p.end()

    def _extent(self) -> tuple[float, float]:
        """The lowest and highest values drawn, zero included."""
        values = [b.value for b in self.bars]
        return min([0.0, *values]), max([0.0, *values])

    def rows(
        self, rect: QRectF, line: float, metrics: QFontMetrics
    ) -> tuple[list[tuple[QRectF, QRectF, QRectF]], float, QRectF]:
        """Where each bar's label, bar and value lie in the card ``rect`` (below a title
        ``line`` high), the zero line's x and the bars' area. A value left of a negative bar
        has room of its own between the labels and the bars: never over its row's label."""
        label_w = max((metrics.horizontalAdvance(b.label) for b in self.bars), default=0) + 12
        texts = [self._value_text(b.value) for b in self.bars]
        value_w = max((metrics.horizontalAdvance(t) for t in texts), default=0) + 10
        lo, hi = self._extent()
        left_w = value_w if lo < 0 else 0
        right_w = value_w if hi > 0 or lo == 0 else 0
        area = QRectF(
            rect.left() + 10 + label_w + left_w,
            rect.top() + 12 + line,
            max(rect.width() - 20 - label_w - left_w - right_w, 10),
            rect.height() - 20 - line,
        )
        span = (hi - lo) or 1.0
        zero_x = area.left() + (0 - lo) / span * area.width()
        row = area.height() / max(1, len(self.bars))
        bar_h = min(row * 0.62, line * 1.3)
        out = []
        for i, (b, text) in enumerate(zip(self.bars, texts, strict=True)):
            y = area.top() + i * row + (row - bar_h) / 2
            end_x = area.left() + (b.value - lo) / span * area.width()
            bar = QRectF(min(zero_x, end_x), y, max(abs(end_x - zero_x), 1.5), bar_h)
            out.append(
                (
                    QRectF(rect.left() + 10, y, label_w - 8, bar_h),
                    bar,
                    _value_rect(bar, metrics.horizontalAdvance(text), b.value < 0),
                )
            )
        return out, zero_x, area


def _value_rect(bar: QRectF, text_w: float, negative: bool) -> QRectF:
    """Where a bar's value is written: beyond its end, right of a positive bar, left of a
    negative one."""
    x = bar.left() - text_w - 5 if negative else bar.right() + 5
    return QRectF(x, bar.top(), text_w + 2, bar.height())


class TrendChart(QWidget):
    """The player's points a hand in each match, oldest on the left, around a zero line."""

    SHOWN = 30  # the most recent matches drawn

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.values: list[float] = []
        self.empty_words = self.tr("No finished hands yet")
        self.setMinimumSize(260, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)[-self.SHOWN :]
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 150)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        rect, line = paint_frame(p, self, self.title)
        area = QRectF(
            rect.left() + 40, rect.top() + 14 + line, rect.width() - 54, rect.height() - 24 - line
        )
        if not self.values:
            p.setPen(AXIS)
            p.drawText(area, CENTRED_WRAP, self.empty_words)
            p.end()
            return
        lo = min(0.0, *self.values)
        hi = max(0.0, *self.values)
        if hi - lo < 1:
            hi = lo + 1

        def y_of(v: float) -> float:
            return area.bottom() - (v - lo) / (hi - lo) * area.height()

        p.setPen(QPen(AXIS, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), y_of(0)), QPointF(area.right(), y_of(0)))
        p.setPen(AXIS)
        for v in (hi, 0.0, lo) if lo < 0 else (hi, 0.0):
            p.drawText(
                QRectF(rect.left() + 2, y_of(v) - line / 2, 34, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{v:.1f}".replace("-", "\u2212"),
            )
        n = len(self.values)
        dx = area.width() / max(n - 1, 1)
        points = [
            QPointF(area.left() + (i * dx if n > 1 else area.width() / 2), y_of(v))
            for i, v in enumerate(self.values)
        ]
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(YOU.darker(115), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        for pt, v in zip(points, self.values, strict=True):
            p.setBrush(WON if v >= 0 else LOST)
            p.drawEllipse(pt, 3.5, 3.5)
        p.end()


def paint_frame(p: QPainter, widget: QWidget, title: str) -> tuple[QRectF, float]:
    """A chart's card and bold title (the statistics' charts and the rating's); the card's
    rectangle and the title's line height."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rect = QRectF(widget.rect()).adjusted(1, 1, -1, -1)
    _paint_card(p, rect)
    title_font = QFont(widget.font())
    title_font.setBold(True)
    p.setFont(title_font)
    p.setPen(_TEXT)
    line = p.fontMetrics().height()
    p.drawText(QRectF(rect.left() + 10, rect.top() + 6, rect.width() - 20, line), title)
    p.setFont(widget.font())
    return rect, line


def _paint_card(p: QPainter, rect: QRectF) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, 8, 8)
    p.fillPath(path, QColor(251, 248, 239))
    p.setPen(QPen(QColor(216, 208, 184), 1))
    p.drawPath(path)
