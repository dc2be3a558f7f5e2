"""The marks on the felt: the trump sign, the banner (a caption, with an arrow toward a seat) and,
with the draw-back, the stock the players draw from."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from pitch_desktop.engine.cards import SUITS
from pitch_desktop.ui.common.card_backs import paint_back
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT, paint_shadow, suit_colour, suit_path
from pitch_desktop.ui.table.drawn import DrawnItem
from pitch_desktop.ui.table.look import TRUMP_NOTE_SHARE, WINNING_COLOUR, fitted_font, ui_font


class TrumpSign(DrawnItem):
    """The trump suit in a corner: a large suit symbol, the word "Trump", the bid and pitcher.

    The detail may take two lines and shrinks its type before anything is cut, so "Smudge" and
    a long name fit the narrow corner of a small window.
    """

    def __init__(self) -> None:
        super().__init__()
        self.suit: int | None = None
        self.title = ""
        self.detail = ""
        self.note = ""  # a line below the rest: what the off-jack is this hand
        self.four_colour = False
        self._w = 150.0
        self._h = 64.0
        self._note_room = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(4)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def set_trump(self, suit: int | None, title: str, detail: str, note: str = "") -> None:
        self.suit, self.title, self.detail, self.note = suit, title, detail, note
        self.setVisible(bool(title))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    @property
    def _main_h(self) -> float:
        """The height of the sign but for its note line (which the layout adds when the table
        plays an off-jack)."""
        return self._h / (1 + TRUMP_NOTE_SHARE) if self._noted else self._h

    @property
    def _noted(self) -> bool:
        return self._h > 0 and self._w > 0 and self._note_room

    def set_note_room(self, room: bool) -> None:
        """Whether the sign was laid out with a line for the note."""
        self._note_room = room
        self.update()

    def _symbol_rect(self) -> QRectF:
        """The suit's square: as tall as the sign allows, narrower on a narrow sign."""
        h = self._main_h
        side = min(h * 0.76, self._w * 0.34)
        return QRectF(1 + h * 0.12, 1 + (h - side) / 2, side, side)

    def _detail_rect(self) -> QRectF:
        h = self._main_h
        tx = self._symbol_rect().right() + h * 0.1
        return QRectF(tx, h * 0.44, self._w - 1 - tx - h * 0.06, h * 0.5)

    def _detail_layout(self) -> tuple[QFont, str]:
        """The detail's font and text: one line, else two lines, shrinking before eliding."""
        rect = self._detail_rect()
        size = self._main_h * 0.22
        least = 9.0
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        while True:
            font = ui_font(size)
            fm = QFontMetricsF(font)
            if fm.horizontalAdvance(self.detail) <= rect.width():
                return font, self.detail
            wrapped = fm.boundingRect(rect, int(flags), self.detail)
            if (
                wrapped.height() <= rect.height() + 1
                and wrapped.width() <= rect.width() + 0.5
                and all(fm.horizontalAdvance(word) <= rect.width() for word in self.detail.split())
            ):
                return font, self.detail
            if size <= least:
                return font, fm.elidedText(self.detail, Qt.TextElideMode.ElideRight, rect.width())
            size = max(least, size - 1)

    def detail_fits(self) -> bool:
        """Whether the detail shows whole (for the layout tests)."""
        return self._detail_layout()[1] == self.detail

    def draw(self, painter: QPainter) -> None:
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        h = self._main_h
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        painter.setBrush(QColor(10, 20, 15, 170))
        painter.drawRoundedRect(r, h * 0.16, h * 0.16)
        sym = self._symbol_rect()
        if self.suit is not None:
            letter = SUITS[self.suit]
            painter.setPen(QPen(QColor(255, 255, 255), h * 0.05))
            painter.setBrush(QColor(255, 255, 255))
            painter.drawRoundedRect(sym, h * 0.12, h * 0.12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(suit_colour(letter, self.four_colour)))
            inset = sym.width() * 0.13
            painter.drawPath(suit_path(letter, sym.adjusted(inset, inset, -inset, -inset)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 120), h * 0.03, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(sym, h * 0.12, h * 0.12)
            painter.setPen(QColor(255, 255, 255, 160))
            painter.setFont(ui_font(h * 0.45, bold=True))
            painter.drawText(sym, Qt.AlignmentFlag.AlignCenter, "?")
        detail_rect = self._detail_rect()
        painter.setPen(QColor(255, 240, 200))
        font, title = fitted_font(self.title, detail_rect.width(), h * 0.3, bold=True)
        painter.setFont(font)
        painter.drawText(
            QRectF(detail_rect.left(), r.top() + h * 0.06, detail_rect.width(), h * 0.38),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        font, detail = self._detail_layout()
        painter.setFont(font)
        painter.setPen(QColor(220, 225, 215))
        painter.drawText(
            detail_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            detail,
        )
        if self._noted and self.note:
            room = QRectF(h * 0.12, h, self._w - h * 0.24, self._h - h - h * 0.06)
            font, note = fitted_font(self.note, room.width(), room.height() * 0.8)
            painter.setFont(font)
            painter.setPen(QColor(255, 240, 200))
            painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, note)


class Banner(DrawnItem):
    """A short message on the table (a thrown-in hand, who took the trick, the trick reviewed).

    With ``arrow`` set (an angle in degrees, 0 pointing right, 90 down) a small arrow at the
    banner's end points toward the seat the message names.
    """

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.arrow: float | None = None
        self._w = 300.0
        self._h = 40.0
        self._font = ui_font(18, bold=True)
        self.setZValue(30)
        self.setVisible(False)

    def set_text(
        self, text: str, height: float, *, max_width: float = 0.0, arrow: float | None = None
    ) -> None:
        """Show ``text`` in a pill ``height`` tall, no wider than ``max_width`` (if given)."""
        self.prepareGeometryChange()
        self.text = text
        self.arrow = arrow
        pad = height * 1.2 + (height * 0.8 if arrow is not None else 0.0)
        room = max_width - pad if max_width > 0 else 1e9
        self._font, self.text = fitted_font(text, room, height * 0.45, bold=True)
        fm = QFontMetricsF(self._font)
        self._w = fm.horizontalAdvance(self.text) + pad
        self._h = height
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def draw(self, painter: QPainter) -> None:
        r = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
        painter.setBrush(QColor(10, 20, 15, 205))
        painter.drawRoundedRect(r, self._h * 0.3, self._h * 0.3)
        text_rect = QRectF(r)
        if self.arrow is not None:
            side = self._h * 0.8
            text_rect.setRight(r.right() - side)
            centre = QPointF(r.right() - side * 0.5 - self._h * 0.2, r.center().y())
            painter.save()
            painter.translate(centre)
            painter.rotate(self.arrow)
            a = self._h * 0.22
            path = QPainterPath()
            path.moveTo(a, 0)
            path.lineTo(-a * 0.6, -a * 0.8)
            path.lineTo(-a * 0.25, 0)
            path.lineTo(-a * 0.6, a * 0.8)
            path.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WINNING_COLOUR)
            painter.drawPath(path)
            painter.restore()
            text_rect.setLeft(r.left() + self._h * 0.2)
        painter.setPen(QColor(255, 245, 220))
        painter.setFont(self._font)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.text)


def arrow_angle(origin: QPointF, target: QPointF) -> float:
    """The angle in degrees (0 right, 90 down) from ``origin`` toward ``target``."""
    return math.degrees(math.atan2(target.y() - origin.y(), target.x() - origin.x()))


class StockPile(DrawnItem):
    """The stock of the draw-back in the middle of the table: a few backs squared up, and how
    many cards are left in it. Its origin is the top card's centre, as a card's is."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self._h = 100.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(3)
        self.setVisible(False)

    def set_height(self, h: float) -> None:
        self.prepareGeometryChange()
        self._h = h
        self.update()

    def set_count(self, count: int) -> None:
        self.count = count
        self.setVisible(count > 0)
        self.update()

    def _layers(self) -> int:
        return max(1, min(3, (self.count + 3) // 4))

    def _card(self, layer: int) -> QRectF:
        h = self._h
        w = h / CARD_ASPECT
        d = h * 0.025 * layer
        return QRectF(-w / 2 - d, -h / 2 - d, w, h)

    def _badge(self) -> QRectF:
        side = self._h * 0.32
        top = self._card(self._layers() - 1)
        return QRectF(top.right() - side * 0.7, top.bottom() - side * 0.7, side, side)

    def boundingRect(self) -> QRectF:
        r = self._card(self._layers() - 1).united(self._card(0)).united(self._badge())
        m = self._h * 0.06
        return r.adjusted(-m, -m, m, m)

    def draw(self, painter: QPainter) -> None:
        for layer in range(self._layers()):
            rect = self._card(layer)
            paint_shadow(painter, rect)
            paint_back(painter, rect)
        badge = self._badge()
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
        painter.setBrush(QColor(10, 20, 15, 225))
        painter.drawEllipse(badge)
        painter.setPen(QColor(255, 245, 220))
        painter.setFont(ui_font(badge.height() * 0.5, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))
