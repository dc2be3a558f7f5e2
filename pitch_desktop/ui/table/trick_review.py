"""Game > Review hand: a finished trick shown again over the table, with its caption, until a
click, Esc or the time puts it away. A part of ``TableScene``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from pitch_desktop.controller.hand_so_far import TrickRecord
from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.layout import REVIEW_MS
from pitch_desktop.ui.table.marks import Banner, arrow_angle
from pitch_desktop.ui.table.table_facts import TableFacts


class TrickReview(QObject):
    """The finished tricks, and one of them shown again (``TableScene``).

    Signals:
        table_trick_shown: the trick on the table hides (False) while another is shown again
            in its place, and shows again (True) when it is put away.
    """

    table_trick_shown = Signal(bool)

    def __init__(self, table: TableFacts, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._tricks: list[TrickRecord] = []  # the finished tricks of the hand
        self._overlay: list[QGraphicsItem] = []
        self._review: int | None = None  # index of the trick shown again
        self._review_timer = QTimer(self)
        self._review_timer.setSingleShot(True)
        self._review_timer.timeout.connect(self.end_review)

    def set_tricks(self, tricks: list[TrickRecord]) -> None:
        self._tricks = tricks

    def add_trick(self, trick: TrickRecord) -> None:
        self._tricks.append(trick)

    @property
    def showing(self) -> bool:
        """A trick is shown again over the table."""
        return bool(self._overlay)

    def cards(self) -> list[CardItem]:
        """The cards of the trick shown again."""
        return [i for i in self._overlay if isinstance(i, CardItem)]

    def lay_out(self) -> None:
        """After a resize: the trick shown again, shown again where the new layout wants it."""
        if self._review is not None:
            self._show_review(self._review)

    @property
    def finished_tricks(self) -> tuple[TrickRecord, ...]:
        return tuple(self._tricks)

    @property
    def last_trick(self) -> tuple[int, tuple[Card, ...], int] | None:
        """The last finished trick: (leader, cards in play order, taker)."""
        if not self._tricks:
            return None
        t = self._tricks[-1]
        return t.leader, t.cards, t.winning

    @property
    def review_index(self) -> int | None:
        """Which trick (from 0) is shown again, or None."""
        return self._review

    @property
    def review_caption(self) -> str:
        banner = next((i for i in self._overlay if isinstance(i, Banner)), None)
        return banner.text if banner is not None else ""

    @property
    def review_cards(self) -> list[Card]:
        """The cards of the trick shown again, in play order."""
        return [i.card for i in self._overlay if isinstance(i, CardItem) and i.card is not None]

    @property
    def review_banner(self) -> Banner | None:
        return next((i for i in self._overlay if isinstance(i, Banner)), None)

    def review_previous_trick(self) -> bool:
        """Show the trick before the one shown (the last one first); past the first trick the
        review ends. False when the hand has no finished trick to show."""
        if not self._tricks or self._table.setup is None:
            return False
        index = len(self._tricks) - 1 if self._review is None else self._review - 1
        if index < 0:
            self.end_review()
            return True
        self._show_review(index)
        self._review_timer.start(REVIEW_MS)
        return True

    def _show_review(self, index: int) -> None:
        self._clear_overlay()
        self.table_trick_shown.emit(False)
        self._review = index
        trick = self._tricks[index]
        lay = self._table.layout
        shade = QGraphicsRectItem(self._table.sceneRect())
        shade.setBrush(QColor(0, 0, 0, 120))
        shade.setPen(Qt.PenStyle.NoPen)
        shade.setZValue(200)
        self._table.addItem(shade)
        self._overlay.append(shade)
        for i, (seat, c) in enumerate(zip(trick.seats, trick.cards, strict=True)):
            item = CardItem(c, lay.card_height, four_colour=self._table.four_colour)
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
            item.setZValue(201 + i)
            item.set_winning("won" if seat == trick.winning else "")
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._table.addItem(item)
            self._overlay.append(item)
        who = trick.winning
        if who == self._table.you:
            caption = QCoreApplication.translate("TableScene", "Trick {n} of {total}: you took it")
        else:
            caption = QCoreApplication.translate(
                "TableScene", "Trick {n} of {total}: {name} took it"
            )
        caption = caption.format(
            n=index + 1, total=len(self._tricks), name=self._table.seat_name(who)
        )
        banner = Banner()
        banner.setZValue(220)
        banner.set_text(
            caption,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.9,
            arrow=arrow_angle(lay.centre, lay.seats[who]),
        )
        self._table.addItem(banner)
        self._overlay.append(banner)
        self._table.place_caption(banner)

    def _clear_overlay(self) -> None:
        for item in self._overlay:
            self._table.removeItem(item)
        self._overlay.clear()

    def end_review(self) -> None:
        """Put the trick shown again away (Esc, a click, the time running out)."""
        self._review_timer.stop()
        self._review = None
        self._clear_overlay()
        self.table_trick_shown.emit(True)

    @property
    def reviewing(self) -> bool:
        return self._review is not None
