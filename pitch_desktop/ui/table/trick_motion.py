"""The trick in play: cards flying into it, the winning glow, the trick at rest with its caption,
and the trick gathered to its taker. With the draw-back a trick holds a card from each player
still in, at that player's own spot. A part of ``TableScene``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, QTimer

from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.marks import Banner, arrow_angle
from pitch_desktop.ui.table.table_facts import TableFacts


class TrickMotion(QObject):
    """The trick played, resting and gathered, and the caption naming its taker
    (``TableScene``)."""

    def __init__(self, table: TableFacts, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._trick: list[tuple[int, CardItem]] = []
        self._resting: list[CardItem] = []  # a finished trick, shown until it is gathered
        self._rest_seats: tuple[int, ...] = ()  # whose card each resting one is
        self._rest_winner: int | None = None
        self._rest_target: QPointF | None = None
        self._gathering: list[CardItem] = []
        self._still = False  # a stored hand told: a finished trick rests until the next card
        self._hold = False  # the match pauses after each trick: it rests until the next card too
        self._rest_timer = QTimer(self)
        self._rest_timer.setSingleShot(True)
        self._rest_timer.timeout.connect(self.gather_resting)
        # The caption waits for the last card to land: shown at once it would lie over the card
        # still on its way into the trick.
        self._caption_timer = QTimer(self)
        self._caption_timer.setSingleShot(True)
        self._caption_timer.timeout.connect(self._caption_when_still)
        self.caption = Banner()  # who took the trick at rest
        self.caption.setZValue(150)
        table.addItem(self.caption)

    @property
    def trick_items(self) -> list[tuple[int, CardItem]]:
        return list(self._trick)

    @property
    def resting_items(self) -> list[CardItem]:
        return list(self._resting)

    def cards(self) -> list[CardItem]:
        """Every card of a trick on the table: in play, at rest, on its way to its taker."""
        return [*(i for _, i in self._trick), *self._resting, *self._gathering]

    def set_still(self, still: bool) -> None:
        self._still = still

    def set_hold_tricks(self, on: bool) -> None:
        self._hold = on

    def _ms(self) -> int:
        return self._table.speed.animation_ms

    def add_card(
        self, seat: int, card: Card, held: CardItem | None, *, animate: bool, shown: bool
    ) -> None:
        """``card`` goes into the trick: ``held`` from the viewer's hand, else from the seat."""
        lay = self._table.layout
        item = held
        if item is None:
            item = CardItem(card, lay.card_height, four_colour=self._table.four_colour)
            item.setPos(lay.seats[seat])
            item.setScale(lay.trick_scale * 0.7)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._table.addItem(item)
        item.setZValue(100 + len(self._trick))
        item.setVisible(shown)
        self._trick.append((seat, item))
        item.move_to(lay.trick_pos(seat), self._ms() if animate else 0, scale=lay.trick_scale)

    def mark_winning(self, seat: int, how: str = "so far") -> None:
        for s, item in self._trick:
            item.set_winning(how if s == seat else "")

    @property
    def winning_item(self) -> CardItem | None:
        for item in [*(i for _, i in self._trick), *self._resting]:
            if item.winning:
                return item
        return None

    def start_trick(self) -> None:
        """A card is played: if it leads a new trick, the last one goes to its taker now."""
        if not self._trick and self._resting:
            self.gather_resting()

    def won(self, winner: int, seats: tuple[int, ...]) -> None:
        """The trick is won: it rests, lit, until it is gathered to ``winner``."""
        self.mark_winning(winner, "won")
        self._resting = [item for _, item in self._trick]
        self._rest_seats = seats
        self._rest_winner = winner
        self._trick.clear()
        self._rest_target = self._table.layout.seats[winner]

    def rest(self, winner: int) -> None:
        """The trick just won rests, its taker named, while the controller waits before the
        next turn; then it goes to its taker (sooner on a click, or with the next card)."""
        ms = self._ms()
        rest = self._table.speed.trick_rest_ms
        if self._still or self._hold:
            self._caption_when_still()
            return
        if ms <= 0 or rest <= 0:
            self.gather_resting()
            return
        self._caption_when_still()
        self._rest_timer.start(max(ms, rest - ms // 2))

    def _caption_when_still(self) -> None:
        """Name the taker of the trick at rest once none of its cards is moving."""
        if not self._resting or self._rest_winner is None:
            return
        if any(item.is_moving for item in self._resting):
            self._caption_timer.start(max(15, self._ms() // 8))
            return
        self._show_caption(self._rest_winner)

    def _show_caption(self, winner: int) -> None:
        text = (
            QCoreApplication.translate("TableScene", "You take the trick")
            if winner == self._table.you
            else QCoreApplication.translate("TableScene", "{name} takes the trick").format(
                name=self._table.seat_name(winner)
            )
        )
        lay = self._table.layout
        self.caption.set_text(
            text,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.6,
            arrow=arrow_angle(lay.centre, lay.seats[winner]),
        )
        self._table.place_caption(self.caption)

    def lay_out(self) -> None:
        """Put the trick, and a trick at rest, where the new layout wants them."""
        lay = self._table.layout
        for seat, item in self._trick:
            item.stop_motion()
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
        if not self._resting:
            return
        for seat, item in zip(self._rest_seats, self._resting, strict=False):
            item.stop_motion()
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
        if self._rest_winner is not None:
            self._rest_target = lay.seats[self._rest_winner]
            if self.caption.isVisible():
                self._show_caption(self._rest_winner)

    def set_shown(self, shown: bool) -> None:
        """The trick on the table hides while another is shown again in its place."""
        for item in [*(i for _, i in self._trick), *self._resting]:
            item.setVisible(shown)

    def hurry(self) -> bool:
        """A click on the table: the trick at rest goes to its taker now; false when none
        rests."""
        if not self._resting:
            return False
        self.gather_resting()
        return True

    def gather_resting(self) -> None:
        """The trick at rest goes to its taker (its time is up, or the next card comes)."""
        self._rest_timer.stop()
        self._caption_timer.stop()
        self.caption.setVisible(False)
        items, self._resting = self._resting, []
        if not items or self._rest_target is None:
            return
        self._gathering.extend(items)
        ms = self._ms()
        for item in items:
            item.set_winning("")
            item.fade_to(self._rest_target, ms, self._drop)

    def _drop(self, item: CardItem) -> None:
        if item in self._gathering:
            self._gathering.remove(item)
            item.stop_motion()
            self._table.removeItem(item)

    def clear(self) -> None:
        """Off the table: a new match or hand."""
        self._rest_timer.stop()
        self._caption_timer.stop()
        self.caption.setVisible(False)
        for item in self.cards():
            item.stop_motion()
            self._table.removeItem(item)
        self._trick.clear()
        self._resting.clear()
        self._gathering.clear()
