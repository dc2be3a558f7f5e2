"""The table of a replayed hand (``ReplayTable``): every seat's cards face up, the bids, the trick
in play, painted with QPainter. With the draw-back a hand may hold more than six (the deal of
nine, the pitcher's take of the stock), and a plate says who burned and who is out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from pitch_desktop.controller.words import bid_name, suit_name
from pitch_desktop.engine.cards import HAND_SIZE, Card, cards_of
from pitch_desktop.engine.state import HandState, Phase
from pitch_desktop.ui.common.card_faces import paint_card
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT, paint_shadow
from pitch_desktop.ui.common.felt import felt_colours, paint_felt
from pitch_desktop.ui.table.layout import hand_order, trick_offsets
from pitch_desktop.ui.table.look import SIDE_COLOURS

_GOLD = QColor(246, 215, 122)
_INK = QColor(242, 234, 210)


@dataclass(frozen=True, slots=True)
class TableMoment:
    """What the events told so far, as the table shows it (``replay.table_moments``): what each
    seat said in the auction (None: not yet), the trick's cards by seat in play order, and who
    took the trick when the last card completed it (shown before it goes)."""

    said: tuple[int | None, ...]
    trick: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None


class ReplayTable(QWidget):
    """The table of a replayed hand: every seat's cards face up, the bids, the trick in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayTable")
        self.setMinimumSize(520, 380)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._state: HandState | None = None
        self._names: list[str] = []
        self._moment = TableMoment(())
        self.four_colour = False

    def show_state(
        self, state: HandState | None, names: list[str], moment: TableMoment | None
    ) -> None:
        """Draw ``state``, with the bids and the trick as ``moment`` tells them."""
        self._state = state
        self._names = names
        self._moment = moment if moment is not None else TableMoment(())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect())
        paint_felt(painter, rect, event.rect(), felt_colours("green"))
        state = self._state
        if state is None:
            painter.setPen(_INK)
            painter.drawText(
                rect,
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate(
                    "HandHistory", "Choose a hand in the list to replay it."
                ),
            )
            painter.end()
            return
        self._paint_table(painter, rect, state)
        painter.end()

    def _paint_table(self, painter: QPainter, rect: QRectF, state: HandState) -> None:
        n = state.players
        w, h = rect.width(), rect.height()
        share = 0.2 if n <= 4 else 0.16 if n <= 5 else 0.13
        card_h = min(h * share, w * 0.13)
        card_w = card_h / CARD_ASPECT
        step = card_w * 0.42  # the part of a card left showing in a row
        row_w = card_w + (_row_cards(state) - 1) * step
        font = QFont(self.font())
        font.setPixelSize(max(11, round(card_h * 0.16)))
        painter.setFont(font)
        line = painter.fontMetrics().height()
        centre = rect.center()
        rx = max(w / 2 - row_w / 2 - 10, 10.0)
        ry = max(h / 2 - card_h / 2 - line - 14, 10.0)
        seats = []
        for seat in range(n):
            angle = math.pi / 2 + seat * 2 * math.pi / n
            seats.append(
                QPointF(centre.x() + rx * math.cos(angle), centre.y() + ry * math.sin(angle))
            )
        obstacles: list[QRectF] = []
        for seat, pos in enumerate(seats):
            obstacles.extend(
                self._paint_seat(painter, state, seat, pos, card_w, card_h, step, line)
            )
        spots = trick_rects(centre, n, obstacles, card_w * 0.92, card_h * 0.92)
        self._paint_trick(painter, state, spots, card_w * 0.92)
        if state.trump is not None:
            painter.setPen(_INK)
            painter.drawText(
                QRectF(10, 8, w / 3, line * 1.4),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QCoreApplication.translate("HandHistory", "Trump: {suit}").format(
                    suit=suit_name(state.trump)
                ),
            )

    def _paint_seat(
        self,
        painter: QPainter,
        state: HandState,
        seat: int,
        pos: QPointF,
        card_w: float,
        card_h: float,
        step: float,
        line: int,
    ) -> tuple[QRectF, QRectF]:
        """Paint a seat's cards face up with its name plate above them; return the plate and
        the room of a full hand."""
        cards = hand_order(cards_of(state.hands[seat]), state.trumps)
        most = _row_cards(state)
        if len(cards) > most:  # the pitcher's take of the stock: closer together, same room
            step = step * (most - 1) / (len(cards) - 1)
        row_w = card_w + step * max(len(cards) - 1, 0)
        left = pos.x() - row_w / 2
        top = pos.y() - card_h / 2
        for i, card in enumerate(cards):
            r = QRectF(left + i * step, top, card_w, card_h)
            paint_shadow(painter, r)
            paint_card(painter, r, card, four_colour=self.four_colour)
        if not cards:
            empty = QRectF(pos.x() - card_w / 2, top, card_w, card_h)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(empty, card_w * 0.06, card_w * 0.06)
        label = self._seat_label(state, seat)
        metrics = painter.fontMetrics()
        text_w = metrics.horizontalAdvance(label) + 18
        bounds = QRectF(self.rect())
        x = min(max(pos.x() - text_w / 2, bounds.left() + 4), bounds.right() - text_w - 4)
        plate = QRectF(x, top - line - 10, text_w, line + 6)
        side = state.rules.side_of_seat[seat]
        path = QPainterPath()
        path.addRoundedRect(plate, 6, 6)
        painter.fillPath(path, QColor(16, 28, 22, 200))
        painter.setPen(QPen(SIDE_COLOURS[side % len(SIDE_COLOURS)], 2))
        if seat == state.pitcher and state.phase is not state.phase.BID:
            painter.setPen(QPen(_GOLD, 2.5))
        painter.drawPath(path)
        painter.setPen(_INK)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, label)
        full_w = max(row_w, card_w + step * (HAND_SIZE - 1))
        return plate, QRectF(pos.x() - full_w / 2, top, full_w, card_h)

    def _seat_label(self, state: HandState, seat: int) -> str:
        name = self._names[seat] if seat < len(self._names) else str(seat + 1)
        parts = [name]
        if seat == state.dealer:
            parts.append(QCoreApplication.translate("HandHistory", "dealer"))
        said = self._moment.said
        spoken = said[seat] if seat < len(said) else None
        if spoken is not None:
            parts.append(
                QCoreApplication.translate("HandHistory", "bid {bid}").format(bid=bid_name(spoken))
                if spoken
                else QCoreApplication.translate("HandHistory", "pass")
            )
        if state.plays:
            parts.append(
                QCoreApplication.translate("HandHistory", "{n} tricks").format(n=state.tricks[seat])
            )
        if state.burned and state.burned[seat]:
            parts.append(
                QCoreApplication.translate("HandHistory", "{n} burned").format(
                    n=state.burned[seat].bit_count()
                )
            )
        if state.phase is Phase.PLAY and state.seats_in and not state.seats_in >> seat & 1:
            parts.append(QCoreApplication.translate("HandHistory", "out"))
        return " · ".join(parts)

    def _paint_trick(
        self,
        painter: QPainter,
        state: HandState,
        spots: list[QRectF],
        card_w: float,
    ) -> None:
        winner = self._moment.winner
        for seat, card in self._moment.trick:
            r = spots[seat]
            paint_shadow(painter, r)
            paint_card(painter, r, card, four_colour=self.four_colour)
            if seat == winner:
                painter.setPen(QPen(_GOLD, max(2.0, card_w * 0.04)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), card_w * 0.07, card_w * 0.07)


def _row_cards(state: HandState) -> int:
    """The cards a seat's row has room for: six, or the deal of the draw-back."""
    return max(HAND_SIZE, state.rules.deal)


_TRICK_GAP = 4.0  # pixels between a card of the trick and a plate or a hand


def trick_rects(
    centre: QPointF, players: int, obstacles: list[QRectF], card_w: float, card_h: float
) -> list[QRectF]:
    """Each seat's card of the trick where the table puts it (``table.layout.trick_offsets``:
    toward its seat, no two touching), as large as it can be while clear of the name plates
    and hands (``obstacles``); the trick may rise a little above the centre for it, since the
    player's own plate sits between the trick and the bottom hand."""
    offsets = trick_offsets(players)
    best: list[QRectF] = []
    best_scale = 0.0
    for rise in (0.0, 0.25, 0.5, 0.75, 1.0):
        scale = 1.0
        while scale > best_scale:
            w, h = card_w * scale, card_h * scale
            cy = centre.y() - rise * card_h * 0.5
            rects = [
                QRectF(centre.x() + dx * w - w / 2, cy + dy * h - h / 2, w, h) for dx, dy in offsets
            ]
            grown = [r.adjusted(-_TRICK_GAP, -_TRICK_GAP, _TRICK_GAP, _TRICK_GAP) for r in rects]
            if not any(g.intersects(o) for g in grown for o in obstacles):
                best, best_scale = rects, scale
                break
            scale -= 0.04
    if not best:  # no room anywhere: the smallest trick, at the centre
        w, h = card_w * 0.4, card_h * 0.4
        best = [
            QRectF(centre.x() + dx * w - w / 2, centre.y() + dy * h - h / 2, w, h)
            for dx, dy in offsets
        ]
    return best
