"""A card on the table (``CardItem``): face or back, lifted when playable, moved and faded.

Each item follows the Qt graphics-view examples (``boundingRect``, ``shape``, ``paint``, a cache
mode) and knows nothing of the rules: a card only knows whether the table marked it playable,
and reports clicks; the scene decides what a click means by asking the controller.
"""

from __future__ import annotations

from collections.abc import Callable

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
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.common.card_backs import paint_back
from pitch_desktop.ui.common.card_faces import paint_card
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT, paint_shadow, shadow_margins
from pitch_desktop.ui.table.look import FOCUS_COLOUR, WINNING_COLOUR


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
        self._face_down = False  # a card of the viewer's hand kept from other eyes
        self._hovered = False
        self._focused = False
        self._chosen = False
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
        h = self._height
        if self._chosen:
            return h * self.MAX_LIFT  # chosen to discard: raised, hovered or not
        if not self._playable:
            return 0.0
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

    @property
    def chosen(self) -> bool:
        """Chosen among the cards to discard (the kitty): raised above the rest of the row."""
        return self._chosen

    def set_chosen(self, on: bool) -> None:
        if on != self._chosen:
            self.prepareGeometryChange()
            self._chosen = on
            self.update()

    @property
    def focused(self) -> bool:
        """The keyboard's ring (or, in a review, the card the player chose) is on this card."""
        return self._focused

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
    def face_down(self) -> bool:
        return self._face_down

    def set_face_down(self, on: bool) -> None:
        if on != self._face_down:
            self._face_down = on
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
        if self.card is None or self._face_down:
            paint_back(painter, r)
        else:
            paint_card(painter, r, self.card, four_colour=self._four_colour)
        radius = 0.06 * r.width()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._winning:
            _paint_glow(painter, r, radius, won=self._winning == "won")
        if self._playable is False:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 48))
            painter.drawRoundedRect(r, radius, radius)
        elif self._playable:
            painter.setPen(QPen(QColor(255, 236, 150, 220), max(1.5, 0.018 * r.width())))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if self._chosen:  # chosen to discard: a red edge and a veil, as if half turned over
            painter.setPen(QPen(QColor(200, 60, 50), max(2.5, 0.035 * r.width())))
            painter.setBrush(QColor(120, 20, 20, 40))
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

    def fade_to(self, pos: QPointF, ms: int, then: Callable[[CardItem], None]) -> None:
        """Slide toward ``pos`` while fading out (a trick gathered by its winner, a card thrown
        away), then ``then(self)``: at once when nothing moves."""
        self.stop_motion()
        if ms <= 0:
            self.setPos(pos)
            self.setOpacity(0.0)
            then(self)
            return
        self._animate(b"pos", self.pos(), pos, ms, 0)
        self._animate(b"opacity", 1.0, 0.0, ms, 0).finished.connect(lambda: then(self))

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


def _paint_glow(painter: QPainter, r: QRectF, radius: float, *, won: bool) -> None:
    """The gold glow round a card winning the trick: brighter once the trick is won."""
    for grow, alpha in ((4.0, 80 if won else 55), (2.0, 240 if won else 200)):
        glow = QColor(WINNING_COLOUR)
        glow.setAlpha(alpha)
        painter.setPen(QPen(glow, 3.2 if won else 2.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
