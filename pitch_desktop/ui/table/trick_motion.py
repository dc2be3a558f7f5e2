"""The trick in play: cards flying into it, the winning glow, the trick at rest with its caption,
and the trick gathered to its taker. With the draw-back a trick holds a card from each player
still in, at that player's own spot. A part of ``TableScene``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from pitch_desktop.controller.events import CardPlayed, TrickWon
from pitch_desktop.controller.hand_so_far import TrickRecord
from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.layout import free_spot
from pitch_desktop.ui.table.marks import Banner, arrow_angle
from pitch_desktop.ui.table.scene_base import SceneBase


class TrickMotion(SceneBase):
    """The trick played, resting and gathered (``TableScene``)."""

    def _add_trick_card(self, seat: int, card: Card, *, animate: bool) -> CardItem:
        lay = self._layout
        if seat == self._viewer and card in self._hand:
            item = self._hand.pop(card)
            item.set_playable(None)
            item.set_focused(False)
        else:
            item = CardItem(card, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.seats[seat])
            item.setScale(lay.trick_scale * 0.7)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
        item.setZValue(100 + len(self._trick))
        item.setVisible(self._review is None)
        self._trick.append((seat, item))
        item.move_to(lay.trick_pos(seat), self._ms() if animate else 0, scale=lay.trick_scale)
        return item

    def _mark_winning(self, seat: int, how: str = "so far") -> None:
        for s, item in self._trick:
            item.set_winning(how if s == seat else "")

    @property
    def winning_item(self) -> CardItem | None:
        """The card marked as winning the trick in progress (or at rest)."""
        for item in [*(i for _, i in self._trick), *self._resting]:
            if item.winning:
                return item
        return None

    def card_played(self, ev: CardPlayed) -> None:
        self._view = ev.view
        if not self._trick and self._resting:
            self._gather_resting()  # a new trick: the last one goes to its taker now
        self._hurry_dead()  # the draw's dead cards, if still shown, leave the middle
        human = ev.seat == self._viewer and ev.card in self._hand
        if human:
            self.end_human_turn()
        self._add_trick_card(ev.seat, ev.card, animate=True)
        self._mark_winning(ev.winning_seat)
        self._plates[ev.seat].set_state(cards_left=ev.view.cards_left[ev.seat], to_act=False)
        if len(ev.view.plays) == 1 and self._setup is not None:
            # The pitch names trump (with the draw-back it was named before): the sign shows
            # it, the hand sorts by it, and what the plates said of the draw is done with.
            for plate in self._plates:
                plate.set_state(bubble="")
            self._show_trump_sign()
            self._place_hand(animate=True)
        if human:
            self._place_hand(animate=True)
        self._show_tally()

    def trick_won(self, ev: TrickWon) -> None:
        """The trick rests, its taker named, while the controller waits before the next turn;
        then it goes to its taker. A click on the table, or the next card, gathers it sooner."""
        self._view = ev.view
        self._mark_winning(ev.winner, "won")
        self._tricks.append(
            TrickRecord(ev.leader, ev.cards, ev.winner, complete=True, seats=ev.seats)
        )
        self._resting = [item for _, item in self._trick]
        self._trick.clear()
        self._rest_target = self._layout.seats[ev.winner]
        self._show_tally()
        self._clear_burned()  # the burned trumps were shown until the first trick was won
        self._mark_out(ev.view)
        ms = self._ms()
        rest = self._speed.trick_rest_ms
        if self._still or self._hold:
            self._show_caption(ev.winner)
            return
        if ms <= 0 or rest <= 0:
            self._gather_resting()
            return
        self._show_caption(ev.winner)
        self._rest_timer.start(max(ms, rest - ms // 2))

    def set_hold_tricks(self, on: bool) -> None:
        """Keep each finished trick at rest, its taker named, until the next card (the match
        waits after each trick for the player to go on), at any speed."""
        self._hold = on

    def _show_caption(self, winner: int) -> None:
        text = (
            QCoreApplication.translate("TableScene", "You take the trick")
            if winner == self._you
            else QCoreApplication.translate("TableScene", "{name} takes the trick").format(
                name=self.seat_name(winner)
            )
        )
        lay = self._layout
        self._caption.set_text(
            text,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.6,
            arrow=arrow_angle(lay.centre, lay.seats[winner]),
        )
        self._place_caption(self._caption)

    def _place_caption(self, banner: Banner) -> None:
        """Below the trick if there is room, else above it: never over a card."""
        lay = self._layout
        rect = banner.boundingRect()
        gap = lay.plate_size[1] * 0.15
        area = lay.trick_area().adjusted(-gap, -gap, gap, gap)
        anchor = QPointF(lay.centre.x(), area.bottom() + rect.height() * 0.5)
        # A card still sliding into the trick is kept clear of where it will lie, too.
        hard = [r.adjusted(-gap, -gap, gap, gap) for r in self.card_rects()] + [area]
        # The corner panels are read while the trick rests; a plate may be covered a moment.
        hard += [i.sceneBoundingRect() for i in (self._trump, self._history, self._tally)]
        soft = [p.sceneBoundingRect() for p in self._plates]
        bounds = QRectF(0, 0, lay.width, lay.height).adjusted(4, 4, -4, -4)
        banner.setPos(free_spot((rect.width(), rect.height()), anchor, bounds, hard, soft))
        banner.setVisible(True)

    def _lay_resting(self) -> None:
        """Put the resting trick where the new layout wants it."""
        if not self._resting:
            return
        lay = self._layout
        for i, item in enumerate(self._resting):
            item.stop_motion()
            seat = self._resting_seat(i)
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
        if self._tricks:
            self._rest_target = lay.seats[self._tricks[-1].winning]
        if self._caption.isVisible() and self._tricks:
            self._show_caption(self._tricks[-1].winning)

    def _resting_seat(self, index: int) -> int:
        return self._tricks[-1].seats[index]

    def _gather_resting(self) -> None:
        self._rest_timer.stop()
        self._caption.setVisible(False)
        items, self._resting = self._resting, []
        if not items or self._rest_target is None:
            return
        self._gathering.extend(items)
        ms = self._ms()
        for item in items:
            item.set_winning("")
            anim = item.fade_to(self._rest_target, ms)
            if anim is None:
                self._drop(item)
            else:
                anim.finished.connect(lambda it=item: self._drop(it))

    def _drop(self, item: CardItem) -> None:
        if item in self._gathering:
            self._gathering.remove(item)
            item.stop_motion()
            self.removeItem(item)
