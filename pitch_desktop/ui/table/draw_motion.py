"""The draw-back at the table: trump named before play, the throw and the draw, the trumps burned
face up beside their player until the first trick is won, and the players who are out of the
hand. A part of ``TableScene``.

As everywhere on the table, each handler sets what it shows from the payload's view (the
viewer's hand is rebuilt from ``view.hand``) and only animates the change from the event: the
viewer's thrown cards go to the stock and vanish, the drawn trumps come from it, and a drawn card
that is no trump is turned up a moment before it goes. At instant speed nothing moves.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer

from pitch_desktop.controller.events import CardsDrawn, TrumpBurned, TrumpNamed
from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.scene_base import SceneBase


class DrawMotion(SceneBase):
    """The draw, the burns and the players out (``TableScene``)."""

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

    # --- naming trump ---------------------------------------------------------------------
    def trump_named(self, ev: TrumpNamed) -> None:
        """Trump is known before the first card: the sign shows it and the hand sorts by it."""
        self._view = ev.view
        for plate in self._plates:
            plate.set_state(to_act=False)
        if ev.seat == self._viewer:
            self.end_human_turn()
        self._show_trump_sign()
        self._place_hand(animate=True)
        self._show_tally()

    # --- the draw -----------------------------------------------------------------------------
    def cards_drawn(self, ev: CardsDrawn) -> None:
        """A player threw what was not trump and drew: their plate counts the cards and says
        how many went and came; the viewer's own hand changes before their eyes."""
        view = ev.view
        self._view = view
        self._plates[ev.seat].set_state(
            cards_left=view.cards_left[ev.seat], to_act=False, bubble=self.draw_note(ev)
        )
        if ev.seat == self._viewer:
            self._redraw_own_hand(view)
        self._show_stock(view)
        self._mark_out(view)

    def draw_note(self, ev: CardsDrawn) -> str:
        """What a plate says of a draw: "threw 5, drew 3" (the pitcher: "threw 2, took 7")."""
        pitcher = self._view is not None and ev.seat == self._view.pitcher
        if pitcher:
            text = QCoreApplication.translate("TableScene", "threw {thrown}, took {drawn}")
        else:
            text = QCoreApplication.translate("TableScene", "threw {thrown}, drew {drawn}")
        return text.format(thrown=ev.thrown, drawn=ev.drawn)

    def _redraw_own_hand(self, view: PlayerView) -> None:
        """The viewer's hand as ``view`` holds it: the cards no longer held go to the stock,
        the new ones come from it, and the dead drawn cards show a moment in the middle."""
        lay = self._layout
        ms = self._ms()
        held = set(cards_of(view.hand))
        for c in [c for c in self._hand if c not in held]:
            item = self._hand.pop(c)
            item.set_playable(None)
            item.set_focused(False)
            self._send_away(item, lay.centre, ms)
        delays: dict[Card, int] = {}
        for c in sorted(held - set(self._hand)):
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.clicked.connect(self._on_card_clicked)
            item.set_face_down(self._curtain)
            item.setPos(lay.centre)
            item.setScale(lay.trick_scale)
            self.addItem(item)
            self._hand[c] = item
            delays[c] = ms // 2
        self._focus = None
        self._place_hand(animate=ms > 0, delays=delays)
        self._show_focus()
        dead = cards_of(view.own_drawn & view.own_dead)
        if ms > 0 and dead:
            self._show_dead(dead, ms)

    def _show_dead(self, cards: list[Card], ms: int) -> None:
        """Drawn cards that are no trump: turned up over the stock, dimmed, then gone."""
        lay = self._layout
        h = lay.card_height * lay.trick_scale
        step = h / CARD_ASPECT * 0.55
        left = lay.centre.x() - step * (len(cards) - 1) / 2
        shown: list[CardItem] = []
        for i, c in enumerate(cards):
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setPos(lay.centre)
            item.setScale(lay.trick_scale * 0.8)
            item.setZValue(90 + i)
            item.set_playable(False)  # dimmed: it is dead
            self.addItem(item)
            self._leaving.append(item)
            self._dead.append(item)
            shown.append(item)
            item.move_to(QPointF(left + i * step, lay.centre.y()), ms, scale=lay.trick_scale)
        rest = ms + max(ms, self._speed.trick_rest_ms)
        QTimer.singleShot(rest, self, lambda: self._put_away(shown))

    def _hurry_dead(self) -> None:
        """A card comes to the middle (the first lead, a burn): the dead cards shown there
        go now rather than be covered."""
        self._put_away(list(self._dead))

    def _put_away(self, items: list[CardItem]) -> None:
        for item in items:
            if item in self._dead:  # not gone yet, nor cleared by a new hand meanwhile
                self._dead.remove(item)
                self._leaving.remove(item)
                self._send_away(item, self._layout.centre, self._ms())

    def _send_away(self, item: CardItem, to: QPointF, ms: int) -> None:
        """Slide ``item`` toward ``to`` while it fades, then take it off the table."""
        self._leaving.append(item)
        anim = item.fade_to(to, ms)
        if anim is None:
            self._let_go(item)
        else:
            anim.finished.connect(lambda it=item: self._let_go(it))

    def _let_go(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
            item.stop_motion()
            self.removeItem(item)

    def _show_stock(self, view: PlayerView) -> None:
        """The stock lies in the middle from the deal until the last player has drawn."""
        shown = view.rules.draw_back and view.phase in (Phase.BID, Phase.NAME, Phase.DRAW)
        self._stock.set_count(view.stock_left if shown else 0)

    def _lay_stock(self) -> None:
        lay = self._layout
        self._stock.set_height(lay.card_height * lay.trick_scale)
        self._stock.setPos(lay.centre)

    # --- the burns ----------------------------------------------------------------------------
    def trump_burned(self, ev: TrumpBurned) -> None:
        """A trump burned face up: it goes beside its player's plate and stays there, for all
        to see, until the first trick is won."""
        view = ev.view
        self._view = view
        seat = ev.seat
        lay = self._layout
        self._hurry_dead()
        if seat == self._viewer and ev.card in self._hand:
            self.end_human_turn()
            item = self._hand.pop(ev.card)
            item.set_face_down(False)
            self._place_hand(animate=True)
        else:
            item = CardItem(ev.card, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.seats[seat])
            item.setScale(lay.burn_scale * 0.7)
            self.addItem(item)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self._burned.setdefault(seat, []).append(item)
        self._lay_burned(seat, animate=True)
        self._plates[seat].set_state(cards_left=view.cards_left[seat], to_act=False)
        self._mark_out(view)

    def _lay_burned(self, seat: int, *, animate: bool) -> None:
        items = self._burned.get(seat, [])
        lay = self._layout
        ms = self._ms() if animate else 0
        for z, (item, spot) in enumerate(zip(items, lay.burn_spots(seat, len(items)), strict=True)):
            item.setZValue(6 + z)
            item.set_height(lay.card_height)
            item.move_to(spot, ms, scale=lay.burn_scale)

    def _lay_all_burned(self) -> None:
        """After a resize: every row of burned cards where the new layout wants it."""
        for seat in self._burned:
            for item in self._burned[seat]:
                item.stop_motion()
            self._lay_burned(seat, animate=False)

    def _clear_burned(self) -> None:
        """The first trick is won: the burned cards leave the table."""
        ms = self._ms()
        for items in self._burned.values():
            for item in items:
                self._send_away(item, item.pos(), ms)
        self._burned.clear()

    # --- players out and the table set from a view --------------------------------------------
    def _mark_out(self, view: PlayerView) -> None:
        """Dim the plate of every player out of the trick in play (no trump left)."""
        playing = view.rules.draw_back and view.phase is Phase.PLAY and bool(view.seats_in)
        for seat, plate in enumerate(self._plates):
            plate.set_state(out=playing and not view.seats_in >> seat & 1)

    def _show_draw_back(self, view: PlayerView) -> None:
        """A hand set from its view (a deal, a resumed or taken-back hand, another person's
        turn): the stock, the trumps burned before the first trick, the players out."""
        self._show_stock(view)
        self._mark_out(view)
        if not view.rules.draw_back or any(view.tricks) or view.phase is Phase.DONE:
            return
        lay = self._layout
        for seat, mask in enumerate(view.burned):
            for c in cards_of(mask):
                item = CardItem(c, lay.card_height, four_colour=self._four_colour)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setAcceptHoverEvents(False)
                self.addItem(item)
                self._burned.setdefault(seat, []).append(item)
            self._lay_burned(seat, animate=False)
