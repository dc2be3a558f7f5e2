"""A panel of lines in a corner of the table (``CornerPanel``): the bids of the hand, the tally."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from pitch_desktop.ui.table.drawn import DrawnItem
from pitch_desktop.ui.table.look import WINNING_COLOUR, fitted_font, text_fits, ui_font

# A point leading so far: the gold of a point won, dimmed, so the two never look alike.
LEADING_COLOUR = QColor(WINNING_COLOUR.red(), WINNING_COLOUR.green(), WINNING_COLOUR.blue(), 150)


class Light(Enum):
    """How a point's cell is lit in the tally: a point won for good, a point only leading so
    far (a card still out could change it), or a point not held."""

    WON = "won"  # solid gold
    LEADING = "leading"  # dimmer gold in a gold outline: so far, not yet won
    OFF = "off"  # dim


@dataclass(slots=True)
class PanelLine:
    """One line of a corner panel: words at the left, then cells in columns at the right.

    ``lit`` says per cell how it is lit (``Light``), or that it is drawn plainly (None or
    missing); ``swatch`` is a side's colour shown before the words.
    """

    left: str
    cells: tuple[str, ...] = ()
    lit: tuple[Light | None, ...] = ()
    colour: QColor = field(default_factory=lambda: QColor(225, 228, 215))
    bold: bool = False
    swatch: QColor | None = None


class CornerPanel(DrawnItem):
    """A small panel of lines in a corner of the felt: the bids of the hand, the tally so far.

    The panel is given its width and the most height it may take; it sizes its type to fit
    (never below a readable least size) and grows upward from its position, its bottom-left
    corner, so it can sit on top of the trump sign or in the corner opposite. The cells at the
    right are never cut; the words at the left shrink first, then move to a row of their own
    (``two_rows_allowed``), and are elided only as a last resort.
    """

    LEAST = 9.0

    def __init__(self, *, two_rows_allowed: bool = False) -> None:
        super().__init__()
        self.title = ""
        self.header: PanelLine | None = None  # small words over the cells: what they mean
        self.lines: list[PanelLine] = []
        self.two_rows_allowed = two_rows_allowed
        self._w = 150.0
        self._max_h = 200.0
        self._line_px = 14.0
        self._two_rows = False
        self._lh = 14.0
        self.setZValue(4)
        self.setVisible(False)

    def set_room(self, width: float, max_height: float, line_px: float) -> None:
        self.prepareGeometryChange()
        self._w, self._max_h, self._line_px = width, max_height, line_px
        self._settle()
        self.update()

    def set_lines(
        self, title: str, lines: list[PanelLine], header: PanelLine | None = None
    ) -> None:
        self.prepareGeometryChange()
        self.title, self.header, self.lines = title, header, list(lines)
        self._settle()
        self.setVisible(bool(lines))
        self.update()

    @property
    def two_rows(self) -> bool:
        return self._two_rows

    # --- geometry ------------------------------------------------------------------------
    def _rows(self, two_rows: bool) -> int:
        extra = (1 if self.title else 0) + (1 if self.header else 0)
        return len(self.lines) * (2 if two_rows else 1) + extra

    def _pad(self) -> float:
        return max(4.0, self._line_px * 0.45)

    def _fit_height(self, two_rows: bool) -> float:
        rows = max(1, self._rows(two_rows))
        fit = (self._max_h - self._pad() * 2) / rows
        return max(self.LEAST * 1.25, min(self._line_px * 1.35, fit))

    def _px(self) -> float:
        return max(self.LEAST, self._lh / 1.35)

    def _settle(self) -> None:
        """Choose one row or two per line, and the line height, for the room given."""
        self._two_rows = False
        self._lh = self._fit_height(False)
        if self.two_rows_allowed and not self._lines_fit():
            # A name beside its bid reads better than on a row of its own: first the type
            # shrinks a little (to three quarters of the table's), then the lines split.
            full = self._lh
            floor = max(self.LEAST, self._line_px * 0.75) * 1.35
            while not self._lines_fit() and self._lh * 0.94 >= floor:
                self._lh *= 0.94
            if not self._lines_fit() and self._fit_height(True) >= self.LEAST * 1.3:
                self._two_rows = True
                self._lh = self._fit_height(True)
            elif not self._lines_fit():
                self._lh = full
        # The cells are never cut: where they are wider than the panel, the type shrinks
        # (down to the least readable size) until they fit.
        room = self._w - 2 * self._pad()
        while self._cells_width() > room and self._px() > self.LEAST:
            self._lh = max(self.LEAST * 1.35, self._lh * 0.94)

    def _lines_fit(self) -> bool:
        """Every line's words fit beside its cells (or in their own row) at nearly the cells'
        size: a name much smaller than its bid reads as a footnote."""
        least = max(self.LEAST, self._px() * 0.85)
        return all(
            text_fits(line.left, self._left_room(line), least, bold=line.bold)
            for line in self.lines
        )

    def height(self) -> float:
        return self._rows(self._two_rows) * self._lh + 2 * self._pad()

    def boundingRect(self) -> QRectF:
        """Grows upward from the item's position, its bottom-left corner."""
        h = self.height()
        return QRectF(0, -h, self._w, h)

    def _cell_font(self) -> QFont:
        return ui_font(self._px(), bold=True)

    def _columns(self) -> list[float]:
        fm = QFontMetricsF(self._cell_font())
        small = QFontMetricsF(self._header_font())
        widths: list[float] = []
        rows = [(line, fm) for line in self.lines]
        if self.header is not None:
            rows.append((self.header, small))
        for line, metrics in rows:
            for i, cell in enumerate(line.cells):
                w = metrics.horizontalAdvance(cell)
                if i < len(widths):
                    widths[i] = max(widths[i], w)
                else:
                    widths.append(w)
        return widths

    def _header_font(self) -> QFont:
        return ui_font(max(self.LEAST, self._px() * 0.8))

    def _cell_gap(self) -> float:
        return self._px() * 0.45

    def _cells_width(self) -> float:
        cols = self._columns()
        return sum(cols) + self._cell_gap() * max(0, len(cols) - 1)

    def _swatch_width(self, line: PanelLine) -> float:
        return self._px() * 0.9 if line.swatch is not None else 0.0

    def _left_room(self, line: PanelLine) -> float:
        room = self._w - 2 * self._pad() - self._swatch_width(line)
        if not self._two_rows and line.cells:
            if len(line.cells) == 1 and len(self._columns()) == 1:
                # One right-aligned column (the bids): a short bid leaves its name the room.
                own = QFontMetricsF(self._cell_font()).horizontalAdvance(line.cells[0])
                room -= own + self._px() * 0.8
            else:
                room -= self._cells_width() + self._px() * 0.8
        return room

    def _least_left(self) -> float:
        return max(self.LEAST, self._px() * 0.7)

    def elided_lines(self) -> list[str]:
        """Lines whose words cannot show whole (for the layout tests)."""
        return [
            line.left
            for line in self.lines
            if not text_fits(line.left, self._left_room(line), self._least_left(), bold=line.bold)
        ]

    # --- painting ----------------------------------------------------------------------------
    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        lh = self._lh
        pad = self._pad()
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
        painter.setBrush(QColor(10, 20, 15, 175))
        painter.drawRoundedRect(r, pad * 1.6, pad * 1.6)
        left = r.left() + pad
        width = r.width() - 2 * pad
        y = r.top() + pad
        v = Qt.AlignmentFlag.AlignVCenter
        if self.title:
            font, title = fitted_font(self.title, width, self._px(), least=self.LEAST, bold=True)
            painter.setFont(font)
            painter.setPen(QColor(255, 240, 200))
            painter.drawText(QRectF(left, y, width, lh), v | Qt.AlignmentFlag.AlignLeft, title)
            y += lh
        cols = self._columns()
        if self.header is not None:
            header = self.header
            small = self._header_font()
            room = width - self._cells_width() - self._px() * 0.5
            painter.setFont(small)
            painter.setPen(QColor(255, 240, 200))
            # The header's words only where they fit whole: the cells' words say enough.
            if QFontMetricsF(small).horizontalAdvance(header.left) <= room:
                painter.drawText(
                    QRectF(left, y, room, lh), v | Qt.AlignmentFlag.AlignLeft, header.left
                )
            self._paint_cells(painter, header, cols, QRectF(left, y, width, lh), small)
            y += lh
        for line in self.lines:
            x = left
            if line.swatch is not None:
                s = self._px() * 0.55
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(line.swatch)
                painter.drawRoundedRect(QRectF(x, y + (lh - s) / 2, s, s), 2, 2)
                x += self._swatch_width(line)
            room = self._left_room(line)
            font, text = fitted_font(
                line.left, room, self._px(), least=self._least_left(), bold=line.bold
            )
            painter.setFont(font)
            painter.setPen(line.colour)
            painter.drawText(QRectF(x, y, room, lh), v | Qt.AlignmentFlag.AlignLeft, text)
            if self._two_rows and line.cells:
                y += lh
            self._paint_cells(painter, line, cols, QRectF(left, y, width, lh))
            y += lh

    def _paint_cells(
        self,
        painter: QPainter,
        line: PanelLine,
        cols: list[float],
        row: QRectF,
        font: QFont | None = None,
    ) -> None:
        if not line.cells:
            return
        font = font or self._cell_font()
        painter.setFont(font)
        gap = self._cell_gap()
        x = row.right() - (sum(cols) + gap * max(0, len(cols) - 1))
        for i, cell in enumerate(line.cells):
            w = cols[i] if i < len(cols) else 0.0
            lit = line.lit[i] if i < len(line.lit) else None
            rect = QRectF(x, row.top(), w + 1, row.height())
            if lit is None:
                painter.setPen(line.colour)
            elif lit is Light.WON:
                painter.setPen(WINNING_COLOUR)
            elif lit is Light.LEADING and cell:
                self._paint_outline(painter, rect, cell)
                painter.setPen(LEADING_COLOUR)
            else:
                painter.setPen(QColor(255, 255, 255, 55))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, cell
            )
            x += w + gap

    def _paint_outline(self, painter: QPainter, cell_rect: QRectF, text: str) -> None:
        """A thin gold frame round a point that leads so far: it is not won yet."""
        width = QFontMetricsF(painter.font()).horizontalAdvance(text)
        pad = max(1.0, self._px() * 0.1)
        box = QRectF(
            cell_rect.right() - 1 - width - pad,
            cell_rect.top() + cell_rect.height() * 0.16,
            width + 2 * pad,
            cell_rect.height() * 0.68,
        )
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(LEADING_COLOUR, max(1.0, self._px() * 0.08)))
        painter.drawRoundedRect(box, pad * 1.5, pad * 1.5)
        painter.restore()
