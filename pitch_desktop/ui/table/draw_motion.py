"""The draw-back at the table: the stock in the middle, the trumps burned face up beside their
player until the first trick is won, the viewer's hand changing as they throw, draw and burn,
and the cards on their way out of the hand. A part of ``TableScene``.

The viewer's own draw is shown one thing at a time while the table rests: the cards thrown in a
row in the middle, face up, and the drawn cards that are no trump in a row below, each row named.
At instant speed nothing moves.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer

from pitch_desktop.controller.events import CardsDrawn
from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.hand_focus import HandFocus
from pitch_desktop.ui.table.marks import Banner, StockPile
from pitch_desktop.ui.table.table_facts import TableFacts


class DrawMotion(QObject):
    """The stock, the burned trumps and the cards leaving the hand (``TableScene``).

    The viewer's ``hand`` is the scene's part; the draw takes from it the cards thrown and
    burned and gives it the cards drawn.
    """

    def __init__(self, table: TableFacts, hand: HandFocus, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._hand = hand
        self._stock = StockPile()
        table.addItem(self._stock)
        self._burned: dict[int, list[CardItem]] = {}  # the trumps burned face up, by seat
        self._leaving: list[CardItem] = []  # cards on their way out
        self._dead: list[CardItem] = []  # of those, the viewer's own draw shown a moment
        self._captions: list[Banner] = []  # the names of its rows

    def cards(self) -> list[CardItem]:
        """Every card of the draw on the table: burned, or on its way out."""
        return [*(i for items in self._burned.values() for i in items), *self._leaving]

    def stock_rect(self) -> QRectF | None:
        """Where the stock lies, while it is on the table."""
        return self._stock.sceneBoundingRect() if self._stock.isVisible() else None

    def clear(self) -> None:
        """Off the table: a new match or hand."""
        for item in self.cards():
            item.stop_motion()
            self._table.removeItem(item)
        self._burned.clear()
        self._leaving.clear()
        self._dead.clear()
        self._drop_captions()
        self._stock.set_count(0)

    def _ms(self) -> int:
        return self._table.speed.animation_ms

    @property
    def burned_items(self) -> dict[int, list[CardItem]]:
        """The burned trumps shown face up, by the seat that burned them."""
        return {seat: list(items) for seat, items in self._burned.items() if items}

    @property
    def leaving_items(self) -> list[CardItem]:
        """Cards on their way out of the hand: thrown, dead or burned cards put away."""
        return list(self._leaving)

    @property
    def stock_pile(self) -> int:
        """The cards the stock shows as left (0 when it is not on the table)."""
        return self._stock.count if self._stock.isVisible() else 0

    # --- the draw -----------------------------------------------------------------------------
    def draw_note(self, ev: CardsDrawn) -> str:
        """What a plate says of a draw: "threw 5, drew 3" (the pitcher: "threw 2, took 7")."""
        view = self._table.current_view
        pitcher = view is not None and ev.seat == view.pitcher
        if pitcher:
            text = QCoreApplication.translate("TableScene", "threw {thrown}, took {drawn}")
        else:
            text = QCoreApplication.translate("TableScene", "threw {thrown}, drew {drawn}")
        return text.format(thrown=ev.thrown, drawn=ev.drawn)

    def redraw_hand(self, view: PlayerView) -> None:
        """The viewer's hand as ``view`` holds it: the cards no longer held go to the middle,
        face up, the new ones come from the stock, and the dead drawn cards show beside the
        thrown ones until the player goes on."""
        ms = self._ms()
        held = set(cards_of(view.hand))
        thrown = self._hand.keep_only(held)
        self._hand.receive(sorted(held - set(self._hand.items)), self._table.layout.centre, ms)
        self.show_draw(thrown, cards_of(view.own_drawn & view.own_dead), ms)

    def burn_trump(self, seat: int, card: Card) -> None:
        """A trump burned face up goes beside its player's plate; the viewer's own leaves the
        hand, which then has nothing more to play until its next turn."""
        self.hurry_dead()
        held = None
        if seat == self._table.viewer and card in self._hand:
            self._hand.end_turn()
            held = self._hand.take(card)
            held.set_face_down(False)
            self._hand.place(animate=True)
        self.burn(seat, card, held)

    def show_draw(self, thrown: list[CardItem], dead: list[Card], ms: int) -> None:
        """The viewer's own draw, one thing at a time: the cards thrown go face up to a row in
        the middle, and the drawn cards that are no trump (dead) come to a row below it,
        dimmed, each row named; they stay until the player goes on (``hurry_dead``) or the
        draw's rest is over. At instant speed the thrown cards just go."""
        if ms <= 0:
            for item in thrown:
                self.send_away(item, self._table.layout.centre, 0)
            return
        lay = self._table.layout
        h = lay.card_height * lay.trick_scale * 0.8
        dead_items = [self._dead_item(c) for c in dead]
        rows = [
            (items, words)
            for items, words in (
                (thrown, QCoreApplication.translate("TableScene", "Thrown")),
                (dead_items, QCoreApplication.translate("TableScene", "Drawn, no trump: out")),
            )
            if items
        ]
        label = h * 0.3
        gap = h + label * 1.6
        top = lay.centre.y() - gap * (len(rows) - 1) / 2 + label * 0.5
        for r, (items, words) in enumerate(rows):
            y = top + r * gap
            step = min(h / CARD_ASPECT * 0.55, lay.width * 0.5 / max(1, len(items)))
            left = lay.centre.x() - step * (len(items) - 1) / 2
            for i, item in enumerate(items):
                item.set_playable(False)  # dimmed: out of play
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes on
                item.setZValue(90 + r * 20 + i)
                self._dead.append(item)
                if item not in self._leaving:
                    self._leaving.append(item)
                item.move_to(QPointF(left + i * step, y), ms, scale=lay.trick_scale * 0.8)
            caption = Banner()
            caption.set_text(words, label, max_width=lay.width * 0.6)
            caption.setZValue(130)
            caption.setPos(QPointF(lay.centre.x(), y - h * 0.5 - label * 0.6))
            self._table.addItem(caption)
            self._captions.append(caption)
        speed = self._table.speed
        rest = ms + max(ms, speed.trick_rest_ms, speed.draw_rest_ms)  # or until the player goes on
        shown = list(self._dead)
        QTimer.singleShot(rest, self, lambda: self._put_away(shown))

    def _dead_item(self, card: Card) -> CardItem:
        """A drawn card that is no trump, turned up over the stock."""
        lay = self._table.layout
        item = CardItem(card, lay.card_height, four_colour=self._table.four_colour)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setPos(lay.centre)
        item.setScale(lay.trick_scale * 0.8)
        self._table.addItem(item)
        return item

    def hurry_dead(self) -> None:
        """A card comes to the middle (the first lead, a burn), or the player goes on: the
        draw shown there goes now rather than be covered."""
        self._put_away(list(self._dead))

    def _put_away(self, items: list[CardItem]) -> None:
        for item in items:
            if item in self._dead:  # not gone yet, nor cleared by a new hand meanwhile
                self._dead.remove(item)
                self._leaving.remove(item)
                self.send_away(item, self._table.layout.centre, self._ms())
        if not self._dead:
            self._drop_captions()

    def _drop_captions(self) -> None:
        for caption in self._captions:
            self._table.removeItem(caption)
        self._captions.clear()

    def send_away(self, item: CardItem, to: QPointF, ms: int) -> None:
        """Slide ``item`` toward ``to`` while it fades, then take it off the table."""
        self._leaving.append(item)
        item.fade_to(to, ms, self._let_go)

    def _let_go(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
            item.stop_motion()
            self._table.removeItem(item)

    def show_stock(self, view: PlayerView) -> None:
        """The stock lies in the middle from the deal until the last player has drawn."""
        shown = view.rules.drawing and view.phase in (Phase.BID, Phase.NAME, Phase.CALL, Phase.DRAW)
        self._stock.set_count(view.stock_left if shown else 0)

    def lay_stock(self) -> None:
        lay = self._table.layout
        self._stock.set_height(lay.card_height * lay.trick_scale)
        self._stock.setPos(lay.centre)

    # --- the burns ----------------------------------------------------------------------------
    def burn(self, seat: int, card: Card, held: CardItem | None) -> None:
        """A trump burned face up (``held``: from the viewer's hand): it goes beside its
        player's plate and stays there, for all to see, until the first trick is won."""
        item = held
        if item is None:
            lay = self._table.layout
            item = CardItem(card, lay.card_height, four_colour=self._table.four_colour)
            item.setPos(lay.seats[seat])
            item.setScale(lay.burn_scale * 0.7)
            self._table.addItem(item)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self._burned.setdefault(seat, []).append(item)
        self._lay_burned(seat, animate=True)

    def _lay_burned(self, seat: int, *, animate: bool) -> None:
        items = self._burned.get(seat, [])
        lay = self._table.layout
        ms = self._ms() if animate else 0
        for z, (item, spot) in enumerate(zip(items, lay.burn_spots(seat, len(items)), strict=True)):
            item.setZValue(6 + z)
            item.set_height(lay.card_height)
            item.move_to(spot, ms, scale=lay.burn_scale)

    def lay_all_burned(self) -> None:
        """After a resize: every row of burned cards where the new layout wants it."""
        for seat in self._burned:
            for item in self._burned[seat]:
                item.stop_motion()
            self._lay_burned(seat, animate=False)

    def clear_burned(self) -> None:
        """The first trick is won: the burned cards leave the table."""
        ms = self._ms()
        for items in self._burned.values():
            for item in items:
                self.send_away(item, item.pos(), ms)
        self._burned.clear()

    def show_burned(self, view: PlayerView) -> None:
        """A hand set from its view (a deal, a resumed or taken-back hand, another person's
        turn): the trumps burned before the first trick."""
        if not view.rules.drawing or any(view.tricks) or view.phase is Phase.DONE:
            return
        lay = self._table.layout
        for seat, mask in enumerate(view.burned):
            for c in cards_of(mask):
                item = CardItem(c, lay.card_height, four_colour=self._table.four_colour)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setAcceptHoverEvents(False)
                self._table.addItem(item)
                self._burned.setdefault(seat, []).append(item)
            self._lay_burned(seat, animate=False)
