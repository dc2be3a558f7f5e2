"""The graphics items of the table: cards, seat name plates, the trump sign and the last trick.

Each item follows the Qt graphics-view examples (``boundingRect``, ``shape``, ``paint``, a cache
mode) and knows nothing of the rules: a card only knows whether the table marked it playable,
and reports clicks; the scene decides what a click means by asking the controller.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
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

from pitch_desktop.engine.cards import RANKS, SUITS, Card, rank_of, suit_of
from pitch_desktop.ui.card_art import (
    CARD_ASPECT,
    chosen_back_colour,
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
WINNING_COLOUR = QColor(255, 205, 70)  # the glow of the card winning the trick


def card_rank_suit(card: Card) -> tuple[str, str]:
    """The rank and suit letters ``card_art`` paints, from an engine card."""
    return RANKS[rank_of(card)], SUITS[suit_of(card)]


def ui_font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixel_size)))
    font.setBold(bold)
    return font


def fitted_font(
    text: str, width: float, pixels: float, *, least: float = 9.0, bold: bool = False
) -> tuple[QFont, str]:
    """The font (``pixels`` tall, smaller down to ``least`` if need be) at which ``text`` fits
    in ``width``, and the text to draw: elided only when even the least size is too wide."""
    size = max(least, pixels)
    while True:
        font = ui_font(size, bold=bold)
        fm = QFontMetricsF(font)
        if fm.horizontalAdvance(text) <= width:
            return font, text
        if size <= least:
            return font, fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))
        size = max(least, size - 1)


def text_fits(text: str, width: float, least: float = 9.0, *, bold: bool = False) -> bool:
    """Whether ``text`` fits in ``width`` at the least size ``fitted_font`` goes down to."""
    return QFontMetricsF(ui_font(least, bold=bold)).horizontalAdvance(text) <= width


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
        self._winning: str = ""  # "so far": wins the trick so far; "won": has taken it
        self._anims: list[QAbstractAnimation] = []
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

    RING = 5.0  # room around the card for the focus ring and the winning glow

    def boundingRect(self) -> QRectF:
        """The card, its shadow and ring, and the room to rise in while it may be played.

        Only a card of the human's hand on their turn can rise, so cards in the trick keep a
        tight rectangle and can lie close together without their rectangles overlapping.
        """
        r = self.card_rect()
        m = shadow_margins(r)
        ring = self.RING
        lift = self.MAX_LIFT * self._height if self._playable is not None else 0.0
        return r.adjusted(
            -m.left() - ring,
            -m.top() - ring - lift,
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

    @property
    def winning(self) -> str:
        return self._winning

    def set_winning(self, winning: str) -> None:
        """Mark the card winning the trick: "so far" (a soft glow), "won" (a bright one), or
        "" (none). The table says which card; the card only draws it."""
        if winning != self._winning:
            self._winning = winning
            self.update()

    @property
    def is_moving(self) -> bool:
        """A slide, fade or shake is running or waiting for its turn."""
        return any(a.state() is not QAbstractAnimation.State.Stopped for a in self._anims)

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
        if self._winning:
            won = self._winning == "won"
            for grow, alpha in ((4.0, 80 if won else 55), (2.0, 240 if won else 200)):
                glow = QColor(WINNING_COLOUR)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 3.2 if won else 2.6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )
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
        """Stop every slide, including those still waiting for their delay (a deal's packets):
        a card laid out again must not be pulled back to where an old layout wanted it."""
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
        if delay_ms > 0:
            # A pause and the slide in one group, so ``stop_motion`` stops the waiting too.
            group = QSequentialAnimationGroup(self)
            group.addPause(delay_ms)
            group.addAnimation(anim)
            self._anims.append(group)
            group.start()
        else:
            self._anims.append(anim)
            anim.start()
        return anim


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, level, cards left, dealer button, bid bubble, pitcher badge.

    Partners share ``colour``; the seat to act glows. Another player's cards peek out from
    behind the plate as a small fan of backs, toward the table's centre (``fan_below``).
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
        self.bubble_below = False
        self.show_fan = False  # the scene shows the fan for every seat but the human's
        self.fan_below = True  # the fan peeks out below the plate (seats above the centre)
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

    def _fan_cards(self) -> list[tuple[QPointF, float]]:
        """Each back of the fan: its centre and its tilt in degrees, left to right."""
        n = min(self.cards_left, self.FAN_MAX)
        if not self.show_fan or n <= 0:
            return []
        fh = self._h * 0.78
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

    def fan_rect(self) -> QRectF:
        """Where the fan of backs is drawn (empty when there is none)."""
        cards = self._fan_cards()
        if not cards:
            return QRectF()
        fh = self._h * 0.78
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

    def _text_room(self) -> tuple[float, float, float]:
        """The left and right edges of the name's line, and the right edge of the count."""
        r = self.plate_rect()
        h = self._h
        right = r.right() - h * 0.18
        if self.dealer:
            right -= h * 0.42 + h * 0.12
        count_w = QFontMetricsF(ui_font(h * 0.28)).horizontalAdvance(str(self.cards_left))
        mini_w = 0.0 if self.show_fan else h * 0.34 / CARD_ASPECT + h * 0.08
        text_left = r.left() + h * 0.16 + h * 0.18
        text_right = right - count_w - mini_w - h * 0.14
        return text_left, text_right, right

    def line2(self) -> str:
        return self.badge or self.level

    def elided_texts(self) -> list[str]:
        """The name or second line when even the smallest type cannot show it whole."""
        left, right, _ = self._text_room()
        room = right - left
        return [
            text
            for text, bold in ((self.name, True), (self.line2(), False))
            if text and not text_fits(text, room, least=self._least(), bold=bold)
        ]

    def _least(self) -> float:
        return max(9.0, self._h * 0.22)

    # --- painting ----------------------------------------------------------------------------
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
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

        text_left, text_right, right = self._text_room()
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
        # Cards left: the count (beside a tiny card when no fan shows them).
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
        room = text_right - text_left
        name_font, name = fitted_font(
            self.name, room, h * 0.34, least=max(self._least(), h * 0.26), bold=True
        )
        painter.setFont(name_font)
        painter.setPen(QColor(250, 248, 240))
        line2 = self.line2()
        painter.drawText(
            QRectF(text_left, r.top() + (h * 0.08 if line2 else h * 0.27), room, h * 0.46),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            name,
        )
        if line2:
            font, line2 = fitted_font(line2, room, h * 0.25, least=self._least())
            painter.setFont(font)
            painter.setPen(QColor(255, 214, 110) if self.badge else QColor(190, 200, 190))
            painter.drawText(
                QRectF(text_left, r.top() + h * 0.52, room, h * 0.38),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                line2,
            )
        if self.bubble:
            self._paint_bubble(painter)

    def _paint_fan(self, painter: QPainter) -> None:
        cards = self._fan_cards()
        if not cards:
            return
        fh = self._h * 0.78
        fw = fh / CARD_ASPECT
        for centre, tilt in cards:
            painter.save()
            painter.translate(centre)
            painter.rotate(tilt)
            rect = QRectF(-fw / 2, -fh / 2, fw, fh)
            paint_shadow(painter, rect)
            paint_back(painter, rect)  # the back the player chose, as on every other card
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


class TrumpSign(QGraphicsObject):
    """The trump suit in a corner: a large suit symbol, the word "Trump", the bid and pitcher.

    The detail may take two lines and shrinks its type before anything is cut, so "Smudge" and
    a long name fit the narrow corner of a small window.
    """

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

    def _symbol_rect(self) -> QRectF:
        """The suit's square: as tall as the sign allows, narrower on a narrow sign."""
        h = self._h
        side = min(h * 0.76, self._w * 0.34)
        return QRectF(1 + h * 0.12, 1 + (h - side) / 2, side, side)

    def _detail_rect(self) -> QRectF:
        h = self._h
        tx = self._symbol_rect().right() + h * 0.1
        return QRectF(tx, h * 0.44, self._w - 1 - tx - h * 0.06, h * 0.5)

    def _detail_layout(self) -> tuple[QFont, str]:
        """The detail's font and text: one line, else two lines, shrinking before eliding."""
        rect = self._detail_rect()
        size = self._h * 0.22
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


class Banner(QGraphicsObject):
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

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
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


@dataclass(slots=True)
class PanelLine:
    """One line of a corner panel: words at the left, then cells in columns at the right.

    ``lit`` says per cell whether it is drawn lit (True, gold: a point held), dim (False) or
    plainly (None or missing); ``swatch`` is a side's colour shown before the words.
    """

    left: str
    cells: tuple[str, ...] = ()
    lit: tuple[bool | None, ...] = ()
    colour: QColor = field(default_factory=lambda: QColor(225, 228, 215))
    bold: bool = False
    swatch: QColor | None = None


class CornerPanel(QGraphicsObject):
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
        if (
            self.two_rows_allowed
            and self._fit_height(True) >= self.LEAST * 1.3
            and any(
                not text_fits(line.left, self._left_room(line), self._least_left(), bold=line.bold)
                for line in self.lines
            )
        ):
            self._two_rows = True
            self._lh = self._fit_height(True)

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
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
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
            if lit is None:
                painter.setPen(line.colour)
            else:
                painter.setPen(WINNING_COLOUR if lit else QColor(255, 255, 255, 55))
            painter.drawText(
                QRectF(x, row.top(), w + 1, row.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                cell,
            )
            x += w + gap


def arrow_angle(origin: QPointF, target: QPointF) -> float:
    """The angle in degrees (0 right, 90 down) from ``origin`` toward ``target``."""
    return math.degrees(math.atan2(target.y() - origin.y(), target.x() - origin.x()))
