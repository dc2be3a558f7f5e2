"""The human's hand under the mouse and the keyboard: clicks on cards, the focus ring and the
arrows that move it. A part of ``TableScene``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.scene_base import SceneBase


class HandFocus(SceneBase):
    """Clicks on the hand's cards and the keyboard's focus ring (``TableScene``)."""

    def _on_card_clicked(self, item: CardItem) -> None:
        if self.reveal_hand():  # the first click shows a hidden hand; it plays nothing
            return
        if self._overlay:
            self.end_review()
            return
        if item.card is None or item.card not in self._hand:
            return
        order = self.sorted_hand()
        if item.card in order and self._focus is not None:
            self._focus = order.index(item.card)
            self._show_focus()
        if item.card not in self._legal and self._human_turn:
            item.shake()
        self.card_clicked.emit(item.card)

    def move_focus(self, step: int) -> None:
        order = self.sorted_hand()
        if not order:
            return
        if self._focus is None:
            legal = [i for i, c in enumerate(order) if c in self._legal]
            self._focus = legal[0] if legal else 0
        else:
            self._focus = (self._focus + step) % len(order)
        self._show_focus()

    def keyboard_in_use(self) -> None:
        """The player acts by the keyboard (a bid by its key): when the cards are to be played,
        the focus ring waits on a card, so Enter plays without an arrow first."""
        self._keyboard_play = True

    def focused_card(self) -> Card | None:
        order = self.sorted_hand()
        if self._focus is None or self._focus >= len(order):
            return None
        return order[self._focus]

    def focus_card(self, card: Card) -> None:
        """Put the focus ring on ``card`` of the human's hand (a hint points at it so)."""
        order = self.sorted_hand()
        if card in order:
            self._focus = order.index(card)
            self._show_focus()

    def activate_focus(self) -> None:
        if self.reveal_hand():
            return
        card = self.focused_card()
        if card is not None:
            self._keyboard_play = True
            self._on_card_clicked(self._hand[card])

    def _show_focus(self) -> None:
        focused = self.focused_card()
        for c, item in self._hand.items():
            item.set_focused(c == focused)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A click puts a trick shown again away; on a card it is the card's (it may be a
        # play), elsewhere it hurries a resting trick to its taker.
        self._keyboard_play = False  # the mouse is in use: no ring until an arrow asks
        self.tapped.emit()  # a match paused after a trick goes on
        if self.reveal_hand():
            event.accept()
            return
        if self._overlay:
            self.end_review()
            event.accept()
            return
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        if item is self._tally and self._tricks and self.review_previous_trick():
            event.accept()  # the tricks' panel: the last trick again, as L shows it
            return
        if not isinstance(item, CardItem) and self.hurry():
            event.accept()
            return
        super().mousePressEvent(event)
