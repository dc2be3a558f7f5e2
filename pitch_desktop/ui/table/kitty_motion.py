"""The kitty at the table: its cards face down in the middle through the auction, taken by the
pitcher when it ends (into the hand at the bottom when the viewer is the pitcher), the cards
chosen to discard, and the pitcher's discards going face down off the table. A part of
``TableScene``.

Nobody but the pitcher sees a card of the kitty or of the discards: the table shows only backs
and counts (RULES.md, "The kitty"). At instant speed nothing moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt

from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.hand_focus import HandFocus
from pitch_desktop.ui.table.marks import StockPile
from pitch_desktop.ui.table.table_facts import TableFacts


class KittyMotion(QObject):
    """The kitty's pile in the middle and the backs that leave it (``TableScene``).

    The viewer's ``hand`` is the scene's part; the kitty gives it the cards it takes and takes
    from it the cards it discards.
    """

    def __init__(self, table: TableFacts, hand: HandFocus, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._hand = hand
        self._pile = StockPile()
        table.addItem(self._pile)
        self._moving: list[CardItem] = []

    @property
    def count(self) -> int:
        """The cards the kitty shows in the middle (0 when it is not on the table)."""
        return self._pile.count if self._pile.isVisible() else 0

    def rect(self) -> QRectF | None:
        """Where the kitty lies, while it is on the table."""
        return self._pile.sceneBoundingRect() if self._pile.isVisible() else None

    def clear(self) -> None:
        for item in self._moving:
            item.stop_motion()
            self._table.removeItem(item)
        self._moving.clear()
        self._pile.set_count(0)

    def show(self, view: PlayerView) -> None:
        """The kitty lies in the middle, face down, until the auction is over."""
        count = view.kitty_left if view.phase is Phase.BID else 0
        self._pile.set_count(count)
        self._pile.setToolTip(
            QCoreApplication.translate(
                "TableScene", "Cards in the kitty, for whoever wins the auction: {n}"
            ).format(n=count)
        )
        self.lay_out(view)

    def lay_out(self, view: PlayerView | None) -> None:
        """In the middle; beside the stock when the draw-back has one there too."""
        lay = self._table.layout
        self._pile.set_height(lay.card_height * lay.trick_scale)
        width = lay.card_height * lay.trick_scale / CARD_ASPECT
        beside = view is not None and view.rules.drawing
        self._pile.setPos(lay.centre - QPointF(width * 1.4 if beside else 0.0, 0.0))

    def take(self, pitcher: int, view: PlayerView) -> None:
        """The pitcher takes the kitty: its backs go to the pitcher's seat, or, for the
        viewer, its cards come into the hand from the middle."""
        if pitcher != self._table.viewer:
            self.taken(self._table.layout.seats[pitcher])
            return
        start = self.taken(None)
        new = sorted(set(cards_of(view.hand)) - set(self._hand.items))
        self._hand.receive(new, start, self._ms())

    def set_chosen(self, cards: Sequence[Card]) -> None:
        """Mark the cards of the viewer's hand chosen to discard (none: ``()``)."""
        for c, item in self._hand.items.items():
            item.set_chosen(c in cards)

    def discard(self, seat: int, card: Card | None) -> None:
        """The pitcher discarded a card face down; the viewer's own leaves the hand, which
        then has nothing more to play until its next turn."""
        held = None
        if seat == self._table.viewer and card is not None and card in self._hand:
            self._hand.end_turn()
            held = self._hand.take(card)
            self._hand.place(animate=True)
        start = held.pos() if held is not None else self._table.layout.seats[seat]
        self.discarded(start, held)

    def taken(self, to: QPointF | None) -> QPointF:
        """The pitcher takes the kitty: its backs slide from the middle to ``to`` (None: the
        viewer's hand shows its cards instead). Where the pile lay."""
        count = self._pile.count
        start = self._pile.pos()
        self._pile.set_count(0)
        if to is not None:
            for i in range(count):
                self._fly(start + QPointF(i * 3.0, -i * 3.0), to, 0.9)
        return start

    def discarded(self, start: QPointF, item: CardItem | None) -> None:
        """A discard leaves ``start`` face down (``item``: the viewer's own card)."""
        lay = self._table.layout
        to = QPointF(
            start.x() + (lay.centre.x() - start.x()) * 0.35,
            start.y() + (lay.centre.y() - start.y()) * 0.35,
        )
        if item is None:
            self._fly(start, to, lay.burn_scale)
            return
        item.set_chosen(False)
        item.set_playable(None)
        item.set_face_down(True)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._moving.append(item)
        item.fade_to(to, self._ms(), self._let_go)

    def _fly(self, start: QPointF, to: QPointF, scale: float) -> None:
        lay = self._table.layout
        item = CardItem(None, lay.card_height)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        item.setPos(start)
        item.setScale(lay.trick_scale * scale)
        item.setZValue(80)
        self._table.addItem(item)
        self._moving.append(item)
        item.fade_to(to, self._ms(), self._let_go)

    def _ms(self) -> int:
        return self._table.speed.animation_ms

    def _let_go(self, item: CardItem) -> None:
        if item in self._moving:
            self._moving.remove(item)
            item.stop_motion()
            self._table.removeItem(item)
