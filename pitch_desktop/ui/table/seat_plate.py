"""A seat's name plate (``SeatPlate``): the name and level, the dealer's button, the bid bubble,
the pitcher's badge, the fan of backs of the cards left (face up when a stored hand is replayed
with every hand open) and, with the draw-back, the mark of a player who is out of the hand.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.common.card_backs import chosen_back_colour, paint_back
from pitch_desktop.ui.common.card_faces import card_ink, card_label, paint_card
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT, paint_shadow
from pitch_desktop.ui.table.drawn import DrawnItem
from pitch_desktop.ui.table.look import fitted_font, text_fits, ui_font


class _TextRoom(NamedTuple):
    """The plate's room for its texts: where both lines start, where the name's line and the
    second line end, and the right edge of the count of cards (or of the word "out")."""

    left: float
    name_right: float
    line2_right: float
    count_right: float


class SeatPlate(DrawnItem):
    """A seat's name plate: name, level, cards left, dealer button, bid bubble, pitcher badge.

    Partners share ``colour``; the seat to act glows; a friend who dropped (``away``) has the
    second line say so, over the pitcher's badge; a player out of the hand (the draw-back:
    no trump left) is dimmed, with ``out_label`` where the count of cards was. Another player's
    cards peek out from behind the plate as a small fan of backs, toward the table's centre
    (``fan_below``); with ``faces`` set (a replay shows every hand) the fan shows those cards
    face up, spread so that each card's corner can be read.
    ``plate_rect`` is the plate alone (layout and tests use it); ``boundingRect`` adds the fan
    and the speech bubble.
    """

    FAN_MAX = 9  # backs drawn at most; a count beyond shows as a number only

    def __init__(self, name: str, level: str, colour: QColor) -> None:
        super().__init__()
        self.name = name
        self.level = level
        self.colour = QColor(colour)
        self.cards_left = 0
        self.dealer = False
        self.to_act = False
        self.bubble = ""
        self.badge = ""
        self.called: Card | None = None  # the card a pitcher called, shown on its plate
        self.bubble_below = False
        self.show_fan = False  # the scene shows the fan for every seat but the human's
        self.fan_below = True  # the fan peeks out below the plate (seats above the centre)
        self.dealer_letter = "D"  # the scene sets the translated letter
        self.out = False  # with the draw-back: no trump left, out of the hand
        self.out_label = "out"  # the scene sets the translated word
        self.faces: tuple[Card, ...] | None = None  # the cards shown face up (an open hand)
        self.open_side = "below"  # where they lie (``TableLayout.open_hand_side``)
        self.four_colour = False
        self.away = False  # a person not connected: ``level`` says so, before the badge
        self._w = 150.0
        self._h = 48.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(5)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def plate_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    # --- geometry ------------------------------------------------------------------------
    def _bubble_rect(self) -> QRectF:
        h = self._h * 0.62
        fm = QFontMetricsF(ui_font(h * 0.55, bold=True))
        w = max(h * 1.3, fm.horizontalAdvance(self.bubble) + h * 0.7)
        gap = self._h * 0.18
        y = self._h / 2 + gap if self.bubble_below else -self._h / 2 - gap - h
        # Left of the middle when the fan shows, so the fan stays readable beside it.
        x = -self._w * 0.16 if self.show_fan else 0.0
        x = max(-self._w / 2 + w / 2, min(x, self._w / 2 - w / 2)) if w < self._w else 0.0
        return QRectF(x - w / 2, y, w, h)

    def set_faces(self, faces: tuple[Card, ...] | None, *, four_colour: bool = False) -> None:
        """Show ``faces`` face up in the fan (None: backs, one for each card left)."""
        self.prepareGeometryChange()
        self.faces = faces
        self.four_colour = four_colour
        self.update()

    def _fan_height(self) -> float:
        return self._h * (1.2 if self.faces is not None else 0.78)

    def _fan_cards(self) -> list[tuple[QPointF, float]]:
        """Each card of the fan: its centre and its tilt in degrees, left to right."""
        if not self.show_fan:
            return []
        if self.faces is not None:
            return self._open_fan(len(self.faces))
        n = min(self.cards_left, self.FAN_MAX)
        if n <= 0:
            return []
        fh = self._fan_height()
        fw = fh / CARD_ASPECT
        step = fw * 0.3
        x_mid = self._w / 2 - self._h * 0.2 - fw / 2 - step * 2.5  # room for six at the right
        # Peeking out by a little over half the height, toward the centre.
        y = self._h / 2 + fh * 0.06 if self.fan_below else -self._h / 2 - fh * 0.06
        out = []
        for i in range(n):
            k = i - (n - 1) / 2
            tilt = k * 4.0 * (-1 if self.fan_below else 1)
            out.append((QPointF(x_mid + k * step, y + abs(k) * fh * 0.02), tilt))
        return out

    def _open_fan(self, n: int) -> list[tuple[QPointF, float]]:
        """An open hand: a straight row clear of the plate, toward the centre
        (``open_side``), each card's corner in sight."""
        fh = self._fan_height()
        fw = fh / CARD_ASPECT
        step = min(fw * 0.42, (self._w * 1.1 - fw) / max(1, n - 1))
        width = fw + step * (n - 1)
        gap = self._h * 0.08
        side = self.open_side
        if side in ("right", "left"):
            sign = 1 if side == "right" else -1
            x0 = sign * (self._w / 2 + gap + (fw / 2 if sign > 0 else width - fw / 2))
            return [(QPointF(x0 + i * step, 0.0), 0.0) for i in range(n)]
        y = self._h / 2 + gap + fh / 2 if side == "below" else -self._h / 2 - gap - fh / 2
        return [(QPointF((i - (n - 1) / 2) * step, y), 0.0) for i in range(n)]

    def fan_rect(self) -> QRectF:
        """Where the fan of backs is drawn (empty when there is none)."""
        cards = self._fan_cards()
        if not cards:
            return QRectF()
        fh = self._fan_height()
        fw = fh / CARD_ASPECT
        pad = fh * 0.12
        xs = [c.x() for c, _ in cards]
        ys = [c.y() for c, _ in cards]
        return QRectF(
            min(xs) - fw / 2 - pad,
            min(ys) - fh / 2 - pad,
            max(xs) - min(xs) + fw + 2 * pad,
            max(ys) - min(ys) + fh + 2 * pad,
        )

    def boundingRect(self) -> QRectF:
        r = self.plate_rect().adjusted(-6, -6, 6, 6)
        if self.bubble:
            r = r.united(self._bubble_rect().adjusted(-4, -4, 4, 4))
        fan = self.fan_rect()
        if not fan.isEmpty():
            r = r.united(fan)
        return r

    def set_state(
        self,
        *,
        cards_left: int | None = None,
        dealer: bool | None = None,
        to_act: bool | None = None,
        bubble: str | None = None,
        badge: str | None = None,
        out: bool | None = None,
    ) -> None:
        self.prepareGeometryChange()
        if out is not None and out != self.out:
            self.out = out
            self.setOpacity(0.55 if out else 1.0)
        if cards_left is not None:
            self.cards_left = cards_left
        if dealer is not None:
            self.dealer = dealer
        if to_act is not None:
            self.to_act = to_act
        if bubble is not None:
            self.bubble = bubble
        if badge is not None:
            self.badge = badge
        self.update()

    def set_called(self, card: Card | None) -> None:
        """The card this pitcher called as its partner (None: none), small and face up on the
        plate, named in its tooltip."""
        if card == self.called:
            return
        self.prepareGeometryChange()
        self.called = card
        self.setToolTip(
            ""
            if card is None
            else QCoreApplication.translate(
                "TableScene", "Called: the {card}; whoever holds it is the partner"
            ).format(card=card_name(card))
        )
        self.update()

    def _called_rect(self) -> QRectF:
        """The called card's chip: at the plate's right, left of the dealer's button, as wide
        as its label."""
        r = self.plate_rect()
        h = self._h
        right = r.right() - h * 0.18 - (h * 0.54 if self.dealer else 0.0)
        ch = h * 0.42
        label = card_label(self.called) if self.called is not None else ""
        cw = QFontMetricsF(ui_font(ch * 0.62, bold=True)).horizontalAdvance(label) + ch * 0.5
        return QRectF(right - cw, r.top() + h * 0.1, cw, ch)

    def _name_right(self, text_right: float) -> float:
        """Where the name's line ends: before the called card's chip, on the name's line."""
        if self.called is None:
            return text_right
        return min(text_right, self._called_rect().left() - self._h * 0.1)

    def _paint_called(self, painter: QPainter) -> None:
        """The called card as a white chip with its rank and suit in the suit's ink."""
        if self.called is None:
            return
        chip = self._called_rect()
        painter.setPen(QPen(QColor(90, 90, 90), 1.0))
        painter.setBrush(QColor(252, 250, 242))
        painter.drawRoundedRect(chip, chip.height() * 0.2, chip.height() * 0.2)
        painter.setPen(card_ink(self.called, self.four_colour))
        painter.setFont(ui_font(chip.height() * 0.62, bold=True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, card_label(self.called))

    def _text_room(self) -> _TextRoom:
        """Where the texts may go. The dealer's button and the called card sit on the name's
        line alone, so the count (or the word "out") keeps the plate's right edge below them
        and the second line, the pitcher's badge, is narrowed by the count alone."""
        r = self.plate_rect()
        h = self._h
        edge = r.right() - h * 0.18
        top_right = edge - (h * 0.42 + h * 0.12 if self.dealer else 0.0)
        if self.out:
            count_w = self._out_rect(edge).width()
            mini_w = 0.0
        else:
            count_w = QFontMetricsF(ui_font(h * 0.28)).horizontalAdvance(str(self.cards_left))
            mini_w = 0.0 if self.show_fan else h * 0.34 / CARD_ASPECT + h * 0.08
        return _TextRoom(
            left=r.left() + h * 0.16 + h * 0.18,
            name_right=self._name_right(top_right - h * 0.14),
            line2_right=edge - count_w - mini_w - h * 0.14,
            count_right=edge,
        )

    def _out_rect(self, right: float) -> QRectF:
        """The pill of the word "out", ending at ``right`` on the count's line."""
        h = self._h
        pill_h = h * 0.36
        w = QFontMetricsF(ui_font(pill_h * 0.7, bold=True)).horizontalAdvance(self.out_label)
        w += pill_h * 0.8
        return QRectF(right - w, self.plate_rect().bottom() - h * 0.12 - pill_h, w, pill_h)

    def line2(self) -> str:
        if self.away and self.level:
            return self.level
        return self.badge or self.level

    def elided_texts(self) -> list[str]:
        """The name or second line when even the smallest type cannot show it whole."""
        room = self._text_room()
        return [
            text
            for text, bold, width in (
                (self.name, True, room.name_right - room.left),
                (self.line2(), False, room.line2_right - room.left),
            )
            if text and not text_fits(text, width, least=self._least(), bold=bold)
        ]

    def _least(self) -> float:
        return max(9.0, self._h * 0.22)

    # --- painting ----------------------------------------------------------------------------
    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint_fan(painter)
        r = self.plate_rect()
        h = self._h
        radius = h * 0.22
        if self.to_act:
            painter.setPen(QPen(QColor(255, 230, 140, 200), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(QColor(18, 26, 22, 235))
        painter.drawRoundedRect(r, radius, radius)
        # The side's colour as a stripe on the left edge.
        stripe = QRectF(r.left(), r.top(), h * 0.16, r.height())
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(stripe, self.colour)
        painter.restore()

        room = self._text_room()
        # Dealer button.
        if self.dealer:
            d = h * 0.42
            dr = QRectF(r.right() - h * 0.18 - d, r.top() + h * 0.1, d, d)
            painter.setPen(QPen(QColor(60, 60, 60), 1.0))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(dr)
            painter.setPen(QColor(30, 30, 30))
            painter.setFont(ui_font(d * 0.62, bold=True))
            painter.drawText(dr, Qt.AlignmentFlag.AlignCenter, self.dealer_letter)
        self._paint_called(painter)
        if self.out:
            self._paint_out(painter, room.count_right)
        else:
            self._paint_count(painter, room.count_right)
        name_room = room.name_right - room.left
        name_font, name = fitted_font(
            self.name, name_room, h * 0.34, least=max(self._least(), h * 0.26), bold=True
        )
        painter.setFont(name_font)
        painter.setPen(QColor(250, 248, 240))
        line2 = self.line2()
        painter.drawText(
            QRectF(room.left, r.top() + (h * 0.08 if line2 else h * 0.27), name_room, h * 0.46),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            name,
        )
        if line2:
            line2_room = room.line2_right - room.left
            font, line2 = fitted_font(line2, line2_room, h * 0.25, least=self._least())
            painter.setFont(font)
            painter.setPen(self._line2_colour())
            painter.drawText(
                QRectF(room.left, r.top() + h * 0.52, line2_room, h * 0.38),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                line2,
            )
        if self.bubble:
            self._paint_bubble(painter)

    def _line2_colour(self) -> QColor:
        if self.away:
            return QColor(255, 160, 130)
        return QColor(255, 214, 110) if self.badge else QColor(190, 200, 190)

    def _paint_count(self, painter: QPainter, right: float) -> None:
        """Cards left: the count (beside a tiny card when no fan shows them)."""
        r = self.plate_rect()
        h = self._h
        count_font = ui_font(h * 0.28)
        count_text = str(self.cards_left)
        cw = QFontMetricsF(count_font).horizontalAdvance(count_text)
        mini_h = h * 0.34
        count_rect = QRectF(right - cw - 2, r.bottom() - h * 0.12 - mini_h - 2, cw + 4, mini_h + 4)
        if not self.show_fan:
            mini = QRectF(
                count_rect.left() - h * 0.06 - mini_h / CARD_ASPECT,
                r.bottom() - h * 0.12 - mini_h,
                mini_h / CARD_ASPECT,
                mini_h,
            )
            painter.setPen(QPen(QColor(230, 230, 230), 1.0))
            painter.setBrush(chosen_back_colour())
            painter.drawRoundedRect(mini, 2, 2)
        painter.setPen(QColor(225, 225, 215))
        painter.setFont(count_font)
        painter.drawText(
            count_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, count_text
        )

    def _paint_out(self, painter: QPainter, right: float) -> None:
        """The word "out" in a dark pill, where the count of cards was."""
        pill = self._out_rect(right)
        painter.setPen(QPen(QColor(200, 200, 190), 1.0))
        painter.setBrush(QColor(60, 62, 58))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor(235, 235, 225))
        painter.setFont(ui_font(pill.height() * 0.7, bold=True))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.out_label)

    def _paint_fan(self, painter: QPainter) -> None:
        cards = self._fan_cards()
        if not cards:
            return
        fh = self._fan_height()
        fw = fh / CARD_ASPECT
        for i, (centre, tilt) in enumerate(cards):
            painter.save()
            painter.translate(centre)
            painter.rotate(tilt)
            rect = QRectF(-fw / 2, -fh / 2, fw, fh)
            paint_shadow(painter, rect)
            if self.faces is None:
                paint_back(painter, rect)  # the back the player chose, as on every other card
            else:
                paint_card(painter, rect, self.faces[i], four_colour=self.four_colour)
            painter.restore()

    def _paint_bubble(self, painter: QPainter) -> None:
        b = self._bubble_rect()
        path = QPainterPath()
        path.addRoundedRect(b, b.height() * 0.35, b.height() * 0.35)
        tail = QPainterPath()
        t = b.height() * 0.28
        x = b.center().x()
        if self.bubble_below:
            tail.moveTo(x - t, b.top() + 1)
            tail.lineTo(x, b.top() - t)
            tail.lineTo(x + t, b.top() + 1)
        else:
            tail.moveTo(x - t, b.bottom() - 1)
            tail.lineTo(x, b.bottom() + t)
            tail.lineTo(x + t, b.bottom() - 1)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(QColor(80, 80, 80), 1.0))
        painter.setBrush(QColor(255, 253, 240))
        painter.drawPath(path)
        painter.setPen(QColor(30, 30, 30))
        painter.setFont(ui_font(b.height() * 0.55, bold=True))
        painter.drawText(b, Qt.AlignmentFlag.AlignCenter, self.bubble)
