"""The pitcher's panel for calling a partner: one button per trump it may call.

The bid panel's sibling (``ChoicePanel``), shown at once and never animated. The engine says
which trumps may be called (those the pitcher does not hold, none of the kitty's); the panel
shows them high to low in trump order, in two rows when there are many, so five players' table
at 800x600 still holds it. Keys: the arrows go round the cards, Return or Space calls the one in
focus, and a rank's letter as the faces print it (A K Q J, T or 1 for the ten, 2-9) calls that
rank of trump's own suit.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.cards import RANKS, Card, is_joker, rank_of, suit_of
from pitch_desktop.ui.common.card_faces import card_ink, card_label, rank_label
from pitch_desktop.ui.table.keyed_panel import KeyedPanel

# The most buttons a row holds before the next row is used.
ROW_LENGTH = 8


class CallPanel(KeyedPanel):
    """Buttons for the pitcher calling a partner. ``card_called`` carries the card."""

    card_called = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("CallPanel", parent, wrap_hint=True)
        box = self.layout()
        assert isinstance(box, QVBoxLayout)
        holder = QWidget(self)
        self._second = QHBoxLayout(holder)
        self._second.setContentsMargins(0, 0, 0, 0)
        self._second.setSpacing(8)
        self._second_holder = holder
        holder.hide()
        box.addWidget(holder)
        self._order: list[Card] = []
        self._trump = 0
        self.hide()

    def offer(self, cards: Sequence[Card], trump: int, title: str, hint: str) -> None:
        """Show a button per card that may be called (``cards``, high to low), the first in
        focus."""
        for button in self.buttons.values():
            button.hide()
            button.deleteLater()
        self.buttons = {}
        self._order = list(cards)
        self._trump = trump
        for i, card in enumerate(self._order):
            button = QPushButton(card_label(card), self)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setStyleSheet(f"QPushButton {{ color: {card_ink(card).name()}; }}")
            words = self.tr("Call the {card}").format(card=card_name(card))
            button.setAccessibleName(words)
            button.setToolTip(words)
            button.clicked.connect(lambda _=False, c=card: self.card_called.emit(c))
            button.installEventFilter(self)
            self.ring.watch(button)
            (self._row if i < ROW_LENGTH else self._second).addWidget(button)
            self.buttons[card] = button
        self._second_holder.setVisible(len(self._order) > ROW_LENGTH)
        self.set_text_size(self._pixels)
        self.setAccessibleName(title)
        self.setAccessibleDescription(hint)
        self._show_offer(title, hint)
        if self._order:
            self._focus(self._order[0])

    def focused_card(self) -> Card | None:
        """The card Return would call (None while the panel is hidden)."""
        return self.focused()

    def letter_choice(self, event: QKeyEvent) -> Card | None:
        """The card of trump's own suit whose rank's letter was typed, as the faces print it
        in the player's language (a Hungarian queen is D; the ten is T or 1), if offered."""
        typed = event.text().upper()
        if len(typed) != 1 or not typed.isalnum():
            return None
        for c in self._order:
            if is_joker(c) or suit_of(c) != self._trump:
                continue
            rank = RANKS[rank_of(c)]
            if typed == rank_label(rank)[0] or (rank == "T" and typed == "T"):
                return c
        return None
