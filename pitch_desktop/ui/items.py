"""The graphics items of the table: cards, seat name plates, the trump sign and the last trick.

Each item follows the Qt graphics-view examples (``boundingRect``, ``shape``, ``paint``, a cache
mode) and knows nothing of the rules: a card only knows whether the table marked it playable,
and reports clicks; the scene decides what a click means by asking the controller.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from pitch_desktop.engine.cards import RANKS, SUITS, Card
from pitch_desktop.ui.card_art import (
    CARD_ASPECT,
    paint_back,
    paint_face,
    paint_shadow,
    shadow_margins,
    suit_colour,
    suit_path,
)

# Colours of the sides on the name plates: partners share one.
SIDE_COLOURS: tuple[QColor, ...] = (
    QColor(214, 166, 60),  # gold
    QColor(92, 158, 214),  # sky blue
    QColor(196, 96, 96),  # brick
    QColor(140, 190, 110),  # sage
    QColor(176, 128, 200),  # lilac
    QColor(90, 190, 180),  # teal
    QColor(220, 140, 70),  # orange
)
FOCUS_COLOUR = QColor(255, 214, 90)


def card_rank_suit(card: Card) -> tuple[str, str]:
    """The rank and suit letters ``card_art`` paints, from an engine card."""
    return RANKS[card % 13], SUITS[card // 13]


def ui_font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixel_size)))
    font.setBold(bold)
    return font


class CardItem(QGraphicsObject):
    """One card on the table, face up or (``card=None``) face down.

    The item's origin is the card's centre, so it scales and rotates about it. ``lift`` raises the
    painted card without moving ``pos``, so a hover never fights a slide animation.
    """

    clicked = Signal(object)  # the CardItem

    MAX_LIFT = 0.16  # of the height: the most a legal, hovered card rises

    def __init__(self, card: Card | None, height: float, *, four_colour: bool = False) -> None:
        super().__init__()
        self.card = card
        self._height = height
        self._four_colour = four_colour
        self._playable: bool | None = None  # None: not the human's turn, drawn plainly
        self._hovered = False
        self._focused = False
        self._anims: list[QPropertyAnimation] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    # --- geometry ------------------------------------------------------------------------
    def card_rect(self) -> QRectF:
        h = self._height
        w = h / CARD_ASPECT
        return QRectF(-w / 2, -h / 2, w, h)

    def lift(self) -> float:
        if not self._playable:
            return 0.0
        h = self._height
        return h * (0.16 if self._hovered else 0.08)

    def boundingRect(self) -> QRectF:
        r = self.card_rect()
        m = shadow_margins(r)
        ring = 4.0
        return r.adjusted(
            -m.left() - ring,
            -m.top() - ring - self.MAX_LIFT * self._height,
            m.right() + ring,
            m.bottom() + ring,
        )

    def shape(self) -> QPainterPath:
        """The card where it is drawn, plus the slot it rose from.

        Without the slot, a pointer near the bottom edge would leave the card as it lifts, drop
        it, enter it again, and make it flicker.
        """
        path = QPainterPath()
        r = self.card_rect()
        lift = self.lift()
        r.adjust(0, -lift, 0, 0)
        path.addRoundedRect(r, 0.06 * r.width(), 0.06 * r.width())
        return path

    def set_height(self, height: float) -> None:
        if abs(height - self._height) > 0.01:
            self.prepareGeometryChange()
            self._height = height
            self.update()

    def set_four_colour(self, on: bool) -> None:
        if on != self._four_colour:
            self._four_colour = on
            self.update()

    # --- state the table sets --------------------------------------------------------------
    @property
    def playable(self) -> bool | None:
        return self._playable

    def set_playable(self, playable: bool | None) -> None:
        """True: raised and bright; False: dimmed; None: plain (not the human's turn)."""
        if playable != self._playable:
            self.prepareGeometryChange()
            self._playable = playable
            if not playable:
                self._hovered = False
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    # --- painting ----------------------------------------------------------------------------
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        r = self.card_rect().translated(0, -self.lift())
        paint_shadow(painter, r)
        if self.card is None:
            paint_back(painter, r)
        else:
            rank, suit = card_rank_suit(self.card)
            paint_face(painter, r, rank, suit, four_colour=self._four_colour)
        radius = 0.06 * r.width()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._playable is False:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 48))
            painter.drawRoundedRect(r, radius, radius)
        elif self._playable:
            painter.setPen(QPen(QColor(255, 236, 150, 220), max(1.5, 0.018 * r.width())))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if self._focused:
            painter.setPen(QPen(FOCUS_COLOUR, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        painter.restore()

    # --- events ------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._playable:
            self._hovered = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered:
            self._hovered = False
            self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self)
            event.accept()
        else:
            super().mousePressEvent(event)

    # --- motion ------------------------------------------------------------------------------
    def stop_motion(self) -> None:
        for anim in self._anims:
            anim.stop()
        self._anims.clear()

    def move_to(
        self, pos: QPointF, ms: int, *, scale: float | None = None, delay_ms: int = 0
    ) -> None:
        """Slide (ease-out) to ``pos``, optionally scaling; ``ms == 0`` jumps there."""
        self.stop_motion()
        if ms <= 0:
            self.setPos(pos)
            if scale is not None:
                self.setScale(scale)
            return
        self._animate(b"pos", self.pos(), pos, ms, delay_ms)
        if scale is not None and abs(scale - self.scale()) > 1e-3:
            self._animate(b"scale", self.scale(), scale, ms, delay_ms)

    def fade_to(self, pos: QPointF, ms: int) -> QPropertyAnimation | None:
        """Slide toward ``pos`` while fading out (a trick gathered by its winner)."""
        self.stop_motion()
        if ms <= 0:
            self.setPos(pos)
            self.setOpacity(0.0)
            return None
        self._animate(b"pos", self.pos(), pos, ms, 0)
        return self._animate(b"opacity", 1.0, 0.0, ms, 0)

    def shake(self, ms: int = 320) -> None:
        """A gentle sideways shake: this card may not be played now."""
        self.stop_motion()
        base = self.pos()
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ms)
        d = self._height * 0.05
        for t, dx in ((0.0, 0.0), (0.2, d), (0.4, -d), (0.6, d * 0.6), (0.8, -d * 0.6)):
            anim.setKeyValueAt(t, base + QPointF(dx, 0))
        anim.setEndValue(base)
        self._anims.append(anim)
        anim.start()

    def _animate(
        self, prop: bytes, start: object, end: object, ms: int, delay_ms: int
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(self, prop, self)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anims.append(anim)
        if delay_ms > 0:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(delay_ms, anim, anim.start)
        else:
            anim.start()
        return anim


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, level, cards left, dealer button, bid bubble, pitcher badge.

    Partners share ``colour``; the seat to act glows. ``plate_rect`` is the plate alone (layout
    and tests use it), ``boundingRect`` adds the speech bubble drawn toward the table's centre.
    """

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
        self.bubble_below = False
        self.dealer_letter = "D"  # the scene sets the translated letter
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

    def _bubble_rect(self) -> QRectF:
        h = self._h * 0.62
        fm = QFontMetricsF(ui_font(h * 0.55, bold=True))
        w = max(h * 1.3, fm.horizontalAdvance(self.bubble) + h * 0.7)
        gap = self._h * 0.18
        y = self._h / 2 + gap if self.bubble_below else -self._h / 2 - gap - h
        return QRectF(-w / 2, y, w, h)

    def boundingRect(self) -> QRectF:
        r = self.plate_rect().adjusted(-6, -6, 6, 6)
        if self.bubble:
            r = r.united(self._bubble_rect().adjusted(-4, -4, 4, 4))
        return r

    def set_state(
        self,
        *,
        cards_left: int | None = None,
        dealer: bool | None = None,
        to_act: bool | None = None,
        bubble: str | None = None,
        badge: str | None = None,
    ) -> None:
        self.prepareGeometryChange()
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

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        r = self.plate_rect()
        h = self._h
        radius = h * 0.22
        if self.to_act:
            painter.setPen(QPen(QColor(255, 230, 140, 200), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(QColor(18, 26, 22, 215))
        painter.drawRoundedRect(r, radius, radius)
        # The side's colour as a stripe on the left edge.
        stripe = QRectF(r.left(), r.top(), h * 0.16, r.height())
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(stripe, self.colour)
        painter.restore()

        pad = h * 0.3
        right = r.right() - pad * 0.6
        # Dealer button.
        if self.dealer:
            d = h * 0.42
            dr = QRectF(right - d, r.top() + h * 0.1, d, d)
            painter.setPen(QPen(QColor(60, 60, 60), 1.0))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(dr)
            painter.setPen(QColor(30, 30, 30))
            painter.setFont(ui_font(d * 0.62, bold=True))
            painter.drawText(dr, Qt.AlignmentFlag.AlignCenter, self.dealer_letter)
            right = dr.left() - h * 0.12
        # Cards left: a tiny card and the count.
        count_font = ui_font(h * 0.28)
        fm_count = QFontMetricsF(count_font)
        count_text = str(self.cards_left)
        cw = fm_count.horizontalAdvance(count_text)
        mini_h = h * 0.34
        mini = QRectF(
            right - cw - mini_h / CARD_ASPECT - h * 0.08,
            r.bottom() - h * 0.12 - mini_h,
            mini_h / CARD_ASPECT,
            mini_h,
        )
        painter.setPen(QPen(QColor(230, 230, 230), 1.0))
        painter.setBrush(QColor(40, 70, 150))
        painter.drawRoundedRect(mini, 2, 2)
        painter.setPen(QColor(225, 225, 215))
        painter.setFont(count_font)
        painter.drawText(
            QRectF(mini.right() + h * 0.06, mini.top() - 2, cw + 4, mini_h + 4),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            count_text,
        )
        text_left = r.left() + h * 0.16 + pad * 0.6
        text_right = min(right, mini.left()) - h * 0.08
        name_font = ui_font(h * 0.34, bold=True)
        painter.setFont(name_font)
        painter.setPen(QColor(250, 248, 240))
        fm = QFontMetricsF(name_font)
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, text_right - text_left)
        one_line = not (self.badge or self.level)
        painter.drawText(
            QRectF(
                text_left,
                r.top() + (h * 0.27 if one_line else h * 0.08),
                text_right - text_left,
                h * 0.46,
            ),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            name,
        )
        small = ui_font(h * 0.25)
        painter.setFont(small)
        line2 = self.badge or self.level
        if not line2:
            if self.bubble:
                self._paint_bubble(painter)
            return
        painter.setPen(QColor(255, 214, 110) if self.badge else QColor(190, 200, 190))
        fm2 = QFontMetricsF(small)
        line2 = fm2.elidedText(line2, Qt.TextElideMode.ElideRight, text_right - text_left)
        painter.drawText(
            QRectF(text_left, r.top() + h * 0.52, text_right - text_left, h * 0.38),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            line2,
        )
        if self.bubble:
            self._paint_bubble(painter)

    def _paint_bubble(self, painter: QPainter) -> None:
        b = self._bubble_rect()
        path = QPainterPath()
        path.addRoundedRect(b, b.height() * 0.35, b.height() * 0.35)
        tail = QPainterPath()
        t = b.height() * 0.28
        if self.bubble_below:
            tail.moveTo(-t, b.top() + 1)
            tail.lineTo(0, b.top() - t)
            tail.lineTo(t, b.top() + 1)
        else:
            tail.moveTo(-t, b.bottom() - 1)
            tail.lineTo(0, b.bottom() + t)
            tail.lineTo(t, b.bottom() - 1)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(QColor(80, 80, 80), 1.0))
        painter.setBrush(QColor(255, 253, 240))
        painter.drawPath(path)
        painter.setPen(QColor(30, 30, 30))
        painter.setFont(ui_font(b.height() * 0.55, bold=True))
        painter.drawText(b, Qt.AlignmentFlag.AlignCenter, self.bubble)


class TrumpSign(QGraphicsObject):
    """The trump suit in a corner: a large suit symbol, the word "Trump", the bid and pitcher."""

    def __init__(self) -> None:
        super().__init__()
        self.suit: int | None = None
        self.title = ""
        self.detail = ""
        self.four_colour = False
        self._w = 150.0
        self._h = 64.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(4)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def set_trump(self, suit: int | None, title: str, detail: str) -> None:
        self.suit, self.title, self.detail = suit, title, detail
        self.setVisible(bool(title))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        h = self._h
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        painter.setBrush(QColor(10, 20, 15, 150))
        painter.drawRoundedRect(r, h * 0.16, h * 0.16)
        sym = QRectF(r.left() + h * 0.12, r.top() + h * 0.12, h * 0.76, h * 0.76)
        if self.suit is not None:
            letter = SUITS[self.suit]
            painter.setPen(QPen(QColor(255, 255, 255), h * 0.05))
            painter.setBrush(QColor(255, 255, 255))
            painter.drawRoundedRect(sym, h * 0.12, h * 0.12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(suit_colour(letter, self.four_colour)))
            painter.drawPath(suit_path(letter, sym.adjusted(h * 0.1, h * 0.1, -h * 0.1, -h * 0.1)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 120), h * 0.03, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(sym, h * 0.12, h * 0.12)
            painter.setPen(QColor(255, 255, 255, 160))
            painter.setFont(ui_font(h * 0.45, bold=True))
            painter.drawText(sym, Qt.AlignmentFlag.AlignCenter, "?")
        tx = sym.right() + h * 0.14
        tw = r.right() - tx - h * 0.08
        painter.setPen(QColor(255, 240, 200))
        painter.setFont(ui_font(h * 0.3, bold=True))
        painter.drawText(
            QRectF(tx, r.top() + h * 0.1, tw, h * 0.4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        font = ui_font(h * 0.22)
        painter.setFont(font)
        painter.setPen(QColor(220, 225, 215))
        detail = QFontMetricsF(font).elidedText(self.detail, Qt.TextElideMode.ElideRight, tw)
        painter.drawText(
            QRectF(tx, r.top() + h * 0.5, tw, h * 0.38),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            detail,
        )


class Banner(QGraphicsObject):
    """A short message in the table's centre (a thrown-in hand, the last trick's caption)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._w = 300.0
        self._h = 40.0
        self.setZValue(30)
        self.setVisible(False)

    def set_text(self, text: str, height: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        fm = QFontMetricsF(ui_font(height * 0.45, bold=True))
        self._w = fm.horizontalAdvance(text) + height * 1.2
        self._h = height
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 20, 15, 190))
        painter.drawRoundedRect(r, self._h * 0.3, self._h * 0.3)
        painter.setPen(QColor(255, 245, 220))
        painter.setFont(ui_font(self._h * 0.45, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
