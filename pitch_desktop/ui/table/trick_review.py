"""Game > Review hand: a finished trick shown again over the table, with its caption, until a
click, Esc or the time puts it away. A part of ``TableScene``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem

from pitch_desktop.controller.hand_so_far import TrickRecord
from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.layout import REVIEW_MS
from pitch_desktop.ui.table.marks import Banner, arrow_angle
from pitch_desktop.ui.table.scene_base import SceneBase


class TrickReview(SceneBase):
    """The finished tricks, and one of them shown again (``TableScene``)."""

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
        if not self._tricks or self._setup is None:
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
        self._show_table_trick(False)
        self._review = index
        trick = self._tricks[index]
        lay = self._layout
        shade = QGraphicsRectItem(self.sceneRect())
        shade.setBrush(QColor(0, 0, 0, 120))
        shade.setPen(Qt.PenStyle.NoPen)
        shade.setZValue(200)
        self.addItem(shade)
        self._overlay.append(shade)
        for i, (seat, c) in enumerate(zip(trick.seats, trick.cards, strict=True)):
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
            item.setZValue(201 + i)
            item.set_winning("won" if seat == trick.winning else "")
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
            self._overlay.append(item)
        who = trick.winning
        if who == self._you:
            caption = QCoreApplication.translate("TableScene", "Trick {n} of {total}: you took it")
        else:
            caption = QCoreApplication.translate(
                "TableScene", "Trick {n} of {total}: {name} took it"
            )
        caption = caption.format(n=index + 1, total=len(self._tricks), name=self.seat_name(who))
        banner = Banner()
        banner.setZValue(220)
        banner.set_text(
            caption,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.9,
            arrow=arrow_angle(lay.centre, lay.seats[who]),
        )
        self.addItem(banner)
        self._overlay.append(banner)
        self._place_caption(banner)

    def _clear_overlay(self) -> None:
        for item in self._overlay:
            self.removeItem(item)
        self._overlay.clear()

    def end_review(self) -> None:
        """Put the trick shown again away (Esc, a click, the time running out)."""
        self._review_timer.stop()
        self._review = None
        self._clear_overlay()
        self._show_table_trick(True)

    def _show_table_trick(self, shown: bool) -> None:
        """The trick on the table hides while another is shown again in its place."""
        for item in [*(i for _, i in self._trick), *self._resting]:
            item.setVisible(shown)

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    def hurry(self) -> bool:
        """A click on the table: put a shown trick away, or gather a resting one now."""
        if self._overlay:
            self.end_review()
            return True
        if self._resting:
            self._gather_resting()
            return True
        return False
