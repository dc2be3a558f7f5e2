"""The pitcher's panel for the kitty's discards: choose the cards in the hand, then discard.

It is the bid panel's sibling (``ChoicePanel``). The cards are chosen on the table (a click or
Space on a card chooses it, again puts it back); the panel counts them and its one button
discards them once exactly as many as the kitty held are chosen. The discards then go to the
controller one an action, as the rules take them (``pending``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from pitch_desktop.engine.cards import Card
from pitch_desktop.ui.table.bid_panel import ChoicePanel


class DiscardPanel(ChoicePanel):
    """The discards chosen so far and the button that discards them. ``discard_chosen``
    carries the cards, in the order they were chosen."""

    discard_chosen = Signal(list)

    BUTTON_SHARE = (6.0, 2.4)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("DiscardPanel", parent, wrap_hint=True)
        self.chosen: list[Card] = []
        self.pending: list[Card] = []  # chosen and confirmed, still to be told to the table
        self._wanted = 0
        self.button = QPushButton(self)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.confirm)
        self.ring.watch(self.button)
        self._row.addWidget(self.button)
        self.hide()

    def _all_buttons(self) -> list[QPushButton]:
        return [self.button]

    def offer(self, wanted: int) -> None:
        """Show the panel for ``wanted`` more discards, none chosen yet."""
        self._wanted = wanted
        self.chosen = []
        self._show_offer(self._title_words(), self._hint_words())
        self._update()

    def reset(self) -> None:
        """The turn is over, or taken back: nothing chosen, nothing pending."""
        self.chosen = []
        self.pending = []
        self.hide()

    def toggle(self, card: Card) -> bool:
        """Choose ``card``, or put it back if chosen; false when the choice is already full."""
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) >= self._wanted:
            return False
        else:
            self.chosen.append(card)
        self._update()
        return True

    @property
    def complete(self) -> bool:
        return self._wanted > 0 and len(self.chosen) == self._wanted

    def confirm(self) -> bool:
        """Discard the cards chosen, if they are as many as wanted."""
        if not self.isVisible() or not self.complete:
            return False
        cards = list(self.chosen)
        self.chosen = []
        self.hide()
        self.discard_chosen.emit(cards)
        return True

    def _title_words(self) -> str:
        return QCoreApplication.translate(
            "DiscardPanel", "Cards to discard, face down: {n}"
        ).format(n=self._wanted)

    def _hint_words(self) -> str:
        return QCoreApplication.translate(
            "DiscardPanel", "Chosen: {chosen} of {wanted}. Click a card (or Space) to choose it"
        ).format(chosen=len(self.chosen), wanted=self._wanted)

    def _update(self) -> None:
        self._hint.setText(self._hint_words())
        self.button.setText(QCoreApplication.translate("DiscardPanel", "Discard (Enter)"))
        self.button.setEnabled(self.complete)
        self.setAccessibleName(self._title_words())
        self.setAccessibleDescription(self._hint_words())
        self.adjustSize()
